"""``list`` works each match's totals out from its deals, as opening it does, never from the
file's cached result; what it does not read (the undo history) is caught when the match is
shown or opened.  In-process (fast)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from coinche_score.store import Store, files, match_files, open_match

from .helpers import Cli, raw_deals

GAME = "random-match-classic-1"  # 8 deals, 1870 to 1820, not over


def imported(run: Cli) -> Path:
    document = {"rules": "classic", "deals": raw_deals(GAME), "players": ["A1", "B1", "A2", "B2"]}
    match_id = run.ok("import", "-", stdin=json.dumps(document)).strip()
    return run.data_dir / f"{match_id}.json"


def edit(path: Path, change: Any) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))
    change(raw)
    path.write_text(json.dumps(raw), encoding="utf-8")


def listed(run: Cli) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(run.ok("list", "--json"))
    return document


def test_a_cached_result_that_lies_is_not_listed(run: Cli) -> None:
    # A file's deals changed by hand: the list kept showing what they made before.
    path = imported(run)
    edit(path, lambda raw: raw.update(cached={"totals": {"A": 2000, "B": 0}, "finished": True,
                                                "winner": "A"}))  # fmt: skip
    (summary,) = listed(run)["matches"]
    assert (summary["totals"], summary["winner"]) == ({"A": 1870, "B": 1820}, None)
    assert "A 1870 - B 1820  in progress" in run.ok("list")

    status, out, err = run("show", path.stem)
    assert status == 0
    assert "totals: A 1870, B 1820" in out and "match over" not in out
    assert "the saved totals (A 2000, B 0, won by A) do not match the deals" in err


def test_deals_the_rules_refuse_are_listed_as_damaged(run: Cli) -> None:
    path = imported(run)
    edit(path, lambda raw: raw["match"]["deals"][3].update(contract=85))
    document = listed(run)
    assert document["matches"] == []
    assert [d["path"] for d in document["damaged"]] == [str(path)]
    assert "deal 4: contract: got 85" in document["damaged"][0]["reason"]
    assert "deal 4: contract: got 85" in run.refused("show", path.stem)


def test_a_file_that_is_no_match_is_still_listed_as_damaged(run: Cli) -> None:
    path = imported(run)
    edit(path, lambda raw: raw["match"].update(target="lots"))
    document = listed(run)
    assert document["matches"] == []
    assert [d["path"] for d in document["damaged"]] == [str(path)]
    assert "match.target" in document["damaged"][0]["reason"]


def test_listing_opens_no_match(run: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    path = imported(run)

    def never(path: Path) -> None:
        raise AssertionError(f"{path} opened (its undo history built) to be listed")

    for module in (files, open_match):  # where the Store (at each call) and an open match find it
        monkeypatch.setattr(module, "load_match_file", never)
    # The undo history is not read: one that no history can be is listed, and refused when
    # the match is opened.
    edit(path, lambda raw: raw.update(history={"undo": "nonsense"}))
    (summary,) = listed(run)["matches"]
    assert (summary["id"], summary["deal_count"]) == (path.stem, 8)
    assert summary["totals"] == {"A": 1870, "B": 1820}
    # The names a new match is offered come from the same list.
    assert match_files.recent_names(Store(run.data_dir)) == (["A", "B"], ["A1", "B1", "A2", "B2"])
    monkeypatch.undo()
    assert "history" in run.refused("show", path.stem)


def test_the_folder_is_read_once_per_list(run: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    imported(run)
    scans = []
    real_scan = Store.scan_signed

    def counted(self: Store) -> Any:
        scans.append(self.data_dir)
        return real_scan(self)

    monkeypatch.setattr(Store, "scan_signed", counted)
    listed(run)
    run.ok("show", "last")
    assert scans == [run.data_dir, run.data_dir]


def test_rules_that_cannot_score_the_deals_are_listed_as_damaged(run: Cli) -> None:
    path = imported(run)
    edit(path, lambda raw: raw["match"]["rules"].update(coinche_multiplier="lots"))
    (damaged,) = listed(run)["damaged"]
    assert "match.rules.coinche_multiplier" in damaged["reason"]
    assert "match.rules.coinche_multiplier" in run.refused("show", path.stem)
