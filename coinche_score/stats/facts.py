"""What the statistics keep of one match (:class:`MatchFacts`): who played, how it ended, and
what each scored deal gives each side, added up once when the match is read.  A folder of
matches is then held in a few hundred bytes a match, and the figures can be worked out again
for other filters without reading or scoring anything again.  Pure: no I/O."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from coinche_score.match import Match, ScoredDeal
from coinche_score.rules import TEAM_SEATS, TEAMS, Coinche, Team
from coinche_score.scoring import Deal
from coinche_score.stats.figures import Tally

#: A player's key is one name; a team's is its two players' keys, sorted, or its name's key.
Key = tuple[str, ...]


def name_key(name: str) -> str:
    """What makes two names one player's: Unicode NFC, white space trimmed and each inner run
    of it made one space, then case folded ("Ann ", "ann" and "ANN" are one player)."""
    return " ".join(unicodedata.normalize("NFC", name).split()).casefold()


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A deal that may be a record: its number, the side, and the points or the contract."""

    deal: int
    side: Team
    value: int


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
        state = match.state()
        players = match.players
        sides: dict[Team, Tally[int]] = {"A": Tally(keep), "B": Tally(keep)}
        seats = (Tally[int](keep), Tally[int](keep), Tally[int](keep), Tally[int](keep))
        deficits: dict[Team, int] = {"A": 0, "B": 0}
        best_deal: DealRecord | None = None
        highest_bid: DealRecord | None = None
        for scored in state.scored:
            _tally_deal(scored, sides, seats)
            totals = scored.totals
            deficits["A"] = max(deficits["A"], totals["B"] - totals["A"])
            deficits["B"] = max(deficits["B"], totals["A"] - totals["B"])
            for side in TEAMS:  # A first: a tie within one deal goes to A
                points = scored.score.scores[side]
                if best_deal is None or points > best_deal.value:
                    best_deal = DealRecord(scored.number, side, points)
            contract, taker = scored.deal.contract, scored.deal.taker
            if (
                taker is not None
                and type(contract) is int
                and scored.score.made is True
                and (highest_bid is None or contract > highest_bid.value)
            ):
                highest_bid = DealRecord(scored.number, taker, contract)
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
            deficits=deficits,
            sides=sides,
            seats=seats,
            best_deal=best_deal,
            highest_made_bid=highest_bid,
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


def _tally_deal(
    scored: ScoredDeal,
    sides: dict[Team, Tally[int]],
    seats: Sequence[Tally[int]],
) -> None:
    """What one scored deal adds to each side's figures (4.2 to 4.4) and each seat's (4.5)."""
    deal, number, score = scored.deal, scored.number, scored.score
    taker, made = deal.taker, score.made
    decided = made is not None
    for side in TEAMS:
        tally = sides[side]
        tally.count("deals", number)
        tally.mean("points", score.scores[side], number)
        if taker is None:
            tally.count("thrown_in", number)
            continue  # nothing else was entered
        # As entered, whichever side the rules finally credit.
        if deal.belote[side] > 0:
            tally.count("belotes", number)
        announces = len(deal.announces[side])
        if announces:
            tally.count("announces", number, announces)
        if deal.renonce == side:
            tally.count("renonces", number)
        if deal.all_tricks if taker != side else deal.defence_all_tricks:
            tally.count("capots_suffered", number)
        if taker == side:
            _tally_taken(tally, deal, made, number)
        else:
            tally.count("defended", number)
            if decided:
                tally.rate("defeated", made is False, number)
                if deal.coinche is not Coinche.NONE:
                    tally.rate("coinches", made is False, number)
    bidder = deal.bidder
    if taker is not None and bidder is not None:
        for seat in TEAM_SEATS[taker]:
            tally = seats[seat]
            tally.count("bidder_known", number)
            own = "own_bids" if bidder == seat else "partner_bids"
            if decided:
                tally.rate(own, made is True, number)
            if bidder == seat and type(deal.contract) is int:
                tally.mean("own_bid", deal.contract, number)


def _tally_taken(tally: Tally[int], deal: Deal, made: bool | None, number: int) -> None:
    """4.3: a deal the side took."""
    decided = made is not None
    tally.count("taken", number)
    if decided:
        tally.rate("made", made is True, number)
    else:
        tally.count("litiges", number)
    contract = deal.contract
    if type(contract) is int:
        tally.mean("bid", contract, number)
        if deal.taker_points is not None:  # a renonce deal may leave it out
            tally.mean("card_points", deal.taker_points, number)
        if deal.all_tricks:
            tally.count("unbid_capots", number)
    elif decided:
        tally.rate("capot_bids" if contract == "capot" else "generale_bids", made is True, number)
    keyed = [f"by_bid.{contract}"]
    if deal.trump is not None:
        keyed.append(f"by_trump.{deal.trump.value}")
    for name in keyed:
        tally.seen(name)
        if decided:
            tally.rate(name, made is True, number)
    if deal.coinche is not Coinche.NONE and decided:
        tally.rate("coinched", made is True, number)
        if deal.coinche is Coinche.SURCOINCHE:
            tally.rate("surcoinches", made is True, number)
