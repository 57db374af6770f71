"""A scrolling list of fields where ↑ and ↓ move from one field to the next, like Tab."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll


class FieldList(VerticalScroll, can_focus=False):
    """The focused field is scrolled into view; the arrows never just scroll past it."""

    DEFAULT_CSS = """
    FieldList {
        height: 1fr;
        scrollbar-size-vertical: 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "app.focus_next", show=False),
        Binding("up", "app.focus_previous", show=False),
    ]
