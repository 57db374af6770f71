"""The coinche-score app: the screens wired to the store.

``run()`` is what ``coinche-score`` (no sub-command) starts.  The app opens the last unfinished
match, or shows the home screen; it creates, opens and closes matches through the store and
explains whatever the store refuses, so that a damaged file or a locked match never ends in a
traceback.
"""

from __future__ import annotations

import asyncio
import signal
import sys
import time
from collections.abc import Iterable, Sequence
from contextlib import suppress
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, TypeGuard

from textual import constants, events, work
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.command import CommandPalette
from textual.filter import LineFilter, Monochrome
from textual.message import Message
from textual.notifications import SeverityLevel
from textual.screen import ModalScreen, Screen
from textual.theme import ThemeProvider
from textual.worker import Worker, get_current_worker

from coinche_score.i18n import Texts, UnknownLanguageError, choose_language
from coinche_score.store import (
    MatchSummary,
    SaveError,
    Store,
    StoreError,
    match_files,
)
from coinche_score.store.cache_files import rescue_dir
from coinche_score.text import neutralise
from coinche_score.tui import PHONE_BELOW, ROOMY_FROM
from coinche_score.tui.commands import MatchCommands, Palette
from coinche_score.tui.double_tap import OneScreenPerTap
from coinche_score.tui.lasting import made_to_last, started, thaw
from coinche_score.tui.opening import NamesOffered, Opening, names_offered, open_for_play
from coinche_score.tui.readable_colours import ReadableMonochrome, ReadableOnLight
from coinche_score.tui.screens.dialogs import ConfirmScreen, HelpScreen
from coinche_score.tui.screens.home import HomeScreen
from coinche_score.tui.screens.loading import LoadingScreen
from coinche_score.tui.sharing import Shared, SharingError, start_sharing
from coinche_score.tui.store_errors import store_error_text, store_note_text
from coinche_score.tui.textual_private import forget_gone_widgets_styles
from coinche_score.tui.typeahead import TypeAhead
from coinche_score.tui.widgets.key_bar import said_why_not

# A match's models (and pydantic) load with the first match shown or made, not with the home
# screen (issue 18: start-up).
if TYPE_CHECKING:
    from coinche_score.match import Match
    from coinche_score.scoring import InvalidDealError
    from coinche_score.store import OpenMatch
    from coinche_score.tui.screens.sharing import ShareChoice
    from coinche_score.tui.screens.sheet import ScoreSheetScreen, SheetExit
    from coinche_score.tui.screens.stats_lists import FigureListScreen

USAGE_ERROR = 2
#: A match file this big (bytes; some 5,000 deals) is read in a worker, behind a loading screen.
OPEN_IN_WORKER_FROM = 512 * 1024
#: Textual's system commands the app shows, by their lower-case English title. Not Maximize
#: (on a phone, the key bars it hides are the only way back by taps) nor Screenshot (a file in
#: the folder the app was started from, or an English "Failed to save screenshot").
SYSTEM_COMMANDS = frozenset({"theme", "quit", "keys"})
#: What a notice says before its words: a warning or an error told from news without colour
#: (NO_COLOR, a plain terminal, a colour-blind eye).  Neither is an emoji: one cell wide.
SEVERITY_MARKS: dict[SeverityLevel, str] = {"warning": "⚠ ", "error": "╳ "}


def sheet_screen() -> type[ScoreSheetScreen]:
    """The score sheet's code is read once a match is shown: the home screen paints sooner."""
    from coinche_score.tui.screens.sheet import ScoreSheetScreen

    return ScoreSheetScreen


def is_sheet(screen: Screen[object]) -> TypeGuard[ScoreSheetScreen]:
    """Whether ``screen`` is a score sheet, without reading the sheet's code (and the models
    it needs) before a match was shown: no screen can be one then.  Asking ``sheet_screen()``
    cost ``s`` and ``n`` on the home screen 0.1 s."""
    sheet = sys.modules.get("coinche_score.tui.screens.sheet")
    return sheet is not None and isinstance(screen, sheet.ScoreSheetScreen)


#: Without colour, the greys Textual draws each colour in, every text kept readable; on a light
#: theme, the colours of words too pale on it darkened.
READABLE_GREYS = ReadableMonochrome()
READABLE_ON_LIGHT = ReadableOnLight()


class CoincheApp(TypeAhead, OneScreenPerTap):
    # Absolute, so that a subclass defined elsewhere (the start-up benchmark) finds it too.
    CSS_PATH = Path(__file__).parent / "app.tcss"
    TITLE = "coinche-score"
    COMMANDS = App.COMMANDS | {MatchCommands}
    # Every screen is told whether it is on a phone (app.tcss lays out ``.-phone`` for one).
    HORIZONTAL_BREAKPOINTS = [
        (0, "-phone"),
        (PHONE_BELOW, "-small"),
        (ROOMY_FROM, "-roomy"),
    ]
    BINDINGS: ClassVar[list[BindingType]] = [
        # F1 has priority so that it works in the dialogs and the deal form too (Textual stops
        # at a modal screen otherwise); ? stays a character for the inputs that take it.
        Binding("f1", "help", "Help", id="help", show=False, priority=True),
        Binding("question_mark", "help", "Help", show=False),
    ]

    @dataclass
    class MatchRead(Message):
        """A match read in ``worker`` (see :meth:`open_match`), to show on deal ``select``;
        ``archived``: it is shown read-only."""

        worker: Worker[None]
        opening: Opening
        select: int | None = None
        archived: bool = False

    @dataclass
    class NamesRead(Message):
        """The names a new match offers, read in ``worker`` (see :meth:`action_new_match`)."""

        worker: Worker[None]
        names: NamesOffered

    def __init__(
        self,
        store: Store,
        texts: Texts,
        *,
        resume_last: bool = True,
        share_on: tuple[str | None, int | None] = (None, None),
        ends_on_signals: bool = False,
    ) -> None:
        """``resume_last``: open the last unfinished match at once instead of the home screen.
        ``share_on``: the address and port the score is shared on (None: the machine's
        addresses, one per network, and the usual port).  ``ends_on_signals``: the terminal
        closed (SIGHUP) or the system ending the app (SIGTERM) end it as :meth:`end_now`
        (the command's app; not a test's, whose process is the test runner's)."""
        super().__init__()
        self.ends_on_signals = ends_on_signals
        #: What to say once the terminal is given back: where the match went (:meth:`end_now`).
        self.ended_with: str | None = None
        self._ending = False
        self.store = store
        self.texts = texts
        self.resume_last = resume_last
        self.share_on = share_on
        #: The table's view while the score is shared; the last one, to share again alike.
        self.sharing: Shared | None = None
        self._shared: Shared | None = None
        self._share_starting = False
        self.current_match: OpenMatch | None = None
        #: The match last shown, which the table's view goes on showing from the home screen.
        self._last_shown: str | None = None
        #: The worker the player waits for (reading a long match...) and the screen meanwhile.
        self._loading: tuple[Worker[None], LoadingScreen] | None = None
        #: Whether the app as it stood at its first frame was kept out of the collector's passes.
        self._first_frame_kept = False
        #: Until when an error notice is shown (time.monotonic), kept on a phone by the next.
        self._error_shown_until = 0.0

    def get_default_screen(self) -> Screen[None]:
        # One reading of the folder: the home list, and the match to resume taken from it.
        return HomeScreen(self.store, self.texts, then=self._resume if self.resume_last else None)

    def _resume(self, unfinished: MatchSummary | None) -> None:
        # A big folder is read in a worker: the player may have gone elsewhere meanwhile.
        if unfinished is not None and isinstance(self.screen, HomeScreen):
            self.open_match(unfinished.id)

    def on_mount(self) -> None:
        if self.ends_on_signals:
            loop = asyncio.get_running_loop()
            for ending in (signal.SIGHUP, signal.SIGTERM):
                loop.add_signal_handler(ending, self.end_now)
        self.screen_change_signal.subscribe(self, self._laid_out_for_width, immediate=True)
        self.screen_change_signal.subscribe(self, self._notices_on_top)
        self.screen_change_signal.subscribe(self, self._forget_closed_screens)
        self.screen_change_signal.subscribe(self, self._keep_first_frame)
        self.call_after_refresh(self._first_frame)

    def _keep_first_frame(self, shown: Screen[object]) -> None:
        # After the first frame of whichever screen is painted first: a callback waits for its
        # own screen's refresh, and the home screen, covered at once by the match resumed, is
        # not painted again until the player goes home.
        if not self._first_frame_kept:
            shown.call_after_refresh(self._first_frame)

    def _first_frame(self) -> None:
        if not self._first_frame_kept:
            self._first_frame_kept = True
            started()

    def _notices_on_top(self, _: Screen[object]) -> None:
        """A notice is drawn once: the screens under the one on top (one is seen through a
        dialog's dimmed background) hide theirs; Textual shows them again on the screen that
        comes back on top."""
        for under in self.screen_stack[:-1]:
            for rack in under.query("ToastRack"):
                rack.display = False

    def _forget_closed_screens(self, _: Screen[object]) -> None:
        """What Textual keeps of a closed screen's widgets (on every change of screen: one
        that closes changes the screen shown)."""
        forget_gone_widgets_styles()

    def _laid_out_for_width(self, shown: Screen[object]) -> None:
        """The screen shown gets its width's class as it is pushed: Textual gives it at the
        screen's first resize, after a first frame drawn without it (the rules editor would
        show its test deals where its list goes, then the list)."""
        own = shown.HORIZONTAL_BREAKPOINTS
        breakpoints = self.HORIZONTAL_BREAKPOINTS if own is None else own
        if breakpoints:
            fitting = [name for width, name in breakpoints if width <= self.size.width]
            shown.update_classes({name: name == fitting[-1] for _, name in breakpoints})

    def get_line_filters(self) -> Sequence[LineFilter]:
        # Without colour, each text readable: Textual's greys draw a dark red at 1.3:1; on a
        # light theme, a litige's yellow is 2:1.
        filters = [
            READABLE_GREYS if isinstance(line_filter, Monochrome) else line_filter
            for line_filter in super().get_line_filters()
        ]
        if not self.current_theme.dark and not self.no_color:
            filters.append(READABLE_ON_LIGHT)
        return filters

    def on_key(self, event: events.Key) -> None:
        # A key shown dimmed reaches the app as a key like any other (Textual runs no action
        # that check_action disables): the screen says why, as for a tap on it.
        active = self.screen.active_bindings.get(event.key)
        if active is not None and not active.enabled:
            said_why_not(self.screen, active.binding.action)

    async def on_unmount(self) -> None:
        self._close_current()
        await self._stop_sharing()

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Every notice may quote a name, a file name or a file's text: never read as markup,
        and what could drive the terminal shown as an escape.  A warning or an error starts
        with its mark, where only the colour of the toast's edge told it from news."""
        shown = SEVERITY_MARKS.get(severity, "") + neutralise(message, line_breaks=True)
        if self.screen.has_class("-phone"):
            # A phone has room for one notice across the top, over the totals: the newest,
            # what was just done (two stacked take 8 of 20 lines), unless an
            # error is still shown (a save refused).  Queued: notices are shown as messages.
            now = time.monotonic()
            if severity == "error" or now >= self._error_shown_until:
                self.call_later(self.clear_notifications)
            if severity == "error":
                self._error_shown_until = now + (timeout or self.NOTIFICATION_TIMEOUT)
        super().notify(shown, title=title, severity=severity, timeout=timeout, markup=False)

    def clear_notifications(self) -> None:
        """Every notice gone, and its holder: Textual's clearing leaves the holders, which took
        two lines each on a phone, and the next notices crept down over the totals."""
        self.screen.query("ToastHolder").remove()
        super().clear_notifications()

    # ------------------------------------------------------------ Textual's own words
    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's commands (Theme, Quit, Keys) in the app's language; Keys opens the app's
        own help, which names every key in that language."""
        texts = self.texts
        for command in super().get_system_commands(screen):
            name = command.title.lower()
            if name not in SYSTEM_COMMANDS:
                continue  # one Textual adds later: not shown half translated
            callback = self.action_help if name == "keys" else command.callback
            said = f"system.{name}.help"
            if name == "quit" and self.current_match is not None and self.current_match.unsaved:
                said = "system.quit.help.unsaved"  # not "everything is saved": it is not
            yield command._replace(
                title=texts(f"system.{name}"), help=texts(said), callback=callback
            )

    def action_command_palette(self) -> None:
        # One palette at a time: another screen may stand over the one open (the help, by F1,
        # a key the app takes before the palette does); Esc there comes back to it.
        open_already = any(isinstance(screen, CommandPalette) for screen in self.screen_stack)
        if self.use_command_palette and not open_already:
            placeholder = self.texts("palette.placeholder")
            self.push_screen(
                Palette(
                    self.texts("palette.no_matches"),
                    id="--command-palette",
                    placeholder=placeholder,
                )
            )

    def search_themes(self) -> None:
        placeholder = self.texts("palette.themes")
        self.push_screen(
            Palette(
                self.texts("palette.no_matches"), providers=[ThemeProvider], placeholder=placeholder
            )
        )

    # ------------------------------------------------------------ opening matches
    def open_match(
        self, match_id: str, *, select: int | None = None, archived: bool = False
    ) -> None:
        """Show a saved match, on deal ``select`` (0-based; by default its last); an
        ``archived`` one from the archive, read-only.  A very long match is read in a worker
        behind a loading screen, which Esc leaves (the match is then closed as soon as it is
        read)."""
        if self._loading is not None:
            return  # one match at a time
        store = match_files.archive_of(self.store) if archived else self.store
        try:
            size = store.match_path(match_id).stat().st_size
        except OSError:
            size = 0  # opening it says what is wrong
        if size < OPEN_IN_WORKER_FROM:
            self._opened(open_for_play(store, match_id, read_only=archived), select, archived)
            return
        self._wait_for(self._read_match(store, match_id, select, archived), "loading.match")

    @work(thread=True)
    def _read_match(self, store: Store, match_id: str, select: int | None, archived: bool) -> None:
        opening = made_to_last(partial(open_for_play, store, match_id, read_only=archived))
        worker = get_current_worker()
        read = self.MatchRead(worker, opening, select, archived)
        posted = not worker.is_cancelled and self.post_message(read)
        if not posted and opening.opened is not None:
            opening.opened.close()  # the app is quitting: nobody will show it

    def _wait_for(self, worker: Worker[None], message: str) -> None:
        """A loading screen saying ``message`` while ``worker`` runs."""
        loading = LoadingScreen(self.texts, message)
        self._loading = (worker, loading)
        self.push_screen(loading, lambda _: self._gave_up(worker))

    def _gave_up(self, worker: Worker[None]) -> None:
        if self._loading is not None and self._loading[0] is worker:
            self._loading = None

    def _waited_for(self, worker: Worker[None]) -> bool:
        """Whether the loading screen waits for ``worker``: if so, it is closed."""
        if self._loading is None or self._loading[0] is not worker:
            return False
        loading = self._loading[1]
        self._loading = None
        while loading in self.screen_stack:
            self.pop_screen()
        return True

    def on_coinche_app_match_read(self, message: MatchRead) -> None:
        opening = message.opening
        if self._waited_for(message.worker):
            self._opened(opening, message.select, message.archived)
        elif opening.opened is not None:
            opening.opened.close()  # the player went back without waiting
            thaw()  # no sheet will show it

    def _opened(self, opening: Opening, select: int | None = None, archived: bool = False) -> None:
        if opening.problem is not None:
            key, error = opening.problem
            self._problem(key, error)
            return
        assert opening.opened is not None
        if opening.read_only is not None:
            detail = store_error_text(self.texts, opening.read_only)
            notice = self.texts("notice.read_only", detail=detail)
            self.notify(notice, severity="warning", timeout=10)
        if archived:
            self.notify(self.texts("notice.archived"), timeout=6)
        self.show_match(opening.opened, select)

    def start_match(self, match: Match) -> None:
        """Save a new match and show its score sheet, or say why it could not be saved."""
        opened = self.create_match(match)
        if opened is not None:
            self.show_match(opened)

    def create_match(self, match: Match) -> OpenMatch | None:
        """Save a new match; None, the reason said, if the store refuses it."""
        from coinche_score.scoring import InvalidDealError

        try:
            return self.store.create(match)
        except (StoreError, InvalidDealError) as error:
            self._problem("problem.create", error)
            return None

    def _started(self, opened: OpenMatch | None) -> None:
        """The new-match form closed: on the match it saved, or on nothing."""
        if opened is not None:
            self.show_match(opened)

    def show_match(self, opened: OpenMatch, select: int | None = None) -> None:
        """The score sheet of ``opened``, on deal ``select`` (by default its last)."""
        for warning in opened.warnings:
            self.notify(
                store_note_text(self.texts, warning),
                title=self.texts("notice.warning"),
                severity="warning",
            )
        self.current_match = opened
        self.push_screen(sheet_screen()(opened, self.texts, select=select), self._sheet_closed)

    def _sheet_closed(self, where: SheetExit | None) -> None:
        opened = self.current_match
        if opened is None:
            return
        match = opened.match
        self._close_current()
        for screen in self.screen_stack:
            if isinstance(screen, HomeScreen):
                screen.choose(opened.id)  # home, on the match just shown
        if where == "rematch":
            # What was said of the match before (its result) is not said of the new one.
            self.clear_notifications()
            self.start_match(match.rematch())
        elif where == "new_match":
            self.action_new_match()
        elif where == "statistics":
            self.action_statistics()

    def _close_current(self) -> None:
        if self.current_match is not None:
            self._last_shown = self.current_match.id
            self.current_match.close()
            self.current_match = None

    def _problem(self, key: str | None, error: StoreError | InvalidDealError) -> None:
        if isinstance(error, StoreError):
            detail = store_error_text(self.texts, error)
        else:
            detail = self.texts.deal_refusal(error)
        self.notify(
            detail if key is None else self.texts(key, detail=detail),
            title=self.texts("problem.title"),
            severity="error",
            timeout=12,
        )

    def on_score_sheet_screen_match_replaced(self, message: ScoreSheetScreen.MatchReplaced) -> None:
        self.current_match = message.opened

    # ------------------------------------------------------------ home's requests
    def on_home_screen_open_requested(self, message: HomeScreen.OpenRequested) -> None:
        self.open_match(message.match_id)

    def on_home_screen_new_match_requested(self) -> None:
        self.action_new_match()

    def on_figure_list_screen_match_requested(
        self, message: FigureListScreen.MatchRequested
    ) -> None:
        self.open_match(message.match_id, select=message.deal, archived=message.archived)

    # ------------------------------------------------------------ actions
    def action_new_match(self) -> None:
        screen = self.screen
        if is_sheet(screen):
            screen.action_leave("new_match")
        elif isinstance(screen, HomeScreen) and self._loading is None:
            # The names offered come from every saved match: thousands take a while.
            if screen.big_folder:
                self._wait_for(self._read_names(), "loading.names")
            else:
                self._new_match_form(names_offered(self.store))

    @work(thread=True)
    def _read_names(self) -> None:
        self.post_message(self.NamesRead(get_current_worker(), names_offered(self.store)))

    def on_coinche_app_names_read(self, message: NamesRead) -> None:
        if self._waited_for(message.worker):
            self._new_match_form(message.names)

    def _new_match_form(self, recent: NamesOffered) -> None:
        from coinche_score.store.house_rules import HouseRules
        from coinche_score.tui.screens.new_match import NewMatchScreen  # only when asked

        house = HouseRules(self.store.data_dir)
        form = NewMatchScreen(self.texts, self.create_match, house, recent)
        self.push_screen(form, self._started)

    def action_statistics(self) -> None:
        """The statistics of the saved matches, over the home screen (from a score sheet, the
        sheet is left first); back to them if they are open under the sheet."""
        from coinche_score.tui.screens.statistics import StatisticsScreen  # only when asked

        screen = self.screen
        if is_sheet(screen):
            screen.action_leave("statistics")
        elif isinstance(screen, HomeScreen) and self._loading is None:
            self.push_screen(StatisticsScreen(self.store, self.texts))
        elif any(isinstance(shown, StatisticsScreen) for shown in self.screen_stack):
            while not isinstance(self.screen, StatisticsScreen | ModalScreen):
                self.pop_screen()

    def action_home(self) -> None:
        if is_sheet(self.screen):
            self.screen.action_leave("home")

    # ------------------------------------------------------------ sharing the score
    async def action_share(self) -> None:
        """Share the score with the phones at the table (or show the address again)."""
        from coinche_score.tui.screens.sharing import ShareScreen  # only when asked

        if self.sharing is None:
            if self._share_starting:
                return  # pressed twice: once is enough
            self._share_starting = True
            try:
                self.sharing = await start_sharing(
                    self.store, self._shown_match, *self.share_on, again=self._shared
                )
                self._shared = self.sharing
            except SharingError as error:
                refused = error.refused
                why = self.texts(
                    "share.cannot_listen", address=refused.address, reason=refused.reason
                )
                self.notify(self.texts("share.failed", reason=why), severity="error")
                return
            finally:
                self._share_starting = False
        server = self.sharing.server
        screen = ShareScreen(self.texts, server.urls, local_only=self.sharing.local_only)
        self.push_screen(screen, self._share_chosen)

    def _shown_match(self) -> str | None:
        """The match the table's view shows: the one on screen, else the one last shown (a
        match renamed from home went to every phone at the table), else None: the match
        changed last."""
        return self._last_shown if self.current_match is None else self.current_match.id

    async def _share_chosen(self, choice: ShareChoice | None) -> None:
        if choice == "stop":
            await self.action_stop_sharing()

    async def action_stop_sharing(self) -> None:
        if await self._stop_sharing():
            self.notify(self.texts("share.stopped"))

    async def _stop_sharing(self) -> bool:
        """The viewers told sharing stopped, the server closed; False if none was running."""
        sharing, self.sharing = self.sharing, None
        if sharing is None:
            return False
        await sharing.server.stop()
        return True

    def action_help(self) -> None:
        """Open the help, or close it if it is what the player is looking at."""
        if isinstance(self.screen, HelpScreen):
            self.screen.action_close()
        else:
            self.push_screen(HelpScreen(self.texts, type(self.screen)))

    async def action_quit(self) -> None:
        """Quit; a change the disk refused is saved first, or the player is asked.

        A deal being entered is not saved by quitting: the player is asked first (default No).
        """
        from coinche_score.tui.screens.deal_form import DealFormScreen

        form = self.screen
        if isinstance(form, DealFormScreen) and form.changed:

            def discard(yes: bool | None) -> None:
                if yes:
                    form.dismiss(None)
                    self.call_later(self.action_quit)

            self.push_screen(ConfirmScreen(self.texts, self.texts("deal.discard")), discard)
            return
        opened = self.current_match
        question = None
        if opened is not None and opened.unsaved:
            try:
                opened.save()
            except SaveError as error:
                detail = store_error_text(self.texts, error)
                question = self.texts("problem.quit_unsaved", detail=detail)
        if opened is not None and question is None:
            # A file damaged or put back older behind the app's back: the deals shown here
            # are nowhere else.
            lost = opened.lost_if_closed()
            if lost is not None:
                detail = store_error_text(self.texts, lost)
                question = self.texts("problem.quit_lost", detail=detail)
        if question is None:
            self.exit()
            return

        def answered(quit_anyway: bool | None) -> None:
            if quit_anyway:
                self.exit()

        self.push_screen(ConfirmScreen(self.texts, question), answered)

    def end_now(self) -> None:
        """End at once, with no one to ask: the terminal was closed (a phone's app ended, a
        lost connection) or the system is ending the app.  A change the disk refused is
        saved, or saved as a copy, or kept in the cache folder, where Python's default would
        end the app on the spot and lose it."""
        if self._ending:  # SIGHUP then SIGTERM, as a session is torn down: one copy
            return
        self._ending = True
        opened = self.current_match
        if opened is not None and opened.unsaved:
            went = opened.save_anywhere(rescue_dir())
            if went is None:
                self.ended_with = self.texts("app.kept_nowhere")
            elif went != opened.path:
                self.ended_with = self.texts("app.kept_elsewhere", path=str(went))
        # Once what is on its way is drawn: exiting pulls the widgets from under a sheet being
        # drawn.
        self.call_after_refresh(self.exit)


def run(data_dir: Path | None = None, lang: str | None = None) -> int:
    """Start the app on ``data_dir`` (None: the default folder); the exit status."""
    try:
        language = choose_language(lang)
    except UnknownLanguageError as error:
        print(f"coinche-score: {error}", file=sys.stderr)
        return USAGE_ERROR
    texts = Texts(language)
    keyless = sys.stdin is None or not sys.stdin.isatty()  # closed (0<&-), a file, a pipe
    if keyless and constants.DRIVER is None:
        # No keys can come to the terminal's driver (a script that left out its command): it
        # would run on for ever.  Another driver (headless, the web's) brings its own.
        print(texts("app.no_terminal"), file=sys.stderr)
        return USAGE_ERROR
    app = CoincheApp(Store(data_dir), texts, ends_on_signals=True)
    app.run()
    if app.ended_with is not None:
        with suppress(OSError, AttributeError):  # the terminal may be gone
            print(neutralise(app.ended_with), file=sys.stderr)
    return app.return_code or 0
