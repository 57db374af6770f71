"""Why a deal is refused: the checks of docs/scoring.md §5.2, field by field in its order,
each refusal naming its field and what is allowed.

The lean scorer (:mod:`coinche_score.scoring.lean`) runs the same checks in one expression
each and asks :func:`find_refusal` why only when they refuse; tests/test_lean_scorer.py holds
the two equal.  Pure: no I/O, no UI.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from coinche_score.refusals import ENGLISH, Refusal, Words
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
from coinche_score.scoring.deal import AFTER_TAKER, BELOTE_POINTS, Deal
from coinche_score.text import key_shown, quoted, shorten


class DealCode(StrEnum):
    """Why a deal is refused (the catalogues' ``refusal.deal.<code>``)."""

    NOT_AN_OBJECT = "not_an_object"
    UNKNOWN_FIELD = "unknown_field"
    MISSING = "missing"
    WRONG_VALUE = "wrong_value"  # of the wrong type, or outside what the rules allow
    NOT_IN_RULES = "not_in_rules"  # a capot, générale or trump these rules do not offer
    SLAM_COINCHED = "slam_coinched"
    ALL_TRICKS_POINTS = "all_tricks_points"
    DEFENCE_ALL_TRICKS = "defence_all_tricks"
    RENONCE_ALL_TRICKS = "renonce_all_tricks"
    THROWN_IN = "thrown_in"
    BELOTE_ALL_TRUMP = "belote_all_trump"
    BELOTE_BOTH = "belote_both"
    BELOTE_NO_TRUMP = "belote_no_trump"
    ANNOUNCES_OFF = "announces_off"
    ANNOUNCES_BOTH = "announces_both"
    BIDDER_OTHER_TEAM = "bidder_other_team"


class InvalidDealError(Refusal, ValueError):
    """A deal the rules refuse: names the field and what is allowed, and the deal's number
    once it is known (:meth:`numbered`)."""

    layer = "deal"
    codes = DealCode

    def __init__(
        self, code: DealCode, field: str, /, *, deal_number: int | None = None, **params: Any
    ) -> None:
        super().__init__(code, field, **params)
        self.deal_number = deal_number

    code: DealCode

    def numbered(self, deal_number: int) -> InvalidDealError:
        return InvalidDealError(self.code, self.field, deal_number=deal_number, **self.params)

    def where(self, words: Words = ENGLISH) -> str:
        field = super().where(words)
        if self.deal_number is None:
            return field
        return words["refusal.deal.where"].format(number=self.deal_number) + field

    def word(self, name: str, params: Mapping[str, Any], words: Words) -> str:
        """``allowed``: what the field allows (only refusals that say it carry the rules'
        facts it needs)."""
        if name != "allowed" or self.field not in ALLOWED_FIELDS:
            raise KeyError(name)
        return _allowed(self.field, params, words)

    @property
    def message(self) -> str:
        """Why, in English, without the deal and the field."""
        return self.because()


#: The fields whose refusals may say what they allow (every field of a deal), worked out from
#: the rules (:func:`_facts`).
ALLOWED_FIELDS = frozenset(Deal.model_fields)


def _facts(field: str, rules: RuleSet) -> dict[str, Any]:
    """What ``rules`` allow in ``field``, for :func:`_allowed` to say in any language."""
    if field == "contract":
        slams = [
            s for s, on in (("capot", rules.capot_bid), ("generale", rules.generale_bid)) if on
        ]
        return {
            "opening": rules.opening_bid,
            "low": rules.min_bid,
            "high": rules.max_bid,
            "step": rules.bid_step,
            "slams": tuple(slams),
        }
    if field == "trump":
        return {"values": tuple(t.value for t in rules.allowed_trumps())}
    if field == "announces":
        return {"announces_on": rules.announces}
    return {}


def _allowed(field: str, facts: Mapping[str, Any], words: Words) -> str:
    """What ``field`` allows, in the language of ``words``."""
    key = f"refusal.deal.allowed.{field}"
    if field == "contract":
        opening = facts["opening"]
        return words[key].format(
            opening="" if opening is None else words[f"{key}.opening"].format(bid=opening),
            low=facts["low"],
            high=facts["high"],
            step=facts["step"],
            slams="".join(words[f"{key}.slam"].format(slam=slam) for slam in facts["slams"]),
        )
    if field in ("trump", "coinche"):
        values = facts.get("values", _COINCHE_VALUES)
        return words[key].format(values=", ".join(f'"{value}"' for value in values))
    if field == "announces":
        if not facts["announces_on"]:
            return words[f"{key}.off"]
        return words[key].format(kinds=", ".join(f'"{a.value}"' for a in Announce))
    if field in ("all_tricks", "defence_all_tricks"):
        key = "refusal.deal.allowed.flag"
    return words[key].format(total=CARD_POINTS_TOTAL)


def _show(value: Any) -> str:
    """A value refused, as JSON, cut: it may be a whole document."""
    try:
        return shorten(json.dumps(value))
    except (TypeError, ValueError):
        return quoted(value)


def _refuse(code: DealCode, field: str, rules: RuleSet, **params: Any) -> InvalidDealError:
    return InvalidDealError(code, field, **params, **_facts(field, rules))


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
        raise InvalidDealError(DealCode.NOT_AN_OBJECT, "deal")
    unknown = next((key for key in raw if key not in _DEAL_FIELDS), None)
    if unknown is not None:
        known = ", ".join(Deal.model_fields)
        raise InvalidDealError(DealCode.UNKNOWN_FIELD, key_shown(str(unknown)), fields=known)
    field = _type_problem(raw)
    if field is not None:
        if field not in raw:
            raise _refuse(DealCode.MISSING, field, rules)
        raise _refuse(DealCode.WRONG_VALUE, field, rules, got=_show(raw[field]))


def find_refusal(deal: Deal, rules: RuleSet) -> None:
    """Raise the first refusal of ``deal``, field by field in the order of docs/scoring.md §5.2."""
    if deal.taker is None:
        _check_thrown_in(deal)
        return
    contract = deal.contract
    if contract is None:
        raise _refuse(DealCode.MISSING, "contract", rules)
    if isinstance(contract, int):
        if not rules.is_numeric_bid(contract):
            raise _refuse(DealCode.WRONG_VALUE, "contract", rules, got=_show(contract))
    elif (contract == "capot" and not rules.capot_bid) or (
        contract == "generale" and not rules.generale_bid
    ):
        raise _refuse(DealCode.NOT_IN_RULES, "contract", rules, got=_show(contract))
    if deal.trump is not None and deal.trump not in rules.allowed_trumps():
        raise _refuse(DealCode.NOT_IN_RULES, "trump", rules, got=_show(deal.trump.value))
    if deal.is_slam and deal.coinche is not Coinche.NONE and not rules.capot_may_be_coinched:
        raise InvalidDealError(DealCode.SLAM_COINCHED, "coinche", contract=contract)
    points = deal.taker_points
    if points is None:
        if deal.renonce is None:
            raise _refuse(DealCode.MISSING, "taker_points", rules)
    elif not 0 <= points <= CARD_POINTS_TOTAL:
        raise _refuse(DealCode.WRONG_VALUE, "taker_points", rules, got=_show(points))
    if deal.all_tricks and points != CARD_POINTS_TOTAL:
        raise InvalidDealError(
            DealCode.ALL_TRICKS_POINTS, "all_tricks", total=CARD_POINTS_TOTAL, points=_show(points)
        )
    if deal.defence_all_tricks and (points != 0 or deal.all_tricks):
        raise InvalidDealError(
            DealCode.DEFENCE_ALL_TRICKS,
            "defence_all_tricks",
            points=_show(points),
            all_tricks=_show(deal.all_tricks),
        )
    if deal.renonce is not None and (deal.all_tricks or deal.defence_all_tricks):
        raise InvalidDealError(DealCode.RENONCE_ALL_TRICKS, "renonce")
    _check_belote(deal, rules)
    _check_announces(deal, rules)
    _check_bidder(deal, deal.taker)


def _check_thrown_in(deal: Deal) -> None:
    entered = deal.model_dump(exclude_defaults=True, exclude={"taker"})
    field = next((name for name in AFTER_TAKER if name in entered), None)
    if field is not None:
        raise InvalidDealError(DealCode.THROWN_IN, field)


def _check_belote(deal: Deal, rules: RuleSet) -> None:
    belote = deal.belote
    if deal.trump is Trump.ALL_TRUMP:
        # Tout-atout: a belote in each suit, so up to four in all, held by either team.
        if (
            any(v < 0 or v % BELOTE_POINTS for v in (belote.A, belote.B))
            or belote.A + belote.B > 80
        ):
            raise InvalidDealError(DealCode.BELOTE_ALL_TRUMP, "belote")
        return
    if any(v not in (0, BELOTE_POINTS) for v in (belote.A, belote.B)):
        got = _show({"A": belote.A, "B": belote.B})
        raise _refuse(DealCode.WRONG_VALUE, "belote", rules, got=got)
    if belote.A and belote.B:
        raise _refuse(DealCode.BELOTE_BOTH, "belote", rules)
    if deal.trump is Trump.NO_TRUMP and (belote.A or belote.B):
        raise InvalidDealError(DealCode.BELOTE_NO_TRUMP, "belote")


def _check_announces(deal: Deal, rules: RuleSet) -> None:
    announces = deal.announces
    if not (announces.A or announces.B):
        return
    if not rules.announces:
        raise InvalidDealError(DealCode.ANNOUNCES_OFF, "announces")
    if announces.A and announces.B:
        raise _refuse(DealCode.ANNOUNCES_BOTH, "announces", rules)


def _check_bidder(deal: Deal, taker: Team) -> None:
    bidder = deal.bidder
    if bidder is None or bidder in TEAM_SEATS[taker]:
        return
    if bidder not in range(4):
        raise InvalidDealError(DealCode.WRONG_VALUE, "bidder", got=_show(bidder))
    first, second = TEAM_SEATS[taker]
    raise InvalidDealError(
        DealCode.BIDDER_OTHER_TEAM, "bidder", seat=bidder, taker=taker, first=first, second=second
    )
