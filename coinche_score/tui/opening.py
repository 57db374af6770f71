"""Opening a match for play, and the names a new match offers: what the app asks of the store
for them, without Textual (the app asks in a worker for a long match or a big folder)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from coinche_score.store import (
    DamagedMatchError,
    MatchLockedError,
    ReadOnlyMatchError,
    Store,
    StoreError,
)
from coinche_score.store.match_files import recent_names

if TYPE_CHECKING:
    from coinche_score.store import OpenMatch


@dataclass(frozen=True)
class Opening:
    """What opening a match gave: the match (and why it is read-only), or what went wrong
    (the notice's key, None when the reason is the whole story)."""

    opened: OpenMatch | None = None
    read_only: ReadOnlyMatchError | None = None
    problem: tuple[str | None, StoreError] | None = None


def open_for_play(store: Store, match_id: str, *, read_only: bool = False) -> Opening:
    """The match locked for changes, else read-only, else the reason; never raises a
    StoreError (it runs in a worker for a long match).  ``read_only``: shown only (an
    archived match)."""
    try:
        if read_only:
            return Opening(store.view(match_id))
        return Opening(store.open(match_id))
    except (MatchLockedError, DamagedMatchError) as error:
        return Opening(problem=(None, error))
    except ReadOnlyMatchError as why:
        try:
            return Opening(store.view(match_id), read_only=why)
        except StoreError as error:
            return Opening(problem=("problem.store", error))
    except StoreError as error:
        return Opening(problem=("problem.store", error))


class NamesOffered(NamedTuple):
    """The recent team and player names a new match offers."""

    teams: list[str]
    players: list[str]


def names_offered(store: Store) -> NamesOffered:
    """No names if the folder cannot be read: the home screen says why."""
    try:
        return NamesOffered(*recent_names(store))
    except StoreError:
        return NamesOffered([], [])
