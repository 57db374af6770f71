"""A match as CSV: one row per deal, what was entered and what it scored."""

from __future__ import annotations

import csv
import sys
from typing import TYPE_CHECKING

from coinche_score.cli.text_output import bidder_name, result_word
from coinche_score.text import neutralise

if TYPE_CHECKING:
    from coinche_score.store import SavedMatch

#: A spreadsheet takes a cell starting with one of these as a formula (or a formula's start).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(text: str) -> str:
    """A name as a cell that a spreadsheet shows as text (a leading ' stops a formula), with
    what could drive the terminal it is printed on escaped."""
    if text.startswith(FORMULA_STARTS):
        text = "'" + text
    return neutralise(text)


def write_csv(saved: SavedMatch) -> None:
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(
        (
            "number",
            "dealer",
            "taker",
            "contract",
            "trump",
            "coinche",
            "taker_points",
            "all_tricks",
            "defence_all_tricks",
            "renonce",
            "belote_A",
            "belote_B",
            "announces_A",
            "announces_B",
            "result",
            "score_A",
            "score_B",
            "total_A",
            "total_B",
            "pending_litige",
            "bidder",  # last: added after the others, whose places stay as they were
        )
    )
    match, state = saved.match, saved.state
    for index, deal in enumerate(match.deals):
        entered = (
            deal.taker or "",
            "" if deal.contract is None else deal.contract,
            "" if deal.trump is None else deal.trump.value,
            deal.coinche.value,
            "" if deal.taker_points is None else deal.taker_points,
            str(deal.all_tricks).lower(),
            str(deal.defence_all_tricks).lower(),
            deal.renonce or "",
            deal.belote.A,
            deal.belote.B,
            " ".join(a.value for a in deal.announces.A),
            " ".join(a.value for a in deal.announces.B),
        )
        bidder = "" if deal.bidder is None else csv_cell(bidder_name(match, deal.bidder))
        if index < len(state.scored):
            scored = state.scored[index]
            writer.writerow(
                (
                    scored.number,
                    csv_cell(match.seat_name(scored.dealer)),
                    *entered,
                    result_word(scored),
                    scored.score.scores["A"],
                    scored.score.scores["B"],
                    scored.totals["A"],
                    scored.totals["B"],
                    scored.pending_litige,
                    bidder,
                )
            )
        else:
            writer.writerow((index + 1, "", *entered, "not counted", "", "", "", "", "", bidder))
