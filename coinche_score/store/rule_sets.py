"""Match files read quickly, many at a time (the statistics, the list of matches): the rule
sets they share are checked once each, as a folder of hundreds of matches holds a few."""

from __future__ import annotations

import marshal
from pathlib import Path
from typing import Annotated, Any, TypeVar

from pydantic import SkipValidation, ValidationError

from coinche_score.json_text import colons
from coinche_score.match import Match
from coinche_score.rules import RuleSet
from coinche_score.store.files import SURROGATE_ESCAPE, MatchFile
from coinche_score.store.migrations import SCHEMA_VERSION


class QuickMatch(Match):
    """A match whose rules were checked already (:class:`RuleSets`): pydantic would check a
    RuleSet given to a Match again (its model validator runs even on an instance)."""

    rules: Annotated[RuleSet, SkipValidation]


class QuickFile(MatchFile):
    match: QuickMatch


class RuleSets:
    """The rule sets of the files read, each checked once: by their parsed JSON written by
    :mod:`marshal` (each value with its type, so that ``1`` is not taken for ``true``), the rule
    set and its :func:`colons`.  At most ``most`` are kept: a folder of as many rule sets as
    matches costs each its check, and no more memory than that."""

    def __init__(self, most: int = 1024) -> None:
        self.known: dict[bytes, tuple[RuleSet, int] | None] = {}
        self.most = most

    def checked(self, raw: object) -> tuple[RuleSet, int] | None:
        if type(raw) is not dict:
            return None
        # Version 2 writes a value as it is, whether a string is interned or not and however
        # often a value is met: parsed JSON is written alike exactly when it is alike.
        key = marshal.dumps(raw, 2)
        if key in self.known:
            return self.known[key]
        found: tuple[RuleSet, int] | None
        try:
            found = (RuleSet.model_validate(raw), colons(raw))
        except ValidationError:
            found = None  # opening the file says why
        if len(self.known) >= self.most:
            self.known.clear()
        self.known[key] = found
        return found


def current_rules(data: bytes, raw: object, rule_sets: RuleSets) -> tuple[RuleSet, int] | None:
    """The rules of a current match file (``raw``, parsed from ``data``), checked, and their
    :func:`colons`; None for anything else: another schema version, not an object, a lone
    surrogate escape, rules refused (opening the file migrates it, or says why)."""
    if type(raw) is not dict or SURROGATE_ESCAPE.search(data):
        return None
    version = raw.get("schema_version")
    match = raw.get("match")
    if type(version) is not int or version != SCHEMA_VERSION or type(match) is not dict:
        return None
    return rule_sets.checked(match.get("rules"))


_File = TypeVar("_File", bound=QuickFile)


def validated_with(
    model: type[_File], path: Path, raw: dict[str, Any], rules: RuleSet, **replaced: object
) -> _File | None:
    """``raw`` validated as ``model`` with its ``rules`` checked already (and its keys
    ``replaced``); None if it is refused, or is named otherwise than its file."""
    try:
        file = model.model_validate({**raw, "match": {**raw["match"], "rules": rules}, **replaced})
    except ValidationError:
        return None
    return file if file.id == path.stem else None
