"""How a command refuses: one line for standard error, exit status 2, or 1 where the system
refused, not the command.  Imports nothing, so that any part of the command line may
refuse."""

from __future__ import annotations

from typing import NoReturn

USAGE_ERROR = 2
#: The exit status when the system refused something (the output, a path): not the input.
SYSTEM_ERROR = 1
#: The store's refusals that are the system's (a folder that may not be read, a file that
#: may not be moved or deleted, a match another process holds): a script tells them from a
#: command to mend by their status.
SYSTEM_REFUSALS = frozenset(
    {"not_a_folder", "folder_unreadable", "move_failed", "rules_delete_failed"}
    | {"locked", "locked_elsewhere", "lock_failed"}
)
#: The saves refused, and the kinds of them that are the system's: a full disk, a folder that
#: may not be written (a match or rules too big to save are the command's).
SAVES = frozenset({"save", "save_new", "not_synced"})
SYSTEM_KINDS = frozenset({"disk_full", "denied", "other"})


class CliError(Exception):
    """A refused command: one line for standard error, exit status 2 (1: ``system``, what the
    system refused).  ``cause``: the error refused, when there is one: a refusal of the core
    or the store is said in the user's language, ``str()`` (English) otherwise."""

    def __init__(
        self, message: str, cause: Exception | None = None, *, system: bool = False
    ) -> None:
        super().__init__(message)
        self.cause = cause
        self.system = system


def status_of(error: CliError) -> int:
    """1 for what the system refused, else 2."""
    code = str(getattr(error.cause, "code", ""))
    kind = getattr(error.cause, "params", {}).get("kind")
    system = code in SYSTEM_REFUSALS or (code in SAVES and kind in SYSTEM_KINDS)
    return SYSTEM_ERROR if system or error.system else USAGE_ERROR


def fail(reason: str | Exception, *, system: bool = False) -> NoReturn:
    """Refuse the command: ``reason`` is the line, or the error refused; ``system``: the
    system refused it (a port taken), not the command."""
    if isinstance(reason, Exception):
        raise CliError(str(reason), reason, system=system)
    raise CliError(reason, system=system)
