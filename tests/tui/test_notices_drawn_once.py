"""A notice is drawn once (issue 19): a dialog or the deal form opened over the screen that
shows it shows it too, and the screen under it is seen through the dialog's dimmed background."""

from __future__ import annotations

import html
import re
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.screen import ModalScreen
from textual.widgets._toast import Toast
from tui_pilot import SMALL, keys, make_app, on_the_sheet, save_new_match, until

from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.dialogs import ConfirmScreen
from coinche_score.tui.screens.home import HomeScreen


@pytest.mark.parametrize(
    "opening, screen", [("n", DealFormScreen), ("x", ConfirmScreen)], ids=["deal-form", "dialog"]
)
async def test_a_notice_is_drawn_once_when_a_screen_opens_over_it(
    data_dir: Path, opening: str, screen: type[ModalScreen[object]]
) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL, notifications=True) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys("n a 1 1 0 h 9 2 enter u r"))  # undone, redone: two notices
        await until(pilot, lambda: len(app.screen.query(Toast)) == 2)
        await pilot.press(opening)
        await until(pilot, lambda: isinstance(app.screen, screen))
        await until(pilot, lambda: len(app.screen.query(Toast)) == len(app._notifications))
        await pilot.pause()
        drawn = app.export_screenshot()  # the screen on top, and the one seen under it
        for notice in app._notifications:
            first_word = html.escape(notice.message.split()[0])
            assert drawn.count(first_word) == 1, notice.message


def notices(app: App[Any]) -> list[str]:
    return [str(toast.render()) for toast in app.screen.query(Toast)]


async def test_on_a_phone_a_notice_takes_the_place_of_the_one_before(data_dir: Path) -> None:
    """Undone then redone stacked two notices over 8 of a phone's 20 lines, the totals under
    them; the newest alone says what was just done."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20), notifications=True) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys("n a 1 1 0 h 9 2 enter u"))
        await until(pilot, lambda: any("Undone" in notice for notice in notices(app)))
        await pilot.press("r")
        await until(pilot, lambda: any("Redone" in notice for notice in notices(app)))
        await pilot.pause()
        assert len(notices(app)) == 1


async def test_on_a_phone_one_handlers_notices_leave_the_last_and_an_error_stays(
    data_dir: Path,
) -> None:
    """Two notices from one key both stayed (the first cleared before either was shown), and
    a save refused, an error, went with the next ordinary notice."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20), notifications=True) as pilot:
        await on_the_sheet(pilot)
        app.notify("first of one key")
        app.notify("second of one key")
        await until(pilot, lambda: any("second" in notice for notice in notices(app)))
        await pilot.pause()
        assert len(notices(app)) == 1
        app.notify("the disk refused the save", severity="error")
        app.notify("Undone: deal 1")
        await until(pilot, lambda: any("Undone" in notice for notice in notices(app)))
        await pilot.pause()
        assert len(notices(app)) == 2 and "refused" in notices(app)[0]


async def test_on_a_phone_the_statistics_open_without_the_notice_of_the_match_left(
    data_dir: Path,
) -> None:
    """The new result of a match corrected sat over the statistics' filters and tabs, and the
    first tap on a tab missed (found by a walk through the app by taps)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20), notifications=True) as pilot:
        await on_the_sheet(pilot)
        await pilot.press("h")
        await until(pilot, lambda: type(app.screen).__name__ == "HomeScreen")
        app.notify("Result: won by Us 1010-230")
        await until(pilot, lambda: len(notices(app)) == 1)
        await pilot.press("s")
        await until(pilot, lambda: type(app.screen).__name__ == "StatisticsScreen")
        await pilot.pause()
        await pilot.pause()
        assert notices(app) == []


def shown_last(app: App[Any], said: str) -> bool:
    return any(said in notice for notice in notices(app))


async def test_on_a_phone_notices_stay_on_the_top_line(data_dir: Path) -> None:
    """Each notice cleared for the next left its holder behind, two lines high: after a few
    undo and redo the notices sat over the totals and the table's headings."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20), notifications=True) as pilot:
        await on_the_sheet(pilot)
        for round_ in range(3):
            app.notify(f"Undone {round_}")
            await pilot.pause(0.05)
            app.notify(f"Redone {round_}")
            await until(pilot, partial(shown_last, app, f"Redone {round_}"))
            await pilot.pause()
            assert [toast.region.y for toast in app.screen.query(Toast)] == [0]


@pytest.mark.parametrize(
    "said",
    [
        "Les As – Les Rois: back in the list.",  # one line of the width, at the margin
        "Deal 3 corrected: Nous 120, Eux 42; the match is over and Nous win 1020 to 870.",
    ],
)
async def test_on_a_phone_a_notice_is_drawn_whole(data_dir: Path, said: str) -> None:
    """ "Les As – Les Rois: back in the" and a blank line: the notice was laid out two
    columns narrower than it was measured for, and its last line was left out (found by a
    test of the app by taps on a phone)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20), notifications=True) as pilot:
        await on_the_sheet(pilot)
        await pilot.press("h")  # home, as the notice of a match put back
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        app.notify(said)
        await until(pilot, lambda: notices(app) == [said])
        await pilot.pause()
        (toast,) = app.screen.query(Toast)
        for y in range(toast.region.y, toast.region.bottom):
            assert app.get_widget_at(toast.region.x + 1, y)[0] is toast
        # The screen's text, its words' pieces in other styles joined again.
        drawn = html.unescape(re.sub("<[^>]*>", "", app.export_screenshot())).replace("\xa0", " ")
        assert [word for word in said.split() if word not in drawn] == []
