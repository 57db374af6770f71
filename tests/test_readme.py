"""The README says what is true: its first commands, and the presets' values in its table."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from coinche_score.rules import PRESETS, RuleSet

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
DESCRIPTIVE_FIELDS = {"name", "description", "source"}


def shown(value: Any) -> str:
    """A rule value as the README's table writes it."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, tuple):
        return ", ".join(str(item) for item in value)
    return str(getattr(value, "value", value))


def table_rows() -> dict[str, list[str]]:
    rows = {}
    for line in README.splitlines():
        found = re.match(r"^\| `(\w+)` \|", line)
        if found and found.group(1) in RuleSet.model_fields:
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            rows[found.group(1)] = cells[2:]
    return rows


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


def test_the_house_rules_table_names_every_field_and_preset() -> None:
    header = next(line for line in README.splitlines() if line.startswith("| field | meaning"))
    assert header.count("`") == 2 * len(PRESETS)
    for name in PRESETS:
        assert f"`{name}`" in header
    assert set(table_rows()) == set(RuleSet.model_fields) - DESCRIPTIVE_FIELDS


@pytest.mark.parametrize("field", sorted(set(RuleSet.model_fields) - DESCRIPTIVE_FIELDS))
def test_the_house_rules_table_gives_each_presets_value(field: str) -> None:
    assert table_rows()[field] == [shown(getattr(rules, field)) for rules in PRESETS.values()]
