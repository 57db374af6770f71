"""The end of a match: who won, the final score, and a rematch (revanche)."""

from __future__ import annotations

from typing import ClassVar, Literal

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Digits, Label

from coinche_score.i18n import Texts
from coinche_score.match import Match, MatchState
from coinche_score.rules import other_team
from coinche_score.tui import PHONE_BELOW
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.screens.unasked import Unasked

WinnerChoice = Literal["rematch", "sheet", "home"]


class WinnerScreen(StyledOnce, Unasked, ModalScreen[WinnerChoice]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "choose('rematch')", "Rematch", id="winner.rematch"),
        Binding("escape,s", "choose('sheet')", "Score sheet", id="winner.sheet"),
        Binding("h", "choose('home')", "Home", id="winner.home"),
    ]

    def __init__(self, texts: Texts, match: Match, state: MatchState) -> None:
        super().__init__()
        self.texts = texts
        self.match = match
        self.state = state

    def compose(self) -> ComposeResult:
        texts, match, state = self.texts, self.match, self.state
        assert state.winner is not None
        winner, loser = state.winner, other_team(state.winner)
        totals = state.totals
        with Vertical(classes="dialog", id="winner"):
            # Team names are shown as typed, never read as markup.
            yield Label(
                texts("winner.title", team=match.team_name(winner)),
                id="winner-title",
                markup=False,
            )
            with Horizontal(id="winner-score"):
                yield Label(match.team_name(winner), classes="winner-name", markup=False)
                yield Digits(state.winner_score("-"), id="winner-digits")
                yield Label(match.team_name(loser), classes="winner-name", markup=False)
            # A phone: the names under the score, in its order (no room beside it).
            names = f"{match.team_name(winner)} – {match.team_name(loser)}"
            yield Label(names, id="winner-names", markup=False)
            if totals[winner] == totals[loser]:
                yield Label(texts("winner.tie_break"), classes="winner-detail")
            yield Label(
                texts("winner.deals", count=len(state.scored), target=match.target),
                classes="winner-detail",
            )
            with Horizontal(id="winner-buttons"):
                yield Button(texts("winner.rematch"), id="rematch", variant="success")
                yield Button(texts("winner.sheet"), id="sheet")
                yield Button(texts("winner.home"), id="home")

    def on_mount(self) -> None:
        # Enter, perhaps typed ahead after the deal that ended the match, goes back to the sheet.
        self.query_one("#sheet").focus()

    def on_resize(self) -> None:
        # A phone: one line a button, one button under the other.
        for button in self.query(Button):
            button.compact = self.size.width < PHONE_BELOW

    def on_button_pressed(self, event: Button.Pressed) -> None:
        choice: dict[str | None, WinnerChoice] = {
            "rematch": "rematch",
            "sheet": "sheet",
            "home": "home",
        }
        self.dismiss(choice[event.button.id])

    def action_choose(self, choice: WinnerChoice) -> None:
        self.dismiss(choice)
