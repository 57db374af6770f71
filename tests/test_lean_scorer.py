"""The lean scorer: sums in plain integers agree with the scorer that explains itself term by
term; a deal is accepted by the quick check exactly when the detailed checks find nothing to
refuse; the breakdown is worked out only when it is read."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest
from deal_strategies import PENDING, THROWN_IN, variant_deals, variant_rules
from hypothesis import given, settings
from hypothesis import strategies as st

from coinche_score.match import compute
from coinche_score.rules import PRESETS, TEAMS, Announce, Coinche, RuleSet, Trump
from coinche_score.scoring import (
    Deal,
    InvalidDealError,
    TeamAnnounces,
    TeamBelote,
    check_deal,
    explained,
    parse_deal,
    score_checked_deal,
    score_deal,
)
from coinche_score.scoring.checks import find_refusal
from coinche_score.scoring.lean import plan_of

ANY_RULES = st.one_of(st.sampled_from(list(PRESETS.values())), variant_rules())


@settings(max_examples=300, deadline=None)
@given(ANY_RULES.flatmap(lambda rules: st.tuples(st.just(rules), variant_deals(rules))), PENDING)
def test_the_sums_are_those_of_the_scorer_that_explains_them(case: Any, pending: int) -> None:
    rules, deal = case
    lean = score_checked_deal(deal, rules, pending)
    termwise = explained.DealScorer(deal, deal.taker, rules).score(pending)
    assert lean.score_fields() == termwise.score_fields()  # scores, exact, made, winner, ...
    assert lean.lines == termwise.lines


TEAM_OR_NONE = st.sampled_from([None, *TEAMS])
#: Values the rules may refuse: off the ladder, out of range, slams, a belote held twice, ...
ANY_FIELDS: dict[str, st.SearchStrategy[Any]] = {
    "taker": TEAM_OR_NONE,
    "contract": st.sampled_from([None, 70, 80, 82, 85, 90, 160, 170, 250, "capot", "generale"]),
    "trump": st.sampled_from([None, *Trump]),
    "coinche": st.sampled_from(Coinche),
    "taker_points": st.sampled_from([None, -1, 0, 81, 100, 162, 163]),
    "all_tricks": st.booleans(),
    "belote": st.builds(
        TeamBelote, A=st.sampled_from([0, 20, 40, -20, 10]), B=st.sampled_from([0, 20, 80])
    ),
    "announces": st.builds(
        TeamAnnounces,
        A=st.lists(st.sampled_from(Announce), max_size=1).map(tuple),
        B=st.lists(st.sampled_from(Announce), max_size=1).map(tuple),
    ),
    "defence_all_tricks": st.booleans(),
    "renonce": TEAM_OR_NONE,
    "bidder": st.sampled_from([None, -1, 0, 1, 2, 3, 4]),
}


@st.composite
def rules_and_any_deal(draw: st.DrawFn) -> tuple[RuleSet, Deal]:
    """A valid deal with a field or two changed to anything: valid or refused for one reason."""
    rules = draw(ANY_RULES)
    deal = draw(st.one_of(variant_deals(rules), st.just(THROWN_IN)))
    changes = draw(st.fixed_dictionaries({}, optional=ANY_FIELDS).filter(lambda c: len(c) <= 2))
    return rules, deal.model_copy(update=changes)


@settings(max_examples=400, deadline=None)
@given(rules_and_any_deal())
def test_the_quick_check_accepts_exactly_what_the_detailed_checks_accept(
    case: tuple[RuleSet, Deal],
) -> None:
    rules, deal = case
    try:
        find_refusal(deal, rules)
    except InvalidDealError:
        refused = True
    else:
        refused = False
    assert plan_of(rules).accepts(deal) is not refused


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_typical_deals_pass_the_quick_check(name: str) -> None:
    rules = PRESETS[name]
    raw = {"taker": "A", "contract": 100, "trump": "hearts", "taker_points": 110}
    typical = [parse_deal(raw, rules), THROWN_IN, parse_deal({**raw, "belote": {"B": 20}}, rules)]
    assert all(plan_of(rules).accepts(deal) for deal in typical)


def test_the_breakdown_is_worked_out_only_when_read_and_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = PRESETS["ffb"]
    raw = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100}
    deals = [parse_deal(raw, rules)] * 100
    worked_out: list[Deal] = []

    class CountingScorer(explained.DealScorer):
        def __init__(self, deal: Deal, *args: Any) -> None:
            worked_out.append(deal)
            super().__init__(deal, *args)

    monkeypatch.setattr(explained, "DealScorer", CountingScorer)
    state = compute(rules, 100_000, deals)
    assert worked_out == []
    score = state.scored[5].score
    lines = score.lines
    assert lines == score_deal(deals[5], rules).lines and len(worked_out) == 2
    assert score.lines is lines and score == state.scored[5].score and len(worked_out) == 2


def test_rule_sets_of_the_same_name_are_told_apart() -> None:
    """What the checks work out once per rule set belongs to that rule set only."""
    deal = Deal(taker="A", contract=90, trump=Trump.HEARTS, taker_points=100)
    for max_bid in (80, 160):
        rules = PRESETS["classic"].model_copy(update={"max_bid": max_bid})
        if max_bid == 80:
            with pytest.raises(InvalidDealError, match="contract"):
                check_deal(deal, rules)
        else:
            check_deal(deal, rules)


def test_deals_share_their_belotes_and_announces() -> None:
    """A long match holds a few belote and announces records, not two per deal."""
    rules = PRESETS["ffb"]
    raw = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100}
    first = parse_deal({**raw, "belote": {"A": 20}, "announces": {"B": ["tierce"]}}, rules)
    again = Deal.model_validate(
        {**raw, "belote": {"A": 20, "B": 0}, "announces": {"B": ["tierce"]}}
    )
    assert first.belote is again.belote and first.announces is again.announces
    other = parse_deal({**raw, "belote": {"B": 20}}, rules)
    assert other.belote is not first.belote and other.belote == TeamBelote(B=20)
    assert other.announces is Deal(taker=None).announces  # none held


def test_a_score_copied_or_pickled_is_equal_before_and_after_its_breakdown_is_read() -> None:
    """Keeping the breakdown once read changes nothing a score's users see."""
    rules = PRESETS["classic"]
    deal = parse_deal({"taker": "A", "contract": 90, "trump": "clubs", "taker_points": 99}, rules)
    for read in (False, True):
        score = score_deal(deal, rules)
        if read:
            assert score.lines
        for copied in (pickle.loads(pickle.dumps(score)), copy.deepcopy(score), copy.copy(score)):
            assert copied == score and copied.lines == score.lines
            assert copied.score_fields() == score.score_fields()
