"""The ``score`` command's document (docs/formats.md): a rule set, a target and deals in;
scores out.

Pure: takes and returns Python objects; reading files and printing is the CLI's job.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from coinche_score.match import compute
from coinche_score.rules import InvalidRulesError, RuleSet, find_rules, rules_from_mapping
from coinche_score.scoring import Deal, DealScore, InvalidDealError, parse_deal

DOCUMENT_FIELDS = ("rules", "target", "deals")


class InvalidDocumentError(ValueError):
    """The document as a whole is refused; the message is one line for the user."""


def rules_from_json(raw: Any, lookup: Callable[[str], RuleSet | None] | None = None) -> RuleSet:
    """A preset name, or a rule-set object (optionally ``"preset": NAME`` to start from).

    ``lookup`` finds rules saved by name for a name that is not a preset (presets come first).
    """
    try:
        if isinstance(raw, str):
            return find_rules(raw, lookup)
        if isinstance(raw, dict):
            return rules_from_mapping(raw, lookup)
    except InvalidRulesError as error:
        raise InvalidDocumentError(str(error)) from error
    raise InvalidDocumentError("rules: must be a preset name or a rule-set object")


def read_document(
    document: Any,
    lookup: Callable[[str], RuleSet | None] | None = None,
    fields: tuple[str, ...] = DOCUMENT_FIELDS,
) -> tuple[RuleSet, int, list[Deal]]:
    """The rules, target and checked deals of a score document whose keys are among
    ``fields``; raise InvalidDocumentError or InvalidDealError (numbered)."""
    if not isinstance(document, dict):
        raise InvalidDocumentError("the document must be a JSON object with rules and deals")
    unknown = [key for key in document if key not in fields]
    if unknown:
        raise InvalidDocumentError(f"{unknown[0]}: unknown field (allowed: {', '.join(fields)})")
    if "rules" not in document:
        raise InvalidDocumentError("rules: missing (a preset name or a rule-set object)")
    rules = rules_from_json(document["rules"], lookup)
    target = document.get("target", rules.default_target)
    if target is None:
        target = rules.default_target
    if isinstance(target, bool) or not isinstance(target, int) or target < 1:
        got = json.dumps(target) if isinstance(target, (int, float, str)) else "a non-number"
        raise InvalidDocumentError(f"target: got {got}; allowed: a positive integer")
    raw_deals = document.get("deals")
    if not isinstance(raw_deals, list):
        raise InvalidDocumentError("deals: missing or not a list of deal objects")
    deals = []
    for number, raw in enumerate(raw_deals, start=1):
        try:
            deals.append(parse_deal(raw, rules))
        except InvalidDealError as error:
            raise error.numbered(number) from None
    return rules, target, deals


def score_document(
    document: Any, lookup: Callable[[str], RuleSet | None] | None = None
) -> dict[str, Any]:
    """Score a score document (docs/formats.md); raise InvalidDocumentError or
    InvalidDealError (numbered).

    ``lookup`` finds saved rules for a ``rules`` name that is not a preset.  Under
    ``rounding_scope`` total the deals' scores are exact and only the totals are rounded.
    """
    rules, target, deals = read_document(document, lookup)
    state = compute(rules, target, deals, checked=True)  # read_document checked them
    return {
        "rules": rules.name,
        "target": target,
        "deals": [
            {
                "number": s.number,
                **score_json(s.score),
                "totals": s.totals,
                "pending_litige": s.pending_litige,
            }
            for s in state.scored
        ],
        "totals": state.totals,
        "finished": state.finished,
        "winner": state.winner,
        "pending_litige": state.pending_litige,
        "unscored_deals": state.unscored,
    }


def score_json(score: DealScore) -> dict[str, Any]:
    return {
        "scores": dict(score.scores),
        "made": score.made,
        "litige": score.litige,
        "exact": dict(score.exact),
        "breakdown": [
            {
                "team": line.team,
                "key": line.key.value,
                "amount": line.amount,
                "base": line.base,
                "factor": line.factor,
            }
            for line in score.lines
        ],
    }
