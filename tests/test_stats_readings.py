"""Who a figure is about (names in any spelling, teams by players or by name, a player seated
twice) and the exact readings of the statistics: the drill-down's shape and order, deal
numbers, fields as entered, running totals, names, rankings, ratings, records, filters, the
figures of teams and players, runs and renonces."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime

import pytest
from stats_support import count, deal, document, local_clock, match, mean, player, rate, team

from coinche_score.rules import RuleSet, preset
from coinche_score.stats import PLAYER_FIGURES, TEAM_FIGURES, name_key

# ------------------------------------------------------------------------- who: section 3


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Ann", "ANN"),
        ("Jean  Paul", "jean paul"),
        ("Jean\u00a0Paul", "Jean Paul"),  # a no-break space is white space
        ("Zo\u00e9", "Zoe\u0301"),  # é composed, and e with its accent
        ("Stra\u00dfe", "STRASSE"),  # case folded, not lowered
    ],
)
def test_two_spellings_of_one_name_are_one_player(one: str, other: str) -> None:
    assert name_key(one) == name_key(other)
    first = match("m1", deal("A"), hour=1, players=(one, "Bob", "Cat", "Dan"))
    latest = match("m2", deal("A"), hour=2, players=(other, "Bob", "Cat", "Dan"))
    found = document(latest, first)
    assert len(found["players"]) == 4
    shown = player(found, name_key(one))
    assert (shown["name"], shown["deals"]["n"]) == (other, 2)  # the latest spelling


def test_a_team_without_players_is_known_by_its_name() -> None:
    found = document(
        match("m1", deal("A"), hour=1, players=None, teams=("Nous", "Eux")),
        match("m2", deal("B"), hour=2, players=None, teams=("EUX ", "NOUS")),
    )
    assert found["players"] == []
    nous = team(found, "nous")
    assert (nous["name"], nous["players"]) == ("NOUS", None)
    assert nous["deals"] == count(2, [["m1", 1], ["m2", 1]])
    assert nous["points"]["sum"] == 180 + 180  # took in m1 as A, and in m2 as B


def test_a_team_with_players_shows_its_latest_name_and_its_players_shown_names() -> None:
    found = document(
        match("m1", deal("A"), hour=1, teams=("Nous", "Eux")),
        match(
            "m2", deal("A"), hour=2, teams=("Les As", "Eux"), players=("ann", "Bob", "CAT", "Dan")
        ),
    )
    nous = team(found, "ann", "cat")
    assert (nous["name"], nous["players"]) == ("Les As", ["ann", "CAT"])


def test_a_player_seated_twice_counts_for_nobody_but_counts_in_the_matches_and_records() -> None:
    twice = match(
        "m1", deal("A"), deal("B", 90, 70), target=100, players=("Ann", "Bob", "ann", "Dan")
    )
    found = document(twice)
    assert (found["players"], found["teams"], found["head_to_head"], found["partners"]) == (
        [],
        [],
        [],
        [],
    )
    assert found["matches"]["counted"] == 1
    assert found["records"]["best_deal"]["team"] == ["ann", "ann"]
    assert found["records"]["biggest_win"]["team"] == ["ann", "ann"]


@pytest.mark.parametrize("other", ["NOUS", "Nous", " Nous "])
def test_team_names_that_are_one_name_count_for_no_team(other: str) -> None:
    found = document(match("m1", deal("A"), players=None, teams=("Nous", other)))
    assert found["matches"]["counted"] == 1
    assert found["teams"] == []
    assert found["records"]["best_deal"]["team"] == ["nous"]


# ------------------------------------------------------------------------- section 8


def test_1_without_deals_a_count_is_an_integer_and_a_rate_has_no_list() -> None:
    found = document(match("m1", deal("A"), keep=False), with_deals=False)
    ann = player(found, "ann")
    assert ann["deals"] == 1
    assert ann["matches"] == 0
    assert ann["made"] == {"n": 1, "of": 1, "rate": 1.0}
    assert ann["points"] == {"sum": 180, "n": 1, "mean": 180.0}
    assert ann["by_bid"] == {"80": {"n": 1, "of": 1, "rate": 1.0}}


def test_3_lists_follow_time_order_then_id_then_deal_number() -> None:
    at = datetime(2024, 5, 1, 20, tzinfo=UTC)
    later = match("a-later", deal("A"), deal("A"), created=datetime(2024, 5, 2, tzinfo=UTC))
    same_b = match("b", deal("A"), created=at)
    same_a = match("a", deal("A"), created=at)
    found = document(later, same_b, same_a)
    expected = [["a", 1], ["b", 1], ["a-later", 1], ["a-later", 2]]
    assert player(found, "ann")["taken"] == count(4, expected)
    assert player(found, "ann")["unfinished"] == count(3, ["a", "b", "a-later"], "matches")


def test_4_deal_numbers_count_thrown_in_deals() -> None:
    found = document(match("m1", deal(None), deal(None), deal("A")))
    assert player(found, "ann")["taken"] == count(1, [["m1", 3]])


def test_5_deal_fields_count_as_entered() -> None:
    # ffb_contree gives a failed taker's belote to the defence: A still entered it.
    found = document(match("m1", deal("A", 80, 50, belote={"A": 20}), rules="ffb_contree"))
    assert player(found, "ann")["belotes"] == count(1, [["m1", 1]])
    assert player(found, "bob")["belotes"] == count(0, [])
    assert player(found, "bob")["points"]["sum"] == 160 + 80 + 20  # the belote taken


def test_5_a_deal_without_a_trump_counts_under_no_trump_key() -> None:
    found = document(match("m1", deal("A", trump=None), deal("A", 90, 120)))
    assert player(found, "ann")["by_trump"] == {"hearts": rate(1, 1, [["m1", 2]])}


def test_6_a_comeback_is_measured_on_the_totals_the_sheet_shows() -> None:
    # Totals rounded, deals exact: after B's 80 the sheet shows A 60 (62 exact), B 180.
    rules = RuleSet.model_validate({**preset("classic").model_dump(), "rounding_scope": "total"})
    back = match("m1", deal("B"), deal("A", 80, 162, all_tricks=True), target=300, rules=rules)
    found = document(back)
    assert player(found, "ann")["comeback"] == count(120, ["m1"], "matches")
    assert player(found, "bob")["points"] == mean(180, 2, [["m1", 1], ["m1", 2]])
    assert player(found, "ann")["points"]["sum"] == 62 + 330  # what each deal adds, exactly


def test_7_a_subject_is_listed_only_when_a_counted_match_counts_for_it() -> None:
    found = document(
        match("m1", deal("A"), hour=1),
        match("m2", deal("A"), hour=2, players=("Eve", "Fay", "Gus", "Hal"), rules="ffb"),
        rules="classic",
    )
    assert [subject["name"] for subject in found["players"]] == ["Ann", "Bob", "Cat", "Dan"]


def test_8_rankings_alone_need_min_and_pairs_sort_by_a_then_b_then_kind() -> None:
    by_name = match("m1", deal("A"), hour=1, target=100, players=None, teams=("Ann", "Bob"))
    by_players = match("m2", deal("A"), hour=2, target=100, players=("Ann", "Bob", "Cat", "Dan"))
    found = document(by_name, by_players)
    pairs = [(h["a"], h["b"], h["kind"], h["matches"]) for h in found["head_to_head"]]
    assert pairs[:2] == [(["ann"], ["bob"], "player", 1), (["ann"], ["bob"], "team", 1)]
    assert player(found, "ann")["nemesis"] is None  # listed, but 1 match is below min


def test_9_a_tie_for_the_best_deal_within_one_deal_goes_to_side_a() -> None:
    # points_faits: 80 made with 81, each side's 81 rounds to 80.
    found = document(match("m1", deal("A", 80, 81), rules="points_faits"))
    assert found["records"]["best_deal"] == {
        "match": "m1",
        "deal": 1,
        "side": "A",
        "team": ["ann", "cat"],
        "points": 80,
    }


def test_10_a_tie_won_on_the_latest_deal_is_a_win_by_0() -> None:
    # B 180 to 60, then A 180 to 60: 240 each past 200, A won the latest deal.
    found = document(match("m1", deal("B"), deal("A"), target=200))
    assert found["records"]["biggest_win"] == {"match": "m1", "team": ["ann", "cat"], "margin": 0}
    assert player(found, "ann")["wins"] == rate(1, 1, ["m1"], "matches")


@pytest.fixture
def paris() -> Iterator[None]:
    """The machine's clock in Paris (UTC+1 in March)."""
    with local_clock("Europe/Paris"):
        yield


@pytest.mark.usefixtures("paris")
def test_11_dates_are_the_local_day_the_match_was_created() -> None:
    late = match("m1", deal("A"), created=datetime(2024, 3, 1, 23, 30, tzinfo=UTC))  # 2 March
    assert document(late, since=date(2024, 3, 2))["matches"]["counted"] == 1
    assert document(late, until=date(2024, 3, 1))["matches"]["counted"] == 0
    day = date(2024, 3, 2)
    assert document(late, since=day, until=day)["matches"]["counted"] == 1
    backwards = document(late, since=date(2024, 3, 3), until=date(2024, 3, 1))
    assert backwards["matches"]["counted"] == 0


def test_11_players_match_in_any_spelling_and_rules_exactly() -> None:
    played = match("m1", deal("A"), players=("Ann", "Bob", "Cat", "Dan"))
    assert document(played, players=(" ANN", "dan"))["matches"]["counted"] == 1
    assert document(played, players=("Ann", "Eve"))["matches"]["counted"] == 0
    assert document(played, rules="classic")["matches"]["counted"] == 1
    assert document(played, rules="Classic")["matches"]["counted"] == 0
    unnamed = match("m2", deal("A"), players=None)
    assert document(unnamed, players=("A 1",))["matches"]["counted"] == 0


def test_12_teams_have_no_bidder_figures_and_every_figure_is_there() -> None:
    found = document(match("m1", deal("A")))
    assert list(player(found, "ann"))[2 : 2 + len(PLAYER_FIGURES)] == list(PLAYER_FIGURES)
    nous = team(found, "ann", "cat")
    assert list(nous)[3 : 3 + len(TEAM_FIGURES)] == list(TEAM_FIGURES)
    assert not {"bidder_known", "rating", "best_partner"} & set(nous)


def test_13_unfinished_matches_neither_break_nor_extend_a_run() -> None:
    found = document(
        match("m1", deal("A"), hour=1, target=100),
        match("m2", deal("B"), hour=2),  # not over
        match("m3", deal("A"), hour=3, target=100),
    )
    ann = player(found, "ann")
    assert ann["streak"] == count(2, ["m1", "m3"], "matches")
    assert ann["best_streak"] == count(2, ["m1", "m3"], "matches")


def test_14_a_renonce_deal_counts_in_bids_and_card_points() -> None:
    found = document(
        match("m1", deal("A", 100, 120, renonce="A"), deal("A", 90, points=None, renonce="B"))
    )
    ann = player(found, "ann")
    assert ann["bid"] == mean(100 + 90, 2, [["m1", 1], ["m1", 2]])
    assert ann["card_points"] == mean(120, 1, [["m1", 1]])
    assert ann["by_bid"] == {"90": rate(1, 1, [["m1", 2]]), "100": rate(0, 1, [])}
    assert ann["made"] == rate(1, 2, [["m1", 2]])
    assert ann["renonces"] == count(1, [["m1", 1]])
