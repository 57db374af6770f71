"""The ``score`` command's document (docs/formats.md): a rule set, a target and deals in;
scores out.

Pure: takes and returns Python objects; reading files and printing is the CLI's job.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from enum import StrEnum
from typing import Any, NamedTuple

from coinche_score.match import compute
from coinche_score.refusals import Refusal, Words
from coinche_score.rules import InvalidRulesError, RuleSet, find_rules, rules_from_mapping
from coinche_score.rules.checks import shown
from coinche_score.scoring import Deal, DealScore, InvalidDealError, parse_deal

DOCUMENT_FIELDS = ("rules", "target", "deals")


class DocumentCode(StrEnum):
    """Why a document given to ``score`` or ``import`` is refused (the catalogues'
    ``refusal.document.<code>``)."""

    NOT_AN_OBJECT = "not_an_object"
    UNKNOWN_FIELD = "unknown_field"
    RULES_MISSING = "rules_missing"
    RULES_KIND = "rules_kind"
    RULES = "rules"  # refused for its rules: the rule set's refusal
    TARGET = "target"
    DEALS = "deals"
    # An exported match given to import.
    EXPORT_UNKNOWN_FIELD = "export_unknown_field"
    EXPORTED_DEALS = "exported_deals"
    NOT_ENTERED = "not_entered"
    TEAM_NAMES = "team_names"
    TEAM_NAME_TEXT = "team_name_text"
    PLAYERS = "players"
    FIRST_DEALER = "first_dealer"


class InvalidDocumentError(Refusal, ValueError):
    """The document as a whole is refused: ``field`` names what is wrong in it."""

    layer = "document"
    codes = DocumentCode
    code: DocumentCode

    def word(self, name: str, params: Mapping[str, Any], words: Words) -> str:
        """``got`` (the value refused), ``got_seat`` (a first dealer refused: its seat, as
        export prints it) and ``held`` (the rules' refusal)."""
        if name == "got":
            return shown(params["value"], words)
        if name == "got_seat":
            value = params["value"]
            if not isinstance(value, dict):
                return shown(value, words)
            if "seat" not in value:
                return words["refusal.document.no_seat"]
            return f'{{"seat": {shown(value["seat"], words)}}}'
        if name == "held":
            held = params["refusal"]
            assert isinstance(held, Refusal)
            return held.line(words)
        raise KeyError(name)


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
        raise InvalidDocumentError(DocumentCode.RULES, refusal=error) from error
    raise InvalidDocumentError(DocumentCode.RULES_KIND, "rules")


def read_document(
    document: Any,
    lookup: Callable[[str], RuleSet | None] | None = None,
    fields: tuple[str, ...] = DOCUMENT_FIELDS,
) -> tuple[RuleSet, int, list[Deal]]:
    """The rules, target and checked deals of a score document whose keys are among
    ``fields``; raise InvalidDocumentError or InvalidDealError (numbered)."""
    if not isinstance(document, dict):
        raise InvalidDocumentError(DocumentCode.NOT_AN_OBJECT)
    unknown = [key for key in document if key not in fields]
    if unknown:
        raise InvalidDocumentError(DocumentCode.UNKNOWN_FIELD, unknown[0], fields=", ".join(fields))
    if "rules" not in document:
        raise InvalidDocumentError(DocumentCode.RULES_MISSING, "rules")
    rules = rules_from_json(document["rules"], lookup)
    # Absent, the rules' own; null is no positive integer (JSON types are strict).
    target = document.get("target", rules.default_target)
    if isinstance(target, bool) or not isinstance(target, int) or target < 1:
        raise InvalidDocumentError(DocumentCode.TARGET, "target", value=target)
    raw_deals = document.get("deals")
    if not isinstance(raw_deals, list):
        raise InvalidDocumentError(DocumentCode.DEALS, "deals")
    deals = []
    for number, raw in enumerate(raw_deals, start=1):
        try:
            deals.append(parse_deal(raw, rules))
        except InvalidDealError as error:
            raise error.numbered(number) from None
    return rules, target, deals


class ScoredDocument(NamedTuple):
    """A scored document in three parts, its deals scored as they are asked for: a document
    of many deals need not be held whole as JSON values (docs/formats.md has the whole)."""

    head: dict[str, Any]  # rules, target
    deals: Iterator[dict[str, Any]]
    tail: dict[str, Any]  # totals, end of match

    def whole(self) -> dict[str, Any]:
        return {**self.head, "deals": list(self.deals), **self.tail}


def score_document(
    document: Any, lookup: Callable[[str], RuleSet | None] | None = None
) -> dict[str, Any]:
    """Score a score document (docs/formats.md); raise InvalidDocumentError or
    InvalidDealError (numbered).

    ``lookup`` finds saved rules for a ``rules`` name that is not a preset.  Under
    ``rounding_scope`` total the deals' scores are exact and only the totals are rounded.
    """
    return scored_document(document, lookup).whole()


def scored_document(
    document: Any, lookup: Callable[[str], RuleSet | None] | None = None
) -> ScoredDocument:
    """score_document, its deals' JSON made one at a time; every deal is checked and scored
    before it returns (a refusal is raised here, never half-way through the deals)."""
    rules, target, deals = read_document(document, lookup)
    state = compute(rules, target, deals, checked=True)  # read_document checked them
    return ScoredDocument(
        {"rules": rules.name, "target": target},
        (
            {
                "number": s.number,
                **score_json(s.score),
                "totals": s.totals,
                "pending_litige": s.pending_litige,
            }
            for s in state.scored
        ),
        {
            "totals": state.totals,
            "finished": state.finished,
            "winner": state.winner,
            "pending_litige": state.pending_litige,
            "unscored_deals": state.unscored,
        },
    )


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
