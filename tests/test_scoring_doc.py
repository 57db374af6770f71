"""docs/scoring.md stays true: its worked examples score as it says, its check order and its
list of refused combinations are the code's, it ships with the package, and every citation of
a section of it in the code and the tests names a section it has."""

from __future__ import annotations

import importlib.resources
import json
import re
from pathlib import Path
from typing import Any

import pytest

from coinche_score.rules import RuleSet, rule_conflicts
from coinche_score.score_document import score_document

ROOT = Path(__file__).parent.parent
PAGE = (importlib.resources.files("coinche_score") / "docs" / "scoring.md").read_text(
    encoding="utf-8"
)
HEADING = re.compile(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", re.MULTILINE)
SECTIONS = set(HEADING.findall(PAGE))
EXAMPLE = re.compile(r"^### (6\.\d+) .*?^```json\n(.*?)^```\n\s*^Result: ([^\n]*)$", re.M | re.S)
PAIR = re.compile(r"^(-?\d+) / (-?\d+)$")
MADE = {"true": True, "false": False, "null": None}


def _pairs(text: str) -> list[dict[str, int]]:
    found = []
    for item in text.split(", "):
        match = PAIR.match(item)
        assert match, f"not 'A / B': {item!r}"
        found.append({"A": int(match[1]), "B": int(match[2])})
    return found


def _expected(result: str) -> dict[str, Any]:
    """'scores 0 / 80, 60 / 270; totals 60 / 350; made null, true; winner none' as data."""
    parts = dict(part.split(" ", 1) for part in result.rstrip(".").split("; "))
    assert set(parts) == {"scores", "totals", "made", "winner"}, result
    return {
        "scores": _pairs(parts["scores"]),
        "totals": _pairs(parts["totals"])[0],
        "made": [MADE[word] for word in parts["made"].split(", ")],
        "winner": None if parts["winner"] == "none" else parts["winner"],
    }


EXAMPLES = [(m[1], json.loads(m[2]), _expected(m[3])) for m in EXAMPLE.finditer(PAGE)]


def test_the_page_has_its_examples() -> None:
    worked = [number for number in SECTIONS if number.startswith("6.")]
    assert len(EXAMPLES) == len(worked) >= 8


@pytest.mark.parametrize(
    ("section", "document", "expected"), EXAMPLES, ids=[e[0] for e in EXAMPLES]
)
def test_worked_example_scores_as_the_page_says(
    section: str, document: dict[str, Any], expected: dict[str, Any]
) -> None:
    result = score_document(document)
    assert [deal["scores"] for deal in result["deals"]] == expected["scores"]
    assert [deal["made"] for deal in result["deals"]] == expected["made"]
    assert result["totals"] == expected["totals"]
    assert result["winner"] == expected["winner"]
    assert result["finished"] is (expected["winner"] is not None)


def test_field_check_order_is_the_rule_sets() -> None:
    listed = PAGE.split("field by field in this order:", 1)[1].split("\n3. ", 1)[0]
    assert re.findall(r"`(\w+)`", listed) == list(RuleSet.model_fields)


def test_refused_combinations_are_numbered_1_to_15() -> None:
    rows = re.findall(r"^\| (\d+) \| .* \| (.*) \|$", PAGE, re.MULTILINE)
    assert [int(number) for number, _ in rows] == list(range(1, 16))
    # Rule 6 as the page states it: a litige without must_beat_defence names defence_tie.
    broken = {**dict(RuleSet()), "defence_tie": "litige"}
    assert [error.field for error in rule_conflicts(broken)] == ["defence_tie"]
    assert rows[5][1] == "`defence_tie`"


def test_the_page_ships_with_the_package() -> None:
    """Read as the installed command reads it (the wheel's own check is .ci/smoke.py)."""
    shipped = importlib.resources.files("coinche_score") / "docs" / "scoring.md"
    assert shipped.read_text(encoding="utf-8") == PAGE


def test_every_citation_names_a_section_of_the_page() -> None:
    cited = re.compile(r"scoring\.md §(\d+(?:\.\d+)?)")
    sources = [*(ROOT / "coinche_score").rglob("*.py"), *(ROOT / "tests").rglob("*.py")]
    sources += [ROOT / "README.md", *(ROOT / "coinche_score" / "docs").glob("*.md")]
    missing = [
        f"{path.relative_to(ROOT)}: §{number}"
        for path in sources
        for number in cited.findall(path.read_text(encoding="utf-8"))
        if number not in SECTIONS
    ]
    assert not missing
    # The page's own cross-references (§3.4 and the like) too.
    assert set(re.findall(r"§(\d+(?:\.\d+)?)", PAGE)) <= SECTIONS


def test_nothing_points_outside_the_repository() -> None:
    for word in ("RULES.md", "golden/", "seeds/", "/work/"):
        assert word not in PAGE
