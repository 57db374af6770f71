"""What the scored deals of a match add to each side's figures (4.2 to 4.4) and each seat's
(4.5), and the match's records: its best deal, its highest bid made, how far each side fell
behind.  A deal adds the same figures as every deal of its kind (the same taker, result, kind
of contract, coinche, belotes, announces, renonce, capots and bidder), whatever its points,
bid and trump: what a kind of deal adds is worked out once (:func:`_adds`), and so are the
names of each bid's and each trump's rates (:func:`_keyed`); a match's deals are added up in
one pass.  Pure: no I/O."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from coinche_score.match import ScoredDeal
from coinche_score.rules import TEAM_SEATS, TEAMS, Coinche, Team, Trump
from coinche_score.stats.figures import Tally

#: Who a figure name is for, before its ':': a side ("A", "B") or a seat ("0" to "3").
HOLDERS = ("A", "B", "0", "1", "2", "3")


class DealKind(NamedTuple):
    """What decides the figures a deal counts (not its points)."""

    taker: Team | None
    made: bool | None
    contract: str | None  # "number" for a bid of points, "capot", "generale"; None: thrown in
    coinche: Coinche
    belotes: tuple[bool, bool]  # A and B held a belote
    announces: tuple[bool, bool]  # A and B scored announces
    renonce: Team | None
    all_tricks: bool
    defence_all_tricks: bool
    card_points: bool  # the taker's card points are entered
    bidder: int | None


class _Adds(NamedTuple):
    """The figures a kind of deal counts, each name after its holder ("A:made"): in ``n``
    (``hits``) and in a rate's ``of`` (``decided``)."""

    hits: tuple[str, ...]
    decided: tuple[str, ...]


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


#: What each kind of deal adds, and the names of the rates of each taker, bid and trump,
#: worked out once (bounded, for rules made on the fly and hostile files).
_KNOWN: dict[DealKind, _Adds] = {}
_KEYED: dict[tuple[Team, int | str | None, Trump | None], tuple[str, ...]] = {}
#: Each name with its holder ("A:made"), split (as many as there are names).
_SPLIT: dict[str, tuple[int, str]] = {}
_KNOWN_KEPT = 4096


def tally_deals(scored: Sequence[ScoredDeal], keep: bool) -> DealTallies:
    """The tallies of each side and seat over a match's scored deals, by deal number
    (``keep``: with the numbers of the deals behind each figure), and its records."""
    hits: list[str] = []
    decided: list[str] = []
    seen: set[str] = set()
    items: dict[str, list[int]] | None = {} if keep else None
    # The sums, by side (A, B) or seat: points, announces, bids, card points, own bids.
    points, announces, bids, card_points = [0, 0], [0, 0], [0, 0], [0, 0]
    own_bids = [0, 0, 0, 0]
    deficit_a = deficit_b = 0
    best: DealRecord | None = None
    highest: DealRecord | None = None
    new = tuple.__new__  # the kind without the Python call of its generated constructor
    for found in scored:
        deal, score, number = found.deal, found.score, found.number
        taker, made, contract = deal.taker, score.made, deal.contract
        belote, announced, bidder = deal.belote, deal.announces, deal.bidder
        kind = new(
            DealKind,
            (
                taker,
                made,
                _NUMBER if type(contract) is int else contract,
                deal.coinche,
                (belote.A > 0, belote.B > 0),
                (bool(announced.A), bool(announced.B)),
                deal.renonce,
                deal.all_tricks,
                deal.defence_all_tricks,
                deal.taker_points is not None,
                bidder,
            ),
        )
        adds = _KNOWN.get(kind) or _adds(kind)
        hits += adds.hits
        decided += adds.decided
        if items is not None:
            for name in adds.hits:
                items.setdefault(name, []).append(number)
        if taker is not None:
            # A bid's and a trump's rates appear once a deal is taken with them.
            keyed = _KEYED.get((taker, contract, deal.trump)) or _keyed(taker, contract, deal.trump)
            seen.update(keyed)
            if made is not None:
                decided += keyed
                if made:
                    hits += keyed
                    if items is not None:
                        for name in keyed:
                            items.setdefault(name, []).append(number)
        scores = score.scores
        score_a, score_b = scores["A"], scores["B"]
        points[0] += score_a
        points[1] += score_b
        if taker is not None:
            announces[0] += len(announced.A)
            announces[1] += len(announced.B)
            if type(contract) is int:
                side = 0 if taker == "A" else 1
                bids[side] += contract
                if deal.taker_points is not None:
                    card_points[side] += deal.taker_points
                if bidder is not None:
                    own_bids[bidder] += contract
                if made is True and (highest is None or contract > highest.value):
                    highest = DealRecord(number, taker, contract)
        totals = found.totals
        behind = totals["B"] - totals["A"]
        if behind > deficit_a:
            deficit_a = behind
        elif -behind > deficit_b:
            deficit_b = -behind
        top = score_a if score_a >= score_b else score_b
        if best is None or top > best.value:  # a tie within the deal goes to A
            best = DealRecord(number, "A" if score_a == top else "B", top)
    tallies: list[Tally[int]] = [Tally(keep) for _ in HOLDERS]
    for name, n in Counter(hits).items():
        holder, figure = _SPLIT.get(name) or _split(name)
        tallies[holder].hits[figure] = n
    for name, of in Counter(decided).items():
        holder, figure = _SPLIT.get(name) or _split(name)
        tallies[holder].totals[figure] = of
    for name in seen:
        holder, figure = _SPLIT.get(name) or _split(name)
        tallies[holder].totals.setdefault(figure, 0)
    for side, tally in enumerate(tallies[:2]):
        tally.totals["points"] = points[side]
        for name, total in (("bid", bids[side]), ("card_points", card_points[side])):
            if name in tally.hits:
                tally.totals[name] = total
        if "announces" in tally.hits:  # a count, each deal listed once however many it holds
            tally.hits["announces"] = announces[side]
    for seat, tally in enumerate(tallies[2:]):
        if "own_bid" in tally.hits:
            tally.totals["own_bid"] = own_bids[seat]
    if items is not None:
        for name, numbers in items.items():
            holder, figure = _SPLIT.get(name) or _split(name)
            kept = tallies[holder].items
            assert kept is not None
            kept[figure] = numbers
    side_a, side_b, *seats = tallies
    first, second, third, fourth = seats
    return DealTallies(
        {"A": side_a, "B": side_b},
        (first, second, third, fourth),
        {"A": deficit_a, "B": deficit_b},
        best,
        highest,
    )


def _split(name: str) -> tuple[int, str]:
    """A name and its holder ("A:made") as the holder's place in HOLDERS and the figure."""
    holder, _, figure = name.partition(":")
    found = _SPLIT[name] = (HOLDERS.index(holder), figure)
    return found


def _adds(kind: DealKind) -> _Adds:
    """What a kind of deal counts, for each side (4.2 to 4.4) and each seat (4.5)."""
    hits: list[str] = []
    decided: list[str] = []
    taker, made = kind.taker, kind.made

    def rate(holder: str, name: str, hit: bool) -> None:
        """A decided deal: in the rate's ``of``, and its ``n`` when ``hit``."""
        decided.append(f"{holder}:{name}")
        if hit:
            hits.append(f"{holder}:{name}")

    for index, side in enumerate(TEAMS):
        hits += (f"{side}:deals", f"{side}:points")
        if taker is None:
            hits.append(f"{side}:thrown_in")
            continue  # nothing else was entered
        # As entered, whichever side the rules finally credit.
        if kind.belotes[index]:
            hits.append(f"{side}:belotes")
        if kind.announces[index]:
            hits.append(f"{side}:announces")
        if kind.renonce == side:
            hits.append(f"{side}:renonces")
        if kind.all_tricks if taker != side else kind.defence_all_tricks:
            hits.append(f"{side}:capots_suffered")
        if taker == side:
            taken = _taken(kind)
            hits += (f"{side}:{name}" for name in taken.hits)
            decided += (f"{side}:{name}" for name in taken.decided)
        else:
            hits.append(f"{side}:defended")
            if made is not None:
                rate(side, "defeated", not made)
                if kind.coinche is not Coinche.NONE:
                    rate(side, "coinches", not made)
    if taker is not None and kind.bidder is not None:
        for seat in TEAM_SEATS[taker]:
            hits.append(f"{seat}:bidder_known")
            own = kind.bidder == seat
            if made is not None:
                rate(str(seat), "own_bids" if own else "partner_bids", made)
            if own and kind.contract == _NUMBER:
                hits.append(f"{seat}:own_bid")
    adds = _Adds(tuple(hits), tuple(decided))
    if len(_KNOWN) >= _KNOWN_KEPT:
        _KNOWN.clear()
    _KNOWN[kind] = adds
    return adds


def _taken(kind: DealKind) -> _Adds:
    """4.3: what a deal counts for the side that took it (names without their holder)."""
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
    return _Adds(tuple(hits), tuple(decided))


def _keyed(taker: Team, contract: int | str | None, trump: Trump | None) -> tuple[str, ...]:
    """The names of the rates of a deal's bid and trump (none for a deal without a trump)."""
    names: tuple[str, ...] = (f"{taker}:by_bid.{contract}",)
    if trump is not None:
        names += (f"{taker}:by_trump.{trump.value}",)
    if len(_KEYED) >= _KNOWN_KEPT:
        _KEYED.clear()
    _KEYED[taker, contract, trump] = names
    return names
