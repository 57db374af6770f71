"""The deal form's taker, belote and announces fields: a and b pick the team, other keys the
player who bid, the points or the announces the team holds; a tap on a choice does what its
key does.

Letter keys a field does not use are left to bubble up, so the form's own keys (x for
coinche...) work from these fields too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.reactive import reactive

from coinche_score.i18n import ANNOUNCE_KEYS, Texts
from coinche_score.match import SEATS, seat_team
from coinche_score.rules import TEAMS, Announce, Team, other_team
from coinche_score.scoring import BELOTE_POINTS
from coinche_score.tui.deal_entry import TakerChoice
from coinche_score.tui.widgets.choice_picker import Choice, ChoicePicker, ChoiceRow, Option

#: Most belote points in one tout-atout deal: a belote in each of the four suits.
ALL_TRUMP_BELOTE_LIMIT = 4 * BELOTE_POINTS
#: The keys of the four seats at the taker field: 1 is seat 0, the first of team A.
SEAT_KEYS = tuple(str(seat + 1) for seat in range(SEATS))


class TakerField(ChoicePicker[TakerChoice]):
    """Who took: a team (a, b), or the player who bid (1-4, and so the team); or all passed.

    ``value`` is the team (or the choice "all passed"), ``bidder`` the seat when a player was
    picked.
    """

    bidder: reactive[int | None] = reactive(None)

    def __init__(
        self,
        choices: Sequence[Choice[TakerChoice]],
        seat_names: Sequence[str],
        value: TakerChoice | None,
        bidder: int | None,
        *,
        id: str | None = None,
    ) -> None:
        super().__init__(choices, value, id=id)
        self.seat_names = tuple(seat_names)
        self.set_reactive(TakerField.bidder, bidder)

    def choose_at(self, index: int | None, picked: bool) -> None:
        self.bidder = None  # the team alone
        super().choose_at(index, picked)

    def pick_seat(self, seat: int) -> None:
        """The player in ``seat`` took: their team, and them as the bidder."""
        self.choose_at(self._index_of(seat_team(seat)), picked=True)
        self.bidder = seat  # before the form reads the Changed just posted

    def pick_key(self, character: str) -> bool:
        if character in SEAT_KEYS:
            self.pick_seat(SEAT_KEYS.index(character))
            return True
        return super().pick_key(character)

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return (character or "") in SEAT_KEYS or super().check_consume_key(key, character)

    def options(self) -> list[Option]:
        players = [
            Option(name, key, seat == self.bidder, new_line=seat == 0)
            for seat, (key, name) in enumerate(zip(SEAT_KEYS, self.seat_names, strict=True))
        ]
        return [*super().options(), *players]

    def tap(self, index: int) -> None:
        if index < len(self.choices):
            super().tap(index)
        else:
            self.pick_seat(index - len(self.choices))


class BeloteField(ChoiceRow):
    """Belote points of each team: 20 for one team, or up to 80 in all in tout-atout."""

    @dataclass
    class Changed(Message):
        field: BeloteField

    points: reactive[dict[Team, int]] = reactive(lambda: {"A": 0, "B": 0}, layout=True)

    def __init__(
        self,
        texts: Texts,
        team_names: tuple[str, str],
        points: dict[Team, int],
        *,
        all_trump: bool = False,
        no_trump: bool = False,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.texts = texts
        self.team_names = team_names
        self.all_trump = all_trump
        #: At sans-atout there is no belote: one given is refused at once, where Save
        #: refused the deal (one held, entered before the trump, can still be taken back).
        self.no_trump = no_trump
        self.set_reactive(BeloteField.points, dict(points))

    def set_points(self, points: dict[Team, int]) -> None:
        self.points = dict(points)
        self.post_message(self.Changed(self))

    def add_for(self, team: Team) -> None:
        """One more belote for ``team``: on/off, or +20 up to the tout-atout limit."""
        if self._refused(self.points[team]):
            return
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
        if self._refused(sum(self.points.values())):
            return
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

    def _refused(self, held: int) -> bool:
        """Whether a belote given now is refused (at sans-atout, none ``held``), saying so."""
        if not self.no_trump or held:
            return False
        self.app.bell()
        self.notify(self.texts("deal.error.belote_no_trump"), severity="warning")
        return True

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

    def options(self) -> list[Option]:
        options = []
        for key, team, name in zip(("a", "b"), TEAMS, self.team_names, strict=True):
            held = self.points[team]
            options.append(Option(f"{name} {held}" if held else name, key, bool(held)))
        return options

    def trailer(self) -> Text:
        return Text("   " + self.texts("deal.belote.hint"), "dim")

    def tap(self, index: int) -> None:
        self.add_for(TEAMS[index])


class AnnouncesField(ChoiceRow):
    """The announces one team scores: a/b picks the team, digits add announces.

    With ``offer_kinds`` (set by the form for taps), the focused field shows each announce
    after its key, and ⌫, for a tap."""

    @dataclass
    class Changed(Message):
        field: AnnouncesField

    team: reactive[Team | None] = reactive(None, layout=True)
    kinds: reactive[tuple[Announce, ...]] = reactive((), layout=True)
    offer_kinds: reactive[bool] = reactive(False, layout=True)

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

    def pick_team(self, team: Team) -> None:
        self.team = team
        self.post_message(self.Changed(self))

    def add(self, kind: Announce) -> None:
        self.team = self.team or "A"
        self.set_announces(self.team, (*self.kinds, kind))

    def take_back(self) -> None:
        """The last announce entered is taken back."""
        self.set_announces(self.team, self.kinds[:-1])

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return (character or "").lower() in ("a", "b", *ANNOUNCE_KEYS)

    def on_key(self, event: events.Key) -> None:
        character = (event.character or "").lower()
        if character in ("a", "b"):
            self.pick_team("A" if character == "a" else "B")
        elif character in ANNOUNCE_KEYS:
            self.add(ANNOUNCE_KEYS[character])
        elif event.key == "backspace":
            self.take_back()
        elif event.key == "delete":
            self.set_announces(None, ())
        else:
            return
        event.stop()
        event.prevent_default()

    @property
    def kinds_offered(self) -> bool:
        return self.offer_kinds and self.has_focus

    def options(self) -> list[Option]:
        # The team's announces after its name, as the belote's points are.
        said = " + ".join(self.texts.announce_name(kind) for kind in self.kinds)
        teams = [
            Option(f"{name} {said}" if said and team == self.team else name, key, team == self.team)
            for key, team, name in zip(("a", "b"), TEAMS, self.team_names, strict=True)
        ]
        if not self.kinds_offered:
            return teams
        kinds = [
            Option(self.texts.announce_name(kind), key, new_line=number == 0)
            for number, (key, kind) in enumerate(ANNOUNCE_KEYS.items())
        ]
        return [*teams, *kinds, Option(self.texts.key_name("backspace"))]

    def tap(self, index: int) -> None:
        if index < len(TEAMS):
            self.pick_team(TEAMS[index])
        elif index - len(TEAMS) < len(ANNOUNCE_KEYS):
            self.add(list(ANNOUNCE_KEYS.values())[index - len(TEAMS)])
        else:
            self.take_back()
