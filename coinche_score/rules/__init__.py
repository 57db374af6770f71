"""The rules a table plays by, as data.

Every rule on which coinche tables disagree is a field of :class:`RuleSet`; the scorer reads
the fields and never asks which preset it is running.  The eight presets (listed in the
README) are named instances.  A candidate rule set (from a file, the command line or the rules
editor) is checked by :func:`rules_from_mapping`, which refuses it with an
:class:`InvalidRulesError` naming the field, in the check order of docs/scoring.md §5.1.  Pure:
no I/O, no UI.

The modules: :mod:`.model` (the rule set and the words of its fields), :mod:`.checks`
(checking a rule's value and the combinations of rules), :mod:`.sections` (the rules editor's
sections) and :mod:`.presets` (the presets, and rule sets found by name or made from a mapping:
:func:`find_rules`, :func:`rules_from_mapping`).

Each name loads with its module when first used (:mod:`coinche_score._lazy`): the words
(:mod:`.words`) without the model, and so without pydantic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from coinche_score._lazy import lazy_names

if TYPE_CHECKING:
    from coinche_score.rules.checks import (
        InvalidRulesError,
        RulesCode,
        UnknownPresetError,
        allowed_rule_values,
        check_rule_value,
        rule_conflicts,
        rule_field_problems,
    )
    from coinche_score.rules.model import RuleSet
    from coinche_score.rules.presets import (
        BELOTEPOINT,
        CANNES_2016,
        CLASSIC,
        FFB,
        FFB_CONTREE,
        POINTS_ANNONCES,
        POINTS_FAITS,
        PRESETS,
        TRICKSTER,
        described_as_a_preset,
        find_rules,
        is_preset,
        preset,
        rules_from_mapping,
    )
    from coinche_score.rules.sections import DESCRIPTIVE_FIELDS, RULE_SECTIONS
    from coinche_score.rules.words import (
        ANNOUNCE_VALUES,
        CARD_POINTS_TOTAL,
        CUSTOM,
        MAX_TARGET,
        NO_TRUMP_ANNOUNCE_VALUES,
        SUITS,
        TEAM_SEATS,
        TEAMS,
        Announce,
        BeloteScoring,
        Coinche,
        CoincheScoring,
        DefenceTie,
        Direction,
        Rounding,
        RoundingScope,
        Scale,
        Team,
        TieBreak,
        Trump,
        other_team,
    )

__all__ = [
    "ANNOUNCE_VALUES",
    "BELOTEPOINT",
    "CANNES_2016",
    "CARD_POINTS_TOTAL",
    "CLASSIC",
    "CUSTOM",
    "DESCRIPTIVE_FIELDS",
    "FFB",
    "FFB_CONTREE",
    "MAX_TARGET",
    "NO_TRUMP_ANNOUNCE_VALUES",
    "POINTS_ANNONCES",
    "POINTS_FAITS",
    "PRESETS",
    "RULE_SECTIONS",
    "SUITS",
    "TEAMS",
    "TEAM_SEATS",
    "TRICKSTER",
    "Announce",
    "BeloteScoring",
    "Coinche",
    "CoincheScoring",
    "DefenceTie",
    "Direction",
    "InvalidRulesError",
    "Rounding",
    "RoundingScope",
    "RuleSet",
    "RulesCode",
    "Scale",
    "Team",
    "TieBreak",
    "Trump",
    "UnknownPresetError",
    "allowed_rule_values",
    "check_rule_value",
    "find_rules",
    "described_as_a_preset",
    "is_preset",
    "other_team",
    "preset",
    "rule_conflicts",
    "rule_field_problems",
    "rules_from_mapping",
]

#: Lightest first: a name they share comes from the first.
__getattr__ = lazy_names(
    __name__, ("words", "sections", "model", "checks", "presets"), __all__, globals()
)
