"""The text of a match file (issue 8): the document indented as before, but each deal of the
match on one line, its fields at their default left out, so that a 100,000-deal match fits in
a file; files written either way load to the same match.  Loading checks each deal once, as it
is built, and refuses a deal the rules refuse as before."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from deal_strategies import THROWN_IN, variant_deals, variant_rules
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from scorings import counted_scorings

from coinche_score import match as match_module
from coinche_score.match import Match, compute
from coinche_score.rules import PRESETS, RuleSet, preset
from coinche_score.scoring import CHECK_AND_SCORE, SCORE, Deal, InvalidDealError, parse_deal
from coinche_score.store import (
    MAX_FILE_SIZE,
    DamagedMatchError,
    MatchFile,
    Store,
    load_match_file,
)
from coinche_score.store.files import deal_lines

from .helpers import deal, golden_match

ANY_RULES = st.one_of(st.sampled_from(list(PRESETS.values())), variant_rules())


def match_file(match: Match, match_id: str = "m1") -> MatchFile:
    return MatchFile.of(match_id, match, datetime(2026, 12, 1, 1, 2, 3, tzinfo=UTC))


def written_before_issue_8(file: MatchFile) -> bytes:
    """How every version before issue 8 wrote a file: every field of every deal, indented."""
    return (file.model_dump_json(indent=2) + "\n").encode()


@st.composite
def rules_and_deals(draw: st.DrawFn) -> tuple[RuleSet, list[Deal]]:
    rules = draw(ANY_RULES)
    deals = st.one_of(variant_deals(rules), st.just(THROWN_IN))
    return rules, draw(st.lists(deals, min_size=1, max_size=4))


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(rules_and_deals())
def test_any_valid_deal_is_loaded_back_as_it_was_saved(
    tmp_path: Path, case: tuple[RuleSet, list[Deal]]
) -> None:
    rules, deals = case
    match = Match(rules=rules, target=rules.default_target, deals=tuple(deals))
    path = tmp_path / "m1.json"
    path.write_bytes(match_file(match).to_json())
    lines = [json.dumps(deal.model_dump(mode="json", exclude_defaults=True)) for deal in deals]
    assert deal_lines([deal.model_copy() for deal in deals]) == deal_lines(deals) == lines
    loaded = load_match_file(path)
    assert loaded.match == match and not loaded.warnings
    for read, written in zip(loaded.match.deals, deals, strict=True):
        for name in Deal.model_fields:
            mine, theirs = getattr(read, name), getattr(written, name)
            assert type(mine) is type(theirs) and mine == theirs, name
    assert loaded.state == match.state()


SHAPES = [
    deal(),
    parse_deal({"taker": None}, preset("ffb")),
    deal(
        "ffb",
        taker="B",
        contract=100,
        trump="spades",
        coinche="coinche",
        taker_points=120,
        belote={"A": 20, "B": 0},
        announces={"A": [], "B": ["tierce", "cent"]},
    ),
    deal("ffb", taker_points=None, renonce="B"),
    deal("ffb", contract="capot", trump=None, taker_points=162, all_tricks=True),
]
SHAPE_LINES = [
    '      {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100},',
    '      {"taker": null},',
    '      {"taker": "B", "contract": 100, "trump": "spades", "coinche": "coinche", '
    '"taker_points": 120, "belote": {"A": 20}, "announces": {"B": ["tierce", "cent"]}},',
    '      {"taker": "A", "contract": 80, "trump": "hearts", "renonce": "B"},',
    '      {"taker": "A", "contract": "capot", "taker_points": 162, "all_tricks": true}',
]


def test_each_deal_is_one_line_without_its_defaults_and_the_rest_is_as_before() -> None:
    file = match_file(Match(rules=preset("ffb"), target=2000, deals=tuple(SHAPES)))
    lines = file.to_json().decode().splitlines()
    old = written_before_issue_8(file).decode().splitlines()
    start = old.index('    "deals": [')
    end = old.index("    ]", start)
    assert lines == [*old[: start + 1], *SHAPE_LINES, *old[end:]]


def test_a_match_without_deals_is_written_as_before() -> None:
    file = match_file(Match(rules=preset("ffb"), target=2000))
    assert file.to_json() == written_before_issue_8(file)
    assert '\n    "deals": []\n' in file.to_json().decode()


def test_a_file_written_the_old_way_loads_to_the_same_match(store: Store) -> None:
    match, _ = golden_match("random-match-ffb-1", players=("Ann", "Bob", "Cat", "Dan"))
    with store.create(match) as created:
        path = created.path
        file = created.snapshot().file
    new = load_match_file(path)
    old_text = written_before_issue_8(file)
    assert b'"renonce": null' in old_text and b'"renonce": null' not in path.read_bytes()
    path.write_bytes(old_text)
    old = load_match_file(path)
    assert old.file == new.file == file and old.state == new.state and not old.warnings


def test_a_file_written_the_new_way_is_the_same_document_for_older_readers() -> None:
    """Versions before issue 8 validated the parsed file with pydantic: the deals' defaults
    are pydantic's, so the file is the same schema version 3 document."""
    match, _ = golden_match("random-match-classic-2")
    file = match_file(match)
    assert MatchFile.model_validate(json.loads(file.to_json())) == file
    written: dict[str, Any] = json.loads(file.to_json())
    assert written["schema_version"] == 3
    assert written["match"]["deals"] != json.loads(written_before_issue_8(file))["match"]["deals"]


def test_a_deal_copied_with_a_change_is_written_with_it() -> None:
    """A deal's line is made once and kept on it: never on a copy, never in a comparison."""
    first = deal()
    assert '"taker_points": 100' in deal_lines([first])[0]
    assert first == deal()
    changed = first.model_copy(update={"taker_points": 90})
    assert deal_lines([changed, first]) == [
        '{"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 90}',
        '{"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100}',
    ]
    assert changed.model_copy() == changed


def test_each_change_of_the_history_is_one_line_and_loads_back(store: Store) -> None:
    with store.create(Match(rules=preset("classic"), target=2000)) as opened:
        opened.add(deal(taker_points=90))
        opened.add(deal(taker_points=100, belote={"B": 20}))
        opened.edit(0, deal(taker_points=120))
        opened.delete(1)
        opened.undo()  # the deletion, to redo
        path, file = opened.path, opened.snapshot().file
    lines = path.read_text(encoding="utf-8").splitlines()
    undo, redo = lines.index('    "undo": ['), lines.index('    "redo": [')
    assert lines[undo + 1 : redo - 1] == [
        '      {"kind": "add", "index": 0, "deal": '
        '{"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 90}},',
        '      {"kind": "add", "index": 1, "deal": {"taker": "A", "contract": 80, '
        '"trump": "hearts", "taker_points": 100, "belote": {"B": 20}}},',
        '      {"kind": "edit", "index": 0, "deal": '
        '{"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 120}, "previous": '
        '{"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 90}}',
    ]
    assert lines[redo + 1 : redo + 3] == [
        '      {"kind": "delete", "index": 1, "previous": {"taker": "A", "contract": 80, '
        '"trump": "hearts", "taker_points": 100, "belote": {"B": 20}}}',
        "    ]",
    ]
    assert load_match_file(path).file == file
    path.write_bytes(written_before_issue_8(file))  # every field of every change's deals
    assert load_match_file(path).file == file


def test_a_100000_deal_match_is_saved_and_opened(store: Store) -> None:
    """Written with every field of every deal it took about 37 MB: more than a file may hold."""
    rules = preset("points_faits")
    kinds = [
        deal("points_faits", taker=taker, contract=contract, taker_points=points, belote=belote)
        for taker in "AB"
        for contract in (80, 100, 120)
        for points in (70, 110, 150)
        for belote in ({}, {"A": 20}, {"B": 20})
    ]
    deals = tuple(kinds[number % len(kinds)] for number in range(100_000))
    match = Match(rules=rules, target=1_000_000, deals=deals)
    with store.create(match) as created:
        match_id, path = created.id, created.path
    assert path.stat().st_size < MAX_FILE_SIZE
    with store.open(match_id) as opened:
        assert opened.match == match
        assert opened.state.totals == match.state().totals
        opened.edit(99_999, kinds[0])  # saved again, every deal's line made anew
    assert store.read(match_id).match.deals[99_999] == kinds[0]


# ------------------------------------------------------- checked and scored in one pass


def test_a_saved_deal_is_checked_and_scored_in_one_pass(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    match, _ = golden_match("random-match-classic-1")
    with store.create(match) as created:
        path = created.path
    apart: list[tuple[Deal, RuleSet]] = []
    monkeypatch.setattr(match_module, "check_deal", lambda *args: apart.append(args))
    scorings = counted_scorings(monkeypatch)
    loaded = load_match_file(path)
    assert apart == [] and scorings[SCORE] == []
    assert scorings[CHECK_AND_SCORE] == list(match.deals)
    assert loaded.state == compute(match.rules, match.target, match.deals)


REFUSED = {"taker": "A", "contract": 85, "trump": "hearts", "taker_points": 100}
FILES_WITH_A_REFUSED_DEAL: dict[str, Callable[[list[Any]], None]] = {
    # built as saved deals are, then refused by the rules
    "built": lambda deals: deals.insert(1, REFUSED),
    # left to pydantic (no shared belote of 40 yet), then refused by the rules
    "validated": lambda deals: deals.insert(1, {**deals[0], "belote": {"A": 40}}),
    # after the deal that ended the match: checked, not scored
    "after the end": lambda deals: deals.append(REFUSED),
}


@pytest.mark.parametrize("name", sorted(FILES_WITH_A_REFUSED_DEAL))
def test_a_deal_the_rules_refuse_refuses_the_file_as_before(tmp_path: Path, name: str) -> None:
    rules = preset("classic")
    match = Match(rules=rules, target=100, deals=(deal(), deal(taker="B")))
    assert match.state().finished and match.state().unscored == 1
    raw = json.loads(match_file(match).to_json())
    FILES_WITH_A_REFUSED_DEAL[name](raw["match"]["deals"])
    path = tmp_path / "m1.json"
    path.write_text(json.dumps(raw, indent=2), encoding="utf-8")
    deals = [Deal.model_validate(entered) for entered in raw["match"]["deals"]]
    with pytest.raises(InvalidDealError) as expected:
        compute(rules, 100, deals)
    with pytest.raises(DamagedMatchError) as refused:
        load_match_file(path)
    assert refused.value.reason == str(expected.value)


# ---------------------------------------------------------------------- a key given twice


def counted_objects(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + sum(map(counted_objects, value.values()))
    if isinstance(value, list):
        return sum(map(counted_objects, value))
    return 0


def with_a_key_twice(value: Any, chosen: int, again: Any, *, last: bool) -> str:
    """``value`` as JSON text, with the first key of its object number ``chosen`` (in the
    order they are written) given once more with ``again``: before the key (the value kept by
    JSON readers is then the file's own) or after it."""
    numbers = iter(range(counted_objects(value)))

    def write(item: Any) -> str:
        if isinstance(item, dict):
            number = next(numbers)
            pairs = [f"{json.dumps(key)}: {write(entry)}" for key, entry in item.items()]
            if number == chosen and item:
                pairs.insert(len(pairs) if last else 0, f"{json.dumps(next(iter(item)))}: "
                             f"{json.dumps(again)}")  # fmt: skip
            return "{" + ", ".join(pairs) + "}"
        if isinstance(item, list):
            return "[" + ", ".join(map(write, item)) + "]"
        return json.dumps(item)

    return write(value)


@pytest.fixture(scope="module")
def a_saved_match(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A match file with deals of every kind, names holding ':' and an undo history."""
    store = Store(tmp_path_factory.mktemp("matches"))
    match = Match(
        rules=preset("ffb"),
        target=2000,
        team_names=("Les: Bleus", "Eux"),
        players=("Ann:1", "Bob", "Cat", "Dan"),
        deals=tuple(SHAPES),
    )
    with store.create(match) as opened:
        opened.edit(0, deal(taker_points=90))
        opened.delete(1)
        raw: dict[str, Any] = json.loads(opened.path.read_bytes())
    return raw


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_a_key_given_twice_anywhere_refuses_the_file(
    tmp_path: Path, a_saved_match: dict[str, Any], data: st.DataObject
) -> None:
    chosen = data.draw(st.integers(0, counted_objects(a_saved_match) - 1), label="object")
    again = data.draw(st.sampled_from(["x:y", "::", 1, None, {"a:b": "c"}, [":"], "Ann:1"]))
    text = with_a_key_twice(a_saved_match, chosen, again, last=data.draw(st.booleans()))
    if data.draw(st.booleans(), label="a ':' written as an escape"):
        text = text.replace("Les: Bleus", "Les\\u003a Bleus")
    path = tmp_path / f"{a_saved_match['id']}.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DamagedMatchError, match="appears twice in one object"):
        load_match_file(path)


@pytest.mark.parametrize("escaped", [False, True])
def test_names_holding_a_colon_load_as_written(
    tmp_path: Path, a_saved_match: dict[str, Any], escaped: bool
) -> None:
    text = json.dumps(a_saved_match, indent=2)
    if escaped:
        text = text.replace("Les: Bleus", "Les\\u003a Bleus")
    path = tmp_path / f"{a_saved_match['id']}.json"
    path.write_text(text, encoding="utf-8")
    loaded = load_match_file(path)
    assert loaded.match.team_names == ("Les: Bleus", "Eux") and not loaded.warnings
    assert loaded.file.history.undo and loaded.match.players == ("Ann:1", "Bob", "Cat", "Dan")
