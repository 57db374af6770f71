"""The explaining scorer: one deal's score term by term, each term a :class:`Line` of its
breakdown, in the steps of docs/scoring.md §3.

The lean scorer (:mod:`coinche_score.scoring.lean`) works out the same sums without the terms,
faster; tests/test_lean_scorer.py holds the two equal.  This one runs when a breakdown is read
(:attr:`DealScore.lines`).  Pure: no I/O, no UI.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from coinche_score.rules import (
    CARD_POINTS_TOTAL,
    TEAMS,
    BeloteScoring,
    Coinche,
    CoincheScoring,
    DefenceTie,
    Rounding,
    RoundingScope,
    RuleSet,
    Scale,
    Team,
    Trump,
    other_team,
)
from coinche_score.scoring.deal import Deal
from coinche_score.scoring.score import BARRED, NOBODY_BARRED, DealScore, Line, LineKey


class _Outcome(StrEnum):
    MADE = "made"
    FAILED = "failed"
    RENONCE = "renonce"


class DealScorer:
    """The arithmetic of one (valid, not thrown-in) deal term by term, in the steps of
    docs/scoring.md §3: the breakdown of :attr:`DealScore.lines`, whose sums
    :func:`~coinche_score.scoring.lean.lean_scorer` works out without the terms."""

    def __init__(self, deal: Deal, taker: Team, rules: RuleSet) -> None:
        self.deal = deal
        self.rules = rules
        self.taker = taker
        self.defence = other_team(taker)
        assert deal.contract is not None
        points = deal.taker_points or 0  # absent only in a renonce deal, where it is unused
        self.card_points: dict[Team, int] = {
            taker: points,
            self.defence: CARD_POINTS_TOTAL - points,
        }
        self.belote: dict[Team, int] = {"A": deal.belote.A, "B": deal.belote.B}
        trump = deal.trump
        self.announces: dict[Team, int] = {"A": 0, "B": 0}
        if deal.announces.A or deal.announces.B:
            for team in TEAMS:
                for announce in deal.announces[team]:
                    self.announces[team] += rules.announce_value(announce, trump)
        #: Each team's own announces, before any change hands (step 3, or a deal lost).
        self.own_announces = dict(self.announces)
        contract = deal.contract
        self.flat: int | None = None
        if contract == "capot":
            self.value = rules.capot_value
            self.flat = rules.capot_flat_score
            self.flat_key = LineKey.CAPOT
        elif contract == "generale":
            self.value = rules.generale_value
            self.flat = rules.generale_flat_score
            self.flat_key = LineKey.GENERALE
        else:
            assert isinstance(contract, int)
            if rules.scale is Scale.POINTS_ONLY:
                self.value = 0
            elif trump is Trump.NO_TRUMP:
                self.value = contract * rules.no_trump_bid_multiplier
            else:
                self.value = contract
        self.multiplier = rules.multiplier(deal.coinche)
        self.lines: list[Line] = []

    def add(self, team: Team, key: LineKey, base: int, factor: int = 1) -> None:
        if base:
            self.lines.append(Line(team, key, base * factor, base, factor))

    def add_announces(self, team: Team, amount: int, factor: int = 1) -> None:
        """``amount`` of announces to ``team``: its own, then those it took from the other
        team on a line of their own (a capot takes the defence's; a contract failed or a
        renonce may give the taker's to the defence, which read as the defence's own)."""
        if not amount:
            return
        own = min(amount, self.own_announces[team])
        self.add(team, LineKey.ANNOUNCES, own, factor)
        self.add(team, LineKey.ANNOUNCES_TAKEN, amount - own, factor)

    # ---------------------------------------------------------------- steps 2-4
    def score(self, pending_litige: int) -> DealScore:
        deal, rules, taker, defence = self.deal, self.rules, self.taker, self.defence
        announces = self.announces
        needed: int | None = None
        taker_counted = defence_counted = 0
        if deal.renonce is not None:  # step 2
            winner = other_team(deal.renonce)
            outcome = _Outcome.RENONCE
        else:
            if rules.capot_takes_defence_announces and deal.all_tricks:  # step 3
                announces[taker] += announces[defence]
                announces[defence] = 0
            if isinstance(deal.contract, str):  # step 4: a capot or générale bid
                made = deal.all_tricks
            else:
                assert isinstance(deal.contract, int)
                taker_counted, defence_counted = self.counted()
                needed = rules.points_needed(deal.contract)
                reaches = taker_counted >= needed
                if not rules.must_beat_defence or taker_counted > defence_counted:
                    made = reaches
                elif taker_counted < defence_counted:
                    made = False
                elif rules.defence_tie is DefenceTie.MADE:
                    made = reaches
                elif rules.defence_tie is DefenceTie.LITIGE and reaches:
                    return self.score_litige(needed, taker_counted, defence_counted)
                else:
                    made = False
            winner = taker if made else defence
            outcome = _Outcome.MADE if made else _Outcome.FAILED
        loser = other_team(winner)
        self.score_lines(outcome, winner, loser)
        shut_out = self.score_belote(outcome, winner, loser)
        if pending_litige:  # step 8
            self.lines.append(Line(winner, LineKey.LITIGE_AWARDED, pending_litige, pending_litige))
        barred = BARRED[loser] if rules.belote_cannot_end_match and shut_out else NOBODY_BARRED
        return self.result(
            made=winner == taker,
            winner=winner,
            needed=needed,
            counted=(taker_counted, defence_counted),
            awarded=pending_litige,
            barred=barred,
        )

    def counted(self) -> tuple[int, int]:
        """What counts towards the bid for the taker and for the defence (step 4)."""
        deal, rules, taker, defence = self.deal, self.rules, self.taker, self.defence
        taker_points = self.card_points[taker]
        if deal.all_tricks and rules.bid_counts_all_tricks_points:
            taker_points = rules.all_tricks_points
        defence_points = self.card_points[defence]
        if rules.success_on_rounded:
            taker_points = rules.round_score(taker_points)
            defence_points = rules.round_score(defence_points)
        belote, announces = self.belote, self.announces
        if rules.bid_counts_belote:
            taker_points += belote[taker]
            defence_points += belote[defence]
        if rules.bid_counts_announces:
            taker_points += announces[taker]
            defence_points += announces[defence]
        return taker_points, defence_points

    def score_litige(self, needed: int, taker_counted: int, defence_counted: int) -> DealScore:
        """The defence scores its own points; the taker its belote; T + At is held."""
        taker, defence = self.taker, self.defence
        keeps_belote = self.rules.belote_scoring is not BeloteScoring.NEVER
        self.add(defence, LineKey.CARD_POINTS, self.card_points[defence])
        self.add(defence, LineKey.ANNOUNCES, self.announces[defence])
        self.add(defence, LineKey.BELOTE, self.belote[defence] * keeps_belote)
        self.add(taker, LineKey.BELOTE, self.belote[taker] * keeps_belote)
        held = self.card_points[taker] + self.announces[taker]
        self.lines.append(Line(taker, LineKey.LITIGE_HELD, 0, held))
        return self.result(
            made=None,
            winner=None,
            needed=needed,
            counted=(taker_counted, defence_counted),
            held=held,
        )

    # ---------------------------------------------------------------- steps 5-6
    def score_lines(self, outcome: _Outcome, winner: Team, loser: Team) -> None:
        deal, rules, m, value = self.deal, self.rules, self.multiplier, self.value
        announces, taker = self.announces, self.taker
        base_key = LineKey.CARD_POINTS
        if outcome is _Outcome.MADE:
            base = self.card_points[taker]
            if deal.all_tricks:
                base, base_key = rules.all_tricks_points, LineKey.ALL_TRICKS
            winner_announces = announces[taker]
            loser_lines = [(LineKey.CARD_POINTS, self.card_points[loser])]
            loser_announces = announces[loser]
            flat = self.flat
        else:
            if outcome is _Outcome.RENONCE:
                base, base_key = rules.failure_points, LineKey.RENONCE
                winner_announces, loser_announces = announces[winner] + announces[loser], 0
            else:
                base, base_key = rules.failure_points, LineKey.FAILED_CONTRACT
                if deal.defence_all_tricks and rules.defence_capot_points is not None:
                    base, base_key = rules.defence_capot_points, LineKey.DEFENCE_CAPOT
                if rules.failed_announces_to_defence:
                    winner_announces, loser_announces = announces[winner] + announces[loser], 0
                else:
                    winner_announces, loser_announces = announces[winner], announces[loser]
            loser_lines = []
            flat = self.flat if rules.flat_score_when_failed else None
        scoring = rules.coinche_scoring
        if m > 1:
            all_announces = announces["A"] + announces["B"]
            k = m if rules.coinche_multiplies_bid else 1

        if rules.scale is Scale.BID_ONLY:  # a)
            self.add_value(winner, flat, value, m)
            return
        if m == 1 or scoring is CoincheScoring.MULTIPLY_BID:  # b)
            if flat is None:
                self.add(winner, base_key, base)
            self.add_value(winner, flat, value, m)
            self.add_announces(winner, winner_announces)
        elif scoring is CoincheScoring.MULTIPLY_WINNER_LINE:  # c)
            if flat is None:
                self.add(winner, base_key, base, m)
            self.add_value(winner, flat, value, k, flat_factor=m)
            self.add_announces(winner, winner_announces, m)
        elif scoring is CoincheScoring.WINNER_TAKES_ALL:  # d)
            if flat is None:
                coinche_base = rules.failure_points
                if rules.coinche_base is not None:
                    coinche_base = rules.coinche_base
                if deal.coinche is Coinche.SURCOINCHE and rules.surcoinche_base is not None:
                    coinche_base = rules.surcoinche_base
                self.add(winner, LineKey.COINCHE_BASE, coinche_base)
                took_all = deal.all_tricks if outcome is _Outcome.MADE else deal.defence_all_tricks
                if took_all and outcome is not _Outcome.RENONCE:
                    self.add(winner, LineKey.COINCHE_CAPOT_BONUS, rules.coinche_capot_bonus)
            self.add_value(winner, flat, value, k, flat_factor=m)
            self.add_announces(winner, all_announces)
            return
        else:  # e) whole score
            if flat is None:
                whole_base = base
                if outcome is _Outcome.MADE:
                    whole_base = (
                        rules.whole_score_capot_base if deal.all_tricks else rules.failure_points
                    )
                self.add(winner, LineKey.COINCHE_BASE, whole_base, m)
            self.add_value(winner, flat, value, k, flat_factor=m)
            self.add_announces(winner, all_announces, m)
            return
        for key, points in loser_lines:
            self.add(loser, key, points)
        self.add(loser, LineKey.ANNOUNCES, loser_announces)

    def add_value(
        self, winner: Team, flat: int | None, value: int, factor: int, flat_factor: int = 0
    ) -> None:
        """The contract: V × factor, or a flat capot/générale S × m instead of base and V."""
        if flat is None:
            self.add(winner, LineKey.CONTRACT_VALUE, value, factor)
        else:
            self.add(winner, self.flat_key, flat, flat_factor or factor)

    # ---------------------------------------------------------------- step 7
    def score_belote(self, outcome: _Outcome, winner: Team, loser: Team) -> bool:
        """Credit the belote; True when the loser is shut out of this deal."""
        deal, rules, m = self.deal, self.rules, self.multiplier
        if not (self.belote["A"] or self.belote["B"] or rules.belote_cannot_end_match):
            return False  # nothing to credit, and nobody to bar
        shut_out = (
            outcome is not _Outcome.MADE
            or rules.scale is Scale.BID_ONLY
            or deal.all_tricks
            or (
                m > 1
                and rules.coinche_scoring
                in (CoincheScoring.WINNER_TAKES_ALL, CoincheScoring.WHOLE_SCORE)
            )
        )
        own = {winner: self.belote[winner], loser: self.belote[loser]}
        scoring = rules.belote_scoring
        if scoring is BeloteScoring.NEVER or not (own[winner] or own[loser]):
            return shut_out
        taken = 0
        if (scoring is BeloteScoring.TAKEN_ON_FAILURE and outcome is not _Outcome.MADE) or (
            scoring is BeloteScoring.DEAL_WINNER and shut_out
        ):
            taken, own[loser] = own[loser], 0
        factor = m if m > 1 and rules.coinche_multiplies_belote else 1
        self.add(winner, LineKey.BELOTE, own[winner], factor)
        self.add(winner, LineKey.BELOTE_TAKEN, taken, factor)
        self.add(loser, LineKey.BELOTE, own[loser])
        return shut_out

    # ---------------------------------------------------------------- step 9
    def result(
        self,
        *,
        made: bool | None,
        winner: Team | None,
        needed: int | None,
        counted: tuple[int, int],
        held: int = 0,
        awarded: int = 0,
        barred: Mapping[Team, bool] = NOBODY_BARRED,
    ) -> DealScore:
        rules = self.rules
        exact: dict[Team, int] = {"A": 0, "B": 0}
        for line in self.lines:
            exact[line.team] += line.amount
        scores: dict[Team, int] = exact
        # Under rounding_scope total the match rounds the totals, not the deals.
        if rules.rounding is not Rounding.NONE and rules.rounding_scope is not RoundingScope.TOTAL:
            scores = {team: rules.round_score(exact[team]) for team in TEAMS}
            for team in TEAMS:
                self.add(team, LineKey.ROUNDING, scores[team] - exact[team])
        return DealScore(
            scores=scores,
            exact=exact,
            made=made,
            litige=made is None,
            winner=winner,
            multiplier=self.multiplier,
            needed=needed,
            taker_counted=counted[0],
            defence_counted=counted[1],
            held=held,
            awarded=awarded,
            barred=barred,
            given_lines=tuple(self.lines),
            deal=self.deal,
            rules=rules,
        )
