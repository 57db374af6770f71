"""Saved matches with fixed ids and dates, for snapshots and screenshots that never change.

Written as the store writes them (MatchFile), so the app reads them like any saved match.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from coinche_score.match import Match
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
