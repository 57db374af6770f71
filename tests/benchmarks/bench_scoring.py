"""How fast the scorer is, next to a minimal pure-Python scorer measured in the same run.

Run: ``.venv/bin/python tests/benchmarks/bench_scoring.py``.  Each line prints the figure, the
reference's and their ratio (how many times the reference's time ours takes):

- score_deal of typical deals (classic rules: made and failed bids, coinches, belotes, a
  thrown-in deal), in deals per second;
- compute() of a 1,000-deal match of those deals (every deal scored, the running totals, the
  end of the match), in milliseconds.

The reference knows only those deals under classic rules: it checks the same fields, sums both
teams' scores and rounds them, and keeps the running totals; like the lean scorer it builds no
breakdown.  Then score_deal per preset, for information.  Not collected by pytest (the file
name does not start with test_); nothing here fails on time.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from functools import partial
from typing import Any

from timing import best_of

from coinche_score.match import compute
from coinche_score.rules import PRESETS, SUITS, Coinche, RuleSet, Team
from coinche_score.scoring import Deal, parse_deal, score_deal

REPEATS = 7
MATCH_DEALS = 1_000
#: Far above anything 1,000 deals can score, so every deal of the match is scored.
UNREACHABLE_TARGET = 1_000_000
CLASSIC = PRESETS["classic"]

# Typical deals, valid under every preset.
TYPICAL: list[dict[str, Any]] = [
    {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 100},
    {"taker": "B", "contract": 100, "trump": "spades", "coinche": "coinche", "taker_points": 70},
    {"taker": "A", "contract": 90, "trump": "clubs", "taker_points": 95, "belote": {"A": 20}},
    {"taker": "B", "contract": 120, "trump": "diamonds", "taker_points": 130},
    {"taker": None},
    {"taker": "A", "contract": 110, "trump": "hearts", "taker_points": 60, "belote": {"B": 20}},
    {"taker": "B", "contract": 80, "trump": "clubs", "taker_points": 81},
    {"taker": "A", "contract": 140, "trump": "spades", "coinche": "coinche", "taker_points": 150},
]


# ---------------------------------------------------------------------- the reference

_MULTIPLIERS = {Coinche.NONE: 1, Coinche.COINCHE: 2, Coinche.SURCOINCHE: 4}
_ONE_BELOTE = ((0, 0), (20, 0), (0, 20))
_SUITS = frozenset(SUITS)


def reference_score(deal: Deal) -> tuple[dict[Team, int], bool | None]:
    """Classic rules, for the deals above only: (scores, made); raises ValueError when refused."""
    taker = deal.taker
    belote, announces = deal.belote, deal.announces
    if taker is None:
        if deal.contract is not None or deal.taker_points is not None or belote.A or belote.B:
            raise ValueError("a thrown-in deal records nothing else")
        return {"A": 0, "B": 0}, None
    contract, points, trump = deal.contract, deal.taker_points, deal.trump
    if not isinstance(contract, int) or not 80 <= contract <= 160 or contract % 10:
        raise ValueError("contract")
    if trump is not None and trump not in _SUITS:
        raise ValueError("trump")
    if points is None or not 0 <= points <= 162:
        raise ValueError("taker_points")
    if (deal.all_tricks and points != 162) or (deal.defence_all_tricks and points != 0):
        raise ValueError("all_tricks")
    if (belote.A, belote.B) not in _ONE_BELOTE or announces.A or announces.B or deal.renonce:
        raise ValueError("not a typical deal")
    m = _MULTIPLIERS[deal.coinche]
    own, other = (belote.A, belote.B) if taker == "A" else (belote.B, belote.A)
    made = points + own >= (82 if contract == 80 else contract)
    if made:
        taker_score = (250 if deal.all_tricks else points) + contract * m + own
        defence_score = 162 - points + other
    else:
        taker_score, defence_score = own, 160 + contract * m + other
    taker_score, defence_score = (taker_score + 5) // 10 * 10, (defence_score + 5) // 10 * 10
    if taker == "A":
        return {"A": taker_score, "B": defence_score}, made
    return {"A": defence_score, "B": taker_score}, made


def reference_match(deals: list[Deal], target: int) -> list[tuple[int, int]]:
    """The running totals after each deal, up to the deal that reaches the target."""
    a = b = 0
    running = []
    for deal in deals:
        scores, _ = reference_score(deal)
        a += scores["A"]
        b += scores["B"]
        running.append((a, b))
        if (a >= target or b >= target) and a != b:
            break
    return running


# ---------------------------------------------------------------------- measuring


def typical_deals(rules: RuleSet, count: int) -> list[Deal]:
    cycle = [parse_deal(raw, rules) for raw in TYPICAL]
    return list(itertools.islice(itertools.cycle(cycle), count))


def deals_per_second(score: Callable[[Deal], object], deals: list[Deal]) -> float:
    def run() -> None:
        for deal in deals:
            score(deal)

    return len(deals) / best_of(run, REPEATS)


def scored_under(rules: RuleSet, deal: Deal) -> object:
    return score_deal(deal, rules)


def line(what: str, figure: str, reference: str, ratio: float) -> None:
    print(f"{what:<34} {figure:>16}   reference {reference:>16}   ratio {ratio:4.1f}")


def main() -> None:
    deals = typical_deals(CLASSIC, 8_000)
    for deal in deals[: len(TYPICAL)]:  # the reference scores what score_deal scores
        score = score_deal(deal, CLASSIC)
        assert reference_score(deal) == (dict(score.scores), score.made)
    ours = deals_per_second(lambda deal: score_deal(deal, CLASSIC), deals)
    reference = deals_per_second(reference_score, deals)
    line("score_deal, typical deals", f"{ours:,.0f}/s", f"{reference:,.0f}/s", reference / ours)

    match = deals[:MATCH_DEALS]
    state = compute(CLASSIC, UNREACHABLE_TARGET, match)
    assert not state.finished and [tuple(s.totals.values()) for s in state.scored] == (
        reference_match(match, UNREACHABLE_TARGET)
    )
    ours = best_of(lambda: compute(CLASSIC, UNREACHABLE_TARGET, match), REPEATS)
    reference = best_of(lambda: reference_match(match, UNREACHABLE_TARGET), REPEATS)
    line(
        f"compute() of {MATCH_DEALS:,} deals",
        f"{ours * 1000:.2f} ms",
        f"{reference * 1000:.2f} ms",
        ours / reference,
    )

    print("score_deal per preset (no reference):")
    for name, rules in PRESETS.items():
        rate = deals_per_second(partial(scored_under, rules), deals[:4_000])
        print(f"  {name:<12} {rate:>10,.0f} deals/s {1e6 / rate:6.2f} µs/deal")


if __name__ == "__main__":
    main()
