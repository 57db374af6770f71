"""Saved matches with fixed ids and dates, for snapshots and screenshots that never change.

Written as the store writes them (MatchFile), so the app reads them like any saved match.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from coinche_score.match import Match, compute
from coinche_score.rules import Coinche, Trump, preset
from coinche_score.scoring import Deal, TeamBelote
from coinche_score.store import MatchFile

PLAYERS = ("Alice", "Bruno", "Chloé", "David")
TEAMS = ("Bleus", "Rouges")


def _deal(
    taker: str | None,
    contract: int | str | None = None,
    trump: Trump | None = None,
    points: int | None = None,
    *,
    coinche: Coinche = Coinche.NONE,
    all_tricks: bool = False,
    belote: str | None = None,
    bidder: int | None = None,
) -> Deal:
    if taker is None:
        return Deal(taker=None)
    return Deal.model_validate(
        {
            "taker": taker,
            "contract": contract,
            "trump": trump,
            "coinche": coinche,
            "taker_points": points,
            "all_tricks": all_tricks,
            "belote": TeamBelote.model_validate({belote: 20} if belote else {}),
            "bidder": bidder,
        }
    )


#: Ten deals of a classic match in progress: made, failed, coinché, thrown in, capot...
CLASSIC_DEALS = (
    _deal("A", 80, Trump.SPADES, 86),
    _deal("B", 100, Trump.HEARTS, 104, belote="B"),
    _deal("A", 90, Trump.DIAMONDS, 70, coinche=Coinche.COINCHE),
    _deal(None),
    _deal("B", 120, Trump.CLUBS, 125),
    _deal("A", "capot", Trump.HEARTS, 162, all_tricks=True, belote="A"),
    _deal("B", 110, Trump.SPADES, 90),
    _deal("A", 100, Trump.CLUBS, 110),
    _deal("B", 80, Trump.DIAMONDS, 82),
    _deal("A", 130, Trump.HEARTS, 135, belote="A"),
)

#: A trickster match to 1000 that one more deal can win (the typical deal: A 110 hearts 92).
NEAR_END_DEALS = (
    _deal("A", 120, Trump.SPADES, 130, belote="A"),
    _deal("B", 90, Trump.CLUBS, 100),
    _deal("A", 100, Trump.DIAMONDS, 110, coinche=Coinche.COINCHE),
    _deal("B", 80, Trump.HEARTS, 75),
)

#: An FFB match played to the end.
FINISHED_DEALS = (
    _deal("A", 160, Trump.NO_TRUMP, 162, all_tricks=True, coinche=Coinche.COINCHE),
    _deal("B", 100, Trump.SPADES, 110),
    _deal("A", 140, Trump.ALL_TRUMP, 150, coinche=Coinche.SURCOINCHE),
)


def _write(
    data_dir: Path, match_id: str, match: Match, created: datetime, updated: datetime
) -> Path:
    data_dir.mkdir(parents=True, exist_ok=True)
    document = MatchFile.of(match_id, match, created, updated)
    path = data_dir / f"{match_id}.json"
    path.write_bytes(document.to_json())
    return path


def write_classic_match(data_dir: Path) -> Match:
    match = Match(
        rules=preset("classic"),
        target=2000,
        team_names=TEAMS,
        players=PLAYERS,
        first_dealer=0,
        deals=CLASSIC_DEALS,
    )
    _write(
        data_dir,
        "5eed0001",
        match,
        datetime(2025, 5, 17, 20, 5, tzinfo=UTC),
        datetime(2025, 5, 17, 22, 41, tzinfo=UTC),
    )
    return match


def write_near_end_match(data_dir: Path) -> Match:
    match = Match(
        rules=preset("trickster"),
        target=1000,
        team_names=("Nous", "Eux"),
        deals=NEAR_END_DEALS,
    )
    _write(
        data_dir,
        "5eed0002",
        match,
        datetime(2025, 5, 16, 19, 0, tzinfo=UTC),
        datetime(2025, 5, 16, 20, 30, tzinfo=UTC),
    )
    return match


def write_finished_match(data_dir: Path) -> Match:
    match = Match(
        rules=preset("ffb"),
        target=1000,
        team_names=("Les As", "Les Rois"),
        deals=FINISHED_DEALS,
    )
    _write(
        data_dir,
        "5eed0003",
        match,
        datetime(2025, 5, 10, 18, 0, tzinfo=UTC),
        datetime(2025, 5, 10, 19, 12, tzinfo=UTC),
    )
    return match


def write_sample_folder(data_dir: Path) -> None:
    """A match in progress (the newest), one a deal from its end, and one finished."""
    write_classic_match(data_dir)
    write_near_end_match(data_dir)
    write_finished_match(data_dir)


#: An evening's deals, each match of the statistics' folder played from them: A's and B's
#: contracts made and failed, coinchés, a capot, a deal thrown in; who bid, where known.
EVENING_DEALS = (
    _deal("A", 80, Trump.SPADES, 96, bidder=0),
    _deal("B", 100, Trump.HEARTS, 104, belote="B", bidder=1),
    _deal("A", 90, Trump.DIAMONDS, 70, coinche=Coinche.COINCHE, bidder=2),
    _deal(None),
    _deal("B", 120, Trump.CLUBS, 125, bidder=3),
    _deal("A", "capot", Trump.HEARTS, 162, all_tricks=True, belote="A", bidder=0),
    _deal("B", 110, Trump.SPADES, 90, coinche=Coinche.COINCHE),
    _deal("A", 100, Trump.CLUBS, 110, bidder=2),
)
#: The statistics' folder: who sat where (clockwise from seat 1), which deals of the evening
#: were played and in which order, and whether each deal's sides were swapped (B took what A
#: took); each match a week after the one before.
STATS_MATCHES = (
    (("Alice", "Bruno", "Chloé", "David"), (0, 1, 2, 3, 4, 5, 6, 7), False),
    (("Alice", "Bruno", "Chloé", "David"), (1, 4, 6, 0, 2, 3, 7, 5), True),
    (("Alice", "Émile", "Chloé", "Bruno"), (5, 0, 7, 1, 3, 2, 4), False),
    (("David", "Alice", "Émile", "Chloé"), (6, 1, 4, 0, 5, 2, 7, 3), True),
    (("Alice", "Bruno", "Chloé", "David"), (2, 5, 0, 7, 1, 6, 3), False),
    (("Bruno", "Chloé", "David", "Alice"), (4, 6, 1, 2, 0, 7, 5, 3), False),
)


def _swapped(deal: Deal) -> Deal:
    """The same deal, taken by the other side."""
    if deal.taker is None:
        return deal
    return deal.model_copy(
        update={
            "taker": "B" if deal.taker == "A" else "A",
            "belote": TeamBelote(A=deal.belote.B, B=deal.belote.A),
            "bidder": None if deal.bidder is None else (deal.bidder + 1) % 4,
        }
    )


def write_stats_folder(data_dir: Path) -> None:
    """Six finished matches of five players (Alice and Chloé often together), one a week from
    2025-03-01, and the match in progress of the sample folder: enough for every tab of the
    statistics to show something, a few rates out of fewer than three marked few."""
    rules = preset("classic")
    for number, (players, order, swapped) in enumerate(STATS_MATCHES):
        deals = tuple(
            _swapped(EVENING_DEALS[index]) if swapped else EVENING_DEALS[index] for index in order
        )
        # Won on the last deal: the target is the leader's total after it.
        target = max(compute(rules, 1_000_000, deals).totals.values())
        match = Match(
            rules=rules,
            target=target,
            team_names=("Bleus", "Rouges") if number % 3 else ("Nous", "Eux"),
            players=players,
            first_dealer=number % 4,
            deals=deals,
        )
        started = datetime(2025, 3, 1, 20, tzinfo=UTC) + timedelta(weeks=number)
        _write(data_dir, f"5eed01{number:02}", match, started, started + timedelta(hours=2))
    write_classic_match(data_dir)
