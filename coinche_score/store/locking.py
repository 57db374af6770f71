"""One writer per match: :class:`MatchLock`, an exclusive ``flock`` on ``.<id>.lock`` beside
the match file, released by the kernel when its process dies, that follows no symbolic link and
notices a lock file deleted or replaced under it.  The file says which process of which host
holds it: one written on another machine (a data folder synced between machines brings it) is
never taken, so never removed either.  The system's part (``flock`` where there is one) is
:mod:`coinche_score._locking`."""

from __future__ import annotations

import errno
import os
import socket
import stat
from contextlib import suppress
from pathlib import Path

from coinche_score import _locking
from coinche_score.store.errors import (
    MatchLockedError,
    ReadOnlyMatchError,
    StoreCode,
    StoreError,
)

#: Errors that mean "this file or folder may not be written" rather than "something broke".
READ_ONLY_ERRORS = (errno.EACCES, errno.EPERM, errno.EROFS)


def lock_path(match_path: Path) -> Path:
    """The lock file of a match: ``.<id>.lock`` beside its file."""
    return match_path.with_name(f".{match_path.stem}.lock")


class MatchLock:
    """An exclusive flock on ``.<id>.lock``; the kernel drops it when the process dies.

    The lock file is never followed if it is a symbolic link (it would write to the file the link
    points at), and a lock file deleted or replaced by someone else is noticed
    (:meth:`still_held`) so that a second writer it let in cannot lose our changes or we theirs.
    """

    #: Lock files removed under us in a row before giving up (each try is a few syscalls).
    ATTEMPTS = 10

    def __init__(self, path: Path, match_id: str) -> None:
        if _locking.UNSUPPORTED:
            raise StoreError(StoreCode.LOCK_FAILED, kind="unsupported", match=match_id)
        self.path = path
        for _ in range(self.ATTEMPTS):
            fd = self._lock_once(path, match_id)
            if self._is_current(fd):
                break
            os.close(fd)  # removed by its last holder just as we locked it: lock the new one
        else:
            raise StoreError(StoreCode.LOCK_FAILED, kind="unstable", match=match_id, path=path)
        with suppress(OSError):  # for MatchLockedError's message, and the leftovers' cleanup
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()} {this_host()}\n".encode(), 0)
        self._fd: int | None = fd

    @staticmethod
    def _lock_once(path: Path, match_id: str) -> int:
        flags = os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK
        try:
            fd = os.open(path, flags, 0o600)
        except OSError as error:
            if error.errno == errno.ELOOP:
                raise StoreError(
                    StoreCode.LOCK_FAILED, kind="link", match=match_id, path=path
                ) from None
            if error.errno in READ_ONLY_ERRORS:
                raise ReadOnlyMatchError(
                    kind="folder", match=match_id, path=path.parent, strerror=error.strerror
                ) from None
            raise StoreError(
                StoreCode.LOCK_FAILED,
                kind="open",
                match=match_id,
                path=path,
                strerror=error.strerror,
            ) from None
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            os.close(fd)
            raise StoreError(StoreCode.LOCK_FAILED, kind="not_regular", match=match_id, path=path)
        if info.st_nlink > 1:
            # A hard link: writing our process id in it would overwrite another file.
            os.close(fd)
            raise StoreError(StoreCode.LOCK_FAILED, kind="hard_link", match=match_id, path=path)
        try:
            _locking.lock_exclusive(fd)
        except BlockingIOError:
            holder, _ = _holder(fd)
            os.close(fd)
            raise MatchLockedError(match=match_id, pid=holder or None) from None
        except OSError as error:
            os.close(fd)
            raise StoreError(
                StoreCode.LOCK_FAILED, match=match_id, strerror=error.strerror
            ) from None
        pid, host = _holder(fd)
        if host not in (None, this_host()):
            # Written on another machine of a synced folder, where it may be held: ours to
            # take (or to remove, as a leftover) it is not, or both could change the match.
            os.close(fd)
            raise MatchLockedError(
                StoreCode.LOCKED_ELSEWHERE, match=match_id, host=host, pid=pid, path=path
            )
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


def this_host() -> str:
    """The machine's name, as a lock file records it (one word, never empty)."""
    return "".join(socket.gethostname().split()) or "-"


def _holder(fd: int) -> tuple[int | None, str | None]:
    """The process and the host that a lock file says hold it (None where it does not say: an
    older coinche-score wrote the process alone)."""
    try:
        pid, _, host = os.pread(fd, 300, 0).decode().strip().partition(" ")
        return int(pid), host or None
    except (OSError, ValueError):
        return None, None
