"""Each figure of a player and a team (match results, deals, taking, defending, the bidder),
on matches small enough to count by hand, with the deals or matches behind it.

Scores are the core's (classic unless said): A takes 80 at hearts and makes 100 card points:
A 180, B 60; a failed bid gives the defence 160 plus the bid; ``m1`` is matches' id, and a
deal is ``[match, number]``."""

from __future__ import annotations

from typing import Any

from stats_support import count, deal, document, match, mean, player, rate, team

# ----------------------------------------------------------------------- 4.1 match results


def test_results_count_finished_matches_and_deals_count_every_match() -> None:
    won = match("m1", deal("A"), hour=1, target=100)  # 180 to 60: Ann and Cat win
    lost = match("m2", deal("B"), hour=2, target=100)
    open_ = match("m3", deal("A"), hour=3)  # 180 to 60, far from 2000
    found = document(won, lost, open_)

    ann, bob = player(found, "ann"), player(found, "bob")
    assert ann["matches"] == count(2, ["m1", "m2"], "matches")
    assert ann["wins"] == rate(1, 2, ["m1"], "matches")
    assert ann["unfinished"] == count(1, ["m3"], "matches")
    assert ann["margin"] == mean(120 - 120, 2, ["m1", "m2"], "matches")
    assert bob["wins"] == rate(1, 2, ["m2"], "matches")
    assert ann["deals"] == count(3, [["m1", 1], ["m2", 1], ["m3", 1]])
    nous = team(found, "ann", "cat")
    assert nous["matches"] == count(2, ["m1", "m2"], "matches")
    assert nous["unfinished"] == count(1, ["m3"], "matches")


def finished(match_id: str, winner: str, hour: int) -> Any:
    return match(match_id, deal(winner), hour=hour, target=100)


def test_streaks_count_won_and_lost_matches_in_a_row() -> None:
    # Ann and Cat: won, lost, won, won, then a match not over.
    played = [
        finished("m1", "A", 1),
        finished("m2", "B", 2),
        finished("m3", "A", 3),
        finished("m4", "A", 4),
        match("m5", deal("B"), hour=5),
    ]
    found = document(*played)
    ann, bob = player(found, "ann"), player(found, "bob")
    assert ann["streak"] == count(2, ["m3", "m4"], "matches")
    assert ann["best_streak"] == count(2, ["m3", "m4"], "matches")
    assert bob["streak"] == count(-2, ["m3", "m4"], "matches")
    assert bob["best_streak"] == count(1, ["m2"], "matches")


def test_the_best_streak_is_the_earliest_of_the_longest_and_none_is_zero() -> None:
    played = [finished(f"m{hour}", side, hour) for hour, side in enumerate("AABAA", start=1)]
    found = document(*played, match("m6", deal("A"), hour=6, players=("Eve", "Fay", "Gus", "Hal")))
    assert player(found, "ann")["best_streak"] == count(2, ["m1", "m2"], "matches")
    eve = player(found, "eve")  # one match, not over
    assert eve["streak"] == count(0, [], "matches")
    assert eve["best_streak"] == count(0, [], "matches")
    assert eve["comeback"] == count(0, [], "matches")


def test_comeback_is_the_furthest_behind_in_a_won_match() -> None:
    # B 180 to A 60, then A's unbid capot: A 390 to 180 past 300: A came back from 120 behind.
    back = [deal("B"), deal("A", 80, 162, all_tricks=True)]
    found = document(
        match("m1", *back, hour=1, target=300),
        match("m2", *back, hour=2, target=300),  # as far behind: the earliest stays
        match("m3", deal("A"), hour=3, target=100),  # never behind
    )
    assert player(found, "ann")["comeback"] == count(120, ["m1"], "matches")
    assert player(found, "bob")["comeback"] == count(0, [], "matches")  # lost them


# ----------------------------------------------------------------------------- 4.2 deals


def test_deals_thrown_in_points_and_belotes() -> None:
    # 180-60; thrown in 0-0; B fails 90: A 250; B makes 80 with A's belote: A 82 -> 80, B 180.
    found = document(
        match("m1", deal("A"), deal(None), deal("B", 90, 70), deal("B", belote={"A": 20}))
    )
    ann, bob = player(found, "ann"), player(found, "bob")
    every = [["m1", 1], ["m1", 2], ["m1", 3], ["m1", 4]]
    assert ann["deals"] == count(4, every)
    assert ann["thrown_in"] == count(1, [["m1", 2]])
    assert ann["points"] == mean(180 + 0 + 250 + 80, 4, every)
    assert bob["points"] == mean(60 + 0 + 0 + 180, 4, every)
    assert ann["belotes"] == count(1, [["m1", 4]])
    assert bob["belotes"] == count(0, [])


def test_announces_renonces_and_capots_suffered() -> None:
    found = document(
        match(
            "m1",
            deal("A", announces={"A": ["tierce", "cinquante"]}),  # two announces, one deal
            deal("A", points=None, renonce="B"),
            deal("A", 80, 162, all_tricks=True),  # B suffers A's capot
            deal("B", 80, 0, defence_all_tricks=True),  # B suffers A's capot as defence
            rules="ffb",
        )
    )
    ann, bob = player(found, "ann"), player(found, "bob")
    assert ann["announces"] == count(2, [["m1", 1]])
    assert bob["announces"] == count(0, [])
    assert bob["renonces"] == count(1, [["m1", 2]])
    assert ann["renonces"] == count(0, [])
    assert bob["capots_suffered"] == count(2, [["m1", 3], ["m1", 4]])
    assert ann["capots_suffered"] == count(0, [])


# ---------------------------------------------------------------------------- 4.3 taking

TAKEN = [
    deal("A", 80, 100, trump="hearts"),  # made
    deal("A", 100, 70, trump="spades", coinche="coinche"),  # failed
    deal("A", "capot", 162, trump="clubs", all_tricks=True),  # made
    deal("A", "capot", 150, trump="hearts"),  # failed
    deal("A", 120, 162, trump="spades", all_tricks=True),  # made, an unbid capot
    deal("A", 90, 120, trump="diamonds", coinche="surcoinche"),  # made
    deal(None),
]


def test_taking_made_bids_card_points_and_capots() -> None:
    ann = player(document(match("m1", *TAKEN)), "ann")
    deals = [["m1", number] for number in range(1, 7)]
    assert ann["taken"] == count(6, deals)
    assert ann["made"] == rate(4, 6, [["m1", 1], ["m1", 3], ["m1", 5], ["m1", 6]])
    assert ann["litiges"] == count(0, [])
    numeric = [["m1", 1], ["m1", 2], ["m1", 5], ["m1", 6]]
    assert ann["bid"] == mean(80 + 100 + 120 + 90, 4, numeric)
    assert ann["card_points"] == mean(100 + 70 + 162 + 120, 4, numeric)
    assert ann["capot_bids"] == rate(1, 2, [["m1", 3]])
    assert ann["generale_bids"] == rate(0, 0, [])
    assert ann["unbid_capots"] == count(1, [["m1", 5]])


def test_taking_by_trump_by_bid_and_coinches() -> None:
    ann = player(document(match("m1", *TAKEN)), "ann")
    assert ann["by_trump"] == {
        "spades": rate(1, 2, [["m1", 5]]),
        "hearts": rate(1, 2, [["m1", 1]]),
        "diamonds": rate(1, 1, [["m1", 6]]),
        "clubs": rate(1, 1, [["m1", 3]]),
    }
    assert ann["by_bid"] == {
        "80": rate(1, 1, [["m1", 1]]),
        "90": rate(1, 1, [["m1", 6]]),
        "100": rate(0, 1, []),
        "120": rate(1, 1, [["m1", 5]]),
        "capot": rate(1, 2, [["m1", 3]]),
    }
    assert ann["coinched"] == rate(1, 2, [["m1", 6]])
    assert ann["surcoinches"] == rate(1, 1, [["m1", 6]])
    assert list(ann["by_bid"]) == ["80", "90", "100", "120", "capot"]


def test_a_litige_is_taken_but_not_decided() -> None:
    # ffb: 81 to 81 on an 80 bid is a litige; its bid and trump are counted, undecided.
    found = document(match("m1", deal("A", 80, 81), rules="ffb"))
    ann, bob = player(found, "ann"), player(found, "bob")
    assert ann["taken"] == count(1, [["m1", 1]])
    assert ann["litiges"] == count(1, [["m1", 1]])
    assert ann["made"] == rate(0, 0, [])
    assert ann["by_bid"] == {"80": rate(0, 0, [])}
    assert ann["by_trump"] == {"hearts": rate(0, 0, [])}
    assert bob["defended"] == count(1, [["m1", 1]])
    assert bob["defeated"] == rate(0, 0, [])


def test_generale_bids() -> None:
    made = deal("A", "generale", 162, all_tricks=True)
    failed = deal("A", "generale", 162)  # 162 points, but a trick to the defence
    ann = player(document(match("m1", made, failed, rules="belotepoint")), "ann")
    assert ann["generale_bids"] == rate(1, 2, [["m1", 1]])
    assert ann["by_bid"] == {"generale": rate(1, 2, [["m1", 1]])}
    assert ann["bid"] == mean(0, 0, [])


# -------------------------------------------------------------------------- 4.4 defending


def test_defending_defeated_and_coinches() -> None:
    bob = player(document(match("m1", *TAKEN)), "bob")
    assert bob["defended"] == count(6, [["m1", number] for number in range(1, 7)])
    assert bob["defeated"] == rate(2, 6, [["m1", 2], ["m1", 4]])
    # Coinched deals B defended: the coinche beat the 100, the surcoinche made the 90.
    assert bob["coinches"] == rate(1, 2, [["m1", 2]])
    assert bob["taken"] == count(0, [])
    assert bob["made"] == rate(0, 0, [])


# --------------------------------------------------------------------------- 4.5 bidder


def test_the_bidder_own_bids_and_partner_bids() -> None:
    # Seat 1 Ann, 2 Bob, 3 Cat, 4 Dan: Ann bids 80 (made) and 100 (failed), Cat 90 (made);
    # one deal of A without a bidder; Bob bids 80 for B (made).
    found = document(
        match(
            "m1",
            deal("A", 80, 100, bidder=0),
            deal("A", 100, 70, bidder=0),
            deal("A", 90, 120, bidder=2),
            deal("A", 80, 100),
            deal("B", 80, 100, bidder=1),
            deal("A", "capot", 162, all_tricks=True, bidder=0),
        )
    )
    ann, cat, dan = player(found, "ann"), player(found, "cat"), player(found, "dan")
    known = [["m1", 1], ["m1", 2], ["m1", 3], ["m1", 6]]
    assert ann["bidder_known"] == count(4, known)
    assert ann["own_bids"] == rate(2, 3, [["m1", 1], ["m1", 6]])
    assert ann["own_bid"] == mean(80 + 100, 2, [["m1", 1], ["m1", 2]])
    assert ann["partner_bids"] == rate(1, 1, [["m1", 3]])
    assert cat["own_bids"] == rate(1, 1, [["m1", 3]])
    assert cat["partner_bids"] == rate(2, 3, [["m1", 1], ["m1", 6]])
    assert dan["bidder_known"] == count(1, [["m1", 5]])
    assert dan["partner_bids"] == rate(1, 1, [["m1", 5]])
    assert dan["own_bids"] == rate(0, 0, [])
    assert "bidder_known" not in team(found, "ann", "cat")


def test_without_a_bidder_the_bidder_figures_are_zero() -> None:
    ann = player(document(match("m1", deal("A"))), "ann")
    assert ann["bidder_known"] == count(0, [])
    assert ann["own_bids"] == rate(0, 0, [])
    assert ann["own_bid"] == mean(0, 0, [])
    assert ann["partner_bids"] == rate(0, 0, [])
