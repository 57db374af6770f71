"""Matches saved before the rule variants (schema version 2, tests/store/fixtures/schema2, one per
preset, written by that version's ``coinche-score new`` and ``add``) load and score exactly as
they did, the old ``ffb`` included, and are migrated to schema version 3 with every rule field
written out."""

from __future__ import annotations

import errno
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from coinche_score.match import compute
from coinche_score.rules import PRESETS, RuleSet
from coinche_score.store import (
    MIGRATIONS,
    SCHEMA_VERSION,
    FileChangedError,
    SaveError,
    Store,
    StoreCode,
)
from coinche_score.store import open_match as open_match_module
from coinche_score.store.scanning import Signature, read_settled
from coinche_score.store.writing import FolderNotSyncedError, write_atomically

FIXTURES = Path(__file__).parent / "fixtures" / "schema2"
EXPECTED: dict[str, dict[str, Any]] = json.loads(
    (FIXTURES / "expected.json").read_text(encoding="utf-8")
)
V1_PRESETS = ("classic", "trickster", "belotepoint", "ffb")


def stored(store: Store, preset_name: str) -> str:
    """Copy the fixture of ``preset_name`` into ``store``; its match id."""
    name = EXPECTED[preset_name]["file"]
    store.data_dir.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(FIXTURES / name, store.data_dir / name)
    return Path(name).stem


def test_there_is_a_fixture_for_each_preset_of_version_2() -> None:
    assert sorted(EXPECTED) == sorted(V1_PRESETS)


@pytest.mark.parametrize("preset_name", V1_PRESETS)
def test_a_version_2_match_scores_exactly_as_before(store: Store, preset_name: str) -> None:
    expected = EXPECTED[preset_name]
    saved = store.read(stored(store, preset_name))
    assert saved.migrated_from == 2
    state = saved.state
    assert [dict(s.score.scores) for s in state.scored] == expected["deals"]
    assert state.totals == expected["totals"]
    assert state.pending_litige == expected["pending_litige"]
    assert state.finished == expected["finished"]
    # The cached totals the old version wrote agree with today's scores.
    assert not any("do not match" in warning for warning in saved.warnings)


def test_the_old_ffb_keeps_its_own_rules_not_todays_preset(store: Store) -> None:
    saved = store.read(stored(store, "ffb"))
    rules = saved.match.rules
    assert rules.name == "ffb" and rules != PRESETS["ffb"]
    assert not rules.capot_takes_defence_announces and not rules.coinche_multiplies_belote
    assert not rules.bid_counts_all_tricks_points and not rules.belote_cannot_end_match
    # Deal 4, a capot at sans-atout: the defence keeps its tierce and four nines (150).
    assert dict(saved.state.scored[3].score.scores) == {"A": 500, "B": 170}
    # Today's ffb scores the same deals differently: the test above is not trivially true.
    today = compute(PRESETS["ffb"], saved.match.target, saved.match.deals)
    assert today.totals != saved.state.totals


@pytest.mark.parametrize("preset_name", V1_PRESETS)
def test_opening_a_version_2_match_writes_every_rule_field_and_keeps_a_backup(
    store: Store, preset_name: str
) -> None:
    match_id = stored(store, preset_name)
    original = store.match_path(match_id).read_bytes()
    with store.open(match_id) as opened:
        assert opened.state.totals == EXPECTED[preset_name]["totals"]
    written = json.loads(store.match_path(match_id).read_text(encoding="utf-8"))
    assert written["schema_version"] == SCHEMA_VERSION == 3
    rules = written["match"]["rules"]
    assert list(rules) == list(RuleSet.model_fields)
    old_rules = json.loads(original)["match"]["rules"]
    new_fields = set(RuleSet.model_fields) - set(old_rules)
    assert len(new_fields) == 18
    defaults = RuleSet().model_dump(mode="json")
    assert {field: rules[field] for field in new_fields} == {f: defaults[f] for f in new_fields}
    assert (store.data_dir / f"{match_id}.v2.bak").read_bytes() == original
    assert store.read(match_id).state.totals == EXPECTED[preset_name]["totals"]


def test_the_version_2_migration_fills_in_the_new_rule_fields_only() -> None:
    old_rules = {"name": "house", "max_bid": 170, "rounding": "none", "colour": "red"}
    migrated = MIGRATIONS[2]({"schema_version": 2, "id": "m", "match": {"rules": old_rules}})
    assert migrated["schema_version"] == 3 and migrated["id"] == "m"
    rules = migrated["match"]["rules"]
    assert rules["name"] == "house" and rules["max_bid"] == 170
    assert rules["belote_scoring"] == "holder" and rules["rounding_scope"] == "deal"
    assert rules["colour"] == "red"  # left for validation to refuse, naming it
    assert old_rules == {"name": "house", "max_bid": 170, "rounding": "none", "colour": "red"}


@pytest.mark.parametrize("preset_name", V1_PRESETS)
def test_a_migrated_source_names_the_public_document_only(store: Store, preset_name: str) -> None:
    """Version 2 wrote the presets' sources as "seeds/000 (Pagat, La Coinche)"."""
    source = store.read(stored(store, preset_name)).match.rules.source
    assert source and "seeds/" not in source and not source.startswith("(")


def test_a_version_2_file_changed_while_opened_is_migrated_as_it_now_is(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A sync tool writing the old file between its reading and its migration: the migration
    wrote over it what it had read, and the new deal survived only in the backup."""
    match_id = stored(store, "classic")
    path = store.match_path(match_id)
    synced = json.loads(path.read_bytes())
    synced["match"]["deals"].append(synced["match"]["deals"][0])

    def read_then_synced(*args: Any) -> Any:
        saved = read_settled(*args)
        path.write_text(json.dumps(synced), encoding="utf-8")
        return saved

    monkeypatch.setattr("coinche_score.store.folder.read_settled", read_then_synced)
    with store.open(match_id) as opened:
        assert len(opened.match.deals) == len(synced["match"]["deals"])
    assert json.loads((store.data_dir / f"{match_id}.v2.bak").read_bytes()) == synced
    assert len(store.read(match_id).match.deals) == len(synced["match"]["deals"])


@pytest.mark.parametrize("written", ["backup", "migrated"])
def test_a_migration_not_synced_is_not_said_written(
    store: Store, monkeypatch: pytest.MonkeyPatch, written: str
) -> None:
    """The backup's folder not synced, or the migrated file's, read "written, but a crash could
    undo it", and the deal the player added was not."""
    match_id = stored(store, "classic")
    original = store.match_path(match_id).read_bytes()

    def write_not_synced(path: Path, data: bytes, prefix: str) -> Signature | None:
        signature = write_atomically(path, data, prefix)
        if path.name.endswith(".bak") == (written == "backup"):
            raise FolderNotSyncedError(errno.EIO, "Input/output error")
        return signature

    monkeypatch.setattr("coinche_score.store.open_match.write_atomically", write_not_synced)
    with pytest.raises(SaveError) as failed:
        store.open(match_id)
    assert failed.value.code != StoreCode.NOT_SYNCED
    assert "the file is as it was" in str(failed.value)
    if written == "backup":
        assert store.match_path(match_id).read_bytes() == original
    else:  # the same match, migrated: what it holds is as it was
        assert store.read(match_id).state.totals == EXPECTED["classic"]["totals"]


def test_a_version_2_file_changed_while_its_backup_is_written_is_not_written_over(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Looked at once more before it is replaced: a deal a sync tool wrote meanwhile stays."""
    match_id = stored(store, "classic")
    path = store.match_path(match_id)
    synced = json.loads(path.read_bytes())
    synced["match"]["deals"].append(synced["match"]["deals"][0])

    def backup_then_synced(target: Path, data: bytes, prefix: str) -> Signature | None:
        signature = write_atomically(target, data, prefix)
        if target.name.endswith(".bak"):
            path.write_text(json.dumps(synced), encoding="utf-8")
        return signature

    monkeypatch.setattr("coinche_score.store.open_match.write_atomically", backup_then_synced)
    with pytest.raises(FileChangedError):
        store.open(match_id)
    assert json.loads(path.read_bytes()) == synced


def test_a_reload_makes_its_changes_again_on_the_file_the_migration_read_last(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An old file put back, then written anew while it was migrated: the changes were made
    again on the first read and saved over the newer file, whose deal was lost (found by a
    review)."""
    match_id = stored(store, "classic")
    path = store.match_path(match_id)
    old = path.read_bytes()
    with store.open(match_id) as opened:  # migrated as it opens
        raw = json.loads(path.read_bytes())
        raw["match"]["deals"].append(raw["match"]["deals"][0])  # a deal added elsewhere
        raw["updated"] = "2099-01-01T00:00:00+00:00"
        newer = json.dumps(raw).encode()
        path.write_bytes(old)  # put back, in the old version's form
        with pytest.raises(FileChangedError):
            opened.add(opened.match.deals[1])
        load = vars(open_match_module)["load_match_file"]

        def written_meanwhile(at: Path) -> Any:
            loaded = load(at)
            if loaded.migrated_from is not None:
                path.write_bytes(newer)  # as the migration begins
            return loaded

        monkeypatch.setattr(open_match_module, "load_match_file", written_meanwhile)
        opened.reload()
    deals = store.read(match_id).match.deals
    assert len(deals) == len(EXPECTED["classic"]["deals"]) + 2  # theirs, and ours
