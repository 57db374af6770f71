"""Writing a file so that a crash leaves the old one or the new one
(:func:`write_atomically`: a temporary file in the same folder, fsynced, moved over the old
one, the folder fsynced; its signature, to tell later that it is unchanged), and a failed
write said as the :class:`SaveError` the user reads."""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from contextlib import suppress
from pathlib import Path

from coinche_score.store.errors import SaveError, StoreCode
from coinche_score.store.scanning import Signature, signature_of


class FolderNotSyncedError(OSError):
    """The new file is in place, but the folder's fsync failed: a crash may bring back the old."""


def temp_prefix(match_id: str) -> str:
    """How a match file's temporary files start: hidden, and named after the match (the files a
    crash leaves are found by it)."""
    return f".{match_id}."


def write_atomically(
    path: Path, data: bytes, temp_prefix: str, *, keep_mode: bool = True
) -> Signature | None:
    """Replace ``path`` by ``data`` so that a crash leaves either the old or the new file.

    The new file keeps the old one's permissions (``keep_mode``; a new file, or one written
    without, is readable by its owner only),
    and is modified a nanosecond before its writing's time, so that any later write changes
    its signature (:func:`~coinche_score.store.files.unchanged_since`).  Returns that
    signature, or None if something else touched the file before it was taken.
    Raises OSError; the old file is then untouched and no temporary file is left.  Except for
    FolderNotSyncedError: then the new file is in place.
    """
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=temp_prefix, suffix=".tmp")
    renamed: os.stat_result | None = None
    replaced = False
    try:
        try:
            if keep_mode:
                try:
                    old = os.stat(path)
                except FileNotFoundError:  # a new file: its folder's owner's, as the others
                    _keep_owner(fd, os.stat(path.parent))
                else:
                    os.fchmod(fd, stat.S_IMODE(old.st_mode))
                    _keep_owner(fd, old)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            written = os.fstat(fd)
            with suppress(OSError):  # then only the file's content tells it is ours
                os.utime(fd, ns=(written.st_atime_ns, written.st_mtime_ns - 1))
            modified = os.fstat(fd).st_mtime_ns
            os.fsync(fd)
            os.replace(temp_name, path)
            replaced = True
        except BaseException:
            with suppress(OSError):
                os.unlink(temp_name)
            raise
        with suppress(OSError):  # then only the file's content tells it is ours
            renamed = os.fstat(fd)
    finally:
        try:
            os.close(fd)
        except OSError:
            # Synced then renamed: the file is written, whatever its closing says (NFS, FUSE).
            if not replaced:
                raise
    try:
        sync_folder(path.parent)
    except OSError as error:
        raise FolderNotSyncedError(error.errno, error.strerror) from error
    if renamed is None or renamed.st_mtime_ns != modified:
        return None
    return signature_of(renamed)


def _keep_owner(fd: int, old: os.stat_result) -> None:
    """The new file owned as the old one (or, for a new file, its folder) is: saved by root
    (sudo), a user's match stays theirs to read.  Only root may give a file away: for anybody
    else the new file is theirs, as any file they write."""
    written = os.fstat(fd)
    if (written.st_uid, written.st_gid) != (old.st_uid, old.st_gid):
        with suppress(OSError):
            os.fchown(fd, old.st_uid, old.st_gid)


def sync_folder(folder: Path) -> None:
    """Make a rename into or out of ``folder`` durable."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    except OSError as error:
        # Some file systems cannot fsync a folder; the rename is done all the same.
        if error.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EBADF):
            raise
    finally:
        os.close(fd)


def save_failure(path: Path, error: OSError) -> SaveError:
    """What the system refused when ``path`` was written, said for the user: a ``kind``
    (disk_full, denied, other) for the app's words."""
    strerror = error.strerror or str(error)
    kind = "other"
    if error.errno == errno.ENOSPC:
        kind = "disk_full"
    elif error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        kind = "denied"
    if isinstance(error, FolderNotSyncedError):
        return SaveError(StoreCode.NOT_SYNCED, path=path, kind=kind, strerror=strerror)
    return SaveError(path=path, kind=kind, strerror=strerror)
