"""The core's refusal of a deal, in the app's language, wherever the app shows it: worded from
the refusal's code, never from its English."""

from __future__ import annotations

from typing import Any

import pytest

from coinche_score.i18n import DEAL_FIELD_LABELS, LANGUAGES, Language, Texts
from coinche_score.rules import preset
from coinche_score.scoring import Deal, DealCode, InvalidDealError, parse_deal

MADE = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100}
#: A deal refused for each field of a deal (classic rules).
REFUSED: dict[str, dict[str, Any]] = {
    "taker": {"taker": "C"},
    "contract": {**MADE, "contract": 85},
    "trump": {**MADE, "trump": "no_trump"},
    "taker_points": {**MADE, "taker_points": 170},
    "coinche": {**MADE, "contract": "capot", "coinche": "coinche"},
    "all_tricks": {**MADE, "all_tricks": True},
    "defence_all_tricks": {**MADE, "defence_all_tricks": True},
    "belote": {**MADE, "belote": {"A": 20, "B": 20}},
    "announces": {**MADE, "announces": {"A": ["tierce"]}},
    "renonce": {**MADE, "renonce": "B", "all_tricks": True, "taker_points": 162},
    "bidder": {**MADE, "bidder": 1},
}


def refused(entered: dict[str, Any], number: int | None = 7) -> InvalidDealError:
    with pytest.raises(InvalidDealError) as raised:
        parse_deal(entered, preset("classic"))
    return raised.value if number is None else raised.value.numbered(number)


def test_every_field_of_a_deal_has_a_label_and_a_refusal_here() -> None:
    assert set(REFUSED) == set(DEAL_FIELD_LABELS) == set(Deal.model_fields)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("field", sorted(REFUSED))
def test_every_field_is_refused_in_the_apps_words(language: Language, field: str) -> None:
    texts = Texts(language)
    error = refused(REFUSED[field])
    assert error.field == field
    line = texts.deal_refusal(error)
    assert line.startswith(texts("deal.refusal.numbered", number=7, refusal=""))
    assert texts(DEAL_FIELD_LABELS[field]) in line
    if language != "en":
        assert error.because() not in line  # the core's English stays on the command line


def test_a_refusal_in_french_reads_as_french() -> None:
    error = refused(REFUSED["taker_points"], number=3)
    assert Texts("fr").deal_refusal(error) == "Donne 3 : Points du preneur : de 0 à 162"


@pytest.mark.parametrize(
    ("belote", "trump", "key"),
    [
        ({"A": 20}, "no_trump", "deal.error.belote_no_trump"),
        ({"A": 60, "B": 40}, "all_trump", "deal.error.belote_all_trump"),
        ({"A": 40}, "hearts", "deal.error.belote"),
        ({"A": 20, "B": 20}, "hearts", "deal.error.belote"),
    ],
)
def test_the_code_tells_which_belote_refusal(belote: dict[str, int], trump: str, key: str) -> None:
    deal = {**MADE, "trump": trump, "belote": belote}
    with pytest.raises(InvalidDealError) as raised:
        parse_deal(deal, preset("ffb"))
    texts = Texts("fr")
    assert texts.deal_problem(raised.value) == texts(key)


def test_a_coinched_slam_names_the_slam() -> None:
    error = refused(REFUSED["coinche"])
    assert error.code is DealCode.SLAM_COINCHED
    fr = Texts("fr")
    assert fr.deal_problem(error) == fr("deal.error.capot_coinche", contract="capot")


def test_a_refusal_the_form_has_no_words_for_is_said_in_its_own_words() -> None:
    error = refused(REFUSED["bidder"], number=None)
    fr = Texts("fr")
    assert fr.deal_problem(error) == error.because(fr.words.sentences)
    assert fr.deal_problem(error).startswith("la place 1 n'est pas dans l'équipe preneuse")
