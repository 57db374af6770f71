"""What the command line itself refuses (an option or an argument it cannot take), worded in
the user's language as the refusals of the core and the store are: ``refusal.cli.<code>``, or
``refusal.cli.<code>.<option>`` where one option is said apart."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from coinche_score.refusals import Refusal, Words


class CliCode(StrEnum):
    """Why the command line refuses (the catalogues' ``refusal.cli.<code>``)."""

    SEAT = "seat"
    BIDDER_TEAM = "bidder_team"
    NO_DEAL = "no_deal"
    NO_DEAL_YET = "no_deal_yet"
    EMPTY_DEAL = "empty_deal"
    NO_RULES = "no_rules"
    UNKNOWN_RULES = "unknown_rules"
    NO_LAN = "no_lan"
    HOST = "host"


class CommandRefusal(Refusal):
    """A refusal of the command line's own: ``field`` is the option refused, if one is."""

    layer = "cli"
    codes = CliCode

    def word(self, name: str, params: Mapping[str, Any], words: Words) -> str:
        """``deals``: how many deals the match has ("1 deal", "0 donne"): a catalogue says
        a count apart where its language does not add an s."""
        if name != "deals":
            raise KeyError(name)
        count = params["count"]
        return words.get(f"refusal.cli.deals.{count}", words["refusal.cli.deals"]).format(
            count=count
        )
