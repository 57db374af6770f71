"""Fixtures for the table's view: a data folder with one match, and the view served from it
on a free port of the loopback, stopped after the test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from coinche_score.server.table import TableServer
from coinche_score.store import Store

from .helpers import new_match


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "matches")


@pytest.fixture
def match_id(store: Store) -> str:
    return new_match(store)


@pytest.fixture
async def server(store: Store, match_id: str) -> AsyncIterator[TableServer]:
    served = TableServer(store, match_id, port=0, look_every=0.05)
    await served.start()
    try:
        yield served
    finally:
        await served.stop()
