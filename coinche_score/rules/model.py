"""The rules a table plays by, as data: :class:`RuleSet` (the words its fields take are in
:mod:`.words`).

Every rule on which coinche tables disagree is a field of :class:`RuleSet`; the scorer reads
the fields and never asks which preset it is running.  Pure: no I/O, no UI.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictInt,
    ValidationInfo,
    field_validator,
    model_validator,
)

from coinche_score.rules.words import (
    ANNOUNCE_VALUES,
    CARD_POINTS_TOTAL,
    CUSTOM,
    MAX_TARGET,
    NO_TRUMP_ANNOUNCE_VALUES,
    SUITS,
    Announce,
    BeloteScoring,
    Coinche,
    CoincheScoring,
    DefenceTie,
    Direction,
    Rounding,
    RoundingScope,
    Scale,
    TieBreak,
    Trump,
)

#: A rule's number, flag or number-or-null, of JSON's type strictly (RULES.md 5.14): a match
#: file's ``true`` or ``160.0`` is no number of a rule (pydantic would read them as 1 and 160).
Number = Annotated[int, Field(strict=True)]
NumberOrNone = Annotated[int | None, Field(strict=True)]
Flag = Annotated[bool, Field(strict=True)]


class RuleSet(BaseModel):
    """Every rule a coinche table may choose, in the check order of docs/scoring.md §5.1."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)

    name: str = Field(CUSTOM, min_length=1, max_length=40, description="The name of these rules.")
    description: str = Field(
        "", max_length=10_000, description="What these rules are, in a sentence or two."
    )
    source: str = Field(
        "", max_length=10_000, description="The published rules these follow, if any."
    )

    # The match
    default_target: Number = Field(
        2000, ge=1, le=MAX_TARGET, description="The target offered first for a new match."
    )
    target_options: tuple[StrictInt, ...] = Field(
        (1000, 2000), min_length=1, description="The targets offered for a new match."
    )
    tie_break: TieBreak = Field(
        TieBreak.LATEST_DEAL_WINNER,
        description="Who wins when both teams end on the same total: the team that won the "
        "latest deal, or nobody yet (play another deal).",
    )
    direction: Direction = Field(
        Direction.ANTICLOCKWISE,
        description="The direction of play: who deals, bids and leads next.",
    )

    # Bids
    min_bid: Number = Field(80, ge=10, le=500, description="The lowest numeric bid.")
    max_bid: Number = Field(160, ge=10, le=1000, description="The highest numeric bid.")
    bid_step: Number = Field(10, ge=1, le=100, description="The step between two numeric bids.")
    opening_bid: NumberOrNone = Field(
        None,
        ge=1,
        le=CARD_POINTS_TOTAL,
        description="A first bid below the lowest bid, off the steps (82 in 82, 85, 90...); "
        "none: the bids start at the lowest bid.",
    )
    capot_bid: Flag = Field(True, description="A capot (all eight tricks) may be bid.")
    generale_bid: Flag = Field(
        False, description="A générale (one player takes all eight tricks) may be bid."
    )
    no_trump: Flag = Field(False, description="Sans-atout (no trumps) may be played.")
    all_trump: Flag = Field(False, description="Tout-atout (all trumps) may be played.")
    capot_may_be_coinched: Flag = Field(
        True, description="A capot or générale bid may be coinched."
    )
    announces: Flag = Field(
        False, description="Announces (tierce, cinquante, cent, squares) are scored."
    )
    carre_neuf_value: Literal[100, 150] = Field(
        150, description="What four nines are worth as an announce."
    )
    no_trump_carre_values: Flag = Field(
        False,
        description="At sans-atout, squares are worth 200 for aces, 150 for tens, "
        "100 for the others.",
    )

    # What is scored
    scale: Scale = Field(
        Scale.POINTS_AND_BID,
        description="What a deal scores: card points and the bid, card points only "
        "(points faits), or the bid only (points annoncés).",
    )

    # Was it made?
    lowest_bid_needs: Number = Field(
        80, ge=0, le=500, description="The points the lowest bid needs (82: a bid of 80 needs 82)."
    )
    bid_counts_belote: Flag = Field(True, description="The belote counts towards the bid.")
    bid_counts_announces: Flag = Field(
        False, description="The taker's announces count towards the bid."
    )
    bid_counts_all_tricks_points: Flag = Field(
        False,
        description="A taker who took every trick counts 252 (what all tricks count as), not "
        "162, towards the bid.",
    )
    must_beat_defence: Flag = Field(
        False, description="The taker must also score more than the defence."
    )
    defence_tie: DefenceTie = Field(
        DefenceTie.FAILS,
        description="When the taker must beat the defence and ties it: the contract fails, "
        "is a litige (points held for the next deal), or is made.",
    )
    success_on_rounded: Flag = Field(
        False, description="Whether the contract was made is judged on rounded card points."
    )

    # What is scored, capot and générale
    all_tricks_points: Number = Field(
        250,
        ge=0,
        le=1000,
        description="What the taker's card points count as when it took every trick.",
    )
    failure_points: Number = Field(
        160,
        ge=0,
        le=1000,
        description="What the defence scores, besides the bid, when the contract fails.",
    )
    defence_capot_points: NumberOrNone = Field(
        None,
        ge=0,
        le=1000,
        description="What the defence scores on failure instead, when it took every trick; "
        "none: the same as on any failure.",
    )
    failed_announces_to_defence: Flag = Field(
        False, description="The taker's announces go to the defence when the contract fails."
    )
    capot_takes_defence_announces: Flag = Field(
        False, description="A taker who took every trick also scores the defence's announces."
    )
    belote_scoring: BeloteScoring = Field(
        BeloteScoring.HOLDER,
        description="Who scores the belote: always its holder, the other team when the "
        "holder's contract fails, the team that won the deal, or nobody.",
    )
    capot_value: Number = Field(250, ge=0, le=5000, description="What a capot bid is worth.")
    generale_value: Number = Field(500, ge=0, le=5000, description="What a générale bid is worth.")
    no_trump_bid_multiplier: Number = Field(
        1, ge=1, le=4, description="A numeric bid at sans-atout is worth the bid times this."
    )
    capot_flat_score: NumberOrNone = Field(
        None,
        ge=0,
        le=5000,
        description="A capot bid scores this flat (times the coinche) instead of card points "
        "and bid; none: no flat score.",
    )
    generale_flat_score: NumberOrNone = Field(
        None,
        ge=0,
        le=5000,
        description="A générale bid scores this flat (times the coinche) instead of card "
        "points and bid; none: no flat score.",
    )
    flat_score_when_failed: Flag = Field(
        True,
        description="A failed capot or générale bid with a flat score gives the defence the "
        "flat score (no: the ordinary failure score).",
    )

    # Coinche
    coinche_scoring: CoincheScoring = Field(
        CoincheScoring.MULTIPLY_BID,
        description="What a coinche multiplies: the bid only, the winner takes a base plus "
        "the bid, the winner's whole score, or the winner's line.",
    )
    whole_score_capot_base: Number = Field(
        250,
        ge=0,
        le=5000,
        description="When a coinche multiplies the whole score, the base of a taker who made "
        "it taking every trick.",
    )
    coinche_base: NumberOrNone = Field(
        None,
        ge=0,
        le=5000,
        description="When the winner of a coinched deal takes all, the base it takes; none: "
        "what the defence scores on failure.",
    )
    surcoinche_base: NumberOrNone = Field(
        None,
        ge=0,
        le=5000,
        description="When the winner takes all, the base when surcoinched; none: the coinche base.",
    )
    coinche_capot_bonus: Number = Field(
        0,
        ge=0,
        le=1000,
        description="When the winner takes all, added to the base when the winner took every "
        "trick.",
    )
    coinche_multiplies_bid: Flag = Field(
        True, description="A coinche multiplies the bid (no: the bid is added once)."
    )
    coinche_multiplies_belote: Flag = Field(
        False, description="A coinche multiplies the belote the winner scores."
    )
    coinche_multiplier: Number = Field(2, ge=1, le=10, description="What a coinche multiplies by.")
    surcoinche_multiplier: Number = Field(
        4, ge=1, le=20, description="What a surcoinche multiplies by."
    )

    # Rounding
    rounding: Rounding = Field(
        Rounding.NONE,
        description="Scores are rounded to the nearest 10 (a 5 goes up, or down), or not.",
    )
    rounding_scope: RoundingScope = Field(
        RoundingScope.DEAL,
        description="What is rounded: every deal, only the totals, or every deal but the "
        "one that ends the match.",
    )

    # End of the match
    belote_cannot_end_match: Flag = Field(
        False,
        description="A team that failed, was capot or lost a renonce cannot win the match in "
        "that deal, even if its belote takes it past the target.",
    )

    # The checks read this model's fields: imported when a rule set is checked.
    @field_validator("carre_neuf_value", mode="before")
    @classmethod
    def _carre_neuf_whole(cls, value: object) -> object:
        # A choice of numbers takes 150.0 and true for numbers, as no Field(strict) can say.
        if type(value) is not int:
            raise ValueError("a whole number")
        return value

    @field_validator("name", "description", "source")
    @classmethod
    def _text_shown_safely(cls, text: str, info: ValidationInfo) -> str:
        # Refused here as every way in refuses it (a control, bidi or zero-width character):
        # a match file's rules are printed and copied into a rematch's file.
        from coinche_score.rules.checks import check_rule_value

        assert info.field_name is not None
        check_rule_value(info.field_name, text)
        return text

    @field_validator("target_options")
    @classmethod
    def _targets_in_range(cls, targets: tuple[int, ...]) -> tuple[int, ...]:
        from coinche_score.rules.checks import check_rule_value

        check_rule_value("target_options", targets)
        return targets

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        from coinche_score.rules.checks import rule_conflicts

        conflicts = rule_conflicts(self)
        if conflicts:
            raise conflicts[0]
        return self

    def multiplier(self, coinche: Coinche) -> int:
        if coinche is Coinche.NONE:
            return 1
        if coinche is Coinche.COINCHE:
            return self.coinche_multiplier
        return self.surcoinche_multiplier

    def announce_value(self, announce: Announce, trump: Trump | None = None) -> int:
        """What ``announce`` is worth in a deal played at ``trump`` (docs/scoring.md §3.1)."""
        if trump is Trump.NO_TRUMP and self.no_trump_carre_values:
            return NO_TRUMP_ANNOUNCE_VALUES[announce]
        if announce is Announce.CARRE_NEUF:
            return self.carre_neuf_value
        return ANNOUNCE_VALUES[announce]

    def allowed_trumps(self) -> tuple[Trump, ...]:
        extra = (Trump.NO_TRUMP,) * self.no_trump + (Trump.ALL_TRUMP,) * self.all_trump
        return SUITS + extra

    def numeric_bids(self) -> tuple[int, ...]:
        """The ladder of numeric bids, lowest first: opening_bid (if any), then min..max."""
        steps = tuple(range(self.min_bid, self.max_bid + 1, self.bid_step))
        return steps if self.opening_bid is None else (self.opening_bid, *steps)

    def is_numeric_bid(self, bid: int) -> bool:
        """``bid`` is on the ladder of :meth:`numeric_bids` (without building it)."""
        if bid == self.opening_bid:
            return True
        return self.min_bid <= bid <= self.max_bid and (bid - self.min_bid) % self.bid_step == 0

    def points_needed(self, bid: int) -> int:
        # Never less than the bid: a custom min_bid above the preset's lowest_bid_needs
        # (trickster's 80, classic's 82) needs the bid itself.
        lowest = self.min_bid if self.opening_bid is None else self.opening_bid
        return max(bid, self.lowest_bid_needs) if bid == lowest else bid

    def round_score(self, points: int) -> int:
        if self.rounding is Rounding.NEAREST_10:
            return 10 * ((points + 5) // 10)
        if self.rounding is Rounding.NEAREST_10_5_DOWN:
            return 10 * ((points + 4) // 10)
        return points
