"""The statistics screen's tables, row by row: the players, the teams, head to head and
partners, the records, the ratings, and one player's or team's every figure.

Pure (no Textual): each table is a :class:`~coinche_score.tui.table_layout.Rows` over a
:class:`~coinche_score.tui.stats_view.StatsView`, and says what each of its cells opens
(:meth:`~coinche_score.tui.stats_view.StatsTable.chosen`) and is (``said``).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, fields

from rich.cells import cell_len
from rich.text import Text

from coinche_score.i18n import Texts
from coinche_score.stats import DealRef, Item, Key, Meeting, Partnership, Rate, Subject
from coinche_score.stats.compute import SubjectKind
from coinche_score.stats.figures import KEYED
from coinche_score.stats.records import DealFeat, Records
from coinche_score.tui.stats_cells import (
    BAR_WIDTH,
    count_text,
    figure_help,
    figure_label,
    figure_value,
    mean_text,
    number_cell,
    rate_bar,
    rate_cell,
    rate_column,
)
from coinche_score.tui.stats_chart import RatingLine
from coinche_score.tui.stats_view import (
    RANKED,
    Choice,
    FigureList,
    PairKind,
    StatsView,
    SubjectCard,
    figure_of,
    match_words,
    pair_result,
)
from coinche_score.tui.table_layout import Cell, Column, Layout, width_of

#: A name column is as wide as its widest name up to this, and squeezed down to the least.
NAME_WIDTH = 20
NAME_LEAST = 6
#: A team's name with its players ("Bleus (Alice & Chloé)").
TEAM_WIDTH = 30
#: The rates of the players' and the teams' tables: wins and made as bars, always; the
#: coinche rates when there is room (given up first).
BAR_RATES = ("wins", "made")
ROOMY_RATES = ("coinched", "coinches")


def _name_column(key: str, title: str, names: Sequence[str], widest: int = NAME_WIDTH) -> Column:
    width = max([cell_len(title), *map(cell_len, names)])
    return Column(key, title, width=min(width, widest), least=NAME_LEAST)


def _number_column(
    key: str, title: str, values: Sequence[str], drop_rank: int | None, short: str | None = None
) -> Column:
    widest = max([len(short or title), *map(cell_len, values)])
    return Column(
        key,
        title,
        width=widest,
        roomy=max(widest, cell_len(title)),
        short_title=short,
        drop_rank=drop_rank,
        justify="right",
    )


# ------------------------------------------------------------------- players and teams
class SubjectRows:
    """The players, or the teams (each with its players): matches, the win and made rates as
    bars, points per deal, the rating (players), the coinche rates.  A table of them lays out
    ``roomy_first``: on a narrower screen the coinche rates go first, then points, then the
    rating, then the bars.  The name opens the card."""

    #: Left out first to last when the screen is narrow.
    DROPPED_FIRST = ("coinches", "coinched", "points", "rating")

    def __init__(self, view: StatsView, kind: SubjectKind) -> None:
        self.view = view
        stats = view.stats
        self.subjects = stats.players if kind == "player" else stats.teams
        self.columns = self._columns(view.texts, kind == "team")
        self._fits: dict[int, list[str]] = {}

    def _names(self, width: int) -> list[str]:
        """Every name, fitted to the name column's ``width`` (worked out once a width)."""
        if width not in self._fits:
            ids = [_id(subject) for subject in self.subjects]
            self._fits[width] = self.view.names_within(ids, width)
        return self._fits[width]

    def _columns(self, texts: Texts, teams: bool) -> tuple[Column, ...]:
        subjects, dropped = self.subjects, self.DROPPED_FIRST
        columns = [
            _name_column(
                "name",
                texts("stats.column.team" if teams else "stats.column.player"),
                [self.view.name(*_id(subject)) for subject in subjects],
                TEAM_WIDTH if teams else NAME_WIDTH,
            )
        ]
        matches = [count_text(subject.figures["matches"]) for subject in subjects]
        columns.append(_number_column("matches", texts("stats.column.matches"), matches, None, "#"))
        columns += [rate_column(texts, name, texts(f"stats.column.{name}")) for name in BAR_RATES]
        points = [mean_text(texts, subject.figures["points"]) for subject in subjects]
        title = texts("stats.column.points")
        columns.append(_number_column("points", title, points, dropped.index("points")))
        if not teams:
            ratings = [texts.decimal(s.rating.rating) for s in subjects if s.rating is not None]
            title = texts("stats.column.rating")
            columns.append(_number_column("rating", title, ratings, dropped.index("rating")))
        columns += [
            rate_column(texts, name, texts(f"stats.column.{name}"), dropped.index(name))
            for name in ROOMY_RATES
        ]
        return tuple(columns)

    def __len__(self) -> int:
        return len(self.subjects)

    def cells(self, index: int, layout: Layout) -> list[Cell]:
        subject, texts, least = self.subjects[index], self.view.texts, self.view.least
        figures = subject.figures
        cells: list[Cell] = []
        for placed in layout:
            key = placed.key
            if key == "name":
                # A name as typed: a str cell is never markup.
                cells.append(self._names(placed.width)[index])
            elif key == "matches":
                cells.append(number_cell(count_text(figures["matches"])))
            elif key == "points":
                cells.append(number_cell(mean_text(texts, figures["points"])))
            elif key == "rating":
                rating = subject.rating
                cells.append(number_cell(texts.decimal(rating.rating) if rating else ""))
            else:
                rate = figures[key]
                assert isinstance(rate, Rate)
                cells.append(rate_cell(texts, rate, least, placed.width))
        return cells

    def key(self, index: int) -> Hashable:
        return _id(self.subjects[index])

    def chosen(self, index: int, column: str | None) -> Choice:
        subject = self.subjects[index]
        if column in (None, "name"):
            return SubjectCard(subject)
        if column == "rating":
            return self.view.rating_list(subject)
        return self.view.figure_list(subject, column or "")

    def said(self, index: int, column: str | None) -> str:
        subject = self.subjects[index]
        if column in (None, "name"):
            return self.view.texts("stats.said.card", subject=self.view.name(*_id(subject)))
        if column == "rating" and subject.rating is not None:
            return self.view.texts(
                "stats.said.rating",
                subject=subject.name,
                rating=self.view.texts.decimal(subject.rating.rating),
                count=subject.rating.rated_matches,
            )
        return self.view.said(subject, column or "")


def _id(subject: Subject) -> tuple[str, Key]:
    return subject.kind, subject.key


# --------------------------------------------------------------- head to head, partners
@dataclass(frozen=True)
class _Pair:
    kind: PairKind
    a: Key
    b: Key
    found: Meeting | Partnership

    @property
    def subject_kind(self) -> str:
        """The kind of its two subjects: partners are two players."""
        return "player" if self.kind == "partners" else self.kind


class PairRows:
    """Every two teams and every two players who met in a finished match (``Ann vs Eve``,
    their wins), then every two partners (``Ann with Bob``, won together)."""

    def __init__(self, view: StatsView) -> None:
        self.view = view
        stats, texts = view.stats, view.texts
        met = sorted(stats.head_to_head, key=lambda m: m.kind != "team")
        self.pairs = tuple(
            [_Pair(m.kind, m.a, m.b, m) for m in met]
            + [_Pair("partners", p.a, p.b, p) for p in stats.partners]
        )
        names = [self._names(pair) for pair in self.pairs]
        self._fits: dict[tuple[str, int], list[str]] = {}
        hows = [texts("stats.pair.against"), texts("stats.pair.with")]
        results = [pair_result(texts, pair.found) for pair in self.pairs]
        matches = [str(len(pair.found.matches)) for pair in self.pairs]
        # A team with its players is as wide as in the teams' table ("Ble… (Alice & Chloé)"
        # left ten columns over at 80).
        widest = (
            TEAM_WIDTH if any(pair.subject_kind == "team" for pair in self.pairs) else NAME_WIDTH
        )
        self.columns = (
            _name_column("a", texts("stats.column.a"), [a for a, _ in names], widest),
            # Left out first on a phone, for the names: a result says which kind of pair it is
            # ("2–1" against, "2 won" together), and the line under the table says it whole.
            Column("how", "", width=max(map(cell_len, hows)), drop_rank=0),
            _name_column("b", texts("stats.column.b"), [b for _, b in names], widest),
            _number_column("matches", texts("stats.column.matches"), matches, None, "#"),
            _number_column("result", texts("stats.column.result"), results, None),
        )

    def _names(self, pair: _Pair) -> tuple[str, str]:
        return self.view.name(pair.subject_kind, pair.a), self.view.name(pair.subject_kind, pair.b)

    def _fitted(self, column: str, width: int) -> list[str]:
        """The names of ``column`` (``a``, ``b``) of every pair, fitted to its ``width``
        (worked out once a width)."""
        if (column, width) not in self._fits:
            ids = [(pair.subject_kind, pair.a if column == "a" else pair.b) for pair in self.pairs]
            self._fits[column, width] = self.view.names_within(ids, width)
        return self._fits[column, width]

    def __len__(self) -> int:
        return len(self.pairs)

    def cells(self, index: int, layout: Layout) -> list[Cell]:
        pair, texts = self.pairs[index], self.view.texts
        every: dict[str, Cell] = {
            "a": self._fitted("a", width_of(layout, "a"))[index],
            "how": Text(
                texts("stats.pair.with" if pair.kind == "partners" else "stats.pair.against"),
                style="dim",
            ),
            "b": self._fitted("b", width_of(layout, "b"))[index],
            "matches": number_cell(str(len(pair.found.matches))),
            "result": number_cell(pair_result(texts, pair.found)),
        }
        return [every[placed.key] for placed in layout]

    def key(self, index: int) -> Hashable:
        pair = self.pairs[index]
        return pair.kind, pair.a, pair.b

    def chosen(self, index: int, column: str | None) -> Choice:
        pair = self.pairs[index]
        if column in ("a", "b"):
            key = pair.a if column == "a" else pair.b
            subject = self.view.subjects.get((pair.subject_kind, key))
            return None if subject is None else SubjectCard(subject)
        return self.view.pair_list(pair.kind, pair.a, pair.b)

    def said(self, index: int, column: str | None) -> str:
        chosen = self.chosen(index, column)
        if isinstance(chosen, SubjectCard):
            return self.view.texts("stats.said.card", subject=self.view.name(*_id(chosen.subject)))
        return "" if chosen is None else chosen.title


# ------------------------------------------------------------------------ the card
class FigureRows:
    """One player's or team's every figure, one a row: its name, its value in full, its bar
    (a rate); then the rating, the best partner, the nemesis and the victim."""

    def __init__(self, view: StatsView, subject: Subject) -> None:
        self.view = view
        self.subject = subject
        texts = view.texts
        names: list[str] = []
        for name in subject.figures:
            if name in KEYED:
                keyed = subject.figures[name]
                assert isinstance(keyed, Mapping)
                names += [f"{name}.{key}" for key in keyed]
            else:
                names.append(name)
        if subject.rating is not None:
            names.append("rating")
        names += [name for name in RANKED if getattr(subject, name) is not None]
        self.names = tuple(names)
        labels = [figure_label(texts, name) for name in self.names]
        values = [self._value(name) for name in self.names]
        narrow = max(map(cell_len, values), default=0)
        self.columns = (
            Column(
                "figure",
                texts("stats.column.figure"),
                width=max(map(cell_len, [*labels, texts("stats.column.figure")])),
                least=12,
            ),
            Column("value", texts("stats.column.value"), width=max(narrow, 5)),
            Column("bar", "", width=BAR_WIDTH, drop_rank=0),
        )

    def _value(self, name: str) -> str:
        if name == "rating":
            rating = self.subject.rating
            assert rating is not None
            texts = self.view.texts
            return texts("stats.rating.value", rating=texts.decimal(rating.rating))
        if name in RANKED:
            key = getattr(self.subject, name)
            return self.view.name(self.subject.kind, key)
        figure = figure_of(self.subject, name)
        assert figure is not None
        return figure_value(self.view.texts, figure, self.view.least)

    def __len__(self) -> int:
        return len(self.names)

    def cells(self, index: int, layout: Layout) -> list[Cell]:
        name, texts = self.names[index], self.view.texts
        figure = None if name == "rating" or name in RANKED else figure_of(self.subject, name)
        every: dict[str, Cell] = {
            "figure": figure_label(texts, name),
            "value": self._value(name),  # a partner's name as typed: never markup
            "bar": "" if not isinstance(figure, Rate) else rate_bar(figure, self.view.least),
        }
        return [every[placed.key] for placed in layout]

    def key(self, index: int) -> Hashable:
        return self.names[index]

    def chosen(self, index: int, column: str | None) -> Choice:
        name, subject = self.names[index], self.subject
        if name == "rating":
            return self.view.rating_list(subject)
        if name in RANKED:
            other = getattr(subject, name)
            kind: PairKind = "partners" if name == "best_partner" else subject.kind
            return self.view.pair_list(kind, subject.key, other)
        return self.view.figure_list(subject, name)

    def said(self, index: int, column: str | None) -> str:
        name, texts, least = self.names[index], self.view.texts, self.view.least
        if name == "rating" or name in RANKED:
            return texts(f"stats.figure.{name}.help", least=least)
        return figure_help(texts, name, least)


# ------------------------------------------------------------------------- records
#: The records, in their order.
RECORDS = tuple(field.name for field in fields(Records))


class RecordRows:
    """The records that there are: what each is, and in which match and deal."""

    def __init__(self, view: StatsView) -> None:
        self.view = view
        records, texts = view.stats.records, view.texts
        self.records = tuple(
            (name, feat) for name in RECORDS if (feat := getattr(records, name)) is not None
        )
        rows = [self._texts(index) for index in range(len(self.records))]
        names = [texts(f"stats.record.{name}") for name, _ in self.records]
        shorts = [texts(f"stats.record.{name}.short") for name, _ in self.records]
        #: The width from which the records' names are shown whole, not short (capped, it
        #: cut the longest: "Plus haut contrat r…").
        self.whole_width = max(map(cell_len, names), default=0)
        # Never narrower than the short names: which record it is matters more than its value.
        width = max(map(cell_len, [texts("stats.column.record"), *shorts]))
        self.columns = (
            Column(
                "record",
                texts("stats.column.record"),
                width=width,
                roomy=max(width, self.whole_width),
            ),
            Column(
                "what",
                texts("stats.column.what"),
                width=max([cell_len(texts("stats.column.what")), *(cell_len(w) for w, _ in rows)]),
                least=NAME_LEAST,
            ),
            Column(
                "where",
                texts("stats.column.where"),
                width=max([cell_len(texts("stats.column.where")), *(cell_len(w) for _, w in rows)]),
                least=NAME_LEAST,
                drop_rank=0,
            ),
        )

    def _texts(self, index: int) -> tuple[str, str]:
        """What the record is (``500 pts, Bleus``) and where (``2025-05-17 Bleus – Rouges,
        deal 7``)."""
        name, feat = self.records[index]
        texts = self.view.texts
        facts = self.view.facts[feat.match]
        where = match_words(texts, facts)
        if isinstance(feat, DealFeat):
            team = facts.team_name(feat.side)
            what = texts(f"stats.record.{name}.what", value=feat.value, team=team)
            return what, texts("stats.where.deal", match=where, number=feat.deal)
        winner = "" if facts.winner is None else facts.team_name(facts.winner)
        what = texts(f"stats.record.{name}.what", value=feat.value, team=winner, count=feat.value)
        return what, where

    def __len__(self) -> int:
        return len(self.records)

    def cells(self, index: int, layout: Layout) -> list[Cell]:
        name = self.records[index][0]
        what, where = self._texts(index)
        shown = f"stats.record.{name}" + ("" if self._whole(layout) else ".short")
        every: dict[str, Cell] = {
            "record": self.view.texts(shown),
            "what": what,
            "where": where,
        }
        return [every[placed.key] for placed in layout]

    def _whole(self, layout: Layout) -> bool:
        """Whether the records' names are shown whole in ``layout``, else short."""
        return width_of(layout, "record") >= self.whole_width

    def key(self, index: int) -> Hashable:
        return self.records[index][0]

    def chosen(self, index: int, column: str | None) -> Choice:
        name, feat = self.records[index]
        texts = self.view.texts
        title = self._title(index)
        item: Item = DealRef(feat.match, feat.deal) if isinstance(feat, DealFeat) else feat.match
        return FigureList(title, texts(f"stats.record.{name}.help"), (item,))

    def said(self, index: int, column: str | None) -> str:
        """The record whole (its row cuts it on a phone), where it was, and what it is."""
        name = self.records[index][0]
        where = self._texts(index)[1]
        return f"{self._title(index)} · {where}\n{self.view.texts(f'stats.record.{name}.help')}"

    def _title(self, index: int) -> str:
        """``Best deal: 500 pts, Bleus``."""
        texts = self.view.texts
        record = texts(f"stats.record.{self.records[index][0]}")
        return texts("stats.record.title", record=record, what=self._texts(index)[0])


# ------------------------------------------------------------------------- ratings
class RatingRows:
    """The players by rating, highest first, each with the colour and mark of their line on
    the chart, and how many matches rated them."""

    def __init__(self, view: StatsView, lines: Mapping[Key, RatingLine]) -> None:
        self.view = view
        self.lines = lines
        texts = view.texts
        rated = [player for player in view.stats.players if player.rating is not None]
        self.players = tuple(sorted(rated, key=lambda player: (-_rating(player), player.key)))
        ratings = [texts.decimal(_rating(player)) for player in self.players]
        counts = [str(_rated(player)) for player in self.players]
        self.columns = (
            Column("line", "", width=2),
            _name_column("name", texts("stats.column.player"), [p.name for p in self.players]),
            _number_column("rating", texts("stats.column.rating"), ratings, None),
            _number_column("rated", texts("stats.column.rated"), counts, 0, "#"),
        )

    def __len__(self) -> int:
        return len(self.players)

    def cells(self, index: int, layout: Layout) -> list[Cell]:
        player = self.players[index]
        every: dict[str, Cell] = {
            "line": self._line(player.key),
            "name": player.name,
            "rating": number_cell(self.view.texts.decimal(_rating(player))),
            "rated": number_cell(str(_rated(player))),
        }
        return [every[placed.key] for placed in layout]

    def _line(self, key: Key) -> Text:
        line = self.lines.get(key)
        return Text("") if line is None else Text(f"━{line.mark}", style=line.colour)

    def key(self, index: int) -> Hashable:
        return self.players[index].key

    def chosen(self, index: int, column: str | None) -> Choice:
        player = self.players[index]
        if column in ("line", "name"):
            return SubjectCard(player)
        return self.view.rating_list(player)

    def said(self, index: int, column: str | None) -> str:
        player = self.players[index]
        return self.view.texts(
            "stats.said.rating",
            subject=player.name,
            rating=self.view.texts.decimal(_rating(player)),
            count=_rated(player),
        )


def _rating(player: Subject) -> float:
    return 0.0 if player.rating is None else player.rating.rating


def _rated(player: Subject) -> int:
    return 0 if player.rating is None else player.rating.rated_matches
