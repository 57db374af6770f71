"""A match as a Markdown page: a heading, the deal table, the totals and the winner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from coinche_score.cli.text_output import (
    NUMBER_COLUMNS,
    deal_headings,
    deal_rows,
    totals_text,
    winner_text,
)

if TYPE_CHECKING:
    from coinche_score.store import SavedMatch


def cell(text: str) -> str:
    """One line, its backslashes, pipes and HTML escaped, so a name cannot break the table or
    bring in HTML."""
    one_line = " ".join(text.split()).replace("\\", "\\\\").replace("|", "\\|")
    return one_line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def markdown_text(saved: SavedMatch) -> str:
    match, state = saved.match, saved.state
    lines = [
        f"# {cell(match.team_name('A'))} vs {cell(match.team_name('B'))}",
        "",
        f"Rules: {cell(match.rules.name)}, target {match.target}. Match `{saved.id}`, "
        f"updated {saved.updated.astimezone():%Y-%m-%d %H:%M}.",
        "",
    ]
    headings = deal_headings(match)
    lines.append("| " + " | ".join(cell(h) for h in headings) + " |")
    lines.append(
        "|" + "|".join("---:" if c in NUMBER_COLUMNS else "---" for c in range(len(headings))) + "|"
    )
    for row in deal_rows(saved):
        lines.append("| " + " | ".join(cell(c) for c in row) + " |")
    lines += ["", f"**Totals**: {cell(totals_text(match, state.totals))}"]
    if state.pending_litige:
        lines.append(f"**Litige pending**: {state.pending_litige}")
    if state.finished:
        lines.append(f"**Winner**: {cell(winner_text(match, state))}")
    return "\n".join(lines) + "\n"
