"""Matches as text for a terminal, in the user's language (:class:`Texts`): the status line,
the deal table, a match, the list."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from coinche_score.i18n import Texts
from coinche_score.i18n.sentences import deal_detail, short_exactly
from coinche_score.match import Match, MatchState, ScoredDeal
from coinche_score.rules import TEAMS, Coinche, Team
from coinche_score.scoring import Deal
from coinche_score.text import cell_width, neutralise, wrapped

if TYPE_CHECKING:
    from coinche_score.store import MatchSummary, SavedMatch

#: The words of the formats that keep theirs whatever the language: the JSON documents'
#: ``done`` and ``notices``, the CSV's results and seats.
FORMAT_WORDS = Texts("en")


def winner_text(texts: Texts, match: Match, state: MatchState) -> str:
    assert state.winner is not None
    score = state.winner_score(texts("cli.score_between"))
    won = texts("cli.winner", team=match.team_name(state.winner), score=score)
    if state.totals["A"] == state.totals["B"]:  # "Eux win 240 to 240" alone does not say why
        won = f"{won} ({texts('sheet.tie_won')})"
    return won


def totals_text(match: Match, totals: dict[Team, int]) -> str:
    return ", ".join(f"{match.team_name(team)} {totals[team]}" for team in TEAMS)


def status_line(texts: Texts, match: Match, state: MatchState) -> str:
    """Totals, and the winner or who deals next."""
    line = texts("cli.totals", totals=totals_text(match, state.totals))
    if state.pending_litige:
        litige = texts("cli.litige_pending", points=state.pending_litige)
        line = texts("cli.parts", first=line, second=litige)
    if state.finished:
        over = texts("cli.match_over", winner=winner_text(texts, match, state))
        return texts("cli.parts", first=line, second=over)
    dealer = match.seat_name(state.next_dealer)
    bidder = match.seat_name(state.next_first_bidder)
    return texts("cli.parts", first=line, second=texts("cli.next", dealer=dealer, bidder=bidder))


def deal_result(texts: Texts, match: Match, state: MatchState, number: int) -> str:
    if number > len(state.scored):
        return texts("cli.after_the_end")
    scores = state.scored[number - 1].score.scores
    return ", ".join(f"{match.team_name(team)} {scores[team]:+d}" for team in TEAMS)


def bidder_name(texts: Texts, match: Match, seat: int) -> str:
    """Who made the winning bid: the player's name, else the seat as shown (1..4)."""
    return match.players[seat] if match.players is not None else texts("cli.seat", seat=seat + 1)


def describe_deal(texts: Texts, deal: Deal, match: Match | None = None) -> str:
    """A deal as entered, in a few words: "A 100 hearts coinched, 70 pts, belote A", and who
    bid when it is known and ``match`` names the players (or the seats)."""
    if deal.taker is None:
        return texts("cli.deal.thrown_in")
    bid = f"{deal.taker} {deal.contract}"
    if deal.trump is not None:
        bid += f" {texts.trump_name(deal.trump).lower()}"
    if deal.coinche is not Coinche.NONE:
        bid += f" {texts.coinche_name(deal.coinche).lower()}"
    parts = [bid]
    if deal.bidder is not None and match is not None:
        parts.append(texts("cli.deal.bid_by", bidder=bidder_name(texts, match, deal.bidder)))
    if deal.taker_points is not None:  # a renonce deal may leave it out
        points = texts("cli.deal.points", points=deal.taker_points)
        if deal.all_tricks:
            points = texts("cli.deal.all_tricks", points=points)
        parts.append(points)
    if deal.defence_all_tricks:
        parts.append(texts("cli.deal.defence_all_tricks"))
    if deal.renonce is not None:
        parts.append(texts("cli.deal.renonce", team=deal.renonce))
    for team in TEAMS:
        belote = deal.belote[team]
        if belote == 20:
            parts.append(texts("cli.deal.belote", team=team))
        elif belote:
            parts.append(texts("cli.deal.belote_points", team=team, points=belote))
        if deal.announces[team]:
            announced = " + ".join(map(texts.announce_name, deal.announces[team]))
            parts.append(texts("cli.deal.announces", team=team, announces=announced))
    return ", ".join(parts)


def result_word(texts: Texts, scored: ScoredDeal) -> str:
    score = scored.score
    if scored.deal.renonce is not None:  # neither made nor failed: a team revoked
        return texts("cli.result.renonce")
    if score.litige:
        return texts("cli.result.litige")
    if score.made is None:
        return texts("cli.result.none")
    return texts("cli.result.made" if score.made else "cli.result.failed")


def deal_rows(texts: Texts, saved: SavedMatch) -> list[tuple[str, ...]]:
    """One row per deal: number, dealer, deal, result, each team's score and total."""
    match, state = saved.match, saved.state
    rows: list[tuple[str, ...]] = []
    for scored in state.scored:
        rows.append(
            (
                str(scored.number),
                match.seat_name(scored.dealer),
                describe_deal(texts, scored.deal, match),
                result_word(texts, scored),
                *(str(scored.score.scores[team]) for team in TEAMS),
                *(str(scored.totals[team]) for team in TEAMS),
            )
        )
    not_counted = texts("cli.result.not_counted")
    for index in range(len(state.scored), len(match.deals)):
        deal = describe_deal(texts, match.deals[index], match)
        rows.append((str(index + 1), "", deal, not_counted, "", "", "", ""))
    return rows


def deal_headings(texts: Texts, match: Match) -> tuple[str, ...]:
    names = [match.team_name(team) for team in TEAMS]
    return (
        texts("cli.heading.number"),
        texts("cli.heading.dealer"),
        texts("cli.heading.deal"),
        texts("cli.heading.result"),
        *names,
        *(texts("cli.heading.total", team=name) for name in names),
    )


#: Columns of deal_rows() holding numbers, aligned right.
NUMBER_COLUMNS = frozenset({0, 4, 5, 6, 7})


def table_lines(rows: Sequence[Sequence[str]], right_aligned: Collection[int]) -> list[str]:
    """The rows in columns, as a terminal shows them (names may hold wide characters, and a
    file's text a control character, shown escaped: measured so)."""
    rows = [[neutralise(cell) for cell in row] for row in rows]
    widths = [max(map(cell_width, column)) for column in zip(*rows, strict=True)]
    lines = []
    for row in rows:
        cells = [
            _padded(cell, width, right=column in right_aligned)
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return lines


def _padded(cell: str, width: int, *, right: bool = False) -> str:
    """``cell`` filled with spaces to ``width`` columns: after it, or before it (``right``)."""
    spaces = " " * (width - cell_width(cell))
    return spaces + cell if right else cell + spaces


#: The narrowest a table's last column is filled to beside the others: narrower, it goes under
#: its row.
NARROWEST_LAST_COLUMN = 24


def filled_table_rows(
    rows: Sequence[Sequence[str]], right_aligned: Collection[int], width: int
) -> list[str]:
    """Each row of a table as text (:func:`table_lines`), its last cell (a description)
    filled to ``width`` over as many lines as it takes: beneath itself, or beneath its row,
    indented, where beside the others it would be too narrow."""
    head_cells = [[neutralise(cell) for cell in row[:-1]] for row in rows]
    widths = [max(map(cell_width, column)) for column in zip(*head_cells, strict=True)]
    start = sum(widths) + 2 * len(widths)
    beside = width - start >= NARROWEST_LAST_COLUMN
    indent = " " * (start if beside else 4)
    heads = table_lines(head_cells, right_aligned)
    texts = []
    for head, row in zip(heads, rows, strict=True):
        filled = wrapped(
            row[-1], width - len(indent), break_long_words=False, break_on_hyphens=False
        )
        if beside and filled:
            lines = [_padded(head, start) + filled[0], *(indent + line for line in filled[1:])]
        else:
            lines = [head, *(indent + line for line in filled)]
        texts.append("\n".join(lines))
    return texts


def show_text(texts: Texts, saved: SavedMatch, *, why: bool = False) -> str:
    """The match as ``show`` prints it; ``why``: and why each deal scored what it did."""
    match, state = saved.match, saved.state
    lines = [
        texts(
            "cli.show.title", id=saved.id, team_a=match.team_name("A"), team_b=match.team_name("B")
        ),
        texts(
            "cli.show.rules",
            rules=match.rules.name,
            target=match.target,
            created=texts.moment(saved.created),
            updated=texts.moment(saved.updated),
        ),
    ]
    if match.players is not None:
        seats = ", ".join(f"{seat + 1} {name}" for seat, name in enumerate(match.players))
        lines.append(texts("cli.show.players", seats=seats))
    if match.deals:
        rows = [deal_headings(texts, match), *deal_rows(texts, saved)]
        lines += table_lines(rows, NUMBER_COLUMNS)
    else:
        lines.append(texts("cli.show.no_deal"))
    lines.append(status_line(texts, match, state))
    lines += playing_on(texts, match, state)
    if why and state.scored:
        lines += ["", *why_lines(texts, match, state)]
    return "\n".join(lines)


def why_lines(texts: Texts, match: Match, state: MatchState) -> list[str]:
    """Why each deal scored what it did, a line each, as the score sheet says it under its
    table: "Deal 3: Made: 110 for 80 (needs 82). Us 110 pts + 80 bid = 190 · Them 52 pts =
    52".  The deals after the one that ended the match scored nothing: none is said."""
    return [deal_detail(texts, match, state, index).text for index in range(len(state.scored))]


def playing_on(texts: Texts, match: Match, state: MatchState) -> list[str]:
    """Why a match with a total past the target goes on: a tie, a team barred."""
    said = []
    if state.tie_playing_on:
        said.append(texts("cli.tie"))
    if state.held_back is not None:
        said.append(texts("cli.held_back", team=match.team_name(state.held_back)))
    short = short_exactly(texts, match, state)
    if short is not None:
        said.append(short)
    return said


#: The columns of the list, by their words' keys.
SUMMARY_HEADINGS = ("id", "updated", "rules", "target", "deals", "score", "status")
#: Columns of summary_row() holding numbers, aligned right.
SUMMARY_NUMBER_COLUMNS = frozenset({3, 4})


def summary_headings(texts: Texts) -> tuple[str, ...]:
    return tuple(texts(f"cli.list.{heading}") for heading in SUMMARY_HEADINGS)


def summary_row(texts: Texts, summary: MatchSummary) -> tuple[str, ...]:
    names = dict(zip(TEAMS, summary.team_names, strict=True))
    score = " - ".join(f"{names[team]} {summary.totals[team]}" for team in TEAMS)
    if summary.winner:
        status = texts("cli.list.won_by", team=names[summary.winner])
    else:
        status = texts("cli.list.in_progress")
    return (
        summary.id,
        texts.moment(summary.updated),
        summary.rules_name,
        str(summary.target),
        str(summary.deal_count),
        score,
        status,
    )
