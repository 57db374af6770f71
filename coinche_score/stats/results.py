"""The figures of a subject's match results (4.1): matches, wins, margin, streaks and
comebacks, from its finished matches in time order, each figure with the matches it counts.
Pure: no I/O."""

from __future__ import annotations

from collections.abc import Sequence

from coinche_score.rules import Team, other_team
from coinche_score.stats.facts import MatchFacts
from coinche_score.stats.figures import Count, Figure, Mean, Rate


def match_figures(played: Sequence[tuple[MatchFacts, Team]], keep: bool) -> dict[str, Figure]:
    """4.1 for a subject that played ``played`` (each match and its side, in time order).
    ``keep``: list the matches behind each figure."""

    def listed(matches: Sequence[MatchFacts]) -> tuple[str, ...] | None:
        return tuple(match.id for match in matches) if keep else None

    finished = [(match, side) for match, side in played if match.finished]
    unfinished = [match for match, _ in played if not match.finished]
    won = [match for match, side in finished if match.winner == side]
    margin = sum(match.totals[side] - match.totals[other_team(side)] for match, side in finished)
    streak, current = _current_streak(finished)
    longest = _best_streak(finished)
    comeback = _comeback(finished)
    return {
        "matches": Count(len(finished), listed([match for match, _ in finished])),
        "wins": Rate(len(won), len(finished), listed(won)),
        "unfinished": Count(len(unfinished), listed(unfinished)),
        "margin": Mean(margin, len(finished), listed([match for match, _ in finished])),
        "streak": Count(streak, listed(current)),
        "best_streak": Count(len(longest), listed(longest)),
        "comeback": Count(
            0 if comeback is None else comeback[1],
            listed([] if comeback is None else [comeback[0]]),
        ),
    }


def _current_streak(finished: Sequence[tuple[MatchFacts, Team]]) -> tuple[int, list[MatchFacts]]:
    """From the latest finished match backwards: +k for k wins in a row, -k for k losses, and
    those matches, in time order."""
    run: list[MatchFacts] = []
    winning: bool | None = None
    for match, side in reversed(finished):
        won = match.winner == side
        if winning is None:
            winning = won
        elif won != winning:
            break
        run.append(match)
    run.reverse()
    return (len(run) if winning else -len(run)), run


def _best_streak(finished: Sequence[tuple[MatchFacts, Team]]) -> list[MatchFacts]:
    """The longest run of won matches in a row (the earliest of the longest)."""
    best: list[MatchFacts] = []
    run: list[MatchFacts] = []
    for match, side in finished:
        if match.winner == side:
            run.append(match)
            if len(run) > len(best):
                best = list(run)
        else:
            run = []
    return best


def _comeback(finished: Sequence[tuple[MatchFacts, Team]]) -> tuple[MatchFacts, int] | None:
    """Of the won matches, the one in which the side was furthest behind, and by how much (the
    earliest of the furthest); None when it never was behind in a match it won."""
    found: tuple[MatchFacts, int] | None = None
    for match, side in finished:
        deficit = match.deficits[side]
        if match.winner == side and deficit > 0 and (found is None or deficit > found[1]):
            found = (match, deficit)
    return found
