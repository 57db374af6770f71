"""The app as the command starts it, in a process of its own, headless, with keys Textual
presses once it is up: it makes a match and quits.  (A screen that resized itself for ever
hung it at full CPU while every Pilot test passed; CI's smoke run of the wheel found it.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

#: Long enough for a loaded machine; a hang is killed then and fails the test.
TIMEOUT = 60


def command(data_dir: Path, *args: str, **env: str) -> str:
    result = subprocess.run(
        [sys.executable, "-m", "coinche_score", "--data-dir", str(data_dir), *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        env={**os.environ, **env},
        check=True,
    )
    return result.stdout


def test_the_app_started_by_the_command_makes_a_match_with_its_keys_and_quits(
    data_dir: Path,
) -> None:
    command(
        data_dir,
        "--lang",
        "en",
        TEXTUAL_DRIVER="textual.drivers.headless_driver:HeadlessDriver",
        TEXTUAL_PRESS="n,ctrl+s,ctrl+q",  # new match, start it, quit
    )
    matches = json.loads(command(data_dir, "list", "--json"))["matches"]
    assert [match["rules"] for match in matches] == ["classic"]
