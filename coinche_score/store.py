"""Saved matches: one JSON file per match, written so that no entered deal is ever lost.

Each change is validated, then the whole match is written to a temporary file in the same
folder, flushed and fsynced, moved over the old file with ``os.replace`` and the folder fsynced:
a crash at any instant leaves the old match or the new one.  A file that cannot be read is
reported and never written over.  One process at a time may change a match (``flock`` on a lock
file beside it, released by the kernel when that process dies).  Before each save the file on
disk is compared with the one loaded or last written: if anything else changed it, nothing is
written (:class:`FileChangedError`).  Only regular files up to MAX_FILE_SIZE are read.

Layout of the data folder::

    <id>.json          the match (schema below, :class:`MatchFile`)
    .<id>.lock         held by the process that has the match open for writing
    .<id>.<x>.tmp      a save in progress (left behind only by a crash; removed later)
    <id>.v<n>.bak      the file as it was before migration from schema version n
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import secrets
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Annotated, Any, Literal, Self, TypeVar

import platformdirs
import pydantic_core
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError
from pydantic_core import PydanticSerializationError

from coinche_score import _locking
from coinche_score import history as edits
from coinche_score import match as match_module
from coinche_score.history import HISTORY_LIMIT as HISTORY_LIMIT  # the store's, for tests
from coinche_score.history import Change as Change  # next_undo's and next_redo's, for the app
from coinche_score.history import ChangeKind as ChangeKind
from coinche_score.history import History, HistoryError
from coinche_score.json_text import RepeatedKeyError, load_json
from coinche_score.match import Match, MatchState
from coinche_score.rules import RuleSet, Team
from coinche_score.score_document import one_line
from coinche_score.scoring import Deal, InvalidDealError
from coinche_score.text import quoted

SCHEMA_VERSION = 3
APP_NAME = "coinche-score"
DATA_DIR_ENV = "COINCHE_SCORE_DATA"
ID_PATTERN = r"^[0-9A-Za-z][0-9A-Za-z_-]{0,63}$"
LAST = "last"
#: A match file bigger than this is reported, never read (a 200-deal match is about 200 KiB).
MAX_FILE_SIZE = 16 * 1024 * 1024
#: A temporary or lock file older than this, and not locked, was left by a crash.
STALE_AFTER = 60.0


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


class DamagedMatchError(StoreError):
    """A match file that cannot be loaded; it is left exactly as it is."""

    code = "damaged"

    def __init__(self, path: Path, reason: str, kind: str = "invalid") -> None:
        """``kind`` names the reason for the app: unreadable, empty, not_utf8, not_json,
        not_object, no_version, newer, invalid."""
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason} (the file is left untouched)", path=path, kind=kind)


class SaveError(StoreError):
    """Writing failed (disk full, permission denied...); the message says what is on disk."""

    code = "save"


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


def default_data_dir() -> Path:
    """``$COINCHE_SCORE_DATA`` if set, else the platform's user data folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return platformdirs.user_data_path(APP_NAME)


# ------------------------------------------------------------------------------ the file


class CachedResult(BaseModel):
    """What the deals gave when the file was written: for readers of the file only.

    Loading recomputes it from the deals; a difference is reported and the deals win.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    totals: dict[Team, int]
    finished: bool
    winner: Team | None

    @classmethod
    def of(cls, state: MatchState) -> CachedResult:
        return cls(totals=dict(state.totals), finished=state.finished, winner=state.winner)

    def agrees_with(self, state: MatchState) -> bool:
        return self == CachedResult.of(state)


class MatchFile(BaseModel):
    """The JSON document of one saved match (schema version 3)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    schema_version: Literal[3]  # SCHEMA_VERSION; older files are migrated first
    id: str = Field(pattern=ID_PATTERN)
    created: AwareDatetime
    updated: AwareDatetime
    match: Match
    history: History = History()
    cached: CachedResult

    def to_json(self) -> bytes:
        return (self.model_dump_json(indent=2) + "\n").encode()


# ------------------------------------------------------------------------------ migrations

RawFile = dict[str, Any]
Migration = Callable[[RawFile], RawFile]
#: MIGRATIONS[n] turns a schema version n document (a parsed JSON object) into version n + 1.
MIGRATIONS: dict[int, Migration] = {}


def migration(from_version: int) -> Callable[[Migration], Migration]:
    def register(function: Migration) -> Migration:
        MIGRATIONS[from_version] = function
        return function

    return register


@migration(from_version=1)
def _v1_to_v2(old: RawFile) -> RawFile:
    """Version 1 kept the match at the top level, the team names as ``team_a`` and ``team_b``,
    the cached ``totals``, ``finished`` and ``winner`` beside it, and had no undo history."""
    rest = dict(old)
    rest.pop("schema_version")
    match: RawFile = {
        key: rest.pop(key)
        for key in ("rules", "target", "players", "first_dealer", "deals")
        if key in rest
    }
    match["team_names"] = [rest.pop("team_a", None), rest.pop("team_b", None)]
    cached = {key: rest.pop(key, None) for key in ("totals", "finished", "winner")}
    # Anything else stays at the top level, where validation will refuse it.
    return {"schema_version": 2, **rest, "match": match, "history": {}, "cached": cached}


@migration(from_version=2)
def _v2_to_v3(old: RawFile) -> RawFile:
    """Version 3 added the rule fields of the rule variants (the fields listed in the README's
    "House rules").  A match keeps the rules it was played with: the new fields are written
    out with their defaults, which score exactly as version 2 did (the old ``ffb`` included:
    its file holds its own rules)."""
    match = dict(old["match"])
    rules = match["rules"]
    defaults = RuleSet().model_dump(mode="json")
    # Every field in the order of the rule set; unknown keys stay, for validation to refuse.
    match["rules"] = {
        **{name: rules.get(name, default) for name, default in defaults.items()},
        **rules,
    }
    return {**old, "schema_version": 3, "match": match}


def migrate(raw: RawFile, version: int) -> RawFile:
    """Bring a parsed document of schema ``version`` up to SCHEMA_VERSION, one step at a time."""
    for step in range(version, SCHEMA_VERSION):
        raw = MIGRATIONS[step](raw)
    return raw


# ------------------------------------------------------------------------------ loading


@dataclass(frozen=True)
class SavedMatch:
    """A match as loaded from its file (read-only; :class:`OpenMatch` changes matches)."""

    path: Path
    file: MatchFile
    state: MatchState
    warnings: list[str]
    #: Schema version of the file on disk, when older than SCHEMA_VERSION (it was migrated).
    migrated_from: int | None = None
    #: SHA-256 of the bytes read, to notice a change made by something else before a save.
    digest: bytes = b""

    @property
    def id(self) -> str:
        return self.file.id

    @property
    def match(self) -> Match:
        return self.file.match

    @property
    def created(self) -> datetime:
        return self.file.created

    @property
    def updated(self) -> datetime:
        return self.file.updated

    @property
    def can_undo(self) -> bool:
        return bool(self.file.history.undo)

    @property
    def can_redo(self) -> bool:
        return bool(self.file.history.redo)


def load_match_file(path: Path) -> SavedMatch:
    """Read, migrate if older, validate and recompute a match file; never writes.

    Raises DamagedMatchError naming the reason.
    """
    data = read_regular_file(path)
    if not data.strip():
        raise DamagedMatchError(path, "the file is empty", "empty")
    raw = _parse_json(path, data)
    file, migrated_from = _validated(path, data, raw, MatchFile)
    try:
        state = file.match.state()
    except InvalidDealError as error:
        raise DamagedMatchError(path, str(error)) from None
    warnings: list[str] = []
    if not file.cached.agrees_with(state):
        warnings.append(
            StoreNote(
                f"match {file.id}: the saved totals ({_describe_result(file.cached)}) do not "
                f"match the deals ({_describe_result(CachedResult.of(state))}); the deals count",
                "totals_differ",
            )
        )
    return SavedMatch(path, file, state, warnings, migrated_from, _digest(data))


_File = TypeVar("_File", bound="MatchFile")


def _validated(
    path: Path, data: bytes, raw: RawFile, model: type[_File]
) -> tuple[_File, int | None]:
    """``raw`` migrated if it is older, validated as ``model`` and named as its file is, and
    the schema version it was migrated from; DamagedMatchError otherwise."""
    version = _schema_version(path, raw)
    migrated_from: int | None = None
    if version < SCHEMA_VERSION:
        migrated_from = version
        try:
            raw = migrate(raw, version)
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            reason = f"cannot migrate it from schema version {version}: {error!r}"
            raise DamagedMatchError(path, reason) from None
    if _SURROGATE_ESCAPE.search(data) and _holds_lone_surrogate(raw):
        raise DamagedMatchError(path, "holds text that is not valid Unicode", "not_utf8")
    try:
        file = model.model_validate(raw)
    except ValidationError as error:
        raise DamagedMatchError(path, f"not a valid match file: {one_line(error)}") from None
    if file.id != path.stem:
        raise DamagedMatchError(path, f"the file holds match {file.id!r}, not {quoted(path.stem)}")
    return file, migrated_from


def _digest(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


def _stat_signature(path: Path) -> tuple[int, int, int, int] | None:
    """What changes when a file is replaced or written: cheap to read every second."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns


#: A JSON escape for half of a surrogate pair: alone, it is text that cannot be written back.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


def _holds_lone_surrogate(value: object) -> bool:
    """Whether a parsed JSON value holds a string (or key) that cannot be written as UTF-8."""
    if isinstance(value, str):
        return any("\ud800" <= char <= "\udfff" for char in value)
    if isinstance(value, dict):
        return any(_holds_lone_surrogate(k) or _holds_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_holds_lone_surrogate(item) for item in value)
    return False


def _file_kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_regular_file(path: Path, limit: int = MAX_FILE_SIZE) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    Opened without blocking (a FIFO would wait for a writer forever) and checked before reading
    (a device or a huge file would never end or fill the memory).  Raises DamagedMatchError.
    """
    try:
        # O_NOCTTY: a link to a terminal must not become our controlling terminal.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except OSError as error:
        raise DamagedMatchError(path, f"cannot be read: {error.strerror}", "unreadable") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise DamagedMatchError(
                path, f"{_file_kind(info.st_mode)}, not a match file", "not_regular"
            )
        if info.st_size > limit:
            raise DamagedMatchError(
                path,
                f"too big for a match file ({info.st_size:,} bytes; at most {limit:,})",
                "too_big",
            )
        chunks = []
        left = limit + 1  # the file may grow while it is read
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as error:
        raise DamagedMatchError(path, f"cannot be read: {error.strerror}", "unreadable") from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise DamagedMatchError(
            path, f"too big for a match file (more than {limit:,} bytes)", "too_big"
        )
    return data


def _parse_json(path: Path, data: bytes) -> RawFile:
    try:
        raw = load_json(data, unique_keys=True)
    except UnicodeDecodeError:
        raise DamagedMatchError(path, "not UTF-8 text", "not_utf8") from None
    except RepeatedKeyError as error:
        raise DamagedMatchError(path, str(error)) from None
    except ValueError as error:
        raise DamagedMatchError(path, f"not valid JSON: {error}", "not_json") from None
    if not isinstance(raw, dict):
        raise DamagedMatchError(path, "not a match file: expected a JSON object", "not_object")
    return raw


def _schema_version(path: Path, raw: RawFile) -> int:
    version = raw.get("schema_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DamagedMatchError(path, "not a match file: no valid schema_version", "no_version")
    if version > SCHEMA_VERSION:
        raise DamagedMatchError(
            path,
            f"written by a newer coinche-score (schema version {version}; "
            f"this one reads versions up to {SCHEMA_VERSION})",
            "newer",
        )
    return version


def _describe_result(result: CachedResult) -> str:
    totals = ", ".join(f"{team} {points}" for team, points in sorted(result.totals.items()))
    if result.finished:
        return f"{totals}, won by {result.winner}"
    return totals


# ------------------------------------------------------------------------------ writing


class FolderNotSyncedError(OSError):
    """The new file is in place, but the folder's fsync failed: a crash may bring back the old."""


def write_atomically(path: Path, data: bytes, temp_prefix: str) -> None:
    """Replace ``path`` by ``data`` so that a crash leaves either the old or the new file.

    The new file keeps the old one's permissions (a new file is readable by its owner only).
    Raises OSError; the old file is then untouched and no temporary file is left.  Except for
    FolderNotSyncedError: then the new file is in place.
    """
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=temp_prefix, suffix=".tmp")
    try:
        try:
            with suppress(FileNotFoundError):
                os.fchmod(fd, stat.S_IMODE(os.stat(path).st_mode))
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temp_name, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp_name)
        raise
    try:
        _fsync_folder(path.parent)
    except OSError as error:
        raise FolderNotSyncedError(error.errno, error.strerror) from error


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    except OSError as error:
        # Some file systems cannot fsync a folder; the rename is done all the same.
        if error.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EBADF):
            raise
    finally:
        os.close(fd)


def _save_failure(path: Path, error: OSError) -> SaveError:
    reason = error.strerror or str(error)
    kind = "other"
    if error.errno == errno.ENOSPC:
        reason, kind = f"the disk is full ({reason})", "disk_full"
    elif error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        reason, kind = f"permission denied ({reason})", "denied"
    if isinstance(error, FolderNotSyncedError):
        return SaveError(
            f"{path} is written, but a crash could undo it: cannot sync its folder: {reason}",
            code="not_synced",
            path=path,
            kind=kind,
        )
    return SaveError(f"cannot save {path}: {reason}; the file is as it was", path=path, kind=kind)


#: Errors that mean "this file or folder may not be written" rather than "something broke".
READ_ONLY_ERRORS = (errno.EACCES, errno.EPERM, errno.EROFS)


class _MatchLock:
    """An exclusive flock on ``.<id>.lock``; the kernel drops it when the process dies.

    The lock file is never followed if it is a symbolic link (it would write to the file the link
    points at), and a lock file deleted or replaced by someone else is noticed
    (:meth:`still_held`) so that a second writer it let in cannot lose our changes or we theirs.
    """

    #: Lock files removed under us in a row before giving up (each try is a few syscalls).
    ATTEMPTS = 10

    def __init__(self, path: Path, match_id: str) -> None:
        if _locking.UNSUPPORTED:
            raise StoreError(f"cannot open match {match_id} for writing: {_locking.UNSUPPORTED}")
        self.path = path
        for _ in range(self.ATTEMPTS):
            fd = self._lock_once(path, match_id)
            if self._is_current(fd):
                break
            os.close(fd)  # removed by its last holder just as we locked it: lock the new one
        else:
            raise StoreError(f"cannot lock match {match_id}: its lock file {path} keeps changing")
        with suppress(OSError):  # the pid is only for the message of MatchLockedError
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd: int | None = fd

    @staticmethod
    def _lock_once(path: Path, match_id: str) -> int:
        flags = os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK
        try:
            fd = os.open(path, flags, 0o600)
        except OSError as error:
            if error.errno == errno.ELOOP:
                raise StoreError(
                    f"cannot open match {match_id} for writing: its lock file {path} is a "
                    "symbolic link; remove it"
                ) from None
            if error.errno in READ_ONLY_ERRORS:
                raise ReadOnlyMatchError(
                    f"match {match_id} cannot be changed: no permission to write in "
                    f"{path.parent} ({error.strerror})"
                ) from None
            raise StoreError(
                f"cannot open match {match_id} for writing: {path}: {error.strerror}",
                code="lock_failed",
                match=match_id,
            ) from None
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise StoreError(
                f"cannot open match {match_id} for writing: its lock file {path} is not a "
                "regular file; remove it"
            )
        try:
            _locking.lock_exclusive(fd)
        except BlockingIOError:
            holder = _read_pid(fd)
            os.close(fd)
            who = f"process {holder}" if holder else "another process"
            raise MatchLockedError(
                f"match {match_id} is already open in another coinche-score ({who}); "
                "close it there first",
                match=match_id,
                pid=holder,
            ) from None
        except OSError as error:
            os.close(fd)
            raise StoreError(
                f"cannot lock match {match_id}: {error.strerror}",
                code="lock_failed",
                match=match_id,
            ) from None
        return fd

    def _is_current(self, fd: int) -> bool:
        """Whether ``fd`` is still the file at the lock's path (not deleted or replaced)."""
        try:
            there = os.stat(self.path, follow_symlinks=False)
        except OSError:
            return False
        mine = os.fstat(fd)
        return (there.st_dev, there.st_ino) == (mine.st_dev, mine.st_ino)

    def still_held(self) -> bool:
        return self._fd is not None and self._is_current(self._fd)

    def release(self, *, remove: bool = True) -> None:
        """Unlock; ``remove``: delete the lock file too (while it is still ours)."""
        if self._fd is not None:
            if remove and self._is_current(self._fd):
                with suppress(OSError):
                    os.unlink(self.path)
            os.close(self._fd)  # closing the only descriptor releases the flock
            self._fd = None


def _read_pid(fd: int) -> int | None:
    try:
        return int(os.pread(fd, 32, 0).decode().strip())
    except (OSError, ValueError):
        return None


def _now() -> datetime:
    return datetime.now(UTC)


# ------------------------------------------------------------------------------ the store


@dataclass(frozen=True)
class MatchSummary:
    """A match's line in the list, as its file's cached result gives it."""

    id: str
    path: Path
    team_names: tuple[str, str]
    rules_name: str
    target: int
    totals: dict[Team, int]
    finished: bool
    winner: Team | None
    deal_count: int
    created: datetime
    updated: datetime
    players: tuple[str, str, str, str] | None = None


@dataclass(frozen=True)
class DamagedFile:
    path: Path
    reason: str
    kind: str = "invalid"  # DamagedMatchError's, for the app's words


class _ListedRules(BaseModel):
    """Rules as the list reads them: by name (the rest is checked when the match is opened)."""

    model_config = ConfigDict(frozen=True, extra="allow")

    name: Annotated[str, RuleSet.model_fields["name"]]


class _ListedMatch(Match):
    """A match as the list reads it: its rules named and its deals counted, not checked."""

    rules: _ListedRules  # type: ignore[assignment]
    deals: tuple[Any, ...] = ()


class _ListedFile(MatchFile):
    """A match file as the list reads it: everything but the deals and the undo history, which
    opening the match checks (and scores the deals, to compare with ``cached``)."""

    match: _ListedMatch
    history: Any = None


def _summary(path: Path) -> MatchSummary:
    """The list's line for a match file, from its cached result: no deal is checked or scored,
    so listing thousands of matches costs little more than reading their JSON.  A file that
    is not a match file is refused as :func:`load_match_file` refuses it (DamagedMatchError);
    what the list does not read (the deals and their scores, the rules but their name, a key
    given twice) is refused or reported when the match is opened."""
    data = read_regular_file(path)
    if not data.strip():
        raise DamagedMatchError(path, "the file is empty", "empty")
    try:
        # pydantic-core's parser is twice as fast as json's.  A key given twice keeps its last
        # value, as readers do, until opening refuses the file.
        raw = pydantic_core.from_json(data)
    except ValueError:
        raw = None
    if not isinstance(raw, dict):
        raw = _parse_json(path, data)  # refused in json's words, as opening refuses it
    file, _ = _validated(path, data, raw, _ListedFile)
    match, result = file.match, file.cached
    return MatchSummary(
        id=file.id,
        path=path,
        team_names=match.team_names,
        rules_name=match.rules.name,
        target=match.target,
        totals=dict(result.totals),
        finished=result.finished,
        winner=result.winner,
        deal_count=len(match.deals),
        created=file.created,
        updated=file.updated,
        players=match.players,
    )


class Store:
    """The folder of saved matches."""

    def __init__(self, data_dir: Path | None = None) -> None:
        self.data_dir = data_dir if data_dir is not None else default_data_dir()

    def match_path(self, match_id: str) -> Path:
        return self.data_dir / f"{match_id}.json"

    def signature(self) -> frozenset[tuple[str, tuple[int, int, int, int] | None]]:
        """Changes whenever a match file is added, removed or changed (to refresh a list)."""
        try:
            return frozenset((path.name, _stat_signature(path)) for path in self._match_files())
        except StoreError:
            return frozenset()

    def _match_files(self) -> Iterator[Path]:
        try:
            names = sorted(os.listdir(self.data_dir))
        except FileNotFoundError:
            return
        except OSError as error:
            raise StoreError(
                f"cannot read the folder {self.data_dir}: {error.strerror}",
                code="folder_unreadable",
                path=self.data_dir,
            ) from None
        for name in names:
            if name.endswith(".json") and not name.startswith("."):
                yield self.data_dir / name

    def scan(self) -> tuple[list[MatchSummary], list[DamagedFile]]:
        """Every saved match, most recently changed first, and the files that cannot be read.

        Each match as its file's cached result says (:func:`_summary`): read this once per
        list shown, and open a match to check it."""
        summaries: list[MatchSummary] = []
        damaged: list[DamagedFile] = []
        for path in self._match_files():
            try:
                summaries.append(_summary(path))
            except DamagedMatchError as error:
                damaged.append(DamagedFile(error.path, error.reason, str(error.params["kind"])))
        summaries.sort(key=lambda s: (s.updated, s.created, s.id), reverse=True)
        return summaries, damaged

    def last_unfinished(self) -> MatchSummary | None:
        summaries, _ = self.scan()
        return next((s for s in summaries if not s.finished), None)

    def resolve(self, ref: str) -> str:
        """The id ``ref`` designates: an id, a unique id prefix, or "last" (latest changed)."""
        if ref == LAST:
            return self._latest_changed()
        ids = [path.stem for path in self._match_files()]
        if ref in ids:
            return ref
        candidates = [match_id for match_id in ids if ref and match_id.startswith(ref)]
        if not candidates:
            raise MatchNotFoundError(
                f"no match {quoted(ref)} in {self.data_dir} (coinche-score list shows them)"
            )
        if len(candidates) > 1:
            shown = ", ".join(candidates[:5]) + (", ..." if len(candidates) > 5 else "")
            raise AmbiguousMatchError(
                f"{quoted(ref)} could be any of {len(candidates)} matches ({shown}); "
                "give more of the id"
            )
        return candidates[0]

    def _latest_changed(self) -> str:
        """The id of the match changed last.  A damaged file changed after it may well be the
        match meant (broken by a hand edit): then "last" is refused rather than guessed."""
        summaries, damaged = self.scan()
        latest = summaries[0].updated.timestamp() if summaries else float("-inf")
        for file in damaged:
            try:
                changed = file.path.stat().st_mtime
            except OSError:
                continue  # gone since the scan
            if changed > latest:
                raise StoreError(
                    f"the latest changed match file, {file.path}, cannot be read "
                    f"({file.reason}); give a match id instead of {LAST!r}"
                )
        if not summaries:
            raise MatchNotFoundError(f"no saved match in {self.data_dir}")
        return summaries[0].id

    def read(self, ref: str) -> SavedMatch:
        """Load a match without locking it (for showing and exporting); never writes."""
        saved = load_match_file(self.match_path(self.resolve(ref)))
        if saved.migrated_from is not None:
            saved.warnings.append(
                f"match {saved.id}: schema version {saved.migrated_from}; "
                "it is migrated when next opened for changes"
            )
        return saved

    def create(self, match: Match) -> OpenMatch:
        """Save a new match and return it open (locked).  Raises InvalidDealError, SaveError,
        StoreError (text that cannot be saved)."""
        state = match.state()
        try:
            match.model_dump_json()
        except PydanticSerializationError:
            # Lone surrogates: bytes that were not UTF-8 on the command line, or JSON escapes.
            raise StoreError(
                "cannot save the match: a name or the rules hold text that is not valid Unicode"
            ) from None
        try:
            # Only its owner may read the matches (and names) kept there.
            self.data_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        except FileExistsError:
            raise SaveError(
                f"cannot save in {self.data_dir}: it is not a folder",
                code="not_a_folder",
                path=self.data_dir,
            ) from None
        except OSError as error:
            raise _save_failure(self.data_dir, error) from None
        self._remove_leftovers()
        while True:
            match_id = secrets.token_hex(4)
            lock = _MatchLock(self._lock_path(match_id), match_id)
            if not self.match_path(match_id).exists():
                break
            lock.release()
        now = _now()
        file = MatchFile(
            schema_version=SCHEMA_VERSION,
            id=match_id,
            created=now,
            updated=now,
            match=match,
            cached=CachedResult.of(state),
        )
        opened = OpenMatch(self, SavedMatch(self.match_path(match_id), file, state, []), lock)
        try:
            opened.save()
        except SaveError:
            opened.close()
            raise
        return opened

    def open(self, ref: str) -> OpenMatch:
        """Load a match and lock it for changes.  Raises MatchNotFoundError,
        AmbiguousMatchError, MatchLockedError, DamagedMatchError, ReadOnlyMatchError (then
        :meth:`view` shows it), SaveError (migration)."""
        match_id = self.resolve(ref)
        path = self.match_path(match_id)
        with suppress(OSError):  # a file that cannot be read: load_match_file says why
            mode = os.stat(path).st_mode
            # Its owner said so: root could write it all the same, but must not.
            if stat.S_ISREG(mode) and not mode & 0o222:
                raise ReadOnlyMatchError(
                    f"match {match_id} cannot be changed: its file {path} is read-only "
                    f"(mode {stat.S_IMODE(mode):04o})"
                )
        lock = _MatchLock(self._lock_path(match_id), match_id)
        try:
            saved = load_match_file(path)
            if saved.migrated_from is not None:
                saved = self._write_migrated(saved)
            self._remove_stale_temps(match_id)
            self._remove_leftovers()
        except BaseException:
            lock.release()
            raise
        return OpenMatch(self, saved, lock)

    def view(self, ref: str) -> OpenMatch:
        """A match opened read-only (its file or folder may not be written): shown, and
        refreshed with :meth:`OpenMatch.refresh`, never changed."""
        return OpenMatch(self, self.read(ref), None)

    def _lock_path(self, match_id: str) -> Path:
        return self.data_dir / f".{match_id}.lock"

    def temp_prefix(self, match_id: str) -> str:
        return f".{match_id}."

    def _remove_leftovers(self) -> None:
        """Temporary and lock files left by a crash: older than STALE_AFTER and not locked."""
        now = time.time()
        try:
            entries = list(os.scandir(self.data_dir))
        except OSError:
            return
        for entry in entries:
            name = entry.name
            if name.endswith(".tmp"):
                match_id = name[1:].split(".", 1)[0]
            elif name.endswith(".lock"):
                match_id = name[1:].removesuffix(".lock")
            else:
                continue
            if not name.startswith(".") or not re.fullmatch(ID_PATTERN, match_id):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < STALE_AFTER:
                continue
            try:
                lock = _MatchLock(self._lock_path(match_id), match_id)
            except StoreError:
                continue  # held (a save may be in progress) or not ours to touch
            if name.endswith(".tmp"):
                with suppress(OSError):
                    os.unlink(entry.path)
            lock.release()  # and its file: nothing holds it

    def _remove_stale_temps(self, match_id: str) -> None:
        """Saves cut short by a crash; we hold the lock, so none is in progress."""
        prefix = self.temp_prefix(match_id)
        for name in os.listdir(self.data_dir):
            if name.startswith(prefix) and name.endswith(".tmp"):
                with suppress(OSError):
                    os.unlink(self.data_dir / name)

    def _write_migrated(self, saved: SavedMatch) -> SavedMatch:
        """Keep the old file as ``<id>.v<n>.bak``, then write the migrated one."""
        assert saved.migrated_from is not None
        backup = self.data_dir / f"{saved.id}.v{saved.migrated_from}.bak"
        migrated = saved.file.to_json()
        try:
            original = saved.path.read_bytes()
            if not backup.exists() or backup.read_bytes() != original:
                backup = _unused_name(backup)
                write_atomically(backup, original, self.temp_prefix(saved.id))
            write_atomically(saved.path, migrated, self.temp_prefix(saved.id))
        except OSError as error:
            raise _save_failure(saved.path, error) from None
        saved.warnings.append(
            StoreNote(
                f"match {saved.id}: migrated from schema version {saved.migrated_from} to "
                f"{SCHEMA_VERSION}; the old file is kept as {backup.name}",
                "migrated",
                backup=backup.name,
            )
        )
        return replace(saved, digest=_digest(migrated))


def _unused_name(path: Path) -> Path:
    """``path``, or ``path`` with a number added if a different file already has that name."""
    candidate, number = path, 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.stem}.{number}{path.suffix}")
    return candidate


#: A change not yet on disk, for reload() to make again: ("change", c), ("undo", c), ("redo", c).
Pending = tuple[Literal["change", "undo", "redo"], Change]


class OpenMatch:
    """A match loaded and locked for changes; a context manager that closes it.

    Every change is checked first (InvalidDealError, IndexError, MatchOverError: nothing
    changes), then saved at once.  If saving fails (SaveError) the change is kept in memory and
    the next change, or :meth:`save`, writes it.  If the file was changed by something else
    (FileChangedError), nothing is written until :meth:`reload` or :meth:`save_copy`.

    Without a lock the match is read-only (:meth:`Store.view`): changes raise
    ReadOnlyMatchError, and :meth:`refresh` follows the file.
    """

    def __init__(self, store: Store, saved: SavedMatch, lock: _MatchLock | None) -> None:
        self._store = store
        self._saved = saved
        self._lock = lock
        self.read_only = lock is None
        self._closed = False
        self._unsaved = self._conflict = False
        self._pending: list[Pending] = []
        self._on_disk = _stat_signature(saved.path)
        self.id = saved.id
        self.path = saved.path
        self.warnings: list[str] = list(saved.warnings)

    # ---- what it is now
    @property
    def match(self) -> Match:
        return self._saved.match

    @property
    def state(self) -> MatchState:
        return self._saved.state

    @property
    def created(self) -> datetime:
        return self._saved.created

    @property
    def updated(self) -> datetime:
        return self._saved.updated

    @property
    def can_undo(self) -> bool:
        return self._saved.can_undo

    @property
    def can_redo(self) -> bool:
        return self._saved.can_redo

    @property
    def next_undo(self) -> Change | None:
        undo = self._saved.file.history.undo
        return undo[-1] if undo else None

    @property
    def next_redo(self) -> Change | None:
        redo = self._saved.file.history.redo
        return redo[-1] if redo else None

    @property
    def unsaved(self) -> bool:
        """True after a SaveError, until a save succeeds."""
        return self._unsaved

    @property
    def changed_on_disk(self) -> bool:
        """True after a FileChangedError, until a reload or a save that succeeds."""
        return self._conflict

    def snapshot(self) -> SavedMatch:
        return self._saved

    # ---- changes
    def add(self, deal: Deal) -> None:
        self._record(Change(kind=ChangeKind.ADD, index=len(self.match.deals), deal=deal))

    def insert(self, index: int, deal: Deal) -> None:
        """Insert ``deal`` so that it becomes deal ``index`` (0-based); others move down."""
        if index < 0:
            raise IndexError(f"no place for deal {index + 1}: deals are numbered from 1")
        self._record(Change(kind=ChangeKind.INSERT, index=index, deal=deal))

    def edit(self, index: int, deal: Deal) -> None:
        previous = self._deal_at(index)
        self._record(Change(kind=ChangeKind.EDIT, index=index, deal=deal, previous=previous))

    def delete(self, index: int) -> None:
        previous = self._deal_at(index)
        self._record(Change(kind=ChangeKind.DELETE, index=index, previous=previous))

    def undo(self) -> None:
        self._check_open()
        self._check_writable()
        history = self._saved.file.history
        match, history = _edit(edits.undo, self.match, history)
        self._pending.append(("undo", self._saved.file.history.undo[-1]))
        self._commit(match, history)

    def redo(self) -> None:
        self._check_open()
        self._check_writable()
        history = self._saved.file.history
        match, history = _edit(edits.redo, self.match, history)
        self._pending.append(("redo", self._saved.file.history.redo[-1]))
        self._commit(match, history)

    def save(self) -> None:
        """Write the match as it is in memory.  Raises SaveError (the file is then unchanged),
        FileChangedError (something else changed the file: nothing is written)."""
        self._check_open()
        self._check_writable()
        data = self._saved.file.to_json()
        try:
            self._check_unchanged()
            write_atomically(self.path, data, self._store.temp_prefix(self.id))
        except FileChangedError:
            self._unsaved = self._conflict = True
            raise
        except FolderNotSyncedError as error:
            self._saved_as(data)
            self._unsaved = True  # on disk, but not durably: save again
            raise _save_failure(self.path, error) from None
        except OSError as error:
            self._unsaved = True
            raise _save_failure(self.path, error) from None
        self._saved_as(data)

    def _saved_as(self, data: bytes) -> None:
        self._saved = replace(self._saved, digest=_digest(data))
        self._on_disk = _stat_signature(self.path)
        self._unsaved = self._conflict = False
        self._pending.clear()

    def _check_unchanged(self) -> None:
        """Refuse to write over a file that is not the one loaded or last written."""
        assert self._lock is not None
        if not self._lock.still_held():
            raise FileChangedError(
                f"not saved: the lock file of match {self.id} ({self._lock.path}) was deleted "
                "or replaced while the match was open, so another coinche-score may be "
                "changing it; reload the match or save a copy",
                kind="lock",
            )
        expected = self._saved.digest
        try:
            found = _digest(read_regular_file(self.path))
        except DamagedMatchError as error:
            if expected or self.path.exists() or self.path.is_symlink():
                reason = "was deleted" if not self.path.exists() else error.reason
                raise FileChangedError(
                    f"not saved: {self.path} {reason} since it was loaded; "
                    "save a copy to keep this match",
                    kind="gone",
                ) from None
            return  # a new match: no file yet
        if found != expected:
            raise FileChangedError(
                f"not saved: {self.path} was changed by something else since it was loaded; "
                "reload it (your change is made again if it still fits) or save a copy",
                kind="changed",
            )

    def reload(self) -> list[str]:
        """Load the file as it now is and make the unsaved changes again, then save.

        Returns the changes that no longer fit (e.g. "editing deal 3"), which are dropped.
        Raises DamagedMatchError, MatchLockedError (another process holds the match now),
        SaveError.
        """
        self._check_open()
        self._check_writable()
        assert self._lock is not None
        if not self._lock.still_held():
            lock = _MatchLock(self._store._lock_path(self.id), self.id)
            self._lock.release(remove=False)
            self._lock = lock
        saved = load_match_file(self.path)
        if saved.migrated_from is not None:
            saved = self._store._write_migrated(saved)
        pending, self._pending = self._pending, []
        self._saved = saved
        self._on_disk = _stat_signature(self.path)
        self._unsaved = self._conflict = False
        dropped = []
        for kind, change in pending:
            try:
                self._make_again(kind, change)
            except (InvalidDealError, IndexError, StoreError) as error:
                if isinstance(error, SaveError):
                    raise
                dropped.append(change.describe())
        return dropped

    def _make_again(self, kind: Literal["change", "undo", "redo"], change: Change) -> None:
        history = self._saved.file.history
        if kind == "undo":
            if not history.undo or history.undo[-1] != change:
                raise StoreError("the change to undo is not the last one any more")
            self.undo()
        elif kind == "redo":
            if not history.redo or history.redo[-1] != change:
                raise StoreError("the change to redo is not the next one any more")
            self.redo()
        elif change.kind is ChangeKind.ADD:
            assert change.deal is not None  # Change validates that
            self.add(change.deal)  # at the end of the deals as they now are
        else:
            self._record(change)

    def save_copy(self) -> OpenMatch:
        """The match as it is in memory, saved as a new match (open); this one is unchanged."""
        return self._store.create(self.match)

    def refresh(self) -> bool:
        """Read the file again if it changed on disk (a read-only view follows it); True if so.

        Raises DamagedMatchError.
        """
        signature = _stat_signature(self.path)
        if signature == self._on_disk:
            return False
        self._on_disk = signature
        saved = load_match_file(self.path)
        if saved.digest == self._saved.digest:
            return False
        self._saved = saved
        return True

    def close(self) -> None:
        """Release the lock (and remove its file).  Unsaved changes (after a SaveError) are
        lost; save() first."""
        self._closed = True
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    # ---- inside
    def _check_open(self) -> None:
        if self._closed:
            raise StoreError(f"match {self.id} is closed")

    def _check_writable(self) -> None:
        if self.read_only:
            raise ReadOnlyMatchError(f"match {self.id} is open read-only: it cannot be changed")

    def _deal_at(self, index: int) -> Deal:
        deals = self.match.deals
        if not 0 <= index < len(deals):
            raise IndexError(f"no deal {index + 1}: the match has {len(deals)} deals")
        return deals[index]

    def _record(self, change: Change) -> None:
        self._check_open()
        self._check_writable()
        history = self._saved.file.history
        match, history = _edit(
            lambda match, history: edits.record(match, history, change, HISTORY_LIMIT),
            self.match,
            history,
        )
        self._pending.append(("change", change))
        self._commit(match, history)

    def _commit(self, match: Match, history: History) -> None:
        state = match.state()
        file = self._saved.file.model_copy(
            update={
                "match": match,
                "history": history,
                "updated": _now(),
                "cached": CachedResult.of(state),
            }
        )
        self._saved = replace(self._saved, file=file, state=state, warnings=[])
        self.save()


def _edit(
    edit: Callable[[Match, History], tuple[Match, History]], match: Match, history: History
) -> tuple[Match, History]:
    """The core's edit, its refusals said as the store's (InvalidDealError and IndexError pass)."""
    try:
        return edit(match, history)
    except match_module.MatchOverError as error:
        raise MatchOverError(str(error)) from None
    except HistoryError as error:
        raise StoreError(str(error), code=error.code) from None
