"""JSON for people and programs: a match, a summary of one, anything printed as JSON."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import pydantic_core
from pydantic_core import PydanticSerializationError

from coinche_score.cli.console import write_out
from coinche_score.rules import TEAMS
from coinche_score.score_document import score_json
from coinche_score.text import is_refused

#: Text kept before it is written: few writes, and little held.
WRITTEN_AT = 1 << 20

if TYPE_CHECKING:
    from coinche_score.store import ConflictCopy, MatchSummary, SavedMatch


def print_json(document: Any) -> None:
    """JSON for people and programs: readable, but a control, bidi or zero-width character in
    a string is written as its ``\\uXXXX`` escape (the same string once parsed)."""
    write_out(_json_text(document) + "\n")


def print_json_listing(
    head: dict[str, Any], key: str, items: Iterable[Any], tail: dict[str, Any]
) -> None:
    """print_json of ``{**head, key: [*items], **tail}``, each item written as soon as it is
    made: a document of many items (a ``score`` of 300,000 deals) is held neither whole as
    text nor as the values of every item, which would take several times its size in memory."""
    empty = _json_text({**head, key: [], **tail})
    # A line break stands in a string only escaped: the key's line is the key's.
    before, after = empty.split(f'\n  "{key}": []', 1)
    pieces = [before, f'\n  "{key}": [']
    size, separator = 0, ""
    for item in items:
        text = separator + "\n    " + _json_text(item).replace("\n", "\n    ")
        pieces.append(text)
        separator = ","
        size += len(text)
        if size > WRITTEN_AT:
            write_out("".join(pieces))
            pieces, size = [], 0
    pieces.append("\n  ]" if separator else "]")  # an empty list is written "[]"
    write_out("".join(pieces) + after + "\n")


def _json_text(document: Any) -> str:
    try:
        # What json.dumps(indent=2, ensure_ascii=False) writes, written several times faster.
        text = pydantic_core.to_json(document, indent=2).decode()
    except PydanticSerializationError:  # a lone surrogate, which the escapes below show
        text = json.dumps(document, ensure_ascii=False, indent=2)
    # The indentation's line breaks are the only ones outside strings: json escapes the others.
    refused = {
        ord(char): json.dumps(char)[1:-1]
        for char in set(text)
        if is_refused(char, line_breaks=True)
    }
    return text.translate(refused) if refused else text


def match_document(saved: SavedMatch) -> dict[str, Any]:
    """Everything about a match as JSON: what was entered, the scores, and what comes next."""
    match, state = saved.match, saved.state

    def seat(number: int) -> dict[str, Any]:
        return {"seat": number, "name": match.seat_name(number)}

    deals: list[dict[str, Any]] = [
        {
            "number": scored.number,
            "counted": True,
            "entered": scored.deal.model_dump(mode="json"),
            "dealer": seat(scored.dealer),
            **score_json(scored.score),
            "totals": scored.totals,
            "pending_litige": scored.pending_litige,
        }
        for scored in state.scored
    ]
    deals += [
        {"number": index + 1, "counted": False, "entered": deal.model_dump(mode="json")}
        for index, deal in enumerate(match.deals)
        if index >= len(state.scored)
    ]
    return {
        "id": saved.id,
        "path": str(saved.path),
        "created": saved.created.isoformat(),
        "updated": saved.updated.isoformat(),
        "team_names": dict(zip(TEAMS, match.team_names, strict=True)),
        "players": None if match.players is None else list(match.players),
        "rules": match.rules.model_dump(mode="json"),
        "target": match.target,
        "first_dealer": seat(match.first_dealer),
        "deals": deals,
        "unscored_deals": state.unscored,
        "totals": state.totals,
        "pending_litige": state.pending_litige,
        "finished": state.finished,
        "winner": state.winner,
        "tie_playing_on": state.tie_playing_on,
        "next_dealer": None if state.finished else seat(state.next_dealer),
        "next_first_bidder": None if state.finished else seat(state.next_first_bidder),
        "can_undo": saved.can_undo,
        "can_redo": saved.can_redo,
        "warnings": saved.warnings,
    }


def summary_document(summary: MatchSummary) -> dict[str, Any]:
    return {
        "id": summary.id,
        "path": str(summary.path),
        "team_names": dict(zip(TEAMS, summary.team_names, strict=True)),
        "rules": summary.rules_name,
        "target": summary.target,
        "deal_count": summary.deal_count,
        "totals": summary.totals,
        "finished": summary.finished,
        "winner": summary.winner,
        "created": summary.created.isoformat(),
        "updated": summary.updated.isoformat(),
    }


def conflict_document(copy: ConflictCopy) -> dict[str, Any]:
    """A conflict copy a sync tool kept of a match, and the deals on which they differ."""
    return {
        "match": copy.match_id,
        "path": str(copy.path),
        "differing_deals": list(copy.differing),
        "deal_count": copy.deal_count,
        "reason": copy.reason,
    }
