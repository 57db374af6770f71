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

    def on_key(self, event: events.Key) -> None:
        if event.is_printable and not is_digit(event.character):
            # Skip Input's own handler (which would swallow it); let it bubble to bindings.
            event.prevent_default()
