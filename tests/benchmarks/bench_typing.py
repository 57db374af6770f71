"""Keys per second typed ahead through the deal form, next to a bare Textual Input.

    .venv/bin/python tests/benchmarks/bench_typing.py [RUNS]

A burst of typed-ahead deals (six of ``n a 1 1 0 h 9 2 Enter``, 54 keys, as fast as keys can
arrive) goes through the app's queue of keys (typeahead.py): each key waits for the app to
settle after the one before, the form opens, its fields fill and each deal is saved.  The
reference is the same number of keys typed into a bare Textual Input, which handles each as it
comes.  A person types 5 to 10 keys a second; the burst shows how much room is left for a slow
machine.  Wall-clock and CPU time, medians of RUNS; prints, never fails.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from textual import events
from textual.app import App, ComposeResult
from textual.widgets import Input

from coinche_score.i18n import Texts
from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.sheet import ScoreSheetScreen

DEAL = ("n", "a", "1", "1", "0", "h", "9", "2", "enter")
DEALS = 6
KEYS = DEAL * DEALS
#: Seconds a burst may take before the benchmark gives up on it.
PATIENCE = 120.0
Measure = Callable[[], Awaitable[tuple[float, float]]]


async def run(measure: Measure) -> tuple[float, float]:
    return await measure()


def key_event(key: str) -> events.Key:
    return events.Key(key, "\r" if key == "enter" else key)


async def until(condition: Callable[[], bool]) -> None:
    waited = 0.0
    while not condition():
        await asyncio.sleep(0.001)
        waited += 0.001
        if waited > PATIENCE:
            raise TimeoutError("the keys were not all handled")


async def deal_form_burst() -> tuple[float, float]:
    """Wall-clock and CPU seconds for :data:`KEYS` sent at once from the score sheet."""
    with tempfile.TemporaryDirectory() as folder:
        match = Match(rules=preset("classic"), target=100_000, team_names=("Nous", "Eux"))
        Store(Path(folder)).create(match).close()
        app = CoincheApp(Store(Path(folder)), Texts("en"))
        async with app.run_test(size=(80, 24)) as pilot:
            await app.workers.wait_for_complete()
            await pilot.pause()
            sheet = app.screen
            assert isinstance(sheet, ScoreSheetScreen)
            wall, cpu = time.perf_counter(), time.process_time()
            for key in KEYS:
                app.post_message(key_event(key))
            await until(lambda: len(sheet.opened.match.deals) == DEALS and app.screen is sheet)
            return time.perf_counter() - wall, time.process_time() - cpu


class BareInput(App[None]):
    def compose(self) -> ComposeResult:
        yield Input()


async def bare_input_burst() -> tuple[float, float]:
    """The same number of keys, digits, sent at once to a bare Input."""
    app = BareInput()
    async with app.run_test(size=(80, 24)) as pilot:
        field = app.query_one(Input)
        field.focus()
        await pilot.pause()
        wall, cpu = time.perf_counter(), time.process_time()
        for _ in KEYS:
            app.post_message(key_event("7"))
        await until(lambda: len(field.value) == len(KEYS))
        return time.perf_counter() - wall, time.process_time() - cpu


def medians(runs: int, measure: Measure) -> tuple[float, float]:
    timings = [asyncio.run(run(measure)) for _ in range(runs)]
    return statistics.median(t[0] for t in timings), statistics.median(t[1] for t in timings)


def main(runs: int) -> None:
    print(f"{len(KEYS)} keys typed ahead at once, medians of {runs} runs", flush=True)
    asyncio.run(bare_input_burst())  # the imports and the bytecode, once
    bare_wall, bare_cpu = medians(runs, bare_input_burst)
    form_wall, form_cpu = medians(runs, deal_form_burst)
    for what, wall, cpu in (
        ("bare Textual Input", bare_wall, bare_cpu),
        (f"deal form, {DEALS} deals", form_wall, form_cpu),
    ):
        print(f"  {what}: {len(KEYS) / wall:7.1f} keys/s ({wall:.3f} s, CPU {cpu:.3f} s)")
    print(
        f"  deal form against bare Input: {form_wall / bare_wall:.1f}x the time,"
        f" {form_cpu / bare_cpu:.1f}x the CPU",
        flush=True,
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
