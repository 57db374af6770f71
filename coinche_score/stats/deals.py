"""What the scored deals of a match add to each side's figures (4.2 to 4.4) and each seat's
(4.5), and the match's records: its best deal, its highest bid made, how far each side fell
behind.  A deal adds the same figures as every deal of its kind (the same taker, result, kind
of contract, coinche, belotes, announces, renonce, capots and bidder), whatever its points,
bid and trump; and a bid's and a trump's rates the same as every deal taken by the same side
with them, with the same result.  A match's deals are counted by kind in one pass, and what
each kind adds to each side and seat (:class:`~.figures.Adds`, worked out once) is counted as
often as the match holds deals of the kind.  Pure: no I/O."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import NamedTuple

from coinche_score.match import ScoredDeal
from coinche_score.rules import TEAM_SEATS, TEAMS, Coinche, Team, Trump
from coinche_score.scoring import Contract
from coinche_score.scoring.deal import AFTER_TAKER
from coinche_score.stats.figures import Adds, Tally, adds_number

#: Whose figures a deal adds to: the sides ("A", "B"), then the seats (0 to 3), in this order.
HOLDERS = 6


class DealKind(NamedTuple):
    """What decides the figures a deal counts (not its points).  A deal's is made a plain
    tuple of these fields, in this order (no call to make it), and found again as one."""

    taker: Team | None
    made: bool | None
    contract: str | None  # "number" for a bid of points, "capot", "generale"; None: thrown in
    coinche: Coinche
    belote_a: bool  # A held a belote
    belote_b: bool
    announces_a: bool  # A scored announces
    announces_b: bool
    renonce: Team | None
    all_tricks: bool
    defence_all_tricks: bool
    card_points: bool  # the taker's card points are entered
    bidder: int | None


#: What a kind of deal adds to each holder it adds to: the holder, the number of what it adds
#: (:func:`~.figures.adds_number`), and what it adds.
_ByHolder = tuple[tuple[int, int, Adds], ...]
#: A deal taken, for the rates of its bid and its trump: its taker, contract, trump and result.
_Keyed = tuple[Team, Contract, Trump | None, bool | None]

#: The kind of contract of a bid of points.
_NUMBER = "number"


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A deal that may be a record: its number, the side, and the points or the contract."""

    deal: int
    side: Team
    value: int


@dataclass(frozen=True, slots=True)
class DealTallies:
    sides: dict[Team, Tally[int]]
    seats: tuple[Tally[int], Tally[int], Tally[int], Tally[int]]
    #: The most each side was behind after a scored deal, as the score sheet shows the totals.
    deficits: dict[Team, int]
    best_deal: DealRecord | None
    highest_made_bid: DealRecord | None


#: What each kind of deal adds, and each deal taken to the rates of its bid and trump, worked
#: out once (bounded, for rules made on the fly and hostile files).
_KNOWN: dict[tuple[object, ...], _ByHolder] = {}
_KEYED: dict[_Keyed, tuple[int, Adds]] = {}
_KNOWN_KEPT = 4096

#: A deal's fields, from its model's dict in one call.
_FIELDS = itemgetter("taker", *AFTER_TAKER)


def tally_deals(scored: Sequence[ScoredDeal], keep: bool) -> DealTallies:
    """The tallies of each side and seat over a match's scored deals, by deal number
    (``keep``: with the numbers of the deals behind each figure), and its records."""
    kinds: dict[tuple[object, ...], int] = {}
    keyed: dict[_Keyed, int] = {}
    tallies: list[Tally[int]] = [Tally(keep) for _ in range(HOLDERS)]
    # The sums, by side (A, B) or seat: points, announces, bids, card points, own bids.
    points, announces, bids, card_points = [0, 0], [0, 0], [0, 0], [0, 0]
    own_bids = [0, 0, 0, 0]
    deficit_a = deficit_b = 0
    # The records as plain numbers while the deals are counted: the deal's number, its side
    # (True for A) and its points or bid; no record made for each deal that beats the last.
    best_number = best_value = highest_number = highest_value = 0
    best_a = highest_a = True
    for number, deal, _, score, totals, _ in scored:
        (
            taker,
            contract,
            trump,
            coinche,
            taker_points,
            all_tricks,
            defence_all_tricks,
            belote,
            announced,
            renonce,
            bidder,
        ) = _FIELDS(deal.__dict__)
        made = score.made
        announced_a, announced_b = announced.A, announced.B
        kind = (
            taker,
            made,
            _NUMBER if type(contract) is int else contract,
            coinche,
            belote.A > 0,
            belote.B > 0,
            announced_a != (),
            announced_b != (),
            renonce,
            all_tricks,
            defence_all_tricks,
            taker_points is not None,
            bidder,
        )
        kinds[kind] = kinds.get(kind, 0) + 1
        if keep:
            _keep(tallies, number, _KNOWN.get(kind) or _adds(kind))
        if taker is not None:
            key = (taker, contract, trump, made)
            keyed[key] = keyed.get(key, 0) + 1
            if keep:
                side = 0 if taker == "A" else 1
                _keep(tallies, number, ((side, *(_KEYED.get(key) or _keyed(key))),))
            if announced_a or announced_b:
                announces[0] += len(announced_a)
                announces[1] += len(announced_b)
            if type(contract) is int:
                side = 0 if taker == "A" else 1
                bids[side] += contract
                if taker_points is not None:
                    card_points[side] += taker_points
                if bidder is not None:
                    own_bids[bidder] += contract
                if made is True and (highest_number == 0 or contract > highest_value):
                    highest_number, highest_a, highest_value = number, taker == "A", contract
        scores = score.scores
        score_a, score_b = scores["A"], scores["B"]
        points[0] += score_a
        points[1] += score_b
        behind = totals["B"] - totals["A"]
        if behind > deficit_a:
            deficit_a = behind
        elif -behind > deficit_b:
            deficit_b = -behind
        top = score_a if score_a >= score_b else score_b
        if best_number == 0 or top > best_value:  # a tie within the deal goes to A
            best_number, best_a, best_value = number, score_a == top, top
    added = [tally.added for tally in tallies]
    for counted_kind, n in kinds.items():
        for holder, adds, _ in _KNOWN.get(counted_kind) or _adds(counted_kind):
            counted = added[holder]
            counted[adds] = counted.get(adds, 0) + n
    for key, n in keyed.items():
        counted = added[0 if key[0] == "A" else 1]
        adds = (_KEYED.get(key) or _keyed(key))[0]
        counted[adds] = counted.get(adds, 0) + n
    for side in (0, 1):
        tallies[side].sums.update(
            points=points[side],
            bid=bids[side],
            card_points=card_points[side],
            announces=announces[side],
        )
    for seat, tally in enumerate(tallies[2:]):
        tally.sums["own_bid"] = own_bids[seat]
    side_a, side_b, first, second, third, fourth = tallies
    return DealTallies(
        {"A": side_a, "B": side_b},
        (first, second, third, fourth),
        {"A": deficit_a, "B": deficit_b},
        _record(best_number, best_a, best_value),
        _record(highest_number, highest_a, highest_value),
    )


def _record(number: int, side_a: bool, value: int) -> DealRecord | None:
    """The record of deal ``number`` (None for none: deals are numbered from 1)."""
    return DealRecord(number, "A" if side_a else "B", value) if number else None


def _keep(tallies: list[Tally[int]], number: int, added: _ByHolder) -> None:
    """Deal ``number`` listed behind each figure it adds to (its ``n``)."""
    for holder, _, adds in added:
        items = tallies[holder].items
        assert items is not None
        for name in adds.hits:
            items.setdefault(name, []).append(number)


def _adds(found: tuple[object, ...]) -> _ByHolder:
    """What a kind of deal counts, for each side (4.2 to 4.4) and each seat (4.5)."""
    kind = DealKind._make(found)
    hits: list[list[str]] = [[] for _ in range(HOLDERS)]
    decided: list[list[str]] = [[] for _ in range(HOLDERS)]
    taker, made = kind.taker, kind.made

    def rate(holder: int, name: str, hit: bool) -> None:
        """A decided deal: in the rate's ``of``, and its ``n`` when ``hit``."""
        decided[holder].append(name)
        if hit:
            hits[holder].append(name)

    for index, side in enumerate(TEAMS):
        counted = hits[index]
        counted += ("deals", "points")
        if taker is None:
            counted.append("thrown_in")
            continue  # nothing else was entered
        # As entered, whichever side the rules finally credit.
        if (kind.belote_a, kind.belote_b)[index]:
            counted.append("belotes")
        if (kind.announces_a, kind.announces_b)[index]:
            counted.append("announces")
        if kind.renonce == side:
            counted.append("renonces")
        if kind.all_tricks if taker != side else kind.defence_all_tricks:
            counted.append("capots_suffered")
        if taker == side:
            taken = _taken(kind)
            counted += taken.hits
            decided[index] += taken.decided
        else:
            counted.append("defended")
            if made is not None:
                rate(index, "defeated", not made)
                if kind.coinche is not Coinche.NONE:
                    rate(index, "coinches", not made)
    if taker is not None and kind.bidder is not None:
        for seat in TEAM_SEATS[taker]:
            holder = len(TEAMS) + seat
            hits[holder].append("bidder_known")
            own = kind.bidder == seat
            if made is not None:
                rate(holder, "own_bids" if own else "partner_bids", made)
            if own and kind.contract == _NUMBER:
                hits[holder].append("own_bid")
    added = tuple(
        (holder, adds_number(adds), adds)
        for holder, adds in enumerate(
            Adds(tuple(counted), tuple(rated)) for counted, rated in zip(hits, decided, strict=True)
        )
        if adds.hits or adds.decided
    )
    if len(_KNOWN) >= _KNOWN_KEPT:
        _KNOWN.clear()
    _KNOWN[found] = added
    return added


def _taken(kind: DealKind) -> Adds:
    """4.3: what a deal counts for the side that took it."""
    hits = ["taken"]
    decided: list[str] = []
    made = kind.made

    def rate(name: str) -> None:
        decided.append(name)
        if made:
            hits.append(name)

    if made is None:
        hits.append("litiges")
    else:
        rate("made")
    contract = kind.contract
    if contract == _NUMBER:
        hits.append("bid")
        if kind.card_points:  # a renonce deal may leave them out
            hits.append("card_points")
        if kind.all_tricks:
            hits.append("unbid_capots")
    elif made is not None:
        rate("capot_bids" if contract == "capot" else "generale_bids")
    if made is not None and kind.coinche is not Coinche.NONE:
        rate("coinched")
        if kind.coinche is Coinche.SURCOINCHE:
            rate("surcoinches")
    return Adds(tuple(hits), tuple(decided))


def _keyed(key: _Keyed) -> tuple[int, Adds]:
    """What a deal taken adds to its side's rates of its bid and its trump (none for a deal
    without a trump): a rate appears once a deal is taken with its bid or trump, decided or
    not."""
    _, contract, trump, made = key
    names: tuple[str, ...] = (f"by_bid.{contract}",)
    if trump is not None:
        names += (f"by_trump.{trump.value}",)
    # A litige shows the rates without deciding them.
    adds = Adds((), (), names) if made is None else Adds(names if made else (), names)
    if len(_KEYED) >= _KNOWN_KEPT:
        _KEYED.clear()
    found = _KEYED[key] = (adds_number(adds), adds)
    return found
