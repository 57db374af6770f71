"""Matches, files and commands for the hostile-input tests."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.scoring import Deal, parse_deal
from coinche_score.store import Store

CONSOLE_SCRIPT = Path(sys.executable).parent / "coinche-score"
TIMEOUT = 60


def new_match(team_a: str = "Nous", team_b: str = "Eux", **fields: Any) -> Match:
    return Match(rules=preset("classic"), target=2000, team_names=(team_a, team_b), **fields)


def a_deal(**fields: Any) -> Deal:
    raw = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100, **fields}
    return parse_deal(raw, preset("classic"))


def saved_id(store: Store, match: Match | None = None, deals: int = 1) -> str:
    """A match saved with ``deals`` deals, closed (its lock released)."""
    with store.create(match or new_match()) as opened:
        for _ in range(deals):
            opened.add(a_deal())
        return opened.id


def edit_file(path: Path, change: Any) -> None:
    """Change a match file as a person with an editor would: ``change(raw)`` on its JSON."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    change(raw)
    path.write_text(json.dumps(raw, indent=2), encoding="utf-8")


def run_cli(
    data_dir: Path, *args: str, stdin: str | None = None, **options: Any
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(CONSOLE_SCRIPT), *args, "--data-dir", str(data_dir)],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
        env={**os.environ, "COINCHE_SCORE_DATA": str(data_dir / "not-this-one")},
        **options,
    )


def one_refusal(result: subprocess.CompletedProcess[str]) -> str:
    """The one line a refused command prints (status 2, nothing on standard output)."""
    assert result.returncode == 2, result
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert not lines[0].startswith("coinche-score")  # what is refused comes first
    return lines[0]
