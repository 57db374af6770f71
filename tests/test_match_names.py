"""Team and player names: one clean line, because every screen, CSV and terminal shows them."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from coinche_score.i18n import Texts
from coinche_score.match import MAX_NAME_LENGTH, Match, unnamed_player
from coinche_score.names import NameRefusal, NamesCode, SameNameError, check_names, name_key
from coinche_score.rules import CLASSIC
from coinche_score.scoring import Deal

#: The last four are white space to Python's strip(): kept, to be refused, naming them.
BAD_NAMES = [
    *("", "   ", "Nous\nEux", "tab\there", "esc\x1b[31m", "lone \ud800", "x" * 41),
    *("Nous\n", "\tEux", "T\x1c", "\x85"),
]


def test_names_are_kept_without_surrounding_spaces() -> None:
    match = Match(
        rules=CLASSIC,
        target=1000,
        team_names=(" Les Bleus ", "Les Rouges"),
        players=("Ann ", " Bob", "Cœur de Lion", "D" * MAX_NAME_LENGTH),
    )
    assert match.team_names == ("Les Bleus", "Les Rouges")
    spaced = Match(rules=CLASSIC, target=1000, team_names=("\u00a0Nous\u2003", "Eux"))
    assert spaced.team_names == ("Nous", "Eux")  # every kind of space
    assert match.players == ("Ann", "Bob", "Cœur de Lion", "D" * MAX_NAME_LENGTH)


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_bad_team_name_is_refused(name: str) -> None:
    with pytest.raises(ValidationError, match="team name"):
        Match(rules=CLASSIC, target=1000, team_names=(name, "Eux"))


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_bad_player_name_is_refused(name: str) -> None:
    with pytest.raises(ValidationError, match="player name"):
        Match(rules=CLASSIC, target=1000, players=("Ann", "Bob", name, "Dan"))


def test_two_teams_of_one_name_are_read_and_refused_where_names_are_given() -> None:
    """A file may hold them (written by hand or by another tool): it opens, as one whose names
    differ by case alone does; a new match, an import and a rename refuse them."""
    match = Match(rules=CLASSIC, target=1000, team_names=("Nous", " Nous"))
    assert match.team_names == ("Nous", "Nous")
    with pytest.raises(SameNameError) as refused:
        check_names(match.team_names)
    assert refused.value.code is NamesCode.TEAMS_EQUAL


def test_an_unnamed_player_is_named_after_the_team() -> None:
    match = Match(rules=CLASSIC, target=1000, team_names=("Nous", "Eux"))
    assert [match.seat_name(seat) for seat in range(4)] == ["Nous 1", "Eux 1", "Nous 2", "Eux 2"]
    assert unnamed_player(("Nous", "Eux"), 3) == "Eux 2"


@pytest.mark.parametrize("length", [MAX_NAME_LENGTH - 2, MAX_NAME_LENGTH - 1, MAX_NAME_LENGTH])
def test_an_unnamed_player_of_a_long_team_name_is_a_name_a_match_keeps(length: int) -> None:
    """A 39- or 40-character team made "<team> 1", too long a name for its own match (issue
    22, item 1): the team's name is cut with "…"."""
    team = "L" * length
    names = [unnamed_player((team, "Eux"), seat) for seat in range(4)]
    assert all(len(name) <= MAX_NAME_LENGTH for name in names)
    cut = length + 2 > MAX_NAME_LENGTH
    assert names[0] == (team[: MAX_NAME_LENGTH - 3] + "… 1" if cut else f"{team} 1")
    players = ("Ann", names[1], names[2], names[3])
    assert Match(rules=CLASSIC, target=1000, team_names=(team, "Eux"), players=players).players


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


@pytest.mark.parametrize(
    ("players", "seats"),
    [
        (("a", "b", "a", "c"), (1, 3)),
        (("Ann", "bob", "Cy", "BOB "), (2, 4)),
        (("Zoé", "Zoe\u0301", "x", "y"), (1, 2)),  # one name in two Unicode forms
        (("Jean  Paul", "b", "c", "jean paul"), (1, 4)),
    ],
)
def test_two_seats_of_one_name_key_are_refused_where_names_are_entered(
    players: tuple[str, str, str, str], seats: tuple[int, int]
) -> None:
    """The statistics cannot tell two such players apart (STATS.md 3); a file that holds them
    is still read."""
    match = Match(rules=CLASSIC, target=1000, players=players)
    with pytest.raises(SameNameError) as refused:
        check_names(match.team_names, match.players)
    assert (refused.value.code, refused.value.field) == (NamesCode.SAME_PLAYER, "players")
    first, second = (players[seat - 1].strip() for seat in seats)
    assert str(refused.value) == (
        f"players: seats {seats[0]} and {seats[1]} hold one name, {first!r} and {second!r} "
        "(case and spaces aside); allowed: four different names"
    )


def test_two_teams_of_one_name_key_are_refused_where_names_are_entered() -> None:
    match = Match(rules=CLASSIC, target=1000, team_names=("Nous", "NOUS"))
    with pytest.raises(SameNameError) as refused:
        check_names(match.team_names)
    assert str(refused.value) == (
        "team_names: 'Nous' and 'NOUS' are one name (case and spaces aside); "
        "allowed: two different team names"
    )


def test_different_names_pass_and_the_key_is_the_statistics_one() -> None:
    check_names(("Nous", "Eux"), ("Ann", "Anne", "Bob", "Bób"))
    check_names(("Nous", "Eux"), None)
    assert name_key(" Zoe\u0301  Dupont ") == "zoé dupont"


#: Blank to the eye though letters or marks: a name that looked empty, or like "Ann".
BLANK_NAMES = ["\u3164", "\u2800", "\u115f", "\uffa0", "\u0301", " \u0301\u0302 ", "Ann\u3164"]


@pytest.mark.parametrize("name", BLANK_NAMES)
def test_a_name_that_shows_as_blank_is_refused_where_names_are_entered(name: str) -> None:
    """Found by an audit of hostile input; a match file that holds one is still read (the
    name shown as its escapes), as one of two players named alike is."""
    with pytest.raises(NameRefusal, match="team name"):
        check_names((name, "Eux"))
    with pytest.raises(NameRefusal, match="player name"):
        check_names(("Nous", "Eux"), ("Ann", "Bob", name, "Dan"))
    assert Texts("fr").names_problem((name, "Eux"))  # the new match's form says so too
    stored = Match(rules=CLASSIC, target=1000, team_names=(name, "Eux"))
    assert stored.team_names[0] == name.strip()


def test_a_name_with_an_accent_on_a_letter_is_entered() -> None:
    """Only a name of marks alone shows nothing: "Zoe" with a combining accent is a name."""
    check_names(("Zoe\u0301", "Eux"))
