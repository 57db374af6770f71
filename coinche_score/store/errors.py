"""The store's refusals and warnings: :class:`StoreError` and its kinds, each with a ``code``
and ``params`` for the app to say it in its own language, and :class:`StoreNote`, a warning
about a match.  Every other module of the store raises these; this one imports none of them."""

from __future__ import annotations

from pathlib import Path

from coinche_score import match as match_module


class StoreError(Exception):
    """A refused store operation; ``str()`` is one line for the user (English, as the CLI says
    it).  ``code`` and ``params`` let the app say it in its own language."""

    code = "store"

    def __init__(self, message: str = "", /, *, code: str | None = None, **params: object) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.params = params


class StoreNote(str):
    """A warning about a match: English as it reads (the CLI prints it), with a ``code`` and
    ``params`` for the app to say it in its own language."""

    code: str
    params: dict[str, object]

    def __new__(cls, text: str, code: str, **params: object) -> StoreNote:
        note = super().__new__(cls, text)
        note.code = code
        note.params = params
        return note


class MatchNotFoundError(StoreError):
    code = "not_found"


class AmbiguousMatchError(StoreError):
    code = "ambiguous"


class MatchLockedError(StoreError):
    """Another process (or another OpenMatch in this one) has the match open for writing."""

    code = "locked"


class DamagedFileError(StoreError):
    """A file of the data folder that cannot be read; it is left exactly as it is."""

    code = "damaged"

    def __init__(self, path: Path, reason: str, kind: str = "invalid") -> None:
        """``kind`` names the reason for the app: unreadable, not_regular, too_big, empty,
        not_utf8, not_json, not_object, no_version, newer, invalid (and bad_name for house
        rules)."""
        self.path = path
        self.reason = reason
        self.kind = kind
        super().__init__(f"{path}: {reason} (the file is left untouched)", path=path, kind=kind)


class DamagedMatchError(DamagedFileError):
    """A match file that cannot be loaded; it is left exactly as it is."""


class FileGoneError(DamagedMatchError):
    """A file no longer there: deleted or moved since it was listed or loaded.  Not damaged, so
    not said to be; a list leaves it out."""

    code = "not_found"

    def __init__(self, path: Path) -> None:
        super().__init__(path, "no such file (deleted or moved)", "gone")

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


class SaveError(StoreError):
    """Writing failed (disk full, permission denied...); the message says what is on disk, and
    ``reason`` what went wrong (the message itself unless given), to say it of something else."""

    code = "save"

    def __init__(
        self, message: str = "", /, *, reason: str = "", code: str | None = None, **params: object
    ) -> None:
        super().__init__(message, code=code, **params)
        self.reason = reason or message


class MatchOverError(StoreError, match_module.MatchOverError):
    """A deal added after the end of the match."""

    code = "match_over"


class FileChangedError(SaveError):
    """The file on disk is no longer the one loaded: something else changed it (a hand edit, a
    command run after the lock file was deleted).  Nothing is written; the change stays in
    memory until :meth:`OpenMatch.reload` or :meth:`OpenMatch.save_copy`."""

    code = "changed"


class ReadOnlyMatchError(StoreError):
    """The match file (or its folder) may not be written: the match is shown, never changed."""

    code = "read_only"
