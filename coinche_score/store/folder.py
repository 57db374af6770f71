"""The folder of saved matches (:class:`Store`): where it is (:func:`default_data_dir`), its
match files listed (with the conflict copies a sync tool kept of them), scanned into summaries
and resolved from an id, a prefix or "last"; a new match created, a match opened (locked,
migrated and the old file kept as a backup) or viewed read-only; and the files a crash left
behind removed."""

from __future__ import annotations

import os
import re
import secrets
import stat
import time
from collections.abc import Callable, Sequence
from contextlib import suppress
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from coinche_score import APP_NAME
from coinche_score.store.errors import (
    AmbiguousMatchError,
    Damage,
    DamagedMatchError,
    MatchNotFoundError,
    ReadOnlyMatchError,
    SaveError,
    StoreCode,
    StoreError,
    StoreNote,
)
from coinche_score.store.listing import DamagedFile, MatchSummary
from coinche_score.store.locking import MatchLock, lock_path
from coinche_score.store.scanning import (
    Signature,
    conflict_of,
    held_back,
    json_names,
    read_settled,
    scan_folder,
    stat_signature,
)
from coinche_score.store.writing import save_failure, temp_prefix
from coinche_score.text import quoted

# A match's models (and pydantic) load with the first match read, listed or written: the home
# screen of an empty folder, the app's first screen, needs none of them.
if TYPE_CHECKING:
    from coinche_score.match import Match
    from coinche_score.scoring import Deal
    from coinche_score.store.conflicts import ConflictCopy
    from coinche_score.store.files import SavedMatch
    from coinche_score.store.open_match import OpenMatch

#: Each match file's name and signature (None: gone or unreadable when looked at).
FolderSignature = frozenset[tuple[str, Signature | None]]
#: A save's temporary file (tempfile.mkstemp: 8 characters between the match's id and .tmp)
#: or a match's lock file.
LEFTOVER = re.compile(r"\.(?P<id>[^./]+)\.(?:[a-z0-9_]{8}\.tmp|lock)")
DATA_DIR_ENV = "COINCHE_SCORE_DATA"
LAST = "last"
#: A temporary or lock file older than this, and not locked, was left by a crash.
STALE_AFTER = 60.0


def default_data_dir() -> Path:
    """``$COINCHE_SCORE_DATA`` if set, else the platform's user data folder."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return platformdirs.user_data_path(APP_NAME)


def _summary(path: Path) -> MatchSummary:
    from coinche_score.store.summaries import _summary

    return _summary(path)


class _NotKept(Exception):
    """A match file whose line the list's cache does not keep (:meth:`Store.scan_kept`)."""


def _not_kept(path: Path) -> MatchSummary:
    raise _NotKept(path)


def make_private_folder(folder: Path) -> None:
    """``folder`` made if it is missing, readable by its owner only (0700): the matches and the
    names kept there are nobody else's business.  Raises SaveError."""
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except FileExistsError:
        raise SaveError(StoreCode.NOT_A_FOLDER, path=folder) from None
    except OSError as error:
        raise save_failure(folder, error) from None


class Store:
    """The folder of saved matches."""

    def __init__(self, data_dir: Path | None = None) -> None:
        self.data_dir = data_dir if data_dir is not None else default_data_dir()

    def match_path(self, match_id: str) -> Path:
        return self.data_dir / f"{match_id}.json"

    def signature(self) -> FolderSignature:
        """Changes whenever a match file is added, removed or changed (to refresh a list)."""
        try:
            names = json_names(self.data_dir)
        except StoreError:
            return frozenset()
        return frozenset((name, stat_signature(self.data_dir / name)) for name in names)

    def _names(self) -> tuple[list[str], dict[str, list[str]]]:
        """The names of the match files, and of the conflict copies by their match's id."""
        matches: list[str] = []
        copies: dict[str, list[str]] = {}
        for name in json_names(self.data_dir):
            match_id = conflict_of(name)
            if match_id is None:
                matches.append(name)
            else:
                copies.setdefault(match_id, []).append(name)
        return matches, copies

    def _match_files(self) -> list[Path]:
        return [self.data_dir / name for name in self._names()[0]]

    def scan(self) -> tuple[list[MatchSummary], list[DamagedFile]]:
        """Every saved match, most recently changed first, and the files that cannot be read
        (:meth:`scan_signed` without the signature)."""
        summaries, damaged, _ = self.scan_signed()
        return summaries, damaged

    def scan_kept(self) -> tuple[list[MatchSummary], list[DamagedFile], FolderSignature] | None:
        """:meth:`scan_signed` if the list's cache keeps the line of every match file as the
        file is now, so that no file is read; else None, at the first one it does not keep."""
        try:
            return self._scan(_not_kept)
        except _NotKept:
            return None

    def scan_signed(self) -> tuple[list[MatchSummary], list[DamagedFile], FolderSignature]:
        """Every saved match, most recently changed first, the files that cannot be read, and
        the folder's :meth:`signature` as the scan found each file before reading it (a file
        changed while it was read shows at the next comparison).

        Each match's totals worked out from its deals (:func:`_summary`), kept from the scan
        before for a file unchanged since (:mod:`.summary_cache`): opening a match checks its
        undo history too.
        A conflict copy a sync tool kept is listed with its match (``conflicts``), and on its
        own only if its match is not listed."""
        return self._scan(_summary)

    def _scan(
        self, load: Callable[[Path], MatchSummary]
    ) -> tuple[list[MatchSummary], list[DamagedFile], FolderSignature]:
        """:meth:`scan_signed`, each line not kept in the cache given by ``load``."""
        from coinche_score.store.summary_cache import SummaryCache

        names, copies = self._names()
        signatures: dict[str, Signature | None] = {}
        if names:  # a line unchanged since the last scan is not read again
            cache = SummaryCache(self.data_dir, len(names))
            summaries, damaged = scan_folder(
                self.data_dir, lambda path: cache.summary(path, load), names=names
            )
            cache.save()
            signatures = cache.signatures
        else:
            summaries, damaged = [], []
        for copy in (name for same in copies.values() for name in same):
            signatures[copy] = stat_signature(self.data_dir / copy)
        summaries = [
            replace(s, conflicts=tuple(map(self.data_dir.joinpath, copies.pop(s.id))))
            if s.id in copies
            else s
            for s in summaries
        ]
        for match_id, lone in copies.items():
            for path in map(self.data_dir.joinpath, lone):
                alone = DamagedMatchError(
                    path, Damage.LONE_CONFLICT, "lone_conflict", match=match_id
                )
                damaged.append(DamagedFile(path, alone))
        changed = {name: signature[3] / 1e9 for name, signature in signatures.items() if signature}

        def changed_at(summary: MatchSummary) -> tuple[float, datetime, str]:
            """When the match was changed: as its file says, or when this machine last wrote
            the file if that is earlier (the file's ctime, which no sync tool sets): a file
            from a clock ahead, another machine's or this one's before it was set right,
            would otherwise come first, and be "last", for as long."""
            said = summary.updated.timestamp()
            return min(said, changed.get(summary.path.name, said)), summary.created, summary.id

        summaries.sort(key=changed_at, reverse=True)
        return summaries, damaged, frozenset(signatures.items())

    def conflicts(self, match_id: str, deals: Sequence[Deal] | None = None) -> list[ConflictCopy]:
        """The conflict copies a sync tool kept of match ``match_id``, each compared with its
        ``deals`` (read from its file if not given: nothing compared if it cannot be)."""
        from coinche_score.store.conflicts import compare_copy, deals_of

        copies = self._names()[1].get(match_id, [])
        if copies and deals is None:
            try:
                deals = deals_of(self.match_path(match_id))
            except DamagedMatchError:
                deals = []
        return [compare_copy(self.data_dir / name, match_id, deals or ()) for name in copies]

    def _with_conflicts(self, saved: SavedMatch) -> SavedMatch:
        """``saved``, its conflict copies said in its warnings."""
        saved.warnings.extend(copy.note() for copy in self.conflicts(saved.id, saved.match.deals))
        return saved

    def resolve(self, ref: str) -> str:
        """The id ``ref`` designates: an id, a unique id prefix, or "last" (latest changed)."""
        if ref == LAST:
            return self._latest_changed()
        ids = [path.stem for path in self._match_files()]
        if ref in ids:
            return ref
        candidates = [match_id for match_id in ids if ref and match_id.startswith(ref)]
        if not candidates:
            raise MatchNotFoundError(ref=quoted(ref), folder=self.data_dir)
        if len(candidates) > 1:
            shown = ", ".join(candidates[:5]) + (", ..." if len(candidates) > 5 else "")
            raise AmbiguousMatchError(ref=quoted(ref), count=len(candidates), shown=shown)
        return candidates[0]

    def _latest_changed(self) -> str:
        """The id of the match changed last.  A damaged file changed after it may well be the
        match meant (broken by a hand edit): then "last" is refused rather than guessed."""
        summaries, damaged = self.scan()
        # Not later than now: a time to come, from a clock ahead, would hide every damage.
        latest = min(summaries[0].updated.timestamp(), time.time()) if summaries else float("-inf")
        for file in damaged:
            try:
                changed = file.path.stat().st_mtime
            except OSError:
                continue  # gone since the scan
            if changed > latest:
                raise StoreError(StoreCode.LAST_DAMAGED, path=file.path, refusal=file.error)
        if not summaries:
            raise MatchNotFoundError(StoreCode.NO_MATCHES, folder=self.data_dir)
        return summaries[0].id

    def read(self, ref: str) -> SavedMatch:
        """Load a match without locking it (for showing and exporting); never writes."""
        from coinche_score.store.files import load_match_file

        saved = read_settled(load_match_file, self.match_path(self.resolve(ref)))
        if saved.migrated_from is not None:
            saved.warnings.append(
                StoreNote(
                    f"match {saved.id}: schema version {saved.migrated_from}; "
                    "it is migrated when next opened for changes",
                    "not_migrated",
                    version=saved.migrated_from,
                )
            )
        return self._with_conflicts(saved)

    def create(self, match: Match) -> OpenMatch:
        """Save a new match and return it open (locked).  Raises InvalidDealError, SaveError,
        StoreError (text that cannot be saved)."""
        from pydantic_core import PydanticSerializationError

        from coinche_score.store.files import MatchFile, SavedMatch, utc_now
        from coinche_score.store.open_match import OpenMatch

        state = match.state()
        try:
            match.model_dump_json()
        except PydanticSerializationError:
            # Lone surrogates: bytes that were not UTF-8 on the command line, or JSON escapes.
            raise StoreError(StoreCode.NOT_UNICODE) from None
        try:
            make_private_folder(self.data_dir)
            self._remove_leftovers()
            while True:
                match_id = secrets.token_hex(4)
                lock = self._lock(match_id)
                if not self.match_path(match_id).exists():
                    break
                lock.release()
            file = MatchFile.of(match_id, match, utc_now())
            opened = OpenMatch(
                SavedMatch(self.match_path(match_id), file, state, []), lock, self.create
            )
            try:
                opened.save()
            except SaveError:
                opened.close()
                raise
        except (ReadOnlyMatchError, SaveError) as error:
            if isinstance(error, SaveError) and error.code is not StoreCode.SAVE:
                raise  # written but not made durable: the match is there, by its id
            raise self._refused_new_match(error) from None
        return opened

    def _refused_new_match(self, error: ReadOnlyMatchError | SaveError) -> SaveError:
        """A new match the folder refused, said of the folder: the id drawn for it is no
        match's."""
        if isinstance(error, ReadOnlyMatchError):
            kind, strerror = "denied", "Permission denied"
        else:
            kind = str(error.params.get("kind", "other"))
            if kind == "too_big":  # said of the match, not of a file that was never there
                size, limit = error.params["size"], error.params["limit"]
                return SaveError(
                    StoreCode.SAVE_NEW, path=self.data_dir, kind=kind, size=size, limit=limit
                )
            strerror = str(error.params.get("strerror", error.because()))
            if kind not in ("disk_full", "denied"):
                kind = "other"
        return SaveError(StoreCode.SAVE_NEW, path=self.data_dir, kind=kind, strerror=strerror)

    def open(self, ref: str) -> OpenMatch:
        """Load a match and lock it for changes.  Raises MatchNotFoundError,
        AmbiguousMatchError, MatchLockedError, DamagedMatchError, ReadOnlyMatchError (then
        :meth:`view` shows it), SaveError (migration)."""
        from coinche_score.store.files import load_match_file
        from coinche_score.store.open_match import OpenMatch, write_migrated

        match_id = self.resolve(ref)
        path = self.match_path(match_id)
        held = held_back(path)  # shown, but never written (a file that cannot be read: said)
        if held is not None:
            kind, mode = held
            if kind == "linked":
                raise ReadOnlyMatchError(StoreCode.LINKED, match=match_id, path=path)
            raise ReadOnlyMatchError(kind="file", match=match_id, path=path, mode=mode)
        lock = self._lock(match_id)
        try:
            saved = read_settled(load_match_file, path)
            if saved.migrated_from is not None:
                saved = write_migrated(saved)
            self._remove_stale_temps(match_id)
            self._remove_leftovers()
            saved = self._with_conflicts(saved)
        except BaseException:
            lock.release()
            raise
        return OpenMatch(saved, lock, self.create)

    def view(self, ref: str) -> OpenMatch:
        """A match opened read-only (its file or folder may not be written): shown, and
        refreshed with :meth:`OpenMatch.refresh`, never changed."""
        from coinche_score.store.open_match import OpenMatch

        return OpenMatch(self.read(ref), None, self.create)

    def _lock(self, match_id: str) -> MatchLock:
        return MatchLock(lock_path(self.match_path(match_id)), match_id)

    def _remove_leftovers(self) -> None:
        """Temporary and lock files left by a crash: older than STALE_AFTER and not locked."""
        from coinche_score.store.files import ID_PATTERN

        now = time.time()
        try:
            entries = list(os.scandir(self.data_dir))
        except OSError:
            return
        for entry in entries:
            name = entry.name
            found = LEFTOVER.fullmatch(name)
            # Only what a save leaves, or the lock of a match here: a hidden file of another
            # program (".notes.tmp", ".backup.lock") is not ours to remove, nor to empty.
            if found is None or not re.fullmatch(ID_PATTERN, found["id"]):
                continue
            match_id = found["id"]
            if name.endswith(".lock") and not (self.data_dir / f"{match_id}.json").exists():
                continue
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < STALE_AFTER:
                continue
            try:
                lock = self._lock(match_id)
            except StoreError:
                continue  # held (a save may be in progress) or not ours to touch
            if name.endswith(".tmp"):
                with suppress(OSError):
                    os.unlink(entry.path)
            lock.release()  # and its file: nothing holds it

    def _remove_stale_temps(self, match_id: str) -> None:
        """Saves cut short by a crash; we hold the lock, so none is in progress."""
        prefix = temp_prefix(match_id)
        for name in os.listdir(self.data_dir):
            if name.startswith(prefix) and name.endswith(".tmp"):
                with suppress(OSError):
                    os.unlink(self.data_dir / name)
