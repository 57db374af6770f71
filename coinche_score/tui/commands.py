"""Command-palette entries (ctrl+p) for the main actions, in the app's language."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette, DiscoveryHit, Hit, Hits, Provider
from textual.widgets.option_list import Option

from coinche_score.i18n import Texts


class Palette(CommandPalette):
    """Textual's command palette, saying "No matches found" in the app's language.

    Textual writes that line itself, in English, from ``_start_no_matches_countdown``: this
    is that method with our words (a test types a search that finds nothing, in French).
    """

    def __init__(self, no_matches: str, **options: Any) -> None:
        super().__init__(**options)
        self.no_matches = no_matches

    def _start_no_matches_countdown(self, search_value: str) -> None:
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            # An empty search lists what can be discovered: there, nothing found says nothing.
            if search_value:
                self.query_one(CommandList).add_option(
                    Option(
                        Align.center(Text(self.no_matches, style="not bold")),
                        disabled=True,
                        id=self._NO_MATCHES,
                    )
                )
            self._list_visible = bool(search_value)

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)


class MatchCommands(Provider):
    """New deal, undo and redo on the score sheet; new match and home from the sheet or home
    (the help is Textual's "Keys" command, see CoincheApp.get_system_commands)."""

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
        names = ["new_match", "home"] if isinstance(screen, HomeScreen | ScoreSheetScreen) else []
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
