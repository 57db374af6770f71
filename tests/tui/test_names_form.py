"""The app's forms refuse two players, or two teams, of one name as the names are typed (one
line under the fields), and numbers in digits other than ASCII's."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Label
from tui_pilot import SMALL, create_match, make_app, match_files, until, warned

from coinche_score.i18n import Language
from coinche_score.match_limits import MAX_NAME_LENGTH
from coinche_score.store import Store
from coinche_score.tui.screens.dialogs import ConfirmScreen, RenameScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.new_match import NewMatchScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen

SAID = {
    "en": "seats 1 and 3 hold one name, 'Ann' and 'ann' (case and spaces aside); "
    "allowed: four different names",
    "fr": "les places 1 et 3 ont un même nom, 'Ann' et 'ann' (casse et espaces mis à part) ; "
    "possible : quatre noms différents",
}


def error_line(screen: object, field: str) -> str:
    """What the error line ``#error-<field>`` says, "" when it is hidden."""
    assert isinstance(screen, (NewMatchScreen, RenameScreen))
    label = screen.query_one(f"#error-{field}", Label)
    return str(label.content) if label.has_class("-shown") else ""


async def test_two_players_of_one_name_are_said_as_typed_and_refused(data_dir: Path) -> None:
    for language in ("en", "fr"):
        await _two_players_of_one_name(data_dir / language, language)


async def _two_players_of_one_name(data_dir: Path, language: Language) -> None:
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        form = app.screen
        await pilot.press("tab", "tab", *"Ann", "tab", *"Bob", "tab", *"an")
        assert error_line(form, "teams") == ""
        await pilot.press("n")  # 'ann': seat 3 holds seat 1's name
        assert error_line(form, "teams") == SAID[language]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is form
        assert not data_dir.exists() or not match_files(data_dir)
        await pilot.press("backspace", "backspace", "backspace", *"Cy")
        assert error_line(form, "teams") == ""
        await pilot.press("ctrl+s")
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
    (summary,) = Store(data_dir).scan()[0]
    them = {"en": "Them", "fr": "Eux"}[language]
    assert Store(data_dir).read(summary.id).match.players == ("Ann", "Bob", "Cy", f"{them} 2")


async def test_a_typed_name_that_is_a_blank_seats_default_is_said(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        await pilot.press("tab", "tab", *"them 1")  # seat 2, left blank, is "Them 1"
        assert error_line(app.screen, "teams").startswith(
            "seats 1 and 2 hold one name, 'them 1' and 'Them 1'"
        )


async def test_two_teams_of_one_name_are_said_as_typed(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        await pilot.press("tab", *["backspace"] * 4, *"US ")
        assert error_line(app.screen, "teams") == (
            "'Us' and 'US' are one name (case and spaces aside); allowed: two different team names"
        )


async def test_the_rename_dialog_says_one_name_as_typed_and_stays_open(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await create_match(pilot)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        before = match_files(data_dir)
        await pilot.press("e")
        await until(pilot, lambda: isinstance(app.screen, RenameScreen))
        dialog = app.screen
        await pilot.press("tab", *["backspace"] * 4, *"us")
        assert error_line(dialog, "rename") == (
            "'Us' and 'us' are one name (case and spaces aside); allowed: two different team names"
        )
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is dialog
        assert match_files(data_dir) == before
        await pilot.press("backspace", "k")
        assert error_line(dialog, "rename") == ""


async def test_a_number_field_takes_ascii_digits_only(data_dir: Path) -> None:
    """int() reads the digits of every script: '١٠٠٠' was a target of 1000."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        target = app.screen.query_one("#target", Input)
        target.focus()
        await pilot.press("\u0661", "\u0660", "\uff11", "1", "5", "0", "0")
        assert target.value == "1500"


async def test_leaving_a_new_match_with_something_entered_asks_first(data_dir: Path) -> None:
    """Esc dropped four names typed at once, without a word (found by a walk through the app
    by taps); a form left as it opened still closes at once."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        form = app.screen
        await pilot.press("tab", "tab", *"Ann", "escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")
        await until(pilot, lambda: app.screen is form)
        assert form.query_one("#seat-0", Input).value == "Ann"
        await pilot.press("escape", "y")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))


async def test_a_name_stopped_at_its_limit_says_so_once(data_dir: Path) -> None:
    """The 41st character was refused with the bell alone: a long name stopped short without
    a word (found by a walk through the app by taps)."""
    app = make_app(data_dir, "fr")
    async with app.run_test(size=SMALL, notifications=True) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        seat = app.screen.query_one("#seat-0", Input)
        seat.focus()
        await pilot.pause()
        seat.value = "M" * MAX_NAME_LENGTH  # as pasted
        await pilot.press("x", "y")
        said = [notice.message for notice in app._notifications]
        assert said == [warned(f"Un nom a au plus {MAX_NAME_LENGTH} caractères.")]
        assert seat.value == "M" * MAX_NAME_LENGTH


async def test_a_name_tapped_into_is_taken_whole_to_be_typed_over(data_dir: Path) -> None:
    """A tap on "Them" put the cursor where the finger fell: "Kings" typed read "TheKingsm",
    and on a phone each letter of a default name was deleted by hand (found by a walk through
    the app by taps).  A second tap, in the field already, places the cursor."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        them = app.screen.query_one("#team-b", Input)
        assert them.value == "Them" and not them.has_focus
        await pilot.click(them, offset=(3, 0))
        await pilot.pause()
        await pilot.press(*"Kings")
        assert them.value == "Kings"
        await pilot.click(them, offset=(2, 0))
        await pilot.pause()
        await pilot.press("x")
        assert them.value == "Kixngs"


async def test_a_seats_label_stays_a_cell_from_its_field(data_dir: Path) -> None:
    """ "Place 2 (Les Rois)Bruno": at 80 columns a label as wide as its column ran into the
    name typed beside it, and a longer one was cut without a mark (found by a player's
    evening with the app)."""
    app = make_app(data_dir, "fr")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, NewMatchScreen))
        form = app.screen
        form.query_one("#team-b", Input).value = "Les Rois"
        await pilot.pause()
        label = form.query_one("#seat-label-1", Label)
        assert str(label.visual) == "Place 2 (Les Rois)"
        assert label.content_region.right < form.query_one("#seat-1", Input).region.x
