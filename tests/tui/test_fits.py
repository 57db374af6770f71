"""The check that a screen fits (fits.py) finds each way of not fitting, and nothing else."""

from __future__ import annotations

from typing import ClassVar

from fits import assert_fits, misfits
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.widgets import Label, Static

TEXT = "a sentence that is far too long for forty columns, cut somewhere"


class Sized(App[None]):
    """Widgets at the sizes a test gives them in CSS (:func:`sized`)."""

    def __init__(self, marked: bool = False) -> None:
        super().__init__()
        self.marked = marked

    def compose(self) -> ComposeResult:
        with Horizontal(id="row"):
            yield Label("ok", id="label")
        text = TEXT[:38] + "…" if self.marked else TEXT
        yield Static(text, id="text")


def sized(css: str, marked: bool = False) -> Sized:
    app_class: type[Sized] = type("SizedByTest", (Sized,), {"CSS": css})
    return app_class(marked)


async def found_at_40(css: str, marked: bool = False) -> list[str]:
    app = sized(css, marked)
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        return misfits(pilot)


async def test_a_screen_that_fits_passes() -> None:
    app = sized("#text { height: auto; }")
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        assert_fits(pilot)


async def test_a_widget_wider_than_the_screen_is_found() -> None:
    found = await found_at_40("#label { width: 60; } #row { width: 70; } #text { height: 2; }")
    assert any("id='row'" in line and "sideways" in line for line in found)


async def test_a_row_scrolled_sideways_is_found() -> None:
    found = await found_at_40(
        "#row { overflow-x: auto; height: 3; } #label { width: 60; } #text { height: 2; }"
    )
    assert any("id='row'" in line and "scrolls sideways" in line for line in found)


async def test_a_text_cut_without_a_mark_is_found_and_one_marked_is_not() -> None:
    css = "#text { height: 1; }"
    found = await found_at_40(css)
    assert found == [f"Static(id='text') cuts {TEXT!r} without a '…'"]
    assert await found_at_40(css, marked=True) == []


class Tall(App[None]):
    CSS: ClassVar[str] = "Static { height: 30; } Screen { overflow-y: hidden; }"

    def compose(self) -> ComposeResult:
        yield Static("tall", id="tall")


async def test_a_widget_below_the_screen_is_found_unless_it_scrolls() -> None:
    app = Tall()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        assert any("nothing scrolls to it" in line for line in misfits(pilot))
        app.screen.styles.overflow_y = "auto"
        await pilot.pause()
        assert misfits(pilot) == []
