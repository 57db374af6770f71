"""The names of a match's teams and players, as the statistics tell them apart: one key a name
(:func:`name_key`), and the refusal of two names of one key, or of a name that shows as blank,
where names are entered (a new match, an import, the app's new-match form and its rename).  A
match file that already holds such names is still read, even two teams named exactly alike:
the model accepts them, the statistics count such a match for no player or no team.  The
model's own refusals of a name (empty, too long, a character refused) are
:class:`NameRefusal` too, so that they are said in the user's language.
Pure: no I/O, no UI.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from enum import StrEnum
from itertools import combinations

from coinche_score.refusals import Refusal
from coinche_score.text import first_blank, quoted, shows_something


class NamesCode(StrEnum):
    """Why names are refused (the catalogues' ``refusal.names.<code>``)."""

    SAME_TEAM = "same_team"
    TEAMS_EQUAL = "teams_equal"  # the same team name, spaces around it aside
    SAME_PLAYER = "same_player"
    # What a match takes as a name (its model's checks), for a team or for a player.
    EMPTY_TEAM = "empty_team"
    EMPTY_PLAYER = "empty_player"
    LONG_TEAM = "long_team"
    LONG_PLAYER = "long_player"
    CHAR_TEAM = "char_team"
    CHAR_PLAYER = "char_player"


class NameRefusal(Refusal, ValueError):
    """A name a match does not take: ``name`` (quoted) and ``value_char``, the character it
    may not hold; ``limit``, the most characters it may have, and ``length``, how many it
    has."""

    layer = "names"
    codes = NamesCode


class SameNameError(NameRefusal):
    """Two teams, or two seats, named alike: ``first`` and ``second`` as typed, and for players
    their ``seat`` and ``other`` (from 1)."""


def name_key(name: str) -> str:
    """What makes two names one player's: Unicode NFC, white space trimmed and each inner run
    of it made one space, then case folded ("Ann ", "ann" and "ANN" are one player)."""
    return " ".join(unicodedata.normalize("NFC", name).split()).casefold()


def check_names(team_names: tuple[str, str], players: Sequence[str] | None = None) -> None:
    """NameRefusal for a name that shows nothing, or holds a letter that shows as blank
    space; SameNameError for the two teams, or the first two seats, whose names have one
    key."""
    for field, names, (empty, held) in (
        ("team_names", team_names, (NamesCode.EMPTY_TEAM, NamesCode.CHAR_TEAM)),
        ("players", players or (), (NamesCode.EMPTY_PLAYER, NamesCode.CHAR_PLAYER)),
    ):
        for name in names:
            blank = first_blank(name)
            if blank is not None:
                raise NameRefusal(held, field, name=quoted(name), value_char=blank)
            if name.strip() and not shows_something(name):  # accents alone (the model
                raise NameRefusal(empty, field)  # refuses a name of spaces alone)
    first, second = team_names
    if first.strip() == second.strip():
        raise SameNameError(NamesCode.TEAMS_EQUAL, "team_names")
    if name_key(first) == name_key(second):
        raise SameNameError(NamesCode.SAME_TEAM, "team_names", first=first, second=second)
    for (seat, one), (other, another) in combinations(enumerate(players or ()), 2):
        if name_key(one) == name_key(another):
            raise SameNameError(
                NamesCode.SAME_PLAYER,
                "players",
                first=one,
                second=another,
                seat=seat + 1,
                other=other + 1,
            )
