"""A box the app opens by itself (the match's file changed behind its back, the match won):
the keys and taps that came before it showed were meant for the screen under it, and answer
nothing."""

from __future__ import annotations

import time
from typing import Any

from textual import events


class Unasked:
    """Put among a modal screen's bases: a key pressed, or a tap made, before the screen was
    made is dropped: it was meant for the screen under it.  The next deal typed ahead
    ("n b 9 0 c 8 0") would save a copy of the match with c, or reload it with r, and lose
    the deal, the player having seen no question yet; a tap queued behind such keys would
    land on the box's buttons."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Textual's clock for the time of its events (on Linux and macOS), made just before
        # the box is shown.
        self._asked_at = time.monotonic()

    def came_before(self, event: events.InputEvent) -> bool:
        """Whether ``event`` was read from the terminal before this box was made."""
        return event.time < self._asked_at

    def on_key(self, event: events.Key) -> None:
        # A key's time is when the terminal's input was read, before it waited in the queue.
        if self.came_before(event):
            event.stop()
            event.prevent_default()
