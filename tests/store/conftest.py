"""Fixtures for the store tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from coinche_score.rules import PRESETS
from coinche_score.store import Store

from .helpers import Cli


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "matches")


@pytest.fixture(params=sorted(PRESETS))
def preset_name(request: pytest.FixtureRequest) -> str:
    name: str = request.param
    return name


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Cli:
    """The command line in this process, on the data folder tmp_path/matches."""
    return Cli(capsys, monkeypatch, tmp_path / "matches")
