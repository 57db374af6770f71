"""How a command refuses: one line for standard error, exit status 2.  Imports nothing, so
that any part of the command line may refuse."""

from __future__ import annotations

from typing import NoReturn

USAGE_ERROR = 2


class CliError(Exception):
    """A refused command: one line for standard error, exit status 2.  ``cause``: the error
    refused, when there is one: a refusal of the core or the store is said in the user's
    language, ``str()`` (English) otherwise."""

    def __init__(self, message: str, cause: Exception | None = None) -> None:
        super().__init__(message)
        self.cause = cause


def fail(reason: str | Exception) -> NoReturn:
    """Refuse the command: ``reason`` is the line, or the error refused."""
    if isinstance(reason, Exception):
        raise CliError(str(reason), reason)
    raise CliError(reason)
