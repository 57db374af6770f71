"""A match file the store refuses says why in the user's language: a deal as the deal's checks
say it (``deal 1: taker: ...``), rules as the rule set's, a name as a name's, any other field
with what it holds and what it takes; never pydantic's English.  The names of a new match are
refused so too."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from language_words import english_in

from coinche_score.i18n import CATALOGUES, Language
from coinche_score.store import DamagedMatchError, Store, load_match_file
from coinche_score.store.reading import FolderMatch, read_matches

from .helpers import Cli, deal, empty_match

#: What pydantic says in English (its messages start so); none of it may reach a French line.
PYDANTIC_ENGLISH = (
    "Input should",
    "Field required",
    "Extra inputs",
    "Value error",
    "should have",
    "Assertion failed",
)


def saved(store: Store) -> Path:
    """A match of two deals, its file as the store writes it (with its undo history)."""
    with store.create(empty_match()) as opened:
        opened.add(deal(taker="A", contract=80, taker_points=100))
        opened.add(deal(taker="B", contract=90, taker_points=60))
        return opened.path


def damaged(path: Path, edit: Any) -> Path:
    raw = json.loads(path.read_bytes())
    edit(raw)
    path.write_text(json.dumps(raw), encoding="utf-8")
    return path


def why(path: Path, language: Language) -> str:
    with pytest.raises(DamagedMatchError) as refused:
        load_match_file(path)
    return refused.value.why(CATALOGUES[language].sentences)


def set_in(raw: Any, where: tuple[Any, ...], value: object) -> None:
    for part in where[:-1]:
        raw = raw[part]
    raw[where[-1]] = value


@pytest.mark.parametrize(
    ("where", "value", "english", "french"),
    [
        (("match", "deals", 1, "taker"), "C",
         'deal 2: taker: got "C"; allowed: "A", "B", or null for a thrown-in deal',
         'donne 2 : taker : reçu "C" ; possible : "A", "B", ou null pour une donne passée'),
        (("match", "deals", 0, "colour"), "red",
         "deal 1: colour: unknown field; allowed fields: taker,",
         "donne 1 : colour : champ inconnu ; champs possibles : taker,"),
        (("match", "deals", 0, "taker_points"), "12",
         'deal 1: taker_points: got "12"; allowed: an integer 0..162',
         'donne 1 : taker_points : reçu "12" ; possible : un entier de 0 à 162'),
        (("history", "undo", 0, "deal", "trump"), "stars",
         'history.undo.0.deal.trump: got "stars"; allowed: "spades",',
         'history.undo.0.deal.trump : reçu "stars" ; possible : "spades",'),
        (("history", "undo", 0, "kind"), "zz",
         'history.undo.0.kind: got "zz"; allowed: "add", "insert", "edit" or "delete"',
         'history.undo.0.kind : reçu "zz" ; possible : "add", "insert", "edit" ou "delete"'),
        (("match", "rules", "rounding"), "banana",
         'match.rules.rounding: got "banana"; allowed: "none", "nearest_10" or',
         'match.rules.rounding : reçu "banana" ; possible : "none", "nearest_10" ou'),
        (("match", "rules", "rounding"), ["x" * 30] * 30,
         f'match.rules.rounding: got ["{"x" * 30}", "{"x" * 30}", "{"x" * 9}…; allowed:',
         f'match.rules.rounding : reçu ["{"x" * 30}", "{"x" * 30}", "{"x" * 9}… ; possible :'),
        (("match", "rules", "min_bid"), 200,
         "match.rules.min_bid: 200 is above max_bid 160",
         "match.rules.min_bid : 200 dépasse max_bid 160"),
        (("match", "target"), -5,
         "match.target: got -5; allowed: a whole number, at least 1",
         "match.target : reçu -5 ; possible : un entier d'au moins 1"),
        (("match", "first_dealer"), 7,
         "match.first_dealer: got 7; allowed: a whole number, at most 3",
         "match.first_dealer : reçu 7 ; possible : un entier d'au plus 3"),
        (("match", "team_names"), [" ", "B"],
         "match.team_names: a team name cannot be empty",
         "match.team_names : un nom d'équipe ne peut pas être vide"),
        (("match", "players"), ["Ann", "Bob", "Cat", "Dan", "Eve"],
         "match.players: got 5 items; allowed: at most 4",
         "match.players : reçu 5 éléments ; possible : au plus 4"),
        (("match", "players"), ["Ann", "Bob", "Cat", "D\u202ean"],
         "match.players: a player name cannot be 'D\\u202ean': it holds U+202E RIGHT-TO-LEFT",
         "match.players : un nom de joueur ne peut pas être 'D\\u202ean' : il contient U+202E"),
        (("created",), "yesterday",
         'created: got "yesterday"; allowed: a date and time with its offset from UTC',
         'created : reçu "yesterday" ; possible : une date et une heure avec leur décalage UTC'),
        (("cached", "totals"), [1, 2],
         "cached.totals: got [1, 2]; allowed: an object",
         "cached.totals : reçu [1, 2] ; possible : un objet"),
        (("history", "undo", 0, "deal"), None,
         'history.undo.0.deal: a change of kind "add" needs it',
         'history.undo.0.deal : un changement de type "add" en a besoin'),
        (("match", "deals", 0, "\x07"), 1,
         'deal 1: "\\u0007": unknown field',
         'donne 1 : "\\u0007" : champ inconnu'),
        (("match", "deals", 0, "taker"), ["x" * 30] * 30,
         f'deal 1: taker: got ["{"x" * 30}", "{"x" * 30}", "{"x" * 9}…; allowed:',
         f'donne 1 : taker : reçu ["{"x" * 30}", "{"x" * 30}", "{"x" * 9}… ; possible :'),
        (("match", "\x1b]0;owned\x07"), 1,
         'match."\\u001b]0;owned\\u0007": unknown field',
         'match."\\u001b]0;owned\\u0007" : champ inconnu'),
    ],
)  # fmt: skip
def test_a_refused_file_says_why_in_each_language(
    store: Store, where: tuple[Any, ...], value: object, english: str, french: str
) -> None:
    path = damaged(saved(store), lambda raw: set_in(raw, where, value))
    assert f"not a valid match file: {english}" in why(path, "en")
    said = why(path, "fr")
    assert f"pas un fichier de partie valide : {french}" in said
    assert english_in(said) == []


@pytest.mark.parametrize(
    ("where", "value"),
    [
        (("match", "team_names"), ["Nous", "Nous"]),
        (("match", "team_names"), ["Nous ", "Nous"]),
        (("match", "team_names"), ["Nous", "NOUS"]),
        (("match", "players"), ["Ann", "Bob", "Ann", "Dan"]),
    ],
)
def test_a_file_of_names_given_twice_is_no_damaged_file(
    store: Store, where: tuple[Any, ...], value: object
) -> None:
    """Such names are refused where they are given (a new match, an import, a rename); a file
    that holds them, written by hand or by another tool, opens and counts in the statistics
    (for no team, or no player): the exact same team name was "invalid", skipped (found by a
    reading of the statistics' description written apart)."""
    path = damaged(saved(store), lambda raw: set_in(raw, where, value))
    assert load_match_file(path).match.deals
    (read,) = read_matches(store)
    assert isinstance(read, FolderMatch)


#: JSON values a damaged file may hold anywhere.
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 300) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=4,
)


def paths(raw: Any, where: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place of a parsed file a value can be put: each key and item, and a new key."""
    found = [where] if where else []
    if isinstance(raw, dict):
        found += [(*where, "new")]
        for key, value in raw.items():
            found += paths(value, (*where, key))
    elif isinstance(raw, list):
        for index, value in enumerate(raw):
            found += paths(value, (*where, index))
    return found


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_no_damage_is_said_in_pydantics_english_in_french(
    tmp_path: Path, data: st.DataObject
) -> None:
    """Any value put anywhere in a match file: if the file is refused, the French line holds
    none of pydantic's English, and no character that would drive a terminal."""
    store = Store(tmp_path / data.draw(st.uuids()).hex)
    path = saved(store)
    raw = json.loads(path.read_bytes())
    where = data.draw(st.sampled_from(paths(raw)))
    set_in(raw, where, data.draw(VALUES))
    path.write_text(json.dumps(raw), encoding="utf-8")
    try:
        load_match_file(path)
    except DamagedMatchError as error:
        said = error.why(CATALOGUES["fr"].sentences)
        assert not [words for words in PYDANTIC_ENGLISH if words in said], said
        assert len(said) < 600, said  # a value refused is cut: it may be a whole document
        assert said.isprintable(), said


@pytest.mark.parametrize(
    ("options", "english", "french"),
    [
        (["--team-a", " "], "--team-a: a team name cannot be empty",
         "--team-a : un nom d'équipe ne peut pas être vide"),
        (["--team-a", "Eux"], "--team-a/--team-b: the two teams need different names",
         "--team-a/--team-b : les deux équipes doivent avoir des noms différents"),
        (["--team-b", "N" * 41], "--team-b: got 41 characters; allowed: a team name of at most 40",
         "--team-b : reçu 41 caractères ; possible : un nom d'équipe d'au plus 40"),
        (["--players", "Ann", "Bob", "Cat", "D" * 45],
         "--players: got 45 characters; allowed: a player name of at most 40",
         "--players : reçu 45 caractères ; possible : un nom de joueur d'au plus 40"),
        (["--players", "Ann", "Bob", "Cat", "D\x07n"],
         "--players: a player name cannot be 'D\\x07n': it holds U+0007 (a control character)",
         "--players : un nom de joueur ne peut pas être 'D\\x07n' : il contient U+0007 (un "
         "caractère de contrôle)"),
        (["--target", "0"], "--target: got 0; allowed: a whole number, at least 1",
         "--target : reçu 0 ; possible : un entier d'au moins 1"),
    ],
)  # fmt: skip
def test_a_new_match_refused_says_why_in_each_language(
    run: Cli, options: list[str], english: str, french: str
) -> None:
    names = {"--team-a": "Nous", "--team-b": "Eux"}
    names.pop(options[0], None)  # given once: twice is refused
    new = ["new", "--rules", "ffb", *(word for option in names.items() for word in option)]
    assert run.refused(*new, *options).startswith(english)
    assert run.refused("--lang", "fr", *new, *options).startswith(french)
