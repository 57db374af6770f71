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
    <id>.sync-conflict-…, <id> (conflicted copy …)
                       a conflict copy a sync tool kept of the match: shown with it

The package, each module importing only those above it: :mod:`.errors` (the refusals and
warnings), :mod:`.migrations` (older schema versions brought up to date), :mod:`.listing` (the
list's summaries), :mod:`.scanning` (a folder's JSON files read, the damaged ones kept aside; a
regular file of a sane size read; a file's signature), :mod:`.files` (one match file: its
document, reading and checking it), :mod:`.writing` (atomic writes), :mod:`.locking` (one
writer per match), :mod:`.rule_sets` (match files read quickly, the rule sets they share
checked once each), :mod:`.summaries` (the list's line worked out from a match file),
:mod:`.conflicts` (the copies a sync tool keeps of a match changed on two machines),
:mod:`.open_match` (a match open for changes) and :mod:`.folder` (the :class:`Store`): import
their names from here; each loads with its module when first used (:mod:`coinche_score._lazy`),
so that the Store of an empty folder loads no model.
Beside them, imported by their own names: :mod:`.house_rules` (rule sets saved by name, in
``rules/``), :mod:`.match_files` (rename, archive, trash and restore a match),
:mod:`.reading` (every match of the data folder and its archive read at once, for statistics)
and the caches of what was read of each file, in the user cache folder: :mod:`.summary_cache`
(the list's lines), :mod:`.stats_cache` (the statistics' counts) and what they share,
:mod:`.cache_files`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from coinche_score._lazy import lazy_names

if TYPE_CHECKING:
    from coinche_score.store.conflicts import ConflictCopy
    from coinche_score.store.errors import (
        AmbiguousMatchError,
        Damage,
        DamagedMatchError,
        FileChangedError,
        FileGoneError,
        MatchLockedError,
        MatchNotFoundError,
        MatchOverError,
        ReadOnlyMatchError,
        SaveError,
        StoreCode,
        StoreError,
        StoreNote,
    )
    from coinche_score.store.files import (
        ID_PATTERN,
        CachedResult,
        MatchFile,
        SavedMatch,
        load_match_file,
    )
    from coinche_score.store.folder import (
        DATA_DIR_ENV,
        LAST,
        STALE_AFTER,
        FolderSignature,
        Store,
        default_data_dir,
    )
    from coinche_score.store.listing import DamagedFile, MatchSummary, latest_unfinished
    from coinche_score.store.locking import READ_ONLY_ERRORS
    from coinche_score.store.migrations import (
        MIGRATIONS,
        SCHEMA_VERSION,
        Migration,
        RawFile,
        migrate,
        migration,
    )
    from coinche_score.store.open_match import (
        HISTORY_LIMIT,
        Change,
        ChangeKind,
        OpenMatch,
        Pending,
        Reloaded,
    )
    from coinche_score.store.scanning import MAX_FILE_SIZE, conflict_of, read_regular_file
    from coinche_score.store.writing import (
        FolderNotSyncedError,
        save_failure,
        temp_prefix,
        write_atomically,
    )

__all__ = [
    "DATA_DIR_ENV",
    "HISTORY_LIMIT",
    "ID_PATTERN",
    "LAST",
    "MAX_FILE_SIZE",
    "MIGRATIONS",
    "READ_ONLY_ERRORS",
    "SCHEMA_VERSION",
    "STALE_AFTER",
    "AmbiguousMatchError",
    "Damage",
    "CachedResult",
    "ConflictCopy",
    "Change",
    "ChangeKind",
    "DamagedFile",
    "DamagedMatchError",
    "FileChangedError",
    "FileGoneError",
    "FolderNotSyncedError",
    "FolderSignature",
    "MatchFile",
    "MatchLockedError",
    "MatchNotFoundError",
    "MatchOverError",
    "MatchSummary",
    "Migration",
    "OpenMatch",
    "Pending",
    "RawFile",
    "ReadOnlyMatchError",
    "Reloaded",
    "SaveError",
    "StoreCode",
    "SavedMatch",
    "Store",
    "StoreError",
    "StoreNote",
    "conflict_of",
    "default_data_dir",
    "latest_unfinished",
    "load_match_file",
    "migrate",
    "migration",
    "read_regular_file",
    "save_failure",
    "temp_prefix",
    "write_atomically",
]

#: Lightest first: a name they share comes from the first.  The models (and pydantic) load with
#: the first name that needs them, not with the Store: an empty folder's list needs none.
__getattr__ = lazy_names(
    __name__,
    ("errors", "listing", "scanning", "writing", "locking", "folder", "migrations", "files")
    + ("summaries", "conflicts", "open_match", "house_rules", "match_files", "reading"),
    __all__,
    globals(),
)
