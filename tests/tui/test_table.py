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
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.dialogs import ConfirmScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.screens.winner import WinnerScreen

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


def outcome(app: CoincheApp, match: Match) -> str:
    """The outcome as the notices word it: "Us won 380–150", or "match in progress"."""
    state = match.state()
    if state.winner is None:
        return app.texts("outcome.open")
    score = f"{state.totals[state.winner]}–{min(state.totals.values())}"
    return app.texts("outcome.won", team=match.team_name(state.winner), score=score)


def notices(app: CoincheApp) -> list[str]:
    return [notification.message for notification in app._notifications]


async def finished_match(pilot: Pilot[None]) -> None:
    """Us win 300–32 with the second deal (target 300)."""
    await create_match(pilot, "classic", target=300)
    await pilot.press(*keys("n a 1 1 0 h 9 2 b enter n a 8 0 s 8 2 enter"))
    await pilot.pause()
    assert isinstance(pilot.app.screen, WinnerScreen)
    await pilot.press("escape")
    await pilot.pause()


async def test_r_after_an_undo_is_redo_not_a_rematch(data_dir: Path) -> None:
    """Issue 10, finding 1: select the last deal, x y, u, then r meant as redo."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await finished_match(pilot)
        finished = saved_match(data_dir)
        two = finished.deals
        await pilot.press("x", "y")  # the match reopens
        await pilot.pause()
        await pilot.press("u")  # it is over again: said, no winner box
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        won = app.texts("notice.outcome", old="match in progress", new=outcome(app, finished))
        assert won in notices(app)
        summary = "Us 80♠ made"
        assert app.texts("notice.undone.back", number=2, summary=summary) in notices(app)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert saved_match(data_dir).deals == two[:1]
        assert app.texts("notice.redone.gone", number=2, summary=summary) in notices(app)


async def test_a_correction_that_changes_the_winner_says_so(data_dir: Path) -> None:
    """Finding 2: a deal forgotten before the last one makes Them the winners; then the last
    deal is corrected to a thrown-in deal, the first deal too, and the match is open again."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await finished_match(pilot)
        us = saved_match(data_dir)
        await pilot.press(*keys("i b 1 6 0 s 1 6 2 enter"))
        await pilot.pause()
        them = saved_match(data_dir)
        assert them.state().winner == "B"
        won = app.texts("notice.outcome", old=outcome(app, us), new=outcome(app, them))
        assert won in notices(app)
        assert isinstance(app.screen, ScoreSheetScreen)  # no winner box for a correction
        await pilot.press(*keys("e p enter"))  # the inserted deal: all passed after all
        await pilot.pause()
        assert saved_match(data_dir).state().winner == "A"
        await pilot.press(*keys("up e p enter"))
        await pilot.pause()
        assert not saved_match(data_dir).state().finished
        reopened = app.texts("notice.outcome", old=outcome(app, us), new="match in progress")
        assert reopened in notices(app)


async def test_a_rematch_asks_first_and_no_is_the_default(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await finished_match(pilot)
        await pilot.press("w", "r")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert len(Store(data_dir).scan()[0]) == 1
