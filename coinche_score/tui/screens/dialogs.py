"""Small modal dialogs: a yes/no question and the help."""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from coinche_score.i18n import ANNOUNCE_KEYS, Texts
from coinche_score.rules import Trump
from coinche_score.tui.widgets.key_bar import KeyBar


class ConfirmScreen(ModalScreen[bool]):
    """A question; True for yes (y or Enter), False for no (n or Escape)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,o,enter", "answer(True)", "Yes", id="confirm.yes"),
        Binding("n,escape", "answer(False)", "No", id="confirm.no"),
    ]

    def __init__(self, texts: Texts, question: str) -> None:
        super().__init__()
        self.texts = texts
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.question, classes="dialog-question")
            yield KeyBar(self.texts)

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


def help_sections(texts: Texts) -> list[tuple[str, list[tuple[str, str]]]]:
    """(section title, [(keys, what they do)]) for the help screen."""
    trump_keys = ", ".join(f"{texts.trump_key(t)} {texts.trump_name(t)}" for t in Trump)
    announce_keys = f"{min(ANNOUNCE_KEYS)}-{max(ANNOUNCE_KEYS)}"
    return [
        (
            texts("help.sheet"),
            [
                ("n", texts("help.key.sheet.new")),
                ("Enter e", texts("help.key.sheet.edit")),
                ("i", texts("help.key.sheet.insert")),
                ("x Del", texts("help.key.sheet.delete")),
                ("u", texts("help.key.sheet.undo")),
                ("r", texts("help.key.sheet.redo")),
                ("↑ ↓", texts("help.key.sheet.move")),
                ("w", texts("help.key.sheet.result")),
                ("h Esc", texts("help.key.sheet.home")),
            ],
        ),
        (
            texts("help.deal"),
            [
                ("a b p", texts("help.key.deal.taker")),
                ("0-9 c g", texts("help.key.deal.contract")),
                ("", texts("help.key.deal.trump", keys=trump_keys)),
                ("0-9 Tab", texts("help.key.deal.points")),
                ("b", texts("help.key.deal.belote")),
                (f"a b {announce_keys}", texts("help.key.deal.announces")),
                ("x", texts("help.key.deal.coinche")),
                ("t", texts("help.key.deal.all_tricks")),
                ("Tab ⇧Tab", texts("help.key.deal.move")),
                ("Enter", texts("help.key.deal.save")),
                ("Esc", texts("help.key.deal.cancel")),
            ],
        ),
        (
            texts("help.home"),
            [
                ("Enter", texts("help.key.home.open")),
                ("r", texts("help.key.home.resume")),
                ("n", texts("help.key.home.new")),
                ("^s", texts("help.key.new.start")),
                ("^r", texts("help.key.new.customise")),
                ("^t", texts("help.key.new.describe")),
            ],
        ),
        (
            texts("help.everywhere"),
            [
                ("F1 ?", texts("help.key.help")),
                ("^p", texts("help.key.palette")),
                ("^q", texts("help.key.quit")),
            ],
        ),
    ]


class HelpScreen(ModalScreen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,q", "close", "Close", id="help.close"),
    ]

    def __init__(self, texts: Texts) -> None:
        super().__init__()
        self.texts = texts

    def compose(self) -> ComposeResult:
        texts = self.texts
        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold", no_wrap=True)
        table.add_column()
        for title, keys in help_sections(texts):
            table.add_row(Text(title, style="bold underline"), "")
            for key, what in keys:
                table.add_row(key, what)
            table.add_row("", "")
        hearts = texts.trump_key(Trump.HEARTS)
        typical = texts("help.typical", hearts=hearts, hearts_name=texts.trump_name(Trump.HEARTS))
        with Vertical(classes="dialog", id="help"):
            yield Label(texts("help.title"), classes="dialog-title")
            with VerticalScroll():
                yield Static(table)
                yield Static(typical)
            yield KeyBar(texts)

    def action_close(self) -> None:
        self.dismiss(None)
