"""The statistics screen's filters, as the command's (docs/statistics.md): a period (all, this
month, the last 30 days, this year, or days typed), a rule set, players who all sat; and the
line that shows them, each after the key that changes it.

Pure (no Textual): a :class:`StatsChoice` is what the player chose, made into the statistics'
:class:`~coinche_score.stats.Filters` on the day it is counted.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from typing import Literal

from rich.text import Text

from coinche_score.i18n import Texts
from coinche_score.stats import Filters, MatchFacts, name_key
from coinche_score.text import neutralise

#: A period ending today, or ``dates``: the days the player typed.
Period = Literal["all", "month", "days30", "year", "dates"]
#: The periods ending today, in the order ``p`` goes through them.
PERIODS: tuple[Period, ...] = ("all", "month", "days30", "year")
#: The last 30 days: today and the 29 before.
DAYS = 30
#: The keys that change each filter (the screen's bindings).
FILTER_KEYS = {"period": "p", "rules": "r", "players": "f"}
#: The first and the last day counted, each None for no bound.
Days = tuple[date | None, date | None]
NO_DAYS: Days = (None, None)


def since(period: Period, today: date) -> date | None:
    """The first day of ``period``, ending today (None: every day, or days typed)."""
    if period == "month":
        return today.replace(day=1)
    if period == "days30":
        return today - timedelta(days=DAYS - 1)
    if period == "year":
        return today.replace(month=1, day=1)
    return None


@dataclass(frozen=True)
class StatsChoice:
    """The filters chosen on the screen: all matches by default."""

    period: Period = "all"
    rules: str | None = None
    players: tuple[str, ...] = ()
    #: The days of the period ``dates``.
    days: Days = NO_DAYS

    def filters(self, today: date) -> Filters:
        first, last = self.days if self.period == "dates" else (since(self.period, today), None)
        return Filters(since=first, until=last, rules=self.rules, players=self.players)

    def next_period(self) -> StatsChoice:
        """The next period ending today (after days typed: all time)."""
        at = PERIODS.index(self.period) if self.period in PERIODS else -1
        return self.with_period(PERIODS[(at + 1) % len(PERIODS)])

    def with_period(self, period: Period, days: Days = NO_DAYS) -> StatsChoice:
        """``period``; for ``dates``, from and to ``days`` (none of them: all time)."""
        if period != "dates" or days == NO_DAYS:
            return replace(self, period="all" if period == "dates" else period, days=NO_DAYS)
        return replace(self, period=period, days=days)

    def next_rules(self, names: Iterable[str], shown: Callable[[str], str] = str) -> StatsChoice:
        """The next rule set of ``names``, in the order of their names as ``shown`` (custom
        rules are "personnalisées" in French), then all of them again."""
        ordered = sorted(set(names), key=lambda name: (shown(name).casefold(), name))
        offered: list[str | None] = [None, *ordered]
        at = offered.index(self.rules) if self.rules in offered else 0
        return replace(self, rules=offered[(at + 1) % len(offered)])


def rule_names(matches: Iterable[MatchFacts]) -> list[str]:
    """The rule sets of the matches read, each once, sorted."""
    return sorted({match.rules_name for match in matches})


@dataclass(frozen=True)
class Player:
    """A player of the matches read: their key and the spelling of their latest match."""

    key: str
    name: str


def players_of(matches: Iterable[MatchFacts]) -> list[Player]:
    """Everyone who sat at a match read, once each (any spelling), by name."""
    latest: dict[str, tuple[tuple[datetime, str], str]] = {}
    for match in matches:
        if match.players is None or match.seat_keys is None:
            continue
        for key, name in zip(match.seat_keys, match.players, strict=True):
            if key not in latest or match.order > latest[key][0]:
                latest[key] = (match.order, name.strip())
    return sorted(
        (Player(key, name) for key, (_, name) in latest.items()), key=lambda p: (p.key, p.name)
    )


def choice_words(texts: Texts, choice: StatsChoice) -> dict[str, str]:
    """Each filter as chosen, in words: ``This month``, ``classic``, ``With Ann, Bob``."""
    rules = (
        texts("stats.rules.all")
        if choice.rules is None
        else neutralise(texts.rules_name(choice.rules))
    )
    players = (
        texts("stats.players.all")
        if not choice.players
        else texts("stats.players.some", names=", ".join(choice.players))
    )
    return {"period": period_words(texts, choice), "rules": rules, "players": players}


def period_words(texts: Texts, choice: StatsChoice) -> str:
    """``This month``, or the days typed: ``2025-03-01 → 2025-03-31``, ``since 2025-03-01``."""
    if choice.period != "dates":
        return texts(f"stats.period.{choice.period}")
    first, last = choice.days
    if first is None:
        assert last is not None
        return texts("stats.period.until", last=texts.day(last))
    if last is None:
        return texts("stats.period.since", first=texts.day(first))
    return texts("stats.period.dates", first=texts.day(first), last=texts.day(last))


def read_days(texts: Texts, first: str, last: str) -> tuple[Days | None, str]:
    """The days typed as the first and the last counted (either left empty: no bound), or
    None and why they are refused, in one line."""
    days: list[date | None] = []
    for field, typed in (("since", first.strip()), ("until", last.strip())):
        day = texts.typed_day(typed) if typed else None  # and as --since and --until read it
        if typed and day is None:
            name = texts(f"stats.dates.{field}")
            return None, texts("stats.dates.not_a_day", field=name, typed=typed)
        days.append(day)
    start, end = days
    if start is not None and end is not None and start > end:
        return None, texts("stats.dates.order")
    return (start, end), ""


#: A filter's place on the line: its name, its line, its first cell and the cell after it.
Span = tuple[str, int, int, int]


#: The room the rules' name takes on the filters' line, filled when it is shorter: stepping
#: through the rule sets (a key or a tap, again and again) moves nothing under the finger.
RULES_ROOM = 20
#: The least room the rules' name is cut to (with an ellipsis) to keep the filters on one line.
RULES_LEAST = 6


def filter_lines(texts: Texts, choice: StatsChoice, width: int) -> tuple[list[Text], list[Span]]:
    """`` p  This month  r  All rules  f  Everyone``: each filter after the key that changes
    it, as the key bar shows a key, and where each one is, for a tap.  On one line, the rules'
    name in a room of its own (at most RULES_ROOM, cut with an ellipsis, filled with spaces),
    so that the players after it stay where they are whichever rule set is chosen; where even
    RULES_LEAST does not leave the room, on as many lines as the filters need (a filter too
    wide for a line is cut with an ellipsis).  Names are shown as typed."""
    words = choice_words(texts, choice)
    chips = {name: _chip(name, said) for name, said in words.items()}
    rules = _chip("rules", "")
    others = chips["period"].cell_len + chips["players"].cell_len
    room = min(RULES_ROOM, width - others - rules.cell_len - 2)
    if room >= RULES_LEAST:
        said = Text(words["rules"], no_wrap=True, overflow="ellipsis")
        said.truncate(room, overflow="ellipsis", pad=True)
        chips["rules"] = rules.append_text(said)
    lines = [Text(no_wrap=True, overflow="ellipsis")]
    spans: list[Span] = []
    for name in FILTER_KEYS:
        chip = chips[name]
        line = lines[-1]
        if line and line.cell_len + 1 + chip.cell_len > width:
            line = Text(no_wrap=True, overflow="ellipsis")
            lines.append(line)
        elif line:
            line.append(" ")
        start = line.cell_len
        line.append_text(chip)
        if width > 0:
            line.truncate(width, overflow="ellipsis")
        spans.append((name, len(lines) - 1, start, line.cell_len))
    return lines, spans


def _chip(name: str, said: str) -> Text:
    """`` r  All rules``: the key that changes a filter, then what it is."""
    chip = Text(no_wrap=True, overflow="ellipsis")
    chip.append(f" {FILTER_KEYS[name]} ", "bold reverse")
    chip.append(f" {said}")
    return chip


def filter_at(spans: Iterable[Span], line: int, cell: int) -> str | None:
    """The filter at ``cell`` of ``line``, if any."""
    for name, where, start, end in spans:
        if where == line and start <= cell < end:
            return name
    return None


def chosen_players(players: Iterable[Player], keys: Iterable[str]) -> tuple[str, ...]:
    """The names of the players whose keys were ticked, in the players' order."""
    ticked = set(keys)
    return tuple(player.name for player in players if player.key in ticked)


def ticked_keys(choice: StatsChoice) -> set[str]:
    return {name_key(name) for name in choice.players}
