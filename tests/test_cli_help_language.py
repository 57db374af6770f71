"""The help pages of the command line (``--help``, ``help COMMAND``) are in the user's language,
chosen as refusals choose it (the last ``--lang``, before or after the command, else the
locale); the English ones are what they were (tests/help_pages_en.txt).  In-process (fast)."""

from __future__ import annotations

import argparse
import re
import string
import sys
from pathlib import Path

import pytest

from coinche_score import cli
from coinche_score.cli.parser import HELP_VALUES
from coinche_score.i18n import help_en, help_fr

#: Every help page in English at 80 columns, as the command line printed it before its help
#: could be French (then with --lang on every command's page): "=== coinche-score ARGS" then
#: the page.
GOLDEN = Path(__file__).with_name("help_pages_en.txt")
#: argparse's own words in its English help, none of which a French page may hold.
ARGPARSE_ENGLISH = (
    "usage:",
    "positional arguments",
    "options:",
    "show this help message and exit",
    "show program's version number and exit",
)
#: English words no French help says (the commands, options and JSON keys hold none).
ENGLISH_WORDS = re.compile(
    r"\b(the|and|of|with|from|default|matches|deals|seats?|without|exit|print|prints)\b"
)


def commands() -> list[list[str]]:
    """Every command's words ([] the program itself, ["rules", "show"]), nested ones too."""
    found: list[list[str]] = []

    def walk(words: list[str], parser: argparse.ArgumentParser) -> None:
        found.append(words)
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    walk([*words, name], sub)

    walk([], cli.build_parser())
    return found


COMMANDS = commands()


@pytest.fixture(autouse=True)
def english_locale_at_80_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setenv("COLUMNS", "80")


def page(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """What ``coinche-score ARGS`` prints, a help page, exiting 0."""
    with pytest.raises(SystemExit) as exited:
        cli.main(list(args))
    assert exited.value.code == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def command_page(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """What the command ``help`` prints, exiting 0."""
    assert cli.main(list(args)) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


# ------------------------------------------------------------------------------ catalogues


def test_both_catalogues_have_every_key_with_the_same_placeholders() -> None:
    assert sorted(help_en.HELP.keys() ^ help_fr.HELP.keys()) == []
    for key, english in help_en.HELP.items():
        assert placeholders(english) == placeholders(help_fr.HELP[key]), key
        assert placeholders(english) <= HELP_VALUES.keys(), key


@pytest.mark.parametrize("words", [help_en.HELP, help_fr.HELP], ids=["en", "fr"])
def test_no_help_text_holds_what_argparse_would_read_as_a_format(words: dict[str, str]) -> None:
    """argparse fills an option's help with ``%``: "57 %" would end in a traceback."""
    assert [key for key, text in words.items() if "%" in text] == []


@pytest.mark.parametrize("words", COMMANDS, ids=" ".join)
def test_every_text_of_the_parser_is_a_key_of_the_catalogues(words: list[str]) -> None:
    """Not one text is left in English in the parser, where French would never reach it."""
    parser = cli.build_parser()
    for word in words:
        commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        parser = commands.choices[word]
    texts = [parser.description, parser.epilog]
    texts += [action.help for action in parser._actions if action.dest != "help"]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            texts += [choice.help for choice in action._get_subactions()]
    assert [text for text in texts if text is not None and text not in help_en.HELP] == []
    names = {action.metavar for action in parser._actions if isinstance(action.metavar, str)}
    # A letter (N, A, B) is the same in every language.
    assert [name for name in names if len(name) > 1 and f"metavar.{name}" not in help_en.HELP] == []


# ----------------------------------------------------------------------------------- pages


def test_every_english_page_is_what_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    printed = "".join(
        f"=== coinche-score {' '.join([*words, '--help'])}\n" + page(capsys, *words, "--help")
        for words in COMMANDS
    )
    kept = GOLDEN.read_text(encoding="utf-8")
    if sys.version_info < (3, 13):
        assert printed == kept
    else:  # word for word: 3.13's argparse breaks usage lines elsewhere
        assert printed.split() == kept.split()
    # --lang en and an English locale print them alike.
    assert page(capsys, "--lang", "en", "rules", "show", "--help") == page(
        capsys, "rules", "show", "--help"
    )


@pytest.mark.parametrize("words", COMMANDS, ids=" ".join)
def test_every_french_page_holds_no_english(
    capsys: pytest.CaptureFixture[str], words: list[str]
) -> None:
    french = page(capsys, "--lang", "fr", *words, "--help")
    assert french.startswith("usage : coinche-score")
    assert [said for said in ARGPARSE_ENGLISH if said in french] == []
    assert "\noptions :\n" in french
    assert "-h, --help" in french and "affiche cette aide et quitte" in french
    # The JSON keys ("deals") and the options (--with-deals) stay as typed.
    prose = re.sub(r'"[^"]*"|--[\w-]+', "", french)
    assert ENGLISH_WORDS.findall(prose) == []
    assert re.findall(r"\b(?:help|metavar|argparse)\.\w+", french) == []  # no key left unsaid


#: The lines of score's example, as typed whatever the terminal's width.
EXAMPLE_LINES = {
    line
    for line in help_fr.HELP["score.epilog"].format(**HELP_VALUES).splitlines()
    if line.startswith("  ")
}


@pytest.mark.parametrize("columns", [60, 80, 120])
@pytest.mark.parametrize("words", COMMANDS, ids=" ".join)
def test_a_french_page_is_wrapped_and_no_line_starts_with_a_mark_set_apart(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    words: list[str],
    columns: int,
) -> None:
    """French sets " :" apart: argparse's wrapping of an option's help began a line with it."""
    monkeypatch.setenv("COLUMNS", str(columns))
    for line in page(capsys, "--lang", "fr", *words, "--help").splitlines():
        assert len(line) <= columns or line in EXAMPLE_LINES, line
        assert line.lstrip()[:1] not in set(":;?!»"), line


def test_the_score_example_stays_as_typed_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    english = page(capsys, "score", "--help")
    french = page(capsys, "--lang", "fr", "score", "--help")
    example = re.compile(r"  coinche-score score <<'EOF'\n.*?\n  EOF\n", re.S)
    found = example.search(french)
    assert found is not None and found.group(0) in english


def test_the_help_command_speaks_french_and_says_its_pages_are_english(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert command_page(capsys, "--lang", "fr", "help") == page(capsys, "--lang", "fr", "--help")
    assert command_page(capsys, "--lang", "fr", "help", "stats") == page(
        capsys, "--lang", "fr", "stats", "--help"
    )
    said = " ".join(page(capsys, "--lang", "fr", "help", "--help").split())
    assert "formats, scoring, statistics (ces trois pages en anglais)" in said
    assert "usage : coinche-score help [-h] [--data-dir DOSSIER] [--lang {en,fr}] [SUJET]" in said


def test_the_documentation_pages_stay_english(capsys: pytest.CaptureFixture[str]) -> None:
    for topic in ("formats", "scoring", "statistics"):
        english = command_page(capsys, "help", topic)
        assert english.startswith("# coinche-score")
        assert command_page(capsys, "--lang", "fr", "help", topic) == english


# ---------------------------------------------------------------- how the language is chosen


@pytest.mark.parametrize(
    "args",
    [
        ["--lang", "fr", "show", "--help"],
        ["show", "--help", "--lang", "fr"],  # after the command, after --help even
        ["show", "--lang=fr", "--help"],
        ["--lang", "en", "show", "--help", "--lang", "fr"],  # the last one wins
    ],
)
def test_lang_anywhere_on_the_line_chooses_french(
    capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    said = page(capsys, *args)
    assert said.startswith("usage : coinche-score show [-h] [--data-dir DOSSIER]")
    assert "PARTIE" in said


def test_the_locale_chooses_and_lang_wins_over_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert page(capsys, "rules", "--help").startswith("usage : coinche-score rules")
    assert command_page(capsys, "help").startswith("usage : coinche-score [-h]")
    english = page(capsys, "--lang", "en", "rules", "--help")
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert english == page(capsys, "rules", "--help")
    assert english.startswith("usage: coinche-score rules")


def test_the_version_is_the_same_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    assert page(capsys, "--lang", "fr", "--version") == page(capsys, "--version")
