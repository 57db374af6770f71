"""The lean scorer, and the doors through which every deal is checked and scored.

:func:`lean_scorer` is the arithmetic of the explaining scorer (:mod:`.explained`) in plain
integers, without its breakdown, after the checks of :func:`.checks.find_refusal` in one
expression each: written twice on purpose, for speed (a long match is scored again at every
change), and held equal by tests/test_lean_scorer.py.  A deal it refuses is handed to
:func:`.checks.find_refusal` to say why.  Pure: no I/O, no UI.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from coinche_score.rules import (
    CARD_POINTS_TOTAL,
    TEAM_SEATS,
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
)
from coinche_score.scoring.checks import check_raw_deal, find_refusal
from coinche_score.scoring.deal import (
    BELOTE_POINTS,
    Contract,
    Deal,
    TeamAnnounces,
    TeamBelote,
)
from coinche_score.scoring.score import BARRED, NOBODY_BARRED, THROWN_IN, DealScore

# What the lean scorer is asked to do with a deal.
SCORE = 0  # score it: it was checked when it came in
CHECK_AND_SCORE = 1
_CHECK = 2  # only check it: it gives THROWN_IN for an accepted deal, nothing scored


class Plan:
    """A rule set and its lean scorer, made once per rule set."""

    __slots__ = ("rules", "score")

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.score = lean_scorer(rules)

    def accepts(self, deal: Deal) -> bool:
        """Whether ``deal`` passes every check of :func:`.checks.find_refusal` (which says why
        not)."""
        return self.score(deal, 0, _CHECK) is not None


# Enum members read once: reading one from its class costs more than a whole comparison.
_NO_COINCHE = Coinche.NONE
_SURCOINCHE = Coinche.SURCOINCHE
_NO_TRUMP = Trump.NO_TRUMP
_ALL_TRUMP = Trump.ALL_TRUMP
_MULTIPLY_BID = CoincheScoring.MULTIPLY_BID
_MULTIPLY_WINNER_LINE = CoincheScoring.MULTIPLY_WINNER_LINE
_WINNER_TAKES_ALL = CoincheScoring.WINNER_TAKES_ALL
_BELOTE_NEVER = BeloteScoring.NEVER
_BELOTE_TAKEN_ON_FAILURE = BeloteScoring.TAKEN_ON_FAILURE
_BELOTE_TO_DEAL_WINNER = BeloteScoring.DEAL_WINNER
_WINNER_TAKES_EVERYTHING = (CoincheScoring.WINNER_TAKES_ALL, CoincheScoring.WHOLE_SCORE)


_ONE_BELOTE = ((BELOTE_POINTS, 0), (0, BELOTE_POINTS))

#: By id() of the rule set, with the rule set itself: its id is not reused while it is here.
_PLANS: dict[int, Plan] = {}
_PLANS_KEPT = 64


def plan_of(rules: RuleSet) -> Plan:
    plan = _PLANS.get(id(rules))
    if plan is not None and plan.rules is rules:
        return plan
    if len(_PLANS) >= _PLANS_KEPT:
        _PLANS.clear()  # rule sets made on the fly (a rules editor, tests): start again
    plan = _PLANS[id(rules)] = Plan(rules)
    return plan


def lean_scorer_of(rules: RuleSet) -> _LeanScorer:
    """The lean scorer of ``rules`` (made once per rule set), for a loop over many deals
    without :func:`score_deal`'s look-up of it on each: asked :data:`SCORE` or
    :data:`CHECK_AND_SCORE`, it gives None for a deal its checks refuse, and :func:`score_deal`
    then says why."""
    return plan_of(rules).score


def parse_deal(raw: Any, rules: RuleSet) -> Deal:
    """Validate a deal as entered (a JSON object) and check it against ``rules``."""
    check_raw_deal(raw, rules)
    deal = Deal.model_validate(raw)
    check_deal(deal, rules)
    return deal


def check_deal(deal: Deal, rules: RuleSet) -> None:
    """Raise InvalidDealError if ``rules`` refuse ``deal`` (docs/scoring.md §5.2, in its order)."""
    if not plan_of(rules).accepts(deal):
        find_refusal(deal, rules)


def score_deal(deal: Deal, rules: RuleSet, pending_litige: int = 0) -> DealScore:
    """Score ``deal`` under ``rules`` (docs/scoring.md §3).

    ``pending_litige`` is the litige held from earlier deals: it goes to the team that wins this
    deal, or grows if this deal is a litige too.  ``scores`` are rounded when the rules round
    each deal (``rounding_scope`` deal, deal_except_last) and exact when they round the totals.
    Raises InvalidDealError for a refused deal.
    """
    plan = _PLANS.get(id(rules))  # plan_of(rules), without its call when it is known
    if plan is None or plan.rules is not rules:
        plan = plan_of(rules)
    score = plan.score(deal, pending_litige, CHECK_AND_SCORE)
    if score is None:
        find_refusal(deal, rules)
        return score_checked_deal(deal, rules, pending_litige)
    return score


def score_checked_deal(deal: Deal, rules: RuleSet, pending_litige: int = 0) -> DealScore:
    """:func:`score_deal` of a deal already checked against ``rules`` (a deal is checked once,
    when it comes in)."""
    score = plan_of(rules).score(deal, pending_litige, SCORE)
    assert score is not None  # only a check refuses
    return score


#: A deal, the pending litige, what is asked: its score, None if the checks refuse it.
_LeanScorer = Callable[[Deal, int, int], "DealScore | None"]


def lean_scorer(rules: RuleSet) -> _LeanScorer:
    """The lean scorer of ``rules``: :class:`.explained.DealScorer`'s arithmetic in plain integers,
    without its lines (the steps of docs/scoring.md §3 for the winner and the loser of the
    deal), after the checks of :func:`.checks.find_refusal` in one expression each.

    A closure: what it needs of the rule set is worked out once, into its free variables,
    cheaper to read on every deal than the rule set's fields and enums.  It gives None for a
    deal its checks refuse, for :func:`find_refusal` to say why.
    """
    bids = rules.numeric_bids()
    slams = [s for s, on in (("capot", rules.capot_bid), ("generale", rules.generale_bid)) if on]
    contracts: frozenset[int | str] = frozenset((*bids, *slams))
    trumps = frozenset(rules.allowed_trumps())
    announces_on, slams_coinched = rules.announces, rules.capot_may_be_coinched
    multipliers = {coinche: rules.multiplier(coinche) for coinche in Coinche}
    needed_for = {bid: rules.points_needed(bid) for bid in bids}
    # A slam bid's (value V, flat score S or None).
    flat_of: dict[str, tuple[int, int | None]] = {
        "capot": (rules.capot_value, rules.capot_flat_score),
        "generale": (rules.generale_value, rules.generale_flat_score),
    }
    round_score = rules.round_score
    # What rounding to 10 adds before it drops the units: round_score without a call.
    rounding_up = 5 if rules.rounding is Rounding.NEAREST_10 else 4
    # Under rounding_scope total the match rounds the totals, not the deals.
    rounds_deals = (
        rules.rounding is not Rounding.NONE and rules.rounding_scope is not RoundingScope.TOTAL
    )
    points_only, bid_only = rules.scale is Scale.POINTS_ONLY, rules.scale is Scale.BID_ONLY
    no_trump_bid_multiplier = rules.no_trump_bid_multiplier
    capot_takes_defence_announces = rules.capot_takes_defence_announces
    all_tricks_points = rules.all_tricks_points
    bid_counts_all_tricks_points = rules.bid_counts_all_tricks_points
    success_on_rounded = rules.success_on_rounded
    bid_counts_belote, bid_counts_announces = rules.bid_counts_belote, rules.bid_counts_announces
    must_beat_defence = rules.must_beat_defence
    tie_made = rules.defence_tie is DefenceTie.MADE
    tie_litige = rules.defence_tie is DefenceTie.LITIGE
    failure_points, defence_capot_points = rules.failure_points, rules.defence_capot_points
    announces_to_defence = rules.failed_announces_to_defence
    flat_score_when_failed = rules.flat_score_when_failed
    multiplies_bid = rules.coinche_multiplies_bid
    multiplies_belote = rules.coinche_multiplies_belote
    coinche_scoring = rules.coinche_scoring
    coinche_base = rules.failure_points if rules.coinche_base is None else rules.coinche_base
    surcoinche_base = coinche_base if rules.surcoinche_base is None else rules.surcoinche_base
    coinche_capot_bonus = rules.coinche_capot_bonus
    whole_score_capot_base = rules.whole_score_capot_base
    belote_scoring = rules.belote_scoring
    belote_cannot_end_match = rules.belote_cannot_end_match
    keeps_belote = belote_scoring is not _BELOTE_NEVER
    value_of = rules.announce_value
    new = tuple.__new__  # the record without the Python call of its generated constructor

    def score(deal: Deal, pending: int, asked: int) -> DealScore | None:
        # The fields from the model's dict: each costs half what reading it as an attribute of
        # a pydantic model does.
        fields = deal.__dict__
        taker: Team | None = fields["taker"]
        contract: Contract | None = fields["contract"]
        trump: Trump | None = fields["trump"]
        points: int | None = fields["taker_points"]
        coinche: Coinche = fields["coinche"]
        renonce: Team | None = fields["renonce"]
        all_tricks: bool = fields["all_tricks"]
        defence_all_tricks: bool = fields["defence_all_tricks"]
        belote: TeamBelote = fields["belote"]
        announces: TeamAnnounces = fields["announces"]
        bidder: int | None = fields["bidder"]
        belote_a, belote_b = belote.A, belote.B
        announced = announces.A or announces.B
        if taker is None:
            if asked and (
                contract is not None
                or trump is not None
                or coinche is not _NO_COINCHE
                or points is not None
                or all_tricks
                or defence_all_tricks
                or belote_a
                or belote_b
                or announced
                or renonce is not None
                or bidder is not None
            ):
                return None
            return THROWN_IN
        slam = contract.__class__ is str
        if asked and (
            contract not in contracts
            or (trump is not None and trump not in trumps)
            or (coinche is not _NO_COINCHE and slam and not slams_coinched)
            or (renonce is None if points is None else not 0 <= points <= CARD_POINTS_TOTAL)
            or (all_tricks and points != CARD_POINTS_TOTAL)
            or (defence_all_tricks and (points != 0 or all_tricks))
            or (renonce is not None and (all_tricks or defence_all_tricks))
            or (
                (
                    belote_a < 0
                    or belote_b < 0
                    or belote_a % BELOTE_POINTS
                    or belote_b % BELOTE_POINTS
                    or belote_a + belote_b > 80
                )
                if trump is _ALL_TRUMP
                else (belote_a or belote_b)
                and ((belote_a, belote_b) not in _ONE_BELOTE or trump is _NO_TRUMP)
            )
            or (announced and (not announces_on or (announces.A and announces.B)))
            or (bidder is not None and bidder not in TEAM_SEATS[taker])
        ):
            return None
        if asked == _CHECK:
            return THROWN_IN  # accepted; nothing scored
        if points is None:
            points = 0  # absent only in a renonce deal, where it is unused
        if taker == "A":
            defence: Team = "B"
            taker_belote, defence_belote = belote_a, belote_b
        else:
            defence = "A"
            taker_belote, defence_belote = belote_b, belote_a
        taker_announces = defence_announces = 0
        if announced:
            taker_announces = sum(value_of(announce, trump) for announce in announces[taker])
            defence_announces = sum(value_of(announce, trump) for announce in announces[defence])
        flat: int | None = None
        bid = 0
        if slam:
            value, flat = flat_of[contract]  # type: ignore[index]  # a slam is "capot" or "generale"
        else:
            bid = contract or 0  # type: ignore[assignment]  # a checked deal has a contract
            if points_only:
                value = 0
            elif trump is _NO_TRUMP:
                value = bid * no_trump_bid_multiplier
            else:
                value = bid
        m = multipliers[coinche]
        needed: int | None = None
        taker_counted = defence_counted = 0
        made = (
            False  # the bid made; a renonce deal is lost by the offender, neither made nor failed
        )
        litige = False
        if renonce is not None:  # step 2
            winner: Team = "B" if renonce == "A" else "A"
        else:
            if all_tricks and capot_takes_defence_announces:  # step 3
                taker_announces += defence_announces
                defence_announces = 0
            if slam:  # step 4: a capot or générale bid
                made = all_tricks
            else:
                if all_tricks and bid_counts_all_tricks_points:
                    taker_counted = all_tricks_points
                else:
                    taker_counted = points
                defence_counted = CARD_POINTS_TOTAL - points
                if success_on_rounded:
                    taker_counted = round_score(taker_counted)
                    defence_counted = round_score(defence_counted)
                if bid_counts_belote:
                    taker_counted += taker_belote
                    defence_counted += defence_belote
                if bid_counts_announces:
                    taker_counted += taker_announces
                    defence_counted += defence_announces
                needed = needed_for[bid]
                reaches = taker_counted >= needed
                if not must_beat_defence or taker_counted > defence_counted:
                    made = reaches
                elif taker_counted < defence_counted:
                    made = False
                elif tie_made:
                    made = reaches
                else:
                    litige = tie_litige and reaches
            winner = taker if made else defence
        held = awarded = 0
        barred = NOBODY_BARRED
        if litige:
            # The defence scores its own points, the taker its belote; T + At is held.
            taker_won = taker_belote * keeps_belote
            defence_won = (
                CARD_POINTS_TOTAL - points + defence_announces + defence_belote * keeps_belote
            )
            held = points + taker_announces
            won_by: Team | None = None
            outcome: bool | None = None
        else:
            if winner == taker:
                winner_announces, loser_announces = taker_announces, defence_announces
                winner_belote, loser_belote = taker_belote, defence_belote
            else:
                winner_announces, loser_announces = defence_announces, taker_announces
                winner_belote, loser_belote = defence_belote, taker_belote
            # Steps 5-6: what the winner and the loser score.
            if made:
                base = all_tricks_points if all_tricks else points
                lost = CARD_POINTS_TOTAL - points + loser_announces
            else:
                base = failure_points
                if renonce is None and defence_all_tricks and defence_capot_points is not None:
                    base = defence_capot_points
                if renonce is not None or announces_to_defence:
                    winner_announces, loser_announces = winner_announces + loser_announces, 0
                lost = loser_announces
                if not flat_score_when_failed:
                    flat = None
            k = m if multiplies_bid else 1
            if bid_only:  # a)
                won = value * m if flat is None else flat * m
                lost = 0
            elif m == 1 or coinche_scoring is _MULTIPLY_BID:  # b)
                won = (base + value * m if flat is None else flat * m) + winner_announces
            elif coinche_scoring is _MULTIPLY_WINNER_LINE:  # c)
                won = (base * m + value * k if flat is None else flat * m) + winner_announces * m
            elif coinche_scoring is _WINNER_TAKES_ALL:  # d)
                lost = 0
                if flat is None:
                    won = surcoinche_base if coinche is _SURCOINCHE else coinche_base
                    took_all = all_tricks if made else defence_all_tricks
                    if took_all and renonce is None:
                        won += coinche_capot_bonus
                    won += value * k
                else:
                    won = flat * m
                won += winner_announces + loser_announces
            else:  # e) whole score
                lost = 0
                if flat is None:
                    if made:
                        base = whole_score_capot_base if all_tricks else failure_points
                    won = base * m + value * k
                else:
                    won = flat * m
                won += (winner_announces + loser_announces) * m
            # Step 7: the belote.
            if winner_belote or loser_belote or belote_cannot_end_match:
                shut_out = (
                    not made
                    or bid_only
                    or all_tricks
                    or (m > 1 and coinche_scoring in _WINNER_TAKES_EVERYTHING)
                )
                if keeps_belote and (winner_belote or loser_belote):
                    if (belote_scoring is _BELOTE_TAKEN_ON_FAILURE and not made) or (
                        belote_scoring is _BELOTE_TO_DEAL_WINNER and shut_out
                    ):
                        winner_belote, loser_belote = winner_belote + loser_belote, 0
                    won += winner_belote * (m if m > 1 and multiplies_belote else 1)
                    lost += loser_belote
                if shut_out and belote_cannot_end_match:
                    barred = BARRED["B" if winner == "A" else "A"]
            won += pending  # step 8
            awarded = pending
            won_by = winner
            outcome = winner == taker
            taker_won, defence_won = (won, lost) if outcome else (lost, won)
        # Step 9: the deal's score, rounded if the rules round each deal.
        a, b = (taker_won, defence_won) if taker == "A" else (defence_won, taker_won)
        exact: dict[Team, int] = {"A": a, "B": b}
        scores = exact
        if rounds_deals:  # round_score, without two calls
            scores = {"A": (a + rounding_up) // 10 * 10, "B": (b + rounding_up) // 10 * 10}
        return new(
            DealScore,
            (
                scores,
                exact,
                outcome,
                litige,
                won_by,
                m,
                needed,
                taker_counted,
                defence_counted,
                held,
                awarded,
                barred,
                None,
                deal,
                rules,
            ),
        )

    return score
