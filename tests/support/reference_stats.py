"""The statistics written again from their description alone (docs/statistics.md), as plainly
as possible and without the package's statistics: each figure by its own loop over the scored
deals, for the property tests to compare with :mod:`coinche_score.stats`.  Slow, and meant to
be: it shares no code with what it checks but the scorer (``Match.state``)."""

from __future__ import annotations

import unicodedata
from datetime import datetime
from fractions import Fraction
from typing import Any

from coinche_score.match import Match, ScoredDeal
from coinche_score.rules import TEAMS, Team

SEATS_OF: dict[Team, tuple[int, int]] = {"A": (0, 2), "B": (1, 3)}
TRUMPS = ["spades", "hearts", "diamonds", "clubs", "no_trump", "all_trump"]


def key_of(name: str) -> str:
    text = unicodedata.normalize("NFC", name).strip()
    return " ".join(text.split()).casefold()


class Played:
    """A match as the reference reads it."""

    def __init__(self, match_id: str, created: datetime, match: Match) -> None:
        self.id, self.created, self.match = match_id, created, match
        state = match.state()
        self.scored: list[ScoredDeal] = list(state.scored)
        self.finished, self.winner, self.totals = state.finished, state.winner, state.totals
        names = match.players
        self.keys = None if names is None else [key_of(name) for name in names]

    def side_key(self, side: Team) -> list[str]:
        if self.keys is None:
            return [key_of(self.match.team_names[0 if side == "A" else 1])]
        return sorted(self.keys[seat] for seat in SEATS_OF[side])

    def players_count(self) -> bool:
        return self.keys is not None and len(set(self.keys)) == 4

    def team_of(self, side: Team) -> list[str] | None:
        if self.keys is not None:
            return self.side_key(side) if self.players_count() else None
        one, other = (key_of(name) for name in self.match.team_names)
        return [key_of(self.match.team_names[0 if side == "A" else 1])] if one != other else None


def other(side: Team) -> Team:
    return "B" if side == "A" else "A"


def rate(hits: list[Any], decided: list[Any]) -> dict[str, Any]:
    return {
        "n": len(hits),
        "of": len(decided),
        "rate": len(hits) / len(decided) if decided else None,
    }


def mean(values: list[int]) -> dict[str, Any]:
    return {
        "sum": sum(values),
        "n": len(values),
        "mean": sum(values) / len(values) if values else None,
    }


def deal_figures(games: list[tuple[Played, Team]]) -> dict[str, Any]:
    """4.2 to 4.4 over the scored deals of each match, on its side."""
    every = [(game, side, found) for game, side in games for found in game.scored]
    taken = [(g, s, f) for g, s, f in every if f.deal.taker == s]
    defended = [(g, s, f) for g, s, f in every if f.deal.taker == other(s)]
    numeric = [(g, s, f) for g, s, f in taken if type(f.deal.contract) is int]

    def made(rows: list[Any], want: bool) -> dict[str, Any]:
        decided = [row for row in rows if row[2].score.made is not None]
        return rate([row for row in decided if row[2].score.made is want], decided)

    figures: dict[str, Any] = {
        "deals": len(every),
        "thrown_in": len([1 for _, _, f in every if f.deal.taker is None]),
        "points": mean([f.score.scores[s] for _, s, f in every]),
        "belotes": len([1 for _, s, f in every if f.deal.belote[s] > 0]),
        "announces": sum(len(f.deal.announces[s]) for _, s, f in every),
        "renonces": len([1 for _, s, f in every if f.deal.renonce == s]),
        "capots_suffered": len(
            [1 for _, _, f in defended if f.deal.all_tricks]
            + [1 for _, _, f in taken if f.deal.defence_all_tricks]
        ),
        "taken": len(taken),
        "made": made(taken, True),
        "litiges": len([1 for _, _, f in taken if f.score.made is None]),
        "bid": mean([f.deal.contract for _, _, f in numeric if type(f.deal.contract) is int]),
        "card_points": mean(
            [f.deal.taker_points for _, _, f in numeric if f.deal.taker_points is not None]
        ),
        "capot_bids": made([row for row in taken if row[2].deal.contract == "capot"], True),
        "generale_bids": made([row for row in taken if row[2].deal.contract == "generale"], True),
        "unbid_capots": len([1 for _, _, f in numeric if f.deal.all_tricks]),
        "by_trump": {
            trump: made([row for row in taken if _trump(row[2]) == trump], True)
            for trump in TRUMPS
            if any(_trump(f) == trump for _, _, f in taken)
        },
        "by_bid": {
            str(bid): made([row for row in taken if row[2].deal.contract == bid], True)
            for bid in sorted({f.deal.contract for _, _, f in taken}, key=_bid_order)
        },
        "coinched": made([row for row in taken if row[2].deal.coinche.value != "none"], True),
        "surcoinches": made(
            [row for row in taken if row[2].deal.coinche.value == "surcoinche"], True
        ),
        "defended": len(defended),
        "defeated": made(defended, False),
        "coinches": made([row for row in defended if row[2].deal.coinche.value != "none"], False),
    }
    return figures


def _trump(found: ScoredDeal) -> str | None:
    return None if found.deal.trump is None else found.deal.trump.value


def _bid_order(bid: Any) -> tuple[int, int]:
    return (0, bid) if type(bid) is int else (1, ["capot", "generale"].index(bid))


def bidder_figures(games: list[tuple[Played, int]]) -> dict[str, Any]:
    rows = [
        (game, seat, found)
        for game, seat in games
        for found in game.scored
        if found.deal.taker is not None
        and seat in SEATS_OF[found.deal.taker]
        and found.deal.bidder is not None
    ]
    own = [row for row in rows if row[2].deal.bidder == row[1]]
    partner = [row for row in rows if row[2].deal.bidder != row[1]]

    def made(part: list[Any]) -> dict[str, Any]:
        decided = [row for row in part if row[2].score.made is not None]
        return rate([row for row in decided if row[2].score.made], decided)

    return {
        "bidder_known": len(rows),
        "own_bids": made(own),
        "own_bid": mean([f.deal.contract for _, _, f in own if type(f.deal.contract) is int]),
        "partner_bids": made(partner),
    }


def result_figures(games: list[tuple[Played, Team]]) -> dict[str, Any]:
    finished = [(g, s) for g, s in games if g.finished]
    won = [g.winner == s for g, s in finished]
    streak = 0
    for result in reversed(won):
        if streak == 0:
            streak = 1 if result else -1
        elif (streak > 0) == result:
            streak += 1 if result else -1
        else:
            break
    best = run = 0
    for result in won:
        run = run + 1 if result else 0
        best = max(best, run)
    deficits = [0]
    for game, side in finished:
        if game.winner == side:
            deficits += [f.totals[other(side)] - f.totals[side] for f in game.scored]
    return {
        "matches": len(finished),
        "wins": rate([1 for result in won if result], won),
        "unfinished": len(games) - len(finished),
        "margin": mean([g.totals[s] - g.totals[other(s)] for g, s in finished]),
        "streak": streak,
        "best_streak": best,
        "comeback": max(deficits),
    }


def reference_document(folder: list[tuple[str, datetime, Match]], least: int) -> dict[str, Any]:
    games = sorted((Played(*entry) for entry in folder), key=lambda game: (game.created, game.id))
    players: dict[str, list[tuple[Played, int]]] = {}
    teams: dict[tuple[str, ...], list[tuple[Played, Team]]] = {}
    for game in games:
        for side in TEAMS:
            team = game.team_of(side)
            if team is not None:
                teams.setdefault(tuple(team), []).append((game, side))
        if game.players_count():
            assert game.keys is not None
            for seat, key in enumerate(game.keys):
                players.setdefault(key, []).append((game, seat))
    pairs = meetings(games)
    document: dict[str, Any] = {"players": [], "teams": []}
    for key in sorted(players):
        played = [(game, TEAMS[seat % 2]) for game, seat in players[key]]
        last, seat = players[key][-1]
        assert last.match.players is not None
        document["players"].append(
            {
                "key": [key],
                "name": last.match.players[seat].strip(),
                **result_figures(played),
                **deal_figures(played),
                **bidder_figures(players[key]),
                **ranked(pairs, "player", [key], least, partners=True),
            }
        )
    for team_key in sorted(teams):
        last, side = teams[team_key][-1]
        document["teams"].append(
            {
                "key": list(team_key),
                "name": last.match.team_names[0 if side == "A" else 1].strip(),
                **result_figures(teams[team_key]),
                **deal_figures(teams[team_key]),
                **ranked(pairs, "team", list(team_key), least, partners=False),
            }
        )
    document["head_to_head"] = sorted(
        (pair for pair in pairs if pair["kind"] != "partners"),
        key=lambda pair: (pair["a"], pair["b"], pair["kind"]),
    )
    document["ratings"] = ratings(games)
    document["records"] = records(games)
    return document


def ratings(games: list[Played]) -> dict[str, float]:
    rating: dict[str, float] = {}
    for game in games:
        if not game.finished or not game.players_count():
            continue
        assert game.keys is not None
        now = {key: rating.get(key, 1500.0) for key in game.keys}
        side = {team: sum(now[game.keys[seat]] for seat in SEATS_OF[team]) / 2 for team in TEAMS}
        expected = 1 / (1 + 10 ** ((side["B"] - side["A"]) / 400))
        change = 32 * ((1 if game.winner == "A" else 0) - expected)
        for seat, key in enumerate(game.keys):
            rating[key] = now[key] + (change if seat % 2 == 0 else -change)
    return rating


def records(games: list[Played]) -> dict[str, Any]:
    found: dict[str, Any] = dict.fromkeys(
        ["best_deal", "highest_made_bid", "biggest_win", "biggest_comeback"]
        + ["longest_match", "shortest_match"]
    )

    def better(name: str, value: int, record: dict[str, Any], lower: bool = False) -> None:
        now = found[name]
        field = [key for key in record if key not in ("match", "deal", "side", "team")][0]
        if now is None or (value < now[field] if lower else value > now[field]):
            found[name] = record

    for game in games:
        for deal in game.scored:
            for side in TEAMS:
                points = deal.score.scores[side]
                team = game.side_key(side)
                better("best_deal", points, _deal(game, deal, side, team, "points", points))
            contract, taker = deal.deal.contract, deal.deal.taker
            if taker is not None and type(contract) is int and deal.score.made is True:
                record = _deal(game, deal, taker, game.side_key(taker), "contract", contract)
                better("highest_made_bid", contract, record)
        if not game.finished:
            continue
        winner = game.winner
        assert winner is not None
        margin = game.totals[winner] - game.totals[other(winner)]
        team = game.side_key(winner)
        better("biggest_win", margin, {"match": game.id, "team": team, "margin": margin})
        deficit = max([0] + [d.totals[other(winner)] - d.totals[winner] for d in game.scored])
        if deficit > 0:
            record = {"match": game.id, "team": team, "deficit": deficit}
            better("biggest_comeback", deficit, record)
        size = {"match": game.id, "deals": len(game.scored)}
        better("longest_match", len(game.scored), size)
        better("shortest_match", len(game.scored), size, lower=True)
    return found


def _deal(
    game: Played, deal: ScoredDeal, side: str, team: list[str], field: str, value: int
) -> dict[str, Any]:
    return {"match": game.id, "deal": deal.number, "side": side, "team": team, field: value}


def meetings(games: list[Played]) -> list[dict[str, Any]]:
    """Head to head (``kind`` team or player) and partners (``kind`` partners)."""
    found: dict[tuple[str, tuple[str, ...], tuple[str, ...]], list[int]] = {}
    for game in games:
        if not game.finished:
            continue
        sides: list[tuple[str, list[str], list[str]]] = []
        first_team, second_team = game.team_of("A"), game.team_of("B")
        if first_team is not None and second_team is not None:
            sides.append(("team", first_team, second_team))
        if game.players_count():
            assert game.keys is not None
            for seat_a in SEATS_OF["A"]:
                for seat_b in SEATS_OF["B"]:
                    sides.append(("player", [game.keys[seat_a]], [game.keys[seat_b]]))
            for side in TEAMS:
                one, two = ([game.keys[seat]] for seat in SEATS_OF[side])
                a, b = sorted([one, two])
                counts = found.setdefault(("partners", tuple(a), tuple(b)), [0, 0, 0])
                counts[0] += 1
                counts[1] += game.winner == side
        for kind, first, second in sides:
            a, b = sorted([first, second])
            counts = found.setdefault((kind, tuple(a), tuple(b)), [0, 0, 0])
            counts[0] += 1
            winner = first if game.winner == "A" else second
            counts[1 if winner == a else 2] += 1
    return [
        {"kind": kind, "a": list(a), "b": list(b), "matches": n, "a_wins": x, "b_wins": y}
        for (kind, a, b), (n, x, y) in found.items()
    ]


def ranked(
    pairs: list[dict[str, Any]], kind: str, key: list[str], least: int, partners: bool
) -> dict[str, Any]:
    def best(candidates: list[tuple[list[str], int, int]]) -> list[str] | None:
        ordered = sorted(candidates, key=lambda c: (-Fraction(c[1], c[2]), -c[2], c[0]))
        return ordered[0][0] if ordered else None

    mine, theirs, ours = [], [], []
    for pair in pairs:
        if pair["matches"] < least or key not in (pair["a"], pair["b"]):
            continue
        mine_first = pair["a"] == key
        them = pair["b"] if mine_first else pair["a"]
        if pair["kind"] == "partners":
            mine.append((them, pair["a_wins"], pair["matches"]))
        elif pair["kind"] == kind:
            our_wins = pair["a_wins"] if mine_first else pair["b_wins"]
            ours.append((them, our_wins, pair["matches"]))
            theirs.append((them, pair["matches"] - our_wins, pair["matches"]))
    found = {"nemesis": best(theirs), "victim": best(ours)}
    if partners:
        found["best_partner"] = best(mine)
    return found
