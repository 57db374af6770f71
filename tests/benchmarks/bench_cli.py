"""How fast the command line is, next to what reading and writing its JSON costs anyway.

Run: .venv/bin/python tests/benchmarks/bench_cli.py   (prints figures, never fails)

- score: ``coinche-score score`` of a document of 20,000 deals, beyond start-up (in this
  process, stdout to nowhere), next to ``json.load`` of the document + ``json.dumps`` of the
  output: indented as the command prints it (json's Python encoder), and on one line (its C
  encoder, the stricter reference);
- list: ``coinche-score list`` of 2,000 saved matches of 20 deals (made with ``import``),
  beyond start-up, next to ``json.load`` of every file: cold, the list's cache deleted before
  each run (every file read, its deals checked and scored), and warm (no file read again);
- start-up: ``coinche-score score`` of one deal, ``list`` of an empty folder and ``--version``,
  each a fresh process, next to ``python -c pass``.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from timing import CHILD_ENV, best_of, ms

from coinche_score.cli import main
from coinche_score.score_document import score_document
from coinche_score.store.cache_files import CACHE_DIR_ENV

COMMAND = str(Path(sys.executable).parent / "coinche-score")
SCORE_DEALS = 20_000
MATCHES = 2_000
MATCH_DEALS = 20
#: Matches made with import; the rest are copies of their files under other ids.
IMPORTED = 20
SUITS = ("spades", "hearts", "diamonds", "clubs")


def typical_deals(count: int, seed: int) -> list[dict[str, Any]]:
    """Deals as a table plays them: bids of 80 to 160, some coinched, belotes, a few thrown in."""
    chances = random.Random(seed)
    deals: list[dict[str, Any]] = []
    for _ in range(count):
        if chances.random() < 0.05:
            deals.append({"taker": None})
            continue
        deals.append(
            {
                "taker": chances.choice("AB"),
                "contract": chances.choice(range(80, 170, 10)),
                "trump": chances.choice(SUITS),
                "coinche": chances.choice(["none"] * 6 + ["coinche", "surcoinche"]),
                "taker_points": chances.randint(40, 162),
                "belote": {chances.choice("AB"): chances.choice([0, 0, 20])},
            }
        )
    return deals


def quietly(args: list[str]) -> int:
    """``coinche-score ARGS`` in this process, its output thrown away."""
    with contextlib.redirect_stdout(io.StringIO()):
        return main(args)


def bench_score(folder: Path) -> None:
    document = {"rules": "ffb", "target": 1_000_000, "deals": typical_deals(SCORE_DEALS, 1)}
    path = folder / "deals.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    output = score_document(document)

    def reference(**options: Any) -> None:
        with path.open(encoding="utf-8") as handle:
            json.load(handle)
        json.dumps(output, **options)

    as_printed = best_of(lambda: reference(ensure_ascii=False, indent=2))
    one_line = best_of(reference)
    took = best_of(lambda: quietly(["score", str(path)]))
    print(
        f"score of {SCORE_DEALS:,} deals ({len(output['deals']):,} scored before the target, "
        "the rest checked)"
    )
    print(f"  score {ms(took, 1)}")
    for words, plain in [("indented", as_printed), ("one line", one_line)]:
        print(f"  json.load + json.dumps, {words:8} {ms(plain, 1)}   ratio {took / plain:4.1f}")


def make_matches(folder: Path) -> Path:
    """MATCHES saved matches: IMPORTED made by ``import``, the others copies of their files."""
    data_dir = folder / "matches"
    for number in range(IMPORTED):
        document = {
            "rules": "ffb",
            "target": 1_000_000,
            "deals": typical_deals(MATCH_DEALS, number),
        }
        source = folder / f"match{number}.json"
        source.write_text(json.dumps(document), encoding="utf-8")
        status = quietly(["--data-dir", str(data_dir), "import", str(source)])
        assert status == 0
    originals = sorted(data_dir.glob("*.json"))
    for number in range(MATCHES - IMPORTED):
        raw = json.loads(originals[number % IMPORTED].read_bytes())
        raw["id"] = f"copy{number:05}"
        (data_dir / f"{raw['id']}.json").write_text(json.dumps(raw, indent=2), encoding="utf-8")
    return data_dir


def bench_list(folder: Path) -> None:
    data_dir = make_matches(folder)
    paths = sorted(data_dir.glob("*.json"))

    def reference() -> None:
        for path in paths:
            with path.open(encoding="utf-8") as handle:
                json.load(handle)

    cache = folder / "cache"
    os.environ[CACHE_DIR_ENV] = str(cache)

    def cold() -> None:
        shutil.rmtree(cache, ignore_errors=True)
        quietly(["--data-dir", str(data_dir), "list"])

    plain = best_of(reference)
    took_cold = best_of(cold)
    took = best_of(lambda: quietly(["--data-dir", str(data_dir), "list"]))
    print(f"list of {len(paths):,} matches of {MATCH_DEALS} deals")
    print(f"  json.load of every file {ms(plain, 1)}")
    print(f"  list, cold {ms(took_cold, 1)}   ratio {took_cold / plain:4.1f}")
    print(f"  list, warm {ms(took, 1)}   ratio {took / plain:4.1f}")


def started(args: list[str], runs: int = 7) -> float:
    """Median wall time of a fresh process running ``args``."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, check=True, capture_output=True, env=CHILD_ENV)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_startup(folder: Path) -> None:
    small = folder / "one.json"
    small.write_text(json.dumps({"rules": "classic", "deals": typical_deals(1, 0)}))
    empty = folder / "empty"
    bare = started([sys.executable, "-c", "pass"])
    print("start-up, each a fresh process (median)")
    print(f"  python -c pass {ms(bare, 1)}")
    for words, args in [
        ("--version", ["--version"]),
        ("score (one deal)", ["score", str(small)]),
        ("list (empty folder)", ["--data-dir", str(empty), "list"]),
    ]:
        took = started([COMMAND, *args])
        print(f"  {words:20} {ms(took, 1)}   ratio {took / bare:4.1f}")


def main_() -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        bench_score(folder)
        bench_list(folder)
        bench_startup(folder)


if __name__ == "__main__":
    main_()
