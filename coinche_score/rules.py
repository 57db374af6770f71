"""The rules a table plays by, as data.

Every rule on which coinche tables disagree is a field of :class:`RuleSet`; the scorer reads
the fields and never asks which preset it is running.  The four presets of RULES.md are named
instances.  Pure: no I/O, no UI.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

Team = Literal["A", "B"]
TEAMS: tuple[Team, Team] = ("A", "B")


def other_team(team: Team) -> Team:
    return "B" if team == "A" else "A"


class Trump(StrEnum):
    SPADES = "spades"
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"
    NO_TRUMP = "no_trump"
    ALL_TRUMP = "all_trump"


SUITS: tuple[Trump, ...] = (Trump.SPADES, Trump.HEARTS, Trump.DIAMONDS, Trump.CLUBS)


class Coinche(StrEnum):
    NONE = "none"
    COINCHE = "coinche"
    SURCOINCHE = "surcoinche"


class Announce(StrEnum):
    TIERCE = "tierce"
    CINQUANTE = "cinquante"
    CENT = "cent"
    CARRE = "carre"
    CARRE_NEUF = "carre_neuf"
    CARRE_VALETS = "carre_valets"


class CoincheScoring(StrEnum):
    """What a coinche or surcoinche multiplies."""

    #: Only the contract value is multiplied; card points stay with whoever won them.
    MULTIPLY_BID = "multiply_bid"
    #: The side that wins the contract scores failure_points + m x V; the other side nothing.
    WINNER_TAKES_ALL = "winner_takes_all"
    #: The winner scores (base + V + all announces) x m, base being the capot base or
    #: failure_points; the loser nothing (belote always stays with its holder).
    WHOLE_SCORE = "whole_score"


class Rounding(StrEnum):
    NONE = "none"
    NEAREST_10 = "nearest_10"  # nearest 10, 5 rounds up


class DefenceTie(StrEnum):
    """What happens when the taker must beat the defence and ties it exactly."""

    FAILS = "fails"
    LITIGE = "litige"


class TieBreak(StrEnum):
    """Who wins when both totals are equal at the end of a match."""

    LATEST_DEAL_WINNER = "latest_deal_winner"
    PLAY_ON = "play_on"


class Direction(StrEnum):
    """Direction of play; the deal passes to the next player in this direction."""

    CLOCKWISE = "clockwise"
    ANTICLOCKWISE = "anticlockwise"


class RuleSet(BaseModel):
    """Every rule a coinche table may choose, with the presets' values as data."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)

    name: str = Field("custom", min_length=1, max_length=40)
    description: str = ""
    source: str = ""

    # The match
    default_target: int = Field(2000, ge=1)
    target_options: tuple[int, ...] = (1000, 2000)
    tie_break: TieBreak = TieBreak.LATEST_DEAL_WINNER
    direction: Direction = Direction.ANTICLOCKWISE

    # The auction
    min_bid: int = Field(80, ge=10, le=500)
    max_bid: int = Field(160, ge=10, le=500)
    bid_step: int = Field(10, ge=1, le=100)
    capot_bid: bool = True
    generale_bid: bool = False
    no_trump: bool = False
    all_trump: bool = False
    capot_may_be_coinched: bool = True
    announces: bool = False
    carre_neuf_value: Literal[100, 150] = 150

    # Was the contract made?
    #: Points the lowest bid needs (classic: a bid of 80 needs 82).
    lowest_bid_needs: int = Field(80, ge=0, le=500)
    bid_counts_belote: bool = True
    bid_counts_announces: bool = False
    must_beat_defence: bool = False
    defence_tie: DefenceTie = DefenceTie.FAILS

    # What is scored
    #: What the taker's card points count as when it took all eight tricks.
    all_tricks_points: int = Field(250, ge=0, le=1000)
    #: What the defence scores (besides the contract) when the contract fails.
    failure_points: int = Field(160, ge=0, le=1000)
    #: The taker's announces go to the defence when the contract fails.
    failed_announces_to_defence: bool = False
    capot_value: int = Field(250, ge=0, le=5000)
    generale_value: int = Field(500, ge=0, le=5000)
    #: A capot bid scores this flat (plus belote and announces) instead of the usual sum.
    capot_flat_score: int | None = Field(None, ge=0, le=5000)
    coinche_scoring: CoincheScoring = CoincheScoring.MULTIPLY_BID
    #: Base of a whole-score coinche when the taker made it taking all tricks.
    whole_score_capot_base: int = Field(250, ge=0, le=5000)
    coinche_multiplier: int = Field(2, ge=1, le=10)
    surcoinche_multiplier: int = Field(4, ge=1, le=20)
    rounding: Rounding = Rounding.NONE

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        # Each refusal has a code (the error's type) and its numbers, for the app to word it.
        bids = {"min_bid": self.min_bid, "max_bid": self.max_bid, "bid_step": self.bid_step}
        if self.min_bid > self.max_bid:
            raise PydanticCustomError(
                "min_above_max", "min_bid ({min_bid}) is above max_bid ({max_bid})", bids
            )
        if (self.max_bid - self.min_bid) % self.bid_step:
            raise PydanticCustomError(
                "bid_steps",
                "max_bid ({max_bid}) is not min_bid ({min_bid}) plus a whole "
                "number of bid_step ({bid_step})",
                bids,
            )
        if self.min_bid > 162 or self.lowest_bid_needs > 162:
            raise PydanticCustomError(
                "needs_too_much", "the lowest bid cannot need more than the 162 card points"
            )
        if self.surcoinche_multiplier < self.coinche_multiplier:
            raise PydanticCustomError(
                "surcoinche_below_coinche",
                "surcoinche_multiplier must be at least coinche_multiplier",
            )
        if not self.target_options or any(t < 1 for t in self.target_options):
            raise PydanticCustomError(
                "no_target", "target_options must list at least one positive target"
            )
        if self.defence_tie is DefenceTie.LITIGE and not self.must_beat_defence:
            raise PydanticCustomError(
                "litige_needs_beat", "defence_tie 'litige' needs must_beat_defence"
            )
        return self

    def multiplier(self, coinche: Coinche) -> int:
        return {
            Coinche.NONE: 1,
            Coinche.COINCHE: self.coinche_multiplier,
            Coinche.SURCOINCHE: self.surcoinche_multiplier,
        }[coinche]

    def announce_value(self, announce: Announce) -> int:
        if announce is Announce.CARRE_NEUF:
            return self.carre_neuf_value
        return ANNOUNCE_VALUES[announce]

    def allowed_trumps(self) -> tuple[Trump, ...]:
        extra = (Trump.NO_TRUMP,) * self.no_trump + (Trump.ALL_TRUMP,) * self.all_trump
        return SUITS + extra

    def numeric_bids(self) -> range:
        return range(self.min_bid, self.max_bid + 1, self.bid_step)

    def points_needed(self, bid: int) -> int:
        # Never less than the bid: a custom min_bid above the preset's lowest_bid_needs
        # (trickster's 80, classic's 82) needs the bid itself.
        return max(bid, self.lowest_bid_needs) if bid == self.min_bid else bid

    def round_score(self, points: int) -> int:
        if self.rounding is Rounding.NEAREST_10:
            return 10 * ((points + 5) // 10)
        return points


ANNOUNCE_VALUES: dict[Announce, int] = {
    Announce.TIERCE: 20,
    Announce.CINQUANTE: 50,
    Announce.CENT: 100,
    Announce.CARRE: 100,
    Announce.CARRE_NEUF: 150,
    Announce.CARRE_VALETS: 200,
}

CLASSIC = RuleSet(
    name="classic",
    description="Pagat's La Coinche: 80 needs 82, coinche doubles the bid only, "
    "capot 500 flat, rounded to 10.",
    source="seeds/000 (Pagat, La Coinche)",
    default_target=2000,
    target_options=(1000, 2000),
    direction=Direction.ANTICLOCKWISE,
    max_bid=160,
    capot_may_be_coinched=False,
    lowest_bid_needs=82,
    capot_flat_score=500,
    rounding=Rounding.NEAREST_10,
)

TRICKSTER = RuleSet(
    name="trickster",
    description="Trickster Cards: beat the bid and the defence; when coinched the winner "
    "takes all; no rounding.",
    source="seeds/001 (Trickster Cards, Coinche)",
    default_target=1000,
    target_options=(1000, 2000),
    direction=Direction.CLOCKWISE,
    must_beat_defence=True,
    coinche_scoring=CoincheScoring.WINNER_TAKES_ALL,
)

BELOTEPOINT = RuleSet(
    name="belotepoint",
    description="BelotePoint: card points alone make the bid, failure gives 162, "
    "announces and générale, no capot bonus unless bid.",
    source="seeds/004 (BelotePoint, règles de la coinche)",
    default_target=1001,
    target_options=(501, 1001),
    direction=Direction.CLOCKWISE,
    generale_bid=True,
    announces=True,
    carre_neuf_value=100,
    bid_counts_belote=False,
    all_tricks_points=162,
    failure_points=162,
)

FFB = RuleSet(
    name="ffb",
    description="FFB 2015: beat the defence (a tie is a litige), coinche multiplies the "
    "whole score, announces count, rounded to 10.",
    source="Fédération Française de Belote, règles de la coinche (2015)",
    default_target=2000,
    target_options=(1000, 1500, 2000, 3000),
    tie_break=TieBreak.PLAY_ON,
    direction=Direction.ANTICLOCKWISE,
    max_bid=180,
    no_trump=True,
    all_trump=True,
    announces=True,
    carre_neuf_value=150,
    bid_counts_announces=True,
    must_beat_defence=True,
    defence_tie=DefenceTie.LITIGE,
    all_tricks_points=252,
    failed_announces_to_defence=True,
    coinche_scoring=CoincheScoring.WHOLE_SCORE,
    rounding=Rounding.NEAREST_10,
)

PRESETS: dict[str, RuleSet] = {r.name: r for r in (CLASSIC, TRICKSTER, BELOTEPOINT, FFB)}


class UnknownPresetError(ValueError):
    pass


def preset(name: str) -> RuleSet:
    """The preset called ``name``, or UnknownPresetError listing the known ones."""
    try:
        return PRESETS[name]
    except KeyError:
        known = ", ".join(PRESETS)
        raise UnknownPresetError(f"unknown rules preset {name!r} (known: {known})") from None
