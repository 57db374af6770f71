"""The key bar says the keys of the screen on top, never another's."""

from __future__ import annotations

from pathlib import Path

from tui_pilot import SMALL, make_app, on_the_sheet, save_new_match, until

from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.widgets.key_bar import KeyBar


async def test_the_sheets_key_bar_is_blank_under_the_deal_form(data_dir: Path) -> None:
    """Under the deal form x and r are the form's (renonce, all tricks), not the sheet's."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        sheet = app.screen
        assert isinstance(sheet, ScoreSheetScreen)
        bar = sheet.query_one(KeyBar)
        assert bar.visible
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, DealFormScreen))
        assert not bar.visible
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is sheet)
        assert bar.visible
