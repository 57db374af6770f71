"""The table of deals on the score sheet: what was entered, and what the core scored for it."""

from __future__ import annotations

from coinche_score.i18n import Texts
from coinche_score.match import Match, MatchState
from coinche_score.tui import lasting
from coinche_score.tui.sheet_rows import DealRows, DealWidths, first_changed
from coinche_score.tui.widgets.row_table import RowTable


class DealTable(RowTable):
    """One row per deal, in order; a row's index is its deal's.

    The rows follow the match: a new deal draws one more row, a correction the rows from the
    deal it changed on.
    """

    def __init__(self, texts: Texts, *, id: str | None = None) -> None:
        super().__init__(zebra_stripes=True, id=id)
        self.texts = texts
        self._widths = DealWidths(texts)
        self._shown: Match | None = None

    def show(self, match: Match, state: MatchState, row: int | None = None) -> None:
        """Show the match's deals, the cursor on ``row`` or where it was."""
        changed = first_changed(self._shown, match)
        self._shown = match
        self._widths.measure(match, state)
        rows = DealRows.of(self.texts, match, state, self._widths)
        self.show_rows(rows, changed_from=changed, cursor=row)

    def on_unmount(self) -> None:
        self._shown = None
        self._widths.forget()
        # What a worker read for this sheet (lasting.made_to_last) is collected again.
        lasting.thaw()
