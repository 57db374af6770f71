"""Every match of a folder and its archive read at once (``read_matches``, for statistics):
what it takes and leaves out is exactly what opening each file would, with the kinds the
store gives damaged files; an archived copy of a match of the data folder is left out; the
trash is never read; nothing is written."""

from __future__ import annotations

import json
from typing import Any

import pytest

from coinche_score.store import DamagedMatchError, Store, StoreError, load_match_file, match_files
from coinche_score.store.match_files import archive_of, trash_of
from coinche_score.store.reading import DUPLICATE, FolderMatch, SkippedFile, read_matches

from .helpers import deal, empty_match, folder_bytes, golden_match
from .test_store_files import DAMAGED, make_damaged, write_valid_v2


def read(store: Store, archived: bool = False) -> tuple[list[FolderMatch], list[SkippedFile]]:
    matches: list[FolderMatch] = []
    skipped: list[SkippedFile] = []
    for found in read_matches(store, archived=archived):
        if isinstance(found, SkippedFile):
            skipped.append(found)
        else:
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
    assert skipped == [SkippedFile(path.stem, refused.value.kind, path, refused.value.reason)]
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
