"""The ``coinche-score`` command: the app by default, plus scripting sub-commands.

Only the app (no sub-command) imports Textual, lazily: ``score`` and the match commands never
load it.
"""

from __future__ import annotations

import argparse
import csv
import importlib
import importlib.resources
import json
import os
import re
import sys
from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

from pydantic import ValidationError

from coinche_score import __version__
from coinche_score.house_rules import MAX_NAME_LENGTH, HouseRules, HouseRulesError
from coinche_score.match import Match, MatchState, ScoredDeal
from coinche_score.rules import PRESETS, RULE_SECTIONS, TEAMS, Coinche, RuleSet, Team, other_team
from coinche_score.scorefile import (
    InvalidDocumentError,
    rules_from_json,
    score_document,
    score_json,
)
from coinche_score.scoring import Deal, InvalidDealError, parse_deal
from coinche_score.store import (
    MAX_FILE_SIZE,
    MatchSummary,
    OpenMatch,
    SavedMatch,
    Store,
    StoreError,
    load_json,
)
from coinche_score.text import QUOTE_LIMIT, is_refused, neutralise, shorten

USAGE_ERROR = 2
APP_MODULE = "coinche_score.tui.app"
#: A refusal is one line: whatever it quotes, it stops there.
MESSAGE_LIMIT = 400
#: A value quoted in a message (as repr() quotes it), longer than QUOTE_LIMIT.
LONG_QUOTE = re.compile(
    rf"'(?:[^'\\]|\\.){{{QUOTE_LIMIT - 1},}}'|\"(?:[^\"\\]|\\.){{{QUOTE_LIMIT - 1},}}\""
)


class CliError(Exception):
    """A refused command: one line for standard error, exit status 2."""


def fail(message: str) -> NoReturn:
    raise CliError(message)


def read_json_input(source: str, waiting_for: str) -> Any:
    """A JSON document from a file, or standard input for ``-`` (at most MAX_FILE_SIZE).

    At a terminal, standard input would wait silently for typing: say what it waits for.
    """
    name = "standard input" if source == "-" else source
    try:
        if source == "-":
            if sys.stdin is None:  # started with standard input closed
                fail("cannot read standard input: it is closed")
            if sys.stdin.isatty():
                print(
                    f"coinche-score: reading {waiting_for} as JSON from standard input; "
                    "end it with Ctrl-D (or give a file; --help shows an example)",
                    file=sys.stderr,
                )
            text = sys.stdin.read(MAX_FILE_SIZE + 1)
        else:
            with open(source, encoding="utf-8") as handle:
                text = handle.read(MAX_FILE_SIZE + 1)
    except UnicodeDecodeError as error:
        fail(f"cannot read {name}: not UTF-8 text (byte {error.start + 1})")
    except (OSError, ValueError) as error:  # ValueError: a closed stream
        fail(f"cannot read {name}: {getattr(error, 'strerror', None) or error}")
    if len(text) > MAX_FILE_SIZE:
        fail(f"cannot read {name}: more than {MAX_FILE_SIZE:,} characters")
    if not text.strip():
        fail(f"{name} is empty; expected {waiting_for} as JSON")
    return parse_json(text, f"invalid JSON in {name}")


def parse_json(text: str, complaint: str) -> Any:
    """``text`` as JSON (a key given twice is refused), or a refusal starting with
    ``complaint``."""
    try:
        return load_json(text, unique_keys=True)
    except ValueError as error:
        fail(f"{complaint}: {error}")


def print_json(document: Any) -> None:
    """JSON for people and programs: readable, but a control, bidi or zero-width character in
    a string is written as its ``\\uXXXX`` escape (the same string once parsed)."""
    text = json.dumps(document, ensure_ascii=False, indent=2)
    # The indentation's line breaks are the only ones outside strings: json escapes the others.
    if any(is_refused(char, line_breaks=True) for char in text):
        text = "".join(
            json.dumps(char)[1:-1] if is_refused(char, line_breaks=True) else char for char in text
        )
    sys.stdout.write(text + "\n")


def cut_quotes(message: str) -> str:
    """Every value quoted in ``message`` cut to about QUOTE_LIMIT characters."""
    return LONG_QUOTE.sub(
        lambda found: f"{shorten(found[0], QUOTE_LIMIT - 1)}{found[0][0]}", message
    )


def say(text: str, *, to_error: bool = False) -> None:
    """Print text from the user or a file: what could drive the terminal is shown escaped."""
    print(neutralise(text, line_breaks=True), file=sys.stderr if to_error else sys.stdout)


def cmd_score(args: argparse.Namespace) -> int:
    document = read_json_input(args.file, "a document of deals")
    try:
        result = score_document(document, lookup=HouseRules(args.data_dir).lookup())
    except (InvalidDocumentError, InvalidDealError, HouseRulesError) as error:
        fail(str(error))
    print_json(result)
    return 0


# ------------------------------------------------------------------------ match commands


def open_store(args: argparse.Namespace) -> Store:
    data_dir: Path | None = args.data_dir
    return Store(data_dir)


@contextmanager
def refusals() -> Iterator[None]:
    """Turn the store's and the scorer's refusals into one-line CLI errors."""
    try:
        yield
    except (StoreError, InvalidDealError, IndexError) as error:
        fail(str(error))


def warn(warnings: Sequence[str]) -> None:
    for warning in warnings:
        say(f"coinche-score: warning: {warning}", to_error=True)


def read_deal_input(source: str) -> Any:
    """A deal as JSON text on the command line, or from standard input for ``-``."""
    if source == "-":
        return read_json_input("-", "a deal")
    if not source.strip():
        fail("the deal is empty; expected a deal as JSON")
    return parse_json(source, "invalid JSON for the deal")


def parse_numbered_deal(raw: Any, rules: RuleSet, number: int) -> Deal:
    try:
        return parse_deal(raw, rules)
    except InvalidDealError as error:
        raise error.numbered(number) from None


def check_deal_number(number: int, deal_count: int, *, allow_next: bool = False) -> int:
    """The 0-based index of deal ``number`` (1-based), or a refusal."""
    last = deal_count + (1 if allow_next else 0)
    if not 1 <= number <= last:
        where = f"1..{last}" if last else "none yet"
        fail(
            f"no deal {number}: the match has {plural(deal_count, 'deal')} (deal numbers: {where})"
        )
    return number - 1


def cmd_new(args: argparse.Namespace) -> int:
    rules = rules_argument(args.rules, HouseRules(args.data_dir))
    # argparse gives exactly four names; Match checks and trims them.
    players: tuple[str, str, str, str] | None = (
        None if args.players is None else tuple(args.players)
    )
    try:
        match = Match(
            rules=rules,
            target=rules.default_target if args.target is None else args.target,
            team_names=(args.team_a, args.team_b),
            players=players,
            first_dealer=seat_argument(args.first_dealer, players),
        )
    except ValidationError as error:
        fail(new_refusal(error))
    with refusals(), open_store(args).create(match) as opened:
        saved = opened.snapshot()
    if args.json:
        print_json(match_document(saved))
    else:
        say(saved.id)
    return 0


#: The option of ``new`` that gives each field of a match, to name it in a refusal.
NEW_OPTIONS = {"target": "--target", "team_names": "--team-a/--team-b", "players": "--players"}


def new_refusal(error: ValidationError) -> str:
    """pydantic's first complaint about a new match, naming the option and what it allows."""
    first = error.errors()[0]
    field = str(first["loc"][0]) if first["loc"] else ""
    bounds = first.get("ctx", {})
    if "ge" in bounds:
        message = f"got {first['input']}; allowed: a whole number, at least {bounds['ge']}"
    elif "le" in bounds:
        message = f"got {first['input']}; allowed: a whole number, at most {bounds['le']}"
    else:
        message = first["msg"].removeprefix("Value error, ")
    return f"{NEW_OPTIONS.get(field, field)}: {message}"


def whole_number(text: str) -> int:
    """An argparse type: an integer, refused in the same words as every other refusal."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"got {text!r}; allowed: a whole number") from None


def rules_argument(text: str, house: HouseRules, option: str = "--rules") -> RuleSet:
    """A preset or house-rules name, or a rule-set object as JSON text (RULES.md 4)."""
    raw: Any = text
    if text.lstrip().startswith("{"):
        raw = parse_json(text, f"{option}: invalid JSON")
    try:
        return rules_from_json(raw, lookup=house.lookup())
    except (InvalidDocumentError, HouseRulesError) as error:
        fail(str(error))


def seat_argument(value: str | None, players: Sequence[str] | None) -> int:
    """``--first-dealer``: a seat 1..4 (the order of --players), or a player's name."""
    if value is None:
        return 0
    if value in ("1", "2", "3", "4"):
        return int(value) - 1
    names = [name.strip() for name in players or ()]
    if value.strip() in names:
        return names.index(value.strip())
    fail(f"--first-dealer: got {value!r}; allowed: a seat 1..4 or a name given to --players")


def change_command(
    change: Callable[[argparse.Namespace, OpenMatch], str],
) -> Callable[[argparse.Namespace], int]:
    """A sub-command that opens MATCH for writing, changes it and reports the result."""

    def handler(args: argparse.Namespace) -> int:
        with refusals(), open_store(args).open(args.match) as opened:
            before = opened.state
            done = change(args, opened)
            saved = opened.snapshot()
            warnings = opened.warnings
        notices = change_notices(saved.match, before, saved.state)
        if args.json:
            print_json({**match_document(saved), "done": done, "notices": notices})
        else:
            say(done)
            status = status_line(saved.match, saved.state)
            say(status)
            for notice in notices:
                if notice not in status:  # "match over: ..." ends the status line already
                    say(notice)
        warn(warnings)
        return 0

    return handler


@change_command
def cmd_add(args: argparse.Namespace, opened: OpenMatch) -> str:
    raw = read_deal_input(args.deal)
    number = len(opened.match.deals) + 1
    opened.add(parse_numbered_deal(raw, opened.match.rules, number))
    return f"deal {number} added: {deal_result(opened.match, opened.state, number)}"


@change_command
def cmd_insert(args: argparse.Namespace, opened: OpenMatch) -> str:
    index = check_deal_number(args.number, len(opened.match.deals), allow_next=True)
    raw = read_deal_input(args.deal)
    opened.insert(index, parse_numbered_deal(raw, opened.match.rules, args.number))
    return f"deal {args.number} inserted: {deal_result(opened.match, opened.state, args.number)}"


@change_command
def cmd_edit(args: argparse.Namespace, opened: OpenMatch) -> str:
    index = check_deal_number(args.number, len(opened.match.deals))
    raw = read_deal_input(args.deal)
    opened.edit(index, parse_numbered_deal(raw, opened.match.rules, args.number))
    return f"deal {args.number} edited: {deal_result(opened.match, opened.state, args.number)}"


@change_command
def cmd_delete(args: argparse.Namespace, opened: OpenMatch) -> str:
    opened.delete(check_deal_number(args.number, len(opened.match.deals)))
    return f"deal {args.number} deleted"


@change_command
def cmd_undo(args: argparse.Namespace, opened: OpenMatch) -> str:
    change = opened.next_undo
    opened.undo()
    assert change is not None  # undo() refuses when there is nothing to undo
    return f"undid {change.describe()}"


@change_command
def cmd_redo(args: argparse.Namespace, opened: OpenMatch) -> str:
    change = opened.next_redo
    opened.redo()
    assert change is not None
    return f"redid {change.describe()}"


def change_notices(match: Match, before: MatchState, after: MatchState) -> list[str]:
    """What a correction did to the match as a whole, worth saying out loud."""
    notices = []
    if before.finished and not after.finished:
        notices.append("match reopened: it is not over any more")
    if after.finished and (not before.finished or before.winner != after.winner):
        notices.append(f"match over: {winner_text(match, after)}")
    if after.unscored and after.unscored != before.unscored:
        notices.append(f"{plural(after.unscored, 'deal')} after the end of the match not counted")
    if after.tie_playing_on and not before.tie_playing_on:
        notices.append("the totals are tied past the target: play another deal")
    return notices


def cmd_list(args: argparse.Namespace) -> int:
    store = open_store(args)
    with refusals():
        summaries, damaged = store.scan()
    if args.json:
        print_json(
            {
                "data_dir": str(store.data_dir),
                "matches": [summary_document(summary) for summary in summaries],
                "damaged": [{"path": str(d.path), "reason": d.reason} for d in damaged],
            }
        )
        return 0
    if summaries:
        headings = ("id", "updated", "rules", "target", "deals", "score", "status")
        rows = [headings, *map(summary_row, summaries)]
        say("\n".join(table_lines(rows, right_aligned={3, 4})))
    else:
        say(f"no saved match in {store.data_dir}")
    warn([f"{d.path}: {d.reason} (left untouched)" for d in damaged])
    return 0


def summary_row(summary: MatchSummary) -> tuple[str, ...]:
    names = dict(zip(TEAMS, summary.team_names, strict=True))
    score = " - ".join(f"{names[team]} {summary.totals[team]}" for team in TEAMS)
    status = f"won by {names[summary.winner]}" if summary.winner else "in progress"
    return (
        summary.id,
        f"{summary.updated.astimezone():%Y-%m-%d %H:%M}",
        summary.rules_name,
        str(summary.target),
        str(summary.deal_count),
        score,
        status,
    )


def summary_document(summary: MatchSummary) -> dict[str, Any]:
    return {
        "id": summary.id,
        "path": str(summary.path),
        "team_names": dict(zip(TEAMS, summary.team_names, strict=True)),
        "rules": summary.rules_name,
        "target": summary.target,
        "deal_count": summary.deal_count,
        "totals": summary.totals,
        "finished": summary.finished,
        "winner": summary.winner,
        "created": summary.created.isoformat(),
        "updated": summary.updated.isoformat(),
    }


def cmd_show(args: argparse.Namespace) -> int:
    with refusals():
        saved = open_store(args).read(args.match)
    if args.json:
        print_json(match_document(saved))
    else:
        say(show_text(saved))
    warn(saved.warnings)
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    with refusals():
        saved = open_store(args).read(args.match)
    if args.format == "json":
        print_json(match_document(saved))
    elif args.format == "csv":
        write_csv(saved)
    else:
        sys.stdout.write(neutralise(markdown_text(saved), line_breaks=True))
    warn(saved.warnings)
    return 0


# ------------------------------------------------------------------------ what is shown


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def winner_text(match: Match, state: MatchState) -> str:
    assert state.winner is not None
    loser = other_team(state.winner)
    return (
        f"{match.team_name(state.winner)} win {state.totals[state.winner]} to {state.totals[loser]}"
    )


def totals_text(match: Match, totals: dict[Team, int]) -> str:
    return ", ".join(f"{match.team_name(team)} {totals[team]}" for team in TEAMS)


def status_line(match: Match, state: MatchState) -> str:
    """Totals, and the winner or who deals next."""
    line = f"totals: {totals_text(match, state.totals)}"
    if state.pending_litige:
        line += f"; litige pending: {state.pending_litige}"
    if state.finished:
        return f"{line}; match over: {winner_text(match, state)}"
    return (
        f"{line}; next dealer: {match.seat_name(state.next_dealer)}, "
        f"first to bid: {match.seat_name(state.next_first_bidder)}"
    )


def deal_result(match: Match, state: MatchState, number: int) -> str:
    if number > len(state.scored):
        return "not counted (after the end of the match)"
    scores = state.scored[number - 1].score.scores
    return ", ".join(f"{match.team_name(team)} {scores[team]:+d}" for team in TEAMS)


def describe_deal(deal: Deal) -> str:
    """A deal as entered, in a few words: "A 100 hearts coinche, 70 pts, belote A"."""
    if deal.taker is None:
        return "thrown in"
    bid = f"{deal.taker} {deal.contract}"
    if deal.trump is not None:
        bid += f" {deal.trump.value.replace('_', ' ')}"
    if deal.coinche is not Coinche.NONE:
        bid += f" {deal.coinche.value}"
    parts = [bid]
    if deal.taker_points is not None:  # a renonce deal may leave it out
        parts.append(f"{deal.taker_points} pts" + (", all tricks" if deal.all_tricks else ""))
    if deal.defence_all_tricks:
        parts.append("defence took all tricks")
    if deal.renonce is not None:
        parts.append(f"renonce {deal.renonce}")
    for team in TEAMS:
        belote = deal.belote[team]
        if belote:
            parts.append(f"belote {team}" + (f" {belote}" if belote != 20 else ""))
        if deal.announces[team]:
            parts.append(f"{team} announces " + " ".join(a.value for a in deal.announces[team]))
    return ", ".join(parts)


def result_word(scored: ScoredDeal) -> str:
    score = scored.score
    if score.litige:
        return "litige"
    if score.made is None:
        return "-"
    return "made" if score.made else "failed"


def deal_rows(saved: SavedMatch) -> list[tuple[str, ...]]:
    """One row per deal: number, dealer, deal, result, each team's score and total."""
    match, state = saved.match, saved.state
    rows: list[tuple[str, ...]] = []
    for scored in state.scored:
        rows.append(
            (
                str(scored.number),
                match.seat_name(scored.dealer),
                describe_deal(scored.deal),
                result_word(scored),
                *(str(scored.score.scores[team]) for team in TEAMS),
                *(str(scored.totals[team]) for team in TEAMS),
            )
        )
    for index in range(len(state.scored), len(match.deals)):
        rows.append(
            (str(index + 1), "", describe_deal(match.deals[index]), "not counted", "", "", "", "")
        )
    return rows


def deal_headings(match: Match) -> tuple[str, ...]:
    names = [match.team_name(team) for team in TEAMS]
    return ("#", "dealer", "deal", "result", *names, *(f"total {name}" for name in names))


#: Columns of deal_rows() holding numbers, aligned right.
NUMBER_COLUMNS = frozenset({0, 4, 5, 6, 7})


def table_lines(rows: Sequence[Sequence[str]], right_aligned: Collection[int]) -> list[str]:
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.rjust(width) if column in right_aligned else cell.ljust(width)
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return lines


def show_text(saved: SavedMatch) -> str:
    match, state = saved.match, saved.state
    lines = [
        f"match {saved.id}: {match.team_name('A')} (A) vs {match.team_name('B')} (B)",
        f"rules {match.rules.name}, target {match.target}; "
        f"created {saved.created.astimezone():%Y-%m-%d %H:%M}, "
        f"updated {saved.updated.astimezone():%Y-%m-%d %H:%M}",
    ]
    if match.players is not None:
        seats = ", ".join(f"{seat + 1} {name}" for seat, name in enumerate(match.players))
        lines.append(f"players (seats clockwise, 1 and 3 are A): {seats}")
    if match.deals:
        lines += table_lines([deal_headings(match), *deal_rows(saved)], NUMBER_COLUMNS)
    else:
        lines.append("no deal yet")
    lines.append(status_line(match, state))
    if state.tie_playing_on:
        lines.append("the totals are tied past the target: play another deal")
    return "\n".join(lines)


#: A spreadsheet takes a cell starting with one of these as a formula (or a formula's start).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(text: str) -> str:
    """A name as a cell that a spreadsheet shows as text (a leading ' stops a formula), with
    what could drive the terminal it is printed on escaped."""
    if text.startswith(FORMULA_STARTS):
        text = "'" + text
    return neutralise(text)


def write_csv(saved: SavedMatch) -> None:
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(
        (
            "number",
            "dealer",
            "taker",
            "contract",
            "trump",
            "coinche",
            "taker_points",
            "all_tricks",
            "belote_A",
            "belote_B",
            "announces_A",
            "announces_B",
            "result",
            "score_A",
            "score_B",
            "total_A",
            "total_B",
            "pending_litige",
        )
    )
    match, state = saved.match, saved.state
    for index, deal in enumerate(match.deals):
        entered = (
            deal.taker or "",
            "" if deal.contract is None else deal.contract,
            "" if deal.trump is None else deal.trump.value,
            deal.coinche.value,
            "" if deal.taker_points is None else deal.taker_points,
            str(deal.all_tricks).lower(),
            deal.belote.A,
            deal.belote.B,
            " ".join(a.value for a in deal.announces.A),
            " ".join(a.value for a in deal.announces.B),
        )
        if index < len(state.scored):
            scored = state.scored[index]
            writer.writerow(
                (
                    scored.number,
                    csv_cell(match.seat_name(scored.dealer)),
                    *entered,
                    result_word(scored),
                    scored.score.scores["A"],
                    scored.score.scores["B"],
                    scored.totals["A"],
                    scored.totals["B"],
                    scored.pending_litige,
                )
            )
        else:
            writer.writerow((index + 1, "", *entered, "not counted", "", "", "", "", ""))


def markdown_text(saved: SavedMatch) -> str:
    match, state = saved.match, saved.state

    def cell(text: str) -> str:
        """One line, its backslashes, pipes and HTML escaped, so a name cannot break the
        table or bring in HTML."""
        one_line = " ".join(text.split()).replace("\\", "\\\\").replace("|", "\\|")
        return one_line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

    lines = [
        f"# {cell(match.team_name('A'))} vs {cell(match.team_name('B'))}",
        "",
        f"Rules: {cell(match.rules.name)}, target {match.target}. Match `{saved.id}`, "
        f"updated {saved.updated.astimezone():%Y-%m-%d %H:%M}.",
        "",
    ]
    headings = deal_headings(match)
    lines.append("| " + " | ".join(cell(h) for h in headings) + " |")
    lines.append(
        "|" + "|".join("---:" if c in NUMBER_COLUMNS else "---" for c in range(len(headings))) + "|"
    )
    for row in deal_rows(saved):
        lines.append("| " + " | ".join(cell(c) for c in row) + " |")
    lines += ["", f"**Totals**: {cell(totals_text(match, state.totals))}"]
    if state.pending_litige:
        lines.append(f"**Litige pending**: {state.pending_litige}")
    if state.finished:
        lines.append(f"**Winner**: {cell(winner_text(match, state))}")
    return "\n".join(lines) + "\n"


def match_document(saved: SavedMatch) -> dict[str, Any]:
    """Everything about a match as JSON: what was entered, the scores, and what comes next."""
    match, state = saved.match, saved.state

    def seat(number: int) -> dict[str, Any]:
        return {"seat": number, "name": match.seat_name(number)}

    deals: list[dict[str, Any]] = [
        {
            "number": scored.number,
            "counted": True,
            "entered": scored.deal.model_dump(mode="json"),
            "dealer": seat(scored.dealer),
            **score_json(scored.score),
            "totals": scored.totals,
            "pending_litige": scored.pending_litige,
        }
        for scored in state.scored
    ]
    deals += [
        {"number": index + 1, "counted": False, "entered": deal.model_dump(mode="json")}
        for index, deal in enumerate(match.deals)
        if index >= len(state.scored)
    ]
    return {
        "id": saved.id,
        "path": str(saved.path),
        "created": saved.created.isoformat(),
        "updated": saved.updated.isoformat(),
        "team_names": dict(zip(TEAMS, match.team_names, strict=True)),
        "players": None if match.players is None else list(match.players),
        "rules": match.rules.model_dump(mode="json"),
        "target": match.target,
        "first_dealer": seat(match.first_dealer),
        "deals": deals,
        "unscored_deals": state.unscored,
        "totals": state.totals,
        "pending_litige": state.pending_litige,
        "finished": state.finished,
        "winner": state.winner,
        "tie_playing_on": state.tie_playing_on,
        "next_dealer": None if state.finished else seat(state.next_dealer),
        "next_first_bidder": None if state.finished else seat(state.next_first_bidder),
        "can_undo": saved.can_undo,
        "can_redo": saved.can_redo,
        "warnings": saved.warnings,
    }


# ------------------------------------------------------------------------ house rules


def house_rules(args: argparse.Namespace) -> HouseRules:
    return HouseRules(args.data_dir)


def named_rules(name: str, house: HouseRules) -> tuple[RuleSet, str]:
    """A preset or saved rule set by name, and where it comes from ("preset" or its path)."""
    if name in PRESETS:
        return PRESETS[name], "preset"
    try:
        found = house.get(name)
    except HouseRulesError as error:
        fail(str(error))
    if found is None:
        known = ", ".join([*PRESETS, *(saved.name for saved in house.scan()[0])])
        fail(f"no rules named {name!r} (known: {known})")
    return found, str(house.path(name))


def rule_fields(rules: RuleSet) -> list[tuple[str, str, Any]]:
    """Every rule of ``rules``: its field name, what it means, and its value as JSON."""
    values = rules.model_dump(mode="json")
    return [
        (field, info.description or "", values[field])
        for field, info in RuleSet.model_fields.items()
    ]


def value_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def cmd_rules_list(args: argparse.Namespace) -> int:
    house = house_rules(args)
    with refusals():
        saved, damaged = house.scan()
    if args.json:
        print_json(
            {
                "folder": str(house.folder),
                "presets": [{"name": n, "description": r.description} for n, r in PRESETS.items()],
                "saved": [{"name": s.name, "path": str(s.path)} for s in saved],
                "damaged": [{"path": str(d.path), "reason": d.reason} for d in damaged],
            }
        )
        return 0
    rows = [("name", "kind", "description")]
    rows += [(name, "preset", rules.description) for name, rules in PRESETS.items()]
    rows += [(s.name, "saved", str(s.path)) for s in saved]
    print("\n".join(table_lines(rows, right_aligned=())))
    warn([f"{d.path}: {d.reason} (left untouched)" for d in damaged])
    return 0


def cmd_rules_show(args: argparse.Namespace) -> int:
    house = house_rules(args)
    rules, origin = named_rules(args.name, house)
    fields = rule_fields(rules)
    if args.json:
        print_json(
            {
                "name": rules.name,
                "from": origin,
                "rules": rules.model_dump(mode="json"),
                "fields": [
                    {"field": field, "meaning": meaning, "value": value}
                    for field, meaning, value in fields
                ],
            }
        )
        return 0
    print(f"rules {rules.name} ({origin})")
    for field in ("description", "source"):
        if getattr(rules, field):
            print(f"{field}: {' '.join(getattr(rules, field).split())}")
    # The rules by section, so that the value column is as wide as values, not as texts.
    by_field = {field: (meaning, value) for field, meaning, value in fields}
    rows = [("field", "value", "meaning")]
    rows += [
        (field, value_text(by_field[field][1]), by_field[field][0])
        for _, names in RULE_SECTIONS
        for field in names
    ]
    lines = table_lines(rows, right_aligned=())
    print(lines[0])
    row = 1
    for section, names in RULE_SECTIONS:
        print(f"[{section}]")
        print("\n".join(lines[row : row + len(names)]))
        row += len(names)
    return 0


def cmd_rules_save(args: argparse.Namespace) -> int:
    house = house_rules(args)
    text = read_json_text(args.rules) if args.rules == "-" else args.rules
    rules = rules_argument(text, house, option="RULES_JSON")
    with refusals():
        saved = house.save(args.name, rules)
    print(f"rules {saved.name} saved in {saved.path}")
    return 0


def read_json_text(source: str) -> str:
    """Standard input as text: a rule-set object, or a preset or saved name as a JSON string."""
    document = read_json_input(source, "a rule set")
    if isinstance(document, str):
        return document
    return json.dumps(document)


def cmd_rules_delete(args: argparse.Namespace) -> int:
    house = house_rules(args)
    with refusals():
        path = house.delete(args.name)
    print(f"rules {args.name.strip()} deleted ({path}); matches played with them keep their rules")
    return 0


def cmd_rules_diff(args: argparse.Namespace) -> int:
    house = house_rules(args)
    first, _ = named_rules(args.first, house)
    second, _ = named_rules(args.second, house)
    a, b = first.model_dump(mode="json"), second.model_dump(mode="json")
    changed = [field for field in RuleSet.model_fields if field != "name" and a[field] != b[field]]
    if args.json:
        print_json(
            [{"field": field, args.first: a[field], args.second: b[field]} for field in changed]
        )
        return 0
    if not changed:
        print(f"{args.first} and {args.second} have the same rules")
        return 0
    rows = [("field", args.first, args.second)]
    rows += [(field, value_text(a[field]), value_text(b[field])) for field in changed]
    print("\n".join(table_lines(rows, right_aligned=())))
    return 0


def add_rules_commands(
    commands: Any, data_dir: argparse.ArgumentParser, as_json: argparse.ArgumentParser
) -> None:
    """``coinche-score rules …``: presets and the house rules saved in the data folder."""
    about = "list, show, save, delete and compare rule sets (presets and house rules)"
    rules = commands.add_parser("rules", help=about, description=about, parents=[data_dir])
    actions = rules.add_subparsers(
        dest="rules_command",
        metavar="ACTION",
        required=True,
        parser_class=_Parser,
        help="list, show, save, delete or diff",
    )

    def action(
        name: str, handler: Callable[[argparse.Namespace], int], help_text: str, *parents: Any
    ) -> argparse.ArgumentParser:
        sub: argparse.ArgumentParser = actions.add_parser(
            name, help=help_text, description=help_text, parents=[data_dir, *parents]
        )
        sub.set_defaults(handler=handler)
        return sub

    action("list", cmd_rules_list, "the presets and the saved house rules", as_json)
    show = action(
        "show", cmd_rules_show, "every rule of a rule set, its meaning and value", as_json
    )
    show.add_argument("name", metavar="NAME", help="a preset or saved house rules")
    save = action("save", cmd_rules_save, "save house rules under a name (replacing them)")
    save.add_argument("name", metavar="NAME", help=f"1 to {MAX_NAME_LENGTH} characters, no /")
    save.add_argument(
        "rules",
        metavar="RULES_JSON",
        help='a rule-set object ({"preset": "classic", "rounding": "none"}), a name, or - (stdin)',
    )
    delete = action("delete", cmd_rules_delete, "delete saved house rules")
    delete.add_argument("name", metavar="NAME", help="saved house rules")
    diff = action("diff", cmd_rules_diff, "the rules on which two rule sets differ", as_json)
    diff.add_argument("first", metavar="A", help="a preset or saved house rules")
    diff.add_argument("second", metavar="B", help="a preset or saved house rules")


# ------------------------------------------------------------------------ the app


def run_app(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Start the Textual app; imported only here so the sub-commands never load Textual."""
    try:
        app = importlib.import_module(APP_MODULE)
    except ImportError as error:
        if error.name not in (APP_MODULE, APP_MODULE.rpartition(".")[0]):
            raise
        parser.print_help()  # the app is not there (yet): say what the command can do
        return 0
    status: int = app.run(data_dir=args.data_dir, lang=args.lang)
    return status


# ------------------------------------------------------------------------ the parser


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line and exit status 2 like every other refusal."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.partition(" ")[2]  # "coinche-score edit" -> "edit"
        raise CliError(f"{command}: {message}" if command else message)


DATA_DIR_HELP = "folder of saved matches (default: $COINCHE_SCORE_DATA, else the user data folder)"
MATCH_HELP = "a match id, a unique start of one, or 'last' (the latest changed)"
DEAL_HELP = (
    "the deal as a JSON object (see 'coinche-score help formats'), or - to read it from stdin"
)
#: A complete deal, every field given, in the words of ``score --help``.
EXAMPLE_DEAL = (
    '{"taker": "A", "contract": 100, "trump": "hearts", "coinche": "coinche",\n'
    ' "taker_points": 70, "all_tricks": false, "defence_all_tricks": false,\n'
    ' "belote": {"A": 20, "B": 0}, "announces": {"A": [], "B": []}, "renonce": null}'
)
SCORE_EXAMPLE = f"""\
The document is {{"rules": ..., "target": ..., "deals": [...]}}: a preset name or a rule set,
the points to reach (optional: the rule set's default) and the deals in the order played.
Team A bids 100 at hearts, is coinched, and takes 70 card points with the belote:

  coinche-score score <<'EOF'
  {{"rules": "classic", "target": 2000, "deals": [
  {EXAMPLE_DEAL.replace(chr(10), chr(10) + "  ")}
  ]}}
  EOF

prints each deal's scores (here A 20, B 360), whether the contract was made, the exact scores
before rounding and the breakdown, then the totals and the winner. Every field, the other
announce kinds and the output: coinche-score help formats."""
#: Pages shipped in coinche_score/docs, printed by ``coinche-score help TOPIC``.
HELP_PAGES = {"formats": "formats.md"}


def cmd_help(args: argparse.Namespace) -> int:
    if args.topic in HELP_PAGES:
        page = importlib.resources.files("coinche_score") / "docs" / HELP_PAGES[args.topic]
        sys.stdout.write(page.read_text(encoding="utf-8"))
    else:
        args.parsers.get(args.topic, args.parsers[None]).print_help()
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="coinche-score",
        description="Keep the score of a coinche match: the app by default, or a sub-command.",
    )
    parser.add_argument(
        "-V",
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help="print the version and exit",
    )
    parser.add_argument("--data-dir", type=Path, default=None, metavar="DIR", help=DATA_DIR_HELP)
    parser.add_argument(
        "--lang",
        choices=("en", "fr"),
        default=None,
        help="the app's language (default: the locale's)",
    )

    # Accepted after the sub-command too; SUPPRESS keeps a value given before it.
    data_dir = _Parser(add_help=False)
    data_dir.add_argument(
        "--data-dir", type=Path, default=argparse.SUPPRESS, metavar="DIR", help=DATA_DIR_HELP
    )
    as_json = _Parser(add_help=False)
    as_json.add_argument("--json", action="store_true", help="print JSON instead of text")
    match_ref = _Parser(add_help=False)
    match_ref.add_argument("match", metavar="MATCH", help=MATCH_HELP)
    number = _Parser(add_help=False)
    number.add_argument("number", metavar="N", type=whole_number, help="deal number, from 1")
    deal = _Parser(add_help=False)
    deal.add_argument("deal", metavar="DEAL_JSON", help=DEAL_HELP)

    commands = parser.add_subparsers(
        dest="command",
        metavar="COMMAND",
        parser_class=_Parser,
        help="without one, the app starts; 'coinche-score COMMAND --help' tells more",
    )

    def command(
        name: str,
        handler: Callable[[argparse.Namespace], int],
        help_text: str,
        *parents: _Parser,
        **options: Any,
    ) -> argparse.ArgumentParser:
        sub = commands.add_parser(
            name, help=help_text, description=help_text, parents=[data_dir, *parents], **options
        )
        sub.set_defaults(handler=handler)
        return sub

    score = command(
        "score",
        cmd_score,
        "score a JSON document of deals and print the scores as JSON",
        epilog=SCORE_EXAMPLE,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    score.add_argument(
        "file", nargs="?", default="-", help="the document; - or absent: standard input"
    )
    score.add_argument("--json", action="store_true", help="accepted: the output is always JSON")

    new = command("new", cmd_new, "start a match and print its id", as_json)
    new.add_argument(
        "--rules",
        required=True,
        metavar="PRESET",
        help=f"a preset ({', '.join(PRESETS)}), or a rule set as JSON: "
        """'{"preset": "classic", "rounding": "none"}'""",
    )
    new.add_argument(
        "--team-a", required=True, metavar="NAME", help="team A's name (seats 1 and 3)"
    )
    new.add_argument(
        "--team-b", required=True, metavar="NAME", help="team B's name (seats 2 and 4)"
    )
    new.add_argument(
        "--target", type=whole_number, metavar="N", help="points to reach (default: the rules')"
    )
    new.add_argument(
        "--players",
        nargs=4,
        metavar=("A1", "B1", "A2", "B2"),
        help="player names, clockwise round the table from seat 1",
    )
    new.add_argument(
        "--first-dealer", metavar="SEAT", help="seat 1..4 or a player's name (default 1)"
    )

    command("add", cmd_add, "record the next deal", as_json, match_ref, deal)
    command(
        "insert", cmd_insert, "insert a forgotten deal as deal N", as_json, match_ref, number, deal
    )
    command("edit", cmd_edit, "replace deal N", as_json, match_ref, number, deal)
    command("delete", cmd_delete, "delete deal N", as_json, match_ref, number)
    command("undo", cmd_undo, "undo the last change", as_json, match_ref)
    command("redo", cmd_redo, "redo the last undone change", as_json, match_ref)
    command("list", cmd_list, "list the saved matches, latest first", as_json)
    command("show", cmd_show, "show a match: deals, scores, totals, who deals", as_json, match_ref)
    export = command("export", cmd_export, "print a match as CSV, Markdown or JSON", match_ref)
    export.add_argument(
        "--format", required=True, choices=("csv", "md", "json"), help="CSV, Markdown or JSON"
    )
    add_rules_commands(commands, data_dir, as_json)
    about = "print a help page: formats, or a command's help"
    help_command = commands.add_parser("help", help=about, description=about)
    help_command.add_argument(
        "topic",
        nargs="?",
        choices=[*HELP_PAGES, *commands.choices],
        metavar="TOPIC",
        help=f"{', '.join(HELP_PAGES)} (the JSON of deals, scores and match files) or a command",
    )
    help_command.set_defaults(handler=cmd_help, parsers={None: parser, **commands.choices})
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            return run_app(parser, args)
        status: int = args.handler(args)
        return status
    except CliError as error:
        # One line whatever the message quotes (a JSON key may hold a line break), of a
        # bounded length, and nothing in it can drive the terminal.
        line = shorten(cut_quotes(" ".join(str(error).split())), MESSAGE_LIMIT)
        say(f"coinche-score: {line}", to_error=True)
        return USAGE_ERROR
    except BrokenPipeError:
        # The reader went away (``coinche-score show --json | head``): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
