"""A match: teams, the rule set, the target and the deals as entered.

Everything else (scores, totals, the pending litige, who deals, who won) is derived by
:func:`compute`.  An edited match rescores from the first deal the edit changed, resuming from
the running state kept after each deal.  Pure: no I/O, no UI.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator

# Importable from here as ever; apart so that a screen may use them without the model.
from coinche_score.match_limits import MAX_NAME_LENGTH as MAX_NAME_LENGTH
from coinche_score.match_limits import MatchOverError as MatchOverError
from coinche_score.names import NameRefusal, NamesCode
from coinche_score.rules import (
    MAX_TARGET,
    TEAMS,
    Direction,
    RoundingScope,
    RuleSet,
    Team,
    TieBreak,
    other_team,
)
from coinche_score.scoring import (
    CHECK_AND_SCORE,
    NOBODY_BARRED,
    SCORE,
    Deal,
    DealScore,
    InvalidDealError,
    check_deal,
    lean_scorer_of,
    score_deal,
)
from coinche_score.text import first_refused, quoted, strip_spaces

SEATS = 4


def seat_team(seat: int) -> Team:
    """Seats are numbered clockwise and partners sit opposite: 0 and 2 are team A."""
    return "A" if seat % 2 == 0 else "B"


def unnamed_player(team_names: tuple[str, str], seat: int) -> str:
    """The name of a player nobody named: the team's, and 1 or 2 (partners sit opposite);
    the team's name cut with "…" when the whole would be longer than a name may be."""
    team, number = team_names[TEAMS.index(seat_team(seat))], f" {seat // 2 + 1}"
    if len(team) + len(number) > MAX_NAME_LENGTH:
        team = team[: MAX_NAME_LENGTH - len(number) - 1].rstrip() + "…"
    return team + number


def dealer_for(rules: RuleSet, first_dealer: int, deal_index: int) -> int:
    """Seat of the dealer of deal ``deal_index`` (0-based); thrown-in deals pass it on too."""
    step = 1 if rules.direction is Direction.CLOCKWISE else -1
    return (first_dealer + step * deal_index) % SEATS


def first_bidder(rules: RuleSet, dealer: int) -> int:
    """Bidding and the lead start with the next player in the direction of play."""
    step = 1 if rules.direction is Direction.CLOCKWISE else -1
    return (dealer + step) % SEATS


class _Scores:
    """A match's state once computed, or the state of the match it was edited from and the
    first deal the edit changed: the deals before it need not be scored again."""

    __slots__ = ("owner", "state", "since", "start")

    def __init__(
        self, owner: Match | None = None, since: MatchState | None = None, start: int = 0
    ) -> None:
        # model_copy shares this object: it serves only its owner.  A weak reference, so that
        # a match and its state are no cycle: freed as soon as they are dropped, not by the
        # collector's next pass (reading many matches, the statistics drop each in turn).
        self.owner = None if owner is None else weakref.ref(owner)
        self.state: MatchState | None = None
        self.since = since
        self.start = start

    def serves(self, match: Match) -> bool:
        owner = self.owner
        return owner is not None and owner() is match

    # A cache never makes two matches differ.
    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Scores)

    def __hash__(self) -> int:
        return 0


#: The refusals of a team's name, and of a player's: empty, too long, a character refused.
_TEAM_NAME = (NamesCode.EMPTY_TEAM, NamesCode.LONG_TEAM, NamesCode.CHAR_TEAM)
_PLAYER_NAME = (NamesCode.EMPTY_PLAYER, NamesCode.LONG_PLAYER, NamesCode.CHAR_PLAYER)


def clean_team_name(name: str) -> str:
    """A team's name as the match keeps it; NameRefusal when it takes none."""
    return _clean_name(name, _TEAM_NAME)


def _clean_name(name: str, refused: tuple[NamesCode, NamesCode, NamesCode]) -> str:
    """A name as shown on one line of a score sheet, a CSV cell or a terminal."""
    empty, long, held = refused
    cleaned = strip_spaces(name)
    if not cleaned:
        raise NameRefusal(empty)
    if len(cleaned) > MAX_NAME_LENGTH:
        raise NameRefusal(long, limit=MAX_NAME_LENGTH, length=len(cleaned))
    # Control, bidi and zero-width characters and lone surrogates break or disguise a display.
    char = first_refused(cleaned)
    if char is not None:
        raise NameRefusal(held, name=quoted(cleaned), value_char=char)
    return cleaned


class Match(BaseModel):
    """What a match is made of; the store adds identity, times and history around it."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    rules: RuleSet
    target: int = Field(ge=1, le=MAX_TARGET, strict=True)
    team_names: tuple[str, str] = ("A", "B")
    #: Player names by seat, clockwise from seat 0 (team A, B, A, B), or None.
    players: tuple[str, str, str, str] | None = None
    first_dealer: int = Field(0, ge=0, le=SEATS - 1, strict=True)
    deals: tuple[Deal, ...] = ()
    _scores: _Scores = PrivateAttr(default_factory=_Scores)

    @field_validator("team_names")
    @classmethod
    def _teams_named(cls, names: tuple[str, str]) -> tuple[str, str]:
        # Two teams of one name are refused where names are given (names.check_names): a
        # file that holds them, written by hand or by another tool, still opens.
        first, second = (clean_team_name(name) for name in names)
        return first, second

    @field_validator("players")
    @classmethod
    def _players_named(
        cls, names: tuple[str, str, str, str] | None
    ) -> tuple[str, str, str, str] | None:
        if names is None:
            return None
        first, second, third, fourth = (_clean_name(name, _PLAYER_NAME) for name in names)
        return first, second, third, fourth

    def team_name(self, team: Team) -> str:
        return self.team_names[TEAMS.index(team)]

    def seat_name(self, seat: int) -> str:
        if self.players is not None:
            return self.players[seat]
        return unnamed_player(self.team_names, seat)

    def rematch(self) -> Match:
        """The revanche: the same teams, players, rules and target, no deal yet; the deal
        passes on as it would have."""
        return Match(
            rules=self.rules,
            target=self.target,
            team_names=self.team_names,
            players=self.players,
            first_dealer=self.state().next_dealer,
        )

    # Edits return a new match.  Only the deal they bring in is checked against the rules: the
    # others were checked when they came in.  Its state is derived from this match's, rescoring
    # from the first deal the edit changes.
    def with_deal_added(self, deal: Deal) -> Match:
        """Raises MatchOverError if the match is over, InvalidDealError for a refused deal."""
        return self.with_deal_inserted(len(self.deals), deal)

    def with_deal_inserted(self, index: int, deal: Deal, *, after_end: bool = False) -> Match:
        """Inserted before deal ``index`` (0-based); at the end it is a deal added, refused
        when the match is over unless ``after_end`` (an undone delete puts a deal back)."""
        if not 0 <= index <= len(self.deals):
            raise IndexError(
                f"no place for deal {index + 1}: the match has {len(self.deals)} deals"
            )
        if index == len(self.deals) and not after_end:
            self._refuse_after_end()
        self._check_new(index, deal)
        return self._with_deals((*self.deals[:index], deal, *self.deals[index:]), index)

    def with_deal_replaced(self, index: int, deal: Deal) -> Match:
        self._check_index(index)
        self._check_new(index, deal)
        return self._with_deals((*self.deals[:index], deal, *self.deals[index + 1 :]), index)

    def with_deal_deleted(self, index: int) -> Match:
        self._check_index(index)
        return self._with_deals(self.deals[:index] + self.deals[index + 1 :], index)

    def score_as(self, index: int, deal: Deal) -> DealScore | None:
        """What ``deal`` (checked against the rules by the caller) would score as deal
        ``index`` (0-based), the deals before it as they are: as the sheet will have it,
        counted exactly where it ends the match under rules that count that deal so.  None
        where the match ended before it."""
        deals = (*self.deals[:index], deal)
        state = _extend(
            self.rules, self.target, deals, self.first_dealer, self.state(), index, check=False
        )
        return state.scored[index].score if index < len(state.scored) else None

    def _check_index(self, index: int) -> None:
        if not 0 <= index < len(self.deals):
            raise IndexError(f"no deal {index + 1}: the match has {len(self.deals)} deals")

    def _check_new(self, index: int, deal: Deal) -> None:
        try:
            check_deal(deal, self.rules)
        except InvalidDealError as error:
            raise error.numbered(index + 1) from None

    def _refuse_after_end(self) -> None:
        state = self.state()
        if state.finished:
            assert state.winner is not None
            loser = state.totals[other_team(state.winner)]
            raise MatchOverError(self.team_name(state.winner), state.totals[state.winner], loser)

    def _with_deals(self, deals: tuple[Deal, ...], first_changed: int) -> Match:
        edited = self.model_copy(update={"deals": deals})
        edited._scores = _Scores(edited, self._current_state(), first_changed)
        return edited

    def _current_state(self) -> MatchState | None:
        scores = self._scores
        return scores.state if scores.serves(self) else None

    def state(self) -> MatchState:
        """Scores, totals and the end, computed once per match (from the edited match's state
        when there is one)."""
        scores = self._scores
        if not scores.serves(self):  # a new match, or a model_copy of another one
            scores = self._scores = _Scores(self)
        if scores.state is None:
            if scores.since is None:
                scores.state = compute(self.rules, self.target, self.deals, self.first_dealer)
            else:
                scores.state = _extend(
                    self.rules,
                    self.target,
                    self.deals,
                    self.first_dealer,
                    scores.since,
                    scores.start,
                    check=False,
                )
                scores.since = None
        return scores.state


class ScoredDeal(NamedTuple):
    number: int  # 1-based
    deal: Deal
    dealer: int
    score: DealScore
    totals: dict[Team, int]  # running totals after this deal
    pending_litige: int  # litige held after this deal


class RunningState(NamedTuple):
    """What the next deal's scoring needs from the deals before it (docs/scoring.md §4)."""

    totals: dict[Team, int]
    exact_totals: dict[Team, int]  # before rounding, for rounding_scope total
    pending: int
    latest_winner: Team | None
    barred: Mapping[Team, bool]
    finished: bool
    winner: Team | None
    tie: bool


_START = RunningState(
    {"A": 0, "B": 0}, {"A": 0, "B": 0}, 0, None, NOBODY_BARRED, False, None, False
)


@dataclass(frozen=True, slots=True)
class MatchState:
    scored: tuple[ScoredDeal, ...]
    unscored: int  # deals entered after the one that finished the match
    totals: dict[Team, int]
    pending_litige: int
    finished: bool
    winner: Team | None
    next_dealer: int
    next_first_bidder: int
    tie_playing_on: bool  # a team reached the target but the totals are tied
    #: The team ahead past the target that the last deal played could not make the winner:
    #: it failed it, was capot or lost a renonce (``belote_cannot_end_match``); play goes on.
    held_back: Team | None = None
    #: Under rules that count the deal ending the match exactly (``deal_except_last``), the
    #: totals so counted when a total shown reached the target and the match goes on: the
    #: last deal counted exactly falls short ("330" shown, 326 counted).
    counted_exactly: dict[Team, int] | None = None
    #: The running state after each scored deal, for an edit to resume from.
    running: tuple[RunningState, ...] = field(default=(), compare=False, repr=False)

    def counts(self, index: int, *, new: bool) -> bool:
        """Whether a deal put at ``index`` (0-based) is scored: not after the deal that ended
        the match.  ``new``: added or inserted there, not a correction of the deal there."""
        return index < len(self.scored) or (new and not self.finished)

    def winner_score(self, between: str = "–") -> str:
        """The final score, the winner's total first: "1010–620", or "1010 to 620" in a
        sentence.  Only for a match won."""
        assert self.winner is not None
        return f"{self.totals[self.winner]}{between}{self.totals[other_team(self.winner)]}"


def compute(
    rules: RuleSet,
    target: int,
    deals: Sequence[Deal],
    first_dealer: int = 0,
    *,
    checked: bool = False,
) -> MatchState:
    """Score every deal in order and work out totals, the pending litige, the end and winner
    (docs/scoring.md §4).

    Deals after the one that finished the match are not scored, but are still checked: a
    refused deal anywhere raises InvalidDealError naming it (1-based).  ``checked``: every deal
    was checked against ``rules`` when it came in (by parse_deal), and is not checked again.
    """
    return _extend(rules, target, deals, first_dealer, None, 0, check=not checked)


def _extend(
    rules: RuleSet,
    target: int,
    deals: Sequence[Deal],
    first_dealer: int,
    since: MatchState | None,
    start: int,
    *,
    check: bool,
) -> MatchState:
    """The state of ``deals``, scoring from deal ``start`` on: ``since`` is the state of deals
    that agree with these before ``start``.  ``check``: check deals against the rules first."""
    if since is None:
        start = 0
        scored: list[ScoredDeal] = []
        running: list[RunningState] = []
    else:
        start = min(start, len(since.scored))
        scored = list(since.scored[:start])
        running = list(since.running[:start])
    now = running[-1] if running else _START
    totals, exact_totals, pending = now.totals, now.exact_totals, now.pending
    latest_winner, barred = now.latest_winner, now.barred
    finished, winner, tie = now.finished, now.winner, now.tie
    scope = rules.rounding_scope
    rounds_totals = scope is RoundingScope.TOTAL
    exact_last = scope is RoundingScope.DEAL_EXCEPT_LAST
    step = 1 if rules.direction is Direction.CLOCKWISE else -1
    new = tuple.__new__  # the records without the Python call of their generated constructors
    lean = lean_scorer_of(rules)  # score_deal's scorer, without its look-up at each deal
    asked = CHECK_AND_SCORE if check else SCORE  # checked and scored in one pass, or scored
    for index in range(start, len(deals)):
        deal = deals[index]
        try:
            if finished:  # the deals after the end are only checked
                if check:
                    check_deal(deal, rules)
                    continue
                break
            score = lean(deal, pending, asked)
            if score is None:  # refused: score_deal says why
                score = score_deal(deal, rules, pending)
        except InvalidDealError as error:
            raise error.numbered(index + 1) from None
        if deal.taker is not None:
            # A thrown-in deal (no trick played) keeps the bar of the last played deal.
            barred = score.barred
        if score.litige:
            pending += score.held
        elif score.winner:
            pending = 0
            latest_winner = score.winner
        added = score.scores
        if rounds_totals:
            exact = score.exact
            exact_totals = {
                "A": exact_totals["A"] + exact["A"],
                "B": exact_totals["B"] + exact["B"],
            }
            totals = {team: rules.round_score(exact_totals[team]) for team in TEAMS}
            finished, winner, tie = _end_of_match(rules, target, totals, latest_winner, barred)
        elif exact_last:
            # The deal that ends the match is counted exactly ("au point près").
            exact = {"A": totals["A"] + score.exact["A"], "B": totals["B"] + score.exact["B"]}
            finished, winner, tie = _end_of_match(rules, target, exact, latest_winner, barred)
            if finished:
                score = score.counted_exactly()
                added = score.scores
            totals = {"A": totals["A"] + added["A"], "B": totals["B"] + added["B"]}
            if not finished:
                tie = _end_of_match(rules, target, totals, latest_winner, barred)[2]
        else:
            totals = {"A": totals["A"] + added["A"], "B": totals["B"] + added["B"]}
            if totals["A"] < target and totals["B"] < target:  # _end_of_match, without a call
                finished, winner, tie = False, None, False
            else:
                finished, winner, tie = _end_of_match(rules, target, totals, latest_winner, barred)
        dealer = (first_dealer + step * index) % SEATS  # dealer_for, without a call
        scored.append(new(ScoredDeal, (index + 1, deal, dealer, score, totals, pending)))
        running.append(
            new(
                RunningState,
                (totals, exact_totals, pending, latest_winner, barred, finished, winner, tie),
            )
        )
    next_dealer = dealer_for(rules, first_dealer, len(scored))
    counted_exactly: dict[Team, int] | None = None
    if exact_last and not finished and scored and max(totals.values()) >= target:
        before = running[-2].totals if len(running) > 1 else _START.totals
        last = scored[-1].score.exact
        counted_exactly = {"A": before["A"] + last["A"], "B": before["B"] + last["B"]}
    return MatchState(
        scored=tuple(scored),
        unscored=len(deals) - len(scored),
        totals=totals,
        pending_litige=pending,
        finished=finished,
        winner=winner,
        next_dealer=next_dealer,
        next_first_bidder=first_bidder(rules, next_dealer),
        tie_playing_on=tie and not finished,
        held_back=None if finished else _held_back(target, counted_exactly or totals, barred),
        counted_exactly=counted_exactly,
        running=tuple(running),
    )


def _held_back(target: int, totals: Mapping[Team, int], barred: Mapping[Team, bool]) -> Team | None:
    """The team ahead past the target that the bar kept from winning, if any."""
    if totals["A"] == totals["B"] or max(totals.values()) < target:
        return None
    leader: Team = "A" if totals["A"] > totals["B"] else "B"
    return leader if barred[leader] else None


def _end_of_match(
    rules: RuleSet,
    target: int,
    totals: Mapping[Team, int],
    latest_winner: Team | None,
    barred: Mapping[Team, bool],
) -> tuple[bool, Team | None, bool]:
    """(finished, winner, tied) after a deal: the end test of docs/scoring.md §4.3."""
    if max(totals.values()) < target:
        return False, None, False
    if totals["A"] != totals["B"]:
        leader: Team = "A" if totals["A"] > totals["B"] else "B"
        # A barred leader cannot win with this deal, and nobody else leads.
        return (False, None, False) if barred[leader] else (True, leader, False)
    if barred["A"] or barred["B"]:
        return False, None, True
    if rules.tie_break is TieBreak.LATEST_DEAL_WINNER and latest_winner is not None:
        return True, latest_winner, True
    return False, None, True
