"""A table of one-line rows with a row cursor, drawn line by line from a :class:`Rows`.

The score sheet's deals and the home screen's saved matches are both one: a screen hands the
table a pure row builder (:mod:`coinche_score.tui.table_layout`), and the table lays out its
columns in the width it has, asks only for the rows it draws, and keeps each row drawn until
that row, the columns or the look change.  A match of 100,000 deals costs no more to draw or to
move through than one of ten.

Drawn as Textual's DataTable draws a row cursor (the same component styles, the same segments),
on Textual's public Line API: a ScrollView with ``render_line``.  A table of figures puts the
cursor on one cell instead (``cells=True``): ← → move it between the columns shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, NamedTuple

from rich.padding import Padding
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.message import Message
from textual.renderables.styled import Styled
from textual.scroll_view import ScrollView
from textual.strip import Strip

from coinche_score.tui import table_layout
from coinche_score.tui.table_layout import PADDING, Column, Layout, Rows, fitted, row_width

#: Rows kept drawn: a few screens of them (a row drawn again costs a fraction of a millisecond).
DRAWN_ROWS = 500
#: Where the cursor is in a row drawn: not on it (None), on the whole row, or on a column.
WHOLE_ROW = -1


class NoRows:
    """The rows of a table that was given none yet."""

    columns: Sequence[Column] = ()

    def __len__(self) -> int:
        return 0

    def cells(self, index: int, layout: Layout) -> Sequence[Text | str]:
        raise IndexError(index)


class Look(NamedTuple):
    """Everything a drawn row depends on besides its cells: a row is drawn again when any of
    it changes (the theme, the focus, the widget's width)."""

    base: Style
    header: Style
    even: Style
    odd: Style
    cursor: Style
    hover: Style
    width: int


@dataclass
class RowMessage(Message):
    """Something about row ``index`` of ``table``; ``column``: the key of the column under the
    cursor, in a table of cells (None in a table of rows)."""

    table: RowTable
    index: int
    column: str | None = None

    @property
    def control(self) -> RowTable:
        return self.table


class RowTable(ScrollView, can_focus=True):
    """One line per row under a line of titles; ↑↓, Page Up/Down and Home/End move the cursor,
    Enter chooses the row under it, and so does a click on that row once a click put the
    cursor there (a first click on any row, the cursor's included, moves the cursor to it).
    With ``cells``, the cursor is on a cell: ← → move it, and clicks choose a cell alike; with
    ``roomy_first``, columns are left out rather than squeezed (a table of figures).

    Feed it with :meth:`show_rows`; hear :class:`RowHighlighted` and :class:`RowSelected`.
    """

    ALLOW_SELECT = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select_cursor", "Select", show=False),
        Binding("up", "cursor_up", "Cursor up", show=False),
        Binding("down", "cursor_down", "Cursor down", show=False),
        Binding("pageup", "page_up", "Page up", show=False),
        Binding("pagedown", "page_down", "Page down", show=False),
        Binding("home,ctrl+home", "first_row", "First row", show=False),
        Binding("end,ctrl+end", "last_row", "Last row", show=False),
        Binding("left", "cursor_left", "Cursor left", show=False),
        Binding("right", "cursor_right", "Cursor right", show=False),
    ]
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "row-table--header",
        "row-table--cursor",
        "row-table--hover",
        "row-table--even-row",
        "row-table--odd-row",
    }
    # DataTable's look, rule for rule.
    DEFAULT_CSS = """
    RowTable {
        background: $surface;
        color: $foreground;
        height: auto;
        max-height: 100%;

        &:focus {
            background-tint: $foreground 5%;
            & > .row-table--cursor {
                background: $block-cursor-background;
                color: $block-cursor-foreground;
                text-style: $block-cursor-text-style;
            }
            & > .row-table--header {
                background-tint: $foreground 5%;
            }
        }
        &:dark > .row-table--even-row {
            background: $surface-darken-1 40%;
        }
        & > .row-table--header {
            text-style: bold;
            background: $panel;
            color: $foreground;
        }
        &:ansi > .row-table--header {
            background: ansi_bright_blue;
            color: ansi_default;
        }
        & > .row-table--odd-row {
        }
        & > .row-table--even-row {
            background: $surface-lighten-1 50%;
        }
        & > .row-table--cursor {
            background: $block-cursor-blurred-background;
            color: $block-cursor-blurred-foreground;
            text-style: $block-cursor-blurred-text-style;
        }
        & > .row-table--hover {
            background: $block-hover-background;
        }
    }
    """

    class RowHighlighted(RowMessage):
        """The cursor moved to row ``index``."""

    class RowSelected(RowMessage):
        """Row ``index`` was chosen: Enter, or a click on the row under the cursor."""

    def __init__(
        self,
        *,
        cells: bool = False,
        roomy_first: bool = False,
        zebra_stripes: bool = False,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.cells = cells
        #: Columns that may be left out go before any column is squeezed (see lay_out).
        self.roomy_first = roomy_first
        self.zebra_stripes = zebra_stripes
        self._rows: Rows = NoRows()
        self._layout: Layout = ()
        #: The columns and the room the layout was made for.
        self._laid_out: tuple[Sequence[Column], int] | None = None
        self._cursor = 0
        #: The column of a table of cells under the cursor, by its place in the layout.
        self._column = 0
        #: Whether a tap put the cursor where it is: only then does a tap on it choose the row
        #: (a single tap on the deal selected by default opened it, and the player's second
        #: tap, as the README says, landed on the form).
        self._tapped = False
        #: The row under the mouse, highlighted until a key moves the cursor.
        self._hover: int | None = None
        #: Each row drawn (at the widget's width), and where the cursor was on it (see
        #: :meth:`_cursor_on`) and whether the mouse was, then; the titles' line.
        self._drawn: dict[int, tuple[tuple[int | None, bool], Strip]] = {}
        self._titles: Strip | None = None
        self._look: Look | None = None
        #: The size the columns were laid out for and the cursor scrolled to.
        self._fitted_to = Size(0, 0)

    # ---------------------------------------------------------------- what it shows
    @property
    def rows(self) -> Rows:
        return self._rows

    @property
    def row_count(self) -> int:
        return len(self._rows)

    @property
    def cursor_row(self) -> int:
        """The row under the cursor (0 when there are none)."""
        return self._cursor

    @property
    def cursor_column(self) -> str | None:
        """The key of the column under the cursor, in a table of cells shown with columns."""
        if not self.cells or not self._layout:
            return None
        return self._layout[min(self._column, len(self._layout) - 1)].key

    @property
    def columns_shown(self) -> Layout:
        """The columns shown and their widths (none until the table has a width)."""
        return self._layout

    def row_cells(self, index: int) -> list[Text]:
        """Row ``index``'s cells as they are drawn: cut with an ellipsis to their column."""
        cells = zip(self._layout, self._rows.cells(index, self._layout), strict=True)
        return [fitted(cell, placed.width) for placed, cell in cells]

    def show_rows(self, rows: Rows, *, changed_from: int = 0, cursor: int | None = None) -> None:
        """Show ``rows``; the rows before ``changed_from`` are those shown already (they are
        not drawn again).  The cursor goes to row ``cursor``, or stays where it was."""
        self._rows = rows
        self._forget(changed_from)
        self._lay_out()
        self.move_cursor(self._cursor if cursor is None else cursor)

    def move_cursor(self, row: int, column: int | None = None) -> None:
        """Put the cursor on ``row`` (kept within the rows) and scroll it into view; in a table
        of cells, on the ``column``-th column shown (by default it stays)."""
        row = max(0, min(row, len(self._rows) - 1))
        before, self._cursor = self._cursor, row
        moved = row != before
        if column is not None and self.cells:
            column = max(0, min(column, len(self._layout) - 1))
            moved = moved or column != self._column
            self._column = column
        if moved:
            # The rows shown again, the cursor where it was, keep a tap on it (the lists of
            # the statistics are shown again as their matches are read).
            self._tapped = False
            self._refresh_row(before)
            self._refresh_row(row)
            if self._rows:
                self.post_message(self.RowHighlighted(self, row, self.cursor_column))
        self._scroll_to_cursor()

    def _forget(self, first: int) -> None:
        """Rows ``first`` on are drawn again when next painted."""
        if first <= 0:
            self._drawn.clear()
        else:
            for index in [index for index in self._drawn if index >= first]:
                del self._drawn[index]
        self.refresh()

    def _fit_columns(self) -> None:
        """The columns that fit, laid out again when the columns or the width changed."""
        if not self.size.width:
            # Laid out at the next resize: a table hidden keeps its last size, which it gets
            # back with no resize when shown again; it has none meanwhile.
            self._fitted_to = Size(0, 0)
            return
        room = self.size.width - self.styles.scrollbar_size_vertical
        columns = self._rows.columns
        if self._laid_out is not None and self._laid_out == (columns, room):
            return
        self._laid_out = (columns, room)
        layout = table_layout.lay_out(columns, room, roomy_first=self.roomy_first)
        if layout != self._layout:
            if self.cells and self._layout:  # the cursor stays on its column, if still shown
                key = self._layout[min(self._column, len(self._layout) - 1)].key
                keys = [placed.key for placed in layout]
                self._column = keys.index(key) if key in keys else min(self._column, len(keys) - 1)
            self._layout = layout
            self._drawn.clear()
            self._titles = None

    def _lay_out(self) -> None:
        """The columns laid out, and the size of the rows: the cursor is scrolled to at once."""
        self._fit_columns()
        widths = [placed.width for placed in self._layout]
        self.virtual_size = Size(row_width(widths), len(self._rows) + 1)  # and the titles

    def on_resize(self) -> None:
        self._fit_size()

    def _fit_size(self) -> None:
        """The columns laid out and the cursor scrolled to for the widget's size, when it has
        a new one (Textual may paint it at that size before it hears of the resize)."""
        if self.size != self._fitted_to:
            self._fitted_to = self.size
            self._lay_out()
            self._scroll_to_cursor()

    def _rows_in_view(self) -> int:
        return max(1, self.scrollable_content_region.height - 1)  # less the titles

    def _scroll_to_cursor(self) -> None:
        if not self.size.height:
            return  # scrolled to at the first resize, once the rows in view are known
        top, in_view = self.scroll_offset.y, self._rows_in_view()
        if self._cursor < top:
            self.scroll_to(y=self._cursor, animate=False, force=True)
        elif self._cursor >= top + in_view:
            self.scroll_to(y=self._cursor - in_view + 1, animate=False, force=True)

    def _refresh_row(self, index: int) -> None:
        self.refresh_line(index + 1)  # under the titles

    # ---------------------------------------------------------------- keys and mouse
    def _moved_by_key(self, row: int) -> None:
        self._set_hover(None)
        self.move_cursor(row)

    def action_cursor_up(self) -> None:
        self._moved_by_key(self._cursor - 1)

    def action_cursor_down(self) -> None:
        self._moved_by_key(self._cursor + 1)

    def action_page_up(self) -> None:
        self._page(-self._rows_in_view())

    def action_page_down(self) -> None:
        self._page(self._rows_in_view())

    def _page(self, rows: int) -> None:
        """The cursor a page on, the rows in view a page on with it."""
        self.scroll_to(y=self.scroll_offset.y + rows, animate=False, force=True)
        self._moved_by_key(self._cursor + rows)

    def action_first_row(self) -> None:
        self._moved_by_key(0)

    def action_last_row(self) -> None:
        self._moved_by_key(len(self._rows) - 1)

    def action_cursor_left(self) -> None:
        if not self.cells:
            self.scroll_left()
        elif self._column > 0:
            self._set_hover(None)
            self.move_cursor(self._cursor, self._column - 1)

    def action_cursor_right(self) -> None:
        if not self.cells:
            self.scroll_right()
        elif self._column < len(self._layout) - 1:
            self._set_hover(None)
            self.move_cursor(self._cursor, self._column + 1)

    def action_select_cursor(self) -> None:
        self._set_hover(None)
        if self._rows:
            self.post_message(self.RowSelected(self, self._cursor, self.cursor_column))

    def _row_at(self, event: events.MouseEvent) -> int | None:
        """The row under the mouse; None on the titles or below the last row."""
        offset = event.get_content_offset(self)
        if offset is None or offset.y < 1:
            return None
        index = offset.y - 1 + self.scroll_offset.y
        return index if index < len(self._rows) else None

    def _column_at(self, event: events.MouseEvent) -> int | None:
        """The place in the layout of the column under the mouse; None beyond the last."""
        offset = event.get_content_offset(self)
        if offset is None:
            return None
        x = offset.x + self.scroll_offset.x
        for column, placed in enumerate(self._layout):
            x -= placed.width + 2 * PADDING
            if x < 0:
                return column
        return None

    def on_click(self, event: events.Click) -> None:
        """A click on a row moves the cursor there; on the row under the cursor, chooses it if
        a click put the cursor there.  In a table of cells, the same for the cell clicked."""
        index = self._row_at(event)
        column = self._column_at(event) if self.cells else None
        if index is None or (self.cells and column is None):
            return
        event.stop()
        self._set_hover(index)
        if index == self._cursor and (column is None or column == self._column) and self._tapped:
            self.post_message(self.RowSelected(self, index, self.cursor_column))
        else:
            self.move_cursor(index, column)
            self._tapped = True

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._set_hover(self._row_at(event))

    def on_leave(self) -> None:
        self._set_hover(None)

    def _set_hover(self, index: int | None) -> None:
        if index != self._hover:
            for row in (self._hover, index):
                if row is not None:
                    self._refresh_row(row)
            self._hover = index

    # ---------------------------------------------------------------- drawing
    def render_lines(self, crop: Region) -> list[Strip]:
        """The look is worked out once a paint (not for each line): what was drawn in another
        look is forgotten."""
        self._fit_size()
        self._look_now()
        return super().render_lines(crop)

    def _look_now(self) -> Look:
        get = self.get_component_rich_style
        look = Look(
            self.rich_style,
            get("row-table--header"),
            get("row-table--even-row"),
            get("row-table--odd-row"),
            get("row-table--cursor"),
            get("row-table--hover"),
            self.size.width,
        )
        if look != self._look:
            self._look = look
            self._drawn.clear()
            self._titles = None
        return look

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        look = self._look or self._look_now()
        if y == 0:
            if self._titles is None:
                self._titles = self._draw_titles(look)
            strip = self._titles
        elif (index := y - 1 + scroll_y) < len(self._rows):
            strip = self._row_strip(index, look)
        else:
            return Strip.blank(look.width, look.base)
        if scroll_x or strip.cell_length != look.width:
            strip = strip.crop(scroll_x, scroll_x + look.width)
            strip = strip.adjust_cell_length(look.width, look.base).simplify()
        return strip

    def _cursor_on(self, index: int) -> int | None:
        """Where the cursor is on row ``index``: None, :data:`WHOLE_ROW`, or its column."""
        if index != self._cursor:
            return None
        return self._column if self.cells else WHOLE_ROW

    def _row_strip(self, index: int, look: Look) -> Strip:
        state = (self._cursor_on(index), index == self._hover)
        drawn = self._drawn.get(index)
        if drawn is not None and drawn[0] == state:
            return drawn[1]
        if len(self._drawn) >= DRAWN_ROWS:
            self._drawn.clear()
        strip = self._draw_row(index, look, *state)
        self._drawn[index] = (state, strip)
        return strip

    def _draw_titles(self, look: Look) -> Strip:
        titles = [
            fitted(Text(placed.title, justify=placed.justify), placed.width)
            for placed in self._layout
        ]
        return self._draw_line(-1, titles, look.header, Style(), look.width)

    def _draw_row(self, index: int, look: Look, cursor: int | None, hover: bool) -> Strip:
        row_style = look.base
        if self.zebra_stripes:
            row_style = look.odd if index % 2 else look.even
        on_row = Style()
        if hover:
            on_row += look.hover
        if cursor == WHOLE_ROW:
            on_row += look.cursor
        on_cell = (cursor, on_row + look.cursor) if cursor is not None and cursor >= 0 else None
        cells = self.row_cells(index)
        return self._draw_line(index, cells, row_style, on_row, look.width, on_cell)

    def _draw_line(
        self,
        index: int,
        cells: list[Text],
        row_style: Style,
        on_row: Style,
        width: int,
        on_cell: tuple[int, Style] | None = None,
    ) -> Strip:
        """A row's cells, then its style out to the widget's edge.  The cursor's colour goes
        over the cells' own (a result in green is as readable as the others under it);
        ``on_cell``: the column under the cursor of a table of cells, and its style."""
        console, options = self.app.console, self.app.console_options
        segments: list[Segment] = []
        for column, (placed, cell) in enumerate(zip(self._layout, cells, strict=True)):
            cell_width = placed.width + 2 * PADDING
            where = Style.from_meta({"row": index, "column": column})
            on = on_cell[1] if on_cell is not None and on_cell[0] == column else on_row
            drawn = console.render_lines(
                Styled(
                    Padding(cell, (0, PADDING)), row_style + where + on, Style.from_color(on.color)
                ),
                options.update_dimensions(cell_width, 1).update(no_wrap=True),
            )
            segments += drawn[0]
        table_width = row_width([placed.width for placed in self._layout])
        beyond = Style.from_meta({"row": index, "column": 0, "out_of_bounds": True})
        segments.append(Segment(" " * max(0, width - table_width), row_style + on_row + beyond))
        return Strip(segments).simplify()

    def on_unmount(self) -> None:
        # The rows go now, with their match, rather than with the screen's widgets, which
        # refer to each other and wait for the garbage collector.
        self._rows = NoRows()
        self._drawn.clear()
