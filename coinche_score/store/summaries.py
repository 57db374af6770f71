"""A match's line in the list (:class:`~.listing.MatchSummary`), its totals worked out from
its deals (:func:`_summary`).  Opening the match checks what the list does not read.  Loaded
with the first match file listed: the models come with it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pydantic_core

from coinche_score.json_text import MAX_DEPTH, nests_deeper
from coinche_score.scoring import InvalidDealError
from coinche_score.store.errors import Damage, DamagedMatchError
from coinche_score.store.files import (
    MatchFile,
    parse_json,
    validated_file,
)
from coinche_score.store.listing import MatchSummary
from coinche_score.store.rule_sets import QuickFile, RuleSets, current_rules, validated_with
from coinche_score.store.scanning import read_regular_file


class _ListedFile(MatchFile):
    """A match file as the list reads it: its match and every deal checked, as opening does;
    the undo history, which the list shows nothing of, is checked when the match is opened."""

    history: Any = None


class _QuickListedFile(QuickFile):
    """A current match file as the list reads it, its rules checked already."""

    history: Any = None


#: The rule sets of the files listed in this process.
_RULE_SETS = RuleSets()


def _summary(path: Path) -> MatchSummary:
    """The list's line for a match file, its totals and result worked out from its deals (the
    file's cached result, which a hand or another program may have left behind its deals, is
    not believed).  A file that is not a match file, or whose deals its rules refuse, is
    refused as :func:`load_match_file` refuses it (DamagedMatchError); what the list does not
    read (the undo history, a key given twice) is refused when the match is opened."""
    data = read_regular_file(path)
    if not data.strip():
        raise DamagedMatchError(path, Damage.EMPTY, "empty")
    try:
        # pydantic-core's parser is twice as fast as json's.  A key given twice keeps its last
        # value, as readers do, until opening refuses the file.
        raw = pydantic_core.from_json(data)
    except ValueError:
        raw = None
    if not isinstance(raw, dict) or nests_deeper(data, MAX_DEPTH):
        raw = parse_json(path, data)  # refused in json's words, as opening refuses it
    file = _quickly(path, data, raw) or validated_file(path, data, raw, _ListedFile)[0]
    match = file.match
    try:
        state = match.state()
    except InvalidDealError as error:
        raise DamagedMatchError(path, Damage.REFUSED, refusal=error) from None
    return MatchSummary(
        id=file.id,
        path=path,
        team_names=match.team_names,
        rules_name=match.rules.name,
        target=match.target,
        totals=dict(state.totals),
        finished=state.finished,
        winner=state.winner,
        deal_count=len(match.deals),
        created=file.created,
        updated=file.updated,
        players=match.players,
    )


def _quickly(path: Path, data: bytes, raw: dict[str, Any]) -> MatchFile | None:
    """A current file validated with its rules checked once for all the files that share
    them; None for anything else, which :func:`validated_file` migrates, or refuses as opening
    does."""
    known = current_rules(data, raw, _RULE_SETS)
    return None if known is None else validated_with(_QuickListedFile, path, raw, known[0])
