"""A data folder synced between machines: the conflict copy a sync tool keeps of a match
changed on two machines while they were apart is shown as a conflict of that match, with the
deals on which they differ, and is never a match of its own."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from coinche_score.store import Store, StoreNote, conflict_of
from coinche_score.store.conflicts import ConflictCopy

from .helpers import Cli, deal, empty_match

ID = "5eed0001"


@pytest.mark.parametrize(
    ("name", "match_id"),
    [
        # Syncthing, a conflict of a conflict too.
        (f"{ID}.sync-conflict-20240131-235959-ABCDEFG.json", ID),
        (f"{ID}.sync-conflict-20240131-235959-ABCDEFG.sync-conflict-20240201-000000-HIJ2KLM"
         ".json", ID),
        # Nextcloud and ownCloud, with the user's name or without; before 2.5.
        (f"{ID} (conflicted copy 2024-01-31 235959).json", ID),
        (f"{ID} (conflicted copy Ann Martin 2024-01-31 235959).json", ID),
        (f"{ID}_conflict-20240131-235959.json", ID),
        # Dropbox, in English and in French.
        (f"{ID} (Ann's conflicted copy 2024-01-31).json", ID),
        (f"{ID} (Ann's MacBook Air's Conflicted Copy 2024-01-31 (1)).json", ID),
        (f"{ID} (copie en conflit de Ann 2024-01-31).json", ID),
        # Not conflict copies.
        (f"{ID}.json", None),
        (f"{ID} (copy).json", None),
        (f"{ID}.v2.bak", None),
        ("notes.sync-conflict-2024.json", None),
        ("a b (conflicted copy 2024-01-31 235959).json", None),
    ],
)  # fmt: skip
def test_each_sync_tools_name_for_a_conflict_copy_names_its_match(
    name: str, match_id: str | None
) -> None:
    assert conflict_of(name) == match_id


def played_apart(store: Store) -> tuple[str, Path]:
    """A match with two deals on one machine, and the conflict copy a sync tool kept of it
    from the other, where deal 2 was played otherwise and a third deal added."""
    with store.create(empty_match()) as opened:
        opened.add(deal(taker_points=90))
        opened.add(deal(taker_points=100))
        match_id, path = opened.id, opened.path
        kept = path.read_bytes()
        opened.edit(1, deal(taker_points=120))
        opened.add(deal(taker_points=130))
    copy = path.with_name(f"{match_id}.sync-conflict-20240131-235959-ABCDEFG.json")
    copy.write_bytes(path.read_bytes())
    path.write_bytes(kept)
    return match_id, copy


def test_a_conflict_copy_is_listed_with_its_match_not_as_a_match_or_a_damaged_file(
    store: Store,
) -> None:
    """It was listed as a damaged file (it holds a match whose id is not its name)."""
    match_id, copy = played_apart(store)
    summaries, damaged = store.scan()
    assert [(s.id, s.conflicts) for s in summaries] == [(match_id, (copy,))]
    assert damaged == []
    assert store.resolve(match_id[:3]) == match_id  # the copy's name starts alike
    (conflict,) = store.conflicts(match_id)
    assert (conflict.differing, conflict.deal_count, conflict.reason) == ((2, 3), 3, None)
    with store.open(match_id) as opened:
        notes = [store.read(match_id).warnings, opened.warnings]
    for warnings in notes:
        (note,) = warnings
        assert isinstance(note, StoreNote) and note.code == "conflict_copy"
        assert note.params == {"file": copy.name, "deals": "2, 3", "count": 3}


def test_a_conflict_copy_whose_match_is_gone_is_said_and_not_listed_as_a_match(
    store: Store,
) -> None:
    match_id, copy = played_apart(store)
    store.match_path(match_id).unlink()
    summaries, damaged = store.scan()
    assert summaries == []
    assert [(file.path, file.kind) for file in damaged] == [(copy, "lone_conflict")]


def test_a_copy_of_one_deal_is_said_in_the_singular() -> None:
    copy = ConflictCopy(Path("m (conflicted copy).json"), "m", (1,), 1)
    assert "(1 deal in the copy)" in copy.note()


def test_list_and_show_say_which_deals_differ(run: Cli) -> None:
    match_id, copy = played_apart(Store(run.data_dir))
    other = copy.with_name(f"{match_id} (Ann's conflicted copy 2024-01-31).json")
    shutil.copy(run.data_dir / f"{match_id}.json", other)  # the same deals
    status, out, err = run("list")
    assert status == 0 and out.count(match_id) == 1
    said = [line.removeprefix("coinche-score: warning: ") for line in err.splitlines()]
    head = f"match {match_id}: a sync tool kept a conflict copy of it"
    tail = f"; keep the right one as {match_id}.json and delete the other"
    assert said == [
        f"{head}, {other.name} (it was changed on two machines while they were apart), with "
        f"the same deals{tail}",
        f"{head}, {copy.name} (it was changed on two machines while they were apart): deals "
        f"2, 3 differ (3 deals in the copy){tail}",
    ]
    listed = json.loads(run.ok("list", "--json"))
    assert [(c["path"], c["differing_deals"]) for c in listed["conflicts"]] == [
        (str(other), []),
        (str(copy), [2, 3]),
    ]
    status, out, err = run("show", match_id)
    assert status == 0 and err.count("conflict copy") == 2


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("{", "not valid JSON: Expecting property name enclosed in double quotes at line 1"),
        ('{"schema_version": 3}', "not a valid match file: match: missing"),
        ("[3]", "not a match file: expected a JSON object"),
        ('{"schema_version": "3", "match": {}}', "not a match file: expected a JSON object"),
        ('{"schema_version": 3, "match": {"deals": [{"taker": "Q"}]}}',
         'not a valid match file: match.deals.0.taker: got "Q"; allowed: "A" or "B"'),
    ],
)  # fmt: skip
def test_a_conflict_copy_that_cannot_be_read_is_said_with_why(
    run: Cli, text: str, why: str
) -> None:
    """The match is shown, and the copy named with why it cannot be read (it once broke the
    command when its fault was anything but its JSON or a deal)."""
    match_id, copy = played_apart(Store(run.data_dir))
    copy.write_text(text, encoding="utf-8")
    status, out, err = run("show", match_id)
    assert status == 0 and "totals:" in out
    assert (
        f"{copy.name} (it was changed on two machines while they were apart), which "
        f"cannot be read: {why}" in err
    )
    status, out, err = run("--lang", "fr", "show", match_id)
    assert status == 0 and copy.name in err
