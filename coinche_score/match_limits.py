"""What a match allows, apart from its model (:mod:`coinche_score.match`), so that a screen
that only asks for a name or reports a refusal does not load pydantic: the longest name, and
the refusal of a deal after the end of the match.  Pure: no I/O, no UI."""

from __future__ import annotations

from typing import Any

MAX_NAME_LENGTH = 40


class MatchOverError(ValueError):
    """A deal added after the end of the match (docs/scoring.md §4.3: the match is over).
    ``params``: the winning ``team`` and the final score (``winner``, ``loser``)."""

    def __init__(self, team: str, winner: int, loser: int) -> None:
        self.params: dict[str, Any] = {"team": team, "winner": winner, "loser": loser}
        super().__init__(
            f"the match is over: {team} won {winner} to {loser}; edit, delete or undo a deal "
            "to reopen it"
        )
