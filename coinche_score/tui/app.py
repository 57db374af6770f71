"""The coinche-score app: the screens wired to the store.

``run()`` is what ``coinche-score`` (no sub-command) starts.  The app opens the last unfinished
match, or shows the home screen; it creates, opens and closes matches through the store and
explains whatever the store refuses, so that a damaged file or a locked match never ends in a
traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen

from coinche_score.i18n import Texts, UnknownLanguageError, choose_language
from coinche_score.match import Match, MatchState
from coinche_score.scoring import InvalidDealError
from coinche_score.store import (
    DamagedMatchError,
    MatchLockedError,
    OpenMatch,
    SaveError,
    Store,
    StoreError,
)
from coinche_score.tui.commands import MatchCommands
from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.dialogs import ConfirmScreen, HelpScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen, SheetExit
from coinche_score.tui.screens.winner import NoByDefaultScreen
from coinche_score.tui.typeahead import TypeAhead

USAGE_ERROR = 2


def rematch_of(match: Match, state: MatchState) -> Match:
    """The revanche: same teams, players, rules and target; the deal passes on as usual."""
    return Match(
        rules=match.rules,
        target=match.target,
        team_names=match.team_names,
        players=match.players,
        first_dealer=state.next_dealer,
    )


class CoincheApp(TypeAhead):
    # Absolute, so that a subclass defined elsewhere (the start-up benchmark) finds it too.
    CSS_PATH = Path(__file__).parent / "app.tcss"
    TITLE = "coinche-score"
    COMMANDS = App.COMMANDS | {MatchCommands}
    BINDINGS: ClassVar[list[BindingType]] = [
        # F1 has priority so that it works in the dialogs and the deal form too (Textual stops
        # at a modal screen otherwise); ? stays a character for the inputs that take it.
        Binding("f1", "help", "Help", id="help", show=False, priority=True),
        Binding("question_mark", "help", "Help", show=False),
    ]

    def __init__(self, store: Store, texts: Texts, *, resume_last: bool = True) -> None:
        """``resume_last``: open the last unfinished match at once instead of the home screen."""
        super().__init__()
        self.store = store
        self.texts = texts
        self.resume_last = resume_last
        self.current_match: OpenMatch | None = None

    def get_default_screen(self) -> Screen[None]:
        return HomeScreen(self.store, self.texts)

    def on_mount(self) -> None:
        if not self.resume_last:
            return
        try:
            last = self.store.last_unfinished()
        except StoreError:
            return  # the home screen says what is wrong with the folder
        if last is not None:
            self.open_match(last.id)

    def on_unmount(self) -> None:
        self._close_current()

    # ------------------------------------------------------------ opening matches
    def open_match(self, match_id: str) -> None:
        try:
            opened = self.store.open(match_id)
        except MatchLockedError as error:
            self._problem("problem.locked", error)
        except DamagedMatchError as error:
            self._problem("problem.damaged", error)
        except StoreError as error:
            self._problem("problem.store", error)
        else:
            self.show_match(opened)

    def start_match(self, match: Match | None) -> None:
        """Save a new match and show its score sheet (None: the player went back)."""
        if match is None:
            return
        try:
            opened = self.store.create(match)
        except (StoreError, InvalidDealError) as error:
            self._problem("problem.create", error)
        else:
            self.show_match(opened)

    def show_match(self, opened: OpenMatch) -> None:
        for warning in opened.warnings:
            self.notify(warning, title=self.texts("notice.warning"), severity="warning")
        self.current_match = opened
        self.push_screen(ScoreSheetScreen(opened, self.texts), self._sheet_closed)

    def _sheet_closed(self, where: SheetExit | None) -> None:
        opened = self.current_match
        if opened is None:
            return
        match, state = opened.match, opened.state
        self._close_current()
        if where == "rematch":
            self.start_match(rematch_of(match, state))
        elif where == "new_match":
            self.action_new_match()

    def _close_current(self) -> None:
        if self.current_match is not None:
            self.current_match.close()
            self.current_match = None

    def _problem(self, key: str, error: Exception) -> None:
        self.notify(
            self.texts(key, detail=error),
            title=self.texts("problem.title"),
            severity="error",
            timeout=12,
        )

    # ------------------------------------------------------------ home's requests
    def on_home_screen_open_requested(self, message: HomeScreen.OpenRequested) -> None:
        self.open_match(message.match_id)

    def on_home_screen_new_match_requested(self) -> None:
        self.action_new_match()

    # ------------------------------------------------------------ actions
    def action_new_match(self) -> None:
        from coinche_score.tui.screens.new_match import NewMatchScreen  # only when asked

        screen = self.screen
        if isinstance(screen, ScoreSheetScreen):
            screen.action_leave("new_match")
        elif isinstance(screen, HomeScreen):
            self.push_screen(NewMatchScreen(self.texts), self.start_match)

    def action_home(self) -> None:
        if isinstance(self.screen, ScoreSheetScreen):
            self.screen.action_leave("home")

    def action_help(self) -> None:
        """Open the help, or close it if it is what the player is looking at."""
        if isinstance(self.screen, HelpScreen):
            self.screen.action_close()
        else:
            self.push_screen(HelpScreen(self.texts))

    async def action_quit(self) -> None:
        """Quit; a change the disk refused is saved first, or the player is asked.

        A deal being entered is not saved by quitting: the player is asked first (default No).
        """
        form = self.screen
        if isinstance(form, DealFormScreen) and form.changed:

            def discard(yes: bool | None) -> None:
                if yes:
                    form.dismiss(None)
                    self.call_later(self.action_quit)

            self.push_screen(NoByDefaultScreen(self.texts, self.texts("deal.discard")), discard)
            return
        opened = self.current_match
        if opened is not None and opened.unsaved:
            try:
                opened.save()
            except SaveError as error:
                question = self.texts("problem.quit_unsaved", detail=error)

                def answered(quit_anyway: bool | None) -> None:
                    if quit_anyway:
                        self.exit()

                self.push_screen(ConfirmScreen(self.texts, question), answered)
                return
        self.exit()


def run(data_dir: Path | None = None, lang: str | None = None) -> int:
    """Start the app on ``data_dir`` (None: the default folder); the exit status."""
    try:
        language = choose_language(lang)
    except UnknownLanguageError as error:
        print(f"coinche-score: {error}", file=sys.stderr)
        return USAGE_ERROR
    app = CoincheApp(Store(data_dir), Texts(language))
    app.run()
    return app.return_code or 0
