"""A match open for changes (:class:`OpenMatch`): each change checked by the core, then the
whole match saved at once; a save refused when the file on disk is no longer the one loaded;
unsaved changes made again after a reload; undo and redo; the file of an older version
migrated as it is opened (:func:`write_migrated`).  Without a lock it is a read-only view that
follows its file.  The :class:`~coinche_score.store.folder.Store` opens it, and hands it the
way to save a copy; the names of a match's lock and temporary files come from its own."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Literal, Self

from coinche_score import history as edits
from coinche_score import match as match_module
from coinche_score.history import HISTORY_LIMIT as HISTORY_LIMIT  # the store's, for tests
from coinche_score.history import Change as Change  # next_undo's and next_redo's, for the app
from coinche_score.history import ChangeKind as ChangeKind
from coinche_score.history import History, HistoryError
from coinche_score.match import Match, MatchState
from coinche_score.scoring import Deal, InvalidDealError
from coinche_score.store.errors import (
    DamagedMatchError,
    FileChangedError,
    MatchOverError,
    ReadOnlyMatchError,
    SaveError,
    StoreCode,
    StoreError,
    StoreNote,
)
from coinche_score.store.files import (
    CachedResult,
    SavedMatch,
    digest_of,
    load_match_file,
    unchanged_since,
    utc_now,
)
from coinche_score.store.locking import MatchLock, lock_path
from coinche_score.store.migrations import SCHEMA_VERSION
from coinche_score.store.scanning import (
    MAX_FILE_SIZE,
    Signature,
    held_back,
    read_regular_file,
    stat_signature,
)
from coinche_score.store.writing import (
    FolderNotSyncedError,
    save_failure,
    temp_prefix,
    write_atomically,
)

#: A change not yet on disk, for reload() to make again: ("change", c), ("undo", c), ("redo", c).
Pending = tuple[Literal["change", "undo", "redo"], Change]


@dataclass(frozen=True)
class Reloaded:
    """What a reload could not do again, and where the match as it was held went."""

    dropped: list[Pending]  # the unsaved changes that no longer fit
    kept: str | None = None  # the id of the copy of the match as held, if the file lacked deals


class OpenMatch:
    """A match loaded and locked for changes; a context manager that closes it.

    Every change is checked first (InvalidDealError, IndexError, MatchOverError: nothing
    changes), then saved at once.  If saving fails (SaveError) the change is kept in memory and
    the next change, or :meth:`save`, writes it.  If the file was changed by something else
    (FileChangedError), nothing is written until :meth:`reload` or :meth:`save_copy`.

    Without a lock the match is read-only (:meth:`Store.view`): changes raise
    ReadOnlyMatchError, and :meth:`refresh` follows the file.
    """

    def __init__(
        self,
        saved: SavedMatch,
        lock: MatchLock | None,
        create: Callable[[Match], OpenMatch],
    ) -> None:
        """``create`` saves a new match in the same folder (:meth:`save_copy`)."""
        self._create = create
        self._saved = saved
        self._lock = lock
        self.read_only = lock is None
        self._closed = False
        self._unsaved = self._conflict = False
        self._pending: list[Pending] = []
        self._on_disk = saved.signature
        #: When the file as loaded or last written was changed: a file put back older than it
        #: is an older copy.
        self._on_disk_updated = saved.updated
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
        if len(data) > MAX_FILE_SIZE:
            # A file the store could not read back would lose the whole match: not written.
            self._unsaved = True
            raise SaveError(path=self.path, kind="too_big", size=len(data), limit=MAX_FILE_SIZE)
        try:
            self._check_unchanged()
            signature = write_atomically(self.path, data, temp_prefix(self.id))
        except FileChangedError:
            self._unsaved = self._conflict = True
            raise
        except FolderNotSyncedError as error:
            self._saved_as(data, None)
            self._unsaved = True  # on disk, but not durably: save again
            raise save_failure(self.path, error) from None
        except OSError as error:
            self._unsaved = True
            raise save_failure(self.path, error) from None
        self._saved_as(data, signature)

    def _saved_as(self, data: bytes, signature: Signature | None) -> None:
        self._saved = replace(self._saved, digest=digest_of(data), signature=signature)
        self._on_disk = signature
        self._on_disk_updated = self._saved.updated
        self._unsaved = self._conflict = False
        self._pending.clear()

    def _check_unchanged(self) -> None:
        """Refuse to write over a file that is not the one loaded or last written."""
        assert self._lock is not None
        if not self._lock.still_held():
            if not self.path.exists() and not self.path.is_symlink():
                # Its folder deleted, the lock with it: the file's loss is what to say.
                raise FileChangedError(kind="gone", path=self.path, refusal=None)
            raise FileChangedError(kind="lock", match=self.id, path=self._lock.path)
        self._check_still_ours()
        if unchanged_since(self.path, self._on_disk):
            return  # the common case: the file as we wrote or read it, told without reading it
        expected = self._saved.digest
        try:
            found = digest_of(read_regular_file(self.path))
        except DamagedMatchError as error:
            if expected or self.path.exists() or self.path.is_symlink():
                raise self._gone(error) from None
            return  # a new match: no file yet
        if found != expected:
            raise FileChangedError(kind="changed", path=self.path)

    def lost_if_closed(self) -> FileChangedError | None:
        """What closing the match now would lose, with nothing left unsaved: None when its
        file holds the match as loaded or last written, or a change made elsewhere since
        (taken as it is); else why not, for :meth:`reload` or :meth:`save_copy` to keep
        it: the file gone or damaged, or an older one put back (by a sync or a restore)
        that lacks deals held here."""
        if self.read_only or self._closed or unchanged_since(self.path, self._on_disk):
            return None
        try:
            if digest_of(read_regular_file(self.path)) == self._saved.digest:
                return None  # rewritten as it was (a sync), or read and never written
            saved = load_match_file(self.path)
        except DamagedMatchError as error:
            return self._gone(error)
        if _put_back_older(saved, self._on_disk_updated, saved.match, self.match):
            return FileChangedError(kind="changed", path=self.path)
        return None

    def _gone(self, error: DamagedMatchError) -> FileChangedError:
        """The file deleted (a link to nothing, too), or damaged: ``error`` says how."""
        damaged = error if self.path.exists() else None
        return FileChangedError(kind="gone", path=self.path, refusal=damaged)

    def _check_still_ours(self) -> None:
        """Refuse to write where the store would not have opened the match for changes: a
        file made a symbolic link (a save would leave its target behind, stale) or read-only
        since it was opened (Store.open)."""
        held = held_back(self.path)
        if held is not None:
            kind, mode = held
            raise FileChangedError(kind=kind, path=self.path, mode=mode)

    def reload(self) -> Reloaded:
        """Load the file as it now is and make the unsaved changes again, then save.

        Where the match reloaded would lack deals held here, because the file is older than
        the one loaded or last written (an older copy put back, by a sync or a restore) or a
        change no longer fits (a deal added after the match was won in the file, a deal
        corrected here and there), the match as it is held is first saved as a new match, so
        that reloading loses no deal; a file changed since (a hand edit, a command) is
        otherwise taken as it is.  Returns what no longer fits, which is dropped, and the
        copy's id.
        Raises DamagedMatchError, MatchLockedError (another process holds the match now),
        SaveError: every change is made again all the same, kept in memory to be saved, and
        the error names the copy made (``kept``); raised by the copy, nothing is reloaded.
        """
        self._check_open()
        self._check_writable()
        assert self._lock is not None
        if not self._lock.still_held():
            lock = MatchLock(lock_path(self.path), self.id)
            self._lock.release(remove=False)
            self._lock = lock
        saved = load_match_file(self.path)
        if saved.migrated_from is not None:
            # First: the migration may read a file written meanwhile, which the changes are
            # then made again on (made on the first read, they would be saved over it).
            saved = write_migrated(saved)
        held = self.match
        match, history, remade, dropped = _replayed(saved.match, saved.file.history, self._pending)
        kept = None
        if _put_back_older(saved, self._on_disk_updated, match, held) or (
            dropped and _lacks_deals(match, held)
        ):
            copy = self._create(held)
            kept = copy.id
            copy.close()
        self._saved, self._pending = saved, remade
        self._on_disk, self._on_disk_updated = saved.signature, saved.updated
        self._unsaved = self._conflict = False
        if remade:
            try:
                self._commit(match, history)
            except SaveError as error:
                error.kept = kept  # the changes made again wait in memory, to be saved
                raise
        return Reloaded(dropped, kept)

    def save_copy(self) -> OpenMatch:
        """The match as it is in memory, saved as a new match (open); this one is unchanged."""
        return self._create(self.match)

    def save_anywhere(self, rescue_dir: Path) -> Path | None:
        """With no one left to ask (the app's terminal closed, the system ending it): the
        match saved in its file; else, its file changed meanwhile, as a new match; else, the
        data folder refusing, its file written in ``rescue_dir``.  Where it went; None if
        nowhere took it."""
        try:
            self.save()
            return self.path
        except FileChangedError:
            with suppress(StoreError, InvalidDealError):
                copy = self.save_copy()
                copy.close()
                return copy.path
        except SaveError as error:
            if error.code is StoreCode.NOT_SYNCED:
                return self.path  # in its file, not synced to the disk yet: as good as it gets
        rescued = rescue_dir / self.path.name
        try:
            rescue_dir.mkdir(parents=True, exist_ok=True)
            write_atomically(rescued, self._saved.file.to_json(), temp_prefix(self.id))
        except FolderNotSyncedError:
            return rescued
        except OSError:
            return None
        return rescued

    def refresh(self) -> bool:
        """Read the file again if it changed on disk (a read-only view follows it); True if so.

        Raises DamagedMatchError.
        """
        signature = stat_signature(self.path)
        if signature == self._on_disk:
            return False
        self._on_disk = signature
        saved = load_match_file(self.path)
        if saved.digest == self._saved.digest:
            return False
        self._saved, self._on_disk_updated = saved, saved.updated
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
            raise StoreError(StoreCode.CLOSED, match=self.id)

    def _check_writable(self) -> None:
        if self.read_only:
            raise ReadOnlyMatchError(kind="open", match=self.id)

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
                "updated": utc_now(),
                "cached": CachedResult.of(state),
            }
        )
        self._saved = replace(self._saved, file=file, state=state, warnings=[])
        self.save()


def _replayed(
    match: Match, history: History, pending: list[Pending]
) -> tuple[Match, History, list[Pending], list[Pending]]:
    """The unsaved changes made again on ``match`` and ``history`` as the file now has them:
    the match and history they give, the changes made (a deal added goes at the end of the
    deals as they now are) and those that no longer fit."""
    remade: list[Pending] = []
    dropped: list[Pending] = []
    for kind, change in pending:
        try:
            match, history, made = _made_again(kind, change, match, history)
        except (InvalidDealError, IndexError, StoreError):
            dropped.append((kind, change))
        else:
            remade.append((kind, made))
    return match, history, remade, dropped


def _made_again(
    kind: Literal["change", "undo", "redo"], change: Change, match: Match, history: History
) -> tuple[Match, History, Change]:
    if kind != "change":
        done = history.undo if kind == "undo" else history.redo
        if not done or done[-1] != change:
            raise StoreError(StoreCode.CHANGE_GONE, kind=kind)
        match, history = _edit(edits.undo if kind == "undo" else edits.redo, match, history)
        return match, history, change
    if change.kind is ChangeKind.ADD:
        assert change.deal is not None  # Change validates that
        change = Change(kind=ChangeKind.ADD, index=len(match.deals), deal=change.deal)
    match, history = _edit(
        lambda match, history: edits.record(match, history, change, HISTORY_LIMIT),
        match,
        history,
    )
    return match, history, change


def _edit(
    edit: Callable[[Match, History], tuple[Match, History]], match: Match, history: History
) -> tuple[Match, History]:
    """The core's edit, its refusals said as the store's (InvalidDealError and IndexError pass)."""
    try:
        return edit(match, history)
    except match_module.MatchOverError as error:
        raise MatchOverError(**error.params) from None
    except HistoryError as error:
        raise StoreError(StoreCode(error.code), **error.params) from None


#: How many times a file being migrated is read while something else keeps changing it.
MIGRATION_READS = 3


def write_migrated(saved: SavedMatch) -> SavedMatch:
    """A match file migrated as it is opened: the old file kept as ``<id>.v<n>.bak``, then
    the migrated one written.  A file changed since it was read is read again (a sync tool
    may write it meanwhile), and looked at once more before it is replaced: what is left is
    the instant between that look and the rename, as for any save."""
    for _ in range(MIGRATION_READS):
        original = read_regular_file(saved.path)
        if digest_of(original) == saved.digest:
            break
        saved = load_match_file(saved.path)
        if saved.migrated_from is None:  # written anew in this version meanwhile
            return saved
    else:
        raise FileChangedError(kind="changed", path=saved.path)
    assert saved.migrated_from is not None
    backup = saved.path.parent / f"{saved.id}.v{saved.migrated_from}.bak"
    migrated = saved.file.to_json()
    try:
        if not _holds(backup, original):
            backup = _unused_name(backup)
            write_atomically(backup, original, temp_prefix(saved.id))
        if digest_of(read_regular_file(saved.path)) != saved.digest:
            raise FileChangedError(kind="changed", path=saved.path)  # the backup stays
        signature = write_atomically(saved.path, migrated, temp_prefix(saved.id))
    except FolderNotSyncedError as error:
        # Not "written": the change that opened the match is not made, as for any failure
        # (the migrated file, if in place, holds the very same match).
        raise save_failure(saved.path, OSError(error.errno, error.strerror)) from None
    except OSError as error:
        raise save_failure(saved.path, error) from None
    saved.warnings.append(
        StoreNote(
            f"match {saved.id}: migrated from schema version {saved.migrated_from} to "
            f"{SCHEMA_VERSION}; the old file is kept as {backup.name}",
            "migrated",
            backup=backup.name,
        )
    )
    return replace(saved, digest=digest_of(migrated), signature=signature)


def _put_back_older(saved: SavedMatch, updated: datetime, found: Match, held: Match) -> bool:
    """Whether ``saved`` is an older file put back (by a sync, a restore) than the one
    ``updated`` then, whose match ``found`` lacks deals ``held`` here."""
    return saved.updated < updated and _lacks_deals(found, held)


def _lacks_deals(found: Match, held: Match) -> bool:
    """Whether the match ``found`` in the file lacks a deal ``held`` here (counted with its
    repeats)."""
    return bool(Counter(held.deals) - Counter(found.deals))


def _holds(path: Path, data: bytes) -> bool:
    """Whether ``path`` is a regular file holding ``data``: anything else by that name (a pipe,
    a folder, a link to a device) is never read, and left as it is."""
    try:
        return read_regular_file(path) == data
    except DamagedMatchError:
        return False


def _unused_name(path: Path) -> Path:
    """``path``, or ``path`` with a number added if something else already has that name."""
    candidate, number = path, 1
    while candidate.is_symlink() or candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.stem}.{number}{path.suffix}")
    return candidate
