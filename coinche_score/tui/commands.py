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


#: Keys whose action Textual's own commands offer already (Quit, Keys), in the app's words.
OFFERED = frozenset({"app.quit", "help"})


class MatchCommands(Provider):
    """Every key of the screen shown, by its name in the app's language (a tap on ^p, then on
    a name, does what the key does: the keys the key bar has no room for included); and the
    app's own commands the screen has no key for: a new match and the statistics from the
    sheet, sharing the score from the sheet and stopping it from the sheet or home (the help
    is Textual's "Keys" command, see CoincheApp.get_system_commands)."""

    def _commands(self) -> list[tuple[str, str, Callable[[], Any]]]:
        # Imported here: the app module imports this one.
        from coinche_score.tui.app import CoincheApp
        from coinche_score.tui.screens.home import HomeScreen
        from coinche_score.tui.screens.sheet import ScoreSheetScreen

        app = self.app
        if not isinstance(app, CoincheApp):
            return []
        texts: Texts = app.texts
        sentences = texts.words.sentences
        commands: list[tuple[str, str, Callable[[], Any]]] = []
        shown: set[str] = set()
        for active in self.screen.active_bindings.values():
            binding = active.binding
            if binding.id is None or not active.enabled or binding.action in shown | OFFERED:
                continue
            shown.add(binding.action)
            helped = f"help.key.{binding.id}"
            commands.append(
                (
                    texts(f"binding.{binding.id}"),
                    texts(helped) if helped in sentences else "",
                    partial(app.run_action, binding.action, active.node),
                )
            )
        # Not from inside a form or a dialog.
        screen = self.screen
        names = (
            ["new_match", "statistics"] if isinstance(screen, HomeScreen | ScoreSheetScreen) else []
        )
        if app.sharing is not None and isinstance(screen, HomeScreen | ScoreSheetScreen):
            names.append("stop_sharing")
        elif isinstance(screen, ScoreSheetScreen):
            names.append("share")
        for name in names:
            if name in {action.removeprefix("app.") for action in shown}:
                continue  # a key of the screen, offered above
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
