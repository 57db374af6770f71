"""How fast the store saves and loads, each figure next to a reference measured in the same run.

Run: .venv/bin/python tests/benchmarks/bench_store.py   (prints figures, never fails)

- add a deal to a 1,000-deal match through the store (OpenMatch.add: check and score the new
  deal, tell that the file is as the store wrote it, write the file atomically), in CPU ms,
  next to the plain saving of the same file (json.dumps of its content, then the same atomic
  write); and the telling alone, next to reading and hashing the file;
- load a 10,000-deal match (load_match_file: one json.loads, the file validated by pydantic,
  its deals with it, every deal checked against the rules and rescored in one pass, the
  totals compared with the cached ones, repeated keys looked for by counting ':'), next to a
  plain json.loads of the same bytes; and the least any loading that rescores its deals can
  cost: that json.loads and the running totals of the benchmark's minimal scorer
  (bench_scoring.reference_match) over the same deals, nothing built or checked;
- scan: Store.scan() of a folder of 1,000 matches of 20 deals (what ``list`` does).
"""

from __future__ import annotations

import gc
import hashlib
import json
import random
import tempfile
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from bench_scoring import reference_match
from timing import best_of, ms

from coinche_score.match import Match, compute
from coinche_score.rules import SUITS, preset
from coinche_score.scoring import Deal, parse_deal
from coinche_score.store import (
    MatchFile,
    OpenMatch,
    Store,
    load_match_file,
    read_regular_file,
    write_atomically,
)
from coinche_score.store.files import unchanged_since

#: Card points only (no bid value): 10,000 deals stay below the highest target.
RULES = preset("points_faits")
NEVER_REACHED = 1_000_000


def random_deals(count: int, seed: int) -> list[Deal]:
    chances = random.Random(seed)
    deals = []
    for _ in range(count):
        trump = chances.choice(SUITS)
        raw = {
            "taker": chances.choice("AB"),
            "contract": chances.choice(range(80, 130, 10)),
            "trump": trump.value,
            "coinche": chances.choice(["none"] * 9 + ["coinche"]),
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
    return MatchFile.of(match_id, match, datetime.now(UTC))


def add_next(opened: OpenMatch, deals: Iterator[Deal]) -> None:
    opened.add(next(deals))


def digest_of(path: Path) -> bytes:
    """What a save did before it told an unchanged file by its signature."""
    return hashlib.sha256(read_regular_file(path)).digest()


def line(what: str, figure: float, reference: float) -> None:
    print(
        f"  {what:<40} {ms(figure)}   reference {ms(reference)}   ratio {figure / reference:5.1f}"
    )


def save_plainly(path: Path, content: object) -> None:
    write_atomically(path, json.dumps(content).encode(), ".plain.")


def bench_save(folder: Path) -> None:
    print("add a deal (CPU): reference = json.dumps of the file's content + the same atomic write")
    store = Store(folder / "save")
    for existing in (20, 1000):
        file = match_file("unused", existing, seed=existing)
        opened = store.create(file.match)
        extra = iter(random_deals(50, seed=7))
        took = best_of(partial(add_next, opened, extra), 10, clock=time.process_time)
        content = json.loads(opened.path.read_bytes())
        reference = best_of(
            partial(save_plainly, folder / "plain.json", content), 10, clock=time.process_time
        )
        line(f"add to a {existing:,}-deal match", took, reference)
        check = best_of(partial(unchanged_since, opened.path, opened.snapshot().signature), 10)
        read_back = best_of(partial(digest_of, opened.path), 10)
        print(
            f"    of which: telling the file unchanged {ms(check, 3)} (reading and hashing it:"
            f" {ms(read_back, 3)})"
        )
        opened.close()


def written_match(folder: Path, deal_count: int) -> Path:
    file = match_file(f"load{deal_count}", deal_count, seed=deal_count)
    assert not file.match.state().finished  # every deal is scored
    path = folder / f"{file.id}.json"
    path.write_bytes(file.to_json())
    return path


def validated(raw: dict[str, Any]) -> MatchFile:
    """What load_match_file makes of the parsed file: the file validated, its deals built."""
    return MatchFile.model_validate(raw)


def bench_load(folder: Path) -> None:
    print("load a match: reference = json.loads of its bytes")
    for deal_count in (1_000, 10_000):
        path = written_match(folder, deal_count)
        # Nothing else alive: the garbage collector's passes cost what they cost in the app.
        gc.collect()
        data = path.read_bytes()
        plain = best_of(partial(json.loads, data), number=3)
        load = best_of(partial(load_match_file, path), number=1)
        line(f"load a {deal_count:,}-deal match ({len(data) >> 10:,} KiB)", load, plain)
        build = best_of(partial(validated, json.loads(data)), number=1)
        deals = load_match_file(path).match.deals
        rescore = best_of(partial(compute, RULES, NEVER_REACHED, deals), number=1)
        print(f"    of which: validating {ms(build)}, checking and rescoring {ms(rescore)}")
        least = plain + best_of(partial(reference_match, list(deals), NEVER_REACHED), number=1)
        print(
            f"    least a rescoring load costs: json.loads + the minimal scorer {ms(least)}"
            f"   ratio {least / plain:5.1f}"
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
