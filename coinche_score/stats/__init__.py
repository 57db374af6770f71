"""Statistics across matches: who wins, who makes their contracts, who coinches well, who
plays best with whom, the ratings and the records.  Pure: no I/O, no UI; the store reads the
matches (:func:`coinche_score.store.read_matches`).

Each match is read once into its :class:`MatchFacts` (the core rescores it; cached totals are
never read); :func:`compute_statistics` works out the figures of the matches its
:class:`Filters` accept, as often as the filters change.  Every figure is a :class:`Count`, a
:class:`Rate` or a :class:`Mean` that keeps the deals (:class:`DealRef`) or the matches it
counts, so that what is behind a number is the number's own computation.
:func:`stats_document` gives the JSON of ``coinche-score stats``.
"""

from __future__ import annotations

from coinche_score.names import name_key
from coinche_score.stats.compute import (
    LEAST_MATCHES,
    Filters,
    Meeting,
    Partnership,
    Skipped,
    Statistics,
    Subject,
    compute_statistics,
)
from coinche_score.stats.document import STATS_VERSION, stats_document
from coinche_score.stats.facts import Key, MatchFacts
from coinche_score.stats.figures import (
    BIDDER_FIGURES,
    DEAL_FIGURES,
    DEFENDING_FIGURES,
    KINDS,
    MATCH_FIGURES,
    PLAYER_FIGURES,
    TAKING_FIGURES,
    TEAM_FIGURES,
    Count,
    DealRef,
    Figure,
    Item,
    Mean,
    Rate,
    Rates,
    counts_matches,
)
from coinche_score.stats.ratings import Rating
from coinche_score.stats.records import DealFeat, MatchFeat, Records

__all__ = [
    "BIDDER_FIGURES",
    "DEAL_FIGURES",
    "DEFENDING_FIGURES",
    "KINDS",
    "LEAST_MATCHES",
    "MATCH_FIGURES",
    "counts_matches",
    "PLAYER_FIGURES",
    "STATS_VERSION",
    "TAKING_FIGURES",
    "TEAM_FIGURES",
    "Count",
    "DealFeat",
    "DealRef",
    "Figure",
    "Filters",
    "Item",
    "Key",
    "MatchFacts",
    "MatchFeat",
    "Mean",
    "Meeting",
    "Partnership",
    "Rate",
    "Rates",
    "Rating",
    "Records",
    "Skipped",
    "Statistics",
    "Subject",
    "compute_statistics",
    "name_key",
    "stats_document",
]
