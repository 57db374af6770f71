"""Text shown: in a Static only when it changes, and shortened to the room it has.

``Static.update`` always lays the screen out again, and the forms refresh every hint, error
line and preview on each key: updating only what changed spares a layout on most keys (a
deal typed in the deal form takes about a fifth less CPU).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Label, Static

if TYPE_CHECKING:
    from coinche_score.i18n.sentences import Tone  # the sentences load a match's model


#: How each tone of the sheet's sentences looks, wherever they are shown.
TONE_STYLES: dict[Tone, str] = {
    "plain": "",
    "strong": "bold",
    "won": "bold green",
    "warning": "bold yellow",
    "quiet": "dim",
}


def show(widget: Static, content: str | Text) -> None:
    """``widget.update(content)`` unless it shows that already."""
    shown = widget.content
    same = type(shown) is type(content) and shown == content
    # rich's Text equality leaves out the base style.
    if same and isinstance(shown, Text) and isinstance(content, Text):
        same = shown.style == content.style
    if not same:
        widget.update(content)


def show_error(form: DOMNode, field: str, message: str) -> None:
    """The error line under a form's field (``#error-<field>``): the message, or nothing."""
    label = form.query_one(f"#error-{field}", Label)
    show(label, message)
    label.set_class(bool(message), "-shown")


def reveal_error(form: Widget, field: str) -> None:
    """The error line of ``field`` scrolled into sight once drawn: a Start or Save refused on
    a phone says why where the player looks, not below the fold."""
    label = form.query_one(f"#error-{field}", Label)
    form.call_after_refresh(label.scroll_visible, animate=False)


def ellipsised(text: str, width: int) -> str:
    """``text``, or as much of it as fits in ``width`` cells ending with an ellipsis."""
    if len(text) <= width:
        return text
    return text[: max(width - 1, 0)] + "…"
