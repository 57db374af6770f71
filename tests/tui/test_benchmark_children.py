"""The start-up benchmark's children still run.  Each is the app (or a bare Textual app) made to
leave once its screen is painted, by a subclass that reads the app's hooks: a change of the app
can break one unseen, as CI runs no benchmark (the score sheet's child failed once
``show_match`` took a second argument)."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

import pytest

from coinche_score.store import Store

BENCHMARKS = Path(__file__).parents[1] / "benchmarks"


@pytest.fixture
def bench_startup(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(BENCHMARKS))  # its own imports are by name: timing
    return importlib.import_module("bench_startup")


def test_each_start_up_child_paints_its_screen_and_leaves(
    bench_startup: ModuleType, tmp_path: Path
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    sheet = tmp_path / "sheet"
    sheet.mkdir()
    Store(sheet).create(bench_startup.a_long_match(3)).close()
    saved = str(bench_startup.saved_matches(tmp_path / "saved", 3))
    children = {
        "bare first screen": (bench_startup.PLAIN_CHILD,),
        "bare table": (bench_startup.BARE_CHILD, "3"),
        "score sheet": (bench_startup.SHEET_CHILD, str(sheet)),
        "home, empty folder, settled": (bench_startup.HOME_CHILD, str(empty), "settled"),
        "home, first paint": (bench_startup.HOME_CHILD, saved, "painted"),
        "home, list filled": (bench_startup.HOME_CHILD, saved, "listed"),
    }
    for what, (code, *args) in children.items():
        printed = bench_startup.child_output(code, *args)
        assert any(line.startswith("painted ") for line in printed.splitlines()), what
