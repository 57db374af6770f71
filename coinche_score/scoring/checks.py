"""Why a deal is refused: the checks of docs/scoring.md §5.2, field by field in its order,
each refusal naming its field and what is allowed.

The lean scorer (:mod:`coinche_score.scoring.lean`) runs the same checks in one expression
each and asks :func:`find_refusal` why only when they refuse; tests/test_lean_scorer.py holds
the two equal.  Pure: no I/O, no UI.
"""

from __future__ import annotations

import json
from typing import Any

from coinche_score.rules import (
    CARD_POINTS_TOTAL,
    TEAM_SEATS,
    TEAMS,
    Announce,
    Coinche,
    RuleSet,
    Team,
    Trump,
)
from coinche_score.scoring.deal import BELOTE_POINTS, Deal


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


def check_raw_deal(raw: Any, rules: RuleSet) -> None:
    """Refuse ``raw`` unless it is a JSON object of a deal's fields, each of its JSON type
    (docs/scoring.md §5.2, steps 1 and 2): what ``Deal.model_validate`` then takes."""
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


def find_refusal(deal: Deal, rules: RuleSet) -> None:
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
