"""The edit history in the core (no disk): changes, undo and redo, their limit, the end of the
match; and the incremental match: any sequence of edits gives the state of a compute from
scratch, rescoring only from the first changed deal."""

from __future__ import annotations

from typing import Any

import pytest
from deal_strategies import THROWN_IN, variant_deals, variant_rules
from hypothesis import given, settings
from hypothesis import strategies as st
from scorings import counted_scorings

from coinche_score.history import (
    Change,
    ChangeKind,
    History,
    HistoryError,
    MatchOverError,
    apply,
    record,
    redo,
    reverse,
    undo,
)
from coinche_score.match import Match, compute
from coinche_score.rules import PRESETS, RuleSet
from coinche_score.scoring import SCORE, Deal, InvalidDealError, parse_deal

FFB = PRESETS["ffb"]


def deal(taker_points: int, taker: str = "A", contract: int = 80) -> Deal:
    raw = {"taker": taker, "contract": contract, "trump": "hearts", "taker_points": taker_points}
    return parse_deal(raw, FFB)


def added(match: Match, history: History, *deals: Deal) -> tuple[Match, History]:
    for one in deals:
        change = Change(kind=ChangeKind.ADD, index=len(match.deals), deal=one)
        match, history = record(match, history, change)
    return match, history


def points(match: Match) -> list[int | None]:
    return [one.taker_points for one in match.deals]


def test_undo_and_redo_walk_the_changes_back_and_forth() -> None:
    match, history = added(Match(rules=FFB, target=2000), History(), deal(90), deal(100))
    edit = Change(kind=ChangeKind.EDIT, index=0, deal=deal(110), previous=deal(90))
    match, history = record(match, history, edit)
    assert points(match) == [110, 100]
    match, history = undo(match, history)
    assert points(match) == [90, 100] and history.redo == (edit,)
    match, history = undo(*undo(match, history))
    assert points(match) == [] and len(history.redo) == 3
    match, history = redo(*redo(match, history))
    assert points(match) == [90, 100] and len(history.undo) == 2
    match, history = redo(match, history)
    assert points(match) == [110, 100] and history.redo == ()
    with pytest.raises(HistoryError, match="nothing to redo"):
        redo(match, history)


def test_a_new_change_forgets_redo_and_undo_keeps_the_limit() -> None:
    match, history = added(Match(rules=FFB, target=2000), History(), deal(90), deal(91))
    match, history = undo(match, history)
    change = Change(kind=ChangeKind.ADD, index=1, deal=deal(92))
    match, history = record(match, history, change, limit=1)
    assert history.redo == () and history.undo == (change,)
    match, history = undo(match, history)
    assert points(match) == [90]
    with pytest.raises(HistoryError, match="nothing to undo"):
        undo(match, history)


def test_a_history_that_does_not_fit_the_deals_is_refused() -> None:
    match, _ = added(Match(rules=FFB, target=2000), History(), deal(90))
    wrong = Change(kind=ChangeKind.EDIT, index=0, deal=deal(100), previous=deal(91))
    with pytest.raises(HistoryError, match="does not match deal 1"):
        apply(match, wrong)
    with pytest.raises(HistoryError, match="does not match deal 1"):
        reverse(match, Change(kind=ChangeKind.ADD, index=0, deal=deal(100)))
    with pytest.raises(HistoryError, match="does not match deal 3"):
        reverse(match, Change(kind=ChangeKind.DELETE, index=2, previous=deal(100)))


def test_a_refused_deal_is_named_and_changes_nothing() -> None:
    match = Match(rules=FFB, target=2000)
    bad = Deal(taker="A", contract=85, taker_points=100)
    with pytest.raises(InvalidDealError, match="deal 1: contract"):
        record(match, History(), Change(kind=ChangeKind.ADD, index=0, deal=bad))
    assert match.deals == ()


def finished_match() -> Match:
    """Team A reaches 300 with its second deal."""
    match, _ = added(Match(rules=FFB, target=300), History(), deal(130), deal(130))
    assert match.state().finished and match.state().winner == "A"
    return match


def test_no_deal_is_added_after_the_end_of_the_match() -> None:
    match = finished_match()
    with pytest.raises(MatchOverError, match="the match is over: A won"):
        match.with_deal_added(deal(100))
    with pytest.raises(MatchOverError):
        apply(match, Change(kind=ChangeKind.INSERT, index=2, deal=deal(100)))


def test_a_finished_match_still_takes_corrections_and_undone_deletes() -> None:
    match = finished_match()
    inserted = match.with_deal_inserted(0, deal(100))
    assert len(inserted.deals) == 3
    deleted = Change(kind=ChangeKind.DELETE, index=2, previous=deal(130))
    with_extra = Match(rules=FFB, target=300, deals=(*match.deals, deal(130)))
    assert with_extra.state().unscored == 1
    again = reverse(apply(with_extra, deleted), deleted)
    assert again.deals == with_extra.deals and again.state().unscored == 1


def test_an_edit_rescores_only_from_the_first_changed_deal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = Match(rules=FFB, target=100_000, deals=tuple(deal(81 + n % 50) for n in range(50)))
    match.state()
    expected = compute(FFB, 100_000, (*match.deals, deal(100)))
    scored = counted_scorings(monkeypatch)[SCORE]
    longer = match.with_deal_added(deal(100))
    assert longer.state() == expected
    assert len(scored) == 1
    scored.clear()
    edited = longer.with_deal_replaced(45, deal(150))
    edited.state()
    assert len(scored) == 6  # deals 46 to 51
    scored.clear()
    edited.with_deal_deleted(49).state()
    assert len(scored) == 1


def test_a_match_copied_with_other_deals_does_not_keep_the_old_scores() -> None:
    match = finished_match()
    copy = match.model_copy(update={"deals": match.deals[:1]})
    assert not copy.state().finished and copy.state().totals != match.state().totals
    assert copy.model_copy(update={"target": 100}).state().finished


# ------------------------------------------------------------------------------ property

EDITS = st.lists(
    st.tuples(
        st.sampled_from(["add", "insert", "edit", "delete", "undo", "redo"]),
        st.integers(0, 30),
        st.integers(0, 1_000),
    ),
    max_size=25,
)


@st.composite
def edited_matches(draw: st.DrawFn) -> Any:
    rules: RuleSet = draw(st.one_of(st.sampled_from(list(PRESETS.values())), variant_rules()))
    pool = draw(st.lists(st.one_of(variant_deals(rules), st.just(THROWN_IN)), min_size=1))
    first = draw(st.lists(st.sampled_from(pool), max_size=10))
    target = draw(st.sampled_from([300, 500, 1000, rules.default_target]))
    first_dealer = draw(st.integers(0, 3))
    return rules, target, first_dealer, pool, first, draw(EDITS)


def one_edit(match: Match, history: History, edit: tuple[str, int, int], pool: list[Deal]) -> Any:
    kind, where, which = edit
    new = pool[which % len(pool)]
    size = len(match.deals)
    if kind == "undo":
        return undo(match, history)
    if kind == "redo":
        return redo(match, history)
    if kind == "add":
        change = Change(kind=ChangeKind.ADD, index=size, deal=new)
    elif kind == "insert":
        change = Change(kind=ChangeKind.INSERT, index=where % (size + 1), deal=new)
    elif size == 0:
        return match, history
    elif kind == "edit":
        index = where % size
        change = Change(kind=ChangeKind.EDIT, index=index, deal=new, previous=match.deals[index])
    else:
        index = where % size
        change = Change(kind=ChangeKind.DELETE, index=index, previous=match.deals[index])
    return record(match, history, change)


@settings(max_examples=60, deadline=None)
@given(edited_matches())
def test_any_sequence_of_edits_gives_the_state_of_a_compute_from_scratch(case: Any) -> None:
    rules, target, first_dealer, pool, first, edits = case
    match = Match(rules=rules, target=target, first_dealer=first_dealer, deals=tuple(first))
    history = History()
    match.state()
    for edit in edits:
        try:
            match, history = one_edit(match, history, edit, pool)
        except (MatchOverError, HistoryError):
            continue
        state = match.state()
        scratch = compute(rules, target, match.deals, first_dealer)
        assert state == scratch
        assert state.running == scratch.running
