"""The keys of the current screen, named in the app's language.

Textual's Footer shows a binding's description, fixed when its class is defined; the language
is only known at start-up, so this bar names each binding by its id through :class:`Texts`.
A tap on a key does what the key does (on a screen worked by taps, the bar is its buttons).
"""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual import events
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widgets import Static

from coinche_score.i18n import Texts
from coinche_score.tui.widgets.showing import show


class KeyBar(Static):
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        background: $panel;
        color: $text;
    }
    """

    def __init__(self, texts: Texts, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.texts = texts
        #: Each key shown that can be tapped: its first and last cells, its action and the
        #: node whose binding it is.
        self._tappable: list[Tappable] = []

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._show_bindings)
        self.call_after_refresh(self._show_bindings, self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def on_resize(self) -> None:
        self._show_bindings(self.screen)

    def _show_bindings(self, screen: Screen[object]) -> None:
        entries: list[Entry] = []
        keys: dict[str, list[str]] = {}  # a binding with several keys is one entry per key
        for active in screen.active_bindings.values():
            keys.setdefault(active.binding.action, []).append(active.binding.key)
        shown: set[str] = set()
        for active in screen.active_bindings.values():
            binding = active.binding
            if not binding.show or binding.id is None or binding.action in shown:
                continue
            shown.add(binding.action)
            key = self.texts.binding_keys(binding.id, keys[binding.action])[0]
            style = "bold" if active.enabled else "dim"
            entry = Text()
            entry.append(f" {key} ", f"{style} reverse")
            name = self.texts(f"binding.{binding.id}")
            entry.append(f" {name} ", "" if active.enabled else "dim")
            entries.append(Entry(entry, binding.action if active.enabled else None, active.node))
        palette = Text()
        palette.append(" ^p ", "bold reverse")
        palette.append(f" {self.texts('key.bar.palette')}")
        # Bindings change often (twice for a new deal) and the keys shown seldom.
        text, self._tappable = fitted(
            entries, Entry(palette, "app.command_palette", self.app), self.size.width
        )
        show(self, text)

    def on_click(self, event: events.Click) -> None:
        """A tap on a key shown does what the key does."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for first, after, action, node in self._tappable:
            if first <= offset.x < after:
                event.stop()
                self.call_later(self.app.run_action, action, node)
                return


class Entry(NamedTuple):
    """A key shown: its text, and its action (None when disabled) on ``node``."""

    text: Text
    action: str | None
    node: DOMNode


#: Where a key that can be tapped is: its first cell, the cell after it, its action and node.
Tappable = tuple[int, int, str, DOMNode]


def fitted(entries: list[Entry], last: Entry, width: int) -> tuple[Text, list[Tappable]]:
    """The first ``entries`` that fit whole in ``width`` cells with ``last`` after them (the
    palette, which leads to every key); all of them while the width is not known.  And where
    each enabled key shown is, for a tap."""
    text = Text(no_wrap=True, overflow="ellipsis")
    tappable: list[Tappable] = []
    room = width - last.text.cell_len
    fitting = []
    for entry in entries:
        room -= entry.text.cell_len
        if width and room < 0:
            break
        fitting.append(entry)
    for entry in (*fitting, last):
        first = text.cell_len
        text.append_text(entry.text)
        if entry.action is not None:
            tappable.append((first, text.cell_len, entry.action, entry.node))
    return text, tappable
