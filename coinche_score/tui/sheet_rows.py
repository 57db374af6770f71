"""The score sheet's table, row by row: what was entered for each deal and what the core scored.

Pure (no Textual): a :class:`DealRows` is what the sheet's
:class:`~coinche_score.tui.widgets.row_table.RowTable` draws, and makes a row's cells only
when the table draws that row.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache
from typing import cast

from rich.cells import cell_len
from rich.text import Text

from coinche_score.i18n import Texts
from coinche_score.match import SEATS, Match, MatchState, ScoredDeal, dealer_for
from coinche_score.rules import TEAMS, Team
from coinche_score.scoring import Deal, DealScore
from coinche_score.tui.table_layout import Cell, Column, Layout, width_of
from coinche_score.tui.widgets.showing import ellipsised

#: (key, width when room is short, width when there is room), in order.
WIDTHS: tuple[tuple[str, int, int], ...] = (
    ("number", 2, 3),
    ("dealer", 6, 10),
    ("taker", 5, 9),
    ("contract", 8, 10),
    ("points", 3, 4),
    ("belote", 3, 7),
    ("announces", 4, 9),
    ("result", 6, 8),
    ("score.A", 3, 6),
    ("score.B", 3, 6),
    ("total.A", 4, 7),
    ("total.B", 4, 7),
)
KEYS = tuple(key for key, _, _ in WIDTHS)
#: The columns given up, first to last, when the table is too narrow for all of them: the
#: taker shows in who scored, the breakdown (announces, belote, points) and the result in the
#: detail line under the table (a contract is then coloured as its result); the number, the
#: contract, each deal's scores and the running totals always stay (a phone's 40 columns).
DROPPED_FIRST = ("dealer", "taker", "announces", "belote", "points", "result")
#: The taker's column grows to the team names up to this width (longer names are cut).
TAKER_WIDTH_LIMIT = 9
#: The cells a team's score and total columns keep for its name, if it is as long.
NAME_LEAST = 4
#: Columns whose title has a shorter form for narrow terminals.
SHORT_TITLED = ("dealer", "taker", "contract", "belote", "announces", "result")
NUMERIC = ("number", "points", "score", "total")


@cache
def team_marks(names: tuple[str, str]) -> dict[Team, str]:
    """Each team's mark in a narrow column, the two told apart: its initial ("Nous" N, "Eux"
    E), else the initials of its words ("Les Rouges" LR, "Les Bleus" LB), else its first
    letters, else A and B; never a mark ending in a digit, which would run into the points
    ("Team 1" T1 and its belote, T120)."""
    plain = [unicodedata.normalize("NFC", name) for name in names]
    initials = ["".join(word[:1] for word in name.split()) for name in plain]
    candidates = (
        [name[:1] for name in plain],
        *([letters[:length] for letters in initials] for length in (2, 3)),
        *([name[:length] for name in plain] for length in (2, 3)),
    )
    for first, second in candidates:
        if first[-1:].isdigit() or second[-1:].isdigit():
            continue
        if first.casefold() != second.casefold():
            return {"A": first, "B": second}
    return {"A": "A", "B": "B"}


def belote_cell(match: Match, deal: Deal) -> str:
    """The holder's mark and the points ("R20", "N40 E20" at tout-atout): a narrow column
    cannot hold a team name."""
    marks = team_marks(match.team_names)
    return " ".join(f"{marks[team]}{points}" for team in TEAMS if (points := deal.belote[team]))


#: A contract's mark where the result's column is left out: made, failed, litige (a failure's
#: cross is the box-drawing one, which the fonts of terminals have where many lack "✗").
RESULT_MARKS: dict[bool | None, str] = {True: " ✓", False: " ╳", None: " ="}


def _marked(texts: Texts, match: Match, deal: Deal, mark: str, room: int) -> str:
    """The contract as it fits ``room`` beside its ``mark``: its short form if need be, cut
    with "…" last, so that the mark is never the part cut."""
    contract = texts.contract_text(deal, match.rules)
    if cell_len(contract + mark) > room:
        contract = texts.contract_text(deal, match.rules, short=True)
    if cell_len(contract + mark) > room:
        contract = ellipsised(contract, max(room - cell_len(mark), 1))
    return contract


def taker_cell(match: Match, deal: Deal) -> str:
    """The player who bid where the deal says, else the taking team."""
    if deal.bidder is not None:
        return match.seat_name(deal.bidder)
    assert deal.taker is not None
    return match.team_name(deal.taker)


def announces_cell(match: Match, deal: Deal) -> str:
    value = match.rules.announce_value
    marks = team_marks(match.team_names)
    return " ".join(
        f"{marks[team]}{sum(value(a, deal.trump) for a in kinds)}"
        for team in TEAMS
        if (kinds := deal.announces[team])
    )


def first_changed(before: Match | None, after: Match) -> int:
    """How many leading deals ``before`` and ``after`` share: a deal's row depends only on the
    deals up to it (the litige it inherits) and on the teams and rules.

    A correction keeps the deals before it as the very same objects, so identity settles
    almost every comparison.
    """
    if before is None or _table_settings(before) != _table_settings(after):
        return 0
    for index, (old, new) in enumerate(zip(before.deals, after.deals, strict=False)):
        if old is not new and old != new:
            return index
    return min(len(before.deals), len(after.deals))


def _table_settings(match: Match) -> tuple[object, ...]:
    """What every row depends on besides the deals."""
    return (match.rules, match.target, match.team_names, match.players, match.first_dealer)


def result_word(texts: Texts, match: Match, score: DealScore, deal: Deal) -> str:
    """The result word; a renonce names its offender by the team's mark ("renonce R")."""
    word = texts.result_word(score, deal)
    if deal.renonce is not None:
        word += f" {team_marks(match.team_names)[deal.renonce]}"
    return word


class DealWidths:
    """The widest taker, result, belote and announces cells of a match, kept deal by deal so
    that a change measures again only the deals from the first one it changed."""

    def __init__(self, texts: Texts) -> None:
        self.texts = texts
        self._measured: Match | None = None
        self._takers: list[int] = []
        self._results: list[int] = []
        self._belotes: list[int] = []
        self._announces: list[int] = []
        self._scores: list[int] = []

    def measure(self, match: Match, state: MatchState) -> None:
        first = first_changed(self._measured, match)
        self._measured = match
        for widths in self._all():
            del widths[first:]
        unscored = cell_len(self.texts("sheet.unscored"))
        # A long match holds few different cells: each is measured once (100,000 deals are
        # measured at once, as the sheet first shows).
        words: dict[str, int] = {}
        belotes: dict[tuple[int, int], int] = {}
        announced: dict[tuple[object, ...], int] = {}
        # The team names are always held (deal_columns); a bidder's name as well.
        bidders = {seat: cell_len(match.seat_name(seat)) for seat in range(SEATS)}
        scored = state.scored
        for index in range(first, len(match.deals)):
            deal = match.deals[index]
            self._takers.append(0 if deal.bidder is None else bidders[deal.bidder])
            if index < len(scored):
                score = scored[index].score
                word = result_word(self.texts, match, score, deal)
                result = words.get(word)
                if result is None:
                    result = words[word] = cell_len(word)
                self._scores.append(len(str(max(score.scores.values()))))
            else:
                result = unscored
                self._scores.append(0)
            self._results.append(result)
            held = (deal.belote.A, deal.belote.B)
            width = belotes.get(held)
            if width is None:
                width = belotes[held] = cell_len(belote_cell(match, deal))
            self._belotes.append(width)
            key = (deal.announces.A, deal.announces.B, deal.trump)
            width = announced.get(key)
            if width is None:
                width = announced[key] = cell_len(announces_cell(match, deal))
            self._announces.append(width)

    def widest(self) -> dict[str, int]:
        """The widest cell of each measured column (a deal's scores)."""
        return {
            "taker": max(self._takers, default=0),
            "result": max(self._results, default=0),
            "belote": max(self._belotes, default=0),
            "announces": max(self._announces, default=0),
            "score": max(self._scores, default=0),
        }

    def forget(self) -> None:
        self._measured = None
        for widths in self._all():
            widths.clear()

    def _all(self) -> tuple[list[int], ...]:
        return self._takers, self._results, self._belotes, self._announces, self._scores


def deal_columns(
    texts: Texts, match: Match, state: MatchState, widest: dict[str, int]
) -> tuple[Column, ...]:
    """The sheet's columns: each as wide as its widest cell, and a set width besides (wider
    when there is room)."""
    names = max(widest.get("taker", 0), *(cell_len(name) for name in match.team_names))
    names = min(names, TAKER_WIDTH_LIMIT)
    digits = len(str(len(match.deals) + 1))
    # The running totals only grow: the last are the widest.
    total = len(str(max(state.totals.values(), default=0)))
    short_names = told_apart(match.team_names)
    columns = []
    for key, narrow, roomy in WIDTHS:
        if key == "announces" and not match.rules.announces:
            continue
        # The number, the taker's team, and whole results, belotes and announces ("not
        # counted", "N40 E20" at tout-atout).
        kind, _, team = key.partition(".")
        holds = {"number": digits, "taker": names, "total": total}.get(kind, widest.get(kind, 0))
        if kind in ("score", "total"):
            side = cast(Team, team)  # "score.A": WIDTHS names a team after each of these
            name, short_name = match.team_name(side), short_names[TEAMS.index(side)]
            title, short = name, short_name
            if kind == "total":
                title = texts("sheet.deal_column.total", team=name)
                short = texts("sheet.deal_column.total", team=short_name)
            # Room for the team's name (or its first letters) before a result column: at 45
            # columns "Res." stood beside "No…" and "ΣNo…"; squeezed to the numbers if need be.
            least: int | None = max(narrow, holds)
            holds = max(holds, min(cell_len(short), NAME_LEAST))
        else:
            least = None
            title = texts(f"sheet.deal_column.{key}")
            short = texts(f"sheet.deal_column.{key}.short") if key in SHORT_TITLED else title
        rank = DROPPED_FIRST.index(key) if key in DROPPED_FIRST else None
        columns.append(
            Column(
                key,
                title,
                width=max(narrow, holds),
                roomy=max(roomy, holds),
                least=least,
                short_title=short,
                drop_rank=rank,
                justify="right" if kind in NUMERIC else "left",
            )
        )
    return tuple(columns)


def told_apart(team_names: tuple[str, str]) -> tuple[str, str]:
    """The team names without the words both start with ("Les Anciens" and "Les Jeunes":
    "Anciens" and "Jeunes"), each keeping one word at least: for the titles of a narrow
    sheet, where both would be cut to "Les…"."""
    first, second = (name.split() for name in team_names)
    alike = 0
    while (
        alike < min(len(first), len(second)) - 1
        and first[alike].casefold() == second[alike].casefold()
    ):
        alike += 1
    if not alike:
        return team_names
    return " ".join(first[alike:]), " ".join(second[alike:])


def _number(value: int | str) -> Text:
    return Text(str(value), justify="right")


@dataclass(frozen=True)
class DealRows:
    """A match's deals as the sheet's rows: the row of each deal is made when it is drawn."""

    texts: Texts
    match: Match
    state: MatchState
    columns: tuple[Column, ...]

    @classmethod
    def of(cls, texts: Texts, match: Match, state: MatchState, widths: DealWidths) -> DealRows:
        """The rows of ``match``, whose cells ``widths`` has measured."""
        return cls(texts, match, state, deal_columns(texts, match, state, widths.widest()))

    def __len__(self) -> int:
        return len(self.match.deals)

    def cells(self, index: int, layout: Layout) -> list[Cell]:
        every = dict(zip(KEYS, self._all_cells(index, layout), strict=True))
        return [every[placed.key] for placed in layout]

    def _all_cells(self, index: int, layout: Layout) -> list[Cell]:
        match, texts = self.match, self.texts
        deal = match.deals[index]
        dealer = match.seat_name(dealer_for(match.rules, match.first_dealer, index))
        scored = self.state.scored[index] if index < len(self.state.scored) else None
        result = (
            Text(texts("sheet.unscored"), style="dim")
            if scored is None
            else self._result_cell(scored)
        )
        # Without the result's column, the result told by the contract's colour (dim: not
        # counted) and a mark, ✓ made, ╳ failed, = litige (without colours, NO_COLOR or a
        # plain terminal, or to a colour-blind eye, the colours alone tell none apart), a
        # failure crossed out as well; a thrown-in deal's row, which has no contract, says it
        # there, at every width.
        told_by_contract = all(placed.key != "result" for placed in layout)
        if deal.taker is None:
            passed = result if told_by_contract else ""
            cells: list[Cell] = [_number(index + 1), dealer, texts("none"), passed, "", "", ""]
        else:
            mark = RESULT_MARKS[scored.score.made] if told_by_contract and scored else ""
            contract: Cell = _marked(texts, match, deal, mark, width_of(layout, "contract"))
            if told_by_contract:
                failed = scored is not None and scored.score.made is False
                style = f"{result.style} strike" if failed else result.style
                contract = Text.assemble((str(contract), style), mark)
            points = deal.taker_points
            cells = [
                _number(index + 1),
                dealer,
                taker_cell(match, deal),
                contract,
                _number(points if points is not None else ""),
                belote_cell(match, deal),
                announces_cell(match, deal),
            ]
        if scored is None:
            return cells + [result, "", "", "", ""]
        return [
            *cells,
            result,
            *(_number(scored.score.scores[team]) for team in TEAMS),
            *(_number(scored.totals[team]) for team in TEAMS),
        ]

    def _result_cell(self, scored: ScoredDeal) -> Text:
        score, deal = scored.score, scored.deal
        result = result_word(self.texts, self.match, score, deal)
        style = {True: "green", False: "red", None: "yellow"}[score.made]
        return Text(result, style=style if not deal.thrown_in else "dim")
