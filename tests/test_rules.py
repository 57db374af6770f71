"""The rule set as data: every field in check order (docs/scoring.md §5.1) with its default and
each preset's value, the editor's sections, and the refused combinations of docs/scoring.md
§5.1 as structured errors."""

from __future__ import annotations

from typing import Any

import pytest

from coinche_score.rules import (
    DESCRIPTIVE_FIELDS,
    PRESETS,
    RULE_SECTIONS,
    InvalidRulesError,
    Rounding,
    RuleSet,
    UnknownPresetError,
    rule_conflicts,
    rules_from_mapping,
)

#: Every rule field in check order, typed in: field, default, then classic, trickster,
#: belotepoint, ffb, ffb_contree, points_faits, points_annonces, cannes_2016.
RULE_TABLE: list[tuple[str, ...]] = [
    ("default_target", "2000", "2000", "1000", "1001", "2000", "2000", "1000", "1010", "2001"),
    (
        "target_options",
        "1000, 2000",
        "1000, 2000",
        "1000, 2000",
        "501, 1001",
        "1000, 1500, 2000, 3000",
        "1000, 1500, 2000, 3000",
        "500, 1000, 2000",
        "510, 1010, 2010",
        "1001, 2001",
    ),
    (
        "tie_break",
        "latest_deal_winner",
        "latest_deal_winner",
        "latest_deal_winner",
        "latest_deal_winner",
        "play_on",
        "play_on",
        "play_on",
        "play_on",
        "play_on",
    ),
    (
        "direction",
        "anticlockwise",
        "anticlockwise",
        "clockwise",
        "clockwise",
        "anticlockwise",
        "anticlockwise",
        "anticlockwise",
        "anticlockwise",
        "anticlockwise",
    ),
    ("min_bid", "80", "80", "80", "80", "80", "80", "80", "80", "80"),
    ("max_bid", "160", "160", "160", "160", "180", "180", "160", "160", "160"),
    ("bid_step", "10", "10", "10", "10", "10", "10", "10", "10", "10"),
    ("opening_bid", "null", "null", "null", "null", "null", "null", "null", "null", "null"),
    ("capot_bid", "true", "true", "true", "true", "true", "true", "true", "true", "true"),
    (
        "generale_bid",
        "false",
        "false",
        "false",
        "true",
        "false",
        "false",
        "false",
        "false",
        "false",
    ),
    ("no_trump", "false", "false", "false", "false", "true", "false", "false", "false", "false"),
    ("all_trump", "false", "false", "false", "false", "true", "false", "false", "false", "false"),
    (
        "capot_may_be_coinched",
        "true",
        "false",
        "true",
        "true",
        "true",
        "true",
        "true",
        "true",
        "true",
    ),
    ("announces", "false", "false", "false", "true", "true", "false", "false", "false", "false"),
    ("carre_neuf_value", "150", "150", "150", "100", "150", "150", "150", "150", "150"),
    (
        "no_trump_carre_values",
        "false",
        "false",
        "false",
        "false",
        "true",
        "false",
        "false",
        "false",
        "false",
    ),
    (
        "scale",
        "points_and_bid",
        "points_and_bid",
        "points_and_bid",
        "points_and_bid",
        "points_and_bid",
        "points_and_bid",
        "points_only",
        "bid_only",
        "points_and_bid",
    ),
    ("lowest_bid_needs", "80", "82", "80", "80", "80", "80", "80", "80", "80"),
    ("bid_counts_belote", "true", "true", "true", "false", "true", "true", "true", "true", "true"),
    (
        "bid_counts_announces",
        "false",
        "false",
        "false",
        "false",
        "true",
        "false",
        "false",
        "false",
        "false",
    ),
    (
        "bid_counts_all_tricks_points",
        "false",
        "false",
        "false",
        "false",
        "true",
        "true",
        "false",
        "false",
        "false",
    ),
    (
        "must_beat_defence",
        "false",
        "false",
        "true",
        "false",
        "true",
        "false",
        "false",
        "false",
        "false",
    ),
    (
        "defence_tie",
        "fails",
        "fails",
        "fails",
        "fails",
        "litige",
        "fails",
        "fails",
        "fails",
        "fails",
    ),
    (
        "success_on_rounded",
        "false",
        "false",
        "false",
        "false",
        "false",
        "false",
        "false",
        "false",
        "false",
    ),
    ("all_tricks_points", "250", "250", "250", "162", "252", "252", "250", "250", "252"),
    ("failure_points", "160", "160", "160", "162", "160", "160", "160", "160", "162"),
    ("defence_capot_points", "null", "null", "null", "null", "null", "null", "null", "null", "252"),
    (
        "failed_announces_to_defence",
        "false",
        "false",
        "false",
        "false",
        "true",
        "false",
        "false",
        "false",
        "false",
    ),
    (
        "capot_takes_defence_announces",
        "false",
        "false",
        "false",
        "false",
        "true",
        "false",
        "false",
        "false",
        "false",
    ),
    (
        "belote_scoring",
        "holder",
        "holder",
        "holder",
        "holder",
        "holder",
        "taken_on_failure",
        "taken_on_failure",
        "never",
        "taken_on_failure",
    ),
    ("capot_value", "250", "250", "250", "250", "250", "250", "250", "250", "270"),
    ("generale_value", "500", "500", "500", "500", "500", "500", "500", "500", "500"),
    ("no_trump_bid_multiplier", "1", "1", "1", "1", "1", "1", "1", "1", "1"),
    ("capot_flat_score", "null", "500", "null", "null", "null", "null", "500", "null", "null"),
    ("generale_flat_score", "null", "null", "null", "null", "null", "null", "null", "null", "null"),
    (
        "flat_score_when_failed",
        "true",
        "true",
        "true",
        "true",
        "true",
        "true",
        "true",
        "true",
        "true",
    ),
    (
        "coinche_scoring",
        "multiply_bid",
        "multiply_bid",
        "winner_takes_all",
        "multiply_bid",
        "whole_score",
        "whole_score",
        "winner_takes_all",
        "multiply_bid",
        "winner_takes_all",
    ),
    ("whole_score_capot_base", "250", "250", "250", "250", "250", "250", "250", "250", "250"),
    ("coinche_base", "null", "null", "null", "null", "null", "null", "320", "null", "null"),
    ("surcoinche_base", "null", "null", "null", "null", "null", "null", "640", "null", "null"),
    ("coinche_capot_bonus", "0", "0", "0", "0", "0", "0", "100", "0", "90"),
    (
        "coinche_multiplies_bid",
        "true",
        "true",
        "true",
        "true",
        "true",
        "true",
        "true",
        "true",
        "true",
    ),
    (
        "coinche_multiplies_belote",
        "false",
        "false",
        "false",
        "false",
        "true",
        "false",
        "false",
        "false",
        "false",
    ),
    ("coinche_multiplier", "2", "2", "2", "2", "2", "2", "2", "2", "2"),
    ("surcoinche_multiplier", "4", "4", "4", "4", "4", "4", "4", "4", "3"),
    (
        "rounding",
        "none",
        "nearest_10",
        "none",
        "none",
        "nearest_10",
        "nearest_10",
        "nearest_10",
        "none",
        "nearest_10_5_down",
    ),
    (
        "rounding_scope",
        "deal",
        "deal",
        "deal",
        "deal",
        "deal",
        "deal",
        "deal",
        "deal",
        "deal_except_last",
    ),
    (
        "belote_cannot_end_match",
        "false",
        "false",
        "false",
        "false",
        "true",
        "true",
        "true",
        "false",
        "false",
    ),
]
PRESET_ORDER = (
    "classic",
    "trickster",
    "belotepoint",
    "ffb",
    "ffb_contree",
    "points_faits",
    "points_annonces",
    "cannes_2016",
)


def written(value: Any) -> str:
    """A rule value as RULE_TABLE writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, tuple):
        return ", ".join(str(item) for item in value)
    return str(getattr(value, "value", value))


def test_the_rule_set_has_the_51_fields_of_the_rule_table_in_check_order() -> None:
    expected = [*DESCRIPTIVE_FIELDS, *(row[0] for row in RULE_TABLE)]
    assert list(RuleSet.model_fields) == expected
    assert len(expected) == 51


@pytest.mark.parametrize("row", RULE_TABLE, ids=lambda row: row[0])
def test_defaults_and_presets_are_those_of_the_rule_table(row: tuple[str, ...]) -> None:
    field, default, *values = row
    assert written(getattr(RuleSet(), field)) == default
    assert tuple(PRESETS) == PRESET_ORDER
    assert [written(getattr(PRESETS[name], field)) for name in PRESET_ORDER] == values


def test_every_field_says_what_it_means_for_a_player() -> None:
    for name, field in RuleSet.model_fields.items():
        assert field.description and field.description.endswith("."), name
        assert "\n" not in field.description


def test_every_rule_is_in_exactly_one_section_in_the_editors_order() -> None:
    assert [section for section, _ in RULE_SECTIONS] == [
        "match",
        "bids",
        "success",
        "scoring",
        "coinche",
        "capot",
        "belote_announces",
        "rounding",
        "end",
    ]
    placed = [field for _, fields in RULE_SECTIONS for field in fields]
    assert sorted(placed) == sorted(set(RuleSet.model_fields) - set(DESCRIPTIVE_FIELDS))
    assert dict(RULE_SECTIONS)["match"] == (
        "default_target",
        "target_options",
        "tie_break",
        "direction",
    )


@pytest.mark.parametrize("name", PRESET_ORDER)
def test_presets_describe_themselves_and_name_a_public_source(name: str) -> None:
    rules = PRESETS[name]
    assert rules.name == name and rules.description
    assert rules.source and "seeds" not in rules.source and "/" not in rules.source


# ------------------------------------------------------------------------------ refusals

#: docs/scoring.md §5.1 rules 1..15 (5 is target_options' range), each broken alone: field and
#: code.
CONFLICTS: list[tuple[dict[str, Any], str, str]] = [
    ({"min_bid": 150, "max_bid": 140}, "min_bid", "min_above_max"),
    ({"max_bid": 165}, "max_bid", "ladder"),
    ({"min_bid": 170, "max_bid": 170}, "min_bid", "above_card_points"),
    ({"lowest_bid_needs": 163}, "lowest_bid_needs", "above_card_points"),
    ({"coinche_multiplier": 5}, "surcoinche_multiplier", "surcoinche_below_coinche"),
    ({"defence_tie": "made"}, "defence_tie", "tie_needs_must_beat"),
    ({"opening_bid": 80}, "opening_bid", "opening_not_below_min"),
    (
        {"scale": "bid_only", "coinche_scoring": "whole_score"},
        "coinche_scoring",
        "bid_only_coinche",
    ),
    ({"scale": "bid_only", "announces": True}, "announces", "bid_only_announces"),
    (
        {"scale": "bid_only", "must_beat_defence": True, "defence_tie": "litige"},
        "defence_tie",
        "bid_only_litige",
    ),
    ({"scale": "points_only"}, "coinche_scoring", "points_only_coinche"),
    ({"surcoinche_base": 640}, "surcoinche_base", "needs_winner_takes_all"),
    ({"coinche_capot_bonus": 100}, "coinche_capot_bonus", "needs_winner_takes_all"),
    (
        {"coinche_scoring": "winner_takes_all", "surcoinche_base": 150},
        "surcoinche_base",
        "surcoinche_base_below",
    ),
    ({"coinche_multiplies_bid": False}, "coinche_multiplies_bid", "needs_coinche_mode"),
    ({"coinche_multiplies_belote": True}, "coinche_multiplies_belote", "needs_coinche_mode"),
    ({"success_on_rounded": True}, "success_on_rounded", "needs_rounding"),
    ({"rounding_scope": "total"}, "rounding_scope", "needs_rounding"),
]


@pytest.mark.parametrize(("changes", "field", "code"), CONFLICTS)
def test_each_refusal_of_5_4_names_its_field_and_reason(
    changes: dict[str, Any], field: str, code: str
) -> None:
    with pytest.raises(InvalidRulesError) as refused:
        rules_from_mapping(changes)
    assert (refused.value.field, refused.value.code) == (field, code)
    message = str(refused.value)
    assert message.startswith(f"rules: {field}: ") and "allowed" in message
    assert "\n" not in message
    assert [(c.field, c.code) for c in rule_conflicts({**dict(RuleSet()), **changes})] == [
        (field, code)
    ]


def test_the_conflicts_come_in_the_order_of_5_4() -> None:
    conflicts = rule_conflicts(
        {
            **dict(RuleSet()),
            "coinche_multiplies_belote": True,
            "rounding_scope": "total",
            "min_bid": 85,
            "opening_bid": 95,
        }
    )
    assert [c.field for c in conflicts] == [
        "max_bid",
        "opening_bid",
        "coinche_multiplies_belote",
        "rounding_scope",
    ]


def test_a_presets_changed_fields_are_checked_against_the_rest_of_the_preset() -> None:
    with pytest.raises(InvalidRulesError) as refused:
        rules_from_mapping({"preset": "cannes_2016", "rounding": "none"})
    assert refused.value.field == "rounding_scope"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"flat_score_when_failed": 1},
            "rules: flat_score_when_failed: got 1; allowed: true or false",
        ),
        ({"max_bid": 100.0}, "rules: max_bid: got 100.0; allowed: an integer 10..1000"),
        ({"min_bid": True}, "rules: min_bid: got true; allowed: an integer 10..500"),
        ({"max_bid": 1001}, "rules: max_bid: got 1001; allowed: an integer 10..1000"),
        ({"rounding": "up"}, 'allowed: "none", "nearest_10" or "nearest_10_5_down"'),
        ({"opening_bid": 170}, "rules: opening_bid: got 170; allowed: an integer 1..162, or null"),
        ({"target_options": []}, "rules: target_options: got []; allowed: a list of at least one"),
        ({"target_options": [0]}, "rules: target_options: got [0]"),
        ({"name": ""}, 'rules: name: got ""; allowed: text of 1 to 40 characters'),
        ({"max_bidd": 170}, "rules: max_bidd: not a rule; did you mean max_bid?"),
        ({"source": "\udc80"}, "rules: source: got text holding U+DC80"),
        (
            {"description": "a\x1bb"},
            "rules: description: got text holding U+001B (a control character); allowed: text "
            "of 0 to 10000 characters, without that character",
        ),
        ({"name": "a\tb"}, "rules: name: got text holding U+0009"),
        ({"rounding": "a\nb"}, 'rules: rounding: got "a\\nb"; allowed:'),
        ({"preset": 3}, "rules: preset: got 3; allowed: a preset name"),
    ],
)
def test_type_and_range_refusals_say_what_is_allowed_in_words(
    data: dict[str, Any], message: str
) -> None:
    with pytest.raises(InvalidRulesError) as refused:
        rules_from_mapping(data)
    assert message in str(refused.value)
    assert "Input should" not in str(refused.value)


@pytest.mark.parametrize("text", ["two\nlines", "a\tb", "Windows\r\nlines", "\n"])
def test_a_description_and_a_source_are_free_text_over_lines(text: str) -> None:
    """RULES.md 5.14: "free text", 0 to 10000 characters: tabs and line breaks are taken (a
    source was refused a line break, either a tab or a carriage return)."""
    rules = rules_from_mapping({"preset": "classic", "description": text, "source": text})
    assert (rules.description, rules.source) == (text, text)


def test_an_unknown_key_is_refused_before_any_value() -> None:
    with pytest.raises(InvalidRulesError) as refused:
        rules_from_mapping({"max_bid": "high", "colour": "red"})
    assert refused.value.code == "unknown_field" and refused.value.field == "colour"


def test_values_are_checked_in_the_order_of_the_table_not_of_the_object() -> None:
    with pytest.raises(InvalidRulesError) as refused:
        rules_from_mapping({"rounding": "up", "min_bid": 5})
    assert refused.value.field == "min_bid"


def test_an_unknown_preset_lists_the_known_ones() -> None:
    with pytest.raises(UnknownPresetError) as refused:
        rules_from_mapping({"preset": "belote"})
    assert str(refused.value).startswith(
        "rules: no preset or house rules named 'belote' (known: classic"
    )
    assert refused.value.code == "unknown_preset"


def test_a_changed_preset_is_called_custom_unless_named() -> None:
    assert rules_from_mapping({"preset": "ffb"}) == PRESETS["ffb"]
    changed = rules_from_mapping({"preset": "ffb", "rounding": "none"})
    assert changed.name == "custom" and changed.max_bid == 180
    assert rules_from_mapping({"preset": "ffb", "name": "club", "rounding": "none"}).name == "club"


def test_a_changed_preset_leaves_the_presets_description_and_source_behind() -> None:
    """Saved from classic without rounding, house rules said "rounded to 10" of themselves."""
    changed = rules_from_mapping({"preset": "classic", "rounding": "none"})
    assert (changed.description, changed.source) == ("", "")
    described = rules_from_mapping({"preset": "classic", "rounding": "none", "source": "Us"})
    assert (described.description, described.source) == ("", "Us")
    renamed = rules_from_mapping({"preset": "classic", "name": "club"})
    assert renamed.description == PRESETS["classic"].description


def test_changed_house_rules_keep_the_words_the_players_gave_them() -> None:
    """Only a preset's description goes when a rule changes: the players' own were lost."""
    own = PRESETS["classic"].model_copy(
        update={"name": "Maison", "description": "Chez nous depuis 1998", "source": "Mamie"}
    )
    as_saved = PRESETS["classic"].model_copy(update={"name": "Copie"})
    found = {"Maison": own, "Copie": as_saved}.get
    changed = rules_from_mapping({"preset": "Maison", "rounding": "none"}, found)
    assert (changed.description, changed.source) == ("Chez nous depuis 1998", "Mamie")
    copied = rules_from_mapping({"preset": "Copie", "rounding": "none"}, found)
    assert (copied.description, copied.source) == ("", "")


def test_a_lookup_finds_names_that_are_not_presets_but_never_shadows_one() -> None:
    house = RuleSet(name="classic", rounding=Rounding.NONE)
    found = rules_from_mapping({"preset": "house"}, lookup={"house": house}.get)
    assert found == house
    shadowed = rules_from_mapping({"preset": "classic"}, lookup={"classic": house}.get)
    assert shadowed == PRESETS["classic"]


def test_an_editors_values_as_enums_and_tuples_are_accepted() -> None:
    ffb = PRESETS["ffb"]
    assert rules_from_mapping(ffb.model_dump()) == ffb
    assert rule_conflicts(ffb) == []
