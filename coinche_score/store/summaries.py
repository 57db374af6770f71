"""A match's line in the list (:class:`~.listing.MatchSummary`), read from its file's cached
result without checking or scoring a deal (:func:`_summary`).  Opening the match checks what
the list does not read.  Loaded with the first match file listed: the models come with it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import pydantic_core
from pydantic import BaseModel, ConfigDict, field_validator

from coinche_score.json_text import MAX_DEPTH, nests_deeper
from coinche_score.match import Match
from coinche_score.rules import RuleSet
from coinche_score.rules.checks import check_rule_value
from coinche_score.store.errors import Damage, DamagedMatchError
from coinche_score.store.files import MatchFile, _parse_json, _validated
from coinche_score.store.listing import MatchSummary
from coinche_score.store.scanning import read_regular_file


class _ListedRules(BaseModel):
    """Rules as the list reads them: by name (the rest is checked when the match is opened)."""

    model_config = ConfigDict(frozen=True, extra="allow", defer_build=True)

    name: Annotated[str, RuleSet.model_fields["name"]]

    @field_validator("name")
    @classmethod
    def _name_shown_safely(cls, name: str) -> str:
        check_rule_value("name", name)  # as opening the match does: no line break, no escape
        return name


class _ListedMatch(Match):
    """A match as the list reads it: its rules named and its deals counted, not checked."""

    rules: _ListedRules  # type: ignore[assignment]
    deals: tuple[Any, ...] = ()


class _ListedFile(MatchFile):
    """A match file as the list reads it: everything but the deals and the undo history, which
    opening the match checks (and scores the deals, to compare with ``cached``)."""

    match: _ListedMatch
    history: Any = None


def _summary(path: Path) -> MatchSummary:
    """The list's line for a match file, from its cached result: no deal is checked or scored,
    so listing thousands of matches costs little more than reading their JSON.  A file that
    is not a match file is refused as :func:`load_match_file` refuses it (DamagedMatchError);
    what the list does not read (the deals and their scores, the rules but their name, a key
    given twice) is refused or reported when the match is opened."""
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
        raw = _parse_json(path, data)  # refused in json's words, as opening refuses it
    file, _ = _validated(path, data, raw, _ListedFile)
    match, result = file.match, file.cached
    return MatchSummary(
        id=file.id,
        path=path,
        team_names=match.team_names,
        rules_name=match.rules.name,
        target=match.target,
        totals=dict(result.totals),
        finished=result.finished,
        winner=result.winner,
        deal_count=len(match.deals),
        created=file.created,
        updated=file.updated,
        players=match.players,
    )
