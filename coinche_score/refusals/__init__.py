"""One shape for every refusal: a deal's, a rule set's, a name's, a document's and its fields',
the store's and the command line's.

A :class:`Refusal` says where (``field``: the field of a deal or of a rule set; empty when the
refusal is about something whole), why (``code``: a member of its layer's StrEnum, stable for
translations) and with what (``params``).  Its words come from a catalogue of sentences with
``{placeholders}``, keyed ``refusal.<layer>.<code>`` (or ``refusal.<layer>.<code>.<field>``
when one field is said apart).  English is here (:mod:`coinche_score.refusals.en`): ``str()``
of a refusal is its English line, as the command line prints it.  The app's catalogues give
the same keys in every language (``coinche_score.i18n``, which imports this package; never the
other way round), and a test checks that every code has words in each.

Pure: no I/O, no UI.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from enum import StrEnum
from typing import Any, ClassVar, Protocol, runtime_checkable

from coinche_score.refusals.en import ENGLISH

#: A language's sentences by key, as a catalogue holds them.
Words = Mapping[str, str]


class Refusal(Exception):
    """What a layer refused: ``code`` (a member of the layer's ``codes``), ``field`` and
    ``params``.  ``str()`` is the whole refusal on one line, in English."""

    #: The layer's name in the catalogue's keys, and its codes.
    layer: ClassVar[str]
    codes: ClassVar[type[StrEnum]]

    def __init__(self, code: StrEnum, field: str = "", /, **params: Any) -> None:
        self.code = code
        self.field = field
        self.params: dict[str, Any] = params
        # Not super(): a refusal may also be another layer's error, whose __init__ differs.
        Exception.__init__(self, code.value, field)

    def keys(self) -> Iterator[str]:
        """The catalogue keys that may word this refusal, the most particular first."""
        key = f"refusal.{self.layer}.{self.code.value}"
        if self.field:
            yield f"{key}.{self.field}"
        yield key

    def because(self, words: Words = ENGLISH) -> str:
        """Why, in the language of ``words``: the line without where it happened."""
        key = next((key for key in self.keys() if key in words), None)
        if key is None:
            raise KeyError(f"refusal.{self.layer}.{self.code.value}")
        return words[key].format_map(self.worded(words))

    def where(self, words: Words = ENGLISH) -> str:
        """Where it happened, as the line starts: ``contract: ``."""
        return words["refusal.field"].format(field=self.field) if self.field else ""

    def line(self, words: Words = ENGLISH) -> str:
        """The whole refusal on one line, naming where and what is allowed."""
        return self.where(words) + self.because(words)

    def worded(self, words: Words) -> Mapping[str, Any]:
        """The parameters as a sentence takes them, those that are words (:meth:`word`) made
        in the language of ``words`` when the sentence asks for them."""
        return _Worded(self, words)

    def word(self, name: str, params: Mapping[str, Any], words: Words) -> str:
        """Parameter ``name`` that is words itself (what is allowed, a value quoted...), from
        the other ``params``, in the language of ``words``: ``char``, the character refused in
        a text (``value_char``), for every layer; a layer words its own others, KeyError for
        any other."""
        if name == "char":
            return described_char(params["value_char"], words)
        raise KeyError(name)

    def __str__(self) -> str:
        return self.line()


@runtime_checkable
class Said(Protocol):
    """A parameter that says itself in a language (a text's JSON problem, a store's note)."""

    def said(self, words: Words) -> str: ...


class _Worded(dict[str, Any]):
    """A refusal's parameters, and (as a sentence asks for them) those that are words."""

    def __init__(self, refusal: Refusal, words: Words) -> None:
        super().__init__(
            (name, value.said(words) if isinstance(value, Said) else value)
            for name, value in refusal.params.items()
        )
        self.refusal, self.words = refusal, words

    def __missing__(self, name: str) -> str:
        return self.refusal.word(name, self, self.words)


def described_char(char: str, words: Words = ENGLISH) -> str:
    """``U+202E RIGHT-TO-LEFT OVERRIDE``; a control character has no name, only its code and
    what it is, in the language of ``words``; and in a language other than English (whose
    ``refusal.char.names`` is not ``unicode``), a character's English name is no help: what
    it is, in that language."""
    described = unicodedata.name(char, "")
    if described and words["refusal.char.names"] == "unicode":
        return f"U+{ord(char):04X} {described}"
    category = unicodedata.category(char)
    kind = {"Cs": "invalid", "Cc": "control"}.get(category, "invisible")
    return words[f"refusal.char.{kind}"].format(code=f"U+{ord(char):04X}")


def joined(values: Iterable[str], words: Words) -> str:
    """``a, b or c`` in the language of ``words``."""
    items = list(values)
    if len(items) < 2:
        return "".join(items)
    return words["refusal.or"].format(first=", ".join(items[:-1]), last=items[-1])


__all__ = ["ENGLISH", "Refusal", "Words", "described_char", "joined"]
