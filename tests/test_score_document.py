"""The score document of docs/formats.md: rules as a name, a preset with changes, or saved
rules found by name; strict JSON types; exact deals and rounded totals under rounding_scope
total; every refusal one line naming the field, never pydantic's words."""

from __future__ import annotations

from typing import Any

import pytest

from coinche_score import match as match_module
from coinche_score.rules import PRESETS, Rounding, RuleSet
from coinche_score.score_document import InvalidDocumentError, rules_from_json, score_document
from coinche_score.scoring import Deal, InvalidDealError, check_deal, lean

DEAL = {"taker": "A", "contract": 80, "taker_points": 85}
HOUSE = RuleSet(name="house", rounding=Rounding.NEAREST_10, default_target=700)


def saved(name: str) -> RuleSet | None:
    return {"house": HOUSE, "classic": RuleSet(name="classic")}.get(name)


def test_rules_by_preset_name_by_object_and_by_saved_name() -> None:
    assert rules_from_json("ffb") == PRESETS["ffb"]
    changed = rules_from_json({"preset": "ffb", "max_bid": 250})
    assert changed.name == "custom" and changed.max_bid == 250 and changed.no_trump
    assert rules_from_json({"max_bid": 250}).failure_points == RuleSet().failure_points
    assert rules_from_json("house", saved) == HOUSE
    assert rules_from_json({"preset": "house", "rounding": "none"}, saved).default_target == 700


def test_a_saved_name_never_shadows_a_preset() -> None:
    assert rules_from_json("classic", saved) == PRESETS["classic"]


def test_a_document_finds_saved_rules_through_the_lookup() -> None:
    result = score_document({"rules": "house", "deals": [DEAL]}, saved)
    assert result["rules"] == "house" and result["target"] == 700
    assert result["totals"] == {"A": 170, "B": 80}


@pytest.mark.parametrize(
    ("document", "message"),
    [
        (
            {"rules": "house", "deals": []},
            "rules: no preset or house rules named 'house' (known: classic",
        ),
        ({"rules": 3, "deals": []}, "rules: must be a preset name or a rule-set object"),
        ({"rules": {"rounding": 10}, "deals": []}, "rules: rounding: got 10; allowed: "),
        ({"rules": {"colour": "red"}, "deals": []}, "rules: colour: not a rule"),
        ({"rules": "classic", "target": 0, "deals": []}, "target: got 0; allowed: a positive"),
        ({"rules": "classic", "target": 1000.0, "deals": []}, "target: got 1000.0"),
        ({"rules": "classic", "target": True, "deals": []}, "target: got true"),
        # docs/scoring.md §5: a target is any positive integer; absent is the rules' own,
        # null is neither (it was taken for absent).
        ({"rules": "classic", "target": None, "deals": []}, "target: got null"),
        ({"rules": "classic", "deals": [], "players": 4}, "players: unknown field"),
    ],
)
def test_refusals_name_the_field_on_one_line(document: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidDocumentError) as refused:
        score_document(document)
    assert str(refused.value).startswith(message)
    assert "\n" not in str(refused.value) and "Input should" not in str(refused.value)


def test_any_positive_target_is_accepted_not_only_those_offered() -> None:
    result = score_document({"rules": "classic", "target": 170, "deals": [DEAL, DEAL]})
    assert result["finished"] and result["winner"] == "A" and len(result["deals"]) == 1


@pytest.mark.parametrize(
    ("deal", "message"),
    [
        ({**DEAL, "taker_points": 85.0}, "deal 1: taker_points: got 85.0; allowed: an integer"),
        ({**DEAL, "all_tricks": 1}, "deal 1: all_tricks: got 1; allowed: true or false"),
        ({**DEAL, "renonce": "C"}, 'deal 1: renonce: got "C"; allowed: "A", "B" or null'),
        ({**DEAL, "belote": {"A": True}}, "deal 1: belote: got"),
        ({**DEAL, "contract": 85}, "deal 1: contract: got 85; allowed: 80..160 in steps of 10"),
        ({"taker": None, "renonce": "A"}, "deal 1: renonce: a thrown-in deal"),
        ({"taker": "A", "contract": 80}, "deal 1: taker_points: missing"),
        ({**DEAL, "defence_all_tricks": True}, "deal 1: defence_all_tricks: true needs"),
    ],
)
def test_deal_refusals_name_the_deal_and_field(deal: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidDealError) as refused:
        score_document({"rules": "classic", "deals": [deal]})
    assert str(refused.value).startswith(message)


def test_the_first_broken_field_is_named_in_the_check_order() -> None:
    deal = {"taker": "A", "contract": "big", "trump": "stars", "renonce": 1, "coinche": "x"}
    with pytest.raises(InvalidDealError) as refused:
        score_document({"rules": "classic", "deals": [deal]})
    assert str(refused.value).startswith("deal 1: coinche:")


def test_a_renonce_deal_needs_no_card_points() -> None:
    result = score_document(
        {"rules": "ffb", "deals": [{"taker": "A", "contract": 90, "renonce": "B"}]}
    )
    assert result["deals"][0]["scores"] == {"A": 250, "B": 0}
    assert result["deals"][0]["made"] is True


def test_under_rounding_scope_total_deals_are_exact_and_totals_rounded() -> None:
    rules = {"preset": "classic", "rounding_scope": "total"}
    result = score_document({"rules": rules, "deals": [DEAL, DEAL]})
    assert [deal["scores"] for deal in result["deals"]] == [{"A": 165, "B": 77}] * 2
    assert result["totals"] == {"A": 330, "B": 150}


def test_deal_except_last_counts_the_deal_that_ends_the_match_exactly() -> None:
    rules = {"preset": "classic", "rounding_scope": "deal_except_last"}
    result = score_document({"rules": rules, "target": 300, "deals": [DEAL, DEAL]})
    assert [deal["scores"] for deal in result["deals"]] == [
        {"A": 170, "B": 80},
        {"A": 165, "B": 77},
    ]
    assert result["totals"] == {"A": 335, "B": 157} and result["winner"] == "A"


def test_each_deal_is_checked_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """parse_deal checks a deal as it comes in: scoring the match does not check it again."""
    checked: list[Deal] = []

    def counted(deal: Deal, rules: RuleSet) -> None:
        checked.append(deal)
        check_deal(deal, rules)

    monkeypatch.setattr(lean, "check_deal", counted)  # where parse_deal finds it
    monkeypatch.setattr(match_module, "check_deal", counted)
    result = score_document({"rules": "classic", "target": 100_000, "deals": [DEAL] * 30})
    assert len(result["deals"]) == 30 and len(checked) == 30
