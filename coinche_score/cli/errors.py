"""How a command refuses: one line for standard error, exit status 2.  Imports nothing, so
that any part of the command line may refuse."""

from __future__ import annotations

from typing import NoReturn

USAGE_ERROR = 2


class CliError(Exception):
    """A refused command: one line for standard error, exit status 2."""


def fail(message: str) -> NoReturn:
    raise CliError(message)
