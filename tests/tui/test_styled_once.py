"""A screen is styled once when it is first shown: Textual styles a pushed screen as it is
mounted, and again at its first ScreenResume unless the screen says not to (StyledOnce)."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import pytest
from textual import events
from textual.dom import DOMNode
from textual.screen import Screen
from tui_pilot import PHONE, SMALL, make_app, on_the_sheet, save_new_match, until

from coinche_score.tui import screens as screens_package
from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.styled_once import StyledOnce


def ignore_resume(_: StyledOnce, __: events.ScreenResume) -> None:
    """StyledOnce's handler switched off: Textual's default."""


@pytest.mark.parametrize("size", [SMALL, PHONE], ids=["80x24", "40x30"])
@pytest.mark.parametrize("styled_once", [True, False], ids=["styled-once", "textual-default"])
async def test_the_deal_form_is_not_styled_whole_again_when_first_shown(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, styled_once: bool, size: tuple[int, int]
) -> None:
    """Styling the whole form again took a sixth of the CPU of opening it, at each deal; on a
    phone its class for a narrow screen, set at its mount, did so once more."""
    if not styled_once:  # the test's own check: it sees the second pass where there is one
        monkeypatch.setattr(StyledOnce, "on_screen_resume", ignore_resume)
    # Each node styled whole, with its children: the app sets a pushed screen's classes for
    # the width before it is mounted, when it holds nothing yet.
    restyled: list[DOMNode] = []
    update_node_styles = DOMNode.update_node_styles

    def counted(node: DOMNode, animate: bool = True) -> None:
        if node.children:
            restyled.append(node)
        update_node_styles(node, animate)

    monkeypatch.setattr(DOMNode, "update_node_styles", counted)
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=size) as pilot:
        await on_the_sheet(pilot)
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, DealFormScreen))
        await pilot.pause()
        form = app.screen
        assert restyled.count(form) == (0 if styled_once else 1)
        if styled_once:  # nothing of it either (a style on the order of its rows did)
            assert [node for node in restyled if form in node.ancestors] == []
        assert form.has_class("-narrow") is (size == PHONE)
        # The form drawn as it always was: styled at its mount.
        assert form.query_one("#deal-save").styles.background.a > 0


def screens_of(cls: type[Screen[object]]) -> list[type[Screen[object]]]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *screens_of(sub)]
    return found


def test_every_screen_of_the_app_is_styled_once() -> None:
    """A new screen without StyledOnce would be styled twice each time it opens."""
    for module in pkgutil.iter_modules(screens_package.__path__):
        importlib.import_module(f"{screens_package.__name__}.{module.name}")
    ours = [
        cls for cls in screens_of(Screen) if cls.__module__.startswith(screens_package.__name__)
    ]
    assert len(ours) >= 15, ours
    assert [cls for cls in ours if not issubclass(cls, StyledOnce)] == []
