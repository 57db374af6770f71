"""Fixtures of the app's tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A fresh folder for saved matches (not created: the store creates it when it saves)."""
    return tmp_path / "matches"
