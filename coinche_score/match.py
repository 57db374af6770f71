"""A match: teams, the rule set, the target and the deals as entered.

Everything else (scores, totals, the pending litige, who deals, who won) is derived by
:func:`compute`, so correcting a deal is just recomputing.  Pure: no I/O, no UI.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field, field_validator

from coinche_score.rules import TEAMS, Direction, RoundingScope, RuleSet, Team, TieBreak
from coinche_score.scoring import (
    NOBODY_BARRED,
    Deal,
    DealScore,
    InvalidDealError,
    check_deal,
    score_deal,
)

SEATS = 4


def seat_team(seat: int) -> Team:
    """Seats are numbered clockwise and partners sit opposite: 0 and 2 are team A."""
    return "A" if seat % 2 == 0 else "B"


def dealer_for(rules: RuleSet, first_dealer: int, deal_index: int) -> int:
    """Seat of the dealer of deal ``deal_index`` (0-based); thrown-in deals pass it on too."""
    step = 1 if rules.direction is Direction.CLOCKWISE else -1
    return (first_dealer + step * deal_index) % SEATS


def first_bidder(rules: RuleSet, dealer: int) -> int:
    """Bidding and the lead start with the next player in the direction of play."""
    step = 1 if rules.direction is Direction.CLOCKWISE else -1
    return (dealer + step) % SEATS


MAX_NAME_LENGTH = 40


def _clean_name(name: str, what: str) -> str:
    """A name as shown on one line of a score sheet, a CSV cell or a terminal."""
    cleaned = name.strip()
    if not cleaned:
        raise ValueError(f"a {what} name cannot be empty")
    if len(cleaned) > MAX_NAME_LENGTH:
        raise ValueError(f"a {what} name has at most {MAX_NAME_LENGTH} characters")
    # Control characters (line breaks, escapes) and lone surrogates break every display.
    if any(unicodedata.category(char) in ("Cc", "Cs") for char in cleaned):
        raise ValueError(f"a {what} name cannot hold control characters or invalid text")
    return cleaned


class Match(BaseModel):
    """What a match is made of; the store adds identity, times and history around it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rules: RuleSet
    target: int = Field(ge=1, le=1_000_000)
    team_names: tuple[str, str] = ("A", "B")
    #: Player names by seat, clockwise from seat 0 (team A, B, A, B), or None.
    players: tuple[str, str, str, str] | None = None
    first_dealer: int = Field(0, ge=0, le=SEATS - 1)
    deals: tuple[Deal, ...] = ()

    @field_validator("team_names")
    @classmethod
    def _teams_named(cls, names: tuple[str, str]) -> tuple[str, str]:
        first, second = (_clean_name(name, "team") for name in names)
        if first == second:
            raise ValueError("the two teams need different names")
        return first, second

    @field_validator("players")
    @classmethod
    def _players_named(
        cls, names: tuple[str, str, str, str] | None
    ) -> tuple[str, str, str, str] | None:
        if names is None:
            return None
        first, second, third, fourth = (_clean_name(name, "player") for name in names)
        return first, second, third, fourth

    def team_name(self, team: Team) -> str:
        return self.team_names[TEAMS.index(team)]

    def seat_name(self, seat: int) -> str:
        if self.players is not None:
            return self.players[seat]
        return f"{self.team_name(seat_team(seat))} {seat // 2 + 1}"

    # Edits return a new match.  Only the deal they bring in is checked against the rules: the
    # others were checked when they came in, and whoever needs the scores computes them once.
    def with_deal_added(self, deal: Deal) -> Match:
        return self.with_deal_inserted(len(self.deals), deal)

    def with_deal_inserted(self, index: int, deal: Deal) -> Match:
        if not 0 <= index <= len(self.deals):
            raise IndexError(
                f"no place for deal {index + 1}: the match has {len(self.deals)} deals"
            )
        self._check_new(index, deal)
        return self._with_deals((*self.deals[:index], deal, *self.deals[index:]))

    def with_deal_replaced(self, index: int, deal: Deal) -> Match:
        self._check_index(index)
        self._check_new(index, deal)
        return self._with_deals((*self.deals[:index], deal, *self.deals[index + 1 :]))

    def with_deal_deleted(self, index: int) -> Match:
        self._check_index(index)
        return self._with_deals(self.deals[:index] + self.deals[index + 1 :])

    def _check_index(self, index: int) -> None:
        if not 0 <= index < len(self.deals):
            raise IndexError(f"no deal {index + 1}: the match has {len(self.deals)} deals")

    def _check_new(self, index: int, deal: Deal) -> None:
        try:
            check_deal(deal, self.rules)
        except InvalidDealError as error:
            raise error.numbered(index + 1) from None

    def _with_deals(self, deals: tuple[Deal, ...]) -> Match:
        return self.model_copy(update={"deals": deals})

    def state(self) -> MatchState:
        return compute(self.rules, self.target, self.deals, self.first_dealer)


@dataclass(frozen=True, slots=True)
class ScoredDeal:
    number: int  # 1-based
    deal: Deal
    dealer: int
    score: DealScore
    totals: dict[Team, int]  # running totals after this deal
    pending_litige: int  # litige held after this deal


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


def compute(
    rules: RuleSet, target: int, deals: Sequence[Deal], first_dealer: int = 0
) -> MatchState:
    """Score every deal in order and work out totals, the pending litige, the end and winner
    (RULES.md 5.7).

    Deals after the one that finished the match are not scored, but are still checked: a
    refused deal anywhere raises InvalidDealError naming it (1-based).
    """
    totals: dict[Team, int] = {"A": 0, "B": 0}
    exact_totals: dict[Team, int] = {"A": 0, "B": 0}
    pending = 0
    scored: list[ScoredDeal] = []
    latest_winner: Team | None = None
    barred: Mapping[Team, bool] = NOBODY_BARRED
    scope = rules.rounding_scope
    finished = tie = False
    winner: Team | None = None
    for index, deal in enumerate(deals):
        try:
            if finished:
                check_deal(deal, rules)
                continue
            score = score_deal(deal, rules, pending)
        except InvalidDealError as error:
            raise error.numbered(index + 1) from None
        if deal.taker is not None:
            # A thrown-in deal (no trick played) keeps the bar of the last played deal.
            barred = score.barred
        pending = pending + score.held if score.litige else (0 if score.winner else pending)
        latest_winner = score.winner or latest_winner
        if scope is RoundingScope.TOTAL:
            exact_totals = {team: exact_totals[team] + score.exact[team] for team in TEAMS}
            totals = {team: rules.round_score(exact_totals[team]) for team in TEAMS}
            finished, winner, tie = _end_of_match(rules, target, totals, latest_winner, barred)
        elif scope is RoundingScope.DEAL_EXCEPT_LAST:
            # The deal that ends the match is counted exactly ("au point près").
            exact = {team: totals[team] + score.exact[team] for team in TEAMS}
            finished, winner, tie = _end_of_match(rules, target, exact, latest_winner, barred)
            if finished:
                score = score.counted_exactly()
            totals = {team: totals[team] + score.scores[team] for team in TEAMS}
            if not finished:
                tie = _end_of_match(rules, target, totals, latest_winner, barred)[2]
        else:
            totals = {team: totals[team] + score.scores[team] for team in TEAMS}
            finished, winner, tie = _end_of_match(rules, target, totals, latest_winner, barred)
        scored.append(
            ScoredDeal(
                index + 1, deal, dealer_for(rules, first_dealer, index), score, totals, pending
            )
        )
    next_dealer = dealer_for(rules, first_dealer, len(scored))
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
    )


def _end_of_match(
    rules: RuleSet,
    target: int,
    totals: Mapping[Team, int],
    latest_winner: Team | None,
    barred: Mapping[Team, bool],
) -> tuple[bool, Team | None, bool]:
    """(finished, winner, tied) after a deal: END of RULES.md 5.7."""
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
