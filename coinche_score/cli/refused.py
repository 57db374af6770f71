"""What the command line itself refuses (an option or an argument it cannot take, a document
it cannot read), worded in the user's language as the refusals of the core and the store are:
``refusal.cli.<code>``, or ``refusal.cli.<code>.<option>`` where one option is said apart."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any, Literal

from coinche_score.refusals import ENGLISH, Refusal, Words

#: What a command reads as JSON (``refusal.cli.expected.<it>``: "a deal", "a rule set"...).
Expected = Literal["deal", "document", "import", "rules"]


class CliCode(StrEnum):
    """Why the command line refuses (the catalogues' ``refusal.cli.<code>``)."""

    SEAT = "seat"
    SEAT_ONLY = "seat_only"  # a seat asked by name where no player is named
    BIDDER_TEAM = "bidder_team"
    NO_DEAL = "no_deal"
    NO_DEAL_YET = "no_deal_yet"
    EMPTY_DEAL = "empty_deal"
    NO_RULES = "no_rules"
    UNKNOWN_RULES = "unknown_rules"
    PRESET_NAME = "preset_name"  # rules of a new match named as a preset they are not
    NO_LAN = "no_lan"
    HOST = "host"
    HOST_ANY = "host_any"  # 0.0.0.0: every network, no address a phone can open
    # Reading a document: from a file, or standard input (``path`` None).
    INVALID_JSON = "invalid_json"
    INVALID_DEAL_JSON = "invalid_deal_json"
    INVALID_OPTION_JSON = "invalid_option_json"
    CANNOT_READ = "cannot_read"
    TOO_LONG = "too_long"
    NOT_UTF8 = "not_utf8"
    EMPTY_INPUT = "empty_input"
    STDIN_CLOSED = "stdin_closed"
    # An option's value, as its type reads it (``field``: the option).
    NOT_A_NUMBER = "not_a_number"
    NOT_A_DATE = "not_a_date"
    AT_LEAST = "at_least"
    NO_FOLDER = "no_folder"
    FILE_NOT_FOLDER = "file_not_folder"  # a file where a folder goes
    PORT = "port"
    # What the argument parser refuses itself.
    CHOICE = "choice"
    ONE_VALUE = "one_value"
    VALUES = "values"
    NO_VALUE = "no_value"
    EXCLUDED = "excluded"
    TWICE = "twice"
    REQUIRED = "required"
    UNRECOGNIZED = "unrecognized"
    AMBIGUOUS = "ambiguous"


class CommandRefusal(Refusal):
    """A refusal of the command line's own: ``field`` is the option refused, if one is."""

    layer = "cli"
    codes = CliCode

    def word(self, name: str, params: Mapping[str, Any], words: Words) -> str:
        """``deals``: how many deals the match has ("1 deal", "0 donne": a catalogue says a
        count apart where its language does not add an s); ``source``: the file read, or
        standard input; ``what``: what was expected (``expected``)."""
        if name == "deals":
            count = params["count"]
            said = words.get(f"refusal.cli.deals.{count}", words["refusal.cli.deals"])
            return said.format(count=count)
        if name == "source":
            path: str | None = params["path"]
            return words["refusal.cli.stdin"] if path is None else path
        if name == "what":
            return expected_words(params["expected"], words)
        raise KeyError(name)


def expected_words(expected: Expected, words: Words = ENGLISH) -> str:
    """What a command reads as JSON, in the language of ``words``: "a deal"."""
    return words[f"refusal.cli.expected.{expected}"]
