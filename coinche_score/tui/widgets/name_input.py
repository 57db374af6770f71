"""A name field: a name longer than the field is shown cut with "…" while another field has the
focus, and whole, a cursor's move at a time, while it has the focus.

A match keeps names of 40 characters, wider than a phone's field: Textual's Input shows the
end of such a name, its start silently scrolled away.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.strip import Strip
from textual.suggester import Suggester
from textual.widgets import Input


class NameInput(Input):
    """One line of text, compact, at most ``max_length`` characters: a character past them is
    refused with the bell and, once each time the field is entered, ``said_when_full`` (the
    bell alone went unheard: a name stopped short without a word)."""

    def __init__(
        self,
        value: str = "",
        *,
        placeholder: str = "",
        max_length: int = 0,
        said_when_full: str = "",
        suggester: Suggester | None = None,
        id: str | None = None,
    ) -> None:
        super().__init__(
            value,
            placeholder=placeholder,
            max_length=max_length,
            suggester=suggester,
            compact=True,
            id=id,
        )
        self.said_when_full = said_when_full
        self._said = False

    def restricted(self) -> None:
        super().restricted()
        if self.said_when_full and not self._said:
            self._said = True
            self.notify(self.said_when_full, severity="warning")

    def on_focus(self) -> None:
        self._said = False

    def render_line(self, y: int) -> Strip:
        room = self.scrollable_content_region.width
        if y or self.has_focus or cell_len(self.value) <= room:
            return super().render_line(y)
        shown = Text(self.value, end="")
        shown.truncate(room, overflow="ellipsis")
        lines = self.app.console.render_lines(shown, self.app.console_options.update_width(room))
        return Strip(lines[0], room).apply_style(self.rich_style)

    def on_blur(self) -> None:
        self.scroll_to(x=0, animate=False)  # its start, as drawn cut
