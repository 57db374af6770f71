"""The statistics of a set of matches (:func:`compute_statistics`): the matches counted under
the filters, in time order; each player's and each team's figures; who met whom, who played
with whom; the ratings; the records.  Pure: no I/O."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from typing import Literal

from coinche_score.names import name_key
from coinche_score.rules import TEAM_SEATS, TEAMS, Team
from coinche_score.stats.facts import Key, MatchFacts
from coinche_score.stats.figures import (
    PLAYER_FIGURES,
    TEAM_FIGURES,
    DealRef,
    Figure,
    Tally,
)
from coinche_score.stats.ratings import Rating, ratings
from coinche_score.stats.records import Records, records
from coinche_score.stats.results import match_figures

#: ``--min``'s default: the finished matches a pair needs to be ranked.
LEAST_MATCHES = 3
SubjectKind = Literal["player", "team"]


@dataclass(frozen=True)
class Filters:
    """Which matches count, all combined: created from ``since`` to ``until`` (local dates,
    both included), under rules named ``rules`` (exactly), with every one of ``players`` at the
    table (any spelling).  ``least``: the finished matches a pair needs to be ranked (``min``);
    ``archived``: whether the archive was read (the store's concern, echoed)."""

    since: date | None = None
    until: date | None = None
    rules: str | None = None
    players: tuple[str, ...] = ()
    least: int = LEAST_MATCHES
    archived: bool = True

    def accepts(self, match: MatchFacts) -> bool:
        if self.since is not None or self.until is not None:
            day = match.local_date
            if (self.since is not None and day < self.since) or (
                self.until is not None and day > self.until
            ):
                return False
        if self.rules is not None and match.rules_name != self.rules:
            return False
        if self.players:
            seated = set(match.seat_keys or ())
            return all(name_key(name) in seated for name in self.players)
        return True


@dataclass(frozen=True)
class Skipped:
    """A file left out: its id (the file's name) and why (a damaged file's kind, or
    ``duplicate``)."""

    id: str
    reason: str


@dataclass(frozen=True)
class Subject:
    """A player or a team and its figures (every one of 4.1 to 4.4, and 4.5 for a player),
    by name in their order (:data:`PLAYER_FIGURES`, :data:`TEAM_FIGURES`)."""

    kind: SubjectKind
    key: Key
    name: str
    #: A team's players' shown names, in the order of their keys; None for a player, or a team
    #: known by its name.
    players: tuple[str, ...] | None
    figures: dict[str, Figure]
    #: A player's rating; None for a team.
    rating: Rating | None
    best_partner: Key | None
    nemesis: Key | None
    victim: Key | None


@dataclass(frozen=True)
class Meeting:
    """Two teams, or two players, that met in finished matches: ``a`` the smaller key."""

    kind: SubjectKind
    a: Key
    b: Key
    matches: tuple[str, ...]
    a_wins: int
    b_wins: int


@dataclass(frozen=True)
class Partnership:
    """Two players who sat on one side of finished matches: ``a`` the smaller key."""

    a: Key
    b: Key
    matches: tuple[str, ...]
    wins: int


@dataclass(frozen=True)
class Statistics:
    filters: Filters
    #: The counted matches' ids, in time order, and those finished.
    matches: tuple[str, ...]
    finished: tuple[str, ...]
    #: Scored deals of the counted matches.
    deals: int
    skipped: tuple[Skipped, ...]
    players: tuple[Subject, ...]
    teams: tuple[Subject, ...]
    head_to_head: tuple[Meeting, ...]
    partners: tuple[Partnership, ...]
    records: Records

    @property
    def unfinished(self) -> int:
        return len(self.matches) - len(self.finished)


@dataclass
class _Played:
    """A subject being counted: its latest name, its matches and its deals' tally."""

    key: Key
    tally: Tally[DealRef]
    name: str = ""
    played: list[tuple[MatchFacts, Team]] = field(default_factory=list)

    def enter(self, match: MatchFacts, side: Team, name: str, refs: tuple[DealRef, ...]) -> None:
        self.tally.add(match.sides[side], refs)
        self.played.append((match, side))
        self.name = name  # matches come in time order: the latest spelling stays


def compute_statistics(
    matches: Iterable[MatchFacts],
    filters: Filters = Filters(),
    skipped: Iterable[Skipped] = (),
) -> Statistics:
    """The statistics of the ``matches`` that ``filters`` accept; ``skipped``: the files left
    out, for the record.  Every figure keeps its deals or matches when every match was read
    with ``keep``."""
    counted = sorted((match for match in matches if filters.accepts(match)), key=_order)
    keep = all(match.kept for match in counted)
    players: dict[Key, _Played] = {}
    teams: dict[Key, _Played] = {}
    for match in counted:
        numbers = range(1, match.scored + 1) if keep else ()
        refs = tuple(DealRef(match.id, number) for number in numbers)
        for side in TEAMS:
            team = match.team_key(side)
            if team is not None:
                found = teams.setdefault(team, _Played(team, Tally(keep)))
                found.enter(match, side, match.team_name(side), refs)
        if match.players is not None and match.seat_keys is not None and match.counts_for_players:
            for seat, key in enumerate(match.seat_keys):
                found = players.setdefault((key,), _Played((key,), Tally(keep)))
                found.enter(match, TEAMS[seat % 2], match.players[seat], refs)
                found.tally.add(match.seats[seat], refs)
    finished = [match for match in counted if match.finished]
    meetings, partnerships = _pairs(finished)
    ranked = _Rankings(meetings, partnerships, filters.least)
    rated = ratings(finished)
    shown = {key: played.name for key, played in players.items()}
    return Statistics(
        filters=filters,
        matches=tuple(match.id for match in counted),
        finished=tuple(match.id for match in finished),
        deals=sum(match.scored for match in counted),
        skipped=tuple(sorted(skipped, key=lambda file: (file.id, file.reason))),
        players=tuple(
            _subject(
                "player",
                played,
                keep,
                None,
                rated.get(key, Rating.START),
                ranked.of("player", key),
            )
            for key, played in sorted(players.items())
        ),
        teams=tuple(
            _subject(
                "team",
                played,
                keep,
                tuple(shown[(player,)] for player in key) if len(key) == 2 else None,
                None,
                ranked.of("team", key),
            )
            for key, played in sorted(teams.items())
        ),
        head_to_head=tuple(sorted(meetings, key=lambda m: (m.a, m.b, m.kind))),
        partners=tuple(sorted(partnerships, key=lambda p: (p.a, p.b))),
        records=records(counted),
    )


def _order(match: MatchFacts) -> tuple[object, ...]:
    return match.order


def _subject(
    kind: SubjectKind,
    played: _Played,
    keep: bool,
    players: tuple[str, ...] | None,
    rating: Rating | None,
    ranked: tuple[Key | None, Key | None, Key | None],
) -> Subject:
    figures = match_figures(played.played, keep)
    for name in (PLAYER_FIGURES if kind == "player" else TEAM_FIGURES)[len(figures) :]:
        figures[name] = played.tally.figure(name)
    best_partner, nemesis, victim = ranked
    return Subject(
        kind=kind,
        key=played.key,
        name=played.name,
        players=players,
        figures=figures,
        rating=rating,
        best_partner=best_partner,
        nemesis=nemesis,
        victim=victim,
    )


def _pairs(finished: Sequence[MatchFacts]) -> tuple[list[Meeting], list[Partnership]]:
    """Every pair of teams and of players that met in the finished matches, and every pair of
    partners."""
    met: dict[tuple[SubjectKind, Key, Key], tuple[list[str], list[int]]] = {}
    partnered: dict[tuple[Key, Key], tuple[list[str], list[int]]] = {}

    def meet(kind: SubjectKind, match: MatchFacts, first: Key, second: Key, won: bool) -> None:
        a, b = sorted((first, second))
        ids, wins = met.setdefault((kind, a, b), ([], [0, 0]))
        ids.append(match.id)
        wins[0 if (first if won else second) == a else 1] += 1

    for match in finished:
        teams = [match.team_key(side) for side in TEAMS]
        first_team, second_team = teams
        if first_team is not None and second_team is not None:
            meet("team", match, first_team, second_team, match.winner == "A")
        if match.seat_keys is None or not match.counts_for_players:
            continue
        for side in TEAMS:
            one, other = (match.seat_keys[seat] for seat in TEAM_SEATS[side])
            a, b = sorted(((one,), (other,)))
            ids, wins = partnered.setdefault((a, b), ([], [0]))
            ids.append(match.id)
            wins[0] += match.winner == side
        for first in TEAM_SEATS["A"]:
            for second in TEAM_SEATS["B"]:
                keys = match.seat_keys
                meet("player", match, (keys[first],), (keys[second],), match.winner == "A")
    return (
        [
            Meeting(kind, a, b, tuple(ids), wins[0], wins[1])
            for (kind, a, b), (ids, wins) in met.items()
        ],
        [Partnership(a, b, tuple(ids), wins[0]) for (a, b), (ids, wins) in partnered.items()],
    )


#: A pair as one of its two keys ranks it: the other key, the wins counted, the matches.
_Ranked = tuple[Key, int, int]


class _Rankings:
    """Each subject's pairs of at least ``least`` finished matches, to rank: its partners, and
    its opponents with their wins (``theirs``) and its own (``ours``)."""

    def __init__(
        self, meetings: Iterable[Meeting], partnerships: Iterable[Partnership], least: int
    ) -> None:
        self.partners: dict[Key, list[_Ranked]] = {}
        self.theirs: dict[tuple[SubjectKind, Key], list[_Ranked]] = {}
        self.ours: dict[tuple[SubjectKind, Key], list[_Ranked]] = {}
        for pair in partnerships:
            played = len(pair.matches)
            if played >= least:
                self.partners.setdefault(pair.a, []).append((pair.b, pair.wins, played))
                self.partners.setdefault(pair.b, []).append((pair.a, pair.wins, played))
        for meeting in meetings:
            played = len(meeting.matches)
            if played < least:
                continue
            kind, a, b = meeting.kind, meeting.a, meeting.b
            self.ours.setdefault((kind, a), []).append((b, meeting.a_wins, played))
            self.theirs.setdefault((kind, a), []).append((b, meeting.b_wins, played))
            self.ours.setdefault((kind, b), []).append((a, meeting.b_wins, played))
            self.theirs.setdefault((kind, b), []).append((a, meeting.a_wins, played))

    def of(self, kind: SubjectKind, key: Key) -> tuple[Key | None, Key | None, Key | None]:
        """``key``'s best partner (a player's), nemesis and victim: the highest win rate
        (together; the opponent's against it; its own against the opponent)."""
        partner = _best(self.partners.get(key, ())) if kind == "player" else None
        return (
            partner,
            _best(self.theirs.get((kind, key), ())),
            _best(self.ours.get((kind, key), ())),
        )


def _best(candidates: Sequence[_Ranked]) -> Key | None:
    """The other key of the highest win rate (wins of matches), compared exactly; then the most
    matches; then the smaller key."""
    if not candidates:
        return None
    best = min(candidates, key=lambda found: (-Fraction(found[1], found[2]), -found[2], found[0]))
    return best[0]
