"""How fast the scorer is, per preset: deals per second through score_deal, and the time to
compute() a 10,000-deal match. Prints figures: ``python tests/benchmarks/bench_scoring.py``.

Not collected by pytest (the file name does not start with test_); nothing here fails on time.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from typing import Any

from coinche_score.match import compute
from coinche_score.rules import PRESETS, RuleSet
from coinche_score.scoring import Deal, parse_deal, score_deal

MATCH_DEALS = 10_000
REPEATS = 3
#: Far above anything 10,000 deals can score, so every deal of the match is scored.
UNREACHABLE_TARGET = 10**9

# Valid under every preset; together they take every scoring path the presets have: made,
# failed, coinche, surcoinche, unbid and bid capot, belote, a thrown-in deal, and (ffb) a
# litige that the next deal awards.
DEAL_CYCLE: list[dict[str, Any]] = [
    {"taker": "A", "contract": 80, "taker_points": 100},
    {"taker": "A", "contract": 100, "coinche": "coinche", "taker_points": 70, "belote": {"A": 20}},
    {"taker": None},
    {"taker": "B", "contract": 120, "taker_points": 162, "all_tricks": True},
    {"taker": "A", "contract": "capot", "taker_points": 162, "all_tricks": True},
    {"taker": "B", "contract": 90, "coinche": "surcoinche", "taker_points": 100},
    {"taker": "A", "contract": 80, "taker_points": 81},
    {"taker": "B", "contract": 140, "taker_points": 120, "belote": {"B": 20}},
]
ONE_DEAL: dict[str, Any] = {
    "taker": "A",
    "contract": 110,
    "coinche": "coinche",
    "taker_points": 120,
    "belote": {"A": 20},
}


def best_of(repeats: int, run: Callable[[], object]) -> float:
    """The fastest of ``repeats`` runs, in seconds: the least disturbed by the machine."""
    timings = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        timings.append(time.perf_counter() - start)
    return min(timings)


def deals_per_second(rules: RuleSet, deal: Deal, count: int = 10_000) -> float:
    def run() -> None:
        for _ in range(count):
            score_deal(deal, rules)

    return count / best_of(REPEATS, run)


def match_seconds(rules: RuleSet) -> tuple[float, bool]:
    cycle = [parse_deal(raw, rules) for raw in DEAL_CYCLE]
    deals = list(itertools.islice(itertools.cycle(cycle), MATCH_DEALS))
    seconds = best_of(REPEATS, lambda: compute(rules, UNREACHABLE_TARGET, deals))
    finished = compute(rules, UNREACHABLE_TARGET, deals).finished
    return seconds, finished


def main() -> None:
    print(
        f"{'preset':<12} {'deals/s (score_deal)':>21} {'µs/deal':>8}   "
        f"{'compute() of ' + format(MATCH_DEALS, ',') + ' deals':>26} {'µs/deal':>8}"
    )
    for name, rules in PRESETS.items():
        rate = deals_per_second(rules, parse_deal(ONE_DEAL, rules))
        seconds, finished = match_seconds(rules)
        note = "  (match finished early: raise the target)" if finished else ""
        print(
            f"{name:<12} {rate:>21,.0f} {1e6 / rate:>8.1f}   "
            f"{seconds * 1000:>23.1f} ms {seconds / MATCH_DEALS * 1e6:>8.1f}{note}"
        )


if __name__ == "__main__":
    main()
