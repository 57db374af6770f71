"""The statistics screen over 1,000 saved matches: how soon it shows after s, how soon its
figures, and the longest pause of the app meanwhile, each next to a reference measured in the
same run.

    .venv/bin/python tests/benchmarks/bench_stats_screen.py [RUNS]

- shown: from s on the home screen to the statistics screen painted with its first tab (the
  aim: 0.5 s), next to a bare Textual app pushing a screen of five tabs, each a DataTable;
- filled: from s to the figures shown, next to the store's reading of the same folder alone
  (``read_matches`` and what the statistics keep of each match, in this process);
- no freeze: the longest pause of a 10 ms timer while the folder is read, from the first tab
  shown until a second after the figures are (the aim: 100 ms); and while the screen is
  built, from s to the first tab shown, next to the same in the bare app.

The folder is bench_stats.py's: 1,000 matches of 30 deals as the app saves them.  Medians of
the runs, each in a fresh process; prints the figures and their ratios, never fails.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench_startup import child_output, said_by
from bench_stats import make_folder

from coinche_score.stats import MatchFacts
from coinche_score.store import Store
from coinche_score.store.reading import FolderMatch, read_matches

DEFAULT_RUNS = 3

#: A child measures from the moment it presses s (or pushes the bare screen): "shown" once the
#: first tab is painted, "filled" once the figures are; the longest pause of a 10 ms timer
#: until the first tab is shown ("building"), and from then until a second after the figures
#: are ("reading").
TIMER = """
import time

AFTERWARDS = 1.0
#: A child that never shows the figures has failed: it says so and leaves.
GIVE_UP_AFTER = 120.0


class Timer:
    def start(self, app):
        self.app = app
        self.ticked = time.perf_counter()
        self.started = self.shown = self.filled = self.painted_at = None
        self.building = self.reading = 0.0
        app.set_interval(0.01, self.tick)

    def tick(self):
        now = time.perf_counter()
        # A pause that began before the first tab was painted is the building's.
        if self.started is not None and (self.painted_at is None or self.ticked < self.painted_at):
            self.building = max(self.building, now - self.ticked)
        elif self.started is not None:
            self.reading = max(self.reading, now - self.ticked)
        self.ticked = now
        if self.started is None:
            if self.app.ready():
                self.started = time.perf_counter()
                self.app.press_s()
        elif self.shown is None and self.app.tab_shown():
            self.app.call_after_refresh(self.painted)
            self.shown = -1.0
        elif self.filled is None and self.app.figures_shown():
            self.filled = now - self.started
        elif now > self.started + GIVE_UP_AFTER:
            raise SystemExit("the figures were never shown")
        elif self.filled is not None and now > self.started + self.filled + AFTERWARDS:
            print("shown", self.shown)
            print("filled", self.filled)
            print("building", self.building)
            print("reading", self.reading)
            self.app.exit()

    def painted(self):
        self.painted_at = time.perf_counter()
        self.shown = self.painted_at - self.started
"""

APP_CHILD = (
    TIMER
    + """
import sys
from pathlib import Path

from coinche_score.i18n import Texts
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.widgets.row_table import RowTable


class Measured(CoincheApp):
    def on_mount(self):
        Timer().start(self)

    def ready(self):
        home = self.screen
        return (
            isinstance(home, HomeScreen)
            and home.summaries
            and home.query_one("#matches", RowTable).row_count == len(home.summaries)
        )

    def press_s(self):
        self.action_statistics()  # what s does on the home screen

    def tab_shown(self):
        from coinche_score.tui.screens.statistics import StatisticsScreen

        screen = self.screen
        return isinstance(screen, StatisticsScreen) and screen.is_mounted

    def figures_shown(self):
        screen = self.screen
        return getattr(screen, "stats", None) is not None


app = Measured(Store(Path(sys.argv[1])), Texts("en"), resume_last=False)
app.run(headless=True, size=(80, 24))
sys.exit(app.return_code or 0)
"""
)

BARE_CHILD = (
    TIMER
    + """
import sys

from textual.app import App
from textual.screen import Screen
from textual.widgets import DataTable, TabbedContent, TabPane


class Tabs(Screen):
    def compose(self):
        with TabbedContent():
            for number in range(5):
                with TabPane(f"Tab {number}", id=f"tab-{number}"):
                    yield DataTable()

    def on_mount(self):
        table = self.query_one(DataTable)
        table.add_columns(*(f"c{i}" for i in range(8)))
        table.add_rows([[str(row * 8 + col) for col in range(8)] for row in range(20)])


class Bare(App):
    def on_mount(self):
        self.pushed = None
        Timer().start(self)

    def ready(self):
        return True

    def press_s(self):
        self.pushed = Tabs()
        self.push_screen(self.pushed)

    def tab_shown(self):
        return self.screen is self.pushed and self.pushed.is_mounted

    def figures_shown(self):
        return self.tab_shown()


Bare().run(headless=True, size=(80, 24))
"""
)


def read_alone(data_dir: Path) -> float:
    """Seconds the store takes to read the folder as the statistics keep it, in this process."""
    start = time.perf_counter()
    for read in read_matches(Store(data_dir)):
        if isinstance(read, FolderMatch):
            MatchFacts.of(read.id, read.created, read.match)
    return time.perf_counter() - start


#: What a child says: the first tab shown, the figures shown, the longest pauses.
SAID = ("shown", "filled", "building", "reading")


def measured(code: str, *args: str) -> tuple[float, ...]:
    said = child_output(code, *args)
    return tuple(float(said_by(said, what)) for what in SAID)


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_RUNS
    with tempfile.TemporaryDirectory() as name:
        data_dir = make_folder(Path(name))
        measured(APP_CHILD, str(data_dir))  # the file cache and the bytecode warmed
        apps, bares, reads = [], [], []
        for _ in range(runs):
            apps.append(measured(APP_CHILD, str(data_dir)))
            bares.append(measured(BARE_CHILD))
            reads.append(read_alone(data_dir))
    shown, filled, building, reading = (
        statistics.median(run[i] for run in apps) for i in range(len(SAID))
    )
    bare_shown, _, bare_building, _ = (
        statistics.median(run[i] for run in bares) for i in range(len(SAID))
    )
    read = statistics.median(reads)
    print(f"the statistics screen over 1,000 saved matches of 30 deals, medians of {runs} runs")
    print(
        f"  shown after s: {shown:.3f} s; a bare app's screen of five tabs: {bare_shown:.3f} s"
        f" ({shown / bare_shown:.1f}x; aim: 0.5 s)"
    )
    print(
        f"  figures shown after s: {filled:.2f} s; the store's reading alone: {read:.2f} s"
        f" ({filled / read:.2f}x)"
    )
    print(
        f"  longest pause of a 10 ms timer while the folder is read: {reading * 1000:.0f} ms"
        f" ({reading / read:.3f}x the reading; aim: 100 ms)"
    )
    print(
        f"  longest pause while the screen is built: {building * 1000:.0f} ms; the bare app's:"
        f" {bare_building * 1000:.0f} ms ({building / bare_building:.1f}x)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
