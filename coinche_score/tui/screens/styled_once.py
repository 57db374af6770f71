"""A screen styled once when it is first shown, not twice.

Textual styles every node of a pushed screen as it is mounted, then again when the screen's
first ``ScreenResume`` comes a moment later (``refresh_styles``, there for a screen coming
back after others changed what its styles depend on).  Nothing has changed in between: the
second pass takes a sixth of the CPU of opening the deal form at 80x24 and a twelfth at 40x30
(20 openings alternated with and without it), at each deal typed.  A screen shown again
after another one closes is styled as Textual decides.
"""

from __future__ import annotations

from textual import events


class StyledOnce:
    """Put first among a screen's bases: its first ``ScreenResume`` does not style it again.
    Textual calls each class's own handler of an event, the most derived first: a screen's
    own ``on_screen_resume`` does not hide this one."""

    _shown_before = False

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        if not self._shown_before:
            self._shown_before = True
            event.refresh_styles = False
