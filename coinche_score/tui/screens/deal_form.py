"""Entering or correcting one deal: a modal form that returns the Deal, or None if cancelled.

Designed for the person with the pencil: from the score sheet, ``n a 1 1 0 h 9 2 b Enter``
records "team A took 110 at hearts, made 92 with the belote" (10 keys); ``1``-``4`` instead of
``a`` names the player who bid, by seat.  Picking the taker or the trump with its key, or
typing a complete bid, moves to the next field by itself.  Every
change reads the form as a deal (:mod:`~coinche_score.tui.deal_entry`, which checks it with
the core's ``check_deal``) and scores it in its place in the match for the live preview.

On a phone every action is a tap as well: a tap on a choice does what its key does, a pad of
keys comes under the contract and the points (below 60 columns, or after a tap), and Save and
Cancel are buttons.  Below 60 columns each label goes above its field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar
from weakref import WeakSet

from rich.cells import cell_len
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.screen import ModalScreen
from textual.validation import Function
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Static
from textual.widgets.button import ButtonVariant

from coinche_score.i18n import SLAM_KEYS, Texts
from coinche_score.i18n.sentences import FormMode, form_title, verdict
from coinche_score.match import SEATS, Match, MatchState
from coinche_score.rules import TEAMS, Announce, Coinche, RuleSet, Team, Trump, other_team
from coinche_score.scoring import CARD_POINTS_TOTAL, Deal, DealCode, InvalidDealError
from coinche_score.tui.deal_entry import (
    DEFENCE,
    NOBODY,
    PASSED,
    TAKER,
    DealDraft,
    all_tricks_of,
    allowed_contracts,
    contract_from_text,
    points_problem,
    read_draft,
)
from coinche_score.tui.help import key_hints
from coinche_score.tui.screens.dialogs import leave_if_sure
from coinche_score.tui.screens.in_sight import FocusedInSight
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.widgets.choice_picker import Choice, ChoicePicker
from coinche_score.tui.widgets.contract_input import ContractInput
from coinche_score.tui.widgets.digit_pad import DigitPad, PadKey
from coinche_score.tui.widgets.number_input import NumberInput
from coinche_score.tui.widgets.showing import reveal_error, show, show_error
from coinche_score.tui.widgets.team_fields import AnnouncesField, BeloteField, TakerField

#: Fields of the form, named as the core names them in InvalidDealError.field.
FIELDS = (
    "taker",
    "contract",
    "trump",
    "taker_points",
    "coinche",
    "all_tricks",
    "belote",
    "announces",
    "renonce",
)
#: The fields without a value until the player gives one.
REQUIRED_FIELDS = ("taker", "contract", "trump", "taker_points")
#: Below this width (a phone), each label is above its field and the number fields get a pad.
NARROW_BELOW = 60


class ScoresGlance(Widget):
    """The preview's scores on one line, "Preview: Us 110 · Them 52" ("—" without), cut to
    the width it is drawn at, after a resize too: the longer name with "…", never a score
    (not the defence's 500 cut to "5…")."""

    scores: reactive[dict[Team, int] | None] = reactive(None)

    def __init__(self, texts: Texts, match: Match, *, id: str) -> None:
        super().__init__(id=id)
        self.texts = texts
        self.names = {team: match.team_name(team) for team in TEAMS}

    def render(self) -> Text:
        names, room = dict(self.names), self.size.width
        while room and cell_len(self._line(names)) > room:
            longest = max(TEAMS, key=lambda team: cell_len(names[team]))
            if cell_len(names[longest]) <= 2:
                break  # a letter and "…" each: the rest is cut at the end
            shorter = Text(names[longest])
            shorter.truncate(cell_len(names[longest]) - 1, overflow="ellipsis")
            names[longest] = shorter.plain
        return Text(self._line(names), style="bold")

    def _line(self, names: Mapping[Team, str]) -> str:
        scores, said = self.scores, "—"
        if scores is not None:
            said = " · ".join(f"{names[team]} {scores[team]}" for team in TEAMS)
        return self.texts("deal.glance", preview=self.texts("deal.preview"), scores=said)


class DealFormScreen(StyledOnce, FocusedInSight, ModalScreen[Deal | None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "save", "Save", id="deal.save"),
        Binding("escape", "cancel", "Cancel", id="deal.cancel"),
        Binding("b", "belote", "Belote", id="deal.belote"),
        Binding("m", "announces", "Announces", id="deal.announces", show=False),
        Binding("x", "coinche", "Coinche", id="deal.coinche"),
        Binding("t", "all_tricks", "All tricks", id="deal.all_tricks"),
        Binding("r", "renonce", "Renonce", id="deal.renonce", show=False),
    ]
    # The taker is focused on mount, the form at its top: Textual's own first focus, made
    # before the first layout, scrolls to it as if it were out of sight (a correction on a
    # phone would slide three lines down, its title out of sight, a tap meanwhile on the
    # wrong field).
    AUTO_FOCUS = ""

    #: Whether the player's last input was a tap (then the pad is offered at any width).
    tapped: reactive[bool] = reactive(False, init=False)

    def __init__(
        self,
        texts: Texts,
        match: Match,
        state: MatchState,
        index: int,
        mode: FormMode,
        original: Deal | None = None,
    ) -> None:
        """``index`` is the 0-based position the deal has (or will have) in the match."""
        super().__init__()
        self.texts = texts
        self.match = match
        self.rules: RuleSet = match.rules
        self.index = index
        self.mode = mode
        self.original = original
        self.scored_position = state.counts(index, new=mode != "edit")
        self.show_all_errors = False
        # Set before the form is mounted, its classes cost nothing: set at its mount, each
        # would style every one of its widgets again (a sixth of opening it at 40x30).
        self.set_class(original is not None and original.thrown_in, "-thrown-in", update=False)
        self.set_class(self.app.size.width < NARROW_BELOW, "-narrow", update=False)
        self.fields = [f for f in FIELDS if f != "announces" or self.rules.announces]
        #: The points as typed before "all tricks" filled them in (taker's, defence's): back
        #: when nobody took them all again, unless other points were typed meanwhile.
        self._points_typed_before: tuple[str, str] | None = None

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        texts, match, rules = self.texts, self.match, self.rules
        original = self.original
        names = match.team_names
        with Vertical(id="deal-form"):
            title = form_title(texts, match, self.index, self.mode)
            yield Label(title, id="deal-title", markup=False)
            taker_value = None if original is None else (original.taker or PASSED)
            yield from self._row(
                "taker",
                TakerField(
                    [
                        Choice("A", names[0], "a"),
                        Choice("B", names[1], "b"),
                        Choice(PASSED, texts("deal.passed"), "p"),
                    ],
                    [match.seat_name(seat) for seat in range(SEATS)],
                    taker_value,
                    None if original is None else original.bidder,
                    id="taker",
                ),
            )
            contract = "" if original is None or original.contract is None else original.contract
            yield from self._row(
                "contract",
                ContractInput(
                    rules,
                    texts,
                    texts.contract_name(contract) if contract != "" else "",
                    trump_keys=[texts.trump_key(t) for t in rules.allowed_trumps()],
                    id="contract",
                ),
            )
            yield from self._row(
                "trump",
                ChoicePicker[Trump](
                    [
                        Choice(t, texts.trump_mark(t), texts.trump_key(t), texts.trump_name(t))
                        for t in rules.allowed_trumps()
                    ],
                    None if original is None else original.trump,
                    id="trump",
                ),
            )
            points = (
                "" if original is None or original.taker_points is None else original.taker_points
            )
            with Horizontal(classes="field-row"):
                yield Label(texts("deal.points"), classes="field-label")
                with Horizontal(id="points-fields"):
                    yield NumberInput(
                        str(points),
                        validators=[self._points_validator()],
                        id="taker-points",
                        classes="points",
                    )
                    yield Label(texts("deal.defence_points"), classes="field-aside")
                    defence = "" if points == "" else str(CARD_POINTS_TOTAL - int(points))
                    yield NumberInput(
                        defence,
                        validators=[self._points_validator()],
                        id="defence-points",
                        classes="points",
                    )
            yield Label("", classes="field-error", id="error-taker_points", markup=False)
            yield from self._row(
                "coinche",
                ChoicePicker[Coinche](
                    [Choice(c, texts.coinche_name(c), "") for c in Coinche],
                    Coinche.NONE if original is None else original.coinche,
                    tap_clears=True,
                    id="coinche",
                ),
            )
            yield from self._row(
                "all_tricks",
                ChoicePicker[str](
                    [
                        Choice(NOBODY, texts("no"), ""),
                        Choice(TAKER, texts("deal.all_tricks.taker"), ""),
                        Choice(DEFENCE, texts("deal.all_tricks.defence"), ""),
                    ],
                    NOBODY if original is None else all_tricks_of(original),
                    tap_clears=True,
                    id="all_tricks",
                ),
            )
            yield from self._row(
                "belote",
                BeloteField(
                    texts,
                    names,
                    {team: 0 if original is None else original.belote[team] for team in TEAMS},
                    all_trump=original is not None and original.trump is Trump.ALL_TRUMP,
                    no_trump=original is not None and original.trump is Trump.NO_TRUMP,
                    id="belote",
                ),
            )
            if rules.announces:
                announcing = [t for t in TEAMS if original is not None and original.announces[t]]
                team = announcing[0] if announcing else None
                kinds = () if original is None or team is None else original.announces[team]
                yield from self._row(
                    "announces", AnnouncesField(texts, names, team, kinds, id="announces")
                )
            yield from self._row(
                "renonce",
                # No letter keys: b is the belote's from any field, and a renonce, which gives
                # the deal away, is r (or ←→, or a tap), never a b meant for the belote.
                ChoicePicker[Team | None](
                    [
                        Choice(None, texts("none"), ""),
                        Choice("A", names[0], ""),
                        Choice("B", names[1], ""),
                    ],
                    None if original is None else original.renonce,
                    tap_clears=True,
                    id="renonce",
                ),
            )
            preview = Static("", id="deal-preview")
            preview.border_title = texts("deal.preview")
            yield preview
            yield Static(key_hints(texts, self), id="deal-keys")
            # Docked: always in sight, however far the fields above are scrolled.
            with Vertical(id="deal-bottom"):
                # On a phone the preview is far below the field typed in: its scores here.
                yield ScoresGlance(texts, self.match, id="deal-glance")
                pad = DigitPad(id="digit-pad")
                pad.display = False
                yield pad
                with Horizontal(id="deal-buttons"):
                    yield self._button(texts("binding.deal.save"), "deal-save", "primary")
                    yield self._button(texts("binding.deal.cancel"), "deal-cancel", "default")

    @staticmethod
    def _button(label: str, id: str, variant: ButtonVariant) -> Button:
        button = Button(label, variant, id=id, compact=True)
        # For taps only: Tab and the arrows go from field to field as before.
        button.can_focus = False
        return button

    def _points_validator(self) -> Function:
        texts = self.texts
        return Function(
            lambda typed: points_problem(typed, texts) is None, texts("deal.error.points")
        )

    def _row(self, field: str, widget: Widget) -> ComposeResult:
        with Horizontal(classes="field-row", id=f"{field}-row"):
            yield Label(self.texts(f"deal.{field}"), classes="field-label")
            yield widget
        yield Label("", classes="field-error", id=f"error-{field}", markup=False)

    def on_mount(self) -> None:
        self._initial_draft = self.draft()
        # Keys the pad typed, told apart from the keyboard's (held weakly: they are gone once
        # handled).
        self._pad_keys: WeakSet[events.Key] = WeakSet()
        self.app.message_signal.subscribe(self, self._input_seen, immediate=True)
        self.query_one("#taker").focus(scroll_visible=False)  # in sight: the form's top
        self.refresh_form()

    # ------------------------------------------------------------ taps and keys
    def _input_seen(self, message: Message) -> None:
        if isinstance(message, events.MouseDown):
            self.tapped = True
        elif isinstance(message, events.Key) and message not in self._pad_keys:
            self.tapped = False

    def on_resize(self, event: events.Resize) -> None:
        self.set_class(event.size.width < NARROW_BELOW, "-narrow")
        self._offer_taps()

    def watch_tapped(self) -> None:
        self._offer_taps()

    def _offer_taps(self) -> None:
        """The pad under a number field, and the announces to tap, on a phone or after a tap."""
        offered = self.tapped or self.has_class("-narrow")
        for field in self.query(AnnouncesField):
            field.offer_kinds = offered
        focused = self.focused
        pad = self.query_one(DigitPad)
        if offered and isinstance(focused, NumberInput):
            texts = self.texts

            def slams_of(field: NumberInput) -> list[PadKey]:
                slams = field.slam_keys if isinstance(field, ContractInput) else []
                return [PadKey(key, texts.contract_name(SLAM_KEYS[key]).lower()) for key in slams]

            contract = self.query_one("#contract", ContractInput)
            pad.show_keys(texts.key_name("backspace"), slams_of(focused), slams_of(contract))
        shown = offered and isinstance(focused, NumberInput)
        if shown != pad.display and focused is not None:
            # The pad takes room from the fields: the one typed in stays in sight.
            self.call_after_refresh(focused.scroll_visible, animate=False)
        pad.display = shown

    @on(DigitPad.Pressed)
    def _pad_pressed(self, event: DigitPad.Pressed) -> None:
        """The key tapped, typed into the focused field as the keyboard types it."""
        focused = self.focused
        if isinstance(focused, ContractInput) and event.key in SLAM_KEYS:
            focused.choose_slam(event.key)  # not the key: after digits, French c is cœur
            return
        if isinstance(focused, Input):
            # A pad adds to the number, wherever a tap on the field left its cursor.
            focused.cursor_position = len(focused.value)
        key = events.Key(event.key, event.key if event.key.isdigit() else None)
        # Sent by the app, as the terminal's keys are: a key bubbles up to the app's bindings
        # (⌫ is one), and never to its sender.
        key.set_sender(self.app)
        self._pad_keys.add(key)
        self.app.post_message(key)

    @on(Button.Pressed, "#deal-save")
    def _save_tapped(self) -> None:
        self.action_save()

    @on(Button.Pressed, "#deal-cancel")
    def _cancel_tapped(self) -> None:
        self.action_cancel()

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        # The announce keys need a whole line: shown above the others while they are entered,
        # unless the field shows them itself, for taps.
        keys = key_hints(self.texts, self)
        if isinstance(event.widget, AnnouncesField) and not event.widget.offer_kinds:
            keys = self.texts("deal.announces.hint")
        show(self.query_one("#deal-keys", Static), keys)
        self._offer_taps()

    # -------------------------------------------------------- moving on by itself
    @on(ChoicePicker.Changed, "#taker")
    def _taker_picked(self, event: ChoicePicker.Changed) -> None:
        self.set_class(event.picker.value == PASSED, "-thrown-in")
        if event.picked and event.picker.value != PASSED:
            self.query_one("#contract").focus()
        self.refresh_form()

    @on(ContractInput.Completed)
    def _contract_complete(self, event: ContractInput.Completed) -> None:
        trump = self.query_one("#trump", ChoicePicker)
        trump.focus()
        if event.then is not None:
            trump.pick_key(event.then)

    @on(ContractInput.Unfinished)
    def _contract_unfinished(self, event: ContractInput.Unfinished) -> None:
        allowed = allowed_contracts(self.rules, self.texts)
        message = self.texts("deal.error.unfinished_bid", typed=event.typed, allowed=allowed)
        show_error(self, "contract", message)
        self.app.bell()

    @on(ChoicePicker.Changed, "#trump")
    def _trump_picked(self, event: ChoicePicker.Changed) -> None:
        belote = self.query_one(BeloteField)
        belote.all_trump = event.picker.value is Trump.ALL_TRUMP
        belote.no_trump = event.picker.value is Trump.NO_TRUMP
        if event.picked:
            self.query_one("#taker-points").focus()
        self.refresh_form()

    @on(ChoicePicker.Changed, "#all_tricks")
    def _all_tricks_picked(self, event: ChoicePicker.Changed) -> None:
        taker_points = self.query_one("#taker-points", Input)
        defence_points = self.query_one("#defence-points", Input)
        shown: tuple[str, str] | None = None
        if event.picker.value != NOBODY:
            # Taking every trick means every card point: fill them in.
            if self._points_typed_before is None:
                self._points_typed_before = (taker_points.value, defence_points.value)
            taker = CARD_POINTS_TOTAL if event.picker.value == TAKER else 0
            shown = (str(taker), str(CARD_POINTS_TOTAL - taker))
        elif self._points_typed_before is not None:
            # Nobody after all: the points typed before are back, not left at 0 / 162.
            shown, self._points_typed_before = self._points_typed_before, None
        if shown is not None:
            with self.prevent(Input.Changed):
                taker_points.value, defence_points.value = shown
            for field in (taker_points, defence_points):
                field.cursor_position = len(field.value)  # typing goes on after them
        self.refresh_form()

    @on(Input.Changed, "#taker-points, #defence-points")
    def _points_typed(self, event: Input.Changed) -> None:
        # The points the player is typing decide the other side's: 162 minus them.
        if event.input.has_focus:
            self._points_typed_before = None  # these are the points now
            other_id = "#defence-points" if event.input.id == "taker-points" else "#taker-points"
            other = self.query_one(other_id, Input)
            value = event.value
            fits = value.isdigit() and int(value) <= CARD_POINTS_TOTAL
            other.value = str(CARD_POINTS_TOTAL - int(value)) if fits else ""
        self.refresh_form()

    @on(Input.Changed, "#contract")
    @on(ChoicePicker.Changed, "#coinche")
    @on(ChoicePicker.Changed, "#renonce")
    @on(BeloteField.Changed)
    @on(AnnouncesField.Changed)
    def _changed(self) -> None:
        self.refresh_form()

    @on(Input.Submitted)
    def _enter_in_a_field(self) -> None:
        self.action_save()

    # ------------------------------------------------------------------ keys
    def on_key(self, event: events.Key) -> None:
        """A key the trump did not take: a digit is the points' (the trump is left to choose),
        a letter that is no key of the form is refused; the keys after it go where they would
        have gone, as if it had picked a trump.  Backspace before a trump is picked takes the
        contract's last key back, as in the contract (a slam whole)."""
        trump = self.query_one("#trump", ChoicePicker)
        if self.focused is not trump:
            return
        character = event.character or ""
        if event.key == "backspace" and trump.value is None:
            contract = self.query_one("#contract", ContractInput)
            self.set_focus(contract)
            contract.call_later(contract.take_back)  # after its focus, which selects it all
        elif character.isdigit():
            points = self.query_one("#taker-points", NumberInput)
            self.set_focus(points)
            # Typed there after its focus (which selects what it holds), as the key would be.
            points.post_message(events.Key(event.key, character))
        elif character.isalpha() and event.key not in self.active_bindings:
            keys = ", ".join(f"{choice.key} {choice.label}" for choice in trump.choices)
            self._key_refused(self.texts("deal.error.trump_key", typed=character, keys=keys))
        else:
            return
        event.stop()

    def _key_refused(self, why: str) -> None:
        """A key the deal cannot take, refused at once, saying ``why``: it costs that key
        only (a coinche taken, then refused with the deal, would take two more keys to undo)."""
        self.app.bell()
        self.notify(why, severity="warning", markup=False)

    def action_belote(self) -> None:
        taker = self.query_one("#taker", ChoicePicker).value
        if taker in TEAMS:
            self.query_one(BeloteField).cycle(taker)  # refused at once at sans-atout
        else:
            show_error(self, "belote", self.texts("deal.error.belote_needs_taker"))

    def action_announces(self) -> None:
        """To the announces, the taker's team chosen: ``m 1`` is a tierce for the taker."""
        fields = self.query(AnnouncesField)
        taker = self.query_one("#taker", ChoicePicker).value
        if not fields:
            self._key_refused(self.texts("deal.error.no_announces"))
            if isinstance(self.focused, NumberInput):
                self.focused.end_number()  # the digits after m were announces, not points
            return
        field = fields.first()
        if field.team is None and taker in TEAMS:
            field.team = taker
        field.focus()

    def action_coinche(self) -> None:
        picker = self.query_one("#coinche", ChoicePicker)
        contract = contract_from_text(self.query_one("#contract", ContractInput).value, self.texts)
        unset = picker.value in (None, Coinche.NONE)
        if isinstance(contract, str) and not self.rules.capot_may_be_coinched and unset:
            refused = InvalidDealError(DealCode.SLAM_COINCHED, "coinche", contract=contract)
            self._key_refused(self.texts.deal_problem(refused))  # as the field would say it
            return
        picker.action_step(1)

    def action_all_tricks(self) -> None:
        """Nobody -> the taker -> the defence took every trick -> nobody."""
        self.query_one("#all_tricks", ChoicePicker).action_step(1)

    def action_renonce(self) -> None:
        """No renonce -> by the taker's team -> by the defence -> none."""
        picker = self.query_one("#renonce", ChoicePicker)
        taker = self.query_one("#taker", ChoicePicker).value
        if taker not in TEAMS:
            show_error(self, "renonce", self.texts("deal.error.belote_needs_taker"))
            return
        order: list[Team | None] = [None, taker, other_team(taker)]
        picker.select(order[(order.index(picker.value) + 1) % len(order)])

    def action_save(self) -> None:
        deal, errors = self.read_form()
        if deal is None:
            self.show_all_errors = True
            self.refresh_form(saving=True)
            self.app.bell()
            self.notify(self.texts("deal.refused", count=len(errors)), severity="error")
            # On a phone the first problem may be below the digit pad, out of sight.
            first = next((field for field in self.fields if field in errors), None)
            if first is not None:
                reveal_error(self, first)
            return
        self.dismiss(deal)

    def action_cancel(self) -> None:
        """Close the form; a deal with anything entered or changed is dropped only if asked."""
        leave_if_sure(self, self.texts, self.texts("deal.discard"), changed=self.changed)

    def draft(self) -> DealDraft:
        """The fields as the player left them."""
        return DealDraft(
            taker=self.query_one(TakerField).value,
            contract=self.query_one("#contract", ContractInput).value,
            trump=self.query_one("#trump", ChoicePicker).value,
            coinche=self.query_one("#coinche", ChoicePicker).value or Coinche.NONE,
            taker_points=self.query_one("#taker-points", Input).value,
            defence_points=self.query_one("#defence-points", Input).value,
            all_tricks=self.query_one("#all_tricks", ChoicePicker).value or NOBODY,
            renonce=self.query_one("#renonce", ChoicePicker).value,
            belote=self.query_one(BeloteField).points,
            announces=self._announces(),
            bidder=self.query_one(TakerField).bidder,
        )

    @property
    def changed(self) -> bool:
        return self.draft() != self._initial_draft

    # --------------------------------------------------------------- reading
    def read_form(self) -> tuple[Deal | None, dict[str, str]]:
        """The deal the form describes, or None and a message for each field in error."""
        return read_draft(self.draft(), self.rules, self.texts)

    def _announces(self) -> dict[Team, tuple[Announce, ...]]:
        fields = self.query(AnnouncesField)
        if not fields:
            return {"A": (), "B": ()}
        field = fields.first()
        return {team: field.announces_of(team) for team in TEAMS}

    # -------------------------------------------------------------- showing
    def refresh_form(self, *, saving: bool = False) -> None:
        """Each field's problem under it, the preview below.  ``saving``: the player is done
        typing, and a bid begun says its problem too."""
        deal, errors = self.read_form()
        contract_input = self.query_one("#contract", ContractInput)
        shown_errors = 0
        for field in self.fields:
            message = errors.get(field, "")
            if not self.show_all_errors and not self._touched(field):
                message = ""
            if field == "contract" and contract_input.has_focus and not saving:
                typed = contract_input.value
                if any(str(bid).startswith(typed) for bid in self.rules.numeric_bids()):
                    message = ""  # still typing a bid
            show_error(self, field, message)
            shown_errors += bool(message)
        filled_in = all(self._touched(field) for field in REQUIRED_FIELDS)
        self._show_preview(deal, refused=filled_in and bool(shown_errors))

    def _touched(self, field: str) -> bool:
        """Has the player entered something in this field yet?"""
        if field == "contract":
            return bool(self.query_one("#contract", Input).value)
        if field == "taker_points":
            return any(field.value for field in self.query(".points").results(Input)) or (
                self.query_one("#renonce", ChoicePicker).value is not None
            )
        if field in ("taker", "trump"):
            return self.query_one(f"#{field}", ChoicePicker).value is not None
        return True  # the other fields always hold a value

    def _show_glance(self, scores: Mapping[Team, int] | None) -> None:
        self.query_one(ScoresGlance).scores = None if scores is None else dict(scores)

    def _show_preview(self, deal: Deal | None, refused: bool) -> None:
        """The scores of the deal; else why there are none: unfinished, or refused above."""
        texts = self.texts
        preview = self.query_one("#deal-preview", Static)
        self._show_glance(None)
        if deal is None:
            if refused:
                show(preview, Text(texts("deal.preview.refused"), style="bold red"))
            else:
                show(preview, Text(texts("deal.preview.incomplete"), style="dim"))
            return
        if deal.taker is None:
            show(preview, texts("deal.preview.thrown_in"))
            return
        # As the sheet will have it: the deal that ends the match may be counted exactly.
        score = self.match.score_as(self.index, deal) if self.scored_position else None
        if score is None:
            show(preview, texts("deal.preview.unscored"))
            return
        self._show_glance(score.scores)
        text = Text(verdict(texts, self.match, deal, score), style="bold")
        for team in TEAMS:
            name = Text(self.match.team_name(team))
            name.truncate(10, overflow="ellipsis", pad=True)
            text.append(f"\n{name.plain} {score.scores[team]:>5}  ", "bold")
            text.append(texts.breakdown(score, team, labelled=True))
        show(preview, text)
