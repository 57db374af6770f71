"""The app with hostile names and files, and with files changed behind its back (Pilot)."""

from __future__ import annotations

import asyncio
import csv
import errno
import io
import json
from collections.abc import Callable
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from folder_faults import no_new_files
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError
from textual.app import App
from textual.screen import Screen
from textual.widgets import Input, Label, ProgressBar, Static

from coinche_score.cli.csv_output import FORMULA_STARTS, write_csv
from coinche_score.cli.json_output import match_document, print_json
from coinche_score.cli.markdown_output import markdown_text
from coinche_score.cli.text_output import show_text
from coinche_score.i18n import Texts
from coinche_score.match import Match
from coinche_score.names import name_key
from coinche_score.rules import preset
from coinche_score.store import Store
from coinche_score.store import open_match as open_match_module
from coinche_score.text import first_refused
from coinche_score.tui.app import SEVERITY_MARKS, CoincheApp
from coinche_score.tui.screens import sheet as sheet_module
from coinche_score.tui.screens.dialogs import ChangedOnDiskScreen, HelpScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.new_match import NewMatchScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.screens.winner import WinnerScreen
from coinche_score.tui.table_layout import lay_out
from coinche_score.tui.widgets.deal_table import DealTable
from coinche_score.tui.widgets.filter_line import FilterLine
from coinche_score.tui.widgets.row_table import RowTable
from coinche_score.tui.widgets.score import InfoLine, ScoreChart

from .helpers import a_deal, edit_file, new_match, saved_id

SIZE = (100, 30)
#: The words of the command line's exports.
EN = Texts("en")
MARKUP = ["[/]", "x[/y]", "[b]bold[/b]", "[@click=app.quit]q[/]", "[link=http://x]l[/]", "\\["]


def app_on(data_dir: Path, *, resume_last: bool = True) -> CoincheApp:
    return CoincheApp(Store(data_dir), Texts("en"), resume_last=resume_last)


def shown_text(screen: Screen[Any]) -> str:
    """Everything the screen's labels, panels and tables show, as plain text."""
    parts = []
    for widget in screen.query(Static):
        visual = widget.visual
        parts.append(getattr(visual, "plain", str(visual)))
    parts += [line.render().plain for line in screen.query(InfoLine)]
    for table in screen.query(RowTable):
        for row in range(table.row_count):
            parts += [cell.plain for cell in table.row_cells(row)]
    return "\n".join(parts)


def sheet_of(app: App[Any]) -> ScoreSheetScreen:
    (sheet,) = [s for s in app.screen_stack if isinstance(s, ScoreSheetScreen)]
    return sheet


async def wait_for(condition: Any, seconds: float = 3.0) -> None:
    for _ in range(int(seconds / 0.1)):
        if condition():
            return
        await asyncio.sleep(0.1)
    assert condition()


# ------------------------------------------------------------------------ markup in names


async def test_a_match_named_with_markup_opens_at_start(tmp_path: Path) -> None:
    saved_id(Store(tmp_path), new_match("[/]", "x[/y]", players=("[b]", "[/b]", "[@click]", "d")))
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        text = shown_text(app.screen)
        assert "[/]" in text and "x[/y]" in text and "[@click]" in text


async def test_names_with_markup_are_shown_literally_in_the_statistics(tmp_path: Path) -> None:
    """In the tables, the filters' line, the players to tick and a figure's matches."""
    players = ("[b]", "[/b]", "[@click=app.quit]q[/]", "d")
    match = Match(rules=preset("classic"), target=100, team_names=("[/]", "x[/y]"), players=players)
    saved_id(Store(tmp_path), match, deals=1)  # 180 to 60: won by "[/]"
    app = app_on(tmp_path, resume_last=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await wait_for(lambda: getattr(app.screen, "stats", None) is not None)
        screen = app.screen
        tables = {
            # The cells whole (a name wider than its column is drawn cut, with an ellipsis).
            name: [
                str(cell)
                for row in range(table.row_count)
                for cell in table.rows.cells(row, lay_out(table.rows.columns, 200))
            ]
            for name in ("players", "teams", "pairs")
            if (table := screen.query_one(f"#stats-{name}", RowTable))
        }
        assert {"[b]", "[/b]", "[@click=app.quit]q[/]", "d"} <= set(tables["players"])
        # Wider than its column: the team by its players (its name said under the table).
        assert "[@click=app.quit]q[/] & [b]" in tables["teams"]
        assert "[/b]" in tables["pairs"]
        await pilot.press("f", "space", "ctrl+s")  # the first player by key: "[/b]"
        line = screen.query_one(FilterLine)
        await wait_for(lambda: "With [/b]" in line.render().plain)
        await pilot.press("2", "right", "enter")  # the first team's matches
        await wait_for(lambda: bool(app.screen.query("#stats-items")))
        items = app.screen.query_one("#stats-items", RowTable)
        assert "[/] – x[/y]" in [cell.plain for cell in items.row_cells(0)]
        assert app.is_running


async def test_markup_typed_in_the_new_match_form_is_a_name(tmp_path: Path) -> None:
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"x[/y]", "tab", *"[b]Eux", "tab", *"[/]")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        assert "Seat 1 (x[/y])" in shown_text(app.screen)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert app.screen.opened.match.team_names == ("x[/y]", "[b]Eux")
        assert app.screen.opened.match.seat_name(0) == "[/]"


async def test_a_bidi_override_in_the_form_is_refused_naming_it(tmp_path: Path) -> None:
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        app.screen.query_one("#team-a", Input).value = "a\u202eb"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewMatchScreen)
        error = app.screen.query_one("#error-teams", Label)
        assert "U+202E RIGHT-TO-LEFT OVERRIDE" in shown_text(app.screen)
        assert error.has_class("-shown")
    assert not tmp_path.exists() or not list(tmp_path.glob("*.json"))


async def test_damaged_files_with_markup_and_escapes_are_listed_literally(tmp_path: Path) -> None:
    saved_id(Store(tmp_path))
    # The reason is worded by the app; the file names are what a hostile folder controls.
    (tmp_path / "[b].json").write_text('{"[/]": 1, "[/]": 2}')
    (tmp_path / "\x1b]0;PWNED\x07.json").write_text("{")
    app = app_on(tmp_path, resume_last=False)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(lambda: "[b].json" in shown_text(app.screen))
        assert isinstance(app.screen, HomeScreen)
        text = shown_text(app.screen)
        assert "\\x1b]0;PWNED\\x07.json" in text and "\x1b" not in text
        app.notify("\x1b]0;PWNED\x07 [/]")
        await pilot.pause()
        assert [n.message for n in app._notifications][-1] == "\\x1b]0;PWNED\\x07 [/]"


# ------------------------------------------------------------ a file changed behind our back


async def test_a_deal_added_elsewhere_is_not_erased_reload_makes_ours_again(
    tmp_path: Path,
) -> None:
    """The file changed by hand (a deal added, a team renamed, the target): the app's deal is
    not written over it; reloaded, ours is made again, and the totals' headings, their bars'
    target and the chart's names follow the file, literally (they were drawn once, when the
    sheet opened)."""
    store = Store(tmp_path)
    match_id = saved_id(store)
    path = store.match_path(match_id)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = app.screen
        assert isinstance(sheet, ScoreSheetScreen)

        def add_by_hand(raw: dict[str, Any]) -> None:
            raw["match"]["deals"].append(raw["match"]["deals"][0])
            raw["match"]["team_names"][1] = "[b]Them[/b]"
            raw["match"]["target"] = 1500

        edit_file(path, add_by_hand)
        by_hand = path.read_bytes()
        await pilot.press(*"na90h120", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ChangedOnDiskScreen)
        assert "changed by something else" in shown_text(app.screen)
        assert path.read_bytes() == by_hand
        await pilot.press("r")
        await pilot.pause()
        assert app.screen_stack[-1] is sheet
        heading = sheet.query_one("#team-b").query_one(".team-name", Label)
        assert str(heading.render()).startswith("[b]Them[/b]")
        assert {bar.total for bar in sheet.query(ProgressBar)} == {1500}
        assert sheet.query_one(ScoreChart).team_names[1] == "[b]Them[/b]"
    deals = store.read(match_id).match.deals
    assert [d.contract for d in deals] == [80, 80, 90]


async def test_a_change_that_no_longer_fits_the_reloaded_file_is_named(
    tmp_path: Path,
) -> None:
    """Deal 2 is deleted by hand while the app shows it; the app's deletion of deal 2 meets
    the changed file: reload takes the file as it is and says, in the player's language,
    which change it could not make again."""
    store = Store(tmp_path)
    match_id = saved_id(store, deals=2)
    path = store.match_path(match_id)
    app = CoincheApp(store, Texts("fr"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = sheet_of(app)
        edit_file(path, lambda raw: raw["match"]["deals"].pop())
        by_hand = path.read_bytes()
        await pilot.press("x", "o")  # the cursor is on deal 2; o: oui
        await pilot.pause()
        assert isinstance(app.screen, ChangedOnDiskScreen)
        assert path.read_bytes() == by_hand
        await pilot.press("r")
        await pilot.pause()
        assert sheet_of(app) is sheet
        texts = Texts("fr")
        deleting = texts("change.delete", number=2)
        assert SEVERITY_MARKS["warning"] + texts("notice.not_remade", changes=deleting) in [
            notice.message for notice in app._notifications
        ]
        assert len(sheet.opened.match.deals) == 1
    assert len(store.read(match_id).match.deals) == 1


async def test_a_deleted_lock_file_lets_no_command_lose_the_apps_next_deal(
    tmp_path: Path,
) -> None:
    store = Store(tmp_path)
    match_id = saved_id(store)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        (tmp_path / f".{match_id}.lock").unlink()
        with Store(tmp_path).open(match_id) as command:  # as `coinche-score add` would
            command.add(a_deal(contract=100))
        await pilot.press(*"na90h120", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ChangedOnDiskScreen)
        assert "lock file" in shown_text(app.screen)
        assert [d.contract for d in store.read(match_id).match.deals] == [80, 100]
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ScoreSheetScreen)
        assert (tmp_path / f".{match_id}.lock").exists()  # the app holds a lock again
    assert [d.contract for d in store.read(match_id).match.deals] == [80, 100, 90]
    assert not (tmp_path / f".{match_id}.lock").exists()  # removed on a clean exit


def damage(path: Path) -> None:
    path.write_bytes(b"garbage")


async def a_deal_meets_a_damaged_file(
    pilot: Any, path: Path, change: Callable[[Path], object] = damage
) -> ScoreSheetScreen:
    """The sheet of the match at ``path``; its file is damaged behind the app's back (or
    ``change``d), then a deal is typed: the app asks what to do instead of saving over it."""
    await pilot.pause()
    sheet = sheet_of(pilot.app)
    change(path)
    await pilot.press(*"na90h120", "enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, ChangedOnDiskScreen)
    return sheet


def contracts_of_the_copy(store: Store, damaged: Path) -> list[object]:
    """The contracts of the one match saved beside the damaged file."""
    (copy,) = [path for path in store.data_dir.glob("*.json") if path != damaged]
    return [deal.contract for deal in store.read(copy.stem).match.deals]


async def test_save_a_copy_leaves_the_changed_file_alone(tmp_path: Path) -> None:
    store = Store(tmp_path)
    match_id = saved_id(store)
    path = store.match_path(match_id)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await a_deal_meets_a_damaged_file(pilot, path)
        await pilot.press("c")
        await pilot.pause()
        sheet = sheet_of(app)
        assert sheet.opened.id != match_id and app.current_match is sheet.opened
    assert path.read_bytes() == b"garbage"
    assert contracts_of_the_copy(store, path) == [80, 90]


async def test_an_older_file_put_back_is_caught_on_the_way_home(tmp_path: Path) -> None:
    """A sync put back the file as it was before the deal just saved; going home closed the
    match and the deal was gone, no copy made (found by a test of data safety)."""
    store = Store(tmp_path)
    match_id = saved_id(store)
    path = store.match_path(match_id)
    older = path.read_bytes()
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = sheet_of(app)
        await pilot.press(*"na90h120", "enter")
        await wait_for(lambda: len(store.read(match_id).match.deals) == 2)
        path.write_bytes(older)
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, ChangedOnDiskScreen)
        assert "lacks deals shown here" in shown_text(app.screen)
        await pilot.press("c")
        await wait_for(lambda: isinstance(app.screen, HomeScreen))
        assert sheet.opened.id != match_id
    assert path.read_bytes() == older
    assert contracts_of_the_copy(store, path) == [80, 90]


async def test_a_file_damaged_behind_the_apps_back_is_caught_on_quitting(tmp_path: Path) -> None:
    """With nothing unsaved, ^q left the damaged file alone and the deals shown with it: the
    app now asks, and h offers the copy (found by a test of data safety)."""
    store = Store(tmp_path)
    match_id = saved_id(store, deals=2)
    path = store.match_path(match_id)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = sheet_of(app)
        path.write_bytes(path.read_bytes()[:100])
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app.is_running and "Quit anyway and lose them?" in shown_text(app.screen)
        await pilot.press("n", "h")
        await pilot.pause()
        assert isinstance(app.screen, ChangedOnDiskScreen) and not app.screen.query("#reload")
        await pilot.press("c")
        await wait_for(lambda: isinstance(app.screen, HomeScreen))
        assert sheet.opened.id != match_id
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert not app.is_running
    assert contracts_of_the_copy(store, path) == [80, 80]


async def test_a_file_changed_by_hand_closes_as_it_is(tmp_path: Path) -> None:
    """A change made elsewhere since (newer than the app's) is the file's to keep: leaving
    asks nothing and makes no copy."""
    store = Store(tmp_path)
    match_id = saved_id(store, deals=2)
    path = store.match_path(match_id)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()

        def newer_with_a_deal_less(raw: dict[str, Any]) -> None:
            raw["match"]["deals"].pop()
            raw["updated"] = "2099-01-01T00:00:00+00:00"

        edit_file(path, newer_with_a_deal_less)
        await pilot.press("h")
        await wait_for(lambda: isinstance(app.screen, HomeScreen))
    assert [p.stem for p in tmp_path.glob("*.json")] == [match_id]


async def test_a_copy_the_disk_refuses_keeps_the_deal_and_can_be_asked_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file was damaged behind the app's back; saving a copy fails too (a full disk): the
    new deal stays in memory, the damaged file and the folder are left alone, and the next
    try offers the copy again."""
    store = Store(tmp_path)
    match_id = saved_id(store)
    path = store.match_path(match_id)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        sheet = await a_deal_meets_a_damaged_file(pilot, path)

        def disk_full(*args: object) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        with monkeypatch.context() as patch:
            patch.setattr(open_match_module, "write_atomically", disk_full)
            await pilot.press("c")
            await pilot.pause()
        assert sheet_of(app) is sheet and sheet.opened.id == match_id
        assert [d.contract for d in sheet.opened.match.deals] == [80, 90]
        assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
            [path.name, f".{match_id}.lock"]
        )
        assert any("Could not create the match" in n.message for n in app._notifications)
        await pilot.press("s", "c")  # the disk has room again: asked again, and copied
        await pilot.pause()
        assert sheet_of(app).opened.id != match_id
    assert path.read_bytes() == b"garbage"
    assert contracts_of_the_copy(store, path) == [80, 90]


async def test_reloading_a_damaged_file_says_why_and_keeps_the_deals_in_memory(
    tmp_path: Path,
) -> None:
    store = Store(tmp_path)
    match_id = saved_id(store)
    path = store.match_path(match_id)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        sheet = await a_deal_meets_a_damaged_file(pilot, path)
        await pilot.press("r")
        await pilot.pause()
        assert sheet_of(app) is sheet
        assert any("damaged" in n.message for n in app._notifications)
        assert [d.contract for d in sheet.opened.match.deals] == [80, 90]
    assert path.read_bytes() == b"garbage"


async def test_reloading_a_deleted_file_says_it_is_gone_not_damaged(tmp_path: Path) -> None:
    store = Store(tmp_path)
    path = store.match_path(saved_id(store))
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        sheet = await a_deal_meets_a_damaged_file(pilot, path, Path.unlink)
        await pilot.press("r")
        await pilot.pause()
        assert sheet_of(app) is sheet
        said = [n.message for n in app._notifications]
        assert any("no longer in the folder" in message for message in said), said
        assert not any("damaged" in message for message in said), said
        assert [d.contract for d in sheet.opened.match.deals] == [80, 90]
    assert not path.exists()


async def test_a_read_only_file_opens_read_only_and_follows_the_file(tmp_path: Path) -> None:
    store = Store(tmp_path)
    match_id = saved_id(store)
    path = store.match_path(match_id)
    path.chmod(0o444)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = sheet_of(app)
        assert sheet.opened.read_only
        assert any("Read-only" in n.message for n in app._notifications)
        assert "read-only" in shown_text(sheet)
        before = path.read_bytes()
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is sheet  # no deal form: nothing can change
        assert path.read_bytes() == before

        def add_by_hand(raw: dict[str, Any]) -> None:
            raw["match"]["deals"].append(raw["match"]["deals"][0])

        edit_file(path, add_by_hand)  # as root, or by its owner after a chmod
        await wait_for(lambda: len(sheet.opened.match.deals) == 2)
        await pilot.pause()
        assert sheet.query_one(DealTable).row_count == 2


async def test_a_match_whose_file_is_a_link_opens_read_only_and_the_link_stays(
    tmp_path: Path,
) -> None:
    """Read through the link, then a save put a file in its place: the match kept elsewhere
    (the link's target) stopped being the one played."""
    store = Store(tmp_path / "matches")
    match_id = saved_id(store)
    target = tmp_path / "kept elsewhere.json"
    store.match_path(match_id).rename(target)
    store.match_path(match_id).symlink_to(target)
    before = target.read_bytes()
    app = app_on(store.data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = sheet_of(app)
        assert sheet.opened.read_only
        assert any("symbolic link" in n.message for n in app._notifications)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is sheet  # no deal form: nothing can change
    assert store.match_path(match_id).is_symlink()
    assert target.read_bytes() == before


async def test_a_read_only_match_whose_file_is_damaged_says_so_once_and_keeps_its_deals(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sheet follows a read-only match's file: damaged behind its back, the file is said
    to be damaged once (not at each look), the deals shown stay, and nothing is written."""
    monkeypatch.setattr(sheet_module, "FOLLOW_EVERY", 0.05)
    looks: list[None] = []  # at the file, by the sheet
    refresh = open_match_module.OpenMatch.refresh

    def looked(opened: open_match_module.OpenMatch) -> bool:
        looks.append(None)
        return refresh(opened)

    monkeypatch.setattr(open_match_module.OpenMatch, "refresh", looked)
    store = Store(tmp_path)
    match_id = saved_id(store, deals=2)
    path = store.match_path(match_id)
    path.chmod(0o444)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = sheet_of(app)
        assert sheet.opened.read_only
        path.write_bytes(b'{"schema_version": 3, "id": ')  # cut short, as root can
        damaged = path.read_bytes()

        def said_damaged() -> int:
            return sum("damaged" in notice.message for notice in app._notifications)

        await wait_for(lambda: said_damaged() == 1)
        looked_then = len(looks)
        await wait_for(lambda: len(looks) >= looked_then + 3)  # it looked again, and again
        assert said_damaged() == 1
        assert app.screen is sheet
        assert len(sheet.opened.match.deals) == 2
        assert path.read_bytes() == damaged


async def test_a_folder_the_player_may_not_write_opens_matches_read_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Simulated (root may write anywhere): no new file can be made in the folder."""
    store = Store(tmp_path)
    match_id = saved_id(store)
    before = store.match_path(match_id).read_bytes()
    no_new_files(monkeypatch)
    app = app_on(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        sheet = sheet_of(app)
        assert sheet.opened.read_only
        assert "read-only" in shown_text(sheet)
        await pilot.press("x", "u")
        await pilot.pause()
        assert app.screen is sheet
    assert store.match_path(match_id).read_bytes() == before


async def test_home_shows_a_match_changed_elsewhere_within_two_seconds(tmp_path: Path) -> None:
    store = Store(tmp_path)
    app = app_on(tmp_path, resume_last=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen)
        match_id = saved_id(store, new_match("Elsewhere", "Eux"))
        await wait_for(lambda: "Elsewhere" in shown_text(home), seconds=2.5)
        with store.open(match_id) as opened:
            opened.add(a_deal(taker_points=120))
            totals = opened.state.totals
        score = f"{totals['A']} – {totals['B']}"
        await wait_for(lambda: score in shown_text(home), seconds=2.5)


# --------------------------------------------------------------------- random names, anywhere

NAME_CHARS = st.sampled_from(list("[]/@=+-<>&|\\'\"ab ÉéŒ漢字🂡") + ["\x1b", "\u202e", "\u200b"])
NAMES = st.one_of(
    st.sampled_from([*MARKUP, "\x1b]0;PWNED\x07", "=1+2", "<img src=x>", "שלום"]),
    st.text(NAME_CHARS, min_size=1, max_size=12),
)


@settings(
    # Each example is a whole app run (about a second): new names each run, not more per run.
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(team_a=NAMES, team_b=NAMES)
@example(team_a="'", team_b="[/]")  # a leading ' is a name, not the CSV's formula guard
@example(team_a=" ", team_b="\u200b")  # refused first for the blank name
@example(team_a="[/]", team_b="[/]")  # one name: a file may hold it, the form refuses it
async def test_random_names_are_refused_or_shown_literally_everywhere(
    tmp_path_factory: Any, team_a: str, team_b: str
) -> None:
    data_dir: Path = tmp_path_factory.mktemp("names")
    try:
        Match(rules=preset("classic"), target=100, team_names=(team_a, team_b))
    except ValidationError as refused:
        valid = False
        reason = str(refused)
        # The first name refused is refused for being blank or for a character: the latter
        # names the character.
        names = (team_a.strip(), team_b.strip())
        if next((name for name in names if not name or first_refused(name)), ""):
            assert "U+" in reason
    else:
        # The form refuses two teams of one name, which a file may hold.
        valid = name_key(team_a) != name_key(team_b)
    app = app_on(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        form.query_one("#team-a", Input).value = team_a  # as pasted
        form.query_one("#team-b", Input).value = team_b
        await pilot.pause()
        form.query_one("#target", Input).value = "100"
        await pilot.press("ctrl+s")
        await pilot.pause()
        if not valid:
            assert isinstance(app.screen, NewMatchScreen)
            return
        sheet = app.screen
        assert isinstance(sheet, ScoreSheetScreen)
        a, b = sheet.opened.match.team_names
        assert a in shown_text(sheet) and b in shown_text(sheet)
        await pilot.press(*"na80h120", "enter")  # 200 to 40: over
        await pilot.pause()
        assert isinstance(app.screen, WinnerScreen)
        assert a in shown_text(app.screen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape", "escape", "h")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert f"{a} – {b}" in shown_text(app.screen)
        saved = Store(data_dir).read("last")
    assert_exports_literal(saved, a, b)


def assert_exports_literal(saved: Any, a: str, b: str) -> None:
    assert f"{a} (A) vs {b} (B)" in show_text(EN, saved)
    markdown = markdown_text(EN, saved)
    assert "<" not in markdown.replace("&lt;", "")
    out = io.StringIO()
    with redirect_stdout(out):
        write_csv(saved)
    dealer = list(csv.reader(io.StringIO(out.getvalue())))[1][1]
    # A ' is added before what a spreadsheet would take for a formula, and only then (a name
    # may start with ' itself).
    name = saved.match.seat_name(0)
    assert dealer == ("'" + name if name.startswith(FORMULA_STARTS) else name)
    out = io.StringIO()
    with redirect_stdout(out):
        print_json(match_document(saved))
    assert json.loads(out.getvalue())["team_names"] == {"A": a, "B": b}


async def test_a_data_folder_named_with_escapes_is_shown_escaped_in_what_the_store_says(
    tmp_path: Path,
) -> None:
    """The house rules could not be listed (the data folder is a file): the form's line under
    the rules drew the folder's name raw, its ESC sequence painting the line red and a line
    break cutting it in two (found by a test of untrusted text)."""
    data_dir = tmp_path / "esc\x1b[41mRED\x1b[0m\nx"
    data_dir.write_text("")
    app = app_on(data_dir)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(lambda: isinstance(app.screen, HomeScreen))
        await pilot.press("n")
        await wait_for(lambda: isinstance(app.screen, NewMatchScreen))
        said = app.screen.query_one("#error-rules", Label)
        await wait_for(lambda: said.has_class("-shown"))
        text = str(said.visual)
        assert "esc\\x1b[41mRED\\x1b[0m\\x0ax" in text
        assert first_refused(text) is None
