"""A match as a Markdown page (a heading, the deal table, the totals, the winner and why each
deal scored what it did), and the statistics' tables as one."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from coinche_score.cli.text_output import (
    NUMBER_COLUMNS,
    deal_headings,
    deal_rows,
    playing_on,
    totals_text,
    why_lines,
    winner_text,
)

if TYPE_CHECKING:
    from coinche_score.i18n import Texts
    from coinche_score.stats import Statistics
    from coinche_score.store import SavedMatch


#: What Markdown would read as a table's edge, a link or an image (``![](http://…)`` is fetched
#: when the page is viewed), emphasis, strikethrough (GitHub's ``~~``), mathematics (its
#: ``$…$``) or code: each shown as itself, after a backslash.
MARKDOWN_PUNCTUATION = str.maketrans({char: "\\" + char for char in "\\|[]()!*_`~$"})


def cell(text: str) -> str:
    """One line, its Markdown punctuation and HTML escaped, so a name cannot break the table,
    bring in a link, an image or HTML, or change how the rest is written."""
    one_line = " ".join(text.split()).translate(MARKDOWN_PUNCTUATION)
    return one_line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def table(
    headings: Sequence[str], rows: Sequence[Sequence[str]], numbers: Collection[int]
) -> list[str]:
    """A Markdown table, its ``numbers`` columns aligned right."""
    aligned = ("---:" if column in numbers else "---" for column in range(len(headings)))
    return [
        "| " + " | ".join(map(cell, headings)) + " |",
        "|" + "|".join(aligned) + "|",
        *("| " + " | ".join(map(cell, row)) + " |" for row in rows),
    ]


def markdown_text(texts: Texts, saved: SavedMatch) -> str:
    match, state = saved.match, saved.state
    title = texts(
        "cli.md.title", team_a=cell(match.team_name("A")), team_b=cell(match.team_name("B"))
    )
    updated = texts.moment(saved.updated)
    rules = texts(
        "cli.md.rules",
        rules=cell(match.rules.name),
        target=match.target,
        id=saved.id,
        updated=updated,
    )
    lines = [f"# {title}", "", rules, ""]
    lines += table(deal_headings(texts, match), deal_rows(texts, saved), NUMBER_COLUMNS)
    lines += ["", texts("cli.md.totals", totals=cell(totals_text(match, state.totals)))]
    # A paragraph each: lines next to each other are one paragraph in Markdown.
    if state.pending_litige:
        lines += ["", texts("cli.md.litige", points=state.pending_litige)]
    if state.finished:
        lines += ["", texts("cli.md.winner", winner=cell(winner_text(texts, match, state)))]
    for said in playing_on(texts, match, state):  # past the target, and no winner: why
        lines += ["", cell(said)]
    if state.scored:  # the sheet says it under its table; a page shared says it for each deal
        lines += ["", f"## {texts('cli.md.why')}", ""]
        lines += [f"- {cell(said)}" for said in why_lines(texts, match, state)]
    return "\n".join(lines) + "\n"


def stats_markdown(texts: Texts, stats: Statistics) -> str:
    """The statistics' tables (:mod:`.stats_tables`) as a Markdown page."""
    from coinche_score.cli.stats_tables import stats_tables, summary_line

    lines = [f"# {texts('cli.stats.title')}", "", cell(summary_line(texts, stats))]
    for found in stats_tables(texts, stats):
        lines += ["", f"## {found.title}", "", *table(found.headings, found.rows, found.numbers)]
    return "\n".join(lines) + "\n"
