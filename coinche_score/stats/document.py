"""The JSON document of ``coinche-score stats`` (docs/statistics.md): plain JSON values made
from :class:`Statistics`.  Pure: the command line prints it."""

from __future__ import annotations

from typing import Any

from coinche_score.stats.compute import Filters, Statistics, Subject
from coinche_score.stats.figures import Count, Figure, Item, Mean, Rate, counts_matches
from coinche_score.stats.records import DealFeat, MatchFeat

STATS_VERSION = 1


def stats_document(stats: Statistics, *, with_deals: bool = False) -> dict[str, Any]:
    """The document; ``with_deals``: every figure with the deals (or matches) it counts."""
    records = stats.records
    return {
        "stats_version": STATS_VERSION,
        "filters": filters_document(stats.filters),
        "matches": {
            "counted": len(stats.matches),
            "finished": len(stats.finished),
            "unfinished": stats.unfinished,
            "deals": stats.deals,
            "skipped": [{"id": file.id, "reason": file.reason} for file in stats.skipped],
        },
        "players": [_subject(player, with_deals) for player in stats.players],
        "teams": [_subject(team, with_deals) for team in stats.teams],
        "head_to_head": [
            {
                "kind": meeting.kind,
                "a": list(meeting.a),
                "b": list(meeting.b),
                "matches": len(meeting.matches),
                "a_wins": meeting.a_wins,
                "b_wins": meeting.b_wins,
            }
            for meeting in stats.head_to_head
        ],
        "partners": [
            {"a": list(pair.a), "b": list(pair.b), "matches": len(pair.matches), "wins": pair.wins}
            for pair in stats.partners
        ],
        "records": {
            "best_deal": _deal_feat(records.best_deal, "points"),
            "highest_made_bid": _deal_feat(records.highest_made_bid, "contract"),
            "biggest_win": _match_feat(records.biggest_win, "margin"),
            "biggest_comeback": _match_feat(records.biggest_comeback, "deficit"),
            "longest_match": _match_feat(records.longest_match, "deals"),
            "shortest_match": _match_feat(records.shortest_match, "deals"),
        },
    }


def filters_document(filters: Filters) -> dict[str, Any]:
    return {
        "since": None if filters.since is None else filters.since.isoformat(),
        "until": None if filters.until is None else filters.until.isoformat(),
        "rules": filters.rules,
        "players": list(filters.players),
        "min": filters.least,
        "archived": filters.archived,
    }


def _subject(subject: Subject, with_deals: bool) -> dict[str, Any]:
    document: dict[str, Any] = {"key": list(subject.key), "name": subject.name}
    if subject.kind == "team":
        document["players"] = None if subject.players is None else list(subject.players)
    for name, figure in subject.figures.items():
        document[name] = figure_document(
            figure, "matches" if counts_matches(name) else "deals", with_deals
        )
    if subject.rating is not None:
        document["rating"] = subject.rating.rating
        document["rated_matches"] = subject.rating.rated_matches
        document["history"] = [[match, rating] for match, rating in subject.rating.history]
    if subject.kind == "player":
        document["best_partner"] = _key(subject.best_partner)
    document["nemesis"] = _key(subject.nemesis)
    document["victim"] = _key(subject.victim)
    return document


def figure_document(figure: Figure, items_name: str, with_deals: bool) -> Any:
    """A count as an integer, a rate as ``{"n", "of", "rate"}``, a mean as ``{"sum", "n",
    "mean"}``, keyed rates as an object of rates; ``with_deals``: a count as ``{"n"}`` and
    each with its ``items_name``, "deals" or "matches"."""
    if isinstance(figure, Count):
        if not with_deals:
            return figure.n
        document: dict[str, Any] = {"n": figure.n}
    elif isinstance(figure, Rate):
        document = {"n": figure.n, "of": figure.of, "rate": figure.rate}
    elif isinstance(figure, Mean):
        document = {"sum": figure.sum, "n": figure.n, "mean": figure.mean}
    else:
        return {key: figure_document(rate, items_name, with_deals) for key, rate in figure.items()}
    if with_deals:
        assert figure.items is not None, "the matches were read without keeping their deals"
        document[items_name] = [_item(item) for item in figure.items]
    return document


def _item(item: Item) -> Any:
    return item if isinstance(item, str) else [item.match, item.deal]


def _key(key: tuple[str, ...] | None) -> list[str] | None:
    return None if key is None else list(key)


def _deal_feat(feat: DealFeat | None, value: str) -> dict[str, Any] | None:
    if feat is None:
        return None
    return {
        "match": feat.match,
        "deal": feat.deal,
        "side": feat.side,
        "team": list(feat.team),
        value: feat.value,
    }


def _match_feat(feat: MatchFeat | None, value: str) -> dict[str, Any] | None:
    if feat is None:
        return None
    document: dict[str, Any] = {"match": feat.match}
    if feat.team is not None:
        document["team"] = list(feat.team)
    document[value] = feat.value
    return document
