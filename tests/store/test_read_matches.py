"""Every match of a folder and its archive read at once (``read_matches``, for statistics):
what it takes and leaves out is exactly what opening each file would, with the kinds the
store gives damaged files; an archived copy of a match of the data folder is left out; the
trash is never read; nothing is written."""

from __future__ import annotations

import copy
import json
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from deal_strategies import THROWN_IN, variant_deals
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from coinche_score.history import Change, ChangeKind, History, record
from coinche_score.match import Match
from coinche_score.rules import RuleSet, preset
from coinche_score.scoring import Deal
from coinche_score.store import (
    DamagedMatchError,
    MatchFile,
    Store,
    StoreError,
    load_match_file,
    match_files,
    reading,
)
from coinche_score.store.files import deal_lines
from coinche_score.store.match_files import archive_of, trash_of
from coinche_score.store.reading import (
    DUPLICATE,
    FolderMatch,
    SkippedFile,
    UnreadFolder,
    _history_holds,
    read_matches,
)
from coinche_score.store.scanning import json_names

from .helpers import deal, empty_match, folder_bytes, golden_match
from .test_store_files import DAMAGED, make_damaged, set_deals, write_valid_v2


def read(store: Store, archived: bool = False) -> tuple[list[FolderMatch], list[SkippedFile]]:
    matches: list[FolderMatch] = []
    skipped: list[SkippedFile] = []
    for found in read_matches(store, archived=archived):
        if isinstance(found, SkippedFile):
            skipped.append(found)
        else:
            assert isinstance(found, FolderMatch)
            matches.append(found)
    return matches, skipped


def save(store: Store, name: str = "random-match-classic-1", **fields: Any) -> str:
    match, _ = golden_match(name, **fields)
    with store.create(match) as created:
        return created.id


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_file_is_left_out_with_the_kind_the_store_gives_it(
    store: Store, name: str
) -> None:
    good = save(store)
    path = make_damaged(store, name)
    untouched = folder_bytes(store.data_dir)
    with pytest.raises(DamagedMatchError) as refused:
        load_match_file(path)

    matches, skipped = read(store)

    assert [match.id for match in matches] == [good]
    said = [(file.id, file.reason, file.path, file.detail) for file in skipped]
    assert said == [(path.stem, refused.value.kind, path, refused.value.reason)]
    assert folder_bytes(store.data_dir) == untouched


@pytest.mark.parametrize(
    ("edit", "kind"),
    [
        (lambda raw: raw.update(created="2024-05-01T20:00:00"), "invalid"),  # no time zone
        (lambda raw: raw["match"]["rules"].update(rounding="sometimes"), "invalid"),
        (lambda raw: raw["match"]["rules"].update(max_bid=175), "invalid"),  # off the ladder
        # A refused deal after the one that ended the match still refuses the file.
        (
            lambda raw: raw["match"].update(
                target=100,
                deals=[
                    {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100},
                    {"taker": "A", "contract": 85, "trump": "hearts", "taker_points": 100},
                ],
            ),
            "invalid",
        ),
        (lambda raw: raw.update(schema_version=4), "newer"),
        (lambda raw: raw.update(schema_version=3.0), "no_version"),
    ],
)
def test_what_opening_refuses_is_left_out_though_other_files_share_the_rules(
    store: Store, edit: Any, kind: str
) -> None:
    """The rule sets the files share are checked once: a file whose rules differ from the
    others' is still checked."""
    first = write_valid_v2(store, "a-good")
    bad = write_valid_v2(store, "b-bad", edit)
    last = write_valid_v2(store, "c-good")

    matches, skipped = read(store)

    assert [match.path for match in matches] == [first, last]
    assert [(file.path, file.reason) for file in skipped] == [(bad, kind)]


def test_a_key_given_twice_in_shared_rules_is_refused(store: Store) -> None:
    good = write_valid_v2(store, "good")
    twice = write_valid_v2(store, "twice")
    text = twice.read_text(encoding="utf-8")
    twice.write_text(text.replace('"name": "classic"', '"name": "x", "name": "classic"', 1))

    matches, skipped = read(store)

    assert [match.path for match in matches] == [good]
    assert [(file.id, file.reason) for file in skipped] == [("twice", "invalid")]
    assert "appears twice" in skipped[0].detail


@pytest.mark.parametrize(
    ("in_history", "once", "twice"),
    [
        (False, '"name": "classic"', '"name": "x", "name": "classic"'),
        (True, '{"taker": "A"', '{"taker": "B", "taker": "A"'),  # a deal of the history
        (True, '"belote": {"A": 20}', '"belote": {"A": 0, "A": 20}'),  # an edited deal's
    ],
)
def test_a_key_given_twice_anywhere_is_refused_by_both_readings(
    store: Store, in_history: bool, once: str, twice: str
) -> None:
    with store.create(empty_match()) as created:
        created.add(deal())
        created.edit(0, deal(belote={"A": 20}))
        path = created.path
    head, history, tail = path.read_text(encoding="utf-8").partition('"history"')
    if in_history:
        assert once in tail
        tail = tail.replace(once, twice, 1)
    else:
        head = head.replace(once, twice, 1)
    path.write_text(head + history + tail, encoding="utf-8")
    with pytest.raises(DamagedMatchError, match="appears twice"):
        load_match_file(path)
    assert [(file.reason, "appears twice" in file.detail) for file in read(store)[1]] == [
        ("invalid", True)
    ]


def test_each_match_is_the_one_opening_gives(store: Store) -> None:
    ids = [
        save(store, f"random-match-{preset}-{case}", players=("Ann", "Bob", "Cat", "Dan"))
        for preset in ("belotepoint", "classic", "ffb", "trickster")
        for case in (1, 2)
    ]
    ids.append(save(store, "random-match-classic-1"))  # a second match under the same rules

    matches, skipped = read(store)

    assert skipped == []
    assert sorted(match.id for match in matches) == sorted(ids)
    for found in matches:
        opened = load_match_file(found.path)
        assert found.match.model_dump() == opened.match.model_dump()
        assert found.match.state() == opened.state
        assert found.created == opened.created


def test_every_file_the_store_writes_is_read_without_the_full_reading(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever its history holds (deals added, inserted, edited, deleted, undone, redone),
    with or without players or deals: the quick reading takes the file as it is, or the
    statistics of a folder would cost a full reading of every file."""
    players = ("Ann", "Bob", "Cat", "Dan")
    ids = [
        save(store, "random-match-belotepoint-1"),
        save(store, "random-match-ffb-1", players=players),
    ]
    with store.create(empty_match("ffb")) as created:
        ids.append(created.id)
    with store.create(empty_match()) as created:
        created.add(deal())
        created.add(deal(belote={"A": 20}))
        created.insert(0, deal(taker="B"))
        created.edit(1, deal(belote={"B": 20}))
        created.delete(2)
        created.undo()
        created.undo()
        created.redo()
        ids.append(created.id)

    def full_reading(path: Path) -> None:
        raise AssertionError(f"{path.name} was read again in full")

    monkeypatch.setattr(reading, "load_match_file", full_reading)
    matches, skipped = read(store)

    assert skipped == []
    assert sorted(match.id for match in matches) == sorted(ids)


def test_files_read_a_few_at_a_time_come_in_order_each_as_opening_reads_it(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each step of the reading is done for a few files at a time: whatever falls where, good,
    damaged, refused, unreadable or left to the full reading, each comes in its turn."""
    monkeypatch.setattr(reading, "TOGETHER", 3)
    invalid_deal = [{"taker": "A", "contract": 85, "taker_points": 100}]
    paths = [
        write_valid_v2(store, "m1"),
        store.match_path("m2"),
        write_valid_v2(store, "m3"),
        write_valid_v2(store, "m4", lambda raw: set_deals(raw, invalid_deal)),  # once scored
        write_valid_v2(store, "m5", lambda raw: raw.update(id="m0")),
        write_valid_v2(store, "m6", lambda raw: raw.update(schema_version=2)),  # migrated
        write_valid_v2(store, "m7"),
        store.match_path("m8"),
    ]
    paths[1].write_bytes(b"{")
    paths[-1].mkdir()  # not a file: it cannot be read

    found = list(read_matches(store, archived=False))

    assert [read.path for read in found] == paths
    kinds = ["read", "not_json", "read", "invalid", "invalid", "read", "read", "not_regular"]
    assert [getattr(read, "reason", "read") for read in found] == kinds
    for read in found:
        try:
            opened = load_match_file(read.path)
        except DamagedMatchError as error:
            assert isinstance(read, SkippedFile)
            assert (read.reason, read.detail) == (error.kind, error.reason)
        else:
            assert isinstance(read, FolderMatch)
            assert read.match.model_dump() == opened.match.model_dump()


def test_an_older_file_is_read_as_migrated_and_left_as_it_is(store: Store) -> None:
    path = write_valid_v2(store, "old")
    raw = json.loads(path.read_bytes())
    match = raw["match"]
    old = {
        "schema_version": 1,
        "id": "old",
        "created": raw["created"],
        "updated": raw["updated"],
        "team_a": match["team_names"][0],
        "team_b": match["team_names"][1],
        **{key: match[key] for key in ("target", "players", "first_dealer", "deals")},
        "rules": {"name": "classic"} | {key: match["rules"][key] for key in ("max_bid",)},
        **raw["cached"],
    }
    path.write_text(json.dumps(old), encoding="utf-8")
    untouched = folder_bytes(store.data_dir)
    opened = load_match_file(path)

    matches, skipped = read(store)

    assert skipped == []
    assert [found.match.model_dump() for found in matches] == [opened.match.model_dump()]
    assert folder_bytes(store.data_dir) == untouched


def test_the_archive_counts_but_never_twice_and_never_the_trash(store: Store) -> None:
    archived = save(store)
    kept = save(store)
    deleted = save(store)
    match_files.archive(store, archived)
    match_files.trash(store, deleted)
    # The same match in the data folder and in the archive (a copy made by hand).
    archive = archive_of(store)
    copy = archive.match_path(kept)
    copy.write_bytes(store.match_path(kept).read_bytes())
    (archive.data_dir / "broken.json").write_bytes(b"{")

    matches, skipped = read(store, archived=True)

    assert [(match.id, match.path.parent) for match in matches] == [
        (kept, store.data_dir),
        (archived, archive.data_dir),
    ]
    assert {(file.id, file.reason) for file in skipped} == {
        ("broken", "not_json"),
        (kept, DUPLICATE),
    }
    assert not any(trash_of(store).data_dir in file.path.parents for file in skipped)
    # Without the archive, only the data folder.
    assert [match.id for match in read(store)[0]] == [kept]


def test_a_missing_folder_has_no_match_and_one_that_cannot_be_listed_is_refused(
    store: Store,
) -> None:
    assert read(store, archived=True) == ([], [])
    store.data_dir.parent.mkdir(parents=True, exist_ok=True)
    store.data_dir.write_text("not a folder")
    with pytest.raises(StoreError, match="cannot read the folder"):
        read(store)


# ------------------------------------- a file's history, checked for the statistics, not built

QUICK_RULES = st.sampled_from([preset(name) for name in ("classic", "ffb", "belotepoint")])
KINDS = ("add", "insert", "edit", "delete")
#: The values an edit by hand puts in place of a value of each JSON type, or None.
JSON_VALUES: list[Any] = [0, 1, -1, 20.0, True, False, None, "", "A", "add", [], {}, [{}]]


def json_deals(rules: RuleSet, deals: list[Deal]) -> list[dict[str, Any]]:
    """Deals as a match file holds them."""
    return [json.loads(line) for line in deal_lines([deal.model_copy() for deal in deals])]


@st.composite
def histories(draw: st.DrawFn, deals: list[dict[str, Any]], others: list[dict[str, Any]]) -> Any:
    """A history of changes to ``deals`` as the store writes it: a change's deal is most often
    the match's deal at its index, sometimes another (an edit, a deal deleted since)."""

    def held(index: int) -> dict[str, Any]:
        if index < len(deals) and draw(st.integers(0, 3)):
            return copy.deepcopy(deals[index])
        return copy.deepcopy(draw(st.sampled_from(others)))

    def change() -> dict[str, Any]:
        kind = draw(st.sampled_from(KINDS))
        index = draw(st.integers(0, len(deals)))
        made: dict[str, Any] = {"kind": kind, "index": index}
        if kind != "delete":
            made["deal"] = held(index)
        if kind in ("edit", "delete"):
            made["previous"] = held(index)
        return made

    lists = {key: [change() for _ in range(draw(st.integers(0, 3)))] for key in ("undo", "redo")}
    return {key: lists[key] for key in draw(st.sets(st.sampled_from(["undo", "redo"])))}


def places(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value: the keys and indexes that lead to it."""
    found = [at]
    if isinstance(value, dict):
        for key, item in value.items():
            found += places(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += places(item, (*at, index))
    return found


@st.composite
def edited_by_hand(draw: st.DrawFn, value: Any, *, in_deals: bool = False) -> Any:
    """A copy of ``value`` with one place changed: another value of any type, a number of
    another type (``1`` for ``true``, ``80.0`` for ``80``), a key removed or an unknown one
    added.
    ``in_deals``: most often a value in a deal of a change (where a deal equal to the match's
    may be of another type), if there is one."""
    value = copy.deepcopy(value)
    anywhere = places(value)
    held = [at for at in anywhere if len(at) > 3 and at[2] in ("deal", "previous")]
    in_held = bool(in_deals and held) and draw(st.booleans())
    at = draw(st.sampled_from(held if in_held else anywhere))
    if not at:
        return draw(st.sampled_from(JSON_VALUES))
    *path, last = at
    parent = value
    for step in path:
        parent = parent[step]
    old = parent[last]
    if isinstance(old, bool):
        new = [int(old), float(old), str(old).lower()]
    elif isinstance(old, int):
        new = [float(old), bool(old), -old - 1, str(old), old + 1]
    elif isinstance(old, str):
        new = [old.upper(), old + "x"]
    else:
        new = []
    edits = ["replace", *["remove"] * isinstance(parent, dict), *["other"] * 3 * bool(new)]
    edit = draw(st.sampled_from([*edits, "add_key"] if isinstance(old, dict) else edits))
    if edit == "remove":
        del parent[last]
    elif edit == "other":
        parent[last] = draw(st.sampled_from(new))
    elif edit == "add_key":
        old["colour"] = draw(st.sampled_from(JSON_VALUES))
    else:
        parent[last] = draw(st.sampled_from(JSON_VALUES))
    return value


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_a_history_is_taken_unbuilt_only_when_its_models_take_it(data: st.DataObject) -> None:
    """The history of a file the statistics read is checked without building it: never taken
    when ``History`` refuses it, always taken as the store writes it.  What it does not take
    is left to the full reading, which decides (the next test)."""
    rules = data.draw(QUICK_RULES)
    drawn = st.lists(variant_deals(rules) | st.just(THROWN_IN), min_size=1, max_size=4)
    deals, others = json_deals(rules, data.draw(drawn)), json_deals(rules, data.draw(drawn))
    history = data.draw(histories(deals, others))
    edited = data.draw(st.booleans())
    if edited:
        history = data.draw(edited_by_hand(history, in_deals=True))
    try:
        History.model_validate(history)
        taken = True
    except ValidationError:
        taken = False

    quick = _history_holds(history, deals)

    assert taken or not quick
    assert quick or edited


@pytest.mark.parametrize(
    ("field", "entered", "edited"),
    [
        ("contract", 80, 80.0),
        ("taker_points", 100, 100.0),
        ("bidder", 1, True),
        ("all_tricks", True, 1),
        ("defence_all_tricks", False, 0),
        ("belote", {"A": 20}, {"A": 20.0}),
        ("belote", {"B": 0}, {"B": False}),
    ],
)
def test_a_change_whose_deal_equals_the_matchs_but_for_a_type_is_left_to_the_models(
    field: str, entered: Any, edited: Any
) -> None:
    """Equal in Python (``80 == 80.0``, ``1 == True``) is not the same deal: pydantic refuses
    the history, so the quick reading does not take it."""
    deal = {"taker": "B", "contract": 80, "trump": "hearts", "taker_points": 100, "bidder": 1}
    deal[field] = entered
    change = {"kind": "add", "index": 0, "deal": {**deal, field: edited}}
    assert change["deal"] == deal
    Deal.model_validate(deal)
    with pytest.raises(ValidationError):
        History.model_validate({"undo": [change]})
    assert not _history_holds({"undo": [change]}, [deal])
    assert _history_holds({"undo": [{**change, "deal": deal}]}, [deal])


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.data())
def test_a_file_is_read_for_the_statistics_exactly_as_opening_reads_it(
    tmp_path: Path, data: st.DataObject
) -> None:
    """Edited anywhere by hand, in its deals, its history or elsewhere: the statistics take
    the file when opening takes it, as the same match, and leave it out with the same kind
    and reason when opening refuses it."""
    rules = data.draw(QUICK_RULES)
    drawn = st.lists(variant_deals(rules) | st.just(THROWN_IN), min_size=1, max_size=4)
    deals = data.draw(drawn)
    match = Match(rules=rules, target=100_000, players=("Ann", "Bob", "Cat", "Dan"))
    history = History()
    for added in deals:
        change = Change(kind=ChangeKind.ADD, index=len(match.deals), deal=added)
        match, history = record(match, history, change)
    written = MatchFile.of("m1", match, datetime(2026, 1, 2, tzinfo=UTC))
    raw = json.loads(written.model_copy(update={"history": history}).to_json())
    part = data.draw(st.sampled_from(["deals", "history", "file"]))
    if part == "deals":
        raw["match"]["deals"] = data.draw(edited_by_hand(raw["match"]["deals"]))
    elif part == "history":
        raw["history"] = data.draw(edited_by_hand(raw["history"], in_deals=True))
    elif data.draw(st.booleans()):
        raw = data.draw(edited_by_hand(raw))
    store = Store(Path(tempfile.mkdtemp(dir=tmp_path)))
    path = store.match_path("m1")
    path.write_text(json.dumps(raw, indent=2), encoding="utf-8")

    (found,) = read_matches(store, archived=False)

    try:
        opened = load_match_file(path)
    except DamagedMatchError as error:
        assert isinstance(found, SkippedFile)
        assert (found.reason, found.detail) == (error.kind, error.reason)
        return
    assert isinstance(found, FolderMatch)
    assert found.match.model_dump() == opened.match.model_dump()
    assert found.match.state() == opened.state


def test_a_big_file_is_read_alone_and_small_ones_a_few_at_a_time(tmp_path: Path) -> None:
    """32 files were read together whatever their size: a few 15 MiB files of a million deals
    each took a gigabyte and a half each before any was let go (found by an audit of hostile
    input)."""
    sizes = {"a": 10, "b": 20, "c": reading.TOGETHER_BYTES + 1, "d": 30, "e": 40}
    for name, size in sizes.items():
        (tmp_path / f"{name}.json").write_bytes(b" " * size)
    groups = [
        [path.stem for path in group] for group in reading._together(tmp_path, json_names(tmp_path))
    ]
    assert groups == [["a", "b"], ["c"], ["d", "e"]]
    many = [f"m{number:03}" for number in range(reading.TOGETHER + 1)]
    for name in many:
        (tmp_path / f"{name}.json").write_bytes(b"{}")
    counted = [len(group) for group in reading._together(tmp_path, json_names(tmp_path))]
    assert max(counted) == reading.TOGETHER and sum(counted) == len(sizes) + len(many)


def test_an_archive_that_cannot_be_listed_leaves_the_data_folders_matches_counted(
    store: Store,
) -> None:
    """A file named ``archive`` in the data folder made the statistics fail whole ("cannot
    read the folder", exit 2) where ``list`` worked (found by an independent implementation
    of STATS.md): the data folder's matches are read, then the archive said unread."""
    with store.create(empty_match()) as created:
        created.add(deal())
        kept = created.id
    archive_of(store).data_dir.write_text("x")
    reads = list(read_matches(store))
    assert [read.id for read in reads if isinstance(read, FolderMatch)] == [kept]
    assert isinstance(reads[-1], UnreadFolder)
    assert reads[-1].path == archive_of(store).data_dir
    assert "cannot read the folder" in reads[-1].refusal.because()
    assert [read for read in read_matches(store, archived=False)] == reads[:-1]
