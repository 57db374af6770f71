"""The table both long lists are drawn by: its cursor, its keys and clicks, what it says it
chose, the columns it gives up on a narrow screen, and 100,000 rows drawn only where seen."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest
from rich.text import Text
from textual import on
from textual.app import App, ComposeResult
from textual.message import Message
from tui_pilot import until

from coinche_score.tui.table_layout import Cell, Column, Layout
from coinche_score.tui.widgets.row_table import RowTable

COLUMNS = (
    Column("number", "#", width=6, justify="right"),
    Column("name", "Name", width=24, least=6),
    Column("note", "Note", width=10, drop_rank=0),
)


@dataclass
class Numbered:
    """Rows 0 to count - 1, noting each row made."""

    count: int
    made: list[int] = field(default_factory=list)
    columns: Sequence[Column] = COLUMNS

    def __len__(self) -> int:
        return self.count

    def cells(self, index: int, layout: Layout) -> list[Cell]:
        self.made.append(index)
        every: dict[str, Cell] = {
            "number": Text(str(index), justify="right"),
            "name": f"[b]row {index} has a long name",
            "note": "note",
        }
        return [every[placed.key] for placed in layout]


class TableApp(App[None]):
    def __init__(self, rows: Numbered, cursor: int | None = None, *, cells: bool = False) -> None:
        super().__init__()
        self.rows = rows
        self.cursor = cursor
        self.cells = cells
        self.heard: list[Message] = []

    def compose(self) -> ComposeResult:
        yield RowTable(cells=self.cells, id="table")

    def on_mount(self) -> None:
        table = self.query_one(RowTable)
        table.styles.height = "1fr"
        table.show_rows(self.rows, cursor=self.cursor)  # before the table has a size
        table.focus()

    @on(RowTable.RowHighlighted)
    @on(RowTable.RowSelected)
    def heard_from_table(self, message: Message) -> None:
        self.heard.append(message)


def said(app: TableApp) -> list[tuple[str, int]]:
    """What the table said, in order: ("highlighted" or "selected", the row)."""
    return [
        ("selected" if isinstance(m, RowTable.RowSelected) else "highlighted", m.index)
        for m in app.heard
        if isinstance(m, RowTable.RowSelected | RowTable.RowHighlighted)
    ]


def drawn_text(table: RowTable, y: int) -> str:
    return table.render_line(y).text


async def test_the_keys_move_the_cursor_and_keep_it_in_view() -> None:
    app = TableApp(Numbered(100))
    async with app.run_test(size=(60, 12)) as pilot:
        table = app.query_one(RowTable)
        in_view = table.scrollable_content_region.height - 1  # under the titles
        for key, row in [
            ("down", 1),
            ("end", 99),
            ("up", 98),
            ("home", 0),
            ("pagedown", in_view),
            ("pagedown", 2 * in_view),
            ("pageup", in_view),
            ("ctrl+end", 99),
            ("ctrl+home", 0),
        ]:
            await pilot.press(key)
            assert table.cursor_row == row, key
            top = table.scroll_offset.y
            assert top <= row < top + in_view, key
        await pilot.press("up")  # nothing above the first row
        assert table.cursor_row == 0
        await pilot.press("enter")
        await pilot.pause()
        assert said(app)[-2:] == [("highlighted", 0), ("selected", 0)]


async def test_rows_shown_before_the_table_has_a_size_scroll_the_cursor_into_view() -> None:
    """As any move does: the least scroll that shows it, here the cursor on the last line."""
    app = TableApp(Numbered(100), cursor=50)
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        table = app.query_one(RowTable)
        in_view = table.scrollable_content_region.height - 1
        assert table.cursor_row == 50
        assert table.scroll_offset.y == 50 - in_view + 1
        assert drawn_text(table, in_view).split()[0] == "50"


async def test_a_table_painted_before_it_hears_of_its_size_is_laid_out_for_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Under load Textual painted the table at its new size before its Resize event came:
    the top rows were made and drawn without columns, then the rows at the cursor."""
    monkeypatch.setattr(RowTable, "on_resize", lambda table: None)  # the event comes late
    rows = Numbered(100)
    app = TableApp(rows, cursor=50)
    async with app.run_test(size=(60, 12)) as pilot:
        await pilot.pause()
        table = app.query_one(RowTable)
        assert [column.key for column in table.columns_shown] == ["number", "name", "note"]
        assert rows.made and min(rows.made) == 50 - table.scrollable_content_region.height + 2


async def test_a_click_moves_the_cursor_and_a_click_on_the_cursor_chooses_the_row() -> None:
    app = TableApp(Numbered(10))
    async with app.run_test(size=(60, 12)) as pilot:
        table = app.query_one(RowTable)
        await pilot.click(RowTable, offset=(2, 0))  # the titles: nothing
        await pilot.click(RowTable, offset=(2, 4))  # row 3 (under the titles)
        await pilot.pause()
        assert table.cursor_row == 3
        assert said(app) == [("highlighted", 3)]
        await pilot.click(RowTable, offset=(30, 4))  # again: a second tap chooses it
        await pilot.pause()
        assert said(app) == [("highlighted", 3), ("selected", 3)]
        await pilot.click(RowTable, offset=(2, 11))  # below the last row: nothing
        await pilot.pause()
        assert table.cursor_row == 3 and len(said(app)) == 2


async def test_a_tap_is_kept_when_the_rows_are_shown_again_but_not_after_a_key() -> None:
    """The statistics' lists are shown again as their matches are read: between a tap that
    chose a row and the second that opens it, the first was forgotten (found by a review)."""
    app = TableApp(Numbered(10))
    async with app.run_test(size=(60, 12)) as pilot:
        table = app.query_one(RowTable)
        await pilot.click(RowTable, offset=(2, 4))  # row 3 chosen
        await pilot.pause()
        table.show_rows(app.rows)  # shown again, the cursor where it was
        await pilot.click(RowTable, offset=(2, 4))
        await pilot.pause()
        assert said(app) == [("highlighted", 3), ("selected", 3)]
        await pilot.press("down", "up")  # moved by keys: a tap chooses again first
        await pilot.click(RowTable, offset=(2, 4))
        await pilot.pause()
        assert said(app)[-1] == ("highlighted", 3) and table.cursor_row == 3


def cells_said(app: TableApp) -> list[tuple[str, int, str | None]]:
    """As :func:`said`, with the column under the cursor."""
    return [
        ("selected" if isinstance(m, RowTable.RowSelected) else "highlighted", m.index, m.column)
        for m in app.heard
        if isinstance(m, RowTable.RowSelected | RowTable.RowHighlighted)
    ]


async def test_in_a_table_of_cells_the_arrows_and_a_tap_choose_a_cell() -> None:
    app = TableApp(Numbered(10), cells=True)
    async with app.run_test(size=(60, 12)) as pilot:
        table = app.query_one(RowTable)
        assert table.cursor_column == "number"
        await pilot.press("right", "right", "right", "down", "enter")  # no fourth column
        await pilot.pause()
        assert cells_said(app) == [
            ("highlighted", 0, "name"),
            ("highlighted", 0, "note"),
            ("highlighted", 1, "note"),
            ("selected", 1, "note"),
        ]
        app.heard.clear()
        # Row 3's name: the number's column is 6 + 2 wide, the name's 24 + 2.
        await pilot.click(RowTable, offset=(10, 4))
        await pilot.pause()
        assert (table.cursor_row, table.cursor_column) == (3, "name")
        await pilot.click(RowTable, offset=(20, 4))  # the same cell again: chosen
        await pilot.click(RowTable, offset=(2, 4))  # another cell of the row: the cursor moves
        await pilot.click(RowTable, offset=(59, 4))  # beyond the last column: nothing
        await pilot.pause()
        assert cells_said(app) == [
            ("highlighted", 3, "name"),
            ("selected", 3, "name"),
            ("highlighted", 3, "number"),
        ]
        await pilot.press("left")  # nothing before the first column
        assert table.cursor_column == "number"


async def test_the_cell_under_the_cursor_is_drawn_as_the_cursor_the_rest_of_its_row_not() -> None:
    app = TableApp(Numbered(3), cells=True)
    async with app.run_test(size=(60, 8)) as pilot:
        await pilot.press("right")
        await pilot.pause()
        table = app.query_one(RowTable)
        cursor = table.get_component_rich_style("row-table--cursor")
        segments = list(table.render_line(1))  # row 0
        background = {
            segment.text.strip(): segment.style.bgcolor if segment.style else None
            for segment in segments
            if segment.text.strip()
        }
        name = next(text for text in background if text.startswith("[b]row 0"))
        assert background[name] == cursor.bgcolor
        assert background["0"] != cursor.bgcolor


async def test_a_cell_cursor_stays_on_its_column_when_a_narrower_screen_drops_others() -> None:
    app = TableApp(Numbered(3), cells=True)
    async with app.run_test(size=(60, 8)) as pilot:
        table = app.query_one(RowTable)
        await pilot.press("right", "right")
        assert table.cursor_column == "note"
        await pilot.resize_terminal(24, 8)  # the note left out: the cursor on the last column
        await until(pilot, lambda: "note" not in dict(widths(table)))
        assert table.cursor_column == "name"
        await pilot.press("left")
        await pilot.resize_terminal(60, 8)
        await until(pilot, lambda: "note" in dict(widths(table)))
        assert table.cursor_column == "number"


def widths(table: RowTable) -> list[tuple[str, int]]:
    return [(placed.key, placed.width) for placed in table.columns_shown]


async def test_a_narrow_table_gives_up_columns_by_rank_and_cuts_with_an_ellipsis() -> None:
    """A column is left out before a cell is cut; then a name is squeezed, with "…"."""
    app = TableApp(Numbered(3))
    async with app.run_test(size=(60, 8)) as pilot:
        table = app.query_one(RowTable)
        assert [c.key for c in table.columns_shown] == ["number", "name", "note"]
        assert "[b]row 1 has a long name" in drawn_text(table, 2)  # whole, never markup
        await pilot.resize_terminal(30, 8)  # the note left out first, then the name squeezed
        # The new size is laid out a few messages later: one pause was short on a busy machine.
        await until(pilot, lambda: widths(table) == [("number", 6), ("name", 18)])
        assert "[b]row 1 has a lo…" in drawn_text(table, 2)
        assert "Note" not in drawn_text(table, 0)
        await pilot.resize_terminal(24, 8)  # the name squeezed more
        await until(pilot, lambda: widths(table) == [("number", 6), ("name", 12)])
        assert "[b]row 1 ha…" in drawn_text(table, 2)


async def test_a_hundred_thousand_rows_make_only_the_rows_in_view() -> None:
    rows = Numbered(100_000)
    app = TableApp(rows)
    async with app.run_test(size=(60, 12)) as pilot:
        table = app.query_one(RowTable)
        await pilot.pause()
        assert set(rows.made) == set(range(table.size.height - 1))
        rows.made.clear()
        await pilot.press("end")
        await pilot.pause()
        assert drawn_text(table, table.size.height - 1).split()[0] == "99999"
        assert min(rows.made) >= 100_000 - table.size.height
