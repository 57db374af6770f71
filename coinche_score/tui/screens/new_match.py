"""A new match: teams, players and seating, first dealer, rules and target.

Returns the Match to create (the app hands it to the store), or None.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import ValidationError
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.suggester import SuggestFromList
from textual.validation import Integer
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from coinche_score.i18n import Texts
from coinche_score.match import SEATS, Match, seat_team
from coinche_score.rules import PRESETS, RuleSet
from coinche_score.text import describe_char, first_refused
from coinche_score.tui.screens.rules_editor import RulesEditorScreen
from coinche_score.tui.widgets.fields import Choice, ChoicePicker, NumberInput
from coinche_score.tui.widgets.key_bar import KeyBar

CUSTOM = "custom"
#: Lower targets end the match in a deal or two: a typing slip, not a match.
MIN_TARGET = 100
MAX_TARGET = 1_000_000
#: Below this width the form takes less room and the rules summary more lines.
NARROW_WIDTH = 80


class NewMatchScreen(Screen[Match | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", id="new_match.start"),
        Binding("ctrl+r", "customise", "Customise rules", id="new_match.customise"),
        Binding("escape", "back", "Back", id="new_match.back"),
    ]

    def __init__(self, texts: Texts, recent: tuple[list[str], list[str]] = ([], [])) -> None:
        """``recent``: team and player names of the saved matches, offered as they are typed."""
        super().__init__()
        self.texts = texts
        self.custom_rules: RuleSet | None = None
        team_names, player_names = recent
        self.team_suggester = SuggestFromList(team_names) if team_names else None
        self.player_suggester = SuggestFromList(player_names) if player_names else None

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        texts = self.texts
        with VerticalScroll(id="new-match"):
            yield Label(texts("new.title"), classes="screen-title")
            with Horizontal(id="new-columns"):
                with Vertical(id="new-left"):
                    yield Label(texts("new.teams"), classes="section-title")
                    for team, key in (("A", "new.team_a"), ("B", "new.team_b")):
                        with Horizontal(classes="form-row"):
                            yield Label(texts(key), classes="form-label")
                            yield Input(
                                texts(f"team.default.{team}"),
                                id=f"team-{team.lower()}",
                                compact=True,
                                max_length=24,
                                suggester=self.team_suggester,
                            )
                    yield Label(texts("new.players"), classes="section-title")
                    for seat in range(SEATS):
                        with Horizontal(classes="form-row"):
                            yield Label(
                                "", classes="form-label", id=f"seat-label-{seat}", markup=False
                            )
                            yield Input(
                                id=f"seat-{seat}",
                                compact=True,
                                max_length=24,
                                suggester=self.player_suggester,
                            )
                    with Horizontal(classes="form-row"):
                        yield Label(texts("new.first_dealer"), classes="form-label")
                        yield ChoicePicker[int](
                            [Choice(seat, str(seat + 1), str(seat + 1)) for seat in range(SEATS)],
                            0,
                            id="first-dealer",
                        )
                    with Horizontal(classes="form-row"):
                        yield Label(texts("new.target"), classes="form-label")
                        yield NumberInput(
                            id="target",
                            max_length=len(str(MAX_TARGET)),
                            validators=[
                                Integer(
                                    MIN_TARGET,
                                    MAX_TARGET,
                                    failure_description=texts(
                                        "new.target.invalid",
                                        minimum=MIN_TARGET,
                                        options="1000, 2000",
                                    ),
                                )
                            ],
                        )
                    yield Label("", classes="field-error", id="error-target", markup=False)
                    # Under the form, not under the rules: seen without scrolling at 60x20.
                    yield Label("", classes="field-error", id="error-teams", markup=False)
                    with Horizontal(id="new-buttons"):
                        yield Button(
                            texts("new.start"), id="start", variant="success", compact=True
                        )
                        yield Button(texts("new.customise"), id="customise", compact=True)
                with Vertical(id="new-right"):
                    yield Label(texts("new.rules"), classes="section-title")
                    yield OptionList(*[Option(name, id=name) for name in PRESETS], id="presets")
                    yield Static(id="rules-summary", markup=False)
        yield KeyBar(texts)

    def on_resize(self) -> None:
        self.set_class(self.size.width < NARROW_WIDTH, "-narrow")

    def on_mount(self) -> None:
        # ^s and ^r do what the buttons do: Tab goes from the target to the rules.
        for button in self.query(Button):
            button.can_focus = False
        presets = self.query_one("#presets", OptionList)
        presets.highlighted = 0
        self._names_changed()
        self._show_rules()
        self.query_one("#team-a").focus()

    # ------------------------------------------------------------------ rules
    def chosen_rules(self) -> RuleSet:
        presets = self.query_one("#presets", OptionList)
        index = presets.highlighted or 0
        option_id = presets.get_option_at_index(index).id
        if option_id == CUSTOM and self.custom_rules is not None:
            return self.custom_rules
        return PRESETS[option_id or "classic"]

    @on(OptionList.OptionHighlighted, "#presets")
    def _show_rules(self) -> None:
        rules = self.chosen_rules()
        texts = self.texts
        self.query_one("#rules-summary", Static).update(
            "\n".join(f"• {line}" for line in texts.rules_summary(rules))
        )
        options = ", ".join(str(t) for t in rules.target_options)
        target = self.query_one("#target", NumberInput)
        target.placeholder = texts("new.target.placeholder", default=rules.default_target)
        for validator in target.validators:
            if isinstance(validator, Integer):
                validator.failure_description = texts(
                    "new.target.invalid", minimum=MIN_TARGET, options=options
                )

    def action_customise(self) -> None:
        def customised(rules: RuleSet | None) -> None:
            if rules is None:
                return
            presets = self.query_one("#presets", OptionList)
            if rules.name in PRESETS and rules == PRESETS[rules.name]:
                presets.highlighted = list(PRESETS).index(rules.name)
                return
            self.custom_rules = rules
            label = self.texts("new.custom_rules", base=rules.source or rules.name)
            if presets.option_count > len(PRESETS):
                presets.replace_option_prompt(CUSTOM, Text(label))
            else:
                presets.add_option(Option(Text(label), id=CUSTOM))
            presets.highlighted = len(PRESETS)
            self._show_rules()

        self.app.push_screen(RulesEditorScreen(self.texts, self.chosen_rules()), customised)

    # ------------------------------------------------------------------ names
    @on(Input.Changed, "#team-a, #team-b, #seat-0, #seat-1, #seat-2, #seat-3")
    def _names_changed(self) -> None:
        """Seat labels, default player names and the dealer's name follow what is typed."""
        names = self._team_names()
        for seat in range(SEATS):
            team_name = names[0] if seat_team(seat) == "A" else names[1]
            self.query_one(f"#seat-label-{seat}", Label).update(
                self.texts("new.seat", seat=seat + 1, team=team_name)
            )
            self.query_one(f"#seat-{seat}", Input).placeholder = self._default_player(seat)
        players = self._players() or tuple(self._default_player(s) for s in range(SEATS))
        self.query_one("#first-dealer", ChoicePicker).set_choices(
            [Choice(seat, str(seat + 1), str(seat + 1), players[seat]) for seat in range(SEATS)]
        )

    def _team_names(self) -> tuple[str, str]:
        return (
            self.query_one("#team-a", Input).value.strip(),
            self.query_one("#team-b", Input).value.strip(),
        )

    def _default_player(self, seat: int) -> str:
        names = self._team_names()
        team_name = names[0] if seat_team(seat) == "A" else names[1]
        return f"{team_name} {seat // 2 + 1}"

    def _players(self) -> tuple[str, str, str, str] | None:
        """The four names, the blanks filled with the default seat names; None if all blank."""
        typed = [self.query_one(f"#seat-{seat}", Input).value.strip() for seat in range(SEATS)]
        if not any(typed):
            return None
        a, b, c, d = (name or self._default_player(seat) for seat, name in enumerate(typed))
        return a, b, c, d

    # ------------------------------------------------------------------ target
    @on(Input.Changed, "#target")
    def _target_typed(self, event: Input.Changed) -> None:
        result = event.validation_result
        message = ""
        if event.value and result is not None and not result.is_valid:
            message = "; ".join(result.failure_descriptions)
        self._show_error("target", message)

    def _target(self) -> int | None:
        target = self.query_one("#target", NumberInput)
        if not target.value:
            return self.chosen_rules().default_target
        result = target.validate(target.value)
        if result is not None and not result.is_valid:
            self._show_error("target", "; ".join(result.failure_descriptions))
            return None
        return int(target.value)

    def _show_error(self, field: str, message: str) -> None:
        label = self.query_one(f"#error-{field}", Label)
        label.update(message)
        label.set_class(bool(message), "-shown")

    # ------------------------------------------------------------------ leaving
    @on(Input.Submitted)
    def _next_field(self) -> None:
        self.focus_next()

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        target = self._target()
        if target is None:
            self.app.bell()
            return
        names = [*self._team_names(), *(self._players() or ())]
        refused = next((c for name in names if (c := first_refused(name)) is not None), None)
        if refused is not None:
            self._show_error(
                "teams", self.texts("new.error.character", char=describe_char(refused))
            )
            self.app.bell()
            return
        try:
            match = Match(
                rules=self.chosen_rules(),
                target=target,
                team_names=self._team_names(),
                players=self._players(),
                first_dealer=self.query_one("#first-dealer", ChoicePicker).value or 0,
            )
        except ValidationError:
            self._show_error("teams", self.texts("new.error.team_names"))
            self.app.bell()
            return
        self.dismiss(match)

    @on(Button.Pressed, "#customise")
    def _customise_pressed(self) -> None:
        self.action_customise()

    def action_back(self) -> None:
        self.dismiss(None)
