"""What the statistics keep of a match between two runs: its :class:`~.facts.MatchFacts`
without the deals behind each figure, as JSON values (:func:`facts_json`), validated back
(:class:`FactsRecord`, :func:`facts_of`).  A tally counts its deals by
:class:`~.figures.Adds`, by numbers that are this process's own: the records name each Adds
by its number in a table written with them (:func:`adds_table`), which another process reads
into its own numbers (:func:`adds_numbers`).  Pure: no I/O (the store keeps the records:
:mod:`coinche_score.store.stats_cache`)."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, NonNegativeInt

from coinche_score.rules import Team
from coinche_score.stats.deals import DealRecord
from coinche_score.stats.facts import MatchFacts
from coinche_score.stats.figures import Adds, Tally, adds_met, adds_number
from coinche_score.validation import Moment

#: What deals add (:class:`Adds`): its hits, decided and shown names.
AddsRecord = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
#: A record deal: its number, its side and its points or contract (:class:`DealRecord`).
_Record = tuple[int, Team, int]


class _Kept(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")


class TallyRecord(_Kept):
    #: How many deals add each Adds, by its number in the table (:func:`adds_table`).
    added: tuple[tuple[NonNegativeInt, int], ...]
    sums: dict[str, int]


class FactsRecord(_Kept):
    """A :class:`MatchFacts` kept (never its deals: a record is of a tally without them)."""

    id: str
    created: Moment  # as a match file's: any other could not be shown
    rules_name: str
    team_names: tuple[str, str]
    players: tuple[str, str, str, str] | None
    seat_keys: tuple[str, str, str, str] | None
    finished: bool
    winner: Team | None
    totals: tuple[int, int]
    scored: int
    deficits: tuple[int, int]
    sides: tuple[TallyRecord, TallyRecord]
    seats: tuple[TallyRecord, TallyRecord, TallyRecord, TallyRecord]
    best_deal: _Record | None
    highest_made_bid: _Record | None


def facts_json(facts: MatchFacts) -> dict[str, object]:
    """The record of ``facts`` (counted without their deals, ``keep=False``) as JSON values,
    which :class:`FactsRecord` validates back; each Adds by this process's number, which the
    table written after (:func:`adds_table`) holds."""
    assert not facts.kept
    sides, seats = facts.sides, facts.seats
    return {
        "id": facts.id,
        "created": facts.created.isoformat(),
        "rules_name": facts.rules_name,
        "team_names": facts.team_names,
        "players": facts.players,
        "seat_keys": facts.seat_keys,
        "finished": facts.finished,
        "winner": facts.winner,
        "totals": (facts.totals["A"], facts.totals["B"]),
        "scored": facts.scored,
        "deficits": (facts.deficits["A"], facts.deficits["B"]),
        "sides": [_tally_json(sides["A"]), _tally_json(sides["B"])],
        "seats": [
            _tally_json(seats[0]),
            _tally_json(seats[1]),
            _tally_json(seats[2]),
            _tally_json(seats[3]),
        ],
        "best_deal": _deal_json(facts.best_deal),
        "highest_made_bid": _deal_json(facts.highest_made_bid),
    }


def adds_table() -> list[AddsRecord]:
    """Every Adds this process numbered, by its number, as JSON values: the table of the
    records :func:`facts_json` made."""
    return [(adds.hits, adds.decided, adds.shown) for adds in adds_met()]


def adds_numbers(records: Sequence[AddsRecord]) -> list[int]:
    """This process's numbers of the Adds of a table written by :func:`adds_table`."""
    return [adds_number(Adds(*record)) for record in records]


def facts_of(record: FactsRecord, numbers: Sequence[int]) -> MatchFacts:
    """The facts ``record`` keeps, as :meth:`MatchFacts.of` made them without their deals;
    ``numbers``: those of the table's Adds (:func:`adds_numbers`).  Raises IndexError for an
    Adds not in the table."""
    first, second, third, fourth = record.seats
    return MatchFacts(
        id=record.id,
        created=record.created,
        rules_name=record.rules_name,
        team_names=record.team_names,
        players=record.players,
        seat_keys=record.seat_keys,
        finished=record.finished,
        winner=record.winner,
        totals={"A": record.totals[0], "B": record.totals[1]},
        scored=record.scored,
        deficits={"A": record.deficits[0], "B": record.deficits[1]},
        sides={"A": _tally(record.sides[0], numbers), "B": _tally(record.sides[1], numbers)},
        seats=(
            _tally(first, numbers),
            _tally(second, numbers),
            _tally(third, numbers),
            _tally(fourth, numbers),
        ),
        best_deal=None if record.best_deal is None else DealRecord(*record.best_deal),
        highest_made_bid=(
            None if record.highest_made_bid is None else DealRecord(*record.highest_made_bid)
        ),
    )


def _tally_json(tally: Tally[int]) -> dict[str, object]:
    return {"added": list(tally.added.items()), "sums": tally.sums}


def _tally(record: TallyRecord, numbers: Sequence[int]) -> Tally[int]:
    tally: Tally[int] = Tally(False)
    tally.added = {numbers[number]: n for number, n in record.added}
    tally.sums = dict(record.sums)
    return tally


def _deal_json(record: DealRecord | None) -> _Record | None:
    return None if record is None else (record.deal, record.side, record.value)
