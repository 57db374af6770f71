"""House rules deleted from the new-match form: d or Del on the list of rules, a tap on the key
bar's Delete rules, or ^p; asked first as a match's deletion is, refused in one line for a link
or a read-only file, never offered for a preset."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.command import CommandList
from textual.pilot import Pilot
from textual.widgets import Button, Input, OptionList
from tui_pilot import (
    SMALL,
    TABS_TO_TARGET,
    NoKeys,
    make_app,
    on_screen,
    on_the_sheet,
    refused,
    saved_match,
    swipe_to,
    tap,
    tap_key,
    until,
)

from coinche_score.i18n import Language, Texts
from coinche_score.match import Match
from coinche_score.rules import PRESETS, RuleSet, preset
from coinche_score.store import Store
from coinche_score.store.errors import StoreCode
from coinche_score.store.house_rules import HouseRules, HouseRulesError
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.help import help_sections
from coinche_score.tui.screens.dialogs import ConfirmScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.new_match import HOUSE, NewMatchScreen
from coinche_score.tui.store_errors import store_error_text
from coinche_score.tui.widgets.key_bar import KeyBar

PHONE_SMALL = (40, 20)
NAME = "Chez Paul"
#: The action of the key bar's Delete rules (the list's binding, run on its screen).
DELETE = "screen.delete_rules"


def save_house_rules(data_dir: Path, name: str = NAME) -> RuleSet:
    rules = preset("classic").model_copy(update={"min_bid": 90})
    return HouseRules(data_dir).save(name, rules).rules


def house_file(data_dir: Path, name: str = NAME) -> Path:
    return HouseRules(data_dir).path(name)


def bar_actions(form: NewMatchScreen) -> list[str]:
    """The actions of the key bar's entries, as drawn."""
    return [place.entry.action for place in form.query_one(KeyBar).places]


def offers_delete(form: NewMatchScreen) -> bool:
    """Whether the form offers Delete rules now: in its key bar and among its keys (^p)."""
    active = [a.binding.action for a in form.active_bindings.values() if a.enabled]
    return DELETE in bar_actions(form) and DELETE in active


async def on_the_rules(pilot: Pilot[None]) -> tuple[NewMatchScreen, OptionList]:
    """From home, n, then Tab down to the list of rules, the house rules (last) chosen by
    End: the form and its list, focused."""
    await until(pilot, lambda: isinstance(pilot.app.screen, HomeScreen))
    await pilot.press("n")
    form = await on_screen(pilot, NewMatchScreen)
    await pilot.press(*["tab"] * TABS_TO_TARGET, "tab", "end")
    presets = form.query_one("#presets", OptionList)
    assert pilot.app.focused is presets
    await until(pilot, lambda: form.chosen_rules().name == NAME and offers_delete(form))
    return form, presets


def notices(app: CoincheApp) -> list[str]:
    return [notice.message for notice in app._notifications]


@pytest.mark.parametrize(
    ("language", "size", "key", "yes"),
    [
        ("en", PHONE_SMALL, "d", "y"),
        ("fr", PHONE_SMALL, "delete", "o"),
        ("en", SMALL, "delete", "y"),
        ("fr", SMALL, "d", "o"),
    ],
)
async def test_house_rules_are_deleted_by_keys(
    data_dir: Path, language: Language, size: tuple[int, int], key: str, yes: str
) -> None:
    save_house_rules(data_dir)
    app = make_app(data_dir, language)
    texts = app.texts
    async with app.run_test(size=size) as pilot:
        form, presets = await on_the_rules(pilot)
        await pilot.press(key)
        dialog = await on_screen(pilot, ConfirmScreen)
        assert dialog.question == texts("new.rules.confirm_delete", name=NAME)
        assert NAME in dialog.question.splitlines()[0]
        await pilot.press(yes)
        await until(pilot, lambda: app.screen is form and not house_file(data_dir).exists())
        # No longer offered; the first preset chosen, and Delete rules gone with the choice.
        assert HOUSE + NAME not in [option.id for option in presets.options]
        assert presets.option_count == len(PRESETS)
        assert form.chosen_rules() == PRESETS["classic"]
        await until(pilot, lambda: not offers_delete(form))
        assert texts("new.rules.deleted", name=NAME) in notices(app)
    assert HouseRules(data_dir).scan() == ([], [])


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [PHONE_SMALL, SMALL])
async def test_house_rules_are_deleted_by_taps_alone(
    data_dir: Path, language: Language, size: tuple[int, int]
) -> None:
    save_house_rules(data_dir)
    save_house_rules(data_dir, "Zoé")  # last in the list: tapped, it is not the one deleted
    app = make_app(data_dir, language)
    async with app.run_test(size=size):
        pilot = NoKeys(app)
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        await tap_key(pilot, "new_match")
        form = await on_screen(pilot, NewMatchScreen)
        presets = form.query_one("#presets", OptionList)
        assert not offers_delete(form)
        await swipe_to(pilot, presets)  # under the form's buttons, on a phone
        presets.scroll_end(animate=False)  # a swipe in the list, to its house rules
        index = presets.get_option_index(HOUSE + NAME)
        await until(pilot, lambda: presets.scroll_offset.y > 0 or index < presets.size.height)
        await pilot.pause()
        await pilot.click(presets, offset=(2, index - presets.scroll_offset.y))
        await until(pilot, lambda: form.chosen_rules().name == NAME and offers_delete(form))
        await tap_key(pilot, DELETE)
        dialog = await on_screen(pilot, ConfirmScreen)
        await tap(pilot, dialog.query_one("#yes", Button))
        await until(pilot, lambda: app.screen is form and not house_file(data_dir).exists())
        assert form.chosen_rules() == PRESETS["classic"]
        await until(pilot, lambda: not offers_delete(form))
    assert [saved.name for saved in HouseRules(data_dir).scan()[0]] == ["Zoé"]


@pytest.mark.parametrize("language", ["en", "fr"])
async def test_the_palette_deletes_house_rules_at_40_columns(
    data_dir: Path, language: Language
) -> None:
    save_house_rules(data_dir)
    app = make_app(data_dir, language)
    texts = app.texts
    async with app.run_test(size=PHONE_SMALL) as pilot:
        form, _ = await on_the_rules(pilot)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: bool(app.screen.query(CommandList)))
        await pilot.press(*texts("binding.new_match.delete_rules"))
        commands = app.screen.query_one(CommandList)
        await until(pilot, lambda: commands.option_count == 1)
        await pilot.press("enter")
        await on_screen(pilot, ConfirmScreen)
        await pilot.press(texts.words.preferred_keys["confirm.yes"])
        await until(pilot, lambda: app.screen is form and not house_file(data_dir).exists())


@pytest.mark.parametrize("answer", ["n", "escape", "enter", "tap"])
async def test_a_delete_cancelled_deletes_nothing(data_dir: Path, answer: str) -> None:
    rules = save_house_rules(data_dir)
    before = house_file(data_dir).read_bytes()
    app = make_app(data_dir)
    async with app.run_test(size=PHONE_SMALL) as pilot:
        form, presets = await on_the_rules(pilot)
        await pilot.press("d")
        dialog = await on_screen(pilot, ConfirmScreen)
        if answer == "tap":
            await tap(NoKeys(app), dialog.query_one("#no", Button))
        else:
            await pilot.press(answer)
        await until(pilot, lambda: app.screen is form)
        await pilot.pause()
        assert form.chosen_rules() == rules and offers_delete(form)
        assert presets.option_count == len(PRESETS) + 1
    assert house_file(data_dir).read_bytes() == before


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("held", ["linked", "read_only"])
async def test_a_link_or_a_read_only_file_is_refused_in_one_line(
    data_dir: Path, tmp_path: Path, language: Language, held: str
) -> None:
    """As ``rules delete`` refuses them (the store's HouseRules.delete): the link's rules, and
    the file its owner made read-only, stay, still offered."""
    rules = save_house_rules(data_dir)
    saved = house_file(data_dir)
    if held == "linked":
        shared = tmp_path / "shared.json"
        saved.replace(shared)
        saved.symlink_to(shared)
        mode = ""
    else:
        saved.chmod(0o444)
        mode = "0444"
    before = saved.read_bytes()
    app = make_app(data_dir, language)
    texts = app.texts
    async with app.run_test(size=PHONE_SMALL) as pilot:
        form, presets = await on_the_rules(pilot)
        await pilot.press("d")
        await on_screen(pilot, ConfirmScreen)
        await pilot.press(texts.words.preferred_keys["confirm.yes"])
        error = HouseRulesError(StoreCode.RULES_HELD, path=saved, kind=held, mode=mode)
        said = store_error_text(texts, error)
        await until(pilot, lambda: refused(said) in notices(app))
        assert "\n" not in said and str(saved) in said
        assert form.chosen_rules() == rules and offers_delete(form)
        assert presets.option_count == len(PRESETS) + 1
    assert saved.read_bytes() == before and saved.is_symlink() == (held == "linked")
    assert HouseRules(data_dir).get(NAME) == rules


async def test_house_rules_damaged_since_the_form_opened_are_deleted(data_dir: Path) -> None:
    save_house_rules(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        form, presets = await on_the_rules(pilot)
        house_file(data_dir).write_text("{", encoding="utf-8")
        await pilot.press("delete")
        await on_screen(pilot, ConfirmScreen)
        await pilot.press("y")
        await until(pilot, lambda: app.screen is form and not house_file(data_dir).exists())
        assert presets.option_count == len(PRESETS)


async def test_house_rules_deleted_meanwhile_are_no_longer_offered(data_dir: Path) -> None:
    """Deleted by a command while the form was open: said, and taken out of the list."""
    save_house_rules(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        form, presets = await on_the_rules(pilot)
        HouseRules(data_dir).delete(NAME)
        await pilot.press("d")
        await on_screen(pilot, ConfirmScreen)
        await pilot.press("y")
        await until(pilot, lambda: presets.option_count == len(PRESETS))
        assert form.chosen_rules() == PRESETS["classic"]
        assert any(notice.startswith(refused("no house rules named")) for notice in notices(app))


async def test_presets_offer_no_delete_and_the_key_follows_the_choice(data_dir: Path) -> None:
    save_house_rules(data_dir)
    files = sorted(path.name for path in (data_dir / "rules").iterdir())
    app = make_app(data_dir)
    async with app.run_test(size=PHONE_SMALL) as pilot:
        form, presets = await on_the_rules(pilot)
        await pilot.press("up")  # the last preset
        await until(pilot, lambda: not offers_delete(form))
        await pilot.press("down")
        await until(pilot, lambda: offers_delete(form))
        await pilot.press("home")
        for name in PRESETS:
            assert form.chosen_rules().name == name
            await until(pilot, lambda: not offers_delete(form))
            await pilot.press("d", "delete")
            await pilot.pause()
            assert app.screen is form  # nothing asked
            await pilot.press("down")
        assert form.chosen_rules().name == NAME
        await until(pilot, lambda: offers_delete(form))
        # Off the list, d and Del type in the fields: nothing asked, nothing deleted.
        team_a = form.query_one("#team-a", Input)
        team_a.focus()
        await until(pilot, lambda: DELETE not in bar_actions(form))
        await pilot.press("end", "d", "home", "delete")
        await pilot.pause()
        assert app.screen is form and team_a.value == "sd"  # "Us" + d, its U deleted
    assert sorted(path.name for path in (data_dir / "rules").iterdir()) == files


async def test_a_match_started_with_house_rules_keeps_them(data_dir: Path) -> None:
    rules = save_house_rules(data_dir)
    match = Match(rules=rules, target=rules.default_target, team_names=("Nous", "Eux"))
    Store(data_dir).create(match).close()
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)  # resumed at start-up
        await pilot.press("h")
        form, _ = await on_the_rules(pilot)
        await pilot.press("d")
        await on_screen(pilot, ConfirmScreen)
        await pilot.press("y")
        await until(pilot, lambda: app.screen is form and not house_file(data_dir).exists())
    assert saved_match(data_dir).rules == rules


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_help_names_the_key_first_on_the_new_match_form(language: Language) -> None:
    texts = Texts(language)
    title, rows = help_sections(texts, NewMatchScreen)[0]
    assert title == texts("help.new_match")
    keys = " ".join(texts.key_name(key) for key in ("d", "delete"))
    assert (keys, texts("help.key.new_match.delete_rules")) in rows


async def test_house_rules_just_saved_by_the_editor_are_offered_for_deletion(
    data_dir: Path,
) -> None:
    """Saved from the rules editor, they were chosen but the list not focused: Delete rules
    showed only after a tap on them (found by a walk through the app by taps)."""
    app = make_app(data_dir, "fr")
    async with app.run_test(size=PHONE_SMALL) as pilot:
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        await pilot.press("n")
        form = await on_screen(pilot, NewMatchScreen)
        await pilot.press("ctrl+r")
        await until(pilot, lambda: app.screen is not form)
        await pilot.press("ctrl+u", *"Chez Mamie", "ctrl+s")
        await until(pilot, lambda: app.screen is form and form.chosen_rules().name == "Chez Mamie")
        await until(pilot, lambda: offers_delete(form))
