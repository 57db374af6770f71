"""JSON read strictly: nesting deeper than any document of ours is refused, found from the text
alone as a walk of the parsed value would find it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from language_words import english_in

from coinche_score.i18n import CATALOGUES
from coinche_score.json_stream import load_json_stream
from coinche_score.json_text import (
    MAX_DEPTH,
    InvalidJsonError,
    JsonProblem,
    RepeatedKeyError,
    load_json,
    nests_deeper,
    unique_keys_hook,
)

#: Strings made of what could fool a reading of the text: brackets, quotes and backslashes.
TEXT = st.text(alphabet=st.sampled_from('[]{}"\\ a:,\u00e9'), max_size=6)
VALUES = st.recursive(
    st.none() | st.integers() | TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=40,
)


def depth(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max(map(depth, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(depth, value.values()), default=0)
    return 0


@given(
    VALUES,
    st.integers(min_value=0, max_value=8),
    st.sampled_from([None, 2]),
    st.booleans(),
    st.booleans(),
)
def test_the_depth_read_from_the_text_is_the_depth_of_the_value(
    value: Any, limit: int, indent: int | None, ascii_only: bool, as_bytes: bool
) -> None:
    text = json.dumps(value, indent=indent, ensure_ascii=ascii_only)
    assert nests_deeper(text.encode() if as_bytes else text, limit) == (depth(value) > limit)


def nested(levels: int) -> str:
    """A rule value ``levels`` lists deep inside a rule set (one more level)."""
    return '{"min_bid": ' + "[" * levels + "]" * levels + "}"


def test_a_document_nested_deeper_than_any_of_ours_is_refused() -> None:
    assert depth(load_json(nested(MAX_DEPTH - 1))) == MAX_DEPTH
    for levels in (MAX_DEPTH, 400, 5000):  # 5000: deeper than json itself goes
        with pytest.raises(ValueError, match=f"^nested more than {MAX_DEPTH} deep$"):
            load_json(nested(levels))


# ------------------------------------------------------------------ read a piece at a time


def pieces(text: str, size: int) -> Iterator[str]:
    return (text[start : start + size] for start in range(0, len(text), size))


def streamed(text: str, size: int) -> Any:
    """The document read ``size`` characters at a time, its ``deals`` each wrapped in a list
    (``keep`` sees every element, and its result is what is kept)."""
    return load_json_stream(pieces(text, size), "deals", lambda deal: [deal])


def as_streamed(value: Any) -> Any:
    if isinstance(value, dict) and isinstance(value.get("deals"), list):
        return {**value, "deals": [[deal] for deal in value["deals"]]}
    return value


@given(
    VALUES | st.dictionaries(TEXT, VALUES, max_size=4),
    st.lists(VALUES, max_size=5),
    st.integers(min_value=1, max_value=9),
    st.sampled_from([None, 2]),
)
def test_a_document_read_a_piece_at_a_time_is_the_document(
    value: Any, deals: list[Any], size: int, indent: int | None
) -> None:
    if isinstance(value, dict):
        value = {**value, "deals": deals}
    text = json.dumps(value, indent=indent, ensure_ascii=False)
    assert streamed("\ufeff" + text, size) == as_streamed(load_json(text, unique_keys=True))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "  ",
        '{"deals": [1, 2,, 3]}',
        '{"deals": [1, 2] "x": 1}',
        '{"rules": "classic",\n "deals": [\n  {"taker": "A"},\n  {"taker": }\n]}',
        '{"a": 1, "a": 2}',
        '{"deals": [{"a": 1, "a": 2}]}',
        '{"a" 1}',
        '{"a": 1,}',
        '{"a": 1,  \n }',
        '{"deals": [1, 2,]}',
        '{"deals": [1, 2 , \n ]}',
        "{1: 2}",
        '{"deals": [1]} x',
        '{"deals": [1',
        '{"deals": "unterminated',
        '{"deals": [' + "[" * 70 + "]" * 70 + "]}",
        '{"rules": ' + "[" * 70 + "]" * 70 + "}",
        '{"target": 1' + "0" * 5000 + "}",
        "[1, 2] 3",
    ],
)
@pytest.mark.parametrize("size", [1, 3, 64])
def test_a_document_read_a_piece_at_a_time_is_refused_in_the_same_words(
    text: str, size: int
) -> None:
    with pytest.raises(ValueError) as whole:
        load_json(text, unique_keys=True)
    with pytest.raises(ValueError) as in_pieces:
        streamed(text, size)
    assert str(in_pieces.value) == str(whole.value)


#: A text for each fault Python's json names, and the problem it is.
FAULTS = [
    ("", JsonProblem.EXPECTING_VALUE),
    ("{x", JsonProblem.EXPECTING_KEY),
    ('{"a" 1}', JsonProblem.EXPECTING_COLON),
    ("[1 2]", JsonProblem.EXPECTING_COMMA),
    ('"abc', JsonProblem.UNTERMINATED_TEXT),
    ('"a\x01"', JsonProblem.CONTROL_CHARACTER),
    ('"\\q"', JsonProblem.BAD_ESCAPE),
    ('"\\u12"', JsonProblem.BAD_UNICODE_ESCAPE),
    ("1 2", JsonProblem.EXTRA_DATA),
    ('{"a": 1, "a": 2}', JsonProblem.REPEATED_KEY),
    ("[" * 70 + "]" * 70, JsonProblem.TOO_DEEP),
    ("1" * 5000, JsonProblem.LONG_NUMBER),
]


@pytest.mark.parametrize(("text", "problem"), FAULTS)
def test_each_fault_of_a_json_text_is_said_in_each_language(
    text: str, problem: JsonProblem
) -> None:
    """The fault found, and where, in the user's words: json's English only in English."""
    with pytest.raises(InvalidJsonError) as refused:
        load_json(text, unique_keys=True)
    assert refused.value.problem is problem
    english = str(refused.value)
    assert refused.value.said(CATALOGUES["en"].sentences) == english
    french = refused.value.said(CATALOGUES["fr"].sentences)
    assert french != english
    assert english_in(french) == [], french
    if refused.value.line is not None:
        assert english.endswith(f" at line 1 column {refused.value.column}")
        assert french.endswith(f" à la ligne 1, colonne {refused.value.column}")


def test_a_trailing_comma_is_said_as_the_json_of_this_python_says_it() -> None:
    """Python 3.13 names a trailing comma; before, it expects the next member."""
    with pytest.raises(InvalidJsonError) as refused:
        load_json("[1,]")
    assert refused.value.problem in (JsonProblem.TRAILING_COMMA, JsonProblem.EXPECTING_VALUE)


@given(st.text(alphabet=st.sampled_from('[]{}"\\ a:,1.-etrufn\x01'), max_size=12))
def test_no_fault_of_a_json_text_is_left_in_jsons_own_words(text: str) -> None:
    """Whatever the text, a fault is one the catalogues word (never said as OTHER), read whole
    or a piece at a time."""
    for size in (None, 3):
        try:
            load_json(text, unique_keys=True) if size is None else streamed(text, size)
        except InvalidJsonError as error:
            assert error.problem is not JsonProblem.OTHER, error


class CountedKey(str):
    """A key that counts how often it is compared."""

    compared = 0

    def __eq__(self, other: object) -> bool:
        CountedKey.compared += 1
        return str.__eq__(self, other)

    __hash__ = str.__hash__


def test_a_key_given_twice_is_found_in_a_pass_over_the_keys() -> None:
    """Each key was counted against every other: a file of 50,000 keys, one given twice, took
    half a minute to refuse (found by an audit of hostile input)."""
    count = 2_000
    pairs: list[tuple[str, Any]] = [(CountedKey(f"k{number}"), 0) for number in range(count)]
    pairs += [(CountedKey(f"k{count - 1}"), 1), (CountedKey(f"k{count - 2}"), 1)]
    CountedKey.compared = 0
    with pytest.raises(RepeatedKeyError) as refused:
        unique_keys_hook(pairs)
    assert refused.value.params["key"] == f"'k{count - 2}'"  # the first given twice, in order
    assert CountedKey.compared <= 10 * count


def test_what_a_document_read_a_piece_at_a_time_holds_is_bounded() -> None:
    """import held every deal's entered part whatever it held: 100 MB of padding took 2.5 GB
    before the first refusal (found by an audit of hostile input)."""
    deals = [{"entered": [[]] * 100, "scores": {"A": 1}}] * 50
    text = json.dumps({"rules": "classic", "deals": deals})
    pieces = iter([text[at : at + 64] for at in range(0, len(text), 64)])

    def entered(deal: Any) -> Any:
        return deal["entered"]

    with pytest.raises(InvalidJsonError) as refused:
        load_json_stream(pieces, "deals", entered, held_at_most=2_000)
    assert refused.value.problem is JsonProblem.TOO_MUCH
    assert "more than 2,000 characters" in str(refused.value)
    whole = load_json_stream(iter([text]), "deals", entered, held_at_most=len(text))
    assert whole == {"rules": "classic", "deals": [[[]] * 100] * 50}
