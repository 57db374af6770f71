"""What each language's file of words holds: one table per kind of word, keyed alike in every
language (a test checks that no language misses a key)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from coinche_score.rules import Announce, Coinche, Trump


@dataclass(frozen=True, slots=True)
class Catalogue:
    #: Every sentence the app shows, by key, with ``{placeholders}``.
    sentences: dict[str, str]
    #: Sentences that change with ``count``: (singular, plural).
    plurals: dict[str, tuple[str, str]]
    #: The rules editor's field labels ("min_bid") and choices ("rounding.none").
    rule_words: dict[str, str]
    #: The rules editor's line of explanation for each rule.
    rule_help: Mapping[str, str]
    #: What each preset is, in a sentence (in English, each preset's own description).
    preset_about: Mapping[str, str]
    trump_names: dict[Trump, str]
    #: ♥, or SA / TA for sans-atout and tout-atout.
    trump_marks: dict[Trump, str]
    #: The letter that picks each trump in the deal form.
    trump_keys: dict[Trump, str]
    coinche_names: dict[Coinche, str]
    announce_names: dict[Announce, str]
    slam_names: dict[str, str]
    slam_abbreviations: dict[str, str]
    #: Names of keys in help and key hints; a key not named here is shown as it is (``n``).
    key_names: dict[str, str]
    #: For a binding with several keys, the one shown first ("o" for oui).
    preferred_keys: dict[str, str]
