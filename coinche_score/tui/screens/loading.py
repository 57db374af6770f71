"""Shown while a very long match or a big folder is read: the keys stay live (Esc goes back,
Ctrl+Q quits)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, LoadingIndicator

from coinche_score.i18n import Texts
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.widgets.key_bar import KeyBar


class LoadingScreen(StyledOnce, ModalScreen[None]):
    """Dismissed by Esc (the player gave up waiting) or by the app once the match is read."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back", id="loading.back"),
    ]

    def __init__(self, texts: Texts, message: str) -> None:
        """``message``: the key of what is being read, in the catalogue."""
        super().__init__()
        self.texts = texts
        self.message = message

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="loading"):
            yield Label(self.texts(self.message), classes="dialog-question", markup=False)
            yield LoadingIndicator()
            yield KeyBar(self.texts)

    def action_back(self) -> None:
        self.dismiss(None)
