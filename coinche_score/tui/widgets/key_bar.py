"""The keys of the current screen, named in the app's language.

Textual's Footer shows a binding's description, fixed when its class is defined; the language
is only known at start-up, so this bar names each binding by its id through :class:`Texts`.
"""

from __future__ import annotations

from rich.text import Text
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

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._show_bindings)
        self.call_after_refresh(self._show_bindings, self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def on_resize(self) -> None:
        self._show_bindings(self.screen)

    def _show_bindings(self, screen: Screen[object]) -> None:
        entries: list[Text] = []
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
            entries.append(entry)
        palette = Text()
        palette.append(" ^p ", "bold reverse")
        palette.append(f" {self.texts('key.bar.palette')}")
        # Bindings change often (twice for a new deal) and the keys shown seldom.
        show(self, fitted(entries, palette, self.size.width))


def fitted(entries: list[Text], last: Text, width: int) -> Text:
    """The first ``entries`` that fit whole in ``width`` cells with ``last`` after them (the
    palette, which leads to every key); all of them while the width is not known."""
    text = Text(no_wrap=True, overflow="ellipsis")
    room = width - last.cell_len
    for entry in entries:
        room -= entry.cell_len
        if width and room < 0:
            break
        text.append_text(entry)
    text.append_text(last)
    return text
