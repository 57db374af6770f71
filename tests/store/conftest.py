"""Fixtures for the store tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from coinche_score.rules import PRESETS
from coinche_score.store import Store


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "matches")


@pytest.fixture(params=sorted(PRESETS))
def preset_name(request: pytest.FixtureRequest) -> str:
    name: str = request.param
    return name
