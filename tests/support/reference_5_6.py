"""RULES.md 5.6 and 5.7 transcribed line by line, as a second implementation to compare the
scorer with ("two implementations that follow the steps literally produce the same numbers").
Plain Python over a RuleSet and a Deal; deliberately no code shared with the scorer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from coinche_score.rules import RuleSet
from coinche_score.scoring import Deal

NO_TRUMP_SQUARES = {"carre_as": 200, "carre_dix": 150, "carre_neuf": 100, "carre_valets": 100}
SUIT_SQUARES = {
    "tierce": 20,
    "cinquante": 50,
    "cent": 100,
    "carre": 100,
    "carre_as": 100,
    "carre_dix": 100,
    "carre_rois": 100,
    "carre_dames": 100,
    "carre_valets": 200,
}


def r(rules: RuleSet, x: int) -> int:
    if rules.rounding.value == "nearest_10":
        return 10 * ((x + 5) // 10)
    if rules.rounding.value == "nearest_10_5_down":
        return 10 * ((x + 4) // 10)
    return x


def announce(rules: RuleSet, kind: str, trump: str | None) -> int:
    if trump == "no_trump" and rules.no_trump_carre_values and kind in NO_TRUMP_SQUARES:
        return NO_TRUMP_SQUARES[kind]
    if kind == "carre_neuf":
        return rules.carre_neuf_value
    return SUIT_SQUARES[kind]


@dataclass
class Step:
    exact: dict[str, int]
    made: bool | None
    litige: bool
    held: int
    winner: str | None
    barred: dict[str, bool]


def other(team: str) -> str:
    return "B" if team == "A" else "A"


def score(deal: Deal, R: RuleSet, P: int) -> Step:
    # 0. THROWN IN
    if deal.taker is None:
        return Step({"A": 0, "B": 0}, None, False, 0, None, {"A": False, "B": False})
    # 1. QUANTITIES
    t: str = deal.taker
    d = other(t)
    coinche = deal.coinche.value
    m = {"none": 1, "coinche": R.coinche_multiplier, "surcoinche": R.surcoinche_multiplier}[coinche]
    trump = None if deal.trump is None else deal.trump.value
    contract: Any = deal.contract
    if contract == "capot":
        V, S = R.capot_value, R.capot_flat_score
    elif contract == "generale":
        V, S = R.generale_value, R.generale_flat_score
    else:
        V = contract * (R.no_trump_bid_multiplier if trump == "no_trump" else 1)
        V = 0 if R.scale.value == "points_only" else V
        S = None
    kinds = {"A": deal.announces.A, "B": deal.announces.B}
    Ann = {x: sum(announce(R, a.value, trump) for a in kinds[x]) for x in "AB"}
    Bel = {"A": deal.belote.A, "B": deal.belote.B}
    T = deal.taker_points or 0
    D = 162 - T
    exact = {"A": 0, "B": 0}
    # 2. RENONCE
    if deal.renonce is not None:
        L: str = deal.renonce
        W = other(L)
        outcome = "RENONCE"
        made: bool | None = t == W
    else:
        # 3. CAPOT TAKES ANNOUNCES
        if R.capot_takes_defence_announces and deal.all_tricks:
            Ann[t] = Ann[t] + Ann[d]
            Ann[d] = 0
        At, Ad = Ann[t], Ann[d]
        # 4. SUCCESS TEST
        if contract in ("capot", "generale"):
            made = deal.all_tricks
        else:
            b = contract
            tb = R.all_tricks_points if (deal.all_tricks and R.bid_counts_all_tricks_points) else T
            Tc = r(R, tb) if R.success_on_rounded else tb
            Dc = r(R, D) if R.success_on_rounded else D
            tc = Tc + Bel[t] * R.bid_counts_belote + At * R.bid_counts_announces
            dc = Dc + Bel[d] * R.bid_counts_belote + Ad * R.bid_counts_announces
            ladder = R.numeric_bids()
            needed = max(b, R.lowest_bid_needs) if b == ladder[0] else b
            reaches = tc >= needed
            litige = False
            if not R.must_beat_defence or tc > dc:
                made = reaches
            elif tc < dc:
                made = False
            elif R.defence_tie.value == "made":
                made = reaches
            elif R.defence_tie.value == "litige" and reaches:
                litige = True
            else:
                made = False
            if litige:
                never = R.belote_scoring.value == "never"
                exact[d] = D + Ad + (0 if never else Bel[d])
                exact[t] = 0 if never else Bel[t]
                return Step(exact, None, True, T + At, None, {"A": False, "B": False})
        W, L = (t, d) if made else (d, t)
        outcome = "MADE" if made else "FAILED"
    # 5. BASES
    took_all = (outcome == "MADE" and deal.all_tricks) or (
        outcome == "FAILED" and deal.defence_all_tricks
    )
    F = (
        R.defence_capot_points
        if deal.defence_all_tricks and R.defence_capot_points is not None
        else R.failure_points
    )
    if outcome == "MADE":
        base = R.all_tricks_points if deal.all_tricks else T
        Aw = Ann[t]
        loser_line = D + Ann[d]
        flat = S is not None
    elif outcome == "FAILED":
        base = F
        if R.failed_announces_to_defence:
            Aw, Al = Ann[d] + Ann[t], 0
        else:
            Aw, Al = Ann[d], Ann[t]
        loser_line = Al
        flat = S is not None and R.flat_score_when_failed
    else:
        base = R.failure_points
        Aw = Ann[W] + Ann[L]
        loser_line = 0
        flat = S is not None and R.flat_score_when_failed
    Aall = Ann["A"] + Ann["B"]
    k = m if R.coinche_multiplies_bid else 1
    scoring = R.coinche_scoring.value
    # 6. LINES BEFORE BELOTE
    if R.scale.value == "bid_only":
        exact[W] = (S if flat else V) * m  # type: ignore[operator]
        exact[L] = 0
    elif m == 1 or scoring == "multiply_bid":
        exact[W] = (S * m if flat else base + V * m) + Aw  # type: ignore[operator]
        exact[L] = loser_line
    elif scoring == "multiply_winner_line":
        exact[W] = (S * m if flat else base * m + V * k) + Aw * m  # type: ignore[operator]
        exact[L] = loser_line
    elif scoring == "winner_takes_all":
        CB = R.coinche_base if R.coinche_base is not None else R.failure_points
        if coinche == "surcoinche" and R.surcoinche_base is not None:
            CB = R.surcoinche_base
        if took_all:
            CB = CB + R.coinche_capot_bonus
        exact[W] = (S * m if flat else CB + V * k) + Aall  # type: ignore[operator]
        exact[L] = 0
    else:
        if outcome == "MADE":
            WB = R.whole_score_capot_base if deal.all_tricks else R.failure_points
        else:
            WB = base
        exact[W] = (S * m if flat else WB * m + V * k) + Aall * m  # type: ignore[operator]
        exact[L] = 0
    # 7. BELOTE
    shut_out = (
        outcome in ("FAILED", "RENONCE")
        or R.scale.value == "bid_only"
        or (outcome == "MADE" and deal.all_tricks)
        or (m > 1 and scoring in ("winner_takes_all", "whole_score"))
    )
    credited = dict(Bel)
    mode = R.belote_scoring.value
    if (mode == "taken_on_failure" and outcome in ("FAILED", "RENONCE")) or (
        mode == "deal_winner" and shut_out
    ):
        credited[W] += credited[L]
        credited[L] = 0
    elif mode == "never":
        credited = {"A": 0, "B": 0}
    exact[W] += credited[W] * (m if m > 1 and R.coinche_multiplies_belote else 1)
    exact[L] += credited[L]
    barred = {W: False, L: R.belote_cannot_end_match and shut_out}
    # 8. LITIGE AWARD
    if P > 0:
        exact[W] += P
    return Step(exact, made, False, 0, W, barred)


def match(rules: RuleSet, target: int, deals: list[Deal]) -> dict[str, Any]:
    """5.7: the output of a score document (deals, totals, finished, winner, pending)."""
    totals = {"A": 0, "B": 0}
    exact_totals = {"A": 0, "B": 0}
    P, latest = 0, None
    bar = {"A": False, "B": False}
    out = []
    fin, win = False, None

    def end(tot: dict[str, int], barred: dict[str, bool]) -> tuple[bool, str | None]:
        if tot["A"] < target and tot["B"] < target:
            return False, None
        if tot["A"] != tot["B"]:
            leader = "A" if tot["A"] > tot["B"] else "B"
            return (False, None) if barred[leader] else (True, leader)
        if barred["A"] or barred["B"]:
            return False, None
        if rules.tie_break.value == "latest_deal_winner" and latest is not None:
            return True, latest
        return False, None

    for deal in deals:
        s = score(deal, rules, P)
        if deal.taker is not None:
            bar = s.barred
        if s.litige:
            P = P + s.held
        elif s.winner is not None:
            P = 0
            latest = s.winner
        scope = rules.rounding_scope.value
        if scope == "deal":
            rec = {x: r(rules, s.exact[x]) for x in "AB"}
            totals = {x: totals[x] + rec[x] for x in "AB"}
            fin, win = end(totals, bar)
        elif scope == "total":
            rec = dict(s.exact)
            exact_totals = {x: exact_totals[x] + rec[x] for x in "AB"}
            totals = {x: r(rules, exact_totals[x]) for x in "AB"}
            fin, win = end(totals, bar)
        else:
            cand = {x: totals[x] + s.exact[x] for x in "AB"}
            fin, win = end(cand, bar)
            rec = dict(s.exact) if fin else {x: r(rules, s.exact[x]) for x in "AB"}
            totals = {x: totals[x] + rec[x] for x in "AB"}
        out.append({"scores": rec, "made": s.made})
        if fin:
            break
    return {"deals": out, "totals": totals, "finished": fin, "winner": win, "pending_litige": P}
