"""Managing matches from home: rename the teams, archive, delete to the trash and restore."""

from __future__ import annotations

import errno
import os
import stat
import time

import pytest
from pydantic import ValidationError

from coinche_score.names import SameNameError
from coinche_score.store import MatchLockedError, SaveError, Store, StoreError, match_files

from .helpers import deal, empty_match


def new_match(store: Store) -> str:
    with store.create(empty_match()) as opened:
        opened.add(deal())
        return opened.id


def listed(store: Store) -> list[str]:
    return [summary.id for summary in store.scan()[0]]


def test_renaming_the_teams_keeps_the_deals_and_the_history(store: Store) -> None:
    match_id = new_match(store)
    match_files.rename_teams(store, match_id, ("Les Bleus", "Les Rouges"))
    saved = store.read(match_id)
    assert saved.match.team_names == ("Les Bleus", "Les Rouges")
    assert len(saved.match.deals) == 1 and saved.can_undo


@pytest.mark.parametrize(
    ("names", "refused"),
    [
        (("Same", "Same"), SameNameError),
        (("Same", "same "), SameNameError),
        (("", "B"), ValidationError),
    ],
)
def test_renaming_refuses_what_a_new_match_refuses_and_changes_nothing(
    store: Store, names: tuple[str, str], refused: type[Exception]
) -> None:
    match_id = new_match(store)
    before = store.match_path(match_id).read_bytes()
    with pytest.raises(refused):
        match_files.rename_teams(store, match_id, names)
    assert store.match_path(match_id).read_bytes() == before


def test_a_rename_the_disk_refuses_says_why(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk was said as "the system refused the write", which frees no space (found by
    a test of data safety)."""
    match_id = new_match(store)
    before = store.match_path(match_id).read_bytes()

    def disk_full(*args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(match_files, "write_atomically", disk_full)
    with pytest.raises(SaveError) as refused:
        match_files.rename_teams(store, match_id, ("X", "Y"))
    assert refused.value.params["kind"] == "disk_full"
    assert store.match_path(match_id).read_bytes() == before


def test_a_match_open_elsewhere_is_neither_renamed_nor_moved(store: Store) -> None:
    match_id = new_match(store)
    with store.open(match_id):
        with pytest.raises(MatchLockedError):
            match_files.rename_teams(store, match_id, ("X", "Y"))
        with pytest.raises(MatchLockedError):
            match_files.trash(store, match_id)
    assert listed(store) == [match_id]


def test_an_archived_match_leaves_the_list_and_comes_back(store: Store) -> None:
    match_id = new_match(store)
    match_files.archive(store, match_id)
    assert listed(store) == []
    assert listed(match_files.archive_of(store)) == [match_id]
    match_files.unarchive(store, match_id)
    assert listed(store) == [match_id]
    assert listed(match_files.archive_of(store)) == []


def test_a_file_system_that_cannot_sync_a_folder_still_archives_and_trashes(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder's fsync refused (EINVAL: some network and FUSE file systems) said "cannot
    move match" of a match moved, where a save takes it as done (found by a review)."""
    match_id = new_match(store)
    real_fsync = os.fsync

    def no_folder_sync(fd: int) -> None:
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "Invalid argument")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", no_folder_sync)
    match_files.archive(store, match_id)
    assert listed(match_files.archive_of(store)) == [match_id]
    match_files.trash(store, match_id, archived=True)
    match_files.restore(store, match_id)
    assert listed(match_files.archive_of(store)) == [match_id]


def test_a_deleted_match_goes_to_the_trash_and_is_restored_whole(store: Store) -> None:
    match_id = new_match(store)
    before = store.match_path(match_id).read_bytes()
    match_files.trash(store, match_id)
    assert listed(store) == []
    in_trash = match_files.trash_of(store).match_path(match_id)
    assert match_files.days_left(in_trash) == match_files.TRASH_DAYS
    match_files.restore(store, match_id)
    assert store.match_path(match_id).read_bytes() == before


def test_an_archived_match_can_be_deleted_and_is_restored_to_the_archive(store: Store) -> None:
    """Restored, it went to the saved matches, not back where it was deleted from (a walk by
    taps); deleted again from the saved matches, it is restored there."""
    match_id = new_match(store)
    match_files.archive(store, match_id)
    match_files.trash(store, match_id, archived=True)
    assert listed(match_files.archive_of(store)) == []
    assert listed(match_files.trash_of(store)) == [match_id]
    assert match_files.deleted_from_archive(store, match_id)
    match_files.restore(store, match_id)
    assert listed(match_files.archive_of(store)) == [match_id] and listed(store) == []
    match_files.unarchive(store, match_id)
    match_files.trash(store, match_id)
    assert not match_files.deleted_from_archive(store, match_id)
    match_files.restore(store, match_id)
    assert listed(store) == [match_id]


def test_purging_a_match_deleted_from_the_archive_leaves_no_trace(store: Store) -> None:
    match_id = new_match(store)
    match_files.archive(store, match_id)
    match_files.trash(store, match_id, archived=True)
    bin_ = match_files.trash_of(store)
    later = time.time() + match_files.TRASH_DAYS * match_files.DAY_SECONDS + 60
    assert match_files.purge_trash(store, later) == [match_id]
    assert [path.name for path in bin_.data_dir.iterdir()] == []


def test_restoring_never_overwrites_a_match(store: Store) -> None:
    match_id = new_match(store)
    match_files.trash(store, match_id)
    kept = match_files.trash_of(store).match_path(match_id)
    store.match_path(match_id).write_bytes(kept.read_bytes())
    with pytest.raises(StoreError) as refused:
        match_files.restore(store, match_id)
    assert refused.value.code == "exists"
    assert kept.exists()


def test_the_trash_is_purged_after_thirty_days_only(store: Store) -> None:
    match_id = new_match(store)
    deleted = time.time()
    match_files.trash(store, match_id)
    bin_ = match_files.trash_of(store)
    days = match_files.DAY_SECONDS
    assert match_files.purge_trash(store, deleted + (match_files.TRASH_DAYS - 1) * days) == []
    assert listed(bin_) == [match_id]
    assert match_files.purge_trash(store, deleted + match_files.TRASH_DAYS * days + 60) == [
        match_id
    ]
    assert listed(bin_) == []


def test_a_match_long_unchanged_is_kept_in_the_trash_after_a_crash_on_its_way_there(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its deletion time was set after the move: a crash between them left the time of its
    last change, and the next purge deleted it at once (found by a test of data safety)."""
    match_id = new_match(store)
    month_ago = time.time() - (match_files.TRASH_DAYS * match_files.DAY_SECONDS + 60)
    os.utime(store.match_path(match_id), (month_ago, month_ago))
    rename = os.rename

    def moved_then_killed(source: str, target: str) -> None:
        rename(source, target)
        raise KeyboardInterrupt  # the process killed right after the move

    monkeypatch.setattr(os, "rename", moved_then_killed)
    with pytest.raises(KeyboardInterrupt):
        match_files.trash(store, match_id)
    monkeypatch.undo()
    assert match_files.purge_trash(store) == []
    assert listed(match_files.trash_of(store)) == [match_id]


def test_purging_an_empty_data_folder_does_nothing(store: Store) -> None:
    assert match_files.purge_trash(store) == []
    assert not store.data_dir.exists()
