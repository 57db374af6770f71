"""The deal form on a phone (issue 19): 40 columns and up, every action by a tap, the keys as
they were; and the bidder's seat at the taker (issue 20)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from fits import assert_fits, shown_text
from test_table import COMMON_DEALS, readme_taps
from textual.pilot import Pilot
from textual.widgets import Button, Input, Label
from tui_pilot import PHONE, SMALL, keys, make_app, on_the_sheet, save_new_match, tap, until

from coinche_score.i18n import LANGUAGES, Language, Texts
from coinche_score.match import Match
from coinche_score.rules import Announce, Coinche, Trump, preset
from coinche_score.scoring import Deal, TeamAnnounces, TeamBelote
from coinche_score.store import Store
from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.dialogs import ConfirmScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.widgets.choice_picker import ChoicePicker, ChoiceRow
from coinche_score.tui.widgets.digit_pad import DigitPad
from coinche_score.tui.widgets.team_fields import AnnouncesField, BeloteField, TakerField

SIZES = [(40, 20), (50, 30), (60, 20), SMALL]
#: The longest names a match takes (40 characters), for seats and teams alike.
LONG = "Les Très Grands Champions de la Coinche!"
PLAYERS = ("Alice", "Bruno", "Chloé", "David")
KNOWN = Deal(taker="B", contract=100, trump=Trump.CLUBS, taker_points=120, bidder=3)


def saved_deals(data_dir: Path) -> tuple[Deal, ...]:
    summaries, _ = Store(data_dir).scan()
    return Store(data_dir).read(summaries[0].id).match.deals


def write_match(
    data_dir: Path,
    names: tuple[str, str] = ("Nous", "Eux"),
    players: tuple[str, str, str, str] | None = PLAYERS,
) -> None:
    """A match with announces and a deal to correct: the fullest form."""
    match = Match(
        rules=preset("ffb"), target=2000, team_names=names, players=players, deals=[KNOWN]
    )
    Store(data_dir).create(match).close()


def form_of(pilot: Pilot[None]) -> DealFormScreen:
    form = pilot.app.screen
    assert isinstance(form, DealFormScreen)
    return form


async def open_form(pilot: Pilot[None], mode: str) -> DealFormScreen:
    await pilot.pause()
    await pilot.press("n" if mode == "new" else "e")
    await pilot.pause()
    return form_of(pilot)


@asynccontextmanager
async def form_on(
    data_dir: Path,
    size: tuple[int, int] = SMALL,
    mode: str = "new",
    language: Language = "en",
    names: tuple[str, str] = ("Nous", "Eux"),
    players: tuple[str, str, str, str] | None = PLAYERS,
) -> AsyncIterator[tuple[Pilot[None], DealFormScreen]]:
    """The form of :func:`write_match`'s match open (a new deal, or the correction)."""
    write_match(data_dir, names, players)
    app = make_app(data_dir, language)
    async with app.run_test(size=size) as pilot:
        yield pilot, await open_form(pilot, mode)


# ------------------------------------------------------------------ fitting the screen
@pytest.mark.parametrize(
    ("size", "mode"),
    [((40, 20), "new"), ((40, 20), "correction"), (PHONE, "correction")],  # taller than the screen
    ids=["40x20-new", "40x20-correction", "40x30-correction"],
)
async def test_the_deal_form_opens_at_its_top_and_stays_there(
    data_dir: Path, size: tuple[int, int], mode: str
) -> None:
    """Textual's own first focus, before the first layout, slid the form down to the taker
    as if it were out of sight: a correction on a phone lost its title, and a tap made while
    it slid landed on another field."""
    async with form_on(data_dir, size, mode, "fr") as (pilot, form):
        await pilot.wait_for_scheduled_animations()
        body = form.query_one("#deal-form")
        assert body.max_scroll_y > 0  # taller than the screen: it could slide
        assert body.scroll_y == 0
        assert form.focused is form.query_one(TakerField)
        assert form.query_one("#deal-title").region.area  # in sight


@pytest.mark.parametrize("mode", ["new", "correction"])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_the_deal_form_fits_and_shows_every_choice(
    data_dir: Path, size: tuple[int, int], language: Language, mode: str
) -> None:
    async with form_on(data_dir, size, mode, language) as (pilot, form):
        assert_fits(pilot)
        # Every choice in sight, none cut: the rows wrap.
        for row in form.query(ChoiceRow):
            assert "…" not in shown_text(row), row


@pytest.mark.parametrize("mode", ["new", "correction"])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
async def test_long_names_are_cut_with_a_mark_and_read_whole_on_focus(
    data_dir: Path, size: tuple[int, int], language: Language, mode: str
) -> None:
    players = (LONG, "B", LONG.lower(), "D")
    async with form_on(data_dir, size, mode, language, (LONG, LONG.upper()), players) as (
        pilot,
        form,
    ):
        assert_fits(pilot)
        for row in (form.query_one("#belote"), form.query_one("#renonce")):
            row.focus()
            await pilot.pause()
            assert_fits(pilot)
            text = "".join(shown_text(row).split())
            assert "".join(LONG.split()) in text and "".join(LONG.upper().split()) in text


@pytest.mark.parametrize("width, above", [(40, True), (59, True), (60, False), (80, False)])
async def test_below_60_columns_each_label_is_above_its_field(
    data_dir: Path, width: int, above: bool
) -> None:
    async with form_on(data_dir, (width, 24)) as (_, form):
        for field in (form.query_one(f) for f in ("#taker", "#contract", "#taker-points")):
            row = next(node for node in field.ancestors if node.has_class("field-row"))
            label = row.query_one(".field-label", Label)
            assert (label.region.y < field.region.y) is above, field
            assert (label.region.y == field.region.y) is not above, field


# ---------------------------------------------------------------------------- taps
async def test_a_tap_on_a_choice_picks_it_and_moves_on_as_its_key_does(data_dir: Path) -> None:
    """The issue's tester tapped the taker ten times: the row took the focus, nothing more."""
    async with form_on(data_dir) as (pilot, form):
        app = pilot.app
        taker = form.query_one(TakerField)
        await tap(pilot, taker, "Eux")
        assert (taker.value, taker.bidder) == ("B", None)
        assert app.focused is form.query_one("#contract")
        await tap(pilot, taker, "Chloé")  # a player: the team with them
        assert (taker.value, taker.bidder) == ("A", 2)
        await tap(pilot, taker, "Eux")  # the team alone again
        assert (taker.value, taker.bidder) == ("B", None)
        trump = form.query_one("#trump", ChoicePicker)
        await tap(pilot, trump, "♣")
        assert trump.value is Trump.CLUBS
        assert app.focused is form.query_one("#taker-points")


@pytest.mark.parametrize(
    "row, label, value, none",
    [
        ("#coinche", "Surcoinched", Coinche.SURCOINCHE, Coinche.NONE),
        ("#all_tricks", "defence", "defence", "nobody"),
        ("#renonce", "Eux", "B", None),
    ],
)
async def test_a_second_tap_on_a_choice_made_takes_it_back(
    data_dir: Path, row: str, label: str, value: object, none: object
) -> None:
    async with form_on(data_dir) as (pilot, form):
        picker = form.query_one(row, ChoicePicker)
        await tap(pilot, picker, label)
        assert picker.value == value
        await tap(pilot, picker, label)
        assert picker.value == none


async def test_belote_and_announces_are_tapped_as_their_keys_are_typed(data_dir: Path) -> None:
    async with form_on(data_dir) as (pilot, form):
        belote = form.query_one(BeloteField)
        await tap(pilot, belote, "Eux")
        assert belote.points == {"A": 0, "B": 20}
        await tap(pilot, belote, "Eux 20")  # as b again: taken back
        assert belote.points == {"A": 0, "B": 0}
        announces = form.query_one(AnnouncesField)
        await tap(pilot, announces, "Nous")  # the tap shows the announces to tap
        await tap(pilot, announces, form.texts.announce_name(Announce.CENT))
        await tap(pilot, announces, form.texts.announce_name(Announce.TIERCE))
        await tap(pilot, announces, "⌫")
        assert (announces.team, announces.kinds) == ("A", (Announce.CENT,))


# ------------------------------------------------------------------------- the pad
def pad_keys(form: DealFormScreen) -> list[str] | None:
    """The keys the pad offers, or None when it is not shown."""
    pad = form.query_one(DigitPad)
    return [option.label for option in pad.options()] if pad.display else None


@pytest.mark.parametrize("language", LANGUAGES)
async def test_on_a_phone_the_pad_is_under_the_contract_and_the_points(
    data_dir: Path, language: Language
) -> None:
    texts = Texts(language)
    async with form_on(data_dir, PHONE, language=language) as (pilot, form):
        assert pad_keys(form) is None  # the taker has the focus
        await pilot.press("a")
        await pilot.pause()
        digits = [*"1234567890", "⌫"]
        # ffb: capot may be bid, générale not.
        assert pad_keys(form) == [*digits, texts.contract_name("capot").lower()]
        await pilot.press(*keys(f"8 0 {texts.trump_key(Trump.HEARTS)}"))
        await pilot.pause()
        assert pad_keys(form) == digits
        assert_fits(pilot)
        await pilot.press("tab")  # the defence's points: the pad too
        await pilot.pause()
        assert pad_keys(form) == digits
        await pilot.press("tab")
        await pilot.pause()
        assert pad_keys(form) is None


async def test_on_a_wide_screen_the_pad_comes_with_a_tap_and_goes_with_a_key(
    data_dir: Path,
) -> None:
    async with form_on(data_dir) as (pilot, form):
        await pilot.press("a")
        await pilot.pause()
        assert pad_keys(form) is None
        await tap(pilot, form.query_one("#contract"))
        assert pad_keys(form) is not None
        await pilot.press("9")
        await pilot.pause()
        assert pad_keys(form) is None


async def test_the_pad_types_as_the_keys_do(data_dir: Path) -> None:
    async with form_on(data_dir, PHONE) as (pilot, form):
        app = pilot.app
        await pilot.press("a")
        pad = form.query_one(DigitPad)
        contract = form.query_one("#contract", Input)
        await tap(pilot, pad, "1")
        await tap(pilot, pad, "⌫")
        assert contract.value == ""
        await tap(pilot, pad, "1")
        await tap(pilot, pad, "capot")  # capot, even after a digit (no trump key here)
        assert contract.value == form.texts.slam_name("capot")
        assert app.focused is form.query_one("#trump")  # a whole bid moves on, as typed
        contract.focus()
        await pilot.pause()
        for digit in "110":
            await tap(pilot, pad, digit)
        assert contract.value == "110"  # a digit replaces the slam, as typed
        contract.focus()
        await tap(pilot, pad, "capot")
        contract.focus()
        await tap(pilot, pad, "⌫")
        assert contract.value == ""  # a slam tapped by mistake is taken back at once
        await pilot.press("g")
        contract.focus()
        await pilot.press("backspace")
        assert contract.value == ""
        for digit in "110":
            await tap(pilot, pad, digit)
        assert app.focused is form.query_one("#trump")
        await pilot.press("h")
        await pilot.pause()
        for digit in "100":
            await tap(pilot, pad, digit)
        await tap(pilot, pad, "2", changes=False)  # three digits at most, as typed
        await tap(pilot, pad, "⌫")
        # The other side 162 minus them, as typed.
        assert form.query_one("#taker-points", Input).value == "10"
        assert form.query_one("#defence-points", Input).value == "152"


async def test_the_pad_types_at_the_end_of_the_number_wherever_the_field_was_tapped(
    data_dir: Path,
) -> None:
    """A tap on the field put its cursor where the finger landed, and the pad's 1 made 92 into
    192 or its ⌫ 92 into 2 (found by a walk through the app by taps): a pad adds to the end."""
    async with form_on(data_dir, PHONE) as (pilot, form):
        await pilot.press("a", *"110", "h")
        points = form.query_one("#taker-points", Input)
        await until(pilot, lambda: pilot.app.focused is points)
        pad = form.query_one(DigitPad)
        for digit in "92":
            await tap(pilot, pad, digit)
        points.cursor_position = 0  # as a tap at the start of the field leaves it
        await tap(pilot, pad, "⌫")
        assert points.value == "9"
        points.cursor_position = 0
        await tap(pilot, pad, "2")
        assert points.value == "92"


# --------------------------------------------------------------------- the buttons
async def test_save_and_cancel_are_buttons(data_dir: Path) -> None:
    async with form_on(data_dir, PHONE) as (pilot, form):
        app = pilot.app
        await tap(pilot, form.query_one("#deal-cancel", Button))  # nothing entered: closed
        assert isinstance(app.screen, ScoreSheetScreen)
        form = await open_form(pilot, "new")
        await tap(pilot, form.query_one(TakerField), "Bruno")
        await tap(pilot, form.query_one("#deal-cancel", Button))  # asks first, as Esc
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        await tap(pilot, form.query_one("#deal-save", Button))  # refused: not filled in
        assert isinstance(app.screen, DealFormScreen)
        await pilot.press(*keys("9 0 s 8 2"))
        await tap(pilot, form.query_one("#deal-save", Button))
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        wanted = Deal(taker="B", contract=90, trump=Trump.SPADES, taker_points=82, bidder=1)
        assert saved_deals(data_dir) == (KNOWN, wanted)


# ----------------------------------------------------------------- the common deals
#: Each common deal tapped from the sheet's "new deal" (one tap, the key bar's): the taps
#: in the form, and the deal saved. The README's "The common deals" gives their keys.
TAPPED_DEALS = [
    pytest.param(
        "taker A, 8, 0, trump hearts, 1, 0, 2, save",
        Deal(taker="A", contract=80, trump=Trump.HEARTS, taker_points=102),
        id="made",
    ),
    pytest.param(
        "taker B, 9, 0, trump spades, 7, 0, save",
        Deal(taker="B", contract=90, trump=Trump.SPADES, taker_points=70),
        id="failed",
    ),
    pytest.param(
        "taker A, 8, 0, trump hearts, 9, 2, coinche coinche, save",
        Deal(taker="A", contract=80, trump=Trump.HEARTS, taker_points=92, coinche=Coinche.COINCHE),
        id="coinched",
    ),
    pytest.param(
        "taker A, 1, 1, 0, trump hearts, 9, 2, belote A, save",
        Deal(taker="A", contract=110, trump=Trump.HEARTS, taker_points=92, belote=TeamBelote(A=20)),
        id="belote-for-the-taker",
    ),
    pytest.param(
        "taker A, 9, 0, trump hearts, 9, 2, belote B, save",
        Deal(taker="A", contract=90, trump=Trump.HEARTS, taker_points=92, belote=TeamBelote(B=20)),
        id="belote-for-the-defence",
    ),
    pytest.param(
        "taker A, 9, 0, trump hearts, 9, 2, announces A, announces tierce, save",
        Deal(
            taker="A",
            contract=90,
            trump=Trump.HEARTS,
            taker_points=92,
            announces=TeamAnnounces(A=(Announce.TIERCE,)),
        ),
        id="tierce",
    ),
    pytest.param(
        "taker B, capot, trump spades, all_tricks taker, save",
        Deal(taker="B", contract="capot", trump=Trump.SPADES, taker_points=162, all_tricks=True),
        id="capot",
    ),
    pytest.param(
        "seat 3, 9, 0, trump spades, 7, 0, save",
        Deal(taker="A", contract=90, trump=Trump.SPADES, taker_points=70, bidder=2),
        id="a-player-took",
    ),
    pytest.param("taker passed, save", Deal(taker=None), id="all-passed"),
]


def tap_target(form: DealFormScreen, tapped: str) -> tuple[str, str | None]:
    """``taker A`` -> the taker row and team A's name; ``8`` -> the pad's 8."""
    texts, match = form.texts, form.match
    field, _, what = tapped.partition(" ")
    if field == "save":
        return "#deal-save", None
    if not what:
        return "#digit-pad", texts.slam_name(field).lower() if field == "capot" else field
    words = {
        ("taker", "passed"): texts("deal.passed"),
        ("coinche", "coinche"): texts.coinche_name(Coinche.COINCHE),
        ("all_tricks", "taker"): texts("deal.all_tricks.taker"),
        ("announces", "tierce"): texts.announce_name(Announce.TIERCE),
    }
    if field == "seat":
        return "#taker", match.seat_name(int(what) - 1)
    if field == "trump":
        return "#trump", texts.trump_mark(Trump(what))
    return f"#{field}", words.get((field, what)) or match.team_name("A" if what == "A" else "B")


def test_each_deal_of_the_readme_is_tapped_here() -> None:
    """Each of the README's common deals is among TAPPED_DEALS, which replay its taps."""
    tapped = [param.values[1] for param in TAPPED_DEALS]
    assert all(deal in tapped for deal in COMMON_DEALS.values())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [PHONE, SMALL], ids=["40x30", "80x24"])
async def test_each_common_deal_takes_ten_taps_at_most(
    data_dir: Path, size: tuple[int, int], language: Language
) -> None:
    """The common deals one after the other in one match, far from its end."""
    save_new_match(data_dir, "belotepoint", target=9000, language=language)
    app = make_app(data_dir, language)
    async with app.run_test(size=size) as pilot:
        await on_the_sheet(pilot)
        saved: list[Deal] = []
        for param in TAPPED_DEALS:
            taps, deal = param.values
            assert isinstance(taps, str) and isinstance(deal, Deal)
            form = await open_form(pilot, "new")  # the sheet's tap
            sequence = taps.split(", ")
            if deal.bidder is None:  # a deal of the README's table: its tap count, and the
                assert 1 + len(sequence) == readme_taps(deal), param.id  # sheet's "new deal" tap
            assert 1 + len(sequence) <= 10, param.id
            for tapped in sequence:
                selector, label = tap_target(form, tapped)
                await tap(pilot, form.query_one(selector), label)
            await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
            saved.append(deal)
            assert saved_deals(data_dir) == tuple(saved), param.id


# ------------------------------------------------------------ the bidder's seat keys
async def test_at_the_taker_1_to_4_picks_the_player_and_a_b_the_team_alone(
    data_dir: Path,
) -> None:
    async with form_on(data_dir) as (pilot, form):
        taker = form.query_one(TakerField)
        await pilot.press("4")
        await pilot.pause()
        assert (taker.value, taker.bidder) == ("B", 3)
        assert "[David]" in shown_text(taker) and "[Eux]" in shown_text(taker)
        taker.focus()
        await pilot.press("a")
        await pilot.pause()
        assert (taker.value, taker.bidder) == ("A", None)
        assert "[" not in shown_text(taker).replace("[Nous]", "")


@pytest.mark.parametrize(
    "players, names",
    [(PLAYERS, PLAYERS), (None, ("Nous 1", "Eux 1", "Nous 2", "Eux 2"))],
    ids=["named", "unnamed"],
)
async def test_the_taker_offers_the_players_by_name(
    data_dir: Path, players: tuple[str, str, str, str] | None, names: tuple[str, ...]
) -> None:
    async with form_on(data_dir, language="fr", players=players) as (_, form):
        labels = [option.label for option in form.query_one(TakerField).options()]
        assert labels == ["Nous", "Eux", "passe", *names]


async def test_a_correction_keeps_the_bidder_unless_the_taker_changes(data_dir: Path) -> None:
    async with form_on(data_dir, mode="correction") as (pilot, form):
        taker = form.query_one(TakerField)
        assert taker.bidder == KNOWN.bidder
        assert "[Eux]" in shown_text(taker) and "[David]" in shown_text(taker)
        await pilot.press("tab", *keys("1 1 0 enter"))  # 110 now, typed over the 100
        await pilot.pause()
        assert saved_deals(data_dir) == (KNOWN.model_copy(update={"contract": 110}),)
        await open_form(pilot, "correction")
        await pilot.press("b", "enter")  # the team alone: nobody named
        await pilot.pause()
        assert saved_deals(data_dir)[0].bidder is None
