"""The garbage collector set on or off for a test, and given back as it was after, for the
tests of several folders that check who pauses it."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector(enabled: bool) -> Iterator[None]:
    was = gc.isenabled()
    if enabled:
        gc.enable()
    else:
        gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
        else:
            gc.disable()
