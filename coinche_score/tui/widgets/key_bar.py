"""The keys of the current screen, named in the app's language; a tap on one does what the key
does.

Textual's Footer shows a binding's description, fixed when its class is defined; the language
is only known at start-up, so this bar names each binding by its id through :class:`Texts`.
(A binding still has a description: Textual takes one without it as not shown.)
On a phone the bar takes a second line rather than leave a key out; what still does not fit is
left out, to the line of keys under a list where a screen has one (:class:`MoreKeys`), and the
palette (always shown: ``^p``) offers it.  The way back (``Esc``) is never
left out: by taps alone, it is how a player leaves a screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, runtime_checkable

from rich.text import Text
from textual import events
from textual.dom import DOMNode
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Static

from coinche_score.i18n import Texts
from coinche_score.tui import PHONE_BELOW
from coinche_score.tui.widgets.showing import show

#: The palette's action: it offers every key of the screen (see commands.py).
PALETTE_ACTION = "app.command_palette"


@dataclass(frozen=True)
class Entry:
    """A key as the bar shows it, and what a tap on it runs (``action`` in ``node``'s
    namespace); a disabled one is shown dim (struck out without colour) and does nothing.
    ``back``: the way back (its keys include ``Esc``), which the other entries make room
    for."""

    text: Text
    action: str
    node: DOMNode | None
    enabled: bool = True
    back: bool = False


@dataclass(frozen=True)
class Place:
    """Where an entry is drawn: line ``y``, cells ``start`` to ``end`` (excluded)."""

    entry: Entry
    y: int
    start: int
    end: int


class KeyLines(Static):
    """Keys of the screen, each a tap as well: those its bindings show in the key bar
    (``show``), unless a subclass takes others."""

    #: Lines taken at most on a phone (one on a wider screen).
    MOST_LINES = 2

    def __init__(self, texts: Texts, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.texts = texts
        self._entries: list[Entry] = []
        self._last: Entry | None = None
        self._places: list[Place] = []

    def last(self) -> Entry | None:
        """The entry always shown, after the others (the palette)."""
        return None

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._show_bindings)
        self.app.screen_change_signal.subscribe(self, self._screen_shown)
        self.call_after_refresh(self._show_bindings, self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)
        self.app.screen_change_signal.unsubscribe(self)

    def _screen_shown(self, shown: Screen[object]) -> None:
        # Under a dialog or a form the keys are theirs (x and r mean other things in the deal
        # form): this bar is blank, its room kept.
        self.visible = shown is self.screen

    def on_resize(self) -> None:
        self._show()

    def _show_bindings(self, screen: Screen[object]) -> None:
        self._take_bindings(screen)
        self._last = self.last()
        self._show()

    def _take_bindings(self, screen: Screen[object]) -> None:
        self._entries = self._entries_for(screen, shown_in_bar=True)

    def _entries_for(self, screen: Screen[object], shown_in_bar: bool) -> list[Entry]:
        """An entry for each binding of ``screen`` that the key bar shows, or for each other
        one (``shown_in_bar`` False)."""
        entries: list[Entry] = []
        keys: dict[str, list[str]] = {}  # a binding with several keys is one entry per key
        for active in screen.active_bindings.values():
            keys.setdefault(active.binding.action, []).append(active.binding.key)
        shown: set[str] = set()
        for active in screen.active_bindings.values():
            binding = active.binding
            if binding.show != shown_in_bar or binding.id is None or binding.action in shown:
                continue
            shown.add(binding.action)
            key = self.texts.binding_keys(binding.id, keys[binding.action])[0]
            name = self.texts(f"binding.{binding.id}")
            back = "escape" in keys[binding.action]
            entries.append(
                self._entry(key, name, binding.action, active.node, active.enabled, back=back)
            )
        return entries

    def _entry(
        self,
        key: str,
        name: str,
        action: str,
        node: DOMNode | None,
        enabled: bool = True,
        *,
        back: bool = False,
    ) -> Entry:
        text = Text()
        text.append(f" {key} ", f"{'bold' if enabled else 'dim'} reverse")
        # Without colour dim is a shade of grey: a key that does nothing now is struck out.
        text.append(f" {name} ", "" if enabled else "dim strike" if self.app.no_color else "dim")
        return Entry(text, action, node, enabled, back)

    def entries_at(self, width: int) -> list[Entry]:
        """The entries offered at ``width`` cells, in order."""
        return self._entries

    def _palette_entry(self) -> Entry:
        return self._entry("^p", self.texts("key.bar.palette"), PALETTE_ACTION, None)

    def _show(self) -> None:
        width = self.size.width
        self._places = laid_out(self.entries_at(width), self._last, width, self.lines_at(width))
        lines = [Text() for _ in range(max((p.y for p in self._places), default=0) + 1)]
        for place in self._places:
            line = lines[place.y]
            line.append(" " * (place.start - line.cell_len))
            line.append_text(place.entry.text)
        # Bindings change often (twice for a new deal) and the keys shown seldom.
        show(self, Text("\n").join(lines))

    @classmethod
    def lines_at(cls, width: int) -> int:
        """The lines taken at most at ``width`` cells."""
        return cls.MOST_LINES if width < PHONE_BELOW else 1

    @property
    def places(self) -> list[Place]:
        """Where each key is drawn, for a tap."""
        return self._places

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # The lines the keys take at that width (a line is never wrapped: it fits, or an entry
        # goes to the next line).
        places = laid_out(self.entries_at(width), self._last, width, self.lines_at(width))
        return max((place.y for place in places), default=0) + 1

    async def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        for place in self._places:
            if place.y == offset.y and place.start <= offset.x < place.end:
                event.stop()
                # A screen's ONCE_PER_DOUBLE_TAP: actions that a double tap does once, each
                # acting without a question on what the one before left chosen (a double tap
                # on Archive archived the next match too), nor saying why not after the last.
                if event.chain > 1 and place.entry.action in getattr(
                    self.screen, "ONCE_PER_DOUBLE_TAP", ()
                ):
                    return
                if not place.entry.enabled:
                    self.app.bell()
                    said_why_not(self.screen, place.entry.action)
                    return
                await self.app.run_action(place.entry.action, place.entry.node)
                return


@runtime_checkable
class SaysWhyNot(Protocol):
    """A screen that can say why one of its actions cannot be done now."""

    def why_not(self, action: str) -> str | None: ...


def said_why_not(screen: Screen[Any], action: str) -> None:
    """Say why ``action`` cannot be done now, if ``screen`` can tell (:class:`SaysWhyNot`):
    a key shown dimmed, tapped or pressed, says why it does nothing."""
    if isinstance(screen, SaysWhyNot) and (said := screen.why_not(action)):
        screen.notify(said, severity="warning")


class KeyBar(KeyLines):
    """The keys of the screen's key bar, and always the palette (``^p``), which leads to the
    keys left out."""

    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: auto;
        background: $panel;
        color: $text;
    }
    """

    def last(self) -> Entry:
        return self._palette_entry()


class MoreKeys(KeyLines):
    """The keys the key bar leaves out (a line of hints under a list), taps as well: first
    those it has no room for at this width (a full-width bar, as this line is), then those it
    never shows, but those of :attr:`LEFT_OUT`."""

    #: Never a tap here: the keys of this line move as a view changes what it offers (the
    #: home screen's archive and trash), and a tap meant for another key could quit the app.
    LEFT_OUT: ClassVar[frozenset[str]] = frozenset({"app.quit"})

    DEFAULT_CSS = """
    MoreKeys {
        height: auto;
        background: $surface;
        color: $text-muted;
    }
    """

    def __init__(self, texts: Texts, *, id: str | None = None) -> None:
        super().__init__(texts, id=id)
        self._bar: list[Entry] = []

    def _take_bindings(self, screen: Screen[object]) -> None:
        self._bar = self._entries_for(screen, shown_in_bar=True)
        hidden = self._entries_for(screen, shown_in_bar=False)
        self._entries = [entry for entry in hidden if entry.action not in self.LEFT_OUT]

    @classmethod
    def lines_at(cls, width: int) -> int:
        # Two lines at any width: what the bar leaves out at 60 columns takes a line.
        return cls.MOST_LINES

    def entries_at(self, width: int) -> list[Entry]:
        in_bar = laid_out(self._bar, self._palette_entry(), width, KeyBar.lines_at(width))
        placed = {id(place.entry) for place in in_bar}
        return [entry for entry in self._bar if id(entry) not in placed] + self._entries


def laid_out(entries: list[Entry], last: Entry | None, width: int, most_lines: int) -> list[Place]:
    """The first ``entries`` that fit whole in ``most_lines`` lines of ``width`` cells, in
    order, then ``last`` (the palette, which leads to every key, so always shown); all of them
    on one line while the width is not known.  The way back (:attr:`Entry.back`) is kept: the
    entries before it are left out, the nearest first, until it fits."""
    kept = list(entries)
    while True:
        places = _in_lines(kept, last, width, most_lines)
        placed = {id(place.entry) for place in places}
        lost = next((at for at, e in enumerate(kept) if e.back and id(e) not in placed), None)
        if lost is None:
            return places
        others = [e for e in kept[:lost] if not e.back]
        if not others:
            return places  # the way back alone does not fit
        kept.remove(others[-1])


def _in_lines(entries: list[Entry], last: Entry | None, width: int, most_lines: int) -> list[Place]:
    """:func:`laid_out`, every entry a candidate."""
    tail = last.text.cell_len if last is not None else 0

    def room(y: int) -> int:
        """The cells line ``y`` has for entries: the last line keeps the palette's."""
        return width - (tail if y == most_lines - 1 else 0) if width else 1 << 30

    places: list[Place] = []
    y = x = 0
    for entry in entries:
        length = entry.text.cell_len
        if x and x + length > room(y):
            if y + 1 == most_lines:
                break
            y, x = y + 1, 0
        if x + length > room(y):
            break
        places.append(Place(entry, y, x, x + length))
        x += length
    if last is not None:
        if width and x and x + tail > width:
            y, x = y + 1, 0
        places.append(Place(last, y, x, x + tail))
    return places
