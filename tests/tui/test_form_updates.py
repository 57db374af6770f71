"""A form follows each key by changing only what that key changes: every update of a text lays
the screen out again."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Input, Static
from tui_pilot import SMALL, keys, make_app, on_the_sheet, save_new_match, until

from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.widgets.showing import show

#: The two points fields of the deal form.
SIDES = ("taker", "defence")


def updates(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The ids of the texts updated from now on."""
    updated: list[str] = []
    update = Static.update

    def counted(widget: Static, *args: object, **kwargs: object) -> None:
        updated.append(widget.id or type(widget).__name__)
        update(widget, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Static, "update", counted)
    return updated


async def test_a_digit_that_changes_no_message_updates_no_text(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press("n", "a")  # the deal form, then its taker: on to the contract
        await pilot.pause()
        assert isinstance(app.screen, DealFormScreen)
        assert app.focused is not None and app.focused.id == "contract"
        updated = updates(monkeypatch)
        await pilot.press("8")  # a bid being typed: no error yet, still no score
        await pilot.pause()
        assert updated == []
        await pilot.press("5")  # 85: no bid starts so
        await pilot.pause()
        assert updated == ["error-contract"]


class OneText(App[None]):
    def compose(self) -> ComposeResult:
        yield Static(Text("Made", style="bold"))


async def test_a_text_is_updated_when_its_words_or_its_style_change() -> None:
    async with OneText().run_test() as pilot:
        label = pilot.app.query_one(Static)
        shown = label.content
        show(label, Text("Made", style="bold"))
        assert label.content is shown
        for changed in (Text("Made", style="dim"), Text("Failed", style="bold"), "Made"):
            show(label, changed)
            assert label.content is changed


def dimmed_rows(form: DealFormScreen) -> dict[str | None, bool]:
    return {row.id: row.styles.opacity < 1 for row in form.query(".field-row")}


async def test_a_thrown_in_deal_dims_every_row_but_the_takers(data_dir: Path) -> None:
    """When passed is picked, and when a thrown-in deal is corrected: the other rows record
    nothing for it."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, DealFormScreen)
        assert not any(dimmed_rows(form).values())
        await pilot.press("p")
        await pilot.pause()
        dimmed = dimmed_rows(form)
        assert len(dimmed) >= 8 and dimmed.pop("taker-row") is False
        assert all(dimmed.values()), dimmed
        await pilot.press("enter")  # saved: a thrown-in deal
        await until(pilot, lambda: not isinstance(app.screen, DealFormScreen))
        await pilot.press("e")  # its correction
        await until(pilot, lambda: isinstance(app.screen, DealFormScreen))
        await pilot.pause()
        correction = app.screen
        assert isinstance(correction, DealFormScreen) and correction is not form
        assert dimmed_rows(correction) == {
            **dimmed,
            "taker-row": False,
        }


async def test_points_typed_come_back_when_nobody_took_every_trick_after_all(
    data_dir: Path,
) -> None:
    """82 typed, then all tricks taken and given back (t t t): the points read 0 and 162, the
    82 lost (found by a walk through the app by keys); points typed meanwhile are kept."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys("n a 1 0 0 h 8 2"))
        form = app.screen
        assert isinstance(form, DealFormScreen)

        def points() -> tuple[str, str]:
            taker, defence = (form.query_one(f"#{side}-points", Input) for side in SIDES)
            return taker.value, defence.value

        await until(pilot, lambda: points() == ("82", "80"))
        await pilot.press("t")
        await until(pilot, lambda: points() == ("162", "0"))
        await pilot.press("t")
        await until(pilot, lambda: points() == ("0", "162"))
        await pilot.press("t")
        await until(pilot, lambda: points() == ("82", "80"))
        await pilot.press("t", "backspace", "backspace", "backspace", "9", "0", "t", "t")
        await until(pilot, lambda: points() == ("90", "72"))


async def test_the_preview_of_the_deal_that_ends_the_match_is_the_sheets(data_dir: Path) -> None:
    """Under cannes_2016 the deal that ends the match is counted exactly: the preview said
    Us 180 and Them 60, the sheet then 181 and 61 (found by fuzzing the deal form)."""
    save_new_match(data_dir, "cannes_2016", target=100)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await pilot.press(*keys("n a 8 0 h 1 0 1"))
        form = app.screen
        assert isinstance(form, DealFormScreen)
        await until(pilot, lambda: "181" in str(form.query_one("#deal-preview", Static).content))
        preview = str(form.query_one("#deal-preview", Static).content).splitlines()
        assert [line.split()[:2] for line in preview[1:3]] == [["Us", "181"], ["Them", "61"]]
