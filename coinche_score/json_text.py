"""JSON text read strictly: a key given twice in one object is refused, not silently dropped,
and so is a document nested deeper than any of ours (MAX_DEPTH), before anything walks it.

Pure: parses text it is given; the store, the house rules and the command line read the files.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from coinche_score.refusals.en import ENGLISH
from coinche_score.text import quoted

#: How deep arrays and objects may nest in a document read: ours nest 8 deep at most.  Deeper
#: is no document of ours, and each walk of it (checking it, showing a value in a refusal)
#: would go as deep, until Python's stack gives out.
MAX_DEPTH = 64
#: Braces made brackets (an object nests as an array does), and every byte but the brackets
#: and the quotes left out: what the depth of a JSON text is not made of.
_AS_BRACKETS = bytes.maketrans(b"{}", b"[]")
_NOT_NESTING = bytes(sorted(set(range(256)) - set(b'[]{}"')))
#: A string, once its escaped quotes and backslashes are gone.
_STRING = re.compile(rb'"[^"]*"')


class JsonProblem(StrEnum):
    """What makes a text not JSON (the catalogues' ``refusal.json.<problem>``)."""

    EXPECTING_VALUE = "expecting_value"
    EXPECTING_KEY = "expecting_key"
    EXPECTING_COLON = "expecting_colon"
    EXPECTING_COMMA = "expecting_comma"
    TRAILING_COMMA = "trailing_comma"
    UNTERMINATED_TEXT = "unterminated_text"
    CONTROL_CHARACTER = "control_character"
    BAD_UNICODE_ESCAPE = "bad_unicode_escape"
    BAD_ESCAPE = "bad_escape"
    EXTRA_DATA = "extra_data"
    TOO_DEEP = "too_deep"
    LONG_NUMBER = "long_number"
    TOO_MUCH = "too_much"  # kept of a document read a piece at a time: more than it may hold
    REPEATED_KEY = "repeated_key"
    #: A complaint of a json module none of these names: said in its own (English) words.
    OTHER = "other"


#: How Python's json starts each complaint it makes, and the problem it is.
_COMPLAINTS = (
    ("Expecting value", JsonProblem.EXPECTING_VALUE),
    ("Expecting property name", JsonProblem.EXPECTING_KEY),
    ("Expecting ':'", JsonProblem.EXPECTING_COLON),
    ("Expecting ','", JsonProblem.EXPECTING_COMMA),
    ("Illegal trailing comma", JsonProblem.TRAILING_COMMA),
    ("Unterminated string", JsonProblem.UNTERMINATED_TEXT),
    ("Invalid control character", JsonProblem.CONTROL_CHARACTER),
    ("Invalid \\uXXXX", JsonProblem.BAD_UNICODE_ESCAPE),
    ("Invalid \\escape", JsonProblem.BAD_ESCAPE),
    ("Extra data", JsonProblem.EXTRA_DATA),
)


class InvalidJsonError(ValueError):
    """A text that is not JSON as :func:`load_json` reads it: the ``problem``, where it is
    (``line`` and ``column``, from 1, when it is at a place) and its ``params``.  ``str()``
    says it in English; :meth:`said`, in the language of a catalogue."""

    def __init__(
        self,
        problem: JsonProblem,
        line: int | None = None,
        column: int | None = None,
        *,
        complaint: str = "",
        **params: object,
    ) -> None:
        self.problem, self.line, self.column = problem, line, column
        self.complaint = complaint  # a json module's words, for a problem said as OTHER
        self.params = params
        super().__init__(self.said(ENGLISH))

    @classmethod
    def of(cls, complaint: str, line: int, column: int) -> InvalidJsonError:
        """The problem Python's json names ``complaint`` (its ``msg``), at ``line``, ``column``."""
        problem = next(
            (found for start, found in _COMPLAINTS if complaint.startswith(start)),
            JsonProblem.OTHER,
        )
        return cls(problem, line, column, complaint=complaint)

    def said(self, words: Mapping[str, str]) -> str:
        """The problem, and where it is, in the language of ``words``."""
        if self.problem is JsonProblem.OTHER:
            what = self.complaint
        else:
            what = words[f"refusal.json.{self.problem.value}"].format(
                limit=MAX_DEPTH, **self.params
            )
        if self.line is None:
            return what
        return words["refusal.json.at"].format(problem=what, line=self.line, column=self.column)


class RepeatedKeyError(InvalidJsonError):
    """A JSON object names a key twice: readers keep the last, which may not be what was meant.
    ``key``: the key, quoted."""

    def __init__(self, key: str) -> None:
        self.key = key
        super().__init__(JsonProblem.REPEATED_KEY, key=key)


def unique_keys_hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) < len(pairs):
        # Counted once: a count at each key takes half a minute on 50,000 keys.
        counts = Counter(key for key, _ in pairs)
        repeated = next(key for key, _ in pairs if counts[key] > 1)
        raise RepeatedKeyError(quoted(repeated))
    return found


def load_json(text: str | bytes, *, unique_keys: bool = False) -> Any:
    """``json.loads``, refusing anything it cannot read with an InvalidJsonError saying why.

    A byte order mark before the text is accepted.  Bytes it cannot decode raise
    UnicodeDecodeError, for the caller to name what it read.
    """
    if isinstance(text, bytes):
        text = text.removeprefix(b"\xef\xbb\xbf")
    else:
        text = text.removeprefix("\ufeff")
    try:
        value = json.loads(text, object_pairs_hook=unique_keys_hook if unique_keys else None)
    except (UnicodeDecodeError, RepeatedKeyError):
        raise
    except json.JSONDecodeError as error:
        raise InvalidJsonError.of(error.msg, error.lineno, error.colno) from None
    except RecursionError:
        raise InvalidJsonError(JsonProblem.TOO_DEEP) from None
    except ValueError:
        # int() refuses more than sys.get_int_max_str_digits() digits.
        raise InvalidJsonError(JsonProblem.LONG_NUMBER) from None
    if nests_deeper(text, MAX_DEPTH):
        raise InvalidJsonError(JsonProblem.TOO_DEEP)
    return value


def nests_deeper(text: str | bytes, limit: int) -> bool:
    """Whether the valid JSON ``text`` nests arrays and objects more than ``limit`` deep.

    Without a walk of what it holds, in a few passes of bytes methods over its text: the
    brackets outside strings are kept, then the innermost empty pairs removed, once per level.
    """
    if len(text) <= 2 * limit:
        return False  # each level takes two characters
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if b"\\" in data:
        # Escaped backslashes first: in "a\\" the quote after them ends the string.
        data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    marks = data.translate(_AS_BRACKETS, _NOT_NESTING)
    # Two quotes in a row end a string and start the next, or are an empty string: without
    # them, what is between the others is still in strings.  Few are left for the regex.
    nesting = _STRING.sub(b"", marks.replace(b'""', b""))
    for _ in range(limit):
        if not nesting:
            break
        nesting = nesting.replace(b"[]", b"")  # one level: the result is not searched again
    return bool(nesting)


def colons(value: Any) -> int:
    """How many ':' the JSON text of the parsed ``value`` holds: one after each key of its
    objects, and those in its strings (keys included)."""
    if type(value) is str:
        return value.count(":")
    if type(value) is dict:
        return sum(1 + key.count(":") + colons(item) for key, item in value.items())
    if type(value) is list:
        return sum(map(colons, value))
    return 0


#: A ':' written as an escape: in a string of the parse, but not one of the text's.
_COLON_ESCAPE = re.compile(rb"\\u003[aA]")


def each_key_once(text: bytes, parsed_colons: int) -> bool:
    """Whether ``load_json(text)`` kept every key of every object, given the :func:`colons` of
    what it gave: True only if no key was given twice (and usually if none was).

    Outside strings, a ':' follows each key of the text.  A key given twice leaves one key
    (and its value) out of the parse, so the text then holds more ':' than the parse; escaped
    ':' could make up for them, and are left to ``unique_keys``.  Counting costs far less
    than ``unique_keys``, a Python call for each object parsed.
    """
    return text.count(b":") == parsed_colons and not _COLON_ESCAPE.search(text)
