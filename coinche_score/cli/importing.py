"""``coinche-score import``: a score document or an exported match becomes a new saved match,
for backups and for moving matches between machines."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import ValidationError

from coinche_score.cli.console import read_json_input
from coinche_score.cli.errors import fail
from coinche_score.cli.matches import (
    NEW_OPTIONS,
    check_team_options,
    checked_names,
    new_refusal,
    save_new_match,
    seat_argument,
)
from coinche_score.json_stream import json_size, load_json_stream
from coinche_score.match import Match
from coinche_score.rules import RuleSet
from coinche_score.score_document import (
    DOCUMENT_FIELDS,
    DocumentCode,
    InvalidDocumentError,
    read_document,
)
from coinche_score.scoring import Deal, InvalidDealError
from coinche_score.store.house_rules import HouseRules, HouseRulesError

#: A score document may name the teams and the players too.
SCORE_FIELDS = (*DOCUMENT_FIELDS, "team_names", "players")
#: What ``export --format json`` prints (a test keeps this its list of fields).  Only rules,
#: target, team_names, players, first_dealer and each deal's ``entered`` are read: the rest is
#: worked out again from them, and the new match gets its own id and times.
EXPORT_FIELDS = (
    "id",
    "path",
    "created",
    "updated",
    "team_names",
    "players",
    "rules",
    "target",
    "first_dealer",
    "deals",
    "unscored_deals",
    "totals",
    "pending_litige",
    "finished",
    "winner",
    "tie_playing_on",
    "next_dealer",
    "next_first_bidder",
    "can_undo",
    "can_redo",
    "warnings",
)
#: The teams of a score document that names none (null or absent), as the score calls them.
UNNAMED = {"A": "A", "B": "B"}


@dataclass(frozen=True)
class Imported:
    """A match as a document gives it, before the options change it."""

    rules: RuleSet
    target: int
    deals: list[Deal]
    team_names: tuple[str, str]
    players: tuple[str, str, str, str] | None
    first_dealer: int


def read_import(document: Any, lookup: Callable[[str], RuleSet | None]) -> Imported:
    """A score document, or an exported match (it has an ``id``).  Raises
    InvalidDocumentError or InvalidDealError (numbered)."""
    if isinstance(document, dict) and "id" in document:
        return read_export(document, lookup)
    rules, target, deals = read_document(document, lookup, SCORE_FIELDS)
    named = document.get("team_names")
    return Imported(
        rules,
        target,
        deals,
        team_names(UNNAMED if named is None else named),
        players(document.get("players")),
        first_dealer=0,
    )


def read_export(document: dict[str, Any], lookup: Callable[[str], RuleSet | None]) -> Imported:
    unknown = [key for key in document if key not in EXPORT_FIELDS]
    if unknown:
        raise InvalidDocumentError(
            DocumentCode.EXPORT_UNKNOWN_FIELD, unknown[0], fields=", ".join(SCORE_FIELDS)
        )
    exported = document.get("deals")
    if not isinstance(exported, list):
        raise InvalidDocumentError(DocumentCode.EXPORTED_DEALS, "deals")
    entered = []
    for number, deal in enumerate(exported, start=1):
        if not isinstance(deal, dict) or "entered" not in deal:
            raise InvalidDocumentError(DocumentCode.NOT_ENTERED, number=number)
        entered.append(deal["entered"])
    as_scored = {key: document[key] for key in ("rules", "target") if key in document}
    rules, target, deals = read_document({**as_scored, "deals": entered}, lookup)
    return Imported(
        rules,
        target,
        deals,
        team_names(document.get("team_names")),
        players(document.get("players")),
        seat(document.get("first_dealer", {"seat": 0})),
    )


def team_names(raw: Any) -> tuple[str, str]:
    if not isinstance(raw, dict) or sorted(raw) != ["A", "B"]:
        raise InvalidDocumentError(DocumentCode.TEAM_NAMES, "team_names")
    if not all(isinstance(name, str) for name in raw.values()):
        raise InvalidDocumentError(DocumentCode.TEAM_NAME_TEXT, "team_names")
    return raw["A"], raw["B"]


def players(raw: Any) -> tuple[str, str, str, str] | None:
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) != 4 or not all(isinstance(n, str) for n in raw):
        raise InvalidDocumentError(DocumentCode.PLAYERS, "players")
    return raw[0], raw[1], raw[2], raw[3]


def seat(raw: Any) -> int:
    """The first dealer as export prints it: ``{"seat": 0..3, "name": ...}``."""
    number = raw.get("seat") if isinstance(raw, dict) else None
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= 3:
        raise InvalidDocumentError(DocumentCode.FIRST_DEALER, "first_dealer", value=raw)
    return number


def entered_only(deal: Any) -> Any:
    """Of a deal as export prints it, what import reads: its scores are left aside at once, so
    that a long match's export is never held whole (a score document's deal is kept)."""
    if isinstance(deal, dict) and "entered" in deal:
        return {"entered": deal["entered"]}
    return deal


def read_long_document(pieces: Iterator[str]) -> Any:
    """A document longer than the command line reads at once: the export of a long match,
    laid out on many lines.  What is kept of it may take what a match file holds, each deal
    counted as the file writes it (twice the export's count would let a score document of
    22 MB of thrown-in deals through, read in 40 s and 2.9 GB before its match is refused as
    too big to save; the export's count alone refuses matches a file holds)."""
    from coinche_score.store import MAX_FILE_SIZE

    return load_json_stream(
        pieces, "deals", entered_only, held_at_most=MAX_FILE_SIZE, element_size=line_size
    )


def line_size(kept: Any) -> int:
    """The characters a deal kept takes as its line in the match file: the fields at their
    default left out (an export prints every one)."""
    deal = kept.get("entered", kept) if isinstance(kept, dict) else kept
    if isinstance(deal, dict):
        defaults = deal_defaults()
        deal = {key: value for key, value in deal.items() if defaults.get(key) != _text(value)}
    return json_size(deal)


@cache
def deal_defaults() -> dict[str, str]:
    """Each field of a deal that has a default, and that default as JSON: a value written
    otherwise (``0`` for ``false``) is no default."""
    dumped = Deal(taker=None).model_dump(mode="json")
    fields = Deal.model_fields.items()
    return {name: _text(dumped[name]) for name, field in fields if not field.is_required()}


def _text(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def cmd_import(args: argparse.Namespace) -> int:
    document = read_json_input(args.file, "import", big=read_long_document, lang=args.lang)
    try:
        found = read_import(not_replaced(document, args), HouseRules(args.data_dir).lookup())
    except (InvalidDocumentError, InvalidDealError, HouseRulesError) as error:
        fail(error)
    check_team_options(args)
    names = (
        found.team_names[0] if args.team_a is None else args.team_a,
        found.team_names[1] if args.team_b is None else args.team_b,
    )
    # argparse gives exactly four names; Match checks and trims them.
    seats = found.players if args.players is None else tuple(args.players)
    dealer = found.first_dealer
    if args.first_dealer is not None:
        dealer = seat_argument(args.first_dealer, seats)
    try:
        match = Match(
            rules=found.rules,
            target=found.target if args.target is None else args.target,
            team_names=names,
            players=seats,
            first_dealer=dealer,
            deals=tuple(found.deals),
        )
    except ValidationError as error:
        fail(new_refusal(error, given_by(args)))
    return save_new_match(args, checked_names(match, given_by(args)))


def not_replaced(document: Any, args: argparse.Namespace) -> Any:
    """The document without the fields that options replace whole: they are not read (a
    null target is not refused beside --target 1500)."""
    if not isinstance(document, dict):
        return document
    replaced = {
        "target": args.target is not None,
        "players": args.players is not None,
        "first_dealer": args.first_dealer is not None,
        "team_names": args.team_a is not None and args.team_b is not None,
    }
    return {key: value for key, value in document.items() if not replaced.get(key, False)}


def given_by(args: argparse.Namespace) -> Mapping[str, str]:
    """The options that replaced a field of the document, to name them in a refusal."""
    given = {
        "target": args.target is not None,
        "team_names": args.team_a is not None or args.team_b is not None,
        "players": args.players is not None,
    }
    return {field: option for field, option in NEW_OPTIONS.items() if given[field]}
