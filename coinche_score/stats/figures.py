"""The figures themselves: a count, a rate or a mean, each keeping what it counts (the deals, or
the matches), so that showing a number and showing what is behind it are one computation; and
the :class:`Tally` that adds them up, for one side of one match and then for a subject over its
matches.  Pure: no I/O."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic, Literal, NamedTuple, TypeVar


class DealRef(NamedTuple):
    """A deal of a match: its id and the deal's number, from 1, every deal of the match counted
    (thrown-in deals too), as the score sheet numbers them."""

    match: str
    deal: int


#: What a figure counts: deals (DealRef) for the figures of deals, match ids for the results.
Item = DealRef | str


@dataclass(frozen=True, slots=True)
class Count:
    """An integer: ``items`` are what it counts (None when they were not kept).  ``n`` may be
    more than the items: a deal with two announces is listed once."""

    n: int
    items: tuple[Item, ...] | None = None


@dataclass(frozen=True, slots=True)
class Rate:
    """``n`` of ``of``; ``items`` are the ``n``."""

    n: int
    of: int
    items: tuple[Item, ...] | None = None

    @property
    def rate(self) -> float | None:
        return self.n / self.of if self.of else None

    @property
    def fraction(self) -> Fraction | None:
        """The rate exactly, for comparing two of them."""
        return Fraction(self.n, self.of) if self.of else None

    def few(self, least: int) -> bool:
        """Out of fewer than ``least``: shown, and marked as few."""
        return self.of < least


@dataclass(frozen=True, slots=True)
class Mean:
    """``sum`` over ``n`` items; ``items`` are those averaged."""

    sum: int
    n: int
    items: tuple[Item, ...] | None = None

    @property
    def mean(self) -> float | None:
        return self.sum / self.n if self.n else None


#: A rate for each trump, or each bid, that occurs ("hearts", "80", "capot").
Rates = Mapping[str, Rate]
Figure = Count | Rate | Mean | Rates
FigureKind = Literal["count", "rate", "mean", "rates"]

#: The figures of the statistics, by section, in their order; and the kind of each.
MATCH_FIGURES = ("matches", "wins", "unfinished", "margin", "streak", "best_streak", "comeback")
DEAL_FIGURES = (
    "deals",
    "thrown_in",
    "points",
    "belotes",
    "announces",
    "renonces",
    "capots_suffered",
)
TAKING_FIGURES = (
    "taken",
    "made",
    "litiges",
    "bid",
    "card_points",
    "capot_bids",
    "generale_bids",
    "unbid_capots",
    "by_trump",
    "by_bid",
    "coinched",
    "surcoinches",
)
DEFENDING_FIGURES = ("defended", "defeated", "coinches")
BIDDER_FIGURES = ("bidder_known", "own_bids", "own_bid", "partner_bids")
TEAM_FIGURES = MATCH_FIGURES + DEAL_FIGURES + TAKING_FIGURES + DEFENDING_FIGURES


def counts_matches(name: str) -> bool:
    """Whether figure ``name`` (``by_trump.hearts`` for one of its rates) counts matches, not
    deals: what its list holds."""
    return name.partition(".")[0] in MATCH_FIGURES


PLAYER_FIGURES = TEAM_FIGURES + BIDDER_FIGURES
KINDS: dict[str, FigureKind] = {
    **dict.fromkeys(PLAYER_FIGURES, "count"),
    **dict.fromkeys(("wins", "made", "capot_bids", "generale_bids", "coinched"), "rate"),
    **dict.fromkeys(("surcoinches", "defeated", "coinches", "own_bids", "partner_bids"), "rate"),
    **dict.fromkeys(("margin", "points", "bid", "card_points", "own_bid"), "mean"),
    **dict.fromkeys(("by_trump", "by_bid"), "rates"),
}
#: The keyed rates: a figure's name, a dot, then the trump or the bid ("by_bid.80").
KEYED = ("by_trump", "by_bid")


#: What a tally keeps of a deal: its number (one side of one match), or a DealRef (a subject).
Kept = TypeVar("Kept", int, DealRef)


class Adds(NamedTuple):
    """What each deal of one kind adds to one side's or one seat's figures, by name: one more
    in ``hits`` (a count, a rate's ``n``, a mean's ``n``) and in ``decided`` (a rate's
    ``of``); ``shown``: the keyed rates it makes appear though it decides nothing."""

    hits: tuple[str, ...]
    decided: tuple[str, ...]
    shown: tuple[str, ...] = ()


#: Each :class:`Adds` met, by its number (:func:`adds_number`): tallies count their deals by
#: it, so it is never forgotten.  As many as the kinds of deals and the bids, trumps and
#: results met: a few hundred under the presets; some twenty thousand at worst, under rules
#: that allow every bid from 10 to 1000.
_ADDS: list[Adds] = []
_NUMBERS: dict[Adds, int] = {}


def adds_met() -> tuple[Adds, ...]:
    """Every :class:`Adds` numbered so far, by its number (:func:`adds_number`)."""
    return tuple(_ADDS)


def adds_number(adds: Adds) -> int:
    found = _NUMBERS.get(adds)
    if found is None:
        found = _NUMBERS[adds] = len(_ADDS)
        _ADDS.append(adds)
    return found


class Tally(Generic[Kept]):
    """Counts, rates and means by figure name, with the deals of each (when kept): one side of
    one match (``Tally[int]``, deal numbers, :func:`~.deals.tally_deals`), or a subject over
    its matches (``Tally[DealRef]``).

    A count, a rate's ``n`` and a mean's ``n`` are ``hits``; a rate's ``of`` and a mean's sum
    are ``totals``.  A keyed rate is named ``by_trump.hearts``, ``by_bid.80``.  A keyed rate
    is in ``totals`` as soon as a deal is taken with its key, decided or not.

    The deals are counted by what they add (``added``: how many deals add each :class:`Adds`,
    by its number; a match holds a few kinds of deals), with the sums of the means (``sums``,
    and ``announces``: the announces held, a count that lists each deal once however many it
    holds); the names are counted once, when a figure is first asked of a subject.
    """

    __slots__ = ("added", "sums", "items", "_counted")

    def __init__(self, keep: bool) -> None:
        self.added: dict[int, int] = {}
        self.sums: dict[str, int] = {}
        self.items: dict[str, list[Kept]] | None = {} if keep else None
        self._counted: tuple[dict[str, int], dict[str, int]] | None = None

    # A side of a match, added to a subject.
    def add(self: Tally[DealRef], side: Tally[int], refs: tuple[DealRef, ...]) -> None:
        """Add the tally of one side of a match; ``refs[number - 1]`` is its deal ``number``."""
        added, sums = self.added, self.sums
        for number, n in side.added.items():
            added[number] = added.get(number, 0) + n
        for name, total in side.sums.items():
            sums[name] = sums.get(name, 0) + total
        if self.items is not None and side.items is not None:
            items = self.items
            for name, numbers in side.items.items():
                items.setdefault(name, []).extend([refs[number - 1] for number in numbers])
        self._counted = None

    @property
    def hits(self) -> dict[str, int]:
        return self._count()[0]

    @property
    def totals(self) -> dict[str, int]:
        return self._count()[1]

    def _count(self) -> tuple[dict[str, int], dict[str, int]]:
        if self._counted is None:
            hits: dict[str, int] = {}
            totals: dict[str, int] = {}
            for number, n in self.added.items():
                adds = _ADDS[number]
                for name in adds.hits:
                    hits[name] = hits.get(name, 0) + n
                for name in adds.decided:
                    totals[name] = totals.get(name, 0) + n
                for name in adds.shown:
                    totals.setdefault(name, 0)
            sums = dict(self.sums)
            if "announces" in sums:
                hits["announces"] = sums.pop("announces")
            totals.update(sums)
            self._counted = hits, totals
        return self._counted

    # The figures.
    def figure(self: Tally[DealRef], name: str) -> Figure:
        kind = KINDS[name]
        if kind == "count":
            return Count(self.hits.get(name, 0), self._items(name))
        if kind == "rate":
            return self._rate(name)
        if kind == "mean":
            return Mean(self.totals.get(name, 0), self.hits.get(name, 0), self._items(name))
        prefix = f"{name}."
        return {
            key.removeprefix(prefix): self._rate(key)
            for key in sorted(self.totals, key=_keyed_order)
            if key.startswith(prefix)
        }

    def _rate(self: Tally[DealRef], name: str) -> Rate:
        return Rate(self.hits.get(name, 0), self.totals.get(name, 0), self._items(name))

    def _items(self: Tally[DealRef], name: str) -> tuple[Item, ...] | None:
        if self.items is None:
            return None
        return tuple(self.items.get(name, ()))


#: The trumps in the order of the rules, then the bids by number, then capot and générale.
_TRUMP_ORDER = ("spades", "hearts", "diamonds", "clubs", "no_trump", "all_trump")
_SLAM_ORDER = ("capot", "generale")


def _keyed_order(name: str) -> tuple[int, int, str]:
    key = name.partition(".")[2]
    if key in _TRUMP_ORDER:
        return (0, _TRUMP_ORDER.index(key), "")
    if key.isdigit():
        return (1, int(key), "")
    return (2, _SLAM_ORDER.index(key) if key in _SLAM_ORDER else len(_SLAM_ORDER), key)
