"""Match files read quickly, many at a time (the statistics, the list of matches): the rule
sets they share are checked once each, as a folder of hundreds of matches holds a few."""

from __future__ import annotations

import marshal
from typing import Annotated

from pydantic import SkipValidation, ValidationError

from coinche_score.json_text import colons
from coinche_score.match import Match
from coinche_score.rules import RuleSet
from coinche_score.store.files import MatchFile


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
