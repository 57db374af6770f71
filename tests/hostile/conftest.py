"""Fixtures of the fault and hostile-input suite."""

from __future__ import annotations

from pathlib import Path

import pytest

from coinche_score.store import Store


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "matches")
