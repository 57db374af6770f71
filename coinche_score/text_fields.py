"""Text fields for pydantic models: a name or free text that may hold no character
:mod:`coinche_score.text` refuses.  Apart from :mod:`~coinche_score.text` so that showing text
does not load pydantic.  Pure: no I/O, no UI."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator

from coinche_score.text import refusal


def _check_line(text: str) -> str:
    reason = refusal(text)
    if reason is not None:
        raise ValueError(reason)
    return text


def _check_text(text: str) -> str:
    reason = refusal(text, line_breaks=True)
    if reason is not None:
        raise ValueError(reason)
    return text


#: One line of text typed by someone: a name, a title.
CleanLine = Annotated[str, AfterValidator(_check_line)]
#: Free text that may run over several lines: a description.
CleanText = Annotated[str, AfterValidator(_check_text)]
