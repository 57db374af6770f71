"""What ``coinche-score stats`` keeps of each match file between runs (store.stats_cache): a
run that finds it gives what a run without it gives, byte for byte; a file changed in any way
is read again; a cache file that cannot be trusted is left aside and made again."""

from __future__ import annotations

import json
import re
import shutil
import stat
from pathlib import Path
from typing import Any

import pytest
from stats_support import deal, local_clock
from unseen_writes import rewrite_unseen

from coinche_score import cli
from coinche_score.cli.stats import read_folders
from coinche_score.store import Store, reading, stats_cache
from coinche_score.store.cache_files import default_cache_dir, digest
from coinche_score.store.match_files import ARCHIVE
from coinche_score.store.stats_cache import StatsCache

from .test_stats_cli import save

CROSSCHECK = Path(__file__).parent.parent / "stats_crosscheck"


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """A file written before the run is kept at once (not two seconds after its change)."""
    monkeypatch.setattr(stats_cache, "RACY_NS", 0)


@pytest.fixture
def files_read(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the match files read (their facts not known) from now on."""
    names: list[str] = []
    read_together = reading._read_together

    def recorded(paths: list[Path], rule_sets: Any) -> Any:
        names.extend(path.name for path in paths)
        return read_together(paths, rule_sets)

    monkeypatch.setattr(reading, "_read_together", recorded)
    return names


def output(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = cli.main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def cache_files() -> list[Path]:
    return sorted((default_cache_dir() / "stats").glob("*.json"))


def case_names() -> list[str]:
    return [path.name for path in sorted(CROSSCHECK.iterdir())]


@pytest.mark.usefixtures("settled")
@pytest.mark.parametrize("name", case_names())
def test_a_run_that_finds_the_cache_says_what_a_cold_run_says(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], files_read: list[str]
) -> None:
    """Over the generated and hand-made folders of the statistics' cross-check (damaged,
    duplicate, archived and unfinished matches, names spelt two ways...), in every format."""
    case = CROSSCHECK / name
    facts = json.loads((case / "case.json").read_text())
    data = tmp_path / "data"
    shutil.copytree(case / "data", data, symlinks=True)
    args = [arg for arg in facts["args"] if arg != "--with-deals"]
    with local_clock(facts["tz"]):
        for shown in (["--json"], [], ["--format", "csv"], ["--format", "md"]):
            command = ["--data-dir", str(data), "stats", *shown, *args]
            shutil.rmtree(default_cache_dir(), ignore_errors=True)
            cold = output(capsys, *command)
            files_read.clear()
            assert output(capsys, *command) == cold
            if cold[0] != 0:
                continue  # refused before a file is read
            skipped = json.loads(output(capsys, *command[:3], "--json", *args)[1])
            left_out = {file["id"] for file in skipped["matches"]["skipped"]}
            assert {Path(name).stem for name in files_read} <= left_out, "read again"


def test_every_matching_file_is_known_and_none_read_on_the_second_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], files_read: list[str], settled: None
) -> None:
    data = tmp_path / "matches"
    save(data, "m1", deal("A"), deal("B"), hour=1)
    save(data, "m2", deal("B"), hour=2, folder=ARCHIVE)
    (data / "broken.json").write_bytes(b"{")
    command = ("--data-dir", str(data), "stats", "--json")
    cold = output(capsys, *command)
    assert sorted(files_read) == ["broken.json", "m1.json", "m2.json"]
    files_read.clear()
    assert output(capsys, *command) == cold
    assert files_read == ["broken.json"]  # a damaged file is never kept: always said


def test_a_file_rewritten_with_its_size_and_times_put_back_is_read_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], settled: None
) -> None:
    data = tmp_path / "matches"
    path = save(data, "m1", deal("A"))
    command = ("--data-dir", str(data), "stats", "--json")
    assert json.loads(output(capsys, *command)[1])["teams"][0]["wins"]["n"] == 1
    rewrite_unseen(path, b'"taker": "A"', b'"taker": "B"')
    teams = {tuple(team["key"]): team for team in json.loads(output(capsys, *command)[1])["teams"]}
    assert [team["wins"]["n"] for team in teams.values()] == [0, 1]  # B won, as the file says


def test_a_file_changed_lately_is_not_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], files_read: list[str]
) -> None:
    """Changed within the clock's granularity of the run, a file may change again unseen."""
    data = tmp_path / "matches"
    save(data, "m1", deal("A"))
    command = ("--data-dir", str(data), "stats", "--json")
    cold = output(capsys, *command)
    files_read.clear()
    assert output(capsys, *command) == cold
    assert files_read == ["m1.json"]
    assert not cache_files()  # nothing to keep: nothing written


@pytest.mark.usefixtures("settled")
@pytest.mark.parametrize(
    "damage",
    [
        "empty",
        "truncated",
        "a byte changed",
        "the hash made again over other content",
        "other code",
        "another folder's",
        "a folder",
    ],
)
def test_a_cache_that_cannot_be_trusted_is_left_aside_and_made_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], files_read: list[str], damage: str
) -> None:
    data = tmp_path / "matches"
    save(data, "m1", deal("A"), deal("A"), hour=1, players=("Ann", "Bob", "Cat", "Dan"))
    save(data, "m2", deal("B"), hour=2, players=("Ann", "Eve", "Cat", "Dan"))
    command = ("--data-dir", str(data), "stats", "--json")
    cold = output(capsys, *command)
    (path,) = cache_files()
    text = path.read_bytes()
    body = text.partition(b"\n")[2]
    forged = {  # other content, and its hash made again
        "the hash made again over other content": re.sub(
            rb'"finished":(true|false)', b'"finished":1', body, count=1
        ),
        "other code": body.replace(b'"code":"', b'"code":"0', 1),
        "another folder's": body.replace(b'"folder":"', b'"folder":"/elsewhere', 1),
    }
    if damage == "empty":
        path.write_bytes(b"")
    elif damage == "truncated":
        path.write_bytes(text[: len(text) // 2])
    elif damage == "a byte changed":  # still JSON of the right shape
        path.write_bytes(text.replace(b'"totals":[', b'"totals":[9', 1))
    elif damage in forged:
        signed = stats_cache._HEADER + digest(forged[damage]).encode()
        path.write_bytes(signed + b"\n" + forged[damage])
    else:
        path.unlink()
        path.mkdir()
    assert path.is_dir() or path.read_bytes() != text
    files_read.clear()
    assert output(capsys, *command) == cold
    # An entry that is not one is left aside alone: the others were written with it.
    one_entry = damage == "the hash made again over other content"
    assert sorted(files_read) == (["m1.json"] if one_entry else ["m1.json", "m2.json"])
    if damage != "a folder":  # made again
        files_read.clear()
        assert output(capsys, *command) == cold
        assert files_read == []


@pytest.mark.usefixtures("settled")
def test_a_cache_written_again_is_its_owner_s_alone_whatever_stood_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It holds the players' names: written where a file readable by all stood, it kept that
    file's mode (as a match file keeps its own)."""
    data = tmp_path / "matches"
    save(data, "m1", deal("A"), hour=1, players=("Ann", "Bob", "Cat", "Dan"))
    command = ("--data-dir", str(data), "stats", "--json")
    cold = output(capsys, *command)
    (path,) = cache_files()
    path.write_bytes(b"")
    path.chmod(0o644)
    assert output(capsys, *command) == cold
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_cache_that_cannot_be_written_changes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stats_cache, "RACY_NS", 0)
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    monkeypatch.setenv("COINCHE_SCORE_CACHE", str(blocked))
    data = tmp_path / "matches"
    save(data, "m1", deal("A"))
    command = ("--data-dir", str(data), "stats", "--json")
    status, out, err = output(capsys, *command)
    assert (status, err) == (0, "")
    assert json.loads(out)["matches"]["counted"] == 1
    assert blocked.read_text() == ""


def test_with_deals_reads_every_file_and_keeps_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], files_read: list[str], settled: None
) -> None:
    data = tmp_path / "matches"
    save(data, "m1", deal("A"))
    command = ("--data-dir", str(data), "stats", "--json", "--with-deals")
    output(capsys, *command)
    output(capsys, *command)
    assert files_read == ["m1.json", "m1.json"]
    assert not cache_files()


def test_with_deals_beside_an_output_that_prints_no_deals_reads_through_the_cache(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], files_read: list[str], settled: None
) -> None:
    """--with-deals changes the JSON only: with text, CSV or Markdown it read every file past
    the cache, for deals never printed (found by an audit of the command line)."""
    data = tmp_path / "matches"
    save(data, "m1", deal("A"))
    output(capsys, "--data-dir", str(data), "stats", "--json")
    files_read.clear()
    for shown in ("text", "csv", "md"):
        output(capsys, "--data-dir", str(data), "stats", "--format", shown, "--with-deals")
    assert files_read == []


def test_the_files_gone_are_forgotten(tmp_path: Path, settled: None) -> None:
    data = tmp_path / "matches"
    save(data, "m1", deal("A"), hour=1)
    save(data, "m2", deal("B"), hour=2)
    store = Store(data)
    read_folders(store, True, keep=False)
    (data / "m1.json").unlink()
    matches, _, _ = read_folders(store, True, keep=False)
    assert [match.id for match in matches] == ["m2"]
    cache = StatsCache()
    assert list(cache._folder(data).lines) == ["m2.json"]


def test_the_cache_folder_is_named_by_the_environment_or_the_platform(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import platformdirs

    monkeypatch.setenv("COINCHE_SCORE_CACHE", str(tmp_path / "here"))
    assert default_cache_dir() == tmp_path / "here"
    monkeypatch.delenv("COINCHE_SCORE_CACHE")
    assert default_cache_dir() == platformdirs.user_cache_path("coinche-score")


def test_the_code_that_counts_names_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache written by other code (another version, a change to the counting) is not
    read: its hash covers the statistics' and the store's modules."""
    code = stats_cache.code_hash()
    assert code is not None
    monkeypatch.setattr(stats_cache, "FORMAT", stats_cache.FORMAT + 1)
    assert stats_cache.code_hash() not in (None, code)
    monkeypatch.setattr(stats_cache, "_CODE", ())  # installed without its source: no cache
    assert stats_cache.code_hash() is None
