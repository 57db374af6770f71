"""Every text readable without colour (NO_COLOR) and on a light theme, as a player with a plain
terminal or a light one sees it."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import Monochrome
from tui_pilot import make_app, on_screen, on_the_sheet, until

from coinche_score.match import Match
from coinche_score.rules import Trump, preset
from coinche_score.scoring import Deal
from coinche_score.store import Store
from coinche_score.tui.readable_colours import (
    LEAST_CONTRAST,
    LEAST_GAP,
    ReadableMonochrome,
    contrast,
    readable_grey,
)
from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.widgets.choice_picker import ChoiceRow
from coinche_score.tui.widgets.deal_table import DealTable

FAILED = Deal(taker="A", contract=100, trump=Trump.HEARTS, taker_points=60)


def gap(style: Style, background: Color) -> float:
    assert style.color is not None
    under = background if style.bgcolor is None else Color.from_rich_color(style.bgcolor)
    return abs(Color.from_rich_color(style.color).brightness - under.brightness)


async def test_a_failed_deal_reads_without_colour(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "failed", in the theme's red, was drawn a grey a shade off the background (1.3:1): at 80
    columns the word was the only sign of a failed contract (found by a test of the app
    without colour)."""
    monkeypatch.setenv("NO_COLOR", "1")
    Store(data_dir).create(Match(rules=preset("classic"), target=1000, deals=(FAILED,))).close()
    app = make_app(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_the_sheet(pilot)
        sheet = app.screen
        assert isinstance(sheet, ScoreSheetScreen)
        table = sheet.query_one(DealTable)
        await until(pilot, lambda: table.row_count == 1)
        filters = app.get_line_filters()
        assert not any(type(line_filter) is Monochrome for line_filter in filters)
        (failed,) = [cell for cell in table.row_cells(0) if cell.plain == "failed"]
        background = sheet.styles.background
        segments = [Segment(failed.plain, Style.parse(str(failed.style)))]
        for line_filter in filters:
            segments = line_filter.apply(segments, background)
        assert gap(segments[0].style or Style(), background.monochrome) >= LEAST_GAP
        # An error under a field, grey like the hints beside it: bold, in plain text.
        await pilot.press("n", "a", "enter")
        form = await on_screen(pilot, DealFormScreen)
        await until(pilot, lambda: bool(form.query(".field-error.-shown")))
        error = form.query(".field-error.-shown").first()
        assert error.styles.text_style.bold


def test_a_grey_far_enough_from_its_background_keeps_its_shade() -> None:
    background = Color(39, 39, 39)
    hint = Style(color=Color(128, 128, 128).rich_color)
    assert readable_grey(hint, background) == hint  # a hint stays dimmer than plain text
    red = Style(color=Color(244, 0, 95).rich_color, bold=True)
    assert readable_grey(red, background).bold and gap(readable_grey(red, background), background)
    assert gap(readable_grey(red, background), background) >= LEAST_GAP
    (segment,) = ReadableMonochrome().apply([Segment("x", None)], background)
    assert segment.style is None


async def test_on_a_light_theme_the_keys_and_headings_read(data_dir: Path) -> None:
    """The deal form's keys (a/b/p, the trumps) were orange on light grey, 1.4:1, and the
    home screen's headings 1.5:1 (found by a test of the app in a light theme)."""
    Store(data_dir).create(Match(rules=preset("classic"), target=1000, deals=(FAILED,))).close()
    app = make_app(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_the_sheet(pilot)
        app.theme = "textual-light"
        await pilot.press("h")
        await until(pilot, lambda: not isinstance(app.screen, ScoreSheetScreen))
        heading = app.screen.query_one(".section-title")
        await pilot.pause()
        background = app.screen.styles.background
        assert contrast(heading.styles.color, background) >= 3
        await pilot.press("r", "n")  # the match again, a new deal
        form = await on_screen(pilot, DealFormScreen)
        row = form.query(ChoiceRow).first()
        key = row.get_component_rich_style("choice-row--key")
        assert key.color is not None
        under = row.background_colors[1]
        assert contrast(Color.from_rich_color(key.color), under) >= 3


async def test_on_a_light_theme_the_words_coloured_by_their_meaning_read(data_dir: Path) -> None:
    """A litige's yellow was 2:1 on a light background, "made" in green 2.6:1 on a striped
    row (found by a test of the app in a light theme)."""
    litige = Deal(taker="A", contract=80, trump=Trump.HEARTS, taker_points=81)
    deals = (FAILED, litige)
    Store(data_dir).create(Match(rules=preset("ffb"), target=1000, deals=deals)).close()
    app = make_app(data_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await on_the_sheet(pilot)
        app.theme = "textual-light"
        sheet = app.screen
        table = sheet.query_one(DealTable)
        await until(pilot, lambda: table.row_count == 2)
        await pilot.pause()
        background = sheet.styles.background
        words = [cell for row in (0, 1) for cell in table.row_cells(row) if cell.style]
        assert {cell.plain for cell in words} >= {"failed", "litige"}
        for cell in words:
            segments = [Segment(cell.plain, Style.parse(str(cell.style)))]
            for line_filter in app.get_line_filters():
                segments = line_filter.apply(segments, background)
            style = segments[0].style
            assert style is not None and style.color is not None
            shown = Color.from_rich_color(style.color)
            assert contrast(shown, background) >= LEAST_CONTRAST, cell.plain
