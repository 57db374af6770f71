"""Every golden case through the pure API, the match and deal layers, and the command line.

The golden cases in tests/ (golden_cases.json: the four first presets; golden_v2_cases.json:
the rule variants) are the project's own test data: deals[i].scores, made, totals, finished,
winner and pending_litige must match exactly; an error case exits 2 with one line on stderr
that starts with the deal and field (or the rule), and nothing on stdout.
crosscheck_cases.json (see CROSSCHECK) goes through the API and the match and deal layers,
not the command line.

Every case runs through ``coinche_score.cli.main`` in this process; a sample (each preset,
each kind of refusal) also runs through the installed ``coinche-score`` command.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from coinche_score.cli import main
from coinche_score.match import compute
from coinche_score.rules import PRESETS
from coinche_score.score_document import InvalidDocumentError, rules_from_json, score_document
from coinche_score.scoring import InvalidDealError, parse_deal, score_deal

TESTS = Path(__file__).parent
V1_CASES: list[dict[str, Any]] = json.loads(
    (TESTS / "golden_cases.json").read_text(encoding="utf-8")
)
V2_CASES: list[dict[str, Any]] = json.loads(
    (TESTS / "golden_v2_cases.json").read_text(encoding="utf-8")
)
CASES = V1_CASES + V2_CASES
#: Documents of two scorers written apart from this one, from the specification alone, each
#: checked against the golden cases first; ours agreed with both on all of some two million
#: documents.  Kept here: their probes of refused rules and deals, and matches of each rare
#: ending (a litige left pending, a tie at the target, a leader barred, deals after the end).
CROSSCHECK: list[dict[str, Any]] = json.loads(
    (TESTS / "crosscheck_cases.json").read_text(encoding="utf-8")
)
SCORED = [case for case in CASES + CROSSCHECK if "error" not in case["expected"]]
REFUSED = [case for case in CASES + CROSSCHECK if "error" in case["expected"]]
CONSOLE_SCRIPT = Path(sys.executable).parent / "coinche-score"
CLI_TIMEOUT = 60


def by_name(cases: list[dict[str, Any]]) -> pytest.MarkDecorator:
    return pytest.mark.parametrize("case", cases, ids=[case["name"] for case in cases])


def compared(output: dict[str, Any]) -> dict[str, Any]:
    """Only the fields a golden case pins down (the others may change freely)."""
    return {
        "deals": [{"scores": deal["scores"], "made": deal["made"]} for deal in output["deals"]],
        "totals": output["totals"],
        "finished": output["finished"],
        "winner": output["winner"],
        "pending_litige": output["pending_litige"],
    }


def test_cases_are_loaded_and_named_uniquely() -> None:
    assert (len(V1_CASES), len(V2_CASES), len(CROSSCHECK)) == (131, 131, 395)
    names = [case["name"] for case in CASES + CROSSCHECK]
    assert len(set(names)) == len(names)
    assert REFUSED, "the golden files have error cases"


@by_name(SCORED)
def test_score_document(case: dict[str, Any]) -> None:
    assert compared(score_document(case["input"])) == case["expected"]


@by_name(REFUSED)
def test_score_document_refuses(case: dict[str, Any]) -> None:
    with pytest.raises((InvalidDealError, InvalidDocumentError)) as raised:
        score_document(case["input"])
    assert str(raised.value).startswith(case["expected"]["error"] + ":")


@by_name(SCORED)
def test_match_and_deal_layers(case: dict[str, Any]) -> None:
    """The same case without the score document: parse_deal + compute, then score_deal."""
    document, expected = case["input"], case["expected"]
    rules = rules_from_json(document["rules"])
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
        if (
            scored is state.scored[-1]
            and state.finished
            and rules.rounding_scope == "deal_except_last"
        ):
            alone = alone.counted_exactly()  # the deal that ends the match is not rounded
        assert alone == scored.score
        pending = scored.pending_litige


def run_cli(command: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command, input=stdin, capture_output=True, text=True, timeout=CLI_TIMEOUT, check=False
    )


def run_in_process(document: Path) -> subprocess.CompletedProcess[str]:
    """``coinche-score score DOCUMENT`` through ``cli.main`` in this process."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(["score", str(document)])
    return subprocess.CompletedProcess(
        ["score", str(document)], status, out.getvalue(), err.getvalue()
    )


def check_cli_result(case: dict[str, Any], result: subprocess.CompletedProcess[str]) -> None:
    expected = case["expected"]
    if "error" in expected:
        assert result.returncode == 2, result.stderr
        assert result.stdout == ""
        assert result.stderr.endswith("\n")
        assert result.stderr.count("\n") == 1, result.stderr
        # RULES.md 5.13: the line starts with `deal N: FIELD` or `rules: FIELD`.
        assert result.stderr.startswith(expected["error"] + ":"), result.stderr
        assert "Traceback" not in result.stderr
    else:
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
        assert compared(json.loads(result.stdout)) == expected


@by_name(CASES)
def test_command_line_in_process(case: dict[str, Any], tmp_path: Path) -> None:
    document = tmp_path / "deals.json"
    document.write_text(json.dumps(case["input"]), encoding="utf-8")
    check_cli_result(case, run_in_process(document))


def representative_sample() -> list[dict[str, Any]]:
    """A case of each preset, a rule object, each kind of refusal (deal, rules) and a match
    that rounds its last deal differently."""
    chosen: dict[str, dict[str, Any]] = {}
    for case in CASES:
        rules = case["input"]["rules"]
        if "error" in case["expected"]:
            error = case["expected"]["error"]
            kind = f"{error.split(' ')[0]} {':' in error}"  # deal N, deal N: FIELD, rules: FIELD
        elif isinstance(rules, str):
            kind = rules
        else:
            kind = "rule object"
        chosen.setdefault(kind, case)
    matches = [case for case in CASES if case["name"] == "v2-match-rounding_scope-total-five-deals"]
    return [*chosen.values(), *matches]


SAMPLE = representative_sample()


def test_the_sample_covers_every_preset() -> None:
    named = {case["input"]["rules"] for case in SAMPLE if isinstance(case["input"]["rules"], str)}
    assert named == set(PRESETS)


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


@by_name(SAMPLE)
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
