"""At 80x24, in both languages: nothing the player needs is cut off, and the forms say and
focus what they should."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from fits import cut_cells
from rich.cells import cell_len
from rich.text import Text
from sample_matches import write_sample_folder
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, OptionList, SelectionList, Static, Tab
from tui_pilot import (
    SMALL,
    create_match,
    keys,
    make_app,
    on_screen,
    on_the_sheet,
    save_new_match,
    tap_key,
    until,
)

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.match import Match
from coinche_score.rules import Coinche, preset
from coinche_score.scoring import Deal
from coinche_score.store import Store
from coinche_score.tui.help import key_hints
from coinche_score.tui.home_rows import last_change_text
from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.new_match import NewMatchScreen
from coinche_score.tui.screens.rules_editor import RulesEditorScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.screens.statistics import StatisticsScreen
from coinche_score.tui.screens.stats_lists import PlayersScreen
from coinche_score.tui.screens.table_questions import TableQuestionsScreen
from coinche_score.tui.widgets.choice_picker import ChoicePicker
from coinche_score.tui.widgets.deal_table import DealTable
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.row_table import RowTable


@pytest.mark.parametrize("size", [(60, 20), (70, 24), SMALL])
@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_home_table_shows_every_status_whole(
    data_dir: Path, language: Language, size: tuple[int, int]
) -> None:
    write_sample_folder(data_dir)
    app = make_app(data_dir, language)
    async with app.run_test(size=size) as pilot:
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        table = app.screen.query_one("#matches", RowTable)
        assert table.row_count == 3
        assert cut_cells(table) == []
        # No sideways scrolling.
        assert table.virtual_size.width <= table.scrollable_content_region.width


@pytest.mark.parametrize("language", LANGUAGES)
async def test_slam_contracts_fit_the_narrow_sheet(data_dir: Path, language: Language) -> None:
    rules = preset("belotepoint")
    deals = [
        Deal(
            taker="A",
            contract=slam,
            trump=trump,
            coinche=Coinche.SURCOINCHE,
            taker_points=162,
            all_tricks=True,
        )
        for slam in ("generale", "capot")
        for trump in rules.allowed_trumps()
    ]
    match = Match(rules=rules, target=100_000, team_names=("Bleus", "Rouges"), deals=deals)
    Store(data_dir).create(match).close()
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        table = app.screen.query_one(DealTable)
        assert table.row_count == len(deals)
        layout = table.columns_shown
        contract = [column.key for column in layout].index("contract")
        contracts = [str(table.rows.cells(row, layout)[contract]) for row in range(table.row_count)]
        width = layout[contract].width
        assert [c for c in contracts if cell_len(c) > width] == []
        # Still told apart: each slam and trump has its own short form.
        assert len(set(contracts)) == len(deals)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_target_placeholder_fits(data_dir: Path, language: Language) -> None:
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        target = app.screen.query_one("#target", Input)
        # One cell is the cursor's.
        assert cell_len(target.placeholder) < target.content_region.width


def assert_new_match_form_whole(screen: Screen[Any]) -> None:
    """Every button and field label of the new-match form is shown whole."""
    for button in screen.query(Button):
        shown = screen.find_widget(button)
        assert shown.region.intersection(shown.clip) == shown.region, str(button.label)
        assert cell_len(str(button.label)) <= button.content_region.width
    for label in screen.query(".field-label").results(Label):
        # Whole, and a cell left between a label and its field (its padding, beside it).
        assert cell_len(str(label.content)) <= label.content_region.width, label.content
        assert label.region.right > label.content_region.right, label.content


def key_bar_text(screen: Screen[Any]) -> str:
    """The key bar's lines, one after the other (a narrow one takes two)."""
    bar = screen.query_one(KeyBar)
    return "".join(bar.render_line(y).text for y in range(bar.size.height)).rstrip()


@pytest.mark.parametrize("size", [(60, 20), SMALL])
@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_new_match_form_and_the_key_bars_are_shown_whole(
    data_dir: Path, language: Language, size: tuple[int, int]
) -> None:
    palette = f"^p  {Texts(language)('key.bar.palette')}"
    app = make_app(data_dir, language)
    async with app.run_test(size=size) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert_new_match_form_whole(app.screen)

        def assert_key_bar_whole() -> None:
            """Whole keys, and always the palette, which leads to every key."""
            shown = key_bar_text(app.screen)
            assert shown.endswith(palette), shown
            assert cell_len(shown) <= size[0]

        assert_key_bar_whole()
        await pilot.press("ctrl+s")  # the score sheet
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert_key_bar_whole()


async def test_a_tap_on_a_key_of_the_bar_does_what_the_key_does(data_dir: Path) -> None:
    """By taps alone: a new match from home, back, and the palette."""
    app = make_app(data_dir)
    async with app.run_test(size=(120, 36)) as pilot:
        await tap_key(pilot, "new_match")
        await until(pilot, lambda: type(app.screen).__name__ == "NewMatchScreen")
        await tap_key(pilot, "back")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        await tap_key(pilot, "app.command_palette")
        await until(pilot, lambda: type(app.screen).__name__ == "Palette")


async def test_a_wider_screen_shows_more_keys_and_the_form_whole(data_dir: Path) -> None:
    app = make_app(data_dir, "fr")
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        more = "^t  Décrire votre table"
        assert more not in key_bar_text(app.screen)
        assert "Échap  Retour" in key_bar_text(app.screen)  # the way back, always
        await pilot.resize_terminal(120, 36)
        await until(pilot, lambda: more in key_bar_text(app.screen))
        assert_new_match_form_whole(app.screen)


def cut_off(screen: Screen[Any]) -> list[str]:
    """The labels and rows of choices of ``screen`` too wide for their room."""
    cut = []
    for label in screen.query(".rule-label, .section-title").results(Label):
        if cell_len(str(label.content)) > label.content_region.width * label.content_region.height:
            cut.append(str(label.content))
    for picker in screen.query(ChoicePicker):
        if picker.render().cell_len > picker.content_region.width:
            cut.append(picker.render().plain)
    return cut


@pytest.mark.parametrize("size", [SMALL, (120, 36), (160, 40)])
@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_rules_editor_fits_and_starts_on_the_name(
    data_dir: Path, language: Language, size: tuple[int, int]
) -> None:
    app = make_app(data_dir, language)
    async with app.run_test(size=size) as pilot:
        await pilot.press("n", "ctrl+r")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, RulesEditorScreen)
        assert app.focused is editor.query_one("#rule-name")
        assert len(editor.query(ChoicePicker)) > 20
        assert cut_off(editor) == []


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_table_questions_fit(data_dir: Path, language: Language) -> None:
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n", "ctrl+t")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableQuestionsScreen)
        assert len(table.query(ChoicePicker)) == 8
        assert cut_off(table) == []


async def test_a_filled_in_but_refused_deal_is_said_refused(data_dir: Path) -> None:
    save_new_match(data_dir, "classic")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        # A coinched capot: every field filled, and the classic rules refuse it (coinched
        # first: x on the capot is refused at once).
        await pilot.press(*keys("n a x c h t"))
        await pilot.pause()
        form = app.screen
        assert isinstance(form, DealFormScreen)
        assert form.query_one("#error-coinche").has_class("-shown")
        preview = str(form.query_one("#deal-preview", Static).content)
        assert preview == app.texts("deal.preview.refused")
        # An unfinished deal still asks to be filled in.
        await pilot.press("escape", "y", *keys("n a 1 1 0"))
        await pilot.pause()
        preview = str(app.screen.query_one("#deal-preview", Static).content)
        assert preview == app.texts("deal.preview.incomplete")


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_announce_keys_are_shown_whole_while_entering_them(
    data_dir: Path, language: Language
) -> None:
    app = make_app(data_dir, language)
    texts = Texts(language)
    async with app.run_test(size=SMALL) as pilot:
        await create_match(pilot, "belotepoint")
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, DealFormScreen)
        form.query_one("#announces").focus()
        await pilot.pause()
        bottom = form.query_one("#deal-keys", Static)
        shown = " ".join(bottom.render_line(y).text for y in range(bottom.size.height))
        assert texts("deal.announces.hint") in " ".join(shown.split())
        form.query_one("#taker").focus()
        await pilot.pause()
        assert str(bottom.content) == key_hints(texts, form)


def test_the_last_change_is_a_time_today_and_a_date_before() -> None:
    now = datetime(2025, 5, 17, 23, 30, tzinfo=UTC)
    today = datetime(2025, 5, 17, 22, 41, tzinfo=UTC)
    yesterday = datetime(2025, 5, 16, 22, 41, tzinfo=UTC)
    english, french = Texts("en"), Texts("fr")
    assert last_change_text(english, today, now) == last_change_text(french, today, now) == "22:41"
    assert last_change_text(english, yesterday, now) == "2025-05-16"
    assert last_change_text(french, yesterday, now) == "16/05/2025"  # as France writes a day


@pytest.mark.parametrize("width", [80, 100, 110, 120])
async def test_every_column_of_the_sheet_is_on_screen(data_dir: Path, width: int) -> None:
    write_sample_folder(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(width, 30)) as pilot:
        await pilot.pause()
        table = app.screen.query_one(DealTable)
        assert table.row_count
        assert table.virtual_size.width <= table.scrollable_content_region.width


async def test_a_sheet_made_shorter_keeps_the_selected_deal_in_view(data_dir: Path) -> None:
    """At 60x20 the last deal of the sample match was out of view when the rows had been
    filled before the lines above the table were laid out (on a busy machine): the table was
    made shorter after it had scrolled to the deal.  A shorter terminal does the same."""
    write_sample_folder(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(60, 22)) as pilot:
        table = app.screen.query_one(DealTable)
        await until(pilot, lambda: table.row_count == 10 and table.cursor_row == 9)
        await pilot.resize_terminal(60, 20)
        await until(pilot, lambda: table.size.height == 9)  # a title and eight deals
        # The last deal in view, once the table has scrolled to it.
        await until(pilot, lambda: table.cursor_row < table.scroll_y + 8)


def text_styles(widget: Widget, line: int = 0) -> set[tuple[bool, bool]]:
    """The underline and reverse of what a line the widget draws (its first) draws."""
    return {
        (bool(segment.style.underline), bool(segment.style.reverse))
        for segment in widget.render_line(line)
        if segment.text.strip() and segment.style is not None
    }


async def test_without_colour_the_focused_field_is_underlined(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under NO_COLOR the focused field was told only by a lighter grey (issue 19)."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert app.no_color
        for field in ("#team-a", "#first-dealer"):
            widget = app.screen.query_one(field)
            widget.focus()
            await pilot.pause()
            assert (True, False) in text_styles(widget), field
            app.screen.query_one("#team-b").focus()
            await pilot.pause()
            assert (True, False) not in text_styles(widget), field


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_phone_gives_the_rules_editor_room_for_two_rules(
    data_dir: Path, language: Language
) -> None:
    """A rule takes three lines (its name, its choices, what it does). At 40x20 the French
    titles took two lines each and a blank line stood over the key bar: four lines of rules."""
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.press("n", "ctrl+r")
        await until(pilot, lambda: isinstance(app.screen, RulesEditorScreen))
        await pilot.pause()
        fields = app.screen.query_one("#rules-fields")
        assert fields.region.height >= 2 * 3
        titles = [
            label for label in app.screen.query(".dialog-title").results(Label) if label.display
        ]
        assert [cell_len(str(label.content)) < fields.region.width for label in titles] == [True]


async def test_a_phone_with_its_keyboard_up_gives_the_rules_editor_to_the_rules(
    data_dir: Path,
) -> None:
    """At 40x12 (a phone's keyboard up) the test deals took six lines and the rules one blank
    line (found by a walk through the app by taps): the tests give way, back when it grows."""
    app = make_app(data_dir)
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.press("n", "ctrl+r")
        editor = await on_screen(pilot, RulesEditorScreen)
        await pilot.pause()
        tests = editor.query_one("#rules-tests")
        assert not tests.display
        assert editor.query_one("#rules-fields").region.height >= 3
        rule = editor.query_one("#rule-rounding")
        rule.focus()
        fields = editor.query_one("#rules-fields")
        await until(pilot, lambda: fields.region.contains_region(rule.region))
        await pilot.resize_terminal(40, 20)
        await until(pilot, lambda: tests.display and tests.region.height > 0)
        # The rule being changed stays in sight as the tests take their room back.
        await until(pilot, lambda: fields.region.contains_region(rule.region))


async def test_without_colour_the_rules_chosen_and_the_players_ticked_are_told(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under NO_COLOR the rules chosen, once the list was left, were a shade darker, and a
    player ticked in the statistics' filter drew the same "▐X▌" as one not (found by a walk
    through the app by taps)."""
    monkeypatch.setenv("NO_COLOR", "1")
    write_sample_folder(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        presets = app.screen.query_one("#presets", OptionList)
        assert presets.highlighted is not None and not presets.has_focus
        chosen = presets.highlighted - round(presets.scroll_y)
        assert (True, False) in text_styles(presets, chosen)
        await pilot.press("escape", "s")
        statistics = await on_screen(pilot, StatisticsScreen)
        await until(pilot, lambda: statistics.stats is not None)
        await pilot.press("f")
        players = (await on_screen(pilot, PlayersScreen)).query_one(SelectionList)
        players.select(players.get_option_at_index(1).value)
        await pilot.pause()
        assert (False, True) not in text_styles(players, 0)
        assert (False, True) in text_styles(players, 1)


def struck(bar: KeyBar) -> set[str]:
    """The words the key bar strikes out (read from what it shows: a line drawn while the
    sheet is under the deal form has no room, and stays blank until the sheet is drawn)."""
    shown = bar.content
    if not isinstance(shown, Text):
        return set()  # not drawn yet
    return {
        shown.plain[span.start : span.end].strip()
        for span in shown.spans
        if "strike" in str(span.style).split()
    }


async def test_without_colour_keys_that_do_nothing_now_and_the_tab_shown_are_told(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under NO_COLOR a key that does nothing now (Redo with nothing undone) was a darker grey,
    and the statistics tab shown a brighter one over a notch (an audit of what colour alone
    says): the key is struck out, the tab reversed."""
    monkeypatch.setenv("NO_COLOR", "1")
    write_sample_folder(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        sheet = await on_screen(pilot, ScoreSheetScreen)
        bar = sheet.query_one(KeyBar)
        await until(pilot, lambda: struck(bar) == {"Undo", "Redo"})
        await pilot.press(*keys("n a 8 0 s 9 2 enter"))
        await until(pilot, lambda: struck(bar) == {"Redo"})
        await pilot.press("u")
        await until(pilot, lambda: struck(bar) == {"Undo"})
        await pilot.press("h", "s")
        statistics = await on_screen(pilot, StatisticsScreen)
        await until(pilot, lambda: statistics.stats is not None)

        def reversed_tabs() -> set[str]:
            return {
                str(tab.label)
                for tab in statistics.query(Tab)
                if (True, True) in text_styles(tab) or (False, True) in text_styles(tab)
            }

        assert reversed_tabs() == {"Players"}
        await pilot.press("tab")
        await until(pilot, lambda: reversed_tabs() == {"Teams"})
