"""French is complete: every catalogue key the code uses exists, plurals agree, and no screen,
dialog or store error shown in French holds a sentence of the English catalogue."""

from __future__ import annotations

import json
import os
import re
import string
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest
from language_words import english_in
from sample_matches import write_near_end_match, write_sample_folder, write_stats_folder
from tui_pilot import keys, make_app, until

import coinche_score
from coinche_score.i18n import CATALOGUES, LANGUAGES, Language, Texts, catalog_keys
from coinche_score.i18n.catalogue import Catalogue
from coinche_score.match import Match
from coinche_score.rules import InvalidRulesError, preset, rules_from_mapping
from coinche_score.store import (
    ConflictCopy,
    Damage,
    DamagedMatchError,
    MatchLockedError,
    MatchNotFoundError,
    MatchOverError,
    ReadOnlyMatchError,
    SaveError,
    Store,
    StoreCode,
    StoreError,
    StoreNote,
)
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.store_errors import store_error_text, store_note_text
from coinche_score.validation import FieldCode, FieldError

PACKAGE = Path(coinche_score.__file__).parent
#: texts("key"), self.texts("key"), self("key") inside Texts; f-strings are checked by prefix.
LITERAL_KEY = re.compile(r"""\b(?:texts|self)\(\s*"([a-z0-9_.]+)"[,)]""")
PREFIX_KEY = re.compile(r"""\b(?:texts|self)\(\s*f["']([a-z0-9_.]+)\{""")


def source() -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in PACKAGE.rglob("*.py"))


def test_every_catalogue_key_used_in_the_code_exists() -> None:
    code, known = source(), catalog_keys()
    used = set(LITERAL_KEY.findall(code))
    assert len(used) > 100  # the pattern finds the calls
    assert sorted(used - known) == []
    prefixes = set(PREFIX_KEY.findall(code))
    assert sorted(p for p in prefixes if not any(k.startswith(p) for k in known)) == []


@pytest.mark.parametrize("table", [field.name for field in fields(Catalogue)])
def test_every_language_has_every_word_of_every_table(table: str) -> None:
    keys = {language: set(getattr(CATALOGUES[language], table)) for language in LANGUAGES}
    assert keys["en"]  # the table is filled
    for language in LANGUAGES:
        assert sorted(keys["en"] ^ keys[language]) == [], language


def test_placeholders_are_the_same_in_every_language() -> None:
    def placeholders(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    english = CATALOGUES["en"].sentences
    for language in LANGUAGES:
        sentences = CATALOGUES[language].sentences
        differ = [k for k in english if placeholders(english[k]) != placeholders(sentences[k])]
        assert differ == [], language


@pytest.mark.parametrize(
    ("language", "one", "two", "zero"),
    [("en", "1 deal,", "2 deals,", "0 deals,"), ("fr", "1 donne,", "2 donnes,", "0 donne,")],
)
def test_plurals_follow_the_count(language: str, one: str, two: str, zero: str) -> None:
    texts = Texts(language)  # type: ignore[arg-type]
    assert texts("winner.deals", count=1, target=1000).startswith(one)
    assert texts("winner.deals", count=2, target=1000).startswith(two)
    assert texts("winner.deals", count=0, target=1000).startswith(zero)


def shown(app: CoincheApp) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


#: From the home screen in French: (keys, what is then on screen).
WALK = [
    ("h", "home"),
    ("v", "archive"),
    ("escape t", "trash"),
    ("escape e", "rename"),
    ("escape d", "confirm delete"),
    ("n f1", "help"),
    ("escape n", "new match"),
    ("ctrl+r", "rules editor"),
    ("escape escape enter", "score sheet"),
    ("n", "deal form"),
    ("escape ctrl+p", "palette"),
]


async def test_no_screen_in_french_shows_the_english_catalogue(data_dir: Path) -> None:
    write_sample_folder(data_dir)
    app = make_app(data_dir, "fr")
    seen: dict[str, list[str]] = {}
    async with app.run_test(size=(100, 30)) as pilot:
        for typed, where in WALK:
            await pilot.press(*keys(typed))
            await pilot.pause()
            seen[where] = english_in(shown(app))
    assert seen == {where: [] for _, where in WALK}


async def test_the_statistics_screens_in_french(data_dir: Path) -> None:
    """Each tab, a player's card, a figure's deals with their lines on why, and the players
    to filter on."""
    write_stats_folder(data_dir)
    app = make_app(data_dir, "fr")
    seen: dict[str, list[str]] = {}
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("h", "s")
        await until(pilot, lambda: getattr(app.screen, "stats", None) is not None)
        for typed, where in [
            ("", "players"),
            ("2", "teams"),
            ("3", "head to head"),
            ("4", "records"),
            ("5", "ratings"),
            ("1 enter", "card"),
            ("escape right right right enter", "deals"),
            ("escape f", "players dialog"),
        ]:
            await pilot.press(*keys(typed))
            await app.workers.wait_for_complete()
            await pilot.pause()
            seen[where] = english_in(shown(app))
    assert seen == {where: [] for where in seen}


async def test_the_winner_box_in_french(data_dir: Path) -> None:
    write_near_end_match(data_dir)
    app = make_app(data_dir, "fr")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press(*keys("n a 1 1 0 c 9 2 b enter"))
        await pilot.pause()
        assert english_in(shown(app)) == []


def store_errors(tmp_path: Path) -> list[StoreError]:
    path = tmp_path / "5eed0001.json"
    kinds = ["unreadable", "empty", "not_utf8", "not_json", "not_object", "no_version", "newer"]
    errors: list[StoreError] = [
        DamagedMatchError(
            path, Damage(kind), kind, strerror="x", detail="x", version=9, supported=3
        )
        for kind in kinds
    ]
    missing = FieldError(FieldCode.MISSING, "match.target")
    errors += [DamagedMatchError(path, Damage.INVALID, refusal=missing)]
    errors += [
        MatchLockedError(match="5eed0001", pid=4242),
        MatchLockedError(match="5eed0001", pid=None),
        MatchLockedError(StoreCode.LOCKED_ELSEWHERE, match="5eed0001", host="pc", pid=7, path=path),
        SaveError(path=path, kind="disk_full", strerror="x"),
        SaveError(path=path, kind="denied", strerror="x"),
        SaveError(path=path, kind="other", strerror="x"),
        SaveError(StoreCode.NOT_SYNCED, path=path, kind="other", strerror="x"),
        SaveError(StoreCode.SAVE_NEW, path=tmp_path, kind="disk_full", strerror="x"),
        SaveError(StoreCode.NOT_A_FOLDER, path=tmp_path),
        StoreError(StoreCode.FOLDER_UNREADABLE, path=tmp_path, strerror="x"),
        StoreError(StoreCode.LOCK_FAILED, match="5eed0001", strerror="x"),
        StoreError(StoreCode.EXISTS, match="5eed0001", path=path),
        StoreError(StoreCode.MOVE_FAILED, match="5eed0001", path=tmp_path, strerror="x"),
        ReadOnlyMatchError(StoreCode.LINKED, match="5eed0001", path=path),
        StoreError(StoreCode.RULES_HELD, path=path, kind="linked", mode=""),
        StoreError(StoreCode.RULES_HELD, path=path, kind="read_only", mode="0444"),
        MatchNotFoundError(ref="'5eed'", folder=tmp_path),
        MatchOverError(team="Nous", winner=1010, loser=620),
    ]
    # The codes the app has no words of its own for: said in the refusal's, in French.
    errors += [
        StoreError(code, **PARAMS)
        for code in StoreCode
        if f"store_error.{code}" not in CATALOGUES["en"].sentences
    ]
    return errors


#: Enough parameters for any store refusal's sentence.
PARAMS: dict[str, Any] = {
    "match": "5eed0001",
    "path": Path("/tmp/5eed0001.json"),
    "folder": Path("/tmp"),
    "ref": "'5eed'",
    "count": 2,
    "shown": "5eed0001, 5eed0002",
    "detail": "x",
    "strerror": "x",
    "name": "Chez Paul",
    "number": 3,
    "max_length": 40,
}


def test_every_store_error_is_worded_in_french(tmp_path: Path) -> None:
    fr = Texts("fr")
    for error in store_errors(tmp_path):
        text = store_error_text(fr, error)
        assert text and english_in(text) == [], error.code
        assert str(error) not in text  # the store's English sentence is not shown


@pytest.mark.parametrize(
    ("language", "undo", "redo"),
    [("fr", "Rien à annuler.", "Rien à rétablir."), ("en", "Nothing to undo.", "Nothing to redo.")],
)
def test_nothing_to_undo_or_redo_is_said_in_the_apps_language(
    tmp_path: Path, language: Language, undo: str, redo: str
) -> None:
    texts = Texts(language)
    with Store(tmp_path).create(Match(rules=preset("classic"), target=1000)) as opened:
        for action, said in ((opened.undo, undo), (opened.redo, redo)):
            with pytest.raises(StoreError) as refused:
                action()
            assert store_error_text(texts, refused.value) == said


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_second_instance_message_says_it_once(tmp_path: Path, language: Language) -> None:
    store = Store(tmp_path / "matches")
    opened = store.create(Match(rules=preset("classic"), target=1000))
    with opened, pytest.raises(MatchLockedError) as refused:
        store.open(opened.id)
    text = store_error_text(Texts(language), refused.value)
    assert text.count("coinche-score") == 1
    assert str(os.getpid()) in text


#: A change to the classic rules that each of the rule set's own checks refuses.
REFUSED_RULES: list[dict[str, object]] = [
    {"min_bid": 170, "max_bid": 160},
    {"max_bid": 165},
    {"lowest_bid_needs": 170},
    {"coinche_multiplier": 5},
    {"target_options": ()},
    {"defence_tie": "litige"},
    {"name": ""},
    {"name": "x" * 50},
    {"min_bid": 5},
    {"max_bid": 1200},
    {"name": "a\u202eb"},
    {"description": "x" * 10_001},
]


@pytest.mark.parametrize("change", REFUSED_RULES)
def test_rule_set_refusals_are_worded_in_french(change: dict[str, object]) -> None:
    with pytest.raises(InvalidRulesError) as refused:
        rules_from_mapping({"preset": "classic", **change})
    text = Texts("fr").rules_problem(refused.value)
    assert "None" not in text and english_in(text) == [], refused.value.code


def test_the_stores_warnings_are_worded_in_french(tmp_path: Path) -> None:
    store = Store(tmp_path / "matches")
    with store.create(Match(rules=preset("classic"), target=1000)) as opened:
        path = opened.path
    document = json.loads(path.read_text(encoding="utf-8"))
    document["cached"]["totals"]["A"] = 500  # a hand edit: the deals count
    path.write_text(json.dumps(document), encoding="utf-8")
    with store.open(opened.id) as reopened:
        (warning,) = reopened.warnings
    assert "saved totals" in warning  # the CLI's English
    fr = store_note_text(Texts("fr"), warning)
    assert fr != warning and english_in(fr) == []
    copy = tmp_path / "5eed0001.sync-conflict-20240131-235959-ABCDEFG.json"
    for note in (
        StoreNote("migrated", "migrated", backup="5eed0001.v1.bak"),
        ConflictCopy(copy, "5eed0001", (2, 3), 3).note(),
        ConflictCopy(copy, "5eed0001").note(),
        ConflictCopy(copy, "5eed0001", reason="why").note(),
    ):
        fr = store_note_text(Texts("fr"), note)
        assert english_in(fr) == [] and fr != note, note.code
        assert ("5eed0001.v1.bak" if note.code == "migrated" else copy.name) in fr
