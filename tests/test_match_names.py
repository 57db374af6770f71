"""Team and player names: one clean line, because every screen, CSV and terminal shows them."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from coinche_score.match import MAX_NAME_LENGTH, Match, unnamed_player
from coinche_score.rules import CLASSIC
from coinche_score.scoring import Deal

BAD_NAMES = ["", "   ", "Nous\nEux", "tab\there", "esc\x1b[31m", "lone \ud800", "x" * 41]


def test_names_are_kept_without_surrounding_spaces() -> None:
    match = Match(
        rules=CLASSIC,
        target=1000,
        team_names=(" Les Bleus ", "Les Rouges"),
        players=("Ann ", " Bob", "Cœur de Lion", "D" * MAX_NAME_LENGTH),
    )
    assert match.team_names == ("Les Bleus", "Les Rouges")
    assert match.players == ("Ann", "Bob", "Cœur de Lion", "D" * MAX_NAME_LENGTH)


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_bad_team_name_is_refused(name: str) -> None:
    with pytest.raises(ValidationError, match="team name"):
        Match(rules=CLASSIC, target=1000, team_names=(name, "Eux"))


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_bad_player_name_is_refused(name: str) -> None:
    with pytest.raises(ValidationError, match="player name"):
        Match(rules=CLASSIC, target=1000, players=("Ann", "Bob", name, "Dan"))


def test_two_teams_with_one_name_are_refused() -> None:
    with pytest.raises(ValidationError, match="different names"):
        Match(rules=CLASSIC, target=1000, team_names=("Nous", " Nous"))


def test_an_unnamed_player_is_named_after_the_team() -> None:
    match = Match(rules=CLASSIC, target=1000, team_names=("Nous", "Eux"))
    assert [match.seat_name(seat) for seat in range(4)] == ["Nous 1", "Eux 1", "Nous 2", "Eux 2"]
    assert unnamed_player(("Nous", "Eux"), 3) == "Eux 2"


def test_a_rematch_keeps_the_table_and_passes_the_deal_on() -> None:
    played = Match(
        rules=CLASSIC,
        target=1000,
        team_names=("Nous", "Eux"),
        players=("Ann", "Bob", "Cy", "Dan"),
        first_dealer=3,
        deals=(Deal(taker=None), Deal(taker=None)),
    )
    rematch = played.rematch()
    assert (rematch.rules, rematch.target, rematch.team_names, rematch.players) == (
        played.rules,
        played.target,
        played.team_names,
        played.players,
    )
    assert rematch.deals == ()
    assert rematch.first_dealer == played.state().next_dealer == 1
