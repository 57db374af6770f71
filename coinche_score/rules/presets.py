"""The eight presets, the rule sets of published rules (listed in the README), and rule sets
found by name or made from a mapping that may start from one.  Pure: no I/O, no UI."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from coinche_score.rules.checks import (
    InvalidRulesError,
    RulesCode,
    UnknownPresetError,
    rule_conflicts,
    rule_field_problems,
)
from coinche_score.rules.model import RuleSet
from coinche_score.rules.sections import DESCRIPTIVE_FIELDS
from coinche_score.rules.words import (
    CUSTOM,
    BeloteScoring,
    CoincheScoring,
    DefenceTie,
    Direction,
    Rounding,
    RoundingScope,
    Scale,
    TieBreak,
)

CLASSIC = RuleSet(
    name="classic",
    description="Pagat's La Coinche: 80 needs 82, coinche doubles the bid only, "
    "capot 500 flat, rounded to 10.",
    source="Pagat, La Coinche (pagat.com)",
    default_target=2000,
    target_options=(1000, 2000),
    direction=Direction.ANTICLOCKWISE,
    max_bid=160,
    capot_may_be_coinched=False,
    lowest_bid_needs=82,
    capot_flat_score=500,
    rounding=Rounding.NEAREST_10,
)

TRICKSTER = RuleSet(
    name="trickster",
    description="Trickster Cards: beat the bid and the defence; when coinched the winner "
    "takes all; no rounding.",
    source="Trickster Cards, Coinche (trickstercards.com)",
    default_target=1000,
    target_options=(1000, 2000),
    direction=Direction.CLOCKWISE,
    must_beat_defence=True,
    coinche_scoring=CoincheScoring.WINNER_TAKES_ALL,
)

BELOTEPOINT = RuleSet(
    name="belotepoint",
    description="BelotePoint: card points alone make the bid, failure gives 162, "
    "announces and générale, no capot bonus unless bid.",
    source="BelotePoint, Règles de la Coinche : Enchères, Contrats et Comptage des Points",
    default_target=1001,
    target_options=(501, 1001),
    direction=Direction.CLOCKWISE,
    generale_bid=True,
    announces=True,
    carre_neuf_value=100,
    bid_counts_belote=False,
    all_tricks_points=162,
    failure_points=162,
)

FFB = RuleSet(
    name="ffb",
    description="FFB 2015 coinche: beat the defence (a tie is a litige), a coinche multiplies "
    "the whole score and the belote, a capot takes the defence's announces, announces count, "
    "a belote alone cannot win a lost deal's match, rounded to 10.",
    source="FFB, Règles de la belote coinchée, 2015 (ffbelote.org)",
    default_target=2000,
    target_options=(1000, 1500, 2000, 3000),
    tie_break=TieBreak.PLAY_ON,
    direction=Direction.ANTICLOCKWISE,
    max_bid=180,
    no_trump=True,
    all_trump=True,
    announces=True,
    carre_neuf_value=150,
    no_trump_carre_values=True,
    bid_counts_announces=True,
    bid_counts_all_tricks_points=True,
    must_beat_defence=True,
    defence_tie=DefenceTie.LITIGE,
    all_tricks_points=252,
    failed_announces_to_defence=True,
    capot_takes_defence_announces=True,
    coinche_scoring=CoincheScoring.WHOLE_SCORE,
    coinche_multiplies_belote=True,
    rounding=Rounding.NEAREST_10,
    belote_cannot_end_match=True,
)

FFB_CONTREE = RuleSet(
    name="ffb_contree",
    description="FFB 2016 contrée: reach the bid, no announces, a coinche multiplies the "
    "whole score but not the belote, the belote is lost when the taker fails, capot 252, "
    "rounded to 10.",
    source="FFB, Règles officielles de la belote contrée, 2016",
    default_target=2000,
    target_options=(1000, 1500, 2000, 3000),
    tie_break=TieBreak.PLAY_ON,
    max_bid=180,
    bid_counts_all_tricks_points=True,
    all_tricks_points=252,
    belote_scoring=BeloteScoring.TAKEN_ON_FAILURE,
    coinche_scoring=CoincheScoring.WHOLE_SCORE,
    rounding=Rounding.NEAREST_10,
    belote_cannot_end_match=True,
)

POINTS_FAITS = RuleSet(
    name="points_faits",
    description="Points faits: each side scores its card points, the bid itself is never "
    "scored; a failure gives 160, a coinche 320, a surcoinche 640, a capot bid 500.",
    source='FFB, La belote contrée (ffbelote.org), section A "points faits"; '
    "Règlement du tournoi international de belote contrée",
    default_target=1000,
    target_options=(500, 1000, 2000),
    tie_break=TieBreak.PLAY_ON,
    scale=Scale.POINTS_ONLY,
    belote_scoring=BeloteScoring.TAKEN_ON_FAILURE,
    capot_flat_score=500,
    coinche_scoring=CoincheScoring.WINNER_TAKES_ALL,
    coinche_base=320,
    surcoinche_base=640,
    coinche_capot_bonus=100,
    rounding=Rounding.NEAREST_10,
    belote_cannot_end_match=True,
)

POINTS_ANNONCES = RuleSet(
    name="points_annonces",
    description="Points annoncés: the side that wins the deal scores the bid (times the "
    "coinche), card points are never scored; no announces, the belote only helps make the bid.",
    source="ASCEE 2A, règlement des tournois de belote contrée; FFB, La belote contrée "
    '(ffbelote.org), section B "points annoncés"',
    default_target=1010,
    target_options=(510, 1010, 2010),
    tie_break=TieBreak.PLAY_ON,
    scale=Scale.BID_ONLY,
    belote_scoring=BeloteScoring.NEVER,
)

CANNES_2016 = RuleSet(
    name="cannes_2016",
    description="Cannes 2016 championship: failure 162 (252 if the defence took every trick), "
    "a coinche doubles and a surcoinche triples the bid for the winner alone, capot 270, "
    "rounded to 10 with 5 down, the last deal counted exactly.",
    source="Championnat de France de belote contrée, Festival International des Jeux, "
    "Cannes 2016, règlement",
    default_target=2001,
    target_options=(1001, 2001),
    tie_break=TieBreak.PLAY_ON,
    all_tricks_points=252,
    failure_points=162,
    defence_capot_points=252,
    belote_scoring=BeloteScoring.TAKEN_ON_FAILURE,
    capot_value=270,
    coinche_scoring=CoincheScoring.WINNER_TAKES_ALL,
    coinche_capot_bonus=90,
    surcoinche_multiplier=3,
    rounding=Rounding.NEAREST_10_5_DOWN,
    rounding_scope=RoundingScope.DEAL_EXCEPT_LAST,
)

PRESETS: dict[str, RuleSet] = {
    r.name: r
    for r in (
        CLASSIC,
        TRICKSTER,
        BELOTEPOINT,
        FFB,
        FFB_CONTREE,
        POINTS_FAITS,
        POINTS_ANNONCES,
        CANNES_2016,
    )
}


def unknown_preset(name: str, saved: Sequence[str] = ()) -> UnknownPresetError:
    """``name`` is neither a preset nor house rules; ``saved``: the house rules there are."""
    return UnknownPresetError(
        RulesCode.UNKNOWN_PRESET, name=name, known=list(PRESETS), saved=list(saved)
    )


def is_preset(rules: RuleSet) -> bool:
    """Whether ``rules`` are a preset as it is: named as one and holding its every field."""
    return rules.name in PRESETS and rules == PRESETS[rules.name]


def described_as_a_preset(rules: RuleSet) -> bool:
    """Whether the description and source of ``rules`` are a preset's: they say what that
    preset is, and go when a rule changes; house rules' own words stay."""
    said = (rules.description, rules.source)
    return any(said == (known.description, known.source) for known in PRESETS.values())


def preset(name: str) -> RuleSet:
    """The preset called ``name``, or UnknownPresetError listing the known ones."""
    try:
        return PRESETS[name]
    except KeyError:
        raise unknown_preset(name) from None


def rules_from_mapping(
    data: Mapping[str, Any], lookup: Callable[[str], RuleSet | None] | None = None
) -> RuleSet:
    """A rule set from ``data``, or the first InvalidRulesError in the order of docs/scoring.md
    §5.1.

    ``data`` holds rule fields with JSON values (or enum members and tuples); a ``"preset"``
    key starts from that preset (or from what ``lookup`` finds for a name that is no preset),
    otherwise the fields start from their defaults.  Starting from a preset and changing a
    field gives the name ``custom`` unless ``data`` sets ``name``; changing a rule leaves a
    preset's description and source behind (:func:`described_as_a_preset`) unless ``data``
    sets them, and keeps those house rules were given (the players' own words).
    """
    fields = dict(data)
    start: dict[str, Any] = {}
    if "preset" in fields:
        base_name = fields.pop("preset")
        if not isinstance(base_name, str):
            raise InvalidRulesError(RulesCode.TYPE, "preset", value=base_name)
        base = find_rules(base_name, lookup)
        start = dict(base)
        if fields:
            start["name"] = CUSTOM
        changed = any(field not in DESCRIPTIVE_FIELDS for field in fields)
        if changed and described_as_a_preset(base):
            start["description"] = start["source"] = ""
    problems = rule_field_problems(fields)
    if problems:
        raise problems[0]
    values = {**start, **fields}
    candidate = {**dict(RuleSet()), **values}
    conflicts = rule_conflicts(candidate)
    if conflicts:
        raise conflicts[0]
    return RuleSet.model_validate(values)


def find_rules(name: str, lookup: Callable[[str], RuleSet | None] | None = None) -> RuleSet:
    """The preset ``name``, else what ``lookup`` finds (saved rules), else UnknownPresetError
    (which a lookup may raise itself, naming the house rules it holds)."""
    if name in PRESETS:
        return PRESETS[name]
    found = lookup(name) if lookup is not None else None
    if found is None:
        raise unknown_preset(name)
    return found
