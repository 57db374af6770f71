"""Version-2 deals explain themselves term by term in both languages: one breakdown line per
term of docs/scoring.md §3.6-§3.8."""

from __future__ import annotations

from typing import Any

import pytest

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.rules import PRESETS, RuleSet, rules_from_mapping
from coinche_score.scoring import Deal, DealScore, LineKey, score_deal


def scored(rules: RuleSet, entered: dict[str, Any]) -> DealScore:
    return score_deal(Deal.model_validate({"taker": "A", **entered}), rules)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_line_key_has_a_label_in_both_languages(language: Language) -> None:
    texts = Texts(language)
    labels = [texts.line_label(key) for key in LineKey]
    assert all(labels) and len(set(labels)) == len(labels)


def test_a_points_faits_coinche_reads_as_a_forfait_plus_the_belote_taken() -> None:
    score = scored(
        PRESETS["points_faits"],
        {"contract": 100, "coinche": "coinche", "taker_points": 70, "belote": {"A": 20}},
    )
    assert Texts("en").breakdown(score, "B", labelled=True) == (
        "320 coinche base + 20 belote taken = 340"
    )
    assert Texts("fr").breakdown(score, "B", labelled=True) == (
        "320 base de coinche + 20 belote prise = 340"
    )


def test_a_coinched_capot_bonus_a_flat_generale_and_a_renonce_are_named() -> None:
    en = Texts("en")
    capot = scored(
        PRESETS["cannes_2016"],
        {"contract": 100, "coinche": "coinche", "taker_points": 162, "all_tricks": True},
    )
    assert en.breakdown(capot, "A", labelled=True) == (
        "162 coinche base + 90 capot bonus + 2 × 100 bid = 452 → 450"
    )
    generale = scored(
        rules_from_mapping({"preset": "belotepoint", "generale_flat_score": 500}),
        {"contract": "generale", "taker_points": 162, "all_tricks": True, "belote": {"B": 20}},
    )
    assert en.breakdown(generale, "A", labelled=True) == "500 générale"
    renonce = scored(PRESETS["ffb_contree"], {"contract": 90, "renonce": "A"})
    assert Texts("fr").breakdown(renonce, "B", labelled=True) == ("160 renonce + 90 contrat = 250")


def test_a_capot_taking_the_defences_announces_says_so() -> None:
    score = scored(
        PRESETS["ffb"],
        {
            "contract": 120,
            "trump": "no_trump",
            "taker_points": 162,
            "all_tricks": True,
            "announces": {"B": ["tierce"]},
        },
    )
    assert Texts("en").breakdown(score, "A", labelled=True) == (
        "252 all tricks + 120 bid + 20 announces taken = 392 → 390"
    )
    assert Texts("en").breakdown(score, "B") == "0"


def test_a_defence_capot_is_named() -> None:
    score = scored(
        PRESETS["cannes_2016"], {"contract": 90, "taker_points": 0, "defence_all_tricks": True}
    )
    assert Texts("en").breakdown(score, "B", labelled=True) == (
        "252 defence capot + 90 bid = 342 → 340"
    )
