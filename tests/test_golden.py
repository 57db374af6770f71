"""Every golden case (tests/golden_cases.json, copied from shared/golden/cases.json) through the
pure API, the match and deal layers, and the installed ``coinche-score score`` command.

golden/README.md: deals[i].scores, made, totals, finished, winner and pending_litige must match
exactly; an error case exits 2 with a message naming the deal on stderr and nothing on stdout.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from coinche_score.match import compute
from coinche_score.rules import preset
from coinche_score.scorefile import score_document
from coinche_score.scoring import InvalidDealError, parse_deal, score_deal

CASES: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "golden_cases.json").read_text(encoding="utf-8")
)
SCORED = [case for case in CASES if "error" not in case["expected"]]
REFUSED = [case for case in CASES if "error" in case["expected"]]
CONSOLE_SCRIPT = Path(sys.executable).parent / "coinche-score"
CLI_TIMEOUT = 60


def by_name(cases: list[dict[str, Any]]) -> pytest.MarkDecorator:
    return pytest.mark.parametrize("case", cases, ids=[case["name"] for case in cases])


def compared(output: dict[str, Any]) -> dict[str, Any]:
    """Only the fields golden/README.md says must match."""
    return {
        "deals": [{"scores": deal["scores"], "made": deal["made"]} for deal in output["deals"]],
        "totals": output["totals"],
        "finished": output["finished"],
        "winner": output["winner"],
        "pending_litige": output["pending_litige"],
    }


def test_cases_are_loaded_and_named_uniquely() -> None:
    names = [case["name"] for case in CASES]
    assert len(names) == 131
    assert len(set(names)) == len(names)
    assert REFUSED, "the golden file has error cases"


@by_name(SCORED)
def test_score_document(case: dict[str, Any]) -> None:
    assert compared(score_document(case["input"])) == case["expected"]


@by_name(REFUSED)
def test_score_document_refuses(case: dict[str, Any]) -> None:
    with pytest.raises(InvalidDealError) as raised:
        score_document(case["input"])
    assert str(raised.value).startswith(case["expected"]["error"] + ":")


@by_name(SCORED)
def test_match_and_deal_layers(case: dict[str, Any]) -> None:
    """The same case without scorefile: parse_deal + compute, and score_deal deal by deal."""
    document, expected = case["input"], case["expected"]
    rules = preset(document["rules"])
    target = document.get("target") or rules.default_target
    deals = [parse_deal(raw, rules) for raw in document["deals"]]
    state = compute(rules, target, deals)

    assert [
        {"scores": dict(s.score.scores), "made": s.score.made} for s in state.scored
    ] == expected["deals"]
    assert state.totals == expected["totals"]
    assert state.finished == expected["finished"]
    assert state.winner == expected["winner"]
    assert state.pending_litige == expected["pending_litige"]
    assert state.unscored == len(deals) - len(expected["deals"])

    pending = 0
    for scored in state.scored:
        alone = score_deal(scored.deal, rules, pending)
        assert alone == scored.score
        pending = scored.pending_litige


def run_cli(command: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command, input=stdin, capture_output=True, text=True, timeout=CLI_TIMEOUT, check=False
    )


def check_cli_result(case: dict[str, Any], result: subprocess.CompletedProcess[str]) -> None:
    expected = case["expected"]
    if "error" in expected:
        assert result.returncode == 2, result.stderr
        assert result.stdout == ""
        assert result.stderr.endswith("\n")
        assert result.stderr.count("\n") == 1, result.stderr
        assert expected["error"] + ":" in result.stderr
        assert "Traceback" not in result.stderr
    else:
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
        assert compared(json.loads(result.stdout)) == expected


@pytest.fixture(scope="module")
def command_runs(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, subprocess.CompletedProcess[str]]:
    """The installed command on every selected case, a few processes at a time: one process
    per case costs about a third of a second, mostly imports.  They are all started from this
    thread, with their output in files: starting processes from several threads at once has
    failed here with EFAULT."""
    selected: list[Any] = [
        item.callspec.params["case"]
        for item in request.session.items
        if isinstance(item, pytest.Function) and item.originalname == "test_installed_command"
    ]
    folder = tmp_path_factory.mktemp("golden")
    waiting = list(selected)
    running: list[tuple[str, list[str], subprocess.Popen[str], Path]] = []
    runs: dict[str, subprocess.CompletedProcess[str]] = {}
    while waiting or running:
        while waiting and len(running) < 2 * (os.cpu_count() or 2):
            case = waiting.pop(0)
            document = folder / f"{case['name']}.json"
            document.write_text(json.dumps(case["input"]), encoding="utf-8")
            command = [str(CONSOLE_SCRIPT), "score", str(document)]
            output = folder / case["name"]
            with open(f"{output}.out", "w") as out, open(f"{output}.err", "w") as err:
                process = subprocess.Popen(command, stdout=out, stderr=err, text=True)
            running.append((case["name"], command, process, output))
        name, command, process, output = running.pop(0)
        process.wait(timeout=CLI_TIMEOUT)
        runs[name] = subprocess.CompletedProcess(
            command,
            process.returncode,
            Path(f"{output}.out").read_text(encoding="utf-8"),
            Path(f"{output}.err").read_text(encoding="utf-8"),
        )
    return runs


@by_name(CASES)
def test_installed_command(
    case: dict[str, Any], command_runs: dict[str, subprocess.CompletedProcess[str]]
) -> None:
    check_cli_result(case, command_runs[case["name"]])


# python -m and standard input: one case of each kind is enough to show the wiring.
MODULE_CASE_NAMES = {
    "match-ffb-litige-then-awarded",
    "match-stops-at-target",
    "random-match-classic-1",
    "x-invalid-capot-coinche-classic",
}
MODULE_CASES = [case for case in CASES if case["name"] in MODULE_CASE_NAMES]


@by_name(MODULE_CASES)
def test_python_m_from_stdin(case: dict[str, Any]) -> None:
    command = [sys.executable, "-m", "coinche_score", "score", "-"]
    check_cli_result(case, run_cli(command, stdin=json.dumps(case["input"])))


def test_installed_command_reads_stdin_when_file_is_absent() -> None:
    case = MODULE_CASES[0]
    check_cli_result(case, run_cli([str(CONSOLE_SCRIPT), "score"], stdin=json.dumps(case["input"])))
