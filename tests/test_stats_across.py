"""Across subjects: the matches counted, head to head, partners, best partner, nemesis and
victim, the ratings and the records, on matches counted by hand (classic unless said: A
takes 80 at hearts and makes 100, 180 to 60; a target of 100 ends a match on its first deal)."""

from __future__ import annotations

from typing import Any

import pytest
from stats_support import PLAYERS, deal, document, match, player, team

from coinche_score.stats import Filters, Skipped, compute_statistics, stats_document


def won_by(
    match_id: str, side: str, hour: int, players: tuple[str, str, str, str] = PLAYERS
) -> Any:
    return match(match_id, deal(side), hour=hour, target=100, players=players)


def test_the_matches_counted_finished_and_their_scored_deals() -> None:
    # The second deal comes after the one that ended the match: not scored, not counted.
    over = match("m1", deal("A"), deal("B"), hour=1, target=100)
    open_ = match("m2", deal("A"), deal(None), hour=2)
    stats = compute_statistics([over, open_], skipped=[Skipped("zz", "not_json")])
    found = stats_document(stats)
    assert found["matches"] == {
        "counted": 2,
        "finished": 1,
        "unfinished": 1,
        "deals": 3,
        "skipped": [{"id": "zz", "reason": "not_json"}],
    }
    assert player(found, "ann")["deals"] == 3


def test_head_to_head_lists_every_pair_that_met_in_a_finished_match() -> None:
    found = document(
        won_by("m1", "A", 1),
        won_by("m2", "B", 2),
        match("m3", deal("A"), hour=3, players=("Ann", "Eve", "Cat", "Dan")),  # not over
    )
    opposite = [
        {"kind": "player", "a": ["ann"], "b": ["bob"], "matches": 2, "a_wins": 1, "b_wins": 1},
        {"kind": "player", "a": ["ann"], "b": ["dan"], "matches": 2, "a_wins": 1, "b_wins": 1},
        {"kind": "team", "a": ["ann", "cat"], "b": ["bob", "dan"], "matches": 2}
        | {"a_wins": 1, "b_wins": 1},
        {"kind": "player", "a": ["bob"], "b": ["cat"], "matches": 2, "a_wins": 1, "b_wins": 1},
        {"kind": "player", "a": ["cat"], "b": ["dan"], "matches": 2, "a_wins": 1, "b_wins": 1},
    ]
    assert found["head_to_head"] == opposite
    assert found["partners"] == [
        {"a": ["ann"], "b": ["cat"], "matches": 2, "wins": 1},
        {"a": ["bob"], "b": ["dan"], "matches": 2, "wins": 1},
    ]


def test_a_winner_on_the_b_side_counts_for_the_smaller_key_when_it_is_theirs() -> None:
    # Seats: Zoe and Cat (A) against Ann and Dan (B), B wins.
    found = document(won_by("m1", "B", 1, ("Zoe", "Ann", "Cat", "Dan")))
    pairs = {
        (tuple(h["a"]), tuple(h["b"])): (h["a_wins"], h["b_wins"]) for h in found["head_to_head"]
    }
    assert pairs[(("ann",), ("zoe",))] == (1, 0)
    assert pairs[(("ann", "dan"), ("cat", "zoe"))] == (1, 0)
    assert pairs[(("cat",), ("dan",))] == (0, 1)


def partners_played() -> list[Any]:
    """Ann wins 2 of 3 with Cat and 3 of 4 with Eve, always against Bob and Dan."""
    played = []
    for hour, (partner, side) in enumerate(
        [("Cat", "A"), ("Cat", "A"), ("Cat", "B"), ("Eve", "A"), ("Eve", "A")]
        + [("Eve", "A"), ("Eve", "B")],
        start=1,
    ):
        played.append(won_by(f"m{hour}", side, hour, ("Ann", "Bob", partner, "Dan")))
    return played


def test_best_partner_nemesis_and_victim() -> None:
    found = document(*partners_played())
    ann = player(found, "ann")
    assert ann["best_partner"] == ["eve"]  # 3/4 above 2/3
    # Bob and Dan each beat Ann 2 times in 7: the same rate and matches, the smaller key.
    assert ann["nemesis"] == ["bob"]
    assert ann["victim"] == ["bob"]
    assert player(found, "bob")["best_partner"] == ["dan"]
    assert player(found, "cat")["best_partner"] == ["ann"]  # her only partner, 3 matches


def test_ranking_needs_min_matches_and_prefers_more_matches_at_an_equal_rate() -> None:
    played = partners_played()
    assert player(document(*played, least=5), "ann")["best_partner"] is None
    assert player(document(*played, least=4), "ann")["best_partner"] == ["eve"]
    assert player(document(*played, least=4), "cat")["best_partner"] is None
    # Cat 2 of 3 and now Eve 4 of 6: the same rate exactly, Eve has more matches.
    more = [
        won_by(f"n{hour}", side, 20 + hour, ("Ann", "Bob", "Eve", "Dan"))
        for hour, side in ((1, "A"), (2, "B"))
    ]
    found = document(*played, *more)
    assert player(found, "ann")["best_partner"] == ["eve"]
    assert player(found, "eve")["nemesis"] == ["bob"]


def test_a_nemesis_who_never_lost_and_teams_rank_among_teams() -> None:
    played = [won_by(f"m{hour}", "A", hour) for hour in (1, 2, 3)]
    found = document(*played)
    bob = player(found, "bob")
    assert bob["nemesis"] == ["ann"]  # Ann beat Bob 3 times: Bob's win rate 0 qualifies
    assert bob["victim"] == ["ann"]
    nous = team(found, "ann", "cat")
    assert (nous["nemesis"], nous["victim"]) == (["bob", "dan"], ["bob", "dan"])
    assert "best_partner" not in nous
    assert player(document(*played[:2]), "bob")["nemesis"] is None  # 2 < min 3


def test_ratings_move_by_32_times_the_surprise() -> None:
    found = document(
        won_by("m1", "A", 1),  # all at 1500: E = 1/2, A gains 16
        won_by("m2", "A", 2),  # A 1516 against 1484
        match("m3", deal("A"), hour=3, players=("Ann", "Bob", "Cat", "Eve")),  # not over
    )
    second = 32 * (1 - 1 / (1 + 10 ** ((1484 - 1516) / 400)))
    ann, bob, eve = player(found, "ann"), player(found, "bob"), player(found, "eve")
    assert ann["rating"] == pytest.approx(1516 + second)
    assert ann["history"] == [["m1", 1516.0], ["m2", pytest.approx(1516 + second)]]
    assert ann["rated_matches"] == 2
    assert bob["rating"] == pytest.approx(1484 - second)
    assert eve["rating"] == 1500.0
    assert (eve["rated_matches"], eve["history"]) == (0, [])
    ratings = [subject["rating"] for subject in found["players"]]
    assert sum(ratings) == pytest.approx(1500 * len(ratings))


def test_ratings_follow_time_order_and_the_filters() -> None:
    # m2 is created first: rated first.  Ann and Bob then play together (seats 1 and 3).
    first = won_by("m2", "A", 1)
    then = match("m1", deal("B"), hour=2, target=100, players=("Ann", "Cat", "Bob", "Dan"))
    found = document(then, first)
    # After m2: Ann, Cat 1516; Bob, Dan 1484.  In m1 both sides average 1500: B gains 16.
    assert player(found, "ann")["history"] == [["m2", 1516.0], ["m1", 1500.0]]
    assert player(found, "cat")["history"] == [["m2", 1516.0], ["m1", 1532.0]]
    other_rules = match("m1", deal("B"), hour=2, target=100, rules="trickster")
    assert player(document(other_rules, first, rules="classic"), "ann")["history"] == [
        ["m2", 1516.0]
    ]


def test_records_of_deals() -> None:
    found = document(
        match("m1", deal("A"), deal("B", 90, 70), hour=1),  # A 180; A 250 on B's failure
        match("m2", deal("B", 120, 100), deal("A", 160, 162), hour=2),  # 120 made, 160 made
        match("m3", deal("A", 160, 162), deal("B", 140, 162), hour=3),  # 160 again: later
    )
    records = found["records"]
    assert records["best_deal"] == {
        "match": "m2",
        "deal": 2,
        "side": "A",
        "team": ["ann", "cat"],
        "points": 320,
    }
    assert records["highest_made_bid"] == {
        "match": "m2",
        "deal": 2,
        "side": "A",
        "team": ["ann", "cat"],
        "contract": 160,
    }


def test_records_of_matches() -> None:
    back = [deal("B"), deal("A", 80, 162, all_tricks=True)]  # A from 120 behind, 390 to 180
    found = document(
        match("m1", deal("A"), hour=1, target=100),  # by 120, 1 deal
        match("m2", *back, hour=2, target=300),  # by 210, 2 deals
        match("m3", deal("B", 80, 162, all_tricks=True), hour=3, target=100),  # by 330
        match("m4", deal("A"), deal("A"), deal("A"), hour=4),  # not over
    )
    records = found["records"]
    assert records["biggest_win"] == {"match": "m3", "team": ["bob", "dan"], "margin": 330}
    assert records["biggest_comeback"] == {"match": "m2", "team": ["ann", "cat"], "deficit": 120}
    assert records["longest_match"] == {"match": "m2", "deals": 2}
    assert records["shortest_match"] == {"match": "m1", "deals": 1}


def test_no_match_no_record_and_no_comeback_without_a_deficit() -> None:
    assert document()["records"] == dict.fromkeys(
        [
            "best_deal",
            "highest_made_bid",
            "biggest_win",
            "biggest_comeback",
            "longest_match",
            "shortest_match",
        ]
    )
    records = document(match("m1", deal("A"), target=100))["records"]
    assert records["biggest_comeback"] is None
    assert records["highest_made_bid"]["contract"] == 80


def test_every_list_is_sorted_by_key_and_the_filters_are_echoed() -> None:
    found = document(
        won_by("m1", "A", 1, ("Zoe", "bob", "Ann", "Dan")),
        since=None,
        players=("  ANN ",),
        least=2,
    )
    assert [subject["key"] for subject in found["players"]] == [["ann"], ["bob"], ["dan"], ["zoe"]]
    assert [subject["key"] for subject in found["teams"]] == [["ann", "zoe"], ["bob", "dan"]]
    assert found["filters"] == {
        "since": None,
        "until": None,
        "rules": None,
        "players": ["  ANN "],
        "min": 2,
        "archived": True,
    }
    assert found["stats_version"] == 1
    assert Filters().least == 3
