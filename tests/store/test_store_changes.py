"""Corrections, undo and redo, finding matches, and one writer per match (in one process)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from scorings import counted_scorings

from coinche_score import match as match_module
from coinche_score.history import ChangeKind
from coinche_score.match import Match, compute
from coinche_score.scoring import CHECK_AND_SCORE, SCORE, InvalidDealError
from coinche_score.store import (
    AmbiguousMatchError,
    MatchLockedError,
    MatchNotFoundError,
    MatchOverError,
    OpenMatch,
    SaveError,
    Store,
    StoreError,
    latest_unfinished,
)
from coinche_score.store import open_match as open_match_module

from .helpers import deal, empty_match, folder_bytes, golden_match, unchecked_deal


def points(opened: OpenMatch) -> list[int | None]:
    return [d.taker_points for d in opened.match.deals]


def reloaded_points(store: Store, match_id: str) -> list[int | None]:
    return [d.taker_points for d in store.read(match_id).match.deals]


def assert_consistent(opened: OpenMatch) -> None:
    """The state is the deals' state, and the file on disk says the same."""
    match = opened.match
    assert opened.state == compute(match.rules, match.target, match.deals, match.first_dealer)
    assert not opened.unsaved


# ------------------------------------------------------------------------------ corrections


def test_add_insert_edit_delete(store: Store) -> None:
    with store.create(empty_match()) as opened:
        for taker_points in (90, 100, 110):
            opened.add(deal(taker_points=taker_points))
        opened.insert(1, deal(taker_points=95))
        assert points(opened) == [90, 95, 100, 110]
        opened.insert(4, deal(taker_points=120))  # at the end: same as add
        opened.edit(0, deal(taker_points=85))
        opened.delete(2)
        assert points(opened) == [85, 95, 110, 120]
        assert_consistent(opened)
        match_id = opened.id
    assert reloaded_points(store, match_id) == [85, 95, 110, 120]


def counted_calls(monkeypatch: pytest.MonkeyPatch, name: str) -> list[int]:
    """Counts the calls the match makes to its ``name`` (scoring or checking one deal)."""
    calls: list[int] = []
    function = getattr(match_module, name)

    def counted(*args: Any) -> Any:
        calls.append(1)
        return function(*args)

    monkeypatch.setattr(match_module, name, counted)
    return calls


def test_a_change_to_a_long_match_scores_only_from_the_deal_it_changes(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    long_match = empty_match(target=1_000_000).model_copy(
        update={"deals": tuple(deal(taker_points=82 + n % 80) for n in range(1000))}
    )
    with store.create(Match.model_validate(long_match.model_dump())) as created:
        match_id = created.id
    scorings = counted_scorings(monkeypatch)
    checked_and_scored, scored = scorings[CHECK_AND_SCORE], scorings[SCORE]
    checked = counted_calls(monkeypatch, "check_deal")
    with store.open(match_id) as opened:
        # Loading checks and scores each deal once, in one pass.
        assert len(checked_and_scored) == 1000 and not checked and not scored
        steps: list[tuple[Any, int]] = [
            (lambda: opened.add(deal(taker_points=120)), 1),  # deal 1,001 only
            (lambda: opened.edit(995, deal(taker_points=90)), 6),  # deals 996 to 1,001
            (lambda: opened.delete(999), 1),  # deal 1,001 becomes deal 1,000
            (opened.undo, 2),
            (opened.undo, 6),
            (opened.redo, 6),
            (lambda: opened.insert(0, deal(taker_points=100)), 1002),
        ]
        for change, rescored in steps:
            scored.clear()
            checked.clear()
            checked_and_scored.clear()
            change()
            assert len(scored) == rescored
            # Only a deal that comes in is checked: never the others, nor again on saving.
            assert len(checked) + len(checked_and_scored) <= 1
        assert_consistent(opened)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda o: o.add(unchecked_deal(contract=85)), "deal 3: contract"),
        (lambda o: o.insert(0, unchecked_deal(taker_points=163)), "deal 1: taker_points"),
        (lambda o: o.edit(1, unchecked_deal(belote={"A": 20, "B": 20})), "deal 2: belote"),
    ],
)
def test_an_invalid_deal_changes_nothing(store: Store, change: Any, message: str) -> None:
    with store.create(empty_match()) as opened:
        opened.add(deal(taker_points=90))
        opened.add(deal(taker_points=100))
        on_disk = folder_bytes(store.data_dir)
        state, next_undo = opened.state, opened.next_undo
        with pytest.raises(InvalidDealError) as refused:
            change(opened)
        assert str(refused.value).startswith(message)
        assert points(opened) == [90, 100]
        assert (opened.state, opened.next_undo) == (state, next_undo)
        assert folder_bytes(store.data_dir) == on_disk


@pytest.mark.parametrize(
    "change",
    [
        lambda o: o.edit(2, deal()),
        lambda o: o.edit(-1, deal()),
        lambda o: o.delete(2),
        lambda o: o.delete(-1),
        lambda o: o.insert(3, deal()),
        lambda o: o.insert(-1, deal()),
    ],
)
def test_a_deal_number_out_of_range_changes_nothing(store: Store, change: Any) -> None:
    with store.create(empty_match()) as opened:
        opened.add(deal(taker_points=90))
        opened.add(deal(taker_points=100))
        on_disk = folder_bytes(store.data_dir)
        with pytest.raises(IndexError, match="deal"):
            change(opened)
        assert points(opened) == [90, 100]
        assert folder_bytes(store.data_dir) == on_disk


def finished_trickster(store: Store) -> OpenMatch:
    """random-match-trickster-1 up to the deal where team A reaches the target."""
    match, expected = golden_match("random-match-trickster-1")
    assert expected["finished"] and expected["winner"] == "A"
    return store.create(match.model_copy(update={"deals": match.deals[: len(expected["deals"])]}))


def test_no_deal_can_be_added_after_the_end(store: Store) -> None:
    with finished_trickster(store) as opened:
        on_disk = folder_bytes(store.data_dir)
        with pytest.raises(MatchOverError, match="the match is over"):
            opened.add(deal("trickster"))
        with pytest.raises(MatchOverError):
            opened.insert(len(opened.match.deals), deal("trickster"))
        assert folder_bytes(store.data_dir) == on_disk


def test_correcting_a_finished_match_can_reopen_it_and_undo_closes_it_again(
    store: Store,
) -> None:
    with finished_trickster(store) as opened:
        deal_count = len(opened.match.deals)
        opened.delete(deal_count - 1)
        assert not opened.state.finished and opened.state.winner is None
        opened.add(deal("trickster", taker="B", taker_points=140))  # open again: deals go on
        opened.undo()
        opened.undo()
        assert opened.state.finished and opened.state.winner == "A"
        # A forgotten deal inserted before the end: the last deal may now come after it.
        opened.insert(0, deal("trickster", taker="A", contract=160, taker_points=162))
        assert_consistent(opened)


def test_a_deal_entered_after_the_end_is_still_checked(store: Store) -> None:
    with store.create(empty_match(target=100)) as opened:
        opened.add(deal(taker_points=100))  # 180 points: over
        opened.insert(0, deal(taker_points=90))  # a forgotten deal: now the match ends there
        assert opened.state.finished and opened.state.unscored == 1
        with pytest.raises(InvalidDealError, match="deal 2: contract"):
            opened.edit(1, unchecked_deal(contract=85))


@pytest.mark.parametrize(("rules", "next_dealers"), [("trickster", [1, 2]), ("classic", [3, 2])])
def test_the_deal_passes_in_the_preset_direction_also_when_thrown_in(
    store: Store, rules: str, next_dealers: list[int]
) -> None:
    with store.create(empty_match(rules)) as opened:
        assert opened.state.next_dealer == 0
        opened.add(deal(rules))
        assert opened.state.next_dealer == next_dealers[0]
        opened.add(deal(rules, taker=None, contract=None, trump=None, taker_points=None))
        assert opened.state.next_dealer == next_dealers[1]


# ------------------------------------------------------------------------------ undo / redo


def test_undo_and_redo_walk_the_history_and_survive_a_restart(store: Store) -> None:
    with store.create(empty_match()) as opened:
        match_id = opened.id
        opened.add(deal(taker_points=90))
        opened.add(deal(taker_points=100))
        opened.edit(0, deal(taker_points=85))
        opened.insert(1, deal(taker_points=95))
        opened.delete(2)
        assert points(opened) == [85, 95]

    with store.open(match_id) as opened:
        assert opened.can_undo and not opened.can_redo
        opened.undo()
        assert points(opened) == [85, 95, 100]
        opened.undo()
        assert points(opened) == [85, 100]
        opened.undo()
        assert points(opened) == [90, 100]
        assert opened.can_redo

    with store.open(match_id) as opened:
        opened.redo()
        assert points(opened) == [85, 100]
        opened.undo()
        opened.undo()
        opened.undo()
        assert points(opened) == []
        assert not opened.can_undo
        with pytest.raises(StoreError, match="nothing to undo"):
            opened.undo()
        opened.redo()
        assert points(opened) == [90]
        assert_consistent(opened)
    assert reloaded_points(store, match_id) == [90]


def test_a_new_change_forgets_what_could_be_redone(store: Store) -> None:
    with store.create(empty_match()) as opened:
        opened.add(deal(taker_points=90))
        opened.undo()
        opened.add(deal(taker_points=120))
        assert not opened.can_redo
        with pytest.raises(StoreError, match="nothing to redo"):
            opened.redo()
        assert points(opened) == [120]


def test_undo_reaches_back_history_limit_changes(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(open_match_module, "HISTORY_LIMIT", 3)  # where OpenMatch reads it
    with store.create(empty_match()) as opened:
        for taker_points in range(90, 96):
            opened.add(deal(taker_points=taker_points))
        for _ in range(3):
            opened.undo()
        assert points(opened) == [90, 91, 92]
        assert not opened.can_undo


def test_undo_refuses_a_history_that_does_not_match_the_deals(store: Store) -> None:
    with store.create(empty_match()) as opened:
        opened.add(deal(taker_points=90))
        match_id, path = opened.id, opened.path
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw["match"]["deals"][0]["taker_points"] = 91  # edited by hand
    raw["cached"]["totals"] = {"A": 170, "B": 70}
    path.write_text(json.dumps(raw), encoding="utf-8")
    on_disk = path.read_bytes()
    with store.open(match_id) as opened:
        with pytest.raises(StoreError, match="history does not match deal 1"):
            opened.undo()
        assert points(opened) == [91]
    assert path.read_bytes() == on_disk


def test_the_next_undo_and_redo_name_their_change(store: Store) -> None:
    with store.create(empty_match()) as opened:
        opened.add(deal())
        opened.edit(0, deal(taker_points=120))
        assert opened.next_undo is not None
        assert (opened.next_undo.kind, opened.next_undo.index) == (ChangeKind.EDIT, 0)
        opened.undo()
        assert opened.next_redo is not None
        assert (opened.next_redo.kind, opened.next_redo.index) == (ChangeKind.EDIT, 0)


# ------------------------------------------------------------------------------ finding matches


def test_a_match_is_found_by_id_prefix_or_last(store: Store) -> None:
    ids = []
    for _ in range(3):
        with store.create(empty_match()) as created:
            ids.append(created.id)
    for match_id in ids:
        assert store.resolve(match_id) == match_id
        unique = next(
            match_id[:n]
            for n in range(1, len(match_id) + 1)
            if sum(other.startswith(match_id[:n]) for other in ids) == 1
        )
        assert store.resolve(unique) == match_id
    assert store.resolve("last") == ids[-1]
    with store.open(ids[0]) as oldest:
        oldest.add(deal())
    assert store.resolve("last") == ids[0]
    assert [s.id for s in store.scan()[0]] == [ids[0], ids[2], ids[1]]


def test_last_is_the_match_just_created_after_one_from_a_clock_ahead(store: Store) -> None:
    """A file saying it was changed in some hours' time (a synced machine's clock ahead) stayed
    "last" until then: the deals added to "last" went to it, not to the match just started."""
    with store.create(empty_match()) as ahead:
        pass
    written = json.loads(ahead.path.read_bytes())
    written["updated"] = (datetime.now(UTC) + timedelta(hours=6)).isoformat()
    ahead.path.write_text(json.dumps(written), encoding="utf-8")
    with store.create(empty_match()) as started:
        pass
    assert store.resolve("last") == started.id
    # The list says so too (its first line), and so does the app's Resume.
    assert [summary.id for summary in store.scan()[0]] == [started.id, ahead.id]


def test_unknown_and_ambiguous_references_are_refused(store: Store) -> None:
    with pytest.raises(MatchNotFoundError, match="no saved match"):
        store.resolve("last")
    ids: list[str] = []
    while len({match_id[0] for match_id in ids}) == len(ids):  # until two share a first digit
        with store.create(empty_match()) as created:
            ids.append(created.id)
    shared = ids[-1][0]
    with pytest.raises(AmbiguousMatchError, match="give more of the id"):
        store.open(shared)
    with pytest.raises(MatchNotFoundError, match="no match 'zz'"):
        store.open("zz")
    with pytest.raises(MatchNotFoundError):
        store.resolve("")


def test_the_match_to_resume_is_the_latest_not_over(store: Store) -> None:
    with store.create(empty_match()) as unfinished:
        pass
    with finished_trickster(store):
        pass
    summaries, _ = store.scan()
    assert summaries[0].finished and summaries[0].winner == "A"
    found = latest_unfinished(summaries)
    assert found is not None and found.id == unfinished.id
    assert latest_unfinished(summaries[:1]) is None


# ------------------------------------------------------------------------------ one writer


def test_a_second_opener_is_refused_until_the_first_closes(store: Store) -> None:
    first = store.create(empty_match())
    with pytest.raises(MatchLockedError, match="already open"):
        store.open(first.id)
    assert store.read(first.id).id == first.id  # reading needs no lock
    first.close()
    with store.open(first.id) as second:
        second.add(deal())
    with pytest.raises(StoreError, match="closed"):
        first.add(deal())


def test_a_match_too_big_to_read_back_is_never_written(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Written, a file over the size the store reads would lose the whole match."""
    with store.create(empty_match("classic")) as opened:
        opened.add(deal(taker="A", contract=80, trump="hearts", taker_points=100))
        written = opened.path.read_bytes()
        monkeypatch.setattr(open_match_module, "MAX_FILE_SIZE", len(written) + 10)
        with pytest.raises(SaveError) as refused:
            opened.add(deal(taker="B", contract=90, trump="spades", taker_points=120))
        assert refused.value.params["kind"] == "too_big"
        assert opened.path.read_bytes() == written
        assert opened.unsaved and len(opened.match.deals) == 2  # kept in memory, as told
    before = folder_bytes(store.data_dir)
    monkeypatch.setattr(open_match_module, "MAX_FILE_SIZE", 100)
    with pytest.raises(SaveError):
        store.create(opened.match)
    assert folder_bytes(store.data_dir) == before  # nothing new, not even a lock file
