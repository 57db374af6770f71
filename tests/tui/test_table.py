"""At the table (issue 10): every key counts, no key surprises, every outcome said in words.

Keys are sent as a player sends them: one at a time (Pilot.press), or all at once (``burst``),
as a fast typist or a paste delivers them.
"""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.pilot import Pilot
from tui_pilot import SMALL, create_match, keys, make_app

from coinche_score.match import Match
from coinche_score.rules import Trump
from coinche_score.scoring import Deal
from coinche_score.store import Store
from coinche_score.tui.screens.sheet import ScoreSheetScreen

KEY_CHARACTERS = {"enter": "\r", "tab": "\t", "escape": "\x1b", "space": " "}


def saved_match(data_dir: Path) -> Match:
    summaries, damaged = Store(data_dir).scan()
    assert not damaged and len(summaries) == 1
    return Store(data_dir).read(summaries[0].id).match


async def burst(pilot: Pilot[None], typed: str) -> None:
    """Every key handed to the app at once, with no pause between them."""
    app = pilot.app
    assert app._driver is not None
    for key in keys(typed):
        event = events.Key(key, key if len(key) == 1 else KEY_CHARACTERS.get(key))
        event.set_sender(app)
        app._driver.send_message(event)
    for _ in range(3):
        await pilot.pause()


async def test_a_whole_deal_typed_in_one_burst_is_saved(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await create_match(pilot)
        await burst(pilot, "n a 9 0 h 1 0 0 enter")
        assert isinstance(app.screen, ScoreSheetScreen)
        wanted = Deal(taker="A", contract=90, trump=Trump.HEARTS, taker_points=100)
        assert saved_match(data_dir).deals == (wanted,)


async def test_a_pasted_deal_is_typed_key_by_key(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await create_match(pilot)
        assert app._driver is not None
        app._driver.send_message(events.Paste("na90h100\r"))
        for _ in range(3):
            await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        wanted = Deal(taker="A", contract=90, trump=Trump.HEARTS, taker_points=100)
        assert saved_match(data_dir).deals == (wanted,)
