"""Small modal dialogs: a yes/no question, a file changed on disk, the files that cannot be
read, the teams' names, and the help."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Literal

from rich.cells import cell_len
from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Input, Label, Static

from coinche_score.i18n import Texts
from coinche_score.rules import Trump
from coinche_score.tui import PHONE_BELOW
from coinche_score.tui.screens.in_sight import FocusedInSight
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.screens.unasked import Unasked
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.name_input import NameInput
from coinche_score.tui.widgets.showing import show_error

#: On a phone, the help's keys take at most this many cells a line.
PHONE_KEYS_WIDTH = 9


def answers(*buttons: Button) -> Horizontal:
    """A dialog's buttons, each doing what its key does (a tap as well as a key).  They take
    no focus: Enter is the dialog's own key, the same in every question (see ConfirmScreen)."""
    for button in buttons:
        button.can_focus = False
        button.compact = True
    return Horizontal(*buttons, classes="dialog-buttons")


class ConfirmScreen(StyledOnce, ModalScreen[bool]):
    """A question; True for yes (y, o in French, or a tap on Yes), False for no (n, Esc, Enter
    or a tap on No).

    Enter takes the answer that changes nothing in every dialog (No, Later, back to the score
    sheet): a key typed ahead never says yes to a deletion, a rematch or a deal thrown away.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y,o", "answer(True)", "Yes", id="confirm.yes"),
        Binding("n,escape,enter", "answer(False)", "No", id="confirm.no"),
    ]

    def __init__(self, texts: Texts, question: str) -> None:
        super().__init__()
        self.texts = texts
        self.question = question

    def compose(self) -> ComposeResult:
        texts = self.texts
        with Vertical(classes="dialog"):
            yield Label(self.question, classes="dialog-question", markup=False)
            yield answers(
                Button(texts("binding.confirm.yes"), action="screen.answer(True)", id="yes"),
                Button(texts("binding.confirm.no"), action="screen.answer(False)", id="no"),
            )
            yield KeyBar(texts)

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


ConflictChoice = Literal["reload", "copy"]


def leave_if_sure(form: Screen[Any], texts: Texts, question: str, *, changed: bool = True) -> None:
    """``form`` closed (on nothing) at once if nothing was ``changed`` in it, else once the
    player answers yes to ``question``: what was entered in it is dropped only if asked."""
    if not changed:
        form.dismiss(None)
        return

    def answered(leave: bool | None) -> None:
        if leave:
            form.dismiss(None)

    form.app.push_screen(ConfirmScreen(texts, question), answered)


class ChangedOnDiskScreen(StyledOnce, Unasked, ModalScreen[ConflictChoice | None]):
    """The match's file changed behind the app's back: reload it, save a copy, or decide later
    (None: the change stays in memory, nothing is written)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "choose('reload')", "Reload", id="conflict.reload"),
        Binding("c", "choose('copy')", "Save a copy", id="conflict.copy"),
        Binding("escape,enter", "choose(None)", "Later", id="conflict.later"),
    ]

    def __init__(
        self, texts: Texts, detail: str, *, can_reload: bool = True, leaving: bool = False
    ) -> None:
        """``can_reload``: False where reloading could only end here again (the file made a
        link, or read-only): Reload is not offered.  ``leaving``: asked as the match is
        closed, with nothing unsaved, the file lacking deals shown here."""
        super().__init__()
        self.texts = texts
        self.detail = detail
        self.can_reload = can_reload
        self.leaving = leaving

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.can_reload or parameters != ("reload",)

    def compose(self) -> ComposeResult:
        texts = self.texts
        key = "problem.changed_on_disk.leaving" if self.leaving else "problem.changed_on_disk"
        if not self.can_reload:
            key += ".no_reload"
        # Without a detail, its line is left out.
        question = "\n".join(line for line in texts(key, detail=self.detail).splitlines() if line)
        with Vertical(classes="dialog"):
            with VerticalScroll(classes="dialog-text"):
                yield Label(question, classes="dialog-question", markup=False)
            yield answers(
                *(
                    Button(
                        texts(f"binding.conflict.{name}"),
                        action=f"screen.choose({choice})",
                        id=name,
                    )
                    for name, choice in (
                        ("reload", "'reload'"),
                        ("copy", "'copy'"),
                        ("later", None),
                    )
                    if self.can_reload or name != "reload"
                )
            )
            yield KeyBar(texts)

    def action_choose(self, choice: ConflictChoice | None) -> None:
        self.dismiss(choice)


class DamagedFilesScreen(StyledOnce, ModalScreen[None]):
    """The files of the data folder that cannot be read, each by its path with what to mend in
    it (where its JSON breaks, the deal or the field refused), so that it can be found and put
    right by hand; Esc, Enter or a tap on Close closes."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,enter", "close", "Close", id="damaged.close"),
    ]

    def __init__(self, texts: Texts, files: list[tuple[str, str]], more: int = 0) -> None:
        """``files``: each file's path and why it cannot be read, shown as they are; ``more``:
        how many others there are, counted only."""
        super().__init__()
        self.texts = texts
        self.files = files
        self.more = more

    def compose(self) -> ComposeResult:
        texts = self.texts
        with Vertical(classes="dialog", id="damaged-files"):
            yield Label(
                texts("home.damaged.title", count=len(self.files) + self.more),
                classes="dialog-title",
                markup=False,
            )
            with VerticalScroll(classes="dialog-text"):
                for path, why in self.files:
                    yield Static(Text.assemble((path, "bold"), "\n", why), classes="damaged-file")
                if self.more:
                    more = texts("home.damaged.more", count=self.more)
                    yield Static(more, classes="damaged-file", markup=False)
            yield answers(
                Button(texts("binding.damaged.close"), action="screen.close", id="damaged-close")
            )
            yield KeyBar(texts)

    def action_close(self) -> None:
        self.dismiss(None)


#: Renames the teams; None once done, else why not (in the player's words).
Renaming = Callable[[tuple[str, str]], str | None]


class RenameScreen(StyledOnce, FocusedInSight, ModalScreen[tuple[str, str] | None]):
    """The two team names of a saved match; ^s, Enter on the second one or Save renames, Esc
    or Cancel closes.  A name refused keeps the dialog open, as typed, with the reason under
    the fields; it closes on the names given once ``rename`` took them."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "save", "Save", id="rename.save"),
        Binding("escape", "cancel", "Cancel", id="rename.cancel"),
    ]

    def __init__(self, texts: Texts, names: tuple[str, str], rename: Renaming) -> None:
        super().__init__()
        self.texts = texts
        self.names = names
        self.rename = rename

    def compose(self) -> ComposeResult:
        texts = self.texts
        with Vertical(classes="dialog", id="rename"):
            yield Label(texts("rename.title"), classes="dialog-title")
            for team, name in zip(("A", "B"), self.names, strict=True):
                with Horizontal(classes="field-row"):
                    yield Label(texts(f"new.team_{team.lower()}"), classes="field-label")
                    yield NameInput(
                        texts,
                        name,
                        id=f"rename-{team.lower()}",
                    )
            yield Label("", classes="field-error", id="error-rename", markup=False)
            yield answers(
                Button(
                    texts("binding.rename.save"),
                    action="screen.save",
                    variant="success",
                    id="rename-save",
                ),
                Button(texts("binding.rename.cancel"), action="screen.cancel", id="rename-cancel"),
            )
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
        # Said under the fields as typed already; then what the store says of them.
        refused = self.texts.names_problem(names) or self.rename(names)
        if refused:  # what was typed stays
            show_error(self, "rename", refused)
            self.app.bell()
            return
        self.dismiss(names)

    def action_cancel(self) -> None:
        self.dismiss(None)


class HelpKeys(Static):
    """The keys of every screen, a key and what it does a row, under each screen's title (a
    line of its own); on a phone the keys' column is narrow and wraps too, so that what they
    do has room.  Every section's keys take the same width: they line up."""

    def __init__(self, texts: Texts, opened_from: type[Screen[Any]] | None = None) -> None:
        super().__init__()
        self.texts = texts
        self.opened_from = opened_from

    def render(self) -> Group:
        from coinche_score.tui.help import help_sections  # it reads the screens that import us

        sections = help_sections(self.texts, self.opened_from)
        roomy = self.app.size.width >= PHONE_BELOW
        widest = max(cell_len(key) for _, rows in sections for key, _ in rows)
        width = widest if roomy else min(widest, PHONE_KEYS_WIDTH)
        parts: list[Text | Table] = []
        for title, rows in sections:
            table = Table.grid(padding=(0, 2) if roomy else (0, 1))
            table.add_column(style="bold", width=width, no_wrap=roomy)
            table.add_column()
            for key, what in rows:
                table.add_row(key, what)
            parts += [Text(title, style="bold underline"), table, Text()]
        return Group(*parts)


class HelpScreen(StyledOnce, ModalScreen[None]):
    """Every screen's keys, those of the screen it was opened from (``opened_from``) first."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,q", "close", "Close", id="help.close"),
    ]

    def __init__(self, texts: Texts, opened_from: type[Screen[Any]] | None = None) -> None:
        super().__init__()
        self.texts = texts
        self.opened_from = opened_from

    def compose(self) -> ComposeResult:
        texts = self.texts
        hearts = texts.trump_key(Trump.HEARTS)
        hearts_name = texts.trump_name(Trump.HEARTS).lower()  # mid-sentence
        typical = texts("help.typical", hearts=hearts, hearts_name=hearts_name)
        with Vertical(classes="dialog", id="help"):
            yield Label(texts("help.title"), classes="dialog-title")
            with VerticalScroll():
                yield HelpKeys(texts, self.opened_from)
                yield Static(typical)
            yield KeyBar(texts)

    def action_close(self) -> None:
        self.dismiss(None)
