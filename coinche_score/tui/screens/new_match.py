"""A new match: teams, players and seating, first dealer, rules and target.

Saved through the app (``create``) before the form closes, on the match saved, or on None.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from contextlib import suppress
from typing import ClassVar

from pydantic import ValidationError
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.suggester import SuggestFromList
from textual.validation import Integer
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option, OptionDoesNotExist

from coinche_score.i18n import Texts
from coinche_score.match import (
    SEATS,
    Match,
    seat_team,
    unnamed_player,
)
from coinche_score.rules import CUSTOM, MAX_TARGET, PRESETS, RuleSet, is_preset
from coinche_score.store import OpenMatch
from coinche_score.store.errors import StoreCode
from coinche_score.store.house_rules import HouseRules, HouseRulesError
from coinche_score.text import neutralise
from coinche_score.tui.screens.dialogs import ConfirmScreen, leave_if_sure
from coinche_score.tui.screens.in_sight import FocusedInSight
from coinche_score.tui.screens.rules_editor import RulesEditorScreen
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.screens.table_questions import TableQuestionsScreen
from coinche_score.tui.store_errors import damaged_rules_text, store_error_text
from coinche_score.tui.widgets.choice_picker import Choice, ChoicePicker
from coinche_score.tui.widgets.field_list import FieldList
from coinche_score.tui.widgets.key_bar import KeyBar
from coinche_score.tui.widgets.name_input import NameInput
from coinche_score.tui.widgets.number_input import NumberInput
from coinche_score.tui.widgets.showing import reveal_error, show, show_error

#: Lower targets end the match in a deal or two: a typing slip, not a match.
MIN_TARGET = 100
#: The targets a refusal offers where the rules offer none the form takes.
EXAMPLE_TARGETS = "1000, 2000"
#: Option ids of saved house rules: the name after this prefix (no preset id starts so).
HOUSE = "house:"


class RulesList(OptionList):
    """The rule sets offered: the presets, then the house rules saved, which ``d`` or ``Del``
    deletes, asking first (the screen's ``delete_rules``, offered while house rules are
    chosen).  A key of the list alone: in the names and the target, ``d`` and ``Del`` type."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d,delete", "screen.delete_rules", "Delete rules", id="new_match.delete_rules"),
    ]


class NewMatchScreen(StyledOnce, FocusedInSight, Screen[OpenMatch | None]):
    """The form of a new match; closes on the match saved, or on None (the player went back).
    A match the store cannot save leaves the form as it was typed."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", id="new_match.start"),
        Binding("ctrl+r", "customise", "Customise rules", id="new_match.customise"),
        Binding("ctrl+t", "describe", "Describe your table", id="new_match.describe"),
        Binding("escape", "back", "Back", id="new_match.back"),
    ]

    def __init__(
        self,
        texts: Texts,
        create: Callable[[Match], OpenMatch | None],
        house: HouseRules | None = None,
        recent: tuple[list[str], list[str]] = ([], []),
    ) -> None:
        """``create`` saves the match (None if it could not, having said why); ``house``: the
        saved house rules offered beside the presets; ``recent``: team and player names of the
        saved matches, offered as they are typed."""
        super().__init__()
        self.texts = texts
        self.create = create
        self.house = house
        self.custom_rules: RuleSet | None = None
        team_names, player_names = recent
        self.team_suggester = SuggestFromList(team_names) if team_names else None
        self.player_suggester = SuggestFromList(player_names) if player_names else None
        #: The preset or house rules the custom rules were made from.
        self.custom_from = ""
        #: Saved house rules by name, as read when the screen opened or saved since.
        self.house_rules: dict[str, RuleSet] = {}
        self._damaged: list[str] = []
        #: What the form held when it opened (:meth:`_entered`): leaving it as is asks nothing.
        self._as_opened: tuple[object, ...] = ()

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        texts = self.texts
        with FieldList(id="new-match"):
            yield Label(texts("new.title"), classes="screen-title")
            with Horizontal(id="new-columns"):
                with Vertical(id="new-left"):
                    yield Label(texts("new.teams"), classes="section-title")
                    for team, key in (("A", "new.team_a"), ("B", "new.team_b")):
                        with Horizontal(classes="field-row"):
                            yield Label(texts(key), classes="field-label")
                            yield NameInput(
                                texts,
                                texts(f"team.default.{team}"),
                                id=f"team-{team.lower()}",
                                suggester=self.team_suggester,
                            )
                    yield Label(texts("new.players"), classes="section-title")
                    for seat in range(SEATS):
                        with Horizontal(classes="field-row"):
                            yield Label(
                                "", classes="field-label", id=f"seat-label-{seat}", markup=False
                            )
                            yield NameInput(
                                texts,
                                id=f"seat-{seat}",
                                suggester=self.player_suggester,
                            )
                    with Horizontal(classes="field-row"):
                        yield Label(texts("new.first_dealer"), classes="field-label")
                        yield ChoicePicker[int](
                            [Choice(seat, str(seat + 1), str(seat + 1)) for seat in range(SEATS)],
                            0,
                            id="first-dealer",
                        )
                    with Horizontal(classes="field-row"):
                        yield Label(texts("new.target"), classes="field-label")
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
                                        options=EXAMPLE_TARGETS,
                                    ),
                                )
                            ],
                        )
                    yield Label("", classes="field-error", id="error-target", markup=False)
                    # Under the form, not under the rules: seen without scrolling at 60x20.
                    yield Label("", classes="field-error", id="error-teams", markup=False)
                    # One under the other: side by side, the three need 100 columns.
                    with Vertical(id="new-buttons"):
                        yield Button(
                            texts("new.start"), id="start", variant="success", compact=True
                        )
                        yield Button(texts("new.customise"), id="customise", compact=True)
                        yield Button(texts("new.describe"), id="describe", compact=True)
                with Vertical(id="new-right"):
                    yield Label(texts("new.rules"), classes="section-title")
                    yield RulesList(*self._rules_options(), id="presets")
                    yield Static(id="rules-summary", markup=False)
                    yield Label("", classes="field-error", id="error-rules", markup=False)
        yield KeyBar(texts)

    def on_mount(self) -> None:
        # ^s and ^r do what the buttons do: Tab goes from the target to the rules.
        for button in self.query(Button):
            button.can_focus = False
        presets = self.query_one("#presets", OptionList)
        presets.highlighted = 0
        show_error(self, "rules", "\n".join(self._damaged))
        self._names_changed()
        self._show_rules()
        self.query_one("#team-a").focus()
        # From its top, title and first label in sight: the list of fields, scrolled to show
        # the field focused, opened past them on a phone.
        self.call_after_refresh(self.query_one("#new-match", FieldList).scroll_home, animate=False)
        self._as_opened = self._entered()

    def _entered(self) -> tuple[object, ...]:
        """What the form holds: the names, the target, the first dealer and the rules."""
        typed = tuple(field.value for field in self.query(Input))
        dealer = self.query_one("#first-dealer", ChoicePicker).value
        return typed, dealer, self.chosen_rules()

    # ------------------------------------------------------------------ rules
    def _rules_options(self) -> list[Option]:
        """The presets, then the house rules saved in the data folder (names shown as typed)."""
        options = [Option(name, id=name) for name in PRESETS]
        if self.house is None:
            return options
        try:
            saved, damaged = self.house.scan()
        except HouseRulesError as error:
            saved, damaged = [], []
            self._damaged = [store_error_text(self.texts, error)]
        else:
            self._damaged = [damaged_rules_text(self.texts, file.error) for file in damaged]
        for found in saved:
            self.house_rules[found.name] = found.rules
            options.append(self._house_option(found.name))
        return options

    def _saved_names(self) -> Collection[str]:
        """The house rules' names as the folder holds them now (another window may have saved
        some since the list was read), else as the list shows them."""
        with suppress(HouseRulesError):
            if self.house is not None:
                return {found.name for found in self.house.scan()[0]}
        return set(self.house_rules)

    def _house_option(self, name: str) -> Option:
        return Option(Text(self.texts("new.house_rules", name=name)), id=HOUSE + name)

    def _chosen_option(self) -> str:
        """The id of the rule set highlighted: a preset's name, CUSTOM, or HOUSE + a name."""
        presets = self.query_one("#presets", OptionList)
        return presets.get_option_at_index(presets.highlighted or 0).id or "classic"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "delete_rules":  # house rules only: a preset is never deleted
            try:
                return self.house is not None and self._chosen_option().startswith(HOUSE)
            except NoMatches:  # not composed yet
                return False
        return True

    def action_delete_rules(self) -> None:
        """Delete the house rules chosen, once asked (as a match on the home screen): their
        file goes, the list then offers the first preset.  A match already started keeps its
        own copy of them."""
        option_id = self._chosen_option()
        house = self.house
        if house is None or not option_id.startswith(HOUSE):
            return
        name = option_id.removeprefix(HOUSE)
        texts = self.texts

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                house.delete(name)
            except HouseRulesError as error:
                self.app.bell()
                self.notify(store_error_text(texts, error), severity="error", timeout=10)
                if error.code is not StoreCode.RULES_NOT_FOUND:
                    return  # still there: offered as they were
                # Deleted meanwhile (by a command, another window): no longer offered.
            else:
                self.notify(texts("new.rules.deleted", name=neutralise(name)))
            self._drop_house_rules(name)

        question = texts("new.rules.confirm_delete", name=neutralise(name))
        self.app.push_screen(ConfirmScreen(texts, question), answered)

    def _drop_house_rules(self, name: str) -> None:
        """The house rules ``name`` no longer offered; the first preset chosen in their place."""
        presets = self.query_one("#presets", OptionList)
        option_id = HOUSE + name
        with suppress(OptionDoesNotExist):
            presets.remove_option(option_id)
        self.house_rules.pop(name, None)
        presets.highlighted = 0
        self._show_rules()

    def chosen_rules(self) -> RuleSet:
        option_id = self._chosen_option()
        if option_id == CUSTOM and self.custom_rules is not None:
            return self.custom_rules
        if option_id.startswith(HOUSE):
            return self.house_rules[option_id.removeprefix(HOUSE)]
        return PRESETS[option_id]

    def _select_house_rules(self, rules: RuleSet) -> None:
        """Offer ``rules`` (just saved) under their name, and choose them, the list focused:
        its key bar offers to delete them as soon as they are saved, not after a tap on it."""
        presets = self.query_one("#presets", OptionList)
        option_id = HOUSE + rules.name
        if rules.name not in self.house_rules:
            presets.add_option(self._house_option(rules.name))
        self.house_rules[rules.name] = rules
        presets.highlighted = presets.get_option_index(option_id)
        presets.focus()
        self._show_rules()

    def action_describe(self) -> None:
        if self.house is None:
            return

        def described(rules: RuleSet | None) -> None:
            if rules is not None:
                self._select_house_rules(rules)

        start = self.chosen_rules()
        self.app.push_screen(TableQuestionsScreen(self.texts, self.house, start), described)

    @on(Button.Pressed, "#describe")
    def _describe_pressed(self) -> None:
        self.action_describe()

    @on(OptionList.OptionHighlighted, "#presets")
    def _show_rules(self) -> None:
        rules = self.chosen_rules()
        texts = self.texts
        # The rules chosen named in words: in the list, only a highlight says which (a
        # background without colours, an underline once the list has lost the focus).
        presets = self.query_one("#presets", OptionList)
        chosen = presets.get_option_at_index(presets.highlighted or 0).prompt
        name = chosen.plain if isinstance(chosen, Text) else str(chosen)
        lines = [texts("new.rules.chosen", name=name)]
        lines += (f"• {line}" for line in texts.rules_summary(rules))
        show(self.query_one("#rules-summary", Static), "\n".join(lines))
        self.refresh_bindings()  # Delete rules offered for house rules alone
        # A target the rules set is no typing slip: house rules for a short game (501 or
        # 50) are played as they say, their own default taken on Start.
        least = min(MIN_TARGET, rules.default_target, *rules.target_options)
        taken = [str(t) for t in rules.target_options if least <= t <= MAX_TARGET]
        options = ", ".join(taken) or EXAMPLE_TARGETS
        target = self.query_one("#target", NumberInput)
        target.placeholder = texts("new.target.placeholder", default=rules.default_target)
        for validator in target.validators:
            if isinstance(validator, Integer):
                validator.minimum = least
                validator.failure_description = texts(
                    "new.target.invalid", minimum=least, options=options
                )

    def action_customise(self) -> None:
        base = self.chosen_rules()

        def customised(rules: RuleSet | None) -> None:
            if rules is None or rules == base:
                return
            presets = self.query_one("#presets", OptionList)
            if is_preset(rules):
                presets.highlighted = list(PRESETS).index(rules.name)
                return
            if rules.name != CUSTOM and self.house is not None:
                try:
                    self._select_house_rules(self.house.save(rules.name, rules).rules)
                    return
                except HouseRulesError as error:
                    reason = store_error_text(self.texts, error)
                    show_error(self, "rules", self.texts("new.rules.save_failed", reason=reason))
                    reveal_error(self, "rules")  # the form is back at its top: said in sight
                    self.app.bell()
            had_custom = self.custom_rules is not None
            if base.name != CUSTOM:
                self.custom_from = base.name
            self.custom_rules = rules
            label = Text(self.texts("new.custom_rules", base=self.custom_from))
            if had_custom:
                presets.replace_option_prompt(CUSTOM, label)
            else:
                presets.add_option(Option(label, id=CUSTOM))
            presets.highlighted = presets.get_option_index(CUSTOM)
            self._show_rules()

        # Custom rules are marked against what they were made from, not against themselves.
        reference = base
        if base is self.custom_rules:
            reference = PRESETS.get(self.custom_from) or self.house_rules.get(
                self.custom_from, base
            )
        editor = RulesEditorScreen(self.texts, base, reference, saved_names=self._saved_names)
        self.app.push_screen(editor, customised)

    # ------------------------------------------------------------------ names
    @on(Input.Changed, "#team-a, #team-b, #seat-0, #seat-1, #seat-2, #seat-3")
    def _names_changed(self) -> None:
        """Seat labels, default player names and the dealer's name follow what is typed."""
        names = self._team_names()
        for seat in range(SEATS):
            team_name = names[0] if seat_team(seat) == "A" else names[1]
            show(
                self.query_one(f"#seat-label-{seat}", Label),
                self.texts("new.seat", seat=seat + 1, team=team_name),
            )
            self.query_one(f"#seat-{seat}", Input).placeholder = self._default_player(seat)
        players = self._players() or tuple(self._default_player(s) for s in range(SEATS))
        self.query_one("#first-dealer", ChoicePicker).set_choices(
            [Choice(seat, str(seat + 1), str(seat + 1), players[seat]) for seat in range(SEATS)]
        )
        show_error(self, "teams", self.texts.names_problem(names, self._players()))

    def _team_names(self) -> tuple[str, str]:
        return (
            self.query_one("#team-a", Input).value.strip(),
            self.query_one("#team-b", Input).value.strip(),
        )

    def _default_player(self, seat: int) -> str:
        return unnamed_player(self._team_names(), seat)

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
        show_error(self, "target", message)

    def _target(self) -> int | None:
        target = self.query_one("#target", NumberInput)
        # Left empty, the rules' target.
        typed = target.value or str(self.chosen_rules().default_target)
        result = target.validate(typed)
        if result is not None and not result.is_valid:
            show_error(self, "target", "; ".join(result.failure_descriptions))
            return None
        return int(typed)

    # ------------------------------------------------------------------ leaving
    @on(Input.Submitted)
    def _next_field(self) -> None:
        self.focus_next()

    def on_key(self, event: events.Key) -> None:
        # Enter at the first dealer's row, which takes no Enter of its own, goes on to the
        # target as from every other field ("3 Enter 1500" set seat 1 dealing, the 1 of 1500).
        if event.key == "enter" and isinstance(self.focused, ChoicePicker):
            event.stop()
            self.focus_next()
        # ↑ at the first rules goes back up to the target, as ↓ came down, not round to the
        # list's last rules.
        elif (
            event.key == "up"
            and isinstance(self.focused, OptionList)
            and not self.focused.highlighted
        ):
            event.stop()
            self.focus_previous()

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        if not self._house_rules_as_shown():
            return
        target = self._target()
        if target is None:
            reveal_error(self, "target")
            self.app.bell()
            return
        problem = self.texts.names_problem(self._team_names(), self._players())
        if problem:
            show_error(self, "teams", problem)
            reveal_error(self, "teams")
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
            show_error(self, "teams", self.texts("new.error.team_names"))
            reveal_error(self, "teams")
            self.app.bell()
            return
        opened = self.create(match)
        if opened is not None:
            self.dismiss(opened)

    def _house_rules_as_shown(self) -> bool:
        """Whether the house rules chosen are as shown: saved again since (from another
        window, by a command), they are shown as they now are, for the next Start to play
        them (the match started with the rules read when the form opened)."""
        option_id = self._chosen_option()
        if self.house is None or not option_id.startswith(HOUSE):
            return True
        name = option_id.removeprefix(HOUSE)
        try:
            saved = self.house.get(name)
        except HouseRulesError:
            return True  # damaged since: the rules shown are played, the file left as it is
        if saved is None or saved == self.house_rules[name]:
            return True
        self.house_rules[name] = saved
        self._show_rules()
        self.app.bell()
        self.notify(self.texts("new.rules.saved_since", name=name), severity="warning")
        return False

    @on(Button.Pressed, "#customise")
    def _customise_pressed(self) -> None:
        self.action_customise()

    def action_back(self) -> None:
        """Back home; names, rules or a target entered are dropped only if asked."""
        changed = self._entered() != self._as_opened
        leave_if_sure(self, self.texts, self.texts("new.discard"), changed=changed)
