"""Worked examples of the rule variants, typed in as tables: the four later presets deal by
deal, and single fields changed from a version-1 preset.  Taker A; results A / B."""

from __future__ import annotations

from typing import Any

import pytest

from coinche_score.rules import PRESETS, RuleSet, rules_from_mapping
from coinche_score.scoring import Deal, DealScore, LineKey, score_deal

NEW_PRESETS = ("ffb", "ffb_contree", "points_faits", "points_annonces", "cannes_2016")
Result = tuple[int, int] | str

#: (deal as entered, results under ffb, ffb_contree, points_faits, points_annonces, cannes_2016).
PRESET_TABLE: list[tuple[dict[str, Any], tuple[Result, ...]]] = [
    (
        {"contract": 100, "coinche": "coinche", "taker_points": 70, "belote": {"A": 20}},
        ((20, 520), (0, 540), (0, 340), (0, 200), (0, 380)),
    ),
    ({"contract": 80, "taker_points": 81}, ("litige 81", (160, 80), (80, 80), (80, 0), (160, 80))),
    (
        {"contract": 100, "taker_points": 85, "belote": {"A": 20}},
        ((210, 80), (210, 80), (110, 80), (100, 0), (200, 80)),
    ),
    (
        {"contract": 80, "taker_points": 90, "belote": {"B": 20}},
        ((0, 260), (170, 90), (90, 90), (80, 0), (170, 90)),
    ),
    (
        {"contract": 110, "coinche": "coinche", "taker_points": 120},
        ((540, 0), (540, 0), (320, 0), (220, 0), (380, 0)),
    ),
    (
        {"contract": 90, "coinche": "surcoinche", "taker_points": 100},
        ((1000, 0), (1000, 0), (640, 0), (360, 0), (430, 0)),
    ),
    (
        {"contract": 100, "coinche": "coinche", "taker_points": 110, "belote": {"B": 20}},
        ((520, 20), (520, 20), (320, 20), (200, 0), (360, 20)),
    ),
    (
        {"contract": 100, "coinche": "coinche", "taker_points": 110, "belote": {"A": 20}},
        ((560, 0), (540, 0), (340, 0), (200, 0), (380, 0)),
    ),
    (
        {"contract": 120, "taker_points": 162, "all_tricks": True},
        ((370, 0), (370, 0), (250, 0), (120, 0), (370, 0)),
    ),
    (
        {"contract": 100, "coinche": "coinche", "taker_points": 162, "all_tricks": True},
        ((700, 0), (700, 0), (420, 0), (200, 0), (450, 0)),
    ),
    (
        {"contract": 90, "taker_points": 0, "defence_all_tricks": True},
        ((0, 250), (0, 250), (0, 160), (0, 90), (0, 340)),
    ),
    (
        {"contract": "capot", "taker_points": 162, "all_tricks": True},
        ((500, 0), (500, 0), (500, 0), (250, 0), (520, 0)),
    ),
    (
        {"contract": "capot", "taker_points": 150, "belote": {"A": 20}},
        ((20, 410), (0, 430), (0, 520), (0, 250), (0, 450)),
    ),
    (
        {"contract": "capot", "coinche": "coinche", "taker_points": 162, "all_tricks": True},
        ((1000, 0), (1000, 0), (1000, 0), (500, 0), (790, 0)),
    ),
    (
        {"contract": "capot", "coinche": "coinche", "taker_points": 152},
        ((0, 820), (0, 820), (0, 1000), (0, 500), (0, 700)),
    ),
    (
        {"contract": 100, "renonce": "B", "belote": {"A": 20}},
        ((280, 0), (280, 0), (180, 0), (100, 0), (280, 0)),
    ),
    (
        {"contract": 90, "coinche": "coinche", "renonce": "A", "belote": {"B": 20}},
        ((0, 540), (0, 520), (0, 340), (0, 180), (0, 360)),
    ),
]

#: (rule object, deal as entered, result A / B), one changed field at a time.
FIELD_TABLE: list[tuple[dict[str, Any], dict[str, Any], tuple[int, int]]] = [
    (
        {"preset": "trickster", "defence_tie": "made"},
        {"contract": 80, "taker_points": 81},
        (161, 81),
    ),
    (
        {"preset": "classic", "success_on_rounded": True},
        {"contract": 90, "taker_points": 85},
        (180, 80),
    ),
    (
        {"preset": "classic", "rounding": "nearest_10_5_down"},
        {"contract": 80, "taker_points": 85},
        (160, 80),
    ),
    (
        {"preset": "classic", "rounding": "nearest_10_5_down"},
        {"contract": 80, "taker_points": 86},
        (170, 80),
    ),
    (
        {"preset": "classic", "belote_scoring": "never"},
        {"contract": 120, "taker_points": 100, "belote": {"A": 20}},
        (220, 60),
    ),
    (
        {"preset": "ffb", "no_trump_bid_multiplier": 2},
        {"contract": 100, "trump": "no_trump", "coinche": "coinche", "taker_points": 70},
        (0, 720),
    ),
    (
        {
            "preset": "ffb",
            "coinche_scoring": "multiply_winner_line",
            "coinche_multiplies_belote": False,
        },
        {
            "contract": 120,
            "coinche": "coinche",
            "taker_points": 130,
            "announces": {"B": ["tierce"]},
        },
        (500, 50),
    ),
    (
        {
            "preset": "classic",
            "coinche_scoring": "whole_score",
            "coinche_multiplies_bid": False,
            "capot_may_be_coinched": True,
        },
        {"contract": 120, "coinche": "surcoinche", "taker_points": 90},
        (0, 760),
    ),
    (
        {
            "preset": "belotepoint",
            "coinche_scoring": "whole_score",
            "coinche_multiplies_bid": False,
            "coinche_multiplies_belote": True,
            "bid_counts_belote": True,
        },
        {
            "contract": 100,
            "coinche": "coinche",
            "taker_points": 110,
            "belote": {"A": 20},
            "announces": {"A": ["tierce"]},
        },
        (504, 0),
    ),
    (
        {"preset": "classic", "defence_capot_points": 252, "rounding": "none"},
        {"contract": 90, "taker_points": 0, "defence_all_tricks": True},
        (0, 342),
    ),
]


def scored(rules: RuleSet, entered: dict[str, Any]) -> DealScore:
    return score_deal(Deal.model_validate({"taker": "A", **entered}), rules)


def assert_explained(score: DealScore) -> None:
    """Every deal explains itself: its lines add up to its scores."""
    for team in ("A", "B"):
        lines = score.lines_for(team)
        assert sum(line.amount for line in lines) == score.scores[team]
        assert all(line.amount == line.base * line.factor for line in lines if line.amount)


def test_the_preset_table_has_seventeen_rows_of_five_presets() -> None:
    assert len(PRESET_TABLE) == 17
    assert all(len(results) == len(NEW_PRESETS) for _, results in PRESET_TABLE)
    assert set(NEW_PRESETS) <= set(PRESETS)


@pytest.mark.parametrize(
    ("entered", "name", "result"),
    [
        (entered, name, result)
        for entered, results in PRESET_TABLE
        for name, result in zip(NEW_PRESETS, results, strict=True)
    ],
)
def test_worked_example_of_a_new_preset(entered: dict[str, Any], name: str, result: Result) -> None:
    score = scored(PRESETS[name], entered)
    if result == "litige 81":
        assert score.litige and score.held == 81
        assert (score.scores["A"], score.scores["B"]) == (0, 80)
    else:
        assert (score.scores["A"], score.scores["B"]) == result
    assert_explained(score)


@pytest.mark.parametrize(("rules", "entered", "result"), FIELD_TABLE)
def test_worked_example_of_a_single_field(
    rules: dict[str, Any], entered: dict[str, Any], result: tuple[int, int]
) -> None:
    score = scored(rules_from_mapping(rules), entered)
    assert (score.scores["A"], score.scores["B"]) == result
    assert_explained(score)


def test_a_points_faits_coinche_explains_its_forfait_and_the_belote_taken() -> None:
    # 100 coinché, T 70, A belote: B scores "320 coinche base + 20 belote taken = 340".
    score = scored(
        PRESETS["points_faits"],
        {"contract": 100, "coinche": "coinche", "taker_points": 70, "belote": {"A": 20}},
    )
    assert [(line.key, line.amount) for line in score.lines_for("B")] == [
        (LineKey.COINCHE_BASE, 320),
        (LineKey.BELOTE_TAKEN, 20),
    ]
    assert score.lines_for("A") == ()


def test_a_coinched_capot_under_points_faits_shows_its_bonus_on_its_own_line() -> None:
    score = scored(
        PRESETS["points_faits"],
        {"contract": 100, "coinche": "coinche", "taker_points": 162, "all_tricks": True},
    )
    assert [(line.key, line.amount) for line in score.lines_for("A")] == [
        (LineKey.COINCHE_BASE, 320),
        (LineKey.COINCHE_CAPOT_BONUS, 100),
    ]


def test_a_capot_shows_the_announces_it_took_from_the_defence() -> None:
    score = scored(
        PRESETS["ffb"],
        {
            "contract": "capot",
            "trump": "no_trump",
            "taker_points": 162,
            "all_tricks": True,
            "announces": {"B": ["tierce", "carre_neuf"]},
        },
    )
    taken = [line for line in score.lines_for("A") if line.key is LineKey.ANNOUNCES_TAKEN]
    assert [line.amount for line in taken] == [120]  # tierce 20 + four nines 100 at sans-atout
    assert (score.scores["A"], score.scores["B"]) == (620, 0)


def test_a_renonce_is_explained_by_its_own_line() -> None:
    score = scored(PRESETS["ffb_contree"], {"contract": 100, "renonce": "B", "belote": {"A": 20}})
    assert [(line.key, line.amount) for line in score.lines_for("A")] == [
        (LineKey.RENONCE, 160),
        (LineKey.CONTRACT_VALUE, 100),
        (LineKey.BELOTE, 20),
    ]
    assert score.made is True and score.winner == "A"


def test_a_flat_generale_has_its_own_line() -> None:
    rules = rules_from_mapping({"preset": "belotepoint", "generale_flat_score": 500})
    score = scored(rules, {"contract": "generale", "taker_points": 162, "all_tricks": True})
    assert [(line.key, line.amount) for line in score.lines_for("A")] == [(LineKey.GENERALE, 500)]


def test_the_announces_a_failed_taker_gives_the_defence_are_shown_as_taken() -> None:
    """ "Les Rois 160 chute + 90 contrat + 20 annonces": the taker's tierce, which ffb gives
    the defence of a failed contract, read as the defence's own (found by a player's evening
    with the app)."""
    score = scored(
        PRESETS["ffb"],
        {"contract": 90, "taker_points": 59, "announces": {"A": ["tierce"]}},
    )
    assert [(line.key, line.amount) for line in score.lines_for("B")] == [
        (LineKey.FAILED_CONTRACT, 160),
        (LineKey.CONTRACT_VALUE, 90),
        (LineKey.ANNOUNCES_TAKEN, 20),
    ]
    assert score.scores["B"] == 270
