"""A key refused in the middle of typed-ahead input costs that key only (issue 19): the keys
after it go where they would have gone."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_table import burst
from textual.pilot import Pilot
from tui_pilot import SMALL, make_app, on_the_sheet, save_new_match, saved_match, until, warned

from coinche_score.rules import Trump
from coinche_score.scoring import Deal
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.deal_form import DealFormScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.widgets.team_fields import BeloteField


async def typed(pilot: Pilot[None], keys: str) -> None:
    """``keys`` in one burst, waited for until the app has handled the last of them (on a
    busy machine a burst takes longer than burst's own pauses)."""
    app = pilot.app
    assert isinstance(app, CoincheApp)
    await burst(pilot, keys)
    await until(pilot, lambda: not app._typed and app._drain_task is None)
    await pilot.pause()


async def test_a_trump_key_of_another_language_is_refused_and_the_points_after_it_kept(
    data_dir: Path,
) -> None:
    """In French the English h is no trump: it was dropped, silently, and the 92 after it."""
    save_new_match(data_dir, language="fr")
    app = make_app(data_dir, "fr")
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await typed(pilot, "n a 1 1 0 h 9 2")
        form = app.screen
        assert isinstance(form, DealFormScreen)
        draft = form.draft()
        assert (draft.contract, draft.trump, draft.taker_points) == ("110", None, "92")
        assert draft.defence_points == "70"
        assert app.focused is form.query_one("#taker-points")
        refused = warned("h ne choisit aucun atout : p ♠, c ♥, k ♦, t ♣")
        assert refused in [note.message for note in app._notifications]
        await typed(pilot, "shift+tab c enter")  # the trump chosen, as the player then does
        assert isinstance(app.screen, ScoreSheetScreen)
        wanted = Deal(taker="A", contract=110, trump=Trump.HEARTS, taker_points=92)
        assert saved_match(data_dir).deals == (wanted,)


async def test_announce_keys_after_a_refused_m_never_join_the_points(data_dir: Path) -> None:
    """Without announces, m is refused: the 1 after it (a tierce) made the points 921."""
    save_new_match(data_dir)  # classic: no announces
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await typed(pilot, "n a 1 1 0 h 9 2 m 1 enter")
        assert isinstance(app.screen, ScoreSheetScreen)
        wanted = Deal(taker="A", contract=110, trump=Trump.HEARTS, taker_points=92)
        assert saved_match(data_dir).deals == (wanted,)
        no_announces = warned(app.texts("deal.error.no_announces"))
        assert no_announces in [n.message for n in app._notifications]


async def test_after_a_refused_m_another_key_lets_digits_in_again(data_dir: Path) -> None:
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await typed(pilot, "n a 1 1 0 h 9 m 1 backspace 8 2 enter")
        assert isinstance(app.screen, ScoreSheetScreen)
        wanted = Deal(taker="A", contract=110, trump=Trump.HEARTS, taker_points=82)
        assert saved_match(data_dir).deals == (wanted,)


async def test_a_digit_refused_after_m_leaves_a_slam_bid_as_it_is(data_dir: Path) -> None:
    """A digit replaces a slam's name in the contract, unless it is refused."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await typed(pilot, "n a c shift+tab m 1")
        form = app.screen
        assert isinstance(form, DealFormScreen)
        assert app.focused is form.query_one("#contract")
        assert form.draft().contract == app.texts.slam_name("capot")


async def test_backspace_before_a_trump_takes_the_contracts_last_key_back(
    data_dir: Path,
) -> None:
    """Right after c, or a bid's last digit, the trump has the focus: Backspace did nothing
    there, and a capot typed by mistake had to be reached with Shift+Tab (found by a walk
    through the app by keys)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await typed(pilot, "n a c backspace 1 6 0 backspace backspace 5 0 h 9 2 enter")
        assert isinstance(app.screen, ScoreSheetScreen)
        wanted = Deal(taker="A", contract=150, trump=Trump.HEARTS, taker_points=92)
        assert saved_match(data_dir).deals == (wanted,)


async def test_b_on_the_renonce_field_is_the_belote_never_a_renonce(data_dir: Path) -> None:
    """b at the renonce, the form's last field, gave team B a renonce: the deal went to the
    defence, with no belote (found by fuzzing the deal form)."""
    save_new_match(data_dir)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await typed(pilot, "n a 9 0 h 9 2 tab tab tab tab tab")
        form = app.screen
        assert isinstance(form, DealFormScreen)
        assert app.focused is form.query_one("#renonce")
        await typed(pilot, "b enter")
        assert isinstance(app.screen, ScoreSheetScreen)
        (saved,) = saved_match(data_dir).deals
        assert saved.renonce is None and saved.belote.A == 20


CAPOT_MADE = Deal(
    taker="A", contract="capot", trump=Trump.SPADES, taker_points=162, all_tricks=True
)
NO_TRUMP = Deal(taker="A", contract=100, trump=Trump.NO_TRUMP, taker_points=120)


@pytest.mark.parametrize(
    ("preset_name", "typed_keys", "saved", "refusal"),
    [
        ("classic", "n a c s x t enter", CAPOT_MADE, "a capot cannot be coinched in these rules"),
        ("ffb", "n a 1 0 0 n 1 2 0 b enter", NO_TRUMP, "no belote in no trump"),
    ],
    ids=["coinche-on-a-capot", "belote-at-sans-atout"],
)
async def test_a_coinche_or_a_belote_the_deal_cannot_take_is_refused_at_once(
    data_dir: Path, preset_name: str, typed_keys: str, saved: Deal, refusal: str
) -> None:
    """x on a capot that these rules do not let be coinched was taken, then the deal refused
    on Enter, and two more x took it back; b at sans-atout alike (found by a player's evening
    with the app).  Refused at once, each costs that key only."""
    save_new_match(data_dir, preset_name)
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await typed(pilot, typed_keys)
        assert isinstance(app.screen, ScoreSheetScreen)
        assert saved_match(data_dir).deals == (saved,)
        assert warned(refusal) in [note.message for note in app._notifications]


async def test_a_belote_given_on_its_own_field_at_sans_atout_is_refused_at_once(
    data_dir: Path,
) -> None:
    """On the belote field a and b gave a belote at sans-atout, then Save refused the deal (b
    from another field was refused at once) (found by a review)."""
    save_new_match(data_dir, "ffb")
    app = make_app(data_dir)
    async with app.run_test(size=SMALL) as pilot:
        await on_the_sheet(pilot)
        await typed(pilot, "n a 1 0 0 n 1 2 0")
        form = app.screen
        assert isinstance(form, DealFormScreen)
        form.query_one(BeloteField).focus()
        await typed(pilot, "a b enter")
        assert isinstance(app.screen, ScoreSheetScreen)
        assert saved_match(data_dir).deals == (NO_TRUMP,)
        said = [note.message for note in app._notifications]
        assert said.count(warned("no belote in no trump")) >= 1
