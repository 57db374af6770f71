"""Issue 8, item 5: the sheet follows the match instead of rebuilding itself at each change."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path
from typing import Any, SupportsIndex, overload

import pytest
from rich.text import Text
from textual import events
from textual.coordinate import Coordinate
from textual.theme import Theme
from textual.widgets import DataTable, Static
from textual.widgets._data_table import ColumnKey, Row, RowKey
from tui_pilot import SMALL, keys, make_app, until

from coinche_score.i18n import Texts
from coinche_score.match import Match
from coinche_score.rules import TEAMS, Team, Trump, preset
from coinche_score.scoring import Deal, DealScore, TeamBelote
from coinche_score.store import Store
from coinche_score.tui.screens import home
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.widgets import deal_table
from coinche_score.tui.widgets.deal_table import DealTable
from coinche_score.tui.widgets.score import ScoreChart

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


Cell = Text | str


def rows(table: DealTable) -> list[list[Cell]]:
    return [table.get_row_at(index) for index in range(table.row_count)]


def same_cells(before: list[list[Cell]], after: list[list[Cell]]) -> bool:
    """The very same cell objects: the rows were not rebuilt."""
    return all(
        new is old
        for old_row, new_row in zip(before, after, strict=True)
        for old, new in zip(old_row, new_row, strict=True)
    )


def shown(table: DealTable) -> list[list[str]]:
    return [[str(cell) for cell in row] for row in rows(table)]


class Writes:
    """The rows the table writes: the keys of rows added and of rows whose cells change."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.added: list[str] = []
        self.updated: set[str] = set()
        add_row, update_cell = DealTable.add_row, DealTable.update_cell

        def counted_add(table: DealTable, *cells: Cell, **options: object) -> RowKey:
            key = options.get("key")
            assert isinstance(key, str)
            self.added.append(key)
            return add_row(table, *cells, key=key)

        def counted_update(
            table: DealTable, row: RowKey | str, column: ColumnKey | str, value: Cell
        ) -> None:
            self.updated.add(row.value if isinstance(row, RowKey) else row)  # type: ignore[arg-type]
            update_cell(table, row, column, value)

        monkeypatch.setattr(DealTable, "add_row", counted_add)
        monkeypatch.setattr(DealTable, "update_cell", counted_update)


def rows_drawn(monkeypatch: pytest.MonkeyPatch) -> set[int]:
    """From now on, the rows whose cells DataTable draws (-1: the titles)."""
    drawn: set[int] = set()
    render_cell = DataTable._render_cell

    def counted(table: DataTable[Cell], row: int, *rest: Any, **options: Any) -> Any:
        drawn.add(row)
        return render_cell(table, row, *rest, **options)

    monkeypatch.setattr(DataTable, "_render_cell", counted)
    return drawn


async def test_a_new_deal_adds_one_row_and_leaves_the_others_alone(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved(data_dir, 30)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = the_sheet(app.screen).query_one(DealTable)
        before = rows(table)
        writes = Writes(monkeypatch)
        await pilot.press(*keys("n a 1 1 0 h 9 2 enter"))
        await pilot.pause()
        assert writes.added == ["30"]
        assert writes.updated == set()
        after = rows(table)
        assert len(after) == 31
        assert same_cells(before, after[:30])
        assert table.cursor_row == 30


async def test_correcting_deal_3_of_10_rewrites_rows_3_to_10_only(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved(data_dir, 10)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = the_sheet(app.screen).query_one(DealTable)
        table.move_cursor(row=2)
        before = rows(table)
        writes = Writes(monkeypatch)
        await pilot.press(*keys("e p enter"))  # deal 3: in fact everybody passed
        await pilot.pause()
        assert writes.added == []
        assert writes.updated == {str(index) for index in range(2, 10)}
        after = rows(table)
        assert same_cells(before[:2], after[:2])
        assert after[2][table.get_column_index("taker")] == Text(app.texts("none"))


async def test_every_correction_shows_what_a_fresh_sheet_shows(data_dir: Path) -> None:
    """Insert, delete, undo and redo rewrite only part of the table: it must still read as a
    sheet built from scratch, chart included."""
    saved(data_dir, 12)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        sheet = the_sheet(app.screen)
        table = sheet.query_one(DealTable)
        table.move_cursor(row=4)
        await pilot.press(*keys("i b 1 6 0 s 1 6 2 enter"))  # a new deal 5
        await pilot.pause()
        table.move_cursor(row=1)
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


async def test_a_long_match_fills_a_batch_at_a_time(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keys stay live while a very long match fills its table."""
    monkeypatch.setattr(deal_table, "ROWS_PER_BATCH", 4)
    filled_before_batch: list[int] = []
    next_batch = DealTable._next_batch

    def counted(table: DealTable) -> None:
        filled_before_batch.append(table.row_count)
        next_batch(table)

    monkeypatch.setattr(DealTable, "_next_batch", counted)
    saved(data_dir, 10)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        table = the_sheet(app.screen).query_one(DealTable)
        for _ in range(5):
            await pilot.pause()
        assert filled_before_batch == [4, 8]
        assert table.row_count == 10
        assert table.cursor_coordinate == Coordinate(9, 0)  # the last deal, once all are in


async def test_a_new_deal_redraws_only_the_rows_it_changed(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Textual's DataTable would draw every row in view again: only the new row and the row
    the cursor left are drawn."""
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
        assert drawn - {-1} <= {29, 30}  # -1: the titles


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


async def test_a_long_match_is_left_out_of_the_collectors_passes_while_it_is_shown(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its rows, deals and scores live as long as the sheet: each full pass of the garbage
    collector would walk them again, a pause growing with the match.  Frozen by the batches
    that fill the table, not by a new or corrected deal (the closed deal form would never be
    collected), and collected again once the sheet closes."""
    monkeypatch.setattr(deal_table, "ROWS_PER_BATCH", 4)
    gc.unfreeze()
    saved(data_dir, 10)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        table = the_sheet(app.screen).query_one(DealTable)
        await until(pilot, lambda: table.row_count == 10)
        assert gc.get_freeze_count() > 0
        gc.unfreeze()
        await pilot.press(*keys("n a 1 1 0 h 9 2"), "enter")
        await until(pilot, lambda: table.row_count == 11)
        assert gc.get_freeze_count() == 0
        table.move_cursor(row=0)
        await pilot.press(*keys("e p enter"))  # deal 1 corrected: every row written again
        await until(pilot, lambda: table.get_row_at(0)[table.get_column_index("taker")] != "A")
        assert gc.get_freeze_count() == 0
        gc.freeze()
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        assert gc.get_freeze_count() == 0


class SlicesTaken(list[Row]):
    """DataTable's rows in order, noting the length of each slice taken of them."""

    def __init__(self, rows: list[Row], taken: list[int]) -> None:
        super().__init__(rows)
        self.taken = taken

    @overload
    def __getitem__(self, index: SupportsIndex) -> Row: ...
    @overload
    def __getitem__(self, index: slice) -> list[Row]: ...
    def __getitem__(self, index: SupportsIndex | slice) -> Row | list[Row]:
        if isinstance(index, slice):
            rows = super().__getitem__(index)
            self.taken.append(len(rows))
            return rows
        return super().__getitem__(index)


async def test_moving_the_cursor_does_not_go_over_every_row(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """DataTable adds up the heights of every row above the cursor at each move (a key took
    30 ms at 100,000 deals): a row of the deal table is one line, so its index says where."""
    saved(data_dir, 30)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = the_sheet(app.screen).query_one(DealTable)
        for row in (0, 7, 29):  # where DataTable itself puts each row
            assert table._get_row_region(row) == DataTable._get_row_region(table, row)
        taken: list[int] = []
        rows_in_order: property = vars(DealTable)["ordered_rows"]
        monkeypatch.setattr(
            DealTable,
            "ordered_rows",
            property(lambda table: SlicesTaken(rows_in_order.__get__(table), taken)),
        )
        await pilot.press("up", "up", "up", "down")
        await pilot.pause()
        assert table.cursor_row == 27
        assert taken and max(taken) == 0  # the fixed rows above the cursor: none


async def test_the_home_list_under_the_sheet_is_filled_once(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Filling the list changes its size, and the screen under the sheet is told of a resize
    at each of its layouts: filled again at each resize, it was filled for ever."""
    saved(data_dir, 3)
    fills: list[int] = []
    fill_table = HomeScreen._fill_table

    def counted(screen: HomeScreen) -> None:
        fills.append(len(screen.summaries))
        fill_table(screen)

    monkeypatch.setattr(HomeScreen, "_fill_table", counted)
    fills_at_resize: list[int] = []  # how many fills there had been at each resize told
    on_resize = HomeScreen.on_resize

    def resized(screen: HomeScreen, event: events.Resize) -> None:
        fills_at_resize.append(len(fills))
        on_resize(screen, event)

    monkeypatch.setattr(HomeScreen, "on_resize", resized)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await until(pilot, lambda: fills_at_resize.count(1) >= 2)  # resized since the fill
        await pilot.pause()
        assert fills == [1]


async def test_leaving_a_sheet_frees_its_rows_without_the_collector(data_dir: Path) -> None:
    """The closed sheet's widgets refer to each other, and only the collector frees them: the
    rows they held waited for it too, and it walked every one of them first (a second at
    100,000 deals, as the home screen came back)."""
    saved(data_dir, 30)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = the_sheet(app.screen).query_one(DealTable)
        row = weakref.ref(table.rows[RowKey("0")])
        gc.disable()
        try:
            await pilot.press("h")
            await until(pilot, lambda: isinstance(app.screen, HomeScreen))
            await pilot.pause()
            assert row() is None
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
        detail = sheet.query_one("#deal-detail", Static)
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
