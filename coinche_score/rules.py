"""The rules a table plays by, as data.

Every rule on which coinche tables disagree is a field of :class:`RuleSet`; the scorer reads
the fields and never asks which preset it is running.  The eight presets (listed in the
README) are named instances.  A candidate rule set (from a file, the command line or the rules
editor) is checked by :func:`rules_from_mapping`, which refuses it with an
:class:`InvalidRulesError` naming the field, in the check order of docs/scoring.md §5.1.  Pure:
no I/O, no UI.
"""

from __future__ import annotations

import difflib
import json
import types
from collections.abc import Callable, Mapping
from enum import Enum, StrEnum
from typing import Any, Literal, Self, Union, get_args, get_origin

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

from coinche_score.text import describe_char, first_refused

Team = Literal["A", "B"]
TEAMS: tuple[Team, Team] = ("A", "B")
#: Each team's seats, numbered 0..3 clockwise as in the files (1..4 on screen).
TEAM_SEATS: dict[Team, tuple[int, int]] = {"A": (0, 2), "B": (1, 3)}
CARD_POINTS_TOTAL = 162
MAX_TARGET = 1_000_000


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
    CARRE = "carre"  # a square worth 100 whatever its rank (four kings or queens at sans-atout)
    CARRE_NEUF = "carre_neuf"
    CARRE_VALETS = "carre_valets"
    # Squares named by rank (version 2), so that sans-atout finds their value.
    CARRE_AS = "carre_as"
    CARRE_DIX = "carre_dix"
    CARRE_ROIS = "carre_rois"
    CARRE_DAMES = "carre_dames"


class Scale(StrEnum):
    """What a deal scores: card points and the bid, card points only, or the bid only."""

    POINTS_AND_BID = "points_and_bid"
    POINTS_ONLY = "points_only"
    BID_ONLY = "bid_only"


class BeloteScoring(StrEnum):
    """Who scores the 20s of belote."""

    HOLDER = "holder"
    TAKEN_ON_FAILURE = "taken_on_failure"
    DEAL_WINNER = "deal_winner"
    NEVER = "never"


class CoincheScoring(StrEnum):
    """What a coinche or surcoinche multiplies."""

    #: Only the contract value is multiplied; card points stay with whoever won them.
    MULTIPLY_BID = "multiply_bid"
    #: The side that wins the contract scores a base + m x V; the other side nothing.
    WINNER_TAKES_ALL = "winner_takes_all"
    #: The winner scores (base + V + all announces) x m; the loser nothing.
    WHOLE_SCORE = "whole_score"
    #: The winner's ordinary line is multiplied; the loser keeps its ordinary line.
    MULTIPLY_WINNER_LINE = "multiply_winner_line"


class Rounding(StrEnum):
    NONE = "none"
    NEAREST_10 = "nearest_10"  # nearest 10, 5 rounds up
    NEAREST_10_5_DOWN = "nearest_10_5_down"  # nearest 10, 5 rounds down, 6 up


class RoundingScope(StrEnum):
    """What is rounded: each deal, only the totals, or each deal but the one ending the match."""

    DEAL = "deal"
    TOTAL = "total"
    DEAL_EXCEPT_LAST = "deal_except_last"


class DefenceTie(StrEnum):
    """What happens when the taker must beat the defence and ties it exactly."""

    FAILS = "fails"
    LITIGE = "litige"
    MADE = "made"


class TieBreak(StrEnum):
    """Who wins when both totals are equal at the end of a match."""

    LATEST_DEAL_WINNER = "latest_deal_winner"
    PLAY_ON = "play_on"


class Direction(StrEnum):
    """Direction of play; the deal passes to the next player in this direction."""

    CLOCKWISE = "clockwise"
    ANTICLOCKWISE = "anticlockwise"


class InvalidRulesError(ValueError):
    """A rule set refused: ``field`` broke it for reason ``code`` (stable, for translations).

    ``str()`` is the one line the command line prints: ``rules: FIELD: what is allowed``.
    """

    def __init__(
        self, field: str, code: str, message: str, params: Mapping[str, object] | None = None
    ) -> None:
        self.field = field
        self.code = code
        self.message = message
        self.params: dict[str, object] = dict(params or {})
        super().__init__(str(self))

    def __str__(self) -> str:
        return f"rules: {self.field}: {self.message}" if self.field else f"rules: {self.message}"


class UnknownPresetError(InvalidRulesError):
    pass


#: The name of rules changed from a preset and not named (yet).
CUSTOM = "custom"


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
    default_target: int = Field(
        2000, ge=1, le=MAX_TARGET, description="The target offered first for a new match."
    )
    target_options: tuple[int, ...] = Field(
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
    min_bid: int = Field(80, ge=10, le=500, description="The lowest numeric bid.")
    max_bid: int = Field(160, ge=10, le=1000, description="The highest numeric bid.")
    bid_step: int = Field(10, ge=1, le=100, description="The step between two numeric bids.")
    opening_bid: int | None = Field(
        None,
        ge=1,
        le=CARD_POINTS_TOTAL,
        description="A lowest bid below min_bid, off the steps (82 in 82, 85, 90...); "
        "none: the bids start at min_bid.",
    )
    capot_bid: bool = Field(True, description="A capot (all eight tricks) may be bid.")
    generale_bid: bool = Field(
        False, description="A générale (one player takes all eight tricks) may be bid."
    )
    no_trump: bool = Field(False, description="Sans-atout (no trumps) may be played.")
    all_trump: bool = Field(False, description="Tout-atout (all trumps) may be played.")
    capot_may_be_coinched: bool = Field(
        True, description="A capot or générale bid may be coinched."
    )
    announces: bool = Field(
        False, description="Announces (tierce, cinquante, cent, squares) are scored."
    )
    carre_neuf_value: Literal[100, 150] = Field(
        150, description="What four nines are worth as an announce."
    )
    no_trump_carre_values: bool = Field(
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
    lowest_bid_needs: int = Field(
        80, ge=0, le=500, description="The points the lowest bid needs (82: a bid of 80 needs 82)."
    )
    bid_counts_belote: bool = Field(True, description="The belote counts towards the bid.")
    bid_counts_announces: bool = Field(
        False, description="The taker's announces count towards the bid."
    )
    bid_counts_all_tricks_points: bool = Field(
        False,
        description="A taker who took every trick counts all_tricks_points (252), not 162, "
        "towards the bid.",
    )
    must_beat_defence: bool = Field(
        False, description="The taker must also score more than the defence."
    )
    defence_tie: DefenceTie = Field(
        DefenceTie.FAILS,
        description="When the taker must beat the defence and ties it: the contract fails, "
        "is a litige (points held for the next deal), or is made.",
    )
    success_on_rounded: bool = Field(
        False, description="Whether the contract was made is judged on rounded card points."
    )

    # What is scored, capot and générale
    all_tricks_points: int = Field(
        250,
        ge=0,
        le=1000,
        description="What the taker's card points count as when it took every trick.",
    )
    failure_points: int = Field(
        160,
        ge=0,
        le=1000,
        description="What the defence scores, besides the bid, when the contract fails.",
    )
    defence_capot_points: int | None = Field(
        None,
        ge=0,
        le=1000,
        description="What the defence scores instead of failure_points when it took every "
        "trick; none: failure_points.",
    )
    failed_announces_to_defence: bool = Field(
        False, description="The taker's announces go to the defence when the contract fails."
    )
    capot_takes_defence_announces: bool = Field(
        False, description="A taker who took every trick also scores the defence's announces."
    )
    belote_scoring: BeloteScoring = Field(
        BeloteScoring.HOLDER,
        description="Who scores the belote: always its holder, the other team when the "
        "holder's contract fails, the team that won the deal, or nobody.",
    )
    capot_value: int = Field(250, ge=0, le=5000, description="What a capot bid is worth.")
    generale_value: int = Field(500, ge=0, le=5000, description="What a générale bid is worth.")
    no_trump_bid_multiplier: int = Field(
        1, ge=1, le=4, description="A numeric bid at sans-atout is worth the bid times this."
    )
    capot_flat_score: int | None = Field(
        None,
        ge=0,
        le=5000,
        description="A capot bid scores this flat (times the coinche) instead of card points "
        "and bid; none: no flat score.",
    )
    generale_flat_score: int | None = Field(
        None,
        ge=0,
        le=5000,
        description="A générale bid scores this flat (times the coinche) instead of card "
        "points and bid; none: no flat score.",
    )
    flat_score_when_failed: bool = Field(
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
    whole_score_capot_base: int = Field(
        250,
        ge=0,
        le=5000,
        description="Under whole_score, the base of a taker who made it taking every trick.",
    )
    coinche_base: int | None = Field(
        None,
        ge=0,
        le=5000,
        description="Under winner_takes_all, the base the winner of a coinched deal takes; "
        "none: failure_points.",
    )
    surcoinche_base: int | None = Field(
        None,
        ge=0,
        le=5000,
        description="Under winner_takes_all, the base when surcoinched; none: the coinche base.",
    )
    coinche_capot_bonus: int = Field(
        0,
        ge=0,
        le=1000,
        description="Under winner_takes_all, added to the base when the winner took every trick.",
    )
    coinche_multiplies_bid: bool = Field(
        True, description="A coinche multiplies the bid (no: the bid is added once)."
    )
    coinche_multiplies_belote: bool = Field(
        False, description="A coinche multiplies the belote the winner scores."
    )
    coinche_multiplier: int = Field(2, ge=1, le=10, description="What a coinche multiplies by.")
    surcoinche_multiplier: int = Field(
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
    belote_cannot_end_match: bool = Field(
        False,
        description="A team that failed, was capot or lost a renonce cannot win the match in "
        "that deal, even if its belote takes it past the target.",
    )

    @field_validator("target_options")
    @classmethod
    def _targets_in_range(cls, targets: tuple[int, ...]) -> tuple[int, ...]:
        check_rule_value("target_options", targets)
        return targets

    @model_validator(mode="after")
    def _consistent(self) -> Self:
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


ANNOUNCE_VALUES: dict[Announce, int] = {
    Announce.TIERCE: 20,
    Announce.CINQUANTE: 50,
    Announce.CENT: 100,
    Announce.CARRE: 100,
    Announce.CARRE_AS: 100,
    Announce.CARRE_DIX: 100,
    Announce.CARRE_ROIS: 100,
    Announce.CARRE_DAMES: 100,
    Announce.CARRE_NEUF: 150,  # carre_neuf_value decides
    Announce.CARRE_VALETS: 200,
}

#: At sans-atout with no_trump_carre_values: the squares follow the sans-atout card order.
NO_TRUMP_ANNOUNCE_VALUES: dict[Announce, int] = {
    **ANNOUNCE_VALUES,
    Announce.CARRE_AS: 200,
    Announce.CARRE_DIX: 150,
    Announce.CARRE_NEUF: 100,
    Announce.CARRE_VALETS: 100,
}

#: The rules editor's sections, in the players' words; every rule but name, description and
#: source is in exactly one.
RULE_SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("match", ("default_target", "target_options", "tie_break", "direction")),
    (
        "bids",
        (
            "min_bid",
            "max_bid",
            "bid_step",
            "opening_bid",
            "capot_bid",
            "generale_bid",
            "no_trump",
            "all_trump",
            "no_trump_bid_multiplier",
        ),
    ),
    (
        "success",
        (
            "lowest_bid_needs",
            "bid_counts_belote",
            "bid_counts_announces",
            "bid_counts_all_tricks_points",
            "must_beat_defence",
            "defence_tie",
            "success_on_rounded",
        ),
    ),
    ("scoring", ("scale", "failure_points")),
    (
        "coinche",
        (
            "capot_may_be_coinched",
            "coinche_scoring",
            "whole_score_capot_base",
            "coinche_base",
            "surcoinche_base",
            "coinche_capot_bonus",
            "coinche_multiplies_bid",
            "coinche_multiplies_belote",
            "coinche_multiplier",
            "surcoinche_multiplier",
        ),
    ),
    (
        "capot",
        (
            "all_tricks_points",
            "defence_capot_points",
            "capot_value",
            "generale_value",
            "capot_flat_score",
            "generale_flat_score",
            "flat_score_when_failed",
        ),
    ),
    (
        "belote_announces",
        (
            "announces",
            "carre_neuf_value",
            "no_trump_carre_values",
            "failed_announces_to_defence",
            "capot_takes_defence_announces",
            "belote_scoring",
        ),
    ),
    ("rounding", ("rounding", "rounding_scope")),
    ("end", ("belote_cannot_end_match",)),
)

#: Fields that say what a rule set is rather than how it scores.
DESCRIPTIVE_FIELDS: tuple[str, ...] = ("name", "description", "source")


# ------------------------------------------------------------------------------ checking


def _quoted(values: tuple[object, ...]) -> str:
    words = [f'"{v}"' if isinstance(v, str) else str(v) for v in values]
    return ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else words[0]


def _shown(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        # JSON quoting keeps a line break or a quote in the text on one line.
        return json.dumps(value) if len(value) <= 40 else f"text of {len(value)} characters"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_shown(item) for item in value) + "]"
    if isinstance(value, dict):
        return "an object"
    return str(value)


def _bounds(name: str) -> tuple[int | None, int | None]:
    """The ge/le (or min/max length) constraints pydantic holds for field ``name``."""
    low = high = None
    for constraint in RuleSet.model_fields[name].metadata:
        low = getattr(constraint, "ge", getattr(constraint, "min_length", low))
        high = getattr(constraint, "le", getattr(constraint, "max_length", high))
    return low, high


def allowed_rule_values(name: str) -> str:
    """What field ``name`` accepts, in words (for messages and the documentation)."""
    annotation = RuleSet.model_fields[name].annotation
    low, high = _bounds(name)
    args = get_args(annotation)
    if annotation is bool:
        return "true or false"
    if annotation is str:
        return f"text of {low or 0} to {high} characters"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return _quoted(tuple(member.value for member in annotation))
    if get_origin(annotation) is Literal:
        return _quoted(args)
    if name == "target_options":
        return f"a list of at least one integer 1..{MAX_TARGET}"
    if get_origin(annotation) in (Union, types.UnionType):
        return f"an integer {low}..{high}, or null"
    return f"an integer {low}..{high}"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _value_problem(name: str, value: object) -> str | None:
    """``"type"`` or ``"range"`` if ``value`` is not one field ``name`` takes, else None."""
    annotation = RuleSet.model_fields[name].annotation
    low, high = _bounds(name)
    if annotation is bool:
        return None if isinstance(value, bool) else "type"
    if annotation is str:
        if not isinstance(value, str):
            return "type"
        # Control, bidi and zero-width characters drive or disguise a terminal; lone surrogates
        # cannot be saved as UTF-8.
        if first_refused(value, line_breaks=name == "description") is not None:
            return "text"
        return None if (low or 0) <= len(value) <= (high or len(value)) else "range"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        if not isinstance(value, str):
            return "type"
        return None if value in {member.value for member in annotation} else "range"
    if get_origin(annotation) is Literal:
        if not _is_int(value):
            return "type"
        return None if value in get_args(annotation) else "range"
    if name == "target_options":
        if not isinstance(value, (list, tuple)) or not all(_is_int(v) for v in value):
            return "type"
        # Rule 5 of docs/scoring.md §5.1 (empty or not positive) is this range check.
        return None if value and all(1 <= v <= MAX_TARGET for v in value) else "range"
    if value is None and get_origin(annotation) in (Union, types.UnionType):
        return None
    if not _is_int(value):
        return "type"
    assert isinstance(value, int) and low is not None and high is not None
    return None if low <= value <= high else "range"


def check_rule_value(name: str, value: object) -> None:
    """Raise InvalidRulesError if ``value`` is outside field ``name``'s type or range."""
    problem = _value_problem(name, value)
    if problem is not None:
        allowed = allowed_rule_values(name)
        if problem == "text":
            assert isinstance(value, str)
            char = first_refused(value, line_breaks=name == "description")
            assert char is not None
            got = f"text holding {describe_char(char)}"
        else:
            got = _shown(value)
        raise InvalidRulesError(
            name, problem, f"got {got}; allowed: {allowed}", {"value": value, "allowed": allowed}
        )


def _unknown_field(key: str) -> InvalidRulesError:
    close = difflib.get_close_matches(key, [*RuleSet.model_fields, "preset"], n=1)
    hint = f"did you mean {close[0]}?" if close else "the rules are listed in the README"
    return InvalidRulesError(key, "unknown_field", f"not a rule; {hint}", {"suggestion": close})


def rule_conflicts(rules: RuleSet | Mapping[str, Any]) -> list[InvalidRulesError]:
    """The combinations of docs/scoring.md §5.1 (rules 1 to 15, in order) that ``rules`` break.

    ``rules`` is a RuleSet or a mapping of every field to a value of the right type (an enum
    member or its text): what an editor holds before it makes a RuleSet of it.
    """
    r: Mapping[str, Any] = dict(rules) if isinstance(rules, RuleSet) else rules
    found: list[InvalidRulesError] = []

    def refuse(field: str, code: str, message: str, **params: object) -> None:
        found.append(InvalidRulesError(field, code, message, params))

    min_bid, max_bid, step = r["min_bid"], r["max_bid"], r["bid_step"]
    if min_bid > max_bid:
        refuse(
            "min_bid",
            "min_above_max",
            f"{min_bid} is above max_bid {max_bid}; allowed: at most max_bid",
            max_bid=max_bid,
        )
    elif (max_bid - min_bid) % step:
        refuse(
            "max_bid",
            "ladder",
            f"{max_bid} is not min_bid {min_bid} plus whole steps of {step}; "
            f"allowed: {min_bid}, {min_bid + step}, {min_bid + 2 * step}...",
            min_bid=min_bid,
            bid_step=step,
        )
    for field in ("min_bid", "lowest_bid_needs"):
        if r[field] > CARD_POINTS_TOTAL:
            refuse(
                field,
                "above_card_points",
                f"{r[field]} is more than the {CARD_POINTS_TOTAL} card points; "
                f"allowed: at most {CARD_POINTS_TOTAL}",
            )
    if r["surcoinche_multiplier"] < r["coinche_multiplier"]:
        refuse(
            "surcoinche_multiplier",
            "surcoinche_below_coinche",
            f"{r['surcoinche_multiplier']} is below coinche_multiplier "
            f"{r['coinche_multiplier']}; allowed: at least coinche_multiplier",
            coinche_multiplier=r["coinche_multiplier"],
        )
    if r["defence_tie"] != DefenceTie.FAILS and not r["must_beat_defence"]:
        refuse(
            "defence_tie",
            "tie_needs_must_beat",
            f'"{r["defence_tie"]}" needs must_beat_defence; allowed without it: "fails"',
        )
    opening = r["opening_bid"]
    if opening is not None and opening >= min_bid:
        refuse(
            "opening_bid",
            "opening_not_below_min",
            f"{opening} is not below min_bid {min_bid}; allowed: below min_bid, or null",
            min_bid=min_bid,
        )
    scoring = r["coinche_scoring"]
    if r["scale"] == Scale.BID_ONLY:
        if scoring != CoincheScoring.MULTIPLY_BID:
            refuse(
                "coinche_scoring",
                "bid_only_coinche",
                'the bid is all a coinche can multiply when scale is "bid_only"; '
                'allowed: "multiply_bid"',
            )
        if r["announces"]:
            refuse(
                "announces",
                "bid_only_announces",
                'announces are not scored when scale is "bid_only"; allowed: false',
            )
        if r["defence_tie"] == DefenceTie.LITIGE:
            refuse(
                "defence_tie",
                "bid_only_litige",
                'there is no litige when scale is "bid_only"; allowed: "fails" or "made"',
            )
    if r["scale"] == Scale.POINTS_ONLY and scoring == CoincheScoring.MULTIPLY_BID:
        refuse(
            "coinche_scoring",
            "points_only_coinche",
            'with scale "points_only" the bid is not scored, so "multiply_bid" would make a '
            'coinche change nothing; allowed: "winner_takes_all", "whole_score" or '
            '"multiply_winner_line"',
        )
    if scoring != CoincheScoring.WINNER_TAKES_ALL:
        wta_only = next(
            (f for f in ("coinche_base", "surcoinche_base", "coinche_capot_bonus") if r[f]), None
        )
        if wta_only is not None:
            none = "0" if wta_only == "coinche_capot_bonus" else "null"
            refuse(
                wta_only,
                "needs_winner_takes_all",
                f'applies only when coinche_scoring is "winner_takes_all"; allowed: {none}',
            )
    else:
        coinche_base = r["failure_points"] if r["coinche_base"] is None else r["coinche_base"]
        surcoinche_base = r["surcoinche_base"]
        if surcoinche_base is not None and surcoinche_base < coinche_base:
            refuse(
                "surcoinche_base",
                "surcoinche_base_below",
                f"{surcoinche_base} is below the coinche base {coinche_base}; "
                f"allowed: at least {coinche_base}, or null",
                coinche_base=coinche_base,
            )
    if not r["coinche_multiplies_bid"] and scoring == CoincheScoring.MULTIPLY_BID:
        refuse(
            "coinche_multiplies_bid",
            "needs_coinche_mode",
            'false means nothing when coinche_scoring is "multiply_bid"; allowed: true',
        )
    if (
        r["coinche_multiplies_belote"]
        and scoring == CoincheScoring.MULTIPLY_BID
        and r["scale"] != Scale.BID_ONLY
    ):
        refuse(
            "coinche_multiplies_belote",
            "needs_coinche_mode",
            'true needs a coinche_scoring other than "multiply_bid" (or scale "bid_only"); '
            "allowed: false",
        )
    if r["rounding"] == Rounding.NONE:
        if r["success_on_rounded"]:
            refuse(
                "success_on_rounded",
                "needs_rounding",
                'true needs a rounding other than "none"; allowed: false',
            )
        if r["rounding_scope"] != RoundingScope.DEAL:
            refuse(
                "rounding_scope",
                "needs_rounding",
                f'"{r["rounding_scope"]}" needs a rounding other than "none"; allowed: "deal"',
            )
    return found


def rule_field_problems(data: Mapping[str, Any]) -> list[InvalidRulesError]:
    """Each unknown key, then each value outside its field's type or range, in the order of
    docs/scoring.md §5.1."""
    found = [_unknown_field(str(key)) for key in data if key not in RuleSet.model_fields]
    for name in RuleSet.model_fields:
        if name in data:
            try:
                check_rule_value(name, data[name])
            except InvalidRulesError as error:
                found.append(error)
    return found


def rules_from_mapping(
    data: Mapping[str, Any], lookup: Callable[[str], RuleSet | None] | None = None
) -> RuleSet:
    """A rule set from ``data``, or the first InvalidRulesError in the order of docs/scoring.md
    §5.1.

    ``data`` holds rule fields with JSON values (or enum members and tuples); a ``"preset"``
    key starts from that preset (or from what ``lookup`` finds for a name that is no preset),
    otherwise the fields start from their defaults.  Starting from a preset and changing a
    field gives the name ``custom`` unless ``data`` sets ``name``.
    """
    fields = dict(data)
    start: dict[str, Any] = {}
    if "preset" in fields:
        base_name = fields.pop("preset")
        if not isinstance(base_name, str):
            raise InvalidRulesError(
                "preset", "type", f"got {_shown(base_name)}; allowed: a preset name"
            )
        start = dict(find_rules(base_name, lookup))
        if fields:
            start["name"] = CUSTOM
    problems = rule_field_problems(fields)
    if problems:
        raise problems[0]
    values = {**start, **fields}
    candidate = {**dict(RuleSet()), **values}
    conflicts = rule_conflicts(candidate)
    if conflicts:
        raise conflicts[0]
    return RuleSet.model_validate(values)


def find_rules(name: str, lookup: Callable[[str], RuleSet | None] | None = None) -> RuleSet:
    """The preset ``name``, else what ``lookup`` finds (saved rules), else UnknownPresetError."""
    if name in PRESETS:
        return PRESETS[name]
    found = lookup(name) if lookup is not None else None
    if found is None:
        raise _unknown_preset(name)
    return found


# ------------------------------------------------------------------------------ presets

CLASSIC = RuleSet(
    name="classic",
    description="Pagat's La Coinche: 80 needs 82, coinche doubles the bid only, "
    "capot 500 flat, rounded to 10.",
    source="Pagat, La Coinche (pagat.com)",
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
    source="Trickster Cards, Coinche (trickstercards.com)",
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
    source="BelotePoint, Règles de la Coinche : Enchères, Contrats et Comptage des Points",
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
    description="FFB 2015 coinche: beat the defence (a tie is a litige), a coinche multiplies "
    "the whole score and the belote, a capot takes the defence's announces, announces count, "
    "a belote alone cannot win a lost deal's match, rounded to 10.",
    source="FFB, Règles de la belote coinchée, 2015 (ffbelote.org)",
    default_target=2000,
    target_options=(1000, 1500, 2000, 3000),
    tie_break=TieBreak.PLAY_ON,
    direction=Direction.ANTICLOCKWISE,
    max_bid=180,
    no_trump=True,
    all_trump=True,
    announces=True,
    carre_neuf_value=150,
    no_trump_carre_values=True,
    bid_counts_announces=True,
    bid_counts_all_tricks_points=True,
    must_beat_defence=True,
    defence_tie=DefenceTie.LITIGE,
    all_tricks_points=252,
    failed_announces_to_defence=True,
    capot_takes_defence_announces=True,
    coinche_scoring=CoincheScoring.WHOLE_SCORE,
    coinche_multiplies_belote=True,
    rounding=Rounding.NEAREST_10,
    belote_cannot_end_match=True,
)

FFB_CONTREE = RuleSet(
    name="ffb_contree",
    description="FFB 2016 contrée: reach the bid, no announces, a coinche multiplies the "
    "whole score but not the belote, the belote is lost when the taker fails, capot 252, "
    "rounded to 10.",
    source="FFB, Règles officielles de la belote contrée, 2016",
    default_target=2000,
    target_options=(1000, 1500, 2000, 3000),
    tie_break=TieBreak.PLAY_ON,
    max_bid=180,
    bid_counts_all_tricks_points=True,
    all_tricks_points=252,
    belote_scoring=BeloteScoring.TAKEN_ON_FAILURE,
    coinche_scoring=CoincheScoring.WHOLE_SCORE,
    rounding=Rounding.NEAREST_10,
    belote_cannot_end_match=True,
)

POINTS_FAITS = RuleSet(
    name="points_faits",
    description="Points faits: each side scores its card points, the bid itself is never "
    "scored; a failure gives 160, a coinche 320, a surcoinche 640, a capot bid 500.",
    source='FFB, La belote contrée (ffbelote.org), section A "points faits"; '
    "Règlement du tournoi international de belote contrée",
    default_target=1000,
    target_options=(500, 1000, 2000),
    tie_break=TieBreak.PLAY_ON,
    scale=Scale.POINTS_ONLY,
    belote_scoring=BeloteScoring.TAKEN_ON_FAILURE,
    capot_flat_score=500,
    coinche_scoring=CoincheScoring.WINNER_TAKES_ALL,
    coinche_base=320,
    surcoinche_base=640,
    coinche_capot_bonus=100,
    rounding=Rounding.NEAREST_10,
    belote_cannot_end_match=True,
)

POINTS_ANNONCES = RuleSet(
    name="points_annonces",
    description="Points annoncés: the side that wins the deal scores the bid (times the "
    "coinche), card points are never scored; no announces, the belote only helps make the bid.",
    source="ASCEE 2A, règlement des tournois de belote contrée; FFB, La belote contrée "
    '(ffbelote.org), section B "points annoncés"',
    default_target=1010,
    target_options=(510, 1010, 2010),
    tie_break=TieBreak.PLAY_ON,
    scale=Scale.BID_ONLY,
    belote_scoring=BeloteScoring.NEVER,
)

CANNES_2016 = RuleSet(
    name="cannes_2016",
    description="Cannes 2016 championship: failure 162 (252 if the defence took every trick), "
    "a coinche doubles and a surcoinche triples the bid for the winner alone, capot 270, "
    "rounded to 10 with 5 down, the last deal counted exactly.",
    source="Championnat de France de belote contrée, Festival International des Jeux, "
    "Cannes 2016, règlement",
    default_target=2001,
    target_options=(1001, 2001),
    tie_break=TieBreak.PLAY_ON,
    all_tricks_points=252,
    failure_points=162,
    defence_capot_points=252,
    belote_scoring=BeloteScoring.TAKEN_ON_FAILURE,
    capot_value=270,
    coinche_scoring=CoincheScoring.WINNER_TAKES_ALL,
    coinche_capot_bonus=90,
    surcoinche_multiplier=3,
    rounding=Rounding.NEAREST_10_5_DOWN,
    rounding_scope=RoundingScope.DEAL_EXCEPT_LAST,
)

PRESETS: dict[str, RuleSet] = {
    r.name: r
    for r in (
        CLASSIC,
        TRICKSTER,
        BELOTEPOINT,
        FFB,
        FFB_CONTREE,
        POINTS_FAITS,
        POINTS_ANNONCES,
        CANNES_2016,
    )
}


def _unknown_preset(name: str) -> UnknownPresetError:
    known = ", ".join(PRESETS)
    return UnknownPresetError(
        "",
        "unknown_preset",
        f"unknown rules preset {name!r} (known: {known})",
        {"name": name, "known": list(PRESETS)},
    )


def preset(name: str) -> RuleSet:
    """The preset called ``name``, or UnknownPresetError listing the known ones."""
    try:
        return PRESETS[name]
    except KeyError:
        raise _unknown_preset(name) from None
