"""Every screen at a phone's 40 columns and up, in both languages (issue 19): nothing leaves the
screen, nothing scrolls sideways, every text cut short says so with "…", and what a narrow
screen cuts or leaves out is read whole where the player chose it.  (The deal form has its own:
test_deal_form_taps.py.)"""

from __future__ import annotations

import errno
import shutil
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from fits import misfits, shown_text, squeezed
from sample_matches import CLASSIC_DEALS, write_sample_folder
from textual.errors import NoWidget
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Static
from textual.widgets._toast import Toast
from tui_pilot import (
    SMALL,
    keys,
    make_app,
    on_screen,
    save_new_match,
    swipe_to,
    tap,
    tap_key,
    until,
)

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.match import Match
from coinche_score.rules import Trump, preset
from coinche_score.scoring import parse_deal
from coinche_score.store import Store, house_rules, match_files
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.help import help_sections
from coinche_score.tui.screens.deal_form import DealFormScreen, ScoresGlance
from coinche_score.tui.screens.dialogs import (
    ChangedOnDiskScreen,
    ConfirmScreen,
    DamagedFilesScreen,
    HelpKeys,
    HelpScreen,
)
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.loading import LoadingScreen
from coinche_score.tui.screens.new_match import NewMatchScreen
from coinche_score.tui.screens.rules_editor import RulesEditorScreen
from coinche_score.tui.screens.sharing import ShareScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.screens.statistics import TABS, StatisticsScreen
from coinche_score.tui.screens.stats_lists import FigureListScreen, PlayersScreen, SubjectScreen
from coinche_score.tui.screens.table_questions import TableQuestionsScreen
from coinche_score.tui.screens.winner import WinnerScreen
from coinche_score.tui.widgets.choice_picker import ChoicePicker
from coinche_score.tui.widgets.deal_table import DealTable
from coinche_score.tui.widgets.digit_pad import DIGITS, DigitPad
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.row_table import RowTable
from coinche_score.tui.widgets.score import InfoLine
from coinche_score.tui.widgets.why_lines import WhyLines

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


#: A match won on tied totals, by the winner of its last deal.
TIED = (
    Path(__file__).parents[1]
    / "stats_crosscheck"
    / "tie_won_on_the_latest_deal"
    / "data"
    / "aa.json"
)

#: Files that cannot be read, with long paths and reasons.
DAMAGED = [
    (
        f"/storage/emulated/0/Documents/coinche-score/{'0badfeed' * 6}{n}.json",
        "not a valid match file: deal 12: taker_points: got 500; allowed: an integer 0..162 " * 2,
    )
    for n in range(4)
]


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
    table = screen.query_one("#matches", RowTable)
    await until(pilot, lambda: 0 < table.row_count == len(screen.summaries))
    finished = next(i for i, summary in enumerate(screen.summaries) if summary.finished)
    await pilot.press(*["down"] * (finished - table.cursor_row))
    # Under load the list may be read again meanwhile: Enter only on the finished match.
    await until(pilot, lambda: screen.summaries[table.cursor_row].finished)
    await pilot.press("enter")


#: Every screen but the deal form, each reached from the one before: (its name, the way there).
SCREENS: list[tuple[str, Step]] = [
    ("score sheet", pressing()),  # the match to resume, opened at start-up
    ("delete a deal", pressing("x")),
    ("file changed elsewhere", pressing("n")),  # then pushed, below
    ("files that cannot be read", pressing("escape")),  # then pushed, below
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
    "files that cannot be read": pushing(lambda texts: DamagedFilesScreen(texts, DAMAGED)),
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
                await settle(pilot)  # a finished match's key bar: Result is in it too
                found += [f"finished sheet: {lost}" for lost in lost_way_back(app.screen)]
                await pilot.press("w")
                await until(pilot, lambda: isinstance(app.screen, WinnerScreen))
            found += [f"{name}: {misfit}" for misfit in await settle(pilot)]
            found += [f"{name}: {lost}" for lost in lost_way_back(app.screen)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(40, 20), (60, 20)], ids=lambda size: f"{size[0]}x{size[1]}")
async def test_the_home_screen_says_files_cannot_be_read_in_as_many_lines_as_it_has_room_for(
    data_dir: Path, size: tuple[int, int], language: Language
) -> None:
    # Found by random play: on a phone, the longest names and five lines of files that cannot
    # be read left the list of matches no row; wrapped, those lines pushed their last, "…"
    # (more files than named), out of sight.
    write_folder(data_dir)
    for n in range(5):
        (data_dir / f"{'0badfeed' * 4}{n}.json").write_text('{"schema_version": 99}')
    app = make_app(data_dir, language)
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("h")
        home = await on_screen(pilot, HomeScreen)
        assert not await settle(pilot)
        panel, short = home.query_one("#home-damaged"), home.query_one("#home-damaged-short")
        if size[0] == 40:  # one line, the list of matches below the longest names too
            assert not panel.region.area
            assert drawn_lines(short) == [Texts(language)("home.damaged.short", count=5)]
            assert home.query_one("#matches", RowTable).size.height >= 2  # titles, a match
            await pilot.resize_terminal(80, 24)  # the phone turned: the files named
            await until(pilot, lambda: panel.size.height == 5)
            assert not short.region.area
        else:  # a line a file, each cut with "…", then "…": more files than named
            assert not short.region.area
            lines = drawn_lines(panel)
            assert len(lines) == 5 and lines[-1] == "…"
            assert all(line.endswith("…") for line in lines[1:4])


def drawn_lines(widget: Widget) -> list[str]:
    return [widget.render_line(y).text.rstrip() for y in range(widget.size.height)]


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_rules_file_that_cannot_be_read_is_named_whole_on_a_phone(
    data_dir: Path, language: Language
) -> None:
    # Found by random play: the new-match form's error line ran 120 columns off the screen.
    write_folder(data_dir)
    rules = data_dir / "rules" / f"{'Vieilles règles ' * 3}.json"
    rules.parent.mkdir(exist_ok=True)
    rules.write_text("{not json", encoding="utf-8")
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("h")
        await on_screen(pilot, HomeScreen)
        await pilot.press("n")
        form = await on_screen(pilot, NewMatchScreen)
        error = form.query_one("#error-rules", Static)
        error.scroll_visible(animate=False)
        assert not await settle(pilot)
        assert squeezed(rules.name) in squeezed(shown_text(error))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(40, 20), (50, 30)], ids=lambda size: f"{size[0]}x{size[1]}")
async def test_a_match_won_on_tied_totals_says_who_takes_it_whole_on_a_phone(
    data_dir: Path, size: tuple[int, int], language: Language
) -> None:
    # Found by random play: the sentence saying who takes a tie ran off the screen.
    data_dir.mkdir(parents=True)
    shutil.copy(TIED, data_dir / TIED.name)
    app = make_app(data_dir, language)
    async with app.run_test(size=size) as pilot:
        home = await on_screen(pilot, HomeScreen)
        await until(pilot, lambda: bool(home.summaries))
        await pilot.press("enter")
        await on_screen(pilot, ScoreSheetScreen)
        await pilot.press("w")
        winner = await on_screen(pilot, WinnerScreen)
        assert not await settle(pilot)
        said = squeezed(Texts(language)("winner.tie_break"))
        assert said in [squeezed(shown_text(label)) for label in winner.query(Label)]


def lost_way_back(screen: Screen[Any]) -> list[str]:
    """The way back of ``screen`` (its ``Esc``) when its key bar leaves it out: by taps alone
    it would be found only in the palette."""
    bars = screen.query(KeyBar)
    if not bars:
        return []
    bar = bars.first()
    try:
        placed = screen.find_widget(bar)
    except NoWidget:
        return ["the key bar is out of sight"]
    if placed.region.intersection(placed.clip) != placed.region:
        return ["the key bar is scrolled out of sight"]
    shown = {place.entry.action for place in bar.places}
    return [
        f"no {active.binding.action} (Esc) on the key bar"
        for active in screen.active_bindings.values()
        if active.binding.key == "escape" and active.binding.show
        if active.binding.action not in shown
    ]


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
        detail = app.screen.query_one("#deal-detail", WhyLines)
        assert await settle(pilot) == []
        assert squeezed(str(detail.content)) == squeezed(shown_text(detail))


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_phone_sheet_marks_each_contract_made_failed_or_litige_not_by_colour_alone(
    data_dir: Path, language: Language
) -> None:
    """Without the result's column, a made contract, a litige and a failure differed by their
    colours alone (NO_COLOR, a plain terminal, a colour-blind eye: found by an audit)."""
    rules = preset("ffb")
    deals = [
        {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 81},  # litige
        {"taker": "B", "contract": 90, "trump": "spades", "taker_points": 120},  # made
        {"taker": "A", "contract": 100, "trump": "clubs", "taker_points": 60},  # failed
        {
            "taker": "B",
            "contract": "capot",
            "trump": "no_trump",
            "taker_points": 162,
            "all_tricks": True,
            "coinche": "surcoinche",
        },  # made, its contract cut to fit
    ]
    match = Match(
        rules=rules,
        target=10_000,
        team_names=("Nous", "Eux"),
        deals=tuple(parse_deal(deal, rules) for deal in deals),
    )
    Store(data_dir).create(match).close()
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        table = (await on_screen(pilot, ScoreSheetScreen)).query_one(DealTable)
        await until(pilot, lambda: table.row_count == len(deals))
        assert "result" not in [placed.key for placed in table.columns_shown]
        contracts = [str(table.row_cells(index)[1]) for index in range(len(deals))]
        assert [contract[-2:] for contract in contracts] == [" =", " ✓", " ╳", " ✓"], contracts
    wide = make_app(data_dir, language)
    async with wide.run_test(size=(100, 30)) as pilot:
        table = (await on_screen(pilot, ScoreSheetScreen)).query_one(DealTable)
        await until(pilot, lambda: table.row_count == len(deals))
        assert "result" in [placed.key for placed in table.columns_shown]
        assert not any(
            str(table.row_cells(index)[3]).endswith(("✓", "╳", "=")) for index in range(4)
        )


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
        # By id: the list read again on coming back (after the sheet) holds equal summaries,
        # not the same ones, and may land between two steps here.
        for match_id in [summary.id for summary in screen.summaries]:
            summary = screen.summaries[table.cursor_row]
            assert summary.id == match_id
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


#: The statistics' screens, from its first tab, each reached from the one before: (its name,
#: the keys there, the screen).
STATISTICS: list[tuple[str, tuple[str, ...], type[Screen[Any]]]] = [
    *(
        (f"statistics, tab {tab}", (str(number),), StatisticsScreen)
        for number, tab in enumerate(TABS, start=1)
    ),
    ("a player's card", ("1", "enter"), SubjectScreen),
    ("a figure's list", ("enter",), FigureListScreen),
    ("the players to count", ("escape", "escape", "f"), PlayersScreen),
    ("the statistics' help", ("escape", "f1"), HelpScreen),
]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_the_statistics_and_the_table_sharing_fit(
    data_dir: Path, size: tuple[int, int], language: Language
) -> None:
    """The screens SCREENS does not reach: the statistics (each tab, a card, a figure's list,
    the players' filter, its help); the table's view shared (on the loopback).  Files that
    cannot be read lengthen the statistics' first line (random play found it cut at 40)."""
    write_folder(data_dir)
    for n in range(12):
        (data_dir / f"damaged{n}.json").write_text("{not json", encoding="utf-8")
    app = CoincheApp(Store(data_dir), Texts(language), share_on=("127.0.0.1", 0))
    found: list[str] = []
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, ShareScreen))
        found += [f"sharing: {misfit}" for misfit in await settle(pilot)]
        found += [f"sharing: {lost}" for lost in lost_way_back(app.screen)]
        await pilot.press("escape", "h")
        await on_screen(pilot, HomeScreen)
        await pilot.press("s")
        statistics = await on_screen(pilot, StatisticsScreen)
        await until(pilot, lambda: statistics.stats is not None)
        for name, keys, shown in STATISTICS:
            await pilot.press(*keys)
            found += [f"{name}: {misfit}" for misfit in await settle(pilot)]
            found += [f"{name}: {lost}" for lost in lost_way_back(app.screen)]
            assert isinstance(app.screen, shown), name
    assert not found, "\n".join(found)


async def go_home(pilot: Pilot[None]) -> HomeScreen:
    """From the match resumed at start-up to the home screen."""
    await on_screen(pilot, ScoreSheetScreen)
    await pilot.press("h")
    return await on_screen(pilot, HomeScreen)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_tap_takes_a_match_out_of_the_archive_on_a_phone(
    data_dir: Path, language: Language
) -> None:
    """The archive's own key comes before Delete, which gives way first: "a Désarchiver" was
    left out at 40 columns, in the palette alone."""
    write_folder(data_dir)
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        home = await go_home(pilot)
        await pilot.press("v")
        await until(pilot, lambda: home.view == "archive" and len(home.summaries) == 1)
        archived = home.summaries[0].id
        await tap_key(pilot, "unarchive")
        await until(pilot, lambda: not home.summaries)
        await tap_key(pilot, "show('saved')")
        await until(pilot, lambda: archived in [summary.id for summary in home.summaries])


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_tap_archives_then_deletes_a_match_on_a_phone(
    data_dir: Path, language: Language
) -> None:
    """What the key bar has no room for goes to the line of keys under the list: at 40
    columns in French, Archive and Delete were in the palette alone."""
    write_folder(data_dir)
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        home = await go_home(pilot)
        await until(pilot, lambda: len(home.summaries) == 4)
        ids = [summary.id for summary in home.summaries]
        await tap_key(pilot, "archive")
        await until(pilot, lambda: len(home.summaries) == 3)
        await tap_key(pilot, "delete")
        await tap(pilot, (await on_screen(pilot, ConfirmScreen)).query_one("#yes", Button))
        await until(pilot, lambda: len(home.summaries) == 2)
        assert [summary.id for summary in home.summaries] == ids[2:]
        archived = match_files.archive_of(Store(data_dir)).scan()[0]
        assert ids[0] in [summary.id for summary in archived]


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_tap_leaves_a_finished_match_on_a_phone(data_dir: Path, language: Language) -> None:
    """A finished match's bar holds Result too: Home was left out at 40 columns, and by taps
    alone the palette was the only way out."""
    write_folder(data_dir)
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        await go_home(pilot)
        await open_finished(pilot)
        sheet = await on_screen(pilot, ScoreSheetScreen)
        assert sheet.opened.state.finished
        await tap_key(pilot, "home")
        await on_screen(pilot, HomeScreen)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_each_screens_keys_are_under_a_title_read_whole_on_a_phone(
    data_dir: Path, language: Language
) -> None:
    """The help's titles sat in its keys' column, nine cells on a phone: "Feuille" over
    "de marque"."""
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        keys = app.screen.query_one(HelpKeys)
        lines = [keys.render_line(y).text.strip() for y in range(keys.size.height)]
        titles = [title for title, _ in help_sections(app.texts)]
        assert [title for title in titles if title not in lines] == []


async def test_the_help_opens_on_the_keys_of_the_screen_it_was_opened_from(
    data_dir: Path,
) -> None:
    """Opened from home, the help began with the score sheet's keys: on a phone, home's were
    a scroll away."""
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        await on_screen(pilot, HomeScreen)
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        keys = app.screen.query_one(HelpKeys)
        assert keys.render_line(0).text.strip() == app.texts("help.home")
        await pilot.press("escape", "n")
        await until(pilot, lambda: type(app.screen).__name__ == "NewMatchScreen")
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        keys = app.screen.query_one(HelpKeys)
        assert keys.render_line(0).text.strip() == app.texts("help.new_match")


async def test_describe_your_table_is_a_tap_on_a_phone(data_dir: Path) -> None:
    """The phone's key bar has room for Start, Customise and the way back, not Describe: its
    button, hidden on a phone, was to be found in the palette alone."""
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: type(app.screen).__name__ == "NewMatchScreen")
        describe = app.screen.query_one("#describe")
        await swipe_to(pilot, describe)
        await pilot.click("#describe")
        await until(pilot, lambda: isinstance(app.screen, TableQuestionsScreen))


def in_sight(widget: Widget) -> bool:
    """Whether all of ``widget`` is on the screen, not scrolled out of sight nor under a
    docked widget (the deal form's digit pad)."""
    region = widget.region
    if not region.area or not widget.screen.region.contains_region(region):
        return False
    lines = range(region.y, region.bottom)
    return all(widget.screen.get_widget_at(region.x, y)[0] is widget for y in lines)


async def error_in_sight(pilot: Pilot[None], form: Screen[Any], field: str) -> bool:
    """Whether the error line of ``field``, once shown, is all on the screen."""
    error = form.query_one(f"#error-{field}", Label)
    await until(pilot, lambda: error.has_class("-shown"))
    await pilot.pause()
    return in_sight(error)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_refused_start_on_a_phone_shows_why_where_the_player_looks(
    data_dir: Path, language: Language
) -> None:
    """Start tapped on the key bar with two seats of one name: the line saying so was below
    the fold, and the tap seemed to do nothing (found by a walk through the app by taps)."""
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        await tap_key(pilot, "new_match")
        form = await on_screen(pilot, NewMatchScreen)
        form.query_one("#seat-0", Input).value = "Ann"
        form.query_one("#seat-2", Input).value = "ann "
        await tap_key(pilot, "start")
        assert await error_in_sight(pilot, form, "teams")
        assert app.screen is form and not list(data_dir.glob("*.json"))


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_refused_table_name_on_a_phone_shows_why_where_the_player_looks(
    data_dir: Path, language: Language
) -> None:
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.press("n")
        await on_screen(pilot, NewMatchScreen)
        await pilot.press("ctrl+t")  # its tap: test_describe_your_table_is_a_tap_on_a_phone
        questions = await on_screen(pilot, TableQuestionsScreen)
        questions.query_one("#table-name", Input).value = "Chez Paul / Marie"
        await tap_key(pilot, "finish")
        assert await error_in_sight(pilot, questions, "name")
        assert app.screen is questions


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_deals_why_in_the_statistics_is_read_whole_on_a_phone(
    data_dir: Path, language: Language
) -> None:
    """Under the list of the best deal, the deal's "why" stopped at 6 lines at 40x20, where it
    takes some 10 with long names and announces, the list's empty rows above it (a walk by
    taps)."""
    rules = preset("ffb")
    deal = {
        "taker": "A",
        "bidder": 0,
        "contract": 120,
        "trump": "hearts",
        "coinche": "surcoinche",
        "taker_points": 100,
        "belote": {"A": 20},
        "announces": {"A": ["cent", "cinquante", "tierce"]},
    }
    players = ("Maximilienne-Anastasia de Rochefoucauld", "Bob", "Cat", "Dan")
    match = Match(
        rules=rules, target=2000, team_names=LONG, players=players, deals=(parse_deal(deal, rules),)
    )
    Store(data_dir).create(match).close()
    app = CoincheApp(Store(data_dir), Texts(language), resume_last=False)
    async with app.run_test(size=(40, 20)) as pilot:
        await on_screen(pilot, HomeScreen)
        await pilot.press("s")
        statistics = await on_screen(pilot, StatisticsScreen)
        await until(pilot, lambda: statistics.stats is not None)
        await pilot.press("4", "enter")  # the records, the best deal's
        listed = await on_screen(pilot, FigureListScreen)
        await until(pilot, lambda: len(listed.read) == 1)
        detail = listed.query_one("#stats-item-detail", Static)
        assert await settle(pilot) == []
        assert len(shown_text(detail)) > 8 * 40  # the why lines, over some 10 lines


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_phone_home_keeps_rows_of_the_list_beside_a_long_match_and_a_damaged_file(
    data_dir: Path, language: Language
) -> None:
    """The longest names to resume and chosen, and a file that cannot be read, left the list
    one row at 40x20, under blank lines above the title and the list (a walk by taps)."""
    write_folder(data_dir)
    (data_dir / "damaged.json").write_text("{not json", encoding="utf-8")
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        home = await go_home(pilot)
        await until(pilot, lambda: len(home.summaries) == 4)
        assert await settle(pilot) == []
        assert home.query_one("#matches").size.height >= 4  # its headings and three rows


def disk_full(*args: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


async def test_house_rules_not_saved_say_so_where_the_player_looks_on_a_phone(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Back from the rules editor, the new match is at its top: the line saying the rules
    were not saved was some 40 lines below it, and they seemed saved (a walk by taps)."""
    monkeypatch.setattr(house_rules, "write_atomically", disk_full)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.press("n")
        form = await on_screen(pilot, NewMatchScreen)
        await pilot.press("ctrl+r")
        editor = await on_screen(pilot, RulesEditorScreen)
        editor.query_one("#rule-name", Input).value = "Maison"
        await tap_key(pilot, "apply")
        await on_screen(pilot, NewMatchScreen)
        assert await error_in_sight(pilot, form, "rules")


@pytest.mark.parametrize("language", LANGUAGES)
async def test_teams_named_alike_at_first_are_told_apart_in_a_narrow_sheets_titles(
    data_dir: Path, language: Language
) -> None:
    """ "Les Anciens" and "Les Jeunes" were both "Les…" over their columns at 40 columns, and
    the taker's column is left out there: nothing said which team a score was (found by a
    walk through the app by taps)."""
    match = Match(
        rules=preset("classic"),
        target=2000,
        team_names=("Les Anciens", "Les Jeunes"),
        deals=CLASSIC_DEALS,
    )
    Store(data_dir).create(match).close()
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        table = app.screen.query_one(DealTable)
        await until(pilot, lambda: table.row_count == len(CLASSIC_DEALS))
        titles = {placed.key: placed.title for placed in table.columns_shown}
        for team, name in (("A", "Anciens"), ("B", "Jeunes")):
            assert titles[f"score.{team}"] == name
            assert name in titles[f"total.{team}"]
        drawn = table.render_line(0).text
        assert "Les" not in drawn and "An" in drawn and "Je" in drawn, drawn


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_notice_on_a_phone_leaves_the_keys_and_the_deals_free(
    data_dir: Path, language: Language
) -> None:
    """A notice was a column of six lines over the key bar and the last deals for seconds,
    and undo after delete stacked two (found by a walk through the app by taps)."""
    write_sample_folder(data_dir)
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20), notifications=True) as pilot:
        table = app.screen.query_one(DealTable)
        await until(pilot, lambda: table.row_count == 10)
        texts = Texts(language)
        app.notify(texts("notice.undone.gone", number=3, summary="Bleus 110♥"))
        app.notify(texts("notice.undone.gone", number=4, summary="Rouges 90♠"))
        # One notice, the newest, in a line or two (two stacked hid the totals).
        await until(pilot, lambda: "4" in "".join(str(t.render()) for t in app.screen.query(Toast)))
        await pilot.pause()
        assert len(app.screen.query(Toast)) == 1
        keys = app.screen.query_one(KeyBar).region
        for toast in app.screen.query(Toast):
            assert toast.region.height <= 2, toast.region
            assert not toast.region.overlaps(keys) and not toast.region.overlaps(table.region)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_refused_deal_on_a_phone_shows_why_where_the_player_looks(
    data_dir: Path, language: Language
) -> None:
    """A belote at no trump saved at 40x20: the notice said "1 problem above" while the line
    saying why was below the digit pad, out of sight (found by a walk through the app by
    taps)."""
    save_new_match(data_dir, "ffb", language=language)
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        sheet = await on_screen(pilot, ScoreSheetScreen)
        no_trump = app.texts.trump_key(Trump.NO_TRUMP)
        # The belote first: b at sans-atout is refused at once.
        await pilot.press(*keys(f"n a b 9 0 {no_trump} 1 0 0"))
        form = await on_screen(pilot, DealFormScreen)
        await pilot.click("#deal-save")
        assert await error_in_sight(pilot, form, "belote")
        assert app.screen is form and sheet.opened.match.deals == ()


async def test_the_digit_pads_keys_stay_where_they_were_from_field_to_field(data_dir: Path) -> None:
    """At 40x20 the contract's pad has a line more (capot, générale): its digits were a line
    higher than at the points, and a finger tapping from memory hit the line under them
    (found by a walk through the app by taps)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        await on_screen(pilot, ScoreSheetScreen)
        await pilot.press("n", "a")
        form = await on_screen(pilot, DealFormScreen)
        pad = form.query_one(DigitPad)
        await until(pilot, lambda: pad.display and pad.offset_of(0) is not None)

        def where() -> list[tuple[int, int]]:
            places = [pad.offset_of(index) for index in range(len(DIGITS) + 1)]
            return [(pad.region.x + at.x, pad.region.y + at.y) for at in places if at]

        at_the_contract = where()
        assert len(pad.keys) > len(DIGITS) + 1  # the slams too
        await pilot.press("8", "0", "h")
        await until(pilot, lambda: form.focused is form.query_one("#taker-points"))
        await pilot.pause()
        assert len(pad.keys) == len(DIGITS) + 1
        assert where() == at_the_contract


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_scores_over_the_digit_pad_are_never_cut(
    data_dir: Path, language: Language
) -> None:
    """At 40 columns "Preview: Les Rois 0 · Les Reines 5…" hid the defence's 500 (found by a
    walk through the app by taps): a name is cut, never a score, as the deal is typed, when a
    deal is opened for correction, and after a resize (a review of the first fix)."""
    rules = preset("classic")
    deal = parse_deal({"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100}, rules)
    match = Match(rules=rules, target=2000, team_names=LONG, deals=(deal,))
    Store(data_dir).create(match).close()
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        await on_screen(pilot, ScoreSheetScreen)
        prefix = app.texts("deal.glance", preview=app.texts("deal.preview"), scores="")

        async def whole(glance: ScoresGlance) -> None:
            await until(pilot, lambda: shown_text(glance).rstrip().endswith(" 60"))
            line = shown_text(glance).rstrip()
            assert line.startswith(prefix) and " 180 · " in line and "…" in line

        await pilot.press("e")  # the deal opened for correction: nothing typed
        form = await on_screen(pilot, DealFormScreen)
        await whole(form.query_one(ScoresGlance))
        await pilot.press("escape")
        await on_screen(pilot, ScoreSheetScreen)
        hearts = app.texts.trump_key(Trump.HEARTS)
        await pilot.resize_terminal(100, 30)
        await pilot.press(*keys(f"n a 8 0 {hearts} 1 0 0"))
        form = await on_screen(pilot, DealFormScreen)
        await pilot.resize_terminal(40, 20)
        await whole(form.query_one(ScoresGlance))


@pytest.mark.parametrize("shrunk", [(40, 12), (40, 10)])
async def test_the_field_typed_in_stays_in_sight_when_the_rows_shrink(
    data_dir: Path, shrunk: tuple[int, int]
) -> None:
    """A phone's keyboard popping up takes half the rows: the deal form went back to its top
    and the digit pad typed into a field out of sight (found by a test of the app by taps on
    a phone)."""
    match = Match(rules=preset("classic"), target=2000)
    Store(data_dir).create(match).close()
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        await on_screen(pilot, ScoreSheetScreen)
        await pilot.press(*keys("n a 8 0 h"))
        form = await on_screen(pilot, DealFormScreen)
        points = form.query_one("#taker-points", Input)
        await until(pilot, lambda: app.focused is points)
        await pilot.resize_terminal(*shrunk)
        await until(pilot, lambda: in_sight(points))
        await pilot.press("9", "2")
        await until(pilot, lambda: points.value == "92")
        assert in_sight(points)


def rows_in_sight(table: RowTable) -> int:
    """How many of ``table``'s rows are drawn on the screen (its titles' line aside)."""
    return max(0, table.region.height - 1)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_with_the_keyboard_up_the_lists_keep_rows_to_tap(
    data_dir: Path, language: Language
) -> None:
    """At 40x12, a phone with its keyboard up, the score sheet showed no deal under its large
    totals and a deal's three lines of why, and home no match under its title and resume line:
    nothing to tap, and Delete acted on a row out of sight (found by a test of the app by taps
    on a phone).  The totals stay, in plain digits."""
    write_sample_folder(data_dir)
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 12)) as pilot:
        sheet = await on_screen(pilot, ScoreSheetScreen)
        table = sheet.query_one(DealTable)
        await until(pilot, lambda: rows_in_sight(table) >= 3)
        totals = [str(total) for total in sheet.opened.state.totals.values()]
        await until(
            pilot,
            lambda: [shown_text(label) for label in sheet.query(".team-total-short")] == totals,
        )
        assert all(in_sight(label) for label in sheet.query(".team-total-short"))
        await pilot.press("h")
        home = await on_screen(pilot, HomeScreen)
        matches = home.query_one("#matches", RowTable)
        await until(pilot, lambda: len(home.summaries) == 3)
        await until(pilot, lambda: rows_in_sight(matches) >= 3)
        await pilot.resize_terminal(40, 20)  # the keyboard down: all as before
        await until(pilot, lambda: in_sight(home.query_one("#home-title")))


@pytest.mark.parametrize("language", LANGUAGES)
async def test_on_a_phone_a_warning_of_the_info_line_goes_on_a_line_of_its_own(
    data_dir: Path, language: Language
) -> None:
    """At 40 columns "litige pending: 81" was left out where "first to bid: Ann" fitted, and
    a cannes_2016 total at its target but short counted exactly went on without a word (found
    by a walk by taps)."""
    litige = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 81}
    texts = Texts(language)
    match = Match(
        rules=preset("ffb"),
        target=2000,
        team_names=(texts("team.default.A"), texts("team.default.B")),
        players=("Ann", "Bob", "Cat", "Dan"),
        deals=(parse_deal(litige, preset("ffb")), parse_deal({"taker": None}, preset("ffb"))),
    )
    Store(data_dir).create(match).close()
    app = CoincheApp(Store(data_dir), texts)
    async with app.run_test(size=(40, 20)) as pilot:
        sheet = await on_screen(pilot, ScoreSheetScreen)
        await pilot.pause()
        lines = sheet.query_one("#sheet-info", InfoLine).render().plain.splitlines()
        assert lines[-1] == texts("sheet.litige", points=81)
        assert len(lines) == 2 and all(len(line) <= 38 for line in lines)


async def test_a_why_cut_on_a_low_phone_ends_with_an_ellipsis_and_a_tap_says_it_whole(
    data_dir: Path,
) -> None:
    """With the keyboard up (40x12) three lines of a long why stopped mid-sum ("… + 20
    belote ="), the other team's score out of sight, nothing saying so (found by a walk by
    taps)."""
    rules = preset("ffb")
    long_why = {
        "taker": "A",
        "contract": 90,
        "trump": "hearts",
        "taker_points": 70,
        "belote": {"A": 20, "B": 0},
        "announces": {"A": ["tierce"], "B": []},
    }
    match = Match(
        rules=rules,
        target=2000,
        team_names=("Nous", "Eux"),
        deals=(parse_deal(long_why, rules),),
    )
    Store(data_dir).create(match).close()
    app = make_app(data_dir, "fr")
    async with app.run_test(size=(40, 12), notifications=True) as pilot:
        sheet = await on_screen(pilot, ScoreSheetScreen)
        await pilot.pause()
        why = sheet.query_one("#deal-detail", WhyLines)
        lines = why.render().plain.splitlines()
        assert len(lines) == 3 and lines[-1].endswith("…") and why.cut
        whole = why.content.plain
        assert whole.endswith("· Eux 92 pts → 90") and "Eux 92" not in "".join(lines)
        await pilot.click(why)
        await until(pilot, lambda: any(n.message == whole for n in app._notifications))


@pytest.mark.parametrize(("language", "said"), [("en", "a second tap"), ("fr", "un second appui")])
def test_the_help_says_a_second_tap_corrects_a_deal(language: Language, said: str) -> None:
    """The key bar of a phone has no room for Correct: a second tap on a deal chosen corrects
    it, which nothing said (found by a walk through the app by taps)."""
    texts = Texts(language)
    sheet = dict(next(rows for title, rows in help_sections(texts) if title == texts("help.sheet")))
    assert said in " ".join(sheet.values())


async def test_a_deal_undone_or_redone_off_the_screen_is_brought_in_sight(data_dir: Path) -> None:
    """Redo brought deal 14 back below a phone's screen, the cursor left on deal 1: nothing
    showed what was redone (found by a walk through the app by taps)."""
    rules = preset("classic")
    deal = parse_deal({"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 90}, rules)
    with Store(data_dir).create(Match(rules=rules, target=100_000)) as opened:
        for _ in range(14):
            opened.add(deal)  # each in the undo history
    app = make_app(data_dir, "fr")
    async with app.run_test(size=(40, 20)) as pilot:
        sheet = await on_screen(pilot, ScoreSheetScreen)
        table = sheet.query_one(DealTable)

        def in_sight(row: int) -> bool:
            top = table.scroll_offset.y
            return table.cursor_row == row and top <= row < top + table.size.height - 1

        await pilot.press("u")  # deal 14 gone: the cursor on deal 13
        await until(pilot, lambda: in_sight(12))
        await pilot.press(*["up"] * 12)
        await until(pilot, lambda: in_sight(0))
        await pilot.press("r")  # deal 14 back, and in sight
        await until(pilot, lambda: in_sight(13))
