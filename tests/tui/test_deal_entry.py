"""The deal form's reading, without a screen: what it accepts and what it says at each field."""

from __future__ import annotations

from deal_strategies import variant_deals, variant_rules
from hypothesis import assume, given
from hypothesis import strategies as st

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.rules import CLASSIC, Coinche, RuleSet, Trump
from coinche_score.scoring import CARD_POINTS_TOTAL, Deal, TeamBelote
from coinche_score.tui.deal_entry import (
    DEFENCE,
    PASSED,
    DealDraft,
    all_tricks_of,
    allowed_contracts,
    read_draft,
)

EN = Texts("en")
#: 110 on hearts, made with 120: the form's usual deal.
TYPED = DealDraft(taker="A", contract="110", trump=Trump.HEARTS, taker_points="120")


def draft_of(deal: Deal, texts: Texts) -> DealDraft:
    """What a player types for ``deal``."""
    if deal.taker is None:
        return DealDraft(taker=PASSED)
    contract = deal.contract
    points = "" if deal.taker_points is None else str(deal.taker_points)
    return DealDraft(
        taker=deal.taker,
        contract=str(contract) if isinstance(contract, int) else texts.slam_name(str(contract)),
        trump=deal.trump,
        coinche=deal.coinche,
        taker_points=points,
        defence_points="" if not points else str(CARD_POINTS_TOTAL - int(points)),
        all_tricks=all_tricks_of(deal),
        renonce=deal.renonce,
        belote={"A": deal.belote.A, "B": deal.belote.B},
        announces={"A": deal.announces.A, "B": deal.announces.B},
        bidder=deal.bidder,  # as the taker field shows the deal edited
    )


@st.composite
def rules_and_deals(draw: st.DrawFn) -> tuple[RuleSet, Deal]:
    rules = draw(variant_rules())
    return rules, draw(variant_deals(rules))


@given(rules_and_deals(), st.sampled_from(LANGUAGES))
def test_what_a_player_types_for_a_deal_is_that_deal(
    rules_and_deal: tuple[RuleSet, Deal], language: Language
) -> None:
    rules, deal = rules_and_deal
    assume(deal.thrown_in or deal.trump is not None)  # the form asks for the trump
    assert read_draft(draft_of(deal, Texts(language)), rules, Texts(language)) == (deal, {})


def test_a_deal_nobody_bid_on_is_thrown_in_whatever_else_was_typed() -> None:
    draft = DealDraft(taker=PASSED, contract="85", taker_points="999")
    assert read_draft(draft, CLASSIC, EN) == (Deal(taker=None), {})


def test_an_empty_form_asks_for_each_field_it_needs() -> None:
    deal, errors = read_draft(DealDraft(), CLASSIC, EN)
    assert deal is None
    assert errors == {
        "taker": EN("deal.error.taker"),
        "contract": EN("deal.error.required"),
        "trump": EN("deal.error.trump"),
        "taker_points": EN("deal.error.required"),
    }


def test_a_contract_the_rules_do_not_allow_is_answered_with_those_they_do() -> None:
    for typed in ("85", "170", "0", "générale"):
        _, errors = read_draft(DealDraft(**{**vars(TYPED), "contract": typed}), CLASSIC, EN)
        assert errors == {"contract": allowed_contracts(CLASSIC, EN)}
    assert "80" in allowed_contracts(CLASSIC, EN) and "160" in allowed_contracts(CLASSIC, EN)


def test_points_beyond_the_deal_are_refused_and_a_renonce_needs_none() -> None:
    for field in ("taker_points", "defence_points"):
        _, errors = read_draft(DealDraft(**{**vars(TYPED), field: "163"}), CLASSIC, EN)
        assert errors == {"taker_points": EN("deal.error.points")}
    renonce = DealDraft(**{**vars(TYPED), "taker_points": "", "renonce": "B"})
    deal, errors = read_draft(renonce, CLASSIC, EN)
    assert errors == {} and deal is not None and deal.taker_points is None


def test_a_slam_is_typed_by_its_name_in_the_players_language() -> None:
    fr = Texts("fr")
    draft = DealDraft(**{**vars(TYPED), "contract": fr.slam_name("capot"), "taker_points": "162"})
    deal, errors = read_draft(draft, CLASSIC, fr)
    assert errors == {} and deal is not None and deal.contract == "capot"


def test_what_the_rules_refuse_is_said_at_the_row_that_holds_it() -> None:
    # The defence took every trick, but the taker is given points: the all-tricks row.
    draft = DealDraft(**{**vars(TYPED), "all_tricks": DEFENCE})
    deal, errors = read_draft(draft, CLASSIC, EN)
    assert deal is None and list(errors) == ["all_tricks"]
    # Two belotes in one trump suit: the belote row.
    two_belotes = DealDraft(**{**vars(TYPED), "belote": {"A": 40, "B": 0}})
    deal, errors = read_draft(two_belotes, CLASSIC, EN)
    assert deal is None and list(errors) == ["belote"]


def test_every_choice_made_is_in_the_deal() -> None:
    draft = DealDraft(**{**vars(TYPED), "coinche": Coinche.COINCHE, "belote": {"A": 0, "B": 20}})
    deal, errors = read_draft(draft, CLASSIC, EN)
    assert errors == {}
    assert deal == Deal(
        taker="A",
        contract=110,
        trump=Trump.HEARTS,
        coinche=Coinche.COINCHE,
        taker_points=120,
        belote=TeamBelote(B=20),
    )


def test_the_bidder_is_kept_when_on_the_taking_team_and_forgotten_otherwise() -> None:
    """The seat picked at the taker is the deal's bidder; one on the other team names nobody
    rather than the deal being refused for it."""
    kept, _ = read_draft(DealDraft(**{**vars(TYPED), "bidder": 2}), CLASSIC, EN)
    assert kept is not None and kept.bidder == 2
    other_team, errors = read_draft(DealDraft(**{**vars(TYPED), "bidder": 1}), CLASSIC, EN)
    assert errors == {} and other_team is not None and other_team.bidder is None
