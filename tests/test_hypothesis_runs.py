"""How the property tests draw their cases: anew at each run here, the same at each run in CI
(.ci/run's --hypothesis-profile=ci), and a failure says the seed that replays it.  Each run is
a pytest of its own, with this suite's conftest.py, on a property test written for it."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from hypothesis._settings import _CI_VARS  # what makes Hypothesis derandomize by itself

TESTS = Path(__file__).parent
PROPERTY = """
from hypothesis import given, settings, strategies as st

@settings(max_examples=30)
@given(st.integers())
def test_draws(number):
    print("drew", number)
    assert number < {fails_from}
"""


def drawn(folder: Path, *options: str, fails_from: int = 10**100) -> tuple[list[str], str]:
    """The cases a run drew, in order, and what it printed."""
    (folder / "test_property.py").write_text(PROPERTY.format(fails_from=fails_from))
    shutil.copy(TESTS / "conftest.py", folder)
    shutil.rmtree(folder / ".hypothesis", ignore_errors=True)  # nothing replayed from before
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-s", "test_property.py"]
        + list(options),
        cwd=folder,
        env={name: value for name, value in os.environ.items() if name not in _CI_VARS},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    return re.findall(r"^drew (-?\d+)$", result.stdout, re.M), result.stdout


def test_a_failure_says_the_seed_that_draws_the_same_cases_again(tmp_path: Path) -> None:
    failed, printed = drawn(tmp_path, fails_from=1000)
    found = re.search(r"--hypothesis-seed=(\d+)", printed)
    assert found is not None and "1 failed" in printed
    again, printed = drawn(tmp_path, f"--hypothesis-seed={found[1]}", fails_from=1000)
    assert again == failed and "1 failed" in printed
    assert drawn(tmp_path, fails_from=1000)[0] != failed  # without it, other cases


def test_in_ci_the_cases_are_drawn_alike_at_each_run(tmp_path: Path) -> None:
    in_ci = drawn(tmp_path, "--hypothesis-profile=ci")[0]
    assert len(in_ci) >= 10 and in_ci == drawn(tmp_path, "--hypothesis-profile=ci")[0]
    ci = (TESTS.parent / ".ci" / "run").read_text(encoding="utf-8")
    runs = re.findall(r"^\s*\S*/pytest\"? .*$", ci, re.M)
    assert runs and all("--hypothesis-profile=ci" in run for run in runs)
