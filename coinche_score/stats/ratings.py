"""The players' ratings (Elo): every player starts at 1500; after each finished match of four
named players, in time order, each player of the winning side gains what each player of the
other side loses, 32 times the difference between the result and the result expected from the
two sides' mean ratings.  Pure: no I/O."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from coinche_score.rules import TEAM_SEATS, TEAMS
from coinche_score.stats.facts import Key, MatchFacts

START = 1500.0
#: How much one match moves a rating at most.
K_FACTOR = 32
#: A difference of this many points makes the stronger side ten times as likely to win.
SCALE = 400


@dataclass(frozen=True)
class Rating:
    """A player's rating now, and after each of their rated matches (match id, rating)."""

    rating: float
    history: tuple[tuple[str, float], ...] = ()

    START: ClassVar[Rating]

    @property
    def rated_matches(self) -> int:
        return len(self.history)


Rating.START = Rating(START)


def ratings(finished: Iterable[MatchFacts]) -> dict[Key, Rating]:
    """The rating of each player of the finished matches (in time order) that count for
    players; a player who played none of them is not in it (:data:`Rating.START`)."""
    now: dict[str, float] = {}
    history: dict[str, list[tuple[str, float]]] = {}
    for match in finished:
        keys = match.seat_keys
        if keys is None or not match.counts_for_players:
            continue
        side_a, side_b = (
            sum(now.get(keys[seat], START) for seat in TEAM_SEATS[side]) / 2 for side in TEAMS
        )
        expected = 1 / (1 + 10 ** ((side_b - side_a) / SCALE))
        change = K_FACTOR * ((1 if match.winner == "A" else 0) - expected)
        for seat, key in enumerate(keys):
            now[key] = now.get(key, START) + (change if seat % 2 == 0 else -change)
            history.setdefault(key, []).append((match.id, now[key]))
    return {(key,): Rating(rating, tuple(history[key])) for key, rating in now.items()}
