"""The words a rule set's fields take: the teams, the trumps, the announces and the choices
of each rule, and the numbers every rule set shares.  Plain Python, without pydantic: the app's
words and its first screen need these, not the rule set's model (:mod:`.model`)."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

Team = Literal["A", "B"]
TEAMS: tuple[Team, Team] = ("A", "B")
#: Each team's seats, numbered 0..3 clockwise as in the files (1..4 on screen).
TEAM_SEATS: dict[Team, tuple[int, int]] = {"A": (0, 2), "B": (1, 3)}
CARD_POINTS_TOTAL = 162
MAX_TARGET = 1_000_000


def other_team(team: Team) -> Team:
    return "B" if team == "A" else "A"


class Trump(StrEnum):
    SPADES = "spades"
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"
    NO_TRUMP = "no_trump"
    ALL_TRUMP = "all_trump"


SUITS: tuple[Trump, ...] = (Trump.SPADES, Trump.HEARTS, Trump.DIAMONDS, Trump.CLUBS)


class Coinche(StrEnum):
    NONE = "none"
    COINCHE = "coinche"
    SURCOINCHE = "surcoinche"


class Announce(StrEnum):
    TIERCE = "tierce"
    CINQUANTE = "cinquante"
    CENT = "cent"
    CARRE = "carre"  # a square worth 100 whatever its rank (four kings or queens at sans-atout)
    CARRE_NEUF = "carre_neuf"
    CARRE_VALETS = "carre_valets"
    # Squares named by rank (version 2), so that sans-atout finds their value.
    CARRE_AS = "carre_as"
    CARRE_DIX = "carre_dix"
    CARRE_ROIS = "carre_rois"
    CARRE_DAMES = "carre_dames"


class Scale(StrEnum):
    """What a deal scores: card points and the bid, card points only, or the bid only."""

    POINTS_AND_BID = "points_and_bid"
    POINTS_ONLY = "points_only"
    BID_ONLY = "bid_only"


class BeloteScoring(StrEnum):
    """Who scores the 20s of belote."""

    HOLDER = "holder"
    TAKEN_ON_FAILURE = "taken_on_failure"
    DEAL_WINNER = "deal_winner"
    NEVER = "never"


class CoincheScoring(StrEnum):
    """What a coinche or surcoinche multiplies."""

    #: Only the contract value is multiplied; card points stay with whoever won them.
    MULTIPLY_BID = "multiply_bid"
    #: The side that wins the contract scores a base + m x V; the other side nothing.
    WINNER_TAKES_ALL = "winner_takes_all"
    #: The winner scores (base + V + all announces) x m; the loser nothing.
    WHOLE_SCORE = "whole_score"
    #: The winner's ordinary line is multiplied; the loser keeps its ordinary line.
    MULTIPLY_WINNER_LINE = "multiply_winner_line"


class Rounding(StrEnum):
    NONE = "none"
    NEAREST_10 = "nearest_10"  # nearest 10, 5 rounds up
    NEAREST_10_5_DOWN = "nearest_10_5_down"  # nearest 10, 5 rounds down, 6 up


class RoundingScope(StrEnum):
    """What is rounded: each deal, only the totals, or each deal but the one ending the match."""

    DEAL = "deal"
    TOTAL = "total"
    DEAL_EXCEPT_LAST = "deal_except_last"


class DefenceTie(StrEnum):
    """What happens when the taker must beat the defence and ties it exactly."""

    FAILS = "fails"
    LITIGE = "litige"
    MADE = "made"


class TieBreak(StrEnum):
    """Who wins when both totals are equal at the end of a match."""

    LATEST_DEAL_WINNER = "latest_deal_winner"
    PLAY_ON = "play_on"


class Direction(StrEnum):
    """Direction of play; the deal passes to the next player in this direction."""

    CLOCKWISE = "clockwise"
    ANTICLOCKWISE = "anticlockwise"


#: The name of rules changed from a preset and not named (yet).
CUSTOM = "custom"


ANNOUNCE_VALUES: dict[Announce, int] = {
    Announce.TIERCE: 20,
    Announce.CINQUANTE: 50,
    Announce.CENT: 100,
    Announce.CARRE: 100,
    Announce.CARRE_AS: 100,
    Announce.CARRE_DIX: 100,
    Announce.CARRE_ROIS: 100,
    Announce.CARRE_DAMES: 100,
    Announce.CARRE_NEUF: 150,  # carre_neuf_value decides
    Announce.CARRE_VALETS: 200,
}

#: At sans-atout with no_trump_carre_values: the squares follow the sans-atout card order.
NO_TRUMP_ANNOUNCE_VALUES: dict[Announce, int] = {
    **ANNOUNCE_VALUES,
    Announce.CARRE_AS: 200,
    Announce.CARRE_DIX: 150,
    Announce.CARRE_NEUF: 100,
    Announce.CARRE_VALETS: 100,
}
