"""A deal's ``bidder``: the seat of the player who made the winning bid, on the taking team.
Recorded, checked, never scored (the property is in test_properties.py)."""

from __future__ import annotations

from typing import Any

import pytest

from coinche_score.rules import preset
from coinche_score.score_document import score_document
from coinche_score.scoring import Deal, InvalidDealError, check_deal, parse_deal

MADE = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100}


@pytest.mark.parametrize(("taker", "seat"), [("A", 0), ("A", 2), ("B", 1), ("B", 3)])
def test_a_seat_of_the_taking_team_is_recorded(taker: str, seat: int) -> None:
    deal = parse_deal({**MADE, "taker": taker, "bidder": seat}, preset("classic"))
    assert deal.bidder == seat


def test_no_bidder_is_null_and_accepted() -> None:
    assert parse_deal(MADE, preset("classic")).bidder is None
    assert parse_deal({**MADE, "bidder": None}, preset("classic")).bidder is None


@pytest.mark.parametrize(
    ("entered", "words"),
    [
        pytest.param({**MADE, "bidder": 1}, 'seat 1 is not on the taking team "A"', id="B's seat"),
        pytest.param(
            {**MADE, "taker": "B", "bidder": 2},
            'seat 2 is not on the taking team "B"; allowed: 1 or 3',
            id="A's seat",
        ),
        pytest.param({**MADE, "bidder": 4}, "got 4; allowed: a seat 0..3", id="out of range"),
        pytest.param({**MADE, "bidder": -1}, "got -1; allowed: a seat 0..3", id="negative"),
        pytest.param({**MADE, "bidder": "0"}, 'got "0"; allowed: a seat 0..3', id="text"),
        pytest.param({**MADE, "bidder": True}, "got true; allowed", id="boolean"),
        pytest.param({**MADE, "bidder": 2.0}, "got 2.0; allowed", id="float"),
        pytest.param({"taker": None, "bidder": 0}, "a thrown-in deal", id="thrown in"),
    ],
)
def test_a_bidder_off_the_taking_team_is_refused_in_one_line_naming_it(
    entered: dict[str, Any], words: str
) -> None:
    with pytest.raises(InvalidDealError) as refused:
        parse_deal(entered, preset("classic"))
    assert refused.value.field == "bidder"
    line = str(refused.value)
    assert line.startswith("bidder: ") and words in line and "\n" not in line


def test_a_deal_made_in_code_is_checked_alike() -> None:
    with pytest.raises(InvalidDealError, match="^bidder: "):
        check_deal(Deal(taker="B", contract=80, taker_points=100, bidder=0), preset("classic"))


def test_the_bidder_is_checked_after_every_other_field() -> None:
    """docs/scoring.md §5.2: it comes last, as in the README's table."""
    with pytest.raises(InvalidDealError, match="^announces: "):
        parse_deal({**MADE, "announces": {"A": ["tierce"]}, "bidder": 1}, preset("classic"))
    with pytest.raises(InvalidDealError, match="^contract: "):
        parse_deal({**MADE, "contract": "eighty", "bidder": "x"}, preset("classic"))


def test_the_score_document_takes_it_and_scores_as_without_it() -> None:
    deals: list[dict[str, Any]] = [{**MADE, "bidder": 2}, {"taker": None}, {**MADE, "taker": "B"}]
    document = {"rules": "classic", "deals": deals}
    without = {"rules": "classic", "deals": [MADE, {"taker": None}, {**MADE, "taker": "B"}]}
    assert score_document(document) == score_document(without)
