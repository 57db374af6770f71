"""Start-up time: process start to the first painted score sheet of a 200-deal match.

    .venv/bin/python tests/benchmarks/bench_startup.py [RUNS]

Each run is a fresh Python process that runs the app headless and exits right after the first
refresh of the score sheet (a benchmark-only subclass below; the app itself has no such hook).
The baseline is a bare Textual app with a DataTable of the same size (200 rows, 12 columns) and
an Input, timed the same way.  Prints the medians and their ratio; never fails.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from coinche_score.match import Match
from coinche_score.rules import Trump, preset
from coinche_score.scoring import Deal, TeamBelote
from coinche_score.store import Store

DEALS = 200
DEFAULT_RUNS = 7

APP_CHILD = """
import sys
from pathlib import Path

from coinche_score.i18n import Texts
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp


class ExitAfterFirstSheet(CoincheApp):
    def show_match(self, opened):
        super().show_match(opened)
        # The sheet is now on top: leave once it has been composed, filled and refreshed.
        self.screen.call_after_refresh(self.exit)


ExitAfterFirstSheet(Store(Path(sys.argv[1])), Texts("en")).run(headless=True)
"""

BARE_CHILD = """
from textual.app import App
from textual.widgets import DataTable, Input


class Bare(App):
    def compose(self):
        yield DataTable()
        yield Input()

    def on_mount(self):
        table = self.query_one(DataTable)
        table.add_columns(*(f"c{i}" for i in range(12)))
        table.add_rows([[str(row * 12 + col) for col in range(12)] for row in range(200)])
        self.call_after_refresh(self.exit)


Bare().run(headless=True)
"""


def a_long_match() -> Match:
    """200 deals of a classic match that is still on (the target is out of reach)."""
    shapes = [
        Deal(taker="A", contract=80, trump=Trump.SPADES, taker_points=90),
        Deal(
            taker="B", contract=100, trump=Trump.HEARTS, taker_points=104, belote=TeamBelote(B=20)
        ),
        Deal(taker="A", contract=110, trump=Trump.CLUBS, taker_points=70),
        Deal(taker=None),
    ]
    deals = tuple(shapes[i % len(shapes)] for i in range(DEALS))
    return Match(rules=preset("classic"), target=1_000_000, deals=deals)


def time_child(code: str, *args: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_RUNS
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder)
        Store(data_dir).create(a_long_match()).close()
        time_child(BARE_CHILD)  # warm the file cache and the bytecode of both
        time_child(APP_CHILD, str(data_dir))
        app_times: list[float] = []
        bare_times: list[float] = []
        for _ in range(runs):
            bare_times.append(time_child(BARE_CHILD))
            app_times.append(time_child(APP_CHILD, str(data_dir)))
    app, bare = statistics.median(app_times), statistics.median(bare_times)
    print(f"runs: {runs} of each, medians (min)")
    print(f"bare Textual app, DataTable + Input: {bare:.3f} s ({min(bare_times):.3f} s)")
    print(f"coinche-score, {DEALS}-deal score sheet: {app:.3f} s ({min(app_times):.3f} s)")
    print(f"ratio: {app / bare:.2f}x (aim: at most 1.5x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
