"""Fixtures of the app's tests."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A fresh folder for saved matches (not created: the store creates it when it saves)."""
    return tmp_path / "matches"


@pytest.fixture(autouse=True)
def thawed_after() -> Iterator[None]:
    """An app freezes what is alive at its first frame (lasting.started), as a player's app
    does once: a test process runs hundreds of apps, and what each froze, the garbage of the
    tests before it included, is given back to the collector after each test."""
    yield
    gc.unfreeze()
