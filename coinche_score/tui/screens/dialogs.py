"""Small modal dialogs: a yes/no question, a file changed on disk, the teams' names, and the
help."""

from __future__ import annotations

from typing import ClassVar, Literal

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from coinche_score.i18n import Texts
from coinche_score.match import MAX_NAME_LENGTH
from coinche_score.rules import Trump
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.showing import show_error


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
            yield Label(self.question, classes="dialog-question", markup=False)
            yield KeyBar(self.texts)

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


ConflictChoice = Literal["reload", "copy"]


class ChangedOnDiskScreen(ModalScreen[ConflictChoice | None]):
    """The match's file changed behind the app's back: reload it, save a copy, or decide later
    (None: the change stays in memory, nothing is written)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "choose('reload')", "Reload", id="conflict.reload"),
        Binding("c", "choose('copy')", "Save a copy", id="conflict.copy"),
        Binding("escape", "choose(None)", "Later", id="conflict.later"),
    ]

    def __init__(self, texts: Texts, detail: str) -> None:
        super().__init__()
        self.texts = texts
        self.detail = detail

    def compose(self) -> ComposeResult:
        question = self.texts("problem.changed_on_disk", detail=self.detail)
        with Vertical(classes="dialog"):
            yield Label(question, classes="dialog-question", markup=False)
            yield KeyBar(self.texts)

    def action_choose(self, choice: ConflictChoice | None) -> None:
        self.dismiss(choice)


class RenameScreen(ModalScreen[tuple[str, str] | None]):
    """The two team names of a saved match; ^s or Enter on the second one confirms, Esc
    cancels."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "save", "Save", id="rename.save"),
        Binding("escape", "cancel", "Cancel", id="rename.cancel"),
    ]

    def __init__(self, texts: Texts, names: tuple[str, str]) -> None:
        super().__init__()
        self.texts = texts
        self.names = names

    def compose(self) -> ComposeResult:
        texts = self.texts
        with Vertical(classes="dialog", id="rename"):
            yield Label(texts("rename.title"), classes="dialog-title")
            for team, name in zip(("A", "B"), self.names, strict=True):
                with Horizontal(classes="field-row"):
                    yield Label(texts(f"new.team_{team.lower()}"), classes="field-label")
                    yield Input(
                        name,
                        id=f"rename-{team.lower()}",
                        compact=True,
                        max_length=MAX_NAME_LENGTH,
                    )
            yield Label("", classes="field-error", id="error-rename", markup=False)
            yield KeyBar(texts)

    def _names(self) -> tuple[str, str]:
        a, b = (self.query_one(f"#rename-{t}", Input).value.strip() for t in ("a", "b"))
        return a, b

    @on(Input.Changed)
    def _names_changed(self) -> None:
        show_error(self, "rename", self.texts.names_problem(self._names()))

    @on(Input.Submitted, "#rename-a")
    def _next(self) -> None:
        self.query_one("#rename-b", Input).focus()

    @on(Input.Submitted, "#rename-b")
    def action_save(self) -> None:
        names = self._names()
        problem = self.texts.names_problem(names)
        if problem:  # said under the fields already; what was typed stays
            show_error(self, "rename", problem)
            self.app.bell()
            return
        self.dismiss(names)

    def action_cancel(self) -> None:
        self.dismiss(None)


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
        from coinche_score.tui.help import help_sections  # it reads the screens that import us

        for title, keys in help_sections(texts):
            table.add_row(Text(title, style="bold underline"), "")
            for key, what in keys:
                table.add_row(key, what)
            table.add_row("", "")
        hearts = texts.trump_key(Trump.HEARTS)
        hearts_name = texts.trump_name(Trump.HEARTS).lower()  # mid-sentence
        typical = texts("help.typical", hearts=hearts, hearts_name=hearts_name)
        with Vertical(classes="dialog", id="help"):
            yield Label(texts("help.title"), classes="dialog-title")
            with VerticalScroll():
                yield Static(table)
                yield Static(typical)
            yield KeyBar(texts)

    def action_close(self) -> None:
        self.dismiss(None)
