"""How fast and how lean ``coinche-score stats`` is, next to what reading the files costs anyway.

Run: .venv/bin/python tests/benchmarks/bench_stats.py   (prints figures, never fails)

- time: ``coinche-score stats --json`` over 1,000 saved matches of 30 deals, beyond start-up
  (in this process, standard output to nowhere), next to ``json.load`` of every file (the aim:
  3 times at most): cold, its cache of what it counts of each file deleted before each run
  (every file read, checked and scored, and the cache written), and warm, the cache written
  by the run before (no file read); the same without the cache, as before it; and the store's
  reading alone (``read_matches``: every file parsed, checked and its deals scored again), to
  show what the statistics add to it; and the least any reading that never trusts a file's
  totals does (each file parsed, its deals built by pydantic and scored by the lean scorer,
  nothing else checked or counted), to show how much of the aim it leaves.  In CPU time: on a
  machine shared with other work, the wall clock measures the others too;
- memory: the peak RSS of a process running ``stats --json``, cold and warm, next to one
  running ``list`` on the same folder (the aim: 1.5 times at most); and with ``--with-deals``,
  which keeps the deals behind every figure (and reads every file).

The matches are played as the app saves them: created by the store and each deal added (so
each file holds its undo history), four players of eight around the table, and 30 deals of
typical bids under ``ffb``, a few thrown in.  Twenty are played; the others are copies of their
files under other ids, other players and other days.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from bench_cli import typical_deals
from pydantic import TypeAdapter
from pydantic_core import from_json
from timing import CHILD_ENV, best_of, ms

import coinche_score.cli.stats as stats_command
from coinche_score.cli import main
from coinche_score.match import Match, compute
from coinche_score.rules import preset
from coinche_score.scoring import Deal, parse_deal
from coinche_score.scoring.lean import SCORE, lean_scorer_of
from coinche_score.store import MatchFile, Store
from coinche_score.store.cache_files import CACHE_DIR_ENV
from coinche_score.store.reading import read_matches
from coinche_score.store.stats_cache import StatsCache

MATCHES = 1_000
DEALS = 30
PLAYED = 20
PLAYERS = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")
#: Never reached: a match is played to its 30th deal, and half of them end there.
UNREACHED = 1_000_000
START = datetime(2024, 1, 1, 19, tzinfo=UTC)

#: Runs ``coinche-score ARGS`` and prints its peak RSS (KiB) on standard error, last: Linux's
#: VmHWM, its own; getrusage's on other systems (on Linux it keeps the parent's peak, that of
#: the benchmark, across the child's start).
RSS_CHILD = """
import contextlib, io, json, resource, sys
from coinche_score.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    main(json.loads(sys.argv[1]))
try:
    with open("/proc/self/status", encoding="ascii") as status:
        peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
except OSError:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(peak, file=sys.stderr)
"""


def make_folder(folder: Path) -> Path:
    data_dir = folder / "matches"
    store = Store(data_dir)
    rules = preset("ffb")
    chances = random.Random(7)
    for number in range(PLAYED):
        deals = [parse_deal(raw, rules) for raw in typical_deals(DEALS, number)]
        target = UNREACHED
        if number % 2:  # the leader's total after the last deal: the match ends there
            target = max(compute(rules, UNREACHED, deals).totals.values())
        match = Match(rules=rules, target=target, team_names=("Nous", "Eux"))
        with store.create(match) as opened:
            for deal in deals:
                if opened.state.finished:  # the last deals scored nothing for the leader
                    break
                opened.add(deal)
    played = []
    for path in sorted(data_dir.glob("*.json")):
        played.append(json.loads(path.read_bytes()))
        path.unlink()
    for number in range(MATCHES):
        raw = played[number % PLAYED]
        raw["id"] = f"m{number:05}"
        raw["created"] = raw["updated"] = (START + timedelta(days=number)).isoformat()
        raw["match"]["players"] = chances.sample(PLAYERS, 4)
        # Written as the store writes it: one line a deal.
        (data_dir / f"{raw['id']}.json").write_bytes(MatchFile.model_validate(raw).to_json())
    return data_dir


def quietly(args: list[str]) -> int:
    with contextlib.redirect_stdout(io.StringIO()):
        return main(args)


def peak_rss(args: list[str]) -> int:
    """The peak RSS, in KiB, of a fresh process running ``coinche-score ARGS``."""
    result = subprocess.run(
        [sys.executable, "-c", RSS_CHILD, json.dumps(args)],
        capture_output=True,
        text=True,
        check=True,
        env={**CHILD_ENV, CACHE_DIR_ENV: os.environ[CACHE_DIR_ENV]},
    )
    return int(result.stderr.strip().splitlines()[-1])


def forget() -> None:
    """The statistics' cache deleted: the next run reads every file."""
    shutil.rmtree(os.environ[CACHE_DIR_ENV], ignore_errors=True)


class NoCache(StatsCache):
    """The statistics as they were before their cache: nothing known, kept or written."""

    def known(self, path: Path, info: os.stat_result) -> None:
        return None

    def keep(self, *_: object) -> None:
        pass

    def save(self) -> None:
        pass


def bench_time(data_dir: Path) -> None:
    paths = sorted(data_dir.glob("*.json"))
    deals = sum(len(json.loads(path.read_bytes())["match"]["deals"]) for path in paths)

    def reference() -> None:
        for path in paths:
            with path.open(encoding="utf-8") as handle:
                json.load(handle)

    def read() -> None:
        for _ in read_matches(Store(data_dir)):
            pass

    deals_of = TypeAdapter(list[Deal])
    score = lean_scorer_of(preset("ffb"))  # every file's rules

    def least() -> None:
        for path in paths:
            for deal in deals_of.validate_python(from_json(path.read_bytes())["match"]["deals"]):
                score(deal, 0, SCORE)

    def cold() -> None:
        forget()
        quietly(command)

    def uncached() -> None:
        setattr(stats_command, "StatsCache", NoCache)  # noqa: B010 (not its public name)
        try:
            quietly(command)
        finally:
            setattr(stats_command, "StatsCache", StatsCache)  # noqa: B010

    cpu = time.process_time
    command = ["--data-dir", str(data_dir), "stats", "--json"]
    plain = best_of(reference, clock=cpu)
    reading = best_of(read, repeat=3, clock=cpu)
    floor = best_of(least, repeat=3, clock=cpu)
    without = best_of(uncached, repeat=3, clock=cpu)
    first = best_of(cold, repeat=3, clock=cpu)
    quietly(command)
    warm = best_of(lambda: quietly(command), repeat=3, clock=cpu)
    print(f"stats --json of {len(paths):,} matches ({deals:,} deals), beyond start-up, CPU time")
    print(f"  json.load of every file  {ms(plain, 1)}")
    print(f"  parse, build, score only {ms(floor, 1)}   ratio {floor / plain:4.1f}")
    print(f"  read_matches             {ms(reading, 1)}   ratio {reading / plain:4.1f}")
    print(f"  stats --json, no cache   {ms(without, 1)}   ratio {without / plain:4.1f}")
    print(f"  stats --json, cold       {ms(first, 1)}   ratio {first / plain:4.1f}   (aim: 3)")
    print(f"  stats --json, warm       {ms(warm, 1)}   ratio {warm / plain:4.1f}   (aim: 3)")


def bench_memory(data_dir: Path) -> None:
    listing = peak_rss(["--data-dir", str(data_dir), "list"])
    print(f"peak RSS over {MATCHES:,} matches")
    print(f"  list                     {listing / 1024:8.1f} MiB")
    forget()
    runs = [
        ("stats --json, cold", []),
        ("stats --json, warm", []),
        ("... --with-deals", ["--with-deals"]),
    ]
    for words, extra in runs:
        stats = peak_rss(["--data-dir", str(data_dir), "stats", "--json", *extra])
        aim = "   (aim: 1.5)" if not extra else ""
        print(f"  {words:24} {stats / 1024:8.1f} MiB   ratio {stats / listing:4.2f}{aim}")


def main_() -> None:
    with tempfile.TemporaryDirectory() as name:
        os.environ[CACHE_DIR_ENV] = str(Path(name) / "cache")
        data_dir = make_folder(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(name))
        bench_memory(data_dir)
        bench_time(data_dir)


if __name__ == "__main__":
    main_()
