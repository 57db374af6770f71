"""Text from users and files: what names and free text may hold, and how to show the rest.

A character that changes how a terminal or a line of text behaves rather than showing itself
(control characters and escapes, bidi overrides and isolates, zero-width characters, lone
surrogates) is refused at input, and shown as a visible escape (``\\x1b``, ``\\u202e``) when a
file holds one anyway.  Pure: no I/O, no UI.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

#: Unicode categories refused: controls, format characters (bidi marks, overrides and isolates,
#: zero-width spaces and joiners, the BOM), surrogates, and the line and paragraph separators.
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
#: Letters and symbols that show as blank space, though no category says so: the Hangul
#: fillers and the blank braille pattern.  A name of them looked empty, and "Ann" followed by
#: one looked like "Ann": refused where a name is entered, shown as an escape.
BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
#: Categories of what shows nothing by itself: spaces and the marks that go on a letter.
UNSEEN_CATEGORIES = frozenset({"Zs", "Mn", "Me"})
#: How much of a quoted value a one-line message shows.
QUOTE_LIMIT = 80


def is_refused(char: str, *, line_breaks: bool = False) -> bool:
    """True for a character names and free text may not hold (``line_breaks``: allow ``\\n``)."""
    if line_breaks and char == "\n":
        return False
    return unicodedata.category(char) in REFUSED_CATEGORIES


def first_refused(text: str) -> str | None:
    if text.isprintable():  # in C: no character of the categories "Other" and "Separator"
        return None
    return next((char for char in text if is_refused(char)), None)


def first_blank(text: str) -> str | None:
    """The first letter of ``text`` that shows as blank space (:data:`BLANKS`), or None."""
    return None if BLANKS.isdisjoint(text) else next(char for char in text if char in BLANKS)


def shows_something(text: str) -> bool:
    """Whether ``text`` holds a character that shows by itself: not only spaces and marks
    (a combining accent alone)."""
    return any(unicodedata.category(char) not in UNSEEN_CATEGORIES for char in text)


def strip_spaces(text: str) -> str:
    """``text`` without the spaces around it (every kind: U+00A0 too), where ``str.strip``
    also takes away the control characters Python counts as white space (a tab, a line break,
    U+001C to U+001F, U+0085): a name keeps those, to be refused, naming them."""
    stripped = text.strip()
    if stripped == text:
        return text
    start, end = 0, len(text)
    while start < end and unicodedata.category(text[start]) == "Zs":
        start += 1
    while end > start and unicodedata.category(text[end - 1]) == "Zs":
        end -= 1
    return text[start:end]


def escape(char: str) -> str:
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def neutralise(text: str, *, line_breaks: bool = False) -> str:
    """``text`` with every refused character shown as a visible escape, for a terminal."""
    if text.isprintable() and BLANKS.isdisjoint(text):  # in C: no "Other" nor "Separator"
        return text
    # Each distinct character looked at once: a long listing costs a set, not a loop.  A
    # blank letter too: a file may hold one, and "Ann" followed by one would look like "Ann".
    refused = {
        ord(char): escape(char)
        for char in set(text)
        if is_refused(char, line_breaks=line_breaks) or char in BLANKS
    }
    return text.translate(refused) if refused else text


def cell_width(text: str) -> int:
    """The columns a terminal gives ``text``: two for a wide character (Chinese, Japanese,
    Korean, the full-width forms), none for a mark that goes on the character before it (an
    accent written apart), one for the others.  (rich's ``cell_len`` would add some 20 ms of
    import to each command that prints a table.)"""
    if text.isascii():
        return len(text)
    return sum(
        0 if unicodedata.combining(char) else 2 if unicodedata.east_asian_width(char) in "WF" else 1
        for char in text
    )


def shorten(text: str, limit: int = QUOTE_LIMIT) -> str:
    """At most about ``limit`` characters, an ellipsis saying that more was cut."""
    if len(text) <= limit:
        return text
    return f"{text[: limit - 1]}…"


def key_shown(key: str) -> str:
    """A key of a document as a refusal names it: a plain word as it is, any other text (it
    comes from a file or a command line, and may hold anything) as a JSON string, cut."""
    if key.isascii() and key.isidentifier() and len(key) <= QUOTE_LIMIT:
        return key
    return shorten(json.dumps(key), QUOTE_LIMIT)


def quoted(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for one-line messages."""
    return shorten(repr(value), limit)


#: The spaces French puts before ``: ; ? !`` and inside ``« »``, which a line must not break.
_SPACED_MARKS = re.compile(r" +(?=[:;?!»])|(?<=«) +")


#: Characters no text of ours holds, to stand in for a space: the private use area's.
_PRIVATE_USE = (range(0xE000, 0xF900), range(0xF0000, 0xFFFFE))


def wrapped(text: str, width: int, **options: Any) -> list[str]:
    """``text`` filled to ``width`` as :func:`textwrap.wrap` does (``options`` are its own),
    but never starting a line with the colon, semicolon, question or exclamation mark or
    closing quote French sets apart with a space."""
    import textwrap  # for long texts only: not at each start

    width = max(width, 1)  # a terminal a few columns wide (COLUMNS=2): a letter a line
    # Those spaces stand in as a character the text lacks (a private use one), no break there.
    free = (chr(code) for block in _PRIVATE_USE for code in block if chr(code) not in text)
    kept = next(free, None)
    if kept is None:  # a text of every one of them (a hostile rule set's description)
        return textwrap.wrap(text, width, **options)
    return [
        line.replace(kept, " ")
        for line in textwrap.wrap(_SPACED_MARKS.sub(kept, text), width, **options)
    ]
