"""The records of the counted matches: the best deal, the highest contract made, the biggest
win and comeback, the longest and the shortest match.  A tie goes to the earliest match in
time order, then to the lower deal number.  Pure: no I/O."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from coinche_score.rules import Team, other_team
from coinche_score.stats.facts import Key, MatchFacts

if TYPE_CHECKING:
    from coinche_score.stats.deals import DealRecord


@dataclass(frozen=True)
class DealFeat:
    """A record deal: its match and number, the side and its key, and the points it scored
    or the contract it made."""

    match: str
    deal: int
    side: Team
    team: Key
    value: int


@dataclass(frozen=True)
class MatchFeat:
    """A record match: its id, the winner's key (None for the longest and shortest), and the
    margin, the deficit or the number of scored deals."""

    match: str
    team: Key | None
    value: int


@dataclass(frozen=True)
class Records:
    best_deal: DealFeat | None
    highest_made_bid: DealFeat | None
    biggest_win: MatchFeat | None
    biggest_comeback: MatchFeat | None
    longest_match: MatchFeat | None
    shortest_match: MatchFeat | None


def records(counted: Sequence[MatchFacts]) -> Records:
    """The records of ``counted`` (in time order): every counted match, even one that counts
    for no team or player; a match's key is its side's (:meth:`MatchFacts.side_key`)."""
    best_deal = _best_deal(counted, lambda match: match.best_deal)
    highest_bid = _best_deal(counted, lambda match: match.highest_made_bid)
    finished = [match for match in counted if match.finished]
    biggest_win: MatchFeat | None = None
    comeback: MatchFeat | None = None
    longest: MatchFeat | None = None
    shortest: MatchFeat | None = None
    for match in finished:
        winner = match.winner
        assert winner is not None
        key = match.side_key(winner)
        margin = match.totals[winner] - match.totals[other_team(winner)]
        if biggest_win is None or margin > biggest_win.value:
            biggest_win = MatchFeat(match.id, key, margin)
        deficit = match.deficits[winner]
        if deficit > 0 and (comeback is None or deficit > comeback.value):
            comeback = MatchFeat(match.id, key, deficit)
        if longest is None or match.scored > longest.value:
            longest = MatchFeat(match.id, None, match.scored)
        if shortest is None or match.scored < shortest.value:
            shortest = MatchFeat(match.id, None, match.scored)
    return Records(best_deal, highest_bid, biggest_win, comeback, longest, shortest)


def _best_deal(
    counted: Sequence[MatchFacts], of: Callable[[MatchFacts], DealRecord | None]
) -> DealFeat | None:
    found: DealFeat | None = None
    for match in counted:
        record = of(match)
        if record is not None and (found is None or record.value > found.value):
            found = DealFeat(
                match.id, record.deal, record.side, match.side_key(record.side), record.value
            )
    return found
