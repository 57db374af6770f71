"""``stats --json`` on small saved folders, against the document that the statistics'
description (STATS.md) requires, as a clean-room reading of it worked it out: not
coinche_score's statistics; only the deals' scores come from the scorer.

Each folder of tests/stats_crosscheck/ is one case: ``data/`` the data folder (its archive,
trash, house rules and damaged files included), ``case.json`` what it tests (``about``), the
command's arguments, the clock's zone and the exit status, and ``expected.json`` the document.
Four cases were disagreements (an archived copy of a damaged file, a damaged archived copy,
one that holds another id, the rules of an archived duplicate), fixed since."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from stats_support import local_clock

from coinche_score import cli

CASES = Path(__file__).parent / "stats_crosscheck"


def case_names() -> list[str]:
    return [path.name for path in sorted(CASES.iterdir())]


def differences(got: Any, want: Any, where: str = "") -> list[str]:
    """Where ``got`` is not ``want``: numbers of the same type, floats to 1e-9."""
    if isinstance(want, dict) and isinstance(got, dict):
        if got.keys() != want.keys():
            return [f"{where}: keys {sorted(got)} instead of {sorted(want)}"]
        return [line for key in want for line in differences(got[key], want[key], f"{where}.{key}")]
    if isinstance(want, list) and isinstance(got, list):
        if len(got) != len(want):
            return [f"{where}: {len(got)} items instead of {len(want)}: {got}"]
        return [
            line
            for i, (item, wanted) in enumerate(zip(got, want, strict=True))
            for line in differences(item, wanted, f"{where}[{i}]")
        ]
    if type(got) is not type(want):
        return [f"{where}: {got!r} instead of {want!r}"]
    if isinstance(want, float) and abs(got - want) <= 1e-9 * max(1.0, abs(want)):
        return []
    return [] if got == want else [f"{where}: {got!r} instead of {want!r}"]


@pytest.mark.parametrize("name", case_names())
def test_stats_as_described(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    case = CASES / name
    facts = json.loads((case / "case.json").read_text())
    data = tmp_path / "data"
    shutil.copytree(case / "data", data, symlinks=True)
    with local_clock(facts["tz"]):
        status = cli.main(["--data-dir", str(data), "stats", "--json", *facts["args"]])
    out, err = capsys.readouterr()
    assert status == facts["status"], err
    if status != 0:
        assert out == "" and len(err.splitlines()) == 1, err
        return
    want = json.loads((case / "expected.json").read_text())
    found = differences(json.loads(out), want)
    assert not found, f"{facts['about']}:\n" + "\n".join(found[:30])
