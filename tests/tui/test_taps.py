"""Every action by a tap (issue 19): the key bars, the dialogs' buttons, the home list and the
score sheet's deals; and an evening played on a phone without a single key.  (The deal form's
own taps: test_deal_form_taps.py.)"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from sample_matches import write_sample_folder
from test_deal_form_taps import TAPPED_DEALS, tap_target
from textual.command import CommandPalette
from textual.pilot import Pilot
from textual.widgets import Button, OptionList
from tui_pilot import (
    PHONE,
    NoKeys,
    as_the_terminal,
    key_place,
    make_app,
    on_screen,
    swipe_to,
    tap,
    tap_key,
    tap_row,
    terminal_tap,
    until,
)

from coinche_score.i18n import LANGUAGES, Language
from coinche_score.match import compute
from coinche_score.rules import PRESETS, Trump
from coinche_score.scoring import Deal, score_deal
from coinche_score.store import Store, match_files
from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.dialogs import ConfirmScreen, HelpScreen, RenameScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.new_match import NewMatchScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.screens.winner import WinnerScreen
from coinche_score.tui.widgets.deal_table import DealTable
from coinche_score.tui.widgets.key_bar import MoreKeys
from coinche_score.tui.widgets.row_table import RowTable

#: The taps of each common deal in the form, by the name the deal form's tests give it.
TAPS = {str(param.id): str(param.values[0]) for param in TAPPED_DEALS}


def deals_of(data_dir: Path, match_id: str) -> tuple[Deal, ...]:
    return Store(data_dir).read(match_id).match.deals


async def play(pilot: Pilot[None], deal: str) -> None:
    """From the sheet, the deal named ``deal`` of the deal form's tests, by taps: the key
    bar's "new deal", then the form's taps."""
    await tap_key(pilot, "new_deal")
    form = pilot.app.screen
    assert isinstance(form, DealFormScreen)
    for tapped in TAPS[deal].split(", "):
        selector, label = tap_target(form, tapped)
        await tap(pilot, form.query_one(selector), label)
    await until(pilot, lambda: not isinstance(pilot.app.screen, DealFormScreen))


#: The deal form's tests' deals, by name.
DEALS = {str(param.id): deal for param in TAPPED_DEALS if isinstance(deal := param.values[1], Deal)}


def shown_totals(table: DealTable, index: int) -> dict[str, int]:
    """The running totals the sheet shows on deal ``index``'s row."""
    cells = zip((placed.key for placed in table.columns_shown), table.row_cells(index), strict=True)
    return {key[-1]: int(cell.plain) for key, cell in cells if key.startswith("total.")}


async def until_scored(
    pilot: Pilot[None], data_dir: Path, match_id: str, deals: list[Deal]
) -> None:
    """The match saved with ``deals`` and the sheet's totals those the scoring gives them."""
    await until(pilot, lambda: list(deals_of(data_dir, match_id)) == deals)
    sheet = pilot.app.screen_stack[-1]
    if not isinstance(sheet, ScoreSheetScreen):  # the winner box on top
        sheet = pilot.app.screen_stack[-2]
    assert isinstance(sheet, ScoreSheetScreen)
    match = sheet.opened.match
    state = compute(match.rules, match.target, deals, match.first_dealer)
    assert sheet.opened.state.totals == state.totals
    table = sheet.query_one(DealTable)
    await until(pilot, lambda: table.row_count == len(deals))
    assert shown_totals(table, len(deals) - 1) == state.totals


@pytest.mark.parametrize("language", LANGUAGES)
async def test_an_evening_on_a_phone_by_taps_only(data_dir: Path, language: Language) -> None:
    """A new match with a preset, each common deal, a correction, a deletion, the end of the
    match and a rematch, each confirmed where the keys would be: not one key pressed.  The
    totals after each step are the scoring's, saved and shown."""
    app = make_app(data_dir, language)
    async with app.run_test(size=PHONE) as keyed:
        pilot = NoKeys(app)
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        await tap_key(pilot, "new_match")
        form = app.screen
        assert isinstance(form, NewMatchScreen)
        presets = form.query_one("#presets", OptionList)
        await swipe_to(pilot, presets)  # under the form's buttons, on a phone
        await pilot.click(presets, offset=(2, list(PRESETS).index("ffb")))
        await until(pilot, lambda: form.chosen_rules().name == "ffb")
        await tap_key(pilot, "start")
        sheet = app.screen
        assert isinstance(sheet, ScoreSheetScreen)
        match_id = sheet.opened.id
        rules = sheet.opened.match.rules
        assert rules.name == "ffb"
        deals: list[Deal] = []
        kinds = ("made", "failed", "coinched", "belote-for-the-taker", "belote-for-the-defence")
        for deal in (*kinds, "all-passed"):
            await play(pilot, deal)
            deals.append(DEALS[deal])
            await until_scored(pilot, data_dir, match_id, deals)
        assert [score_deal(deal, rules).made for deal in deals[:2]] == [True, False]
        # A tap on a deal chooses it, a second corrects it: the first deal's trump.
        table = sheet.query_one(DealTable)
        await tap_row(pilot, table, 0)
        await tap_row(pilot, table, 0)
        correction = app.screen
        assert isinstance(correction, DealFormScreen) and correction.index == 0
        selector, label = tap_target(correction, "trump spades")
        await tap(pilot, correction.query_one(selector), label)
        await until(pilot, lambda: correction.draft().trump is Trump.SPADES)
        await tap(pilot, correction.query_one("#deal-save"))
        deals[0] = deals[0].model_copy(update={"trump": Trump.SPADES})
        await until_scored(pilot, data_dir, match_id, deals)
        # The deal all passed, deleted once the dialog has its Yes.
        await until(pilot, lambda: app.screen is sheet)
        await tap_row(pilot, table, 5)
        await tap_key(pilot, "delete_deal")
        assert isinstance(app.screen, ConfirmScreen)
        await tap(pilot, app.screen.query_one("#yes", Button))
        del deals[5]
        await until_scored(pilot, data_dir, match_id, deals)
        # Capots for the other side until the match is won.
        while not compute(rules, sheet.opened.match.target, deals).finished:
            assert len(deals) < 20
            await play(pilot, "capot")
            deals.append(DEALS["capot"])
            await until_scored(pilot, data_dir, match_id, deals)
        assert compute(rules, sheet.opened.match.target, deals).winner == "B"
        winner = app.screen
        assert isinstance(winner, WinnerScreen) and winner.state.winner == "B"
        await tap(pilot, winner.query_one("#rematch", Button))
        assert isinstance(app.screen, ConfirmScreen)  # asked first
        await tap(pilot, app.screen.query_one("#yes", Button))
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        rematch = app.screen
        assert isinstance(rematch, ScoreSheetScreen) and rematch.opened.id != match_id
        assert rematch.opened.match.rules.name == "ffb"
        assert rematch.opened.match.deals == () and rematch.opened.state.totals == {"A": 0, "B": 0}
        assert keyed is not None


async def test_home_by_taps(data_dir: Path) -> None:
    """Resume, open, rename, archive, delete, the views and the help: each by a tap."""
    write_sample_folder(data_dir)
    store = Store(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=PHONE):
        pilot = NoKeys(app)
        sheet = await until_sheet(pilot)
        await tap_key(pilot, "home")
        home = app.screen
        assert isinstance(home, HomeScreen) and sheet.opened is not None
        await tap_key(pilot, "resume")  # the key bar's r
        await until_sheet(pilot)
        await tap_key(pilot, "home")
        await tap(pilot, home.query_one("#home-resume"))  # the line "r Resume: ..." above
        await until_sheet(pilot)
        await tap_key(pilot, "home")
        table = home.query_one("#matches", RowTable)
        await tap_row(pilot, table, 1)  # chosen...
        assert isinstance(app.screen, HomeScreen) and table.cursor_row == 1
        await tap_row(pilot, table, 1)  # ...then opened
        assert (await until_sheet(pilot)).opened.id == home.summaries[1].id
        await tap_key(pilot, "home")
        # Rename: the dialog's buttons.
        await tap_key(pilot, "rename")
        assert isinstance(app.screen, RenameScreen)
        await tap(pilot, app.screen.query_one("#rename-cancel", Button))
        assert app.screen is home
        # Archive, and back from the archive.
        chosen = home.summaries[table.cursor_row]
        await tap_key(pilot, "archive")
        await until(pilot, lambda: chosen.id not in [s.id for s in home.summaries])
        await tap_key(pilot, "show('archive')")
        await until(pilot, lambda: [s.id for s in home.summaries] == [chosen.id])
        await tap_key(pilot, "unarchive")
        await tap_key(pilot, "show('saved')")
        await until(pilot, lambda: chosen.id in [s.id for s in home.summaries])
        # Delete, once confirmed.
        await tap_key(pilot, "delete")
        assert isinstance(app.screen, ConfirmScreen)
        await tap(pilot, app.screen.query_one("#yes", Button))
        await until(pilot, lambda: len(home.summaries) == 2)
        assert len(match_files.trash_of(store).scan()[0]) == 1
        # The help and the palette.
        await tap_key(pilot, "help")
        assert isinstance(app.screen, HelpScreen)
        await tap_key(pilot, "close")
        await tap_key(pilot, "app.command_palette")
        assert isinstance(app.screen, CommandPalette)


def more_keys(home: HomeScreen) -> list[str]:
    """The actions of the line of keys under the home list, as shown."""
    return [place.entry.action for place in home.query_one(MoreKeys).places]


async def test_the_keys_under_the_home_list_follow_its_view_and_are_taps(data_dir: Path) -> None:
    """Rename is offered for the saved matches, not in the trash, where it does nothing (issue
    22, item 7); a tap on a key of that line does what the key does."""
    write_sample_folder(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=PHONE):
        pilot = NoKeys(app)
        await until_sheet(pilot)
        await tap_key(pilot, "home")
        home = app.screen
        assert isinstance(home, HomeScreen)
        assert "rename" in more_keys(home) and "show('trash')" in more_keys(home)
        await tap_key(pilot, "delete")
        await tap(pilot, app.screen.query_one("#yes", Button))
        await tap_key(pilot, "show('trash')")
        await until(pilot, lambda: home.view == "trash" and len(home.summaries) == 1)
        assert "rename" not in more_keys(home) and "show('saved')" not in more_keys(home)
        assert " e " not in str(home.query_one(MoreKeys).render())


@pytest.mark.parametrize("language", ["en", "fr"])
async def test_a_tap_where_trash_was_never_lands_on_quit(
    data_dir: Path, language: Language
) -> None:
    """In the archive its own key was left out and the others moved left: a tap where Trash
    had been, at 40x20 in French, quit the app (found by a walk through the app by taps).
    Quit is no tap of the line under the list (the palette, q and ^q quit); a view's own key
    is dimmed, not left out."""
    write_sample_folder(data_dir)
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)):
        pilot = NoKeys(app)
        await until_sheet(pilot)
        await tap_key(pilot, "home")
        home = app.screen
        assert isinstance(home, HomeScreen)
        for view in ("archive", "trash"):
            await tap_key(pilot, f"show('{view}')")
            await until(pilot, lambda view=view: home.view == view)  # type: ignore[misc]
            places = home.query_one(MoreKeys).places
            assert "app.quit" not in more_keys(home)
            dimmed = [p.entry.action for p in places if not p.entry.enabled]
            assert f"show('{view}')" in dimmed
        assert app.is_running


async def test_a_first_tap_on_the_row_chosen_already_only_chooses_it(data_dir: Path) -> None:
    """The sheet opens on its last deal, the home list on its first match: one tap on it
    opened it, and the second tap the README asks for landed on what opened (the form's
    trump changed under it) (found by a test of the app by taps on a phone)."""
    write_sample_folder(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=PHONE):
        pilot = NoKeys(app)
        sheet = await until_sheet(pilot)
        table = sheet.query_one(DealTable)
        await until(pilot, lambda: table.row_count > 1)
        last = table.row_count - 1
        assert table.cursor_row == last
        await tap_row(pilot, table, last)
        assert app.screen is sheet
        await tap_row(pilot, table, last)
        await until(pilot, lambda: isinstance(app.screen, DealFormScreen))
        form = app.screen
        assert isinstance(form, DealFormScreen) and form.index == last
        await tap(pilot, form.query_one("#deal-cancel"))
        await until(pilot, lambda: app.screen is sheet)
        await tap_key(pilot, "home")
        home = app.screen
        assert isinstance(home, HomeScreen)
        matches = home.query_one("#matches", RowTable)
        await tap_row(pilot, matches, matches.cursor_row)
        assert app.screen is home
        await tap_row(pilot, matches, matches.cursor_row)
        await until_sheet(pilot)


async def double_tap_key(pilot: Pilot[None], action: str, done: Callable[[], bool]) -> None:
    """Two taps on the key of ``action``, the second as soon as the first is ``done``: within
    the time Textual counts them a double tap, as a quick finger makes them."""
    bar, place = await key_place(pilot, action)
    x, y = bar.region.x + place.start + 1, bar.region.y + place.y
    first, second = terminal_tap(x, y), terminal_tap(x, y)
    as_the_terminal(pilot.app, first)
    await until(pilot, done)
    as_the_terminal(pilot.app, second)
    for _ in range(5):
        await pilot.pause()


async def test_a_double_tap_on_archive_or_undo_acts_once(data_dir: Path) -> None:
    """A double tap on Archive archived the match chosen, then the next one, which the cursor
    had moved to; on Undo it undid two changes (found by a test of the app by taps on a
    phone)."""
    write_sample_folder(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        sheet = await until_sheet(pilot)
        deals = len(sheet.opened.match.deals)
        for left in (deals - 1, deals - 2):  # two changes to undo
            await pilot.press("x", "y")
            await until(pilot, lambda left=left: len(sheet.opened.match.deals) == left)  # type: ignore[misc]
        await double_tap_key(pilot, "undo", lambda: len(sheet.opened.match.deals) > deals - 2)
        assert len(sheet.opened.match.deals) == deals - 1
        await tap_key(pilot, "home")
        home = app.screen
        assert isinstance(home, HomeScreen)
        await until(pilot, lambda: len(home.summaries) == 3)
        await double_tap_key(pilot, "archive", lambda: len(home.summaries) < 3)
        assert len(home.summaries) == 2


async def test_a_double_tap_on_the_last_undo_says_nothing_of_the_second(data_dir: Path) -> None:
    """The first tap undid the only change: the second, dropped, rang the bell and said there
    was nothing to undo (found by a review)."""
    write_sample_folder(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        sheet = await until_sheet(pilot)
        deals = len(sheet.opened.match.deals)
        await pilot.press("x", "y")  # the one change to undo
        await until(pilot, lambda: len(sheet.opened.match.deals) == deals - 1)
        await double_tap_key(pilot, "undo", lambda: len(sheet.opened.match.deals) == deals)
        nothing = app.texts("store_error.nothing_to_undo")
        assert not [note for note in app._notifications if nothing in note.message]


async def until_sheet(pilot: Pilot[None]) -> ScoreSheetScreen:
    await until(pilot, lambda: isinstance(pilot.app.screen, ScoreSheetScreen))
    sheet = pilot.app.screen
    assert isinstance(sheet, ScoreSheetScreen)
    return sheet


async def test_a_double_tap_that_opens_a_screen_counts_once(data_dir: Path) -> None:
    """Home tapped twice on a phone: the second tap hit what the home screen has at that
    place (found by a walk through the app by taps: its Delete, and a dialog opened; here
    its Archive, and a match left the list)."""
    write_sample_folder(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        await until_sheet(pilot)
        bar, place = await key_place(pilot, "home")
        x, y = bar.region.x + place.start + 1, bar.region.y + place.y
        # Made at once, as a finger taps twice; the second handed over once home is shown.
        first, second = terminal_tap(x, y), terminal_tap(x, y)
        as_the_terminal(app, first)
        home = await on_screen(pilot, HomeScreen)
        assert app.get_widget_at(x, y)[0] is not home  # the second tap has something to hit
        await until(pilot, lambda: bool(home.summaries))
        listed = [summary.id for summary in home.summaries]
        as_the_terminal(app, second)
        for _ in range(5):
            await pilot.pause()
        assert app.screen is home
        assert [summary.id for summary in home.summaries] == listed  # not archived by it
