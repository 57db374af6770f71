"""Issue 8, item 5: the sheet follows the match instead of rebuilding itself at each change."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_big_inputs import walked_by_the_collector
from textual import events
from textual.theme import Theme
from tui_pilot import SMALL, keys, make_app, until

from coinche_score.i18n import Texts
from coinche_score.match import Match
from coinche_score.rules import TEAMS, Team, Trump, preset
from coinche_score.scoring import Deal, DealScore, TeamBelote
from coinche_score.store import Store
from coinche_score.tui import app as app_module
from coinche_score.tui import table_layout
from coinche_score.tui.screens import home
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.sheet_rows import DealRows
from coinche_score.tui.table_layout import Cell, Column, Layout
from coinche_score.tui.widgets.deal_table import DealTable
from coinche_score.tui.widgets.score import ScoreChart
from coinche_score.tui.widgets.why_lines import WhyLines

SHAPES = (
    Deal(taker="A", contract=80, trump=Trump.SPADES, taker_points=90),
    Deal(taker="B", contract=100, trump=Trump.HEARTS, taker_points=104, belote=TeamBelote(B=20)),
    Deal(taker="A", contract=110, trump=Trump.CLUBS, taker_points=70),
    Deal(taker=None),
)


def long_match(deals: int) -> Match:
    """A classic match still on after ``deals`` deals (the target is out of reach)."""
    played = tuple(SHAPES[i % len(SHAPES)] for i in range(deals))
    return Match(rules=preset("classic"), target=100_000, deals=played)


def saved(data_dir: Path, deals: int) -> None:
    Store(data_dir).create(long_match(deals)).close()


def the_sheet(screen: object) -> ScoreSheetScreen:
    assert isinstance(screen, ScoreSheetScreen)
    return screen


def shown(table: DealTable) -> list[list[str]]:
    return [[str(cell) for cell in table.row_cells(index)] for index in range(table.row_count)]


def shown_from(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """From now on, the first row of each showing of the deals that is not the same as
    before: the rows above it are neither made nor drawn again."""
    firsts: list[int] = []
    show_rows = DealTable.show_rows

    def noted(table: DealTable, *args: Any, changed_from: int = 0, **options: Any) -> None:
        firsts.append(changed_from)
        show_rows(table, *args, changed_from=changed_from, **options)

    monkeypatch.setattr(DealTable, "show_rows", noted)
    return firsts


def rows_drawn(monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """From now on, the rows whose cells the table asks for, to draw them."""
    drawn: set[int] = set()
    cells = DealRows.cells

    def counted(rows: DealRows, index: int, layout: Layout) -> list[Cell]:
        drawn.add(index)
        return cells(rows, index, layout)

    monkeypatch.setattr(DealRows, "cells", counted)
    return drawn


async def test_a_new_deal_adds_one_row_and_leaves_the_others_alone(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved(data_dir, 30)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = the_sheet(app.screen).query_one(DealTable)
        before = shown(table)
        firsts = shown_from(monkeypatch)
        await pilot.press(*keys("n a 1 1 0 h 9 2 enter"))
        await pilot.pause()
        assert firsts == [30]
        after = shown(table)
        assert len(after) == 31
        assert after[:30] == before
        assert table.cursor_row == 30


async def test_correcting_deal_3_of_10_rewrites_rows_3_to_10_only(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved(data_dir, 10)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = the_sheet(app.screen).query_one(DealTable)
        table.move_cursor(2)
        before = shown(table)
        firsts = shown_from(monkeypatch)
        await pilot.press(*keys("e p enter"))  # deal 3: in fact everybody passed
        await pilot.pause()
        assert firsts == [2]
        after = shown(table)
        assert after[:2] == before[:2]
        taker = [column.key for column in table.columns_shown].index("taker")
        assert after[2][taker] == app.texts("none")


async def test_every_correction_shows_what_a_fresh_sheet_shows(data_dir: Path) -> None:
    """Insert, delete, undo and redo rewrite only part of the table: it must still read as a
    sheet built from scratch, chart included."""
    saved(data_dir, 12)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        sheet = the_sheet(app.screen)
        table = sheet.query_one(DealTable)
        table.move_cursor(4)
        await pilot.press(*keys("i b 1 6 0 s 1 6 2 enter"))  # a new deal 5
        await pilot.pause()
        table.move_cursor(1)
        await pilot.press("x", "y")  # deal 2 deleted
        await pilot.pause()
        await pilot.press("u", "u", "r")  # the deletion undone, then the insertion, redone
        await pilot.pause()
        updated = shown(table)
        series = {team: list(values) for team, values in sheet.query_one(ScoreChart).series.items()}
        match_id = sheet.opened.id
        await pilot.press("escape")
        await pilot.pause()
        app.open_match(match_id)
        await pilot.pause()
        fresh = the_sheet(app.screen)
        assert fresh.query_one(DealTable) is not table
        assert shown(fresh.query_one(DealTable)) == updated
        assert fresh.query_one(ScoreChart).series == series
        assert len(updated) == 13  # the deletion and the insertion undone, the insertion redone


async def test_a_long_match_makes_only_the_rows_in_view(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its rows were written a batch per refresh, for the keys to stay live while a very long
    match filled the table: only the rows drawn are made, the last deal's under the cursor."""
    saved(data_dir, 300)
    drawn = rows_drawn(monkeypatch)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = the_sheet(app.screen).query_one(DealTable)
        assert table.row_count == 300
        assert table.cursor_row == 299
        assert drawn and min(drawn) >= 300 - table.size.height


async def test_a_new_deal_redraws_only_the_rows_it_changed(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Textual's DataTable drew every row in view again: only the new row and the row the
    cursor left are drawn."""
    saved(data_dir, 30)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press(*keys("n a 1 1 0 h 9 2"))
        await pilot.pause()
        drawn = rows_drawn(monkeypatch)
        await pilot.press("enter")
        await until(pilot, lambda: 30 in drawn)  # the sheet was painted with the new deal
        await pilot.pause()
        assert drawn <= {29, 30}


async def test_a_theme_that_changes_only_the_cursor_redraws_the_cursor(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cells drawn are kept across refreshes, not across a change of style."""
    saved(data_dir, 30)
    app = make_app(data_dir)
    for name, primary in (("one", "#004578"), ("two", "#aa0000")):
        app.register_theme(Theme(name=name, primary=primary, dark=True))
    app.theme = "one"
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        drawn = rows_drawn(monkeypatch)
        app.theme = "two"
        await until(pilot, lambda: 29 in drawn)  # the cursor's row, in the new colour


async def test_a_new_deal_is_scrolled_to_before_the_table_is_painted(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table is never painted at the old scroll offset and then scrolled: DataTable would
    wait for idle to know its new height, then scroll to the cursor and paint again."""
    saved(data_dir, 30)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press(*keys("n a 1 1 0 h 9 2"))
        await pilot.pause()
        table = the_sheet(app.screen_stack[-2]).query_one(DealTable)
        before = table.scroll_y
        painted_at: list[float] = []
        render_lines = DealTable.render_lines

        def watched(widget: DealTable, crop: Any) -> Any:
            painted_at.append(widget.scroll_y)
            return render_lines(widget, crop)

        monkeypatch.setattr(DealTable, "render_lines", watched)
        await pilot.press("enter")
        # Painted where the new deal is seen (below what was in view before), and never else.
        await until(pilot, lambda: table.scroll_y > before and table.scroll_y in painted_at)
        await pilot.pause()
        assert table.cursor_row == 30
        assert set(painted_at) == {table.scroll_y}


async def test_the_home_screen_under_the_sheet_does_not_read_the_folder(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Textual counts the screen under the top one as current: the home screen read the whole
    folder again after each deal saved, though the sheet covers it.  It reads it once back."""
    monkeypatch.setattr(home, "FOLLOW_EVERY", 0.05)
    follow_ups: list[None] = []
    follow_folder = HomeScreen._follow_folder

    def followed(screen: HomeScreen) -> None:
        follow_ups.append(None)
        follow_folder(screen)

    monkeypatch.setattr(HomeScreen, "_follow_folder", followed)
    saved(data_dir, 30)
    app = make_app(data_dir)
    loads: list[bool] = []
    load = HomeScreen.load

    def counted(screen: HomeScreen, *args: Any, **options: Any) -> None:
        loads.append(screen.is_current)
        load(screen, *args, **options)

    async def three_follow_ups() -> None:
        since = len(follow_ups)
        await until(pilot, lambda: len(follow_ups) >= since + 3)

    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        sheet = the_sheet(app.screen)
        monkeypatch.setattr(HomeScreen, "load", counted)
        await pilot.press(*keys("n a 1 1 0 h 9 2 enter"))
        await until(pilot, lambda: len(sheet.opened.match.deals) == 31)  # the folder changed
        await three_follow_ups()
        assert loads == []
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen) and loads != [])
        await three_follow_ups()
        assert loads == [True]  # read once, now that it is shown


async def test_a_long_match_stays_out_of_the_collectors_passes_while_it_is_shown(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long match, read in a worker, lives as long as the sheet: each full pass of the
    garbage collector would walk it again, a pause growing with the match.  It stays frozen
    while shown; a new or corrected deal freezes nothing more (the closed deal form would never
    be collected); it is collected again once the sheet closes."""
    monkeypatch.setattr(app_module, "OPEN_IN_WORKER_FROM", 0)
    gc.unfreeze()
    saved(data_dir, 10)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        table = the_sheet(app.screen).query_one(DealTable)
        frozen = gc.get_freeze_count()
        assert frozen > 0
        await pilot.press(*keys("n a 1 1 0 h 9 2"), "enter")
        await until(pilot, lambda: table.row_count == 11)
        table.move_cursor(0)
        await pilot.press(*keys("e p enter"))  # deal 1 corrected: every row shown again
        taker = [column.key for column in table.columns_shown].index("taker")
        await until(pilot, lambda: shown(table)[0][taker] == app.texts("none"))
        assert gc.get_freeze_count() <= frozen  # some were freed: the deals replaced
        assert app.current_match is not None
        assert walked_by_the_collector(app.current_match.match.deals[-1])
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        assert gc.get_freeze_count() == 0


async def test_moving_the_cursor_draws_only_the_rows_it_leaves_and_reaches(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """DataTable added up the heights of every row above the cursor at each move, and drew
    every row in view again (a key took 30 ms at 100,000 deals)."""
    saved(data_dir, 30)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = the_sheet(app.screen).query_one(DealTable)
        drawn = rows_drawn(monkeypatch)

        # A key at a time, each move drawn before the next: keys typed faster than the screen
        # is drawn skip the rows passed over between two frames (a busy machine).
        def drawn_at(row: int) -> Callable[[], bool]:
            return lambda: table.cursor_row == row and row in drawn

        for key, reached in (("up", 28), ("up", 27), ("up", 26), ("down", 27)):
            await pilot.press(key)
            await until(pilot, drawn_at(reached))
        await pilot.pause()
        assert drawn == {26, 27, 28, 29}


async def test_the_home_list_under_the_sheet_is_laid_out_once(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Filling the list changed its size, and the screen under the sheet is told of a resize
    at each of its layouts: filled again at each resize, it was filled for ever.  The list is
    laid out again only when its width changes."""
    saved(data_dir, 3)
    layouts: list[tuple[str, ...]] = []
    lay_out = table_layout.lay_out

    def counted(columns: tuple[Column, ...], room: int, **options: bool) -> Layout:
        layouts.append(tuple(column.key for column in columns))
        return lay_out(columns, room, **options)

    monkeypatch.setattr(table_layout, "lay_out", counted)
    home_list = ("teams", "score", "rules", "status", "updated")

    def home_layouts() -> list[tuple[str, ...]]:
        return [keys for keys in layouts if keys == home_list]

    layouts_at_resize: list[int] = []  # how many layouts there had been at each resize told

    def resized(screen: HomeScreen, event: events.Resize) -> None:
        layouts_at_resize.append(len(home_layouts()))

    monkeypatch.setattr(HomeScreen, "on_resize", resized, raising=False)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await until(
            pilot, lambda: isinstance(app.screen, ScoreSheetScreen) and bool(home_layouts())
        )

        # Told of resizes since the layout, whenever the first ones came (before or after it):
        # the terminal grows by a line, then by another.
        # Each told before the next: two resizes close together are told once (a busy machine).
        def told(times: int) -> Callable[[], bool]:
            return lambda: layouts_at_resize.count(1) >= times

        for grown in (1, 2):
            await pilot.resize_terminal(SMALL[0], SMALL[1] + grown)
            await until(pilot, told(grown))
        await pilot.pause()
        assert home_layouts() == [home_list]


async def test_leaving_a_sheet_frees_its_rows_without_the_collector(data_dir: Path) -> None:
    """The closed sheet's widgets refer to each other, and only the collector frees them: the
    rows they held waited for it too, and it walked every one of them first (a second at
    100,000 deals, as the home screen came back)."""
    saved(data_dir, 30)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = the_sheet(app.screen).query_one(DealTable)
        rows = weakref.ref(table.rows)
        gc.disable()
        try:
            await pilot.press("h")
            await until(pilot, lambda: isinstance(app.screen, HomeScreen))
            await pilot.pause()
            assert rows() is None
        finally:
            gc.enable()


def deals_explained(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """From now on, each deal score put into words by the sheet's detail line (one breakdown
    per team, labelled)."""
    explained: list[int] = []
    breakdown = Texts.breakdown

    def counted(texts: Texts, score: DealScore, team: Team, labelled: bool = False) -> str:
        if labelled:
            explained.append(score.scores[team])
        return breakdown(texts, score, team, labelled)

    monkeypatch.setattr(Texts, "breakdown", counted)
    return explained


async def test_a_new_deal_is_explained_once_and_the_detail_follows_the_cursor(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The detail line was made again at each of three events for one Enter (the table
    shown, the row highlighted, the rows filled): six breakdowns for one deal."""
    saved(data_dir, 3)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        sheet = the_sheet(app.screen)
        detail = sheet.query_one("#deal-detail", WhyLines)
        await pilot.press(*keys("n a 1 1 0 h 9 2"))
        await pilot.pause()
        explained = deals_explained(monkeypatch)
        await pilot.press("enter")
        for _ in range(3):
            await pilot.pause()
        assert len(explained) == len(TEAMS)  # deal 4, once
        assert str(detail.content).startswith(app.texts("sheet.detail", number=4, lines=""))
        await pilot.press("up")
        await pilot.pause()
        assert len(explained) == 2 * len(TEAMS)
        assert str(detail.content).startswith(app.texts("sheet.detail", number=3, lines=""))
