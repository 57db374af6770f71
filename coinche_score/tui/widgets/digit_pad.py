"""Keys to tap under a number field, for a phone without a keyboard on screen: 0-9, ⌫ and, for
the contract, the slams the rules allow.

The pad never takes the focus: the field being typed in keeps it, and the form types each key
tapped into it as the key itself would.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive

from coinche_score.tui.widgets.choice_picker import ChoiceRow, Option

DIGITS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0")
BACKSPACE = "backspace"


@dataclass(frozen=True)
class PadKey:
    """A key of the pad: the key it types (``backspace``, a digit, a slam's key) and its label."""

    key: str
    label: str


class DigitPad(ChoiceRow, can_focus=False):
    DEFAULT_CSS = """
    DigitPad > .digit-pad--key {
        background: $panel-lighten-2;
        color: $text;
        text-style: bold;
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"digit-pad--key"}
    GAP = 1

    @dataclass
    class Pressed(Message):
        """A key of the pad was tapped."""

        key: str

    keys: reactive[tuple[PadKey, ...]] = reactive((), layout=True)
    #: The most keys any field shows (the contract's, with its slams): the pad keeps their
    #: room, so that its digits stay where they were from field to field, for a finger that
    #: taps from memory (they moved a line up at the contract).
    most_keys: reactive[tuple[PadKey, ...]] = reactive((), layout=True)

    def show_keys(
        self, backspace: str, extra: Sequence[PadKey] = (), most: Sequence[PadKey] = ()
    ) -> None:
        """The digits and ⌫ (named ``backspace``), then the keys of ``extra``; room kept for
        those of ``most`` (the extra keys of the field that shows the most)."""
        digits = (*(PadKey(digit, digit) for digit in DIGITS), PadKey(BACKSPACE, backspace))
        self.keys = (*digits, *extra)
        self.most_keys = (*digits, *most)

    def options(self) -> list[Option]:
        return [Option(key.label) for key in self.keys]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        most = [Option(key.label) for key in self.most_keys]
        return max(
            super().get_content_height(container, viewport, width),
            len(self.lay_out(width, most)[0]),
        )

    def option_text(self, option: Option) -> Text:
        # Wider than a choice: a fingertip's room.
        return Text(f"  {option.label}  ", self.get_component_rich_style("digit-pad--key"))

    def tap(self, index: int) -> None:
        self.post_message(self.Pressed(self.keys[index].key))
