"""What the statistics screen opens: a player's or a team's every figure
(:class:`SubjectScreen`), the deals or matches behind one figure (:class:`FigureListScreen`:
each deal with its scores and, under the list, the sheet's lines on why), from which the
match opens on its score sheet; and the players to filter on (:class:`PlayersScreen`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from rich.segment import Segment
from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.strip import Strip
from textual.widgets import Checkbox, Label, SelectionList, Static
from textual.widgets.option_list import OptionDoesNotExist
from textual.widgets.selection_list import Selection
from textual.worker import Worker, get_current_worker

from coinche_score.i18n import Texts
from coinche_score.stats import Subject
from coinche_score.store import StoreError
from coinche_score.store.files import load_match_file
from coinche_score.tui.screens.in_sight import FocusedInSight
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.stats_filters import Player, StatsChoice, chosen_players, ticked_keys
from coinche_score.tui.stats_items import ItemRows, ReadMatch
from coinche_score.tui.stats_rows import FigureRows
from coinche_score.tui.stats_view import FigureList, StatsView, SubjectCard
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.row_table import RowTable
from coinche_score.tui.widgets.showing import TONE_STYLES, show

#: Seconds between two batches of matches read for a list of deals.
BATCH_EVERY = 0.1
#: The lines of a list kept in sight above the row chosen's "why": its headings and that row.
LIST_KEPT = 2


@dataclass(frozen=True)
class StatsContext:
    """What the lists need of the statistics screen: the words, the statistics as shown, and
    where each match's file is (``data_dir``: the data folder; any other, the archive)."""

    texts: Texts
    view: StatsView
    paths: dict[str, Path]
    data_dir: Path


class SubjectScreen(StyledOnce, Screen[None]):
    """One player's or team's every figure; Enter or a tap lists what one counts."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Back", id="stats_list.back"),
    ]

    def __init__(self, context: StatsContext, subject: Subject) -> None:
        super().__init__()
        self.context = context
        self.subject = subject
        self.rows = FigureRows(context.view, subject)

    def compose(self) -> ComposeResult:
        texts, view, subject = self.context.texts, self.context.view, self.subject
        yield Static(Text(view.name(subject.kind, subject.key), "bold"), classes="stats-title")
        yield Static(Text(texts(f"stats.card.{subject.kind}"), "dim"), classes="stats-help")
        yield RowTable(roomy_first=True, id="stats-figures")
        yield Static(id="stats-figure-detail", classes="stats-detail")
        yield KeyBar(texts)

    def on_mount(self) -> None:
        table = self.query_one(RowTable)
        table.show_rows(self.rows, cursor=0)
        table.focus()
        self._say()

    @on(RowTable.RowHighlighted)
    def _say(self) -> None:
        index = self.query_one(RowTable).cursor_row
        detail = self.query_one("#stats-figure-detail", Static)
        show(detail, Text(self.rows.said(index, None)) if len(self.rows) else "")

    @on(RowTable.RowSelected)
    def _chosen(self, event: RowTable.RowSelected) -> None:
        chosen = self.rows.chosen(event.index, None)
        if isinstance(chosen, FigureList):
            self.app.push_screen(FigureListScreen(self.context, chosen))
        elif isinstance(chosen, SubjectCard):
            self.app.push_screen(SubjectScreen(self.context, chosen.subject))


class FigureListScreen(StyledOnce, Screen[None]):
    """The deals, or the matches, behind a figure; Enter, a tap on the row chosen or ``o``
    opens the match (on the deal) on its score sheet."""

    BINDINGS: ClassVar[list[BindingType]] = [
        # Back first: a narrow key bar shows it, and a tap on the row chosen opens the match.
        Binding("escape", "app.pop_screen", "Back", id="stats_list.back"),
        Binding("o", "open_match", "Open the match", id="stats_list.open"),
    ]

    @dataclass
    class MatchesRead(Message):
        """Matches read for their deals, by id (None: no longer readable)."""

        worker: Worker[None]
        read: dict[str, ReadMatch | None]

    @dataclass
    class MatchRequested(Message):
        """The player asked for a match: on its deal ``deal`` (from 0), if any; an archived
        match opens read-only."""

        match_id: str
        deal: int | None
        archived: bool

    def __init__(self, context: StatsContext, figure: FigureList) -> None:
        super().__init__()
        self.context = context
        self.figure = figure
        self.read: dict[str, ReadMatch | None] = {}
        self.rows = ItemRows(context.texts, context.view.facts, figure, self.read)
        #: The matches opened from the list: read again when the list is back.
        self._opened: set[str] = set()
        #: A match changed since the figures were counted (said once).
        self._changed_said = False

    def compose(self) -> ComposeResult:
        yield Static(Text(self.figure.title, "bold"), classes="stats-title")
        yield Static(Text(self.figure.help, "dim"), classes="stats-help")
        yield RowTable(id="stats-items")
        yield Static(id="stats-item-detail", classes="stats-detail")
        yield KeyBar(self.context.texts)

    def on_mount(self) -> None:
        table = self.query_one(RowTable)
        table.show_rows(self.rows, cursor=0)
        table.focus()
        self._explain()
        if self.rows.deals:
            self._read_matches(self.rows.match_ids)

    @work(thread=True, exclusive=True)
    def _read_matches(self, match_ids: tuple[str, ...]) -> None:
        """The matches of the deals listed, in their order, a batch at a time."""
        worker = get_current_worker()
        batch: dict[str, ReadMatch | None] = {}
        sent = time.monotonic()
        for match_id in match_ids:
            if worker.is_cancelled:
                return
            batch[match_id] = self._read_one(match_id)
            if time.monotonic() - sent >= BATCH_EVERY:
                self.post_message(self.MatchesRead(worker, batch))
                batch, sent = {}, time.monotonic()
        self.post_message(self.MatchesRead(worker, batch))

    def _read_one(self, match_id: str) -> ReadMatch | None:
        path = self.context.paths.get(match_id)
        if path is None:
            return None
        try:
            match = load_match_file(path).match
            return ReadMatch(match, match.state())
        except StoreError:
            return None  # deleted or damaged since: the row says so

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action != "open_match" or bool(len(self.rows))

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """Back from a match opened here: the rows as their matches now are (a deal listed
        may have moved, a match listed been corrected)."""
        if self._opened:
            opened, self._opened = self._opened, set()
            self._read_matches(self.rows.match_ids if self.rows.deals else tuple(opened))

    def on_figure_list_screen_matches_read(self, message: MatchesRead) -> None:
        if message.worker.is_cancelled:
            return
        changed = any(
            match_id in self.read and _changed(self.read[match_id], read)
            for match_id, read in message.read.items()
        )
        self.read.update(message.read)
        if not self.rows.deals:  # a match listed against its figures as counted
            changed = any(map(self.rows.changed_since_counted, message.read))
        if changed and not self._changed_said:
            self._changed_said = True
            self.notify(self.context.texts("stats.list.recount"), severity="warning")
        self.query_one(RowTable).show_rows(self.rows)  # the rows drawn again, the cursor kept
        self._explain()

    @on(RowTable.RowHighlighted)
    def _explain(self) -> None:
        """The row under the cursor in full, under the list."""
        detail = self.query_one("#stats-item-detail", Static)
        if not len(self.rows):
            show(detail, Text(self.context.texts("stats.list.empty"), "dim"))
            return
        said = self.rows.explained(self.query_one(RowTable).cursor_row)
        text = Text("\n").join(Text(line.text, TONE_STYLES[line.tone]) for line in said)
        show(detail, text)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit_detail)

    def _fit_detail(self) -> None:
        """The "why" under the list as tall as the list's headings and row chosen leave it:
        whole on a phone, where long names and announces take some 12 lines."""
        around = (
            self.query_one(".stats-title"),
            self.query_one(".stats-help"),
            self.query_one(KeyBar),
        )
        taken = sum(part.outer_size.height for part in around)
        self.query_one("#stats-item-detail").styles.max_height = max(
            self.size.height - taken - LIST_KEPT, 1
        )

    @on(RowTable.RowSelected)
    def _row_chosen(self) -> None:
        self.action_open_match()

    def action_open_match(self) -> None:
        if not len(self.rows):
            return
        index = self.query_one(RowTable).cursor_row
        match_id = self.rows.match_of(index)
        path = self.context.paths.get(match_id)
        archived = path is not None and path.parent != self.context.data_dir
        self._opened.add(match_id)
        self.post_message(self.MatchRequested(match_id, self.rows.deal_of(index), archived))


def _changed(before: ReadMatch | None, now: ReadMatch | None) -> bool:
    """Whether a match read again is not the one read before (gone, or its deals changed)."""
    if before is None or now is None:
        return before is not now
    return before.match != now.match


class TickList(SelectionList[str]):
    """Players to tick, a box each: empty until ticked, where Textual draws an "X" in every
    box (ticked or not, told by its colour alone, which reads as "left out")."""

    def render_line(self, y: int) -> Strip:
        line = super().render_line(y)
        try:
            selection = self.get_option_at_index(self.scroll_offset.y + y)
        except OptionDoesNotExist:
            return line
        segments = list(line)
        if selection.value in self.selected or len(segments) < 2:
            return line
        box = segments[1]
        if box.text != Checkbox.BUTTON_INNER:  # SelectionList's box is a check box's
            return line
        segments[1] = Segment(" " * len(box.text), box.style)
        return Strip(segments, line.cell_length)


class PlayersScreen(StyledOnce, FocusedInSight, ModalScreen[tuple[str, ...] | None]):
    """The players the statistics count the matches of: those where every one ticked sat.
    Space, Enter or a tap ticks a player; ^s applies; e ticks nobody (everyone counts)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "apply", "Apply", id="stats_players.apply"),
        Binding("e", "everyone", "Everyone", id="stats_players.everyone"),
        Binding("escape", "cancel", "Cancel", id="stats_players.cancel"),
    ]

    def __init__(self, texts: Texts, players: list[Player], choice: StatsChoice) -> None:
        super().__init__()
        self.texts = texts
        self.players = players
        self.ticked = ticked_keys(choice)

    def compose(self) -> ComposeResult:
        texts = self.texts
        with Vertical(classes="dialog", id="stats-players-dialog"):
            yield Label(texts("stats.players.title"), classes="dialog-title")
            if not self.players:
                yield Label(texts("stats.players.none"), classes="dialog-question")
            yield TickList(
                *(
                    Selection(self._prompt(player), player.key, player.key in self.ticked)
                    for player in self.players
                ),
                id="stats-players-list",
            )
            yield KeyBar(texts)

    def on_mount(self) -> None:
        self.query_one(SelectionList).focus()

    def _prompt(self, player: Player) -> Content:
        """A name as typed (Content, never markup), after ✓ when ticked: the box's tick is a
        colour, which a plain terminal or a colour-blind eye does not tell apart."""
        return Content(f"{'✓' if player.key in self.ticked else ' '} {player.name}")

    @on(SelectionList.SelectedChanged)
    def _ticked(self) -> None:
        listed = self.query_one(SelectionList)
        self.ticked = set(listed.selected)
        for index, player in enumerate(self.players):
            listed.replace_option_prompt_at_index(index, self._prompt(player))

    def action_apply(self) -> None:
        self.dismiss(chosen_players(self.players, self.ticked))

    def action_everyone(self) -> None:
        self.query_one(SelectionList).deselect_all()

    def action_cancel(self) -> None:
        self.dismiss(None)
