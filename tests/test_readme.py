"""The README says what is true: its first commands, and the presets' values in its table."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from coinche_score.rules import (
    DESCRIPTIVE_FIELDS,
    PRESETS,
    Announce,
    RuleSet,
    Trump,
    allowed_rule_values,
    rules_from_mapping,
)
from coinche_score.scoring import Deal
from coinche_score.scoring.deal import AFTER_TAKER

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def shown(value: Any) -> str:
    """A rule value as the README's table writes it."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, tuple):
        return ", ".join(str(item) for item in value)
    return str(getattr(value, "value", value))


def table_cells() -> dict[str, list[str]]:
    """Each rule's row of the House rules tables: meaning, values, then one cell a preset."""
    rows = {}
    house_rules = README[README.index("\n### House rules\n") : README.index("\n### What a deal")]
    for line in house_rules.splitlines():
        found = re.match(r"^\| `(\w+)` \|", line)
        if found and found.group(1) in RuleSet.model_fields:
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            rows[found.group(1)] = cells[1:]
    return rows


def table_rows() -> dict[str, list[str]]:
    return {field: cells[2:] for field, cells in table_cells().items()}


def test_the_first_two_commands_install_and_start_then_install_and_test() -> None:
    block = re.search(r"```sh\n(.*?)```", README, re.S)
    assert block is not None and README.index(block.group(0)) < README.index("\n## ")
    start, test = block.group(1).strip().splitlines()
    assert "pip install -e . &&" in start and start.endswith("&& .venv/bin/coinche-score")
    install = 'pip install -e ".[test]" -c tests/constraints.txt'
    assert install in test and test.endswith("&& .venv/bin/pytest -n auto")
    # CI installs the same way, the dev tools (ruff, mypy) added, and runs the same pytest.
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert 'pip install --quiet -e ".[test,dev]" -c tests/constraints.txt' in ci
    assert ".venv/bin/pytest -q -n " in ci


def shell_blocks() -> list[str]:
    return re.findall(r"```sh\n(.*?)```", README, re.S)


def test_the_environment_is_said_before_the_first_command_written_bare() -> None:
    """A newcomer who ran the first two commands has no coinche-score on PATH."""
    said = README.index("`.venv/bin/coinche-score`")
    assert said < README.index("`. .venv/bin/activate`") < README.index("\n## ")
    bare = re.compile(r"(?<![\w/.-])coinche-score ")
    assert said < min(README.index(block) for block in shell_blocks() if bare.search(block))


#: The shell blocks not run, by their first line.  Two install the package: the first also
#: starts the app and runs the whole suite (the test above reads it); .ci/smoke.py runs the
#: second's --version where the wheel is installed.  The third serves the table's view until
#: Ctrl+C: tests/server/test_table_command.py runs `table` and stops it.  The fourth installs
#: it on a phone (Termux's pkg), then as the first does.
NOT_RUN = (
    "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/coinche-score",
    "pipx install .            # or, inside a virtual environment: pip install .",
    "coinche-score table                  # the match changed last, followed to the next one",
    "pkg install python git rust",
)


def test_every_other_shell_block_runs_in_order_in_a_fresh_folder(tmp_path: Path) -> None:
    blocks = shell_blocks()
    assert set(NOT_RUN) <= {block.splitlines()[0] for block in blocks}
    env = {
        # Bytecode written once serves every command after (as for a user: some sandboxes
        # and CI images set this).
        **{name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"},
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        "COINCHE_SCORE_DATA": str(tmp_path / "data"),
    }
    ran = 0
    for block in blocks:
        if block.splitlines()[0] in NOT_RUN:
            continue
        result = subprocess.run(
            ["bash", "-e", "-u", "-o", "pipefail", "-c", block],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        # Every refusal says one line on standard error, even in the middle of an && list.
        assert (result.returncode, result.stderr) == (0, ""), block
        ran += 1
    assert ran == len(blocks) - len(NOT_RUN) >= 4  # scoring, matches, house rules, statistics


def test_the_pythons_said_tested_are_those_of_the_classifiers_and_this_one_is_one() -> None:
    classifiers = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "classifiers"
    ]
    listed = [
        found[1] for c in classifiers if (found := re.fullmatch(r".* :: Python :: (3\.\d+)", c))
    ]
    said = re.search(r"^- Python 3\.11 or later \(tested on (.+?)\)", README, re.M)
    assert said is not None
    assert said[1] == ", ".join(listed[:-1]) + " and " + listed[-1]
    assert "{}.{}".format(*sys.version_info) in listed  # the one running these tests


def test_the_house_rules_table_names_every_field_and_preset() -> None:
    header = next(line for line in README.splitlines() if line.startswith("| field | meaning"))
    assert header.count("`") == 2 * len(PRESETS)
    for name in PRESETS:
        assert f"`{name}`" in header
    assert set(table_rows()) == set(RuleSet.model_fields) - set(DESCRIPTIVE_FIELDS)


@pytest.mark.parametrize("field", sorted(set(RuleSet.model_fields) - set(DESCRIPTIVE_FIELDS)))
def test_the_house_rules_table_gives_each_presets_value(field: str) -> None:
    assert table_rows()[field] == [shown(getattr(rules, field)) for rules in PRESETS.values()]


@pytest.mark.parametrize("field", sorted(set(RuleSet.model_fields) - set(DESCRIPTIVE_FIELDS)))
def test_the_house_rules_table_says_what_each_rule_means_and_takes(field: str) -> None:
    meaning, values = table_cells()[field][:2]
    assert meaning == RuleSet.model_fields[field].description
    in_words = allowed_rule_values(field).replace('"', "").replace("null", "none")
    assert values == in_words.replace("true or false", "yes or no")


def section(title: str) -> str:
    start = README.index(f"\n### {title}\n")
    return README[start : README.index("\n##", start + 1)]


def test_the_deal_table_names_every_deal_field() -> None:
    fields = re.findall(r"^\| `(\w+)` \|", section("What a deal records"), re.M)
    # In the order a refusal of a thrown-in deal names them.
    assert fields[: len(Deal.model_fields)] == ["taker", *AFTER_TAKER]
    assert set(fields[: len(Deal.model_fields)]) == set(Deal.model_fields)


def test_the_announce_table_gives_each_kind_its_values() -> None:
    rows = re.findall(r"^\| `(\w+)` \| (\d+|`carre_neuf_value`.*?) \| (\d+) \|$", README, re.M)
    found = {kind: (suit, no_trump) for kind, suit, no_trump in rows if kind in set(Announce)}
    assert set(found) == set(Announce)
    ffb = PRESETS["ffb"]
    for kind, (suit, no_trump) in found.items():
        if kind != Announce.CARRE_NEUF:
            assert int(suit) == ffb.announce_value(Announce(kind), Trump.SPADES)
        assert int(no_trump) == ffb.announce_value(Announce(kind), Trump.NO_TRUMP)


def test_every_starting_point_for_people_coming_from_elsewhere_is_a_valid_rule_object() -> None:
    objects = re.findall(
        r"^- \*\*(.+?)\*\*: `(\{.*?\})`", section("Coming from another score keeper"), re.M
    )
    assert [name for name, _ in objects] == [
        "ScoreIt",
        "CARG",
        "Oliboy50/coinche",
        "contree-compagnon",
        "kydos",
        'slim0/contree, BGA "bid only"',
        "Wikipédia, contrée",
    ]
    for _, text in objects:
        rules_from_mapping(json.loads(text))


#: Where the README's links and images point: absolute, so that they work on PyPI too.
HOMEPAGE = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["urls"][
    "Homepage"
]
FILES = "https://raw.githubusercontent.com/" + HOMEPAGE.removeprefix("https://github.com/")


def link_targets() -> dict[str, str]:
    """The README's link and image references (``[name]: address``), by name."""
    return dict(re.findall(r"^\[([^\]]+)\]: (\S+)$", README, re.M))


def test_every_link_and_image_is_an_absolute_address_that_leads_somewhere() -> None:
    assert not re.findall(r"\]\((?!https://)[^)]*\)", README)  # no relative (target)
    used = set(re.findall(r"\]\[([^\]]+)\]", README))
    targets = link_targets()
    assert used == set(targets)
    headings = {
        re.sub(r"[^\w -]", "", heading.lower()).replace(" ", "-")
        for heading in re.findall(r"^#+ (.+)$", README, re.M)
    }
    for address in targets.values():
        if address.startswith(f"{HOMEPAGE}#"):
            assert address.removeprefix(f"{HOMEPAGE}#") in headings
        elif address.startswith(f"{HOMEPAGE}/blob/main/"):
            assert (ROOT / address.removeprefix(f"{HOMEPAGE}/blob/main/")).is_file()
        else:
            assert address.startswith(f"{FILES}/main/screenshots/"), address


def test_every_screenshot_shown_is_made_by_the_script() -> None:
    """The app's by make_screenshots.py, the table view's by make_table_screenshots.py."""
    shown_files = {
        address.removeprefix(f"{FILES}/main/")
        for address in link_targets().values()
        if address.startswith(f"{FILES}/main/screenshots/")
    }
    made = set()
    for script in ("make_screenshots.py", "make_table_screenshots.py"):
        text = (ROOT / "tests" / script).read_text(encoding="utf-8")
        found = re.findall(r'^    \("([a-z-]+)", ', text, re.M)
        made |= {f"screenshots/{name}.png" for name in found}
    assert shown_files and shown_files <= made
    assert all((ROOT / path).is_file() for path in shown_files)


def test_the_help_pages_are_in_the_language_the_readme_says(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The README said the help pages were in English only: they follow the language now, but
    the long pages of `help TOPIC`."""
    from coinche_score import cli

    said = " ".join(README.split())
    assert "the help pages (`--help`, `help`) are in English" not in said
    found = re.search(r"\(`coinche-score ([^`]*--help[^`]*)`: `(usage : [^`]*)`\)", said)
    assert found is not None, "the README shows no French help"
    monkeypatch.setenv("COLUMNS", "120")
    with pytest.raises(SystemExit):
        cli.main(found[1].split())
    assert capsys.readouterr().out.splitlines()[0] == found[2]
    pages = "`help formats`, `help scoring` and `help statistics` print are in English only"
    assert pages in said
    for topic in ("formats", "scoring", "statistics"):
        assert cli.main(["help", topic]) == 0
        english = capsys.readouterr().out
        assert cli.main(["--lang", "fr", "help", topic]) == 0
        assert capsys.readouterr().out == english
