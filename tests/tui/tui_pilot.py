"""Driving the app as a player would: keys, or taps (a tap is a mouse click), at 80x24 unless
a test says otherwise."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from textual import events
from textual.app import App
from textual.errors import NoWidget
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget

from coinche_score.i18n import Language, Texts
from coinche_score.match import Match
from coinche_score.rules import PRESETS, preset
from coinche_score.store import Store
from coinche_score.tui.app import SEVERITY_MARKS, CoincheApp
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.widgets.choice_picker import ChoiceRow
from coinche_score.tui.widgets.key_bar import KeyLines, Place
from coinche_score.tui.widgets.row_table import RowTable

AnyScreen = TypeVar("AnyScreen", bound=Screen[Any])

SMALL = (80, 24)
#: A phone held upright: 40 columns, 30 lines.
PHONE = (40, 30)
#: Tab presses from the first team name to the target field of the new-match screen.
TABS_TO_TARGET = 7


class NoKeys(Pilot[None]):
    """A pilot that refuses keys: what it does, it does by taps."""

    async def press(self, *keys: str) -> None:
        raise AssertionError(f"a key in a test of taps only: {keys}")


def warned(words: str) -> str:
    """A warning's notice as shown: its mark, then its words."""
    return SEVERITY_MARKS["warning"] + words


def refused(words: str) -> str:
    """An error's notice as shown: its mark, then its words."""
    return SEVERITY_MARKS["error"] + words


def keys(typed: str) -> list[str]:
    """``"n a 1 1 0 enter"`` -> the key names Pilot.press takes."""
    return typed.split()


def typed(text: str) -> list[str]:
    """The keys that type ``text`` in a field, a character each (``-`` is named "minus")."""
    return ["minus" if character == "-" else character for character in text]


def make_app(data_dir: Path, language: Language = "en") -> CoincheApp:
    return CoincheApp(Store(data_dir), Texts(language))


async def create_match(
    pilot: Pilot[None],
    preset: str = "classic",
    target: int | None = None,
    players: tuple[str, str, str, str] | None = None,
) -> None:
    """From the home screen: n, (players), (target), the preset, ctrl+s."""
    await pilot.press("n")
    await pilot.pause()
    await pilot.press("tab")  # team B
    if players is not None:
        for name in players:
            await pilot.press("tab", *name)
        await pilot.press("tab", "tab")  # first dealer, target
    else:
        await pilot.press(*["tab"] * (TABS_TO_TARGET - 1))
    assert pilot.app.focused is not None and pilot.app.focused.id == "target"
    if target is not None:
        await pilot.press(*str(target))
    await pilot.press("tab", *["down"] * list(PRESETS).index(preset), "ctrl+s")
    await pilot.pause()


def save_new_match(
    data_dir: Path,
    preset_name: str = "classic",
    target: int | None = None,
    players: tuple[str, str, str, str] | None = None,
    language: Language = "en",
) -> None:
    """The match :func:`create_match` makes on the new-match screen, saved before the app
    starts, which opens it on its score sheet as a match in progress (:func:`on_the_sheet`):
    for the tests whose subject is not making a match, 0.7 s of CPU less than typing it."""
    rules = preset(preset_name)
    texts = Texts(language)
    match = Match(
        rules=rules,
        target=rules.default_target if target is None else target,
        team_names=(texts("team.default.A"), texts("team.default.B")),
        players=players,
    )
    Store(data_dir).create(match).close()


async def on_the_sheet(pilot: Pilot[None]) -> None:
    """Until the app shows the score sheet of the match it opened at its start, drawn (as
    :func:`create_match` leaves it)."""
    await until(pilot, lambda: isinstance(pilot.app.screen, ScoreSheetScreen))
    await pilot.pause()


async def until(pilot: Pilot[None], condition: Callable[[], bool], seconds: float = 5.0) -> None:
    """Pause until ``condition`` holds (what the app does after a refresh or in a worker
    lands a little later than the keys that asked for it); fails after ``seconds``."""
    for _ in range(int(seconds / 0.01)):
        if condition():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"still not true after {seconds} s: {condition}")


async def on_screen(pilot: Pilot[None], kind: type[AnyScreen]) -> AnyScreen:
    """Until the screen on top is a ``kind``; that screen."""
    await until(pilot, lambda: isinstance(pilot.app.screen, kind))
    screen = pilot.app.screen
    assert isinstance(screen, kind)
    return screen


def saved_match(data_dir: Path) -> Match:
    """The one match in the folder, as the store reads it from disk."""
    summaries, damaged = Store(data_dir).scan()
    assert not damaged and len(summaries) == 1
    return Store(data_dir).read(summaries[0].id).match


def match_files(data_dir: Path) -> dict[str, bytes]:
    """Every saved match file and its bytes, to prove nothing was written."""
    return {path.name: path.read_bytes() for path in sorted(data_dir.glob("*.json"))}


async def tap(
    pilot: Pilot[None], widget: Widget, label: str | None = None, *, changes: bool = True
) -> None:
    """A tap on ``widget``; on a row of choices, on its choice ``label``. A key of a pad goes
    through the queue of keys first: waited for until it ``changes`` something."""
    app = pilot.app

    def seen() -> tuple[object, ...]:
        focused = app.focused
        return (app.screen, focused, getattr(focused, "value", None), len(app._notifications))

    await pilot.pause()  # the screen as the player sees it, laid out
    await in_place(pilot, widget)
    before = seen()
    offset = (0, 0)
    if isinstance(widget, ChoiceRow):
        labels = [option.label for option in widget.options()]
        assert label in labels, (label, labels)
        index = labels.index(label)
        # A screen just shown may not be drawn yet (a busy machine): a finger taps what it sees.
        await until(pilot, lambda: widget.offset_of(index) is not None)
        middle = widget.offset_of(index)
        assert middle is not None
        offset = (middle.x, middle.y)
    # A finger taps the widget it sees there: not a bar or a pad drawn over it a moment more.
    await until(pilot, lambda: under(pilot, widget, offset) is widget)
    await pilot.click(widget, offset=offset)
    await pilot.pause()
    if changes and isinstance(widget, ChoiceRow) and not widget.can_focus:
        await until(pilot, lambda: seen() != before)


def under(pilot: Pilot[None], widget: Widget, offset: tuple[int, int]) -> Widget | None:
    """The widget drawn at ``offset`` in ``widget``'s region, where a tap there lands."""
    x, y = widget.region.offset + offset
    try:
        return pilot.app.screen.get_widget_at(x, y)[0]
    except NoWidget:
        return None


async def in_place(pilot: Pilot[None], widget: Widget, seconds: float = 5.0) -> None:
    """Until ``widget`` is shown where it was a moment before: a screen just pushed may still
    be laid out again (a busy machine), and a tap goes where the widget is drawn, which the
    player sees; fails after ``seconds``."""
    last = widget.region
    for _ in range(int(seconds / 0.02)):
        await pilot.pause(0.02)
        if widget.region == last and last.area:
            return
        last = widget.region
    raise AssertionError(f"{widget} still moving after {seconds} s")


async def swipe_to(pilot: Pilot[None], widget: Widget) -> None:
    """The screen scrolled until ``widget`` is in sight, as a player's swipe does (a terminal
    app sends it as the mouse wheel, which Pilot has no call for), and laid out there."""
    widget.scroll_visible(animate=False)
    await in_place(pilot, widget)


async def tap_key(pilot: Pilot[None], action: str) -> None:
    """A tap on the entry of the screen's key bars that runs ``action`` (``new_deal``,
    ``app.command_palette`` for ^p...)."""
    bar, place = await key_place(pilot, action)
    await pilot.click(bar, offset=(place.start + 1, place.y))
    await pilot.pause()


async def key_place(pilot: Pilot[None], action: str) -> tuple[KeyLines, Place]:
    """The key bar, and the place in it, of the entry that runs ``action``."""

    def entry() -> tuple[KeyLines, Place] | None:
        for bar in pilot.app.screen.query(KeyLines):
            for place in bar.places:
                if place.entry.action == action:
                    return bar, place
        return None

    # A screen just shown lays out its keys after its first refresh, and again when what it
    # shows changes its bindings: tapped where the entry stays from one refresh to the next.
    found = None
    for _ in range(500):
        await pilot.pause()
        seen = entry()
        if seen is not None and seen == found:
            break
        found = seen
    else:
        screen = pilot.app.screen
        shown = [place.entry.action for bar in screen.query(KeyLines) for place in bar.places]
        raise AssertionError(f"no key bar entry runs {action!r} where it stays: {shown}")
    return seen


async def tap_row(pilot: Pilot[None], table: RowTable, index: int) -> None:
    """A tap on row ``index`` of ``table``, which is in view."""
    await pilot.pause()
    y = 1 + index - round(table.scroll_y)  # under the titles
    assert 1 <= y < table.size.height, (index, table.scroll_y, table.size)
    await pilot.click(table, offset=(2, y))
    await pilot.pause()


def terminal_tap(x: int, y: int) -> list[events.Event]:
    """A press and a release at ``x, y`` of the screen, made as the terminal's driver makes
    them: handed over by :func:`as_the_terminal`, they go through the app's ``on_event``,
    which Pilot's clicks skip."""
    kinds = (events.MouseDown, events.MouseUp)
    return [kind(None, x, y, 0, 0, 1, False, False, False, x, y) for kind in kinds]


def as_the_terminal(app: App[Any], sent: list[events.Event]) -> None:
    """``sent`` handed to the app at once, as its driver hands what the terminal sends."""
    assert app._driver is not None
    for event in sent:
        event.set_sender(app)
        app._driver.send_message(event)
