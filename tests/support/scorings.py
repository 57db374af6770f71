"""The deals a match has the lean scorer score from now on, by what it asks of each
(``SCORE``: a deal checked when it came in, ``CHECK_AND_SCORE``: checked and scored in one
pass), for the tests of what an edit, a load or a save scores again."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from coinche_score import match as match_module
from coinche_score.rules import RuleSet
from coinche_score.scoring import CHECK_AND_SCORE, SCORE, Deal, DealScore, lean_scorer_of


def counted_scorings(monkeypatch: pytest.MonkeyPatch) -> dict[int, list[Deal]]:
    asked: dict[int, list[Deal]] = {SCORE: [], CHECK_AND_SCORE: []}

    def counting_scorer_of(rules: RuleSet) -> Callable[[Deal, int, int], DealScore | None]:
        lean = lean_scorer_of(rules)

        def counted(deal: Deal, pending: int, what: int) -> DealScore | None:
            asked[what].append(deal)
            return lean(deal, pending, what)

        return counted

    monkeypatch.setattr(match_module, "lean_scorer_of", counting_scorer_of)
    return asked
