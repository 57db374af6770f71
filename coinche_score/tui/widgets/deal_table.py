"""The table of deals on the score sheet: what was entered, and what the core scored for it."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.message import Message
from textual.widgets import DataTable

from coinche_score.i18n import Texts
from coinche_score.match import Match, MatchState, ScoredDeal, dealer_for
from coinche_score.rules import TEAMS, Team
from coinche_score.scoring import Deal

#: (key, width on an 80-column terminal, width from WIDE_FROM columns up).
COLUMNS: tuple[tuple[str, int, int], ...] = (
    ("number", 2, 3),
    ("dealer", 6, 10),
    ("taker", 5, 9),
    ("contract", 8, 10),
    ("points", 3, 4),
    ("belote", 3, 7),
    ("announces", 4, 9),
    ("result", 6, 8),
    ("score.A", 4, 6),
    ("score.B", 4, 6),
    ("total.A", 5, 7),
    ("total.B", 5, 7),
)
#: The wide widths, a cell padding either side and the scrollbar: any less cuts the last column.
WIDE_FROM = sum(wide + 2 for _, _, wide in COLUMNS) + 1
#: Columns whose title has a shorter form for narrow terminals.
SHORT_TITLED = ("dealer", "taker", "contract", "announces", "result")


def _number(value: int | str) -> Text:
    return Text(str(value), justify="right")


class DealTable(DataTable[Text | str]):
    """One row per deal; the row key is the deal's 0-based index."""

    class Filled(Message):
        """The rows are (re)built; the cursor may be on another deal."""

    def __init__(self, texts: Texts, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self.texts = texts
        self._shown: tuple[Match, MatchState] | None = None
        self._wanted_row: int | None = None
        #: (wide, digits of the deal numbers): the columns are rebuilt when it changes.
        self._layout: tuple[bool, int] | None = None
        self._contract_width = 0

    def show(self, match: Match, state: MatchState, row: int | None = None) -> None:
        """Fill the table with the match's deals, the cursor on ``row`` or where it was.

        Before the table has a size this only remembers the match: the first resize fills it,
        once, at the right width (200 deals are worth not measuring twice).
        """
        self._shown = (match, state)
        if row is not None:
            self._wanted_row = row
        if not self.size.width:
            return
        row = self._wanted_row if self._wanted_row is not None else self.cursor_row
        self._wanted_row = None
        layout = self._layout_for(match)
        if layout != self._layout:
            self._layout = layout
            self.clear(columns=True)
            self._add_columns(match, *layout)
        self.clear()
        for scored in state.scored:
            self.add_row(*self._scored_cells(match, scored), key=str(scored.number - 1))
        for index in range(len(state.scored), len(match.deals)):
            self.add_row(*self._unscored_cells(match, index), key=str(index))
        if self.row_count:
            self.move_cursor(row=min(max(row, 0), self.row_count - 1))
        self.post_message(self.Filled())

    def _layout_for(self, match: Match) -> tuple[bool, int]:
        return self.size.width >= WIDE_FROM, len(str(len(match.deals) + 1))

    def on_resize(self) -> None:
        shown = self._shown
        if shown is not None and (self._layout != self._layout_for(shown[0]) or not self.row_count):
            self.show(*shown)

    def _add_columns(self, match: Match, wide: bool, number_digits: int) -> None:
        texts = self.texts
        for key, narrow_width, wide_width in COLUMNS:
            width = wide_width if wide else narrow_width
            if key == "number":
                width = max(width, number_digits)
            elif key == "contract":
                self._contract_width = width
            kind, _, team = key.partition(".")
            if kind == "score":
                label = match.team_name(team)  # type: ignore[arg-type]
            elif kind == "total":
                label = texts("sheet.deal_column.total", team=match.team_name(team))  # type: ignore[arg-type]
            elif not wide and key in SHORT_TITLED:
                label = texts(f"sheet.deal_column.{key}.short")
            else:
                label = texts(f"sheet.deal_column.{key}")
            numeric = kind in ("score", "total", "number", "points")
            label_text = Text(label[:width], justify="right" if numeric else "left")
            self.add_column(label_text, width=width, key=key)

    def _entered_cells(self, match: Match, deal: Deal, index: int) -> list[Text | str]:
        texts = self.texts
        dealer = match.seat_name(dealer_for(match.rules, match.first_dealer, index))
        if deal.taker is None:
            return [_number(index + 1), Text(dealer), texts("none"), "", "", "", ""]
        # Belote and announces as the holder's initial and the points ("R20"): a 3-column
        # cell cannot hold a team name.
        belote = [
            f"{match.team_name(team)[:1]}{points}"
            for team in TEAMS
            if (points := deal.belote[team])
        ]
        value = match.rules.announce_value
        announces = [
            f"{match.team_name(team)[:1]}{sum(value(a, deal.trump) for a in kinds)}"
            for team in TEAMS
            if (kinds := deal.announces[team])
        ]
        contract = texts.contract_text(deal, match.rules)
        if cell_len(contract) > self._contract_width:
            contract = texts.contract_text(deal, match.rules, short=True)
        return [
            _number(index + 1),
            Text(dealer),  # names are shown as typed, never read as markup
            Text(match.team_name(deal.taker)),
            contract,
            _number(deal.taker_points if deal.taker_points is not None else ""),
            Text(" ".join(belote)),
            Text(" ".join(announces)),
        ]

    def _scored_cells(self, match: Match, scored: ScoredDeal) -> list[Text | str]:
        score = scored.score
        cells = self._entered_cells(match, scored.deal, scored.number - 1)
        result = self.texts.result_word(score, scored.deal.thrown_in)
        style = {True: "green", False: "red", None: "yellow"}[score.made]
        cells.append(Text(result, style=style if not scored.deal.thrown_in else "dim"))
        team_order: tuple[Team, ...] = TEAMS
        cells += [_number(score.scores[team]) for team in team_order]
        cells += [_number(scored.totals[team]) for team in team_order]
        return cells

    def _unscored_cells(self, match: Match, index: int) -> list[Text | str]:
        cells = self._entered_cells(match, match.deals[index], index)
        cells.append(Text(self.texts("sheet.unscored"), style="dim"))
        cells += ["", "", "", ""]
        return cells
