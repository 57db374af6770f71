"""Customise a rule set: every RuleSet field, with the RuleSet's own validation.

Returns the new RuleSet (or None if cancelled).  The fields are read from the RuleSet model,
so a rule added to the core appears here without touching this screen.
"""

from __future__ import annotations

import types
from enum import Enum
from typing import ClassVar, Literal, Union, get_args, get_origin

from pydantic import ValidationError
from pydantic_core import ErrorDetails
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Input, Label

from coinche_score.i18n import Texts, catalog_keys
from coinche_score.rules import PRESETS, RuleSet
from coinche_score.tui.widgets.fields import Choice, ChoicePicker, NumberInput
from coinche_score.tui.widgets.key_bar import KeyBar

FieldKind = Literal["bool", "int", "optional_int", "ints", "text", "enum", "literal"]
#: Fields that describe a preset rather than a rule; a customised set gets its own.
DESCRIPTIVE_FIELDS = ("description", "source")
CUSTOM_NAME = "custom"
LONGEST_NUMBER = 7


def field_kind(name: str) -> FieldKind:
    """How the editor shows RuleSet field ``name``; TypeError for a kind it does not know."""
    annotation = RuleSet.model_fields[name].annotation
    origin, args = get_origin(annotation), get_args(annotation)
    if annotation is bool:
        return "bool"
    if annotation is int:
        return "int"
    if annotation is str:
        return "text"
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return "enum"
    if origin is Literal:
        return "literal"
    if origin is tuple and args == (int, Ellipsis):
        return "ints"
    if origin in (Union, types.UnionType) and set(args) == {int, type(None)}:
        return "optional_int"
    raise TypeError(f"the rules editor cannot show field {name!r} ({annotation!r})")


def edited_fields() -> list[str]:
    return [name for name in RuleSet.model_fields if name not in DESCRIPTIVE_FIELDS]


def refusal_text(texts: Texts, problem: ErrorDetails) -> str:
    """What the rule set refused, by its code, in the app's language; pydantic's English for a
    refusal the catalogue does not word (none the editor's fields can make)."""
    key = f"rules.error.{problem['type']}"
    if key in catalog_keys():
        return texts(key, **problem.get("ctx", {}))
    return problem["msg"].removeprefix("Value error, ")


class RulesEditorScreen(ModalScreen[RuleSet | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "apply", "Apply", id="rules.apply"),
        Binding("escape", "cancel", "Cancel", id="rules.cancel"),
    ]

    def __init__(self, texts: Texts, base: RuleSet) -> None:
        super().__init__()
        self.texts = texts
        self.base = base
        self.base_is_preset = base.name in PRESETS and base == PRESETS[base.name]

    def compose(self) -> ComposeResult:
        texts = self.texts
        base_name = self.base.name if self.base_is_preset else (self.base.source or self.base.name)
        with Vertical(classes="dialog", id="rules-editor"):
            yield Label(texts("rules.title", base=base_name), classes="dialog-title", markup=False)
            yield Label("", classes="field-error", id="error-rules", markup=False)
            with VerticalScroll(id="rules-fields"):
                for name in edited_fields():
                    with Horizontal(classes="form-row"):
                        yield Label(texts.rule_label(name), classes="rule-label")
                        yield self._editor(name)
                    yield Label("", classes="field-error", id=f"error-{name}", markup=False)
            yield KeyBar(texts)

    def on_mount(self) -> None:
        self.query_one(f"#rule-{edited_fields()[0]}").focus()

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
        if kind == "ints":
            return Input(
                ", ".join(str(v) for v in value), restrict=r"[\d, ]*", compact=True, id=widget_id
            )
        if name == "name" and self.base_is_preset:
            value = texts.rules_name(CUSTOM_NAME)  # "personnalisées" in French
        return Input(str(value), compact=True, max_length=40, id=widget_id)

    # ------------------------------------------------------------------ reading
    def read_fields(self) -> tuple[dict[str, object], dict[str, str]]:
        """The values typed, and a message for each that is not even a number."""
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
            elif kind == "optional_int":
                if text and not text.isdigit():
                    errors[name] = texts("rules.optional_number")
                values[name] = int(text) if text.isdigit() else None
            elif kind == "ints":
                parts = [part.strip() for part in text.split(",")]
                if parts and all(part.isdigit() for part in parts):
                    values[name] = tuple(int(part) for part in parts)
                else:
                    errors[name] = texts("rules.invalid_numbers")
            else:
                values[name] = text
        return values, errors

    def action_apply(self) -> None:
        for label in self.query(".field-error"):
            assert isinstance(label, Label)
            label.update("")
            label.remove_class("-shown")
        values, errors = self.read_fields()
        if errors:
            for name, message in errors.items():
                self._show_error(name, message)
            self.app.bell()
            return
        base = self.base
        source = base.name if self.base_is_preset else base.source
        try:
            rules = RuleSet.model_validate(
                {**base.model_dump(), **values, "description": "", "source": source}
            )
        except ValidationError as error:
            for problem in error.errors():
                field = str(problem["loc"][0]) if problem["loc"] else "rules"
                message = refusal_text(self.texts, problem)
                self._show_error(field, self.texts("rules.refused", detail=message))
            self.app.bell()
            return
        unchanged = rules.model_dump(exclude={"name", *DESCRIPTIVE_FIELDS}) == base.model_dump(
            exclude={"name", *DESCRIPTIVE_FIELDS}
        )
        self.dismiss(base if unchanged else rules)

    def _show_error(self, field: str, message: str) -> None:
        found = self.query(f"#error-{field}")
        label = found.first(Label) if found else self.query_one("#error-rules", Label)
        label.update(message)
        label.add_class("-shown")
        if label.id != "error-rules":
            self.query_one("#rules-fields", VerticalScroll).scroll_to_widget(label)

    @on(Input.Submitted)
    def _next_field(self) -> None:
        self.focus_next()

    def action_cancel(self) -> None:
        self.dismiss(None)
