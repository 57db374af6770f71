"""Typical deals scored under rules being chosen: the rules editor's live test panel.

Six deals every table meets (made, failed, coinché made and failed, a capot bid, a belote held
by the defence) show what a rule does to the scores, and how that differs from the rules the
table started from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.widgets import Static

from coinche_score.i18n import Texts
from coinche_score.rules import RuleSet
from coinche_score.scoring import Deal, DealScore, InvalidDealError, parse_deal, score_deal
from coinche_score.tui.widgets.showing import show

SAMPLE_DEALS = ("made", "failed", "coinche_made", "coinche_failed", "capot", "defence_belote")
#: The bid the test deals are played at, when the rules allow it.
USUAL_BID = 100
#: The cells of a test deal's name; below ROOMY_WIDTH cells, as many as the longest takes.
ROOMY_LABEL = 16
ROOMY_WIDTH = 48


def typical_bid(rules: RuleSet) -> int:
    """The bid of the rules' ladder nearest 100 (the lower one on a tie)."""
    return min(rules.numeric_bids(), key=lambda bid: (abs(bid - USUAL_BID), bid))


def sample_deal(kind: str, rules: RuleSet) -> dict[str, Any]:
    """Test deal ``kind`` as entered (taker A, hearts), fitted to the rules' bids."""
    if kind == "capot":
        return {
            "taker": "A",
            "contract": "capot",
            "trump": "hearts",
            "taker_points": 162,
            "all_tricks": True,
        }
    bid = typical_bid(rules)
    made = min(162, max(bid + 10, 92))
    failed = max(0, min(bid - 30, 70))
    deal: dict[str, Any] = {"taker": "A", "contract": bid, "trump": "hearts"}
    if kind in ("made", "coinche_made", "defence_belote"):
        deal["taker_points"] = made
    else:
        deal["taker_points"] = failed
    if kind.startswith("coinche"):
        deal["coinche"] = "coinche"
    if kind == "defence_belote":
        deal["belote"] = {"A": 0, "B": 20}
    return deal


@dataclass(frozen=True)
class SampleResult:
    deal: Deal | None  # None: the rules refuse this deal (a capot with no capot bid)
    score: DealScore | None


def score_sample(raw: dict[str, Any], rules: RuleSet) -> SampleResult:
    try:
        deal = parse_deal(raw, rules)
        return SampleResult(deal, score_deal(deal, rules))
    except InvalidDealError:
        return SampleResult(None, None)


def score_line(
    texts: Texts,
    raw: dict[str, Any],
    rules: RuleSet,
    before: RuleSet | None = None,
    *,
    compact: bool = False,
) -> Text:
    """``100♥ 110   210 /   50``: a sample deal and its scores, and what they were under
    ``before`` when they differ (on a line of its own when ``compact``, for a phone)."""
    result = score_sample(raw, rules)
    if result.deal is None or result.score is None:
        return Text(texts("rules.test.not_allowed"), style="dim")
    deal, scores = result.deal, result.score.scores
    shown = f"{texts.contract_text(deal, rules, short=True)} {deal.taker_points}"
    # A space after the points whatever their width, not "100♥×10 110" and 1110 run together.
    if compact:
        text = Text(f"{shown} ".ljust(11) + f"{scores['A']:>4} /{scores['B']:>4}")
    else:
        text = Text(f"{shown} ".ljust(12) + f"{scores['A']:>5} /{scores['B']:>5}")
    if before is not None:
        old = score_sample(raw, before).score
        if old is not None and old.scores != scores:
            was = texts("rules.test.was", a=old.scores["A"], b=old.scores["B"])
            text.append(("\n  " if compact else " ") + was, style="bold")
    return text


class RuleTestPanel(Static):
    """The six sample deals under the rules shown, marked where they score otherwise than
    under the reference rules."""

    DEFAULT_CSS = """
    RuleTestPanel {
        height: auto;
        padding: 0 1;
        background: $boost;
    }
    """

    def __init__(self, texts: Texts, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.texts = texts
        self._shown: tuple[RuleSet | None, RuleSet] | None = None
        self._refused: Sequence[str] = ()

    def show(self, rules: RuleSet | None, reference: RuleSet, refused: Sequence[str] = ()) -> None:
        """Score the sample deals under ``rules``; None when the rules are refused as they are,
        ``refused`` naming the rules that say why (one may be far from the rule changed)."""
        self._shown, self._refused = (rules, reference), refused
        self._draw()

    def on_resize(self) -> None:
        self._draw()

    def _draw(self) -> None:
        if self._shown is None:
            return
        rules, reference = self._shown
        texts = self.texts
        # A phone's 40 columns: narrower columns, "(was...)" under its line.
        compact = 0 < self.content_size.width < ROOMY_WIDTH
        labels = {kind: texts(f"rules.test.{kind}") for kind in SAMPLE_DEALS}
        width = max(map(len, labels.values())) + 1 if compact else ROOMY_LABEL
        text = Text()
        text.append(
            texts("rules.test.title.short" if compact else "rules.test.title"), style="bold"
        )
        if rules is None:
            text.append("\n" + texts("rules.test.refused", rules=", ".join(self._refused)))
        else:
            for kind, label in labels.items():
                text.append(f"\n{label:<{width}}")
                deal = sample_deal(kind, rules)
                text.append_text(score_line(texts, deal, rules, reference, compact=compact))
        show(self, text)
