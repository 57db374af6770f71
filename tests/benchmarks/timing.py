"""How the benchmarks time what they measure: the best of a few runs, the least disturbed by
the rest of the machine, and child processes that start as a user's do."""

from __future__ import annotations

import os
import time
from collections.abc import Callable


def best_of(
    action: Callable[[], object],
    repeat: int = 5,
    number: int = 1,
    clock: Callable[[], float] = time.perf_counter,
) -> float:
    """Best time of ``repeat`` runs of ``number`` calls, per call, in seconds of ``clock``
    (``time.process_time`` leaves out the time spent waiting for the disk)."""
    best = float("inf")
    for _ in range(repeat):
        start = clock()
        for _ in range(number):
            action()
        best = min(best, (clock() - start) / number)
    return best


def ms(seconds: float, decimals: int = 2) -> str:
    return f"{seconds * 1000:8.{decimals}f} ms"


#: The environment of a timed child process.  A user's Python writes the bytecode of what it
#: imports once and reads it after; with PYTHONDONTWRITEBYTECODE (set in some sandboxes and
#: CI images) every child would compile the package again, about 40 ms at each start.
CHILD_ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
