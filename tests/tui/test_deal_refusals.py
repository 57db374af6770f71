"""The core's refusal of a deal, in the app's language, wherever the app shows it."""

from __future__ import annotations

import pytest

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.rules import Coinche, Trump
from coinche_score.scoring import Deal, InvalidDealError, TeamBelote
from coinche_score.tui.deal_refusals import FIELD_LABELS, deal_refusal, field_refusal

ENGLISH_DETAIL = "got 7; allowed: 0 to 162"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("field", [*FIELD_LABELS, "some_new_field"])
def test_every_field_is_refused_in_the_apps_words(language: Language, field: str) -> None:
    texts = Texts(language)
    line = deal_refusal(texts, InvalidDealError(field, ENGLISH_DETAIL, deal_number=7))
    assert line.startswith(texts("deal.refusal.numbered", number=7, refusal=""))
    assert ENGLISH_DETAIL not in line  # the core's English stays on the command line
    label = FIELD_LABELS.get(field)
    assert (texts(label) if label else field) in line


def test_a_refusal_in_french_reads_as_french() -> None:
    error = InvalidDealError("taker_points", ENGLISH_DETAIL, deal_number=3)
    assert deal_refusal(Texts("fr"), error) == "Donne 3 : Points preneur : de 0 à 162"


@pytest.mark.parametrize(
    ("trump", "key"),
    [
        (Trump.NO_TRUMP, "deal.error.belote_no_trump"),
        (Trump.ALL_TRUMP, "deal.error.belote_all_trump"),
        (Trump.HEARTS, "deal.error.belote"),
    ],
)
def test_the_deal_tells_which_belote_refusal(trump: Trump, key: str) -> None:
    deal = Deal(taker="A", contract=80, trump=trump, taker_points=90, belote=TeamBelote(A=20))
    texts = Texts("fr")
    assert field_refusal(texts, InvalidDealError("belote", ENGLISH_DETAIL), deal) == texts(key)


def test_a_coinched_slam_names_the_slam() -> None:
    deal = Deal(taker="A", contract="capot", trump=Trump.HEARTS, coinche=Coinche.COINCHE)
    refusal = field_refusal(Texts("fr"), InvalidDealError("coinche", ENGLISH_DETAIL), deal)
    assert refusal == Texts("fr")("deal.error.capot_coinche", contract="Capot")
