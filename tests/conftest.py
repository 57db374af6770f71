"""The layers of the suite, by folder, to run one of them alone: the core (``-m core``: the
tests at the top of tests/), the saved matches (``store``), the app (``tui``) and the
hostile-input suite (``hostile``)."""

from __future__ import annotations

from pathlib import Path

import pytest
import textual._wait

# Pilot's key presses wait for the app to look idle by sleeping 1/50 s at a time, twice per
# key: most of a Pilot test is that sleep. Waiting for the app's messages to be handled is done
# by Pilot apart from this (it counts them), so a finer step only ends each idle check sooner.
textual._wait.SLEEP_GRANULARITY = 1 / 200
textual._wait.SLEEP_IDLE = textual._wait.SLEEP_GRANULARITY / 20

TESTS = Path(__file__).parent
LAYERS = ("store", "tui", "hostile")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        top = item.path.relative_to(TESTS).parts[0]
        item.add_marker(top if top in LAYERS else "core")
