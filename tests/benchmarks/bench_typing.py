"""Keys typed ahead through the deal form, next to a bare Textual Input (issue 19).

    .venv/bin/python tests/benchmarks/bench_typing.py [RUNS]

Six common deals typed ahead from the score sheet of a new match, 45 keys handed to the app at
once (as a fast typist or a paste gives them), timed from the first key to the sixth deal
saved: wall time (what the player waits for) and CPU time, and keys per second; against the
same number of keys handed at once to a bare Textual app whose Input takes them.  Then what
one key costs: opening the deal form (``n``), and a digit typed in it.

Prints each figure, its reference and their ratio; never fails.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from textual import events
from textual.app import App, ComposeResult
from textual.widgets import Input

from coinche_score.i18n import Texts
from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen

#: Six deals as the README's table types them: made with the belote, failed, coinché, all
#: passed, a capot, made.
TYPED = [
    "n a 1 1 0 h 9 2 b enter",
    "n b 9 0 s 7 0 enter",
    "n a 8 0 h 9 2 x enter",
    "n p enter",
    "n b c s t enter",
    "n a 8 0 h 1 0 2 enter",
]
DEALS = [key for deal in TYPED for key in deal.split()]
DEAL_COUNT = len(TYPED)
DEFAULT_RUNS = 5
SIZE = (80, 24)
KEY_CHARACTERS = {"enter": "\r"}
#: How often the benchmark looks whether the keys are all handled (seconds).
LOOK = 0.001


def say(line: str) -> None:
    print(line, flush=True)


def hand_over(app: App[None], keys: list[str]) -> None:
    """Every key given to the app at once, as the terminal gives a burst of them."""
    assert app._driver is not None
    for key in keys:
        event = events.Key(key, key if len(key) == 1 else KEY_CHARACTERS.get(key))
        event.set_sender(app)
        app._driver.send_message(event)


async def until(condition: Callable[[], bool]) -> None:
    while not condition():
        await asyncio.sleep(LOOK)


async def burst_through_the_app(folder: Path) -> tuple[float, float]:
    """(wall, CPU) seconds from the first key of :data:`DEALS` to the last deal saved."""
    Store(folder).create(Match(rules=preset("classic"), target=100_000)).close()
    app = CoincheApp(Store(folder), Texts("en"))
    async with app.run_test(size=SIZE) as pilot:
        await until(lambda: isinstance(app.screen, ScoreSheetScreen))
        sheet = app.screen
        assert isinstance(sheet, ScoreSheetScreen)
        await pilot.pause()
        start, cpu = time.perf_counter(), time.process_time()
        hand_over(app, DEALS)
        await until(lambda: len(sheet.opened.match.deals) == DEAL_COUNT)
        return time.perf_counter() - start, time.process_time() - cpu


async def one_key_costs(folder: Path) -> tuple[float, float]:
    """CPU seconds of ``n`` (the deal form opened) and of a digit typed in the form, each from
    the key given to the app to the key handled and the app settled."""
    Store(folder).create(Match(rules=preset("classic"), target=100_000)).close()
    app = CoincheApp(Store(folder), Texts("en"))
    async with app.run_test(size=SIZE) as pilot:
        await until(lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.pause()

        async def handled(key: str, done: Callable[[], bool]) -> float:
            cpu = time.process_time()
            hand_over(app, [key])
            await until(lambda: done() and not app._typed and app._drain_task is None)
            return time.process_time() - cpu

        opening = await handled("n", lambda: isinstance(app.screen, DealFormScreen))
        form = app.screen
        assert isinstance(form, DealFormScreen)
        await handled("a", lambda: form.draft().taker == "A")
        digit = await handled("1", lambda: form.draft().contract == "1")
        return opening, digit


class BareInput(App[None]):
    """The reference: Textual's Input taking the same number of keys."""

    def compose(self) -> ComposeResult:
        yield Input()


async def burst_through_an_input() -> tuple[float, float]:
    app = BareInput()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        field = app.query_one(Input)
        start, cpu = time.perf_counter(), time.process_time()
        hand_over(app, ["1"] * len(DEALS))
        await until(lambda: len(field.value) == len(DEALS))
        return time.perf_counter() - start, time.process_time() - cpu


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_RUNS
    keys = len(DEALS)
    app_runs: list[tuple[float, float]] = []
    bare_runs: list[tuple[float, float]] = []
    costs: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory() as folder:
        for run in range(runs):
            app_runs.append(asyncio.run(burst_through_the_app(Path(folder, f"burst-{run}"))))
            bare_runs.append(asyncio.run(burst_through_an_input()))
            costs.append(asyncio.run(one_key_costs(Path(folder, f"key-{run}"))))
    say(f"{DEAL_COUNT} deals typed ahead, {keys} keys at once, medians of {runs} runs")
    for index, what in enumerate(("wall", "CPU")):
        app = statistics.median(run[index] for run in app_runs)
        bare = statistics.median(run[index] for run in bare_runs)
        say(
            f"  {what}: the deal form {app:.2f} s ({keys / app:.0f} keys/s), a bare Input"
            f" {bare:.3f} s ({keys / bare:.0f} keys/s): {app / bare:.0f}x"
        )
    opening = statistics.median(cost[0] for cost in costs) * 1000
    digit = statistics.median(cost[1] for cost in costs) * 1000
    say(f"  CPU of one key: n (the deal form opened) {opening:.0f} ms, a digit {digit:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
