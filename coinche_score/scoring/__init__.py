"""Score one deal under a RuleSet, and say why.

Pure: no I/O, no UI.  A deal stores only what was entered at the table; :func:`score_deal`
derives both teams' scores from it (docs/scoring.md §3, step by step) in plain integers and, when
someone reads it, a breakdown of structured lines from which a UI renders "160 + 2 × 100 = 360"
in any language.

The modules, each standing on those before it:

- :mod:`.deal`: what was entered for a deal (:class:`Deal`), its belotes and announces shared;
- :mod:`.checks`: why a deal is refused, field by field (docs/scoring.md §5.2);
- :mod:`.score`: a deal's score and the words of its breakdown (:class:`DealScore`,
  :class:`Line`, :class:`LineKey`);
- :mod:`.explained`: the explaining scorer, term by term: the breakdown, when it is read;
- :mod:`.lean`: the lean scorer, the same sums in plain integers after the same checks in one
  expression each, and the doors every deal goes through (:func:`parse_deal`,
  :func:`check_deal`, :func:`score_deal`, :func:`score_checked_deal`, and
  :func:`lean_scorer_of` for a loop over a match's deals).

The checks and the scorer are each written twice on purpose, for speed: tests/test_lean_scorer.py
holds the lean scorer equal to the explaining one, and its quick checks to :mod:`.checks`.
Change one, change the other.
"""

from coinche_score.rules import CARD_POINTS_TOTAL
from coinche_score.scoring.checks import DealCode, InvalidDealError
from coinche_score.scoring.deal import (
    BELOTE_POINTS,
    Contract,
    Deal,
    SlamContract,
    TeamAnnounces,
    TeamBelote,
)
from coinche_score.scoring.lean import (
    CHECK_AND_SCORE,
    SCORE,
    check_deal,
    lean_scorer_of,
    parse_deal,
    score_checked_deal,
    score_deal,
)
from coinche_score.scoring.score import NOBODY_BARRED, THROWN_IN, DealScore, Line, LineKey

__all__ = [
    "BELOTE_POINTS",
    "CARD_POINTS_TOTAL",
    "CHECK_AND_SCORE",
    "NOBODY_BARRED",
    "SCORE",
    "THROWN_IN",
    "Contract",
    "Deal",
    "DealCode",
    "DealScore",
    "InvalidDealError",
    "Line",
    "LineKey",
    "SlamContract",
    "TeamAnnounces",
    "TeamBelote",
    "check_deal",
    "lean_scorer_of",
    "parse_deal",
    "score_checked_deal",
    "score_deal",
]
