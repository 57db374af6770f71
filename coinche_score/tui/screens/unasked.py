"""A box the app opens by itself (the match's file changed behind its back, the match won):
the keys typed before it showed were meant for the screen under it, and answer nothing."""

from __future__ import annotations

from textual import events


class Unasked:
    """Put among a modal screen's bases: a key pressed before the screen was shown is dropped.
    The next deal typed ahead ("n b 9 0 c 8 0") saved a copy of the match with c, or reloaded
    it with r, and the deal was lost, where the player had seen no question yet."""

    _shown_at: float | None = None

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        if self._shown_at is None:
            self._shown_at = event.time

    def on_key(self, event: events.Key) -> None:
        # A key's time is when the terminal's input was read, before it waited in the queue.
        if self._shown_at is None or event.time < self._shown_at:
            event.stop()
            event.prevent_default()
