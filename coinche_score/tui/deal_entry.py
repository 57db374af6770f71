"""The deal form's fields read as a deal: pure, so that what the form accepts, and what it says
at each field, is tested without a screen.  The screen only fills a :class:`DealDraft` from
its fields and shows what :func:`read_draft` says."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final, Literal

from coinche_score.i18n import SLAM_KEYS, Texts
from coinche_score.rules import TEAM_SEATS, TEAMS, Announce, Coinche, RuleSet, Team, Trump
from coinche_score.scoring import (
    CARD_POINTS_TOTAL,
    Contract,
    Deal,
    InvalidDealError,
    TeamAnnounces,
    TeamBelote,
    check_deal,
)

#: The taker's choice of a deal nobody bid on.
PASSED: Final = "passed"
#: What the taker field says: a team took, or all passed.
TakerChoice = Team | Literal["passed"]
#: Who took every trick, as the all-tricks picker says it.
AllTricks = Literal["nobody", "taker", "defence"]
NOBODY: Final = "nobody"
TAKER: Final = "taker"
DEFENCE: Final = "defence"


def _no_belote() -> dict[Team, int]:
    return {"A": 0, "B": 0}


def _no_announces() -> dict[Team, tuple[Announce, ...]]:
    return {"A": (), "B": ()}


@dataclass(frozen=True)
class DealDraft:
    """The deal form as the player left it: the choices made and the digits typed."""

    taker: TakerChoice | None = None
    contract: str = ""  # digits, or the slam's name in the app's language
    trump: Trump | None = None
    coinche: Coinche = Coinche.NONE
    taker_points: str = ""
    defence_points: str = ""
    all_tricks: AllTricks = NOBODY
    renonce: Team | None = None
    belote: Mapping[Team, int] = field(default_factory=_no_belote)
    announces: Mapping[Team, tuple[Announce, ...]] = field(default_factory=_no_announces)
    #: The seat of the player who bid, when picked at the taker (1-4) rather than a team.
    bidder: int | None = None


def all_tricks_of(deal: Deal) -> AllTricks:
    """Who took every trick in ``deal``, as the all-tricks picker says it."""
    if deal.all_tricks:
        return TAKER
    return DEFENCE if deal.defence_all_tricks else NOBODY


def contract_from_text(value: str, texts: Texts) -> Contract | None:
    """``"110"`` -> 110, the slam's name -> ``"capot"``/``"generale"``, else None."""
    if value.isdigit():
        return int(value)
    for slam in SLAM_KEYS.values():
        assert isinstance(slam, str)
        if value == texts.slam_name(slam):
            return slam
    return None


def is_allowed_contract(value: str, rules: RuleSet, texts: Texts) -> bool:
    """Whether ``value`` is a numeric bid or a slam these rules allow."""
    contract = contract_from_text(value, texts)
    if isinstance(contract, int):
        return contract in rules.numeric_bids()
    if contract is not None:
        return rules.capot_bid if contract == "capot" else rules.generale_bid
    return False


def allowed_contracts(rules: RuleSet, texts: Texts) -> str:
    """ "80 to 160 by 10, or capot"."""
    bids = rules.numeric_bids()
    slams = [
        texts.slam_name(slam).lower()  # mid-sentence: "80–160 by 10 or capot"
        for slam, allowed in (("capot", rules.capot_bid), ("generale", rules.generale_bid))
        if allowed
    ]
    names = texts("deal.error.contract.slams", names=", ".join(slams)) if slams else ""
    return texts(
        "deal.error.contract", low=bids[0], high=bids[-1], step=rules.bid_step, slams=names
    )


def points_problem(value: str, texts: Texts) -> str | None:
    """Why ``value`` (digits, or nothing yet) is no count of card points, or None."""
    if not value or (value.isdigit() and int(value) <= CARD_POINTS_TOTAL):
        return None
    return texts("deal.error.points")


def read_draft(
    draft: DealDraft, rules: RuleSet, texts: Texts
) -> tuple[Deal | None, dict[str, str]]:
    """The deal the form describes, or None and what to say at each field in error."""
    if draft.taker == PASSED:
        return Deal(taker=None), {}
    errors: dict[str, str] = {}
    if draft.taker not in TEAMS:
        errors["taker"] = texts("deal.error.taker")
    if not draft.contract:
        errors["contract"] = texts("deal.error.required")
    elif not is_allowed_contract(draft.contract, rules, texts):
        errors["contract"] = allowed_contracts(rules, texts)
    if draft.trump is None:
        errors["trump"] = texts("deal.error.trump")
    for typed in (draft.taker_points, draft.defence_points):
        if (problem := points_problem(typed, texts)) is not None:
            errors["taker_points"] = problem
    if not draft.taker_points and "taker_points" not in errors and draft.renonce is None:
        errors["taker_points"] = texts("deal.error.required")
    if errors:
        return None, errors
    assert draft.taker in TEAMS
    deal = Deal(
        taker=draft.taker,
        contract=contract_from_text(draft.contract, texts),
        trump=draft.trump,
        coinche=draft.coinche,
        taker_points=int(draft.taker_points) if draft.taker_points else None,
        all_tricks=draft.all_tricks == TAKER,
        defence_all_tricks=draft.all_tricks == DEFENCE,
        renonce=draft.renonce,
        belote=TeamBelote(A=draft.belote["A"], B=draft.belote["B"]),
        announces=TeamAnnounces(A=draft.announces["A"], B=draft.announces["B"]),
        # The taker field keeps the two alike; a bidder off the taking team names nobody.
        bidder=draft.bidder if draft.bidder in TEAM_SEATS[draft.taker] else None,
    )
    try:
        check_deal(deal, rules)
    except InvalidDealError as error:
        # Who took every trick is one row of the form, whichever side it names.
        name = "all_tricks" if error.field == "defence_all_tricks" else error.field
        return None, {name: texts.deal_problem(error)}
    return deal, {}
