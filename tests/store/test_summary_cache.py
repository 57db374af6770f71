"""What the list of saved matches keeps of each file between scans (store.summary_cache): a
file unchanged since is not read again, and the list is the same; a file changed, or changed
too lately to tell, is read again; a cache that cannot be trusted is left aside."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from coinche_score.match import Match
from coinche_score.rules import Trump, preset
from coinche_score.scoring import Deal
from coinche_score.store import MatchSummary, Store, folder, summary_cache
from coinche_score.store.cache_files import cache_path, code_hash, default_cache_dir, digest

PLAYERS = ("Ann", "Bob", "Chloé", "Dan")
DEAL = Deal(taker="A", contract=80, trump=Trump.HEARTS, taker_points=100)


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """A file written before the scan is kept at once (not two seconds after its change)."""
    monkeypatch.setattr(summary_cache, "RACY_NS", 0)


@pytest.fixture
def files_read(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the match files read (their line not kept) from now on."""
    names: list[str] = []
    summary = folder._summary

    def recorded(path: Path) -> MatchSummary:
        names.append(path.name)
        return summary(path)

    monkeypatch.setattr(folder, "_summary", recorded)
    return names


@pytest.fixture
def store(tmp_path: Path) -> Store:
    """Two matches: one with its players and a deal, one won."""
    store = Store(tmp_path / "matches")
    named = Match(rules=preset("classic"), target=1000, players=PLAYERS, deals=[DEAL])
    store.create(named).close()
    won = Match(
        rules=preset("ffb"), target=100, team_names=("Les Très Bleus ♥", "Eux"), deals=[DEAL]
    )
    store.create(won).close()
    return store


def the_cache(store: Store) -> Path:
    return cache_path(default_cache_dir(), "list", store.data_dir)


def names_of(store: Store) -> list[str]:
    return sorted(path.name for path in store.data_dir.glob("*.json"))


@pytest.mark.usefixtures("settled")
def test_a_second_scan_reads_no_file_and_lists_the_same(
    store: Store, files_read: list[str]
) -> None:
    first = store.scan()
    assert sorted(files_read) == names_of(store)
    files_read.clear()
    assert store.scan() == first
    assert files_read == []
    assert {summary.players for summary in first[0]} == {PLAYERS, None}


@pytest.mark.usefixtures("settled")
def test_a_scan_from_the_cache_loads_no_model(store: Store) -> None:
    """The home screen of a folder listed before is filled without pydantic or a model."""
    store.scan()
    probe = (
        "import sys; from pathlib import Path; from coinche_score.store import Store; "
        "found = Store(Path(sys.argv[1])).scan(); "
        "print(len(found[0]), sorted(n for n in sys.modules if n.split('.')[0] == 'pydantic'"
        " or n in ('coinche_score.match', 'coinche_score.store.files')))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe, str(store.data_dir)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "COINCHE_SCORE_CACHE": str(default_cache_dir())},
    )
    assert result.stdout.split(maxsplit=1) == ["2", "[]\n"]


@pytest.mark.usefixtures("settled")
def test_a_file_changed_is_read_again_and_a_file_gone_is_forgotten(
    store: Store, files_read: list[str]
) -> None:
    summaries, _ = store.scan()
    named = next(summary for summary in summaries if summary.players == PLAYERS)
    won = next(summary for summary in summaries if summary.players is None)
    with store.open(named.id) as opened:
        opened.add(DEAL)
    store.match_path(won.id).unlink()
    files_read.clear()
    (again,), _ = store.scan()
    assert files_read == [named.path.name]
    assert again.deal_count == 2
    kept = json.loads(the_cache(store).read_bytes().partition(b"\n")[2])
    assert list(kept["entries"]) == [named.path.name]


def test_a_file_changed_within_the_clock_s_granularity_is_read_at_each_scan(
    store: Store, files_read: list[str]
) -> None:
    """Just written: a change in the same tick of the clock would not show in its status."""
    first = store.scan()
    files_read.clear()
    assert store.scan() == first
    assert sorted(files_read) == names_of(store)


def forged(entries: dict[str, list[object]], store: Store) -> bytes:
    """A cache file of ``entries``, its hash made again over them."""
    head = {
        "format": summary_cache.FORMAT,
        "code": code_hash(summary_cache._CODE, summary_cache.FORMAT),
        "folder": str(store.data_dir.resolve()),
    }
    body = json.dumps({**head, "entries": entries}).encode()
    return summary_cache._HEADER + digest(body).encode() + b"\n" + body


@pytest.mark.usefixtures("settled")
@pytest.mark.parametrize(
    "damage",
    [
        "empty",
        "truncated",
        "a byte changed",
        "a name with a control character",
        "a total that is no number",
        "a time without its zone",
        "another match's id",
        "other code",
        "a folder",
        "bigger than the folder's lines",
    ],
)
def test_a_cache_that_cannot_be_trusted_is_left_aside(
    store: Store, files_read: list[str], damage: str
) -> None:
    first = store.scan()
    path = the_cache(store)
    text = path.read_bytes()
    kept = json.loads(text.partition(b"\n")[2])
    entries = kept["entries"]
    name = sorted(entries)[0]
    one_entry = True
    if damage == "empty":
        path.write_bytes(b"")
        one_entry = False
    elif damage == "truncated":
        path.write_bytes(text[: len(text) // 2])
        one_entry = False
    elif damage == "a byte changed":  # still JSON of the right shape
        path.write_bytes(text.replace(b'"format": 1', b'"format": 2', 1))
        one_entry = False
    elif damage == "other code":
        path.write_bytes(text.replace(b'"code": "', b'"code": "0', 1))
        one_entry = False
    elif damage == "a folder":
        path.unlink()
        path.mkdir()
        one_entry = False
    elif damage == "bigger than the folder's lines":  # parsed whole: a forged one took 4 GB
        room = (len(entries) + 2) * summary_cache.ENTRY_BYTES
        path.write_bytes(forged({**entries, "padding.json": [[], "x" * room]}, store))
        one_entry = False
    else:
        entry = entries[name][1]
        if damage == "a name with a control character":
            entry[1][0] = "Nous\x1b[2J"
        elif damage == "a total that is no number":
            entry[4][0] = "1000"
        elif damage == "a time without its zone":
            entry[8] = entry[8].removesuffix("+00:00")
        else:
            entry[0] = sorted(entries)[1].removesuffix(".json")
        path.write_bytes(forged(entries, store))
    files_read.clear()
    assert store.scan() == first
    assert sorted(files_read) == ([name] if one_entry else names_of(store))
    if damage != "a folder":  # made again
        files_read.clear()
        assert store.scan() == first
        assert files_read == []


@pytest.mark.usefixtures("settled")
def test_a_cache_that_cannot_be_written_lists_the_same(
    store: Store, files_read: list[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    blocked = tmp_path / "not a folder"
    blocked.write_text("")
    monkeypatch.setenv("COINCHE_SCORE_CACHE", str(blocked))
    first = store.scan()
    files_read.clear()
    assert store.scan() == first
    assert sorted(files_read) == names_of(store)


@pytest.mark.usefixtures("settled")
def test_the_scan_signs_the_folder_as_signature_does(store: Store) -> None:
    """The list takes the folder's signature from its scan's statuses (no second status of
    each file): the same as Store.signature, read or kept, with a damaged file and a conflict
    copy; a file changed after the scan shows."""
    some_id = store.scan()[0][0].id
    copy = f"{some_id}.sync-conflict-20240131-235959-ABCDEFG.json"
    (store.data_dir / copy).write_text("{}")
    (store.data_dir / "broken.json").write_text("{not json")
    for _ in ("read", "kept"):
        summaries, damaged, signature = store.scan_signed()
        assert signature == store.signature()
        assert len(signature) == 4
        assert [summary.conflicts for summary in summaries if summary.id == some_id] == [
            (store.data_dir / copy,)
        ]
        assert [file.path.name for file in damaged] == ["broken.json"]
    (store.data_dir / "broken.json").write_text("{still not json")
    assert store.signature() != signature


@pytest.mark.usefixtures("settled")
def test_the_kept_lines_are_the_scan_and_any_other_file_gives_none(
    store: Store, files_read: list[str]
) -> None:
    """Store.scan_kept: the scan as the cache keeps it, reading no file; None as soon as one
    file's line is not kept (changed, new or damaged), and then nothing is written."""
    assert store.scan_kept() is None  # nothing kept yet
    assert files_read == []
    scanned = store.scan_signed()
    files_read.clear()
    assert store.scan_kept() == scanned
    assert files_read == []
    cache = the_cache(store).read_bytes()
    first = store.data_dir / names_of(store)[0]
    text = first.read_text()
    changes = {  # the file changed last: its status is not the kept one after
        "new": (store.data_dir / "new.json", text),
        "damaged": (store.data_dir / "damaged.json", "{not json"),
        "changed": (first, text + " "),
    }
    for change, (path, content) in changes.items():
        assert store.scan_kept() == scanned  # as it was
        path.write_text(content)
        assert store.scan_kept() is None, change
        assert files_read == []
        assert the_cache(store).read_bytes() == cache
        if path != first:
            path.unlink()
