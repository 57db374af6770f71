"""A match file rewritten by another program so that only its change time tells: in place
(the same inode), the same size, its modification time put back."""

from __future__ import annotations

import os
from pathlib import Path


def rewrite_in_place(path: Path, old: bytes = b'"Nous"', new: bytes = b'"Vous"') -> bytes:
    """``old`` (the team "Nous") replaced by ``new``, as long, in the file itself (same inode,
    same size), as a program writing over it would; its new bytes."""
    assert len(old) == len(new)
    data = path.read_bytes().replace(old, new)
    with path.open("r+b") as file:
        file.write(data)
    return data


def wait_for_the_clock_to_pass(path: Path) -> None:
    """Until a file written now gets a later change time than ``path`` (the file system's clock
    moves in ticks of a few milliseconds, or seconds on some)."""
    probe = path.parent.parent / "probe"
    while True:
        probe.write_bytes(b"")
        if os.stat(probe).st_ctime_ns > os.stat(path).st_ctime_ns:
            return


def rewrite_unseen(path: Path, old: bytes = b'"Nous"', new: bytes = b'"Vous"') -> bytes:
    """:func:`rewrite_in_place`, a tick of the clock after the file's last change, and its
    modification time put back: its inode, size and modification time are as they were, its
    change time alone tells.  Its new bytes."""
    before = os.stat(path)
    wait_for_the_clock_to_pass(path)
    data = rewrite_in_place(path, old, new)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = os.stat(path)
    assert (after.st_ino, after.st_size, after.st_mtime_ns) == (
        before.st_ino,
        before.st_size,
        before.st_mtime_ns,
    )
    assert after.st_ctime_ns != before.st_ctime_ns  # what still tells, without reading it
    return data
