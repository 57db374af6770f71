"""The command line's text tables line up in a terminal whatever the names hold: an accent
written as a mark of its own takes no column, a Chinese character two."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from coinche_score.cli.text_output import filled_table_rows, table_lines
from coinche_score.text import cell_width, wrapped


@pytest.mark.parametrize(
    ("text", "width"),
    [("Ann", 3), ("Zo\u00e9", 3), ("Zoe\u0301", 3), ("李小龍", 6), ("Ｚ", 2), ("", 0)],
)
def test_a_text_takes_the_columns_a_terminal_gives_it(text: str, width: int) -> None:
    assert cell_width(text) == width


def test_a_table_of_names_lines_up_in_columns_not_characters() -> None:
    rows = [["name", "matches"], ["Ann", "3"], ["Zoe\u0301", "2"], ["李小龍", "1"]]
    assert table_lines(rows, right_aligned={1}) == [
        "name    matches",
        "Ann           3",
        "Zoe\u0301           2",
        "李小龍        1",
    ]


def test_a_filled_table_starts_its_last_column_at_one_place() -> None:
    rows = [["李小龍", "one two"], ["Ann", "three"]]
    assert filled_table_rows(rows, (), width=80) == ["李小龍  one two", "Ann     three"]


def test_a_control_character_from_a_file_is_measured_as_it_is_shown_escaped() -> None:
    # A rule set's name, edited into a match file, reaches `list` as it is; printed escaped.
    rows = [["rules", "target"], ["ev\x1bil", "2000"], ["classic", "1000"]]
    assert table_lines(rows, right_aligned={1}) == [
        "rules     target",
        "ev\\x1bil    2000",
        "classic     1000",
    ]
    described = [["ev\x1bil", "one"], ["classic", "two"]]
    assert filled_table_rows(described, (), width=80) == ["ev\\x1bil  one", "classic   two"]


def test_a_filled_line_keeps_a_french_mark_with_the_word_before_it() -> None:
    text = "à égalité : l'équipe ; « oui » ? non !"
    for width in range(8, len(text) + 1):
        lines = wrapped(text, width, break_long_words=False)
        assert " ".join(lines) == text
        assert [line for line in lines if line[0] in ":;?!»" or line.endswith("«")] == []
    # Two spaces before the mark, as typed in a house rules' description, left one line " :".
    lines = wrapped("égalité  : l'équipe", 8, break_long_words=False)
    assert [line for line in lines if line.lstrip()[:1] == ":"] == []


@given(st.text(st.sampled_from(" :;«»a\ue000\ue001")), st.integers(1, 12))
def test_filling_keeps_every_character_but_the_spaces_it_breaks_at(text: str, width: int) -> None:
    """Even the characters it stands in for those spaces, when the text holds them."""
    lines = wrapped(text, width, break_long_words=False)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
