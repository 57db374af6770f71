"""The deal form's contract: a bid typed in digits, or a slam picked with its key."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from textual import events
from textual.message import Message
from textual.validation import Function

from coinche_score.i18n import SLAM_KEYS, Texts
from coinche_score.rules import RuleSet
from coinche_score.tui.deal_entry import allowed_contracts, is_allowed_contract
from coinche_score.tui.widgets.number_input import NumberInput, is_digit


class ContractInput(NumberInput):
    """The bid: digits, or c for capot and g for générale where the rules allow them.

    Posts :class:`Completed` as soon as what is typed can only be one bid, so that the form
    moves on without a Tab.
    """

    @dataclass
    class Completed(Message):
        """The bid is whole; ``then``: the trump key that ended it, for the trump field."""

        then: str | None = None

    @dataclass
    class Unfinished(Message):
        """A trump key came after digits that are no bid, even with a 0 added: refused."""

        typed: str

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
        #: The keys of the slams these rules let a player bid.
        self.slam_keys = [key for key, slam in SLAM_KEYS.items() if allowed[str(slam)]]
        slams = "".join(
            f", {key} {texts.contract_name(SLAM_KEYS[key]).lower()}" for key in self.slam_keys
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
        if self.ended and character.isdigit():
            return  # refused by NumberInput's handler, the bid left as it is
        if character in self.trump_keys and self.value.isdigit():
            # The digits end where the trump is named (French c is cœur here, not capot).
            event.stop()
            event.prevent_default()
            self._end_bid(character)
        elif character in SLAM_KEYS:
            event.stop()
            event.prevent_default()
            self.choose_slam(character)
        elif is_digit(character) and not self.value.isdigit():
            self.value = ""  # a digit replaces a slam's name

    def choose_slam(self, key: str) -> None:
        """The slam of ``key`` (c capot, g générale) as the bid, whatever was typed before."""
        slam = SLAM_KEYS[key]
        assert isinstance(slam, str)
        self.value = self.texts.slam_name(slam)
        self.cursor_position = len(self.value)
        self.post_message(self.Completed())

    def take_back(self) -> None:
        """The bid's last key taken back (a slam whole), the cursor after what is left."""
        self.cursor_position = len(self.value)
        self.action_delete_left()

    def replace(self, text: str, start: int, end: int) -> None:
        if not text and self.value and not self.value.isdigit():
            # A slam's name is one bid, which no digits field would take back a letter at a
            # time: ⌫ (or Delete) takes it all.
            self.value = ""
            return
        super().replace(text, start, end)

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
