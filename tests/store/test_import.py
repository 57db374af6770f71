"""``coinche-score import``: a score document or an exported match becomes a new saved match;
exporting it and importing the export gives the same match.  In-process (fast)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from coinche_score import store as store_package
from coinche_score.cli import console
from coinche_score.cli.importing import EXPORT_FIELDS
from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.scoring import parse_deal
from coinche_score.store import ID_PATTERN, MAX_FILE_SIZE, Store

from .helpers import Cli, raw_deals

GAME = "random-match-ffb-2"  # 27 deals, finished
#: What a new match gets of its own: everything else must come through unchanged.
OWN = ("id", "path", "created", "updated", "can_undo", "can_redo", "warnings")


def without_own(document: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in document.items() if key not in OWN}


def saved_match(run: Cli, match_id: str) -> dict[str, Any]:
    """The ``match`` object of the file: rules, target, names, players, first dealer, deals."""
    raw: dict[str, Any] = json.loads((run.data_dir / f"{match_id}.json").read_text("utf-8"))
    return {"match": raw["match"], "cached": raw["cached"]}


def played_match(run: Cli) -> str:
    """A match started by ``new`` with house-made rules, players and a first dealer, and played
    through ``add``: the kind of match a backup holds."""
    rules = json.dumps({"preset": "ffb", "name": "Chez Paul", "coinche_multiplier": 3})
    match_id = run.ok(
        "new", "--rules", rules, "--team-a", "Nous", "--team-b", "Eux", "--target", "20000",
        "--players", "Ann", "Bob", "Cat", "Dan", "--first-dealer", "Cat",
    ).strip()  # fmt: skip
    for raw in raw_deals(GAME)[:12]:
        run.ok("add", match_id, json.dumps(raw))
    return match_id


def test_export_then_import_gives_the_same_match(run: Cli) -> None:
    original = played_match(run)
    export = run.exported(original)
    assert export["first_dealer"] == {"seat": 2, "name": "Cat"}

    copy = run.ok("import", "-", stdin=json.dumps(export)).strip()
    assert re.fullmatch(ID_PATTERN, copy) and copy != original
    assert without_own(run.exported(copy)) == without_own(export)
    assert saved_match(run, copy) == saved_match(run, original)
    assert run.exported(copy)["can_undo"] is False  # a new match: nothing to undo


def test_deals_after_the_end_come_through_too(run: Cli, tmp_path: Path) -> None:
    # A target reached long before the last deal: the deals after it are kept, not counted.
    document = {"rules": "ffb", "target": 500, "deals": raw_deals(GAME)}
    path = tmp_path / "deals.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    first = run.ok("import", str(path)).strip()
    export = run.exported(first)
    assert export["finished"] and export["unscored_deals"] > 0

    second = run.ok("import", "-", stdin=json.dumps(export)).strip()
    assert without_own(run.exported(second)) == without_own(export)


def test_a_score_document_with_names_becomes_a_match(run: Cli) -> None:
    document = {
        "rules": "ffb",
        "target": 1000,
        "team_names": {"A": "Nous", "B": "Eux"},
        "players": ["Ann", "Bob", "Cat", "Dan"],
        "deals": raw_deals(GAME)[:3],
    }
    imported = json.loads(run.ok("import", "-", "--json", stdin=json.dumps(document)))
    bare = {key: document[key] for key in ("rules", "target", "deals")}
    scored = json.loads(run.ok("score", stdin=json.dumps(bare)))
    assert imported["team_names"] == {"A": "Nous", "B": "Eux"}
    assert imported["players"] == ["Ann", "Bob", "Cat", "Dan"]
    assert imported["rules"] == preset("ffb").model_dump(mode="json")
    assert imported["first_dealer"] == {"seat": 0, "name": "Ann"}
    assert imported["totals"] == scored["totals"]
    assert [d["scores"] for d in imported["deals"]] == [d["scores"] for d in scored["deals"]]
    assert [s.id for s in Store(run.data_dir).scan()[0]] == [imported["id"]]


@pytest.mark.parametrize("names", [{}, {"team_names": None, "players": None}])
def test_a_score_document_without_names_gives_teams_a_and_b(
    run: Cli, names: dict[str, Any]
) -> None:
    document = {"rules": "classic", "deals": [], **names}
    export = run.exported(run.ok("import", "-", stdin=json.dumps(document)).strip())
    assert (export["team_names"], export["players"]) == ({"A": "A", "B": "B"}, None)
    assert export["target"] == preset("classic").default_target


def test_the_options_replace_what_the_document_says(run: Cli) -> None:
    export = run.exported(played_match(run))
    copy = run.ok(
        "import", "-", "--team-b", "Them", "--target", "30000",
        "--players", "Zoé", "Yann", "Xavier", "Wanda", "--first-dealer", "Wanda",
        stdin=json.dumps(export),
    ).strip()  # fmt: skip
    changed = run.exported(copy)
    assert changed["team_names"] == {"A": "Nous", "B": "Them"}
    assert changed["target"] == 30000
    assert changed["players"] == ["Zoé", "Yann", "Xavier", "Wanda"]
    assert changed["first_dealer"] == {"seat": 3, "name": "Wanda"}
    assert [d["entered"] for d in changed["deals"]] == [d["entered"] for d in export["deals"]]


def test_a_field_an_option_replaces_is_not_read(run: Cli) -> None:
    """A null target beside --target 1500, or players that could not be, was refused: what
    the options replace is not read (found by a scorer written apart from this one)."""
    document = {
        "rules": "classic",
        "target": None,
        "players": "nobody",
        "team_names": {"A": "", "B": ""},
        "deals": DEALS,
    }
    copy = run.ok(
        "import", "-", "--target", "1500", "--players", "Ann", "Bob", "Cat", "Dan",
        "--team-a", "Nous", "--team-b", "Eux", stdin=json.dumps(document),
    ).strip()  # fmt: skip
    imported = run.exported(copy)
    assert (imported["target"], imported["players"]) == (1500, ["Ann", "Bob", "Cat", "Dan"])
    assert imported["team_names"] == {"A": "Nous", "B": "Eux"}


def test_the_export_fields_are_what_export_prints(run: Cli) -> None:
    assert tuple(run.exported(played_match(run))) == EXPORT_FIELDS


DEALS = [{"taker": "A", "contract": 80, "taker_points": 100}]


@pytest.mark.parametrize(
    ("document", "options", "said"),
    [
        ({"rules": "classic", "deals": DEALS, "colour": "blue"}, (), "colour: unknown field"),
        ({"deals": DEALS}, (), "rules: missing"),
        ({"rules": "classic", "deals": [{"taker": "A", "contract": 85, "taker_points": 1}]}, (),
         "deal 1: contract: got 85"),
        ({"rules": "classic", "deals": DEALS, "team_names": ["Nous", "Eux"]}, (),
         'team_names: not an object of both teams; allowed: {"A": name, "B": name}'),
        ({"rules": "classic", "deals": DEALS, "team_names": {"A": "Nous", "B": "Nous"}}, (),
         "team_names: the two teams need different names"),
        ({"rules": "classic", "deals": DEALS, "players": ["Ann", "Bob", "ann", "Dan"]}, (),
         "players: seats 1 and 3 hold one name, 'Ann' and 'ann' (case and spaces aside); "
         "allowed: four different names"),
        ({"rules": "classic", "deals": DEALS}, ("--players", "a", "b", "c", "B"),
         "--players: seats 2 and 4 hold one name, 'b' and 'B'"),
        ({"rules": "classic", "deals": DEALS, "team_names": {"A": "Nous", "B": "nous"}}, (),
         "team_names: 'Nous' and 'nous' are one name (case and spaces aside); "
         "allowed: two different team names"),
        ({"rules": "classic", "deals": DEALS}, ("--team-b", "a "),
         "--team-a/--team-b: 'A' and 'a' are one name"),
        ({"rules": "classic", "deals": DEALS, "players": ["Ann"]}, (),
         "players: not a list of four names; allowed: four names"),
        ({"rules": "classic", "deals": DEALS, "target": 2_000_000}, (),
         "target: got 2000000; allowed: a whole number, at most 1000000"),
        ({"rules": "classic", "deals": DEALS}, ("--target", "0"),
         "--target: got 0; allowed: a whole number, at least 1"),
        ({"rules": "classic", "deals": DEALS}, ("--team-a", "B"),
         "--team-a/--team-b: the two teams need different names"),
        ({"rules": "classic", "deals": DEALS}, ("--team-b", "\u200bB"),
         "--team-b: a team name cannot be '\\u200bB': it holds U+200B"),
        ({"rules": "classic", "deals": DEALS}, ("--first-dealer", "Ann"),
         "--first-dealer: got 'Ann'; allowed: a seat 1..4 (no player is named)"),
        ({"id": "x", "rules": "classic", "deals": [DEALS[0]]}, (),
         "deal 1: no entered field; allowed: a deal as export prints it"),
        ({"id": "x", "rules": "classic", "deals": [], "team_names": {"A": "N", "B": "E"},
          "first_dealer": 5}, (),
         'first_dealer: got 5; allowed: {"seat": 0..3}'),
        ({"id": "x", "rules": "classic", "deals": [], "team_names": {"A": "N", "B": "E"},
          "colour": "blue"}, (), "colour: unknown field in an exported match"),
        ([1, 2], (), "the document must be a JSON object"),
    ],
)  # fmt: skip
def test_a_refused_import_is_one_line_naming_the_field_and_saves_nothing(
    run: Cli, document: Any, options: tuple[str, ...], said: str
) -> None:
    assert said in run.refused("import", "-", *options, stdin=json.dumps(document))


def test_names_that_would_drive_the_terminal_are_refused_in_an_inert_line(run: Cli) -> None:
    document = {"rules": "classic", "deals": [], "team_names": {"A": "x\x1b]0;PWNED\x07", "B": "E"}}
    said = run.refused("import", "-", stdin=json.dumps(document))
    assert said.startswith("team_names: a team name cannot be")
    assert not {"\x1b", "\x07"} & set(said)
    huge = {"rules": "classic", "deals": [], "x" * 100_000: 1}
    assert len(run.refused("import", "-", stdin=json.dumps(huge))) < 500


# ------------------------------------------------------------------------ long exports


def test_an_export_longer_than_a_document_read_at_once_is_read_in_pieces(
    run: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The path every export over 16 MiB takes, on a short one: the first piece read at once,
    then 1,000 characters at a time, each deal's scores left aside as it is read."""
    original = played_match(run)
    export = run.ok("export", original, "--format", "json")
    monkeypatch.setattr(console, "MAX_INPUT_SIZE", 3000)
    monkeypatch.setattr(console, "PIECE_SIZE", 1000)
    assert len(export) > 5 * 3000
    backup = tmp_path / "backup.json"
    backup.write_text(export, encoding="utf-8")
    for source, stdin in ((str(backup), ""), ("-", export)):
        copy = run.ok("import", source, stdin=stdin).strip()
        assert saved_match(run, copy) == saved_match(run, original)
    broken = export.replace('"entered": {', '"entered": {"entered": 1, "entered": 2, ', 1)
    assert "'entered' appears twice" in run.refused("import", "-", stdin=broken)
    assert run.refused("import", "-", stdin=export[:-3]).startswith(
        "invalid JSON in standard input: Expecting ',' delimiter at line"
    )


def test_a_score_document_holding_more_than_a_match_file_is_refused_as_it_is_read(
    run: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read up to twice what a match file holds: 22 MB of thrown-in deals took 40 s and
    2.9 GB before the match was refused as too big to save (found by a test of the command
    line).  Here on a small scale: a match file of 20,000 characters, 2,000 deals of 14."""
    monkeypatch.setattr(console, "MAX_INPUT_SIZE", 3000)
    monkeypatch.setattr(console, "PIECE_SIZE", 1000)
    monkeypatch.setattr(store_package, "MAX_FILE_SIZE", 20_000)
    document = json.dumps({"rules": "classic", "deals": [{"taker": None}] * 2_000})
    said = run.refused("import", "-", stdin=document)
    assert said.startswith("invalid JSON in standard input: ") and "20,000 characters" in said
    assert not list(run.data_dir.glob("*.json"))


def test_the_export_of_any_match_a_file_holds_is_read_back(
    run: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Each deal counted as the export prints it, every field at its default included (three
    to ten times its line in the file): a match whose file held half the most was refused
    (found by a review).  Here on a small scale: a file of at most 100,000 characters."""
    rules = preset("ffb")
    deals = [parse_deal(raw, rules) for raw in raw_deals(GAME)] * 25
    match = Match(rules=rules, target=1_000_000, team_names=("Nous", "Eux"), deals=tuple(deals))
    with Store(run.data_dir).create(match) as opened:
        original, file_size = opened.id, opened.path.stat().st_size
    export = run.ok("export", original, "--format", "json")
    monkeypatch.setattr(console, "MAX_INPUT_SIZE", 3000)
    monkeypatch.setattr(store_package, "MAX_FILE_SIZE", 100_000)
    assert file_size < 100_000 < len(export)
    backup = tmp_path / "backup.json"
    backup.write_text(export, encoding="utf-8")
    copy = run.ok("import", str(backup)).strip()
    assert saved_match(run, copy) == saved_match(run, original)


def test_the_export_of_a_match_past_16_mib_is_imported_whole(run: Cli, tmp_path: Path) -> None:
    """Some 12,000 to 21,000 deals made an export that import, reading 16 MiB, refused: the
    backup could not be restored.  Thrown-in deals and the longest names make the most of an
    export for the bytes of its match file."""
    longest = "\U0001f0a1" * 40
    players = tuple(longest[:-1] + seat for seat in "1234")
    rules = preset("ffb")
    thrown_in = parse_deal({"taker": None}, rules)
    match = Match(
        rules=rules,
        target=1000,
        team_names=(longest, longest[:-1] + "B"),
        players=players,
        deals=(thrown_in,) * 19_000,
    )
    with Store(run.data_dir).create(match) as opened:
        original, file_size = opened.id, opened.path.stat().st_size
    export = run.ok("export", original, "--format", "json")
    assert len(export.encode()) > 16 * 1024 * 1024
    # The most an export prints for a byte of its match file, which MAX_BIG_INPUT allows for.
    assert len(export) / file_size * MAX_FILE_SIZE < console.MAX_BIG_INPUT
    backup = tmp_path / "backup.json"
    backup.write_text(export, encoding="utf-8")
    copy = run.ok("import", str(backup)).strip()
    assert saved_match(run, copy) == saved_match(run, original)
