"""The scripting commands, end to end through the installed ``coinche-score``."""

from __future__ import annotations

import csv
import errno
import importlib
import io
import json
import os
import re
import subprocess
import sys
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from folder_faults import no_new_files

from coinche_score import cli
from coinche_score.match import compute
from coinche_score.rules import preset
from coinche_score.scoring import parse_deal
from coinche_score.store import Store, open_match
from coinche_score.store.match_files import archive

from .helpers import (
    CLI_TIMEOUT,
    CONSOLE_SCRIPT,
    GOLDEN,
    Cli,
    deal,
    empty_match,
    fail_folder_fsync,
    folder_bytes,
    golden_match,
    raw_deals,
    run_cli,
)

CLASSIC_GAME = "random-match-classic-1"  # 8 deals, 1870 to 1820, not over
#: Replaces deal 2 of CLASSIC_GAME: classic, 80 made with 100: A 100 + 80 = 180, B 62 -> 60.
EDITED_DEAL = {"taker": "A", "contract": 80, "trump": "clubs", "taker_points": 100}


def ok(data_dir: Path, *args: str, stdin: str | None = None) -> str:
    result = run_cli(data_dir, *args, stdin=stdin)
    assert result.returncode == 0, result.stderr
    return result.stdout


def show(data_dir: Path, match: str) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(ok(data_dir, "show", match, "--json"))
    return document


def test_a_match_from_new_to_export(tmp_path: Path) -> None:
    match_id = ok(
        tmp_path,
        "new",
        "--rules",
        "classic",
        "--team-a",
        "Nous",
        "--team-b",
        "Eux",
        "--players",
        "Ann",
        "Bob",
        "Cat",
        "Dan",
        "--first-dealer",
        "Bob",
    ).strip()
    assert (tmp_path / f"{match_id}.json").is_file()

    deals = raw_deals(CLASSIC_GAME)
    references = ["last", match_id, match_id[:6]]
    for number, raw in enumerate(deals, start=1):
        if number == 4:
            said = ok(tmp_path, "add", "last", "-", stdin=json.dumps(raw))
        else:
            said = ok(tmp_path, "add", references[number % 3], json.dumps(raw))
        assert said.startswith(f"deal {number} added: ")

    expected = GOLDEN[CLASSIC_GAME]["expected"]
    document = show(tmp_path, match_id)
    assert document["totals"] == expected["totals"]
    assert [d["scores"] for d in document["deals"]] == [d["scores"] for d in expected["deals"]]
    assert [d["made"] for d in document["deals"]] == [d["made"] for d in expected["deals"]]
    assert (document["finished"], document["winner"]) == (False, None)
    # Classic plays anticlockwise from Bob (seat 2): Bob, Ann, Dan, Cat, Bob, ... deal 9 is
    # Bob's again, and the bidding starts at his right: Ann.
    assert [d["dealer"]["name"] for d in document["deals"][:4]] == ["Bob", "Ann", "Dan", "Cat"]
    assert document["next_dealer"] == {"seat": 1, "name": "Bob"}
    assert document["next_first_bidder"] == {"seat": 0, "name": "Ann"}

    said = ok(tmp_path, "edit", match_id, "2", json.dumps(EDITED_DEAL))
    assert said.splitlines()[0] == "deal 2 edited: Nous +180, Eux +60"
    edited_totals = {"A": 1870 - 90 + 180, "B": 1820 - 460 + 60}
    assert show(tmp_path, match_id)["totals"] == edited_totals
    assert ok(tmp_path, "undo", match_id).splitlines()[0] == "undid editing deal 2"
    assert show(tmp_path, match_id)["totals"] == expected["totals"]
    assert ok(tmp_path, "redo", match_id).splitlines()[0] == "redid editing deal 2"

    document = show(tmp_path, match_id)
    rules = preset("classic")
    entered = [parse_deal(raw, rules) for raw in [deals[0], EDITED_DEAL, *deals[2:]]]
    assert document["totals"] == compute(rules, 2000, entered, first_dealer=1).totals
    assert document["totals"] == edited_totals
    assert document["can_undo"] and not document["can_redo"]
    assert document["team_names"] == {"A": "Nous", "B": "Eux"}

    text = ok(tmp_path, "show", match_id)
    assert "Nous 1960, Eux 1420" in text
    assert "next dealer: Bob, first to bid: Ann" in text

    rows = list(csv.DictReader(io.StringIO(ok(tmp_path, "export", match_id, "--format", "csv"))))
    assert [row["number"] for row in rows] == [str(n) for n in range(1, 9)]
    assert [(int(row["score_A"]), int(row["score_B"])) for row in rows] == [
        (d["scores"]["A"], d["scores"]["B"]) for d in document["deals"]
    ]
    assert (int(rows[-1]["total_A"]), int(rows[-1]["total_B"])) == (1960, 1420)
    assert rows[1]["trump"] == "clubs" and rows[1]["dealer"] == "Ann"

    markdown = ok(tmp_path, "export", "last", "--format", "md")
    assert markdown.startswith("# Nous vs Eux\n")
    assert "| 2 | Ann | A 80 clubs, 100 pts | made | 180 | 60 | " in markdown
    assert "**Totals**: Nous 1960, Eux 1420" in markdown

    exported = json.loads(ok(tmp_path, "export", match_id, "--format", "json"))
    assert exported == document

    listing = ok(tmp_path, "list")
    assert match_id in listing and "Nous 1960 - Eux 1420" in listing
    listed = json.loads(ok(tmp_path, "list", "--json"))
    assert [m["id"] for m in listed["matches"]] == [match_id]
    assert listed["matches"][0]["totals"] == edited_totals
    assert listed["damaged"] == []


def test_a_number_1_to_4_is_a_seat_even_beside_a_player_named_so(tmp_path: Path) -> None:
    """As the README says: "2" is seat 2 (Bob), not the player named "2" (seat 1)."""
    players = ["--players", "2", "Bob", "Cat", "Dan"]
    match_id = ok(tmp_path, *NEW, *players, "--first-dealer", "2").strip()
    assert show(tmp_path, match_id)["next_dealer"] == {"seat": 1, "name": "Bob"}


def test_a_team_past_the_target_on_a_deal_lost_is_said(tmp_path: Path) -> None:
    """Under ffb a failed deal cannot win the match, whatever the belote: add and show say
    why the team ahead past the target has not won (found by a player's evening)."""
    new = ["new", "--rules", "ffb", "--target", "330", "--team-a", "Nous", "--team-b", "Eux"]
    match_id = ok(tmp_path, *new).strip()
    ok(
        tmp_path,
        "add",
        match_id,
        '{"taker": "B", "contract": 160, "trump": "hearts", "taker_points": 162}',
    )
    failed = (
        '{"taker": "B", "contract": 80, "trump": "spades", "taker_points": 40, "belote": {"B": 20}}'
    )
    said = "Eux is past the target on a deal it lost, which cannot win the match: play on"
    assert said in ok(tmp_path, "add", match_id, failed).splitlines()
    assert said in ok(tmp_path, "show", match_id).splitlines()


def test_the_end_of_a_match_and_reopening_it_are_said(tmp_path: Path) -> None:
    match, expected = golden_match("random-match-trickster-1")
    over = match.model_copy(update={"deals": match.deals[: len(expected["deals"])]})
    with Store(tmp_path).create(over) as created:
        match_id = created.id
    said = ok(tmp_path, "delete", match_id, "5")
    assert "match reopened: it is not over any more" in said
    said = json.loads(ok(tmp_path, "undo", match_id, "--json"))
    assert said["done"] == "undid deleting deal 5"
    assert said["notices"] == ["match over: A win 1647 to 395"]
    assert (said["finished"], said["winner"]) == (True, "A")


def test_insert_and_delete_renumber_the_deals(tmp_path: Path) -> None:
    with Store(tmp_path).create(empty_match()) as created:
        created.add(deal(taker_points=90))
        created.add(deal(taker_points=100))
    forgotten = {"taker": "B", "contract": 100, "trump": "spades", "taker_points": 120}
    said = ok(tmp_path, "insert", "last", "2", json.dumps(forgotten))
    assert said.splitlines()[0] == "deal 2 inserted: Nous +40, Eux +220"  # 42 and 120 + 100
    assert ok(tmp_path, "delete", "last", "1").splitlines()[0] == "deal 1 deleted"
    deals = show(tmp_path, "last")["deals"]
    assert [d["entered"]["taker_points"] for d in deals] == [120, 100]
    assert [d["number"] for d in deals] == [1, 2]


def test_new_prints_the_id_or_the_match_as_json(tmp_path: Path) -> None:
    document = json.loads(
        ok(
            tmp_path,
            "new",
            "--rules",
            json.dumps(
                {
                    "preset": "ffb",
                    "name": "house",
                    "coinche_multiplier": 3,
                    "surcoinche_multiplier": 6,
                }
            ),
            "--team-a",
            "Nous",
            "--team-b",
            "Eux",
            "--target",
            "1500",
            "--json",
        )
    )
    assert document["rules"]["name"] == "house" and document["rules"]["coinche_multiplier"] == 3
    assert document["target"] == 1500 and document["deals"] == []
    assert document["first_dealer"] == {"seat": 0, "name": "Nous 1"}
    assert Store(tmp_path).read(document["id"]).match.rules.announces  # ffb's, kept


def test_the_data_folder_is_taken_from_either_place_or_the_environment(tmp_path: Path) -> None:
    def listed(args: list[str], environment: str) -> str:
        result = subprocess.run(
            [str(CONSOLE_SCRIPT), *args],
            capture_output=True,
            text=True,
            timeout=CLI_TIMEOUT,
            env={**os.environ, "COINCHE_SCORE_DATA": environment},
            check=True,
        )
        folder: str = json.loads(result.stdout)["data_dir"]
        return folder

    here, there = str(tmp_path / "here"), str(tmp_path / "there")
    assert listed(["--data-dir", here, "list", "--json"], there) == here
    assert listed(["list", "--json", "--data-dir", here], there) == here
    assert listed(["list", "--json"], there) == there


# ------------------------------------------------------------------------------ refusals


@pytest.fixture
def matches(tmp_path: Path) -> dict[str, str]:
    """A folder with: "two" (2 deals), "fresh" (no change yet), "over" (finished), "damaged",
    and a prefix "shared" that starts several ids."""
    store = Store(tmp_path)
    ids: dict[str, str] = {}
    with store.create(empty_match()) as two:
        two.add(deal(taker_points=90))
        two.add(deal(taker_points=100))
        ids["two"] = two.id
    with store.create(empty_match()) as fresh:
        ids["fresh"] = fresh.id
    match, expected = golden_match("random-match-trickster-1")
    with store.create(match) as over:
        assert over.state.finished
        ids["over"] = over.id
    created = list(ids.values())
    while len({match_id[0] for match_id in created}) == len(created):
        with store.create(empty_match()) as extra:
            created.append(extra.id)
    ids["shared"] = next(
        match_id[0] for match_id in created if sum(o[0] == match_id[0] for o in created) > 1
    )
    (tmp_path / "damaged.json").write_text('{"schema_version": 2, "id": "dam', encoding="utf-8")
    ids["damaged"] = "damaged"
    return ids


GOOD_DEAL = '{"taker": "A", "contract": 80, "taker_points": 100}'
#: A rule value 400 lists deep, and a score document with it.
DEEP_RULES = '{"preset": "classic", "min_bid": ' + "[" * 400 + "]" * 400 + "}"
DEEP_DOCUMENT = f'{{"rules": {DEEP_RULES}, "deals": []}}'
NEW = ["new", "--rules", "classic", "--team-a", "Nous", "--team-b", "Eux"]
REFUSALS: dict[str, tuple[list[str], str | None, str]] = {
    # name: (arguments, @key for a match of the fixture; standard input; words of the message)
    "bad-json": (["add", "@two", "{bad"], None, "invalid JSON for the deal"),
    "bad-json-stdin": (["add", "@two", "-"], "nope", "invalid JSON in standard input"),
    "unknown-match": (["add", "zzzz", GOOD_DEAL], None, "no match 'zzzz'"),
    "ambiguous-prefix": (["show", "@shared"], None, "give more of the id"),
    "edit-out-of-range": (["edit", "@two", "3", GOOD_DEAL], None, "no deal 3"),
    "delete-out-of-range": (["delete", "@two", "0"], None, "no deal 0"),
    "insert-out-of-range": (["insert", "@two", "4", GOOD_DEAL], None, "no deal 4"),
    "not-a-number": (["edit", "@two", "two", GOOD_DEAL], None, "N: got 'two'"),
    "invalid-deal": (
        ["add", "@two", '{"taker": "A", "contract": 85, "taker_points": 100}'],
        None,
        "deal 3: contract: got 85; allowed: 80..160",
    ),
    "invalid-deal-edit": (
        ["edit", "@two", "1", '{"taker": "A", "contract": 80, "taker_points": 170}'],
        None,
        "deal 1: taker_points: got 170",
    ),
    "number-too-long": (["add", "@two", '{"taker_points": 1' + "0" * 5000 + "}"], None, "too long"),
    "score-number-too-long": (["score"], '{"target": 1' + "0" * 5000 + "}", "too long"),
    "deal-not-an-object": (["add", "@two", "[80]"], None, "deal 3: deal: must be a JSON object"),
    "nothing-to-undo": (["undo", "@fresh"], None, "nothing to undo"),
    "nothing-to-redo": (["redo", "@two"], None, "nothing to redo"),
    "add-after-the-end": (["add", "@over", GOOD_DEAL], None, "the match is over"),
    "damaged-match": (["show", "@damaged"], None, "not valid JSON"),
    "unknown-preset": (
        [*NEW[:2], "belote", *NEW[3:]],
        None,
        "no preset or house rules named 'belote'",
    ),
    # Command-line bytes that are not UTF-8 reach Python as lone surrogates, as does a "\udc80"
    # JSON escape: text that cannot be saved as UTF-8.
    "team-name-not-utf-8": ([*NEW[:4], "N\udcffous", *NEW[5:]], None, "invalid text"),
    "rules-name-not-utf-8": (
        [*NEW[:2], '{"preset": "classic", "name": "\\udc80"}', *NEW[3:]],
        None,
        "rules: name",
    ),
    "same-team-names": ([*NEW[:6], "Nous"], None, "different names"),
    "target-zero": ([*NEW, "--target", "0"], None, "target"),
    "unknown-first-dealer": ([*NEW, "--first-dealer", "Zoe"], None, "--first-dealer"),
    "unknown-command": (["frobnicate"], None, "COMMAND: got 'frobnicate'; allowed: score, new"),
    # A RecursionError's traceback, each of them.
    "deep-score": (["score"], DEEP_DOCUMENT, "nested more than 64 deep"),
    "deep-import": (["import", "-"], DEEP_DOCUMENT, "nested more than 64 deep"),
    "deep-new-rules": ([*NEW[:2], DEEP_RULES, *NEW[3:]], None, "nested more than 64 deep"),
    "deep-rules-save": (["rules", "save", "Deep", DEEP_RULES], None, "nested more than 64 deep"),
    "bad-format": (["export", "@two", "--format", "pdf"], None, "--format: got 'pdf'"),
}


@pytest.mark.parametrize("name", sorted(REFUSALS))
def test_bad_input_exits_2_with_one_line_and_changes_nothing(
    tmp_path: Path, matches: dict[str, str], name: str
) -> None:
    arguments, stdin, words = REFUSALS[name]
    before = folder_bytes(tmp_path)
    arguments = [matches.get(argument[1:], argument) for argument in arguments]
    result = run_cli(tmp_path, *arguments, stdin=stdin)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.splitlines()) == 1, result.stderr
    # The line starts with what is refused, not the program's name (RULES.md 5.13).
    assert not result.stderr.startswith("coinche-score")
    assert words in result.stderr
    assert folder_bytes(tmp_path) == before


@pytest.mark.parametrize(
    "arguments",
    [
        ["--data-dir", ""],
        ["--data-dir", "", "list"],
        ["list", "--data-dir", ""],
        ["rules", "save", "Chez Paul", "classic", "--data-dir", ""],
        [*NEW, "--data-dir", ""],
    ],
    ids=" ".join,
)
def test_an_empty_data_folder_is_refused_not_taken_for_the_current_one(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    arguments: list[str],
) -> None:
    """``Path("")`` is the current folder: the app and every command would have used it."""
    app = types.ModuleType(cli.APP_MODULE)
    app.run = lambda data_dir, lang: 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, cli.APP_MODULE, app)
    monkeypatch.chdir(tmp_path)
    assert cli.main(arguments) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "--data-dir: got ''; allowed: a folder's path, not empty" in err
    assert list(tmp_path.iterdir()) == []


# ------------------------------------------------------------------------------ the app


def test_no_sub_command_starts_the_app(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    calls: list[dict[str, Any]] = []

    def run(data_dir: Path | None, lang: str | None) -> int:
        calls.append({"data_dir": data_dir, "lang": lang})
        return 7

    app = types.ModuleType(cli.APP_MODULE)
    app.run = run  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, cli.APP_MODULE, app)
    assert cli.main(["--data-dir", str(tmp_path), "--lang", "fr"]) == 7
    assert cli.main([]) == 7
    assert calls == [{"data_dir": tmp_path, "lang": "fr"}, {"data_dir": None, "lang": None}]


def test_without_the_app_the_command_prints_its_help(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, cli.APP_MODULE, None)  # importing it fails
    assert cli.main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: coinche-score")
    assert "export" in out


def test_a_broken_app_is_not_mistaken_for_a_missing_one(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(name: str) -> Any:
        raise ModuleNotFoundError("No module named 'textual'", name="textual")

    monkeypatch.setattr(importlib, "import_module", broken)
    with pytest.raises(ModuleNotFoundError, match="textual"):
        cli.main([])


def test_the_sub_commands_never_import_textual(tmp_path: Path) -> None:
    script = f"""
import contextlib, io, sys
from coinche_score.cli import main
folder = {str(tmp_path)!r}
with contextlib.redirect_stdout(io.StringIO()) as out:
    assert main(["new", "--rules", "ffb", "--team-a", "N", "--team-b", "E",
                 "--data-dir", folder]) == 0
    match = out.getvalue().strip()
    assert main(["add", match, {GOOD_DEAL!r}, "--data-dir", folder]) == 0
    for command in (["list"], ["show", match], ["export", match, "--format", "md"],
                    ["undo", match], ["redo", match]):
        assert main([*command, "--data-dir", folder]) == 0, command
sys.stdin = io.StringIO('{{"rules": "classic", "deals": []}}')
with contextlib.redirect_stdout(io.StringIO()):
    assert main(["score"]) == 0
loaded = sorted(name for name in sys.modules if name.split(".")[0] == "textual")
assert not loaded, loaded
"""
    subprocess.run([sys.executable, "-c", script], check=True, timeout=CLI_TIMEOUT)


def test_a_change_written_but_not_made_durable_is_not_called_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with Store(tmp_path).create(empty_match()) as created:
        match_id = created.id
    fail_folder_fsync(monkeypatch, errno.EIO)
    assert cli.main(["add", match_id, GOOD_DEAL, "--data-dir", str(tmp_path)]) == 1  # the system's
    said = capsys.readouterr()
    assert said.out == "" and len(said.err.splitlines()) == 1
    assert "nothing was changed" not in said.err and "crash" in said.err


def markdown_cells(line: str) -> list[str]:
    """A GitHub Markdown table row split into its cells: a backslash escapes the next character."""
    cells, cell, escaped = [], "", False
    for char in line.strip()[1:-1]:
        if escaped:
            cell, escaped = cell + char, False
        elif char == "\\":
            escaped = True
        elif char == "|":
            cells.append(cell.strip())
            cell = ""
        else:
            cell += char
    return [*cells, cell.strip()]


def test_exports_keep_awkward_team_names_in_their_cells(tmp_path: Path) -> None:
    names = ('Nous, "les" | vrais \\', "Eux; là\\|")
    match = empty_match("ffb").model_copy(update={"team_names": names})
    with Store(tmp_path).create(match) as created:
        for raw in (  # a litige, a thrown-in deal, then a deal that takes the litige
            {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 81},
            {"taker": None},
            {"taker": "B", "contract": 100, "trump": "spades", "taker_points": 120},
        ):
            created.add(parse_deal(raw, created.match.rules))
        match_id = created.id

    rows = list(csv.reader(io.StringIO(ok(tmp_path, "export", match_id, "--format", "csv"))))
    assert [row[1] for row in rows[1:]] == [f"{names[0]} 1", f"{names[1]} 2", f"{names[0]} 2"]
    assert [row[14] for row in rows[1:]] == ["litige", "-", "made"]

    markdown = ok(tmp_path, "export", match_id, "--format", "md").splitlines()
    table = [line for line in markdown if line.startswith("|")]
    assert len(table) == 2 + 3
    assert {len(markdown_cells(line)) for line in table} == {8}
    flat = [" ".join(name.split()) for name in names]
    assert markdown_cells(table[0])[4:6] == flat
    assert [markdown_cells(line)[1] for line in table[2:]] == [
        f"{flat[0]} 1",
        f"{flat[1]} 2",
        f"{flat[0]} 2",
    ]
    assert re.sub(r"\\(.)", r"\1", markdown[0]) == f"# {flat[0]} vs {flat[1]}"

    document = json.loads(ok(tmp_path, "export", match_id, "--format", "json"))
    assert document["team_names"] == {"A": names[0], "B": names[1]}


@pytest.mark.parametrize(
    "arguments", [["list"], ["show", "last"], ["add", "last", GOOD_DEAL], NEW], ids=" ".join
)
def test_a_data_folder_that_is_a_file_is_refused_in_one_line(
    tmp_path: Path, arguments: list[str]
) -> None:
    not_a_folder = tmp_path / "matches"
    not_a_folder.write_text("notes", encoding="utf-8")
    # Given as --data-dir: the option is refused, status 2, as a usage error (it was status
    # 1, "cannot read the folder …: Not a directory", naming no option; found by an audit).
    result = run_cli(not_a_folder, *arguments)
    assert (result.returncode, result.stdout) == (2, "")
    # The path quoted, cut to a few dozen characters if long, as every value refused.
    assert result.stderr.startswith("--data-dir: got '")
    assert result.stderr.endswith("', which is not a folder; allowed: a folder's path\n")
    assert len(result.stderr.splitlines()) == 1
    # Named by the environment: what the system refused, status 1.
    env = {**os.environ, "COINCHE_SCORE_DATA": str(not_a_folder)}
    command = [str(CONSOLE_SCRIPT), *arguments]
    found = subprocess.run(
        command, capture_output=True, text=True, env=env, timeout=CLI_TIMEOUT, check=False
    )
    assert (found.returncode, found.stdout) == (1, "")
    assert len(found.stderr.splitlines()) == 1 and str(not_a_folder) in found.stderr
    assert not_a_folder.read_text(encoding="utf-8") == "notes"


def disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*args: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(open_match, "write_atomically", full)


@pytest.mark.parametrize(
    ("refuse", "said"),
    [(no_new_files, "permission denied"), (disk_full, "the disk is full")],
    ids=["read-only folder", "full disk"],
)
def test_a_new_match_the_folder_refuses_names_the_folder_not_an_id(
    run: Cli,
    monkeypatch: pytest.MonkeyPatch,
    refuse: Callable[[pytest.MonkeyPatch], None],
    said: str,
) -> None:
    """The id drawn for the new match is no match's: naming it sent the player looking."""
    run.data_dir.mkdir()
    refuse(monkeypatch)
    line = run.refused(*NEW, status=1)  # the system's refusal, not the command's
    assert line.startswith(f"cannot save a new match in {run.data_dir}: {said}")
    assert line.endswith("; nothing was saved")
    assert list(run.data_dir.iterdir()) == []


def test_a_data_folder_that_cannot_be_made_says_so_of_the_folder_not_a_file(
    run: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read-only mount: no file was there to be "as it was"."""

    def read_only(self: Path, *args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(Path, "mkdir", read_only)
    line = run.refused(*NEW, status=1)
    assert line.startswith(f"cannot save a new match in {run.data_dir}: ")
    assert line.endswith("; nothing was saved")
    assert not run.data_dir.exists()


def test_a_new_match_too_big_for_a_file_says_so_of_the_match(
    run: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(open_match, "MAX_FILE_SIZE", 100)
    line = run.refused(*NEW)
    assert line.startswith(f"cannot save a new match in {run.data_dir}: it would take ")
    assert line.endswith("more than a match file may hold (100); nothing was saved")
    assert list(run.data_dir.iterdir()) == []


def test_the_app_without_a_terminal_says_so_and_ends(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A script that left out its command started the app on no terminal: it never ended,
    at three quarters of a core (found by a test of the command line)."""
    from coinche_score.tui import app

    # /dev/null or a pipe; closed (0<&-), where Python has none and it ended in a traceback.
    for stdin in (io.StringIO(""), None):
        monkeypatch.setattr(sys, "stdin", stdin)
        assert app.run(data_dir=tmp_path, lang="fr") == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1
        assert err.startswith("coinche-score : l'application lit ses touches dans un terminal")
    assert list(tmp_path.iterdir()) == []


def test_archived_matches_are_listed_shown_and_exported_never_changed(run: Cli) -> None:
    """The statistics count archived matches and name their ids, which no command could open:
    "no match" (found by a test of the command line)."""
    match_id = run.ok(*NEW).strip()
    run.ok("add", match_id, GOOD_DEAL)
    archive(Store(run.data_dir), match_id)
    assert json.loads(run.ok("list", "--json"))["matches"] == []
    listed = json.loads(run.ok("list", "--archived", "--json"))["matches"]
    assert [match["id"] for match in listed] == [match_id]
    shown = json.loads(run.ok("show", match_id[:5], "--json"))
    assert shown["id"] == match_id and len(shown["deals"]) == 1
    assert run.ok("export", match_id, "--format", "csv").startswith("number,")
    assert "no match" in run.refused("add", match_id, GOOD_DEAL)  # read-only, as in the app
    assert "no match" in run.refused("show", "zzzz")
