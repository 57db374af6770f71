"""Helpers for the store tests: matches built from the golden cases, the installed
command, and a snapshot of a data folder's bytes to prove that a refusal changed nothing."""

from __future__ import annotations

import io
import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from coinche_score import cli
from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.scoring import Deal, parse_deal

TESTS = Path(__file__).parent
GOLDEN: dict[str, dict[str, Any]] = {
    case["name"]: case
    for case in json.loads((TESTS.parent / "golden_cases.json").read_text(encoding="utf-8"))
}
CONSOLE_SCRIPT = Path(sys.executable).parent / "coinche-score"
HELPER = TESTS / "match_child.py"
CLI_TIMEOUT = 60


def golden_match(name: str, **fields: Any) -> tuple[Match, dict[str, Any]]:
    """The match of golden case ``name`` (tests/golden_cases.json) and the results it expects."""
    case = GOLDEN[name]
    document = case["input"]
    rules = preset(document["rules"])
    deals = tuple(parse_deal(raw, rules) for raw in document["deals"])
    match = Match(
        rules=rules,
        target=document.get("target") or rules.default_target,
        deals=deals,
        **fields,
    )
    return match, case["expected"]


def raw_deals(name: str) -> list[dict[str, Any]]:
    deals: list[dict[str, Any]] = GOLDEN[name]["input"]["deals"]
    return deals


def empty_match(rules: str = "classic", target: int | None = None) -> Match:
    chosen = preset(rules)
    return Match(
        rules=chosen,
        target=target or chosen.default_target,
        team_names=("Nous", "Eux"),
    )


def deal(rules: str = "classic", **fields: Any) -> Deal:
    raw = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100, **fields}
    return parse_deal(raw, preset(rules))


def unchecked_deal(**fields: Any) -> Deal:
    """A deal of the right shape that no rules have checked (as the app might build one)."""
    raw = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100, **fields}
    return Deal.model_validate(raw)


def folder_bytes(folder: Path) -> dict[str, bytes]:
    """Every file in ``folder`` and its bytes (lock files hold a pid: left out)."""
    return {
        path.name: path.read_bytes()
        for path in sorted(folder.iterdir())
        if path.is_file() and not path.name.endswith(".lock")
    }


def run_cli(
    data_dir: Path, *args: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """The installed command, with the data folder given on its command line."""
    env = {**os.environ, "COINCHE_SCORE_DATA": str(data_dir / "not-this-one")}
    return subprocess.run(
        [str(CONSOLE_SCRIPT), *args, "--data-dir", str(data_dir)],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=CLI_TIMEOUT,
        env=env,
        check=False,
    )


def child(*args: str) -> subprocess.Popen[str]:
    """tests/store/match_child.py in its own process, talking over pipes; the leader of a
    process group of its own (with the writers it forks)."""
    return subprocess.Popen(
        [sys.executable, str(HELPER), *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )


def fail_folder_fsync(monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    """os.fsync fails on folders only: the new file is in place, its rename not yet durable."""
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(code, os.strerror(code))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)


class Cli:
    """``coinche-score --data-dir DATA ...`` in this process: status, output and errors."""

    def __init__(
        self, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, data_dir: Path
    ) -> None:
        self.capsys, self.monkeypatch, self.data_dir = capsys, monkeypatch, data_dir

    def __call__(self, *args: str, stdin: str = "") -> tuple[int, str, str]:
        self.monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        status = cli.main(["--data-dir", str(self.data_dir), *args])
        out, err = self.capsys.readouterr()
        return status, out, err

    def ok(self, *args: str, stdin: str = "") -> str:
        status, out, err = self(*args, stdin=stdin)
        assert status == 0, err
        return out

    def exported(self, match: str) -> dict[str, Any]:
        document: dict[str, Any] = json.loads(self.ok("export", match, "--format", "json"))
        return document

    def refused(self, *args: str, stdin: str = "", status: int = 2) -> str:
        """The one line of a refusal, checking that nothing was saved; ``status`` 1 for what
        the system refused (a full disk), 2 for what the command got."""
        before = folder_bytes(self.data_dir) if self.data_dir.exists() else {}
        got, out, err = self(*args, stdin=stdin)
        assert (got, out) == (status, ""), err
        assert len(err.splitlines()) == 1, err
        assert (folder_bytes(self.data_dir) if self.data_dir.exists() else {}) == before
        return err.rstrip("\n")
