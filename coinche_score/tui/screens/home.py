"""The home screen: resume the match in progress, start a new one, or open a saved one."""

from __future__ import annotations

from datetime import datetime
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.screen import Screen
from textual.widgets import DataTable, Label, Static

from coinche_score.i18n import Texts
from coinche_score.store import DamagedFile, MatchSummary, Store, StoreError
from coinche_score.tui.widgets.key_bar import KeyBar

DATE_FORMAT = "%Y-%m-%d"
TIME_FORMAT = "%H:%M"
#: (column, width): fixed widths that fit 80 columns; None sizes the column to its content.
#: The status has the room for "gagnée par <a short team name>".
COLUMNS: tuple[tuple[str, int | None], ...] = (
    ("teams", 17),
    ("score", None),
    ("rules", 14),
    ("status", 17),
    ("updated", len("2025-05-17")),
)
#: Damaged files listed on the screen; the rest are counted.
DAMAGED_SHOWN = 3


def last_change_text(updated: datetime, now: datetime) -> str:
    """The time of a change made today, else its date (ten columns either way)."""
    local = updated.astimezone(now.tzinfo)
    return local.strftime(TIME_FORMAT if local.date() == now.date() else DATE_FORMAT)


class HomeScreen(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "resume", "Resume", id="home.resume"),
        Binding("n", "new_match", "New match", id="home.new_match"),
        Binding("q", "app.quit", "Quit", id="quit"),
    ]

    class OpenRequested(Message):
        """The player chose a saved match."""

        def __init__(self, match_id: str) -> None:
            super().__init__()
            self.match_id = match_id

    class NewMatchRequested(Message):
        pass

    def __init__(self, store: Store, texts: Texts) -> None:
        super().__init__()
        self.store = store
        self.texts = texts
        self.summaries: list[MatchSummary] = []
        self.damaged: list[DamagedFile] = []
        self._damage_reported: set[str] = set()

    def compose(self) -> ComposeResult:
        texts = self.texts
        yield Label(texts("app.title"), id="home-title")
        yield Label(texts("home.tagline"), id="home-tagline")
        yield Static(id="home-resume")
        yield Label(texts("home.saved"), classes="section-title")
        table: DataTable[Text | str] = DataTable(id="matches", cursor_type="row")
        for key, width in COLUMNS:
            table.add_column(texts(f"home.column.{key}"), key=key, width=width)
        yield table
        yield Static(id="home-damaged")
        yield KeyBar(texts)

    def on_screen_resume(self) -> None:
        # At start-up the app may put a score sheet on top at once: read only if still shown.
        self.call_after_refresh(self._load_if_shown)

    def _load_if_shown(self) -> None:
        if self.is_current:
            self.load()

    def load(self) -> None:
        """Read the saved matches again (they change while the sheet is open)."""
        texts = self.texts
        try:
            self.summaries, self.damaged = self.store.scan()
        except StoreError as error:
            self.summaries, self.damaged = [], []
            self.notify(texts("problem.store", detail=error), severity="error", timeout=10)
        table = self.query_one("#matches", DataTable)
        table.clear()
        for summary in self.summaries:
            table.add_row(*self._cells(summary), key=summary.id)
        table.display = bool(self.summaries)
        if self.summaries:
            table.focus()
        self._show_resume()
        self._show_damaged()
        self.refresh_bindings()

    def _cells(self, summary: MatchSummary) -> list[Text | str]:
        texts = self.texts
        a, b = summary.team_names
        if summary.finished and summary.winner is not None:
            winner = a if summary.winner == "A" else b
            status = Text(texts("home.status.won", team=winner), style="green")
        else:
            status = Text(texts("home.status.playing"), style="bold")
        return [
            f"{a} – {b}",
            Text(f"{summary.totals['A']} – {summary.totals['B']}", justify="right"),
            f"{texts.rules_name(summary.rules_name)} {summary.target}",
            status,
            last_change_text(summary.updated, datetime.now().astimezone()),
        ]

    def _show_resume(self) -> None:
        texts = self.texts
        resume = self.query_one("#home-resume", Static)
        summary = self._unfinished()
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
            rules=texts.rules_name(summary.rules_name),
            target=summary.target,
        )
        resume.update(Text.assemble((" r ", "bold reverse"), " ", (line, "bold")))

    def _show_damaged(self) -> None:
        texts = self.texts
        panel = self.query_one("#home-damaged", Static)
        panel.display = bool(self.damaged)
        if not self.damaged:
            return
        lines = [texts("home.damaged.title", count=len(self.damaged))]
        lines += [
            texts("home.damaged.line", name=damaged.path.name, reason=damaged.reason)
            for damaged in self.damaged[:DAMAGED_SHOWN]
        ]
        if len(self.damaged) > DAMAGED_SHOWN:
            lines.append("…")
        panel.update("\n".join(lines))
        new = {str(d.path) for d in self.damaged} - self._damage_reported
        if new:
            self._damage_reported |= new
            self.notify(
                texts("home.damaged.notice", count=len(self.damaged)),
                severity="warning",
                timeout=8,
            )

    def _unfinished(self) -> MatchSummary | None:
        # The same choice as Store.last_unfinished, from the list already read.
        return next((s for s in self.summaries if not s.finished), None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "resume":
            return self._unfinished() is not None or None
        return True

    @on(DataTable.RowSelected, "#matches")
    def _match_chosen(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is not None:
            self.post_message(self.OpenRequested(event.row_key.value))

    def action_resume(self) -> None:
        summary = self._unfinished()
        if summary is not None:
            self.post_message(self.OpenRequested(summary.id))

    def action_new_match(self) -> None:
        self.post_message(self.NewMatchRequested())
