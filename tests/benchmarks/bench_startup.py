"""The app's start-up, its answer to Enter and its memory, each next to a bare Textual app.

    .venv/bin/python tests/benchmarks/bench_startup.py [RUNS]

- start-up: process start to the first painted screen, in a fresh Python process each run
  (a benchmark-only subclass leaves right after that refresh; the app itself has no such hook),
  in wall time and in CPU time: the home screen of an empty folder against a bare app of a
  usual first screen (Header, Static, a one-row DataTable, Input, Footer); the score sheet of
  a 200-deal match against a bare app with a DataTable of 200 rows and 12 columns and an
  Input; the home screen with 1,000 and 10,000 saved matches (its first paint, then its list
  filled: from the list's cache of the runs before, and with that cache deleted, every file
  read) against the bare first screen again, started in turn with them;
- Enter in the deal form of a 1,000-deal match: CPU time from Enter to the updated sheet (the
  store's save included), against one row added to a bare 1,000-row DataTable;
- memory: peak RSS (getrusage) of a process showing a 10,000-deal match, against a bare
  Textual app holding a 10,000-row DataTable;
- no freeze: the longest pause of a 10 ms timer while a match of 10,000 deals, then one of
  100,000, opens and is shown, and then as the player goes back to the home screen,
  against the time the store takes to open it; and while the home screen lists 10,000 saved
  matches, against the time the store takes to scan them.

Prints each figure, its reference and their ratio; never fails.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar, NamedTuple

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.pilot import Pilot
from textual.widgets import DataTable, Input
from timing import CHILD_ENV

from coinche_score.i18n import Texts
from coinche_score.match import Match
from coinche_score.rules import Trump, preset
from coinche_score.scoring import Deal, TeamBelote
from coinche_score.store import Store
from coinche_score.store.cache_files import CACHE_DIR_ENV, RACY_NS, default_cache_dir
from coinche_score.tui.app import CoincheApp

SHEET_DEALS = 200
SAVED_MATCHES = (1_000, 10_000)
ENTER_DEALS = 1_000
ENTERS = 7
MEMORY_DEALS = 10_000
#: The long matches opened while a timer measures the pauses.
PAUSE_DEALS = (10_000, 100_000)
DEFAULT_RUNS = 5
COLUMNS = 12
#: Seconds waited after Enter: the screen is repainted by then (the CPU time is what counts).
REPAINTED = 0.1

#: A child calls painted() once the screen measured is painted: it says when, and leaves (its
#: process may outlive that moment, for a worker to end: that is not counted).
PAINTED = """
import time


def painted(app):
    print("painted", time.time(), time.process_time(), flush=True)
    app.exit()
"""

SHEET_CHILD = (
    PAINTED
    + """
import sys
from pathlib import Path

from coinche_score.i18n import Texts
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp


class ExitAfterFirstSheet(CoincheApp):
    def show_match(self, opened, *rest):
        super().show_match(opened, *rest)
        # The sheet is now on top: leave once it has been composed, filled and refreshed.
        self.screen.call_after_refresh(painted, self)


ExitAfterFirstSheet(Store(Path(sys.argv[1])), Texts("en")).run(headless=True)
"""
)

HOME_CHILD = (
    PAINTED
    + """
import sys
from pathlib import Path

from coinche_score.i18n import Texts
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.widgets.row_table import RowTable


class ExitAfterHome(CoincheApp):
    def on_mount(self):
        if sys.argv[2] == "listed":
            self.set_interval(0.005, self.exit_once_listed)
        elif sys.argv[2] == "settled":
            self.is_ending = False
            self.set_interval(0.005, self.exit_once_read)
        else:
            self.call_after_refresh(painted, self)

    def exit_once_read(self):
        home = self.screen
        if isinstance(home, HomeScreen) and home._signature is not None and not self.is_ending:
            self.is_ending = True
            self.call_after_refresh(painted, self)

    def exit_once_listed(self):
        home = self.screen
        if isinstance(home, HomeScreen) and home.summaries:
            if home.query_one("#matches", RowTable).row_count == len(home.summaries):
                self.call_after_refresh(painted, self)


ExitAfterHome(Store(Path(sys.argv[1])), Texts("en")).run(headless=True)
"""
)

BARE_CHILD = (
    PAINTED
    + """
import sys

from textual.app import App
from textual.widgets import DataTable, Input

ROWS = int(sys.argv[1])


class Bare(App):
    def compose(self):
        yield DataTable()
        yield Input()

    def on_mount(self):
        table = self.query_one(DataTable)
        table.add_columns(*(f"c{i}" for i in range(12)))
        table.add_rows([[str(row * 12 + col) for col in range(12)] for row in range(ROWS)])
        self.call_after_refresh(painted, self)


Bare().run(headless=True)
if len(sys.argv) > 2:
    import resource

    print("rss", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
)

#: The reference of a settled first screen: a bare app with the widgets of a usual first screen.
PLAIN_CHILD = (
    PAINTED
    + """
from textual.app import App
from textual.widgets import DataTable, Footer, Header, Input, Static


class Plain(App):
    def compose(self):
        yield Header()
        yield Static("coinche-score")
        yield DataTable()
        yield Input()
        yield Footer()

    def on_mount(self):
        table = self.query_one(DataTable)
        table.add_columns("a", "b")
        table.add_row("1", "2")
        self.call_after_refresh(painted, self)


Plain().run(headless=True)
"""
)

MEMORY_CHILD = """
import resource
import sys
from pathlib import Path

from coinche_score.i18n import Texts
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.widgets.deal_table import DealTable

MATCH_ID, DEALS = sys.argv[2], int(sys.argv[3])


class ExitOnceFilled(CoincheApp):
    def on_mount(self):
        self.open_match(MATCH_ID)  # won long ago: not the match resumed at start-up
        self.set_interval(0.01, self.exit_once_filled)

    def exit_once_filled(self):
        if isinstance(self.screen, ScoreSheetScreen):
            if self.screen.query_one(DealTable).row_count == DEALS:
                self.call_after_refresh(self.exit)


ExitOnceFilled(Store(Path(sys.argv[1])), Texts("en"), resume_last=False).run(headless=True)
print("rss", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

PAUSES_CHILD = """
import sys
import time
from pathlib import Path

from coinche_score.i18n import Texts
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.widgets.deal_table import DealTable
from coinche_score.tui.widgets.row_table import RowTable
from textual.css.query import NoMatches

# Each phase is watched this long after it is done: the collector walks what was just made,
# once all of it is in.
AFTERWARDS = 1.0  # seconds
# "match ID DEALS": open that match, until its table holds every deal, then go back home;
# "home": the home screen, until its list holds every saved match.
WHAT = sys.argv[2:]


class LongestPause(CoincheApp):
    def on_mount(self):
        self.started = self.ticked = time.perf_counter()
        self.longest = 0.0
        self.done_at = None
        self.left_at = None
        self.set_interval(0.01, self.tick)
        if WHAT[0] == "match":
            self.open_match(WHAT[1])

    def done(self):
        screen = self.screen
        if WHAT[0] == "match":
            if not isinstance(screen, ScoreSheetScreen):
                return False
            try:
                table = screen.query_one(DealTable)
            except NoMatches:  # the sheet is still being composed
                return False
            return table.row_count == int(WHAT[2])
        return (
            isinstance(screen, HomeScreen)
            and screen.summaries
            and screen.query_one("#matches", RowTable).row_count == len(screen.summaries)
        )

    def tick(self):
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.ticked)
        self.ticked = now
        if self.done_at is None:
            if self.done():
                self.done_at = now
                print("filled", now - self.started)
        elif self.left_at is None and now > self.done_at + AFTERWARDS:
            print("longest", self.longest)
            if WHAT[0] != "match":
                self.exit()
                return
            self.longest = 0.0
            self.left_at = now
            self.screen.action_home()
        elif self.left_at is not None and now > self.left_at + AFTERWARDS:
            print("left", self.longest)
            self.exit()


app = LongestPause(Store(Path(sys.argv[1])), Texts("en"), resume_last=False)
app.run(headless=True)
sys.exit(app.return_code or 0)  # a crash of the app is the benchmark's failure
"""

SHAPES = (
    Deal(taker="A", contract=80, trump=Trump.SPADES, taker_points=90),
    Deal(taker="B", contract=100, trump=Trump.HEARTS, taker_points=104, belote=TeamBelote(B=20)),
    Deal(taker="A", contract=110, trump=Trump.CLUBS, taker_points=70),
    Deal(taker=None),
)


def a_long_match(deals: int) -> Match:
    """A classic match still on after ``deals`` deals (the target is out of reach)."""
    played = tuple(SHAPES[i % len(SHAPES)] for i in range(deals))
    return Match(rules=preset("classic"), target=1_000_000, deals=played)


def a_finished_match() -> Match:
    """An evening's match: 20 deals, won."""
    played = tuple(SHAPES[i % len(SHAPES)] for i in range(20))
    return Match(rules=preset("classic"), target=1000, deals=played)


def saved_matches(folder: Path, count: int) -> Path:
    """``count`` finished matches: one saved by the store, copied under new ids (a file holds
    its id, which must be its name)."""
    folder.mkdir()
    opened = Store(folder).create(a_finished_match())
    opened.close()
    text = opened.path.read_text()
    quoted = f'"{opened.id}"'
    for number in range(1, count):
        copy_id = f"{number:08x}"
        (folder / f"{copy_id}.json").write_text(text.replace(quoted, f'"{copy_id}"', 1))
    return folder


def said_by(output: str, what: str) -> str:
    """The first "<what> <value>" line a child printed."""
    return next(line.split()[1] for line in output.splitlines() if line.startswith(f"{what} "))


def child_output(code: str, *args: str) -> str:
    """What a child process running ``code`` printed; its error output if it failed."""
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        timeout=600,
        # The caches where this process keeps them (a test's or the run's folder).
        env={**CHILD_ENV, CACHE_DIR_ENV: str(default_cache_dir())},
    )
    if done.returncode:
        raise RuntimeError(f"the child failed ({done.returncode}):\n{done.stderr}")
    return done.stdout


class Timed(NamedTuple):
    """Seconds from starting a child to the moment it says it painted, and of CPU meanwhile
    (which a busy machine or a disk read delays less: the page cache here is reclaimed
    between runs, and the wall time of the same child varied by half)."""

    wall: float
    cpu: float


def time_child(code: str, *args: str) -> Timed:
    start = time.time()
    lines = child_output(code, *args).splitlines()
    said = next(line.split() for line in lines if line.startswith("painted "))
    return Timed(float(said[1]) - start, float(said[2]))


def rss_of_child(code: str, *args: str) -> int:
    """Peak RSS of the child, in KiB (it prints it last)."""
    return int(said_by(child_output(code, *args), "rss"))


def medians(runs: int, *children: Callable[[], Timed]) -> list[Timed]:
    """The medians of ``runs`` timings of each child, the children taking turns."""
    times: list[list[Timed]] = [[] for _ in children]
    for child in children:
        child()  # warm the file cache and the bytecode
    for _ in range(runs):
        for index, child in enumerate(children):
            times[index].append(child())
    return [
        Timed(statistics.median(t.wall for t in each), statistics.median(t.cpu for t in each))
        for each in times
    ]


def say(line: str) -> None:
    print(line, flush=True)


def ratio_line(what: str, figure: float, reference: float, unit: str, aim: str) -> str:
    return (
        f"{what}: {figure:.3f} {unit} vs {reference:.3f} {unit}: {figure / reference:.2f}x ({aim})"
    )


def timed_line(what: str, figure: Timed, reference: Timed, aim: str) -> str:
    """The wall time's ratio (what a player waits), then the CPU's (steadier here)."""
    wall = ratio_line(what, figure.wall, reference.wall, "s", aim)
    cpu = f"{figure.cpu:.3f} s vs {reference.cpu:.3f} s: {figure.cpu / reference.cpu:.2f}x"
    return f"{wall}; CPU {cpu}"


# ------------------------------------------------------------------------------ start-up
def bench_start_up(folder: Path, runs: int) -> None:
    say(f"start-up to the first paint, medians of {runs} runs, seconds")
    empty = folder / "empty"
    empty.mkdir()
    plain, settled = medians(
        runs,
        lambda: time_child(PLAIN_CHILD),
        lambda: time_child(HOME_CHILD, str(empty), "settled"),
    )
    plain_app = "bare Textual app, Header + Static + DataTable (1 row) + Input + Footer"
    say(f"  {plain_app}: {plain.wall:.3f} s")
    say("  " + timed_line("home, empty folder, read and shown", settled, plain, "aim: 1.3x"))
    sheet = folder / "sheet"
    sheet.mkdir()
    Store(sheet).create(a_long_match(SHEET_DEALS)).close()
    bare, app = medians(
        runs,
        lambda: time_child(BARE_CHILD, str(SHEET_DEALS)),
        lambda: time_child(SHEET_CHILD, str(sheet)),
    )
    say(f"  bare Textual app, DataTable ({SHEET_DEALS} rows) + Input: {bare.wall:.3f} s")
    say("  " + timed_line(f"score sheet of a {SHEET_DEALS}-deal match", app, bare, "1.5x"))
    for count, aim in zip(SAVED_MATCHES, ("aim: 1.3x", "aim: 2x"), strict=True):
        saved = saved_matches(folder / f"saved-{count}", count)
        # A file changed in the last two seconds is read at each start (its change could not
        # show in its status): the list's cache keeps the lines of files older than that.
        time.sleep(RACY_NS / 1e9)

        def cold(saved: Path = saved) -> Timed:
            shutil.rmtree(default_cache_dir(), ignore_errors=True)  # every file read
            return time_child(HOME_CHILD, str(saved), "listed")

        # Next to the bare app of a usual first screen (the reference), measured in
        # turn with them.
        plain, painted, listed, first = medians(
            runs,
            lambda: time_child(PLAIN_CHILD),
            lambda saved=saved: time_child(HOME_CHILD, str(saved), "painted"),  # type: ignore[misc]
            lambda saved=saved: time_child(HOME_CHILD, str(saved), "listed"),  # type: ignore[misc]
            cold,
        )
        say(f"  home, {count} saved matches, next to the bare first screen ({plain.wall:.3f} s):")
        say("    " + timed_line("first paint", painted, plain, aim))
        say("    " + timed_line("list filled", listed, plain, aim))
        say("    " + timed_line("list filled, its cache cold", first, plain, "-"))


# ------------------------------------------------------------------------------ Enter
class BareTable(App[None]):
    """The reference for Enter: one row added to a DataTable of the same length."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "add_row", priority=True)]

    def compose(self) -> ComposeResult:
        yield DataTable()
        yield Input()

    def on_mount(self) -> None:
        table: DataTable[str] = self.query_one(DataTable)
        table.add_columns(*(f"c{i}" for i in range(COLUMNS)))
        table.add_rows(
            [[str(row * COLUMNS + col) for col in range(COLUMNS)] for row in range(ENTER_DEALS)]
        )
        table.focus()

    def action_add_row(self) -> None:
        table: DataTable[str] = self.query_one(DataTable)
        row = table.row_count
        table.add_row(*(str(row * COLUMNS + col) for col in range(COLUMNS)))
        table.move_cursor(row=row)


async def enter_cpu_times(data_dir: Path) -> list[float]:
    """CPU seconds from Enter in the deal form to the sheet refreshed, once per new deal."""
    app = CoincheApp(Store(data_dir), Texts("en"))
    async with app.run_test(size=(120, 36)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        return await timed_enters(pilot, ENTERS)


async def timed_enters(pilot: Pilot[None], count: int, then: float = 0.0) -> list[float]:
    """CPU seconds of ``count`` new deals, each from Enter in the deal form to the sheet
    refreshed; ``then``: seconds waited after each (what follows it is not counted)."""
    times = []
    for _ in range(count):
        await pilot.press(*["n", "a", "1", "1", "0", "h", "9", "2"])
        await pilot.pause()
        start = time.process_time()
        await pilot.press("enter")
        await pilot.pause(REPAINTED)
        times.append(time.process_time() - start)
        await pilot.pause(then)
    return times


async def bare_enter_cpu_times() -> list[float]:
    app = BareTable()
    times = []
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        for _ in range(ENTERS):
            start = time.process_time()
            await pilot.press("enter")
            await pilot.pause(REPAINTED)
            times.append(time.process_time() - start)
    return times


def store_add_cpu_times(data_dir: Path) -> list[float]:
    """What the store takes of it: OpenMatch.add (score, save)."""
    store = Store(data_dir)
    summaries, _ = store.scan()
    times = []
    with store.open(summaries[0].id) as opened:
        for _ in range(ENTERS):
            start = time.process_time()
            opened.add(Deal(taker="A", contract=110, trump=Trump.HEARTS, taker_points=92))
            times.append(time.process_time() - start)
    return times


def bench_enter(folder: Path) -> None:
    say(f"Enter in the deal form of a {ENTER_DEALS}-deal match, CPU ms, median of {ENTERS}")
    data_dir = folder / "enter"
    data_dir.mkdir()
    Store(data_dir).create(a_long_match(ENTER_DEALS)).close()
    app = statistics.median(asyncio.run(enter_cpu_times(data_dir))) * 1000
    bare = statistics.median(asyncio.run(bare_enter_cpu_times())) * 1000
    store = statistics.median(store_add_cpu_times(data_dir)) * 1000
    say(f"  one row added to a bare {ENTER_DEALS}-row DataTable: {bare:.1f} ms")
    say(f"  Enter to the updated sheet: {app:.1f} ms ({app / bare:.1f}x; aim: at most 30 ms)")
    say(f"    of which the store's add (score and save): {store:.1f} ms")


# ------------------------------------------------------------------------------ memory
def bench_memory(folder: Path) -> None:
    say("peak RSS, MiB")
    data_dir = folder / "memory"
    data_dir.mkdir()
    opened = Store(data_dir).create(a_long_match(MEMORY_DEALS))
    opened.close()
    bare = rss_of_child(BARE_CHILD, str(MEMORY_DEALS), "rss") / 1024
    app = rss_of_child(MEMORY_CHILD, str(data_dir), opened.id, str(MEMORY_DEALS)) / 1024
    say(f"  bare Textual app, {MEMORY_DEALS}-row DataTable: {bare:.1f} MiB")
    say(
        "  "
        + ratio_line(f"the app showing a {MEMORY_DEALS}-deal match", app, bare, "MiB", "aim: 2x")
    )


# ------------------------------------------------------------------------------ no freeze
def bench_pauses(folder: Path) -> None:
    for deals in PAUSE_DEALS:
        say(f"opening a {deals:,}-deal match (read in a worker, the rows in view drawn)")
        data_dir = folder / f"pauses-{deals}"
        data_dir.mkdir()
        opened = Store(data_dir).create(a_long_match(deals))
        opened.close()
        start = time.perf_counter()
        Store(data_dir).open(opened.id).close()
        read = time.perf_counter() - start
        said = child_output(PAUSES_CHILD, str(data_dir), "match", opened.id, str(deals))
        say_pauses(said, "the store's open alone", read, "every deal in the table")
        left = float(said_by(said, "left"))
        say(f"  then back to the home screen, longest pause: {left:.2f} s ({left / read:.2f}x)")
    count = SAVED_MATCHES[-1]
    say(f"the home screen of {count:,} saved matches (read in a worker, the rows in view drawn)")
    saved = folder / f"saved-{count}"  # made by bench_start_up
    start = time.perf_counter()
    Store(saved).scan()
    read = time.perf_counter() - start
    said = child_output(PAUSES_CHILD, str(saved), "home")
    say_pauses(said, "the store's scan alone", read, "every match in the list")


def say_pauses(said: str, reference: str, read: float, filled_what: str) -> None:
    filled, longest = (float(said_by(said, what)) for what in ("filled", "longest"))
    say(f"  {reference}: {read:.2f} s; {filled_what} after {filled:.2f} s")
    ratio = longest / read
    say(f"  longest pause of a 10 ms timer meanwhile: {longest:.2f} s ({ratio:.2f}x the read)")


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_RUNS
    with tempfile.TemporaryDirectory() as folder:
        # The children's caches (the list's, the statistics') in the run's folder.
        os.environ[CACHE_DIR_ENV] = str(Path(folder) / "cache")
        bench_start_up(Path(folder), runs)
        bench_enter(Path(folder))
        bench_memory(Path(folder))
        bench_pauses(Path(folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
