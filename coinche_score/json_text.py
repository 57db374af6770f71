"""JSON text read strictly: a key given twice in one object is refused, not silently dropped,
and so is a document nested deeper than any of ours (MAX_DEPTH), before anything walks it.

Pure: parses text it is given; the store, the house rules and the command line read the files.
"""

from __future__ import annotations

import json
import re
from typing import Any

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


class RepeatedKeyError(ValueError):
    """A JSON object names a key twice: readers keep the last, which may not be what was meant.
    ``key``: the key, quoted."""

    def __init__(self, key: str) -> None:
        self.key = key
        super().__init__(f"the key {key} appears twice in one object")


def unique_keys_hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) < len(pairs):
        keys = [key for key, _ in pairs]
        repeated = next(key for key in keys if keys.count(key) > 1)
        raise RepeatedKeyError(quoted(repeated))
    return found


def load_json(text: str | bytes, *, unique_keys: bool = False) -> Any:
    """``json.loads``, refusing anything it cannot read with a ValueError saying why.

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
        raise ValueError(f"{error.msg} at line {error.lineno} column {error.colno}") from None
    except RecursionError:
        raise ValueError(f"nested more than {MAX_DEPTH} deep") from None
    except ValueError:
        # int() refuses more than sys.get_int_max_str_digits() digits.
        raise ValueError("a number is too long") from None
    if nests_deeper(text, MAX_DEPTH):
        raise ValueError(f"nested more than {MAX_DEPTH} deep")
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
