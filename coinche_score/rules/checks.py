"""Checking a candidate rule set (from a file, the command line or the rules editor): each
refusal an :class:`~coinche_score.rules.model.InvalidRulesError` naming the field, in the check
order of docs/scoring.md §5.1.  Pure: no I/O, no UI.
"""

from __future__ import annotations

import difflib
import json
import types
from collections.abc import Mapping
from enum import Enum
from typing import Any, Literal, Union, get_args, get_origin

from coinche_score.rules.model import (
    CARD_POINTS_TOTAL,
    MAX_TARGET,
    CoincheScoring,
    DefenceTie,
    InvalidRulesError,
    Rounding,
    RoundingScope,
    RuleSet,
    Scale,
)
from coinche_score.text import describe_char, first_refused


def _quoted(values: tuple[object, ...]) -> str:
    words = [f'"{v}"' if isinstance(v, str) else str(v) for v in values]
    return ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else words[0]


def shown(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        # JSON quoting keeps a line break or a quote in the text on one line.
        return json.dumps(value) if len(value) <= 40 else f"text of {len(value)} characters"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(shown(item) for item in value) + "]"
    if isinstance(value, dict):
        return "an object"
    return str(value)


def _bounds(name: str) -> tuple[int | None, int | None]:
    """The ge/le (or min/max length) constraints pydantic holds for field ``name``."""
    low = high = None
    for constraint in RuleSet.model_fields[name].metadata:
        low = getattr(constraint, "ge", getattr(constraint, "min_length", low))
        high = getattr(constraint, "le", getattr(constraint, "max_length", high))
    return low, high


def allowed_rule_values(name: str) -> str:
    """What field ``name`` accepts, in words (for messages and the documentation)."""
    annotation = RuleSet.model_fields[name].annotation
    low, high = _bounds(name)
    args = get_args(annotation)
    if annotation is bool:
        return "true or false"
    if annotation is str:
        return f"text of {low or 0} to {high} characters"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return _quoted(tuple(member.value for member in annotation))
    if get_origin(annotation) is Literal:
        return _quoted(args)
    if name == "target_options":
        return f"a list of at least one integer 1..{MAX_TARGET}"
    if get_origin(annotation) in (Union, types.UnionType):
        return f"an integer {low}..{high}, or null"
    return f"an integer {low}..{high}"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _value_problem(name: str, value: object) -> str | None:
    """``"type"`` or ``"range"`` if ``value`` is not one field ``name`` takes, else None."""
    annotation = RuleSet.model_fields[name].annotation
    low, high = _bounds(name)
    if annotation is bool:
        return None if isinstance(value, bool) else "type"
    if annotation is str:
        if not isinstance(value, str):
            return "type"
        # Control, bidi and zero-width characters drive or disguise a terminal; lone surrogates
        # cannot be saved as UTF-8.
        if first_refused(value, line_breaks=name == "description") is not None:
            return "text"
        return None if (low or 0) <= len(value) <= (high or len(value)) else "range"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        if not isinstance(value, str):
            return "type"
        return None if value in {member.value for member in annotation} else "range"
    if get_origin(annotation) is Literal:
        if not _is_int(value):
            return "type"
        return None if value in get_args(annotation) else "range"
    if name == "target_options":
        if not isinstance(value, (list, tuple)) or not all(_is_int(v) for v in value):
            return "type"
        # Rule 5 of docs/scoring.md §5.1 (empty or not positive) is this range check.
        return None if value and all(1 <= v <= MAX_TARGET for v in value) else "range"
    if value is None and get_origin(annotation) in (Union, types.UnionType):
        return None
    if not _is_int(value):
        return "type"
    assert isinstance(value, int) and low is not None and high is not None
    return None if low <= value <= high else "range"


def check_rule_value(name: str, value: object) -> None:
    """Raise InvalidRulesError if ``value`` is outside field ``name``'s type or range."""
    problem = _value_problem(name, value)
    if problem is not None:
        allowed = allowed_rule_values(name)
        if problem == "text":
            assert isinstance(value, str)
            char = first_refused(value, line_breaks=name == "description")
            assert char is not None
            got = f"text holding {describe_char(char)}"
        else:
            got = shown(value)
        raise InvalidRulesError(
            name, problem, f"got {got}; allowed: {allowed}", {"value": value, "allowed": allowed}
        )


def _unknown_field(key: str) -> InvalidRulesError:
    close = difflib.get_close_matches(key, [*RuleSet.model_fields, "preset"], n=1)
    hint = f"did you mean {close[0]}?" if close else "the rules are listed in the README"
    return InvalidRulesError(key, "unknown_field", f"not a rule; {hint}", {"suggestion": close})


def rule_conflicts(rules: RuleSet | Mapping[str, Any]) -> list[InvalidRulesError]:
    """The combinations of docs/scoring.md §5.1 (rules 1 to 15, in order) that ``rules`` break.

    ``rules`` is a RuleSet or a mapping of every field to a value of the right type (an enum
    member or its text): what an editor holds before it makes a RuleSet of it.
    """
    r: Mapping[str, Any] = dict(rules) if isinstance(rules, RuleSet) else rules
    found: list[InvalidRulesError] = []

    def refuse(field: str, code: str, message: str, **params: object) -> None:
        found.append(InvalidRulesError(field, code, message, params))

    min_bid, max_bid, step = r["min_bid"], r["max_bid"], r["bid_step"]
    if min_bid > max_bid:
        refuse(
            "min_bid",
            "min_above_max",
            f"{min_bid} is above max_bid {max_bid}; allowed: at most max_bid",
            max_bid=max_bid,
        )
    elif (max_bid - min_bid) % step:
        refuse(
            "max_bid",
            "ladder",
            f"{max_bid} is not min_bid {min_bid} plus whole steps of {step}; "
            f"allowed: {min_bid}, {min_bid + step}, {min_bid + 2 * step}...",
            min_bid=min_bid,
            bid_step=step,
        )
    for field in ("min_bid", "lowest_bid_needs"):
        if r[field] > CARD_POINTS_TOTAL:
            refuse(
                field,
                "above_card_points",
                f"{r[field]} is more than the {CARD_POINTS_TOTAL} card points; "
                f"allowed: at most {CARD_POINTS_TOTAL}",
            )
    if r["surcoinche_multiplier"] < r["coinche_multiplier"]:
        refuse(
            "surcoinche_multiplier",
            "surcoinche_below_coinche",
            f"{r['surcoinche_multiplier']} is below coinche_multiplier "
            f"{r['coinche_multiplier']}; allowed: at least coinche_multiplier",
            coinche_multiplier=r["coinche_multiplier"],
        )
    if r["defence_tie"] != DefenceTie.FAILS and not r["must_beat_defence"]:
        refuse(
            "defence_tie",
            "tie_needs_must_beat",
            f'"{r["defence_tie"]}" needs must_beat_defence; allowed without it: "fails"',
        )
    opening = r["opening_bid"]
    if opening is not None and opening >= min_bid:
        refuse(
            "opening_bid",
            "opening_not_below_min",
            f"{opening} is not below min_bid {min_bid}; allowed: below min_bid, or null",
            min_bid=min_bid,
        )
    scoring = r["coinche_scoring"]
    if r["scale"] == Scale.BID_ONLY:
        if scoring != CoincheScoring.MULTIPLY_BID:
            refuse(
                "coinche_scoring",
                "bid_only_coinche",
                'the bid is all a coinche can multiply when scale is "bid_only"; '
                'allowed: "multiply_bid"',
            )
        if r["announces"]:
            refuse(
                "announces",
                "bid_only_announces",
                'announces are not scored when scale is "bid_only"; allowed: false',
            )
        if r["defence_tie"] == DefenceTie.LITIGE:
            refuse(
                "defence_tie",
                "bid_only_litige",
                'there is no litige when scale is "bid_only"; allowed: "fails" or "made"',
            )
    if r["scale"] == Scale.POINTS_ONLY and scoring == CoincheScoring.MULTIPLY_BID:
        refuse(
            "coinche_scoring",
            "points_only_coinche",
            'with scale "points_only" the bid is not scored, so "multiply_bid" would make a '
            'coinche change nothing; allowed: "winner_takes_all", "whole_score" or '
            '"multiply_winner_line"',
        )
    if scoring != CoincheScoring.WINNER_TAKES_ALL:
        wta_only = next(
            (f for f in ("coinche_base", "surcoinche_base", "coinche_capot_bonus") if r[f]), None
        )
        if wta_only is not None:
            none = "0" if wta_only == "coinche_capot_bonus" else "null"
            refuse(
                wta_only,
                "needs_winner_takes_all",
                f'applies only when coinche_scoring is "winner_takes_all"; allowed: {none}',
            )
    else:
        coinche_base = r["failure_points"] if r["coinche_base"] is None else r["coinche_base"]
        surcoinche_base = r["surcoinche_base"]
        if surcoinche_base is not None and surcoinche_base < coinche_base:
            refuse(
                "surcoinche_base",
                "surcoinche_base_below",
                f"{surcoinche_base} is below the coinche base {coinche_base}; "
                f"allowed: at least {coinche_base}, or null",
                coinche_base=coinche_base,
            )
    if not r["coinche_multiplies_bid"] and scoring == CoincheScoring.MULTIPLY_BID:
        refuse(
            "coinche_multiplies_bid",
            "needs_coinche_mode",
            'false means nothing when coinche_scoring is "multiply_bid"; allowed: true',
        )
    if (
        r["coinche_multiplies_belote"]
        and scoring == CoincheScoring.MULTIPLY_BID
        and r["scale"] != Scale.BID_ONLY
    ):
        refuse(
            "coinche_multiplies_belote",
            "needs_coinche_mode",
            'true needs a coinche_scoring other than "multiply_bid" (or scale "bid_only"); '
            "allowed: false",
        )
    if r["rounding"] == Rounding.NONE:
        if r["success_on_rounded"]:
            refuse(
                "success_on_rounded",
                "needs_rounding",
                'true needs a rounding other than "none"; allowed: false',
            )
        if r["rounding_scope"] != RoundingScope.DEAL:
            refuse(
                "rounding_scope",
                "needs_rounding",
                f'"{r["rounding_scope"]}" needs a rounding other than "none"; allowed: "deal"',
            )
    return found


def rule_field_problems(data: Mapping[str, Any]) -> list[InvalidRulesError]:
    """Each unknown key, then each value outside its field's type or range, in the order of
    docs/scoring.md §5.1."""
    found = [_unknown_field(str(key)) for key in data if key not in RuleSet.model_fields]
    for name in RuleSet.model_fields:
        if name in data:
            try:
                check_rule_value(name, data[name])
            except InvalidRulesError as error:
                found.append(error)
    return found
