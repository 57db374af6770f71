"""The statistics screen (docs/statistics.md): the players, the teams, head to head, the
records and the ratings of every saved match, under the filters of ``coinche-score stats``.

The folder is read in a worker (a thousand matches take seconds: every deal is scored again),
the screen shown at once and its keys live meanwhile; the statistics keep what they need of
each match (:class:`MatchFacts`) and are counted again, in a worker too, when a filter
changes.  Every figure keeps the deals or matches it counts: choosing a number lists them
(:mod:`coinche_score.tui.screens.stats_lists`), and from there the match opens.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Hashable
from dataclasses import dataclass, replace
from datetime import date
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static, TabbedContent, TabPane
from textual.worker import Worker, get_current_worker

from coinche_score.i18n import Texts
from coinche_score.stats import Filters, MatchFacts, Skipped, Statistics, compute_statistics
from coinche_score.store import Store, StoreError
from coinche_score.store.match_files import archive_of
from coinche_score.store.scanning import json_names
from coinche_score.tui.lasting import made_to_last, thaw
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.stats_chart import rating_lines
from coinche_score.tui.stats_filters import Days, Period, StatsChoice, players_of, rule_names
from coinche_score.tui.stats_rows import PairRows, RatingRows, RecordRows, SubjectRows
from coinche_score.tui.stats_view import FigureList, StatsTable, StatsView, SubjectCard
from coinche_score.tui.store_errors import store_error_text
from coinche_score.tui.typeahead import HoldsKeys, Queued
from coinche_score.tui.widgets.filter_line import FilterLine
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.rating_chart import RatingChart
from coinche_score.tui.widgets.row_table import RowTable
from coinche_score.tui.widgets.showing import show

# The reading of the folder and the lists behind a figure need the match and deal models
# (pydantic): imported by the worker that reads the folder, and when a figure is opened, so
# that the first tab is painted without them.
if TYPE_CHECKING:
    from coinche_score.store.reading import SkippedFile
    from coinche_score.tui.screens.stats_lists import StatsContext

#: The tabs, in order, and the table of each.
TABS = ("players", "teams", "pairs", "records", "ratings")
#: Seconds between two words from the worker on how far it has read.
PROGRESS_EVERY = 0.1
#: Narrower than this, the tabs take their short names.
NARROW = 60


@dataclass(frozen=True)
class FolderFacts:
    """What the statistics keep of every match read, the files left out, where each match
    is, and what the folders looked like when read (to tell when to read them again)."""

    matches: tuple[MatchFacts, ...]
    skipped: tuple[SkippedFile, ...]
    paths: dict[str, Path]
    signature: object
    problem: StoreError | None = None
    #: Why the archive could not be read (its matches left out, the data folder's counted).
    unread_archive: StoreError | None = None

    def count(self, filters: Filters) -> Statistics:
        return compute_statistics(
            self.matches, filters, [Skipped(file.id, file.reason) for file in self.skipped]
        )


def folders_signature(store: Store) -> object:
    """Changes whenever a match file of the data folder or of its archive does."""
    return store.signature(), archive_of(store).signature()


#: The keys that move over or open the figures: typed before the figures are there, they wait
#: for them (with every key behind them), as a person typing ahead means them.
FIGURE_KEYS = frozenset(
    {"up", "down", "left", "right", "home", "end", "pageup", "pagedown", "enter", "space"}
)


class StatisticsScreen(StyledOnce, HoldsKeys, Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        # Home first: the key bar of a narrow screen shows it, and the filters are taps too.
        Binding("escape,h", "home", "Home", id="stats.home"),
        Binding("p", "next_period", "Period", id="stats.period"),
        Binding("d", "period", "Dates", id="stats.dates"),
        Binding("r", "next_rules", "Rules", id="stats.rules"),
        Binding("f", "players", "Players", id="stats.players"),
        Binding("tab", "step_tab(1)", "Next tab", id="stats.next_tab", show=False),
        Binding("shift+tab", "step_tab(-1)", "Previous tab", id="stats.previous_tab", show=False),
        # An id each: the palette names a key by its id, one command each.
        *(
            Binding(str(number), f"show_tab('{tab}')", tab, id=f"stats.tab.{tab}", show=False)
            for number, tab in enumerate(TABS, start=1)
        ),
    ]

    @dataclass
    class Progress(Message):
        worker: Worker[None]
        read: int
        total: int

    @dataclass
    class FolderRead(Message):
        worker: Worker[None]
        facts: FolderFacts
        stats: Statistics

    @dataclass
    class Counted(Message):
        worker: Worker[None]
        stats: Statistics

    def __init__(self, store: Store, texts: Texts) -> None:
        super().__init__()
        self.store = store
        self.texts = texts
        self.choice = StatsChoice()
        self.facts: FolderFacts | None = None
        self.stats: Statistics | None = None
        self.tables: dict[str, StatsTable] = {}
        self._view: StatsView | None = None
        self._reading = False

    def compose(self) -> ComposeResult:
        texts = self.texts
        yield FilterLine(texts, id="stats-filters")
        with TabbedContent(id="stats-tabs"):
            for tab in TABS:
                with TabPane(texts(f"stats.tab.{tab}"), id=tab):
                    if tab == "ratings":
                        yield RatingChart(id="stats-chart")
                    # A record's place is worth more than its name whole (it has a short
                    # one): its column is not left out for the name's room.
                    figures = tab != "records"
                    yield RowTable(cells=True, roomy_first=figures, id=f"stats-{tab}")
        yield Static(id="stats-detail")
        yield Static(id="stats-status")
        yield KeyBar(texts)

    def on_mount(self) -> None:
        self.query_one(TabbedContent).query_one("Tabs").can_focus = False  # focus: the tables
        self._narrow(self.size.width < NARROW)
        self.query_one("#stats-players", RowTable).focus()
        if self.has_class("-phone"):
            # A notice of the match left (its new result) would cover the filters and the tabs
            # for its seconds, and a tap on a tab would miss.
            self.app.call_later(self.app.clear_notifications)
        self._read()

    def on_resize(self) -> None:
        self._narrow(self.size.width < NARROW)

    def holds_key(self, event: Queued) -> bool:
        return self.stats is None and isinstance(event, events.Key) and event.key in FIGURE_KEYS

    def _narrow(self, narrow: bool) -> None:
        """Short names for the tabs on a narrow screen: all five fit 40 columns."""
        tabs = self.query_one(TabbedContent)
        for tab in TABS:
            key = f"stats.tab.{tab}.short" if narrow else f"stats.tab.{tab}"
            label = self.texts(key)
            if tabs.get_tab(tab).label.plain != label:
                tabs.get_tab(tab).label = label

    def on_unmount(self) -> None:
        thaw()  # what the worker read is collected again

    # ------------------------------------------------------------------ reading
    def _read(self) -> None:
        self._reading = True
        self._say_status()
        # Once the screen is painted: the worker's reading would hold up the paint.
        self.call_after_refresh(self._read_folder, self.choice.filters(date.today()))

    @work(thread=True, group="read", exclusive=True)
    def _read_folder(self, filters: Filters) -> None:
        worker = get_current_worker()
        facts = made_to_last(partial(self._facts, worker))
        if facts is not None and not worker.is_cancelled:
            self.post_message(self.FolderRead(worker, facts, facts.count(filters)))

    def _facts(self, worker: Worker[None]) -> FolderFacts | None:
        """Every match of the data folder and its archive, as the statistics keep it (run in
        a worker: it reads no widget).  None when the screen went away meanwhile."""
        from coinche_score.store.reading import SkippedFile, UnreadFolder, read_matches

        store = self.store
        signature = folders_signature(store)
        matches: list[MatchFacts] = []
        skipped: list[SkippedFile] = []
        paths: dict[str, Path] = {}
        unread: StoreError | None = None
        try:
            total = len(json_names(store.data_dir))
            with contextlib.suppress(StoreError):  # read_matches says so, the rest counted
                total += len(json_names(archive_of(store).data_dir))
            said = time.monotonic()
            for read in read_matches(store):
                if worker.is_cancelled:
                    return None
                if isinstance(read, SkippedFile):
                    skipped.append(read)
                elif isinstance(read, UnreadFolder):
                    unread = read.refusal
                else:
                    matches.append(MatchFacts.of(read.id, read.created, read.match))
                    paths[read.id] = read.path
                if time.monotonic() - said >= PROGRESS_EVERY:
                    said = time.monotonic()
                    self.post_message(self.Progress(worker, len(matches) + len(skipped), total))
        except StoreError as error:
            return FolderFacts((), (), {}, signature, error)
        return FolderFacts(tuple(matches), tuple(skipped), paths, signature, unread_archive=unread)

    def on_statistics_screen_progress(self, message: Progress) -> None:
        if message.worker.is_running and self._reading:
            said = self.texts("stats.reading.some", read=message.read, total=message.total)
            show(self.query_one("#stats-status", Static), Text(said, "bold"))

    def on_statistics_screen_folder_read(self, message: FolderRead) -> None:
        if message.worker.is_cancelled:
            return
        self._reading = False
        facts = self.facts = message.facts
        if facts.problem is not None:
            detail = store_error_text(self.texts, facts.problem)
            self.notify(self.texts("problem.folder", detail=detail), severity="error")
        if facts.unread_archive is not None:
            detail = store_error_text(self.texts, facts.unread_archive)
            self.notify(self.texts("problem.archive", detail=detail), severity="warning")
        self._show(message.stats)
        if message.stats.filters != self.choice.filters(date.today()):
            self._count()  # a filter was changed while the folder was read

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """Back from a match or a list: the folder is read again if a match changed."""
        if self.facts is not None and not self._reading:
            self._look_at_folders(self.facts.signature)

    @work(thread=True, group="look", exclusive=True)
    def _look_at_folders(self, signature: object) -> None:
        changed = folders_signature(self.store) != signature
        if changed and not get_current_worker().is_cancelled:  # else the screen is gone
            self.app.call_from_thread(self._read)

    # ------------------------------------------------------------------ counting
    def _count(self) -> None:
        """The statistics of the matches read under the filters now chosen."""
        self.query_one(FilterLine).show(self.choice)
        if self.facts is None:
            return  # counted once read
        show(self.query_one("#stats-status", Static), Text(self.texts("stats.counting"), "bold"))
        self._count_in_worker(self.facts, self.choice.filters(date.today()))

    @work(thread=True, group="count", exclusive=True)
    def _count_in_worker(self, facts: FolderFacts, filters: Filters) -> None:
        worker = get_current_worker()
        stats = made_to_last(partial(facts.count, filters))
        if not worker.is_cancelled:
            self.post_message(self.Counted(worker, stats))

    def on_statistics_screen_counted(self, message: Counted) -> None:
        if not message.worker.is_cancelled and not self._reading:
            self._show(message.stats)

    # ------------------------------------------------------------------ showing
    def _show(self, stats: Statistics) -> None:
        assert self.facts is not None
        kept = {tab: self._cursor_key(tab) for tab in self.tables}
        self.stats = stats
        facts = {match.id: match for match in self.facts.matches}
        view = self._view = StatsView(self.texts, stats, facts)
        lines, rated = rating_lines(stats)
        self.tables = {
            "players": SubjectRows(view, "player"),
            "teams": SubjectRows(view, "team"),
            "pairs": PairRows(view),
            "records": RecordRows(view),
            "ratings": RatingRows(view, {line.key: line for line in lines}),
        }
        for tab, rows in self.tables.items():
            table = self.query_one(f"#stats-{tab}", RowTable)
            # The cursor stays on what it was on (counted again after a match changed, or
            # under other filters), else at its place.
            keys = [rows.key(index) for index in range(len(rows))]
            was = kept.get(tab)
            table.show_rows(rows, cursor=keys.index(was) if was in keys else None)
        self.query_one(RatingChart).show(lines, rated)
        self._say_status()
        self._say_detail()

    def _cursor_key(self, tab: str) -> Hashable | None:
        rows = self.tables[tab]
        index = self.query_one(f"#stats-{tab}", RowTable).cursor_row
        return rows.key(index) if index < len(rows) else None

    def _say_status(self) -> None:
        texts, stats = self.texts, self.stats
        status = self.query_one("#stats-status", Static)
        if self._reading:
            said = texts("stats.reading")
            if stats is not None:
                said = texts("stats.reading.again")
            show(status, Text(said, "bold"))
            return
        if stats is None:
            return
        if not stats.matches:
            empty = "stats.none" if self.facts and self.facts.matches else "stats.none.folder"
            show(status, Text(texts(empty), "bold"))
            return
        parts = [
            texts(
                "stats.summary",
                count=len(stats.matches),
                finished=texts("stats.finished", count=len(stats.finished)),
                deals=texts("stats.deals", count=stats.deals),
            ),
            texts("stats.few_note", least=stats.filters.least, few=texts("stats.few")),
        ]
        if stats.skipped:
            parts.append(texts("stats.skipped", count=len(stats.skipped)))
        show(status, Text(" · ".join(parts), "dim"))

    @on(RowTable.RowHighlighted)
    def _say_detail(self) -> None:
        """What the cell under the cursor is, under the tables."""
        tab = self.query_one(TabbedContent).active or TABS[0]
        table = self.query_one(f"#stats-{tab}", RowTable)
        rows = self.tables.get(tab)
        detail = self.query_one("#stats-detail", Static)
        if rows is None or not len(rows):
            show(detail, "")
            return
        index, column = table.cursor_row, table.cursor_column
        show(detail, Text(rows.said(index, column)))
        if tab == "ratings" and isinstance(rows, RatingRows):
            self.query_one(RatingChart).highlight(rows.players[index].key)

    @on(TabbedContent.TabActivated)
    def _tab_shown(self, event: TabbedContent.TabActivated) -> None:
        pane = event.pane
        if pane is not None and pane.id is not None:
            self.query_one(f"#stats-{pane.id}", RowTable).focus()
        self._say_detail()

    @on(RowTable.RowSelected)
    def _cell_chosen(self, event: RowTable.RowSelected) -> None:
        tab = (event.table.id or "").removeprefix("stats-")
        rows = self.tables.get(tab)
        if rows is not None:
            self.open_choice(rows.chosen(event.index, event.column))

    def open_choice(self, chosen: FigureList | SubjectCard | None) -> None:
        from coinche_score.tui.screens.stats_lists import FigureListScreen, SubjectScreen

        context = self.context()
        if context is None or chosen is None:
            return
        if isinstance(chosen, SubjectCard):
            self.app.push_screen(SubjectScreen(context, chosen.subject))
        else:
            self.app.push_screen(FigureListScreen(context, chosen))

    def context(self) -> StatsContext | None:
        from coinche_score.tui.screens.stats_lists import StatsContext

        if self._view is None or self.facts is None:
            return None
        return StatsContext(self.texts, self._view, self.facts.paths, self.store.data_dir)

    # ------------------------------------------------------------------ keys
    def action_show_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = tab

    def action_step_tab(self, step: int) -> None:
        tabs = self.query_one(TabbedContent)
        at = TABS.index(tabs.active) if tabs.active in TABS else 0
        tabs.active = TABS[(at + step) % len(TABS)]

    def action_next_period(self) -> None:
        self.choice = self.choice.next_period()
        self._count()

    def action_period(self) -> None:
        from coinche_score.tui.screens.stats_period import PeriodScreen

        def chosen(period: tuple[Period, Days] | None) -> None:
            if period is not None and (choice := self.choice.with_period(*period)) != self.choice:
                self.choice = choice
                self._count()

        self.app.push_screen(PeriodScreen(self.texts, self.choice), chosen)

    def action_next_rules(self) -> None:
        names = rule_names(self.facts.matches) if self.facts is not None else []
        self.choice = self.choice.next_rules(names, self.texts.rules_name)
        self._count()

    def action_players(self) -> None:
        from coinche_score.tui.screens.stats_lists import PlayersScreen

        players = players_of(self.facts.matches) if self.facts is not None else []

        def chosen(names: tuple[str, ...] | None) -> None:
            if names is not None and names != self.choice.players:
                self.choice = replace(self.choice, players=names)
                self._count()

        self.app.push_screen(PlayersScreen(self.texts, players, self.choice), chosen)

    @on(FilterLine.Tapped)
    def _filter_tapped(self, event: FilterLine.Tapped) -> None:
        # A tap on the period opens its dialog: every period, the days typed too.
        actions = {"period": self.action_period, "rules": self.action_next_rules}
        actions.get(event.name, self.action_players)()

    def action_home(self) -> None:
        self.dismiss(None)
