"""Every screen at a phone's 40 columns and up, in both languages (issue 19): nothing leaves the
screen, nothing scrolls sideways, every text cut short says so with "…", and what a narrow
screen cuts or leaves out is read whole where the player chose it.  (The deal form has its own:
test_deal_form_taps.py.)"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from fits import misfits, shown_text, squeezed
from sample_matches import CLASSIC_DEALS, write_sample_folder
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static
from tui_pilot import SMALL, make_app, until

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.store import Store, match_files
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.dialogs import ChangedOnDiskScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.loading import LoadingScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.screens.table_questions import TableQuestionsScreen
from coinche_score.tui.screens.winner import WinnerScreen
from coinche_score.tui.widgets.choice_picker import ChoicePicker
from coinche_score.tui.widgets.deal_table import DealTable
from coinche_score.tui.widgets.row_table import RowTable

SIZES = [(40, 20), (50, 30), (60, 20), SMALL]
#: The longest names a match keeps (40 characters).
LONG = ("Les Très Grands Champions de la Coinche!", "Les Petits Joueurs du Dimanche Matin !")


def write_folder(data_dir: Path) -> None:
    """The sample matches, one with the longest names (the one resumed), one archived and one
    in the trash."""
    write_sample_folder(data_dir)
    store = Store(data_dir)
    ids = []
    for names in (LONG, ("Archivés", "Rangés"), ("Jetés", "Partis")):
        # The longest names on the sheet too: the match resumed at start-up.
        match = Match(rules=preset("classic"), target=2000, team_names=names, deals=CLASSIC_DEALS)
        with store.create(match) as opened:
            ids.append(opened.id)
    match_files.archive(store, ids[1])
    match_files.trash(store, ids[2])


Step = Callable[[Pilot[None]], Awaitable[None]]


def pressing(*keys: str) -> Step:
    async def press(pilot: Pilot[None]) -> None:
        await pilot.press(*keys)

    return press


def pushing(make: Callable[[Texts], Screen[Any]]) -> Step:
    async def push(pilot: Pilot[None]) -> None:
        app = pilot.app
        assert isinstance(app, CoincheApp)
        app.push_screen(make(app.texts))

    return push


async def open_finished(pilot: Pilot[None]) -> None:
    """From home, the finished match (the row under the cursor is chosen with Enter)."""
    screen = pilot.app.screen
    assert isinstance(screen, HomeScreen)
    finished = next(i for i, summary in enumerate(screen.summaries) if summary.finished)
    table = screen.query_one("#matches", RowTable)
    await pilot.press(*["down"] * (finished - table.cursor_row), "enter")


#: Every screen but the deal form, each reached from the one before: (its name, the way there).
SCREENS: list[tuple[str, Step]] = [
    ("score sheet", pressing()),  # the match to resume, opened at start-up
    ("delete a deal", pressing("x")),
    ("file changed elsewhere", pressing("n")),  # then pushed, below
    ("home", pressing("escape", "h")),
    ("rename", pressing("e")),
    ("delete a match", pressing("escape", "d")),
    ("help", pressing("n", "f1")),
    ("palette", pressing("escape", "ctrl+p")),
    ("archive", pressing("escape", "v")),
    ("trash", pressing("t")),
    ("new match", pressing("escape", "n")),
    ("describe your table", pressing("ctrl+t")),
    ("rules editor", pressing("escape", "ctrl+r")),
    ("winner", pressing("escape", "escape")),  # then the finished match, below
    ("rematch", pressing("r")),
    ("loading", pressing("n")),  # then pushed, below
]
#: What a step does besides its keys.
THEN: dict[str, Step] = {
    "file changed elsewhere": pushing(lambda texts: ChangedOnDiskScreen(texts, "x.json: " * 20)),
    "winner": open_finished,
    "loading": pushing(lambda texts: LoadingScreen(texts, "loading.match")),
}


async def settle(pilot: Pilot[None]) -> list[str]:
    """What does not fit once the screen is laid out as it stays: two looks alike, each after
    every message pending is handled (a loading screen's dots move on for ever)."""
    before: tuple[object, ...] = ()
    for _ in range(50):
        await pilot.pause()
        found = misfits(pilot)
        now = (*(widget.region for widget in pilot.app.screen.walk_children(Widget)), *found)
        if now == before:
            return found
        before = now
    raise AssertionError("the screen never settled")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_every_screen_fits(data_dir: Path, size: tuple[int, int], language: Language) -> None:
    write_folder(data_dir)
    app = make_app(data_dir, language)
    found: list[str] = []
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        for name, step in SCREENS:
            await step(pilot)
            if name in THEN:
                await settle(pilot)
                await THEN[name](pilot)
            if name == "winner":
                await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
                await pilot.press("w")
                await until(pilot, lambda: isinstance(app.screen, WinnerScreen))
            found += [f"{name}: {misfit}" for misfit in await settle(pilot)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_phone_sheet_keeps_every_score_and_total_and_says_the_rest_below(
    data_dir: Path, language: Language
) -> None:
    """At 40 columns the table leaves out the dealer, the taker, the breakdown and the result
    word (a contract is coloured as its result): never a deal's score or a running total; the
    line under the table gives the deal chosen whole."""
    write_sample_folder(data_dir)
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        table = app.screen.query_one(DealTable)
        await until(pilot, lambda: table.row_count == 10)
        shown = [placed.key for placed in table.columns_shown]
        assert shown == ["number", "contract", "score.A", "score.B", "total.A", "total.B"]
        detail = app.screen.query_one("#deal-detail", Static)
        assert await settle(pilot) == []
        assert squeezed(str(detail.content)) == squeezed(shown_text(detail))


def shows(widget: Widget, text: str) -> bool:
    return text in squeezed(shown_text(widget))


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_match_cut_in_the_phone_list_is_read_whole_under_it(
    data_dir: Path, language: Language
) -> None:
    write_folder(data_dir)
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.press("h")
        screen = app.screen
        assert isinstance(screen, HomeScreen)
        await until(pilot, lambda: len(screen.summaries) == 4)
        table = screen.query_one("#matches", RowTable)
        chosen = screen.query_one("#home-chosen", Static)
        for summary in screen.summaries:
            assert screen.summaries[table.cursor_row] is summary
            teams = squeezed(" – ".join(summary.team_names))
            await until(pilot, partial(shows, chosen, teams))
            await pilot.press("down")
        # Wide enough, the list shows each match whole, and the line goes.
        await pilot.resize_terminal(120, 30)
        await until(pilot, lambda: not chosen.region.area)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(40, 20), (60, 20)], ids=["40x20", "60x20"])
async def test_every_answer_of_describe_your_table_is_shown_whole(
    data_dir: Path, language: Language, size: tuple[int, int]
) -> None:
    """At 60x20 the last answer of questions 3 and 6 was cut off (issue 22, item 3)."""
    app = make_app(data_dir, language)
    async with app.run_test(size=size) as pilot:
        await pilot.press("n", "ctrl+t")
        await until(pilot, lambda: isinstance(app.screen, TableQuestionsScreen))
        for picker in app.screen.query(ChoicePicker):
            picker.focus()  # scrolled into view
            await pilot.pause()
            shown = squeezed(shown_text(picker))
            labels = [choice.label for choice in picker.choices]
            assert [label for label in labels if squeezed(label) not in shown] == []
            assert await settle(pilot) == []
