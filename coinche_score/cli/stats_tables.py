"""The statistics as people read them first, the same tables for text and Markdown: each
player's and each team's matches, win rate, made rate, coinche rates, points per deal and
rating; then head to head and the records.  A rate out of fewer than ``--min`` is marked few."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from coinche_score.cli.text_output import plural, table_lines
from coinche_score.stats import Count, Figure, Key, Mean, Rate, Statistics, Subject
from coinche_score.stats.records import DealFeat, MatchFeat


@dataclass(frozen=True)
class Table:
    title: str
    headings: tuple[str, ...]
    rows: list[tuple[str, ...]]
    #: Columns holding numbers, aligned right.
    numbers: frozenset[int]


#: The rates of a subject's line: the heading and the figure.
RATE_COLUMNS = (
    ("wins", "wins"),
    ("made", "made"),
    ("made coinched", "coinched"),
    ("coinches won", "coinches"),
)


def summary_line(stats: Statistics) -> str:
    counted = len(stats.matches)
    line = (
        f"{counted} match{'' if counted == 1 else 'es'} counted ({len(stats.finished)} finished, "
        f"{stats.unfinished} unfinished), {plural(stats.deals, 'deal')}"
    )
    if stats.skipped:
        line += f"; {plural(len(stats.skipped), 'file')} left out"
    least = stats.filters.least
    return f"{line}. Rates out of fewer than {least} are marked few."


def stats_tables(stats: Statistics) -> list[Table]:
    least = stats.filters.least
    names = shown_names(stats)
    tables = []
    for title, subjects in (("Players", stats.players), ("Teams", stats.teams)):
        if not subjects:
            continue
        of_teams = title == "Teams"
        headings = (
            title.lower()[:-1],
            *(("players",) if of_teams else ()),
            "matches",
            *(heading for heading, _ in RATE_COLUMNS),
            "points/deal",
            *(() if of_teams else ("rating",)),
        )
        first_number = 2 if of_teams else 1
        tables.append(
            Table(
                title,
                headings,
                [_subject_row(subject, least) for subject in subjects],
                frozenset(range(first_number, len(headings))),
            )
        )
    if stats.head_to_head:
        tables.append(
            Table(
                "Head to head",
                ("between", "and", "matches", "wins"),
                [
                    (
                        names.get(meeting.a, key_text(meeting.a)),
                        names.get(meeting.b, key_text(meeting.b)),
                        str(len(meeting.matches)),
                        f"{meeting.a_wins}-{meeting.b_wins}",
                    )
                    for meeting in stats.head_to_head
                ],
                frozenset({2, 3}),
            )
        )
    records = record_rows(stats, names)
    if records:
        tables.append(Table("Records", ("record", "what", "match"), records, frozenset()))
    return tables


def stats_text(stats: Statistics) -> str:
    lines = [summary_line(stats)]
    for table in stats_tables(stats):
        lines += ["", table.title]
        lines += table_lines([table.headings, *table.rows], right_aligned=table.numbers)
    return "\n".join(lines)


def shown_names(stats: Statistics) -> dict[Key, str]:
    """Each subject's key and the name it is shown with (a team with its players)."""
    names = {player.key: player.name for player in stats.players}
    for team in stats.teams:
        names[team.key] = team_text(team)
    return names


def team_text(team: Subject) -> str:
    if team.players is None:
        return team.name
    return f"{team.name} ({' & '.join(team.players)})"


def key_text(key: Key) -> str:
    return " & ".join(key)


def _subject_row(subject: Subject, least: int) -> tuple[str, ...]:
    figures = subject.figures
    cells = [subject.name]
    if subject.kind == "team":
        cells.append(" & ".join(subject.players or ()))
    cells.append(str(_count(figures["matches"])))
    cells += [rate_text(figures[name], least) for _, name in RATE_COLUMNS]
    cells.append(mean_text(figures["points"]))
    if subject.rating is not None:
        cells.append(f"{subject.rating.rating:.1f}")
    return tuple(cells)


def _count(figure: Figure) -> int:
    assert isinstance(figure, Count)
    return figure.n


def rate_text(figure: Figure, least: int) -> str:
    """ "4/7 57%", "few" after it when out of fewer than ``least``, "-" out of none."""
    assert isinstance(figure, Rate)
    if figure.rate is None:
        return "-"
    text = f"{figure.n}/{figure.of} {figure.rate:.0%}"
    return f"{text} few" if figure.few(least) else text


def mean_text(figure: Figure) -> str:
    assert isinstance(figure, Mean)
    return "-" if figure.mean is None else f"{figure.mean:.1f}"


def record_rows(stats: Statistics, names: dict[Key, str]) -> list[tuple[str, ...]]:
    records = stats.records

    def team(key: Key | None) -> str:
        return "" if key is None else names.get(key, key_text(key))

    def deal(feat: DealFeat, what: str) -> tuple[str, str]:
        return f"{what}, {team(feat.team)} ({feat.side})", f"{feat.match} deal {feat.deal}"

    rows: list[tuple[str, ...]] = []
    found: Sequence[tuple[str, DealFeat | MatchFeat | None]] = (
        ("best deal", records.best_deal),
        ("highest made bid", records.highest_made_bid),
        ("biggest win", records.biggest_win),
        ("biggest comeback", records.biggest_comeback),
        ("longest match", records.longest_match),
        ("shortest match", records.shortest_match),
    )
    for name, feat in found:
        if isinstance(feat, DealFeat):
            what = f"{feat.value} points" if name == "best deal" else f"{feat.value} made"
            rows.append((name, *deal(feat, what)))
        elif feat is not None:
            if name == "biggest win":
                what = f"{team(feat.team)} by {feat.value}"
            elif name == "biggest comeback":
                what = f"{team(feat.team)}, from {feat.value} behind"
            else:
                what = plural(feat.value, "deal")
            rows.append((name, what, feat.match))
    return rows
