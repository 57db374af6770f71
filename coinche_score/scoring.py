"""Score one deal under a RuleSet, and say why.

Pure: no I/O, no UI.  A deal stores only what was entered at the table; :func:`score_deal`
derives both teams' scores from it and a breakdown of structured lines from which a UI renders
"160 + 2 × 100 = 360" in any language.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, StrictBool, StrictInt, ValidationError

from coinche_score.rules import (
    TEAMS,
    Announce,
    Coinche,
    CoincheScoring,
    DefenceTie,
    RuleSet,
    Team,
    Trump,
    other_team,
)

CARD_POINTS_TOTAL = 162
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


class Deal(BaseModel):
    """What was entered for one deal (RULES.md section 1); ``taker=None`` is a thrown-in deal."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    taker: Team | None
    contract: Contract | None = None
    trump: Trump | None = None
    coinche: Coinche = Coinche.NONE
    taker_points: StrictInt | None = None
    all_tricks: StrictBool = False
    belote: TeamBelote = TeamBelote()
    announces: TeamAnnounces = TeamAnnounces()
    #: The defence won all eight tricks (RULES.md 5.2); taker_points 0 does not imply it.
    defence_all_tricks: StrictBool = False
    #: The team that committed a renonce and so loses the deal.
    renonce: Team | None = None

    @property
    def thrown_in(self) -> bool:
        return self.taker is None

    @property
    def is_slam(self) -> bool:
        return self.contract in ("capot", "generale")


class LineKey(StrEnum):
    CARD_POINTS = "card_points"
    ALL_TRICKS = "all_tricks"  # card points counted as T' because every trick was taken
    CONTRACT_VALUE = "contract_value"
    FAILED_CONTRACT = "failed_contract"  # what the defence gets for a failed contract
    COINCHE_BASE = "coinche_base"  # the base a coinche winner takes (160, or capot base)
    CAPOT = "capot"  # a flat capot score
    BELOTE = "belote"
    ANNOUNCES = "announces"
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


@dataclass(frozen=True, slots=True)
class DealScore:
    scores: Mapping[Team, int]  # what the deal adds to each total (rounded if the rules round)
    exact: Mapping[Team, int]  # before rounding
    made: bool | None  # None for a thrown-in deal or a litige
    litige: bool
    winner: Team | None  # the team that won the deal: the taker if made, else the defence
    multiplier: int
    needed: int | None  # points the taker needed (None for capot/générale and thrown-in)
    taker_counted: int  # what counted towards the bid
    defence_counted: int
    held: int  # points this litige deal adds to the pending litige
    awarded: int  # pending litige points this deal gave its winner
    lines: tuple[Line, ...]

    def lines_for(self, team: Team) -> tuple[Line, ...]:
        return tuple(line for line in self.lines if line.team == team)


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
    lines=(),
)


# --------------------------------------------------------------------------- validation


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
    if field == "all_tricks":
        return "true or false"
    if field == "belote":
        return '{"A": 0 or 20, "B": 0 or 20}, one team at most'
    if field == "announces":
        if not rules.announces:
            return "none: announces are off in these rules"
        kinds = ", ".join(f'"{a.value}"' for a in Announce)
        return f'{{"A": [kinds], "B": [kinds]}} with kinds {kinds}; one team at most'
    return "no such field"


def parse_deal(raw: Any, rules: RuleSet) -> Deal:
    """Validate a deal as entered (a JSON object) and check it against ``rules``."""
    if not isinstance(raw, dict):
        raise InvalidDealError("deal", "must be a JSON object")
    try:
        deal = Deal.model_validate(raw)
    except ValidationError as error:
        first = error.errors()[0]
        field = str(first["loc"][0]) if first["loc"] else "deal"
        if first["type"] == "missing":
            raise InvalidDealError(
                field, f"missing; allowed: {allowed_values(field, rules)}"
            ) from None
        if first["type"] == "extra_forbidden" and len(first["loc"]) == 1:
            known = ", ".join(Deal.model_fields)
            raise InvalidDealError(field, f"unknown field; allowed fields: {known}") from None
        got = raw.get(field, None)
        raise InvalidDealError(
            field, f"got {_show(got)}; allowed: {allowed_values(field, rules)}"
        ) from None
    check_deal(deal, rules)
    return deal


def _show(value: Any) -> str:
    try:
        return json.dumps(value)
    except (TypeError, ValueError):
        return repr(value)


def _refuse(field: str, got: str, rules: RuleSet) -> InvalidDealError:
    return InvalidDealError(field, f"{got}; allowed: {allowed_values(field, rules)}")


def check_deal(deal: Deal, rules: RuleSet) -> None:
    """Raise InvalidDealError if ``rules`` refuse ``deal`` (RULES.md section 1)."""
    if deal.taker is None:
        _check_thrown_in(deal)
        return
    contract = deal.contract
    if contract is None:
        raise _refuse("contract", "missing", rules)
    if isinstance(contract, int):
        if contract not in rules.numeric_bids():
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
        raise _refuse("taker_points", "missing", rules)
    if not 0 <= points <= CARD_POINTS_TOTAL:
        raise _refuse("taker_points", f"got {points}", rules)
    if deal.all_tricks and points != CARD_POINTS_TOTAL:
        raise InvalidDealError(
            "all_tricks", f"true needs taker_points {CARD_POINTS_TOTAL} (got {points})"
        )
    _check_belote(deal, rules)
    _check_announces(deal, rules)


def _check_thrown_in(deal: Deal) -> None:
    entered = deal.model_dump(exclude_defaults=True, exclude={"taker"})
    if entered:
        field = next(iter(entered))
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


# ------------------------------------------------------------------------------ scoring


def score_deal(deal: Deal, rules: RuleSet, pending_litige: int = 0) -> DealScore:
    """Score ``deal`` under ``rules``.

    ``pending_litige`` is the litige held from earlier deals: it goes to the team that wins this
    deal, or grows if this deal is a litige too.  Raises InvalidDealError for a refused deal.
    """
    check_deal(deal, rules)
    taker = deal.taker
    if taker is None:
        return THROWN_IN
    return _DealScorer(deal, taker, rules).score(pending_litige)


class _DealScorer:
    """The arithmetic of one (valid, not thrown-in) deal."""

    def __init__(self, deal: Deal, taker: Team, rules: RuleSet) -> None:
        self.deal = deal
        self.rules = rules
        self.taker = taker
        self.defence = other_team(taker)
        assert deal.taker_points is not None and deal.contract is not None
        self.card_points: dict[Team, int] = {
            taker: deal.taker_points,
            self.defence: CARD_POINTS_TOTAL - deal.taker_points,
        }
        self.belote: dict[Team, int] = {team: deal.belote[team] for team in TEAMS}
        self.announces: dict[Team, int] = {
            team: sum(rules.announce_value(a) for a in deal.announces[team]) for team in TEAMS
        }
        contract = deal.contract
        if contract == "capot":
            self.value = rules.capot_value
        elif contract == "generale":
            self.value = rules.generale_value
        else:
            assert isinstance(contract, int)
            self.value = contract
        self.multiplier = rules.multiplier(deal.coinche)
        self.lines: list[Line] = []

    def counted(self, team: Team) -> int:
        rules = self.rules
        return (
            self.card_points[team]
            + self.belote[team] * rules.bid_counts_belote
            + self.announces[team] * rules.bid_counts_announces
        )

    def add(self, team: Team, key: LineKey, base: int, factor: int = 1) -> None:
        if base:
            self.lines.append(Line(team, key, base * factor, base, factor))

    def score(self, pending_litige: int) -> DealScore:
        deal, rules, taker, defence = self.deal, self.rules, self.taker, self.defence
        taker_counted, defence_counted = self.counted(taker), self.counted(defence)
        needed: int | None = None
        litige = False
        if deal.is_slam:
            made = deal.all_tricks
        else:
            needed = rules.points_needed(self.value)
            reaches = taker_counted >= needed
            if rules.must_beat_defence:
                litige = (
                    reaches
                    and taker_counted == defence_counted
                    and rules.defence_tie is DefenceTie.LITIGE
                )
                made = reaches and taker_counted > defence_counted
            else:
                made = reaches

        held = awarded = 0
        winner: Team | None = None
        if litige:
            held = self.score_litige()
        else:
            winner = taker if made else defence
            if self.multiplier > 1 and rules.coinche_scoring is not CoincheScoring.MULTIPLY_BID:
                self.score_coinche_takes_all(winner, made)
            elif made:
                self.score_made()
            else:
                self.score_failed()
            if pending_litige:
                awarded = pending_litige
                self.lines.append(Line(winner, LineKey.LITIGE_AWARDED, awarded, awarded))

        exact = {
            team: sum(line.amount for line in self.lines if line.team == team) for team in TEAMS
        }
        scores = {team: rules.round_score(exact[team]) for team in TEAMS}
        for team in TEAMS:
            self.add(team, LineKey.ROUNDING, scores[team] - exact[team])
        return DealScore(
            scores=scores,
            exact=exact,
            made=None if litige else made,
            litige=litige,
            winner=winner,
            multiplier=self.multiplier,
            needed=needed,
            taker_counted=taker_counted,
            defence_counted=defence_counted,
            held=held,
            awarded=awarded,
            lines=tuple(self.lines),
        )

    def add_own(self, team: Team, key: LineKey = LineKey.CARD_POINTS) -> None:
        """A team's own card points (or T' when it took every trick), belote and announces."""
        self.add(
            team,
            key,
            self.card_points[team] if key is LineKey.CARD_POINTS else self.rules.all_tricks_points,
        )
        self.add(team, LineKey.BELOTE, self.belote[team])
        self.add(team, LineKey.ANNOUNCES, self.announces[team])

    def score_made(self) -> None:
        taker, rules, m = self.taker, self.rules, self.multiplier
        if self.deal.contract == "capot" and rules.capot_flat_score is not None:
            self.add(taker, LineKey.CAPOT, rules.capot_flat_score, m)
            self.add(taker, LineKey.BELOTE, self.belote[taker])
            self.add(taker, LineKey.ANNOUNCES, self.announces[taker])
        else:
            self.add_own(taker, LineKey.ALL_TRICKS if self.deal.all_tricks else LineKey.CARD_POINTS)
            self.add(taker, LineKey.CONTRACT_VALUE, self.value, m)
        self.add_own(self.defence)

    def score_failed(self) -> None:
        taker, defence, rules, m = self.taker, self.defence, self.rules, self.multiplier
        if self.deal.contract == "capot" and rules.capot_flat_score is not None:
            self.add(defence, LineKey.CAPOT, rules.capot_flat_score, m)
        else:
            self.add(defence, LineKey.FAILED_CONTRACT, rules.failure_points)
            self.add(defence, LineKey.CONTRACT_VALUE, self.value, m)
        self.add(defence, LineKey.BELOTE, self.belote[defence])
        taker_announces_to = defence if rules.failed_announces_to_defence else taker
        if taker_announces_to == defence:
            self.add(defence, LineKey.ANNOUNCES, self.announces[defence] + self.announces[taker])
        else:
            self.add(defence, LineKey.ANNOUNCES, self.announces[defence])
            self.add(taker, LineKey.ANNOUNCES, self.announces[taker])
        self.add(taker, LineKey.BELOTE, self.belote[taker])

    def score_coinche_takes_all(self, winner: Team, made: bool) -> None:
        """Coinché under winner-takes-all or whole-score rules; belote stays with its holder."""
        rules, m = self.rules, self.multiplier
        all_announces = self.announces["A"] + self.announces["B"]
        if rules.coinche_scoring is CoincheScoring.WINNER_TAKES_ALL:
            self.add(winner, LineKey.COINCHE_BASE, rules.failure_points)
            self.add(winner, LineKey.CONTRACT_VALUE, self.value, m)
            self.add(winner, LineKey.ANNOUNCES, all_announces)
        else:
            capot_made = made and self.deal.all_tricks
            base = rules.whole_score_capot_base if capot_made else rules.failure_points
            self.add(winner, LineKey.COINCHE_BASE, base, m)
            self.add(winner, LineKey.CONTRACT_VALUE, self.value, m)
            self.add(winner, LineKey.ANNOUNCES, all_announces, m)
        for team in TEAMS:
            self.add(team, LineKey.BELOTE, self.belote[team])

    def score_litige(self) -> int:
        """A litige: the defence scores its own points, the taker's are held.  Returns them."""
        taker = self.taker
        self.add_own(self.defence)
        self.add(taker, LineKey.BELOTE, self.belote[taker])
        held = self.card_points[taker] + self.announces[taker]
        self.lines.append(Line(taker, LineKey.LITIGE_HELD, 0, held))
        return held
