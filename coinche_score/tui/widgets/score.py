"""The totals at the top of the score sheet and the score-progression chart."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Digits, Label, ProgressBar

from coinche_score.match import Match, MatchState
from coinche_score.rules import TEAMS, Team
from coinche_score.tui.sheet_rows import first_changed
from coinche_score.tui.widgets.showing import ellipsised

#: Eighths of a cell, from empty to full.
BLOCKS = " ▁▂▃▄▅▆▇█"
MAX_BAR_WIDTH = 3


class TeamScore(Vertical):
    """One team: its name (and players), its total in large digits, its progress to the target."""

    DEFAULT_CSS = """
    TeamScore {
        width: 1fr;
        height: 5;
        padding: 0 1;
    }

    TeamScore .team-name {
        text-style: bold;
        width: 100%;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }

    TeamScore .team-total {
        width: auto;
    }

    /* The total in plain digits, before the bar: on a low screen, instead of large ones. */
    TeamScore .team-total-short {
        display: none;
        width: auto;
        margin-right: 1;
        text-style: bold;
    }

    TeamScore.-leading .team-total, TeamScore.-leading .team-total-short {
        color: $success;
    }

    TeamScore.-leading .team-total:light, TeamScore.-leading .team-total-short:light {
        color: $text-success;
    }

    TeamScore .team-progress-line {
        height: 1;
    }

    /* Beside the plain total, the bar takes what is left (its percentage was cut). */
    TeamScore .team-progress-line ProgressBar {
        width: 1fr;
    }

    TeamScore.-won .team-name {
        color: $success;
    }

    TeamScore .team-progress Bar {
        width: 1fr;
    }
    """

    def __init__(self, team: Team, title: str, target: int, *, id: str | None = None) -> None:
        super().__init__(id=id, classes=f"team-{team.lower()}")
        self.team = team
        self.title = title
        self.target = target

    def compose(self) -> ComposeResult:
        yield Label(self.title, classes="team-name", markup=False)
        yield Digits("0", classes="team-total")
        with Horizontal(classes="team-progress-line"):
            yield Label("0", classes="team-total-short")
            yield ProgressBar(total=self.target, show_eta=False, classes="team-progress")

    def show(self, title: str, target: int, total: int, *, leading: bool, won: bool) -> None:
        """The team's total; its name and the target too, which a file changed elsewhere and
        reloaded may have changed."""
        if title != self.title:
            self.title = title
            self.query_one(".team-name", Label).update(title)
        self.target = target
        self.query_one(Digits).update(str(total))
        self.query_one(".team-total-short", Label).update(str(total))
        self.query_one(ProgressBar).update(total=target, progress=min(max(total, 0), target))
        self.set_class(leading, "-leading")
        self.set_class(won, "-won")


class InfoLine(Widget):
    """Parts of one line, each with a rank (0 first): the parts that do not fit whole are left
    out, least important first, never cut (not "litige pending: 81 · ffb · target"); a warning
    (rank 1 or less) left out goes on a second line, never out of sight."""

    #: The parts of this rank or less are never left out.
    WARNING_RANK = 1

    DEFAULT_CSS = """
    InfoLine {
        height: auto;
        max-height: 2;
        /* The first part alone may be too wide (a long dealer's name): cut, never wrapped
           out of sight. */
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    SEPARATOR = " · "

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.parts: list[tuple[Text, int]] = []

    def show(self, parts: list[tuple[Text, int]]) -> None:
        self.parts = parts
        self.refresh()

    def render(self) -> Text:
        lines = self._lines(self.content_size.width)
        text = Text("\n").join(lines)
        text.no_wrap, text.overflow = True, "ellipsis"
        return text

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines(width))

    def _lines(self, room: int) -> list[Text]:
        """The parts that fit ``room`` cells by rank, in their order; then the warnings that
        did not, on a line of their own."""
        kept: set[int] = set()
        used = -len(self.SEPARATOR)
        by_rank = sorted(range(len(self.parts)), key=lambda index: self.parts[index][1])
        for index in by_rank:
            width = len(self.SEPARATOR) + self.parts[index][0].cell_len
            if used + width <= room or not kept:
                kept.add(index)
                used += width
        lines = [[part for index, (part, _) in enumerate(self.parts) if index in kept]]
        warnings = [
            part
            for index, (part, rank) in enumerate(self.parts)
            if index not in kept and rank <= self.WARNING_RANK
        ]
        if warnings:
            lines.append(warnings)
        return [Text(self.SEPARATOR).join(parts) for parts in lines]


class ScoreChart(Widget):
    """Running totals after each deal, one row of bars per team, on a common scale.

    (Textual's Sparkline scales each series to its own range, which would hide who leads.)
    """

    DEFAULT_CSS = """
    ScoreChart {
        height: 2;
    }

    ScoreChart > .score-chart--team-a {
        color: $primary;
    }

    ScoreChart > .score-chart--team-b {
        color: $warning;
    }

    ScoreChart > .score-chart--label {
        color: $text-muted;
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "score-chart--team-a",
        "score-chart--team-b",
        "score-chart--label",
    }

    def __init__(self, team_names: tuple[str, str], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.team_names = team_names
        self.series: dict[Team, list[int]] = {"A": [], "B": []}
        self.target = 1
        #: The highest of the target and every total: the top of the common scale.
        self._top = 1
        self._shown: Match | None = None

    def show(self, match: Match, state: MatchState) -> None:
        """The running totals of ``state``: only those from the first deal that changed since
        the last call are read again (a new deal adds one point to each series)."""
        kept = min(first_changed(self._shown, match), len(state.scored))
        self._shown = match
        self.team_names = match.team_names
        added = state.scored[kept:]
        shortened = False
        for team in TEAMS:
            series = self.series[team]
            shortened = shortened or kept < len(series)
            del series[kept:]
            series.extend(scored.totals[team] for scored in added)
        if shortened or match.target != self.target:
            self._top = max([match.target, *self.series["A"], *self.series["B"]])
        else:
            self._top = max([self._top, *self.series["A"][kept:], *self.series["B"][kept:]])
        self.target = match.target
        self.refresh()

    @staticmethod
    def _level(value: int, top: int) -> int:
        """Eighths of a cell for ``value``; any points at all show at least the lowest bar."""
        if value <= 0:
            return 0
        return max(1, min(8, round(8 * value / top)))

    def render(self) -> Text:
        label_width = min(12, max(len(name) for name in self.team_names) + 1)
        room = max(self.size.width - label_width - 1, 1)
        top = self._top
        text = Text(no_wrap=True, overflow="crop")
        label_style = self.get_component_rich_style("score-chart--label")
        for row, (team, name) in enumerate(zip(TEAMS, self.team_names, strict=True)):
            if row:
                text.append("\n")
            style = self.get_component_rich_style(f"score-chart--team-{team.lower()}")
            text.append(ellipsised(name, label_width - 1).ljust(label_width), label_style)
            values = self.series[team][-room:]
            # Few deals: wider bars, so that the chart fills more of its room.
            width = max(1, min(MAX_BAR_WIDTH, room // max(len(values), 1)))
            bars = "".join(BLOCKS[self._level(value, top)] * width for value in values)
            text.append(bars, style)
        return text
