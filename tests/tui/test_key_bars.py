"""The key bar says the keys of the screen on top, never another's."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from tui_pilot import SMALL, make_app, on_the_sheet, save_new_match, until

from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.widgets.key_bar import Entry, KeyBar, Place, laid_out


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


def entry(name: str, *, back: bool = False) -> Entry:
    return Entry(Text(f" {name} "), name, None, back=back)


def shown(places: list[Place]) -> list[tuple[int, str]]:
    return [(place.y, place.entry.action) for place in places]


def test_the_way_back_keeps_its_place_and_the_nearest_key_before_it_makes_room() -> None:
    keys = [entry("aaaa"), entry("bbbb"), entry("cccc"), entry("esc", back=True), entry("dd")]
    palette = entry("^p")
    # 6 cells an entry, 5 for the way back, 4 for dd and for the palette.
    assert shown(laid_out(keys, palette, 22, 1)) == [
        (0, "aaaa"),
        (0, "bbbb"),
        (0, "esc"),
        (0, "^p"),
    ]
    assert shown(laid_out(keys, palette, 14, 2)) == [
        (0, "aaaa"),
        (0, "bbbb"),
        (1, "esc"),
        (1, "dd"),
        (1, "^p"),
    ]
    # Too narrow for the way back even alone: the keys that fit, as before.
    assert shown(laid_out(keys, palette, 4, 1)) == [(0, "^p")]
