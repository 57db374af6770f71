"""``show`` and the exports describe the deal kinds of the rule variants."""

from __future__ import annotations

import csv
import io
from contextlib import redirect_stdout
from pathlib import Path

from coinche_score.cli.csv_output import write_csv
from coinche_score.cli.markdown_output import markdown_text
from coinche_score.cli.text_output import describe_deal
from coinche_score.i18n import Texts
from coinche_score.match import Match
from coinche_score.rules import Trump, preset
from coinche_score.scoring import Deal
from coinche_score.store import Store

EN = Texts("en")


def test_a_renonce_without_card_points_and_a_defence_capot_are_described() -> None:
    renonce = Deal(taker="A", contract=100, renonce="B")
    assert describe_deal(EN, renonce) == "A 100, renonce B"
    capot = Deal(taker="B", contract=90, taker_points=0, defence_all_tricks=True)
    assert describe_deal(EN, capot) == "B 90, 0 pts, defence took all tricks"


def test_exports_show_a_renonce_and_a_defence_capot(tmp_path: Path) -> None:
    rules = preset("classic")
    with Store(tmp_path).create(Match(rules=rules, target=2000)) as created:
        created.add(Deal(taker="A", contract=100, trump=Trump.HEARTS, renonce="B"))
        created.add(
            Deal(
                taker="B", contract=90, trump=Trump.SPADES, taker_points=0, defence_all_tricks=True
            )
        )
        saved = created.snapshot()
    out = io.StringIO()
    with redirect_stdout(out):
        write_csv(saved)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [(r["renonce"], r["defence_all_tricks"], r["result"]) for r in rows] == [
        ("B", "false", "renonce"),
        ("", "true", "failed"),
    ]
    markdown = markdown_text(EN, saved)
    assert "renonce B | renonce |" in markdown
    assert "defence took all tricks | failed |" in markdown
