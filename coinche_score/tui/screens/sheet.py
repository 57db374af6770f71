"""The score sheet: both totals, the deals, and every correction, saved as it is made.

The screen holds an OpenMatch (the store's locked, saving handle on the match) and changes the
match only through it; scores, totals, the end of the match and its winner all come from the
core.  It is dismissed with where the player wants to go next.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar, Literal

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.message import Message
from textual.screen import Screen

from coinche_score.i18n import Texts
from coinche_score.i18n.sentences import (
    Done,
    FormMode,
    deal_detail,
    delete_question,
    history_notice,
    info_line,
    outcome_notice,
    reload_notice,
    team_heading,
)
from coinche_score.match import Match, MatchState
from coinche_score.rules import TEAMS, other_team
from coinche_score.scoring import Deal, InvalidDealError
from coinche_score.store import (
    Change,
    DamagedMatchError,
    FileChangedError,
    OpenMatch,
    SaveError,
    StoreError,
)
from coinche_score.tui import LOW_BELOW
from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.dialogs import ChangedOnDiskScreen, ConfirmScreen, ConflictChoice
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.screens.winner import WinnerChoice, WinnerScreen
from coinche_score.tui.store_errors import store_error_text
from coinche_score.tui.widgets.deal_table import DealTable
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.score import InfoLine, ScoreChart, TeamScore
from coinche_score.tui.widgets.showing import TONE_STYLES
from coinche_score.tui.widgets.why_lines import WhyLines

SheetExit = Literal["home", "rematch", "new_match", "statistics"]
#: Seconds between two looks at the file of a read-only match.
FOLLOW_EVERY = 1.0
#: What a read-only match cannot do.
CHANGES = frozenset(
    {"new_deal", "match_over", "edit_deal", "insert_deal", "delete_deal", "undo", "redo"}
)
#: What a key shown dimmed says when pressed or tapped, by its action.
WHY_NOT = {
    "undo": "store_error.nothing_to_undo",
    "redo": "store_error.nothing_to_redo",
    "edit_deal": "sheet.no_deals",
    "insert_deal": "sheet.no_deals",
    "delete_deal": "sheet.no_deals",
}


class ScoreSheetScreen(StyledOnce, Screen[SheetExit]):
    # A phone with its keyboard up: the deals' rows before large digits (see app.tcss).
    VERTICAL_BREAKPOINTS = [(0, "-low"), (LOW_BELOW, "-high")]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new_deal", "New deal", id="sheet.new_deal"),
        # On a finished match n says why there is no next deal, out of the key bar: its room
        # is Result's and Home's.
        Binding("n", "match_over", "New deal", id="sheet.new_deal", show=False),
        # Not in the key bar, which must fit 80 columns in French: Enter or a tap on the deal
        # chosen corrects it; the palette (^p) offers both, as every key.
        Binding("e", "edit_deal", "Correct", id="sheet.edit_deal", show=False),
        Binding("i", "insert_deal", "Insert", id="sheet.insert_deal", show=False),
        Binding("x,delete", "delete_deal", "Delete", id="sheet.delete_deal"),
        Binding("u", "undo", "Undo", id="sheet.undo"),
        Binding("r", "redo", "Redo", id="sheet.redo"),
        Binding("w", "result", "Result", id="sheet.result"),
        Binding("s", "retry_save", "Save again", id="sheet.retry_save"),
        # The way back, which the key bar always shows: home, or the statistics' list of
        # deals the match was opened from.
        Binding("h,escape", "home", "Home", id="sheet.home"),
        Binding("h,escape", "back_to_list", "Back", id="sheet.back"),
        # The phones at the table follow the score: the app's, so that it lasts past the sheet.
        Binding("t", "app.share", "Share", id="sheet.share", show=False),
        # A read-only match offers no change: its keys say why instead of nothing.
        Binding("n,e,i,x,delete,u,r", "read_only", "Read-only", id="sheet.read_only", show=False),
    ]
    #: A double tap on their key acts once (see KeyLines): two changes undone for one.
    ONCE_PER_DOUBLE_TAP: ClassVar[frozenset[str]] = frozenset({"undo", "redo"})

    @dataclass
    class MatchReplaced(Message):
        """The sheet now shows ``opened`` (a copy saved after a conflict) instead."""

        opened: OpenMatch

    def __init__(self, opened: OpenMatch, texts: Texts, *, select: int | None = None) -> None:
        """``select``: the deal (0-based) the cursor starts on; by default the last."""
        super().__init__()
        self.opened = opened
        self.texts = texts
        self._select_first = select
        self._damage_shown = False
        #: Opened from the statistics' list of a figure's deals: the way back goes there.
        self._over_list = False
        #: The match and the deal the detail line explains: made again only when they change.
        self._explained: tuple[Match, int | None] | None = None
        #: A new deal ended the match but was not saved: the winner box opens once it is.
        self._winner_waiting = False

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        match, texts = self.opened.match, self.texts
        with Horizontal(id="totals"):
            for team in TEAMS:
                title = team_heading(match, team)
                yield TeamScore(team, title, match.target, id=f"team-{team.lower()}")
        yield InfoLine(id="sheet-info")
        yield ScoreChart(match.team_names, id="chart")
        yield DealTable(texts, id="deals")
        yield WhyLines(id="deal-detail")
        yield KeyBar(texts)

    def on_mount(self) -> None:
        from coinche_score.tui.screens.stats_lists import FigureListScreen  # opened from there

        below = self.app.screen_stack[-2] if len(self.app.screen_stack) > 1 else None
        self._over_list = isinstance(below, FigureListScreen)
        self.refresh_bindings()
        last = len(self.opened.match.deals) - 1
        self.show_match(select=last if self._select_first is None else self._select_first)
        self.query_one(DealTable).focus()
        if self.opened.read_only:
            self.set_interval(FOLLOW_EVERY, self._follow_file)

    def _follow_file(self) -> None:
        """A read-only match is shown as its file now is (another process may change it)."""
        try:
            changed = self.opened.refresh()
        except DamagedMatchError as error:
            if not self._damage_shown:
                self._damage_shown = True
                self.notify(
                    store_error_text(self.texts, error),
                    severity="error",
                )
            return
        self._damage_shown = False
        if changed:
            self.show_match()
            self.notify(self.texts("notice.file_changed"), timeout=3)

    def show_match(self, select: int | None = None) -> None:
        """Everything on the sheet, from the match as the store now holds it.

        ``select``: the deal (0-based) to put the cursor on; by default it stays.
        """
        match, state = self.opened.match, self.opened.state
        for team in TEAMS:
            total = state.totals[team]
            leading = total > state.totals[other_team(team)]
            self.query_one(f"#team-{team.lower()}", TeamScore).show(
                team_heading(match, team),
                match.target,
                total,
                leading=leading,
                won=state.winner == team,
            )
        self.query_one(ScoreChart).show(match, state)
        self.query_one(DealTable).show(match, state, select)
        self.query_one("#sheet-info", InfoLine).show(self._info_parts())
        self._show_detail()
        self.refresh_bindings()

    def _info_parts(self) -> list[tuple[Text, int]]:
        """The line under the totals, each part with its rank (see InfoLine)."""
        parts = info_line(
            self.texts, self.opened.match, self.opened.state, read_only=self.opened.read_only
        )
        return [(Text(part.text, TONE_STYLES[part.tone]), part.rank) for part in parts]

    @on(DealTable.RowHighlighted)
    def _show_detail(self) -> None:
        """The breakdown of the highlighted deal, under the table."""
        # Asked twice for one new deal (shown, highlighted): explained once.
        match, index = self.opened.match, self._selected_index()
        if self._explained is not None:
            explained_match, explained_index = self._explained
            if explained_match is match and explained_index == index:
                return
        self._explained = (match, index)
        self.query_one("#deal-detail", WhyLines).update(self._detail(index))

    def _detail(self, index: int | None) -> Text:
        said = deal_detail(self.texts, self.opened.match, self.opened.state, index)
        return Text(said.text, TONE_STYLES[said.tone])

    def _selected_index(self) -> int | None:
        table = self.query_one(DealTable)
        if not table.row_count:
            return None
        return table.cursor_row

    # ------------------------------------------------------------ what can be done
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        opened = self.opened
        if action == "read_only":
            return opened.read_only
        if opened.read_only and action in CHANGES:
            return False  # not offered: the header says read-only, and the keys why
        # Textual runs no action that this disables, so disabled ones need no check of their own.
        if action == "new_deal":
            return not opened.state.finished
        if action in ("edit_deal", "insert_deal", "delete_deal"):
            return bool(opened.match.deals) or None
        if action == "undo":
            return opened.can_undo or None
        if action == "redo":
            return opened.can_redo or None
        if action in ("result", "match_over"):
            return opened.state.finished
        if action == "retry_save":
            return opened.unsaved
        if action in ("home", "back_to_list"):
            return (action == "back_to_list") == self._over_list
        return True

    def why_not(self, action: str) -> str | None:
        """Why a key shown dimmed does nothing now (said when it is pressed or tapped)."""
        said = WHY_NOT.get(action)
        return None if said is None else self.texts(said)

    # ---------------------------------------------------------------- deals
    def action_new_deal(self) -> None:
        self._open_form(len(self.opened.match.deals), "new")

    def action_match_over(self) -> None:
        self.notify(self.texts("problem.match_over"), severity="warning")

    def action_edit_deal(self) -> None:
        index = self._selected_index()
        if index is not None:
            self._open_form(index, "edit")

    @on(DealTable.RowSelected)
    def _row_chosen(self) -> None:
        if self.opened.read_only:
            self.action_read_only()
        else:
            self.action_edit_deal()

    def action_read_only(self) -> None:
        self.notify(self.texts("sheet.read_only.refused"), severity="warning")

    def action_insert_deal(self) -> None:
        index = self._selected_index()
        self._open_form(0 if index is None else index, "insert")

    def _open_form(self, index: int, mode: FormMode) -> None:
        match, state = self.opened.match, self.opened.state
        original = match.deals[index] if mode == "edit" else None

        def entered(deal: Deal | None) -> None:
            if deal is None or deal == original:
                return
            if mode == "edit":
                self._change(lambda: self.opened.edit(index, deal))
            elif mode == "insert":
                self._change(lambda: self.opened.insert(index, deal), select=index)
            else:
                self._change(lambda: self.opened.add(deal), select=index, new_deal=True)

        form = DealFormScreen(self.texts, match, state, index, mode, original)
        self.app.push_screen(form, entered)

    def action_delete_deal(self) -> None:
        index = self._selected_index()
        if index is None:
            return
        question = delete_question(self.texts, self.opened.match, index)

        def answered(yes: bool | None) -> None:
            if yes:
                self._change(
                    lambda: self.opened.delete(index),
                    notice=lambda _: self.texts("notice.deleted", number=index + 1),
                )

        self.app.push_screen(ConfirmScreen(self.texts, question), answered)

    def action_undo(self) -> None:
        change = self.opened.next_undo
        if change is not None:
            self._change(
                self.opened.undo,
                notice=lambda before: self._history_notice("undone", change, before),
                touched=change,
            )

    def action_redo(self) -> None:
        change = self.opened.next_redo
        if change is not None:
            self._change(
                self.opened.redo,
                notice=lambda before: self._history_notice("redone", change, before),
                touched=change,
            )

    def _history_notice(self, done: Done, change: Change, before: MatchState) -> str:
        opened = self.opened
        return history_notice(self.texts, opened.match, done, change, before, opened.state)

    def action_retry_save(self) -> None:
        try:
            self.opened.save()
        except FileChangedError as error:
            self._changed_on_disk(error)
        except SaveError as error:
            self._save_failed(error)
        else:
            self.notify(self.texts("problem.saved_again"))
            self._winner_once_saved()
        self.refresh_bindings()

    def _save_failed(self, error: SaveError) -> None:
        """Said for long: the change is made but not saved until a save works."""
        detail = store_error_text(self.texts, error)
        self.notify(self.texts("problem.save", detail=detail), severity="error", timeout=10)

    def _change(
        self,
        change: Callable[[], None],
        select: int | None = None,
        *,
        new_deal: bool = False,
        notice: Callable[[MatchState], str] | None = None,
        touched: Change | None = None,
    ) -> bool:
        """Make a change through the store and show the result; False if it was refused.

        Only a new deal that ends the match opens the winner box: after any other change a
        key keeps its meaning (r stays redo), and a change of outcome is said in a notice,
        after ``notice`` (given the state before the change), if any.  ``touched``: the change
        an undo or a redo made, whose deal (or the one now in its place) the cursor goes to, in
        sight: a deal redone off the screen was not seen.
        A SaveError still changed the match in memory: it is shown, and kept; the winner box
        waits for the match to be saved (it covered the question of a file changed meanwhile,
        and its r answered it).
        """
        before = self.opened.state
        saved = False
        try:
            change()
            saved = True
        except FileChangedError as error:
            self._changed_on_disk(error)
        except SaveError as error:
            self._save_failed(error)
        except (InvalidDealError, IndexError, StoreError) as error:
            self.notify(self.texts("problem.refused", detail=self._reason(error)), severity="error")
            return False
        deals = len(self.opened.match.deals)
        if touched is not None and deals:
            select = min(touched.index, deals - 1)
        self.show_match(select)
        after = self.opened.state
        if notice is not None:
            self.notify(notice(before), timeout=4)
        if new_deal and after.finished and not before.finished:
            self._winner_waiting = not saved
            if saved:
                self.action_result()
        else:
            said = outcome_notice(self.texts, self.opened.match, before, after)
            if said is not None:
                self.notify(said, severity="warning", timeout=8)
        return True

    def _winner_once_saved(self) -> None:
        """The winner box a new deal that ended the match waited for, now that it is saved."""
        if self._winner_waiting and not self.opened.unsaved:
            self._winner_waiting = False
            self.action_result()

    def _reason(self, error: Exception) -> str:
        """A refusal of the store or the core, in the app's language."""
        if isinstance(error, StoreError):
            return store_error_text(self.texts, error)
        if isinstance(error, InvalidDealError):
            return self.texts.deal_refusal(error)
        return self.texts("problem.no_such_deal")  # IndexError: the deal is no longer there

    # ------------------------------------------------------- file changed on disk
    def _changed_on_disk(self, error: FileChangedError, leaving: SheetExit | None = None) -> None:
        """Nothing was written; the change is in memory.  Ask: reload, save a copy, or later.
        ``leaving``: asked on the way out, which goes on once the match is kept."""

        def chosen(choice: ConflictChoice | None) -> None:
            kept = False
            if choice == "reload":
                kept = self._reload()
            elif choice == "copy":
                kept = self._save_copy()
            self.refresh_bindings()
            if kept and leaving is not None:
                self.action_leave(leaving)
            elif kept:
                self._winner_once_saved()

        # "Changed by something else" is what the question says first: said once, where on a
        # phone the second saying pushed the choice out of sight.
        changed = error.params.get("kind") == "changed"
        detail = "" if changed else store_error_text(self.texts, error)
        # A file made a link or read-only stays so: reloading it would end here again; so
        # would a damaged file, on the way out.
        stays = ("linked", "read_only", "gone") if leaving else ("linked", "read_only")
        can_reload = error.params.get("kind") not in stays
        screen = ChangedOnDiskScreen(
            self.texts, detail, can_reload=can_reload, leaving=leaving is not None
        )
        self.app.push_screen(screen, chosen)

    def _reload(self) -> bool:
        """The file read again and the changes made again; whether it went well."""
        try:
            reloaded = self.opened.reload()
        except FileChangedError as error:
            self.show_match()  # the file as read, the changes made again: in memory
            self._say_kept(error.kept)
            self._changed_on_disk(error)
            return False
        except (StoreError, InvalidDealError) as error:
            self.show_match()  # a save refused keeps them in memory, to be saved
            self._say_kept(error.kept if isinstance(error, SaveError) else None)
            self.notify(self.texts("problem.store", detail=self._reason(error)), severity="error")
            return False
        self.show_match()
        said = reload_notice(self.texts, reloaded.dropped, reloaded.kept)
        lost = reloaded.dropped or reloaded.kept
        self.notify(
            said, severity="warning" if lost else "information", timeout=10 if lost else None
        )
        return True

    def _say_kept(self, kept: str | None) -> None:
        """Where the match as it was shown went, before a reload that then failed."""
        if kept is not None:
            self.notify(self.texts("notice.reloaded.kept", id=kept), severity="warning", timeout=10)

    def _save_copy(self) -> bool:
        """The match as shown saved as a new match, played on from here; whether it went well."""
        try:
            copy = self.opened.save_copy()
        except (StoreError, InvalidDealError) as error:
            self.notify(self.texts("problem.create", detail=self._reason(error)), severity="error")
            return False
        self.opened.close()
        self.opened = copy
        self.post_message(self.MatchReplaced(copy))
        self.show_match()
        self.notify(self.texts("notice.copied", id=copy.id))
        return True

    # ---------------------------------------------------------------- leaving
    def action_result(self) -> None:
        if not self.opened.state.finished:
            return

        def chosen(choice: WinnerChoice | None) -> None:
            if choice == "rematch":
                self.action_rematch()
            elif choice == "home":
                self.action_leave(choice)

        screen = WinnerScreen(self.texts, self.opened.match, self.opened.state)
        self.app.push_screen(screen, chosen)

    def action_rematch(self) -> None:
        """A new match for the same teams: asked first, No unless the player says yes."""

        def answered(yes: bool | None) -> None:
            if yes:
                self.action_leave("rematch")

        question = self.texts("confirm.rematch")
        self.app.push_screen(ConfirmScreen(self.texts, question), answered)

    def action_home(self) -> None:
        self.action_leave("home")

    def action_back_to_list(self) -> None:
        self.action_leave("home")  # the sheet closed: the list under it shows

    def action_leave(self, where: SheetExit) -> None:
        """Close the sheet, once a change the disk refused earlier is saved, and once a file
        damaged or put back older behind the app's back is reloaded or copied (closed, the
        deals shown here would be lost)."""
        if self.opened.unsaved:
            try:
                self.opened.save()
            except FileChangedError as error:
                self._changed_on_disk(error)
                return
            except SaveError as error:
                self.notify(
                    self.texts("problem.save", detail=store_error_text(self.texts, error)),
                    severity="error",
                )
                return
        lost = self.opened.lost_if_closed()
        if lost is not None:
            self._changed_on_disk(lost, leaving=where)
            return
        self.dismiss(where)
