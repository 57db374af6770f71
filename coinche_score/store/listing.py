"""The list of saved matches: a match's line (:class:`MatchSummary`), its totals worked out
from its deals by :mod:`.summaries`, and a file that cannot be listed (:class:`DamagedFile`).
Plain data: a folder with no match lists without loading a model."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from coinche_score.refusals import Words
from coinche_score.rules import Team
from coinche_score.store.errors import DamagedFileError


@dataclass(frozen=True)
class MatchSummary:
    """A match's line in the list, its totals and result those of its deals."""

    id: str
    path: Path
    team_names: tuple[str, str]
    rules_name: str
    target: int
    totals: dict[Team, int]
    finished: bool
    winner: Team | None
    deal_count: int
    created: datetime
    updated: datetime
    players: tuple[str, str, str, str] | None = None
    #: The conflict copies a sync tool kept of it (:mod:`.conflicts`).
    conflicts: tuple[Path, ...] = ()


def latest_unfinished(summaries: Iterable[MatchSummary]) -> MatchSummary | None:
    """The match to resume: the first not over of a list latest changed first (as
    :meth:`Store.scan <coinche_score.store.Store.scan>` gives it)."""
    return next((summary for summary in summaries if not summary.finished), None)


@dataclass(frozen=True)
class DamagedFile:
    """A file that cannot be listed, and the refusal that says why."""

    path: Path
    error: DamagedFileError

    @property
    def reason(self) -> str:
        """Why, in English."""
        return self.error.reason

    @property
    def kind(self) -> str:
        """The kind of reason, for the app's words (DamagedFileError's)."""
        return self.error.kind

    def why(self, words: Words) -> str:
        """Why, in the language of ``words``."""
        return self.error.why(words)
