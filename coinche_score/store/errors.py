"""The store's refusals and warnings: :class:`StoreError` and its kinds, each a
:class:`~coinche_score.refusals.Refusal` with a :class:`StoreCode` and ``params`` (its words
in the catalogues' ``refusal.store.<code>``, or ``refusal.store.<code>.<kind>`` for a ``kind``
said apart), and :class:`StoreNote`, a warning about a match.  Every other module of the store
raises these; this one imports none of them."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any

from coinche_score.match_limits import MatchOverError as MatchOver
from coinche_score.refusals import ENGLISH, Refusal, Words


class StoreCode(StrEnum):
    """Why the store refused (the catalogues' ``refusal.store.<code>``)."""

    NOT_FOUND = "not_found"
    NO_MATCHES = "no_matches"
    AMBIGUOUS = "ambiguous"
    LAST_DAMAGED = "last_damaged"
    NOT_UNICODE = "not_unicode"
    NOT_A_FOLDER = "not_a_folder"
    FOLDER_UNREADABLE = "folder_unreadable"
    READ_ONLY = "read_only"
    LINKED = "linked"  # the file is a symbolic link: a save would replace it
    LOCKED = "locked"
    LOCKED_ELSEWHERE = "locked_elsewhere"  # by another machine of a synced folder
    LOCK_FAILED = "lock_failed"
    DAMAGED = "damaged"
    DAMAGED_RULES = "damaged_rules"
    SAVE = "save"
    SAVE_NEW = "save_new"  # a new match the folder refused: no match has its id
    NOT_SYNCED = "not_synced"
    CHANGED = "changed"
    CLOSED = "closed"
    MATCH_OVER = "match_over"
    NOTHING_TO_UNDO = "nothing_to_undo"
    NOTHING_TO_REDO = "nothing_to_redo"
    HISTORY = "history"  # the undo history does not fit the deals
    CHANGE_GONE = "change_gone"  # a change to make again is no longer the one to undo or redo
    EXISTS = "exists"
    HELD = "held"  # an archived match the data folder holds too
    MOVE_FAILED = "move_failed"
    RULES_NAME = "rules_name"
    RULES_NOT_FOUND = "rules_not_found"
    PRESET_KEPT = "preset_kept"  # a preset asked to be deleted
    RULES_DELETE_FAILED = "rules_delete_failed"
    RULES_HELD = "rules_held"  # a rules file that is a link, or read-only, asked to be deleted


class Damage(StrEnum):
    """Why a file of the data folder cannot be read (``refusal.store.damage.<damage>``)."""

    EMPTY = "empty"
    UNREADABLE = "unreadable"
    NOT_REGULAR = "not_regular"
    RULES_NOT_REGULAR = "rules_not_regular"
    TOO_BIG = "too_big"
    TOO_BIG_READ = "too_big_read"
    RULES_TOO_BIG = "rules_too_big"
    NOT_UTF8 = "not_utf8"
    NOT_UNICODE = "not_unicode"
    REPEATED_KEY = "repeated_key"
    NOT_JSON = "not_json"
    NOT_OBJECT = "not_object"
    RULES_NOT_OBJECT = "rules_not_object"
    NO_VERSION = "no_version"
    NEWER = "newer"
    MIGRATION = "migration"
    MIGRATION_MISSING = "migration_missing"
    INVALID = "invalid"
    WRONG_ID = "wrong_id"
    REFUSED = "refused"
    BAD_NAME = "bad_name"
    GONE = "gone"
    LONE_CONFLICT = "lone_conflict"


class StoreError(Refusal):
    """A refused store operation; ``str()`` is one line for the user (English, as the CLI says
    it), the same words in another language from the catalogues."""

    layer = "store"
    codes = StoreCode
    #: The code of a kind of StoreError that always has the same one.
    default: StoreCode | None = None

    def __init__(self, code: StoreCode | None = None, /, *, field: str = "", **params: Any) -> None:
        chosen = code or self.default
        assert chosen is not None, "a StoreError needs a code"
        super().__init__(chosen, field, **params)

    code: StoreCode

    def keys(self) -> Iterator[str]:
        key = f"refusal.store.{self.code.value}"
        if "kind" in self.params:
            yield f"{key}.{self.params['kind']}"
        yield key

    def word(self, name: str, params: Mapping[str, Any], words: Words) -> str:
        """``reason`` (why a file is damaged, or the system's words for a failure), ``held``
        (a refusal of what a file holds), ``who`` (the process holding a lock), ``what``
        (what happened to a file changed behind our back), ``file_kind`` and ``allowed``."""
        if name == "reason":
            if "damage" in params:
                return words[f"refusal.store.damage.{params['damage']}"].format_map(params)
            kind = params.get("kind", "other")
            return words[f"refusal.store.system.{kind}"].format_map(params)
        if name == "held":
            held = params["refusal"]
            return held.line(words) if isinstance(held, Refusal) else str(held)
        if name == "who":
            pid = params.get("pid")
            if pid is None:
                return words["refusal.store.locked.someone"]
            return words["refusal.store.locked.process"].format(pid=pid)
        if name == "what":
            damaged = params.get("refusal")
            if isinstance(damaged, DamagedFileError):
                return damaged.why(words)
            return words["refusal.store.changed.deleted"]
        if name == "file_kind":
            return words[f"refusal.store.file_kind.{params['file']}"]
        if name == "allowed":
            return words["refusal.store.rules_name.allowed"].format_map(params)
        return super().word(name, params, words)


class StoreNote(str):
    """A warning about a match: English as it reads, with a ``code`` and ``params`` to say it
    in another language (``store_note.<code>``)."""

    code: str
    params: dict[str, object]

    def __new__(cls, text: str, code: str, **params: object) -> StoreNote:
        note = super().__new__(cls, text)
        note.code = code
        note.params = params
        return note

    def said(self, words: Words) -> str:
        """The warning in the language of ``words``."""
        return words[f"store_note.{self.code}"].format_map(self.params)


class MatchNotFoundError(StoreError):
    default = StoreCode.NOT_FOUND


class AmbiguousMatchError(StoreError):
    default = StoreCode.AMBIGUOUS


class MatchLockedError(StoreError):
    """Another process (or another OpenMatch in this one) has the match open for writing."""

    default = StoreCode.LOCKED


class DamagedFileError(StoreError):
    """A file of the data folder that cannot be read; it is left exactly as it is."""

    default = StoreCode.DAMAGED

    def __init__(self, path: Path, damage: Damage, kind: str = "invalid", **details: Any) -> None:
        """``damage`` says why (its words: ``refusal.store.damage.<damage>``, with ``details``;
        ``refusal``: a refusal of what the file holds).  ``kind`` names the reason in a word
        (the home screen's short line, the statistics' ``skipped``): unreadable, not_regular,
        too_big, empty, not_utf8, not_json, not_object, no_version, newer, invalid (and
        bad_name for house rules)."""
        self.path = path
        self.kind = kind
        super().__init__(None, path=path, kind=kind, damage=damage, **details)

    def keys(self) -> Iterator[str]:
        yield f"refusal.store.{self.code.value}"  # one sentence; the damage says why

    def why(self, words: Words = ENGLISH) -> str:
        """Why the file cannot be read, in the language of ``words``."""
        return str(self.worded(words)["reason"])

    @property
    def reason(self) -> str:
        """Why the file cannot be read, in English."""
        return self.why()


class DamagedMatchError(DamagedFileError):
    """A match file that cannot be loaded; it is left exactly as it is."""


class FileGoneError(DamagedMatchError):
    """A file no longer there: deleted or moved since it was listed or loaded.  Not damaged, so
    not said to be; a list leaves it out."""

    default = StoreCode.NOT_FOUND

    def __init__(self, path: Path) -> None:
        super().__init__(path, Damage.GONE, "gone")

    def keys(self) -> Iterator[str]:
        yield "refusal.store.gone"


class SaveError(StoreError):
    """Writing failed (disk full, permission denied...): ``kind`` (disk_full, denied, other,
    too_big) and ``strerror``, the system's words; the sentence says what is on disk.
    ``kept``: raised by a reload, the id of the copy it first made of the match as held."""

    default = StoreCode.SAVE
    kept: str | None = None


class MatchOverError(StoreError, MatchOver):
    """A deal added after the end of the match."""

    default = StoreCode.MATCH_OVER


class FileChangedError(SaveError):
    """The file on disk is no longer the one loaded: something else changed it (a hand edit, a
    command run after the lock file was deleted).  Nothing is written; the change stays in
    memory until :meth:`OpenMatch.reload` or :meth:`OpenMatch.save_copy`."""

    default = StoreCode.CHANGED


class ReadOnlyMatchError(StoreError):
    """The match file (or its folder) may not be written: the match is shown, never changed."""

    default = StoreCode.READ_ONLY
