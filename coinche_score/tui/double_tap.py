"""A double tap counts once: its second tap is dropped when the first changed the screen.

A finger quick on a phone taps twice where it tapped once ("Home", "New deal"); the first tap
opens another screen, and Textual hands the second to whatever that screen has at the same
place: the home screen's Delete, the empty deal form's Save.
"""

from __future__ import annotations

import weakref
from typing import NamedTuple

from textual import events
from textual.app import App
from textual.screen import Screen

#: How far apart, in cells, two taps are still one place for a finger.
SAME_PLACE = 1


class _Press(NamedTuple):
    time: float
    x: float
    y: float
    screen: weakref.ref[Screen[object]]  # not kept alive for it


class OneScreenPerTap(App[None]):
    """An app that drops the second tap of a double tap that changed the screen."""

    def __init__(self) -> None:
        super().__init__()
        self._last_press: _Press | None = None
        self._dropping = False

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.MouseDown) and not event.is_forwarded:
            last, screen = self._last_press, self.screen
            self._last_press = _Press(
                event.time, event.screen_x, event.screen_y, weakref.ref(screen)
            )
            self._dropping = (
                last is not None
                and last.screen() is not screen
                and event.time - last.time <= self.CLICK_CHAIN_TIME_THRESHOLD
                and abs(event.screen_x - last.x) <= SAME_PLACE
                and abs(event.screen_y - last.y) <= SAME_PLACE
            )
            if self._dropping:
                return
        elif isinstance(event, events.MouseUp) and not event.is_forwarded and self._dropping:
            self._dropping = False
            return
        await super().on_event(event)
