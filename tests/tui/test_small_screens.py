"""At 80x24, in both languages: nothing the player needs is cut off, and the forms say and
focus what they should."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Label
from tui_pilot import SMALL, make_app

from coinche_score.i18n import LANGUAGES, Language
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
