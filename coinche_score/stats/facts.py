"""What the statistics keep of one match (:class:`MatchFacts`): who played, how it ended, and
what each scored deal gives each side, added up once when the match is read.  A folder of
matches is then held in a few hundred bytes a match, and the figures can be worked out again
for other filters without reading or scoring anything again.  Pure: no I/O."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING

from coinche_score.names import name_key
from coinche_score.rules import TEAM_SEATS, TEAMS, Team
from coinche_score.stats.figures import Tally

if TYPE_CHECKING:
    from coinche_score.match import Match
    from coinche_score.stats.deals import DealRecord

#: A player's key is one name; a team's is its two players' keys, sorted, or its name's key.
Key = tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MatchFacts:
    """One match, as the statistics read it: its identity, names and end, and the tallies of
    its scored deals for each side (:class:`Tally`, by deal number) and each seat (the bidder's
    figures).  Built by :meth:`of` from a match the core rescores: cached totals are never
    read."""

    id: str
    created: datetime
    rules_name: str
    team_names: tuple[str, str]
    players: tuple[str, str, str, str] | None
    #: The players' keys by seat (:func:`name_key`), or None without players.
    seat_keys: tuple[str, str, str, str] | None
    finished: bool
    winner: Team | None
    totals: dict[Team, int]
    #: How many deals the match scores (the deals after its end are not).
    scored: int
    #: The most each side was behind after a scored deal, as the score sheet shows the totals.
    deficits: dict[Team, int]
    sides: dict[Team, Tally[int]]
    #: The bidder's figures of each seat (4.5).
    seats: tuple[Tally[int], Tally[int], Tally[int], Tally[int]]
    best_deal: DealRecord | None
    highest_made_bid: DealRecord | None

    @classmethod
    def of(cls, match_id: str, created: datetime, match: Match, *, keep: bool = True) -> MatchFacts:
        """``keep``: keep the deals behind each figure (for the drill-down), not only their
        numbers."""
        # The deals' tallies need their model (pydantic): loaded with the first match read, in
        # the worker that reads them, so that the statistics screen is painted without it.
        from coinche_score.stats.deals import tally_deals

        state = match.state()
        players = match.players
        tallies = tally_deals(state.scored, keep)
        return cls(
            id=match_id,
            created=created,
            rules_name=match.rules.name,
            team_names=match.team_names,
            players=players,
            seat_keys=None if players is None else _keys(players),
            finished=state.finished,
            winner=state.winner,
            totals=dict(state.totals),
            scored=len(state.scored),
            deficits=tallies.deficits,
            sides=tallies.sides,
            seats=tallies.seats,
            best_deal=tallies.best_deal,
            highest_made_bid=tallies.highest_made_bid,
        )

    @property
    def order(self) -> tuple[datetime, str]:
        """Time order: by creation time, then by id."""
        return self.created, self.id

    @property
    def local_date(self) -> date:
        """The day the match was created, on this machine's clock."""
        return self.created.astimezone().date()

    @property
    def counts_for_players(self) -> bool:
        """Four players named, no two of them the same player."""
        keys = self.seat_keys
        return keys is not None and len(set(keys)) == len(keys)

    def side_key(self, side: Team) -> Key:
        """The key of a side: its players' keys, sorted, or its team name's key."""
        if self.seat_keys is None:
            return (name_key(self.team_names[TEAMS.index(side)]),)
        first, second = TEAM_SEATS[side]
        return tuple(sorted((self.seat_keys[first], self.seat_keys[second])))

    def team_key(self, side: Team) -> Key | None:
        """The team that this match counts for on ``side``: None when two seats hold one
        player, or, without players, when both team names are one name."""
        if self.seat_keys is not None:
            return self.side_key(side) if self.counts_for_players else None
        keys = [name_key(name) for name in self.team_names]
        return self.side_key(side) if keys[0] != keys[1] else None

    @property
    def kept(self) -> bool:
        """Whether the deals behind each figure were kept (``keep``)."""
        return self.sides["A"].items is not None

    def team_name(self, side: Team) -> str:
        return self.team_names[TEAMS.index(side)]


def _keys(players: tuple[str, str, str, str]) -> tuple[str, str, str, str]:
    first, second, third, fourth = map(name_key, players)
    return first, second, third, fourth
