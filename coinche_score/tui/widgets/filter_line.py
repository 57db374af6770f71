"""The statistics' filters on one line (or more, on a narrow screen), each after the key that
changes it; a tap on a filter changes it as its key does."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from coinche_score.i18n import Texts
from coinche_score.tui.stats_filters import Span, StatsChoice, filter_at, filter_lines


class FilterLine(Widget):
    DEFAULT_CSS = """
    FilterLine {
        height: auto;
    }
    """

    @dataclass
    class Tapped(Message):
        """Filter ``name`` (``period``, ``rules``, ``players``) was tapped."""

        name: str

    def __init__(self, texts: Texts, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.texts = texts
        self.choice = StatsChoice()
        self._spans: list[Span] = []

    def show(self, choice: StatsChoice) -> None:
        self.choice = choice
        self.refresh(layout=True)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(filter_lines(self.texts, self.choice, width)[0])

    def render(self) -> Text:
        lines, self._spans = filter_lines(self.texts, self.choice, self.content_region.width)
        return Text("\n", no_wrap=True).join(lines)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        name = filter_at(self._spans, offset.y, offset.x)
        if name is not None:
            event.stop()
            self.post_message(self.Tapped(name))
