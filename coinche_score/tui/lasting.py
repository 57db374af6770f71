"""Objects made by the tens of thousands in a worker, to last as long as the screen showing
them, and the app as it stands at its first frame: kept out of the garbage collector's
passes.

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


def started() -> None:
    """The app as it stands at its first frame (Textual's and the app's modules, classes and
    styles, its first screen) kept out of the collector's passes: each full pass would walk
    those 60,000 objects again, every second deal typed (60 deals typed at 40x30 in a test: the
    full passes take 5.3 to 5.8 s of CPU, 2.2 to 2.7 s with this).  The young garbage is collected
    first, not frozen with it; :func:`thaw` gives it all back to the collector, and what is
    made to last freezes it again."""
    gc.collect(1)
    gc.freeze()


def thaw() -> None:
    """What was made to last is collected again: the screen that showed it has closed, or
    nothing will show it."""
    gc.unfreeze()
