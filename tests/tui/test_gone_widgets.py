"""What a closed screen drew is let go, and what the app made to start is left out of the
garbage collector's passes: a long evening of deals costs no more memory, and no more of the
collector's time, than its first deals."""

from __future__ import annotations

import gc
from pathlib import Path

from test_big_inputs import walked_by_the_collector
from textual._styles_cache import StylesCache
from textual.widget import Widget
from tui_pilot import PHONE, keys, make_app, on_the_sheet, save_new_match, saved_match, until

from coinche_score.tui.screens.sheet import ScoreSheetScreen


def alive(kind: type) -> int:
    gc.collect()
    return sum(isinstance(thing, kind) for thing in gc.get_objects())


async def test_the_drawing_caches_of_closed_deal_forms_are_let_go(data_dir: Path) -> None:
    """Each widget has one StylesCache: Textual kept those of widgets long gone (its issue
    #6665), some 40 for each deal form closed."""
    save_new_match(data_dir, "belotepoint", target=9000)
    app = make_app(data_dir)
    async with app.run_test(size=PHONE) as pilot:
        await on_the_sheet(pilot)
        for typed in range(1, 4):
            await pilot.press(*keys("n a 8 0 h 1 0 2 enter"))
            await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
            await pilot.pause()
            assert len(saved_match(data_dir).deals) == typed
        assert alive(StylesCache) <= alive(Widget)


async def test_the_app_as_it_started_is_left_out_of_the_collectors_passes(data_dir: Path) -> None:
    """Each full pass walked the app's 60,000 objects of its first frame again, every second
    deal typed; the deal forms opened since are collected as usual (frozen, a closed one would
    never be)."""
    gc.unfreeze()
    save_new_match(data_dir, "belotepoint", target=9000)
    app = make_app(data_dir)
    async with app.run_test(size=PHONE) as pilot:
        await on_the_sheet(pilot)
        # Kept out after the first frame painted, here the sheet's: the home screen's callback,
        # covered at once by the sheet, waited for the player to go home (failed once in CI,
        # then every time after the test above in one process).
        await until(pilot, lambda: gc.get_freeze_count() > 10_000)
        frozen = gc.get_freeze_count()
        assert not walked_by_the_collector(app)
        await pilot.press(*keys("n a 8 0 h 1 0 2 enter"))
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        assert len(saved_match(data_dir).deals) == 1
        assert gc.get_freeze_count() <= frozen
