"""The rules editor's sections: which rules it shows together, in the players' words."""

from __future__ import annotations

#: The rules editor's sections, in the players' words; every rule but name, description and
#: source is in exactly one.
RULE_SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("match", ("default_target", "target_options", "tie_break", "direction")),
    (
        "bids",
        (
            "min_bid",
            "max_bid",
            "bid_step",
            "opening_bid",
            "capot_bid",
            "generale_bid",
            "no_trump",
            "all_trump",
            "no_trump_bid_multiplier",
        ),
    ),
    (
        "success",
        (
            "lowest_bid_needs",
            "bid_counts_belote",
            "bid_counts_announces",
            "bid_counts_all_tricks_points",
            "must_beat_defence",
            "defence_tie",
            "success_on_rounded",
        ),
    ),
    ("scoring", ("scale", "failure_points")),
    (
        "coinche",
        (
            "capot_may_be_coinched",
            "coinche_scoring",
            "whole_score_capot_base",
            "coinche_base",
            "surcoinche_base",
            "coinche_capot_bonus",
            "coinche_multiplies_bid",
            "coinche_multiplies_belote",
            "coinche_multiplier",
            "surcoinche_multiplier",
        ),
    ),
    (
        "capot",
        (
            "all_tricks_points",
            "defence_capot_points",
            "capot_value",
            "generale_value",
            "capot_flat_score",
            "generale_flat_score",
            "flat_score_when_failed",
        ),
    ),
    (
        "belote_announces",
        (
            "announces",
            "carre_neuf_value",
            "no_trump_carre_values",
            "failed_announces_to_defence",
            "capot_takes_defence_announces",
            "belote_scoring",
        ),
    ),
    ("rounding", ("rounding", "rounding_scope")),
    ("end", ("belote_cannot_end_match",)),
)

#: Fields that say what a rule set is rather than how it scores.
DESCRIPTIVE_FIELDS: tuple[str, ...] = ("name", "description", "source")
