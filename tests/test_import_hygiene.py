"""Scoring from the command line must not load Textual (imports flow tui -> store/match ->
scoring -> rules). Each check runs in a fresh interpreter, where nothing was imported yet."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

CORE_MODULES = ["rules", "scoring", "match", "score_document", "cli"]
if importlib.util.find_spec("coinche_score.store") is not None:
    CORE_MODULES.append("store")

DOCUMENT = {
    "rules": "classic",
    "deals": [{"taker": "A", "contract": 80, "taker_points": 100}, {"taker": None}],
}

PROBE = """
import importlib, json, sys
for name in sys.argv[2:]:
    importlib.import_module("coinche_score." + name)
from coinche_score import cli
status = cli.main(["score", sys.argv[1]])
loaded = sorted(m for m in sys.modules if m == "textual" or m.startswith("textual."))
print(json.dumps({"status": status, "textual": loaded}), file=sys.stderr)
"""


def write_document(folder: Path) -> Path:
    path = folder / "deals.json"
    path.write_text(json.dumps(DOCUMENT), encoding="utf-8")
    return path


def test_core_modules_and_score_command_do_not_import_textual(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", PROBE, str(write_document(tmp_path)), *CORE_MODULES],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    report = json.loads(result.stderr.strip().splitlines()[-1])
    assert report == {"status": 0, "textual": []}
    assert json.loads(result.stdout)["totals"] == {"A": 180, "B": 60}


def test_python_m_score_does_not_import_textual(tmp_path: Path) -> None:
    """The real entry point, watched by -X importtime (one stderr line per imported module)."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "coinche_score", "score"],
        input=json.dumps(DOCUMENT),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    imported = [line.rsplit("|", 1)[-1].strip() for line in result.stderr.splitlines()]
    assert "coinche_score.scoring" in imported  # the probe does see our imports
    assert not [name for name in imported if name.split(".")[0] == "textual"]
    assert json.loads(result.stdout)["totals"] == {"A": 180, "B": 60}
