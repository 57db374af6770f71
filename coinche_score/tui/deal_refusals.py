"""What the core refused in a deal, in the app's language.

:class:`~coinche_score.scoring.InvalidDealError` names the field in the core's terms and
explains it in English for the command line; the app words it from the field (and the deal,
when it has one) instead.
"""

from __future__ import annotations

from coinche_score.i18n import Texts
from coinche_score.rules import Trump
from coinche_score.scoring import Deal, InvalidDealError

#: The label of each field of a deal, by the name the core gives it.
FIELD_LABELS = {
    "taker": "deal.taker",
    "contract": "deal.contract",
    "trump": "deal.trump",
    "taker_points": "deal.points",
    "coinche": "deal.coinche",
    "all_tricks": "deal.all_tricks",
    "defence_all_tricks": "deal.all_tricks",
    "belote": "deal.belote",
    "announces": "deal.announces",
    "renonce": "deal.renonce",
}


def field_refusal(texts: Texts, error: InvalidDealError, deal: Deal | None) -> str:
    """Why the rules refuse this field of ``deal``, as the deal form says it at the field."""
    if error.field == "coinche" and deal is not None and isinstance(deal.contract, str):
        return texts("deal.error.capot_coinche", contract=texts.slam_name(deal.contract))
    if error.field == "belote" and deal is not None:
        if deal.trump is Trump.NO_TRUMP:
            return texts("deal.error.belote_no_trump")
        if deal.trump is Trump.ALL_TRUMP:
            return texts("deal.error.belote_all_trump")
        return texts("deal.error.belote")
    worded = {
        "all_tricks": "deal.error.all_tricks",
        "defence_all_tricks": "deal.error.defence_all_tricks",
        "renonce": "deal.error.renonce",
        "taker_points": "deal.error.points",
        "announces": "deal.error.no_announces",
    }
    return texts(worded.get(error.field, "deal.error.not_allowed"))


def deal_refusal(texts: Texts, error: InvalidDealError, deal: Deal | None = None) -> str:
    """The whole refusal on one line, naming the deal and the field: for notices."""
    label = FIELD_LABELS.get(error.field)
    field = texts(label) if label is not None else error.field
    line = texts("deal.refusal", field=field, reason=field_refusal(texts, error, deal))
    if error.deal_number is None:
        return line
    return texts("deal.refusal.numbered", number=error.deal_number, refusal=line)
