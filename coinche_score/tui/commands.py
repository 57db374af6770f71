"""Command-palette entries (ctrl+p) for the main actions, in the app's language."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from textual.command import DiscoveryHit, Hit, Hits, Provider

from coinche_score.i18n import Texts
from coinche_score.tui.textual_private import NoMatchesInOurWords


class Palette(NoMatchesInOurWords):
    """Textual's command palette, saying "No matches found" in the app's language (a test
    types a search that finds nothing, in French)."""

    def __init__(self, no_matches: str, **options: Any) -> None:
        super().__init__(**options)
        self.no_matches = no_matches


class MatchCommands(Provider):
    """New deal, undo and redo on the score sheet; new match, home and the statistics from the
    sheet or home; sharing the score from the sheet, and stopping it from either (the help is
    Textual's "Keys" command, see CoincheApp.get_system_commands)."""

    def _commands(self) -> list[tuple[str, str, Callable[[], Any]]]:
        # Imported here: the app module imports this one.
        from coinche_score.tui.app import CoincheApp
        from coinche_score.tui.screens.home import HomeScreen
        from coinche_score.tui.screens.sheet import ScoreSheetScreen

        app = self.app
        if not isinstance(app, CoincheApp):
            return []
        texts: Texts = app.texts
        screen = self.screen
        commands: list[tuple[str, str, Callable[[], Any]]] = []
        if isinstance(screen, ScoreSheetScreen):
            for name in ("new_deal", "undo", "redo"):
                commands.append(
                    (
                        texts(f"command.{name}"),
                        texts(f"command.{name}.help"),
                        partial(screen.run_action, name),
                    )
                )
        # Not from inside a form or a dialog.
        names = (
            ["new_match", "home", "statistics"]
            if isinstance(screen, HomeScreen | ScoreSheetScreen)
            else []
        )
        if app.sharing is not None and isinstance(screen, HomeScreen | ScoreSheetScreen):
            names.append("stop_sharing")
        elif isinstance(screen, ScoreSheetScreen):
            names.append("share")
        for name in names:
            commands.append(
                (
                    texts(f"command.{name}"),
                    texts(f"command.{name}.help"),
                    partial(app.run_action, name),
                )
            )
        return commands

    async def discover(self) -> Hits:
        for title, help_text, command in self._commands():
            yield DiscoveryHit(title, command, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, command in self._commands():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), command, help=help_text)
