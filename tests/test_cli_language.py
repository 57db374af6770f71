"""What the commands print for people is in the user's language (``--lang``, else the locale):
``show``, ``list``, the deal commands, ``stats``, ``rules`` and the Markdown exports.  The JSON
and the CSV keep the words of their formats whatever the language.  In-process (fast)."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest
from deal_strategies import variant_deals, variant_rules
from hypothesis import given
from hypothesis import strategies as st
from language_words import english_in

from coinche_score import cli
from coinche_score.cli.text_output import describe_deal, result_word, status_line
from coinche_score.i18n import Texts
from coinche_score.match import Match
from coinche_score.rules import PRESETS, RuleSet

FRENCH = Texts("fr")

DEALS = [
    (
        "1",
        {"taker": "A", "contract": 110, "trump": "hearts", "taker_points": 92, "belote": {"A": 20}},
    ),
    (
        "Bob",
        {"taker": "B", "contract": 90, "trump": "spades", "coinche": "coinche", "taker_points": 70},
    ),
    (
        None,
        {
            "taker": "A",
            "contract": 100,
            "trump": "no_trump",
            "taker_points": 120,
            "announces": {"A": ["tierce", "carre_neuf"]},
        },
    ),
    (None, {"taker": None}),
]


class Run:
    """``coinche-score --data-dir DIR ARGS`` in this process: its status and standard output
    (standard error is checked empty: nothing here is refused)."""

    def __init__(self, capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
        self.capsys = capsys
        self.data_dir = data_dir

    def __call__(self, *args: str) -> str:
        out, err = self.warned(*args)
        assert err == "", err
        return out

    def warned(self, *args: str) -> tuple[str, str]:
        """Standard output and standard error of a command that succeeds."""
        status = cli.main(["--data-dir", str(self.data_dir), *args])
        out, err = self.capsys.readouterr()
        assert status == 0, err
        return out, err


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Run:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    return Run(capsys, tmp_path / "matches")


def new_match(run: Run, *lang: str) -> str:
    players = ["--players", "Ann", "Bob", "Cat", "Dan"]
    new = ["new", "--rules", "ffb", "--team-a", "Nous", "--team-b", "Eux", *players]
    return run(*lang, *new).strip()


def played(run: Run, *lang: str) -> tuple[str, list[str]]:
    """A match of ``DEALS`` and what each ``add`` printed."""
    match_id = new_match(run, *lang)
    said = []
    for bidder, deal in DEALS:
        by = ["--bidder", bidder] if bidder else []
        said.append(run(*lang, "add", match_id, *by, json.dumps(deal)))
    return match_id, said


def test_the_deal_commands_say_what_they_did_in_french(run: Run) -> None:
    match_id, said = played(run, "--lang", "fr")
    assert said[0].splitlines() == [
        "donne 1 ajoutée : Nous +220, Eux +70",
        "totaux : Nous 220, Eux 70 ; donneur suivant : Dan, parle en premier : Cat",
    ]
    undone = run("--lang", "fr", "undo", match_id)
    assert undone.splitlines()[0] == "annulé : l'ajout de la donne 4"
    redone = run("--lang", "fr", "redo", match_id)
    assert redone.splitlines()[0] == "rétabli : l'ajout de la donne 4"
    deleted = run("--lang", "fr", "delete", match_id, "4")
    assert deleted.splitlines()[0] == "donne 4 supprimée"
    for text in [*said, undone, redone, deleted]:
        assert english_in(text) == [], text


def test_a_match_is_shown_listed_and_exported_in_french(run: Run) -> None:
    match_id, _ = played(run)
    shown = run("--lang", "fr", "show", match_id)
    lines = shown.splitlines()
    assert lines[0] == f"partie {match_id} : Nous (A) contre Eux (B)"
    assert lines[1].startswith("règles ffb, objectif 2000 ; créée le ")
    assert (
        lines[2]
        == "joueurs (places dans le sens horaire, 1 et 3 sont A) : 1 Ann, 2 Bob, 3 Cat, 4 Dan"
    )
    headings = " ".join(lines[3].split())
    assert headings == "# donneur donne résultat Nous Eux total Nous total Eux"
    rows = [" ".join(line.split()) for line in lines[4:8]]
    assert "A 110 cœur, prise par Ann, 92 pts, belote A fait" in rows[0]
    assert "B 90 pique coinché, prise par Bob, 70 pts chuté" in rows[1]
    assert "A 100 sans-atout, 120 pts, annonces A : tierce + carré de neuf fait" in rows[2]
    assert rows[3].startswith("4 Bob passe -")
    listed = run("--lang", "fr", "list")
    assert listed.split()[:7] == ["id", "modifiée", "règles", "objectif", "donnes", "score", "état"]
    assert listed.rstrip().endswith("en cours")
    markdown = run("--lang", "fr", "export", match_id, "--format", "md")
    assert markdown.startswith("# Nous contre Eux\n\nRègles : ffb, objectif 2000. Partie `")
    assert "\n**Totaux** : Nous " in markdown
    for text in (shown, listed, markdown):
        assert english_in(text) == [], text
        # Days as France writes them (they were 2026-12-04 21:36).
        assert re.search(r"\b\d\d/\d\d/\d{4} \d\d:\d\d\b", text), text
        assert not re.search(r"\d{4}-\d\d-\d\d", text), text


def test_the_statistics_are_printed_in_french(run: Run) -> None:
    match_id, _ = played(run)
    text = run("--lang", "fr", "stats", "--min", "2")
    assert text.startswith(
        "1 partie comptée (0 finie, 1 en cours), 4 donnes. "
        "Les taux sur moins de 2 sont marqués « peu ».\n"
    )
    titles = [line for line in text.splitlines() if line in ("Joueurs", "Équipes", "Records")]
    assert titles == ["Joueurs", "Équipes", "Records"]
    best = next(line for line in text.splitlines() if line.startswith("meilleure donne "))
    assert (
        best.split()[-4:]
        == [
            "(Ann",
            "&",
            "Cat)",
            "(A)",
        ][-4:]
        or best
    )  # shown below
    assert " ".join(best.split()).endswith("points, Nous (Ann & Cat) (A) " + f"{match_id} donne 2")
    markdown = run("--lang", "fr", "stats", "--format", "md")
    assert markdown.startswith("# Statistiques\n")
    for said in (text, markdown):
        assert english_in(said) == [], said


def test_no_match_counted_is_said_in_french(run: Run) -> None:
    said = run("--lang", "fr", "stats")
    assert said == f"aucune partie comptée dans {run.data_dir}\n"
    played(run)
    assert (
        run("--lang", "fr", "stats", "--player", "Zoé")
        == "aucune partie comptée avec ces filtres\n"
    )


def test_the_rules_commands_speak_french(run: Run) -> None:
    listed = run("--lang", "fr", "rules", "list")
    assert listed.split()[:3] == ["nom", "type", "description"]
    assert listed.splitlines()[1].split()[:2] == ["classic", "prédéfinies"]
    # What each preset is, in French (it was in English, the preset's own description).
    assert "La Coinche de Pagat : 80 exige 82" in " ".join(listed.split())
    assert "Pagat's" not in listed
    shown = run("--lang", "fr", "rules", "show", "ffb")
    assert shown.startswith("règles ffb (prédéfinies)\ndescription : Coinche FFB 2015 : battre")
    # The source is a title (as published), then each rule's meaning.
    rules = shown[shown.index("\nchamp ") :]
    assert rules.split()[:3] == ["champ", "valeur", "sens"]
    assert "L'objectif proposé d'abord pour une" in rules
    meanings = rules
    # The rules' names are the files' (flat_score_when_failed), the longest first.
    for field in sorted(RuleSet.model_fields, key=len, reverse=True):
        meanings = meanings.replace(field, "")
    assert english_in(meanings) == [], rules
    assert run("--lang", "fr", "rules", "diff", "ffb", "ffb") == "ffb et ffb ont les mêmes règles\n"


@pytest.mark.parametrize("columns", [40, 60, 80, 100])
def test_a_french_line_never_starts_with_the_mark_set_apart_by_a_space(
    run: Run, monkeypatch: pytest.MonkeyPatch, columns: int
) -> None:
    """French writes "égalité : l'équipe": filled at 80 columns, a line began with ": l'équipe"."""
    monkeypatch.setenv("COLUMNS", str(columns))
    printed = run("--lang", "fr", "rules", "show", "classic") + run("--lang", "fr", "rules", "list")
    assert "égalité : l'équipe" in " ".join(printed.split())
    starts = [line for line in printed.splitlines() if line.lstrip()[:1] in set(":;?!»")]
    assert starts == []


def test_a_house_rules_description_is_shown_as_typed_whatever_the_language(run: Run) -> None:
    """Only a preset's own description is said in the user's language."""
    mine = PRESETS["ffb"].model_copy(update={"name": "Chez nous", "description": "Our way."})
    run("rules", "save", "Chez nous", mine.model_dump_json())
    assert "description : Our way.\n" in run("--lang", "fr", "rules", "show", "Chez nous")


def test_without_lang_the_locale_chooses_and_lang_wins_over_it(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id = new_match(run)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert run("show", match_id).startswith(f"partie {match_id} : ")
    assert run("--lang", "en", "show", match_id).startswith(
        f"match {match_id}: Nous (A) vs Eux (B)"
    )


def test_json_and_csv_keep_their_words_whatever_the_language(run: Run) -> None:
    match_id = new_match(run)
    deal = json.dumps(DEALS[1][1])
    for lang in ("en", "fr"):
        added = json.loads(run("--lang", lang, "add", match_id, "--json", deal))
        assert added["done"] == "deal 1 added: Nous +500, Eux +0"
        run("undo", match_id)
    run("add", match_id, deal)
    for command in (["show", match_id, "--json"], ["export", match_id, "--format", "csv"]):
        assert run("--lang", "fr", *command) == run("--lang", "en", *command)
    assert run("--lang", "fr", "stats", "--json") == run("--lang", "en", "stats", "--json")


def test_warnings_are_given_in_french(run: Run) -> None:
    match_id, _ = played(run)
    (run.data_dir / "broken.json").write_text('{"x": ', encoding="utf-8")
    copy = run.data_dir / "0000abcd (copie en conflit de Ann 2026-12-01).json"
    copy.write_bytes((run.data_dir / f"{match_id}.json").read_bytes())
    (run.data_dir / "archive").mkdir()  # an archived copy of a match the folder holds too
    archived = run.data_dir / "archive" / f"{match_id}.json"
    archived.write_bytes((run.data_dir / f"{match_id}.json").read_bytes())
    _, listed = run.warned("--lang", "fr", "list")
    assert sorted(listed.splitlines()) == [
        f"coinche-score : attention : {copy} : une copie en conflit de la partie 0000abcd,"
        " qui n'est pas dans la liste (laissé tel quel)",
        f"coinche-score : attention : {run.data_dir / 'broken.json'} : pas du JSON valide :"
        " une valeur est attendue à la ligne 1, colonne 7 (laissé tel quel)",
    ]
    _, counted = run.warned("--lang", "fr", "stats")
    assert (
        f"coinche-score : attention : {archived} : le dossier des parties contient déjà"
        f" {run.data_dir / match_id}.json (écarté des statistiques)"
    ) in counted.splitlines()
    _, shown = run.warned("--lang", "fr", "show", match_id)
    assert shown == ""  # the copy is of another match: nothing said of this one
    own_copy = run.data_dir / f"{match_id} (copie en conflit de Ann 2026-12-01).json"
    own_copy.write_bytes(copy.read_bytes())
    _, shown = run.warned("--lang", "fr", "show", match_id)
    assert shown.startswith(
        "coinche-score : attention : Un outil de synchronisation a gardé une copie en conflit"
        f" de cette partie, {own_copy.name}, avec les mêmes donnes"
    )
    for said in (listed, counted, shown):
        # The paths are not words of the app; what is wrong with the JSON is.
        assert english_in(said.replace(str(run.data_dir), "")) == [], said


@st.composite
def matches(draw: st.DrawFn) -> Match:
    """A match of any rules, a few deals of every kind, with or without its players."""
    rules = draw(st.one_of(st.sampled_from(list(PRESETS.values())), variant_rules()))
    deals = draw(st.lists(variant_deals(rules), max_size=5))
    players = draw(st.sampled_from([None, ["Ann", "Bob", "Cat", "Dan"]]))
    return Match.model_validate(
        {"rules": rules, "target": 1000, "players": players, "deals": deals}
    )


@given(matches())
def test_every_deal_and_state_is_said_in_french_without_english(match: Match) -> None:
    state = match.state()
    for deal in match.deals:
        assert english_in(describe_deal(FRENCH, deal, match)) == []
    for scored in state.scored:
        assert english_in(result_word(FRENCH, scored)) == []
    assert english_in(status_line(FRENCH, match, state)) == []
