"""A DataTable whose columns all have a set width and whose rows are each one line."""

from __future__ import annotations

from collections.abc import Iterable

from rich.text import Text
from textual.geometry import Region
from textual.widgets import DataTable
from textual.widgets.data_table import RowKey


class LineTable(DataTable[Text | str]):
    """What DataTable works out again and again for any table follows from the set widths and
    the one-line rows: a long list (thousands of saved matches, a match of 100,000 deals)
    costs no more to fill or to move through than a short one.

    Give every column a width (``add_column(..., width=...)``) and every row the default height.
    """

    def _update_dimensions(self, new_rows: Iterable[RowKey]) -> None:
        """The table's size, without measuring the new rows' cells as DataTable does once it
        is idle (10,000 rows of saved matches took 0.6 s): a column's width is set."""
        super()._update_dimensions(())

    def _get_row_region(self, row_index: int) -> Region:
        """Where a row is drawn: DataTable adds up the heights of every row above it, at each
        move of the cursor (30 ms a key at 100,000 deals); here a row is one line."""
        if not self.is_valid_row_index(row_index):
            return Region(0, 0, 0, 0)
        width = self._row_label_column_width + sum(
            column.get_render_width(self) for column in self.columns.values()
        )
        top = row_index + (self.header_height if self.show_header else 0)
        return Region(0, top, max(self.size.width, width), 1)
