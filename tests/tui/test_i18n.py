"""The app's words: language choice, both catalogues complete, breakdowns in words."""

from __future__ import annotations

import re
import string

import pytest

from coinche_score.i18n import (
    LANGUAGES,
    Language,
    Texts,
    UnknownLanguageError,
    catalog_keys,
    choose_language,
)
from coinche_score.rules import PRESETS, Coinche, RuleSet, Scale, Trump, preset
from coinche_score.scoring import Deal, TeamBelote, score_deal


@pytest.mark.parametrize(
    ("requested", "language"),
    [("fr", "fr"), ("en", "en"), ("FR", "fr"), ("fr_FR.UTF-8", "fr"), ("en-GB", "en")],
)
def test_lang_option_wins(requested: str, language: str) -> None:
    assert choose_language(requested, {"LANG": "xx_XX"}) == language


def test_an_unknown_lang_option_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(UnknownLanguageError, match="en, fr"):
        choose_language("de")


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "fr_CA.UTF-8"}, "fr"),
        ({"LC_ALL": "en_GB.UTF-8", "LC_MESSAGES": "fr_FR", "LANG": "fr_FR"}, "en"),
        ({"LC_ALL": "", "LANG": "fr_BE"}, "fr"),  # empty means unset (POSIX)
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),  # unsupported: English
        ({}, "en"),
    ],
)
def test_the_system_locale_decides_otherwise(environ: dict[str, str], language: str) -> None:
    assert choose_language(None, environ) == language


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(catalog_keys()))
def test_both_languages_say_every_sentence_with_the_same_blanks(key: str) -> None:
    english, french = Texts("en")(key), Texts("fr")(key)  # unfilled: the blanks show
    assert english.strip() and french.strip()
    assert _placeholders(english) == _placeholders(french)


def test_french_card_and_game_words() -> None:
    texts = Texts("fr")
    assert [texts.trump_name(t) for t in Trump] == [
        "Pique",
        "Cœur",
        "Carreau",
        "Trèfle",
        "Sans-atout",
        "Tout-atout",
    ]
    assert [texts.coinche_name(c) for c in (Coinche.COINCHE, Coinche.SURCOINCHE)] == [
        "Coinché",
        "Surcoinché",
    ]
    assert (texts.slam_name("capot"), texts.slam_name("generale")) == ("Capot", "Générale")
    assert "Dedans" in texts("deal.verdict.failed", counted=70, bid=100, needs="")
    assert texts("result.failed") == "chuté"


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_trump_has_its_own_key(language: str) -> None:
    texts = Texts(language)  # type: ignore[arg-type]
    trump_keys = [texts.trump_key(t) for t in Trump]
    assert len(set(trump_keys)) == len(trump_keys)


def test_breakdown_of_a_failed_coinche_with_the_belote() -> None:
    """classic, 100 coinché, taker A makes 70 with the belote: 20 / 360."""
    rules = preset("classic")
    deal = Deal(
        taker="A",
        contract=100,
        trump=Trump.HEARTS,
        coinche=Coinche.COINCHE,
        taker_points=70,
        belote=TeamBelote(A=20),
    )
    score = score_deal(deal, rules)
    texts = Texts("en")
    assert texts.breakdown(score, "B") == "160 + 2 × 100 = 360"
    assert texts.breakdown(score, "A") == "20"
    assert texts.breakdown(score, "B", labelled=True) == "160 failed + 2 × 100 bid = 360"


def test_breakdown_shows_the_rounding() -> None:
    """classic, 80 made with 85: 170 / 80 after rounding 165 and 77."""
    score = score_deal(
        Deal(taker="A", contract=80, trump=Trump.SPADES, taker_points=85), preset("classic")
    )
    texts = Texts("fr")
    assert texts.breakdown(score, "A") == "85 + 80 = 165 → 170"
    assert texts.breakdown(score, "B") == "77 → 80"


def test_breakdown_shows_the_points_held_by_a_litige() -> None:
    """ffb, 80 with 81 (a litige, docs/scoring.md §3.4): the defence scores 80, the taker's 81
    are held."""
    score = score_deal(
        Deal(taker="A", contract=80, trump=Trump.SPADES, taker_points=81), preset("ffb")
    )
    texts = Texts("en")
    assert texts.breakdown(score, "A") == "0 (81 held: litige)"
    assert texts.breakdown(score, "B") == "81 → 80"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", list(PRESETS))
def test_every_preset_is_summed_up_in_plain_words(language: str, name: str) -> None:
    rules = preset(name)
    lines = Texts(language).rules_summary(rules)  # type: ignore[arg-type]
    text = "\n".join(lines)
    numbers = [rules.min_bid, rules.default_target]
    if rules.scale is not Scale.BID_ONLY:  # under points annoncés the defence scores the bid
        numbers.append(rules.failure_points)
    for number in numbers:
        assert str(number) in text
    assert f"×{rules.coinche_multiplier}" in text
    assert all(line.strip() for line in lines)


@pytest.mark.parametrize(
    ("name", "failure"),
    [
        ("classic", "Failed: defence gets 160 + bid"),
        ("points_faits", "Failed: defence gets 160"),
        ("points_annonces", "Failed: defence scores the bid"),
    ],
)
def test_the_summary_says_what_a_failure_scores_on_each_scale(name: str, failure: str) -> None:
    assert failure in Texts("en").rules_summary(preset(name))


@pytest.mark.parametrize(
    ("language", "name", "said"),
    [
        ("en", "belotepoint", "played clockwise"),
        ("en", "ffb", "played anticlockwise"),
        ("fr", "belotepoint", "jeu dans le sens horaire"),
    ],
)
def test_the_summary_says_which_way_the_deal_goes(language: Language, name: str, said: str) -> None:
    """belotepoint deals clockwise, ffb anticlockwise: the dealer turning the other way came
    as a surprise (found by a walk through the app)."""
    assert said in Texts(language).rules_summary(preset(name))[-2]


def test_presets_differ_in_their_summaries() -> None:
    texts = Texts("en")
    summaries = {name: tuple(texts.rules_summary(rules)) for name, rules in PRESETS.items()}
    assert len(set(summaries.values())) == len(PRESETS)


def test_contract_text_has_the_trump_mark_and_the_coinche_multiplier() -> None:
    rules = preset("ffb")
    deal = Deal(
        taker="A",
        contract=110,
        trump=Trump.NO_TRUMP,
        coinche=Coinche.SURCOINCHE,
        taker_points=100,
    )
    assert Texts("fr").contract_text(deal, rules) == f"110 SA×{rules.surcoinche_multiplier}"
    assert Texts("en").contract_text(deal, rules) == f"110 NT×{rules.surcoinche_multiplier}"


# ---------------------------------------------------------- words a French player read
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_name_in_a_key_bar_starts_with_a_capital(language: Language) -> None:
    """ "^p commandes" beside "n Donne": the palette's name too (issue 19)."""
    sentences = Texts(language).words.sentences
    names = [text for key, text in sentences.items() if key.startswith("binding.")]
    names.append(sentences["key.bar.palette"])
    assert [name for name in names if not name[0].isupper()] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_rule_labels_of_a_kind_are_said_alike(language: Language) -> None:
    """Not translated word for word: "Contrat sans-atout fois" beside "Multiplicateur de
    coinche", "Générale nette" beside "Capot forfaitaire" (issue 19)."""
    texts = Texts(language)
    multiplier, flat = {"en": ("multiplier", "flat score"), "fr": ("Multiplicateur", "forfait")}[
        language
    ]
    fields = RuleSet.model_fields
    assert [texts.rule_label(f) for f in fields if f.endswith("_multiplier")]
    for field in fields:
        if field.endswith("_multiplier"):
            assert multiplier in texts.rule_label(field), field
        if field.endswith("_flat_score"):
            assert flat in texts.rule_label(field), field


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_trump_named_in_the_rules_summary_takes_no_capital(language: Language) -> None:
    """ "Bids 80–160, capot, générale, No trump, All trump": words in a sentence."""
    texts = Texts(language)
    first = texts.rules_summary(preset("ffb"))[0]
    for trump in (Trump.NO_TRUMP, Trump.ALL_TRUMP):
        assert texts.trump_name(trump).lower() in first
        assert texts.trump_name(trump) not in first


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_rules_help_names_other_rules_in_words(language: Language) -> None:
    """The editor's help read "Under whole_score", "none: failure_points" in English."""
    helps = Texts(language).words.rule_help
    coded = {
        name: found
        for name, said in helps.items()
        if (found := re.findall(r"\b[a-z]+(?:_[a-z0-9]+)+\b", said))
    }
    assert len(helps) > 40
    assert coded == {}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_preset_is_said_in_every_language(language: Language) -> None:
    texts = Texts(language)
    assert texts.words.preset_about.keys() == PRESETS.keys()
    for name, rules in PRESETS.items():
        assert texts.rules_about(rules) == texts.words.preset_about[name]
        # A preset changed is no longer the preset: its description is as saved.
        changed = rules.model_copy(update={"description": "Ours.", "default_target": 1000})
        assert texts.rules_about(changed) == "Ours."
    assert Texts("en").rules_about(PRESETS["ffb"]) == PRESETS["ffb"].description
