"""Type-ahead: every key counts, in the order typed, however fast it comes.

Textual hands each key to the widget focused *when the key arrives*.  Keys typed in a burst
(or pasted) therefore reach a screen that is still opening, or a field the previous key was
about to leave, and are lost or land in the wrong field.  :class:`TypeAhead` queues the keys
and hands over the next one only once the app has settled after the previous one.  A tap
that comes while keys wait joins the queue behind them (a phone's keyboard sends a word at
once, and the finger is quick to the next field): it would take the focus before they land.
"""

from __future__ import annotations

import asyncio
from collections import deque

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.message_pump import MessagePump

from coinche_score.tui.screens.unasked import Unasked

#: How often the app is checked for pending work between two queued keys, and for how long.
SETTLE_STEP = 0.002
SETTLE_LIMIT = 0.5
#: How often a screen that holds a key (:class:`HoldsKeys`) is asked again, and for how long
#: at most (a folder of a thousand matches is read in a few seconds on a phone).
HOLD_STEP = 0.02
HOLD_LIMIT = 30.0
#: Characters of a paste and the key each stands for (spaces separate nothing: skipped);
#: a comma cannot be bound alone (it separates a binding's keys).
PASTED_KEYS = {"\r": "enter", "\n": "enter", "\t": "tab", ",": "comma"}


#: What waits in the queue: keys, pastes, and the taps that came after them.
Queued = events.Key | events.Paste | events.MouseDown | events.MouseUp


def key_of(character: str) -> str:
    """The key Textual names for a character typed (``?``: ``question_mark``): the key a
    binding written with that character listens to."""
    if character in PASTED_KEYS:
        return PASTED_KEYS[character]
    (binding,) = Binding.make_bindings([Binding(character, "")])
    return binding.key


class HoldsKeys:
    """A screen that is not ready for some keys yet (the statistics before their figures are
    there): such a key, and every key and tap behind it, waits until it is."""

    def holds_key(self, event: Queued) -> bool:
        return False


class TypeAhead(App[None]):
    """An app whose keys wait in a queue while the previous one is being handled."""

    def __init__(self) -> None:
        super().__init__()
        self._typed: deque[Queued] = deque()
        self._released: set[int] = set()
        # Kept, so that the running task is not garbage-collected.
        self._drain_task: asyncio.Task[None] | None = None

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, Queued) and not event.is_forwarded:
            waiting = bool(self._typed) or self._drain_task is not None
            if id(event) in self._released:
                self._released.discard(id(event))
            elif waiting or not isinstance(event, events.MouseDown | events.MouseUp):
                self._typed.append(event)
                self._start_draining()
                return
            if isinstance(event, events.MouseDown | events.MouseUp) and self._tapped_before(event):
                return  # a tap made before the box showed: meant for the screen under it
        await super().on_event(event)

    def _tapped_before(self, tap: events.MouseDown | events.MouseUp) -> bool:
        """Whether ``tap`` came before the box the app opened by itself now on top."""
        return isinstance(self.screen, Unasked) and self.screen.came_before(tap)

    def on_paste(self, event: events.Paste) -> None:
        """A paste no field took (a text field takes its own): typed key by key, next."""
        typed: list[events.Key] = []
        for character in event.text.replace("\r\n", "\n"):
            if character != " ":
                key = events.Key(key_of(character), "\r" if character == "\n" else character)
                typed.append(key)
        self._typed.extendleft(reversed(typed))
        self._start_draining()

    def _start_draining(self) -> None:
        if self._drain_task is None:
            self._drain_task = asyncio.get_running_loop().create_task(self._drain())

    async def _drain(self) -> None:
        try:
            while self._typed:
                await self._until_taken(self._typed[0])
                event = self._typed.popleft()
                self._released.add(id(event))
                self.post_message(event)
                await self._settle()
        finally:
            self._drain_task = None

    async def _until_taken(self, event: Queued) -> None:
        """While the screen shown holds ``event`` (:class:`HoldsKeys`)."""
        screen = self.screen
        if not isinstance(screen, HoldsKeys):
            return
        waited = 0.0
        while self.screen is screen and screen.holds_key(event) and waited < HOLD_LIMIT:
            await asyncio.sleep(HOLD_STEP)
            waited += HOLD_STEP

    async def _settle(self) -> None:
        """Until every message the last key caused (focus moves, new screens) is handled."""
        waited = 0.0
        quiet = 0
        while waited < SETTLE_LIMIT and quiet < 2:
            await asyncio.sleep(SETTLE_STEP)
            waited += SETTLE_STEP
            quiet = 0 if self._busy() else quiet + 1

    def _busy(self) -> bool:
        pumps: list[MessagePump] = [self]
        for screen in self.screen_stack:
            pumps.extend(screen.walk_children(with_self=True))
        return any(pump.message_queue_size for pump in pumps)
