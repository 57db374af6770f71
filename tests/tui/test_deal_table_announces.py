"""The sheet's announce cell counts squares at their sans-atout value where the rules say so."""

from __future__ import annotations

from coinche_score.match import Match
from coinche_score.rules import PRESETS, Announce, Trump
from coinche_score.scoring import Deal, TeamAnnounces
from coinche_score.tui.sheet_rows import announces_cell


def test_four_aces_at_sans_atout_show_200_under_ffb() -> None:
    deal = Deal(
        taker="A",
        contract=100,
        trump=Trump.NO_TRUMP,
        taker_points=120,
        announces=TeamAnnounces(A=(Announce.CARRE_AS,)),
    )
    match = Match(rules=PRESETS["ffb"], target=2000, team_names=("Nous", "Eux"), deals=(deal,))
    assert announces_cell(match, deal) == "N200"
