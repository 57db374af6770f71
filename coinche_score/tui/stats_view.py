"""What the statistics screen shows of the statistics, and what choosing a figure opens: the
deals or the matches the figure keeps (:class:`FigureList`, the figure's own items: what is
listed is what was counted), or a player's or a team's card (:class:`SubjectCard`).

Pure (no Textual): :class:`StatsView` names every subject as the screen shows it (a team with
its players) and finds the figures, the pairs and the matches behind them.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

from rich.cells import cell_len

from coinche_score.i18n import Texts
from coinche_score.stats import (
    Count,
    Item,
    Key,
    MatchFacts,
    Mean,
    Meeting,
    Partnership,
    Rate,
    Statistics,
    Subject,
    counts_matches,
)
from coinche_score.tui.stats_cells import figure_help, figure_label, figure_value
from coinche_score.tui.table_layout import Cell, Column, Layout, fitted

#: Who a pair is: two teams or two players who met, or two partners.
PairKind = Literal["team", "player", "partners"]

#: What a player's or a team's card lists beyond their figures.
RANKED = ("best_partner", "nemesis", "victim")


@dataclass(frozen=True)
class FigureList:
    """The deals or the matches behind a figure: ``title`` says whose and which, ``help``
    what it counts; ``ratings``: for a rating, the rating after each match listed;
    ``of_deals``: it counts deals (then, empty, it is listed under the deals' headings)."""

    title: str
    help: str
    items: tuple[Item, ...]
    ratings: Mapping[str, float] = field(default_factory=dict)
    of_deals: bool = False


@dataclass(frozen=True)
class SubjectCard:
    """A player's or a team's every figure."""

    subject: Subject


Choice = FigureList | SubjectCard | None


class StatsTable(Protocol):
    """A table of the statistics: rows, and what each cell is and opens."""

    @property
    def columns(self) -> Sequence[Column]: ...

    def __len__(self) -> int: ...

    def cells(self, index: int, layout: Layout) -> Sequence[Cell]: ...

    def chosen(self, index: int, column: str | None) -> Choice:
        """What choosing the cell opens (None: nothing)."""
        ...

    def said(self, index: int, column: str | None) -> str:
        """The cell in a sentence, under the table."""
        ...

    def key(self, index: int) -> Hashable:
        """What row ``index`` is about (a subject, a pair, a record): the cursor stays on it
        when the statistics are counted again."""
        ...


#: The fewest cells a team's name is cut to ("Bl…") beside its players, before it is left out.
LEAST_TEAM_NAME = 4


class StatsView:
    """The statistics, the matches they count, and how subjects are named: each key's shown
    name (a team with its players), each subject, each pair."""

    def __init__(self, texts: Texts, stats: Statistics, facts: Mapping[str, MatchFacts]) -> None:
        """``facts``: every match counted, by id."""
        self.texts = texts
        self.stats = stats
        self.facts = facts
        self.least = stats.filters.least
        self.subjects: dict[tuple[str, Key], Subject] = {
            (subject.kind, subject.key): subject for subject in (*stats.players, *stats.teams)
        }
        self.meetings = {(m.kind, m.a, m.b): m for m in stats.head_to_head}
        self.partners = {(p.a, p.b): p for p in stats.partners}

    def name(self, kind: str, key: Key) -> str:
        """A subject's shown name; a key of no subject (a record's side that counts for no
        team) as its keys."""
        subject = self.subjects.get((kind, key))
        if subject is None:
            return " & ".join(key)
        if subject.players is None:
            return subject.name
        return f"{subject.name} ({' & '.join(subject.players)})"

    def names_within(self, ids: Sequence[tuple[str, Key]], width: int) -> list[str]:
        """The names of a column's subjects fitted to its ``width``: whole when they all fit.
        Else a team with players keeps them whole, which tell apart teams that share a name
        ("Nous", "Eux"): its name is cut ("Les Bl… (Ann & Bob)"), or, where the longest
        players of the column would leave too little of a name, every team is shown by its
        players alone ("Ann & Bob"), so that the column reads alike.  The table cuts the
        rest."""
        names = [self.name(kind, key) for kind, key in ids]
        if all(cell_len(name) <= width for name in names):
            return names
        teams = [self.subjects.get(id_) for id_ in ids]
        players = [None if t is None or t.players is None else " & ".join(t.players) for t in teams]
        room = width - max((cell_len(p) for p in players if p), default=0) - cell_len(" ()")
        shown_names = []
        for name, team, shown in zip(names, teams, players, strict=True):
            if (
                team is None
                or shown is None
                or (cell_len(name) <= width and room >= LEAST_TEAM_NAME)
            ):
                shown_names.append(name)
            elif room < LEAST_TEAM_NAME:
                shown_names.append(shown)
            else:
                cut = fitted(team.name, width - cell_len(shown) - cell_len(" ()")).plain
                shown_names.append(f"{cut} ({shown})")
        return shown_names

    def figure_list(self, subject: Subject, name: str) -> FigureList | None:
        """The items of ``subject``'s figure ``name`` (``by_bid.80`` for a keyed rate)."""
        figure = figure_of(subject, name)
        if figure is None or figure.items is None:
            return None
        title = self.texts(
            "stats.list.title",
            subject=self.name(subject.kind, subject.key),
            figure=figure_label(self.texts, name),
            value=figure_value(self.texts, figure, self.least),
        )
        of_deals = not counts_matches(name)
        return FigureList(
            title, figure_help(self.texts, name, self.least), figure.items, of_deals=of_deals
        )

    def said(self, subject: Subject, name: str) -> str:
        """``Ann · Wins: 4/7 57%: matches won, of the finished ones``."""
        figure = figure_of(subject, name)
        if figure is None:
            return ""
        return self.texts(
            "stats.said",
            subject=self.name(subject.kind, subject.key),
            figure=figure_label(self.texts, name),
            value=figure_value(self.texts, figure, self.least),
            help=figure_help(self.texts, name, self.least),
        )

    def rating_list(self, subject: Subject) -> FigureList | None:
        rating = subject.rating
        if rating is None:
            return None
        title = self.texts(
            "stats.list.title",
            subject=subject.name,
            figure=self.texts("stats.figure.rating"),
            value=self.texts.decimal(rating.rating),
        )
        help_line = self.texts("stats.figure.rating.help", least=self.least)
        return FigureList(
            title, help_line, tuple(match for match, _ in rating.history), dict(rating.history)
        )

    def pair_list(self, kind: PairKind, first: Key, second: Key) -> FigureList | None:
        """The finished matches two subjects met in (``kind`` "team" or "player"), or played
        together in (``kind`` "partners")."""
        a, b = sorted((first, second))
        found: Meeting | Partnership | None
        if kind == "partners":
            found = self.partners.get((a, b))
            how = "stats.pair.with"
            subjects = "player"
        else:
            found = self.meetings.get((kind, a, b))
            how = "stats.pair.against"
            subjects = kind
        if found is None:
            return None
        title = self.texts(
            "stats.list.pair",
            a=self.name(subjects, a),
            how=self.texts(how),
            b=self.name(subjects, b),
            result=pair_result(self.texts, found),
        )
        return FigureList(title, self.texts("stats.pair.help"), found.matches)


def figure_of(subject: Subject, name: str) -> Count | Rate | Mean | None:
    """A subject's figure by name; a keyed rate by ``by_trump.hearts``."""
    kind, _, key = name.partition(".")
    figure = subject.figures.get(kind)
    if key:
        return None if figure is None or not isinstance(figure, Mapping) else figure.get(key)
    return figure if isinstance(figure, Count | Rate | Mean) else None


def pair_result(texts: Texts, pair: Meeting | Partnership) -> str:
    """``3–2`` (each side's wins), or ``3 won`` together."""
    if isinstance(pair, Meeting):
        return f"{pair.a_wins}–{pair.b_wins}"
    return texts("stats.pair.won", count=pair.wins)


def match_words(texts: Texts, facts: MatchFacts) -> str:
    """``2025-05-17 Bleus – Rouges``: the day a match was started, on this machine's clock,
    and its teams."""
    return f"{texts.day(facts.local_date)} {' – '.join(facts.team_names)}"
