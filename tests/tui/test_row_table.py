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
    def __init__(self, rows: Numbered, cursor: int | None = None) -> None:
        super().__init__()
        self.rows = rows
        self.cursor = cursor
        self.heard: list[Message] = []

    def compose(self) -> ComposeResult:
        yield RowTable(id="table")

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


async def test_a_narrow_table_gives_up_columns_by_rank_and_cuts_with_an_ellipsis() -> None:
    app = TableApp(Numbered(3))
    async with app.run_test(size=(60, 8)) as pilot:
        table = app.query_one(RowTable)
        assert [c.key for c in table.columns_shown] == ["number", "name", "note"]
        assert "[b]row 1 has a long name" in drawn_text(table, 2)  # whole, never markup
        await pilot.resize_terminal(30, 8)  # the name squeezed first
        await pilot.pause()
        assert [(c.key, c.width) for c in table.columns_shown] == [
            ("number", 6),
            ("name", 6),
            ("note", 10),
        ]
        assert "[b]ro…" in drawn_text(table, 2)
        await pilot.resize_terminal(24, 8)  # then the note left out, and the name grows
        await pilot.pause()
        assert [(c.key, c.width) for c in table.columns_shown] == [("number", 6), ("name", 12)]
        assert "[b]row 1 ha…" in drawn_text(table, 2)
        assert "Note" not in drawn_text(table, 0)


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
