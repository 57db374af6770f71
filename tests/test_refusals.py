"""One shape for every refusal (coinche_score.refusals): a deal's, a rule set's, the store's
and the command line's own each have a code from their layer's StrEnum, and every code has
words in every language; the command line says a refusal in the user's language, on one line,
and only that."""

from __future__ import annotations

import json
import string
from collections.abc import Iterator
from enum import StrEnum
from pathlib import Path
from typing import Any

import pytest

from coinche_score.cli import main
from coinche_score.cli.refused import CliCode, CommandRefusal
from coinche_score.history import HistoryCode
from coinche_score.i18n import CATALOGUES, LANGUAGES, Language
from coinche_score.names import NamesCode, SameNameError
from coinche_score.refusals import ENGLISH, Refusal
from coinche_score.rules import InvalidRulesError, RulesCode, preset
from coinche_score.score_document import DocumentCode, InvalidDocumentError
from coinche_score.scoring import Deal, DealCode, InvalidDealError, check_deal
from coinche_score.scoring.checks import ALLOWED_FIELDS
from coinche_score.scoring.deal import AFTER_TAKER
from coinche_score.store import Damage, FileChangedError, StoreCode, StoreError
from coinche_score.validation import FieldCode, FieldError

#: Each layer's refusal, and the codes it may give.
LAYERS: list[tuple[type[Refusal], type[StrEnum]]] = [
    (InvalidDealError, DealCode),
    (InvalidRulesError, RulesCode),
    (StoreError, StoreCode),
    (SameNameError, NamesCode),
    (CommandRefusal, CliCode),
    (FieldError, FieldCode),
    (InvalidDocumentError, DocumentCode),
]


def catalogue_keys() -> Iterator[str]:
    """Every key a refusal may need, whatever its parameters."""
    for refusal, codes in LAYERS:
        assert refusal.codes is codes
        for code in codes:
            yield f"refusal.{refusal.layer}.{code.value}"
    yield from (f"refusal.store.damage.{damage.value}" for damage in Damage)
    flags = {"all_tricks": "flag", "defence_all_tricks": "flag"}  # said alike
    yield from (f"refusal.deal.allowed.{flags.get(field, field)}" for field in ALLOWED_FIELDS)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", sorted(set(catalogue_keys())))
def test_every_code_has_words_in_every_language(language: Language, key: str) -> None:
    """A new code without words fails here, in English and in French."""
    assert key in CATALOGUES[language].sentences


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_french_says_each_refusal_with_the_same_parameters(key: str) -> None:
    french = CATALOGUES["fr"].sentences[key]
    assert placeholders(french) == placeholders(ENGLISH[key]), key
    words = "".join(literal for literal, *_ in string.Formatter().parse(ENGLISH[key]))
    if any(letter.isalpha() for letter in words):  # not only JSON, numbers and placeholders
        assert french != ENGLISH[key]


def test_the_apps_english_is_the_cores() -> None:
    english = CATALOGUES["en"].sentences
    assert {key: english[key] for key in ENGLISH} == ENGLISH


DEAL = {"taker": "A", "contract": 85, "trump": "hearts", "taker_points": 100}


def refused(run: Any, *args: str, env: dict[str, str] | None = None, stdin: str = "") -> str:
    """The one line of a refusal (exit status 2, nothing on standard output)."""
    status, out, err = run(*args, env=env, stdin=stdin)
    assert (status, out) == (2, ""), err
    assert len(err.splitlines()) == 1, err
    line: str = err.rstrip("\n")
    return line


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Any:
    def run(*args: str, stdin: str = "", env: dict[str, str] | None = None) -> Any:
        for name, value in (env or {}).items():
            monkeypatch.setenv(name, value)
        monkeypatch.setattr("sys.stdin", __import__("io").StringIO(stdin))
        status = main(["--data-dir", str(tmp_path / "matches"), *args])
        out, err = capsys.readouterr()
        return status, out, err

    return run


def score_file(tmp_path: Path, document: dict[str, Any]) -> str:
    path = tmp_path / "document.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("document", "english", "french"),
    [
        (
            {"rules": "classic", "deals": [DEAL]},
            'deal 1: contract: got 85; allowed: 80..160 in steps of 10 or "capot"',
            'donne 1 : contract : reçu 85 ; possible : 80..160 de 10 en 10 ou "capot"',
        ),
        (
            {"rules": {"preset": "classic", "max_bid": 165}, "deals": []},
            "rules: max_bid: 165 is not min_bid 80 plus whole steps of 10; allowed: 80, 90, 100...",
            "règles : max_bid : 165 n'est pas min_bid 80 plus un multiple de 10 ; "
            "possible : 80, 90, 100...",
        ),
    ],
)
def test_the_command_line_says_a_refusal_in_the_users_language(
    run: Any, tmp_path: Path, document: dict[str, Any], english: str, french: str
) -> None:
    path = score_file(tmp_path, document)
    assert refused(run, "score", path) == english
    assert refused(run, "--lang", "fr", "score", path) == french
    assert refused(run, "score", path, env={"LANG": "fr_FR.UTF-8"}) == french
    assert refused(run, "--lang", "en", "score", path, env={"LC_ALL": "fr_FR.UTF-8"}) == english


def test_a_store_refusal_is_said_in_french_too(run: Any, tmp_path: Path) -> None:
    line = refused(run, "--lang", "fr", "show", "nope")
    assert (
        line == f"pas de partie 'nope' dans {tmp_path / 'matches'} (coinche-score list les montre)"
    )
    assert refused(run, "show", "nope").startswith("no match 'nope' in ")


NEW = ["new", "--rules", "classic", "--team-a", "Nous", "--team-b", "Eux"]
MADE = '{"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100}'


@pytest.mark.parametrize(
    ("args", "english", "french"),
    [
        (
            [*NEW, "--players", "Ann", "Bob", "Cat", "Dan", "--first-dealer", "Zoé"],
            "--first-dealer: got 'Zoé'; allowed: a seat 1..4 or a name given to --players",
            "--first-dealer : reçu 'Zoé' ; possible : une place 1..4 ou un nom donné à --players",
        ),
        (
            ["add", "last", MADE, "--bidder", "Bob"],
            '--bidder: seat 2 is not on the taking team "A"; allowed: seat 1 or 3, or the name '
            "of a player in one",
            "--bidder : la place 2 n'est pas dans l'équipe preneuse \"A\" ; possible : la place 1 "
            "ou 3, ou le nom d'un de ses joueurs",
        ),
        (
            ["edit", "last", "2", MADE],
            "no deal 2: the match has 1 deal (deal numbers: 1..1)",
            "pas de donne 2 : la partie a 1 donne (numéros de donne : 1..1)",
        ),
        (
            ["add", "last", " "],
            "the deal is empty; expected a deal as JSON",
            "la donne est vide ; attendu : une donne en JSON",
        ),
        (
            ["table", "--host", "no such host!"],
            "--host: got 'no such host!'; allowed: an IP address or a host name",
            "--host : reçu 'no such host!' ; possible : une adresse IP ou un nom d'hôte",
        ),
    ],
)
def test_the_command_lines_own_refusals_are_said_in_french_too(
    run: Any, args: list[str], english: str, french: str
) -> None:
    """An option or argument refused was said in English whatever the language."""
    status, _, err = run(*NEW, "--players", "Ann", "Bob", "Cat", "Dan")
    assert status == 0, err
    assert run("add", "last", MADE)[0] == 0
    assert refused(run, *args) == english
    assert refused(run, "--lang", "fr", *args) == french


def test_a_document_that_cannot_be_read_is_said_in_french_too(run: Any, tmp_path: Path) -> None:
    """What is wrong with a file or standard input read as JSON: the words are the user's, and
    so is the fault found in the JSON, with its line and column."""
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff")
    assert refused(run, "score", str(binary)) == f"cannot read {binary}: not UTF-8 text (byte 1)"
    assert refused(run, "--lang", "fr", "score", str(binary)) == (
        f"impossible de lire {binary} : ce n'est pas du texte UTF-8 (octet 1)"
    )
    assert refused(run, "--lang", "fr", "score", "-", stdin=" ") == (
        "l'entrée standard est vide ; attendu : un document de donnes en JSON"
    )
    assert refused(run, "--lang", "fr", "score", "-", stdin="{x") == (
        "JSON invalide dans l'entrée standard : un nom de clé entre guillemets doubles est"
        " attendu à la ligne 1, colonne 2"
    )
    assert run(*NEW)[0] == 0
    assert refused(run, "--lang", "fr", "add", "last", "{x").startswith(
        "JSON invalide pour la donne : "
    )


def test_no_deal_yet_is_said_with_the_count_each_language_gives_zero(run: Any) -> None:
    assert run(*NEW)[0] == 0
    assert refused(run, "delete", "last", "1") == (
        "no deal 1: the match has 0 deals (deal numbers: none yet)"
    )
    assert refused(run, "--lang", "fr", "delete", "last", "1") == (
        "pas de donne 1 : la partie a 0 donne (numéros de donne : aucun encore)"
    )


def test_a_refusal_names_where_and_why_apart() -> None:
    error = InvalidDealError(DealCode.THROWN_IN, "contract", deal_number=2)
    assert str(error) == error.line() == error.where() + error.because()
    assert error.where() == "deal 2: contract: "
    french = CATALOGUES["fr"].sentences
    assert error.line(french).startswith("donne 2 : contract : une donne passée")


def test_each_refusal_of_undo_and_redo_is_one_of_the_stores() -> None:
    """The store says a HistoryError as the StoreCode of its code's value."""
    assert {code.value for code in HistoryCode} <= {code.value for code in StoreCode}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kind", ["changed", "lock", "gone"])
def test_a_file_changed_elsewhere_is_said_without_the_apps_choices(
    language: Language, kind: str
) -> None:
    """The command line said to reload the match or save a copy, which only the app offers
    (issue 22, item 7)."""
    error = FileChangedError(kind=kind, match="5eed0001", path=Path("5eed0001.json"))
    line = error.line(CATALOGUES[language].sentences).lower()
    assert line.startswith(("not saved", "non enregistré"))
    assert not [word for word in ("reload", "copy", "recharg", "copie") if word in line]


#: A value other than the neutral one of each field a deal holds besides its taker.
ENTERED = {
    "contract": 80,
    "trump": "hearts",
    "coinche": "coinche",
    "taker_points": 100,
    "all_tricks": True,
    "defence_all_tricks": True,
    "belote": {"A": 20},
    "announces": {"A": ["tierce"]},
    "renonce": "A",
    "bidder": 0,
}


def test_every_field_but_the_taker_is_in_the_order_a_thrown_in_deal_is_refused_by() -> None:
    """One list (``AFTER_TAKER``) for the refusal and for the statistics' reading of a deal:
    a new field left out of it would be neither refused on a thrown-in deal nor counted."""
    assert sorted(("taker", *AFTER_TAKER)) == sorted(Deal.model_fields)
    assert set(ENTERED) == set(AFTER_TAKER)
    rules = preset("classic")
    for first, field in enumerate(AFTER_TAKER):
        deal = Deal.model_validate({"taker": None} | {f: ENTERED[f] for f in AFTER_TAKER[first:]})
        with pytest.raises(InvalidDealError) as refused:
            check_deal(deal, rules)
        assert (refused.value.code, refused.value.field) == (DealCode.THROWN_IN, field)


@pytest.mark.parametrize(
    ("command", "document", "english", "french"),
    [
        ("score", [1], "the document must be a JSON object with rules and deals",
         "le document doit être un objet JSON avec rules et deals"),
        ("score", {"deals": []}, "rules: missing (a preset name or a rule-set object)",
         "rules : manquant (un nom de règles prédéfinies ou un objet de règles)"),
        ("score", {"rules": 5, "deals": []}, "rules: must be a preset name or a rule-set object",
         "rules : doit être un nom de règles prédéfinies ou un objet de règles"),
        ("score", {"rules": "ffb", "deals": [], "x": 1},
         "x: unknown field (allowed: rules, target, deals)",
         "x : champ inconnu ; champs possibles : rules, target, deals"),
        ("score", {"rules": "ffb", "deals": [], "target": {}},
         "target: got an object; allowed: a positive integer",
         "target : reçu un objet ; possible : un nombre entier, au moins 1"),
        ("score", {"rules": "ffb"}, "deals: missing or not a list of deal objects",
         "deals : manquant, ou pas une liste de donnes"),
        ("score", {"rules": {"preset": "ffb", "rounding": "x"}, "deals": []},
         'rules: rounding: got "x"; allowed: "none",',
         'règles : rounding : reçu "x" ; possible : "none",'),
        ("import", {"rules": "ffb", "deals": [], "team_names": ["a", "b"]},
         'team_names: not an object of both teams; allowed: {"A": name, "B": name}',
         'team_names : pas un objet des deux équipes ; possible : {"A": nom, "B": nom}'),
        ("import", {"rules": "ffb", "deals": [], "players": ["a"]},
         "players: not a list of four names; allowed: four names",
         "players : pas une liste de quatre noms ; possible : quatre noms"),
        ("import", {"id": "x", "rules": "ffb", "deals": [{"taker": "A"}]},
         "deal 1: no entered field; allowed: a deal as export prints it",
         "donne 1 : pas de champ entered ; possible : une donne telle qu'export l'écrit"),
        ("import", {"id": "x", "rules": "ffb", "deals": [], "team_names": {"A": "N", "B": "E"},
                    "first_dealer": 5},
         'first_dealer: got 5; allowed: {"seat": 0..3}',
         'first_dealer : reçu 5 ; possible : {"seat": 0..3}'),
        ("import", {"id": "x", "rules": "ffb", "deals": [], "team_names": {"A": "N", "B": "E"},
                    "first_dealer": {"seat": 7, "name": "Bob"}},
         'first_dealer: got {"seat": 7}; allowed: {"seat": 0..3}',
         'first_dealer : reçu {"seat": 7} ; possible : {"seat": 0..3}'),
        ("import", {"id": "x", "rules": "ffb", "deals": [], "team_names": {"A": "N", "B": "E"},
                    "first_dealer": {"name": "Bob"}},
         'first_dealer: got an object without "seat"; allowed: {"seat": 0..3}',
         'first_dealer : reçu un objet sans "seat" ; possible : {"seat": 0..3}'),
        ("import", {"id": "x", "rules": "ffb", "deals": [], "colour": 1},
         "colour: unknown field in an exported match",
         "colour : champ inconnu dans une partie exportée"),
    ],
)  # fmt: skip
def test_a_refused_document_is_said_in_each_language(
    run: Any, command: str, document: object, english: str, french: str
) -> None:
    """What is wrong with a document given to score or import, in the user's words."""
    text = json.dumps(document)
    assert refused(run, command, "-", stdin=text).startswith(english)
    assert refused(run, "--lang", "fr", command, "-", stdin=text).startswith(french)
