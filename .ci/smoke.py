"""The built wheel, installed (not editable) in its own environment: run with that
environment's Python, from outside the source tree, by .ci/run.

Checks what a user gets from ``pip install``: the licence and the version in the metadata, the
``coinche-score`` command (``--version``, ``score``, ``help formats``, ``help scoring``), the
app itself, started headless through the same command, creating a match with its keys and quitting,
and ``table``, serving the page, its script and its style sheet from the installed package.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import urllib.request
from importlib.metadata import distribution
from pathlib import Path

import coinche_score

COMMAND = str(Path(sys.executable).parent / "coinche-score")
DOCUMENT = {"rules": "classic", "deals": [{"taker": "A", "contract": 80, "taker_points": 100}]}
TIMEOUT = 60


def run(*args: str, stdin: str = "", **env: str) -> str:
    result = subprocess.run(
        [COMMAND, *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env={**os.environ, **env},
    )
    assert result.returncode == 0, f"coinche-score {' '.join(args)}: {result.stderr}"
    return result.stdout


def main() -> None:
    installed = Path(coinche_score.__file__).parent
    assert "site-packages" in installed.parts, f"not the installed package: {installed}"
    wheel = distribution("coinche-score")
    assert wheel.metadata["License-Expression"] == "MIT"
    assert "MIT License" in (wheel.read_text("licenses/LICENSE") or "")

    assert run("--version") == f"coinche-score {wheel.version}\n"
    assert json.loads(run("score", stdin=json.dumps(DOCUMENT)))["totals"] == {"A": 180, "B": 60}
    assert run("help", "formats").startswith("# coinche-score: the JSON formats")
    assert run("help", "scoring").startswith("# coinche-score: how a deal and a match are scored")

    with tempfile.TemporaryDirectory() as data_dir:
        # n: new match, ctrl+s: start it with the defaults, ctrl+q: quit. Textual presses the
        # keys itself once the app is up; the headless driver needs no terminal.
        run(
            "--data-dir",
            data_dir,
            "--lang",
            "en",
            TEXTUAL_DRIVER="textual.drivers.headless_driver:HeadlessDriver",
            TEXTUAL_PRESS="n,ctrl+s,ctrl+q",
        )
        matches = json.loads(run("--data-dir", data_dir, "list", "--json"))["matches"]
        assert [match["rules"] for match in matches] == ["classic"], matches
        table_view(data_dir)
    print(
        f"smoke: coinche-score {wheel.version} from {installed}: version, licence, score, "
        "help formats, help scoring, the app (a match created by its keys) and the table's "
        "view all work"
    )


def table_view(data_dir: str) -> None:
    """``coinche-score table`` serves the page's three files from the installed package."""
    process = subprocess.Popen(
        [COMMAND, "--data-dir", data_dir, "table", "--port", "0", "--no-qr"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None
        base, _, token = process.stdout.readline().strip().rpartition("/T/")
        cookie = f"coinche_table_{base.rpartition(':')[2]}={token}"
        for path in ("/", "/table.js", "/table.css"):
            request = urllib.request.Request(base + path, headers={"Cookie": cookie})
            with urllib.request.urlopen(request, timeout=TIMEOUT) as answer:
                assert answer.status == 200 and answer.read(), path
    finally:
        process.send_signal(signal.SIGINT)
        assert process.wait(TIMEOUT) == 0
        if process.stdout is not None:
            process.stdout.close()


if __name__ == "__main__":
    main()
