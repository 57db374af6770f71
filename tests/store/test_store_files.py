"""The match file: round trips, migration, damaged files, the cached totals, failed saves."""

from __future__ import annotations

import errno
import gc
import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import platformdirs
import pytest
from collector import collector
from pydantic import ValidationError

from coinche_score.i18n import CATALOGUES
from coinche_score.match import compute
from coinche_score.rules import preset
from coinche_score.store import (
    MIGRATIONS,
    SCHEMA_VERSION,
    CachedResult,
    DamagedMatchError,
    MatchFile,
    SaveError,
    Store,
    StoreError,
    default_data_dir,
    load_match_file,
)
from coinche_score.validation import first_refusal

from .helpers import deal, empty_match, fail_folder_fsync, folder_bytes, golden_match

# ------------------------------------------------------------------------------ round trip


# The golden random matches (tests/golden_cases.json) exist for the four first presets.
@pytest.mark.parametrize("preset_name", ["belotepoint", "classic", "ffb", "trickster"])
@pytest.mark.parametrize("case", [1, 2])
def test_every_preset_round_trips_through_save_and_load(
    store: Store, preset_name: str, case: int
) -> None:
    match, expected = golden_match(
        f"random-match-{preset_name}-{case}",
        team_names=("Les Bleus", "Les Rouges"),
        players=("Ann", "Bob", "Cat", "Dan"),
        first_dealer=2,
    )
    with store.create(match) as created:
        match_id = created.id

    with store.open(match_id) as loaded:
        assert loaded.match == match
        assert loaded.warnings == []
        assert loaded.state.totals == expected["totals"]
        assert loaded.state.finished == expected["finished"]
        assert loaded.state.winner == expected["winner"]
        assert loaded.state == compute(match.rules, match.target, match.deals, 2)
    assert store.read(match_id).match == match


def test_the_file_holds_what_the_issue_lists(store: Store) -> None:
    match, expected = golden_match(
        "random-match-ffb-1", team_names=("Nous", "Eux"), players=("Ann", "Bob", "Cat", "Dan")
    )
    before = datetime.now(UTC)
    with store.create(match) as created:
        path = created.path
    raw = json.loads(path.read_text(encoding="utf-8"))

    assert raw["schema_version"] == SCHEMA_VERSION
    assert path.name == f"{raw['id']}.json"
    for stamp in ("created", "updated"):
        written = datetime.fromisoformat(raw[stamp])
        assert written.utcoffset() == timedelta(0)
        assert before <= written <= datetime.now(UTC)
    assert raw["match"]["team_names"] == ["Nous", "Eux"]
    assert raw["match"]["players"] == ["Ann", "Bob", "Cat", "Dan"]
    assert raw["match"]["first_dealer"] == 0
    assert raw["match"]["rules"] == preset("ffb").model_dump(mode="json")
    assert len(raw["match"]["deals"]) == len(match.deals)
    assert raw["history"] == {"undo": [], "redo": []}
    assert raw["cached"] == {
        "totals": expected["totals"],
        "finished": expected["finished"],
        "winner": expected["winner"],
    }


def test_a_custom_rule_set_is_kept_in_full(store: Store) -> None:
    rules = preset("classic").model_copy(update={"name": "house", "surcoinche_multiplier": 3})
    match = empty_match().model_copy(update={"rules": rules})
    with store.create(match) as created:
        match_id = created.id
    assert store.read(match_id).match.rules == rules


def test_data_folder_comes_from_the_environment_or_the_platform(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("COINCHE_SCORE_DATA", str(tmp_path))
    assert default_data_dir() == tmp_path
    assert Store().data_dir == tmp_path
    monkeypatch.delenv("COINCHE_SCORE_DATA")
    assert default_data_dir() == platformdirs.user_data_path("coinche-score")
    assert Store(tmp_path / "x").data_dir == tmp_path / "x"


def test_a_missing_folder_is_an_empty_store(store: Store) -> None:
    assert store.scan() == ([], [])


# ------------------------------------------------------------------------------ damaged


def write_valid_v2(store: Store, match_id: str, edit: Any = None) -> Path:
    """A match file saved by the store, renamed to ``match_id`` and optionally edited by hand."""
    with store.create(empty_match()) as created:
        original = created.path
    raw = json.loads(original.read_text(encoding="utf-8"))
    original.unlink()
    raw["id"] = match_id
    if edit is not None:
        edit(raw)
    path = store.match_path(match_id)
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


def set_deals(raw: dict[str, Any], deals: list[dict[str, Any]]) -> None:
    raw["match"]["deals"] = deals
    changed_long_ago(raw)


def add_change(raw: dict[str, Any], **change: object) -> None:
    """The file's one deal, and its change in the history, with ``change`` written over."""
    added = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100}
    set_deals(raw, [added])
    raw["history"] = {"undo": [{"kind": "add", "index": 0, "deal": added, **change}]}


def set_rule(raw: dict[str, Any], **rule: object) -> None:
    raw["match"]["rules"].update(rule)
    changed_long_ago(raw)


def changed_long_ago(raw: dict[str, Any]) -> None:
    """A file the list reads as changed before the good match: "last" is the good one."""
    raw["created"] = raw["updated"] = "2000-01-01T00:00:00+00:00"


@pytest.mark.parametrize("collecting", [True, False])
def test_loading_gives_the_garbage_collector_back_as_it_was(store: Store, collecting: bool) -> None:
    """The load pauses the collector while it builds the match, and only while it does, even
    when the file is refused."""
    good = write_valid_v2(store, "good")
    bad = store.match_path("bad")
    bad.write_bytes(b"{not json")
    with collector(collecting):
        load_match_file(good)
        assert gc.isenabled() is collecting
        with pytest.raises(DamagedMatchError):
            load_match_file(bad)
        assert gc.isenabled() is collecting


def broken_match_with_deals(raw: dict[str, Any]) -> None:
    """Valid deals in a match pydantic refuses for another reason."""
    raw["match"]["deals"] = [
        {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100},
        {"taker": None},
    ]
    raw["match"]["target"] = "1000"
    del raw["match"]["rules"]


@pytest.mark.parametrize(
    "edit",
    [
        broken_match_with_deals,
        lambda raw: set_deals(raw, [{"taker": "A", "contract": True}, {"taker": None}]),
        lambda raw: set_deals(raw, [{"taker": None}, {"taker": "A", "belote": {"A": 20.5}}]),
    ],
)
def test_a_refused_file_is_refused_as_pydantic_says_of_the_file_as_written(
    store: Store, edit: Any
) -> None:
    """A refusal says what pydantic says of the file as written, in the players' words."""
    path = write_valid_v2(store, "refused", edit)
    raw = json.loads(path.read_bytes())
    with pytest.raises(ValidationError) as expected:
        MatchFile.model_validate(raw)
    with pytest.raises(DamagedMatchError) as refused:
        load_match_file(path)
    said = first_refusal(expected.value, raw)
    assert refused.value.reason == f"not a valid match file: {said}"


DAMAGED: dict[str, tuple[Any, str]] = {
    # name: (how the file is made, words the reason must contain)
    "corrupted": (b"\x00\x13PK\x03\x04 garbage", "not valid JSON"),
    "not-utf-8": (b'{"schema_version": 2, "id": "\xff\xfe"}', "not UTF-8"),
    "truncated": ("truncate", "not valid JSON"),
    "empty": (b"", "empty"),
    "blank": (b"  \n", "empty"),
    "not-an-object": (b"[1, 2, 3]", "expected a JSON object"),
    # Python's json refuses these with ValueError and RecursionError, not JSONDecodeError.
    "number-too-long": (b'{"schema_version": 2, "target": 1' + b"0" * 5000 + b"}", "too long"),
    "nested-too-deep": (
        b'{"schema_version": 2, "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
        "nested more than 64 deep",
    ),
    # Deep enough to exhaust the stack of whatever walks it after json, not json's.
    "nested-400-deep": (
        lambda raw: raw["match"]["rules"].update(min_bid=json.loads("[" * 400 + "]" * 400)),
        "nested more than 64 deep",
    ),
    # JSON readers keep the last of two equal keys: saving again would drop the first.
    "duplicate-key": ("duplicate deals", "'deals' appears twice"),
    "no-version": (b'{"id": "x"}', "schema_version"),
    "future-version": (
        lambda raw: raw.update(schema_version=SCHEMA_VERSION + 1),
        f"schema version {SCHEMA_VERSION + 1}",
    ),
    "invalid-target": (lambda raw: raw["match"].update(target="lots"), "match.target"),
    # JSON's types, strictly (RULES.md 5.14): true was read as a target of 1, 160.0 as 160.
    "target-true": (lambda raw: raw["match"].update(target=True), "match.target"),
    "target-float": (lambda raw: raw["match"].update(target=1000.0), "match.target"),
    "first-dealer-float": (lambda raw: raw["match"].update(first_dealer=0.0), "first_dealer"),
    "rule-float": (lambda raw: set_rule(raw, max_bid=160.0), "max_bid"),
    "rule-text": (lambda raw: set_rule(raw, min_bid="80"), "min_bid"),
    "rule-flag-number": (lambda raw: set_rule(raw, no_trump=1), "no_trump"),
    "rule-choice-float": (lambda raw: set_rule(raw, carre_neuf_value=150.0), "carre_neuf_value"),
    "history-index-flag": (lambda raw: add_change(raw, index=False), "history.undo.0.index"),
    "unknown-field": (lambda raw: raw.update(colour="blue"), "colour"),
    "invalid-deal": (
        lambda raw: set_deals(raw, [{"taker": "A", "contract": 85, "taker_points": 100}]),
        "deal 1: contract",
    ),
    "points-out-of-range": (
        lambda raw: set_deals(raw, [{"taker": "B", "contract": 80, "taker_points": 170}]),
        "deal 1: taker_points",
    ),
    "wrong-id": (lambda raw: raw.update(id="someone-else"), "someone-else"),
}


def make_damaged(store: Store, name: str) -> Path:
    how, _ = DAMAGED[name]
    match_id = f"bad-{name}"
    if isinstance(how, bytes):
        store.data_dir.mkdir(parents=True, exist_ok=True)
        path = store.match_path(match_id)
        path.write_bytes(how)
        return path
    if how == "duplicate deals":
        path = write_valid_v2(store, match_id, changed_long_ago)
        entered = '"deals": [{"taker": "A", "contract": 80, "taker_points": 100}], "deals": []'
        path.write_text(path.read_text(encoding="utf-8").replace('"deals": []', entered))
        return path
    if how == "truncate":
        path = write_valid_v2(store, match_id)
        path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])
        return path
    return write_valid_v2(store, match_id, how)


#: The list checks and scores the deals (its totals are theirs) but reads no undo history, and
#: a key given twice keeps its last value as JSON readers do: these files are listed, and
#: refused when opened or read.
FOUND_WHEN_OPENED = {
    "duplicate-key",
    *(name for name in DAMAGED if name.startswith("history-")),
}


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_file_is_reported_left_untouched_and_others_still_load(
    store: Store, name: str
) -> None:
    with store.create(empty_match()) as good:
        good.add(deal())
        good_id = good.id
    path = make_damaged(store, name)
    os.utime(path, (0, 0))  # damaged before the good match changed: "last" is the good one
    untouched = folder_bytes(store.data_dir)

    summaries, damaged = store.scan()
    if name in FOUND_WHEN_OPENED:
        assert ({summary.id for summary in summaries}, damaged) == ({good_id, path.stem}, [])
    else:
        assert [summary.id for summary in summaries] == [good_id]
        assert [d.path for d in damaged] == [path]
        assert DAMAGED[name][1] in damaged[0].reason

    for attempt in (store.open, store.read):
        with pytest.raises(DamagedMatchError) as refused:
            attempt(path.stem)
        assert refused.value.path == path
        assert DAMAGED[name][1] in refused.value.reason
        if damaged:
            assert refused.value.reason == damaged[0].reason
        assert str(path) in str(refused.value)
    assert store.resolve("last") == good_id
    with store.open("last") as opened:
        assert len(opened.match.deals) == 1
    assert folder_bytes(store.data_dir) == untouched


def test_damaged_files_never_block_creating_matches(store: Store) -> None:
    paths = [make_damaged(store, name) for name in sorted(DAMAGED)]
    untouched = folder_bytes(store.data_dir)
    with store.create(empty_match()) as created:
        created.add(deal())
    assert all(path.read_bytes() == untouched[path.name] for path in paths)
    assert len(store.scan()[1]) == len(DAMAGED) - len(FOUND_WHEN_OPENED)


# ------------------------------------------------------------------------------ migration


def version_1_file(store: Store, match_id: str, **extra: Any) -> Path:
    """A match as schema version 1 wrote it (see store.migrations._v1_to_v2)."""
    rules = preset("classic")
    document = {
        "schema_version": 1,
        "id": match_id,
        "created": "2024-03-01T20:00:00+00:00",
        "updated": "2024-03-01T21:30:00+00:00",
        "team_a": "Nous",
        "team_b": "Eux",
        "players": ["Ann", "Bob", "Cat", "Dan"],
        "first_dealer": 1,
        "rules": rules.model_dump(mode="json"),
        "target": 1000,
        "deals": [
            {"taker": "A", "contract": 100, "coinche": "coinche", "taker_points": 70,
             "belote": {"A": 20, "B": 0}},
            {"taker": "B", "contract": 80, "taker_points": 85},
        ],
        "totals": {"A": 100, "B": 530},
        "finished": False,
        "winner": None,
        **extra,
    }  # fmt: skip
    store.data_dir.mkdir(parents=True, exist_ok=True)
    path = store.match_path(match_id)
    path.write_text(json.dumps(document, indent=1), encoding="utf-8")
    return path


def test_every_old_schema_version_has_a_migration() -> None:
    assert sorted(MIGRATIONS) == list(range(1, SCHEMA_VERSION))


def test_a_version_1_file_is_migrated_when_opened_and_kept_as_a_backup(store: Store) -> None:
    path = version_1_file(store, "oldmatch")
    original = path.read_bytes()

    # Reading and listing migrate in memory only.
    summaries, damaged = store.scan()
    assert damaged == []
    assert [(s.id, s.team_names, s.totals) for s in summaries] == [
        ("oldmatch", ("Nous", "Eux"), {"A": 100, "B": 530})  # classic: 20/360, then 80/170
    ]
    read = store.read("oldmatch")
    assert any("migrated when next opened" in warning for warning in read.warnings)
    assert path.read_bytes() == original

    with store.open("old") as opened:
        assert opened.match.team_names == ("Nous", "Eux")
        assert opened.match.players == ("Ann", "Bob", "Cat", "Dan")
        assert opened.match.first_dealer == 1
        assert opened.match.target == 1000
        assert [d.taker_points for d in opened.match.deals] == [70, 85]
        assert opened.created == datetime(2024, 3, 1, 20, 0, tzinfo=UTC)
        assert not opened.can_undo
        assert any("oldmatch.v1.bak" in warning for warning in opened.warnings)
        opened.add(deal(taker_points=90))
        opened.undo()

    assert (store.data_dir / "oldmatch.v1.bak").read_bytes() == original
    migrated = json.loads(path.read_text(encoding="utf-8"))
    assert migrated["schema_version"] == SCHEMA_VERSION
    assert migrated["match"]["team_names"] == ["Nous", "Eux"]
    assert len(migrated["history"]["redo"]) == 1
    assert store.read("oldmatch").warnings == []


@pytest.mark.parametrize("taken_by", ["fifo", "folder", "link to a device"])
def test_a_backup_name_taken_by_something_else_is_left_alone(store: Store, taken_by: str) -> None:
    """A pipe at the backup's name made the migration wait for a writer for ever, the match
    locked; a link to /dev/zero read until the memory ran out."""
    path = version_1_file(store, "oldmatch")
    original = path.read_bytes()
    taken = store.data_dir / "oldmatch.v1.bak"
    if taken_by == "fifo":
        os.mkfifo(taken)
    elif taken_by == "folder":
        taken.mkdir()
    else:
        taken.symlink_to("/dev/zero")
    with store.open("oldmatch") as opened:
        assert any("oldmatch.v1.2.bak" in warning for warning in opened.warnings)
    assert (store.data_dir / "oldmatch.v1.2.bak").read_bytes() == original
    assert taken.is_symlink() if taken_by == "link to a device" else taken.exists()


def test_a_version_1_file_that_cannot_be_migrated_is_left_alone(store: Store) -> None:
    path = version_1_file(store, "oddmatch", colour="blue")
    original = path.read_bytes()
    with pytest.raises(DamagedMatchError, match="colour"):
        store.open("oddmatch")
    assert path.read_bytes() == original
    assert not (store.data_dir / "oddmatch.v1.bak").exists()


def test_a_migration_that_fails_reports_the_file_as_damaged(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(raw: dict[str, Any]) -> dict[str, Any]:
        return {"team_names": raw["no such key"]}

    monkeypatch.setitem(MIGRATIONS, 1, broken)
    path = version_1_file(store, "oldmatch")
    original = path.read_bytes()
    with pytest.raises(DamagedMatchError) as refused:
        store.open("oldmatch")
    assert refused.value.reason == (
        "cannot migrate it from schema version 1: the key 'no such key' is missing"
    )
    assert refused.value.why(CATALOGUES["fr"].sentences) == (
        "impossible de le mettre à jour depuis la version de schéma 1 : la clé 'no such key' manque"
    )
    assert path.read_bytes() == original

    def mistyped(raw: dict[str, Any]) -> dict[str, Any]:
        raise TypeError("a value of another type than version 1 wrote")

    monkeypatch.setitem(MIGRATIONS, 1, mistyped)
    with pytest.raises(DamagedMatchError) as refused:
        store.open("oldmatch")
    assert refused.value.reason == (
        "cannot migrate it from schema version 1: a value is not what that version wrote"
    )


# ------------------------------------------------------------------------------ cached totals


def test_wrong_cached_totals_are_not_listed_but_reported_and_the_deals_win(store: Store) -> None:
    match, expected = golden_match("random-match-trickster-1")
    with store.create(match) as created:
        path = created.path
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["cached"] = {"totals": {"A": 1, "B": 2}, "finished": False, "winner": None}
    path.write_text(json.dumps(raw), encoding="utf-8")

    # The list scores the deals, as opening the match does...
    summary = store.scan()[0][0]
    assert (summary.totals, summary.winner, summary.deal_count) == (
        expected["totals"],
        expected["winner"],
        6,
    )
    # ...which says the file is wrong, and the deals count.
    saved = store.read(path.stem)
    assert len(saved.warnings) == 1
    assert "A 1, B 2" in saved.warnings[0] and "the deals count" in saved.warnings[0]
    assert saved.state.totals == expected["totals"]
    with store.open(path.stem) as opened:
        assert opened.warnings == saved.warnings
        opened.delete(0)
    assert json.loads(path.read_text(encoding="utf-8"))["cached"]["totals"] != {"A": 1, "B": 2}
    assert store.scan()[0][0].totals == CachedResult.of(opened.state).totals


# ------------------------------------------------------------------------------ saving


def temp_files(folder: Path) -> list[str]:
    return [path.name for path in folder.iterdir() if path.name.endswith(".tmp")]


@pytest.mark.parametrize(
    ("call", "code", "words"),
    [
        ("replace", errno.ENOSPC, "disk is full"),
        ("write", errno.ENOSPC, "disk is full"),
        ("replace", errno.EACCES, "permission denied"),
        ("write", errno.EROFS, "permission denied"),
    ],
)
def test_a_failed_save_keeps_the_change_in_memory_and_the_old_file_on_disk(
    store: Store, monkeypatch: pytest.MonkeyPatch, call: str, code: int, words: str
) -> None:
    opened = store.create(empty_match())
    opened.add(deal(taker_points=90))
    on_disk = opened.path.read_bytes()

    def refuse(*args: Any) -> Any:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, call, refuse)
    with pytest.raises(SaveError) as refused:
        opened.add(deal(taker_points=120))
    assert words in str(refused.value) and str(opened.path) in str(refused.value)
    assert [d.taker_points for d in opened.match.deals] == [90, 120]
    assert opened.state.totals == compute(opened.match.rules, 2000, opened.match.deals).totals
    assert opened.unsaved
    assert opened.path.read_bytes() == on_disk
    assert temp_files(store.data_dir) == []

    monkeypatch.undo()
    opened.add(deal(taker_points=130))  # the next change saves everything
    assert not opened.unsaved
    opened.close()
    assert [d.taker_points for d in store.read(opened.id).match.deals] == [90, 120, 130]


def test_save_retries_after_a_failure(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    opened = store.create(empty_match())

    def disk_full(*args: Any) -> Any:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(SaveError):
        opened.add(deal())
    with pytest.raises(SaveError):
        opened.save()
    monkeypatch.undo()
    opened.save()
    opened.close()
    assert len(store.read(opened.id).match.deals) == 1


def test_a_match_that_cannot_be_created_leaves_nothing_behind(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: Any) -> Any:
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(SaveError, match="permission denied"):
        store.create(empty_match())
    monkeypatch.undo()
    assert store.scan() == ([], [])
    assert temp_files(store.data_dir) == []


def test_temporary_files_left_by_a_crash_are_removed_on_open(store: Store) -> None:
    with store.create(empty_match()) as created:
        match_id = created.id
    stale = store.data_dir / f".{match_id}.x1y2.tmp"
    stale.write_bytes(b'{"half a')
    other = store.data_dir / ".othermatch.x1y2.tmp"
    other.write_bytes(b"not ours")
    assert store.scan()[1] == []  # never mistaken for a match
    with store.open(match_id):
        pass
    assert not stale.exists()
    assert other.exists()


def test_a_folder_that_cannot_be_synced_is_not_reported_as_an_unchanged_file(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened = store.create(empty_match())
    fail_folder_fsync(monkeypatch, errno.ENOSPC)
    with pytest.raises(SaveError) as refused:
        opened.add(deal(taker_points=90))
    message = str(refused.value)
    assert "disk is full" in message and "crash" in message
    assert "as it was" not in message
    assert len(store.read(opened.id).match.deals) == 1  # what the message says is on disk
    assert opened.unsaved  # saved again by the next change, or save()
    monkeypatch.undo()
    opened.save()
    assert not opened.unsaved
    opened.close()


def test_a_failed_write_says_the_file_is_as_it_was(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened = store.create(empty_match())

    def disk_full(*args: Any) -> Any:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", disk_full)
    with pytest.raises(SaveError, match="the file is as it was"):
        opened.add(deal())
    opened.close()


def test_last_is_refused_when_the_latest_changed_file_is_damaged(store: Store) -> None:
    with store.create(empty_match()) as older:
        older.add(deal())
    path = make_damaged(store, "truncated")  # e.g. the current match, broken by a hand edit
    untouched = folder_bytes(store.data_dir)
    for attempt in (store.resolve, store.open, store.read):
        with pytest.raises(StoreError, match="last") as refused:
            attempt("last")
        assert str(path) in str(refused.value)
    assert folder_bytes(store.data_dir) == untouched
    assert len(store.read(older.id).match.deals) == 1

    with store.open(older.id) as opened:  # changed after the damaged file: last again
        opened.add(deal())
    assert store.resolve("last") == older.id


def test_a_match_whose_text_cannot_be_saved_is_refused_before_anything_is_written(
    store: Store,
) -> None:
    unsavable = empty_match().model_copy(update={"team_names": ("N\udcffous", "Eux")})
    with pytest.raises(StoreError, match="not valid Unicode"):
        store.create(unsavable)
    assert not store.data_dir.exists() or list(store.data_dir.iterdir()) == []
