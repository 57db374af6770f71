"""Score one deal under a RuleSet, and say why.

Pure: no I/O, no UI.  A deal stores only what was entered at the table; :func:`score_deal`
derives both teams' scores from it (docs/scoring.md §3, step by step) in plain integers and, when
someone reads it, a breakdown of structured lines from which a UI renders "160 + 2 × 100 = 360"
in any language.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, StrictBool, StrictInt, TypeAdapter, field_validator

from coinche_score.rules import CARD_POINTS_TOTAL as CARD_POINTS_TOTAL  # re-exported
from coinche_score.rules import (
    TEAM_SEATS,
    TEAMS,
    Announce,
    BeloteScoring,
    Coinche,
    CoincheScoring,
    DefenceTie,
    Rounding,
    RoundingScope,
    RuleSet,
    Scale,
    Team,
    Trump,
    other_team,
)

BELOTE_POINTS = 20
SlamContract = Literal["capot", "generale"]
Contract = StrictInt | SlamContract


class InvalidDealError(ValueError):
    """A deal the rules refuse: names the field and what is allowed."""

    def __init__(self, field: str, message: str, deal_number: int | None = None) -> None:
        self.field = field
        self.message = message
        self.deal_number = deal_number
        super().__init__(str(self))

    def __str__(self) -> str:
        prefix = f"deal {self.deal_number}: " if self.deal_number is not None else ""
        return f"{prefix}{self.field}: {self.message}"

    def numbered(self, deal_number: int) -> InvalidDealError:
        return InvalidDealError(self.field, self.message, deal_number)


class TeamBelote(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    A: StrictInt = 0
    B: StrictInt = 0

    def __getitem__(self, team: Team) -> int:
        return self.A if team == "A" else self.B


class TeamAnnounces(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    A: tuple[Announce, ...] = ()
    B: tuple[Announce, ...] = ()

    def __getitem__(self, team: Team) -> tuple[Announce, ...]:
        return self.A if team == "A" else self.B


#: The belotes and announces deals share, by (kind, A, B); bounded against hostile files.
_HELD: dict[tuple[object, ...], TeamBelote | TeamAnnounces] = {}
_HELD_KEPT = 1000


class Deal(BaseModel):
    """What was entered for one deal (docs/formats.md, "A deal"); ``taker=None`` is a
    thrown-in deal."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    # Not a field: the deal's line in a match file, made once (deal_lines); never compared or
    # copied, and a deal never changes.
    __slots__ = ("_json",)
    if TYPE_CHECKING:
        _json: str

    taker: Team | None
    contract: Contract | None = None
    trump: Trump | None = None
    coinche: Coinche = Coinche.NONE
    taker_points: StrictInt | None = None
    all_tricks: StrictBool = False
    belote: TeamBelote = TeamBelote()
    announces: TeamAnnounces = TeamAnnounces()
    #: The defence won all eight tricks (docs/scoring.md §1); taker_points 0 does not imply it.
    defence_all_tricks: StrictBool = False
    #: The team that committed a renonce and so loses the deal.
    renonce: Team | None = None
    #: The seat (0..3) of the player who made the winning bid, on the taking team; None when
    #: not recorded.  It never changes a score.
    bidder: StrictInt | None = None

    @field_validator("belote", "announces")
    @classmethod
    def _shared(cls, held: TeamBelote | TeamAnnounces) -> TeamBelote | TeamAnnounces:
        """Deals share equal belotes and announces (immutable): a match of 10,000 deals holds a
        few of each, not 20,000 more objects for the memory and for the garbage collector."""
        return _share(held)

    @property
    def thrown_in(self) -> bool:
        return self.taker is None

    @property
    def is_slam(self) -> bool:
        return self.contract in ("capot", "generale")


def _share(held: TeamBelote | TeamAnnounces) -> TeamBelote | TeamAnnounces:
    """The shared record equal to ``held`` (``held`` itself, kept, if there is none yet)."""
    key = (held.__class__, held.A, held.B)
    found = _HELD.get(key)
    if found is not None:
        return found
    if len(_HELD) < _HELD_KEPT:
        _HELD[key] = held
    return held


_set_attribute = object.__setattr__


def deal_lines(deals: Sequence[Deal]) -> list[str]:
    """Each deal as one line of JSON, its fields in their order but those at their default
    left out (readers fill them in again): ``{"taker": "A", "contract": 80, "trump": "hearts",
    "taker_points": 100}``, a thrown-in deal ``{"taker": null}``.

    A match is saved after every deal, and its deals written again each time: a deal's line is
    made once and kept on it, those of the deals not written yet made together (pydantic
    writes them in one call, which costs less than half as much as one call a deal).
    """
    try:
        return [deal._json for deal in deals]
    except AttributeError:
        pass
    new = [deal for deal in deals if not _has_line(deal)]
    # One object a line, separated by "},{" (no string of a deal holds a "{", "," or ":").
    text = _DEALS.dump_json(new, exclude_defaults=True).decode()[1:-1].replace("},{", "}\n{")
    for deal, line in zip(new, text.replace(":", ": ").replace(",", ", ").split("\n"), strict=True):
        _set_attribute(deal, "_json", line)
    return [deal._json for deal in deals]


_DEALS = TypeAdapter(list[Deal])
_line_of = vars(Deal)["_json"].__get__  # AttributeError for a deal whose line is not made


def _has_line(deal: Deal) -> bool:
    try:
        _line_of(deal)
    except AttributeError:
        return False
    return True


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
    ANNOUNCES_TAKEN = "announces_taken"  # the defence's announces, taken by a capot
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


NOBODY_BARRED: Mapping[Team, bool] = {"A": False, "B": False}
_BARRED: Mapping[Team, Mapping[Team, bool]] = {
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
    worked out only when someone reads :attr:`lines` (again at each reading: a screen or a
    report reads a deal's lines once or twice, a long match is scored thousands of times).
    """

    __slots__ = ()

    @property
    def lines(self) -> tuple[Line, ...]:
        """The terms of both teams' scores, in the order of docs/scoring.md §3."""
        if self.given_lines is not None:
            return self.given_lines
        deal, rules = self.deal, self.rules
        assert deal is not None and deal.taker is not None and rules is not None
        explained = _DealScorer(deal, deal.taker, rules).score(self.awarded).given_lines
        assert explained is not None
        return explained

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


# --------------------------------------------------------------------------- validation

TEAM_VALUES = '"A", "B" or null'
BIDDER_VALUES = 'a seat 0..3 of the taking team (0 or 2 for "A", 1 or 3 for "B"), or null'


def allowed_values(field: str, rules: RuleSet) -> str:
    """The values a deal field may take under ``rules``, in words, for error messages."""
    if field == "taker":
        return '"A", "B", or null for a thrown-in deal'
    if field == "contract":
        slams = [
            f'"{s}"'
            for s, on in (("capot", rules.capot_bid), ("generale", rules.generale_bid))
            if on
        ]
        opening = "" if rules.opening_bid is None else f"{rules.opening_bid}, then "
        ladder = f"{opening}{rules.min_bid}..{rules.max_bid} in steps of {rules.bid_step}"
        return ladder + "".join(f" or {s}" for s in slams)
    if field == "trump":
        return ", ".join(f'"{t.value}"' for t in rules.allowed_trumps())
    if field == "coinche":
        return ", ".join(f'"{c.value}"' for c in Coinche)
    if field == "taker_points":
        return f"an integer 0..{CARD_POINTS_TOTAL}"
    if field in ("all_tricks", "defence_all_tricks"):
        return "true or false"
    if field == "belote":
        return '{"A": 0 or 20, "B": 0 or 20}, one team at most'
    if field == "announces":
        if not rules.announces:
            return "none: announces are off in these rules"
        kinds = ", ".join(f'"{a.value}"' for a in Announce)
        return f'{{"A": [kinds], "B": [kinds]}} with kinds {kinds}; one team at most'
    if field == "renonce":
        return f"{TEAM_VALUES} (the team that committed it)"
    if field == "bidder":
        return BIDDER_VALUES
    return "no such field"


def _show(value: Any) -> str:
    try:
        return json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)


def _refuse(field: str, got: str, rules: RuleSet) -> InvalidDealError:
    return InvalidDealError(field, f"{got}; allowed: {allowed_values(field, rules)}")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _team_object(value: object, valid: Any) -> bool:
    """``value`` is an object of teams ("A", "B") to values for which ``valid`` holds."""
    return isinstance(value, dict) and all(
        team in TEAMS and valid(item) for team, item in value.items()
    )


_ANNOUNCE_KINDS = frozenset(a.value for a in Announce)
_CONTRACT_WORDS = ("capot", "generale")
# Worked out once: listing an enum's values, or a model's fields, costs more than a check.
_COINCHE_VALUES = tuple(c.value for c in Coinche)
_TRUMP_VALUES = tuple(t.value for t in Trump)
_DEAL_FIELDS = frozenset(Deal.model_fields)


def _type_problem(raw: dict[str, Any]) -> str | None:
    """The first field of ``raw`` whose JSON type is wrong, in the order of docs/scoring.md §5.2."""
    if "taker" not in raw or raw["taker"] not in ("A", "B", None):
        return "taker"
    if "coinche" in raw and raw["coinche"] not in _COINCHE_VALUES:
        return "coinche"
    for flag in ("all_tricks", "defence_all_tricks"):
        if flag in raw and not isinstance(raw[flag], bool):
            return flag
    if "belote" in raw and not _team_object(raw["belote"], _is_int):
        return "belote"
    if "announces" in raw and not _team_object(
        raw["announces"],
        lambda kinds: (
            isinstance(kinds, list)
            and all(isinstance(k, str) and k in _ANNOUNCE_KINDS for k in kinds)
        ),
    ):
        return "announces"
    if "renonce" in raw and raw["renonce"] not in ("A", "B", None):
        return "renonce"
    if raw.get("trump") is not None and raw["trump"] not in _TRUMP_VALUES:
        return "trump"
    if raw.get("taker_points") is not None and not _is_int(raw["taker_points"]):
        return "taker_points"
    contract = raw.get("contract")
    if contract is not None and not _is_int(contract) and contract not in _CONTRACT_WORDS:
        return "contract"
    if raw.get("bidder") is not None and not _is_int(raw["bidder"]):
        return "bidder"
    return None


def parse_deal(raw: Any, rules: RuleSet) -> Deal:
    """Validate a deal as entered (a JSON object) and check it against ``rules``."""
    if not isinstance(raw, dict):
        raise InvalidDealError("deal", "must be a JSON object")
    unknown = next((key for key in raw if key not in _DEAL_FIELDS), None)
    if unknown is not None:
        known = ", ".join(Deal.model_fields)
        raise InvalidDealError(str(unknown), f"unknown field; allowed fields: {known}")
    field = _type_problem(raw)
    if field is not None:
        got = "missing" if field not in raw else f"got {_show(raw[field])}"
        raise _refuse(field, got, rules)
    deal = Deal.model_validate(raw)
    check_deal(deal, rules)
    return deal


def check_deal(deal: Deal, rules: RuleSet) -> None:
    """Raise InvalidDealError if ``rules`` refuse ``deal`` (docs/scoring.md §5.2, in its order)."""
    if not _plan(rules).accepts(deal):
        _find_refusal(deal, rules)


def _find_refusal(deal: Deal, rules: RuleSet) -> None:
    """Raise the first refusal of ``deal``, field by field in the order of docs/scoring.md §5.2."""
    if deal.taker is None:
        _check_thrown_in(deal)
        return
    contract = deal.contract
    if contract is None:
        raise _refuse("contract", "missing", rules)
    if isinstance(contract, int):
        if not rules.is_numeric_bid(contract):
            raise _refuse("contract", f"got {contract}", rules)
    elif (contract == "capot" and not rules.capot_bid) or (
        contract == "generale" and not rules.generale_bid
    ):
        raise _refuse("contract", f'"{contract}" is not allowed by these rules', rules)
    if deal.trump is not None and deal.trump not in rules.allowed_trumps():
        raise _refuse("trump", f'"{deal.trump.value}" is not allowed by these rules', rules)
    if deal.is_slam and deal.coinche is not Coinche.NONE and not rules.capot_may_be_coinched:
        raise InvalidDealError(
            "coinche", f'a {contract} bid cannot be coinched in these rules; allowed: "none"'
        )
    points = deal.taker_points
    if points is None:
        if deal.renonce is None:
            raise _refuse("taker_points", "missing", rules)
    elif not 0 <= points <= CARD_POINTS_TOTAL:
        raise _refuse("taker_points", f"got {points}", rules)
    if deal.all_tricks and points != CARD_POINTS_TOTAL:
        raise InvalidDealError(
            "all_tricks", f"true needs taker_points {CARD_POINTS_TOTAL} (got {_show(points)})"
        )
    if deal.defence_all_tricks and (points != 0 or deal.all_tricks):
        raise InvalidDealError(
            "defence_all_tricks",
            f"true needs taker_points 0 and all_tricks false (got {_show(points)}, "
            f"{_show(deal.all_tricks)})",
        )
    if deal.renonce is not None and (deal.all_tricks or deal.defence_all_tricks):
        raise InvalidDealError(
            "renonce", "a renonce deal has all_tricks and defence_all_tricks false"
        )
    _check_belote(deal, rules)
    _check_announces(deal, rules)
    _check_bidder(deal, deal.taker)


#: A thrown-in deal names the first of these that is not neutral (docs/scoring.md §5.2).
_THROWN_IN_ORDER = (
    "contract",
    "trump",
    "coinche",
    "taker_points",
    "all_tricks",
    "defence_all_tricks",
    "belote",
    "announces",
    "renonce",
    "bidder",
)


def _check_thrown_in(deal: Deal) -> None:
    entered = deal.model_dump(exclude_defaults=True, exclude={"taker"})
    field = next((name for name in _THROWN_IN_ORDER if name in entered), None)
    if field is not None:
        raise InvalidDealError(
            field, 'a thrown-in deal (taker null) records nothing else; allowed: only "taker"'
        )


def _check_belote(deal: Deal, rules: RuleSet) -> None:
    belote = deal.belote
    if deal.trump is Trump.ALL_TRUMP:
        # Tout-atout: a belote in each suit, so up to four in all, held by either team.
        if (
            any(v < 0 or v % BELOTE_POINTS for v in (belote.A, belote.B))
            or belote.A + belote.B > 80
        ):
            raise InvalidDealError(
                "belote", "in tout-atout each team has a multiple of 20, at most 80 in all"
            )
        return
    if any(v not in (0, BELOTE_POINTS) for v in (belote.A, belote.B)):
        raise _refuse("belote", f'got {{"A": {belote.A}, "B": {belote.B}}}', rules)
    if belote.A and belote.B:
        raise _refuse("belote", "both teams cannot hold it", rules)
    if deal.trump is Trump.NO_TRUMP and (belote.A or belote.B):
        raise InvalidDealError("belote", "there is no belote in sans-atout; allowed: 0")


def _check_announces(deal: Deal, rules: RuleSet) -> None:
    announces = deal.announces
    if not (announces.A or announces.B):
        return
    if not rules.announces:
        raise InvalidDealError("announces", "announces are off in these rules; allowed: none")
    if announces.A and announces.B:
        raise _refuse("announces", "both teams cannot score announces", rules)


def _check_bidder(deal: Deal, taker: Team) -> None:
    bidder = deal.bidder
    if bidder is None or bidder in TEAM_SEATS[taker]:
        return
    if bidder not in range(4):
        raise InvalidDealError("bidder", f"got {_show(bidder)}; allowed: {BIDDER_VALUES}")
    seats = " or ".join(map(str, TEAM_SEATS[taker]))
    raise InvalidDealError(
        "bidder",
        f'seat {bidder} is not on the taking team "{taker}"; allowed: {seats}, or null',
    )


# ------------------------------------------------------------------------ per rule set


# What the lean scorer is asked to do with a deal.
_SCORE = 0  # score it: it was checked when it came in
_CHECK_AND_SCORE = 1
_CHECK = 2  # only check it: it gives THROWN_IN for an accepted deal, nothing scored


class _Plan:
    """A rule set and its lean scorer, made once per rule set."""

    __slots__ = ("rules", "score")

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.score = _lean_scorer(rules)

    def accepts(self, deal: Deal) -> bool:
        """Whether ``deal`` passes every check of :func:`_find_refusal` (which says why not)."""
        return self.score(deal, 0, _CHECK) is not None


# Enum members read once: reading one from its class costs more than a whole comparison.
_NO_COINCHE = Coinche.NONE
_SURCOINCHE = Coinche.SURCOINCHE
_NO_TRUMP = Trump.NO_TRUMP
_ALL_TRUMP = Trump.ALL_TRUMP
_MULTIPLY_BID = CoincheScoring.MULTIPLY_BID
_MULTIPLY_WINNER_LINE = CoincheScoring.MULTIPLY_WINNER_LINE
_WINNER_TAKES_ALL = CoincheScoring.WINNER_TAKES_ALL
_BELOTE_NEVER = BeloteScoring.NEVER
_BELOTE_TAKEN_ON_FAILURE = BeloteScoring.TAKEN_ON_FAILURE
_BELOTE_TO_DEAL_WINNER = BeloteScoring.DEAL_WINNER
_WINNER_TAKES_EVERYTHING = (CoincheScoring.WINNER_TAKES_ALL, CoincheScoring.WHOLE_SCORE)


_ONE_BELOTE = ((BELOTE_POINTS, 0), (0, BELOTE_POINTS))

#: By id() of the rule set, with the rule set itself: its id is not reused while it is here.
_PLANS: dict[int, _Plan] = {}
_PLANS_KEPT = 64


def _plan(rules: RuleSet) -> _Plan:
    plan = _PLANS.get(id(rules))
    if plan is not None and plan.rules is rules:
        return plan
    if len(_PLANS) >= _PLANS_KEPT:
        _PLANS.clear()  # rule sets made on the fly (a rules editor, tests): start again
    plan = _PLANS[id(rules)] = _Plan(rules)
    return plan


# ------------------------------------------------------------------------------ scoring


def score_deal(deal: Deal, rules: RuleSet, pending_litige: int = 0) -> DealScore:
    """Score ``deal`` under ``rules`` (docs/scoring.md §3).

    ``pending_litige`` is the litige held from earlier deals: it goes to the team that wins this
    deal, or grows if this deal is a litige too.  ``scores`` are rounded when the rules round
    each deal (``rounding_scope`` deal, deal_except_last) and exact when they round the totals.
    Raises InvalidDealError for a refused deal.
    """
    plan = _PLANS.get(id(rules))  # _plan(rules), without its call when it is known
    if plan is None or plan.rules is not rules:
        plan = _plan(rules)
    score = plan.score(deal, pending_litige, _CHECK_AND_SCORE)
    if score is None:
        _find_refusal(deal, rules)
        return score_checked_deal(deal, rules, pending_litige)
    return score


def score_checked_deal(deal: Deal, rules: RuleSet, pending_litige: int = 0) -> DealScore:
    """:func:`score_deal` of a deal already checked against ``rules`` (a deal is checked once,
    when it comes in)."""
    score = _plan(rules).score(deal, pending_litige, _SCORE)
    assert score is not None  # only a check refuses
    return score


#: A deal, the pending litige, what is asked: its score, None if the checks refuse it.
_LeanScorer = Callable[[Deal, int, int], "DealScore | None"]


def _lean_scorer(rules: RuleSet) -> _LeanScorer:
    """The lean scorer of ``rules``: :class:`_DealScorer`'s arithmetic in plain integers,
    without its lines (the steps of docs/scoring.md §3 for the winner and the loser of the
    deal), after the checks of :func:`_find_refusal` in one expression each.

    A closure: what it needs of the rule set is worked out once, into its free variables,
    cheaper to read on every deal than the rule set's fields and enums.  It gives None for a
    deal its checks refuse, for :func:`_find_refusal` to say why.
    """
    bids = rules.numeric_bids()
    slams = [s for s, on in (("capot", rules.capot_bid), ("generale", rules.generale_bid)) if on]
    contracts: frozenset[int | str] = frozenset((*bids, *slams))
    trumps = frozenset(rules.allowed_trumps())
    announces_on, slams_coinched = rules.announces, rules.capot_may_be_coinched
    multipliers = {coinche: rules.multiplier(coinche) for coinche in Coinche}
    needed_for = {bid: rules.points_needed(bid) for bid in bids}
    # A slam bid's (value V, flat score S or None).
    flat_of: dict[str, tuple[int, int | None]] = {
        "capot": (rules.capot_value, rules.capot_flat_score),
        "generale": (rules.generale_value, rules.generale_flat_score),
    }
    round_score = rules.round_score
    # What rounding to 10 adds before it drops the units: round_score without a call.
    rounding_up = 5 if rules.rounding is Rounding.NEAREST_10 else 4
    # Under rounding_scope total the match rounds the totals, not the deals.
    rounds_deals = (
        rules.rounding is not Rounding.NONE and rules.rounding_scope is not RoundingScope.TOTAL
    )
    points_only, bid_only = rules.scale is Scale.POINTS_ONLY, rules.scale is Scale.BID_ONLY
    no_trump_bid_multiplier = rules.no_trump_bid_multiplier
    capot_takes_defence_announces = rules.capot_takes_defence_announces
    all_tricks_points = rules.all_tricks_points
    bid_counts_all_tricks_points = rules.bid_counts_all_tricks_points
    success_on_rounded = rules.success_on_rounded
    bid_counts_belote, bid_counts_announces = rules.bid_counts_belote, rules.bid_counts_announces
    must_beat_defence = rules.must_beat_defence
    tie_made = rules.defence_tie is DefenceTie.MADE
    tie_litige = rules.defence_tie is DefenceTie.LITIGE
    failure_points, defence_capot_points = rules.failure_points, rules.defence_capot_points
    announces_to_defence = rules.failed_announces_to_defence
    flat_score_when_failed = rules.flat_score_when_failed
    multiplies_bid = rules.coinche_multiplies_bid
    multiplies_belote = rules.coinche_multiplies_belote
    coinche_scoring = rules.coinche_scoring
    coinche_base = rules.failure_points if rules.coinche_base is None else rules.coinche_base
    surcoinche_base = coinche_base if rules.surcoinche_base is None else rules.surcoinche_base
    coinche_capot_bonus = rules.coinche_capot_bonus
    whole_score_capot_base = rules.whole_score_capot_base
    belote_scoring = rules.belote_scoring
    belote_cannot_end_match = rules.belote_cannot_end_match
    keeps_belote = belote_scoring is not _BELOTE_NEVER
    value_of = rules.announce_value
    new = tuple.__new__  # the record without the Python call of its generated constructor

    def score(deal: Deal, pending: int, asked: int) -> DealScore | None:
        # The fields from the model's dict: each costs half what reading it as an attribute of
        # a pydantic model does.
        fields = deal.__dict__
        taker: Team | None = fields["taker"]
        contract: Contract | None = fields["contract"]
        trump: Trump | None = fields["trump"]
        points: int | None = fields["taker_points"]
        coinche: Coinche = fields["coinche"]
        renonce: Team | None = fields["renonce"]
        all_tricks: bool = fields["all_tricks"]
        defence_all_tricks: bool = fields["defence_all_tricks"]
        belote: TeamBelote = fields["belote"]
        announces: TeamAnnounces = fields["announces"]
        bidder: int | None = fields["bidder"]
        belote_a, belote_b = belote.A, belote.B
        announced = announces.A or announces.B
        if taker is None:
            if asked and (
                contract is not None
                or trump is not None
                or coinche is not _NO_COINCHE
                or points is not None
                or all_tricks
                or defence_all_tricks
                or belote_a
                or belote_b
                or announced
                or renonce is not None
                or bidder is not None
            ):
                return None
            return THROWN_IN
        slam = contract.__class__ is str
        if asked and (
            contract not in contracts
            or (trump is not None and trump not in trumps)
            or (coinche is not _NO_COINCHE and slam and not slams_coinched)
            or (renonce is None if points is None else not 0 <= points <= CARD_POINTS_TOTAL)
            or (all_tricks and points != CARD_POINTS_TOTAL)
            or (defence_all_tricks and (points != 0 or all_tricks))
            or (renonce is not None and (all_tricks or defence_all_tricks))
            or (
                (
                    belote_a < 0
                    or belote_b < 0
                    or belote_a % BELOTE_POINTS
                    or belote_b % BELOTE_POINTS
                    or belote_a + belote_b > 80
                )
                if trump is _ALL_TRUMP
                else (belote_a or belote_b)
                and ((belote_a, belote_b) not in _ONE_BELOTE or trump is _NO_TRUMP)
            )
            or (announced and (not announces_on or (announces.A and announces.B)))
            or (bidder is not None and bidder not in TEAM_SEATS[taker])
        ):
            return None
        if asked == _CHECK:
            return THROWN_IN  # accepted; nothing scored
        if points is None:
            points = 0  # absent only in a renonce deal, where it is unused
        if taker == "A":
            defence: Team = "B"
            taker_belote, defence_belote = belote_a, belote_b
        else:
            defence = "A"
            taker_belote, defence_belote = belote_b, belote_a
        taker_announces = defence_announces = 0
        if announced:
            taker_announces = sum(value_of(announce, trump) for announce in announces[taker])
            defence_announces = sum(value_of(announce, trump) for announce in announces[defence])
        flat: int | None = None
        bid = 0
        if slam:
            value, flat = flat_of[contract]  # type: ignore[index]
        else:
            bid = contract or 0  # type: ignore[assignment]  # a checked deal has a contract
            if points_only:
                value = 0
            elif trump is _NO_TRUMP:
                value = bid * no_trump_bid_multiplier
            else:
                value = bid
        m = multipliers[coinche]
        needed: int | None = None
        taker_counted = defence_counted = 0
        made = (
            False  # the bid made; a renonce deal is lost by the offender, neither made nor failed
        )
        litige = False
        if renonce is not None:  # step 2
            winner: Team = "B" if renonce == "A" else "A"
        else:
            if all_tricks and capot_takes_defence_announces:  # step 3
                taker_announces += defence_announces
                defence_announces = 0
            if slam:  # step 4: a capot or générale bid
                made = all_tricks
            else:
                if all_tricks and bid_counts_all_tricks_points:
                    taker_counted = all_tricks_points
                else:
                    taker_counted = points
                defence_counted = CARD_POINTS_TOTAL - points
                if success_on_rounded:
                    taker_counted = round_score(taker_counted)
                    defence_counted = round_score(defence_counted)
                if bid_counts_belote:
                    taker_counted += taker_belote
                    defence_counted += defence_belote
                if bid_counts_announces:
                    taker_counted += taker_announces
                    defence_counted += defence_announces
                needed = needed_for[bid]
                reaches = taker_counted >= needed
                if not must_beat_defence or taker_counted > defence_counted:
                    made = reaches
                elif taker_counted < defence_counted:
                    made = False
                elif tie_made:
                    made = reaches
                else:
                    litige = tie_litige and reaches
            winner = taker if made else defence
        held = awarded = 0
        barred = NOBODY_BARRED
        if litige:
            # The defence scores its own points, the taker its belote; T + At is held.
            taker_won = taker_belote * keeps_belote
            defence_won = (
                CARD_POINTS_TOTAL - points + defence_announces + defence_belote * keeps_belote
            )
            held = points + taker_announces
            won_by: Team | None = None
            outcome: bool | None = None
        else:
            if winner == taker:
                winner_announces, loser_announces = taker_announces, defence_announces
                winner_belote, loser_belote = taker_belote, defence_belote
            else:
                winner_announces, loser_announces = defence_announces, taker_announces
                winner_belote, loser_belote = defence_belote, taker_belote
            # Steps 5-6: what the winner and the loser score.
            if made:
                base = all_tricks_points if all_tricks else points
                lost = CARD_POINTS_TOTAL - points + loser_announces
            else:
                base = failure_points
                if renonce is None and defence_all_tricks and defence_capot_points is not None:
                    base = defence_capot_points
                if renonce is not None or announces_to_defence:
                    winner_announces, loser_announces = winner_announces + loser_announces, 0
                lost = loser_announces
                if not flat_score_when_failed:
                    flat = None
            k = m if multiplies_bid else 1
            if bid_only:  # a)
                won = value * m if flat is None else flat * m
                lost = 0
            elif m == 1 or coinche_scoring is _MULTIPLY_BID:  # b)
                won = (base + value * m if flat is None else flat * m) + winner_announces
            elif coinche_scoring is _MULTIPLY_WINNER_LINE:  # c)
                won = (base * m + value * k if flat is None else flat * m) + winner_announces * m
            elif coinche_scoring is _WINNER_TAKES_ALL:  # d)
                lost = 0
                if flat is None:
                    won = surcoinche_base if coinche is _SURCOINCHE else coinche_base
                    took_all = all_tricks if made else defence_all_tricks
                    if took_all and renonce is None:
                        won += coinche_capot_bonus
                    won += value * k
                else:
                    won = flat * m
                won += winner_announces + loser_announces
            else:  # e) whole score
                lost = 0
                if flat is None:
                    if made:
                        base = whole_score_capot_base if all_tricks else failure_points
                    won = base * m + value * k
                else:
                    won = flat * m
                won += (winner_announces + loser_announces) * m
            # Step 7: the belote.
            if winner_belote or loser_belote or belote_cannot_end_match:
                shut_out = (
                    not made
                    or bid_only
                    or all_tricks
                    or (m > 1 and coinche_scoring in _WINNER_TAKES_EVERYTHING)
                )
                if keeps_belote and (winner_belote or loser_belote):
                    if (belote_scoring is _BELOTE_TAKEN_ON_FAILURE and not made) or (
                        belote_scoring is _BELOTE_TO_DEAL_WINNER and shut_out
                    ):
                        winner_belote, loser_belote = winner_belote + loser_belote, 0
                    won += winner_belote * (m if m > 1 and multiplies_belote else 1)
                    lost += loser_belote
                if shut_out and belote_cannot_end_match:
                    barred = _BARRED["B" if winner == "A" else "A"]
            won += pending  # step 8
            awarded = pending
            won_by = winner
            outcome = winner == taker
            taker_won, defence_won = (won, lost) if outcome else (lost, won)
        # Step 9: the deal's score, rounded if the rules round each deal.
        a, b = (taker_won, defence_won) if taker == "A" else (defence_won, taker_won)
        exact: dict[Team, int] = {"A": a, "B": b}
        scores = exact
        if rounds_deals:  # round_score, without two calls
            scores = {"A": (a + rounding_up) // 10 * 10, "B": (b + rounding_up) // 10 * 10}
        return new(
            DealScore,
            (
                scores,
                exact,
                outcome,
                litige,
                won_by,
                m,
                needed,
                taker_counted,
                defence_counted,
                held,
                awarded,
                barred,
                None,
                deal,
                rules,
            ),
        )

    return score


class _Outcome(StrEnum):
    MADE = "made"
    FAILED = "failed"
    RENONCE = "renonce"


class _DealScorer:
    """The arithmetic of one (valid, not thrown-in) deal term by term, in the steps of
    docs/scoring.md §3: the breakdown of :attr:`DealScore.lines`, whose sums
    :func:`_lean_scorer` works out without the terms."""

    def __init__(self, deal: Deal, taker: Team, rules: RuleSet) -> None:
        self.deal = deal
        self.rules = rules
        self.taker = taker
        self.defence = other_team(taker)
        assert deal.contract is not None
        points = deal.taker_points or 0  # absent only in a renonce deal, where it is unused
        self.card_points: dict[Team, int] = {
            taker: points,
            self.defence: CARD_POINTS_TOTAL - points,
        }
        self.belote: dict[Team, int] = {"A": deal.belote.A, "B": deal.belote.B}
        trump = deal.trump
        self.announces: dict[Team, int] = {"A": 0, "B": 0}
        if deal.announces.A or deal.announces.B:
            for team in TEAMS:
                for announce in deal.announces[team]:
                    self.announces[team] += rules.announce_value(announce, trump)
        contract = deal.contract
        self.flat: int | None = None
        if contract == "capot":
            self.value = rules.capot_value
            self.flat = rules.capot_flat_score
            self.flat_key = LineKey.CAPOT
        elif contract == "generale":
            self.value = rules.generale_value
            self.flat = rules.generale_flat_score
            self.flat_key = LineKey.GENERALE
        else:
            assert isinstance(contract, int)
            if rules.scale is Scale.POINTS_ONLY:
                self.value = 0
            elif trump is Trump.NO_TRUMP:
                self.value = contract * rules.no_trump_bid_multiplier
            else:
                self.value = contract
        self.multiplier = rules.multiplier(deal.coinche)
        #: The defence's announces a capot took (step 3): shown as their own line.
        self.taken_announces = 0
        self.lines: list[Line] = []

    def add(self, team: Team, key: LineKey, base: int, factor: int = 1) -> None:
        if base:
            self.lines.append(Line(team, key, base * factor, base, factor))

    def add_announces(self, team: Team, amount: int, factor: int = 1) -> None:
        if not amount:
            return
        taken = self.taken_announces if team == self.taker else 0
        self.add(team, LineKey.ANNOUNCES, amount - taken, factor)
        self.add(team, LineKey.ANNOUNCES_TAKEN, taken, factor)

    # ---------------------------------------------------------------- steps 2-4
    def score(self, pending_litige: int) -> DealScore:
        deal, rules, taker, defence = self.deal, self.rules, self.taker, self.defence
        announces = self.announces
        needed: int | None = None
        taker_counted = defence_counted = 0
        if deal.renonce is not None:  # step 2
            winner = other_team(deal.renonce)
            outcome = _Outcome.RENONCE
        else:
            if rules.capot_takes_defence_announces and deal.all_tricks:  # step 3
                self.taken_announces = announces[defence]
                announces[taker] += announces[defence]
                announces[defence] = 0
            if isinstance(deal.contract, str):  # step 4: a capot or générale bid
                made = deal.all_tricks
            else:
                assert isinstance(deal.contract, int)
                taker_counted, defence_counted = self.counted()
                needed = rules.points_needed(deal.contract)
                reaches = taker_counted >= needed
                if not rules.must_beat_defence or taker_counted > defence_counted:
                    made = reaches
                elif taker_counted < defence_counted:
                    made = False
                elif rules.defence_tie is DefenceTie.MADE:
                    made = reaches
                elif rules.defence_tie is DefenceTie.LITIGE and reaches:
                    return self.score_litige(needed, taker_counted, defence_counted)
                else:
                    made = False
            winner = taker if made else defence
            outcome = _Outcome.MADE if made else _Outcome.FAILED
        loser = other_team(winner)
        self.score_lines(outcome, winner, loser)
        shut_out = self.score_belote(outcome, winner, loser)
        if pending_litige:  # step 8
            self.lines.append(Line(winner, LineKey.LITIGE_AWARDED, pending_litige, pending_litige))
        barred = _BARRED[loser] if rules.belote_cannot_end_match and shut_out else NOBODY_BARRED
        return self.result(
            made=winner == taker,
            winner=winner,
            needed=needed,
            counted=(taker_counted, defence_counted),
            awarded=pending_litige,
            barred=barred,
        )

    def counted(self) -> tuple[int, int]:
        """What counts towards the bid for the taker and for the defence (step 4)."""
        deal, rules, taker, defence = self.deal, self.rules, self.taker, self.defence
        taker_points = self.card_points[taker]
        if deal.all_tricks and rules.bid_counts_all_tricks_points:
            taker_points = rules.all_tricks_points
        defence_points = self.card_points[defence]
        if rules.success_on_rounded:
            taker_points = rules.round_score(taker_points)
            defence_points = rules.round_score(defence_points)
        belote, announces = self.belote, self.announces
        if rules.bid_counts_belote:
            taker_points += belote[taker]
            defence_points += belote[defence]
        if rules.bid_counts_announces:
            taker_points += announces[taker]
            defence_points += announces[defence]
        return taker_points, defence_points

    def score_litige(self, needed: int, taker_counted: int, defence_counted: int) -> DealScore:
        """The defence scores its own points; the taker its belote; T + At is held."""
        taker, defence = self.taker, self.defence
        keeps_belote = self.rules.belote_scoring is not BeloteScoring.NEVER
        self.add(defence, LineKey.CARD_POINTS, self.card_points[defence])
        self.add(defence, LineKey.ANNOUNCES, self.announces[defence])
        self.add(defence, LineKey.BELOTE, self.belote[defence] * keeps_belote)
        self.add(taker, LineKey.BELOTE, self.belote[taker] * keeps_belote)
        held = self.card_points[taker] + self.announces[taker]
        self.lines.append(Line(taker, LineKey.LITIGE_HELD, 0, held))
        return self.result(
            made=None,
            winner=None,
            needed=needed,
            counted=(taker_counted, defence_counted),
            held=held,
        )

    # ---------------------------------------------------------------- steps 5-6
    def score_lines(self, outcome: _Outcome, winner: Team, loser: Team) -> None:
        deal, rules, m, value = self.deal, self.rules, self.multiplier, self.value
        announces, taker = self.announces, self.taker
        base_key = LineKey.CARD_POINTS
        if outcome is _Outcome.MADE:
            base = self.card_points[taker]
            if deal.all_tricks:
                base, base_key = rules.all_tricks_points, LineKey.ALL_TRICKS
            winner_announces = announces[taker]
            loser_lines = [(LineKey.CARD_POINTS, self.card_points[loser])]
            loser_announces = announces[loser]
            flat = self.flat
        else:
            if outcome is _Outcome.RENONCE:
                base, base_key = rules.failure_points, LineKey.RENONCE
                winner_announces, loser_announces = announces[winner] + announces[loser], 0
            else:
                base, base_key = rules.failure_points, LineKey.FAILED_CONTRACT
                if deal.defence_all_tricks and rules.defence_capot_points is not None:
                    base, base_key = rules.defence_capot_points, LineKey.DEFENCE_CAPOT
                if rules.failed_announces_to_defence:
                    winner_announces, loser_announces = announces[winner] + announces[loser], 0
                else:
                    winner_announces, loser_announces = announces[winner], announces[loser]
            loser_lines = []
            flat = self.flat if rules.flat_score_when_failed else None
        scoring = rules.coinche_scoring
        if m > 1:
            all_announces = announces["A"] + announces["B"]
            k = m if rules.coinche_multiplies_bid else 1

        if rules.scale is Scale.BID_ONLY:  # a)
            self.add_value(winner, flat, value, m)
            return
        if m == 1 or scoring is CoincheScoring.MULTIPLY_BID:  # b)
            if flat is None:
                self.add(winner, base_key, base)
            self.add_value(winner, flat, value, m)
            self.add_announces(winner, winner_announces)
        elif scoring is CoincheScoring.MULTIPLY_WINNER_LINE:  # c)
            if flat is None:
                self.add(winner, base_key, base, m)
            self.add_value(winner, flat, value, k, flat_factor=m)
            self.add_announces(winner, winner_announces, m)
        elif scoring is CoincheScoring.WINNER_TAKES_ALL:  # d)
            if flat is None:
                coinche_base = rules.failure_points
                if rules.coinche_base is not None:
                    coinche_base = rules.coinche_base
                if deal.coinche is Coinche.SURCOINCHE and rules.surcoinche_base is not None:
                    coinche_base = rules.surcoinche_base
                self.add(winner, LineKey.COINCHE_BASE, coinche_base)
                took_all = deal.all_tricks if outcome is _Outcome.MADE else deal.defence_all_tricks
                if took_all and outcome is not _Outcome.RENONCE:
                    self.add(winner, LineKey.COINCHE_CAPOT_BONUS, rules.coinche_capot_bonus)
            self.add_value(winner, flat, value, k, flat_factor=m)
            self.add_announces(winner, all_announces)
            return
        else:  # e) whole score
            if flat is None:
                whole_base = base
                if outcome is _Outcome.MADE:
                    whole_base = (
                        rules.whole_score_capot_base if deal.all_tricks else rules.failure_points
                    )
                self.add(winner, LineKey.COINCHE_BASE, whole_base, m)
            self.add_value(winner, flat, value, k, flat_factor=m)
            self.add_announces(winner, all_announces, m)
            return
        for key, points in loser_lines:
            self.add(loser, key, points)
        self.add(loser, LineKey.ANNOUNCES, loser_announces)

    def add_value(
        self, winner: Team, flat: int | None, value: int, factor: int, flat_factor: int = 0
    ) -> None:
        """The contract: V × factor, or a flat capot/générale S × m instead of base and V."""
        if flat is None:
            self.add(winner, LineKey.CONTRACT_VALUE, value, factor)
        else:
            self.add(winner, self.flat_key, flat, flat_factor or factor)

    # ---------------------------------------------------------------- step 7
    def score_belote(self, outcome: _Outcome, winner: Team, loser: Team) -> bool:
        """Credit the belote; True when the loser is shut out of this deal."""
        deal, rules, m = self.deal, self.rules, self.multiplier
        if not (self.belote["A"] or self.belote["B"] or rules.belote_cannot_end_match):
            return False  # nothing to credit, and nobody to bar
        shut_out = (
            outcome is not _Outcome.MADE
            or rules.scale is Scale.BID_ONLY
            or deal.all_tricks
            or (
                m > 1
                and rules.coinche_scoring
                in (CoincheScoring.WINNER_TAKES_ALL, CoincheScoring.WHOLE_SCORE)
            )
        )
        own = {winner: self.belote[winner], loser: self.belote[loser]}
        scoring = rules.belote_scoring
        if scoring is BeloteScoring.NEVER or not (own[winner] or own[loser]):
            return shut_out
        taken = 0
        if (scoring is BeloteScoring.TAKEN_ON_FAILURE and outcome is not _Outcome.MADE) or (
            scoring is BeloteScoring.DEAL_WINNER and shut_out
        ):
            taken, own[loser] = own[loser], 0
        factor = m if m > 1 and rules.coinche_multiplies_belote else 1
        self.add(winner, LineKey.BELOTE, own[winner], factor)
        self.add(winner, LineKey.BELOTE_TAKEN, taken, factor)
        self.add(loser, LineKey.BELOTE, own[loser])
        return shut_out

    # ---------------------------------------------------------------- step 9
    def result(
        self,
        *,
        made: bool | None,
        winner: Team | None,
        needed: int | None,
        counted: tuple[int, int],
        held: int = 0,
        awarded: int = 0,
        barred: Mapping[Team, bool] = NOBODY_BARRED,
    ) -> DealScore:
        rules = self.rules
        exact: dict[Team, int] = {"A": 0, "B": 0}
        for line in self.lines:
            exact[line.team] += line.amount
        scores: dict[Team, int] = exact
        # Under rounding_scope total the match rounds the totals, not the deals.
        if rules.rounding is not Rounding.NONE and rules.rounding_scope is not RoundingScope.TOTAL:
            scores = {team: rules.round_score(exact[team]) for team in TEAMS}
            for team in TEAMS:
                self.add(team, LineKey.ROUNDING, scores[team] - exact[team])
        return DealScore(
            scores=scores,
            exact=exact,
            made=made,
            litige=made is None,
            winner=winner,
            multiplier=self.multiplier,
            needed=needed,
            taker_counted=counted[0],
            defence_counted=counted[1],
            held=held,
            awarded=awarded,
            barred=barred,
            given_lines=tuple(self.lines),
            deal=self.deal,
            rules=rules,
        )
