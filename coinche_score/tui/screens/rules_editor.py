"""Customise a rule set: the fields in sections, each explained, checked as it changes, and a
live test panel scoring six typical deals under the rules being edited.

Returns the new RuleSet (or None if cancelled).  The fields and their sections come from the
core (``RULE_SECTIONS``), so a rule added there appears here without touching this screen.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Collection
from enum import Enum
from typing import Any, ClassVar, Literal, Union, get_args, get_origin

from pydantic import StrictInt
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Input, Label

from coinche_score.i18n import Texts
from coinche_score.rules import (
    CUSTOM,
    DESCRIPTIVE_FIELDS,
    RULE_SECTIONS,
    InvalidRulesError,
    RuleSet,
    described_as_a_preset,
    is_preset,
    rule_conflicts,
    rule_field_problems,
)
from coinche_score.store.house_rules import check_name, looks
from coinche_score.tui import LOW_BELOW, PHONE_BELOW
from coinche_score.tui.screens.dialogs import ConfirmScreen, leave_if_sure
from coinche_score.tui.screens.in_sight import FocusedInSight
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.store_errors import name_refusal
from coinche_score.tui.widgets.choice_picker import Choice, ChoicePicker
from coinche_score.tui.widgets.field_list import FieldList
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.name_input import NameInput
from coinche_score.tui.widgets.number_input import NumberInput
from coinche_score.tui.widgets.rule_test import RuleTestPanel
from coinche_score.tui.widgets.showing import reveal_error, show, show_error

FieldKind = Literal["bool", "int", "optional_int", "ints", "enum", "literal"]
LONGEST_NUMBER = 7
#: From this width the test panel stands beside the fields instead of under them.
WIDE = 140


def field_kind(name: str) -> FieldKind:
    """How the editor shows RuleSet field ``name``; TypeError for a kind it does not know."""
    annotation = RuleSet.model_fields[name].annotation
    origin, args = get_origin(annotation), get_args(annotation)
    if annotation is bool:
        return "bool"
    if annotation is int:
        return "int"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return "enum"
    if origin is Literal:
        return "literal"
    if origin is tuple and args == (StrictInt, Ellipsis):
        return "ints"
    if origin in (Union, types.UnionType) and set(args) == {int, type(None)}:
        return "optional_int"
    raise TypeError(f"the rules editor cannot show field {name!r} ({annotation!r})")


def edited_fields() -> list[str]:
    return [name for _, names in RULE_SECTIONS for name in names]


def check_rules(values: dict[str, Any]) -> tuple[RuleSet | None, list[InvalidRulesError]]:
    """The rules ``values`` make, or None and why not: values out of range first, then the
    combinations the rules refuse (computed only from values in range)."""
    problems = rule_field_problems(values) or rule_conflicts(values)
    if problems:
        return None, problems
    return RuleSet.model_validate(values), []


class RulesEditorScreen(StyledOnce, FocusedInSight, ModalScreen[RuleSet | None]):
    HORIZONTAL_BREAKPOINTS = [(0, "-phone"), (PHONE_BELOW, "-narrow"), (WIDE, "-wide")]
    # A phone with its keyboard up (40x12): the test deals give their room to the rules (they
    # left them one line of 12).
    VERTICAL_BREAKPOINTS = [(0, "-low"), (LOW_BELOW, "-high")]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "apply", "Apply", id="rules.apply"),
        Binding("escape", "cancel", "Cancel", id="rules.cancel"),
    ]

    def __init__(
        self,
        texts: Texts,
        base: RuleSet,
        reference: RuleSet | None = None,
        saved_names: Callable[[], Collection[str]] = tuple,
    ) -> None:
        """Edit ``base``; fields that differ from ``reference`` (default: ``base``) are marked.
        A name among ``saved_names()`` (the house rules saved, read when the rules are kept:
        another window may have saved some since) replaces those rules if asked."""
        super().__init__()
        self.texts = texts
        self.base = base
        self.saved_names = saved_names
        self.reference = reference if reference is not None else base
        self.base_is_preset = is_preset(base)
        #: The rules as they stand, or None while some field is refused.
        self.current: RuleSet | None = base

    def compose(self) -> ComposeResult:
        texts = self.texts
        base = texts.rules_name(self.reference.name)
        with Vertical(classes="dialog", id="rules-editor"):
            # A phone's is short, for a line more of rules (app.tcss shows one of the two).
            yield Label(texts("rules.title", base=base), classes="dialog-title", markup=False)
            title = texts("rules.title.short", base=base)
            yield Label(title, classes="dialog-title -short", markup=False)
            with Horizontal(id="rules-body"):
                with FieldList(id="rules-fields"):
                    yield Label(texts("rules.name"), classes="rule-label")
                    name = "" if self.base_is_preset or self.base.name == CUSTOM else self.base.name
                    yield NameInput(
                        texts,
                        name,
                        placeholder=texts("rules.custom_name"),
                        id="rule-name",
                    )
                    yield Label(texts("rules.name.help"), classes="rule-help")
                    yield Label("", classes="field-error", id="error-name", markup=False)
                    for section, names in RULE_SECTIONS:
                        yield Label(texts(f"rules.section.{section}"), classes="section-title")
                        for name in names:
                            yield Label(
                                texts.rule_label(name), classes="rule-label", id=f"label-{name}"
                            )
                            yield self._editor(name)
                            yield Label("", classes="field-error", id=f"error-{name}")
                            yield Label(texts.rule_help(name), classes="rule-help")
                with VerticalScroll(id="rules-tests"):
                    yield RuleTestPanel(texts, id="rules-test")
            yield KeyBar(texts)

    def on_mount(self) -> None:
        self.query_one("#rule-name").focus()
        # Focusing scrolls the name's own label out of sight: back to the top.
        self.call_after_refresh(self.query_one(FieldList).scroll_home, animate=False)
        self._rules_changed()
        self._as_opened = self._entered()

    def _entered(self) -> tuple[object, ...]:
        """What the editor holds: every field as typed or chosen."""
        typed = tuple(field.value for field in self.query(Input))
        return typed, tuple(picker.value for picker in self.query(ChoicePicker))

    def _editor(self, name: str) -> Widget:
        texts, kind = self.texts, field_kind(name)
        value = getattr(self.base, name)
        widget_id = f"rule-{name}"
        if kind == "bool":
            no, yes = texts("no"), texts("yes")
            return ChoicePicker[bool](
                [Choice(False, no, no[0]), Choice(True, yes, yes[0])], value, id=widget_id
            )
        if kind == "enum":
            members: list[Enum] = list(type(value).__members__.values())
            return ChoicePicker[Enum](
                [Choice(m, texts.rule_choice(name, m.value), "") for m in members],
                value,
                id=widget_id,
            )
        if kind == "literal":
            options = get_args(RuleSet.model_fields[name].annotation)
            return ChoicePicker[object](
                [Choice(option, str(option), "") for option in options], value, id=widget_id
            )
        if kind in ("int", "optional_int"):
            shown = "" if value is None else str(value)
            return NumberInput(shown, max_length=LONGEST_NUMBER, id=widget_id)
        return Input(
            ", ".join(str(v) for v in value), restrict=r"[0-9, ]*", compact=True, id=widget_id
        )

    # ------------------------------------------------------------------ reading
    def read_fields(self) -> tuple[dict[str, object], dict[str, str]]:
        """The values entered, and a message for each that is not even a number."""
        texts = self.texts
        values: dict[str, object] = {}
        errors: dict[str, str] = {}
        for name in edited_fields():
            kind = field_kind(name)
            widget = self.query_one(f"#rule-{name}")
            if isinstance(widget, ChoicePicker):
                values[name] = widget.value
                continue
            assert isinstance(widget, Input)
            text = widget.value.strip()
            if kind == "int":
                if text.isdigit():
                    values[name] = int(text)
                else:
                    errors[name] = texts("rules.invalid_number")
            elif kind == "optional_int":  # its field takes digits only: empty is "none"
                values[name] = int(text) if text else None
            else:
                parts = [part.strip() for part in text.split(",")]
                if parts and all(part.isdigit() for part in parts):
                    values[name] = tuple(int(part) for part in parts)
                else:
                    errors[name] = texts("rules.invalid_numbers")
        return values, errors

    def check(self) -> tuple[RuleSet | None, dict[str, str]]:
        """The rules entered, or None; and what is wrong, field by field, in the user's words."""
        values, errors = self.read_fields()
        if errors:
            # Each other field's own range is said meanwhile (a target of 9999999 too, while a
            # list of targets is being typed); combinations wait for every field.
            for problem in rule_field_problems(values):
                errors.setdefault(problem.field, self.texts.rules_problem(problem))
            return None, errors
        candidate: dict[str, Any] = {**self.base.model_dump(), **values, "name": CUSTOM}
        if described_as_a_preset(self.base):
            candidate.update(description="", source="")
        rules, problems = check_rules(candidate)
        shown: dict[str, str] = {}
        for problem in problems:
            shown.setdefault(problem.field, self.texts.rules_problem(problem))
        return rules, shown

    @on(ChoicePicker.Changed)
    @on(Input.Changed)
    def _rules_changed(self) -> None:
        rules, errors = self.check()
        self.current = rules
        # While a value is refused, the others are still marked by what they read as.
        values = self.read_fields()[0] if rules is None else dict(rules)
        show_error(self, "name", self._name_problem())
        for name in edited_fields():
            show_error(self, name, errors.get(name, ""))
            differs = name not in values or values[name] != getattr(self.reference, name)
            label = self.query_one(f"#label-{name}", Label)
            mark = f" {self.texts('rules.differs')}" if differs else ""
            show(label, self.texts.rule_label(name) + mark)
            label.set_class(differs, "-differs")
        height = self.query_one("#rules-tests").outer_size.height
        refused = [self.texts.rule_label(name) for name in edited_fields() if name in errors]
        self.query_one(RuleTestPanel).show(rules, self.reference, refused)
        if not self.has_class("-wide"):  # the tests are under the rules, and may grow
            self.call_after_refresh(self._rule_in_sight, height)

    def _rule_in_sight(self, tests_height: int) -> None:
        """The rule being changed back in sight if the tests grew over it."""
        if self.query_one("#rules-tests").outer_size.height > tests_height:
            self.focused_in_sight()

    # ------------------------------------------------------------------ leaving
    def action_apply(self) -> None:
        rules, errors = self.check()
        typed_name = self.query_one("#rule-name", Input).value.strip()
        name_error = self._name_problem()
        show_error(self, "name", name_error)
        if rules is None or name_error:
            self.app.bell()
            first = next((n for n in edited_fields() if n in errors), None)
            self.query_one(f"#rule-{first}" if first else "#rule-name").focus()
            reveal_error(self, first or "name")
            return
        unchanged = rules.model_dump(exclude=set(DESCRIPTIVE_FIELDS)) == (
            self.base.model_dump(exclude=set(DESCRIPTIVE_FIELDS))
        )
        if unchanged and (not typed_name or typed_name == self.base.name):
            self.dismiss(self.base)
            return
        saved = self.saved_names()
        if typed_name and typed_name != self.texts("rules.custom_name"):
            # A name that looks like saved house rules' ("maison", "Maison ") is theirs: the
            # store would refuse it beside them, after the editor had closed.
            seen = looks(check_name(typed_name))
            like = next((n for n in saved if looks(n) == seen), typed_name)
            rules = rules.model_copy(update={"name": like})
        # The house rules opened are asked about too: changed for one evening, they would be
        # changed for good without a word (the name can be cleared for rules of this match).
        if rules.name not in saved:
            self.dismiss(rules)
            return

        def answered(replace: bool | None) -> None:
            if replace:
                self.dismiss(rules)
            else:
                self.query_one("#rule-name").focus()
                self.notify(self.texts("rules.replace.declined", name=rules.name))

        question = self.texts("rules.replace", name=rules.name)
        self.app.push_screen(ConfirmScreen(self.texts, question), answered)

    def _name_problem(self) -> str:
        """Why the name typed is refused, as the store would say it ("'.x' could not be a
        file name"), or nothing: no name, or the unnamed rules' own, is rules not saved."""
        typed = self.query_one("#rule-name", Input).value.strip()
        if not typed or typed == self.texts("rules.custom_name"):
            return ""
        return name_refusal(self.texts, typed)

    @on(Input.Submitted)
    def _next_field(self) -> None:
        self.focus_next()

    def action_cancel(self) -> None:
        """Back to the new match; rules changed are dropped only if asked."""
        changed = self._entered() != self._as_opened
        leave_if_sure(self, self.texts, self.texts("rules.discard"), changed=changed)
