"""Issue 10 at home, in the new-match screen, the dialogs, the help and the palette: managing
matches, 60 columns, and every word (and key name) in the player's language."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from fits import cut_cells
from rich.align import Align
from rich.text import Text
from sample_matches import write_sample_folder
from textual.command import CommandInput, CommandList, CommandPalette
from textual.geometry import Size
from textual.widgets import Button, Input, Label, Static
from tui_pilot import create_match, keys, make_app, on_screen, refused, until, warned

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.match import MAX_NAME_LENGTH, Match
from coinche_score.rules import RuleSet, preset
from coinche_score.store import Store
from coinche_score.store import match_files as files
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.help import help_sections
from coinche_score.tui.screens.dialogs import ConfirmScreen, HelpScreen, RenameScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.new_match import NewMatchScreen
from coinche_score.tui.widgets.choice_picker import ChoicePicker
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.row_table import RowTable

NARROW = (60, 20)
SIZES = [NARROW, (80, 24), (200, 50)]


def notices(app: CoincheApp) -> list[str]:
    return [notification.message for notification in app._notifications]


def key_bar(screen: object) -> str:
    bar = screen.query_one(KeyBar)  # type: ignore[attr-defined]
    return str(bar.render())


def create(data_dir: Path, rules: str = "classic", target: int | None = None, **names: Any) -> str:
    chosen = preset(rules)
    match = Match(rules=chosen, target=target or chosen.default_target, **names)
    with Store(data_dir).create(match) as opened:
        return opened.id


# ------------------------------------------------------------------------------ home


@pytest.mark.parametrize("language", LANGUAGES)
async def test_r_on_an_empty_home_says_there_is_no_match_to_resume(
    data_dir: Path, language: Language
) -> None:
    app = make_app(data_dir, language)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert warned(Texts(language)("home.nothing_to_resume.notice")) in notices(app)


@pytest.mark.parametrize("size", SIZES)
async def test_the_rules_and_target_are_whole_at_every_width(
    data_dir: Path, size: tuple[int, int]
) -> None:
    """Finding 7: "belotepoint 10" for a 1001 target.  Whole, or left out where the teams
    would be cut (60 columns): never cut."""
    create(data_dir, "belotepoint", 1001, team_names=("Les Grands Bleus", "Les Petits Rouges"))
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        await pilot.press("h")
        await pilot.pause()
        table = app.screen.query_one("#matches", RowTable)
        keys = [column.key for column in table.columns_shown]
        assert ("rules" in keys) == (size != NARROW)
        if "rules" in keys:
            rules = table.columns_shown[keys.index("rules")]
            assert str(table.row_cells(0)[keys.index("rules")]) == "belotepoint 1001"
            assert rules.width >= len("belotepoint 1001")
        assert cut_cells(table) == []


async def test_renaming_the_teams_from_home(data_dir: Path) -> None:
    match_id = create(data_dir, team_names=("Nous", "Eux"))
    app = make_app(data_dir, "fr")
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("h", "e")
        await pilot.pause()
        assert isinstance(app.screen, RenameScreen)
        await pilot.press(*"Bleus", "enter", *"Rouges", "enter")  # each name is selected first
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert Store(data_dir).read(match_id).match.team_names == ("Bleus", "Rouges")


async def test_a_rename_keeps_names_as_long_as_a_match_keeps(data_dir: Path) -> None:
    """The rename dialog cut names at 24 characters: confirming it unchanged shortened a
    longer name a match had kept, and a longer one could not be typed."""
    long_name = "B" * MAX_NAME_LENGTH
    match_id = create(data_dir, team_names=("A" * MAX_NAME_LENGTH, "Eux"))
    app = make_app(data_dir)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("h", "e")
        await pilot.pause()
        assert isinstance(app.screen, RenameScreen)
        await pilot.press("enter", *long_name, "x", "enter")  # the first kept; one too many
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        names = Store(data_dir).read(match_id).match.team_names
        assert names == ("A" * MAX_NAME_LENGTH, long_name)


async def test_a_refused_rename_changes_nothing_and_says_why_in_the_dialog(data_dir: Path) -> None:
    """The dialog closed on a refused name and what was typed was lost (issue 22, item 2): it
    stays open, as typed, the reason under the fields, as the new-match form does."""
    match_id = create(data_dir, team_names=("Nous", "Eux"))
    app = make_app(data_dir, "fr")
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("h", "e", *"Eux", "enter", "enter")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, RenameScreen)
        assert dialog.query_one("#rename-a", Input).value == "Eux"
        error = dialog.query_one("#error-rename", Label)
        assert str(error.content) == "les deux équipes doivent avoir des noms différents"
        assert error.region.area  # shown
        await pilot.press("ctrl+s")  # again: still refused, still open
        await pilot.pause()
        assert app.screen is dialog
        assert Store(data_dir).read(match_id).match.team_names == ("Nous", "Eux")
        await pilot.press("shift+tab", *"Bleus", "ctrl+s")  # a name of its own: taken
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        assert Store(data_dir).read(match_id).match.team_names == ("Bleus", "Eux")


async def test_the_list_is_laid_out_again_when_the_terminal_is_resized(data_dir: Path) -> None:
    """A narrower terminal leaves columns out (and a resize of the height alone changes
    nothing)."""
    create(data_dir, team_names=("Les Bleus de Lyon", "Les Rouges de Marseille"))
    app = make_app(data_dir)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.press("h")
        await pilot.pause()
        table = app.screen.query_one("#matches", RowTable)

        def shown() -> list[tuple[str, int]]:
            return [(column.key, column.width) for column in table.columns_shown]

        wide = shown()
        home = app.screen
        # Textual applies a resize a moment later: wait for the screen to have its new size.
        await pilot.resize_terminal(50, 24)
        await until(pilot, lambda: home.size == Size(50, 24) and len(shown()) < len(wide))
        narrow = shown()
        await pilot.resize_terminal(50, 30)
        await until(pilot, lambda: home.size == Size(50, 30))
        await pilot.pause()
        assert shown() == narrow
        await pilot.resize_terminal(120, 30)
        await until(pilot, lambda: shown() == wide)
        assert table.row_count == 1


async def test_a_match_open_elsewhere_is_not_deleted_and_the_notice_says_why(
    data_dir: Path,
) -> None:
    match_id = create(data_dir, rules="classic", target=1000, team_names=("Nous", "Eux"))
    create(data_dir, team_names=("Eux", "Nous"))  # the one resumed, then left
    app = make_app(data_dir)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("h")
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen)
        row = [summary.id for summary in home.summaries].index(match_id)
        home.query_one("#matches", RowTable).move_cursor(row)
        with Store(data_dir).open(match_id):  # another coinche-score has it open
            await pilot.press("d", "y")
            await pilot.pause()
        assert any("open in another coinche-score" in notice for notice in notices(app))
        assert match_id in [summary.id for summary in Store(data_dir).scan()[0]]


async def test_a_match_with_a_conflict_copy_says_so_when_opened_and_in_the_list(
    data_dir: Path,
) -> None:
    """A sync tool kept a copy of it from another machine: the copy was listed as a damaged
    file, and nothing said the match had another side."""
    match_id = create(data_dir, team_names=("Nous", "Eux"))
    path = Store(data_dir).match_path(match_id)
    copy = path.with_name(f"{match_id}.sync-conflict-20240131-235959-ABCDEFG.json")
    shutil.copy(path, copy)
    app = make_app(data_dir)
    async with app.run_test(size=(100, 24)) as pilot:
        await pilot.pause()
        texts = app.texts
        said = texts("store_note.conflict_copy_same", file=copy.name)
        assert any(said in notice for notice in notices(app))
        await pilot.press("h")
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen) and not home.damaged
        row = [summary.id for summary in home.summaries].index(match_id)
        cells = home.query_one("#matches", RowTable).row_cells(row)
        assert texts("home.status.conflict") in [str(cell) for cell in cells]


async def test_a_folder_that_cannot_be_read_is_said_and_the_home_screen_stays(
    tmp_path: Path,
) -> None:
    """The data folder is a file (or any folder that cannot be listed): the home screen says
    it cannot read the saved matches (it said it could not open "the match"), lists nothing,
    and the keys still answer."""
    data_dir = tmp_path / "matches"
    data_dir.write_text("not a folder")
    app = make_app(data_dir)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen)
        assert home.summaries == []
        texts = app.texts
        folder = texts("store_error.folder_unreadable", path=data_dir)
        assert notices(app) == [refused(texts("problem.folder", detail=folder))]
        # It says so under the list too, after the notice has gone: not "no saved match yet".
        resume = str(home.query_one("#home-resume", Static).render())
        assert texts("problem.folder", detail=folder).replace("\n", " ") in resume
        assert texts("home.no_saved") not in resume
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)


async def test_delete_asks_then_the_trash_shows_it_and_u_restores_it(data_dir: Path) -> None:
    match_id = create(data_dir, team_names=("Nous", "Eux"))
    app = make_app(data_dir, "fr")
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("h", "d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert " o  Oui " in key_bar(app.screen)
        await pilot.press("n")  # no: nothing moves
        await pilot.pause()
        assert [s.id for s in Store(data_dir).scan()[0]] == [match_id]
        await pilot.press("delete", "o")
        await pilot.pause()
        assert Store(data_dir).scan()[0] == []
        assert (data_dir / files.TRASH / f"{match_id}.json").exists()
        await pilot.press("t")
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen) and home.view == "trash"
        status = str(home.query_one("#matches", RowTable).row_cells(0)[3])
        assert status == f"encore {files.TRASH_DAYS} jours"
        await pilot.press("u", "escape")
        await pilot.pause()
        assert [s.id for s in Store(data_dir).scan()[0]] == [match_id]
        assert app.screen is home and home.view == "saved"  # type: ignore[comparison-overlap]


async def test_a_match_deleted_from_the_archive_is_restored_to_the_archive(data_dir: Path) -> None:
    """It went to the saved matches, and the notice said "restored" (a walk by taps)."""
    match_id = create(data_dir, team_names=("Nous", "Eux"))
    app = make_app(data_dir)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("h", "a", "v")
        home = await on_screen(pilot, HomeScreen)
        await until(pilot, lambda: [s.id for s in home.summaries] == [match_id])
        await pilot.press("delete", "y")
        await until(pilot, lambda: home.summaries == [])
        await pilot.press("t")
        await until(pilot, lambda: [s.id for s in home.summaries] == [match_id])
        await pilot.press("u")
        await until(pilot, lambda: home.summaries == [])
        said = app.texts("home.restored.archive", teams="Nous – Eux")
        assert notices(app)[-1] == said
    assert [s.id for s in files.archive_of(Store(data_dir)).scan()[0]] == [match_id]
    assert Store(data_dir).scan()[0] == []


@pytest.mark.parametrize("language", LANGUAGES)
async def test_enter_answers_no_in_every_question_and_the_help_says_so(
    data_dir: Path, language: Language
) -> None:
    """Enter said yes in the delete dialog and no in the others (issue 19): one rule."""
    match_id = create(data_dir, team_names=("Nous", "Eux"))
    texts = Texts(language)
    app = make_app(data_dir, language)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("h", "d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        assert [s.id for s in Store(data_dir).scan()[0]] == [match_id]
    rows = dict(row for _, section in help_sections(texts) for row in section)
    assert rows[texts.key_name("enter")] == texts("help.key.question.enter")


async def test_the_cursor_stays_on_a_match_renamed(data_dir: Path) -> None:
    """The renamed match moves up the list (the latest changed first): the cursor went to the
    other match (issue 19)."""
    create(data_dir, team_names=("Nous", "Eux"))
    renamed = create(data_dir, team_names=("Bleus", "Rouges"))
    create(data_dir, team_names=("Verts", "Jaunes"))
    app = make_app(data_dir)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("h")
        home = app.screen
        assert isinstance(home, HomeScreen)
        table = home.query_one("#matches", RowTable)
        await until(pilot, lambda: len(home.summaries) == 3)
        await pilot.press("down")
        assert home.summaries[table.cursor_row].id == renamed
        await pilot.press("e", *"Les Bleus", "ctrl+s")
        await until(pilot, lambda: home.summaries[0].team_names[0] == "Les Bleus")
        assert home.summaries[table.cursor_row].id == renamed


async def test_an_archived_match_is_hidden_then_shown_on_request(data_dir: Path) -> None:
    kept = create(data_dir, team_names=("Nous", "Eux"))
    app = make_app(data_dir)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("h", "a")
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen)
        assert home.summaries == []
        await pilot.press("v")
        await pilot.pause()
        assert [s.id for s in home.summaries] == [kept]
        await pilot.press("enter")  # not opened from here: the keys that are are named
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        hint = app.texts("home.view_hint.archive")
        assert notices(app)[-1] == hint
        await pilot.press("a")  # the archive emptied: said so, where the list was bare
        await until(pilot, lambda: home.summaries == [])
        said = str(home.query_one("#home-resume", Static).render())
        assert said == app.texts("home.view_empty.archive")
        await pilot.press("escape")
        await pilot.pause()
        assert [s.id for s in home.summaries] == [kept]


# ------------------------------------------------------------------------- new match


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_new_match_screen_fits_60x20(data_dir: Path, language: Language) -> None:
    """Finding 5: the dealer button 4 and the Start button at 60 columns."""
    app = make_app(data_dir, language)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewMatchScreen)
        picker = screen.query_one("#first-dealer", ChoicePicker)
        assert picker.size.width >= Text(" 1  2  3  4 ").cell_len
        start = screen.query_one("#start", Button).region
        assert start.height and start.bottom <= NARROW[1] - 1  # above the key bar


@pytest.mark.parametrize("target", ["5", "99"])
async def test_a_target_below_100_is_refused_as_it_is_typed(data_dir: Path, target: str) -> None:
    app = make_app(data_dir, "fr")
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#target").focus()
        await pilot.press(*target)
        await pilot.pause()
        error = app.screen.query_one("#error-target", Label)
        assert error.has_class("-shown") and "100" in str(error.render())
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        assert Store(data_dir).scan()[0] == []


async def test_recent_team_and_player_names_are_offered(data_dir: Path) -> None:
    write_sample_folder(data_dir)  # Bleus and Rouges; Alice, Bruno, Chloé, David
    app = make_app(data_dir)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("h", "n")
        await pilot.pause()
        await pilot.press("B", "right")  # the suggestion is taken with →
        await pilot.press("tab", "tab", "C", "h", "right")
        await pilot.pause()
        assert app.screen.query_one("#team-a", Input).value == "Bleus"
        assert app.screen.query_one("#seat-0", Input).value == "Chloé"


async def test_a_name_takes_as_many_characters_as_a_match_keeps(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("n")
        await pilot.pause()
        team = app.screen.query_one("#team-a", Input)
        team.value = "x" * (MAX_NAME_LENGTH - 2)  # as pasted
        team.action_end()
        await pilot.press("y", "z", "w")  # the last one is one too many
        assert team.value == "x" * (MAX_NAME_LENGTH - 2) + "yz"
        await pilot.press("ctrl+s")
        await pilot.pause()
        (summary,), _ = Store(data_dir).scan()
        assert summary.team_names[0] == team.value


@pytest.mark.parametrize("length", [MAX_NAME_LENGTH - 1, MAX_NAME_LENGTH])
async def test_the_longest_team_name_and_one_player_named_start_a_match(
    data_dir: Path, length: int
) -> None:
    """The blank seats were "<team> 1", longer than a name may be, and the form said "two
    different, non-empty team names" (issue 22, item 1): they are cut to fit."""
    app = make_app(data_dir)
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#team-a", Input).value = "L" * length  # as pasted
        app.screen.query_one("#seat-1", Input).value = "Ann"
        await pilot.press("ctrl+s")
        await until(pilot, lambda: not isinstance(app.screen, NewMatchScreen))
        (summary,), _ = Store(data_dir).scan()
        players = Store(data_dir).read(summary.id).match.players
        assert players is not None and players[1] == "Ann"
        assert players[0].startswith("L" * (MAX_NAME_LENGTH - 3))
        assert all(len(player) <= MAX_NAME_LENGTH for player in players)


# ----------------------------------------------------------------- dialogs and help


def help_text(screen: HelpScreen) -> str:
    return "\n".join(str(static.render()) for static in screen.query(Static))


async def test_the_help_names_keys_in_french(data_dir: Path) -> None:
    app = make_app(data_dir, "fr")
    async with app.run_test(size=NARROW) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
    rows = [keys for _, section in help_sections(Texts("fr")) for keys, _ in section]
    named = " ".join(rows).split()
    assert {"Entrée", "Échap", "Suppr"} <= set(named)
    assert not {"Enter", "Esc", "Del", "escape", "delete", "enter"} & set(named)


def test_every_binding_of_every_screen_is_in_the_help() -> None:
    """One source of truth: the help lists the keys the screens declare."""
    from coinche_score.tui.app import CoincheApp
    from coinche_score.tui.screens.deal_form import DealFormScreen
    from coinche_score.tui.screens.sheet import ScoreSheetScreen
    from coinche_score.tui.screens.winner import WinnerScreen

    texts = Texts("en")
    described = {what for _, section in help_sections(texts) for _, what in section}
    for screen in (ScoreSheetScreen, DealFormScreen, HomeScreen, NewMatchScreen, WinnerScreen):
        for binding in screen.BINDINGS:
            assert texts(f"help.key.{binding.id}") in described  # type: ignore[union-attr]
    assert texts("help.key.help") in described and CoincheApp.BINDINGS


# ------------------------------------------------------------------- palette


async def test_the_palette_and_textual_commands_speak_french(data_dir: Path) -> None:
    app = make_app(data_dir, "fr")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        assert app.screen.query_one(CommandInput).placeholder == "Chercher une commande…"
        titles = {command.title for command in app.get_system_commands(app.screen_stack[0])}
        assert titles == {"Thème", "Quitter", "Touches"}


@pytest.mark.parametrize(
    ("language", "said"), [("en", "No matches found"), ("fr", "Aucun résultat")]
)
async def test_a_search_that_finds_nothing_says_so_in_the_apps_language(
    data_dir: Path, language: Language, said: str
) -> None:
    app = make_app(data_dir, language)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p", *"zzqx")
        options = app.screen.query_one(CommandList)

        def notices() -> list[object]:
            prompts = [options.get_option_at_index(i).prompt for i in range(options.option_count)]
            return [p.renderable for p in prompts if isinstance(p, Align)]

        await until(pilot, lambda: bool(notices()))  # once nothing was found for half a second
        assert notices() == [Text(said, "not bold")]


async def test_the_keys_command_opens_the_apps_own_help(data_dir: Path) -> None:
    app = make_app(data_dir, "fr")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p", *"Touches")
        options = app.screen.query_one(CommandList)

        def found() -> bool:
            prompts = [options.get_option_at_index(i).prompt for i in range(options.option_count)]
            return any(str(prompt).startswith("Touches") for prompt in prompts)

        await until(pilot, found)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)


async def test_ctrl_p_over_the_help_opened_on_the_palette_does_not_open_a_second_one(
    data_dir: Path,
) -> None:
    # Found by random keys: F1 (a key of every screen) opens the help over the palette, and
    # ctrl+p there stopped the app on two palettes of one id.
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.press("ctrl+p")
        await on_screen(pilot, CommandPalette)
        await pilot.press("f1")
        await on_screen(pilot, HelpScreen)
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")  # back to the palette, which is still the only one
        await on_screen(pilot, CommandPalette)
        assert sum(isinstance(screen, CommandPalette) for screen in app.screen_stack) == 1
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


# ------------------------------------------------------------------- rules name


def test_a_custom_rule_set_is_personnalisees_in_french() -> None:
    custom = RuleSet.model_validate({**preset("classic").model_dump(), "name": "custom"})
    assert Texts("fr").rules_name(custom.name) == "personnalisées"
    assert Texts("en").rules_name(custom.name) == "custom"
    assert Texts("fr").rules_name("ffb") == "ffb"


async def test_create_match_helper_still_reaches_the_sheet(data_dir: Path) -> None:
    """The narrow layout keeps the tab order the other tests use."""
    app = make_app(data_dir)
    async with app.run_test(size=NARROW) as pilot:
        await create_match(pilot)
        await pilot.press(*keys("n"))
        await pilot.pause()
        assert len(Store(data_dir).scan()[0]) == 1


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_second_instance_notice_says_it_once(data_dir: Path, language: Language) -> None:
    """Finding 11: the message of a match open in another window repeated itself."""
    other_window = Store(data_dir).create(Match(rules=preset("classic"), target=1000))
    try:
        app = make_app(data_dir, language)
        async with app.run_test(size=NARROW) as pilot:
            await pilot.pause()
            (said,) = [n for n in notices(app) if "coinche-score" in n]
            assert said.count("coinche-score") == 1
    finally:
        other_window.close()


async def test_a_tap_on_the_name_offered_takes_it(data_dir: Path) -> None:
    """A phone's keyboard may have no → (Gboard): the name offered, drawn after what is typed,
    could not be taken there, and leaving the field kept "B" (found by a test of the app by taps
    on a phone).  A tap on what is typed moves the cursor, as before."""
    write_sample_folder(data_dir)  # Bleus and Rouges; Alice, Bruno, Chloé, David
    app = make_app(data_dir)
    async with app.run_test(size=(40, 20)) as pilot:
        await pilot.press("h", "n")
        await on_screen(pilot, NewMatchScreen)
        # The form opens at its top: a tap aimed while it scrolls there lands elsewhere.
        await pilot.wait_for_scheduled_animations()
        team = app.screen.query_one("#team-a", Input)
        await pilot.press("B", "l")
        await pilot.click(team, offset=(0, 0))  # on what is typed
        await pilot.pause()
        assert (team.value, team.cursor_position) == ("Bl", 0)
        await pilot.click(team, offset=(4, 0))  # on "eus", offered after it
        await until(pilot, lambda: team.value == "Bleus")
        assert team.cursor_position == len("Bleus")
