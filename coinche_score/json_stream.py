"""A JSON document read a piece at a time (:func:`load_json_stream`), for documents too big to
be held whole as text: the export of a long match, read back by ``import``.

It reads what :func:`~coinche_score.json_text.load_json` reads (a key given twice or nesting
deeper than MAX_DEPTH refused, a byte order mark accepted) and says what it refuses in the
same words; but the text is given as pieces, and each element of one array of the document
is handed to ``keep`` as soon as it is read, so that what the caller leaves aside is never
held all at once.  Pure: the pieces come from the caller.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any, NoReturn

from coinche_score.json_text import (
    MAX_DEPTH,
    InvalidJsonError,
    JsonProblem,
    RepeatedKeyError,
    nests_deeper,
    unique_keys_hook,
)
from coinche_score.text import quoted

#: The most one value of the document may take (an exported deal is a few kilobytes; one with
#: its announces filling a match file, some 40 million characters): beyond, it is refused.
MAX_VALUE = 64 * 1024 * 1024
_SPACE = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder(object_pairs_hook=unique_keys_hook)


def _names_trailing_commas() -> bool:
    """Whether this Python's json says "Illegal trailing comma" (3.13 on) for ``[1,]``."""
    try:
        json.loads("[1,]")
    except json.JSONDecodeError as error:
        return "trailing comma" in error.msg
    return False


_TRAILING_COMMA_NAMED = _names_trailing_commas()


def load_json_stream(
    pieces: Iterator[str],
    listed: str,
    keep: Callable[[Any], Any],
    held_at_most: int | None = None,
    element_size: Callable[[Any], int] | None = None,
) -> Any:
    """The JSON document whose text is the concatenation of ``pieces``.  If it is an object
    whose member ``listed`` is an array, each element of that array is ``keep(element)``.
    What is kept of it (each member, each element as kept) may take at most ``held_at_most``
    characters as JSON (an element as ``element_size`` counts it, if given), so that a
    document of junk is not held whole, at some 25 times its size.

    Raises ValueError saying why, as load_json does (RepeatedKeyError for a key given twice).
    """
    reader = _Reader(pieces, held_at_most, element_size)
    if reader.more():
        reader.text = reader.text.removeprefix("\ufeff")  # a byte order mark
    if reader.next_char() == "{":
        document: Any = reader.object(listed, keep)
    else:
        document = reader.value(MAX_DEPTH)
    if reader.next_char():
        reader.refuse(JsonProblem.EXTRA_DATA)
    return document


def json_size(value: Any) -> int:
    """The characters of ``value`` written as JSON on one line."""
    return len(json.dumps(value, ensure_ascii=False))


class _Reader:
    """The text not read yet, a piece at a time, and where it is in the document."""

    def __init__(
        self,
        pieces: Iterator[str],
        held_at_most: int | None = None,
        element_size: Callable[[Any], int] | None = None,
    ) -> None:
        self.pieces = pieces
        self.most = self.room = held_at_most  # what may be held, still, as JSON characters
        self.element_size = element_size or json_size
        self.text = ""
        self.at = 0  # in text
        self.ended = False
        self.line = 1  # of text[0]
        self.column = 0  # characters before text[0] on its line

    def more(self, wanted: int = 1) -> bool:
        """Read pieces until ``wanted`` characters are left to read; False at the end."""
        added = []
        left = len(self.text) - self.at
        while left < wanted and not self.ended:
            piece = next(self.pieces, None)
            if piece is None:
                self.ended = True
            else:
                added.append(piece)
                left += len(piece)
        if not added:
            return False
        read = self.text[: self.at]
        lines = read.count("\n")
        self.line += lines
        self.column = len(read) - read.rindex("\n") - 1 if lines else self.column + len(read)
        self.text = self.text[self.at :] + "".join(added)
        self.at = 0
        return True

    def next_char(self) -> str:
        """The next character that is not a space ("" at the end), not read yet."""
        while True:
            # \s* matches everywhere, the empty string at worst: never None.
            self.at = _SPACE.match(self.text, self.at).end()  # type: ignore[union-attr]
            if self.at < len(self.text) or not self.more():
                return self.text[self.at : self.at + 1]

    def take(self, char: str, complaint: JsonProblem) -> None:
        if self.next_char() != char:
            self.refuse(complaint)
        self.at += 1

    def take_comma(self, closing: str) -> None:
        """The comma between two members, refused as this Python's json refuses it when
        ``closing`` follows it."""
        self.take(",", JsonProblem.EXPECTING_COMMA)
        if not _TRAILING_COMMA_NAMED:
            return
        self.at -= 1  # the comma stays in the text while the spaces after it are read
        while True:
            after = _SPACE.match(self.text, self.at + 1).end()  # type: ignore[union-attr]  # \s*
            if after < len(self.text) or not self.more(after - self.at + 1):
                break
        if self.text[after : after + 1] == closing:
            self.refuse(JsonProblem.TRAILING_COMMA)
        self.at += 1

    def value(self, depth_left: int) -> Any:
        """The value that starts here, nested at most ``depth_left`` deep."""
        self.next_char()
        while True:
            try:
                value, end = _DECODER.raw_decode(self.text, self.at)
            except json.JSONDecodeError as error:
                # Perhaps cut where a piece ends: read as much again, then try again.
                left = len(self.text) - self.at
                if left <= MAX_VALUE and self.more(2 * left):
                    continue
                self.refuse(error.msg, error.pos)
            except RecursionError:
                raise InvalidJsonError(JsonProblem.TOO_DEEP) from None
            except RepeatedKeyError:
                raise
            except ValueError:
                raise InvalidJsonError(JsonProblem.LONG_NUMBER) from None
            # A number at the end of what was read may go on in the next piece.
            if end < len(self.text) or not self.more(len(self.text) - self.at + 1):
                break
        if nests_deeper(self.text[self.at : end], depth_left):
            raise InvalidJsonError(JsonProblem.TOO_DEEP)
        self.at = end
        return value

    def object(self, listed: str, keep: Callable[[Any], Any]) -> dict[str, Any]:
        """The object that starts here, its member ``listed`` read element by element."""
        self.take("{", JsonProblem.EXPECTING_VALUE)
        found: dict[str, Any] = {}
        if self.next_char() == "}":
            self.at += 1
            return found
        while True:
            if self.next_char() != '"':
                self.refuse(JsonProblem.EXPECTING_KEY)
            key = self.value(0)
            if key in found:
                raise RepeatedKeyError(quoted(key))
            self.take(":", JsonProblem.EXPECTING_COLON)
            if key == listed and self.next_char() == "[":
                found[key] = self.array(keep)
            else:
                found[key] = self.held(self.value(MAX_DEPTH - 1))
            if self.next_char() == "}":
                self.at += 1
                return found
            self.take_comma("}")

    def array(self, keep: Callable[[Any], Any]) -> list[Any]:
        self.take("[", JsonProblem.EXPECTING_VALUE)
        kept: list[Any] = []
        if self.next_char() == "]":
            self.at += 1
            return kept
        while True:
            kept.append(self.held(keep(self.value(MAX_DEPTH - 2)), self.element_size))
            if self.next_char() == "]":
                self.at += 1
                return kept
            self.take_comma("]")

    def held(self, value: Any, size: Callable[[Any], int] = json_size) -> Any:
        """``value``, counted against what may be held (as ``size`` counts it)."""
        if self.room is not None:
            self.room -= size(value)
            if self.room < 0:
                raise InvalidJsonError(JsonProblem.TOO_MUCH, most=self.most or 0)
        return value

    def refuse(self, complaint: JsonProblem | str, where: int | None = None) -> NoReturn:
        """The InvalidJsonError of the text at ``where`` (here by default), as load_json's:
        ``complaint`` is the problem, or what Python's json says of it."""
        where = self.at if where is None else where
        before = self.text[:where]
        lines = before.count("\n")
        column = where - before.rindex("\n") if lines else self.column + where + 1
        line = self.line + lines
        if isinstance(complaint, JsonProblem):
            raise InvalidJsonError(complaint, line, column)
        raise InvalidJsonError.of(complaint, line, column)
