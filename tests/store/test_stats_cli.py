"""``coinche-score stats`` on saved matches: the folders it reads, its filters, formats and
refusals (in this process, on the data folder tmp_path/matches)."""

from __future__ import annotations

import csv
import gc
import io
import json
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from collector import collector
from stats_support import START, deal, local_clock, played

from coinche_score.cli.errors import CliError
from coinche_score.cli.stats import read_folders
from coinche_score.match import Match
from coinche_score.rules import RuleSet, preset
from coinche_score.scoring import parse_deal
from coinche_score.stats import PLAYER_FIGURES, TEAM_FIGURES
from coinche_score.store import MatchFile, Store
from coinche_score.store.house_rules import HouseRules
from coinche_score.store.match_files import ARCHIVE, TRASH

from .helpers import Cli, folder_bytes


def save(
    data_dir: Path,
    match_id: str,
    *deals: dict[str, Any],
    hour: int = 0,
    target: int = 100,
    folder: str = "",
    **fields: Any,
) -> Path:
    """A match file as the store writes it, created ``hour`` hours after START, in the data
    folder or its ``folder`` (archive, trash); ``fields`` as :func:`played` takes them."""
    match = played(*deals or (deal("A"),), target=target, **fields)
    place = data_dir / folder
    place.mkdir(parents=True, exist_ok=True)
    path = place / f"{match_id}.json"
    path.write_bytes(MatchFile.of(match_id, match, START + timedelta(hours=hour)).to_json())
    return path


def stats(run: Cli, *args: str) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(run.ok("stats", "--json", *args))
    return found


def test_the_data_folder_and_its_archive_count_never_the_trash(run: Cli) -> None:
    folder = run.data_dir
    save(folder, "m1", deal("A"), hour=1)
    save(folder, "m2", deal("B"), hour=2, folder=ARCHIVE)
    save(folder, "m3", deal("A"), hour=3, folder=TRASH)
    found = stats(run)
    assert found["matches"] == {
        "counted": 2,
        "finished": 2,
        "unfinished": 0,
        "deals": 2,
        "skipped": [],
    }
    ann = next(player for player in found["players"] if player["key"] == ["ann"])
    assert ann["wins"] == {"n": 1, "of": 2, "rate": 0.5}
    no_archive = stats(run, "--no-archived")
    assert no_archive["matches"]["counted"] == 1
    assert no_archive["filters"]["archived"] is False


def test_an_archive_that_cannot_be_read_leaves_the_data_folder_counted(run: Cli) -> None:
    """A file named ``archive`` in the data folder: the statistics failed whole (exit 2); the
    data folder's matches count, and one line says the archive's are left out."""
    save(run.data_dir, "m1", deal("A"))
    (run.data_dir / ARCHIVE).write_text("x", encoding="utf-8")
    status, out, err = run("stats", "--json")
    assert status == 0
    assert json.loads(out)["matches"]["counted"] == 1
    [line] = err.splitlines()
    assert f"cannot read the folder {run.data_dir / ARCHIVE}" in line
    assert line.endswith("(its matches left out of the statistics)")
    assert run("stats", "--no-archived")[2] == ""
    # Rules played only in the archive are unknown then: the archive unread is said first.
    status, _, err = run("stats", "--rules", "Chez Paul")
    assert status == 2
    assert [
        line.endswith("(its matches left out of the statistics)") for line in err.splitlines()
    ] == [True, False]


def test_damaged_and_duplicate_files_are_left_out_and_named(run: Cli) -> None:
    folder = run.data_dir
    save(folder, "m1", deal("A"))
    save(folder, "m1", deal("B"), folder=ARCHIVE)  # the same id: counted from the data folder
    (folder / "a-broken.json").write_text("{", encoding="utf-8")
    (folder / "zz-newer.json").write_text('{"schema_version": 99}', encoding="utf-8")
    (folder / ARCHIVE / "archived-broken.json").write_text("[]", encoding="utf-8")

    status, out, err = run("stats", "--json")

    assert status == 0
    found = json.loads(out)
    assert found["matches"]["skipped"] == [
        {"id": "a-broken", "reason": "not_json"},
        {"id": "archived-broken", "reason": "not_object"},
        {"id": "m1", "reason": "duplicate"},
        {"id": "zz-newer", "reason": "newer"},
    ]
    assert found["matches"]["counted"] == 1
    assert found["records"]["biggest_win"]["team"] == ["ann", "cat"]  # A won, the data's m1
    assert len(err.splitlines()) == 4 and "a-broken.json: not valid JSON" in err
    # Without the archive it is not read: neither its damaged file nor its copy of m1.
    skipped = stats(run, "--no-archived")["matches"]["skipped"]
    assert [file["id"] for file in skipped] == ["a-broken", "zz-newer"]


def test_a_conflict_copy_counts_once_from_its_match_and_is_left_out_as_invalid(
    run: Cli,
) -> None:
    """A sync tool's copy holds its match's id, not its own file name: opening it is refused
    (invalid), so the statistics leave it out with that kind, as STATS.md lists "an id that
    is not its file name" (the list of matches shows it with its match, to compare)."""
    folder = run.data_dir
    copy = folder / "m1.sync-conflict-20240131-235959-ABCDEFG.json"
    copy.write_bytes(save(folder, "m1", deal("A")).read_bytes())
    lone = folder / "m9 (conflicted copy 2024-01-31 235959).json"
    lone.write_bytes(save(folder, "m9", deal("B")).read_bytes())
    (folder / "m9.json").unlink()  # its match gone: the copy alone

    found = stats(run)

    assert found["matches"]["counted"] == 1
    assert found["matches"]["skipped"] == [
        {"id": "m1.sync-conflict-20240131-235959-ABCDEFG", "reason": "invalid"},
        {"id": "m9 (conflicted copy 2024-01-31 235959)", "reason": "invalid"},
    ]


def test_the_text_tables_mark_few_and_end_with_head_to_head_and_records(run: Cli) -> None:
    save(run.data_dir, "m1", deal("A"), hour=1)
    save(run.data_dir, "m2", deal("B", 90, 70), hour=2)  # B fails: A 250
    out = run.ok("stats", "--min", "2")
    lines = out.splitlines()
    assert lines[0] == (
        "2 matches counted (2 finished, 0 unfinished), 2 deals. "
        "Rates out of fewer than 2 are marked few."
    )
    ann = next(line for line in lines if line.startswith("Ann "))
    assert ann.split() == ["Ann", "2", "2/2", "100%", "1/1", "100%", "few", "-", "-", "215.0"] + [
        "1530.5"
    ]
    for title in ("Players", "Teams", "Head to head", "Records"):
        assert title in lines
    assert "best deal" in out and "250 points" in out


def test_markdown_and_csv_are_the_same_figures_made_safe(run: Cli) -> None:
    players = ("=1+2", "B|ob", "<b>Cat", "Dan")
    save(run.data_dir, "m1", deal("A"), players=players)
    page = run.ok("stats", "--format", "md")
    assert page.startswith("# Statistics\n")
    assert "| B\\|ob |" in page and "&lt;b&gt;Cat" in page and "<b>" not in page
    rows = list(csv.reader(io.StringIO(run.ok("stats", "--format", "csv"))))
    assert rows[0] == ["kind", "key", "name", "figure", "n", "of", "value"]
    first = [row for row in rows[1:] if row[1] == '["=1+2"]']
    assert {row[2] for row in first} == {"'=1+2"}
    figures = {row[3]: row[4:] for row in first}
    assert figures["wins"] == ["1", "1", "1.0"]
    assert figures["points"] == ["180", "1", "180.0"]  # a mean: the sum, of how many
    assert figures["deals"] == ["1", "", "1"]
    assert figures["by_bid.80"] == ["1", "1", "1.0"]
    assert figures["generale_bids"] == ["0", "0", ""]
    assert figures["rating"][2] == "1516.0" and figures["victim"] == ["", "", ""]
    team = {row[3] for row in rows if row[0] == "team"}
    assert set(TEAM_FIGURES) - {"by_trump", "by_bid"} <= team
    assert not {"bidder_known", "rating"} & team
    assert set(PLAYER_FIGURES) - {"by_trump", "by_bid"} <= set(figures)


def test_a_player_is_named_as_a_player_beside_a_team_of_the_same_key(run: Cli) -> None:
    """Teams of no players, named "ann" and "bob", have the keys of the players Ann and Bob:
    the pairs of players, and Ann's nemesis, are still named as the players are."""
    save(run.data_dir, "m1", deal("B"), hour=1, players=("Bob", "Ann", "Cat", "Dan"))
    save(run.data_dir, "m2", deal("A"), hour=2, players=None, teams=("ann", "bob"))
    lines = run.ok("stats", "--min", "1").splitlines()
    meetings = lines[lines.index("Head to head") + 2 :]
    assert [line.split()[:2] for line in meetings[:3]] == [
        ["Ann", "Bob"],
        ["ann", "bob"],
        ["Ann", "Cat"],
    ]
    rows = list(csv.reader(io.StringIO(run.ok("stats", "--format", "csv", "--min", "1"))))
    ranked = {(row[2], row[3]): row[6] for row in rows if row[3] in ("nemesis", "best_partner")}
    assert ranked[("Ann", "nemesis")] == "Bob" and ranked[("Cat", "best_partner")] == "Bob"
    assert ranked[("ann", "nemesis")] == "bob"


def test_json_is_the_format_json_and_with_deals_lists_them(run: Cli) -> None:
    save(run.data_dir, "m1", deal("A"), deal(None), target=2000)
    assert run.ok("stats", "--json") == run.ok("stats", "--format", "json")
    found = stats(run, "--with-deals")
    ann = next(player for player in found["players"] if player["key"] == ["ann"])
    assert ann["deals"] == {"n": 2, "deals": [["m1", 1], ["m1", 2]]}
    assert ann["unfinished"] == {"n": 1, "matches": ["m1"]}
    assert ann["made"] == {"n": 1, "of": 1, "rate": 1.0, "deals": [["m1", 1]]}


@pytest.fixture
def utc() -> Iterator[None]:
    """The machine's clock in UTC, the zone the matches are created in."""
    with local_clock("UTC"):
        yield


@pytest.mark.usefixtures("utc")
def test_the_filters(run: Cli) -> None:
    save(run.data_dir, "m1", deal("A"), hour=1, players=("Ann", "Bob", "Cat", "Dan"))
    save(run.data_dir, "m2", deal("A"), hour=2 + 24, players=("ANN", "Eve", "Cat", "Fay"))
    save(run.data_dir, "m3", deal("A"), hour=3 + 48, rules="trickster")
    assert stats(run, "--player", " ann", "--player", "CAT")["matches"]["counted"] == 3
    assert stats(run, "--player", "ann", "--player", "bob")["matches"]["counted"] == 2
    assert stats(run, "--player", "eve")["matches"]["counted"] == 1
    assert stats(run, "--rules", "trickster")["matches"]["counted"] == 1
    assert stats(run, "--since", "2024-03-02", "--until", "2024-03-02")["matches"]["counted"] == 1
    assert stats(run, "--player", "ann ")["filters"]["players"] == ["ann "]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--since", "2024-1-01"], "--since: got '2024-1-01'; allowed: a date as YYYY-MM-DD"),
        (["--until", "2024-02-30"], "--until: got '2024-02-30'"),
        (["--since", "01/03/2024"], "--since: got '01/03/2024'"),
        (["--since", "２０２４-01-01"], "allowed: a date as YYYY-MM-DD"),
        (["--min", "0"], "--min: got 0; allowed: a whole number, at least 1"),
        (["--min", "few"], "--min: got 'few'; allowed: a whole number"),
        (["--rules", "Classic"], "--rules: no rule set is named 'Classic'"),
        (["--format", "xml"], "--format"),
    ],
)
def test_a_bad_option_is_one_line_and_status_2(run: Cli, args: list[str], words: str) -> None:
    save(run.data_dir, "m1", deal("A"))
    assert words in run.refused("stats", *args)


@pytest.mark.usefixtures("utc")
@pytest.mark.parametrize(
    "args",
    [
        # The matches were started on 2024-03-01 and 03: either date alone lets one through.
        ["--since", "2024-03-02", "--until", "2024-03-01"],
        ["--player", ""],
        ["--player", "Ann", "--player", " \u3000"],
    ],
)
def test_filters_that_let_no_match_through_count_nothing_and_are_no_error(
    run: Cli, args: list[str]
) -> None:
    """STATS.md 6 and 8.11: a bad date, an unknown --rules name or a --min below 1 are the
    refusals; a --since after the --until counts nothing and is not an error, and a name
    of spaces alone is no player's (they were refused, status 2, until an audit against
    STATS.md)."""
    for match_id, hour in (("m1", 0), ("m2", 48)):
        save(run.data_dir, match_id, deal("A"), hour=hour, players=("Ann", "Bob", "Cat", "Dan"))
    for alone in (args[:2], args[2:]):
        if alone and alone[0] != "--player":
            assert stats(run, *alone)["matches"]["counted"] == 1
    status, out, _ = run("stats", "--json", *args)
    assert status == 0
    found = json.loads(out)
    assert (found["matches"]["counted"], found["players"]) == (0, [])
    assert run("stats", *args)[0] == 0


@pytest.mark.parametrize("args", [["--format", "csv", "--json"], ["--json", "--format", "md"]])
def test_json_is_printed_whatever_the_format_says(run: Cli, args: list[str]) -> None:
    """STATS.md 6: --json is --format json, and a bad option is one of three; --json beside
    another format was refused, status 2, until an audit against STATS.md."""
    save(run.data_dir, "m1", deal("A"))
    assert run.ok("stats", *args) == run.ok("stats", "--json")


def test_the_format_given_twice_over_is_taken_when_both_say_json(run: Cli) -> None:
    save(run.data_dir, "m1", deal("A"))
    assert run.ok("stats", "--format", "json", "--json") == run.ok("stats", "--json")


def test_a_rules_name_is_known_from_house_rules_and_from_the_matches(run: Cli) -> None:
    HouseRules(run.data_dir).save("Chez Paul", preset("classic"))
    custom = RuleSet.model_validate({**preset("classic").model_dump(), "name": "à la maison"})
    save(run.data_dir, "m1", deal("A"), rules=custom)
    assert stats(run, "--rules", "Chez Paul")["matches"]["counted"] == 0
    assert stats(run, "--rules", "à la maison")["matches"]["counted"] == 1
    assert stats(run, "--rules", "ffb")["matches"]["counted"] == 0  # a preset


@pytest.mark.parametrize("name", [" Chez Paul", "Chez Paul ", "Chez\u00a0Paul", "Cafe\u0301"])
def test_a_rules_name_is_known_only_as_house_rules_are_named(run: Cli, name: str) -> None:
    """Matched exactly, a name that house rules take for a saved one (outer spaces, another
    Unicode form) or that only looks like it (a no-break space) would count nothing: it is
    refused, not taken."""
    HouseRules(run.data_dir).save("Chez Paul", preset("classic"))
    HouseRules(run.data_dir).save("Caf\u00e9", preset("classic"))
    assert stats(run, "--rules", "Café")["matches"]["counted"] == 0
    assert "--rules: no rule set is named" in run.refused("stats", "--rules", name)


def test_a_rules_name_only_an_archived_match_has_is_unknown_without_the_archive(run: Cli) -> None:
    custom = RuleSet.model_validate({**preset("classic").model_dump(), "name": "Vieilles"})
    save(run.data_dir, "m1", deal("A"), rules=custom, folder=ARCHIVE)
    assert stats(run, "--rules", "Vieilles")["matches"]["counted"] == 1
    assert "'Vieilles'" in run.refused("stats", "--rules", "Vieilles", "--no-archived")


def test_no_match_counted_is_one_line_and_status_0(run: Cli) -> None:
    assert run.ok("stats") == f"no match counted in {run.data_dir}\n"
    found = stats(run)
    assert (found["players"], found["teams"], found["head_to_head"], found["partners"]) == (
        [],
        [],
        [],
        [],
    )
    assert set(found["records"].values()) == {None}
    save(run.data_dir, "m1", deal("A"))
    assert run.ok("stats", "--player", "Zed", "--format", "md") == (
        "no match counted with these filters\n"
    )


def test_help_statistics_names_every_figure(run: Cli) -> None:
    page = run.ok("help", "statistics")
    assert page.startswith("# coinche-score: statistics across matches")
    for name in PLAYER_FIGURES:
        assert f"`{name}`" in page, name
    for name in ("best_partner", "nemesis", "victim", "rating", "history", "skipped"):
        assert f"`{name}`" in page, name


def test_the_store_is_read_without_a_lock_or_a_change(run: Cli) -> None:
    with Store(run.data_dir).create(Match(rules=preset("classic"), target=100)) as opened:
        opened.add(parse_deal(deal("A"), opened.match.rules))
        before = folder_bytes(run.data_dir)
        assert stats(run)["matches"]["counted"] == 1  # while another holds the match open
    assert folder_bytes(run.data_dir) == before


@pytest.mark.parametrize("collecting", [True, False])
def test_reading_the_folder_gives_the_collector_back_as_it_was(
    tmp_path: Path, collecting: bool
) -> None:
    """The collector waits while the folder is read for the statistics, and only while it
    is, even when a folder cannot be read."""
    save(tmp_path / "data", "m1")
    (tmp_path / "data" / "broken.json").write_bytes(b"{")
    (tmp_path / "not-a-folder").write_text("")
    with collector(collecting):
        matches, skipped, _ = read_folders(Store(tmp_path / "data"), True, keep=False)
        assert ([match.id for match in matches], [file.id for file in skipped]) == (
            ["m1"],
            ["broken"],
        )
        assert gc.isenabled() is collecting
        with pytest.raises(CliError, match="cannot read the folder"):
            read_folders(Store(tmp_path / "not-a-folder"), True, keep=False)
        assert gc.isenabled() is collecting
