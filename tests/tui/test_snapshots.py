"""Snapshots of the main screens at 80x24 and 120x36, and at 60x20 (pytest-textual-snapshot).

The saved matches have fixed ids and dates (sample_matches.py) and dates are shown in UTC, so a
snapshot only changes when the screen does.  After a deliberate change of the screens, look at
the new pictures (pytest writes a report), then ``pytest tests/tui --snapshot-update``.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sample_matches import write_near_end_match, write_sample_folder, write_stats_folder
from textual.pilot import Pilot
from textual.widgets import Input
from tui_pilot import keys, typed, until

from coinche_score.i18n import Language, Texts
from coinche_score.rules import DefenceTie, Rounding, Trump, preset
from coinche_score.store import Store
from coinche_score.store.house_rules import HouseRules
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.dialogs import DamagedFilesScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.new_match import NewMatchScreen
from coinche_score.tui.screens.rules_editor import RulesEditorScreen
from coinche_score.tui.widgets.choice_picker import ChoicePicker

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 36), id="120x36")]
SnapCompare = Callable[..., bool]


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Dates in UTC whatever the machine's time zone."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


async def settled(pilot: Pilot[None]) -> None:
    """Until the screen is as it stays: nothing left to lay out, draw or call, no worker
    running, and two pictures of it in a row alike.  (The snapshot itself waits for the
    process to look idle, which a busy machine fakes.)"""
    app, before = pilot.app, ""
    for _ in range(100):
        await pilot.pause()
        screen = app.screen
        waiting = (
            screen._layout_required
            or screen._scroll_required
            or screen._repaint_required
            or screen._recompose_required
            or screen._dirty_widgets
            or screen._callbacks
            or any(worker.is_running for worker in app.workers)
        )
        picture = app.export_screenshot()
        if not waiting and picture == before:
            return
        before = picture
    raise AssertionError("the screen never settled")


def settled_after(typed: Iterable[str]) -> Callable[[Pilot[None]], Awaitable[None]]:
    """The keys ``typed``, then the screen :func:`settled`."""

    async def run_before(pilot: Pilot[None]) -> None:
        await pilot.press(*typed)
        await settled(pilot)

    return run_before


@pytest.fixture(autouse=True)
def cursor_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    """A field's cursor stays as the last key left it, shown: it blinks every half second, and
    on a busy machine a snapshot taken later than that caught it hidden."""
    monkeypatch.setattr(Input, "_toggle_cursor", lambda field: None)


def app_on(
    data_dir: Path,
    write: Callable[[Path], Any] | None = write_sample_folder,
    language: Language = "en",
) -> CoincheApp:
    if write is not None:
        write(data_dir)
    return CoincheApp(Store(data_dir), Texts(language))


@pytest.mark.parametrize("size", SIZES)
def test_home(snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]) -> None:
    """Three saved matches: two in progress, one won; the newest can be resumed with r."""
    assert snap_compare(app_on(tmp_path), run_before=settled_after(["h"]), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_new_match(snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]) -> None:
    """The first screen of a first start: the classic preset's rules in words."""
    assert snap_compare(
        app_on(tmp_path, write=None), run_before=settled_after(["n"]), terminal_size=size
    )


@pytest.mark.parametrize("size", SIZES)
def test_score_sheet(snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]) -> None:
    """A classic match of ten deals, resumed at start-up."""
    assert snap_compare(app_on(tmp_path), run_before=settled, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_deal_form_with_an_error(
    snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]
) -> None:
    """85 is no bid: the error is under the contract, the preview says the deal is refused."""
    typed = keys("n a 8 5 tab h 9 2")
    assert snap_compare(app_on(tmp_path), run_before=settled_after(typed), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_winner(snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]) -> None:
    """The deal that takes Nous past 1000 ends the match."""
    typed = keys("n a 1 1 0 h 9 2 b enter")
    app = app_on(tmp_path, write=write_near_end_match)
    assert snap_compare(app, run_before=settled_after(typed), terminal_size=size)


def test_score_sheet_in_french(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """French words, and the form in French with the live preview of a coinched 80."""
    app = app_on(tmp_path, language="fr")
    assert snap_compare(
        app, run_before=settled_after(keys("n b 8 0 p 8 5 x")), terminal_size=(80, 24)
    )


# ------------------------------------------- 60x20, and the deal form without colour
NARROW = (60, 20)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_home_at_60x20(snap_compare: SnapCompare, tmp_path: Path, language: Language) -> None:
    """The rules and target whole; the keys that do not fit the bar on the line above it."""
    assert snap_compare(
        app_on(tmp_path, language=language), run_before=settled_after(["h"]), terminal_size=NARROW
    )


@pytest.mark.parametrize("language", ["en", "fr"])
def test_new_match_at_60x20(snap_compare: SnapCompare, tmp_path: Path, language: Language) -> None:
    """The four dealer keys and the Start button are on screen."""
    app = app_on(tmp_path, write=None, language=language)
    assert snap_compare(app, run_before=settled_after(["n"]), terminal_size=NARROW)


def test_delete_confirmation_at_60x20_in_french(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """A dialog in French: o Oui, n Non."""
    app = app_on(tmp_path, language="fr")
    assert snap_compare(app, run_before=settled_after(["h", "d"]), terminal_size=NARROW)


def test_rename_dialog_at_60x20(snap_compare: SnapCompare, tmp_path: Path) -> None:
    assert snap_compare(
        app_on(tmp_path), run_before=settled_after(["h", "e"]), terminal_size=NARROW
    )


@pytest.mark.parametrize("language", ["en", "fr"])
def test_help_at_60x20(snap_compare: SnapCompare, tmp_path: Path, language: Language) -> None:
    """Generated from the screens' bindings; key names in the app's language; opened from
    home, home's keys first."""
    app = app_on(tmp_path, language=language)
    assert snap_compare(app, run_before=settled_after(["h", "f1"]), terminal_size=NARROW)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_score_sheet_at_60x20(
    snap_compare: SnapCompare, tmp_path: Path, language: Language
) -> None:
    """The running totals stay on screen; the dealer and the taker give way."""
    assert snap_compare(
        app_on(tmp_path, language=language), run_before=settled, terminal_size=NARROW
    )


# ------------------------------------------------------------------ a phone: 40x20
PHONE = (40, 20)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_home_at_40x20(snap_compare: SnapCompare, tmp_path: Path, language: Language) -> None:
    """Teams, score and status, cut with "…"; the match chosen whole under the list; the keys
    on two lines."""
    app = app_on(tmp_path, language=language)
    assert snap_compare(app, run_before=settled_after(["h"]), terminal_size=PHONE)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_new_match_at_40x20(snap_compare: SnapCompare, tmp_path: Path, language: Language) -> None:
    """One column, each label above its field; Start in the key bar."""
    app = app_on(tmp_path, write=None, language=language)
    assert snap_compare(app, run_before=settled_after(["n"]), terminal_size=PHONE)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_score_sheet_at_40x20(
    snap_compare: SnapCompare, tmp_path: Path, language: Language
) -> None:
    """Each deal's scores and both running totals; the rest in the line under the table."""
    app = app_on(tmp_path, language=language)
    assert snap_compare(app, run_before=settled, terminal_size=PHONE)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_winner_at_40x20(snap_compare: SnapCompare, tmp_path: Path, language: Language) -> None:
    """The names under the score, one button a line."""
    app = app_on(tmp_path, write=write_near_end_match, language=language)
    typed = keys(f"n a 1 1 0 {Texts(language).trump_key(Trump.HEARTS)} 9 2 b enter")
    assert snap_compare(app, run_before=settled_after(typed), terminal_size=PHONE)


def test_deal_form_at_60x20(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """Every row of the form fits, the preview included."""
    app = app_on(tmp_path)
    assert snap_compare(
        app, run_before=settled_after(keys("n a 1 0 0 h 7 0 b")), terminal_size=NARROW
    )


@pytest.mark.parametrize("language", ["en", "fr"])
def test_deal_form_at_40x20(snap_compare: SnapCompare, tmp_path: Path, language: Language) -> None:
    """A phone: each label above its field, the choices wrapped, the players at the taker,
    the pad and the buttons under the contract being typed."""
    app = app_on(tmp_path, language=language)
    assert snap_compare(app, press=keys("n 1 1"), terminal_size=(40, 20))


def test_deal_form_without_colour(
    snap_compare: SnapCompare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """NO_COLOR: the choices made are bracketed."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = app_on(tmp_path)
    assert snap_compare(
        app, run_before=settled_after(keys("n b 8 0 s 8 5 x")), terminal_size=(80, 24)
    )


# ------------------------------------------------- rules editor, your table, house rules


async def open_the_rules_editor(pilot: Pilot[None]) -> None:
    await pilot.press("n", "ctrl+r")
    await until(pilot, lambda: isinstance(pilot.app.screen, RulesEditorScreen))
    await pilot.pause()


async def _edit_rounding(pilot: Pilot[None]) -> None:
    """The classic rules in the editor, rounding turned off: marked, and the panel's scores."""
    await open_the_rules_editor(pilot)
    pilot.app.screen.query_one("#rule-rounding").focus()
    await pilot.press("left")
    await settled(pilot)


async def _refused_litige(pilot: Pilot[None]) -> None:
    """A litige without having to beat the defence: explained at the field."""
    await open_the_rules_editor(pilot)
    picker = pilot.app.screen.query_one("#rule-defence_tie", ChoicePicker)
    picker.select(DefenceTie.LITIGE)
    picker.focus()
    await settled(pilot)


@pytest.mark.parametrize("size", SIZES)
def test_rules_editor(snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]) -> None:
    app = app_on(tmp_path, write=None)
    assert snap_compare(app, run_before=_edit_rounding, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_rules_editor_refusal_in_french(
    snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]
) -> None:
    app = app_on(tmp_path, write=None, language="fr")
    assert snap_compare(app, run_before=_refused_litige, terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_describe_your_table(
    snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]
) -> None:
    """The eight questions with their usual answers, each tried on its sample deal."""
    app = app_on(tmp_path, write=None)
    assert snap_compare(app, run_before=settled_after(["n", "ctrl+t"]), terminal_size=size)


@pytest.mark.parametrize("size", SIZES)
def test_new_match_with_house_rules(
    snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]
) -> None:
    """House rules saved by name, offered after the presets: chosen, they are summed up."""

    def write(data_dir: Path) -> None:
        rules = preset("classic").model_copy(update={"rounding": Rounding.NONE})
        HouseRules(data_dir).save("Chez Paul", rules)

    async def choose_them(pilot: Pilot[None]) -> None:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(pilot.app.screen, NewMatchScreen))
        await pilot.pause()
        pilot.app.screen.query_one("#presets").focus()
        await pilot.press("end")
        await settled(pilot)

    app = app_on(tmp_path, write=write)
    assert snap_compare(app, run_before=choose_them, terminal_size=size)


# -------------------------------------------------------------------------- statistics
def statistics_after(typed: Iterable[str]) -> Callable[[Pilot[None]], Awaitable[None]]:
    """s on the home screen, the figures shown, then the keys ``typed``, then settled."""

    async def run_before(pilot: Pilot[None]) -> None:
        await until(pilot, lambda: isinstance(pilot.app.screen, HomeScreen))
        await pilot.press("s")
        await until(pilot, lambda: getattr(pilot.app.screen, "stats", None) is not None)
        await pilot.press(*typed)
        await settled(pilot)

    return run_before


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_statistics(
    snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int], language: Language
) -> None:
    """The players: matches, wins and contracts made as bars (few out of fewer than 3)."""
    app = app_on(tmp_path, write_stats_folder, language)
    app.resume_last = False
    assert snap_compare(app, run_before=statistics_after([]), terminal_size=size)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_statistics_deals_of_a_figure(
    snap_compare: SnapCompare, tmp_path: Path, language: Language
) -> None:
    """Alice's contracts made, the second one explained under the list."""
    app = app_on(tmp_path, write_stats_folder, language)
    app.resume_last = False
    typed = keys("right right right enter down")
    assert snap_compare(app, run_before=statistics_after(typed), terminal_size=(80, 24))


def test_statistics_ratings(snap_compare: SnapCompare, tmp_path: Path) -> None:
    """One line per player, Bruno's bright (the cursor is on him)."""
    app = app_on(tmp_path, write_stats_folder)
    app.resume_last = False
    typed = keys("5 down down down")
    assert snap_compare(app, run_before=statistics_after(typed), terminal_size=(120, 36))


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("en", ""),
        ("fr", "2"),
        ("en", "right right right enter down"),
        ("fr", "3"),
        ("fr", "4"),
    ],
    ids=["players", "teams-fr", "deals", "pairs-fr", "records-fr"],
)
def test_statistics_at_40x20(
    snap_compare: SnapCompare, tmp_path: Path, language: Language, typed: str
) -> None:
    """The five tabs on one line, the filters on another; short bars beside the rates; teams
    by their players; records by their short names."""
    app = app_on(tmp_path, write_stats_folder, language)
    app.resume_last = False
    assert snap_compare(app, run_before=statistics_after(keys(typed)), terminal_size=(40, 20))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_statistics_period_at_40x20(
    snap_compare: SnapCompare, tmp_path: Path, language: Language
) -> None:
    """The periods wrapped, none cut; the days typed, a last day before the first refused in
    a line that wraps too."""
    app = app_on(tmp_path, write_stats_folder, language)
    app.resume_last = False
    pressed = ["d", "tab", *typed("2025-03-22"), "enter", *typed("2025-03-08")]
    assert snap_compare(app, run_before=statistics_after(pressed), terminal_size=(40, 20))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_rules_editor_at_40x20(
    snap_compare: SnapCompare, tmp_path: Path, language: Language
) -> None:
    """Short titles, and the rules over the test panel, its old scores each under its line."""
    app = app_on(tmp_path, write=None, language=language)
    assert snap_compare(app, run_before=_edit_rounding, terminal_size=PHONE)


#: Two files that cannot be read, as the home screen's f shows them.
DAMAGED_FILES = [
    (
        "/home/ann/.local/share/coinche-score/5eed0004.json",
        'not a valid match file: deal 3: taker: got "C"; allowed: "A", "B", or null for a '
        "thrown-in deal",
    ),
    (
        "/home/ann/.local/share/coinche-score/notes.json",
        "not valid JSON: Expecting ',' delimiter at line 4 column 3",
    ),
]


@pytest.mark.parametrize("size", [pytest.param(PHONE, id="40x20"), *SIZES])
def test_files_that_cannot_be_read(
    snap_compare: SnapCompare, tmp_path: Path, size: tuple[int, int]
) -> None:
    """Each file by its path, in bold, and what to mend in it; Close, and Esc in the key bar."""
    app = app_on(tmp_path, write=None)

    async def run_before(pilot: Pilot[None]) -> None:
        await settled(pilot)
        app.push_screen(DamagedFilesScreen(app.texts, DAMAGED_FILES))
        await settled(pilot)

    assert snap_compare(app, run_before=run_before, terminal_size=size)
