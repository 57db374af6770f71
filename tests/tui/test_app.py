"""The app driven from the keyboard, as a player at the table would, checked against the disk.

Expected scores always come from the core (Match.state / score_deal) for the deals the keys
should have entered: the app must show and save exactly what the core computes.
"""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from textual import events
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Button, Digits, Input, Label, OptionList, Static
from tui_pilot import (
    SMALL,
    NoKeys,
    create_match,
    keys,
    make_app,
    match_files,
    on_screen,
    on_the_sheet,
    refused,
    save_new_match,
    saved_match,
    tap,
    tap_key,
    tap_row,
    until,
    warned,
)

from coinche_score.i18n import ANNOUNCE_KEYS, Language, Texts
from coinche_score.match import Match
from coinche_score.rules import PRESETS, Coinche, Trump, preset
from coinche_score.scoring import Deal, TeamBelote, score_deal
from coinche_score.store import Store
from coinche_score.store import open_match as open_match_module
from coinche_score.store.house_rules import HouseRules
from coinche_score.store.match_files import archive, archive_of
from coinche_score.tui.app import CoincheApp, run
from coinche_score.tui.screens.deal_form import DealFormScreen, ScoresGlance
from coinche_score.tui.screens.dialogs import (
    ChangedOnDiskScreen,
    ConfirmScreen,
    DamagedFilesScreen,
    HelpScreen,
)
from coinche_score.tui.screens.home import DAMAGED_LISTED, HomeScreen
from coinche_score.tui.screens.new_match import NewMatchScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.screens.winner import WinnerScreen
from coinche_score.tui.widgets.choice_picker import ChoicePicker
from coinche_score.tui.widgets.deal_table import DealTable
from coinche_score.tui.widgets.key_bar import KeyLines
from coinche_score.tui.widgets.row_table import RowTable
from coinche_score.tui.widgets.team_fields import AnnouncesField

#: Taker A, 110 at hearts, 92 card points, belote, saved: from the score sheet.
TYPICAL_DEAL = "n a 1 1 0 h 9 2 b enter"
TYPICAL = Deal(
    taker="A", contract=110, trump=Trump.HEARTS, taker_points=92, belote=TeamBelote(A=20)
)


def shown_totals(app: CoincheApp) -> tuple[str, str]:
    """The two totals in large digits on the score sheet (under any dialog)."""
    (sheet,) = [s for s in app.screen_stack if isinstance(s, ScoreSheetScreen)]
    a, b = (sheet.query_one(f"#team-{t} Digits", Digits).value for t in ("a", "b"))
    return a, b


def expected_totals(match: Match) -> tuple[str, str]:
    totals = match.state().totals
    return str(totals["A"]), str(totals["B"])


async def test_empty_folder_opens_the_home_screen(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert not data_dir.exists() or not list(data_dir.iterdir())


@pytest.mark.parametrize(
    "preset_name, target, players, language",
    [
        ("classic", None, None, "en"),
        ("belotepoint", 9000, ("Ann", "Bob", "Cy", "Dee"), "fr"),
    ],
)
async def test_a_match_saved_as_new_is_the_one_the_new_match_screen_makes(
    data_dir: Path,
    tmp_path: Path,
    preset_name: str,
    target: int | None,
    players: tuple[str, str, str, str] | None,
    language: Language,
) -> None:
    """The tests that start on the sheet of a saved new match (save_new_match) start where
    those that make it on the new-match screen do."""
    saved = tmp_path / "saved"
    save_new_match(saved, preset_name, target, players, language)
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        await create_match(pilot, preset_name, target, players)
        assert isinstance(app.screen, ScoreSheetScreen)
    assert saved_match(data_dir).model_dump() == saved_match(saved).model_dump()


async def test_typical_deal_takes_at_most_ten_keys(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        assert isinstance(app.screen, ScoreSheetScreen)
        typed = keys(TYPICAL_DEAL)
        await pilot.press(*typed)
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        match = saved_match(data_dir)
        assert match.deals == (TYPICAL,)
        assert shown_totals(app) == expected_totals(match)
    assert len(typed) <= 10
    print(f"typical deal: {len(typed)} keystrokes: {TYPICAL_DEAL}")


# One coinched deal and one capot bid per preset, as each preset allows them.
PRESET_DEALS: dict[str, list[tuple[str, Deal]]] = {
    "classic": [
        (
            "n a 1 0 0 h 7 0 x b enter",
            Deal(
                taker="A",
                contract=100,
                trump=Trump.HEARTS,
                coinche=Coinche.COINCHE,
                taker_points=70,
                belote=TeamBelote(A=20),
            ),
        ),
        (
            "n b c s t enter",
            Deal(
                taker="B", contract="capot", trump=Trump.SPADES, taker_points=162, all_tricks=True
            ),
        ),
    ],
    "trickster": [
        (
            "n b 9 0 d 1 0 0 x x enter",
            Deal(
                taker="B",
                contract=90,
                trump=Trump.DIAMONDS,
                coinche=Coinche.SURCOINCHE,
                taker_points=100,
            ),
        ),
        (
            "n a c c 1 5 0 x enter",
            Deal(
                taker="A",
                contract="capot",
                trump=Trump.CLUBS,
                coinche=Coinche.COINCHE,
                taker_points=150,
            ),
        ),
    ],
    "belotepoint": [
        (
            "n a 8 0 s 8 1 x enter",
            Deal(
                taker="A",
                contract=80,
                trump=Trump.SPADES,
                coinche=Coinche.COINCHE,
                taker_points=81,
            ),
        ),
        (
            "n b g h t b enter",
            Deal(
                taker="B",
                contract="generale",
                trump=Trump.HEARTS,
                taker_points=162,
                all_tricks=True,
                belote=TeamBelote(B=20),
            ),
        ),
    ],
    "ffb": [
        (
            "n a 1 1 0 n 1 2 0 x enter",
            Deal(
                taker="A",
                contract=110,
                trump=Trump.NO_TRUMP,
                coinche=Coinche.COINCHE,
                taker_points=120,
            ),
        ),
        (
            "n b c a t b enter",
            Deal(
                taker="B",
                contract="capot",
                trump=Trump.ALL_TRUMP,
                taker_points=162,
                all_tricks=True,
                belote=TeamBelote(B=20),
            ),
        ),
    ],
}


@pytest.mark.parametrize("preset_name", list(PRESETS))
async def test_deals_of_every_preset_are_scored_by_the_core(
    data_dir: Path, preset_name: str
) -> None:
    save_new_match(data_dir, preset_name)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        expected: list[Deal] = []
        for typed, deal in [(TYPICAL_DEAL, TYPICAL), *PRESET_DEALS.get(preset_name, [])]:
            await pilot.press(*keys(typed))
            await pilot.pause()
            expected.append(deal)
            match = saved_match(data_dir)
            assert match.rules == preset(preset_name)
            assert match.deals == tuple(expected)
            assert shown_totals(app) == expected_totals(match)


async def test_the_defence_points_can_be_typed_instead(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        # Tab from the taker's points to the defence's: 70 there means 92 for the taker.
        await pilot.press(*keys("n a 1 1 0 h tab 7 0"))
        await pilot.pause()
        assert app.screen.query_one("#taker-points", Input).value == "92"
        await pilot.press("b", "enter")
        await pilot.pause()
        assert saved_match(data_dir).deals == (TYPICAL,)


#: Taker B, 100 at diamonds, 110 points, then tab to the announces, B's.
TO_B_ANNOUNCES = "n b 1 0 0 d 1 1 0 tab tab tab tab tab b"


async def test_announces_are_entered_where_the_rules_have_them(data_dir: Path) -> None:
    save_new_match(data_dir, "belotepoint")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys(f"{TO_B_ANNOUNCES} 1 3 enter"))  # a tierce and a cent
        await pilot.pause()
        (deal,) = saved_match(data_dir).deals
        assert deal.announces.B == ("tierce", "cent")
        assert deal.announces.A == ()


async def test_announces_typed_wrong_are_taken_back_one_or_all(data_dir: Path) -> None:
    """In the announces field, backspace takes back the last announce, delete all of them."""
    save_new_match(data_dir, "belotepoint")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys(f"{TO_B_ANNOUNCES} 1 3 3 backspace"))
        await pilot.pause()
        form = app.screen
        assert isinstance(form, DealFormScreen)
        announces = form.query_one(AnnouncesField)
        assert (announces.team, announces.kinds) == ("B", ("tierce", "cent"))
        await pilot.press("delete")
        await pilot.pause()
        assert (announces.team, announces.kinds) == (None, ())
        await pilot.press(*keys("a 1 enter"))
        await pilot.pause()
        (deal,) = saved_match(data_dir).deals
        assert (deal.announces.A, deal.announces.B) == (("tierce",), ())


async def test_a_bid_begun_says_its_problem_on_save_as_the_notice_counts_it(
    data_dir: Path,
) -> None:
    """The notice "Not saved: 3 problems" showed two: the contract's "1" still looked like a
    bid being typed, and its line stayed empty (found by fuzzing the deal form)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys("n a 1 enter"))
        await pilot.pause()
        form = app.screen
        assert isinstance(form, DealFormScreen)
        shown = [error for error in form.query(".field-error") if error.has_class("-shown")]
        assert "80" in str(form.query_one("#error-contract").render())
        assert refused(app.texts("deal.refused", count=len(shown))) in [
            note.message for note in app._notifications
        ]
        await pilot.press("2")  # typing the bid again: no problem said while it is begun
        await pilot.pause()
        assert not form.query_one("#error-contract").has_class("-shown")


async def test_an_invalid_deal_is_refused_and_nothing_is_saved(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.pause()
        before = match_files(data_dir)
        # 85 is no bid; then 170 card points is more than there are.
        await pilot.press(*keys("n a 8 5 tab h 1 7 0 enter"))
        await pilot.pause()
        form = app.screen
        assert isinstance(form, DealFormScreen)
        assert "80" in str(form.query_one("#error-contract").render())
        assert form.query_one("#error-taker_points").has_class("-shown")
        assert match_files(data_dir) == before
        await pilot.press("escape", "y")  # discard it: asked, since something was entered
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert match_files(data_dir) == before
        assert saved_match(data_dir).deals == (TYPICAL,)


async def test_a_capot_bid_cannot_be_coinched_in_classic(data_dir: Path) -> None:
    save_new_match(data_dir, "classic")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        before = match_files(data_dir)
        await pilot.press(*keys("n a x c h t enter"))  # coinched first: x on it is refused
        await pilot.pause()
        assert isinstance(app.screen, DealFormScreen)
        assert app.screen.query_one("#error-coinche").has_class("-shown")
        assert match_files(data_dir) == before


async def test_correcting_an_old_deal_rescores_the_match(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.press(*keys("n b 8 0 s 9 0 enter"))
        await pilot.press(*keys("n a 1 2 0 d 1 3 0 enter"))
        await pilot.pause()
        # Back to the first deal, open it, give the taker 70 points instead of 92.
        await pilot.press("up", "up", "enter")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, DealFormScreen)
        assert form.original == TYPICAL
        await pilot.press("tab", "tab", "tab", *keys("7 0 enter"))
        await pilot.pause()
        match = saved_match(data_dir)
        assert match.deals[0] == TYPICAL.model_copy(update={"taker_points": 70})
        assert len(match.deals) == 3
        assert shown_totals(app) == expected_totals(match)


async def test_a_forgotten_deal_is_inserted_before_the_selected_one(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.press(*keys("n b 8 0 s 9 0 enter"))
        await pilot.pause()
        first, second = saved_match(data_dir).deals
        await pilot.press(*keys("i b 1 0 0 d 1 1 0 enter"))  # the cursor is on deal 2
        await pilot.pause()
        forgotten = Deal(taker="B", contract=100, trump=Trump.DIAMONDS, taker_points=110)
        match = saved_match(data_dir)
        assert match.deals == (first, forgotten, second)
        assert shown_totals(app) == expected_totals(match)


async def test_delete_asks_first_and_undo_redo_walk_the_history(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.press(*keys("n b 8 0 s 9 0 enter"))
        await pilot.pause()
        two = saved_match(data_dir).deals
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert saved_match(data_dir).deals == two
        await pilot.press("x", "y")
        await pilot.pause()
        assert saved_match(data_dir).deals == two[:1]
        await pilot.press("u")
        await pilot.pause()
        assert saved_match(data_dir).deals == two
        assert shown_totals(app) == expected_totals(saved_match(data_dir))
        await pilot.press("u")
        await pilot.pause()
        assert saved_match(data_dir).deals == two[:1]
        await pilot.press("r")
        await pilot.pause()
        assert saved_match(data_dir).deals == two
        assert shown_totals(app) == expected_totals(saved_match(data_dir))


async def test_reaching_the_target_shows_the_winner_and_a_rematch(data_dir: Path) -> None:
    save_new_match(data_dir, "classic", target=300, players=("Ann", "Bob", "Cy", "Dee"))
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.press(*keys("n a 1 6 0 s 1 6 2 enter"))
        await pilot.pause()
        assert isinstance(app.screen, WinnerScreen)
        finished = saved_match(data_dir)
        state = finished.state()
        assert state.finished and state.winner == "A"
        await pilot.press("r")  # a rematch is asked first
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        summaries, _ = Store(data_dir).scan()
        assert len(summaries) == 2
        rematch = Store(data_dir).read(summaries[0].id).match
        assert rematch.deals == ()
        assert (rematch.rules, rematch.target, rematch.team_names, rematch.players) == (
            finished.rules,
            finished.target,
            finished.team_names,
            finished.players,
        )
        assert shown_totals(app) == ("0", "0")
        # Home from the rematch: the cursor on it, not on the match finished (a key pressed
        # next, e to rename, went to the old match; found by a walk through the app by keys).
        await pilot.press("h")
        home = await on_screen(pilot, HomeScreen)
        matches = home.query_one("#matches", RowTable)

        def chosen() -> str:
            return home.summaries[matches.cursor_row].id if home.summaries else ""

        await until(pilot, lambda: chosen() == summaries[0].id)
        await pilot.pause()
        assert chosen() == summaries[0].id


async def test_editing_a_deal_reopens_a_finished_match(data_dir: Path) -> None:
    save_new_match(data_dir, "classic", target=300)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.press(*keys("n a 8 0 s 8 2 enter"))
        await pilot.pause()
        assert isinstance(app.screen, WinnerScreen)
        await pilot.press("escape")  # back to the sheet
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        await pilot.press("n")  # no new deal after the end
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        # Correct the last deal: in fact everybody passed.
        await pilot.press("e", "p", "enter")
        await pilot.pause()
        match = saved_match(data_dir)
        assert match.deals[1] == Deal(taker=None)
        assert not match.state().finished
        reopened = app.texts("outcome.open")
        assert any(n.message.endswith(reopened) for n in app._notifications)
        await pilot.press(*keys("n b 8 0 s 8 2 enter"))
        await pilot.pause()
        assert len(saved_match(data_dir).deals) == 3


async def test_a_restarted_app_finds_the_match_intact(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await create_match(pilot, "ffb")
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.press(*keys("n b 8 0 s 8 1 enter"))  # a litige under FFB rules
        await pilot.pause()
        before = saved_match(data_dir)
        shown_before = shown_totals(app)
    assert app.current_match is None  # closed (and unlocked) when the app ended
    restarted = make_app(data_dir)
    async with restarted.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(restarted.screen, ScoreSheetScreen)
        assert restarted.screen.opened.match == before
        assert shown_totals(restarted) == shown_before == expected_totals(before)
        info = str(restarted.screen.query_one("#sheet-info").render())
        assert str(before.state().pending_litige) in info


async def test_a_thrown_in_deal_passes_the_deal_on(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys("n p enter"))
        await pilot.pause()
        match = saved_match(data_dir)
        assert match.deals == (Deal(taker=None),)
        assert match.state().next_dealer != match.first_dealer


async def test_a_damaged_file_is_explained_not_raised(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "broken.json").write_text("{not json", encoding="utf-8")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await until(
            pilot, lambda: "broken.json" in str(app.screen.query_one("#home-damaged").render())
        )
        assert isinstance(app.screen, HomeScreen)
        assert any("could not be read" in n.message for n in app._notifications)
    assert (data_dir / "broken.json").read_text(encoding="utf-8") == "{not json"


def damaged_folder(data_dir: Path) -> Path:
    """A folder of one match file whose target is below 1."""
    store = Store(data_dir)
    with store.create(Match(rules=preset("classic"), target=1000)) as opened:
        opened.add(Deal(taker="A", contract=80, trump=Trump.HEARTS, taker_points=100))
        path = opened.path
    raw = json.loads(path.read_bytes())
    raw["match"]["target"] = -5
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "match.target: got -5; allowed: a whole number, at least 1"),
        ("fr", "match.target : reçu -5 ; possible : un entier d'au moins 1"),
    ],
)
async def test_f_shows_what_to_mend_in_each_file_that_cannot_be_read(
    data_dir: Path, language: Language, said: str
) -> None:
    """The home screen says which files cannot be read, in short; f opens each with its path
    and its whole reason, Esc closes; the file stays as it is."""
    broken = damaged_folder(data_dir)
    before = broken.read_bytes()
    app = make_app(data_dir, language)
    async with app.run_test(size=(40, 20)) as pilot:
        home = await on_screen(pilot, HomeScreen)
        await until(pilot, lambda: bool(home.damaged))
        await pilot.press("f")
        dialog = await on_screen(pilot, DamagedFilesScreen)
        shown = " ".join(str(entry.render()) for entry in dialog.query(".damaged-file"))
        assert str(broken) in shown
        assert said in " ".join(shown.split())
        await pilot.press("escape")
        await on_screen(pilot, HomeScreen)
    assert broken.read_bytes() == before


async def test_a_tap_on_the_files_that_cannot_be_read_shows_them_and_close_closes(
    data_dir: Path,
) -> None:
    damaged_folder(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        home = await on_screen(pilot, HomeScreen)
        await until(pilot, lambda: bool(home.damaged))
        await tap(NoKeys(app), home.query_one("#home-damaged-short"))  # a phone's one line
        dialog = await on_screen(pilot, DamagedFilesScreen)
        await tap(NoKeys(app), dialog.query_one("#damaged-close"))
        await on_screen(pilot, HomeScreen)
        await tap_key(NoKeys(app), "damaged")
        await on_screen(pilot, DamagedFilesScreen)


async def test_f_lists_a_hundred_files_and_counts_the_rest(data_dir: Path) -> None:
    """A folder may hold thousands of files that cannot be read: the dialog lists the first
    hundred in full and counts the others."""
    data_dir.mkdir(parents=True)
    for number in range(DAMAGED_LISTED + 2):
        (data_dir / f"broken{number:03}.json").write_text("{", encoding="utf-8")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        home = await on_screen(pilot, HomeScreen)
        await until(pilot, lambda: len(home.damaged) == DAMAGED_LISTED + 2)
        await pilot.press("f")
        dialog = await on_screen(pilot, DamagedFilesScreen)
        shown = [str(entry.render()) for entry in dialog.query(".damaged-file")]
        assert len(shown) == DAMAGED_LISTED + 1
        assert shown[-1] == "… and 2 more: coinche-score list names them all"


async def test_f_does_nothing_while_every_file_is_read(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        home = await on_screen(pilot, HomeScreen)
        await pilot.pause()
        assert home.check_action("damaged", ()) is False
        await pilot.press("f")
        await pilot.pause()
        assert app.screen is home


async def test_a_locked_match_is_explained_not_raised(data_dir: Path) -> None:
    other_process = Store(data_dir).create(Match(rules=preset("classic"), target=1000))
    try:
        app = make_app(data_dir)
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HomeScreen)
            assert any("another coinche-score" in n.message for n in app._notifications)
            await pilot.press("r")  # resume: still locked, still explained
            await pilot.pause()
            assert isinstance(app.screen, HomeScreen)
    finally:
        other_process.close()


async def test_a_save_error_is_shown_and_the_deal_kept(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        before = match_files(data_dir)

        with monkeypatch.context() as patch:
            patch.setattr(open_match_module, "write_atomically", disk_full)  # OpenMatch.save's
            await pilot.press(*keys(TYPICAL_DEAL))
            await pilot.pause()
            assert said(app, "disk is full")
            assert match_files(data_dir) == before
            sheet = app.screen
            assert isinstance(sheet, ScoreSheetScreen)
            assert sheet.opened.match.deals == (TYPICAL,)  # kept in memory
            # The palette's Quit said "everything is saved" (found by a walk by keys).
            quits = [c.help for c in app.get_system_commands(app.screen) if c.title == "Quit"]
            assert quits == [app.texts("system.quit.help.unsaved")]
            await pilot.press("ctrl+q")  # the change is not on disk: quitting asks first
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press("n")
            await pilot.pause()
            assert pilot.app.screen is sheet  # app.screen: narrowed to ConfirmScreen above
        await pilot.press("s")  # save again, the disk has room now
        await pilot.pause()
        assert saved_match(data_dir).deals == (TYPICAL,)


def disk_full(*args: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


async def typed_while_the_disk_is_full(pilot: Pilot[None], monkeypatch: pytest.MonkeyPatch) -> None:
    """On the sheet the app opened, TYPICAL_DEAL typed while the disk is full: the deal is in
    memory alone, and the disk takes the next save."""
    await on_the_sheet(pilot)
    with monkeypatch.context() as patch:
        patch.setattr(open_match_module, "write_atomically", disk_full)
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.pause()


def said(app: CoincheApp, words: str) -> int:
    """How many notices so far hold ``words``."""
    return sum(words in notice.message for notice in app._notifications)


@pytest.mark.parametrize("language", ["en", "fr"])
async def test_a_file_with_wrong_saved_totals_opens_on_its_deals_and_says_so(
    data_dir: Path, language: Language
) -> None:
    match = Match(rules=preset("classic"), target=1000, deals=(TYPICAL,))
    with Store(data_dir).create(match) as created:
        path = created.path
    raw = json.loads(path.read_bytes())
    raw["cached"]["totals"] = {"A": 1, "B": 2}
    path.write_text(json.dumps(raw), encoding="utf-8")
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert said(app, Texts(language)("store_note.totals_differ")) == 1
        assert shown_totals(app) == expected_totals(match)


async def test_a_match_the_disk_refuses_to_create_keeps_its_form_as_typed(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The refusal is said, nothing is left on disk, and the form stays with what the player
    typed: ctrl+s again starts the match once the disk has room."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Nous", "tab", *"Eux")
        with monkeypatch.context() as patch:
            patch.setattr(open_match_module, "write_atomically", disk_full)
            await pilot.press("ctrl+s")
            await pilot.pause()
        assert said(app, "Could not create the match") == 1
        assert said(app, "disk is full") == 1
        assert list(data_dir.iterdir()) == []  # no match file, no lock file
        form = app.screen
        assert isinstance(form, NewMatchScreen)
        assert [field.value for field in form.query(Input)][:2] == ["Nous", "Eux"]
        await pilot.press("ctrl+s")  # the disk has room again
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert saved_match(data_dir).team_names == ("Nous", "Eux")


async def test_a_new_match_from_the_sheet_closes_the_match_first(data_dir: Path) -> None:
    """The palette's "new match" on the sheet: the match is closed (another coinche-score may
    open it), then the new-match form opens."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await create_match(pilot)
        assert app.current_match is not None
        first = app.current_match.id
        await app.run_action("new_match")  # what the palette's entry runs
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        assert app.current_match is None
        Store(data_dir).open(first).close()


async def test_quitting_anyway_leaves_the_file_as_it_was(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+Q with a deal half typed asks first, and so does Ctrl+Q with a deal the disk
    refused: yes quits, and the file holds what was saved before."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        before = match_files(data_dir)
        monkeypatch.setattr(open_match_module, "write_atomically", disk_full)
        await pilot.press(*keys(TYPICAL_DEAL), *keys("n a 1 0 0 ctrl+q"))
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)  # discard the deal being typed?
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)  # quit without the refused deal?
        assert not app._exit
        await pilot.press("y")
        await pilot.pause()
        assert app._exit
    assert match_files(data_dir) == before


async def test_leaving_the_sheet_saves_a_refused_change_first_or_stays(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A deal the disk refused is in memory only: s or leaving tries again, and while the disk
    still refuses, the sheet stays, says so, and the deal is still there."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        before = match_files(data_dir)
        sheet = app.screen
        with monkeypatch.context() as patch:
            patch.setattr(open_match_module, "write_atomically", disk_full)
            await pilot.press(*keys(TYPICAL_DEAL))
            await pilot.pause()
            for key in ("s", "h"):
                refusals = said(app, "disk is full")
                await pilot.press(key)
                await pilot.pause()
                assert said(app, "disk is full") == refusals + 1
                assert pilot.app.screen is sheet
                assert match_files(data_dir) == before
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert saved_match(data_dir).deals == (TYPICAL,)


@pytest.mark.parametrize("key", ["s", "h"])
async def test_a_refused_change_is_not_saved_over_a_file_changed_meanwhile(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    """The deal waits in memory; the file changes behind the app's back; saving it again (s,
    or leaving the sheet) asks what to do and writes nothing."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await typed_while_the_disk_is_full(pilot, monkeypatch)
        (path,) = data_dir.glob("*.json")
        path.write_bytes(path.read_bytes() + b"\n")  # still the match, not the same bytes
        changed = match_files(data_dir)
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, ChangedOnDiskScreen)
        assert match_files(data_dir) == changed


def rename_behind_the_apps_back(data_dir: Path) -> None:
    """The one match's file, its teams renamed by hand while the app has it open."""
    (path,) = data_dir.glob("*.json")
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["match"]["team_names"] = ["Nous", "Vous"]
    path.write_text(json.dumps(raw), encoding="utf-8")


async def asked_of_a_file_changed(
    pilot: Pilot[None], data_dir: Path
) -> tuple[ChangedOnDiskScreen, dict[str, bytes]]:
    """On the sheet the app opened, the file renamed behind its back, then TYPICAL_DEAL
    typed: the question it asks, and the files as they were changed."""
    await on_the_sheet(pilot)
    rename_behind_the_apps_back(data_dir)
    changed = match_files(data_dir)
    await pilot.press(*keys(TYPICAL_DEAL))
    asked = await on_screen(pilot, ChangedOnDiskScreen)
    await pilot.pause()
    return asked, changed


def typed_ahead(app: CoincheApp, typed: str) -> None:
    """Keys as a terminal gives them to an app busy with the first: all read at once, each
    waiting its turn (Pilot.press makes each key once the one before is done)."""
    for key in keys(typed):
        app.post_message(events.Key(key, "\r" if key == "enter" else key))


async def test_keys_typed_ahead_never_answer_the_question_of_a_file_changed_meanwhile(
    data_dir: Path,
) -> None:
    """The next deal typed ahead went to the question: its c (clubs) saved a copy of the match,
    its Enter opened deal 2 to correct, and the deal was lost (found by an audit)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        rename_behind_the_apps_back(data_dir)
        changed = match_files(data_dir)
        typed_ahead(app, f"{TYPICAL_DEAL} n b 9 0 c 8 0 enter")
        asked = await on_screen(pilot, ChangedOnDiskScreen)
        await pilot.pause()
        assert app.screen is asked and match_files(data_dir) == changed
        await pilot.press("c")  # pressed once the question shows: a copy
        sheet = await on_screen(pilot, ScoreSheetScreen)
        assert len(match_files(data_dir)) == 2 and sheet.opened.match.deals == (TYPICAL,)


def tap_made_before(app: CoincheApp, widget: Widget, made: float) -> None:
    """A tap on ``widget`` as the terminal gave it at ``made``: queued behind what came before
    it, and handed over only now."""
    x, y = widget.region.center
    for kind in (events.MouseDown, events.MouseUp):
        tap = kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)
        tap.time = made
        app.post_message(tap)


async def test_a_tap_made_before_the_question_of_a_file_changed_never_answers_it(
    data_dir: Path,
) -> None:
    """A tap queued behind the keys of a deal landed on Save a copy once the question showed
    (found by a review)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        asked, changed = await asked_of_a_file_changed(pilot, data_dir)
        copy = asked.query_one("#copy", Button)
        tap_made_before(app, copy, made=0.0)  # as early as the clock goes
        await pilot.pause()
        await pilot.pause()
        assert app.screen is asked and match_files(data_dir) == changed
        await pilot.click(copy)  # a tap made once it shows: a copy
        await on_screen(pilot, ScoreSheetScreen)
        assert len(match_files(data_dir)) == 2


async def test_the_question_of_a_file_changed_says_so_once(data_dir: Path) -> None:
    # It said it twice, the second time as the refusal's detail, and on a phone the choice
    # went out of sight (found by a walk by taps).
    app = make_app(data_dir)
    save_new_match(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        asked, _ = await asked_of_a_file_changed(pilot, data_dir)
        question = str(asked.query_one(".dialog-question", Label).content)
        assert question.count("changed by something else") == 1
        assert question.endswith("or save this match as a new copy?")


async def test_keys_typed_ahead_never_answer_the_winner_box(data_dir: Path) -> None:
    save_new_match(data_dir, target=100)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        typed_ahead(app, f"{TYPICAL_DEAL} n a 8 0 h")  # its h was Home
        won = await on_screen(pilot, WinnerScreen)
        await pilot.pause()
        assert app.screen is won
        await pilot.press("h")
        await on_screen(pilot, HomeScreen)


async def test_a_match_won_by_a_deal_not_saved_shows_no_winner_over_the_question(
    data_dir: Path,
) -> None:
    """The winner box covered the question of a file changed meanwhile, and its r (rematch)
    answered for Reload (found by an audit)."""
    save_new_match(data_dir, target=100)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await asked_of_a_file_changed(pilot, data_dir)  # its deal, 110 made, over 100
        assert not any(isinstance(screen, WinnerScreen) for screen in app.screen_stack)
        await pilot.press("r")  # reloaded, the deal made again and saved: won
        await on_screen(pilot, WinnerScreen)  # once saved, the box it waited for
        assert saved_match(data_dir).team_names == ("Nous", "Vous")
        assert saved_match(data_dir).deals == (TYPICAL,)


async def test_a_match_won_by_a_deal_the_disk_refused_shows_the_winner_once_saved(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_new_match(data_dir, target=100)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await typed_while_the_disk_is_full(pilot, monkeypatch)
        assert isinstance(app.screen, ScoreSheetScreen)  # no winner over a deal not saved
        await pilot.press("s")
        await on_screen(pilot, WinnerScreen)


async def test_ended_from_outside_a_deal_the_disk_refused_is_saved(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The terminal closed (SIGHUP: see test_headless_run.py) after a save refused: the deal,
    in memory only, was lost (found by an audit)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await typed_while_the_disk_is_full(pilot, monkeypatch)
        assert saved_match(data_dir).deals == ()
        app.end_now()
        await pilot.pause()
    assert saved_match(data_dir).deals == (TYPICAL,)
    assert app.ended_with is None  # in its own file: nothing to say


async def test_ended_from_outside_a_deal_kept_for_later_beside_a_changed_file_is_saved_as_a_copy(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Later answered to the question of a file changed meanwhile, then the terminal closed:
    the deal goes to a new match, the file changed elsewhere stays as it is; where the deal
    went is said once the terminal is given back."""
    monkeypatch.setenv("COINCHE_SCORE_CACHE", str(data_dir.parent / "cache"))
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        _, changed = await asked_of_a_file_changed(pilot, data_dir)
        await pilot.press("escape")  # later
        await on_screen(pilot, ScoreSheetScreen)
        app.end_now()
        app.end_now()  # SIGTERM after SIGHUP, as a session is torn down: a second copy was made
        await pilot.pause()
    (copy,) = set(match_files(data_dir)) - set(changed)
    assert {name: match_files(data_dir)[name] for name in changed} == changed
    assert Store(data_dir).read(Path(copy).stem).match.deals == (TYPICAL,)
    assert app.ended_with == (
        f"coinche-score: the match's last changes are saved in {data_dir / copy}"
    )


async def test_ended_from_outside_with_no_folder_taking_the_deal_it_says_so(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COINCHE_SCORE_CACHE", str(data_dir.parent / "cache"))
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        monkeypatch.setattr(open_match_module, "write_atomically", disk_full)
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.pause()
        app.end_now()
        await pilot.pause()
    said = "coinche-score: the match's last changes could not be saved: no folder took them"
    assert app.ended_with == said


async def test_a_reload_the_disk_refuses_shows_the_deals_kept_in_memory(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reload chosen with the disk full: the sheet kept the rows from before the reload,
    where the match in memory is the file's with the deals made again (found by a review)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        sheet = await on_screen(pilot, ScoreSheetScreen)
        (path,) = data_dir.glob("*.json")
        raw = json.loads(path.read_text(encoding="utf-8"))
        raw["match"]["team_names"] = ["Nous", "Vous"]  # renamed by hand meanwhile
        path.write_text(json.dumps(raw), encoding="utf-8")
        await pilot.press(*keys(TYPICAL_DEAL))
        await on_screen(pilot, ChangedOnDiskScreen)
        with monkeypatch.context() as patch:
            patch.setattr(open_match_module, "write_atomically", disk_full)
            await pilot.press("r")
            await on_screen(pilot, ScoreSheetScreen)
            await pilot.pause()
        assert sheet.opened.match.team_names == ("Nous", "Vous")
        assert len(sheet.opened.match.deals) == 1 and sheet.opened.unsaved
        titles = [placed.title for placed in sheet.query_one(DealTable).columns_shown]
        assert any("Vous" in title for title in titles), titles
        assert sheet.query_one(DealTable).row_count == 1


async def test_a_file_made_read_only_while_open_offers_no_reload(data_dir: Path) -> None:
    """Reload could only end in the same question again: a save copy is the way out (found by
    a review)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        sheet = await on_screen(pilot, ScoreSheetScreen)
        (path,) = data_dir.glob("*.json")
        path.chmod(0o444)
        await pilot.press(*keys(TYPICAL_DEAL))
        asked = await on_screen(pilot, ChangedOnDiskScreen)
        assert not asked.query("#reload") and asked.query("#copy")
        await pilot.press("r")  # nothing
        await pilot.pause()
        assert app.screen is asked
        await pilot.press("c")
        await on_screen(pilot, ScoreSheetScreen)
        assert sheet.opened.path != path and len(sheet.opened.match.deals) == 1


async def test_the_french_ui_uses_french_card_keys_and_words(data_dir: Path) -> None:
    save_new_match(data_dir, language="fr")
    app = make_app(data_dir, "fr")
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        # c is cœur in French; then k carreau, t trèfle, p pique.
        await pilot.press(*keys("n a 1 1 0 c 9 2 b enter"))
        await pilot.press(*keys("n b 8 0 k 8 2 enter"))
        await pilot.pause()
        deals = saved_match(data_dir).deals
        assert [d.trump for d in deals] == [Trump.HEARTS, Trump.DIAMONDS]
        info = str(app.screen.query_one("#sheet-info").render())
        assert "Donne 3" in info
        await pilot.press("n", "a", "1", "0", "0")
        await pilot.pause()
        trump_row = str(app.screen.query_one("#trump").render())
        assert "Carreau" not in trump_row
        await pilot.press("k")
        assert "Carreau" in str(app.screen.query_one("#trump").render())


async def test_help_and_the_command_palette(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.pause()
        assert len(saved_match(data_dir).deals) == 1
        await pilot.press("ctrl+p", *"undo", "enter")
        await pilot.pause()
        await pilot.pause()
        assert saved_match(data_dir).deals == ()
        await pilot.press("ctrl+p", *"home", "enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_customised_rules_are_validated_then_used(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        await pilot.press("ctrl+r")
        await pilot.pause()
        editor = app.screen
        # The lowest bid above the highest one: refused, and said so at the field.
        editor.query_one("#rule-min_bid").focus()
        await pilot.press(*"170", "ctrl+s")
        await pilot.pause()
        assert app.screen is editor
        shown = str(editor.query_one("#error-min_bid", Static).content)
        assert shown == app.texts("rules.problem.min_above_max", max_bid=160)
        await pilot.press("end", "backspace", "backspace", "backspace", *"90")
        editor.query_one("#rule-coinche_multiplier").focus()
        await pilot.press("3", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        await pilot.press("ctrl+s")
        await pilot.pause()
        rules = saved_match(data_dir).rules
        assert (rules.min_bid, rules.coinche_multiplier, rules.name) == (90, 3, "custom")
        unchanged = {"name", "min_bid", "coinche_multiplier", "description", "source"}
        assert rules.model_dump(exclude=unchanged) == preset("classic").model_dump(
            exclude=unchanged
        )


async def test_a_target_the_rules_set_below_the_forms_least_is_played(data_dir: Path) -> None:
    """Rules set in the editor to a target of 50 start a match to 50, as the command line
    does; the form, which refuses a typed target under 100 as a slip, refused the rules' own
    (found by an audit of house rules)."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await on_screen(pilot, NewMatchScreen)
        await pilot.press("ctrl+r")
        await pilot.pause()
        editor = app.screen
        editor.query_one("#rule-default_target").focus()
        await pilot.press("end", *["backspace"] * 4, "5", "0", "ctrl+s")
        await on_screen(pilot, NewMatchScreen)
        await pilot.press("ctrl+s")
        await on_screen(pilot, ScoreSheetScreen)
    assert saved_match(data_dir).target == 50


async def test_below_the_rules_least_target_a_typed_one_is_refused_naming_theirs(
    data_dir: Path,
) -> None:
    """House rules offering 50 alone: 40 typed is refused, "at least 50", their 50 offered;
    under other rules, 50 typed is refused as a slip (at least 100)."""
    low = preset("classic").model_copy(update={"default_target": 50, "target_options": (50,)})
    HouseRules(data_dir).save("Courte", low)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        form = await on_screen(pilot, NewMatchScreen)
        form.query_one("#target").focus()
        await pilot.press("5", "0")
        shown = form.query_one("#error-target", Static)
        said = app.texts("new.target.invalid", minimum=100, options="1000, 2000")  # classic's
        assert str(shown.content) == said
        presets = form.query_one("#presets", OptionList)
        presets.highlighted = presets.option_count - 1
        await pilot.pause()
        assert form.chosen_rules().name == "Courte"
        form.query_one("#target").focus()
        await pilot.press("backspace", "backspace", "4", "0", "ctrl+s")
        await pilot.pause()
        assert app.screen is form
        said = app.texts("new.target.invalid", minimum=50, options="50")
        assert str(shown.content) == said
        assert not data_dir.exists() or not match_files(data_dir)


async def test_a_bad_target_is_refused(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#target").focus()
        await pilot.press("0", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        assert app.screen.query_one("#error-target").has_class("-shown")
        assert not data_dir.exists() or not match_files(data_dir)


def test_run_refuses_an_unknown_language_in_one_line(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(data_dir, "de") == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "en, fr" in error


async def test_f1_opens_the_help_from_the_deal_form_and_closes_it(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys("n a 1 1 0 h"))
        await pilot.pause()
        form = app.screen
        assert isinstance(form, DealFormScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert pilot.app.screen is form  # app.screen: narrowed to HelpScreen above
        # The form is as it was: finishing the deal saves it.
        await pilot.press(*keys("9 2 b enter"))
        await pilot.pause()
        assert saved_match(data_dir).deals == (TYPICAL,)


@pytest.mark.parametrize("dealer", [1, 3])
async def test_the_first_dealer_is_named_on_a_small_terminal(data_dir: Path, dealer: int) -> None:
    players = ("Alice", "Bob", "Claire", "Dan")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("tab")
        for name in players:
            await pilot.press("tab", *name)
        await pilot.press("tab", str(dealer))
        await pilot.pause()
        picker = app.screen.query_one("#first-dealer")
        assert picker.size.width < 25  # the room the 80-column layout gives it
        assert players[dealer - 1] in picker.render_line(0).text


async def test_the_new_match_form_is_typed_through_with_enter(
    data_dir: Path,
) -> None:
    """At the first dealer Enter did nothing: "3 Enter 1500 Enter" started the match with seat
    1 dealing (the 1 of 1500) and the target left as it was; Enter goes on, as elsewhere."""
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n")
        await pilot.pause()
        for name in ("Nous", "Eux", "Ann", "Bob", "Cat", "Dan"):
            await pilot.press(*name, "enter")
        await pilot.press("3", "enter", "1", "5", "0", "0", "enter")
        await pilot.pause()
        form = app.screen
        assert form.query_one("#first-dealer", ChoicePicker).value == 2
        assert form.query_one("#target", Input).value == "1500"


async def test_a_new_deal_on_a_finished_match_says_why_not(data_dir: Path) -> None:
    save_new_match(data_dir, "classic", target=100)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys(TYPICAL_DEAL))
        await pilot.pause()
        await pilot.press("escape")  # from the winner back to the sheet
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        said = [notification.message for notification in app._notifications]
        assert warned(app.texts("problem.match_over")) in said
        assert len(saved_match(data_dir).deals) == 1


async def test_a_key_shown_dimmed_says_why_it_does_nothing_pressed_or_tapped(
    data_dir: Path,
) -> None:
    """On a match without deals x, u and r were shown dimmed and did nothing without a word,
    pressed or tapped (found by a walk through the app by taps)."""
    save_new_match(data_dir, "classic")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)

        def said() -> list[str]:
            return [notification.message for notification in app._notifications]

        await pilot.press("u")
        await until(pilot, lambda: warned(app.texts("store_error.nothing_to_undo")) in said())
        await pilot.press("r")
        await until(pilot, lambda: warned(app.texts("store_error.nothing_to_redo")) in said())
        app.clear_notifications()
        await tap_key(pilot, "delete_deal")
        await until(pilot, lambda: warned(app.texts("sheet.no_deals")) in said())
        assert isinstance(app.screen, ScoreSheetScreen)
        assert saved_match(data_dir).deals == ()


async def test_the_help_lists_the_announce_keys(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        shown = "\n".join(
            static.render_line(y).text
            for static in app.screen.query("Static")
            for y in range(static.size.height)
        )
        first, last = min(ANNOUNCE_KEYS), max(ANNOUNCE_KEYS)
        assert f"{first}-{last}" in shown


async def test_an_archived_match_offers_no_change_and_its_keys_and_taps_say_why(
    data_dir: Path,
) -> None:
    """Read-only: the key bar offers no change; n (on a finished match too, where it said
    "correct a deal to reopen it"), x, u and a tap on a deal say it cannot be changed, and
    no form opens."""
    rules = preset("classic")
    store = Store(data_dir)
    match = Match(rules=rules, target=100, team_names=("Nous", "Eux")).with_deal_added(TYPICAL)
    with store.create(match) as opened:
        match_id = opened.id
    archive(store, match_id)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        app.open_match(match_id, archived=True)
        await on_the_sheet(pilot)
        sheet = app.screen
        assert isinstance(sheet, ScoreSheetScreen) and sheet.opened.read_only
        offered = {place.entry.action for bar in sheet.query(KeyLines) for place in bar.places}
        assert not offered & {"new_deal", "match_over", "delete_deal", "undo", "redo"}
        refused = warned(app.texts("sheet.read_only.refused"))

        def refusals() -> int:
            return sum(notice.message == refused for notice in app._notifications)

        await pilot.press("n", "x", "u", "enter")
        await until(pilot, lambda: refusals() == 4)
        assert app.screen is sheet
        await tap_row(pilot, sheet.query_one(DealTable), 0)  # chosen by a tap...
        await tap_row(pilot, sheet.query_one(DealTable), 0)  # ...then opened
        await until(pilot, lambda: refusals() == 5)
        assert app.screen is sheet
    assert archive_of(store).view(match_id).match == match


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "deal 1: contract: got 85; allowed: 80..160 in steps of 10"),
        ("fr", "donne 1 : contract : reçu 85 ; possible : 80..160 de 10 en 10"),
    ],
)
async def test_a_match_whose_deal_the_rules_refuse_is_among_the_files_to_mend(
    data_dir: Path, language: Language, said: str
) -> None:
    """The list scores every deal (its totals are theirs, not the file's): a deal the rules
    refuse puts the file among those ``f`` names, with the deal, not in the list of matches."""
    path = damaged_folder(data_dir)
    raw = json.loads(path.read_bytes())
    raw["match"]["target"] = 1000
    raw["match"]["deals"][0]["contract"] = 85
    path.write_text(json.dumps(raw), encoding="utf-8")
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        home = await on_screen(pilot, HomeScreen)
        await until(pilot, lambda: bool(home.damaged))
        await pilot.press("f")
        dialog = await on_screen(pilot, DamagedFilesScreen)
        shown = " ".join(str(entry.render()) for entry in dialog.query(".damaged-file"))
        assert said in " ".join(shown.split())
    assert json.loads(path.read_bytes()) == raw


@pytest.mark.parametrize(("size", "shown"), [((40, 20), True), (SMALL, False)])
async def test_a_phone_sees_the_scores_of_the_deal_typed_under_the_field(
    data_dir: Path, size: tuple[int, int], shown: bool
) -> None:
    """At 40 columns the preview is many lines below the field typed in: a phone typed blind,
    then scrolled down to check (found by a walk through the app by taps)."""
    save_new_match(data_dir, "classic")
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys("n a 1 1 0 h"))
        await pilot.pause()
        glance = app.screen.query_one(ScoresGlance)
        assert glance.display is shown
        assert str(glance.render()) == "Preview: —"  # no points yet
        await pilot.press("9", "2")
        await pilot.pause()
        score = score_deal(TYPICAL.model_copy(update={"belote": TeamBelote()}), preset("classic"))
        said = f"Preview: Us {score.scores['A']} · Them {score.scores['B']}"
        assert str(glance.render()) == said
        if shown:  # in sight, on the screen's last lines
            assert glance.region.y + glance.region.height <= 20 and glance.region.height == 1


async def test_a_match_moved_to_another_list_has_the_cursor_there(data_dir: Path) -> None:
    """Deleted, then restored from the trash: back on the saved matches the cursor was on the
    first row, not the match restored, and the next key went to another match (found by a
    walk through the app by keys)."""
    for team in ("Old", "Mid", "New"):
        save_new_match(data_dir, players=(team, "Bob", "Cy", "Dee"))
    app = CoincheApp(Store(data_dir), Texts("en"), resume_last=False)
    async with app.run_test(size=SMALL) as pilot:
        home = await on_screen(pilot, HomeScreen)
        matches = home.query_one("#matches", RowTable)
        await until(pilot, lambda: len(home.summaries) == 3)

        def chosen() -> str:
            if not home.summaries or matches.cursor_row >= len(home.summaries):
                return ""
            return home.summaries[matches.cursor_row].id

        await pilot.press("end")
        oldest = chosen()
        assert oldest == home.summaries[-1].id
        await pilot.press("d", "y")
        await until(pilot, lambda: len(home.summaries) == 2)
        await pilot.press("t")
        await until(pilot, lambda: home.view == "trash" and len(home.summaries) == 1)
        await pilot.press("u")
        await until(pilot, lambda: not home.summaries)
        await pilot.press("escape")
        await until(pilot, lambda: home.view == "saved" and len(home.summaries) == 3)
        await pilot.pause()
        assert chosen() == oldest
