"""A deal's ``bidder`` through the command line and the match file: ``add``, ``insert`` and
``edit`` take it in the deal or as ``--bidder`` (a seat 1..4 as on screen, or a player's
name), the file writes it only when it is known, ``show`` and the exports say who bid, and an
exported match imports with it.  In-process (fast)."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

import pytest

from coinche_score.store import Store

from .helpers import Cli

MADE = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100}
TAKEN_BY_B = {**MADE, "taker": "B"}


def new_match(run: Cli, *players: str) -> str:
    named = ["--players", *players] if players else []
    return run.ok("new", "--rules", "classic", "--team-a", "Nous", "--team-b", "Eux", *named)


def file_deals(run: Cli, match_id: str) -> list[str]:
    """The lines of the file's deals, as written."""
    text = (run.data_dir / f"{match_id.strip()}.json").read_text("utf-8")
    start = text.index('"deals": [\n') + len('"deals": [\n')
    return [
        line.strip().rstrip(",") for line in text[start : text.index("\n    ]", start)].split("\n")
    ]


def entered(run: Cli, match_id: str) -> list[dict[str, Any]]:
    return [deal["entered"] for deal in run.exported(match_id.strip())["deals"]]


def test_the_bidder_is_taken_in_the_deal_or_as_an_option_and_written_only_when_known(
    run: Cli,
) -> None:
    match_id = new_match(run, "Ann", "Bob", "Cat", "Dan").strip()
    run.ok("add", match_id, json.dumps({**MADE, "bidder": 2}))
    run.ok("add", match_id, json.dumps(TAKEN_BY_B), "--bidder", "Dan")  # a name
    run.ok("add", match_id, json.dumps(MADE), "--bidder", "1")  # a seat as on screen
    run.ok("add", match_id, json.dumps(MADE))
    run.ok("insert", match_id, "4", json.dumps(TAKEN_BY_B), "--bidder", "2")
    run.ok("edit", match_id, "1", json.dumps({**MADE, "bidder": 0}), "--bidder", "Cat")
    assert [deal["bidder"] for deal in entered(run, match_id)] == [2, 3, 0, 1, None]
    lines = file_deals(run, match_id)
    assert lines[0].endswith(', "bidder": 2}') and '"bidder"' not in lines[4]


def test_the_bidder_never_changes_a_score(run: Cli) -> None:
    with_bidder = new_match(run).strip()
    run.ok("add", with_bidder, json.dumps({**MADE, "bidder": 2}))
    without = new_match(run).strip()
    run.ok("add", without, json.dumps(MADE))
    first, second = run.exported(with_bidder), run.exported(without)
    assert first["totals"] == second["totals"]
    assert first["deals"][0]["breakdown"] == second["deals"][0]["breakdown"]


def test_a_name_is_known_as_the_statistics_know_it_whatever_its_case_and_spaces(
    run: Cli,
) -> None:
    """A player typed "cat" or " CAT " at the table is Cat, as the statistics count her."""
    match_id = new_match(run, "Ann", "Bob", "Cat", "Dan").strip()
    run.ok("add", match_id, json.dumps(MADE), "--bidder", "cat")
    run.ok("add", match_id, json.dumps(TAKEN_BY_B), "--bidder", " DAN ")
    assert [deal["bidder"] for deal in entered(run, match_id)] == [2, 3]
    imported = run.ok(
        "import", "-", "--first-dealer", "bob", stdin=json.dumps(run.exported(match_id))
    )
    assert run.exported(imported.strip())["first_dealer"] == {"seat": 1, "name": "Bob"}


def test_show_and_the_exports_say_who_bid_by_name_or_else_by_seat(run: Cli) -> None:
    named = new_match(run, "Ann", "Bob", "Cat", "Dan").strip()
    run.ok("add", named, json.dumps(MADE), "--bidder", "Cat")
    run.ok("add", named, json.dumps(TAKEN_BY_B))
    assert "A 80 hearts, bid by Cat, 100 pts" in run.ok("show", named)
    assert "| A 80 hearts, bid by Cat, 100 pts |" in run.ok("export", named, "--format", "md")
    rows = list(csv.DictReader(io.StringIO(run.ok("export", named, "--format", "csv"))))
    assert [row["bidder"] for row in rows] == ["Cat", ""]
    unnamed = new_match(run).strip()
    run.ok("add", unnamed, json.dumps(TAKEN_BY_B), "--bidder", "4")
    assert "B 80 hearts, bid by seat 4, 100 pts" in run.ok("show", unnamed)


def test_an_exported_match_imports_with_its_bidders(run: Cli) -> None:
    original = new_match(run, "Ann", "Bob", "Cat", "Dan").strip()
    run.ok("add", original, json.dumps({**MADE, "bidder": 2}))
    run.ok("add", original, json.dumps(TAKEN_BY_B))
    copy = run.ok("import", "-", stdin=json.dumps(run.exported(original))).strip()
    assert [deal["bidder"] for deal in entered(run, copy)] == [2, None]
    assert file_deals(run, copy) == file_deals(run, original)


@pytest.mark.parametrize(
    ("args", "line"),
    [
        pytest.param(
            ["add", "last", json.dumps({**MADE, "bidder": 3})],
            'deal 2: bidder: seat 3 is not on the taking team "A"; allowed: 0 or 2, or null',
            id="JSON of the other team",
        ),
        pytest.param(
            ["add", "last", json.dumps({"taker": None, "bidder": 0})],
            "deal 2: bidder: a thrown-in deal (taker null) records nothing else",
            id="JSON thrown in",
        ),
        pytest.param(
            ["edit", "last", "1", json.dumps({**MADE, "bidder": 9})],
            "deal 1: bidder: got 9; allowed: a seat 0..3 of the taking team",
            id="JSON out of range",
        ),
        pytest.param(
            ["insert", "last", "1", json.dumps(MADE), "--bidder", "Bob"],
            '--bidder: seat 2 is not on the taking team "A"; allowed: seat 1 or 3, or the name '
            "of a player in one",
            id="option of the other team",
        ),
        pytest.param(
            ["add", "last", json.dumps(MADE), "--bidder", "5"],
            "--bidder: got '5'; allowed: a seat 1..4 or a player's name",
            id="option out of range",
        ),
        pytest.param(
            ["add", "last", json.dumps(MADE), "--bidder", "Eve"],
            "--bidder: got 'Eve'; allowed: a seat 1..4 or a player's name",
            id="option not a player",
        ),
        pytest.param(
            ["add", "last", json.dumps({"taker": None}), "--bidder", "1"],
            "deal 2: bidder: a thrown-in deal (taker null) records nothing else",
            id="option thrown in",
        ),
    ],
)
def test_a_refused_bidder_is_one_line_naming_it_and_changes_nothing(
    run: Cli, args: list[str], line: str
) -> None:
    new_match(run, "Ann", "Bob", "Cat", "Dan")
    run.ok("add", "last", json.dumps(MADE))
    refusal = run.refused(*args)
    assert refusal.startswith(line), refusal


def test_a_bidder_by_name_where_no_player_is_named_asks_for_a_seat(run: Cli) -> None:
    """ "allowed: a seat 1..4 or a player's name", where no name could do."""
    new_match(run)
    refusal = run.refused("add", "last", json.dumps(MADE), "--bidder", "Ann")
    assert refusal == "--bidder: got 'Ann'; allowed: a seat 1..4 (no player is named)"
    run.ok("add", "last", json.dumps(MADE), "--bidder", "3")


def test_a_file_without_bidders_is_read_as_it_is_and_would_be_written_again_alike(
    run: Cli,
) -> None:
    """No migration and no backup: a file of deals without bidders stays valid as it is."""
    match_id = new_match(run).strip()
    run.ok("add", match_id, json.dumps(MADE))
    run.ok("add", match_id, json.dumps({"taker": None}))
    path = run.data_dir / f"{match_id}.json"
    saved = Store(run.data_dir).read(match_id)
    assert saved.migrated_from is None and [d.bidder for d in saved.match.deals] == [None, None]
    assert saved.file.to_json() == path.read_bytes() and b"bidder" not in path.read_bytes()
    assert sorted(p.name for p in run.data_dir.iterdir()) == [f"{match_id}.json"]
