"""The command line's own words: version, help, and how it refuses. In-process (fast)."""

from __future__ import annotations

import argparse
import io
import json
import re
import subprocess
import sys
from contextlib import redirect_stdout
from importlib import resources
from importlib.metadata import version
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from coinche_score import cli
from coinche_score.cli import json_output
from coinche_score.cli.console import JSON_ESCAPES, cut_quotes, write_out
from coinche_score.cli.json_output import print_json, print_json_listing
from coinche_score.cli.parser import HELP_VALUES
from coinche_score.i18n.help_en import HELP
from coinche_score.rules import PRESETS, Announce
from coinche_score.score_document import score_document
from coinche_score.scoring import Deal
from coinche_score.text import is_refused

NEW = ["new", "--rules", "classic", "--team-a", "Nous", "--team-b", "Eux"]
DOCUMENT = {"rules": "classic", "deals": [{"taker": "A", "contract": 80, "taker_points": 100}]}


class Run:
    """``coinche-score`` in this process: its exit status, standard output and error."""

    def __init__(
        self, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, data_dir: Path
    ) -> None:
        self.capsys = capsys
        self.monkeypatch = monkeypatch
        self.data_dir = data_dir

    def __call__(self, *args: str, stdin: io.StringIO | None = None) -> tuple[int, str, str]:
        self.monkeypatch.setattr(sys, "stdin", stdin or io.StringIO(""))
        status = cli.main(["--data-dir", str(self.data_dir), *args])
        out, err = self.capsys.readouterr()
        return status, out, err

    def refused(self, *args: str, stdin: io.StringIO | None = None) -> str:
        """The one line of a refusal."""
        status, out, err = self(*args, stdin=stdin)
        assert (status, out) == (2, ""), err
        assert len(err.splitlines()) == 1, err
        return err.rstrip("\n")


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Run:
    return Run(capsys, monkeypatch, tmp_path / "matches")


class Terminal(io.StringIO):
    """Standard input as a terminal, where someone may type."""

    def isatty(self) -> bool:
        return True


def sub_commands() -> dict[str, argparse.ArgumentParser]:
    """Every command by its words ("" the app, "rules show"), nested actions included."""
    found: dict[str, argparse.ArgumentParser] = {}

    def walk(words: str, parser: argparse.ArgumentParser) -> None:
        found[words] = parser
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    walk(f"{words} {name}".strip(), sub)

    walk("", cli.build_parser())
    return found


def help_text(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    with pytest.raises(SystemExit) as exited:
        cli.main([*args, "--help"])
    assert exited.value.code == 0
    return capsys.readouterr().out


# ------------------------------------------------------------------------ version and help


@pytest.mark.parametrize("option", ["--version", "-V"])
def test_the_version_comes_from_the_package_metadata(
    capsys: pytest.CaptureFixture[str], option: str
) -> None:
    with pytest.raises(SystemExit) as exited:
        cli.main([option])
    assert exited.value.code == 0
    assert capsys.readouterr().out == f"coinche-score {version('coinche-score')}\n"


@pytest.mark.parametrize("command", sorted(sub_commands()))
def test_every_option_and_argument_has_help(command: str) -> None:
    parser = sub_commands()[command]
    undocumented = [
        action.dest
        for action in parser._actions
        if not action.help or action.help == argparse.SUPPRESS
    ]
    assert undocumented == []
    assert parser.description


def test_rules_help_lists_every_preset(capsys: pytest.CaptureFixture[str]) -> None:
    rules_help = help_text(capsys, "new").split("--rules PRESET", 2)[-1]
    for name in PRESETS:
        assert name in " ".join(rules_help.split()), name
    assert "saved house rules (coinche-score rules list)" in " ".join(rules_help.split())


def score_help_example(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    found = re.search(r"<<'EOF'\n(.*?)\n\s*EOF\n", help_text(capsys, "score"), re.S)
    assert found is not None, "score --help has no example document"
    document: dict[str, Any] = json.loads(found.group(1))
    return document


def test_score_help_shows_a_complete_deal_that_scores_as_it_says(
    capsys: pytest.CaptureFixture[str], run: Run
) -> None:
    document = score_help_example(capsys)
    (deal,) = document["deals"]
    assert set(deal) == set(Deal.model_fields)  # every field of a deal, none left out
    status, out, _ = run("score", stdin=io.StringIO(json.dumps(document)))
    assert status == 0
    assert json.loads(out)["deals"][0]["scores"] == {"A": 20, "B": 360}  # as the help says


def test_help_formats_prints_the_page_shipped_in_the_package(run: Run) -> None:
    status, page, _ = run("help", "formats")
    assert status == 0
    assert page.startswith("# coinche-score: the JSON formats")
    for field in Deal.model_fields:
        assert f"`{field}`" in page, field
    for kind in Announce:
        assert f"`{kind.value}`" in page, kind
    for field in ("defence_all_tricks", "renonce", "schema_version", "pending_litige"):
        assert f"`{field}`" in page, field
    assert "RULES.md" not in page and "shared" not in page


def test_every_command_takes_the_data_folder_after_its_name(run: Run, tmp_path: Path) -> None:
    """As the README says: `help` refused it there ("unrecognized arguments")."""
    parser = cli.build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, command in commands.choices.items():
        options = {option for action in command._actions for option in action.option_strings}
        assert "--data-dir" in options, name
    assert cli.main(["help", "formats", "--data-dir", str(tmp_path)]) == 0


@pytest.mark.parametrize("topic", ["formats", "scoring", "statistics"])
def test_help_pages_point_nowhere_outside_the_package(run: Run, topic: str) -> None:
    status, page, _ = run("help", topic)
    assert status == 0 and page.startswith("# ")
    assert "RULES.md" not in page and "shared" not in page and "seeds/" not in page


def test_the_formats_page_example_document_scores(run: Run) -> None:
    _, page, _ = run("help", "formats")
    example = next(
        block
        for block in re.findall(r"```json\n(.*?)```", page, re.S)
        if block.startswith('{"rules"')
    )
    status, out, _ = run("score", stdin=io.StringIO(example))
    assert status == 0
    assert json.loads(out)["totals"] == {"A": 180, "B": 60}


@pytest.mark.parametrize(("language", "start"), [("en", "deal 3: "), ("fr", "donne 3 : ")])
def test_the_formats_page_example_refusal_is_the_whole_line_score_prints(
    run: Run, language: str, start: str
) -> None:
    """The page's example was the start of the line only."""
    _, page, _ = run("help", "formats")
    (example,) = re.findall(rf"`({start}[^`]*)`", " ".join(page.split()))
    deal = {"taker": "A", "contract": 80, "taker_points": 100}
    document = {"rules": "classic", "deals": [deal, deal, {**deal, "contract": 85}]}
    said = run.refused("--lang", language, "score", stdin=io.StringIO(json.dumps(document)))
    assert said == example


def test_the_top_level_help_lists_every_help_page(capsys: pytest.CaptureFixture[str]) -> None:
    """It named formats and scoring in a line of the help command, never 'help scoring'."""
    said = " ".join(help_text(capsys).split())
    for topic in ("formats", "scoring", "statistics"):
        assert f"coinche-score help {topic} (" in said


SCORE_EXAMPLE = HELP["score.epilog"].format(**HELP_VALUES)
EXAMPLE_LINES = {line for line in SCORE_EXAMPLE.splitlines() if line.startswith("  ")}


@pytest.mark.parametrize("width", [60, 72, 120])
@pytest.mark.parametrize(
    "command",
    [[], ["score"], ["stats"], ["import"], ["table"], ["rules"], ["rules", "show"], ["help"]],
)
def test_help_is_wrapped_to_the_terminal(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    command: list[str],
    width: int,
) -> None:
    """score's example was wrapped by hand at 93 columns, whatever the terminal."""
    monkeypatch.setenv("COLUMNS", str(width))
    out = help_text(capsys, *command)
    for line in out.splitlines():
        assert len(line) <= width or line in EXAMPLE_LINES, line
    if command == ["score"] and width == 120:  # the epilog too, not only argparse's texts
        (line,) = [line for line in out.splitlines() if line.startswith("The document is")]
        assert len(line) > 93


def test_help_of_a_command_is_its_own(run: Run) -> None:
    status, out, _ = run("help", "score")
    assert status == 0
    assert out.startswith("usage: coinche-score score")


# ------------------------------------------------------------------------ refusals and words


def test_every_command_takes_json_as_the_readme_says() -> None:
    without = {
        name
        for name, parser in sub_commands().items()
        if not any("--json" in action.option_strings for action in parser._actions)
    }
    # The app, --format, text pages, the actions that change or only group rule sets, and the
    # table's view, which serves a page.
    assert without == {"", "export", "help", "rules", "rules save", "rules delete", "table"}


def test_score_takes_json_like_the_other_commands(run: Run) -> None:
    plain = run("score", stdin=io.StringIO(json.dumps(DOCUMENT)))
    assert run("score", "--json", stdin=io.StringIO(json.dumps(DOCUMENT))) == plain
    assert plain[0] == 0


@pytest.mark.parametrize(
    ("target", "said"),
    [
        ("0", "--target: got 0; allowed: a whole number, at least 1"),
        ("2000000", "--target: got 2000000; allowed: a whole number, at most 1000000"),
        ("lots", "--target: got 'lots'; allowed: a whole number"),
        # int() takes digits of every script, and underscores: ASCII digits only.
        ("\u0661\u0660\u0660\u0660", "--target: got '١٠٠٠'; allowed: a whole number"),
        ("1_000", "--target: got '1_000'; allowed: a whole number"),
        ("9" * 5000, f"--target: got '{'9' * 77}…'; allowed: a whole number"),
        ("\uff11\uff10\uff10\uff10", "--target: got '１０００'; allowed: a whole number"),
    ],
)
def test_a_bad_target_is_one_plain_line(run: Run, target: str, said: str) -> None:
    assert run.refused(*NEW, "--target", target) == said
    assert not run.data_dir.exists()


def test_bad_team_names_name_the_options(run: Run) -> None:
    refusal = run.refused(*NEW[:-1], "Nous")
    assert refusal == "--team-a/--team-b: the two teams need different names"
    assert run.refused(*NEW, "--players", "Ann", " ", "Cat", "Dan").startswith("--players: ")


@pytest.mark.parametrize(
    ("options", "said"),
    [
        (("--team-a", " "), "--team-a: a team name cannot be empty"),
        (("--team-b", "N" * 41), "--team-b: got 41 characters; allowed: a team name of at most 40"),
        (("--team-b", f" {'N' * 50} "), "--team-b: got 50 characters; allowed: a team name of at"),
        (("--team-b", "a\tb"), "--team-b: a team name cannot be 'a\\tb': it holds U+0009"),
    ],
)
def test_one_bad_team_name_names_its_own_option(
    run: Run, options: tuple[str, str], said: str
) -> None:
    names = {"--team-a": "Nous", "--team-b": "Eux", options[0]: options[1]}
    given = [word for option in names.items() for word in option]
    assert run.refused("new", "--rules", "classic", *given).startswith(said)
    assert not run.data_dir.exists()


@pytest.mark.parametrize("number", ["\u0663", "1_0", "+\u0661"])
def test_a_deal_number_takes_ascii_digits_only(run: Run, number: str) -> None:
    match_id = run(*NEW)[1].strip()
    assert run.refused("delete", match_id, number) == (
        f"N: got {number!r}; allowed: a whole number"
    )
    assert (
        run.refused("stats", "--min", number) == f"--min: got {number!r}; allowed: a whole number"
    )


@pytest.mark.parametrize(
    ("arguments", "english", "french"),
    [
        (
            ("stats", "--since", "2025-02-30"),
            "--since: got '2025-02-30'; allowed: a date as YYYY-MM-DD",
            "--since : reçu '2025-02-30' ; possible : une date AAAA-MM-JJ",
        ),
        (
            ("stats", "--min", "0"),
            "--min: got 0; allowed: a whole number, at least 1",
            "--min : reçu 0 ; possible : un nombre entier, au moins 1",
        ),
        (
            ("stats", "--format", "pdf"),
            "--format: got 'pdf'; allowed: text, md, csv, json",
            "--format : reçu 'pdf' ; possible : text, md, csv, json",
        ),
        (
            ("stats", "--until"),
            "--until: got nothing; allowed: one value after it",
            "--until : rien reçu ; possible : une valeur après l'option",
        ),
        (
            ("new", "--rules", "classic"),
            "new: the following arguments are required: --team-a, --team-b",
            "new : il manque --team-a, --team-b",
        ),
        (
            ("stats", "--bogus"),
            "--bogus: unknown here; allowed: what 'coinche-score stats --help' lists",
            "--bogus : inconnu ici ; possible : ce qu'affiche 'coinche-score stats --help'",
        ),
        # argparse said "unrecognized arguments: --json" and named no command.
        (
            ("rules", "save", "--json", "x", "{}"),
            "--json: unknown here; allowed: what 'coinche-score rules save --help' lists",
            "--json : inconnu ici ; possible : ce qu'affiche 'coinche-score rules save --help'",
        ),
        (
            ("list", "extra", "more"),
            "extra: unknown here; allowed: what 'coinche-score list --help' lists",
            "extra : inconnu ici ; possible : ce qu'affiche 'coinche-score list --help'",
        ),
        (
            ("--bogus",),
            "--bogus: unknown here; allowed: what 'coinche-score --help' lists",
            "--bogus : inconnu ici ; possible : ce qu'affiche 'coinche-score --help'",
        ),
        # Given before the command: the program's own help lists what it takes.
        (
            ("--bogus", "list"),
            "--bogus: unknown here; allowed: what 'coinche-score --help' lists",
            "--bogus : inconnu ici ; possible : ce qu'affiche 'coinche-score --help'",
        ),
        # After "--", what follows is refused, not "--".
        (
            ("list", "--", "--json"),
            "--json: unknown here; allowed: what 'coinche-score list --help' lists",
            "--json : inconnu ici ; possible : ce qu'affiche 'coinche-score list --help'",
        ),
        # The names of values as the help names them (PARTIE), not argparse's (MATCH).
        (
            ("add",),
            "add: the following arguments are required: MATCH, DEAL_JSON",
            "add : il manque PARTIE, DONNE_JSON",
        ),
        (
            ("table", "--port", "70000"),
            "--port: got 70000; allowed: 0 (any free port) to 65535",
            "--port : reçu 70000 ; possible : 0 (un port libre) à 65535",
        ),
        (
            ("table", "--lan", "--host", "127.0.0.1"),
            "--host: not allowed with --lan",
            "--host : impossible avec --lan",
        ),
        (
            ("new", "--rules", "classic", "--team-a", "A", "--team-b", "B", "--players", "a"),
            "--players: got fewer than 4 values; allowed: 4 values after it",
            "--players : reçu moins de 4 valeurs ; possible : 4 valeurs après l'option",
        ),
        (
            ("stats", "--json=1"),
            "--json: got '1'; allowed: the option alone, without a value",
            "--json : reçu '1' ; possible : l'option seule, sans valeur",
        ),
        (
            ("new", "--rules", "classic", "--t", "A"),
            "--t: could be --team-a, --team-b, --target; allowed: one of them, written out",
            "--t : peut être --team-a, --team-b, --target ; possible : l'une d'elles, en entier",
        ),
    ],
)
def test_what_the_argument_parser_refuses_is_said_in_the_users_language(
    run: Run, arguments: tuple[str, ...], english: str, french: str
) -> None:
    """--lang is read before the command: a command refused while it is read is said in it
    too (argparse's own words were English whatever --lang said)."""
    assert run.refused("--lang", "en", *arguments) == english
    assert run.refused("--lang", "fr", *arguments) == french
    assert run.refused("--lang=fr", *arguments) == french
    # The last --lang, as for what the command prints (the first was read before it): an
    # alias may give one, and the command another.
    assert run.refused("--lang", "fr", "--lang", "en", *arguments) == english
    assert not run.data_dir.exists()


def test_lang_after_the_command_is_taken_as_before_it(run: Run) -> None:
    """`list --lang fr` was refused, in French, as an unknown argument; the last --lang wins
    wherever each is (an alias may give one, the command another)."""
    run(*NEW_AB)
    assert "en cours" in run("list", "--lang", "fr")[1]
    assert "in progress" in run("--lang", "fr", "list", "--lang", "en")[1]
    assert "en cours" in run("--lang", "en", "list", "--lang", "fr")[1]
    assert run.refused("list", "--lang", "de").startswith("--lang: got 'de'")
    # A start of its name, as argparse takes it, for the refusals too.
    assert run.refused("list", "--la", "fr", "--bogus").startswith("--bogus : inconnu ici")
    assert run.refused("list", "--lan=fr", "--bogus").startswith("--bogus : inconnu ici")


def test_rules_of_a_new_match_named_as_a_preset_they_are_not_are_refused(run: Run) -> None:
    """Accepted, the match was listed as classic and counted with classic's in stats --rules,
    scored as ffb; rules saved as house rules refuse such a name already."""
    renamed = '{"preset": "ffb", "name": "classic", "rounding": "none"}'
    assert run.refused("new", "--rules", renamed, "--team-a", "A", "--team-b", "B") == (
        "--rules: named 'classic' as a preset, which these rules are not; allowed: another "
        "name, or none"
    )
    assert not run.data_dir.exists()
    itself = '{"preset": "ffb", "name": "ffb"}'  # the very preset: as good as "ffb"
    status, out, _ = run("new", "--rules", itself, "--team-a", "A", "--team-b", "B")
    assert status == 0 and out.strip()


def test_two_players_or_teams_of_one_name_are_refused_in_the_users_language(run: Run) -> None:
    """``new --players a a b b`` was accepted: the statistics cannot tell such players apart."""
    assert run.refused(*NEW, "--players", "Ann", "Bob", "ann ", "Dan") == (
        "--players: seats 1 and 3 hold one name, 'Ann' and 'ann' (case and spaces aside); "
        "allowed: four different names"
    )
    assert run.refused("--lang", "fr", *NEW[:-1], "NOUS") == (
        "--team-a/--team-b : 'Nous' et 'NOUS' sont le même nom (casse et espaces mis à part) ; "
        "possible : deux noms d'équipe différents"
    )
    assert not run.data_dir.exists()


def test_an_empty_file_says_it_is_empty(run: Run, tmp_path: Path) -> None:
    empty = tmp_path / "deals.json"
    empty.write_text("\n", encoding="utf-8")
    assert run.refused("score", str(empty)) == (
        f"{empty} is empty; expected a document of deals as JSON"
    )
    assert run.refused("score") == "standard input is empty; expected a document of deals as JSON"


def test_an_empty_deal_says_it_is_empty(run: Run) -> None:
    match_id = run(*NEW)[1].strip()
    assert run.refused("add", match_id, " ") == "the deal is empty; expected a deal as JSON"
    assert run.refused("add", match_id, "-") == ("standard input is empty; expected a deal as JSON")


def test_score_at_a_terminal_says_what_it_waits_for(run: Run) -> None:
    status, out, err = run("score", stdin=Terminal(json.dumps(DOCUMENT)))
    assert status == 0
    assert json.loads(out)["totals"] == {"A": 180, "B": 60}
    assert err.startswith("coinche-score: reading a document of deals as JSON from standard input")
    assert "Ctrl-D" in err
    _, _, err = run("score", stdin=io.StringIO(json.dumps(DOCUMENT)))
    assert err == ""  # a pipe or a file: nothing to say
    run(*NEW)
    _, _, err = run("--lang", "fr", "add", "last", "-", stdin=Terminal('{"taker": null}'))
    assert err.startswith(
        "coinche-score : attend une donne en JSON sur l'entrée standard ; terminez par Ctrl-D"
    )


def test_deal_counts_are_plural_only_when_they_should_be(run: Run) -> None:
    match_id = run(*NEW)[1].strip()
    assert run.refused("edit", match_id, "1", "{}") == (
        "no deal 1: the match has 0 deals (deal numbers: none yet)"
    )
    run("add", match_id, '{"taker": null}')
    assert run.refused("edit", match_id, "2", "{}") == (
        "no deal 2: the match has 1 deal (deal numbers: 1..1)"
    )


def test_the_end_of_the_match_is_said_once(run: Run) -> None:
    match_id = run(*NEW, "--target", "100")[1].strip()
    status, out, _ = run("add", match_id, '{"taker": "A", "contract": 80, "taker_points": 100}')
    assert status == 0
    assert out.count("match over") == 1
    assert "match over: Nous win 180 to 60" in out


def before_the_why(markdown: str) -> str:
    """A match's Markdown page up to its last section, why each deal scored what it did."""
    head, heading, _ = markdown.rpartition("\n## ")
    assert heading, "the page says nothing of why each deal scored what it did"
    return head


def test_the_markdown_of_a_match_won_gives_the_totals_and_the_result_a_paragraph_each(
    run: Run,
) -> None:
    # On two lines next to each other they were one paragraph, run together; and French said
    # "Résultat : gagnée par…" of nothing (found by an audit of the why).
    match_id = run(*NEW, "--target", "100")[1].strip()
    run("add", match_id, '{"taker": "A", "contract": 80, "taker_points": 100}')
    english = before_the_why(run("export", match_id, "--format", "md")[1])
    assert english.endswith("\n**Totals**: Nous 180, Eux 60\n\n**Winner**: Nous win 180 to 60\n")
    french = before_the_why(run("--lang", "fr", "export", match_id, "--format", "md")[1])
    assert french.endswith("\n\n**Résultat** : partie gagnée par Nous 180 à 60\n")


def test_a_match_won_on_a_tie_says_how_the_tie_was_broken(run: Run) -> None:
    # "Eux win 240 to 240", and no more, in show and in the Markdown (found by an audit of
    # the why).
    match_id = run(*NEW, "--target", "200")[1].strip()
    run("add", match_id, '{"taker": "A", "contract": 80, "taker_points": 82}')
    run("add", match_id, '{"taker": "B", "contract": 80, "taker_points": 82}')
    won = "Eux win 240 to 240 (tied: the last deal's winner takes it)"
    assert won in run("show", match_id)[1]
    markdown = run("export", match_id, "--format", "md")[1]
    assert won.replace("(", "\\(").replace(")", "\\)") in markdown  # escaped, as names are


def test_the_markdown_of_a_match_tied_past_the_target_says_to_play_on(run: Run) -> None:
    # Totals of 240 each past a target of 200, and no winner nor reason (found by an audit of
    # the why).
    new = ("new", "--rules", "ffb", "--team-a", "Nous", "--team-b", "Eux", "--target", "200")
    match_id = run(*new)[1].strip()
    run("add", match_id, '{"taker": "A", "contract": 80, "taker_points": 82}')
    run("add", match_id, '{"taker": "B", "contract": 80, "taker_points": 82}')
    markdown = before_the_why(run("export", match_id, "--format", "md")[1])
    assert markdown.endswith(
        "\n**Totals**: Nous 240, Eux 240\n\n"
        "the totals are tied past the target: play another deal\n"
    )


def test_show_why_and_the_markdown_say_why_each_deal_scored_what_it_did(run: Run) -> None:
    # The score sheet said it under its table, show and the page shared nothing.
    match_id = run(*NEW)[1].strip()
    run("add", match_id, '{"taker": "A", "contract": 100, "trump": "hearts", "taker_points": 90}')
    run("add", match_id, '{"taker": null}')
    why = [
        "Deal 1: Failed: 90 for 100. Nous 0 · Eux 160 failed + 100 bid = 260",
        "Deal 2: passed",
    ]
    assert run("show", match_id, "--why")[1].endswith("\n\n" + "\n".join(why) + "\n")
    assert "Deal 1:" not in run("show", match_id)[1]
    markdown = run("export", match_id, "--format", "md")[1]
    assert markdown.endswith(
        "\n\n## Why each deal scored what it did\n\n" + "".join(f"- {line}\n" for line in why)
    )
    french = run("--lang", "fr", "show", match_id, "--why")[1]
    assert french.endswith(
        "\n\nDonne 1 : Dedans ! 90 pour 100. Nous 0 · Eux 160 chute + 100 contrat = 260\n"
        "Donne 2 : passe\n"
    )


def test_a_match_of_no_deal_says_no_why(run: Run) -> None:
    match_id = run(*NEW)[1].strip()
    assert run("show", match_id, "--why")[1] == run("show", match_id)[1]
    assert "##" not in run("export", match_id, "--format", "md")[1]


def test_a_total_at_the_target_short_counted_exactly_is_said_by_add_and_show(run: Run) -> None:
    new = ("new", "--rules", "cannes_2016", "--team-a", "Nous", "--team-b", "Eux")
    match_id = run(*new, "--target", "330")[1].strip()
    for points in (85, 86):
        deal = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": points}
        added = run("add", match_id, json.dumps(deal))[1]
    short = "counted exactly, Nous has 326: short of 330"
    assert added.endswith(f"\n{short}\n")
    assert run("show", match_id)[1].endswith(f"\n{short}\n")
    assert run("--lang", "fr", "show", match_id)[1].endswith(
        "\nau point près, Nous a 326 : pas encore 330\n"
    )


def test_a_correction_that_gives_the_match_to_the_other_team_says_who_had_won(run: Run) -> None:
    # It said "match over: Eux win 180 to 60" alone, as if the match had just ended.
    match_id = run(*NEW, "--target", "100")[1].strip()
    run("add", match_id, '{"taker": "A", "contract": 80, "taker_points": 100}')
    taken_by_b = '{"taker": "B", "contract": 80, "taker_points": 100}'
    status, out, _ = run("edit", match_id, "1", taken_by_b)
    assert status == 0
    assert "result changed: Nous win 180 to 60 → now Eux win 180 to 60" in out
    assert out.count("match over") == 1  # in the totals' line, not a second time
    taken_by_a = '{"taker": "A", "contract": 80, "taker_points": 100}'
    _, out, _ = run("--lang", "fr", "edit", match_id, "1", taken_by_a)
    assert "résultat changé : gagnée par Eux 180 à 60 → désormais gagnée par Nous 180 à 60" in out


# ------------------------------------------------------------------------ systems without flock

WITHOUT_FCNTL = """
import sys
sys.modules["fcntl"] = None  # as on Windows: import fcntl fails
from coinche_score import cli
sys.exit(cli.main(sys.argv[1:]))
"""


def test_without_flock_scores_still_work_and_saved_matches_are_refused_clearly(
    tmp_path: Path,
) -> None:
    def without_fcntl(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-c", WITHOUT_FCNTL, "--data-dir", str(tmp_path), *args]
        return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=60)

    scored = without_fcntl("score", stdin=json.dumps(DOCUMENT))
    assert scored.returncode == 0, scored.stderr
    assert json.loads(scored.stdout)["totals"] == {"A": 180, "B": 60}
    refused = without_fcntl(*NEW)
    assert refused.returncode == 1  # the system's refusal, not the command's
    assert refused.stdout == ""
    assert refused.stderr.startswith("cannot open match ")
    assert "flock" in refused.stderr and len(refused.stderr.splitlines()) == 1
    assert not list(tmp_path.glob("*.json"))


def test_the_help_texts_name_the_presets_and_house_rules_as_they_are() -> None:
    """The parser imports no rules (start-up): its copies of their names and limits hold."""
    from coinche_score.cli.parser import LEAST_MATCHES, PRESET_NAMES, RULES_NAME_LENGTH
    from coinche_score.stats import LEAST_MATCHES as STATS_LEAST_MATCHES
    from coinche_score.store.house_rules import MAX_NAME_LENGTH

    assert tuple(PRESETS) == PRESET_NAMES
    assert RULES_NAME_LENGTH == MAX_NAME_LENGTH
    assert LEAST_MATCHES == STATS_LEAST_MATCHES


def json_as_written_before(document: Any) -> str:
    """print_json's text as json.dumps writes it, each refused character escaped one by one."""
    text = json.dumps(document, ensure_ascii=False, indent=2)
    return "".join(
        json.dumps(char)[1:-1] if is_refused(char, line_breaks=True) else char for char in text
    )


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@given(JSON_VALUES)
def test_json_is_printed_as_json_dumps_would_with_refused_characters_escaped(
    document: Any,
) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        print_json(document)
    assert out.getvalue() == json_as_written_before(document) + "\n"


@given(
    st.dictionaries(st.text(), JSON_VALUES, max_size=3),
    st.lists(JSON_VALUES, max_size=4),
    st.dictionaries(st.text(), JSON_VALUES, max_size=3),
)
def test_a_listing_is_printed_as_the_whole_document_would_be(
    head: dict[str, Any], items: list[Any], tail: dict[str, Any]
) -> None:
    head.pop("deals", None)
    tail = {key: value for key, value in tail.items() if key != "deals" and key not in head}
    out = io.StringIO()
    with redirect_stdout(out):
        print_json_listing(head, "deals", iter(items), tail)
    assert out.getvalue() == json_as_written_before({**head, "deals": items, **tail}) + "\n"


def test_score_writes_its_deals_as_they_are_scored(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A document of many deals is not held whole as text before it is written (a 16 MiB
    document of tiny deals took 2.5 GB)."""
    writes: list[str] = []
    monkeypatch.setattr(json_output, "write_out", writes.append)
    monkeypatch.setattr(json_output, "WRITTEN_AT", 0)
    document = tmp_path / "deals.json"
    three = {**DOCUMENT, "deals": [DOCUMENT["deals"][0]] * 3}
    document.write_text(json.dumps(three))
    assert run("score", str(document))[0] == 0
    assert len(writes) == 4  # each deal as it is scored, then the totals
    assert json.loads("".join(writes)) == score_document(three)


def test_a_lone_surrogate_is_printed_escaped() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        print_json({"name": "x\ud800\u202e\x7f"})
    assert out.getvalue() == '{\n  "name": "x\\ud800\\u202e\\u007f"\n}\n'


LONG = "Z" * 100


@pytest.mark.parametrize(
    ("message", "said"),
    [
        (f"got {LONG!r}; allowed: 'a'", f"got '{'Z' * 77}…'; allowed: 'a'"),
        (f'got "{LONG}\\"" or \'b\'', f'got "{"Z" * 77}…"' + " or 'b'"),
        # Short values, and what lies between them, are kept whole.
        ("got 'x\\x1b': " + "y" * 90 + " of 'last'", None),
        ('got "it\'s": ' + "y" * 90 + " of 'last'", None),
        # An apostrophe, or a value cut already (no closing quote), opens no quote.
        ("the rule set's " + "y" * 90 + " of 'last'", None),
        (f"got '{LONG[:79]}…: " + "y" * 90 + " of 'last'", None),
    ],
)
def test_only_long_quoted_values_are_cut(message: str, said: str | None) -> None:
    """The closing quote of a value was taken for the opening of one that ran to the next
    quote, and the text between was cut."""
    assert cut_quotes(message) == (said or message)


@pytest.mark.parametrize("errors", ["strict", "surrogateescape"])
def test_a_name_the_outputs_encoding_lacks_is_written_as_its_escape(errors: str) -> None:
    """PYTHONIOENCODING=latin-1 and a team named ﷺ: `list` ended in a UnicodeEncodeError
    (found by an audit of hostile input); so did the C locale, whose surrogateescape fails as
    strict does (found by an audit of the command line)."""
    for encoding, written_as in (
        ("latin-1", b'{"name": "\\ufdfa \xe9 \\ud83c\\udca1"}\n'),
        ("ascii", b'{"name": "\\ufdfa \\u00e9 \\ud83c\\udca1"}\n'),
    ):
        written = io.BytesIO()
        stream = io.TextIOWrapper(written, encoding=encoding, errors=errors)
        write_out('{"name": "ﷺ é 🂡"}\n', stream)
        assert written.getvalue() == written_as
        # As JSON escapes: read back as the name (Python's own, "\\xe9", JSON cannot read).
        assert json.loads(written.getvalue().decode(encoding)) == {"name": "ﷺ é 🂡"}


@pytest.mark.parametrize(
    ("module", "command", "said"),
    [
        ("score", ["score", "-"], "coinche-score: stopped by Ctrl+C; nothing was changed"),
        ("importing", ["import", "-"], "a change it saved before stays: check with show"),
    ],
)
def test_ctrl_c_in_a_command_is_one_line_and_status_130(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    module: str,
    command: list[str],
    said: str,
) -> None:
    """Ctrl+C in a long import printed Python's traceback, 33 lines (found by a test of the
    command line)."""

    def interrupted(args: argparse.Namespace) -> int:
        raise KeyboardInterrupt

    handler = "cmd_import" if module == "importing" else "cmd_score"
    monkeypatch.setattr(f"coinche_score.cli.{module}.{handler}", interrupted)
    assert cli.main(["--data-dir", str(tmp_path), *command]) == 130
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and said in err


def narrow_output(monkeypatch: pytest.MonkeyPatch, encoding: str, errors: str) -> io.BytesIO:
    """Standard output as a terminal or a pipe in ``encoding`` gives it (PYTHONIOENCODING,
    the C locale): the bytes written to it."""
    written = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(written, encoding, errors))
    return written


@pytest.mark.parametrize("encoding", ["latin-1", "ascii"])
@pytest.mark.parametrize("topic", ["formats", "scoring", "statistics"])
def test_a_help_page_the_outputs_encoding_lacks_is_written_with_escapes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, encoding: str, topic: str
) -> None:
    """PYTHONIOENCODING=latin-1 help scoring ended in a UnicodeEncodeError (its minus sign),
    as help formats did under ascii: the page was written past write_out (found by an audit
    of the command line)."""
    written = narrow_output(monkeypatch, encoding, "strict")
    assert cli.main(["--data-dir", str(tmp_path), "help", topic]) == 0
    page = (resources.files("coinche_score") / "docs" / f"{topic}.md").read_text("utf-8")
    assert written.getvalue() == page.encode(encoding, JSON_ESCAPES)
    assert not page.isascii()  # the page does hold what ascii lacks


def test_argparse_help_the_outputs_encoding_lacks_is_written_with_escapes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """argparse's help and version were written past write_out too."""
    written = narrow_output(monkeypatch, "ascii", "strict")
    cli.build_parser()._print_message("Zoé ﷺ\n")
    assert written.getvalue() == b"Zo\\u00e9 \\ufdfa\n"


@pytest.mark.parametrize(
    ("errors", "written_as"),
    [
        ("replace", b"caf? ?\n"),
        ("ignore", b"caf \n"),
        ("xmlcharrefreplace", b"caf&#233; &#65018;\n"),
    ],
)
def test_an_error_handler_that_never_fails_is_kept(errors: str, written_as: bytes) -> None:
    """PYTHONIOENCODING=ascii:replace is asked for: its question marks stay."""
    written = io.BytesIO()
    stream = io.TextIOWrapper(written, encoding="ascii", errors=errors)
    write_out("café ﷺ\n", stream)
    assert written.getvalue() == written_as


@pytest.mark.parametrize(
    "command",
    [
        ["list"],
        ["show", "last"],
        ["show", "last", "--json"],
        ["export", "last", "--format", "md"],
        ["export", "last", "--format", "csv"],
        ["export", "last", "--format", "json"],
        ["stats"],
        ["stats", "--format", "md"],
        ["stats", "--format", "csv"],
        ["stats", "--json"],
        ["--lang", "fr", "rules", "show", "classic"],
        ["--lang", "fr", "rules", "list"],
    ],
)
def test_every_output_in_the_c_locale_writes_what_ascii_lacks_as_escapes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, command: list[str]
) -> None:
    """LC_ALL=C PYTHONUTF8=0 (ascii, surrogateescape) list ended in a UnicodeEncodeError at
    the first "é", and so did every command printing one; the CSVs were written past
    write_out, and failed under PYTHONIOENCODING=ascii too (found by an audit of the command
    line)."""
    folder = ["--data-dir", str(tmp_path)]
    assert cli.main([*folder, *NEW[:-1], "Les Bléus", "--players", "Zoé", "B", "C", "D"]) == 0
    assert cli.main([*folder, "add", "last", json.dumps(DOCUMENT["deals"][0])]) == 0
    written = narrow_output(monkeypatch, "ascii", "surrogateescape")
    assert cli.main([*folder, *command]) == 0
    out = written.getvalue().decode("ascii")
    assert "\\u00e9" in out or "\\u00e8" in out


def test_a_refusal_on_standard_error_escapes_as_standard_output_does(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Under ascii, a French refusal said re\\xe7u (Python's escapes: standard error's own
    handler is always backslashreplace), where standard output says \\u00e7 (found by an
    audit of the command line)."""
    written = io.BytesIO()
    monkeypatch.setattr(sys, "stderr", io.TextIOWrapper(written, "ascii", "backslashreplace"))
    status = cli.main(["--data-dir", str(tmp_path), "--lang", "fr", *NEW, "--target", "0"])
    assert status == 2
    assert written.getvalue() == (b"--target : re\\u00e7u 0 ; possible : un entier d'au moins 1\n")


NEW_AB = ["new", "--rules", "classic", "--team-a", "A", "--team-b", "B"]


@pytest.mark.parametrize(
    ("arguments", "option"),
    [
        ([*NEW_AB, "--target", "100", "--target", "200"], "--target"),
        ([*NEW_AB, "--team-a", "C"], "--team-a"),
        ([*NEW_AB, "--players", "a", "b", "c", "d", "--players", "e", "f", "g", "h"], "--players"),
        ([*NEW_AB, "--first-dealer", "1", "--first-dealer", "2"], "--first-dealer"),
        (["new", "--rules", "classic", "--rules", "ffb", "--team-a", "A", "--team-b", "B"],
         "--rules"),
        (["add", "last", '{"taker": null}', "--bidder", "1", "--bidder", "3"], "--bidder"),
        (["stats", "--rules", "classic", "--rules", "ffb"], "--rules"),
        (["stats", "--since", "2024-01-01", "--since", "2025-01-01"], "--since"),
        (["stats", "--format", "md", "--format", "csv"], "--format"),
        (["table", "--host", "127.0.0.1", "--host", "localhost"], "--host"),
        (["table", "--port", "0", "--port", "1"], "--port"),
        # Before the command (Run gives it there) and after it: twice too.
        (["list", "--data-dir", "elsewhere"], "--data-dir"),
        (["rules", "show", "classic", "--data-dir", "elsewhere"], "--data-dir"),
        (["rules", "--data-dir", "elsewhere", "show", "classic"], "--data-dir"),
    ],
)  # fmt: skip
def test_an_option_given_twice_is_refused_in_the_users_language(
    run: Run, monkeypatch: pytest.MonkeyPatch, arguments: list[str], option: str
) -> None:
    """argparse kept the last value silently (new --target 100 --target 200 started a match
    of 200), where a JSON key given twice is refused (found by an audit of the command
    line)."""
    monkeypatch.setattr("coinche_score.cli.table.cmd_table", lambda args: 0)  # never served
    run(*NEW_AB)  # a match to add to: nothing else is saved
    saved = sorted(run.data_dir.iterdir())
    assert run.refused("--lang", "en", *arguments) == f"{option}: given twice; allowed: once"
    french = run.refused("--lang", "fr", *arguments)
    assert french == f"{option} : donnée deux fois ; possible : une seule fois"
    assert sorted(run.data_dir.iterdir()) == saved
    assert json.loads(run("show", "last", "--json")[1])["deals"] == []


def test_an_option_meant_to_be_given_again_still_is(run: Run) -> None:
    """stats --player NAME, again for more: all of them played."""
    status, out, _ = run("stats", "--player", "Ann", "--player", "Bob", "--json")
    assert status == 0
    assert json.loads(out)["filters"]["players"] == ["Ann", "Bob"]
