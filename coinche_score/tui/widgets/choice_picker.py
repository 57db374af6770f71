"""A row of choices picked with one key each, ← → moving between them: the forms' pickers,
and the look they share with the deal form's belote and announces fields.

Letter keys a picker does not use are left to bubble up, so the form's own keys (b for belote,
x for coinche...) work from any field.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from coinche_score.tui.widgets.showing import ellipsised

ValueT = TypeVar("ValueT")


@dataclass(frozen=True)
class Choice(Generic[ValueT]):
    value: ValueT
    label: str
    key: str
    #: Shown after the options when this choice is selected (e.g. the trump's name).
    name: str = ""


class ChoiceRow(Widget, can_focus=True):
    """One line of choices, each after the key that picks it, the choice made highlighted."""

    DEFAULT_CSS = """
    ChoiceRow {
        height: 1;
        width: 1fr;
    }

    ChoiceRow > .choice-row--selected {
        background: $primary;
        color: $text;
        text-style: bold;
    }

    ChoiceRow > .choice-row--key {
        color: $accent;
        text-style: underline;
    }

    ChoiceRow:focus {
        background: $boost;
    }

    ChoiceRow:focus > .choice-row--selected {
        background: $accent;
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"choice-row--selected", "choice-row--key"}


class ChoicePicker(ChoiceRow, Generic[ValueT]):
    """A row of choices; each has a key that picks it, and ← → move between them."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", "Previous", show=False),
        Binding("right", "step(1)", "Next", show=False),
    ]

    @dataclass
    class Changed(Message):
        """A choice was made; ``by_key`` when it was picked with its own key."""

        picker: ChoicePicker[Any]
        by_key: bool

        @property
        def control(self) -> ChoicePicker[Any]:
            return self.picker

    selected: reactive[int | None] = reactive(None)

    def __init__(
        self,
        choices: Sequence[Choice[ValueT]],
        value: ValueT | None = None,
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.choices = tuple(choices)
        self.set_reactive(ChoicePicker.selected, self._index_of(value))

    def _index_of(self, value: ValueT | None) -> int | None:
        for index, choice in enumerate(self.choices):
            if choice.value == value:
                return index
        return None

    @property
    def value(self) -> ValueT | None:
        return None if self.selected is None else self.choices[self.selected].value

    def set_choices(self, choices: Sequence[Choice[ValueT]]) -> None:
        """New labels for the same number of choices; the selection stays."""
        self.choices = tuple(choices)
        self.refresh()

    def select(self, value: ValueT | None, by_key: bool = False) -> None:
        self._choose(self._index_of(value), by_key)

    def _choose(self, index: int | None, by_key: bool) -> None:
        self.selected = index
        self.post_message(self.Changed(self, by_key))

    def pick_key(self, character: str) -> bool:
        """Pick the choice whose key this is, as if typed here; False if there is none."""
        index = next((i for i, c in enumerate(self.choices) if c.key == character), None)
        if index is not None:
            self._choose(index, by_key=True)
        return index is not None

    def action_step(self, step: int) -> None:
        start = -1 if step > 0 else 0
        current = self.selected if self.selected is not None else start
        self._choose((current + step) % len(self.choices), by_key=False)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return any(
            choice.key and choice.key == (character or "").lower() for choice in self.choices
        )

    def on_key(self, event: events.Key) -> None:
        character = (event.character or "").lower()
        if character and self.pick_key(character):
            event.stop()
            event.prevent_default()

    def render(self) -> Text:
        selected_style = self.get_component_rich_style("choice-row--selected")
        key_style = self.get_component_rich_style("choice-row--key")
        text = Text(no_wrap=True, overflow="ellipsis")
        for index, choice in enumerate(self.choices):
            is_selected = index == self.selected
            if choice.key != choice.label:
                text.append(" ")
                text.append(choice.key, key_style)
            # A choice that is its own key (the first dealer's 1-4) takes no more room than that.
            text.append(marked(choice.label, is_selected), selected_style if is_selected else "")
        if self.selected is not None and self.choices[self.selected].name:
            # Shortened to the room left, so that it is never cut off without a sign.
            room = self.size.width - text.cell_len - 2
            text.append("  " + ellipsised(self.choices[self.selected].name, room))
        return text


def marked(label: str, selected: bool) -> str:
    """`` label `` or ``[label]``: the choice made is seen without colour too (NO_COLOR)."""
    return f"[{label}]" if selected else f" {label} "
