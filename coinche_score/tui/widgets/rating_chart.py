"""The players' ratings over time, one line per player, drawn with text to the widget's size
(:mod:`coinche_score.tui.stats_chart`); the player highlighted in the table under it stands
out."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widget import Widget

from coinche_score.stats import Key
from coinche_score.tui.stats_chart import RatingLine, chart_lines


class RatingChart(Widget):
    DEFAULT_CSS = """
    RatingChart {
        height: 1fr;
        min-height: 4;
        padding: 0 1;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: Sequence[RatingLine] = ()
        self.matches = 0
        self.highlighted: Key | None = None

    def show(self, lines: Sequence[RatingLine], matches: int) -> None:
        """Draw ``lines`` over ``matches`` rated matches."""
        self.lines, self.matches = lines, matches
        self.refresh()

    def highlight(self, key: Key | None) -> None:
        if key != self.highlighted:
            self.highlighted = key
            self.refresh()

    def render(self) -> Text:
        size = self.content_region.size
        drawn = chart_lines(self.lines, self.matches, size.width, size.height, self.highlighted)
        return Text("\n", no_wrap=True).join(drawn)
