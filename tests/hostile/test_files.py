"""Foreign files, links, permissions and changes made behind the store's back.

Each test is one way a file or folder can be hostile or surprising; the store must never hang,
never run out of memory, never follow a link it writes through, and never write over a change
it did not make.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from folder_faults import no_new_files
from unseen_writes import rewrite_in_place, rewrite_unseen

from coinche_score.history import ChangeKind
from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.store import (
    MAX_FILE_SIZE,
    STALE_AFTER,
    DamagedMatchError,
    FileChangedError,
    FileGoneError,
    MatchLockedError,
    ReadOnlyMatchError,
    Reloaded,
    SaveError,
    Store,
    StoreError,
    files,
    folder,
    house_rules,
    load_match_file,
    locking,
    match_files,
    open_match,
    scanning,
)
from coinche_score.store import (
    summaries as summary_reading,
)
from coinche_score.store.house_rules import HouseRules

from .helpers import a_deal, edit_file, new_match, saved_id


def damaged_reasons(store: Store) -> dict[str, str]:
    summaries, damaged = store.scan()
    return {file.path.name: file.reason for file in damaged}


# ------------------------------------------------------------------ only regular files are read


def test_a_fifo_named_like_a_match_is_reported_not_waited_for(store: Store) -> None:
    saved_id(store)
    os.mkfifo(store.data_dir / "pipe.json")
    assert "FIFO" in damaged_reasons(store)["pipe.json"]  # returns: nothing waits for a writer
    with pytest.raises(DamagedMatchError, match="FIFO"):
        store.read("pipe")


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/tty"])
def test_a_link_to_a_device_is_reported_not_opened(store: Store, device: str) -> None:
    """Not even opened: opening a device may act (a tape rewinds); /dev/tty without a terminal
    was said to be unreadable, "No such device or address", not a device (found by a test of
    untrusted text)."""
    saved_id(store)
    (store.data_dir / "dev.json").symlink_to(device)
    opened: list[object] = []
    real_open = os.open

    def watched(path: Any, *args: Any, **kwargs: Any) -> int:
        if str(path).endswith("dev.json"):
            opened.append(path)
        return real_open(path, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "open", watched)
        assert damaged_reasons(store)["dev.json"] == "a device, not a match file"
    assert opened == []


def test_a_link_to_nothing_is_reported_and_a_file_deleted_while_listed_left_out(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file deleted between the folder's listing and its reading is not damaged, just gone
    (it was listed as damaged, 'cannot be read'); a link to nothing is there, and reported."""
    kept, gone = saved_id(store), saved_id(store)
    (store.data_dir / "nowhere.json").symlink_to(store.data_dir / "nothing")
    listed = scanning.json_names

    def listed_then_deleted(folder: Path, *args: Any) -> list[str]:
        names = listed(folder, *args)
        store.match_path(gone).unlink()
        return names

    monkeypatch.setattr(folder, "json_names", listed_then_deleted)
    summaries, damaged = store.scan()
    assert [summary.id for summary in summaries] == [kept]
    assert [(file.path.name, file.kind) for file in damaged] == [("nowhere.json", "unreadable")]
    with pytest.raises(FileGoneError) as raised:
        load_match_file(store.match_path(gone))
    assert (raised.value.code, str(raised.value)) == (
        "not_found",
        f"{store.match_path(gone)}: no such file (deleted or moved)",
    )


def test_a_folder_named_like_a_match_is_reported(store: Store) -> None:
    saved_id(store)
    (store.data_dir / "folder.json").mkdir()
    assert "folder" in damaged_reasons(store)["folder.json"]


def test_a_file_over_the_size_cap_is_reported_unread(store: Store) -> None:
    saved_id(store)
    huge = store.data_dir / "huge.json"
    with huge.open("wb") as sparse:  # 3 GB that take no room on disk
        sparse.truncate(3 * 1024**3)
    assert "too big" in damaged_reasons(store)["huge.json"]
    assert MAX_FILE_SIZE == 16 * 1024 * 1024


def test_a_lone_surrogate_in_a_file_is_damage_not_a_crash_later(store: Store) -> None:
    match_id = saved_id(store)
    path = store.match_path(match_id)

    def lone_surrogate(raw: dict[str, Any]) -> None:
        raw["match"]["rules"]["description"] = "\ud800"

    edit_file(path, lone_surrogate)
    assert "not valid Unicode" in damaged_reasons(store)[path.name]
    with pytest.raises(DamagedMatchError):
        store.open(match_id)


@pytest.mark.parametrize(
    ("field", "text"),
    [("name", "R\n# Forged heading"), ("description", "\x1b]0;title\x07"), ("source", "\u202e")],
)
def test_rules_text_that_every_way_in_refuses_is_damage_in_a_match_file(
    store: Store, field: str, text: str
) -> None:
    """A match file took a rule set's name with a line break (``show`` printed a forged line)
    or escapes, which new, rules save and house rules refuse, and a rematch copied them into
    a new file (found by a test of untrusted text)."""
    match_id = saved_id(store)
    path = store.match_path(match_id)
    edit_file(path, lambda raw: raw["match"]["rules"].update({field: text}))
    if field == "name":  # the one the list reads
        assert "rules.name: got text holding U+000A" in damaged_reasons(store)[path.name]
    with pytest.raises(DamagedMatchError) as refused:
        store.open(match_id)
    assert f"rules.{field}: got text holding" in str(refused.value)


# ------------------------------------------------------------------------ locks and permissions


@pytest.mark.parametrize(("link", "said"), [("symbolic", "symbolic link"), ("hard", "hard link")])
def test_a_lock_file_that_is_a_link_is_refused_and_its_target_untouched(
    store: Store, tmp_path: Path, link: str, said: str
) -> None:
    match_id = saved_id(store)
    victim = tmp_path / "victim"
    victim.write_text("precious\n")
    lock = store.data_dir / f".{match_id}.lock"
    if link == "symbolic":
        lock.symlink_to(victim)
    else:
        os.link(victim, lock)  # O_NOFOLLOW does not see it
    with pytest.raises(StoreError, match=said):
        store.open(match_id)
    assert victim.read_text() == "precious\n"


def save_house_rules(store: Store) -> None:
    HouseRules(store.data_dir).save("Chez Paul", preset("classic"))


def archive_a_match(store: Store) -> None:
    match_files.archive(store, saved_id(store))


def trash_a_match(store: Store) -> None:
    match_files.trash(store, saved_id(store))


@pytest.mark.parametrize(
    ("make", "folders"),
    [
        (saved_id, ["."]),
        (save_house_rules, [".", "rules"]),  # rules save made both 0755
        (archive_a_match, ["archive"]),
        (trash_a_match, ["trash"]),
    ],
    ids=["new match", "house rules", "archive", "trash"],
)
def test_the_data_folder_is_private_whatever_the_umask(
    store: Store, make: Callable[[Store], object], folders: list[str]
) -> None:
    old = os.umask(0)
    try:
        make(store)
    finally:
        os.umask(old)
    for name in folders:
        assert stat.S_IMODE((store.data_dir / name).stat().st_mode) == 0o700, name


def test_a_save_keeps_the_file_mode(store: Store) -> None:
    match_id = saved_id(store)
    path = store.match_path(match_id)
    path.chmod(0o640)
    with store.open(match_id) as opened:
        opened.add(a_deal())
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


@pytest.mark.skipif(os.geteuid() != 0, reason="only root may give a file away")
def test_a_save_by_root_keeps_the_files_owner(store: Store) -> None:
    """Saved with sudo, a user's match became root's, which they could no longer read (found
    by a test of data safety)."""
    match_id = saved_id(store)
    path = store.match_path(match_id)
    os.chown(path, 1000, 1000)
    with store.open(match_id) as opened:
        opened.add(a_deal())
    assert (path.stat().st_uid, path.stat().st_gid) == (1000, 1000)
    # A new match (a copy, say) is the folder's owner's, as the others are.
    os.chown(store.data_dir, 1000, 1000)
    with store.create(new_match()) as created:
        made = created.path
    assert (made.stat().st_uid, made.stat().st_gid) == (1000, 1000)


@pytest.mark.parametrize("made", ["a symbolic link", "read-only"])
def test_a_file_made_a_link_or_read_only_while_open_is_not_written(
    store: Store, tmp_path: Path, made: str
) -> None:
    """Refused on opening, but written once open: the link replaced by a file, its target
    (in a synced folder, say) left stale; a file made read-only written all the same (found
    by a test of data safety)."""
    match_id = saved_id(store)
    path = store.match_path(match_id)
    with store.open(match_id) as opened:
        if made == "read-only":
            path.chmod(0o444)
        else:
            target = tmp_path / "elsewhere.json"
            path.rename(target)
            path.symlink_to(target)
        before = path.read_bytes()
        with pytest.raises(FileChangedError) as refused:
            opened.add(a_deal())
        assert opened.unsaved and len(opened.match.deals) == 2  # kept, to save a copy
        assert refused.value.params["kind"] == ("read_only" if made == "read-only" else "linked")
        copy = opened.save_copy()
        copy.close()
    assert path.read_bytes() == before
    assert path.is_symlink() == (made == "a symbolic link")
    assert len(store.read(copy.id).match.deals) == 2


def test_a_read_only_match_file_is_never_written(store: Store) -> None:
    match_id = saved_id(store)
    path = store.match_path(match_id)
    path.chmod(0o444)
    before = path.read_bytes()
    with pytest.raises(ReadOnlyMatchError, match="read-only"):
        store.open(match_id)
    view = store.view(match_id)
    with pytest.raises(ReadOnlyMatchError):
        view.add(a_deal())
    assert path.read_bytes() == before
    assert stat.S_IMODE(path.stat().st_mode) == 0o444


def test_a_folder_without_write_permission_opens_matches_read_only(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a user who may not write the folder sees (root may write anywhere: simulated)."""
    match_id = saved_id(store)
    no_new_files(monkeypatch)
    with pytest.raises(ReadOnlyMatchError, match="no permission to write"):
        store.open(match_id)
    assert len(store.view(match_id).match.deals) == 1


def test_the_lock_file_goes_away_on_a_clean_close(store: Store) -> None:
    match_id = saved_id(store)
    with store.open(match_id):
        assert (store.data_dir / f".{match_id}.lock").exists()
    assert not (store.data_dir / f".{match_id}.lock").exists()


def test_leftovers_of_a_crash_are_removed_by_the_next_change(store: Store) -> None:
    match_id = saved_id(store)
    old = time.time() - STALE_AFTER - 5
    stale_temp = store.data_dir / ".deadbeef.x1y2z3w4.tmp"  # a new match's first save
    stale_lock = store.data_dir / f".{match_id}.lock"
    fresh_temp = store.data_dir / ".cafe0000.abcd1234.tmp"
    for path in (stale_temp, stale_lock, fresh_temp):
        path.write_text("{")
    for path in (stale_temp, stale_lock):
        os.utime(path, (old, old))
    store.create(new_match()).close()
    assert not stale_temp.exists()
    assert not stale_lock.exists()
    assert fresh_temp.exists()  # may be a save in progress


def test_a_lock_says_which_process_of_which_host_holds_it(store: Store) -> None:
    match_id = saved_id(store)
    with store.open(match_id):
        held = (store.data_dir / f".{match_id}.lock").read_text()
    assert held == f"{os.getpid()} {locking.this_host()}\n"


def test_a_lock_written_on_another_host_is_never_taken_nor_removed(store: Store) -> None:
    """A synced folder brings the lock of a match open on another machine: removed here as a
    leftover, its removal went back and took the lock from under the match open there."""
    match_id = saved_id(store)
    old = time.time() - STALE_AFTER - 5
    theirs = store.data_dir / f".{match_id}.lock"
    temp = store.data_dir / f".{match_id}.x1y2z3w4.tmp"  # perhaps their save, synced too
    for path, text in ((theirs, "4242 other-machine\n"), (temp, "{")):
        path.write_text(text)
        os.utime(path, (old, old))
    store.create(new_match()).close()  # which removes the leftovers
    assert theirs.read_text() == "4242 other-machine\n" and temp.exists()
    with pytest.raises(MatchLockedError) as refused:
        store.open(match_id)
    assert (refused.value.code, refused.value.params["host"]) == (
        "locked_elsewhere",
        "other-machine",
    )
    assert str(refused.value) == (
        f"match {match_id} may be open on another machine (other-machine, process 4242), as "
        f"its lock file {theirs} says; close it there first, or delete that file if it is not "
        "open there"
    )
    assert theirs.read_text() == "4242 other-machine\n"
    theirs.write_text(f"4242 {locking.this_host()}\n")  # this host's, left by a crash
    os.utime(theirs, (old, old))
    store.create(new_match()).close()
    assert not theirs.exists() and not temp.exists()


def test_hidden_files_of_other_programs_are_left_alone(store: Store) -> None:
    """Any old hidden .tmp or .lock file was removed (a lock file emptied first)."""
    saved_id(store)
    old = time.time() - STALE_AFTER - 5
    theirs = [store.data_dir / name for name in (".notes.tmp", ".backup-job.lock", ".a.b.tmp")]
    for path in theirs:
        path.write_text("important\n")
        os.utime(path, (old, old))
    store.create(new_match()).close()
    assert [path.read_text() for path in theirs] == ["important\n"] * 3


def test_a_held_lock_keeps_its_old_temporary_files(store: Store) -> None:
    match_id = saved_id(store)
    old = time.time() - STALE_AFTER - 5
    with store.open(match_id):
        temp = store.data_dir / f".{match_id}.busy.tmp"
        temp.write_text("{")
        os.utime(temp, (old, old))
        Store(store.data_dir).create(new_match()).close()
        assert temp.exists()


# --------------------------------------------------------------------- no lost update, ever


def test_a_deal_added_by_hand_is_not_erased_by_the_next_save(store: Store) -> None:
    match_id = saved_id(store)
    opened = store.open(match_id)
    path = store.match_path(match_id)

    def add_by_hand(raw: dict[str, Any]) -> None:
        raw["match"]["deals"].append(raw["match"]["deals"][0])

    edit_file(path, add_by_hand)
    by_hand = path.read_bytes()
    with pytest.raises(FileChangedError, match="changed by something else"):
        opened.add(a_deal(taker_points=120))
    assert path.read_bytes() == by_hand
    assert len(opened.match.deals) == 2  # the new deal is kept in memory
    assert opened.changed_on_disk and opened.unsaved

    assert opened.reload() == Reloaded([])  # the hand-added deal, then ours again
    assert [d.taker_points for d in opened.match.deals] == [100, 100, 120]
    assert [d.taker_points for d in store.read(match_id).match.deals] == [100, 100, 120]
    assert not opened.changed_on_disk
    opened.close()


def test_a_reload_the_disk_refuses_keeps_every_deal_made_since_in_memory(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Three deals kept in memory while the file was changed by hand, then a disk full at
    the first save of the reload: the two deals after it were lost from memory, and the next
    save wrote the match without them (found by a review)."""
    match_id = saved_id(store)
    path = store.match_path(match_id)
    with store.open(match_id) as opened:
        edit_file(path, lambda raw: raw["match"]["deals"].append(raw["match"]["deals"][0]))
        for points in (90, 110, 120):
            with pytest.raises(FileChangedError):
                opened.add(a_deal(taker_points=points))

        def disk_full(*args: object, **kwargs: object) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        with monkeypatch.context() as full:
            full.setattr(open_match, "write_atomically", disk_full)
            with pytest.raises(SaveError):
                opened.reload()
        kept = [100, 100, 90, 110, 120]
        assert [deal.taker_points for deal in opened.match.deals] == kept
        assert opened.unsaved
        opened.save()  # room again
    assert [deal.taker_points for deal in store.read(match_id).match.deals] == kept


def test_a_rewrite_of_the_same_size_with_its_modification_time_set_back_is_not_written_over(
    store: Store,
) -> None:
    match_id = saved_id(store)
    path = store.match_path(match_id)
    with store.open(match_id) as opened:
        foreign = rewrite_unseen(path)
        with pytest.raises(FileChangedError, match="changed by something else"):
            opened.add(a_deal())
    assert path.read_bytes() == foreign


@pytest.mark.parametrize("written_by", ["the store", "another program"])
def test_a_rewrite_of_the_same_size_at_once_is_not_written_over(
    store: Store, written_by: str
) -> None:
    """In the same tick of the clock as the file was written or read, a write leaves its
    modification and change times as they were, unless the store set them apart."""
    match_id = saved_id(store)
    path = store.match_path(match_id)
    if written_by == "another program":
        path.write_bytes(path.read_bytes())
    with store.open(match_id) as opened:
        if written_by == "the store":
            opened.add(a_deal())
        foreign = rewrite_in_place(path)
        with pytest.raises(FileChangedError, match="changed by something else"):
            opened.add(a_deal())
    assert path.read_bytes() == foreign


def test_garbage_written_into_the_file_is_not_written_over(store: Store) -> None:
    match_id = saved_id(store)
    path = store.match_path(match_id)
    with store.open(match_id) as opened:
        path.write_bytes(b"garbage")
        with pytest.raises(FileChangedError):
            opened.add(a_deal())
        copy = opened.save_copy()
        copy.close()
    assert path.read_bytes() == b"garbage"
    assert len(store.read(copy.id).match.deals) == 2


def test_a_change_that_no_longer_fits_is_reported_on_reload(store: Store) -> None:
    """The deal corrected here is gone from the file: the correction is named, and kept in
    a copy of the match as it was shown (it was lost with the deal, found by a test of data
    safety)."""
    match_id = saved_id(store, deals=2)
    path = store.match_path(match_id)
    with store.open(match_id) as opened:

        def one_deal_less(raw: dict[str, Any]) -> None:
            raw["match"]["deals"].pop()

        edit_file(path, one_deal_less)
        with pytest.raises(FileChangedError):
            opened.edit(1, a_deal(taker_points=130))
        held = opened.match.deals
        reloaded = opened.reload()
        assert [(kind, c.kind, c.index) for kind, c in reloaded.dropped] == [
            ("change", ChangeKind.EDIT, 1)
        ]
        assert len(opened.match.deals) == 1
    assert reloaded.kept is not None
    assert store.read(reloaded.kept).match.deals == held


def test_a_deal_added_after_the_file_won_the_match_is_kept_on_reload(store: Store) -> None:
    """A deal added by hand ends the match in the file; the deal typed meanwhile cannot follow
    it, and was lost on reload: nowhere on disk or in memory (found by a test of data
    safety)."""
    near_end = Match(rules=preset("classic"), target=500, team_names=("Nous", "Eux"))
    match_id = saved_id(store, near_end, deals=2)
    path = store.match_path(match_id)
    with store.open(match_id) as opened:
        edit_file(path, lambda raw: raw["match"]["deals"].append(raw["match"]["deals"][0]))
        typed = a_deal(taker="B", contract=160, trump="spades", taker_points=150)
        with pytest.raises(FileChangedError):
            opened.add(typed)
        held = opened.match.deals
        reloaded = opened.reload()
        assert [(kind, c.kind) for kind, c in reloaded.dropped] == [("change", ChangeKind.ADD)]
        assert opened.state.finished and typed not in opened.match.deals
    assert reloaded.kept is not None
    assert store.read(reloaded.kept).match.deals == held


def test_an_older_file_put_back_loses_no_deal_on_reload(store: Store) -> None:
    """A sync or a backup put back the file as it was two deals ago: reloading took it as it
    was, and the two deals saved since were gone for good (found by a test of data safety)."""
    match_id = saved_id(store, deals=2)
    path = store.match_path(match_id)
    older = path.read_bytes()
    with store.open(match_id) as opened:
        opened.add(a_deal(taker_points=90))
        opened.add(a_deal(taker_points=110))
        path.write_bytes(older)
        with pytest.raises(FileChangedError):
            opened.add(a_deal(taker_points=120))
        held = opened.match.deals
        reloaded = opened.reload()
        assert reloaded == Reloaded([], kept=reloaded.kept)
        assert reloaded.kept is not None
        points = [deal.taker_points for deal in opened.match.deals]
        assert points == [100, 100, 120]  # the file as put back, and the change made again
    assert store.read(reloaded.kept).match.deals == held


def test_an_older_file_put_back_under_a_correction_keeps_the_deal_corrected(
    store: Store,
) -> None:
    """The correction of a deal the older file lacks was dropped, and the deal with it: the
    copy left aside every deal an unsaved change named (found by a review)."""
    match_id = saved_id(store)
    path = store.match_path(match_id)
    older = path.read_bytes()
    with store.open(match_id) as opened:
        opened.add(a_deal(taker_points=90))
        path.write_bytes(older)
        with pytest.raises(FileChangedError):
            opened.edit(1, a_deal(taker_points=130))
        held = opened.match.deals
        reloaded = opened.reload()
        assert [kind for kind, _ in reloaded.dropped] == ["change"]  # no deal 2 to correct
        assert reloaded.kept is not None
    assert store.read(reloaded.kept).match.deals == held


def test_closing_loses_nothing_only_while_the_file_holds_the_deals(store: Store) -> None:
    match_id = saved_id(store, deals=2)
    path = store.match_path(match_id)
    older = path.read_bytes()
    with store.open(match_id) as opened:
        assert opened.lost_if_closed() is None
        opened.add(a_deal(taker_points=90))
        path.write_bytes(path.read_bytes())  # the same bytes again, as a sync writes them
        assert opened.lost_if_closed() is None
        path.write_bytes(older)
        lost = opened.lost_if_closed()
        assert lost is not None and lost.params["kind"] == "changed"
        path.unlink()
        lost = opened.lost_if_closed()
        assert lost is not None and lost.params["kind"] == "gone"


def test_a_hand_correction_under_a_new_deal_makes_no_copy(store: Store) -> None:
    """A file changed since it was loaded (not an older one) is taken as it is: a deal
    corrected by hand made a copy of the whole match, counted twice by the statistics
    (found by a review)."""
    match_id = saved_id(store, deals=2)
    path = store.match_path(match_id)
    with store.open(match_id) as opened:
        edit_file(path, lambda raw: raw["match"]["deals"][0].update(taker_points=120))
        with pytest.raises(FileChangedError):
            opened.add(a_deal(taker_points=90))
        assert opened.reload() == Reloaded([])
        assert [deal.taker_points for deal in opened.match.deals] == [120, 100, 90]
    assert len(store.scan()[0]) == 1


def test_an_undo_that_no_longer_fits_is_reported_as_an_undo(store: Store) -> None:
    match_id = saved_id(store, deals=2)
    path = store.match_path(match_id)
    with store.open(match_id) as opened:
        edit_file(path, lambda raw: raw["history"]["undo"].clear())  # nothing left to undo
        with pytest.raises(FileChangedError):
            opened.undo()
        reloaded = opened.reload()
        assert [(kind, c.kind, c.index) for kind, c in reloaded.dropped] == [
            ("undo", ChangeKind.ADD, 1)
        ]


def test_a_deleted_lock_file_lets_no_second_writer_lose_a_deal(store: Store) -> None:
    match_id = saved_id(store)
    first = store.open(match_id)
    (store.data_dir / f".{match_id}.lock").unlink()
    with store.open(match_id) as second:  # it can lock: the lock file is a new one
        second.add(a_deal(taker_points=110))
    with pytest.raises(FileChangedError, match="lock file"):
        first.add(a_deal(taker_points=120))
    assert [d.taker_points for d in store.read(match_id).match.deals] == [100, 110]
    first.reload()
    assert [d.taker_points for d in store.read(match_id).match.deals] == [100, 110, 120]
    first.close()


def test_a_data_folder_deleted_while_a_match_is_open_is_said_gone_not_a_lock(
    store: Store,
) -> None:
    """The save blamed a lock file deleted or replaced, and another coinche-score, where the
    whole folder had gone (found by an audit)."""
    match_id = saved_id(store)
    with store.open(match_id) as opened:
        shutil.rmtree(store.data_dir)
        with pytest.raises(FileChangedError) as refused:
            opened.add(a_deal(taker_points=110))
        assert refused.value.params["kind"] == "gone"
        assert str(refused.value) == f"not saved: {opened.path} was deleted since it was loaded"
        assert not store.data_dir.exists()  # nothing written where it was
        copy = opened.save_copy()  # the way out the app offers
        copy.close()
    assert [d.taker_points for d in store.read(copy.id).match.deals] == [100, 110]


def test_a_read_only_view_follows_its_file(store: Store) -> None:
    match_id = saved_id(store)
    view = store.view(match_id)
    assert not view.refresh()
    with store.open(match_id) as opened:
        opened.add(a_deal())
    assert view.refresh()
    assert len(view.match.deals) == 2


def test_the_folder_signature_changes_with_any_match_file(store: Store) -> None:
    match_id = saved_id(store)
    before = store.signature()
    with store.open(match_id) as opened:
        opened.add(a_deal())
    assert store.signature() != before
    json.dumps(sorted(store.signature()))  # plain data
    # Each file's size second, as the home screen reads it (to read a big folder in a worker).
    assert [stat[1] for _, stat in store.signature() if stat] == [
        store.match_path(match_id).stat().st_size
    ]


# ------------------------------------------------- a file caught half-way through its writing


class HalfWritten:
    """A reader of files (read_regular_file) that finds ``path`` cut in the middle the first
    time, as a sync tool writing it in place leaves it, and whole afterwards."""

    def __init__(self, real: Callable[..., Any], path: Path, *, stays_cut: bool = False):
        self.real, self.path, self.stays_cut = real, path, stays_cut
        self.reads = 0

    def __call__(self, path: Path, *args: Any) -> Any:
        read = self.real(path, *args)
        if path != self.path:
            return read
        self.reads += 1
        if self.reads > 1 and not self.stays_cut:
            return read
        if isinstance(read, tuple):  # the bytes and the file's signature
            return read[0][: len(read[0]) // 2], read[1]
        return read[: len(read) // 2]


@pytest.fixture
def pauses(monkeypatch: pytest.MonkeyPatch) -> list[None]:
    """Each pause before a file is read again (taken at once: the reader decides what the second
    read finds)."""
    taken: list[None] = []
    monkeypatch.setattr(scanning, "pause_to_settle", lambda: taken.append(None))
    return taken


@pytest.mark.parametrize("reader", ["read", "open", "scan"])
def test_a_file_caught_half_written_is_read_again_before_it_is_called_damaged(
    store: Store, monkeypatch: pytest.MonkeyPatch, pauses: list[None], reader: str
) -> None:
    match_id = saved_id(store)
    if reader == "scan":
        half = HalfWritten(scanning.read_regular_file, store.match_path(match_id))
        monkeypatch.setattr(summary_reading, "read_regular_file", half)
    else:  # a match is read with its signature
        half = HalfWritten(scanning.read_with_signature, store.match_path(match_id))
        monkeypatch.setattr(files, "read_with_signature", half)
    if reader == "scan":
        found = [summary.id for summary in store.scan()[0]]
    elif reader == "open":
        with store.open(match_id) as opened:
            found = [opened.id]
    else:
        found = [store.read(match_id).id]
    assert found == [match_id]
    assert (half.reads, len(pauses)) == (2, 1)


def test_a_file_still_cut_when_read_again_is_damaged_and_others_are_not_read_twice(
    store: Store, monkeypatch: pytest.MonkeyPatch, pauses: list[None]
) -> None:
    cut, whole = saved_id(store), saved_id(store)
    (store.data_dir / "pipe.json").symlink_to("/dev/zero")  # damaged, but not by a writer
    half = HalfWritten(scanning.read_regular_file, store.match_path(cut), stays_cut=True)
    monkeypatch.setattr(summary_reading, "read_regular_file", half)
    summaries, damaged = store.scan()
    assert [summary.id for summary in summaries] == [whole]
    assert sorted((file.path.name, file.kind) for file in damaged) == [
        (f"{cut}.json", "not_json"),
        ("pipe.json", "not_regular"),
    ]
    assert (half.reads, len(pauses)) == (2, 1)  # one pause for the folder, one read again


def test_house_rules_caught_half_written_are_read_again(
    store: Store, monkeypatch: pytest.MonkeyPatch, pauses: list[None]
) -> None:
    house = HouseRules(store.data_dir)
    saved = house.save("Chez Paul", preset("ffb"))
    half = HalfWritten(scanning.read_regular_file, saved.path)
    monkeypatch.setattr(house_rules, "read_regular_file", half)
    assert house.get("Chez Paul") == saved.rules
    assert (half.reads, len(pauses)) == (2, 1)


@pytest.mark.parametrize(
    ("field", "moment"),
    [("updated", "0001-01-01T00:00:00+23:59"), ("created", "9999-12-31T23:59:59-23:59")],
)
def test_a_time_no_clock_gives_is_a_damage_named_never_a_crash(
    store: Store, field: str, moment: str
) -> None:
    """Shown in the local time, it could not be: the list, show and the app's home screen
    crashed on it (found by an audit of hostile input)."""
    match_id = saved_id(store)
    edit_file(store.match_path(match_id), lambda raw: raw.update({field: moment}))
    summaries, damaged = store.scan()
    assert summaries == [] and len(damaged) == 1
    assert f'{field}: got "{moment}"' in damaged[0].reason
    with pytest.raises(DamagedMatchError, match=f"{field}: got"):
        store.read(match_id)


def test_cached_totals_without_a_team_are_a_damage_named_never_a_crash(store: Store) -> None:
    """The list shows both teams' totals from them: `list` and the app crashed with a
    KeyError (found by an audit of hostile input)."""
    match_id = saved_id(store)
    edit_file(store.match_path(match_id), lambda raw: raw["cached"].update(totals={"A": 20}))
    summaries, damaged = store.scan()
    assert summaries == [] and len(damaged) == 1
    assert "cached.totals.B: missing" in damaged[0].reason
