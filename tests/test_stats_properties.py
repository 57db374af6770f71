"""Properties of the statistics over random folders of matches (any rules, names in several
spellings, a player sometimes seated twice, deals after the end): the figures agree with one
another, every figure lists as many deals as it counts, the ratings keep their sum, and the
figures are the same whether their deals were kept or not."""

from __future__ import annotations

import copy
from datetime import UTC, datetime, timedelta
from typing import Any

from deal_strategies import THROWN_IN, variant_deals, variant_rules
from hypothesis import given, settings
from hypothesis import strategies as st
from reference_stats import reference_document

from coinche_score.match import Match
from coinche_score.rules import PRESETS, TEAM_SEATS, RuleSet
from coinche_score.stats import (
    KINDS,
    MATCH_FIGURES,
    Filters,
    MatchFacts,
    compute_statistics,
    name_key,
    stats_document,
)

NAMES = ["Ann", "ann ", "ANN", "Bob", "Cat", "Dan", "Eve", "Zoé", "Zoe\u0301"]
TEAM_NAMES = [("Nous", "Eux"), ("Eux", "Nous"), ("Les As", "NOUS"), ("Nous", "NOUS")]
START = datetime(2024, 1, 1, tzinfo=UTC)


@st.composite
def played_matches(draw: st.DrawFn, number: int) -> Match:
    rules: RuleSet = draw(st.sampled_from(list(PRESETS.values())) | variant_rules())
    deals = [
        deal
        if deal.taker is None
        else deal.model_copy(
            update={"bidder": draw(st.sampled_from([None, *TEAM_SEATS[deal.taker]]))}
        )
        for deal in draw(st.lists(variant_deals(rules) | st.just(THROWN_IN), max_size=10))
    ]
    players = draw(st.none() | st.tuples(*[st.sampled_from(NAMES)] * 4))
    return Match(
        rules=rules,
        target=draw(st.sampled_from([100, 300, 600, 2000])),
        team_names=draw(st.sampled_from(TEAM_NAMES)),
        players=players,
        first_dealer=number % 4,
        deals=tuple(deals),
    )


@st.composite
def folders(draw: st.DrawFn) -> list[tuple[str, datetime, Match]]:
    count = draw(st.integers(0, 6))
    hours = draw(st.lists(st.integers(0, 5), min_size=count, max_size=count))
    return [
        (f"m{number}", START + timedelta(hours=hour), draw(played_matches(number)))
        for number, hour in enumerate(hours)
    ]


def facts(folder: list[tuple[str, datetime, Match]], keep: bool) -> list[MatchFacts]:
    return [MatchFacts.of(match_id, when, match, keep=keep) for match_id, when, match in folder]


def without_items(found: dict[str, Any]) -> dict[str, Any]:
    """A document with deals, as it reads without them."""
    plain = copy.deepcopy(found)
    for subject in plain["players"] + plain["teams"]:
        for name, kind in KINDS.items():
            if name not in subject:
                continue
            if kind == "count":
                subject[name] = subject[name]["n"]
                continue
            for figure in subject[name].values() if kind == "rates" else [subject[name]]:
                figure.pop("deals" if name not in MATCH_FIGURES else "matches")
    return plain


PROPERTY = settings(max_examples=25, deadline=None)


@PROPERTY
@given(folders(), st.integers(1, 3))
def test_the_figures_agree_with_one_another(
    folder: list[tuple[str, datetime, Match]], least: int
) -> None:
    kept = facts(folder, keep=True)
    stats = compute_statistics(kept, Filters(least=least))
    found = stats_document(stats, with_deals=True)
    scored = {match.id: match.scored for match in kept}
    order = [match.id for match in sorted(kept, key=lambda match: match.order)]

    assert found["matches"]["counted"] == len(kept)
    assert found["matches"]["deals"] == sum(scored.values())
    for subject in found["players"] + found["teams"]:
        for name in MATCH_FIGURES:
            ids = _items(subject[name], "matches")
            assert ids == sorted(ids, key=order.index)  # in time order
        matches, wins = subject["matches"], subject["wins"]
        assert wins["of"] == matches["n"] and len(wins["matches"]) == wins["n"] <= matches["n"]
        assert set(wins["matches"]) <= set(matches["matches"])
        assert abs(subject["streak"]["n"]) == len(subject["streak"]["matches"])
        assert subject["best_streak"]["n"] == len(subject["best_streak"]["matches"])
        assert (
            subject["taken"]["n"] + subject["defended"]["n"] + subject["thrown_in"]["n"]
            == (subject["deals"]["n"])
        )
        assert subject["made"]["of"] + subject["litiges"]["n"] == subject["taken"]["n"]
        by_bid = subject["by_bid"].values()
        assert sum(rate["of"] for rate in by_bid) == subject["made"]["of"]
        assert sum(rate["n"] for rate in by_bid) == subject["made"]["n"]
        assert sum(rate["of"] for rate in subject["by_trump"].values()) <= subject["made"]["of"]
        for name, kind in KINDS.items():
            if name in MATCH_FIGURES or name not in subject:
                continue
            figures = subject[name].values() if kind == "rates" else [subject[name]]
            for figure in figures:
                deals = figure["deals"]
                assert deals == sorted(deals, key=lambda d: (order.index(d[0]), d[1]))
                assert len({tuple(deal) for deal in deals}) == len(deals)
                assert all(1 <= number <= scored[match] for match, number in deals)
                if kind != "count" or name == "announces":
                    assert len(deals) <= figure["n"] or kind == "mean"
                if kind in ("rate", "rates", "mean") or name != "announces":
                    assert len(deals) == figure["n"]
    for subject in found["players"]:
        known = subject["bidder_known"]["n"]
        assert subject["own_bids"]["of"] + subject["partner_bids"]["of"] <= known
        assert subject["own_bid"]["n"] <= known <= subject["taken"]["n"]
    ratings = [subject["rating"] for subject in found["players"]]
    assert abs(sum(ratings) - 1500 * len(ratings)) < 1e-6
    for meeting in found["head_to_head"]:
        assert meeting["a"] < meeting["b"]
        assert meeting["a_wins"] + meeting["b_wins"] == meeting["matches"]


@PROPERTY
@given(folders())
def test_the_figures_are_the_same_without_their_deals(
    folder: list[tuple[str, datetime, Match]],
) -> None:
    with_deals = stats_document(compute_statistics(facts(folder, keep=True)), with_deals=True)
    plain = stats_document(compute_statistics(facts(folder, keep=False)))
    assert without_items(with_deals) == plain


@PROPERTY
@given(folders(), st.sampled_from(NAMES))
def test_a_player_counts_every_match_that_counts_for_them(
    folder: list[tuple[str, datetime, Match]], name: str
) -> None:
    kept = facts(folder, keep=False)
    key = name_key(name)
    theirs = [m for m in kept if m.counts_for_players and key in (m.seat_keys or ())]
    found = stats_document(compute_statistics(kept, Filters(players=(name,))))
    assert found["matches"]["counted"] == len([m for m in kept if key in (m.seat_keys or ())])
    subjects = [subject for subject in found["players"] if subject["key"] == [key]]
    if not theirs:
        assert subjects == []
        return
    (subject,) = subjects
    assert subject["matches"] + subject["unfinished"] == len(theirs)
    assert subject["deals"] == sum(m.scored for m in theirs)
    assert subject["rated_matches"] == len([m for m in theirs if m.finished])


@PROPERTY
@given(folders(), st.integers(1, 3))
def test_the_figures_are_those_of_a_plain_reading_of_their_description(
    folder: list[tuple[str, datetime, Match]], least: int
) -> None:
    """Against tests/support/reference_stats.py, which counts each figure by its own loop."""
    found = stats_document(compute_statistics(facts(folder, keep=False), Filters(least=least)))
    expected = reference_document(folder, least)
    for kind in ("players", "teams"):
        assert [subject["key"] for subject in found[kind]] == [
            subject["key"] for subject in expected[kind]
        ]
        for subject, reference in zip(found[kind], expected[kind], strict=True):
            assert {name: subject[name] for name in reference} == reference, subject["key"]
    assert found["head_to_head"] == expected["head_to_head"]
    assert found["records"] == expected["records"]
    for subject in found["players"]:
        rating = expected["ratings"].get(subject["key"][0], 1500.0)
        assert abs(subject["rating"] - rating) < 1e-9


def _items(figure: dict[str, Any], name: str) -> list[Any]:
    items: list[Any] = figure[name]
    return items
