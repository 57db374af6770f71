"""Saved matches: one JSON file per match, written so that no entered deal is ever lost.

Each change is validated, then the whole match is written to a temporary file in the same
folder, flushed and fsynced, moved over the old file with ``os.replace`` and the folder fsynced:
a crash at any instant leaves the old match or the new one.  A file that cannot be read is
reported and never written over.  One process at a time may change a match (``flock`` on a lock
file beside it, released by the kernel when that process dies).

Layout of the data folder::

    <id>.json          the match (schema below, :class:`MatchFile`)
    .<id>.lock         held by the process that has the match open for writing
    .<id>.<x>.tmp      a save in progress (left behind only by a crash; removed on open)
    <id>.v<n>.bak      the file as it was before migration from schema version n
"""

from __future__ import annotations

import errno
import json
import os
import secrets
import tempfile
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from types import TracebackType
from typing import Any, Literal, Self

import platformdirs
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic_core import PydanticSerializationError

from coinche_score import _locking
from coinche_score.match import Match, MatchState
from coinche_score.rules import Team
from coinche_score.scorefile import one_line
from coinche_score.scoring import Deal, InvalidDealError

SCHEMA_VERSION = 2
APP_NAME = "coinche-score"
DATA_DIR_ENV = "COINCHE_SCORE_DATA"
#: How many changes undo reaches back; older ones are forgotten so files stay small.
HISTORY_LIMIT = 200
ID_PATTERN = r"^[0-9A-Za-z][0-9A-Za-z_-]{0,63}$"
LAST = "last"


class StoreError(Exception):
    """A refused store operation; ``str()`` is one line for the user."""


class MatchNotFoundError(StoreError):
    pass


class AmbiguousMatchError(StoreError):
    pass


class MatchLockedError(StoreError):
    """Another process (or another OpenMatch in this one) has the match open for writing."""


class DamagedMatchError(StoreError):
    """A match file that cannot be loaded; it is left exactly as it is."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason} (the file is left untouched)")


class SaveError(StoreError):
    """Writing failed (disk full, permission denied...); the message says what is on disk."""


class MatchOverError(StoreError):
    """A deal added after the end of the match."""


def default_data_dir() -> Path:
    """``$COINCHE_SCORE_DATA`` if set, else the platform's user data folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return platformdirs.user_data_path(APP_NAME)


# ------------------------------------------------------------------------------ the file


class ChangeKind(StrEnum):
    ADD = "add"
    INSERT = "insert"
    EDIT = "edit"
    DELETE = "delete"


class Change(BaseModel):
    """One correction, with what undo needs to reverse it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: ChangeKind
    index: int = Field(ge=0)  # 0-based position of the deal concerned
    deal: Deal | None = None  # the deal after the change (add, insert, edit)
    previous: Deal | None = None  # the deal before it (edit, delete)

    @model_validator(mode="after")
    def _complete(self) -> Self:
        needs_deal = self.kind is not ChangeKind.DELETE
        needs_previous = self.kind in (ChangeKind.EDIT, ChangeKind.DELETE)
        if (self.deal is not None) != needs_deal:
            raise ValueError(
                f"a {self.kind.value} change {'needs' if needs_deal else 'has no'} deal"
            )
        if (self.previous is not None) != needs_previous:
            verb = "needs" if needs_previous else "has no"
            raise ValueError(f"a {self.kind.value} change {verb} previous deal")
        return self

    def describe(self) -> str:
        """E.g. "adding deal 5", for "undid adding deal 5"."""
        verb = {"add": "adding", "insert": "inserting", "edit": "editing", "delete": "deleting"}
        return f"{verb[self.kind.value]} deal {self.index + 1}"


class History(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    undo: tuple[Change, ...] = ()  # oldest first
    redo: tuple[Change, ...] = ()  # the next change to redo is last


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
    """The JSON document of one saved match (schema version 2)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    schema_version: Literal[2]  # SCHEMA_VERSION; older files are migrated first
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
    try:
        data = path.read_bytes()
    except OSError as error:
        raise DamagedMatchError(path, f"cannot be read: {error.strerror}") from None
    if not data.strip():
        raise DamagedMatchError(path, "the file is empty")
    raw = _parse_json(path, data)
    version = _schema_version(path, raw)
    migrated_from: int | None = None
    if version < SCHEMA_VERSION:
        migrated_from = version
        try:
            raw = migrate(raw, version)
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            reason = f"cannot migrate it from schema version {version}: {error!r}"
            raise DamagedMatchError(path, reason) from None
    try:
        file = MatchFile.model_validate(raw)
    except ValidationError as error:
        raise DamagedMatchError(path, f"not a valid match file: {one_line(error)}") from None
    if file.id != path.stem:
        raise DamagedMatchError(path, f"the file holds match {file.id!r}, not {path.stem!r}")
    try:
        state = file.match.state()
    except InvalidDealError as error:
        raise DamagedMatchError(path, str(error)) from None
    warnings = []
    if not file.cached.agrees_with(state):
        warnings.append(
            f"match {file.id}: the saved totals ({_describe_result(file.cached)}) do not match "
            f"the deals ({_describe_result(CachedResult.of(state))}); the deals count"
        )
    return SavedMatch(path, file, state, warnings, migrated_from)


class RepeatedKeyError(ValueError):
    """A JSON object names a key twice: readers keep the last, which may not be what was meant."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) < len(pairs):
        keys = [key for key, _ in pairs]
        repeated = next(key for key in keys if keys.count(key) > 1)
        raise RepeatedKeyError(f"the key {repeated!r} appears twice in one object")
    return found


def load_json(text: str | bytes, *, unique_keys: bool = False) -> Any:
    """``json.loads``, refusing anything it cannot read with a ValueError saying why.

    Bytes it cannot decode raise UnicodeDecodeError, for the caller to name what it read.
    """
    try:
        return json.loads(text, object_pairs_hook=_unique_keys if unique_keys else None)
    except (UnicodeDecodeError, RepeatedKeyError):
        raise
    except json.JSONDecodeError as error:
        raise ValueError(f"{error.msg} at line {error.lineno} column {error.colno}") from None
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except ValueError:
        # int() refuses more than sys.get_int_max_str_digits() digits.
        raise ValueError("a number is too long") from None


def _parse_json(path: Path, data: bytes) -> RawFile:
    try:
        raw = load_json(data, unique_keys=True)
    except UnicodeDecodeError:
        raise DamagedMatchError(path, "not UTF-8 text") from None
    except RepeatedKeyError as error:
        raise DamagedMatchError(path, str(error)) from None
    except ValueError as error:
        raise DamagedMatchError(path, f"not valid JSON: {error}") from None
    if not isinstance(raw, dict):
        raise DamagedMatchError(path, "not a match file: expected a JSON object")
    return raw


def _schema_version(path: Path, raw: RawFile) -> int:
    version = raw.get("schema_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DamagedMatchError(path, "not a match file: no valid schema_version")
    if version > SCHEMA_VERSION:
        raise DamagedMatchError(
            path,
            f"written by a newer coinche-score (schema version {version}; "
            f"this one reads versions up to {SCHEMA_VERSION})",
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

    Raises OSError; the old file is then untouched and no temporary file is left.  Except for
    FolderNotSyncedError: then the new file is in place.
    """
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=temp_prefix, suffix=".tmp")
    try:
        try:
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
    if error.errno == errno.ENOSPC:
        reason = f"the disk is full ({reason})"
    elif error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        reason = f"permission denied ({reason})"
    if isinstance(error, FolderNotSyncedError):
        return SaveError(
            f"{path} is written, but a crash could undo it: cannot sync its folder: {reason}"
        )
    return SaveError(f"cannot save {path}: {reason}; the file is as it was")


class _MatchLock:
    """An exclusive flock on ``.<id>.lock``; the kernel drops it when the process dies."""

    def __init__(self, path: Path, match_id: str) -> None:
        if _locking.UNSUPPORTED:
            raise StoreError(f"cannot open match {match_id} for writing: {_locking.UNSUPPORTED}")
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        except OSError as error:
            raise StoreError(
                f"cannot open match {match_id} for writing: {path}: {error.strerror}"
            ) from None
        try:
            _locking.lock_exclusive(fd)
        except BlockingIOError:
            holder = _read_pid(fd)
            os.close(fd)
            who = f"process {holder}" if holder else "another process"
            raise MatchLockedError(
                f"match {match_id} is already open in another coinche-score ({who}); "
                "close it there first"
            ) from None
        except OSError as error:
            os.close(fd)
            raise StoreError(f"cannot lock match {match_id}: {error.strerror}") from None
        with suppress(OSError):  # the pid is only for the message above
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd: int | None = fd

    def release(self) -> None:
        if self._fd is not None:
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


@dataclass(frozen=True)
class DamagedFile:
    path: Path
    reason: str


def _summary(saved: SavedMatch) -> MatchSummary:
    match, state = saved.match, saved.state
    return MatchSummary(
        id=saved.id,
        path=saved.path,
        team_names=match.team_names,
        rules_name=match.rules.name,
        target=match.target,
        totals=dict(state.totals),
        finished=state.finished,
        winner=state.winner,
        deal_count=len(match.deals),
        created=saved.created,
        updated=saved.updated,
    )


class Store:
    """The folder of saved matches."""

    def __init__(self, data_dir: Path | None = None) -> None:
        self.data_dir = data_dir if data_dir is not None else default_data_dir()

    def match_path(self, match_id: str) -> Path:
        return self.data_dir / f"{match_id}.json"

    def _match_files(self) -> Iterator[Path]:
        try:
            names = sorted(os.listdir(self.data_dir))
        except FileNotFoundError:
            return
        except OSError as error:
            raise StoreError(f"cannot read the folder {self.data_dir}: {error.strerror}") from None
        for name in names:
            if name.endswith(".json") and not name.startswith("."):
                yield self.data_dir / name

    def scan(self) -> tuple[list[MatchSummary], list[DamagedFile]]:
        """Every saved match, most recently changed first, and the files that cannot be read."""
        summaries: list[MatchSummary] = []
        damaged: list[DamagedFile] = []
        for path in self._match_files():
            try:
                summaries.append(_summary(load_match_file(path)))
            except DamagedMatchError as error:
                damaged.append(DamagedFile(error.path, error.reason))
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
                f"no match {ref!r} in {self.data_dir} (coinche-score list shows them)"
            )
        if len(candidates) > 1:
            shown = ", ".join(candidates[:5]) + (", ..." if len(candidates) > 5 else "")
            raise AmbiguousMatchError(
                f"{ref!r} could be any of {len(candidates)} matches ({shown}); give more of the id"
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
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except FileExistsError:
            raise SaveError(f"cannot save in {self.data_dir}: it is not a folder") from None
        except OSError as error:
            raise _save_failure(self.data_dir, error) from None
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
        AmbiguousMatchError, MatchLockedError, DamagedMatchError, SaveError (migration)."""
        match_id = self.resolve(ref)
        lock = _MatchLock(self._lock_path(match_id), match_id)
        try:
            saved = load_match_file(self.match_path(match_id))
            if saved.migrated_from is not None:
                self._write_migrated(saved)
            self._remove_stale_temps(match_id)
        except BaseException:
            lock.release()
            raise
        return OpenMatch(self, saved, lock)

    def _lock_path(self, match_id: str) -> Path:
        return self.data_dir / f".{match_id}.lock"

    def temp_prefix(self, match_id: str) -> str:
        return f".{match_id}."

    def _remove_stale_temps(self, match_id: str) -> None:
        """Saves cut short by a crash; we hold the lock, so none is in progress."""
        prefix = self.temp_prefix(match_id)
        for name in os.listdir(self.data_dir):
            if name.startswith(prefix) and name.endswith(".tmp"):
                with suppress(OSError):
                    os.unlink(self.data_dir / name)

    def _write_migrated(self, saved: SavedMatch) -> None:
        """Keep the old file as ``<id>.v<n>.bak``, then write the migrated one."""
        assert saved.migrated_from is not None
        backup = self.data_dir / f"{saved.id}.v{saved.migrated_from}.bak"
        try:
            original = saved.path.read_bytes()
            if not backup.exists() or backup.read_bytes() != original:
                backup = _unused_name(backup)
                write_atomically(backup, original, self.temp_prefix(saved.id))
            write_atomically(saved.path, saved.file.to_json(), self.temp_prefix(saved.id))
        except OSError as error:
            raise _save_failure(saved.path, error) from None
        saved.warnings.append(
            f"match {saved.id}: migrated from schema version {saved.migrated_from} to "
            f"{SCHEMA_VERSION}; the old file is kept as {backup.name}"
        )


def _unused_name(path: Path) -> Path:
    """``path``, or ``path`` with a number added if a different file already has that name."""
    candidate, number = path, 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.stem}.{number}{path.suffix}")
    return candidate


class OpenMatch:
    """A match loaded and locked for changes; a context manager that closes it.

    Every change is checked first (InvalidDealError, IndexError, MatchOverError: nothing
    changes), then saved at once.  If saving fails (SaveError) the change is kept in memory and
    the next change, or :meth:`save`, writes it.
    """

    def __init__(self, store: Store, saved: SavedMatch, lock: _MatchLock) -> None:
        self._store = store
        self._saved = saved
        self._lock: _MatchLock | None = lock
        self._unsaved = False
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

    def snapshot(self) -> SavedMatch:
        return self._saved

    # ---- changes
    def add(self, deal: Deal) -> None:
        self._refuse_after_end()
        self._record(Change(kind=ChangeKind.ADD, index=len(self.match.deals), deal=deal))

    def insert(self, index: int, deal: Deal) -> None:
        """Insert ``deal`` so that it becomes deal ``index`` (0-based); others move down."""
        if index == len(self.match.deals):
            self._refuse_after_end()
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
        history = self._saved.file.history
        if not history.undo:
            raise StoreError("nothing to undo")
        change = history.undo[-1]
        match = _reverse(self.match, change)
        self._commit(match, History(undo=history.undo[:-1], redo=(*history.redo, change)))

    def redo(self) -> None:
        self._check_open()
        history = self._saved.file.history
        if not history.redo:
            raise StoreError("nothing to redo")
        change = history.redo[-1]
        match = _apply(self.match, change)
        self._commit(match, History(undo=(*history.undo, change), redo=history.redo[:-1]))

    def save(self) -> None:
        """Write the match as it is in memory.  Raises SaveError (the file is then unchanged)."""
        self._check_open()
        try:
            write_atomically(
                self.path, self._saved.file.to_json(), self._store.temp_prefix(self.id)
            )
        except OSError as error:
            self._unsaved = True
            raise _save_failure(self.path, error) from None
        self._unsaved = False

    def close(self) -> None:
        """Release the lock.  Unsaved changes (after a SaveError) are lost; save() first."""
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
        if self._lock is None:
            raise StoreError(f"match {self.id} is closed")

    def _refuse_after_end(self) -> None:
        state = self.state
        if state.finished:
            assert state.winner is not None
            raise MatchOverError(
                f"the match is over: {self.match.team_name(state.winner)} won "
                f"{state.totals[state.winner]} to {min(state.totals.values())}; "
                "edit, delete or undo a deal to reopen it"
            )

    def _deal_at(self, index: int) -> Deal:
        deals = self.match.deals
        if not 0 <= index < len(deals):
            raise IndexError(f"no deal {index + 1}: the match has {len(deals)} deals")
        return deals[index]

    def _record(self, change: Change) -> None:
        self._check_open()
        match = _apply(self.match, change)
        history = self._saved.file.history
        undo = (*history.undo, change)[-HISTORY_LIMIT:]
        self._commit(match, History(undo=undo, redo=()))

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
        self._saved = SavedMatch(self.path, file, state, [])
        self.save()


def _apply(match: Match, change: Change) -> Match:
    """``match`` with ``change`` made; checks the deal and that the change fits the deals."""
    if change.kind in (ChangeKind.ADD, ChangeKind.INSERT):
        assert change.deal is not None  # Change validates that
        return match.with_deal_inserted(change.index, change.deal)
    _expect(match, change.index, change.previous)
    if change.kind is ChangeKind.DELETE:
        return match.with_deal_deleted(change.index)
    assert change.deal is not None
    return match.with_deal_replaced(change.index, change.deal)


def _reverse(match: Match, change: Change) -> Match:
    """``match`` with ``change`` undone."""
    if change.kind is ChangeKind.DELETE:
        if change.index > len(match.deals):
            raise _history_mismatch(change.index)
        assert change.previous is not None
        return match.with_deal_inserted(change.index, change.previous)
    _expect(match, change.index, change.deal)
    if change.previous is None:  # an add or an insert
        return match.with_deal_deleted(change.index)
    return match.with_deal_replaced(change.index, change.previous)


def _expect(match: Match, index: int, deal: Deal | None) -> None:
    """The history says deal ``index`` is ``deal``; a hand-edited file may disagree."""
    if index < len(match.deals) and match.deals[index] == deal:
        return
    raise _history_mismatch(index)


def _history_mismatch(index: int) -> StoreError:
    return StoreError(
        f"the undo history does not match deal {index + 1} (was the file edited by hand?)"
    )
