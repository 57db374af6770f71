"""The statistics as people read them first, the same tables for text and Markdown, in the
user's language: each player's and each team's matches, win rate, made rate, coinche rates,
points per deal and rating; then head to head and the records.  A rate out of fewer than
``--min`` is marked few."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from coinche_score.cli.text_output import table_lines
from coinche_score.i18n import Texts
from coinche_score.stats import Count, Figure, Key, Mean, Rate, Statistics, Subject
from coinche_score.stats.compute import SubjectKind
from coinche_score.stats.records import DealFeat, MatchFeat


@dataclass(frozen=True)
class Table:
    title: str
    headings: tuple[str, ...]
    rows: list[tuple[str, ...]]
    #: Columns holding numbers, aligned right.
    numbers: frozenset[int]


#: The rates of a subject's line, by their figures' names (their headings' words too).
RATE_COLUMNS = ("wins", "made", "coinched", "coinches")


def summary_line(texts: Texts, stats: Statistics) -> str:
    counted = texts(
        "cli.stats.counted",
        count=len(stats.matches),
        finished=texts("stats.finished", count=len(stats.finished)),
        unfinished=texts("stats.unfinished", count=stats.unfinished),
        deals=texts("stats.deals", count=stats.deals),
    )
    if stats.skipped:
        skipped = texts("stats.skipped", count=len(stats.skipped))
        counted = texts("cli.stats.summary.skipped", counted=counted, skipped=skipped)
    return texts("cli.stats.summary", counted=counted, least=stats.filters.least)


def stats_tables(texts: Texts, stats: Statistics) -> list[Table]:
    least = stats.filters.least
    names = shown_names(stats)
    tables = []
    for kind, subjects in (("players", stats.players), ("teams", stats.teams)):
        if not subjects:
            continue
        of_teams = kind == "teams"
        headings = (
            texts("cli.stats.team" if of_teams else "cli.stats.player"),
            *((texts("cli.stats.team_players"),) if of_teams else ()),
            texts("cli.stats.matches"),
            *(texts(f"cli.stats.{figure}") for figure in RATE_COLUMNS),
            texts("cli.stats.points"),
            *(() if of_teams else (texts("cli.stats.rating"),)),
        )
        first_number = 2 if of_teams else 1
        tables.append(
            Table(
                texts(f"cli.stats.{kind}"),
                headings,
                [_subject_row(texts, subject, least) for subject in subjects],
                frozenset(range(first_number, len(headings))),
            )
        )
    if stats.head_to_head:
        tables.append(
            Table(
                texts("cli.stats.head_to_head"),
                (
                    texts("cli.stats.between"),
                    texts("cli.stats.and"),
                    texts("cli.stats.matches"),
                    texts("cli.stats.wins"),
                ),
                [
                    (
                        names.get((meeting.kind, meeting.a), key_text(meeting.a)),
                        names.get((meeting.kind, meeting.b), key_text(meeting.b)),
                        str(len(meeting.matches)),
                        f"{meeting.a_wins}-{meeting.b_wins}",
                    )
                    for meeting in stats.head_to_head
                ],
                frozenset({2, 3}),
            )
        )
    records = record_rows(texts, stats, names)
    if records:
        headings = (texts("cli.stats.record"), texts("cli.stats.what"), texts("cli.stats.match"))
        tables.append(Table(texts("cli.stats.records"), headings, records, frozenset()))
    return tables


def stats_text(texts: Texts, stats: Statistics) -> str:
    lines = [summary_line(texts, stats)]
    for table in stats_tables(texts, stats):
        lines += ["", table.title]
        lines += table_lines([table.headings, *table.rows], right_aligned=table.numbers)
    return "\n".join(lines)


def shown_names(stats: Statistics) -> dict[tuple[SubjectKind, Key], str]:
    """Each subject's kind and key, and the name it is shown with (a team with its players).
    By kind too: a team of no players is keyed by its name alone, which may be a player's key."""
    names: dict[tuple[SubjectKind, Key], str] = {
        ("player", player.key): player.name for player in stats.players
    }
    for team in stats.teams:
        names["team", team.key] = team_text(team)
    return names


def team_text(team: Subject) -> str:
    if team.players is None:
        return team.name
    return f"{team.name} ({' & '.join(team.players)})"


def key_text(key: Key) -> str:
    return " & ".join(key)


def _subject_row(texts: Texts, subject: Subject, least: int) -> tuple[str, ...]:
    figures = subject.figures
    cells = [subject.name]
    if subject.kind == "team":
        cells.append(" & ".join(subject.players or ()))
    cells.append(str(_count(figures["matches"])))
    cells += [rate_text(texts, figures[figure], least) for figure in RATE_COLUMNS]
    cells.append(mean_text(texts, figures["points"]))
    if subject.rating is not None:
        cells.append(texts.decimal(subject.rating.rating))
    return tuple(cells)


def _count(figure: Figure) -> int:
    assert isinstance(figure, Count)
    return figure.n


def rate_text(texts: Texts, figure: Figure, least: int) -> str:
    """ "4/7 57%", "few" after it when out of fewer than ``least``, "-" out of none."""
    assert isinstance(figure, Rate)
    if figure.rate is None:
        return "-"
    text = f"{figure.n}/{figure.of} {texts.percent(figure.rate)}"
    return texts("cli.stats.few", rate=text) if figure.few(least) else text


def mean_text(texts: Texts, figure: Figure) -> str:
    assert isinstance(figure, Mean)
    return "-" if figure.mean is None else texts.decimal(figure.mean)


def record_rows(
    texts: Texts, stats: Statistics, names: dict[tuple[SubjectKind, Key], str]
) -> list[tuple[str, ...]]:
    records = stats.records
    found: Sequence[tuple[str, DealFeat | MatchFeat | None]] = (
        ("best_deal", records.best_deal),
        ("highest_made_bid", records.highest_made_bid),
        ("biggest_win", records.biggest_win),
        ("biggest_comeback", records.biggest_comeback),
        ("longest_match", records.longest_match),
        ("shortest_match", records.shortest_match),
    )
    rows: list[tuple[str, ...]] = []
    for record, feat in found:
        if feat is None:
            continue
        name = texts(f"cli.stats.{record}")
        team = "" if feat.team is None else names.get(("team", feat.team), key_text(feat.team))
        if isinstance(feat, DealFeat):
            what = texts(f"cli.stats.{record}.what", value=feat.value)
            said = texts("cli.stats.record.side", what=what, team=team, side=feat.side)
            rows.append(
                (name, said, texts("cli.stats.record.where", match=feat.match, deal=feat.deal))
            )
        elif feat.team is None:  # the longest and the shortest match: how many deals
            rows.append((name, texts("stats.deals", count=feat.value), feat.match))
        else:
            what = texts(f"cli.stats.{record}.what", team=team, value=feat.value)
            rows.append((name, what, feat.match))
    return rows
