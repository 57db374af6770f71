"""A match as CSV (one row per deal, what was entered and what it scored), and the statistics
(one row per subject and figure)."""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

from coinche_score.cli.console import write_out
from coinche_score.cli.text_output import FORMAT_WORDS, bidder_name, result_word
from coinche_score.text import neutralise

if TYPE_CHECKING:
    from coinche_score.stats import Figure, Statistics, Subject
    from coinche_score.store import SavedMatch

#: A spreadsheet takes a cell starting with one of these as a formula (or a formula's start).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


#: A spreadsheet that splits on ";" (French ones do) starts a cell after each: its formulas too.
FORMULA_AFTER_SEMICOLON = re.compile(r";(?=[=+\-@\t\r])")


class _Output:
    """Standard output as csv.writer writes to it: each row through write_out, which writes
    what the output's encoding lacks as escapes (an "é" under PYTHONIOENCODING=ascii or the
    C locale, which sys.stdout would refuse with a UnicodeEncodeError)."""

    def write(self, text: str) -> int:
        write_out(text)
        return len(text)


def csv_cell(text: str) -> str:
    """A name as a cell that a spreadsheet shows as text (a leading ' stops a formula, at its
    start and after each ";"), with what could drive the terminal it is printed on escaped."""
    if text.startswith(FORMULA_STARTS):
        text = "'" + text
    return neutralise(FORMULA_AFTER_SEMICOLON.sub(";'", text))


def write_csv(saved: SavedMatch) -> None:
    writer = csv.writer(_Output(), lineterminator="\n")
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
        bidder = (
            "" if deal.bidder is None else csv_cell(bidder_name(FORMAT_WORDS, match, deal.bidder))
        )
        if index < len(state.scored):
            scored = state.scored[index]
            writer.writerow(
                (
                    scored.number,
                    csv_cell(match.seat_name(scored.dealer)),
                    *entered,
                    result_word(FORMAT_WORDS, scored),
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


STATS_HEADINGS = ("kind", "key", "name", "figure", "n", "of", "value")


def write_stats_csv(stats: Statistics) -> None:
    """One row per subject and figure: a count's ``n`` is its value; a rate's value is ``n``
    / ``of``, and so is a mean's, ``n`` being its sum and ``of`` how many it averages; a keyed
    rate is named ``by_trump.hearts``.  Then each player's rating and rated matches, and the
    names of best partner, nemesis and victim.  A key is its JSON array."""
    # A player's nemesis is a player, a team's a team: a team of no players has a one-name key
    # that may be a player's too.
    names = {
        (subject.kind, subject.key): subject.name for subject in (*stats.players, *stats.teams)
    }
    writer = csv.writer(_Output(), lineterminator="\n")
    writer.writerow(STATS_HEADINGS)
    for subject in (*stats.players, *stats.teams):
        start = (
            subject.kind,
            csv_cell(json.dumps(list(subject.key), ensure_ascii=False)),
            csv_cell(subject.name),
        )
        for figure, cells in _figure_rows(subject):
            writer.writerow((*start, figure, *cells))
        if subject.rating is not None:
            writer.writerow((*start, "rating", "", "", repr(subject.rating.rating)))
            rated = subject.rating.rated_matches
            writer.writerow((*start, "rated_matches", rated, "", rated))
        ranked = (("best_partner", subject.best_partner),) if subject.kind == "player" else ()
        for figure, key in (*ranked, ("nemesis", subject.nemesis), ("victim", subject.victim)):
            writer.writerow(
                (*start, figure, "", "", "" if key is None else csv_cell(names[subject.kind, key]))
            )


def _figure_rows(subject: Subject) -> Iterator[tuple[str, tuple[object, object, object]]]:
    from coinche_score.stats import Count, Mean, Rate

    def cells(figure: Figure) -> tuple[object, object, object]:
        if isinstance(figure, Count):
            return figure.n, "", figure.n
        if isinstance(figure, Rate):
            return figure.n, figure.of, "" if figure.rate is None else repr(figure.rate)
        assert isinstance(figure, Mean)
        return figure.sum, figure.n, "" if figure.mean is None else repr(figure.mean)

    for name, figure in subject.figures.items():
        if isinstance(figure, Count | Rate | Mean):
            yield name, cells(figure)
        else:
            for key, rate in figure.items():
                yield f"{name}.{key}", cells(rate)
