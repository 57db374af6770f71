"""The field being typed in stays in sight when the screen changes size.

A phone's keyboard popping up takes half the rows, and a phone turned changes how the help
lines wrap: Textual keeps a scrolled form at the same offset, and the field that has the focus
would go out of view (the deal form back at its top while the digit pad types on).
"""

from __future__ import annotations

from textual import events
from textual.screen import Screen


class FocusedInSight:
    """Put among a screen's bases: after each resize, once the screen is laid out again, the
    widget that has the focus is scrolled back into view.  Textual calls each class's own
    handler of an event, so a screen's own ``on_resize`` does not hide this one."""

    def on_resize(self, event: events.Resize) -> None:
        assert isinstance(self, Screen)
        self.call_after_refresh(self.focused_in_sight)

    def focused_in_sight(self) -> None:
        """The widget that has the focus scrolled into view, if it is out of it."""
        assert isinstance(self, Screen)
        if self.focused is not None:
            self.focused.scroll_visible(animate=False)
