"""The app as the command starts it, in a process of its own, headless, with keys Textual
presses once it is up: it makes a match and quits.  (A screen that resized itself for ever
hung it at full CPU while every Pilot test passed; CI's smoke run of the wheel found it.)"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from coinche_score.store.locking import lock_path

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


@pytest.mark.parametrize("ending", [signal.SIGHUP, signal.SIGTERM], ids=["SIGHUP", "SIGTERM"])
def test_the_app_ended_from_outside_ends_as_it_quits(data_dir: Path, ending: int) -> None:
    """The terminal closed (SIGHUP) or the system ending the app (SIGTERM): it ends through
    the app's own end, which saves what is unsaved (tests/tui/test_app.py), where Python's
    default ended it on the spot (status -1 or -15) with such changes lost (found by an
    audit)."""
    match_id = command(data_dir, "new", "--rules", "classic", "--team-a", "A", "--team-b", "B")
    lock = lock_path(data_dir / f"{match_id.strip()}.json")
    app = subprocess.Popen(
        [sys.executable, "-m", "coinche_score", "--data-dir", str(data_dir), "--lang", "en"],
        env={**os.environ, "TEXTUAL_DRIVER": "textual.drivers.headless_driver:HeadlessDriver"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + TIMEOUT
        while not lock.exists():  # the match resumed, open: the app is up
            assert app.poll() is None and time.monotonic() < deadline
            time.sleep(0.02)
        app.send_signal(ending)
        _, errors = app.communicate(timeout=TIMEOUT)
    finally:
        app.kill()
    assert (app.returncode, errors) == (0, "")
    assert not lock.exists()  # closed as the app closes it
