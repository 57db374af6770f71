"""The layers of the suite, by folder, so that CI runs the quick core first (``-m core``: the
tests at the top of tests/) and then the saved matches (``store``), the app (``tui``) and the
hostile-input suite (``hostile``)."""

from __future__ import annotations

from pathlib import Path

import pytest

TESTS = Path(__file__).parent
LAYERS = ("store", "tui", "hostile")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        top = item.path.relative_to(TESTS).parts[0]
        item.add_marker(top if top in LAYERS else "core")
