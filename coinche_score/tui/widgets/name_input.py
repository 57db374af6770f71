"""A name field: a name longer than the field is shown cut with "…" while another field has the
focus, and whole, a cursor's move at a time, while it has the focus.

A match keeps names of 40 characters, wider than a phone's field: Textual's Input shows the
end of such a name, its start silently scrolled away.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.strip import Strip
from textual.suggester import Suggester
from textual.widgets import Input
from textual.widgets.input import Selection

from coinche_score.i18n import Texts
from coinche_score.match_limits import MAX_NAME_LENGTH


class NameInput(Input):
    """One line of text, compact, at most the 40 characters a match keeps of a name: one more
    is refused with the bell and, once each time the field is entered, a word saying so (the
    bell alone may go unheard)."""

    def __init__(
        self,
        texts: Texts,
        value: str = "",
        *,
        placeholder: str = "",
        suggester: Suggester | None = None,
        id: str | None = None,
    ) -> None:
        super().__init__(
            value,
            placeholder=placeholder,
            max_length=MAX_NAME_LENGTH,
            suggester=suggester,
            compact=True,
            id=id,
        )
        self.said_when_full = texts("name.too_long", limit=MAX_NAME_LENGTH)
        self._said = False
        self._whole_on_tap = False
        #: The tap under way came into the field: it takes the whole name, nothing offered.
        self._coming_in = False

    def restricted(self) -> None:
        super().restricted()
        if not self._said:
            self._said = True
            self.notify(self.said_when_full, severity="warning")

    def on_focus(self) -> None:
        self._said = False
        self._whole_on_tap = True

    def on_key(self) -> None:
        self._whole_on_tap = False

    def on_mouse_down(self) -> None:
        # The tap that comes into the field takes the whole name, to be typed over as the
        # keys' way in takes it: Textual puts the cursor where the finger fell ("Them" tapped
        # then typed over read "TheKingsm", on a phone where each letter is then deleted).
        self._coming_in = self._whole_on_tap
        if self._whole_on_tap:
            self._whole_on_tap = False
            self.call_after_refresh(self._take_whole)

    def _take_whole(self) -> None:
        self.selection = Selection(0, len(self.value))

    def on_click(self, event: events.Click) -> None:
        # A tap on the name offered, drawn after what is typed, takes it: Textual takes it with
        # → only, which a phone's keyboard may not have (Gboard).  Once Input has put the
        # cursor where the finger fell: at the end, past what is typed.
        offset = event.get_content_offset(self)
        coming_in, self._coming_in = self._coming_in, False
        past_the_end = offset is not None and offset.x >= cell_len(self.value) - self.scroll_x
        if past_the_end and self.value and not coming_in:
            self.call_later(self._take_offered)

    def _take_offered(self) -> None:
        if self.cursor_at_end:
            self.action_cursor_right()  # takes what is offered, if anything is

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
