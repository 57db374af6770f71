"""Whole-file locks between processes, where the system has them.

Saved matches are locked with ``flock``, which Linux and macOS have and which the kernel
releases when the process dies, even if it is killed.  Windows has no ``flock``; its
byte-range locks (``msvcrt.locking``) stop other processes reading the locked bytes (where the
store writes who holds the lock), are released only "after a delay that depends on available
system resources" when a process dies, and the store's lock file also uses ``os.pread``, which
Windows lacks.  Rather than change saved matches unprotected, the store refuses to there;
everything else (``score``, the package itself) works.
"""

from __future__ import annotations

try:
    import fcntl

    #: Why saved matches cannot be changed on this system, or None where they can.
    UNSUPPORTED: str | None = None
except ModuleNotFoundError:  # Windows
    UNSUPPORTED = (
        "this system has no flock file locking, which changing a saved match needs "
        "(Linux and macOS have it)"
    )


def lock_exclusive(fd: int) -> None:
    """Lock the open file ``fd`` for this process alone; BlockingIOError if another holds it.

    Only where UNSUPPORTED is None.
    """
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
