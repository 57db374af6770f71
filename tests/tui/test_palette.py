"""The command palette (^p) names every key of the screen: a key without a name in one
language made Textual drop every command of the screen there, silently (the statistics screen
and the deal form offered only Keys, Quit and Theme)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path

import pytest
from test_statistics import open_statistics, stats_app
from textual.binding import Binding
from textual.command import CommandList
from textual.dom import DOMNode
from textual.pilot import Pilot
from textual.widgets import TabbedContent
from tui_pilot import make_app, on_the_sheet, save_new_match, until

import coinche_score.tui
from coinche_score.i18n import Language, Texts
from coinche_score.tui.screens.deal_form import DealFormScreen


def declared_bindings() -> list[tuple[str, Binding]]:
    """Every binding with an id that a node of the app declares, with the node's name."""
    found = []
    for module in pkgutil.walk_packages(coinche_score.tui.__path__, "coinche_score.tui."):
        loaded = importlib.import_module(module.name)
        for name, node in inspect.getmembers(loaded, inspect.isclass):
            if issubclass(node, DOMNode) and node.__module__ == loaded.__name__:
                found += [
                    (name, binding)
                    for binding in node.__dict__.get("BINDINGS", [])
                    if isinstance(binding, Binding) and binding.id is not None
                ]
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_key_with_an_id_has_a_name_for_the_palette(language: Language) -> None:
    sentences = Texts(language).words.sentences
    declared = declared_bindings()
    assert len(declared) > 50
    declared_ids = [(node, binding.id) for node, binding in declared]
    assert [found for found in declared_ids if f"binding.{found[1]}" not in sentences] == []


async def offered(pilot: Pilot[None]) -> list[str]:
    """The palette's commands, opened with ^p and nothing typed (then closed)."""
    await pilot.press("ctrl+p")
    await until(pilot, lambda: bool(pilot.app.screen.query(CommandList)))
    commands = pilot.app.screen.query_one(CommandList)
    await until(pilot, lambda: commands.option_count > 3)
    names = [str(commands.get_option_at_index(at).prompt) for at in range(commands.option_count)]
    await pilot.press("escape")
    return names


@pytest.mark.parametrize("language", ["en", "fr"])
async def test_the_statistics_palette_has_the_screens_keys(
    data_dir: Path, language: Language
) -> None:
    app = stats_app(data_dir, language)
    texts = app.texts
    async with app.run_test(size=(40, 20)) as pilot:
        screen = await open_statistics(pilot)
        names = "\n".join(await offered(pilot))
        for binding_id in ("stats.period", "stats.players", "stats.home", "stats.tab.teams"):
            assert texts(f"binding.{binding_id}") in names
        await pilot.press("ctrl+p", *texts("binding.stats.tab.teams"), "enter")
        tabs = screen.query_one(TabbedContent)
        await until(pilot, lambda: tabs.active == "teams")


async def test_the_deal_forms_palette_has_the_forms_keys(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test() as pilot:
        await on_the_sheet(pilot)
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, DealFormScreen))
        names = await offered(pilot)
        for binding_id in ("deal.coinche", "deal.renonce", "deal.save"):
            assert app.texts(f"binding.{binding_id}") in "\n".join(names)
