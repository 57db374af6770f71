"""What a figure counts, row by row: its deals (the match, the deal's number, what was bid and
made, the deal's scores) or its matches (teams, final score, result), and the lines that
explain the one highlighted: a deal's verdict and its breakdown, as the score sheet says them.

Pure (no Textual, no file read): a deal's row needs its match, which the screen reads in a
worker and hands over in ``read`` as it comes (:class:`ReadMatch`); until then the row shows
what the statistics kept of its match.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rich.cells import cell_len
from rich.text import Text

from coinche_score.i18n import Texts
from coinche_score.i18n.sentences import Said, deal_detail, deal_summary
from coinche_score.match import Match, MatchState
from coinche_score.rules import TEAMS, Team
from coinche_score.stats import DealRef, MatchFacts
from coinche_score.text import neutralise
from coinche_score.tui.stats_cells import number_cell
from coinche_score.tui.stats_view import FigureList
from coinche_score.tui.table_layout import Cell, Column, Layout

#: A date, as the home screen shows one.
DATE_WIDTH = len("2025-05-17")
#: The teams' column grows to its widest cell up to this; squeezed down to the least.
TEAMS_WIDTH = 32
TEAMS_LEAST = 8
#: What was bid and made: "Rouges 110♥×2 made".
WHAT_WIDTH = 28
WHAT_LEAST = 14
#: Shown for a deal whose match is still being read.
PENDING = "…"


@dataclass(frozen=True)
class ReadMatch:
    """A match read again for its deals, and its state (scored as the sheet scores it)."""

    match: Match
    state: MatchState


def teams_text(facts: MatchFacts) -> str:
    return " – ".join(facts.team_names)


def totals_text(totals: Mapping[Team, int]) -> str:
    return f"{totals['A']} – {totals['B']}"


@dataclass(frozen=True)
class Outcome:
    """Where a match stands: its totals, its winner if any, and how many deals it scores."""

    totals: Mapping[Team, int]
    winner: Team | None
    scored: int

    @classmethod
    def counted(cls, facts: MatchFacts) -> Outcome:
        return cls(facts.totals, facts.winner, facts.scored)

    @classmethod
    def now(cls, state: MatchState) -> Outcome:
        return cls(state.totals, state.winner, len(state.scored))


class ItemRows:
    """The deals, or the matches, a figure keeps (``figure.items``), in time order."""

    def __init__(
        self,
        texts: Texts,
        facts: Mapping[str, MatchFacts],
        figure: FigureList,
        read: Mapping[str, ReadMatch | None],
    ) -> None:
        """``facts``: every match counted, by id; ``read``: the matches read so far, None
        for one that could not be (gone, or damaged since)."""
        self.texts = texts
        self.facts = facts
        self.figure = figure
        self.read = read
        self.deals = tuple(item for item in figure.items if isinstance(item, DealRef))
        self.matches = tuple(item for item in figure.items if isinstance(item, str))
        of_deals = figure.of_deals or bool(self.deals)
        self.columns = self._deal_columns() if of_deals else self._match_columns()

    @property
    def match_ids(self) -> tuple[str, ...]:
        """The matches listed, each once, in order: those to read for the deals."""
        return tuple(dict.fromkeys(ref.match for ref in self.deals))

    def _teams_column(self, ids: list[str]) -> Column:
        title = self.texts("home.column.teams")
        widest = max([cell_len(title), *(cell_len(teams_text(self.facts[i])) for i in ids)])
        return Column(
            "teams", title, width=min(widest, TEAMS_WIDTH), least=TEAMS_LEAST, drop_rank=1
        )

    def _deal_columns(self) -> tuple[Column, ...]:
        texts = self.texts
        ids = list(self.match_ids)
        numbers = max((len(str(ref.deal)) for ref in self.deals), default=1)
        return (
            Column("date", texts("stats.column.date"), width=DATE_WIDTH, drop_rank=0),
            self._teams_column(ids),
            Column(
                "deal",
                texts("stats.column.deal"),
                width=numbers,
                roomy=max(numbers, cell_len(texts("stats.column.deal"))),
                short_title="#",
                justify="right",
            ),
            Column("what", texts("stats.column.bid"), width=WHAT_WIDTH, least=WHAT_LEAST),
            Column(
                "score",
                texts("home.column.score"),
                width=max(len("162 – 162"), cell_len(texts("home.column.score"))),
                justify="right",
            ),
        )

    def _match_columns(self) -> tuple[Column, ...]:
        texts = self.texts
        ids = list(self.matches)
        scores = [totals_text(self.facts[i].totals) for i in ids]
        results = [self._result(i, Outcome.counted(self.facts[i])) for i in ids]
        columns = [
            Column("date", texts("stats.column.date"), width=DATE_WIDTH, drop_rank=0),
            self._teams_column(ids),
            Column(
                "score",
                texts("home.column.score"),
                width=max(map(cell_len, [*scores, texts("home.column.score")])),
                justify="right",
            ),
            Column(
                "result",
                texts("stats.column.result"),
                width=max(map(cell_len, [*results, texts("stats.column.result")])),
                least=TEAMS_LEAST,
                drop_rank=2,
            ),
            Column(
                "deals",
                texts("stats.column.deals"),
                width=max((len(str(self.facts[i].scored)) for i in ids), default=1),
                roomy=cell_len(texts("stats.column.deals")),
                short_title="#",
                justify="right",
                drop_rank=3,
            ),
        ]
        if self.figure.ratings:
            ratings = [texts.decimal(rating) for rating in self.figure.ratings.values()]
            title = texts("stats.column.rating")
            width = max(map(cell_len, [*ratings, title]))
            columns.append(Column("rating", title, width=width, justify="right"))
        return tuple(columns)

    def _result(self, match_id: str, outcome: Outcome) -> str:
        if outcome.winner is None:
            return self.texts("home.status.playing")
        return self.texts("home.status.won", team=self.facts[match_id].team_name(outcome.winner))

    def outcome(self, match_id: str) -> Outcome | None:
        """Where a match listed stands: as counted, or as read again since (a match opened
        from the list and corrected); None if it can no longer be read."""
        if match_id not in self.read:
            return Outcome.counted(self.facts[match_id])
        found = self.read[match_id]
        return None if found is None else Outcome.now(found.state)

    def changed_since_counted(self, match_id: str) -> bool:
        return self.outcome(match_id) != Outcome.counted(self.facts[match_id])

    def __len__(self) -> int:
        return len(self.deals) or len(self.matches)

    def match_of(self, index: int) -> str:
        """The match of row ``index``."""
        return self.deals[index].match if self.deals else self.matches[index]

    def deal_of(self, index: int) -> int | None:
        """The deal of row ``index``, from 0 as the sheet selects it; None for a match."""
        return self.deals[index].deal - 1 if self.deals else None

    def cells(self, index: int, layout: Layout) -> list[Cell]:
        facts = self.facts[self.match_of(index)]
        every: dict[str, Cell] = {
            "date": self.texts.day(facts.local_date),
            "teams": teams_text(facts),  # names as typed: a str cell is never markup
            "score": number_cell(totals_text(facts.totals)),
        }
        if self.deals:
            every |= self._deal_cells(self.deals[index])
        elif (outcome := self.outcome(facts.id)) is None:
            unreadable = Text(self.texts("stats.list.unreadable"), style="dim")
            every |= {"score": "", "result": unreadable, "deals": ""}
        else:
            every["score"] = number_cell(totals_text(outcome.totals))
            every["result"] = self._result(facts.id, outcome)
            every["deals"] = number_cell(str(outcome.scored))
            if self.figure.ratings:
                every["rating"] = number_cell(self.texts.decimal(self.figure.ratings[facts.id]))
        return [every[placed.key] for placed in layout]

    def _deal_cells(self, ref: DealRef) -> dict[str, Cell]:
        cells: dict[str, Cell] = {"deal": number_cell(str(ref.deal))}
        if ref.match not in self.read:
            return cells | {"what": Text(PENDING, style="dim"), "score": number_cell(PENDING)}
        found = self.read[ref.match]
        if found is None:
            return cells | {
                "what": Text(self.texts("stats.list.unreadable"), style="dim"),
                "score": "",
            }
        match, state, index = found.match, found.state, ref.deal - 1
        if index >= len(state.scored):  # deals deleted since the figures were counted
            return cells | {
                "what": Text(self.texts("stats.list.changed"), style="dim"),
                "score": "",
            }
        scored = state.scored[index]
        made = scored.score.made
        what = deal_summary(self.texts, match, state, scored.deal, index)
        style = {True: "green", False: "red", None: "yellow"}[made]
        scores = scored.score.scores
        return cells | {
            "what": Text(what, style=style if not scored.deal.thrown_in else "dim"),
            "score": number_cell(f"{scores['A']} – {scores['B']}"),
        }

    def explained(self, index: int) -> list[Said]:
        """The row in full: for a deal, where it was, what became of the bid and each team's
        score as a sum (the sheet's sentences); for a match, its players, rules and result."""
        texts = self.texts
        facts = self.facts[self.match_of(index)]
        rules = neutralise(texts.rules_name(facts.rules_name))
        if not self.deals:
            return self._match_lines(facts, rules)
        ref = self.deals[index]
        where = texts(
            "stats.deal.where",
            date=texts.day(facts.local_date),
            teams=teams_text(facts),
            number=ref.deal,
            rules=rules,
        )
        lines = [Said(where, "strong")]
        if ref.match not in self.read:
            return [*lines, Said(texts("stats.list.reading_one"), "quiet")]
        found = self.read[ref.match]
        if found is None:
            return [*lines, Said(texts("stats.list.unreadable"), "warning")]
        match, state, number = found.match, found.state, ref.deal - 1
        if number >= len(state.scored):  # deals deleted since the figures were counted
            return [*lines, Said(texts("stats.list.changed"), "warning")]
        scored = state.scored[number]
        if scored.deal.thrown_in:
            lines.append(Said(texts("deal.preview.thrown_in")))
        lines.append(deal_detail(texts, match, state, number))  # the verdict, then the sums
        return lines

    def _match_lines(self, facts: MatchFacts, rules: str) -> list[Said]:
        texts = self.texts
        if facts.players is None:
            teams = teams_text(facts)
        else:
            teams = " – ".join(
                f"{facts.team_name(team)} · "
                + " & ".join(
                    facts.players[seat] for seat in range(len(TEAMS) * 2) if seat % 2 == side
                )
                for side, team in enumerate(TEAMS)
            )
        now = self.outcome(facts.id)
        if now is None:
            return [Said(teams, "strong"), Said(texts("stats.list.unreadable"), "warning")]
        if now.winner is None:
            outcome = texts("outcome.open")
        else:
            winner, totals = now.winner, now.totals
            score = f"{totals[winner]}–{totals['B' if winner == 'A' else 'A']}"
            outcome = texts("outcome.won", team=facts.team_name(winner), score=score)
        line = texts(
            "stats.match.line",
            date=texts.day(facts.local_date),
            rules=rules,
            outcome=outcome,
            deals=texts("stats.deals", count=now.scored),
        )
        return [Said(teams, "strong"), Said(line)]
