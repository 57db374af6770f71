"""At 80x24, in both languages: nothing the player needs is cut off, and the forms say and
focus what they should."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Label, Static
from tui_pilot import SMALL, create_match, keys, make_app

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.rules_editor import RulesEditorScreen, edited_fields
from coinche_score.tui.widgets.fields import ChoicePicker


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_rules_editor_fits_and_starts_on_its_first_field(
    data_dir: Path, language: Language
) -> None:
    app = make_app(data_dir, language)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("n", "ctrl+r")
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, RulesEditorScreen)
        assert app.focused is editor.query_one(f"#rule-{edited_fields()[0]}")
        cut = []
        for label in editor.query(".rule-label").results(Label):
            if cell_len(str(label.content)) > label.content_region.width:
                cut.append(str(label.content))
        for picker in editor.query(ChoicePicker):
            if picker.render().cell_len > picker.content_region.width:
                cut.append(picker.render().plain)
        assert cut == []


async def test_a_filled_in_but_refused_deal_is_said_refused(data_dir: Path) -> None:
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await create_match(pilot, "classic")
        # A coinched capot: every field filled, and the classic rules refuse it.
        await pilot.press(*keys("n a c h t x"))
        await pilot.pause()
        form = app.screen
        assert isinstance(form, DealFormScreen)
        assert form.query_one("#error-coinche").has_class("-shown")
        preview = str(form.query_one("#deal-preview", Static).content)
        assert preview == app.texts("deal.preview.refused")
        # An unfinished deal still asks to be filled in.
        await pilot.press("escape", *keys("n a 1 1 0"))
        await pilot.pause()
        preview = str(app.screen.query_one("#deal-preview", Static).content)
        assert preview == app.texts("deal.preview.incomplete")


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_announce_keys_are_shown_whole_while_entering_them(
    data_dir: Path, language: Language
) -> None:
    app = make_app(data_dir, language)
    texts = Texts(language)
    async with app.run_test(size=SMALL) as pilot:
        await create_match(pilot, "belotepoint")
        await pilot.press("n")
        await pilot.pause()
        form = app.screen
        assert isinstance(form, DealFormScreen)
        form.query_one("#announces").focus()
        await pilot.pause()
        bottom = form.query_one("#deal-keys", Static)
        shown = " ".join(bottom.render_line(y).text for y in range(bottom.size.height))
        assert texts("deal.announces.hint") in " ".join(shown.split())
        form.query_one("#taker").focus()
        await pilot.pause()
        assert str(bottom.content) == texts("deal.keys")
