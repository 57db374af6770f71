"""Objects made by the tens of thousands in a worker, to last as long as the screen showing
them: kept out of the garbage collector's passes.

The one module that freezes and thaws the collector's objects.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def made_to_last(make: Callable[[], T]) -> T:
    """``make()`` with the collector off, and what it made frozen before the collector is back.

    The collector's first passes over what was just made each stop the screen (two passes of
    60 and 70 ms after a 100,000-deal match is read, three of 35 to 60 ms after 10,000 saved
    matches are), and none of it is garbage yet.  The young garbage is collected first, not
    frozen with it (a full collection would walk the whole app, 40 to 100 ms).  A frozen
    object still goes when nothing refers to it; :func:`thaw` gives everything back to the
    collector when the screen showing it closes.
    """
    gc.collect(1)
    gc.disable()
    try:
        made = make()
        gc.freeze()
        return made
    finally:
        gc.enable()


def thaw() -> None:
    """What was made to last is collected again: the screen that showed it has closed, or
    nothing will show it."""
    gc.unfreeze()
