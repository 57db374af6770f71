"""JSON text read strictly: a key given twice in one object is refused, not silently dropped.

Pure: parses text it is given; the store, the house rules and the command line read the files.
"""

from __future__ import annotations

import json
from typing import Any

from coinche_score.text import quoted


class RepeatedKeyError(ValueError):
    """A JSON object names a key twice: readers keep the last, which may not be what was meant."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) < len(pairs):
        keys = [key for key, _ in pairs]
        repeated = next(key for key in keys if keys.count(key) > 1)
        raise RepeatedKeyError(f"the key {quoted(repeated)} appears twice in one object")
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
        return json.loads(text, object_pairs_hook=_unique_keys if unique_keys else None)
    except (UnicodeDecodeError, RepeatedKeyError):
        raise
    except json.JSONDecodeError as error:
        raise ValueError(f"{error.msg} at line {error.lineno} column {error.colno}") from None
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except ValueError:
        # int() refuses more than sys.get_int_max_str_digits() digits.
        raise ValueError("a number is too long") from None
