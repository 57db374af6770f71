"""Rows of choices picked with one key or a tap each, ← → moving between them: the forms'
pickers, and the look and layout they share with the deal form's other fields.

A row that does not fit its width wraps between choices, so that every choice stays in sight
on a phone's 40 columns; a choice wider than a whole line is cut with "…", and shown whole,
over several lines, while its row has the focus.

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
from textual.geometry import Offset, Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

ValueT = TypeVar("ValueT")


@dataclass(frozen=True)
class Choice(Generic[ValueT]):
    value: ValueT
    label: str
    key: str
    #: Shown after the options when this choice is selected (e.g. the trump's name).
    name: str = ""


@dataclass(frozen=True)
class Option:
    """One choice as a row shows it: its key (if any), its label, whether it is chosen."""

    label: str
    key: str = ""
    selected: bool = False
    #: Starts a line of its own (the taker's players, under the teams).
    new_line: bool = False


@dataclass(frozen=True)
class OptionPlace:
    """Where a part of an option is drawn: line ``y``, cells ``start`` to ``end`` (excluded)."""

    index: int
    y: int
    start: int
    end: int


class ChoiceRow(Widget, can_focus=True):
    """Choices, each after the key that picks it, the choice made highlighted; a tap on a
    choice does what its key does (:meth:`tap`)."""

    DEFAULT_CSS = """
    ChoiceRow {
        height: auto;
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

    /* On a light background the accent is pale (orange keys at 1.4:1): its text shade. */
    ChoiceRow:light > .choice-row--key {
        color: $text-accent;
    }

    ChoiceRow:focus {
        background: $boost;
    }

    ChoiceRow:focus > .choice-row--selected {
        background: $accent;
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"choice-row--selected", "choice-row--key"}
    #: Cells between two choices (each choice carries its own spaces in a row of choices).
    GAP = 0

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._shown: list[OptionPlace] = []  # where each option was last drawn
        self._pressed: int | None = None  # the option a finger is on

    def options(self) -> Sequence[Option]:
        """The choices shown, in order."""
        return ()

    def trailer(self) -> Text | None:
        """Said after the choices when it fits whole on their last line (a name, a hint)."""
        return None

    def tap(self, index: int) -> None:
        """A tap on option ``index``: what its key does."""

    # ---------------------------------------------------------------- layout
    def option_text(self, option: Option) -> Text:
        selected_style = self.get_component_rich_style("choice-row--selected")
        text = Text()
        if option.key != option.label:
            text.append(" ")
            text.append(option.key, self.get_component_rich_style("choice-row--key"))
        # A choice that is its own key (the first dealer's 1-4) takes no more room than that.
        text.append(
            marked(option.label, option.selected), selected_style if option.selected else ""
        )
        return text

    def lay_out(
        self, width: int, options: list[Option] | None = None
    ) -> tuple[list[Text], list[OptionPlace]]:
        """The lines of the row at ``width`` cells and where each option went (of ``options``
        rather than the row's own, to know the room they would take)."""
        lines: list[Text] = [Text()]
        places: list[OptionPlace] = []
        width = max(width, 1)
        for index, option in enumerate(self.options() if options is None else options):
            text = self.option_text(option)
            line = lines[-1]
            gap = self.GAP if line.cell_len else 0
            if line.cell_len and (option.new_line or line.cell_len + gap + text.cell_len > width):
                lines.append(Text())
                line, gap = lines[-1], 0
            line.append(" " * gap)
            if text.cell_len <= width:
                places.append(
                    OptionPlace(index, len(lines) - 1, line.cell_len, line.cell_len + text.cell_len)
                )
                line.append_text(text)
                continue
            # Wider than a line: cut with "…", or whole over several lines while focused.
            if not self.has_focus:
                text.truncate(width, overflow="ellipsis")
                places.append(OptionPlace(index, len(lines) - 1, 0, text.cell_len))
                line.append_text(text)
                continue
            for number, chunk in enumerate(text.wrap(self.app.console, width, overflow="fold")):
                if number:
                    lines.append(Text())
                places.append(OptionPlace(index, len(lines) - 1, 0, chunk.cell_len))
                lines[-1].append_text(chunk)
        trailer = self.trailer()
        if trailer is not None and lines[-1].cell_len + trailer.cell_len <= width:
            lines[-1].append_text(trailer)
        return lines, places

    def render(self) -> Text:
        lines, self._shown = self.lay_out(self.size.width)
        return Text("\n").join(lines)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lay_out(width)[0])

    def offset_of(self, index: int) -> Offset | None:
        """The middle of option ``index`` as last drawn, from the row's top left: where a tap
        picks it (:meth:`on_mouse_down` reads the same places); None until it is drawn, when
        there is nothing to tap yet."""
        place = next((place for place in self._shown if place.index == index), None)
        if place is None:
            return None
        gutter = self.styles.gutter
        return Offset(
            gutter.left + place.start + (place.end - place.start) // 2, gutter.top + place.y
        )

    def on_mouse_down(self, event: events.MouseDown) -> None:
        # The option under the finger as drawn: the row focused by this very tap may be laid
        # out again (a long name shown whole) before the click arrives.
        offset = event.get_content_offset(self)
        self._pressed = next(
            (
                place.index
                for place in self._shown
                if offset is not None
                and place.y == offset.y
                and place.start <= offset.x < place.end
            ),
            None,
        )

    def on_click(self, event: events.Click) -> None:
        index, self._pressed = self._pressed, None
        if index is not None:
            event.stop()
            self.tap(index)

    def on_focus(self) -> None:
        self.refresh(layout=True)  # a choice cut at its end is shown whole

    def on_blur(self) -> None:
        self.refresh(layout=True)


class ChoicePicker(ChoiceRow, Generic[ValueT]):
    """A row of choices; each has a key that picks it, and ← → move between them.

    ``tap_clears``: a tap on the choice made goes back to the first choice (no coinche, nobody
    took every trick...), where a second tap is the player's way to take a choice back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", "Previous", show=False),
        Binding("right", "step(1)", "Next", show=False),
    ]

    @dataclass
    class Changed(Message):
        """A choice was made; ``picked`` when picked with its own key or a tap, not stepped to
        with the arrows (the deal form then moves on to the next field)."""

        picker: ChoicePicker[Any]
        picked: bool

        @property
        def control(self) -> ChoicePicker[Any]:
            return self.picker

    # "[label]" or " label ": the same room whichever is selected, so no layout again.
    selected: reactive[int | None] = reactive(None)

    def __init__(
        self,
        choices: Sequence[Choice[ValueT]],
        value: ValueT | None = None,
        *,
        tap_clears: bool = False,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.choices = tuple(choices)
        self.tap_clears = tap_clears
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
        self.refresh(layout=True)

    def select(self, value: ValueT | None, picked: bool = False) -> None:
        self.choose_at(self._index_of(value), picked)

    def choose_at(self, index: int | None, picked: bool) -> None:
        """The choice at ``index`` (None: none) selected, and said; a subclass may add to it."""
        self.selected = index
        self.post_message(self.Changed(self, picked))

    def pick_key(self, character: str) -> bool:
        """Pick the choice whose key this is, as if typed here; False if there is none."""
        index = next((i for i, c in enumerate(self.choices) if c.key == character), None)
        if index is not None:
            self.choose_at(index, picked=True)
        return index is not None

    def action_step(self, step: int) -> None:
        start = -1 if step > 0 else 0
        current = self.selected if self.selected is not None else start
        self.choose_at((current + step) % len(self.choices), picked=False)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return any(
            choice.key and choice.key == (character or "").lower() for choice in self.choices
        )

    def on_key(self, event: events.Key) -> None:
        character = (event.character or "").lower()
        if character and self.pick_key(character):
            event.stop()
            event.prevent_default()

    def options(self) -> list[Option]:
        return [
            Option(choice.label, choice.key, index == self.selected)
            for index, choice in enumerate(self.choices)
        ]

    def trailer(self) -> Text | None:
        if self.selected is None or not self.choices[self.selected].name:
            return None
        return Text("  " + self.choices[self.selected].name)

    def tap(self, index: int) -> None:
        if self.tap_clears and index == self.selected:
            index = 0
        self.choose_at(index, picked=True)


def marked(label: str, selected: bool) -> str:
    """`` label `` or ``[label]``: the choice made is seen without colour too (NO_COLOR)."""
    return f"[{label}]" if selected else f" {label} "
