"""The command line's words: its commands, their options and help.  Building the parser
imports none of the commands: each command's module is imported when it runs (``handler``).

The parser holds its texts by their keys in the help catalogues (coinche_score/i18n/help_en.py,
help_fr.py): the help formatter says them in the user's language when a help page is printed,
and only then loads the words, so that a command that prints no help loads none."""

from __future__ import annotations

import argparse
import importlib
import importlib.resources
import re
from collections.abc import Callable
from datetime import date
from functools import partial
from pathlib import Path
from typing import Any

from coinche_score import __version__
from coinche_score.cli.parsing import ValueRefused, _Parser, standard_output, write_text

Handler = Callable[[argparse.Namespace], int]


def handler(name: str) -> Handler:
    """The function ``name`` of a module of this package ("matches.cmd_new"), imported only when
    its command runs, so that a command loads what it uses and nothing else."""
    module, _, function = name.rpartition(".")

    def run(args: argparse.Namespace) -> int:
        found: Handler = getattr(importlib.import_module(f"coinche_score.cli.{module}"), function)
        return found(args)

    return run


#: The presets' names, for help texts (rules.PRESETS has them; a test keeps the two equal).
PRESET_NAMES = (
    "classic",
    "trickster",
    "belotepoint",
    "ffb",
    "ffb_contree",
    "points_faits",
    "points_annonces",
    "cannes_2016",
)
#: ``stats --min``'s default (stats.LEAST_MATCHES; a test keeps the two equal).
LEAST_MATCHES = 3
#: The longest name of saved house rules (house_rules.MAX_NAME_LENGTH; a test keeps it so).
RULES_NAME_LENGTH = 40


def whole_number(text: str) -> int:
    """An argparse type: an integer in ASCII digits (int() takes the digits of every script,
    and underscores), refused in the same words as every other refusal."""
    try:
        if re.fullmatch(r"[+-]?[0-9]+", text):
            return int(text)
    except ValueError:
        pass  # more digits than int() reads: refused below, in the same words
    from coinche_score.cli.refused import CliCode  # a refusal only

    raise ValueRefused(CliCode.NOT_A_NUMBER, value=text)


def folder(text: str) -> Path:
    """An argparse type: a folder's path, not empty (``Path("")`` is the current folder, which
    nobody means by it)."""
    if not text:
        from coinche_score.cli.refused import CliCode  # a refusal only

        raise ValueRefused(CliCode.NO_FOLDER)
    path = Path(text)
    if path.exists() and not path.is_dir():  # said at the option, not later as a failed read
        from coinche_score.cli.refused import CliCode  # a refusal only

        raise ValueRefused(CliCode.FILE_NOT_FOLDER, value=text)
    return path


#: A complete deal, every field given, in the example of ``score --help``.
EXAMPLE_DEAL = (
    '{"taker": "A", "contract": 100, "trump": "hearts", "coinche": "coinche",\n'
    ' "taker_points": 70, "all_tricks": false, "defence_all_tricks": false,\n'
    ' "belote": {"A": 20, "B": 0}, "announces": {"A": [], "B": []}, "renonce": null,\n'
    ' "bidder": 0}'
)
#: Pages shipped in coinche_score/docs, printed by ``coinche-score help TOPIC``.
HELP_PAGES = {"formats": "formats.md", "scoring": "scoring.md", "statistics": "statistics.md"}
#: The port ``table`` serves on by default (server.table.DEFAULT_PORT; a test keeps them equal).
TABLE_PORT = 8737
#: Viewers at once by default (server.table.MAX_VIEWERS; a test keeps them equal).
TABLE_VIEWERS = 64
#: What the help texts are filled with, in every language (help_en.py: "{presets}").
HELP_VALUES: dict[str, object] = {
    "presets": ", ".join(PRESET_NAMES),
    "name_length": RULES_NAME_LENGTH,
    "least": LEAST_MATCHES,
    "port": TABLE_PORT,
    "viewers": TABLE_VIEWERS,
    "example": EXAMPLE_DEAL.replace("\n", "\n  "),  # indented as the example around it
}


def cmd_help(args: argparse.Namespace) -> int:
    if args.topic in HELP_PAGES:
        page = importlib.resources.files("coinche_score") / "docs" / HELP_PAGES[args.topic]
        write_text(page.read_text(encoding="utf-8"), standard_output())
    else:
        args.parsers.get(args.topic, args.parsers[None]).print_help()
    return 0


def add_command(
    commands: argparse._SubParsersAction[_Parser],
    name: str,
    run: Handler | None,
    *parents: _Parser,
    data_dir: _Parser,
    language: str | None,
    key_prefix: str = "",
    **options: Any,
) -> _Parser:
    """The command ``name`` of ``commands``, described by the help text of the key
    ``key_prefix`` + ``name``, in ``language``, that takes the options of ``data_dir`` (every
    command's: --data-dir, --lang) and of ``parents``; ``run`` runs it (None: one of its own
    commands runs, as ``rules list``)."""
    said = f"{key_prefix}{name}"
    sub = commands.add_parser(
        name,
        help=said,
        description=said,
        parents=[data_dir, *parents],
        language=language,
        **options,
    )
    if run is not None:
        sub.set_defaults(handler=run)
    return sub


def add_match_options(sub: argparse.ArgumentParser, command: str, required: bool) -> None:
    """The teams, players, target and first dealer of a match; required unless the command
    reads them somewhere else (``command``'s help says where)."""
    sub.add_argument("--team-a", required=required, metavar="NAME", help=f"{command}.team_a")
    sub.add_argument("--team-b", required=required, metavar="NAME", help=f"{command}.team_b")
    sub.add_argument("--target", type=whole_number, metavar="N", help=f"{command}.target")
    sub.add_argument(
        "--players", nargs=4, metavar=("A1", "B1", "A2", "B2"), help=f"{command}.players"
    )
    sub.add_argument("--first-dealer", metavar="SEAT", help=f"{command}.first_dealer")


def build_parser(language: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser, its help in ``language`` (``--lang``'s value, read before
    the parse as for a refusal), else in the locale's."""
    parser = _Parser(
        prog="coinche-score", description="program", epilog="program.epilog", language=language
    )
    parser.add_argument(
        "-V",
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help="option.version",
    )
    parser.add_argument(
        "--data-dir", type=folder, default=None, metavar="DIR", help="option.data_dir"
    )
    parser.add_argument(
        "--lang",
        # The last one given wins: `alias cs='coinche-score --lang fr'`, then `cs --lang en`.
        action=argparse._StoreAction,
        choices=("en", "fr"),
        default=None,
        help="option.lang",
    )

    # Accepted after the sub-command too; SUPPRESS keeps a value given before it.
    data_dir = _Parser(add_help=False)
    data_dir.add_argument(
        "--data-dir", type=folder, default=argparse.SUPPRESS, metavar="DIR", help="option.data_dir"
    )
    # The language of refusals and help, read wherever --lang is on the line (`list --lang fr`).
    data_dir.add_argument(
        "--lang",
        action=argparse._StoreAction,
        choices=("en", "fr"),
        default=argparse.SUPPRESS,
        help="option.lang",
    )
    as_json = _Parser(add_help=False)
    as_json.add_argument("--json", action="store_true", help="option.json")
    match_ref = _Parser(add_help=False)
    match_ref.add_argument("match", metavar="MATCH", help="argument.match")
    number = _Parser(add_help=False)
    number.add_argument("number", metavar="N", type=whole_number, help="argument.number")
    deal = _Parser(add_help=False)
    deal.add_argument("deal", metavar="DEAL_JSON", help="argument.deal")
    deal.add_argument("--bidder", metavar="SEAT", help="option.bidder")

    commands = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=_Parser, help="commands"
    )

    command = partial(add_command, commands, data_dir=data_dir, language=language)
    score = command("score", handler("score.cmd_score"), epilog="score.epilog")
    score.add_argument("file", nargs="?", default="-", help="score.file")
    score.add_argument("--json", action="store_true", help="score.json")

    new = command("new", handler("matches.cmd_new"), as_json)
    new.add_argument("--rules", required=True, metavar="PRESET", help="new.rules")
    add_match_options(new, "new", required=True)

    imported = command("import", handler("importing.cmd_import"), as_json, epilog="import.epilog")
    imported.add_argument("file", metavar="FILE", help="import.file")
    add_match_options(imported, "import", required=False)

    command("add", handler("matches.cmd_add"), as_json, match_ref, deal)
    command("insert", handler("matches.cmd_insert"), as_json, match_ref, number, deal)
    command("edit", handler("matches.cmd_edit"), as_json, match_ref, number, deal)
    command("delete", handler("matches.cmd_delete"), as_json, match_ref, number)
    command("undo", handler("matches.cmd_undo"), as_json, match_ref)
    command("redo", handler("matches.cmd_redo"), as_json, match_ref)
    listing = command("list", handler("matches.cmd_list"), as_json)
    listing.add_argument("--archived", action="store_true", help="list.archived")
    show = command("show", handler("matches.cmd_show"), as_json, match_ref)
    show.add_argument("--why", action="store_true", help="show.why")
    export = command("export", handler("matches.cmd_export"), match_ref)
    export.add_argument(
        "--format", required=True, choices=("csv", "md", "json"), help="export.format"
    )
    add_stats_command(command)
    add_table_command(command)
    add_rules_commands(commands, data_dir, as_json, language)
    help_command = command("help", cmd_help)
    help_command.add_argument(
        "topic",
        nargs="?",
        choices=[*HELP_PAGES, *commands.choices],
        metavar="TOPIC",
        help="help.topic",
    )
    help_command.set_defaults(parsers={None: parser, **commands.choices})
    return parser


def date_argument(text: str) -> date:
    """An argparse type: a day written YYYY-MM-DD, and nothing else."""
    from coinche_score.days import written_day  # only for a date given: not at each start

    day = written_day(text)
    if day is None:
        from coinche_score.cli.refused import CliCode  # a refusal only

        raise ValueRefused(CliCode.NOT_A_DATE, value=text)
    return day


def at_least_one(text: str) -> int:
    """An argparse type: a whole number, 1 or more."""
    number = whole_number(text)
    if number < 1:
        from coinche_score.cli.refused import CliCode  # a refusal only

        raise ValueRefused(CliCode.AT_LEAST, value=number, least=1)
    return number


def add_stats_command(command: Callable[..., argparse.ArgumentParser]) -> None:
    """``coinche-score stats``: figures across the saved matches."""
    stats = command("stats", handler("stats.cmd_stats"), epilog="stats.epilog")
    stats.add_argument("--since", type=date_argument, metavar="DATE", help="stats.since")
    stats.add_argument("--until", type=date_argument, metavar="DATE", help="stats.until")
    stats.add_argument("--rules", metavar="NAME", help="stats.rules")
    stats.add_argument(
        "--player",
        action="append",
        default=[],
        dest="players",
        metavar="NAME",
        help="stats.player",
    )
    stats.add_argument(
        "--min",
        type=at_least_one,
        default=LEAST_MATCHES,
        dest="least",
        metavar="N",
        help="stats.min",
    )
    stats.add_argument(
        "--no-archived", action="store_false", dest="archived", help="stats.no_archived"
    )
    stats.add_argument(
        "--format",
        choices=("text", "md", "csv", "json"),
        default=None,  # text; None tells --format text --json from --json alone
        help="stats.format",
    )
    stats.add_argument("--json", action="store_true", help="stats.json")
    stats.add_argument("--with-deals", action="store_true", help="stats.with_deals")


def port_number(text: str) -> int:
    """An argparse type: a TCP port, 0 (any free one) to 65535."""
    number = whole_number(text)
    if not 0 <= number <= 65535:
        from coinche_score.cli.refused import CliCode  # a refusal only

        raise ValueRefused(CliCode.PORT, value=number)
    return number


def add_table_command(command: Callable[..., argparse.ArgumentParser]) -> None:
    """``coinche-score table``: a read-only page of the score for the phones at the table."""
    table = command("table", handler("table.cmd_table"), epilog="table.epilog")
    table.add_argument("match", nargs="?", metavar="MATCH", help="table.match")
    where = table.add_mutually_exclusive_group()
    where.add_argument("--lan", action="store_true", help="table.lan")
    where.add_argument("--host", metavar="ADDRESS", help="table.host")
    table.add_argument(
        "--port", type=port_number, default=TABLE_PORT, metavar="N", help="table.port"
    )
    table.add_argument(
        "--max-viewers",
        type=at_least_one,
        default=TABLE_VIEWERS,
        metavar="N",
        help="table.max_viewers",
    )
    table.add_argument("--no-qr", action="store_true", help="table.no_qr")


def add_rules_commands(
    commands: argparse._SubParsersAction[_Parser],
    data_dir: _Parser,
    as_json: _Parser,
    language: str | None,
) -> None:
    """``coinche-score rules …``: presets and the house rules saved in the data folder."""
    rules = add_command(commands, "rules", None, data_dir=data_dir, language=language)
    actions = rules.add_subparsers(
        dest="rules_command",
        metavar="ACTION",
        required=True,
        parser_class=_Parser,
        help="rules.actions",
    )

    # Each action described by the help text rules.NAME.
    action = partial(
        add_command, actions, data_dir=data_dir, language=language, key_prefix="rules."
    )
    action("list", handler("rules_commands.cmd_rules_list"), as_json)
    show = action("show", handler("rules_commands.cmd_rules_show"), as_json)
    show.add_argument("name", metavar="NAME", help="rules.show.name")
    save = action("save", handler("rules_commands.cmd_rules_save"))
    save.add_argument("name", metavar="NAME", help="rules.save.name")
    save.add_argument("rules", metavar="RULES_JSON", help="rules.save.rules")
    delete = action("delete", handler("rules_commands.cmd_rules_delete"))
    delete.add_argument("name", metavar="NAME", help="rules.delete.name")
    diff = action("diff", handler("rules_commands.cmd_rules_diff"), as_json)
    diff.add_argument("first", metavar="A", help="rules.diff.first")
    diff.add_argument("second", metavar="B", help="rules.diff.second")
