"""The columns of a table, laid out in the width it has; what a table shows, row by row.

Pure (no Textual): the score sheet's deals and the home screen's saved matches are each a
:class:`Rows`, built by plain code and tested without a screen; the one widget that draws them
is :class:`coinche_score.tui.widgets.row_table.RowTable`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from rich.cells import cell_len, set_cell_size
from rich.text import Text

Justify = Literal["left", "right"]
#: Blank cells either side of a cell.
PADDING = 1


@dataclass(frozen=True)
class Column:
    """A column before the table's width is known: how wide it would like to be, and what it
    gives up when the table is short of room.

    ``width``: its width when room is short, as wide as its cells (a title wider than that is
    cut, or has a ``short_title``); ``roomy``: its width when every column fits that wide (the
    full title is then shown); ``least``: the narrowest it may be squeezed to, its cells then
    cut with an ellipsis, once the columns that may be left out are; ``drop_rank``: columns
    that may be left out go lowest rank first, when the others do not fit (None: always
    kept).
    """

    key: str
    title: str
    width: int
    roomy: int | None = None
    least: int | None = None
    short_title: str | None = None
    drop_rank: int | None = None
    justify: Justify = "left"

    @property
    def roomy_width(self) -> int:
        return self.width if self.roomy is None else max(self.roomy, self.width)

    @property
    def least_width(self) -> int:
        return self.width if self.least is None else min(self.least, self.width)


@dataclass(frozen=True)
class Placed:
    """A column laid out: the title it shows and its width, padding left out."""

    key: str
    title: str
    width: int
    justify: Justify = "left"


#: The columns shown, in order.
Layout = tuple[Placed, ...]
#: What a cell may hold: a plain string is shown as it is, never read as markup.
Cell = Text | str


class Rows(Protocol):
    """What a table shows: its columns, and each row's cells for the columns laid out.

    A table asks only for the rows it draws, so a builder makes each row when asked.
    """

    @property
    def columns(self) -> Sequence[Column]: ...

    def __len__(self) -> int: ...

    def cells(self, index: int, layout: Layout) -> Sequence[Cell]:
        """The cells of row ``index``, one per column of ``layout``, in its order."""
        ...


def row_width(widths: Sequence[int]) -> int:
    """The cells a row of columns this wide takes, padding included."""
    return sum(width + 2 * PADDING for width in widths)


def lay_out(columns: Sequence[Column], room: int, *, roomy_first: bool = False) -> Layout:
    """The columns that fit ``room`` cells, and their widths.

    Every column at its roomy width if they all fit; otherwise, the columns that may be left out
    go (lowest rank first) until the others fit as wide as their cells, then the squeezable
    ones give way, down to their least widths (a cell cut is worse than a column left out);
    what room is left is shared among the squeezed columns, in proportion to what each lacks,
    then among the columns always kept: first to show their cut titles whole, as many as
    fit, then toward their roomy widths.  ``roomy_first``: those that may be left out go
    first until the others fit at their roomy widths (a table of figures rather shows fewer
    of them, each whole, such as a rate with its bar).
    """
    shown = list(columns)
    if roomy_first:
        for dropped in sorted(
            (column for column in columns if column.drop_rank is not None),
            key=lambda column: column.drop_rank or 0,
        ):
            if row_width([column.roomy_width for column in shown]) <= room:
                break
            shown.remove(dropped)
    if row_width([column.roomy_width for column in shown]) <= room:
        return tuple(
            Placed(column.key, column.title, column.roomy_width, column.justify) for column in shown
        )
    droppable = [column for column in shown if column.drop_rank is not None]
    for dropped in sorted(droppable, key=lambda column: column.drop_rank or 0):
        if row_width([column.width for column in shown]) <= room:
            break
        shown.remove(dropped)
    spare = max(0, room - row_width([column.least_width for column in shown]))
    grown = shared(spare, [column.width - column.least_width for column in shown])
    widths = [column.least_width + more for column, more in zip(shown, grown, strict=True)]
    titles = [
        column.title if column.short_title is None else column.short_title for column in shown
    ]
    # Room still left: to the columns always kept, first each cut title that it shows whole
    # ("ΣThem", not "ΣTh…"), the nearest to whole first (a title a cell less cut is still
    # cut), then toward their roomy widths (the shorter titles stay).
    spare = max(0, room - row_width(widths))
    cut = sorted(
        (cell_len(title) - width, index)
        for index, (column, title, width) in enumerate(zip(shown, titles, widths, strict=True))
        if column.drop_rank is None and width < cell_len(title) <= column.roomy_width
    )
    for lacking, index in cut:
        if lacking > spare:
            break
        widths[index] += lacking
        spare -= lacking
    wanted = [
        column.roomy_width - width if column.drop_rank is None else 0
        for column, width in zip(shown, widths, strict=True)
    ]
    grown = shared(spare, wanted)
    return tuple(
        Placed(column.key, title, width + more, column.justify)
        for column, title, width, more in zip(shown, titles, widths, grown, strict=True)
    )


def width_of(layout: Layout, key: str) -> int:
    """The width column ``key`` is laid out at; 0 when it is left out."""
    return next((placed.width for placed in layout if placed.key == key), 0)


def shared(spare: int, wanted: Sequence[int]) -> list[int]:
    """``spare`` cells shared among columns that each want so many more: all they want if
    there is enough, else in proportion (the cells left over to those that lack the most,
    the first ones first)."""
    total = sum(wanted)
    if total <= spare:
        return list(wanted)
    given = [spare * want // total for want in wanted]
    # A cell each to those that lack the most.
    lacking = sorted(range(len(wanted)), key=lambda index: given[index] - wanted[index])
    for index in lacking[: spare - sum(given)]:
        given[index] += 1
    return given


def fitted(cell: Cell, width: int) -> Text:
    """The cell as it is drawn: a string as plain text; cut with an ellipsis, never silently,
    when it is wider than ``width``."""
    text = Text(cell) if isinstance(cell, str) else cell
    if cell_len(text.plain) <= width:
        return text
    text = text.copy()
    # The spaces before the ellipsis go with what is cut ("de…", not "de …").
    text.plain = set_cell_size(text.plain, max(width - 1, 0)).rstrip() + "…"
    return text
