"""What makes a save durable, as the README promises: the new file synced before it replaces
the old one, and the folder synced after."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from coinche_score.store import Store, write_atomically

from .helpers import deal, empty_match

#: ("fsync", inode or "folder", size), ("replace", inode of the file moved)
Event = tuple[str, int | str, int]


def record_syncs_and_renames(monkeypatch: pytest.MonkeyPatch) -> list[Event]:
    """os.fsync and os.replace, wrapped to record what they were given, in order."""
    events: list[Event] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            events.append(("fsync", "folder", 0))
        else:
            events.append(("fsync", info.st_ino, info.st_size))
        real_fsync(fd)

    def replace(source: str | Path, target: str | Path) -> None:
        events.append(("replace", os.stat(source).st_ino, 0))
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    return events


def assert_synced_renamed_synced(events: list[Event], path: Path, data: bytes) -> None:
    """The file written, whole, synced; then moved to ``path``; then the folder synced."""
    new = os.stat(path).st_ino
    assert path.read_bytes() == data
    assert events == [("fsync", new, len(data)), ("replace", new, 0), ("fsync", "folder", 0)]


def test_a_write_syncs_the_whole_new_file_then_renames_it_then_syncs_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "match.json"
    path.write_bytes(b"the old file")
    events = record_syncs_and_renames(monkeypatch)
    data = b"the new file, " * 10_000
    write_atomically(path, data, ".match.")
    assert_synced_renamed_synced(events, path, data)


def test_each_change_of_a_match_is_saved_synced(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    with store.create(empty_match()) as opened:
        events = record_syncs_and_renames(monkeypatch)
        opened.add(deal())
        assert_synced_renamed_synced(events, opened.path, opened.path.read_bytes())
