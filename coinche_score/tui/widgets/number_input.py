"""A number field built for typing fast: digits fill it, any other key is the form's."""

from __future__ import annotations

from collections.abc import Iterable

from textual import events
from textual.validation import Validator
from textual.widgets import Input


def is_digit(character: str | None) -> bool:
    """An ASCII digit: int() would read the digits of other scripts too ('١٠٠٠')."""
    return character is not None and len(character) == 1 and "0" <= character <= "9"


class NumberInput(Input):
    """ASCII digits only; any other printable key is left to the form's bindings."""

    #: Whether the number is whole (:meth:`end_number`): digits are refused until another key.
    ended = False

    def __init__(
        self,
        value: str = "",
        *,
        max_length: int = 3,
        validators: Iterable[Validator] | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(
            value,
            restrict=r"[0-9]*",  # \d and isdigit() take the digits of every script
            max_length=max_length,
            validators=validators,
            compact=True,
            valid_empty=True,
            id=id,
            classes=classes,
        )

    def check_consume_key(self, key: str, character: str | None) -> bool:
        # Textual drops the screen's bindings for the keys a focused input takes: only digits.
        return is_digit(character)

    def end_number(self) -> None:
        """The number is whole: the digits typed next are refused, not added to it, until
        another key.  For a key refused on its way to a field the form does not have: the
        digits after it were meant for that field (``m 1``, a tierce, without announces)."""
        self.ended = True

    def on_blur(self) -> None:
        self.ended = False

    def on_paste(self, event: events.Paste) -> None:
        if not all(is_digit(character) for character in event.text):
            # "92b", "9 2", "92" and Enter: typed key by key by the app, as typed they would
            # be (the digits here, the other keys the form's), where the field's own paste
            # refused all of it for a letter.
            event.prevent_default()

    def on_key(self, event: events.Key) -> None:
        digit = is_digit(event.character)
        if self.ended and digit:
            self.app.bell()
            event.stop()
            event.prevent_default()
            return
        self.ended = False
        if event.is_printable and not digit:
            # Skip Input's own handler (which would swallow it); let it bubble to bindings.
            event.prevent_default()
