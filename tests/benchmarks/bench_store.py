"""How fast the store saves and loads, next to a plain json.loads of the same bytes.

Run: .venv/bin/python tests/benchmarks/bench_store.py   (prints figures, never fails)

- save one deal: OpenMatch.add() on a 20-deal and a 1,000-deal match (validate, serialise,
  write, fsync, rename, fsync the folder);
- load: load_match_file() of 250 to 2,000-deal matches (parse and validate in one pass, then
  recompute every deal's score), split into its two halves, per deal to show it stays linear;
- scan: Store.scan() of a folder of 1,000 matches of 20 deals (what ``list`` does).
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

from coinche_score.match import Match
from coinche_score.rules import SUITS, preset
from coinche_score.scoring import Deal, parse_deal
from coinche_score.store import CachedResult, MatchFile, OpenMatch, Store, load_match_file

RULES = preset("ffb")
NEVER_REACHED = 1_000_000


def best_of(action: Callable[[], object], repeat: int = 5, number: int = 1) -> float:
    """Best time of ``repeat`` runs of ``number`` calls, per call, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            action()
        best = min(best, (time.perf_counter() - start) / number)
    return best


def random_deals(count: int, seed: int) -> list[Deal]:
    chances = random.Random(seed)
    deals = []
    for _ in range(count):
        trump = chances.choice(SUITS)
        raw = {
            "taker": chances.choice("AB"),
            "contract": chances.choice(range(80, 170, 10)),
            "trump": trump.value,
            "coinche": chances.choice(["none", "none", "none", "coinche", "surcoinche"]),
            "taker_points": chances.randint(40, 162),
            "belote": {chances.choice("AB"): chances.choice([0, 20])},
        }
        deals.append(parse_deal(raw, RULES))
    return deals


def match_file(match_id: str, deal_count: int, seed: int) -> MatchFile:
    match = Match(
        rules=RULES,
        target=NEVER_REACHED,
        team_names=("Nous", "Eux"),
        deals=tuple(random_deals(deal_count, seed)),
    )
    now = datetime.now(UTC)
    return MatchFile(
        schema_version=2,
        id=match_id,
        created=now,
        updated=now,
        match=match,
        cached=CachedResult.of(match.state()),
    )


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.2f} ms"


def add_next(opened: OpenMatch, deals: Iterator[Deal]) -> None:
    opened.add(next(deals))


def bench_save(folder: Path) -> None:
    print("save one deal (add: validate, write, fsync, rename, fsync folder)")
    store = Store(folder / "save")
    for existing in (20, 1000):
        file = match_file("unused", existing, seed=existing)
        opened = store.create(file.match)
        extra = iter(random_deals(50, seed=7))
        took = best_of(partial(add_next, opened, extra), repeat=10)
        data = opened.path.read_bytes()
        plain = best_of(partial(json.loads, data), number=20)
        opened.close()
        print(
            f"  {existing:5} deals ({len(data) / 1024:6.0f} KiB): add {ms(took)}"
            f"   json.loads {ms(plain)}   ratio {took / plain:6.1f}"
        )


def bench_load(folder: Path) -> None:
    print("load a match (load_match_file: parse + validate, then recompute the scores)")
    for deal_count in (250, 500, 1000, 2000):
        file = match_file(f"load{deal_count}", deal_count, seed=deal_count)
        path = folder / f"{file.id}.json"
        path.write_bytes(file.to_json())
        data = path.read_bytes()
        plain = best_of(partial(json.loads, data), number=10)
        validate = best_of(partial(MatchFile.model_validate_json, data), number=3)
        recompute = best_of(file.match.state, number=3)
        load = best_of(partial(load_match_file, path), number=3)
        print(
            f"  {deal_count:5} deals ({len(data) / 1024:5.0f} KiB): load {ms(load)}"
            f" ({load / deal_count * 1e6:5.1f} us/deal)   json.loads {ms(plain)}"
            f"   ratio {load / plain:5.1f}"
            f"   [validate {validate / plain:4.1f}x, recompute {ms(recompute)}]"
        )


def bench_scan(folder: Path) -> None:
    print("scan a folder of 1,000 matches of 20 deals (what list does)")
    store = Store(folder / "scan")
    store.data_dir.mkdir()
    for number in range(1000):
        file = match_file(f"m{number:04}", 20, seed=number)
        store.match_path(file.id).write_bytes(file.to_json())
    paths = sorted(store.data_dir.iterdir())

    def read_and_parse() -> None:
        for path in paths:
            json.loads(path.read_bytes())

    plain = best_of(read_and_parse, repeat=3)
    took = best_of(store.scan, repeat=3)
    summaries, damaged = store.scan()
    assert len(summaries) == 1000 and not damaged
    print(
        f"  scan {ms(took)}   read + json.loads of every file {ms(plain)}"
        f"   ratio {took / plain:5.1f}"
    )


def main() -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        bench_save(folder)
        bench_load(folder)
        bench_scan(folder)


if __name__ == "__main__":
    main()
