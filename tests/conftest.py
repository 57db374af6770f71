"""The layers of the suite, by folder, to run one of them alone: the core (``-m core``: the
tests at the top of tests/), the saved matches (``store``), the app (``tui``) and the
hostile-input suite (``hostile``)."""

from __future__ import annotations

import gc
from collections.abc import Generator
from pathlib import Path

import pytest
import textual._wait
from hypothesis import settings
from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet
from textual.css.types import CSSLocation

# Pilot's key presses wait for the app to look idle by sleeping 1/50 s at a time, twice per
# key: most of a Pilot test is that sleep. Waiting for the app's messages to be handled is done
# by Pilot apart from this (it counts them), so a finer step only ends each idle check sooner.
textual._wait.SLEEP_GRANULARITY = 1 / 200
textual._wait.SLEEP_IDLE = textual._wait.SLEEP_GRANULARITY / 20

# The collector's full passes walk the test process's whole heap (pytest's, Hypothesis's, the
# apps' widgets): about one a second of a Pilot test, each of 100 to 180 ms, a seventh of the
# app's tests' CPU.  Here it starts a pass after 20,000 new objects instead of 700 (the app
# keeps Python's thresholds, and so does every process a test starts).
gc.set_threshold(20_000, 10, 10)

# Each app parses its CSS and every widget's default CSS anew: 45 to 55 ms of the 140 to 290
# ms a Pilot test's app takes to show its first screen.  A test process starts hundreds of
# apps with the same CSS: each text is parsed once here, for the same variables (what an app
# parses is read, never changed, by its styling).
_PARSED: dict[tuple[object, ...], list[RuleSet]] = {}
_parse_rules = Stylesheet._parse_rules


def _parsed_once(
    stylesheet: Stylesheet,
    css: str,
    read_from: CSSLocation,
    is_default_rules: bool = False,
    tie_breaker: int = 0,
    scope: str = "",
) -> list[RuleSet]:
    variables = tuple(sorted(stylesheet._variables.items()))
    key = (css, read_from, is_default_rules, tie_breaker, scope, variables)
    if key not in _PARSED:
        _PARSED[key] = _parse_rules(
            stylesheet, css, read_from, is_default_rules, tie_breaker, scope
        )
    return _PARSED[key]


setattr(Stylesheet, "_parse_rules", _parsed_once)  # noqa: B010 (a private method)

TESTS = Path(__file__).parent
LAYERS = ("store", "tui", "hostile", "server")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        top = item.path.relative_to(TESTS).parts[0]
        item.add_marker(top if top in LAYERS else "core")


# Property tests draw new cases at each run here, and say how to replay a failure; in CI they
# are derandomized (.ci/run passes --hypothesis-profile=ci, Hypothesis's own profile, which it
# also loads by itself where a CI variable is set), so that a failure there fails again.
settings.register_profile("random", print_blob=True)
if settings.get_current_profile_name() == "default":
    settings.load_profile("random")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A property test that failed says the seed it drew its cases from."""
    report = yield
    # Where Hypothesis keeps the seed of a test's last run (it prints it only for a flaky one).
    seed = getattr(getattr(item, "obj", None), "_hypothesis_internal_use_generated_seed", None)
    if report.failed and seed is not None:
        replay = f"run it again with --hypothesis-seed={seed} to draw the same cases"
        report.sections.append(("hypothesis seed", replay))
    return report


@pytest.fixture(autouse=True)
def own_cache(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Each test keeps the statistics' cache in a folder of its own: never the user's, and
    never what another test kept."""
    monkeypatch.setenv("COINCHE_SCORE_CACHE", str(tmp_path_factory.mktemp("cache")))


@pytest.fixture(autouse=True)
def english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line says refusals in the locale's language, as the app does: the suite
    runs in English wherever it runs, unless a test asks for another language."""
    for variable in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
