"""A deal's score, and the words it is explained in: :class:`DealScore` (what a deal adds to
each total) and its breakdown, :class:`Line` by :class:`Line`, keyed by :class:`LineKey` for a
UI to say in any language.  Pure: no I/O, no UI."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from typing import NamedTuple

from coinche_score.rules import RuleSet, Team
from coinche_score.scoring.deal import Deal


class LineKey(StrEnum):
    CARD_POINTS = "card_points"
    ALL_TRICKS = "all_tricks"  # card points counted as T' because every trick was taken
    CONTRACT_VALUE = "contract_value"
    FAILED_CONTRACT = "failed_contract"  # what the defence gets for a failed contract
    DEFENCE_CAPOT = "defence_capot"  # the same, when the defence took every trick
    RENONCE = "renonce"  # what the other team gets for a renonce
    COINCHE_BASE = "coinche_base"  # the base a coinche winner takes (160, or capot base)
    COINCHE_CAPOT_BONUS = "coinche_capot_bonus"  # added to it when the winner took every trick
    CAPOT = "capot"  # a flat capot score
    GENERALE = "generale"  # a flat générale score
    BELOTE = "belote"
    BELOTE_TAKEN = "belote_taken"  # the other team's belote, credited to this one
    ANNOUNCES = "announces"
    ANNOUNCES_TAKEN = "announces_taken"  # the other team's, taken (a capot, a deal lost)
    LITIGE_HELD = "litige_held"
    LITIGE_AWARDED = "litige_awarded"
    ROUNDING = "rounding"


@dataclass(frozen=True, slots=True)
class Line:
    """One term of a team's deal score: ``amount == base * factor`` except for held points."""

    team: Team
    key: LineKey
    amount: int
    base: int
    factor: int = 1


#: DealScore.barred when nobody is barred from ending the match, and when a team is (shared).
NOBODY_BARRED: Mapping[Team, bool] = {"A": False, "B": False}
BARRED: Mapping[Team, Mapping[Team, bool]] = {
    "A": {"A": True, "B": False},
    "B": {"A": False, "B": True},
}


class _DealScoreFields(NamedTuple):
    #: What the deal adds to each total: rounded if the rules round deals, else exact.
    scores: Mapping[Team, int]
    exact: Mapping[Team, int]  # before rounding
    made: bool | None  # None for a thrown-in deal or a litige
    litige: bool
    winner: Team | None  # the team that won the deal: the taker if made, else the defence
    multiplier: int
    needed: int | None  # points the taker needed (None for capot/générale, renonce, thrown-in)
    taker_counted: int  # what counted towards the bid
    defence_counted: int
    held: int  # points this litige deal adds to the pending litige
    awarded: int  # pending litige points this deal gave its winner
    #: Teams that may not end the match with this deal (belote_cannot_end_match).
    barred: Mapping[Team, bool]
    # Where the breakdown comes from: the lines themselves, or the deal and its rules, for
    # :attr:`DealScore.lines` to work them out when read.  Not part of the score.
    given_lines: tuple[Line, ...] | None
    deal: Deal | None
    rules: RuleSet | None


#: How many of DealScore's fields are the score itself (those before given_lines).
_SCORE_FIELDS = 12


class DealScore(_DealScoreFields):
    """A deal's score: what it adds to each total, and why (:attr:`lines`).

    An immutable record, cheap to make: the scorer sums plain integers, and the breakdown is
    worked out only when someone reads :attr:`lines`, once (a long match is scored thousands of
    times; a screen or a report reads a deal's lines, sometimes more than once).  No
    ``__slots__``: the breakdown, once worked out, is kept in the record's ``__dict__``.
    """

    @cached_property
    def lines(self) -> tuple[Line, ...]:
        """The terms of both teams' scores, in the order of docs/scoring.md §3."""
        if self.given_lines is not None:
            return self.given_lines
        # The explaining scorer makes DealScores: imported when a breakdown is first read.
        from coinche_score.scoring import explained

        deal, rules = self.deal, self.rules
        assert deal is not None and deal.taker is not None and rules is not None
        lines = explained.DealScorer(deal, deal.taker, rules).score(self.awarded).given_lines
        assert lines is not None
        return lines

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DealScore):
            return NotImplemented
        return self[:_SCORE_FIELDS] == other[:_SCORE_FIELDS] and self.lines == other.lines

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in self.score_fields().items())
        return f"DealScore({shown})"

    def score_fields(self) -> dict[str, object]:
        """The score itself, field by field, without where its breakdown comes from."""
        return dict(zip(self._fields[:_SCORE_FIELDS], self[:_SCORE_FIELDS], strict=True))

    def lines_for(self, team: Team) -> tuple[Line, ...]:
        return tuple(line for line in self.lines if line.team == team)

    def counted_exactly(self) -> DealScore:
        """This deal without its rounding: the last deal under ``deal_except_last``."""
        lines = tuple(line for line in self.lines if line.key is not LineKey.ROUNDING)
        return self._replace(scores=self.exact, given_lines=lines)


THROWN_IN = DealScore(
    scores={"A": 0, "B": 0},
    exact={"A": 0, "B": 0},
    made=None,
    litige=False,
    winner=None,
    multiplier=1,
    needed=None,
    taker_counted=0,
    defence_counted=0,
    held=0,
    awarded=0,
    barred=NOBODY_BARRED,
    given_lines=(),
    deal=None,
    rules=None,
)
