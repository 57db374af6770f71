"""The home screen's list of saved matches, row by row: teams, score, rules, status, last change.

Pure (no Textual, no file read): a :class:`MatchRows` is what the home screen's
:class:`~coinche_score.tui.widgets.row_table.RowTable` draws, and makes a row's cells only when
the table draws that row.  It is built in a worker for a big folder: measuring 10,000 saved
matches takes a while.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from rich.cells import cell_len
from rich.text import Text

from coinche_score.i18n import Texts
from coinche_score.store import MatchSummary
from coinche_score.text import neutralise
from coinche_score.tui.table_layout import Cell, Column, Layout, width_of

KEYS = ("teams", "score", "rules", "status", "updated")
#: Set widths: a date or a time.
SET_WIDTHS = {"updated": len("2025-05-17")}
#: Left out, first to last, when the others do not fit whole: a narrow screen shows who plays,
#: the score and how the match stands, rather than scroll sideways.
LEFT_OUT_FIRST = ("updated", "rules")
#: Then the teams and the status give way down to these widths (cut with "…": the line under
#: the list says the match chosen whole).
LEAST_WIDTHS = {"teams": 12, "status": 10}

#: Which matches the list shows: the saved ones, the archived ones, or the trash.
HomeView = Literal["saved", "archive", "trash"]


def last_change_text(texts: Texts, updated: datetime, now: datetime) -> str:
    """The time of a change made today, else its date (ten columns either way)."""
    local = updated.astimezone(now.tzinfo)
    return f"{local:%H:%M}" if local.date() == now.date() else texts.day(local.date())


def match_words(texts: Texts, summary: MatchSummary) -> tuple[str, str, str]:
    """The teams, the score and the rules of a match, as the list shows them."""
    a, b = summary.team_names
    rules = neutralise(texts.rules_name(summary.rules_name))
    score = f"{summary.totals['A']} – {summary.totals['B']}"
    return f"{a} – {b}", score, f"{rules} {summary.target}"


#: How a match stands, in the list.
Standing = Literal["conflict", "trash", "won", "playing"]


def standing(summary: MatchSummary, view: HomeView) -> Standing:
    """How a match stands in ``view``: a conflict copy first, whatever the view."""
    if summary.conflicts:  # a sync tool kept another side of it: to be settled first
        return "conflict"
    if view == "trash":
        return "trash"
    return "won" if summary.finished and summary.winner is not None else "playing"


def status_text(
    texts: Texts, summary: MatchSummary, view: HomeView, days_left: int, *, short: bool = False
) -> Text:
    """How a match stands: playing, who won, a conflict copy, or (in the trash) the days left
    before it is purged.  ``short``: who won in fewer words ("✓ Les As", on a phone)."""
    match standing(summary, view):
        case "conflict":
            return Text(texts("home.status.conflict"), style="bold red")
        case "trash":
            return Text(texts("home.trash.days_left", count=days_left), style="dim")
        case "won":
            winner = summary.team_names[0 if summary.winner == "A" else 1]
            won = "home.status.won.short" if short else "home.status.won"
            return Text(texts(won, team=winner), style="green")
        case "playing":
            return Text(texts("home.status.playing"), style="bold")


@dataclass(frozen=True)
class MatchRows:
    """The saved matches of one view, as the list's rows, with the widest cell of each column.

    ``days_left``: for the trash, each match's days before it is purged.
    """

    texts: Texts
    summaries: Sequence[MatchSummary]
    view: HomeView
    now: datetime
    days_left: Sequence[int]
    columns: tuple[Column, ...]
    #: The widest status of a match won: narrower, who won is said short in every row.
    won_width: int

    @classmethod
    def of(
        cls,
        texts: Texts,
        summaries: Sequence[MatchSummary],
        view: HomeView,
        now: datetime,
        days_left: Sequence[int] = (),
    ) -> MatchRows:
        """The rows, their columns measured on every match (teams, score and rules whole)."""
        widths = {key: cell_len(texts(f"home.column.{key}")) for key in KEYS}
        won_width = 0
        for index, summary in enumerate(summaries):
            teams, score, rules = match_words(texts, summary)
            widths["teams"] = max(widths["teams"], cell_len(teams))
            widths["score"] = max(widths["score"], cell_len(score))
            widths["rules"] = max(widths["rules"], cell_len(rules))
            status = status_text(texts, summary, view, days_left[index] if days_left else 0)
            widths["status"] = max(widths["status"], status.cell_len)
            if standing(summary, view) == "won":
                won_width = max(won_width, status.cell_len)
        widths |= SET_WIDTHS
        columns = tuple(
            Column(
                key,
                texts(f"home.column.{key}"),
                width=max(widths[key], LEAST_WIDTHS.get(key, 0)),
                least=LEAST_WIDTHS.get(key),
                drop_rank=LEFT_OUT_FIRST.index(key) if key in LEFT_OUT_FIRST else None,
            )
            for key in KEYS
        )
        return cls(texts, summaries, view, now, days_left, columns, won_width)

    def __len__(self) -> int:
        return len(self.summaries)

    def line(self, index: int) -> str:
        """Match ``index`` in one line, whole, with its last change: a narrow list may cut its
        cells and leave out its dates (a match and its rematch were told apart by their score
        alone)."""
        summary = self.summaries[index]
        teams, score, rules = match_words(self.texts, summary)
        status = status_text(self.texts, summary, self.view, self._days(index))
        changed = last_change_text(self.texts, summary.updated, self.now)
        return " · ".join((teams, score, rules, status.plain, changed))

    def _days(self, index: int) -> int:
        return self.days_left[index] if self.view == "trash" else 0

    def cells(self, index: int, layout: Layout) -> list[Cell]:
        summary, texts = self.summaries[index], self.texts
        teams, score, rules = match_words(texts, summary)
        short = width_of(layout, "status") < self.won_width
        every: dict[str, Cell] = {
            "teams": teams,  # a name is shown as typed: a str cell is never read as markup
            "score": Text(score, justify="right"),
            "rules": rules,
            "status": status_text(texts, summary, self.view, self._days(index), short=short),
            "updated": last_change_text(texts, summary.updated, self.now),
        }
        return [every[placed.key] for placed in layout]
