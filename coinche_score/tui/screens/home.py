"""The home screen: resume the match in progress, start a new one, open a saved one, and
manage them (rename the teams, archive, delete to the trash and restore)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import ClassVar

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widgets import Label, Static
from textual.worker import Worker, get_current_worker

from coinche_score.i18n import Texts
from coinche_score.names import NameRefusal
from coinche_score.store import (
    DamagedFile,
    FolderSignature,
    MatchSummary,
    Store,
    StoreError,
    latest_unfinished,
    match_files,
)
from coinche_score.text import neutralise
from coinche_score.tui import LOW_BELOW
from coinche_score.tui.home_rows import HomeView, MatchRows
from coinche_score.tui.lasting import made_to_last
from coinche_score.tui.screens.dialogs import ConfirmScreen, DamagedFilesScreen, RenameScreen
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.store_errors import damaged_file_line, store_error_text
from coinche_score.tui.widgets.key_bar import KeyBar, MoreKeys
from coinche_score.tui.widgets.row_table import RowTable
from coinche_score.tui.widgets.showing import show

#: Damaged files listed on the screen; the rest are counted.
DAMAGED_SHOWN = 3
#: Damaged files listed in full by ``f``; the rest are counted (a folder may hold thousands).
DAMAGED_LISTED = 100
#: Seconds between two looks at the folder, so that a match changed elsewhere shows at once.
FOLLOW_EVERY = 1.0
#: From this many files, or this many bytes in all, the folder is read in a worker, so that
#: the screen shows at once (each file is read whole and its deals scored: a 3,000-deal match
#: is 260 KB, 35 ms on a laptop).
READ_IN_WORKER_FROM = 200
READ_IN_WORKER_BYTES = 256 * 1024
#: Up to this many files, a first list whose lines the list's cache keeps is shown at once,
#: before the first frame (a kept line costs about 25 µs here, its row 10 µs).
KEPT_AT_ONCE_UP_TO = 2_000


class DamagedPanel(Static):
    """The files that cannot be read, in short; a tap opens them in full (as ``f`` does)."""

    async def on_click(self, event: events.Click) -> None:
        event.stop()
        await self.run_action("screen.damaged")


@dataclass(frozen=True)
class FolderRead:
    """One reading of the folder: the matches, and the list's rows."""

    signature: FolderSignature
    summaries: list[MatchSummary]
    damaged: list[DamagedFile]
    rows: MatchRows
    problem: StoreError | OSError | None = None


class HomeScreen(StyledOnce, Screen[None]):
    # A phone with its keyboard up: the list's rows before the title (see app.tcss).
    VERTICAL_BREAKPOINTS = [(0, "-low"), (LOW_BELOW, "-high")]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "resume", "Resume", id="home.resume"),
        Binding("n", "new_match", "New match", id="home.new_match"),
        Binding("s", "app.statistics", "Statistics", id="home.stats"),
        # Only while files cannot be read, first of the line of keys under the list: their
        # whole reasons, which the home screen cuts.
        Binding("f", "damaged", "Damaged files", id="home.damaged", show=False),
        # Not in the key bar (no room at 60 columns): in the line of keys under the list.
        Binding("e", "rename", "Rename", id="home.rename", show=False),
        # The view's own key before Delete, which gives way first on a narrow bar.
        Binding("a", "archive", "Archive", id="home.archive"),
        Binding("a", "unarchive", "Unarchive", id="home.unarchive"),
        Binding("u", "restore", "Restore", id="home.restore"),
        Binding("d,delete", "delete", "Delete", id="home.delete"),
        Binding("v", "show('archive')", "Archived", id="home.show_archive", show=False),
        Binding("t", "show('trash')", "Trash", id="home.show_trash", show=False),
        Binding("escape", "show('saved')", "Saved matches", id="home.show_saved"),
        # Not a tap in the line under the list (see MoreKeys.LEFT_OUT): in the palette.
        Binding("q", "app.quit", "Quit", id="quit", show=False),
    ]
    #: A double tap on their key acts once (see KeyLines): the second tap acted on the next match.
    ONCE_PER_DOUBLE_TAP: ClassVar[frozenset[str]] = frozenset({"archive", "unarchive", "restore"})

    @dataclass
    class OpenRequested(Message):
        """The player chose a saved match."""

        match_id: str

    @dataclass
    class NewMatchRequested(Message):
        """The player asked for a new match."""

    @dataclass
    class FolderChanged(Message):
        """A look at a big folder, in a worker, found a match changed."""

    @dataclass
    class ReadInWorker(Message):
        """A big folder, read by ``worker``."""

        worker: Worker[None]
        read: FolderRead

    def __init__(
        self,
        store: Store,
        texts: Texts,
        *,
        then: Callable[[MatchSummary | None], None] | None = None,
    ) -> None:
        """``then``: given the match to resume once the list is first read (at start-up)."""
        super().__init__()
        self.store = store
        self.texts = texts
        self.summaries: list[MatchSummary] = []
        self.damaged: list[DamagedFile] = []
        self._damage_reported: set[str] = set()
        self._signature: FolderSignature | None = None
        self.view: HomeView = "saved"
        #: The list shows the folder as read since the screen was last shown (or is being read).
        self._listed = False
        self._reading = False
        #: Why the folder could not be read last time, said under the list until it can be.
        self._problem: str | None = None
        self._then = then
        #: The match the cursor goes to when a view is next listed, by view: one just shown
        #: (a rematch is not the match the cursor was on), or moved there (restored,
        #: archived...: it went to the first row); else the cursor stays on its match.
        self._chosen_next: dict[HomeView, str] = {}

    def compose(self) -> ComposeResult:
        texts = self.texts
        yield Label(texts("app.title"), id="home-title")
        yield Label(texts("home.tagline"), id="home-tagline")
        yield Static(id="home-resume")
        yield Label(texts("home.saved"), classes="section-title", id="home-list-title")
        yield RowTable(id="matches")
        # The match chosen, whole: a narrow list cuts its columns or leaves some out.
        yield Static(id="home-chosen", markup=False)
        # The files named on a wide screen, a line on a phone (app.tcss shows one of them).
        yield DamagedPanel(id="home-damaged")
        yield DamagedPanel(id="home-damaged-short")
        yield MoreKeys(texts, id="home-more")
        yield KeyBar(texts)

    def on_mount(self) -> None:
        self.set_interval(FOLLOW_EVERY, self._follow_folder)
        if self._then is not None:
            self.load(then=self._then)

    @property
    def big_folder(self) -> bool:
        """The folder held so many files, or so big, at the last reading that reading them
        takes a while."""
        signature = self._signature or ()
        return _takes_a_while(len(signature), (stat[1] for _, stat in signature if stat))

    @property
    def _in_view(self) -> bool:
        """On top, or under dialogs only.  (Textual's is_current is also true under a screen
        that covers this one, such as a score sheet: the folder would be read again after each
        deal saved, for a list nobody sees and which is read again when it comes back.)"""
        stack = self.app.screen_stack
        if self not in stack:
            return False
        above = stack[stack.index(self) + 1 :]
        return all(isinstance(screen, ModalScreen) for screen in above)

    def _follow_folder(self) -> None:
        if not self._in_view or self._reading:
            return
        if not self.big_folder:
            if self.store.signature() != self._signature:
                self.load()
        else:  # thousands of files to look at: not while keys wait
            self._look_at_folder()

    @work(thread=True, group="follow", exclusive=True)
    def _look_at_folder(self) -> None:
        if self.store.signature() != self._signature:
            self.post_message(self.FolderChanged())

    def on_home_screen_folder_changed(self) -> None:
        if self._in_view:
            self.load()

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        # At start-up the app may put a score sheet on top at once: read only if still shown.
        self.call_after_refresh(self._load_if_shown)

    def on_screen_suspend(self) -> None:
        self._listed = False  # matches change while another screen is on top

    def _load_if_shown(self) -> None:
        if self._in_view and not self._listed:
            self.load()

    def _listed_store(self, view: HomeView) -> Store:
        if view == "archive":
            return match_files.archive_of(self.store)
        if view == "trash":
            return match_files.trash_of(self.store)
        return self.store

    def load(self, then: Callable[[MatchSummary | None], None] | None = None) -> None:
        """Read the saved matches again (they change while the sheet is open); then give
        ``then`` the match to resume, if any.

        A big folder is read in a worker: the screen is shown and the keys answered meanwhile.
        """
        self._listed = True
        self._then = then or self._then  # a reading cut short by this one hands it on
        self.workers.cancel_group(self, "read")  # what it would show is out of date
        self._reading = False
        files = self._big_to_read()
        if not files:
            self._show_read(self._read_folder(self.view))
            return
        # The first list of a folder listed before: from its cache, before the first frame.
        if self._signature is None and self.view == "saved" and files <= KEPT_AT_ONCE_UP_TO:
            kept = made_to_last(self._read_kept)
            if kept is not None:
                self._show_read(kept)
                return
        self._reading = True
        self.query_one("#home-resume", Static).update(Text(self.texts("home.reading"), "dim"))
        self._read_in_worker(self.view)

    @work(thread=True, group="read", exclusive=True)
    def _read_in_worker(self, view: HomeView) -> None:
        read = made_to_last(partial(self._read_folder, view))
        self.post_message(self.ReadInWorker(get_current_worker(), read))

    def on_home_screen_read_in_worker(self, message: ReadInWorker) -> None:
        if not message.worker.is_cancelled:  # else out of date: read again since
            self._reading = False
            self._show_read(message.read)

    def _big_to_read(self) -> int:
        """How many files the folder holds if reading them would hold the screen, else 0."""
        try:
            with os.scandir(self._listed_store(self.view).data_dir) as entries:
                files = [entry for entry in entries if entry.name.endswith(".json")]
        except OSError:
            return 0  # the reading says what is wrong
        return len(files) if _takes_a_while(len(files), map(_size, files)) else 0

    def _read_folder(self, view: HomeView) -> FolderRead:
        """Everything the list shows of the folder (run in a worker for a big folder: it reads
        no widget)."""
        problem: StoreError | OSError | None = None
        try:
            match_files.purge_trash(self.store)
            if view == "saved":  # the files' statuses the scan takes are the folder's signature
                summaries, damaged, signature = self.store.scan_signed()
            else:
                signature = self.store.signature()
                summaries, damaged = self._listed_store(view).scan()
        except (StoreError, OSError) as error:
            summaries, damaged, problem = [], [], error
            signature = self.store.signature()
        return self._rows_of(view, summaries, damaged, signature, problem)

    def _read_kept(self) -> FolderRead | None:
        """The saved matches as the list's cache keeps them, if it keeps every file's line
        (none is read), else None."""
        try:
            scanned = self.store.scan_kept()
            if scanned is None:
                return None  # the worker's reading purges the trash
            match_files.purge_trash(self.store)
        except (StoreError, OSError):
            return None  # the reading of every file says what is wrong
        return self._rows_of("saved", *scanned)

    def _rows_of(
        self,
        view: HomeView,
        summaries: list[MatchSummary],
        damaged: list[DamagedFile],
        signature: FolderSignature,
        problem: StoreError | OSError | None = None,
    ) -> FolderRead:
        days_left = [match_files.days_left(s.path) for s in summaries] if view == "trash" else []
        now = datetime.now().astimezone()
        rows = MatchRows.of(self.texts, summaries, view, now, days_left)
        return FolderRead(signature, summaries, damaged, rows, problem)

    def _show_read(self, read: FolderRead) -> None:
        texts = self.texts
        chosen = self._selected()
        self._signature = read.signature
        self.summaries, self.damaged = read.summaries, read.damaged
        self._problem = None
        if read.problem is not None:
            error = read.problem
            detail = store_error_text(texts, error) if isinstance(error, StoreError) else error
            self._problem = texts("problem.folder", detail=detail)
            self.notify(self._problem, severity="error", timeout=10)
        self.query_one("#home-list-title", Label).update(texts(f"home.list.{self.view}"))
        table = self.query_one("#matches", RowTable)
        # The cursor stays on the match it was on (a match renamed or changed elsewhere moves up
        # the list), else at its place.
        ids = [summary.id for summary in self.summaries]
        wanted = self._chosen_next.pop(self.view, None) or (chosen.id if chosen else None)
        table.show_rows(read.rows, cursor=ids.index(wanted) if wanted in ids else None)
        table.display = bool(self.summaries)
        if self.summaries:
            table.focus()
        self._show_chosen()
        self._show_resume()
        self._show_damaged()
        self.refresh_bindings()
        then, self._then = self._then, None
        if then is not None:
            then(self._unfinished())

    def _show_resume(self) -> None:
        texts = self.texts
        resume = self.query_one("#home-resume", Static)
        summary = self._unfinished()
        if self.view != "saved":
            said = "view_hint" if self.summaries or self._problem is not None else "view_empty"
            resume.update(Text(texts(f"home.{said}.{self.view}"), style="dim"))
            return
        if summary is None and self._problem is not None and not self.summaries:
            # Not "no saved match yet": there may be many, in a folder that cannot be read.
            resume.update(Text(neutralise(self._problem.replace("\n", " ")), style="bold"))
            return
        if summary is None:
            message = texts("home.nothing_to_resume")
            if not self.summaries:
                message += " " + texts("home.no_saved")
            resume.update(Text(message, style="dim"))
            return
        score = f"{summary.totals['A']} – {summary.totals['B']}"
        line = texts(
            "home.resume",
            teams=" – ".join(summary.team_names),
            score=score,
            rules=neutralise(texts.rules_name(summary.rules_name)),
            target=summary.target,
        )
        resume.update(Text.assemble((" r ", "bold reverse"), " ", (line, "bold")))

    def _show_damaged(self) -> None:
        texts = self.texts
        count = len(self.damaged)
        for panel in self.query(DamagedPanel):
            panel.set_class(bool(count), "-shown")
        if not count:
            return
        lines = [texts("home.damaged.title", count=count)]
        lines += [damaged_file_line(texts, damaged) for damaged in self.damaged[:DAMAGED_SHOWN]]
        if count > DAMAGED_SHOWN:
            lines.append("…")
        self.query_one("#home-damaged", Static).update(Text("\n".join(lines)))
        short = texts("home.damaged.short", count=count)
        self.query_one("#home-damaged-short", Static).update(Text(short))
        new = {str(d.path) for d in self.damaged} - self._damage_reported
        if new:
            self._damage_reported |= new
            self.notify(
                texts("home.damaged.notice", count=len(self.damaged)),
                severity="warning",
                timeout=8,
            )

    def _unfinished(self) -> MatchSummary | None:
        return latest_unfinished(self.summaries) if self.view == "saved" else None

    def _selected(self) -> MatchSummary | None:
        table = self.query_one("#matches", RowTable)
        if not self.summaries or not 0 <= table.cursor_row < len(self.summaries):
            return None
        return self.summaries[table.cursor_row]

    #: The views each action belongs to.
    _ACTION_VIEWS: ClassVar[dict[str, tuple[HomeView, ...]]] = {
        "resume": ("saved",),
        "new_match": ("saved",),
        "rename": ("saved", "archive"),
        "delete": ("saved", "archive"),
        "archive": ("saved",),
        "unarchive": ("archive",),
        "restore": ("trash",),
    }

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "show":
            if parameters[0] == "saved":  # Esc, in the key bar, only where it leads back
                return self.view != "saved"
            # Archived and Trash, in the line under the list: the view shown is dimmed, not
            # left out, so that the keys after it keep their place (a tap on the place of
            # "Trash" never lands on Quit).
            return parameters[0] != self.view or None
        if action == "damaged":
            return bool(self.damaged)
        views = self._ACTION_VIEWS.get(action)
        if views is None:
            return True
        if self.view not in views:
            return False
        if action in ("rename", "delete", "archive", "unarchive", "restore"):
            return bool(self.summaries) or None
        return True

    @on(RowTable.RowHighlighted, "#matches")
    def _show_chosen(self) -> None:
        chosen = self.query_one("#home-chosen", Static)
        table = self.query_one("#matches", RowTable)
        rows = table.rows
        shown = self._selected() is not None and isinstance(rows, MatchRows)
        chosen.set_class(not shown, "-none")
        if shown and isinstance(rows, MatchRows):
            show(chosen, Text(rows.line(table.cursor_row), "dim"))

    @on(RowTable.RowSelected, "#matches")
    def _match_chosen(self, event: RowTable.RowSelected) -> None:
        if self.view == "saved":
            self.post_message(self.OpenRequested(self.summaries[event.index].id))
        else:
            self.notify(self.texts(f"home.view_hint.{self.view}"))

    def action_damaged(self) -> None:
        words = self.texts.words.sentences
        files = [
            (neutralise(str(damaged.path)), neutralise(damaged.why(words)))
            for damaged in self.damaged[:DAMAGED_LISTED]
        ]
        more = len(self.damaged) - len(files)
        self.app.push_screen(DamagedFilesScreen(self.texts, files, more))

    @on(events.Click, "#home-resume")
    def _resume_tapped(self) -> None:
        """The line that offers the match in progress, with its key, is a tap too."""
        if self.view == "saved" and self._unfinished() is not None:
            self.action_resume()

    def action_resume(self) -> None:
        summary = self._unfinished()
        if summary is None:
            self.notify(self.texts("home.nothing_to_resume.notice"), severity="warning")
            return
        self.post_message(self.OpenRequested(summary.id))

    def action_show(self, view: HomeView) -> None:
        self.view = view
        self.load()

    def choose(self, match_id: str, view: HomeView | None = None) -> None:
        """The cursor on ``match_id`` when ``view`` (by default the one shown) is next listed."""
        self._chosen_next[self.view if view is None else view] = match_id

    def _manage(
        self, change: Callable[[], None], notice: str, moved: tuple[str, HomeView] | None = None
    ) -> bool:
        """Make a change to the files, then list the matches again; False if refused.
        ``moved``: the match it moves and the view it moves to."""
        try:
            change()
        except StoreError as error:
            self.notify(store_error_text(self.texts, error), severity="error", timeout=10)
            return False
        if moved is not None:
            self.choose(*moved)
        self.load()
        self.notify(notice)
        return True

    def action_rename(self) -> None:
        summary = self._selected()
        if summary is None:
            return
        archived = self.view == "archive"
        store = match_files.archive_of(self.store) if archived else self.store
        texts = self.texts

        def rename(names: tuple[str, str]) -> str | None:
            """None once renamed (or unchanged), else why not: the dialog stays open."""
            from pydantic import ValidationError  # loaded with the match renamed

            if names == summary.team_names:
                return None
            try:
                match_files.rename_teams(store, summary.id, names)
            except ValidationError:
                return texts("new.error.team_names")
            except NameRefusal as error:  # as the dialog checks first: a blank name, say
                return error.because(texts.words.sentences)
            except StoreError as error:
                return store_error_text(texts, error)
            self.load()
            self.notify(texts("home.renamed", teams=" – ".join(names)))
            return None

        self.app.push_screen(RenameScreen(texts, summary.team_names, rename))

    def action_delete(self) -> None:
        summary = self._selected()
        if summary is None:
            return
        teams = " – ".join(summary.team_names)
        question = self.texts("home.confirm.delete", teams=teams, days=match_files.TRASH_DAYS)
        archived = self.view == "archive"

        def answered(yes: bool | None) -> None:
            if yes:
                self._manage(
                    lambda: match_files.trash(self.store, summary.id, archived=archived),
                    self.texts("home.deleted", teams=teams, days=match_files.TRASH_DAYS),
                    (summary.id, "trash"),
                )

        self.app.push_screen(ConfirmScreen(self.texts, question), answered)

    def action_archive(self) -> None:
        summary = self._selected()
        if summary is not None:
            self._manage(
                lambda: match_files.archive(self.store, summary.id),
                self.texts("home.archived", teams=" – ".join(summary.team_names)),
                (summary.id, "archive"),
            )

    def action_unarchive(self) -> None:
        summary = self._selected()
        if summary is not None:
            self._manage(
                lambda: match_files.unarchive(self.store, summary.id),
                self.texts("home.unarchived", teams=" – ".join(summary.team_names)),
                (summary.id, "saved"),
            )

    def action_restore(self) -> None:
        summary = self._selected()
        if summary is not None:
            # Back where it was deleted from, and said so: the archive, or the saved matches.
            archived = match_files.deleted_from_archive(self.store, summary.id)
            said = "home.restored.archive" if archived else "home.restored"
            self._manage(
                lambda: match_files.restore(self.store, summary.id),
                self.texts(said, teams=" – ".join(summary.team_names)),
                (summary.id, "archive" if archived else "saved"),
            )

    def action_new_match(self) -> None:
        self.post_message(self.NewMatchRequested())


def _takes_a_while(files: int, sizes: Iterable[int]) -> bool:
    """Whether reading this many files, of these sizes, would hold the screen (the sizes are
    not looked at when the files are enough: a folder of thousands needs no stat of each)."""
    return files >= READ_IN_WORKER_FROM or sum(sizes) >= READ_IN_WORKER_BYTES


def _size(entry: os.DirEntry[str]) -> int:
    try:
        return entry.stat().st_size
    except OSError:
        return 0  # gone, or a broken link: the reading says so
