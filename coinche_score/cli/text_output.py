"""Matches as text for a terminal: the status line, the deal table, a match, the list."""

from __future__ import annotations

import textwrap
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from coinche_score.match import Match, MatchState, ScoredDeal
from coinche_score.rules import TEAMS, Coinche, Team
from coinche_score.scoring import Deal

if TYPE_CHECKING:
    from coinche_score.store import MatchSummary, SavedMatch


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def winner_text(match: Match, state: MatchState) -> str:
    assert state.winner is not None
    return f"{match.team_name(state.winner)} win {state.winner_score(' to ')}"


def totals_text(match: Match, totals: dict[Team, int]) -> str:
    return ", ".join(f"{match.team_name(team)} {totals[team]}" for team in TEAMS)


def status_line(match: Match, state: MatchState) -> str:
    """Totals, and the winner or who deals next."""
    line = f"totals: {totals_text(match, state.totals)}"
    if state.pending_litige:
        line += f"; litige pending: {state.pending_litige}"
    if state.finished:
        return f"{line}; match over: {winner_text(match, state)}"
    return (
        f"{line}; next dealer: {match.seat_name(state.next_dealer)}, "
        f"first to bid: {match.seat_name(state.next_first_bidder)}"
    )


def deal_result(match: Match, state: MatchState, number: int) -> str:
    if number > len(state.scored):
        return "not counted (after the end of the match)"
    scores = state.scored[number - 1].score.scores
    return ", ".join(f"{match.team_name(team)} {scores[team]:+d}" for team in TEAMS)


def bidder_name(match: Match, seat: int) -> str:
    """Who made the winning bid: the player's name, else the seat as shown (1..4)."""
    return match.players[seat] if match.players is not None else f"seat {seat + 1}"


def describe_deal(deal: Deal, match: Match | None = None) -> str:
    """A deal as entered, in a few words: "A 100 hearts coinche, 70 pts, belote A", and who
    bid when it is known and ``match`` names the players (or the seats)."""
    if deal.taker is None:
        return "thrown in"
    bid = f"{deal.taker} {deal.contract}"
    if deal.trump is not None:
        bid += f" {deal.trump.value.replace('_', ' ')}"
    if deal.coinche is not Coinche.NONE:
        bid += f" {deal.coinche.value}"
    parts = [bid]
    if deal.bidder is not None and match is not None:
        parts.append(f"bid by {bidder_name(match, deal.bidder)}")
    if deal.taker_points is not None:  # a renonce deal may leave it out
        parts.append(f"{deal.taker_points} pts" + (", all tricks" if deal.all_tricks else ""))
    if deal.defence_all_tricks:
        parts.append("defence took all tricks")
    if deal.renonce is not None:
        parts.append(f"renonce {deal.renonce}")
    for team in TEAMS:
        belote = deal.belote[team]
        if belote:
            parts.append(f"belote {team}" + (f" {belote}" if belote != 20 else ""))
        if deal.announces[team]:
            parts.append(f"{team} announces " + " ".join(a.value for a in deal.announces[team]))
    return ", ".join(parts)


def result_word(scored: ScoredDeal) -> str:
    score = scored.score
    if scored.deal.renonce is not None:  # neither made nor failed: a team revoked
        return "renonce"
    if score.litige:
        return "litige"
    if score.made is None:
        return "-"
    return "made" if score.made else "failed"


def deal_rows(saved: SavedMatch) -> list[tuple[str, ...]]:
    """One row per deal: number, dealer, deal, result, each team's score and total."""
    match, state = saved.match, saved.state
    rows: list[tuple[str, ...]] = []
    for scored in state.scored:
        rows.append(
            (
                str(scored.number),
                match.seat_name(scored.dealer),
                describe_deal(scored.deal, match),
                result_word(scored),
                *(str(scored.score.scores[team]) for team in TEAMS),
                *(str(scored.totals[team]) for team in TEAMS),
            )
        )
    for index in range(len(state.scored), len(match.deals)):
        rows.append(
            (
                str(index + 1),
                "",
                describe_deal(match.deals[index], match),
                "not counted",
                "",
                "",
                "",
                "",
            )
        )
    return rows


def deal_headings(match: Match) -> tuple[str, ...]:
    names = [match.team_name(team) for team in TEAMS]
    return ("#", "dealer", "deal", "result", *names, *(f"total {name}" for name in names))


#: Columns of deal_rows() holding numbers, aligned right.
NUMBER_COLUMNS = frozenset({0, 4, 5, 6, 7})


def table_lines(rows: Sequence[Sequence[str]], right_aligned: Collection[int]) -> list[str]:
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.rjust(width) if column in right_aligned else cell.ljust(width)
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return lines


#: The narrowest a table's last column is filled to beside the others: narrower, it goes under
#: its row.
NARROWEST_LAST_COLUMN = 24


def filled_table_rows(
    rows: Sequence[Sequence[str]], right_aligned: Collection[int], width: int
) -> list[str]:
    """Each row of a table as text (:func:`table_lines`), its last cell (a description)
    filled to ``width`` over as many lines as it takes: beneath itself, or beneath its row,
    indented, where beside the others it would be too narrow."""
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]) - 1)]
    start = sum(widths) + 2 * len(widths)
    beside = width - start >= NARROWEST_LAST_COLUMN
    indent = " " * (start if beside else 4)
    heads = table_lines([row[:-1] for row in rows], right_aligned)
    texts = []
    for head, row in zip(heads, rows, strict=True):
        filled = textwrap.wrap(
            row[-1], width - len(indent), break_long_words=False, break_on_hyphens=False
        )
        if beside and filled:
            lines = [head.ljust(start) + filled[0], *(indent + line for line in filled[1:])]
        else:
            lines = [head, *(indent + line for line in filled)]
        texts.append("\n".join(lines))
    return texts


def show_text(saved: SavedMatch) -> str:
    match, state = saved.match, saved.state
    lines = [
        f"match {saved.id}: {match.team_name('A')} (A) vs {match.team_name('B')} (B)",
        f"rules {match.rules.name}, target {match.target}; "
        f"created {saved.created.astimezone():%Y-%m-%d %H:%M}, "
        f"updated {saved.updated.astimezone():%Y-%m-%d %H:%M}",
    ]
    if match.players is not None:
        seats = ", ".join(f"{seat + 1} {name}" for seat, name in enumerate(match.players))
        lines.append(f"players (seats clockwise, 1 and 3 are A): {seats}")
    if match.deals:
        lines += table_lines([deal_headings(match), *deal_rows(saved)], NUMBER_COLUMNS)
    else:
        lines.append("no deal yet")
    lines.append(status_line(match, state))
    if state.tie_playing_on:
        lines.append("the totals are tied past the target: play another deal")
    return "\n".join(lines)


SUMMARY_HEADINGS = ("id", "updated", "rules", "target", "deals", "score", "status")
#: Columns of summary_row() holding numbers, aligned right.
SUMMARY_NUMBER_COLUMNS = frozenset({3, 4})


def summary_row(summary: MatchSummary) -> tuple[str, ...]:
    names = dict(zip(TEAMS, summary.team_names, strict=True))
    score = " - ".join(f"{names[team]} {summary.totals[team]}" for team in TEAMS)
    status = f"won by {names[summary.winner]}" if summary.winner else "in progress"
    return (
        summary.id,
        f"{summary.updated.astimezone():%Y-%m-%d %H:%M}",
        summary.rules_name,
        str(summary.target),
        str(summary.deal_count),
        score,
        status,
    )
