"""Reading a folder of JSON files, as the matches and the house rules are kept: the names it
holds (:func:`json_names`: ``*.json``, none hidden, since the store's own temporary and lock
files are), and each file loaded (:func:`scan_folder`), those that cannot be kept aside as
:class:`~.listing.DamagedFile`.  The loader reads a file with :func:`read_regular_file` (a
regular file of a sane size, here so that a cache is read without the match's models) and
checks its name.

A file that does not parse is read once again after a short pause before it is called
damaged (:func:`read_settled`): a sync tool that writes a file in place may have been caught
half-way.

Beside them, what a look at the folder needs: a file's :data:`Signature` (it changes whenever
the file does) and :func:`conflict_of` (the match a sync tool's conflict copy is of).  None of
it loads a match's model."""

from __future__ import annotations

import os
import re
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Literal, TypeVar

from coinche_score.store.errors import (
    Damage,
    DamagedFileError,
    DamagedMatchError,
    FileGoneError,
    StoreCode,
    StoreError,
)
from coinche_score.store.listing import DamagedFile

_ID = r"(?P<id>[0-9A-Za-z][0-9A-Za-z_-]{0,63})"
#: How each sync tool names the copy it keeps of ``<id>.json``:
CONFLICT_NAMES = (
    # Syncthing: <id>.sync-conflict-20240131-235959-ABCDEFG.json (a device's short id).
    re.compile(rf"{_ID}\.sync-conflict-\d{{8}}-\d{{6}}-\w+(?:\.sync-conflict-.*)?\.json"),
    # Nextcloud and ownCloud: <id> (conflicted copy [user ]2024-01-31 235959).json; Dropbox:
    # <id> (Ann's conflicted copy 2024-01-31).json, in French "copie en conflit".
    re.compile(rf"{_ID} \([^()]*(?:conflicted copy|copie en conflit) .*\)\.json", re.IGNORECASE),
    # ownCloud and Nextcloud before 2.5: <id>_conflict-20240131-235959.json.
    re.compile(rf"{_ID}_conflict-\d{{8}}-\d{{6}}\.json"),
)


#: A match file bigger than this is reported, never read (a 10,000-deal match is about 0.9 MB).
MAX_FILE_SIZE = 16 * 1024 * 1024


def conflict_of(name: str) -> str | None:
    """The id of the match the file ``name`` is a conflict copy of; None if it is not one."""
    if "onfli" not in name:  # in each of the names below ("conflict", "conflit"): a quick no
        return None
    for pattern in CONFLICT_NAMES:
        found = pattern.fullmatch(name)
        if found is not None:
            return found["id"]
    return None


#: A file's inode, size, modification and change times (ns) and device: what changes when the
#: file is replaced or written; cheap to read every second.
Signature = tuple[int, int, int, int, int]


def signature_of(info: os.stat_result) -> Signature:
    return info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_dev


def stat_signature(path: Path) -> Signature | None:
    try:
        return signature_of(os.stat(path))
    except OSError:
        return None


SUFFIX = ".json"
#: The damage a file being written has while it is written: it is read once again.
UNSETTLED = frozenset({"empty", "not_utf8", "not_json"})
#: Seconds to wait before reading such a file again.
SETTLE_PAUSE = 0.2

_Loaded = TypeVar("_Loaded")


def pause_to_settle() -> None:
    time.sleep(SETTLE_PAUSE)


def read_settled(load: Callable[[Path], _Loaded], path: Path) -> _Loaded:
    """``load(path)``, once again after a pause if it found the file did not parse."""
    try:
        return load(path)
    except DamagedFileError as error:
        if error.kind not in UNSETTLED:
            raise
    pause_to_settle()
    return load(path)


def json_names(folder: Path, refusal: type[StoreError] = StoreError) -> list[str]:
    """The names of the JSON files of ``folder``, sorted (none if it does not exist).

    A folder that cannot be read raises ``refusal`` (code ``folder_unreadable``)."""
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    except OSError as error:
        raise refusal(StoreCode.FOLDER_UNREADABLE, path=folder, strerror=error.strerror) from None
    return sorted(name for name in names if name.endswith(SUFFIX) and not name.startswith("."))


def scan_folder(
    folder: Path,
    load: Callable[[Path], _Loaded],
    refusal: type[StoreError] = StoreError,
    names: list[str] | None = None,
) -> tuple[list[_Loaded], list[DamagedFile]]:
    """Each JSON file of ``folder`` (or those ``names``) as ``load`` gives it, and those it
    refuses (DamagedFileError), in the order of their names; those that did not parse are
    read again after one pause for them all."""
    found: list[_Loaded] = []
    damaged: list[DamagedFile] = []
    names = json_names(folder, refusal) if names is None else names
    paths = [folder / name for name in names]
    for attempt in (1, 2):
        unsettled = []
        for path in paths:
            try:
                found.append(load(path))
            except FileGoneError:
                continue  # deleted since the folder was listed
            except DamagedFileError as error:
                if attempt == 1 and error.kind in UNSETTLED:
                    unsettled.append(path)
                else:
                    damaged.append(DamagedFile(error.path, error))
        if not unsettled:
            break
        pause_to_settle()
        paths = unsettled
    return found, damaged


def _file_kind(mode: int) -> str:
    """What a file that is not a regular one is (``refusal.store.file_kind.<kind>``)."""
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "other"


def held_back(path: Path) -> tuple[Literal["linked", "read_only"], str] | None:
    """Why a match file that can be read may not be written: a symbolic link (a save would
    put a file in its place, and leave the match it points to behind) or a regular file its
    owner made read-only (root could write it, but must not), with its mode; None otherwise,
    or when it has no status (what reads it says why)."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None
    if stat.S_ISLNK(mode):
        return "linked", ""
    if stat.S_ISREG(mode) and not mode & 0o222:
        return "read_only", f"{stat.S_IMODE(mode):04o}"
    return None


def read_regular_file(path: Path, limit: int = MAX_FILE_SIZE) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.

    Opened without blocking (a FIFO would wait for a writer forever) and checked before reading
    (a device or a huge file would never end or fill the memory).  Raises DamagedMatchError
    (FileGoneError if there is no such file).
    """
    return read_with_signature(path, limit)[0]


def _regular(path: Path, mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise DamagedMatchError(path, Damage.NOT_REGULAR, "not_regular", file=_file_kind(mode))


def read_with_signature(path: Path, limit: int = MAX_FILE_SIZE) -> tuple[bytes, Signature]:
    """:func:`read_regular_file`, and the file's signature taken before it was read (a write
    while it is read shows in the file's signature after)."""
    try:
        # Not even opened unless a regular file: opening a device may act (a tape rewinds).
        _regular(path, os.stat(path).st_mode)
        # O_NOCTTY: a link to a terminal must not become our controlling terminal (it may
        # have become one since).
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except OSError as error:
        # A symbolic link to nothing is there, but unreadable.
        if isinstance(error, FileNotFoundError) and not os.path.lexists(path):
            raise FileGoneError(path) from None
        raise DamagedMatchError(
            path, Damage.UNREADABLE, "unreadable", strerror=error.strerror
        ) from None
    try:
        info = os.fstat(fd)
        _regular(path, info.st_mode)
        if info.st_size > limit:
            raise DamagedMatchError(path, Damage.TOO_BIG, "too_big", size=info.st_size, limit=limit)
        chunks = []
        left = limit + 1  # the file may grow while it is read
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as error:
        raise DamagedMatchError(
            path, Damage.UNREADABLE, "unreadable", strerror=error.strerror
        ) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise DamagedMatchError(path, Damage.TOO_BIG_READ, "too_big", limit=limit)
    return data, signature_of(info)
