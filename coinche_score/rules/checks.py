"""Checking a candidate rule set (from a file, the command line or the rules editor): each
refusal an :class:`~coinche_score.rules.model.InvalidRulesError` naming the field, in the check
order of docs/scoring.md §5.1.  Pure: no I/O, no UI.
"""

from __future__ import annotations

import difflib
import json
import types
from collections.abc import Mapping
from enum import Enum, StrEnum
from typing import Any, Literal, Union, get_args, get_origin

from coinche_score.refusals import ENGLISH, Refusal, Words, joined
from coinche_score.rules.model import RuleSet
from coinche_score.rules.words import (
    CARD_POINTS_TOTAL,
    MAX_TARGET,
    CoincheScoring,
    DefenceTie,
    Rounding,
    RoundingScope,
    Scale,
)
from coinche_score.text import QUOTE_LIMIT, first_refused, key_shown, shorten


class RulesCode(StrEnum):
    """Why a rule set is refused (the catalogues' ``refusal.rules.<code>``)."""

    TYPE = "type"
    RANGE = "range"
    TEXT = "text"  # a control, bidi or zero-width character
    UNKNOWN_FIELD = "unknown_field"
    UNKNOWN_PRESET = "unknown_preset"
    MIN_ABOVE_MAX = "min_above_max"
    LADDER = "ladder"
    ABOVE_CARD_POINTS = "above_card_points"
    SURCOINCHE_BELOW_COINCHE = "surcoinche_below_coinche"
    TIE_NEEDS_MUST_BEAT = "tie_needs_must_beat"
    OPENING_NOT_BELOW_MIN = "opening_not_below_min"
    BID_ONLY_COINCHE = "bid_only_coinche"
    BID_ONLY_ANNOUNCES = "bid_only_announces"
    BID_ONLY_LITIGE = "bid_only_litige"
    POINTS_ONLY_COINCHE = "points_only_coinche"
    NEEDS_WINNER_TAKES_ALL = "needs_winner_takes_all"
    SURCOINCHE_BASE_BELOW = "surcoinche_base_below"
    NEEDS_COINCHE_MODE = "needs_coinche_mode"
    NEEDS_ROUNDING = "needs_rounding"


class InvalidRulesError(Refusal, ValueError):
    """A rule set refused: ``field`` broke it for reason ``code``.

    ``str()`` is the one line the command line prints: ``rules: FIELD: what is allowed``.
    """

    layer = "rules"
    codes = RulesCode
    code: RulesCode

    def where(self, words: Words = ENGLISH) -> str:
        return words["refusal.rules.where"] + super().where(words)

    def word(self, name: str, params: Mapping[str, Any], words: Words) -> str:
        """``got`` (the value refused), ``allowed`` (what the field takes), ``hint`` (a
        field's name it may be), ``presets``; ``char`` as every refusal words it."""
        if name == "got":
            return shown(params["value"], words)
        if name == "allowed":
            return _allowed_rule(self.field, words)
        if name == "hint":
            suggestion = params["suggestion"]
            if not suggestion:
                return words["refusal.rules.hint.readme"]
            return words["refusal.rules.hint.suggestion"].format(suggestion=suggestion[0])
        if name == "presets":
            saved = params.get("saved")
            known = ", ".join(params["known"])
            return (
                known + words["refusal.rules.known_saved"].format(saved=", ".join(saved))
                if saved
                else known
            )
        return super().word(name, params, words)


class UnknownPresetError(InvalidRulesError):
    pass


def _quoted(values: tuple[object, ...], words: Words) -> str:
    return joined((f'"{v}"' if isinstance(v, str) else str(v) for v in values), words)


def shown(value: object, words: Words = ENGLISH) -> str:
    """A value refused, as a refusal quotes it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        # JSON quoting keeps a line break or a quote in the text on one line.
        if len(value) <= 40:
            return json.dumps(value)
        return words["refusal.value.long_text"].format(length=len(value))
    if isinstance(value, (list, tuple)):
        # Cut: a list may be a whole document.
        return shorten("[" + ", ".join(shown(item, words) for item in value[:QUOTE_LIMIT]) + "]")
    if isinstance(value, dict):
        return words["refusal.value.object"]
    return str(value)


def _bounds(name: str) -> tuple[int | None, int | None]:
    """The ge/le (or min/max length) constraints pydantic holds for field ``name``."""
    low = high = None
    for constraint in RuleSet.model_fields[name].metadata:
        low = getattr(constraint, "ge", getattr(constraint, "min_length", low))
        high = getattr(constraint, "le", getattr(constraint, "max_length", high))
    return low, high


def allowed_rule_values(name: str) -> str:
    """What field ``name`` accepts, in English words (for messages and the documentation)."""
    return _allowed_rule(name, ENGLISH)


def _allowed_rule(name: str, words: Words) -> str:
    """What field ``name`` accepts, in the language of ``words``."""
    annotation = RuleSet.model_fields[name].annotation
    low, high = _bounds(name)
    args = get_args(annotation)
    if annotation is bool:
        return words["refusal.rules.allowed.flag"]
    if annotation is str:
        return words["refusal.rules.allowed.text"].format(low=low or 0, high=high)
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return _quoted(tuple(member.value for member in annotation), words)
    if get_origin(annotation) is Literal:
        return _quoted(args, words)
    if name == "target_options":
        return words["refusal.rules.allowed.targets"].format(high=MAX_TARGET)
    if get_origin(annotation) in (Union, types.UnionType):
        return words["refusal.rules.allowed.number_or_null"].format(low=low, high=high)
    return words["refusal.rules.allowed.number"].format(low=low, high=high)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _value_problem(name: str, value: object) -> RulesCode | None:
    """TYPE, RANGE or TEXT if ``value`` is not one field ``name`` takes, else None."""
    annotation = RuleSet.model_fields[name].annotation
    low, high = _bounds(name)
    if annotation is bool:
        return None if isinstance(value, bool) else RulesCode.TYPE
    if annotation is str:
        if not isinstance(value, str):
            return RulesCode.TYPE
        # Control, bidi and zero-width characters drive or disguise a terminal; lone surrogates
        # cannot be saved as UTF-8.
        if _refused_char(name, value) is not None:
            return RulesCode.TEXT
        return None if (low or 0) <= len(value) <= (high or len(value)) else RulesCode.RANGE
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        if not isinstance(value, str):
            return RulesCode.TYPE
        return None if value in {member.value for member in annotation} else RulesCode.RANGE
    if get_origin(annotation) is Literal:
        if not _is_int(value):
            return RulesCode.TYPE
        return None if value in get_args(annotation) else RulesCode.RANGE
    if name == "target_options":
        if not isinstance(value, (list, tuple)) or not all(_is_int(v) for v in value):
            return RulesCode.TYPE
        # Rule 5 of docs/scoring.md §5.1 (empty or not positive) is this range check.
        return None if value and all(1 <= v <= MAX_TARGET for v in value) else RulesCode.RANGE
    if value is None and get_origin(annotation) in (Union, types.UnionType):
        return None
    if not _is_int(value):
        return RulesCode.TYPE
    assert isinstance(value, int) and low is not None and high is not None
    return None if low <= value <= high else RulesCode.RANGE


#: The free text of a rule set, written over lines as any text file: its tabs and line breaks
#: are taken (RULES.md: "free text"), and shown as spaces or escapes, never sent as they are.
_FREE_TEXT = frozenset({"description", "source"})
_LINE_SPACES = str.maketrans("\t\r\n", "   ")


def _refused_char(name: str, value: str) -> str | None:
    """The first character of ``value`` that field ``name`` does not take, or None."""
    return first_refused(value.translate(_LINE_SPACES) if name in _FREE_TEXT else value)


def check_rule_value(name: str, value: object) -> None:
    """Raise InvalidRulesError if ``value`` is outside field ``name``'s type or range."""
    problem = _value_problem(name, value)
    if problem is None:
        return
    if problem is RulesCode.TEXT:
        assert isinstance(value, str)
        char = _refused_char(name, value)
        raise InvalidRulesError(RulesCode.TEXT, name, value=value, value_char=char)
    raise InvalidRulesError(problem, name, value=value)


def _unknown_field(key: str) -> InvalidRulesError:
    close = difflib.get_close_matches(key, [*RuleSet.model_fields, "preset"], n=1)
    return InvalidRulesError(RulesCode.UNKNOWN_FIELD, key_shown(key), suggestion=close)


def rule_conflicts(rules: RuleSet | Mapping[str, Any]) -> list[InvalidRulesError]:
    """The combinations of docs/scoring.md §5.1 (rules 1 to 15, in order) that ``rules`` break.

    ``rules`` is a RuleSet or a mapping of every field to a value of the right type (an enum
    member or its text): what an editor holds before it makes a RuleSet of it.
    """
    r: Mapping[str, Any] = dict(rules) if isinstance(rules, RuleSet) else rules
    found: list[InvalidRulesError] = []

    def refuse(field: str, code: RulesCode, **params: object) -> None:
        found.append(InvalidRulesError(code, field, **params))

    min_bid, max_bid, step = r["min_bid"], r["max_bid"], r["bid_step"]
    if min_bid > max_bid:
        refuse("min_bid", RulesCode.MIN_ABOVE_MAX, min_bid=min_bid, max_bid=max_bid)
    elif (max_bid - min_bid) % step:
        refuse(
            "max_bid",
            RulesCode.LADDER,
            max_bid=max_bid,
            min_bid=min_bid,
            bid_step=step,
            second=min_bid + step,
            third=min_bid + 2 * step,
        )
    for field in ("min_bid", "lowest_bid_needs"):
        if r[field] > CARD_POINTS_TOTAL:
            refuse(field, RulesCode.ABOVE_CARD_POINTS, value=r[field], total=CARD_POINTS_TOTAL)
    if r["surcoinche_multiplier"] < r["coinche_multiplier"]:
        refuse(
            "surcoinche_multiplier",
            RulesCode.SURCOINCHE_BELOW_COINCHE,
            surcoinche_multiplier=r["surcoinche_multiplier"],
            coinche_multiplier=r["coinche_multiplier"],
        )
    if r["defence_tie"] != DefenceTie.FAILS and not r["must_beat_defence"]:
        refuse("defence_tie", RulesCode.TIE_NEEDS_MUST_BEAT, defence_tie=str(r["defence_tie"]))
    opening = r["opening_bid"]
    if opening is not None and opening >= min_bid:
        refuse("opening_bid", RulesCode.OPENING_NOT_BELOW_MIN, opening=opening, min_bid=min_bid)
    scoring = r["coinche_scoring"]
    if r["scale"] == Scale.BID_ONLY:
        if scoring != CoincheScoring.MULTIPLY_BID:
            refuse("coinche_scoring", RulesCode.BID_ONLY_COINCHE)
        if r["announces"]:
            refuse("announces", RulesCode.BID_ONLY_ANNOUNCES)
        if r["defence_tie"] == DefenceTie.LITIGE:
            refuse("defence_tie", RulesCode.BID_ONLY_LITIGE)
    if r["scale"] == Scale.POINTS_ONLY and scoring == CoincheScoring.MULTIPLY_BID:
        refuse("coinche_scoring", RulesCode.POINTS_ONLY_COINCHE)
    if scoring != CoincheScoring.WINNER_TAKES_ALL:
        wta_only = next(
            (f for f in ("coinche_base", "surcoinche_base", "coinche_capot_bonus") if r[f]), None
        )
        if wta_only is not None:
            refuse(wta_only, RulesCode.NEEDS_WINNER_TAKES_ALL)
    else:
        coinche_base = r["failure_points"] if r["coinche_base"] is None else r["coinche_base"]
        surcoinche_base = r["surcoinche_base"]
        if surcoinche_base is not None and surcoinche_base < coinche_base:
            refuse(
                "surcoinche_base",
                RulesCode.SURCOINCHE_BASE_BELOW,
                surcoinche_base=surcoinche_base,
                coinche_base=coinche_base,
            )
    if not r["coinche_multiplies_bid"] and scoring == CoincheScoring.MULTIPLY_BID:
        refuse("coinche_multiplies_bid", RulesCode.NEEDS_COINCHE_MODE)
    if (
        r["coinche_multiplies_belote"]
        and scoring == CoincheScoring.MULTIPLY_BID
        and r["scale"] != Scale.BID_ONLY
    ):
        refuse("coinche_multiplies_belote", RulesCode.NEEDS_COINCHE_MODE)
    if r["rounding"] == Rounding.NONE:
        if r["success_on_rounded"]:
            refuse("success_on_rounded", RulesCode.NEEDS_ROUNDING)
        if r["rounding_scope"] != RoundingScope.DEAL:
            refuse(
                "rounding_scope", RulesCode.NEEDS_ROUNDING, rounding_scope=str(r["rounding_scope"])
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
