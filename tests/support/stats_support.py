"""Small matches built by hand for the statistics tests, each counted by a person: their
figures through the statistics' JSON document, with the deals behind each."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from coinche_score.match import Match
from coinche_score.rules import RuleSet, preset
from coinche_score.scoring import parse_deal
from coinche_score.stats import Filters, MatchFacts, compute_statistics, stats_document

#: Seats 1 to 4 clockwise: Ann and Cat are team A, Bob and Dan team B.
PLAYERS = ("Ann", "Bob", "Cat", "Dan")
TEAMS = ("Nous", "Eux")
#: Matches are created an hour apart, in the order of their ``hour``.
START = datetime(2024, 3, 1, 12, tzinfo=UTC)


def deal(
    taker: str | None, contract: int | str = 80, points: int | None = 100, **fields: Any
) -> dict[str, Any]:
    """A deal as entered: ``taker`` took ``contract`` at hearts and made ``points`` card points
    (classic: 80 made with 100 is 180 to 60; failed, the defence scores 160 + the bid)."""
    if taker is None:
        return {"taker": None}
    raw: dict[str, Any] = {"taker": taker, "contract": contract, "trump": "hearts"}
    if points is not None:
        raw["taker_points"] = points
    return {**raw, **fields}


def played(
    *deals: dict[str, Any],
    rules: str | RuleSet = "classic",
    target: int = 2000,
    players: tuple[str, str, str, str] | None = PLAYERS,
    teams: tuple[str, str] = TEAMS,
) -> Match:
    """A match of ``deals`` as entered (see :func:`deal`)."""
    chosen = preset(rules) if isinstance(rules, str) else rules
    return Match(
        rules=chosen,
        target=target,
        team_names=teams,
        players=players,
        deals=tuple(parse_deal(raw, chosen) for raw in deals),
    )


def match(
    match_id: str,
    *deals: dict[str, Any],
    hour: int = 0,
    keep: bool = True,
    created: datetime | None = None,
    **fields: Any,
) -> MatchFacts:
    """What the statistics keep of a match created ``hour`` hours after START (``fields``: as
    :func:`played` takes them)."""
    when = START + timedelta(hours=hour) if created is None else created
    return MatchFacts.of(match_id, when, played(*deals, **fields), keep=keep)


def document(*matches: MatchFacts, with_deals: bool = True, **filters: Any) -> dict[str, Any]:
    """The statistics' JSON document of ``matches`` (filters as :class:`Filters` takes them)."""
    return stats_document(compute_statistics(matches, Filters(**filters)), with_deals=with_deals)


def player(found: dict[str, Any], name: str) -> dict[str, Any]:
    """The player of key ``name`` (lower case) in a document."""
    return _subject(found["players"], [name])


def team(found: dict[str, Any], *key: str) -> dict[str, Any]:
    return _subject(found["teams"], list(key))


def _subject(subjects: list[dict[str, Any]], key: list[str]) -> dict[str, Any]:
    matching = [subject for subject in subjects if subject["key"] == key]
    assert len(matching) == 1, f"{key} in {[subject['key'] for subject in subjects]}"
    return matching[0]


def rate(n: int, of: int, deals: list[Any], items: str = "deals") -> dict[str, Any]:
    """A rate as the document writes it with its deals (or matches)."""
    return {"n": n, "of": of, "rate": n / of if of else None, items: deals}


def mean(total: int, n: int, deals: list[Any], items: str = "deals") -> dict[str, Any]:
    return {"sum": total, "n": n, "mean": total / n if n else None, items: deals}


def count(n: int, deals: list[Any], items: str = "deals") -> dict[str, Any]:
    return {"n": n, items: deals}


@contextmanager
def local_clock(zone: str) -> Iterator[None]:
    """This machine's clock in ``zone`` (``TZ``), which gives a match's local date."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TZ", zone)
        time.tzset()
        yield
    time.tzset()
