"""The deal form's fields, built for typing fast: one key picks a choice, digits fill numbers.

Letter keys a field does not use are left to bubble up, so the form's own keys (b for belote,
x for coinche...) work from any field.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.reactive import reactive
from textual.validation import Function, Validator
from textual.widget import Widget
from textual.widgets import Input

from coinche_score.i18n import ANNOUNCE_KEYS, SLAM_KEYS, Texts
from coinche_score.rules import TEAMS, Announce, RuleSet, Team, other_team
from coinche_score.scoring import BELOTE_POINTS
from coinche_score.tui.deal_entry import allowed_contracts, is_allowed_contract

ValueT = TypeVar("ValueT")

#: Most belote points in one tout-atout deal: a belote in each of the four suits.
ALL_TRUMP_BELOTE_LIMIT = 4 * BELOTE_POINTS


@dataclass(frozen=True)
class Choice(Generic[ValueT]):
    value: ValueT
    label: str
    key: str
    #: Shown after the options when this choice is selected (e.g. the trump's name).
    name: str = ""


class ChoicePicker(Widget, Generic[ValueT], can_focus=True):
    """A row of choices; each has a key that picks it, and ← → move between them."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", "Previous", show=False),
        Binding("right", "step(1)", "Next", show=False),
    ]
    COMPONENT_CLASSES: ClassVar[set[str]] = {"choice-picker--selected", "choice-picker--key"}

    class Changed(Message):
        """A choice was made; ``by_key`` when it was picked with its own key."""

        def __init__(self, picker: ChoicePicker[Any], by_key: bool) -> None:
            super().__init__()
            self.picker = picker
            self.by_key = by_key

        @property
        def control(self) -> ChoicePicker[Any]:
            return self.picker

    selected: reactive[int | None] = reactive(None)

    def __init__(
        self,
        choices: Sequence[Choice[ValueT]],
        value: ValueT | None = None,
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        self.choices = tuple(choices)
        self.set_reactive(ChoicePicker.selected, self._index_of(value))

    def _index_of(self, value: ValueT | None) -> int | None:
        for index, choice in enumerate(self.choices):
            if choice.value == value:
                return index
        return None

    @property
    def value(self) -> ValueT | None:
        return None if self.selected is None else self.choices[self.selected].value

    def set_choices(self, choices: Sequence[Choice[ValueT]]) -> None:
        """New labels for the same number of choices; the selection stays."""
        self.choices = tuple(choices)
        self.refresh()

    def select(self, value: ValueT | None, by_key: bool = False) -> None:
        self._choose(self._index_of(value), by_key)

    def _choose(self, index: int | None, by_key: bool) -> None:
        self.selected = index
        self.post_message(self.Changed(self, by_key))

    def pick_key(self, character: str) -> bool:
        """Pick the choice whose key this is, as if typed here; False if there is none."""
        index = next((i for i, c in enumerate(self.choices) if c.key == character), None)
        if index is not None:
            self._choose(index, by_key=True)
        return index is not None

    def action_step(self, step: int) -> None:
        start = -1 if step > 0 else 0
        current = self.selected if self.selected is not None else start
        self._choose((current + step) % len(self.choices), by_key=False)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return any(
            choice.key and choice.key == (character or "").lower() for choice in self.choices
        )

    def on_key(self, event: events.Key) -> None:
        character = (event.character or "").lower()
        if character and self.pick_key(character):
            event.stop()
            event.prevent_default()

    def render(self) -> Text:
        selected_style = self.get_component_rich_style("choice-picker--selected")
        key_style = self.get_component_rich_style("choice-picker--key")
        text = Text(no_wrap=True, overflow="ellipsis")
        for index, choice in enumerate(self.choices):
            is_selected = index == self.selected
            if choice.key != choice.label:
                text.append(" ")
                text.append(choice.key, key_style)
            # A choice that is its own key (the first dealer's 1-4) takes no more room than that.
            text.append(marked(choice.label, is_selected), selected_style if is_selected else "")
        if self.selected is not None and self.choices[self.selected].name:
            # Shortened to the room left, so that it is never cut off without a sign.
            room = self.size.width - text.cell_len - 2
            text.append("  " + ellipsised(self.choices[self.selected].name, room))
        return text


def marked(label: str, selected: bool) -> str:
    """`` label `` or ``[label]``: the choice made is seen without colour too (NO_COLOR)."""
    return f"[{label}]" if selected else f" {label} "


def ellipsised(text: str, width: int) -> str:
    """``text``, or as much of it as fits in ``width`` cells ending with an ellipsis."""
    if len(text) <= width:
        return text
    return text[: max(width - 1, 0)] + "…"


class BeloteField(Widget, can_focus=True):
    """Belote points of each team: 20 for one team, or up to 80 in all in tout-atout."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"choice-picker--selected", "choice-picker--key"}

    class Changed(Message):
        def __init__(self, field: BeloteField) -> None:
            super().__init__()
            self.field = field

    points: reactive[dict[Team, int]] = reactive(lambda: {"A": 0, "B": 0})

    def __init__(
        self,
        texts: Texts,
        team_names: tuple[str, str],
        points: dict[Team, int],
        *,
        all_trump: bool = False,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.texts = texts
        self.team_names = team_names
        self.all_trump = all_trump
        self.set_reactive(BeloteField.points, dict(points))

    def set_points(self, points: dict[Team, int]) -> None:
        self.points = dict(points)
        self.post_message(self.Changed(self))

    def add_for(self, team: Team) -> None:
        """One more belote for ``team``: on/off, or +20 up to the tout-atout limit."""
        points = dict(self.points)
        if self.all_trump:
            room = ALL_TRUMP_BELOTE_LIMIT - sum(points.values())
            points[team] = points[team] + BELOTE_POINTS if room > 0 else 0
        else:
            points = {t: 0 for t in TEAMS}
            points[team] = 0 if self.points[team] else BELOTE_POINTS
        self.set_points(points)

    def cycle(self, taker: Team) -> None:
        """None -> the taker's belote -> the defence's -> none (one key from any field)."""
        defence = other_team(taker)
        if not any(self.points.values()):
            points = {taker: BELOTE_POINTS, defence: 0}
        elif self.points[taker] and not self.points[defence]:
            points = {taker: 0, defence: BELOTE_POINTS}
        else:
            points = {"A": 0, "B": 0}
        self.set_points(points)

    def clear(self) -> None:
        self.set_points({"A": 0, "B": 0})

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return (character or "").lower() in ("a", "b", "0")

    def on_key(self, event: events.Key) -> None:
        character = (event.character or "").lower()
        if character in ("a", "b"):
            self.add_for("A" if character == "a" else "B")
        elif event.key in ("0", "backspace", "delete"):
            self.clear()
        else:
            return
        event.stop()
        event.prevent_default()

    def render(self) -> Text:
        points = [self.points[team] for team in TEAMS]
        labels = [
            f"{name} {held}" if held else name
            for name, held in zip(self.team_names, points, strict=True)
        ]
        text = team_choices(self, labels, [bool(held) for held in points])
        hint = "   " + self.texts("deal.belote.hint")
        if text.cell_len + len(hint) <= self.size.width:  # whole, or not at all
            text.append(hint, "dim")
        return text


def team_choices(widget: Widget, labels: list[str], selected: list[bool]) -> Text:
    """The "a <team A>  b <team B>" row of the belote and announces fields."""
    selected_style = widget.get_component_rich_style("choice-picker--selected")
    key_style = widget.get_component_rich_style("choice-picker--key")
    text = Text(no_wrap=True, overflow="ellipsis")
    for key, label, is_selected in zip(("a", "b"), labels, selected, strict=True):
        text.append(" ")
        text.append(key, key_style)
        text.append(marked(label, is_selected), selected_style if is_selected else "")
    return text


class AnnouncesField(Widget, can_focus=True):
    """The announces one team scores: a/b picks the team, digits add announces."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"choice-picker--selected", "choice-picker--key"}

    class Changed(Message):
        def __init__(self, field: AnnouncesField) -> None:
            super().__init__()
            self.field = field

    team: reactive[Team | None] = reactive(None)
    kinds: reactive[tuple[Announce, ...]] = reactive(())

    def __init__(
        self,
        texts: Texts,
        team_names: tuple[str, str],
        team: Team | None,
        kinds: Sequence[Announce],
        *,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.texts = texts
        self.team_names = team_names
        self.set_reactive(AnnouncesField.team, team)
        self.set_reactive(AnnouncesField.kinds, tuple(kinds))

    def set_announces(self, team: Team | None, kinds: Sequence[Announce]) -> None:
        self.team = team if kinds else None
        self.kinds = tuple(kinds)
        self.post_message(self.Changed(self))

    def announces_of(self, team: Team) -> tuple[Announce, ...]:
        return self.kinds if team == self.team else ()

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return (character or "").lower() in ("a", "b", *ANNOUNCE_KEYS)

    def on_key(self, event: events.Key) -> None:
        character = (event.character or "").lower()
        if character in ("a", "b"):
            self.team = "A" if character == "a" else "B"
            self.post_message(self.Changed(self))
        elif character in ANNOUNCE_KEYS:
            self.team = self.team or "A"
            self.set_announces(self.team, (*self.kinds, ANNOUNCE_KEYS[character]))
        elif event.key == "backspace":
            self.set_announces(self.team, self.kinds[:-1])
        elif event.key == "delete":
            self.set_announces(None, ())
        else:
            return
        event.stop()
        event.prevent_default()

    def render(self) -> Text:
        text = team_choices(self, list(self.team_names), [team == self.team for team in TEAMS])
        # The keys are shown under the form while this field has the focus.
        if self.kinds:
            text.append(" " + " + ".join(self.texts.announce_name(k) for k in self.kinds))
        return text


class NumberInput(Input):
    """Digits only; any other printable key is left to the form's bindings."""

    def __init__(
        self,
        value: str = "",
        *,
        max_length: int = 3,
        validators: Iterable[Validator] | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(
            value,
            restrict=r"\d*",
            max_length=max_length,
            validators=validators,
            compact=True,
            valid_empty=True,
            id=id,
            classes=classes,
        )

    def check_consume_key(self, key: str, character: str | None) -> bool:
        # Textual drops the screen's bindings for the keys a focused input takes: only digits.
        return character is not None and character.isdigit()

    def on_key(self, event: events.Key) -> None:
        if event.is_printable and not (event.character or "").isdigit():
            # Skip Input's own handler (which would swallow it); let it bubble to bindings.
            event.prevent_default()


class ContractInput(NumberInput):
    """The bid: digits, or c for capot and g for générale where the rules allow them.

    Posts :class:`Completed` as soon as what is typed can only be one bid, so that the form
    moves on without a Tab.
    """

    class Completed(Message):
        """The bid is whole; ``then``: the trump key that ended it, for the trump field."""

        def __init__(self, then: str | None = None) -> None:
            super().__init__()
            self.then = then

    class Unfinished(Message):
        """A trump key came after digits that are no bid, even with a 0 added: refused."""

        def __init__(self, typed: str) -> None:
            super().__init__()
            self.typed = typed

    def __init__(
        self,
        rules: RuleSet,
        texts: Texts,
        value: str = "",
        *,
        trump_keys: Collection[str] = (),
        id: str | None = None,
    ) -> None:
        # Set first: Input's constructor assigns the value, which calls watch_value.
        self._bids = [str(bid) for bid in rules.numeric_bids()]
        self.trump_keys = frozenset(trump_keys)
        self._ending_bid = False
        self.texts = texts
        bid = Function(
            lambda typed: is_allowed_contract(typed, rules, texts),
            allowed_contracts(rules, texts),
        )
        super().__init__(value, validators=[bid], id=id)
        self.max_length = max(len(bid) for bid in self._bids)
        allowed = {"capot": rules.capot_bid, "generale": rules.generale_bid}
        slams = "".join(
            f", {key} {texts.contract_name(slam).lower()}"
            for key, slam in SLAM_KEYS.items()
            if allowed[str(slam)]
        )
        self.placeholder = texts(
            "deal.contract.placeholder", low=self._bids[0], high=self._bids[-1], slams=slams
        )

    def check_consume_key(self, key: str, character: str | None) -> bool:
        character = (character or "").lower()
        return (
            super().check_consume_key(key, character)
            or character in SLAM_KEYS
            or (character in self.trump_keys and self.value.isdigit())
        )

    def on_key(self, event: events.Key) -> None:
        # Textual then runs NumberInput's and Input's handlers, unless the default is prevented.
        character = (event.character or "").lower()
        if character in self.trump_keys and self.value.isdigit():
            # The digits end where the trump is named (French c is cœur here, not capot).
            event.stop()
            event.prevent_default()
            self._end_bid(character)
        elif character in SLAM_KEYS:
            event.stop()
            event.prevent_default()
            slam = SLAM_KEYS[character]
            assert isinstance(slam, str)
            self.value = self.texts.slam_name(slam)
            self.cursor_position = len(self.value)
            self.post_message(self.Completed())
        elif character.isdigit() and not self.value.isdigit():
            self.value = ""  # a digit replaces a slam's name

    def _end_bid(self, trump_key: str) -> None:
        """``11`` then a trump: 110 (a 0 added), if that is a bid; else refused at once."""
        typed = self.value
        for bid in (typed, typed + "0"):
            if bid in self._bids:
                self._ending_bid = True  # Completed is posted below, with the trump key
                self.value = bid
                self._ending_bid = False
                self.cursor_position = len(bid)
                self.post_message(self.Completed(then=trump_key))
                return
        self.post_message(self.Unfinished(typed))

    def watch_value(self, value: str) -> None:
        complete = value in self._bids and not any(
            bid != value and bid.startswith(value) for bid in self._bids
        )
        if complete and self.is_mounted and self.has_focus and not self._ending_bid:
            self.post_message(self.Completed())
