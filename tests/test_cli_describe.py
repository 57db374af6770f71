"""``show`` describes the deal kinds of the rule variants in a few words."""

from __future__ import annotations

from coinche_score.cli.text_output import describe_deal
from coinche_score.scoring import Deal


def test_a_renonce_without_card_points_and_a_defence_capot_are_described() -> None:
    renonce = Deal(taker="A", contract=100, renonce="B")
    assert describe_deal(renonce) == "A 100, renonce B"
    capot = Deal(taker="B", contract=90, taker_points=0, defence_all_tricks=True)
    assert describe_deal(capot) == "B 90, 0 pts, defence took all tricks"
