"""A data folder the system refuses to write in, for the tests of several folders: as root may
write anywhere, it is simulated."""

from __future__ import annotations

import errno
import os
from typing import Any

import pytest


def no_new_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """No new file can be made (os.open with O_CREAT is refused, as in a read-only folder)."""
    real_open = os.open

    def refused(path: Any, flags: int, *args: Any) -> int:
        if flags & os.O_CREAT:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
        return real_open(path, flags, *args)

    monkeypatch.setattr(os, "open", refused)
