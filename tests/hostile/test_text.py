"""The text rules: what names and free text refuse, and how the rest is shown."""

from __future__ import annotations

import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from coinche_score.i18n import CATALOGUES
from coinche_score.match import Match
from coinche_score.refusals import described_char
from coinche_score.rules import CLASSIC
from coinche_score.text import (
    BLANKS,
    escape,
    first_blank,
    first_refused,
    is_refused,
    neutralise,
    quoted,
)

#: A terminal title change, a colour, a C1 escape, the bidi override and isolates, zero width.
HOSTILE = [
    "\x1b]0;PWNED\x07",
    "red\x1b[31m",
    "\x9b31m",
    "abc\u202edef",
    "\u2066x\u2069",
    "zero\u200bwidth",
    "joiner\u200d",
    "\ufeffbom",
    "line\u2028sep",
]


@pytest.mark.parametrize("text", HOSTILE)
def test_names_refuse_them_naming_the_character(text: str) -> None:
    with pytest.raises(ValidationError) as refused:
        Match(rules=CLASSIC, target=1000, team_names=(text, "Eux"))
    message = str(refused.value)
    assert "team name" in message
    assert "U+" in message


def test_the_offending_character_is_named() -> None:
    assert described_char("\u202e") == "U+202E RIGHT-TO-LEFT OVERRIDE"
    assert described_char("\x1b") == "U+001B (a control character)"
    assert described_char("\ud800") == "U+D800 (invalid text)"


def test_a_character_is_named_in_french_by_what_it_is_not_by_its_english_name() -> None:
    """ "il contient U+200B ZERO WIDTH SPACE": an English name in a French line."""
    french = CATALOGUES["fr"].sentences
    assert described_char("\u200b", french) == "U+200B (un caractère invisible)"
    assert described_char("\u202e", french) == "U+202E (un caractère invisible)"
    assert described_char("\x1b", french) == "U+001B (un caractère de contrôle)"


def test_neutralised_text_shows_escapes_and_keeps_the_rest() -> None:
    assert neutralise("a\x1b]0;x\x07b\u202e漢") == "a\\x1b]0;x\\x07b\\u202e漢"
    assert neutralise("one\ntwo", line_breaks=True) == "one\ntwo"
    assert neutralise("one\ntwo") == "one\\x0atwo"
    assert neutralise("plain [b]text[/b]") == "plain [b]text[/b]"


def test_quoted_values_are_cut() -> None:
    assert len(quoted("x" * 10_000_000)) <= 80
    assert quoted("short") == "'short'"


@given(st.text(st.characters(codec=None)), st.booleans())
def test_neutralise_escapes_each_refused_character_where_it_stands(
    text: str, line_breaks: bool
) -> None:
    one_by_one = "".join(
        escape(char) if is_refused(char, line_breaks=line_breaks) else char for char in text
    )
    assert neutralise(text, line_breaks=line_breaks) == one_by_one


def test_no_printable_character_is_refused_and_a_blank_letter_is_shown_escaped() -> None:
    """Text that str.isprintable() takes is not looked at character by character: it never
    holds a refused one (each refused category is one isprintable() refuses).  A letter that
    shows as blank space is no refused character, but it is shown as its escape: "Ann"
    followed by one looked like "Ann"."""
    printable_and_refused = [
        char
        for char in map(chr, range(sys.maxunicode + 1))
        if char.isprintable() and is_refused(char)
    ]
    assert printable_and_refused == []
    assert first_refused("Zoé 2\u00a0bis") is None and first_refused("a\u00a0b\u200b") == "\u200b"
    assert first_blank("Ann\u3164") == "\u3164" and neutralise("Ann\u3164") == "Ann\\u3164"
    assert {char for char in BLANKS if char.isprintable()} == BLANKS
