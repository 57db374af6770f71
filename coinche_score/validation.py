"""pydantic's first complaint about a document, said as a refusal in the players' words
(:func:`first_refusal`): for a deal, the deal's own refusal (docs/scoring.md §5.2); for rules,
the rule set's; for a name, the name's; for any other field, what it holds and what it takes.
A damaged match file and a refused new match are said so in the user's language, not in
pydantic's English.  Pure: no I/O, no UI."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from datetime import datetime
from enum import StrEnum
from typing import Annotated, Any

from pydantic import AfterValidator, AwareDatetime, ValidationError
from pydantic_core import ErrorDetails

from coinche_score.days import clock_time
from coinche_score.refusals import Refusal, Words, joined
from coinche_score.rules import InvalidRulesError, RuleSet
from coinche_score.rules.checks import rule_field_problems, shown
from coinche_score.scoring import InvalidDealError
from coinche_score.scoring.checks import check_raw_deal
from coinche_score.text import key_shown


class FieldCode(StrEnum):
    """Why a field of a document is refused (the catalogues' ``refusal.field.<code>``)."""

    MISSING = "missing"
    UNKNOWN = "unknown"
    WHOLE_NUMBER = "whole_number"
    AT_LEAST = "at_least"
    AT_MOST = "at_most"
    TEXT = "text"
    FLAG = "flag"
    LIST = "list"
    OBJECT = "object"
    DATE_TIME = "date_time"
    FORM = "form"
    ONE_OF = "one_of"
    TOO_FEW = "too_few"
    TOO_MANY = "too_many"
    CHANGE_NEEDS = "change_needs"  # a change of the undo history without its deal
    CHANGE_HAS_NO = "change_has_no"
    REFUSED = "refused"  # why another layer refused it: a name, rules, a deal of the history
    OTHER = "other"  # what pydantic says, for a check no document of ours meets


class FieldError(Refusal, ValueError):
    """A field of a document refused: ``field`` is where (``match.target``), ``value`` what
    it holds, and what it takes (``limit``, ``values``)."""

    layer = "field"
    codes = FieldCode

    def word(self, name: str, params: Mapping[str, Any], words: Words) -> str:
        """``got`` (the value refused), ``allowed`` (the values it may take) and ``held``
        (why another layer refused the field)."""
        if name == "got":
            return shown(params["value"], words)
        if name == "allowed":
            return joined(params["values"], words)
        if name == "held":
            held = params["refusal"]
            assert isinstance(held, Refusal)
            return held.because(words)
        raise KeyError(name)


def _clock_time(at: datetime) -> datetime:
    if not clock_time(at):
        raise FieldError(FieldCode.DATE_TIME, value=at.isoformat())
    return at


#: When a match was created or last changed: a time every time zone can show (clock_time).
Moment = Annotated[AwareDatetime, AfterValidator(_clock_time)]


#: pydantic's error types, by the refusal that says them.
_CODES = {
    "missing": FieldCode.MISSING,
    "extra_forbidden": FieldCode.UNKNOWN,
    "int_type": FieldCode.WHOLE_NUMBER,
    "int_parsing": FieldCode.WHOLE_NUMBER,
    "int_from_float": FieldCode.WHOLE_NUMBER,
    "greater_than_equal": FieldCode.AT_LEAST,
    "less_than_equal": FieldCode.AT_MOST,
    "string_type": FieldCode.TEXT,
    "bool_type": FieldCode.FLAG,
    "bool_parsing": FieldCode.FLAG,
    "list_type": FieldCode.LIST,
    "tuple_type": FieldCode.LIST,
    "dict_type": FieldCode.OBJECT,
    "model_type": FieldCode.OBJECT,
    "model_attributes_type": FieldCode.OBJECT,
    "string_pattern_mismatch": FieldCode.FORM,
    "literal_error": FieldCode.ONE_OF,
    "enum": FieldCode.ONE_OF,
    "too_short": FieldCode.TOO_FEW,
    "too_long": FieldCode.TOO_MANY,
}
#: A value pydantic lists as allowed: ``'a', 'b' or 'c'``.
_QUOTED = re.compile(r"'([^']*)'")


def first_refusal(
    error: ValidationError,
    document: object = None,
    names: Mapping[str, str] | None = None,
    within: tuple[int | str, ...] = (),
) -> Refusal:
    """The first complaint of ``error`` about ``document`` (as parsed, when it is at hand: a
    deal or rules in it are then refused as their own checks say), where ``names`` gives
    the name of a top-level field (an option of the command line); ``within``: where in
    ``document`` the value validated is."""
    first = error.errors()[0]
    loc = within + first["loc"]
    deal = _deal_refusal(loc, document)
    if deal is not None:
        return deal
    cause = first.get("ctx", {}).get("error")
    if loc[:2] == ("match", "rules"):
        # The rule set's own refusal, first of its fields (docs/scoring.md §5.1).
        rules = _at(document, loc[:2])
        problems = rule_field_problems(rules) if isinstance(rules, dict) else []
        if problems:
            return refused_at(_where(loc[:2]), problems[0])
        if isinstance(cause, InvalidRulesError):
            return refused_at(_where(loc[:2]), cause)
    where = names[str(loc[0])] if names and loc and loc[0] in names else _where(loc)
    if isinstance(cause, Refusal):
        return refused_at(where, cause)
    return _said(first, where)


def refused_at(where: str, refusal: Refusal) -> FieldError:
    """``refusal`` of the value ``where`` is (its place in the document, or the option that
    gave it), the field it names after it: ``match.rules.min_bid``."""
    if refusal.field:
        where = f"{where}.{_part(refusal.field)}"
    return FieldError(FieldCode.REFUSED, where, refusal=refusal)


def _said(first: ErrorDetails, where: str) -> FieldError:
    kind = first["type"]
    code = _CODES.get(kind)
    if code is None and kind.startswith(("datetime", "date_", "timezone")):
        code = FieldCode.DATE_TIME
    value = first["input"]
    ctx = first.get("ctx", {})
    if code is None:
        return FieldError(FieldCode.OTHER, where, message=first["msg"])
    if code is FieldCode.AT_LEAST:
        return FieldError(code, where, value=value, limit=ctx["ge"])
    if code is FieldCode.AT_MOST:
        return FieldError(code, where, value=value, limit=ctx["le"])
    if code in (FieldCode.TOO_FEW, FieldCode.TOO_MANY):
        limit = ctx["min_length"] if code is FieldCode.TOO_FEW else ctx["max_length"]
        return FieldError(code, where, count=ctx["actual_length"], limit=limit)
    if code is FieldCode.ONE_OF:
        expected = str(ctx["expected"])
        values = [json.dumps(found) for found in _QUOTED.findall(expected)] or [expected]
        return FieldError(code, where, value=value, values=tuple(values))
    return FieldError(code, where, value=value)


def _deal_refusal(loc: tuple[int | str, ...], document: object) -> Refusal | None:
    """The refusal of the deal the complaint is about, as the deal's checks say it: ``deal N``
    for a match's deal N, or where it is for a deal of the undo history; None when the
    complaint is about no deal, or its checks take it (then pydantic's words say why)."""
    if loc[:2] == ("match", "deals") and len(loc) > 2:
        index = 2  # a deal of the match
    elif loc[:1] == ("history",) and len(loc) > 3 and loc[3] in ("deal", "previous"):
        index = 3  # a deal of a change of the undo history
    else:
        return None
    match = _at(document, ("match",))
    try:
        rules = RuleSet.model_validate(match["rules"]) if isinstance(match, dict) else None
    except (KeyError, ValidationError):
        rules = None
    if rules is None:
        return None
    try:
        check_raw_deal(_at(document, loc[: index + 1]), rules)
    except InvalidDealError as refused:
        number = loc[index]
        if index == 2 and isinstance(number, int):
            return refused.numbered(number + 1)
        return refused_at(_where(loc[: index + 1]), refused)
    return None


def _at(document: object, loc: tuple[int | str, ...]) -> object:
    """What ``document`` holds at ``loc``; None when it holds nothing there."""
    found = document
    for part in loc:
        if isinstance(found, dict) and isinstance(part, str):
            found = found.get(part)
        elif isinstance(found, list) and isinstance(part, int) and 0 <= part < len(found):
            found = found[part]
        else:
            return None
    return found


def _where(loc: tuple[int | str, ...]) -> str:
    """``match.deals.3.belote``."""
    return ".".join(_part(part) for part in loc)


def _part(part: int | str) -> str:
    """A step of a place in a document: an index, or a key as a refusal names it."""
    return str(part) if isinstance(part, int) else key_shown(part)
