"""The commands on saved matches: start one, record and correct its deals, list, show and
export them."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from coinche_score.cli.console import one_line, parse_json, read_json_input, say, warn, write_out
from coinche_score.cli.errors import fail
from coinche_score.cli.json_output import (
    conflict_document,
    match_document,
    print_json,
    summary_document,
)
from coinche_score.cli.refused import CliCode, CommandRefusal
from coinche_score.cli.saved import (
    command_texts,
    damaged_lines,
    open_store,
    read_match,
    refusals,
    rules_argument,
    said_notes,
)
from coinche_score.cli.text_output import (
    FORMAT_WORDS,
    SUMMARY_NUMBER_COLUMNS,
    deal_result,
    show_text,
    status_line,
    summary_headings,
    summary_row,
    table_lines,
    winner_text,
)
from coinche_score.i18n import Texts
from coinche_score.i18n.sentences import change_words, short_exactly
from coinche_score.match import Match, MatchState, clean_team_name
from coinche_score.names import NameRefusal, check_names, name_key
from coinche_score.refusals import Refusal
from coinche_score.rules import PRESETS, TEAM_SEATS, TEAMS, RuleSet, is_preset
from coinche_score.scoring import Deal, InvalidDealError, parse_deal
from coinche_score.store import OpenMatch
from coinche_score.text import neutralise
from coinche_score.validation import first_refusal, refused_at


def read_deal_input(source: str, lang: str | None) -> Any:
    """A deal as JSON text on the command line, or from standard input for ``-``."""
    if source == "-":
        return read_json_input("-", "deal", lang=lang)
    if not source.strip():
        fail(CommandRefusal(CliCode.EMPTY_DEAL))
    return parse_json(source, CliCode.INVALID_DEAL_JSON)


def parse_numbered_deal(raw: Any, rules: RuleSet, number: int) -> Deal:
    try:
        return parse_deal(raw, rules)
    except InvalidDealError as error:
        raise error.numbered(number) from None


def entered_deal(args: argparse.Namespace, match: Match, number: int) -> Deal:
    """The deal of ``add``, ``insert`` or ``edit``: DEAL_JSON, its bidder replaced by
    ``--bidder`` when given, checked as deal ``number`` of ``match``."""
    raw = read_deal_input(args.deal, args.lang)
    if args.bidder is not None and isinstance(raw, dict):
        bidder = seat_argument(args.bidder, match.players, "--bidder")
        taker = raw.get("taker")
        if taker in TEAMS and bidder not in TEAM_SEATS[taker]:
            first, second = (seat + 1 for seat in TEAM_SEATS[taker])
            fail(
                CommandRefusal(
                    CliCode.BIDDER_TEAM,
                    "--bidder",
                    seat=bidder + 1,
                    taker=taker,
                    first=first,
                    second=second,
                )
            )
        raw = {**raw, "bidder": bidder}
    return parse_numbered_deal(raw, match.rules, number)


def check_deal_number(number: int, deal_count: int, *, allow_next: bool = False) -> int:
    """The 0-based index of deal ``number`` (1-based), or a refusal."""
    last = deal_count + (1 if allow_next else 0)
    if not 1 <= number <= last:
        code = CliCode.NO_DEAL if last else CliCode.NO_DEAL_YET
        fail(CommandRefusal(code, number=number, count=deal_count, last=last))
    return number - 1


def cmd_new(args: argparse.Namespace) -> int:
    from coinche_score.store.house_rules import HouseRules  # only new and import read house rules

    rules = rules_argument(args.rules, HouseRules(args.data_dir))
    if rules.name in PRESETS and not is_preset(rules):
        # Its matches would count as that preset's in the statistics' --rules.
        fail(CommandRefusal(CliCode.PRESET_NAME, "--rules", name=rules.name))
    check_team_options(args)
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
    return save_new_match(args, checked_names(match))


def save_new_match(args: argparse.Namespace, match: Match) -> int:
    """Save ``match`` as a new match and say its id (or the whole match with --json)."""
    with refusals(), open_store(args).create(match) as opened:
        saved = opened.snapshot()
    if args.json:
        print_json(match_document(saved))
    else:
        say(saved.id)
    return 0


def check_team_options(args: argparse.Namespace) -> None:
    """A team name given that a match does not take is refused naming its own option (the
    match's check names the pair, ``--team-a/--team-b``, as it does two teams of one name)."""
    for option, name in (("--team-a", args.team_a), ("--team-b", args.team_b)):
        if name is not None:
            try:
                clean_team_name(name)
            except NameRefusal as refusal:
                fail(refused_at(option, refusal))


#: The option of ``new`` that gives each field of a match, to name it in a refusal.
NEW_OPTIONS = {"target": "--target", "team_names": "--team-a/--team-b", "players": "--players"}


def checked_names(match: Match, names: Mapping[str, str] = NEW_OPTIONS) -> Match:
    """``match``, refused when a name shows as blank, or its two teams, or two of its seats,
    have one name: the statistics could not tell them apart (``names``: the option of each
    field, as below)."""
    try:
        check_names(match.team_names, match.players)
    except NameRefusal as error:  # a blank name, or two of one key
        fail(type(error)(error.code, names.get(error.field, error.field), **error.params))
    return match


def new_refusal(error: ValidationError, names: Mapping[str, str] = NEW_OPTIONS) -> Refusal:
    """pydantic's first complaint about a new match, naming what gave the field (``names``: the
    option of each field, else the field itself) and what it allows."""
    return first_refusal(error, names=names)


def seat_argument(
    value: str | None,
    players: Sequence[str] | None,
    option: str = "--first-dealer",
) -> int:
    """``--first-dealer`` or ``--bidder``: a seat 1..4 (the order of --players), or a player's
    name as the statistics know it ("cat" is Cat); 0..3 as the files count seats."""
    if value is None:
        return 0
    if value in ("1", "2", "3", "4"):
        return int(value) - 1
    stripped = [name.strip() for name in players or ()]
    if value.strip() in stripped:  # the spelling first: a file may hold two names of one key
        return stripped.index(value.strip())
    keys = [name_key(name) for name in stripped]
    if name_key(value) in keys:
        return keys.index(name_key(value))
    # Without players named, a name can be no one's: the refusal asks for a seat alone.
    code = CliCode.SEAT if players else CliCode.SEAT_ONLY
    fail(CommandRefusal(code, option, value=value))


def change_command(
    change: Callable[[argparse.Namespace, OpenMatch, Texts], str],
) -> Callable[[argparse.Namespace], int]:
    """A sub-command that opens MATCH for writing, changes it and reports the result: in the
    user's language as text, in English in the JSON (``done`` and ``notices``, as the format
    has always said them)."""

    def handler(args: argparse.Namespace) -> int:
        texts = command_texts(args)
        told = FORMAT_WORDS if args.json else texts
        with refusals(), open_store(args).open(args.match) as opened:
            before = opened.state
            done = change(args, opened, told)
            saved = opened.snapshot()
            warnings = opened.warnings
        notices = change_notices(told, saved.match, before, saved.state)
        if args.json:
            print_json({**match_document(saved), "done": done, "notices": notices})
        else:
            say(done)
            status = status_line(texts, saved.match, saved.state)
            say(status)
            for notice in notices:
                if notice not in status:  # "match over: ..." ends the status line already
                    say(notice)
        warn(texts, said_notes(texts, warnings))
        return 0

    return handler


@change_command
def cmd_add(args: argparse.Namespace, opened: OpenMatch, texts: Texts) -> str:
    number = len(opened.match.deals) + 1
    opened.add(entered_deal(args, opened.match, number))
    return _changed(texts, "cli.added", opened, number)


@change_command
def cmd_insert(args: argparse.Namespace, opened: OpenMatch, texts: Texts) -> str:
    index = check_deal_number(args.number, len(opened.match.deals), allow_next=True)
    opened.insert(index, entered_deal(args, opened.match, args.number))
    return _changed(texts, "cli.inserted", opened, args.number)


@change_command
def cmd_edit(args: argparse.Namespace, opened: OpenMatch, texts: Texts) -> str:
    index = check_deal_number(args.number, len(opened.match.deals))
    opened.edit(index, entered_deal(args, opened.match, args.number))
    return _changed(texts, "cli.edited", opened, args.number)


@change_command
def cmd_delete(args: argparse.Namespace, opened: OpenMatch, texts: Texts) -> str:
    opened.delete(check_deal_number(args.number, len(opened.match.deals)))
    return texts("cli.deleted", number=args.number)


@change_command
def cmd_undo(args: argparse.Namespace, opened: OpenMatch, texts: Texts) -> str:
    change = opened.next_undo
    opened.undo()
    assert change is not None  # undo() refuses when there is nothing to undo
    return texts("cli.undid", change=change_words(texts, change))


@change_command
def cmd_redo(args: argparse.Namespace, opened: OpenMatch, texts: Texts) -> str:
    change = opened.next_redo
    opened.redo()
    assert change is not None
    return texts("cli.redid", change=change_words(texts, change))


def _changed(texts: Texts, key: str, opened: OpenMatch, number: int) -> str:
    """Deal ``number`` added, inserted or edited, and what it scored."""
    return texts(key, number=number, result=deal_result(texts, opened.match, opened.state, number))


def change_notices(texts: Texts, match: Match, before: MatchState, after: MatchState) -> list[str]:
    """What a correction did to the match as a whole, worth saying out loud."""
    notices = []
    if before.finished and not after.finished:
        notices.append(texts("cli.reopened"))
    if after.finished and not before.finished:
        notices.append(texts("cli.match_over", winner=winner_text(texts, match, after)))
    elif after.finished and before.winner != after.winner:
        old, new = (winner_text(texts, match, state) for state in (before, after))
        notices.append(texts("cli.winner_changed", old=old, new=new))
    if after.unscored and after.unscored != before.unscored:
        notices.append(texts("cli.unscored", count=after.unscored))
    if after.tie_playing_on and not before.tie_playing_on:
        notices.append(texts("cli.tie"))
    if after.held_back is not None and after.held_back != before.held_back:
        notices.append(texts("cli.held_back", team=match.team_name(after.held_back)))
    short = short_exactly(texts, match, after)
    if short is not None and short != short_exactly(texts, match, before):
        notices.append(short)
    return notices


def cmd_list(args: argparse.Namespace) -> int:
    store = open_store(args)
    if args.archived:
        from coinche_score.store.match_files import archive_of

        store = archive_of(store)
    with refusals():
        summaries, damaged = store.scan()
        conflicts = [copy for s in summaries if s.conflicts for copy in store.conflicts(s.id)]
    if args.json:
        print_json(
            {
                "data_dir": str(store.data_dir),
                "matches": [summary_document(summary) for summary in summaries],
                "damaged": [{"path": str(d.path), "reason": d.reason} for d in damaged],
                "conflicts": [conflict_document(copy) for copy in conflicts],
            }
        )
        return 0
    texts = command_texts(args)
    if summaries:
        rows = [summary_headings(texts), *(summary_row(texts, summary) for summary in summaries)]
        say("\n".join(table_lines(rows, right_aligned=SUMMARY_NUMBER_COLUMNS)))
    else:
        say(texts("cli.list.none", folder=one_line(store.data_dir)))
    warn(texts, said_notes(texts, [copy.note() for copy in conflicts]))
    warn(texts, damaged_lines(texts, damaged))
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    with refusals():
        saved = read_match(open_store(args), args.match)
    texts = command_texts(args)
    if args.json:
        print_json(match_document(saved))
    else:
        say(show_text(texts, saved, why=args.why))
    warn(texts, said_notes(texts, saved.warnings))
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    with refusals():
        saved = read_match(open_store(args), args.match)
    texts = command_texts(args)
    # Each format's renderer is imported only when asked for.
    if args.format == "json":
        print_json(match_document(saved))
    elif args.format == "csv":
        from coinche_score.cli.csv_output import write_csv

        write_csv(saved)
    else:
        from coinche_score.cli.markdown_output import markdown_text

        write_out(neutralise(markdown_text(texts, saved), line_breaks=True))
    warn(texts, said_notes(texts, saved.warnings))
    return 0
