"""The deal form's words (issue 19): no capital in mid-sentence, no word-for-word translation."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Static
from tui_pilot import SMALL, make_app, until

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.rules import Coinche, Trump, preset
from coinche_score.tui.deal_entry import DealDraft, allowed_contracts, read_draft
from coinche_score.tui.help import help_sections
from coinche_score.tui.screens.dialogs import HelpScreen


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_slam_or_a_trump_named_mid_sentence_takes_no_capital(language: Language) -> None:
    """Not "80–160 by 10 or Capot", nor "s Spades, n No trump": words in a sentence."""
    texts = Texts(language)
    capot, generale = texts.slam_name("capot"), texts.slam_name("generale")
    allowed = allowed_contracts(preset("belotepoint"), texts)
    assert allowed.endswith(f"{capot.lower()}, {generale.lower()}"), allowed
    coinched_capot = DealDraft(
        taker="A",
        contract=capot,
        trump=Trump.HEARTS,
        taker_points="162",
        all_tricks="taker",
        coinche=Coinche.COINCHE,
    )
    _, errors = read_draft(coinched_capot, preset("classic"), texts)
    assert errors == {"coinche": texts("deal.error.capot_coinche", contract=capot.lower())}
    (deal_keys,) = [rows for title, rows in help_sections(texts) if title == texts("help.deal")]
    said = " ".join(what for _, what in deal_keys)
    for trump in Trump:
        assert f"{texts.trump_key(trump)} {texts.trump_name(trump).lower()}" in said


@pytest.mark.parametrize(
    "language, said",
    [("en", "⌫ the last one, Del all"), ("fr", "⌫ la dernière, Suppr toutes")],
)
def test_the_announces_keys_name_backspace_and_delete_apart(language: Language, said: str) -> None:
    """Issue 19: French said "⌫ Suppr", as if ⌫ were the Delete key."""
    assert Texts(language)("deal.announces.hint").endswith(said)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_help_names_the_typical_deal_s_trump_in_small_letters(
    data_dir: Path, language: Language
) -> None:
    texts = Texts(language)
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        shown = [str(static.visual) for static in app.screen.query(Static)]
        assert any(f"110 {texts.trump_name(Trump.HEARTS).lower()}," in text for text in shown)


def deal_form_help(texts: Texts) -> list[tuple[str, str]]:
    (rows,) = [rows for title, rows in help_sections(texts) if title == texts("help.deal")]
    return rows


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_help_says_each_key_of_the_deal_form_once(language: Language) -> None:
    """Issue 19: the announces' line appeared twice, once for the field, once for m."""
    texts = Texts(language)
    said = [what for _, what in deal_form_help(texts)]
    assert len(said) == len(set(said)), said
    keys = {what: keys for keys, what in deal_form_help(texts)}
    assert keys[texts("help.key.deal.announces")] == "m a b 0-9"


def test_the_french_help_ends_its_sentences_and_says_passe_for_all_passed_only() -> None:
    """Issue 19: "l'autre vaut 162 moins" stopped mid-sentence, and "passe seul au champ
    suivant" said passe for "moves on", where passe is the deal nobody bid on."""
    texts = Texts("fr")
    for _, what in deal_form_help(texts):
        assert what.split()[-1] not in ("moins", "plus", "de", "à", "et", "ou"), what
        if what != texts("help.key.deal.taker"):
            assert "passe" not in what.split(), what
