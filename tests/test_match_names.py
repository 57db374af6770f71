"""Team and player names: one clean line, because every screen, CSV and terminal shows them."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from coinche_score.match import MAX_NAME_LENGTH, Match
from coinche_score.rules import CLASSIC

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
