"""What a save promises in the README: durable (the new file synced before it replaces the old
one, and the folder synced after), and never over a change made elsewhere, which is told from
the file's signature without reading it when the file is as the store wrote or read it (the
changes made elsewhere are in tests/hostile/test_files.py)."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from coinche_score.store import OpenMatch, SaveError, Store, read_regular_file, write_atomically
from coinche_score.store import open_match as open_match_module

from .helpers import deal, empty_match, fail_folder_fsync

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


def count_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The match files a save reads back to compare them with the one it loaded or wrote."""
    reads: list[Path] = []

    def read(path: Path) -> bytes:
        reads.append(path)
        return read_regular_file(path)

    monkeypatch.setattr(open_match_module, "read_regular_file", read)
    return reads


def test_a_save_reads_nothing_back_while_the_file_is_as_the_store_wrote_or_read_it(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    with store.create(empty_match()) as created:
        match_id = created.id
        reads = count_reads(monkeypatch)
        created.add(deal())
        created.add(deal())
    with store.open(match_id) as opened:
        opened.add(deal())
        assert reads == []
        os.utime(opened.path)  # touched by something else: only its content tells
        opened.add(deal())
        assert reads == [opened.path]
    assert len(store.read(match_id).match.deals) == 4


def test_a_close_failing_after_the_rename_is_no_failure(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On NFS or FUSE closing a file can fail: after the rename the deal is saved, and was said
    not to be ("the file is as it was"), so that adding it again recorded it twice."""
    real_replace, real_close = os.replace, os.close
    renamed: list[int] = []

    def replace(source: str | Path, target: str | Path) -> None:
        real_replace(source, target)
        renamed.append(os.stat(target).st_ino)

    def close(fd: int) -> None:
        closing = os.fstat(fd).st_ino
        real_close(fd)
        if closing in renamed:
            raise OSError(errno.EIO, "Input/output error")

    with store.create(empty_match()) as opened:
        monkeypatch.setattr(os, "replace", replace)
        monkeypatch.setattr(os, "close", close)
        opened.add(deal())
        opened.add(deal())  # its own write recognised: no "changed by something else"
        monkeypatch.undo()
        assert renamed and not opened.unsaved
        match_id = opened.id
    assert len(store.read(match_id).match.deals) == 2


# ------------------------------------------------- ended from outside (the terminal closed)


def refuse_writes_in(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk full for ``folder``: a match saved there is refused, elsewhere written."""
    real = vars(open_match_module)["write_atomically"]  # as patched before, if it was

    def write(path: Path, data: bytes, prefix: str) -> object:
        if path.parent == folder:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data, prefix)

    monkeypatch.setattr(open_match_module, "write_atomically", write)


def unsaved_deal(store: Store, monkeypatch: pytest.MonkeyPatch) -> OpenMatch:
    """An open match with a deal the disk refused: in memory only."""
    opened = store.create(empty_match())
    with monkeypatch.context() as patch:
        refuse_writes_in(store.data_dir, patch)
        with pytest.raises(SaveError):
            opened.add(deal())
    assert opened.unsaved and store.read(opened.id).match.deals == ()
    return opened


def test_ended_from_outside_a_change_the_disk_refused_is_saved_once_it_takes_it(
    store: Store, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    opened = unsaved_deal(store, monkeypatch)
    assert opened.save_anywhere(tmp_path / "rescued") == opened.path
    assert store.read(opened.id).match.deals == (deal(),)
    assert not (tmp_path / "rescued").exists()


def test_ended_from_outside_a_match_whose_file_changed_is_saved_as_a_new_one(
    store: Store, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    opened = unsaved_deal(store, monkeypatch)
    changed = opened.path.read_bytes() + b"\n"
    opened.path.write_bytes(changed)  # behind the app's back: not written over
    went = opened.save_anywhere(tmp_path / "rescued")
    assert went is not None and went != opened.path and went.parent == store.data_dir
    assert opened.path.read_bytes() == changed
    assert store.read(went.stem).match.deals == (deal(),)


def test_ended_from_outside_with_the_data_folder_refusing_the_match_goes_to_the_rescue_folder(
    store: Store, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    opened = unsaved_deal(store, monkeypatch)
    before = opened.path.read_bytes()
    refuse_writes_in(store.data_dir, monkeypatch)
    rescue = tmp_path / "rescued"
    assert opened.save_anywhere(rescue) == rescue / opened.path.name
    assert opened.path.read_bytes() == before
    # The file as the data folder would have it: put back there, it is the match.
    (rescue / opened.path.name).replace(opened.path)
    assert Store(store.data_dir).read(opened.id).match.deals == (deal(),)


def test_ended_from_outside_a_save_whose_folder_could_not_be_synced_is_in_its_file(
    store: Store, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The file written, the folder's fsync refused: no copy in the rescue folder for it.
    opened = unsaved_deal(store, monkeypatch)
    fail_folder_fsync(monkeypatch, errno.EIO)
    assert opened.save_anywhere(tmp_path / "rescued") == opened.path
    assert store.read(opened.id).match.deals == (deal(),)
    assert not (tmp_path / "rescued").exists()


def test_ended_from_outside_with_no_folder_taking_the_match_it_says_so(
    store: Store, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    opened = unsaved_deal(store, monkeypatch)
    refuse_writes_in(store.data_dir, monkeypatch)
    refuse_writes_in(tmp_path / "rescued", monkeypatch)
    assert opened.save_anywhere(tmp_path / "rescued") is None
