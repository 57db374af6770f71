"""Issue 8, items 4 and 6: a long match or a big folder never freezes the app.

The store is made slow on purpose (it waits for an Event the test sets), and the thresholds
above which the app reads in a worker are brought down to a few files.
"""

from __future__ import annotations

import ast
import gc
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Static
from tui_pilot import SMALL, make_app, until

from coinche_score.match import Match
from coinche_score.rules import Trump, preset
from coinche_score.scoring import Deal
from coinche_score.store import (
    DamagedFile,
    FolderSignature,
    MatchSummary,
    OpenMatch,
    Store,
    summary_cache,
)
from coinche_score.tui import app as app_module
from coinche_score.tui import opening as opening_module
from coinche_score.tui.home_rows import HomeView, MatchRows
from coinche_score.tui.screens import home as home_module
from coinche_score.tui.screens.dialogs import HelpScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.loading import LoadingScreen
from coinche_score.tui.screens.new_match import NewMatchScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.table_layout import Cell, Layout
from coinche_score.tui.widgets.row_table import RowTable

#: Longer than any test should take: a test never hangs on the store.
WAIT = 10


def a_match(finished: bool = False) -> Match:
    deal = Deal(taker="A", contract=110, trump=Trump.HEARTS, taker_points=92)
    return Match(rules=preset("classic"), target=100 if finished else 1000, deals=(deal,))


def save(data_dir: Path, match: Match) -> str:
    opened = Store(data_dir).create(match)
    opened.close()
    return opened.id


@pytest.fixture
def slow_open(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Every match is read in a worker, and reading waits until the Event is set."""
    done = threading.Event()
    store_open = Store.open

    def waiting_open(store: Store, ref: str) -> OpenMatch:
        assert done.wait(WAIT)
        return store_open(store, ref)

    monkeypatch.setattr(app_module, "OPEN_IN_WORKER_FROM", 0)
    monkeypatch.setattr(Store, "open", waiting_open)
    yield done
    done.set()  # a test that failed half-way leaves no thread waiting


async def test_a_long_match_is_read_while_the_keys_stay_live(
    data_dir: Path, slow_open: threading.Event
) -> None:
    save(data_dir, a_match())
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LoadingScreen)
        await pilot.press("f1")  # answered while the match is still being read
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, LoadingScreen)
        slow_open.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert not any(isinstance(screen, LoadingScreen) for screen in app.screen_stack)


async def test_a_match_read_in_a_worker_is_left_out_of_the_collectors_passes(
    data_dir: Path, slow_open: threading.Event
) -> None:
    """A long match is tens of thousands of objects made at once: the collector's first pass
    over them, just after the match was read, stopped the screen (two passes of 60 and 70 ms at
    100,000 deals)."""
    save(data_dir, a_match())
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        slow_open.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen) and app.current_match is not None
        assert not walked_by_the_collector(app.current_match.match.deals[0])


async def test_escape_goes_back_and_the_match_read_meanwhile_is_closed(
    data_dir: Path, slow_open: threading.Event
) -> None:
    match_id = save(data_dir, a_match())
    app = make_app(data_dir)
    gc.unfreeze()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        slow_open.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert app.current_match is None
        assert gc.get_freeze_count() == 0  # read for nothing: collected as usual
        # Not left locked: another coinche-score can open it.
        Store(data_dir).open(match_id).close()


async def test_ctrl_q_quits_while_a_match_is_read(
    data_dir: Path, slow_open: threading.Event
) -> None:
    save(data_dir, a_match())
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LoadingScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app._exit  # the app is on its way out without waiting for the file
        slow_open.set()


#: What a scan of the folder gives the home screen.
Scanned = tuple[list[MatchSummary], list[DamagedFile], FolderSignature]


@pytest.fixture
def scans(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The folders Store.scan_signed reads (as Store.scan does), in order."""
    read: list[Path] = []
    scan = Store.scan_signed

    def counted(store: Store) -> Scanned:
        read.append(store.data_dir)
        return scan(store)

    monkeypatch.setattr(Store, "scan_signed", counted)
    return read


async def test_start_up_reads_the_folder_once(data_dir: Path, scans: list[Path]) -> None:
    """The list and the choice of the match to resume come from one reading."""
    save(data_dir, a_match(finished=True))
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert app.screen.query_one("#matches", RowTable).row_count == 1
        assert scans == [data_dir]


@pytest.fixture
def scan_held(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Store.scan_signed (which Store.scan calls) waits until the event is set (and it is set
    after the test, however it ended)."""
    done = threading.Event()
    scan = Store.scan_signed

    def waiting_scan(store: Store) -> Scanned:
        assert done.wait(WAIT)
        return scan(store)

    monkeypatch.setattr(Store, "scan_signed", waiting_scan)
    yield done
    done.set()


async def reading_home(pilot: Pilot[None]) -> HomeScreen:
    """The home screen, saying that it reads the folder (in a worker, its list still empty)."""
    await pilot.pause()
    home = pilot.app.screen
    assert isinstance(home, HomeScreen)
    reading = str(home.query_one("#home-resume", Static).render())
    assert reading == home.texts("home.reading")
    return home


async def read_in_a_worker(pilot: Pilot[None], scan_held: threading.Event) -> HomeScreen:
    """The home screen once it has read the folder in a worker (held until now)."""
    home = await reading_home(pilot)
    scan_held.set()
    await home.workers.wait_for_complete()
    await pilot.pause()
    return home


def walked_by_the_collector(thing: object) -> bool:
    """Whether the garbage collector's passes look at ``thing`` (it is not frozen)."""
    assert gc.is_tracked(thing)
    return any(found is thing for generation in range(3) for found in gc.get_objects(generation))


async def test_a_big_folder_is_read_while_the_home_screen_answers(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, scan_held: threading.Event
) -> None:
    for finished in (True, False, True):
        save(data_dir, a_match(finished))
    monkeypatch.setattr(home_module, "READ_IN_WORKER_FROM", 2)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        home = await reading_home(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("f1")
        await pilot.pause()
        scan_held.set()
        await home.workers.wait_for_complete()
        for _ in range(3):
            await pilot.pause()
        # The list, then the unfinished match resumed from it.
        assert home.query_one("#matches", RowTable).row_count == 3
        assert isinstance(app.screen, ScoreSheetScreen)


async def test_a_folder_read_in_a_worker_is_left_out_of_the_collectors_passes(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, scan_held: threading.Event
) -> None:
    """10,000 saved matches are as many summaries and rows made at once: the collector's
    passes over them, just after they were read, stopped the screen (three of 35 to 60 ms)."""
    save(data_dir, a_match(finished=True))
    monkeypatch.setattr(home_module, "READ_IN_WORKER_FROM", 1)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        home = await read_in_a_worker(pilot, scan_held)
        (summary,) = home.summaries
        assert not walked_by_the_collector(summary)


async def test_a_big_folder_changed_elsewhere_is_listed_again(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Thousands of files are looked at in a worker, once a second: a match saved by another
    coinche-score shows."""
    save(data_dir, a_match(finished=True))
    monkeypatch.setattr(home_module, "READ_IN_WORKER_FROM", 1)
    monkeypatch.setattr(home_module, "FOLLOW_EVERY", 0.05)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        home = app.screen
        assert isinstance(home, HomeScreen)
        await until(pilot, lambda: len(home.summaries) == 1)
        save(data_dir, a_match(finished=True))
        await until(pilot, lambda: len(home.summaries) == 2)
        assert home.query_one("#matches", RowTable).row_count == 2


async def test_a_reading_cut_short_by_another_is_not_shown(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The trash asked for while the saved matches are read in a worker: the saved matches,
    read last, are not listed under the trash's title."""
    save(data_dir, a_match(finished=True))
    monkeypatch.setattr(home_module, "READ_IN_WORKER_FROM", 1)
    done = threading.Event()
    scan = Store.scan_signed

    def held_scan(store: Store) -> Scanned:
        assert store.data_dir != data_dir or done.wait(WAIT)
        return scan(store)

    monkeypatch.setattr(Store, "scan_signed", held_scan)
    app = make_app(data_dir)
    try:
        async with app.run_test(size=SMALL) as pilot:
            home = await reading_home(pilot)
            await pilot.press("t")  # the trash, read at once (it is empty)
            await pilot.pause()
            done.set()
            await home.workers.wait_for_complete()
            for _ in range(3):
                await pilot.pause()
            assert home.view == "trash" and home.summaries == []
            assert home.query_one("#matches", RowTable).row_count == 0
    finally:
        done.set()


async def test_a_folder_of_one_huge_match_is_read_while_the_home_screen_answers(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, scan_held: threading.Event
) -> None:
    """Few files, but each is read whole for its line in the list: a big one is read in a
    worker too."""
    save(data_dir, a_match(True))
    (path,) = data_dir.glob("*.json")
    monkeypatch.setattr(home_module, "READ_IN_WORKER_BYTES", path.stat().st_size)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        home = await read_in_a_worker(pilot, scan_held)
        assert home.query_one("#matches", RowTable).row_count == 1
        assert home.big_folder


async def test_a_long_list_of_matches_makes_only_the_rows_in_view(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Textual's DataTable measured every cell of every new row once it was idle (10,000 saved
    matches stopped the home screen for 0.6 s after they were listed), and the rows added a
    batch at a time still kept the keys waiting 0.1 s: the list makes only the rows it draws."""
    for _ in range(40):
        save(data_dir, a_match(finished=True))
    made: list[int] = []
    cells = MatchRows.cells

    def counted(rows: MatchRows, index: int, layout: Layout) -> list[Cell]:
        made.append(index)
        return cells(rows, index, layout)

    monkeypatch.setattr(MatchRows, "cells", counted)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.pause()
        table = app.screen.query_one("#matches", RowTable)
        assert table.row_count == 40
        assert made and max(made) < table.size.height


def test_only_lasting_freezes_and_thaws_the_collectors_objects() -> None:
    """What is frozen and when it is given back is decided in one module."""
    package = Path(app_module.__file__).parent.parent
    calls = [
        f"{path.relative_to(package)}: gc.{node.func.attr}"
        for path in sorted(package.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("freeze", "unfreeze")
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "gc"
    ]
    assert calls and {call.split(":")[0] for call in calls} == {"tui/lasting.py"}, calls


def test_the_home_screen_paints_without_the_sheets_code() -> None:
    """The score sheet and the deal form are read once a match is shown."""
    code = "import sys, coinche_score.tui.app; print(sorted(sys.modules))"
    found = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    screens = {"coinche_score.tui.screens.sheet", "coinche_score.tui.screens.deal_form"}
    assert not screens & set(ast.literal_eval(found.stdout))


async def test_the_names_a_new_match_offers_are_read_while_keys_stay_live(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every saved match is read for its names: in a big folder, behind a loading screen."""
    for _ in range(3):
        save(data_dir, a_match(finished=True))
    done = threading.Event()

    def waiting_names(store: Store) -> tuple[list[str], list[str]]:
        assert done.wait(WAIT)
        return ["Bleus", "Rouges"], []

    monkeypatch.setattr(opening_module, "recent_names", waiting_names)
    monkeypatch.setattr(home_module, "READ_IN_WORKER_FROM", 2)
    app = make_app(data_dir)
    try:
        async with app.run_test(size=SMALL) as pilot:
            home = app.screen
            assert isinstance(home, HomeScreen)
            await home.workers.wait_for_complete()
            await pilot.pause()
            await pilot.press("n")
            await pilot.pause()
            assert isinstance(app.screen, LoadingScreen)
            await pilot.press("f1")  # answered while the names are read
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            await pilot.press("f1")
            done.set()
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert isinstance(app.screen, NewMatchScreen)
    finally:
        done.set()


@pytest.mark.parametrize("one_changed", [False, True])
async def test_a_folder_listed_before_is_listed_with_the_first_frame(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, one_changed: bool
) -> None:
    """A big folder whose every line the list's cache keeps (listed at the start before) is
    listed at once, before the first frame; one file changed since, and the folder is read
    in a worker."""
    for finished in (True, True, True):
        save(data_dir, a_match(finished))
    monkeypatch.setattr(summary_cache, "RACY_NS", 0)
    Store(data_dir).scan()  # the start before
    if one_changed:
        save(data_dir, a_match(finished=True))
    monkeypatch.setattr(home_module, "READ_IN_WORKER_FROM", 2)
    in_worker: list[HomeView] = []
    monkeypatch.setattr(HomeScreen, "_read_in_worker", lambda _, view: in_worker.append(view))
    app = make_app(data_dir)
    async with app.run_test(size=SMALL):
        home = app.screen
        assert isinstance(home, HomeScreen)
        if one_changed:
            assert in_worker == ["saved"] and home.summaries == []
        else:
            assert in_worker == [] and len(home.summaries) == 3
            assert home.query_one("#matches", RowTable).row_count == 3
