"""The table of deals on the score sheet: what was entered, and what the core scored for it."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.message import Message
from textual.widgets import DataTable

from coinche_score.i18n import Texts
from coinche_score.match import Match, MatchState, ScoredDeal, dealer_for
from coinche_score.rules import TEAMS, Team
from coinche_score.scoring import Deal, DealScore
from coinche_score.tui.widgets.fields import ellipsised

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
#: A cell's padding either side.
PADDING = 2
#: The wide widths, the padding and the scrollbar: any less cuts the last column.
WIDE_FROM = sum(wide + PADDING for _, _, wide in COLUMNS) + 1
#: The columns given up, in this order, when the table is too narrow for all of them: the
#: running totals and each deal's scores stay (points, belote... are in the detail line).
DROPPED_FIRST = ("dealer", "announces", "belote", "points", "taker")
#: The taker's column grows to the team names up to this width.
TAKER_WIDTH_LIMIT = 9
#: Columns whose title has a shorter form for narrow terminals.
SHORT_TITLED = ("dealer", "taker", "contract", "announces", "result")


def belote_cell(match: Match, deal: Deal) -> str:
    """The holder's initial and the points ("R20", "N40 E20" at tout-atout): a narrow
    column cannot hold a team name."""
    return " ".join(
        f"{match.team_name(team)[:1]}{points}" for team in TEAMS if (points := deal.belote[team])
    )


def announces_cell(match: Match, deal: Deal) -> str:
    value = match.rules.announce_value
    return " ".join(
        f"{match.team_name(team)[:1]}{sum(value(a, deal.trump) for a in kinds)}"
        for team in TEAMS
        if (kinds := deal.announces[team])
    )


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
        #: (key, width) of each column shown: the columns are rebuilt when it changes.
        self._layout: tuple[tuple[str, int], ...] | None = None
        self._contract_width = 0
        self._taker_width = 0

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
        layout = self._layout_for(match, state)
        if layout != self._layout:
            self._layout = layout
            self.clear(columns=True)
            self._add_columns(match, layout)
        self.clear()
        shown = [key for key, _ in layout]
        rows = [(self._scored_cells(match, s), s.number - 1) for s in state.scored]
        rows += [
            (self._unscored_cells(match, i), i) for i in range(len(state.scored), len(match.deals))
        ]
        for cells, index in rows:
            kept = [cell for (key, _, _), cell in zip(COLUMNS, cells, strict=True) if key in shown]
            # Names are shown as typed: a str cell would be read as markup.
            self.add_row(*(Text(c) if isinstance(c, str) else c for c in kept), key=str(index))
        if self.row_count:
            self.move_cursor(row=min(max(row, 0), self.row_count - 1))
        self.post_message(self.Filled())

    def _layout_for(self, match: Match, state: MatchState) -> tuple[tuple[str, int], ...]:
        """The columns that fit the table's width, and their widths."""
        room = self.size.width
        wide = room >= WIDE_FROM
        widths = {key: wide_width if wide else narrow for key, narrow, wide_width in COLUMNS}
        widths["number"] = max(widths["number"], len(str(len(match.deals) + 1)))
        # The result column holds its longest word whole ("not counted", "def. capot").
        widths["result"] = max([widths["result"], *map(cell_len, self._result_words(match, state))])
        # The taker's team whole, up to a point (then shortened with an ellipsis).
        names = max(cell_len(name) for name in match.team_names)
        widths["taker"] = max(widths["taker"], min(names, TAKER_WIDTH_LIMIT))
        # Belote and announces as wide as their widest cell ("N40 E20" whole at tout-atout).
        for key, cell in (("belote", belote_cell), ("announces", announces_cell)):
            widths[key] = max([widths[key], *(cell_len(cell(match, d)) for d in match.deals)])
        if not match.rules.announces:
            del widths["announces"]
        for key in DROPPED_FIRST:
            if sum(w + PADDING for w in widths.values()) + 1 <= room:
                break
            widths.pop(key, None)
        self._contract_width = widths["contract"]
        self._taker_width = widths.get("taker", 0)
        return tuple(widths.items())

    def _result(self, match: Match, score: DealScore, deal: Deal) -> str:
        """The result word; a renonce names its offender by the team's initial ("renonce R")."""
        word = self.texts.result_word(score, deal)
        if deal.renonce is not None:
            word += f" {match.team_name(deal.renonce)[:1]}"
        return word

    def _result_words(self, match: Match, state: MatchState) -> list[str]:
        words = [self._result(match, s.score, s.deal) for s in state.scored]
        if state.unscored:
            words.append(self.texts("sheet.unscored"))
        return words

    def on_resize(self) -> None:
        shown = self._shown
        if shown is not None and (self._layout != self._layout_for(*shown) or not self.row_count):
            self.show(*shown)

    def _add_columns(self, match: Match, layout: tuple[tuple[str, int], ...]) -> None:
        texts = self.texts
        wide = self.size.width >= WIDE_FROM
        for key, width in layout:
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
            return [_number(index + 1), dealer, texts("none"), "", "", "", ""]
        contract = texts.contract_text(deal, match.rules)
        if cell_len(contract) > self._contract_width:
            contract = texts.contract_text(deal, match.rules, short=True)
        return [
            _number(index + 1),
            dealer,
            ellipsised(match.team_name(deal.taker), self._taker_width),
            contract,
            _number(deal.taker_points if deal.taker_points is not None else ""),
            belote_cell(match, deal),
            announces_cell(match, deal),
        ]

    def _scored_cells(self, match: Match, scored: ScoredDeal) -> list[Text | str]:
        score = scored.score
        cells = self._entered_cells(match, scored.deal, scored.number - 1)
        result = self._result(match, score, scored.deal)
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
