"""``coinche-score score``: a document of deals in, their scores out.  Nothing here touches the
saved matches: the store is imported only if the document names saved house rules."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from coinche_score.cli.console import read_json_input
from coinche_score.cli.errors import fail
from coinche_score.cli.json_output import print_json_listing
from coinche_score.rules import RuleSet
from coinche_score.score_document import InvalidDocumentError, scored_document
from coinche_score.scoring import InvalidDealError


def saved_rules(data_dir: Path | None) -> Callable[[str], RuleSet | None]:
    """Rules saved under a name, read only for a name that is no preset."""

    def find(name: str) -> RuleSet | None:
        from coinche_score.store.house_rules import HouseRules, HouseRulesError

        try:
            return HouseRules(data_dir).lookup()(name)
        except HouseRulesError as error:
            fail(error)

    return find


def cmd_score(args: argparse.Namespace) -> int:
    document = read_json_input(args.file, "document", lang=args.lang)
    try:
        scored = scored_document(document, lookup=saved_rules(args.data_dir))
    except (InvalidDocumentError, InvalidDealError) as error:
        fail(error)
    del document  # its deals are scored: what is left of it need not be held while printing
    print_json_listing(scored.head, "deals", scored.deals, scored.tail)
    return 0
