"""The command line's words: its commands, their options and help.  Building the parser
imports none of the commands: each command's module is imported when it runs (``handler``)."""

from __future__ import annotations

import argparse
import errno
import importlib
import importlib.resources
import re
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TextIO, cast

from coinche_score import __version__
from coinche_score.cli.errors import CliError

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from coinche_score.cli.refused import CommandRefusal

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


class ValueRefused(argparse.ArgumentTypeError):
    """An option's value that its type refuses: argparse says it in English (``str()``),
    and the command line in the user's language, from its refusal (:mod:`.refused`)."""

    def __init__(self, code: str, **params: Any) -> None:
        from coinche_score.cli.refused import CliCode, CommandRefusal  # a refusal only

        self.refusal = CommandRefusal(CliCode(code), **params)
        super().__init__(str(self.refusal))


def whole_number(text: str) -> int:
    """An argparse type: an integer in ASCII digits (int() takes the digits of every script,
    and underscores), refused in the same words as every other refusal."""
    try:
        if re.fullmatch(r"[+-]?[0-9]+", text):
            return int(text)
    except ValueError:
        pass  # more digits than int() reads: refused below, in the same words
    raise ValueRefused("not_a_number", value=text)


def folder(text: str) -> Path:
    """An argparse type: a folder's path, not empty (``Path("")`` is the current folder, which
    nobody means by it)."""
    if not text:
        raise ValueRefused("no_folder")
    path = Path(text)
    if path.exists() and not path.is_dir():  # said at the option, not later as a failed read
        raise ValueRefused("file_not_folder", value=text)
    return path


class OutputClosedError(OSError):
    """Started with standard output closed (``>&-``): said in the user's language."""

    def __init__(self) -> None:
        super().__init__(errno.EBADF, "standard output is closed")


def standard_output() -> TextIO:
    """Standard output, or the OSError of an output that cannot be written: started with it
    closed (``>&-``), Python has none, and print() would say nothing."""
    if sys.stdout is None:
        raise OutputClosedError
    return sys.stdout


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's, but a description or an epilog keeps its paragraphs (apart at blank lines),
    each filled to the terminal's width, and an indented one (an example) as it is written."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        return "\n\n".join(
            self._filled(paragraph, width, indent) for paragraph in text.split("\n\n")
        )

    @staticmethod
    def _filled(paragraph: str, width: int, indent: str) -> str:
        import textwrap  # only for help: not at each start

        if paragraph.startswith(" "):
            return textwrap.indent(paragraph, indent)
        words = " ".join(paragraph.split())
        if len(indent) + len(words) <= width:  # the version: nothing more to load
            return indent + words if words else ""
        from coinche_score.text import wrapped

        lines = wrapped(
            words, width, initial_indent=indent, subsequent_indent=indent, break_on_hyphens=False
        )
        return "\n".join(lines)


#: The options given so far, by dest, as the namespace of a parse records them (a command's
#: parser has a namespace of its own, merged into the program's by _Commands).
_GIVEN = "_options_given"
#: What argparse is told of an option given twice (parser_refusal words it).
_TWICE = "given twice"


class _Once(argparse._StoreAction):
    """argparse's store, but an option given twice is refused, where argparse kept the last
    value silently (``new --target 100 --target 200``), as a JSON key given twice is.  An
    option meant to be given again appends (``stats --player``); a flag given twice says the
    same thing twice, and is taken."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        if self.option_strings:  # a positional is read once
            given: set[str] = vars(namespace).setdefault(_GIVEN, set())
            if self.dest in given:
                raise argparse.ArgumentError(self, _TWICE)
            given.add(self.dest)
        super().__call__(parser, namespace, values, option_string)


class _Commands(argparse._SubParsersAction):  # type: ignore[type-arg]
    """argparse's commands, but an option given both before the command and after it
    (``--data-dir X list --data-dir Y``) is given twice too: the command's parser reads its
    options into a namespace of its own, which argparse merges into the program's."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        before: set[str] | None = getattr(namespace, _GIVEN, None)
        super().__call__(parser, namespace, values, option_string)
        after: set[str] | None = getattr(namespace, _GIVEN, None)
        if before is None or after is None or after is before:
            return  # nothing given on one side of the command
        for action in parser._actions:
            if action.dest in before & after:
                raise argparse.ArgumentError(action, _TWICE)
        setattr(namespace, _GIVEN, before | after)


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line and exit status 2 like every other refusal,
    help that cannot be written is an error too, and an option given twice is refused."""

    def __init__(self, *args: Any, **options: Any) -> None:
        options.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **options)
        for name in (None, "store"):
            self.register("action", name, _Once)
        self.register("action", "parsers", _Commands)

    def error(self, message: str) -> NoReturn:
        command = self.prog.partition(" ")[2]  # "coinche-score edit" -> "edit"
        # argparse calls this while it handles what it refused, when that is an exception.
        refusal = parser_refusal(sys.exc_info()[1], message, command)
        raise CliError(f"{command}: {message}" if command else message, refusal)

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse prints help and the version here (file: sys.stdout, None when closed), to
        # standard error when standard output is closed, and ignores a failed write: --help on
        # a full disk exited 0, having written nothing.  Written and flushed now, a failure
        # reaches main's one line and status 1.
        if message:
            output = cast(TextIO, file) if file else standard_output()
            write_text(message, output)
            output.flush()


def write_text(text: str, output: TextIO) -> None:
    """``text`` written to ``output``, what its encoding lacks as escapes (console.write_out):
    help written as it was ended in a UnicodeEncodeError under PYTHONIOENCODING=latin-1.
    ASCII text, as the version and argparse's help are, is written as it is, without loading
    the console for it (start-up)."""
    if text.isascii():
        output.write(text)
        return
    from coinche_score.cli.console import write_out

    write_out(text, output)


#: argparse's own refusals, as its English words give them (any other is said as it is).
_CHOICE = re.compile(r"invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)")
_ONE_VALUE = "expected one argument"
_VALUES = re.compile(r"expected (?P<count>\d+) arguments")
_EXCLUDED = re.compile(r"not allowed with argument (?P<other>.*)")
_NO_VALUE = re.compile(r"ignored explicit argument (?P<value>.*)")
_REQUIRED = re.compile(r"the following arguments are required: (?P<names>.*)")
_UNRECOGNIZED = re.compile(r"unrecognized arguments: (?P<names>.*)")
_AMBIGUOUS = re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<options>.*)")


def parser_refusal(
    error: BaseException | None, message: str, command: str
) -> CommandRefusal | None:
    """What argparse refused as a refusal of the command line, said in the user's language:
    a value its type refused (``error``, an ArgumentError, holds it), a choice, a value or
    values missing, two options that exclude each other, an option given twice, an argument
    missing, unknown or ambiguous (read from argparse's ``message``; ``command`` refused them,
    if not the program itself).  None for anything else: its English line is said as it is."""
    from coinche_score.cli.refused import CliCode, CommandRefusal

    if isinstance(error, argparse.ArgumentError) and error.argument_name:
        option = error.argument_name.partition("/")[0]  # "-V/--version": the first
        refused = error.__context__
        if isinstance(refused, ValueRefused):
            inner = refused.refusal
            return CommandRefusal(CliCode(inner.code), option, **inner.params)
        if found := _CHOICE.fullmatch(error.message):
            # Quoted by Python 3.11, bare by some later ones: bare here, as in the help.
            choices = ", ".join(c.strip().strip("'") for c in found["choices"].split(","))
            return CommandRefusal(CliCode.CHOICE, option, value=found["value"], choices=choices)
        if error.message == _ONE_VALUE:
            return CommandRefusal(CliCode.ONE_VALUE, option)
        if found := _VALUES.fullmatch(error.message):
            return CommandRefusal(CliCode.VALUES, option, count=int(found["count"]))
        if found := _EXCLUDED.fullmatch(error.message):
            other = found["other"].partition("/")[0]
            return CommandRefusal(CliCode.EXCLUDED, option, other=other)
        if found := _NO_VALUE.fullmatch(error.message):  # --json=1: a flag takes no value
            return CommandRefusal(CliCode.NO_VALUE, option, value=found["value"])
        if error.message == _TWICE:
            return CommandRefusal(CliCode.TWICE, option)
        return None
    if found := _REQUIRED.fullmatch(message):
        return CommandRefusal(CliCode.REQUIRED, command, **found.groupdict())
    if found := _UNRECOGNIZED.fullmatch(message):
        return CommandRefusal(CliCode.UNRECOGNIZED, command, **found.groupdict())
    if found := _AMBIGUOUS.fullmatch(message):
        return CommandRefusal(CliCode.AMBIGUOUS, found["option"], options=found["options"])
    return None


DATA_DIR_HELP = "folder of saved matches (default: $COINCHE_SCORE_DATA, else the user data folder)"
MATCH_HELP = "a match id, a unique start of one, or 'last' (the latest changed)"
DEAL_HELP = (
    "the deal as a JSON object (see 'coinche-score help formats'), or - to read it from stdin"
)
BIDDER_HELP = (
    "who made the winning bid: seat 1..4 or a player's name (the deal's bidder, seats 0..3; "
    "this option replaces it)"
)
#: A complete deal, every field given, in the words of ``score --help``.
EXAMPLE_DEAL = (
    '{"taker": "A", "contract": 100, "trump": "hearts", "coinche": "coinche",\n'
    ' "taker_points": 70, "all_tricks": false, "defence_all_tricks": false,\n'
    ' "belote": {"A": 20, "B": 0}, "announces": {"A": [], "B": []}, "renonce": null,\n'
    ' "bidder": 0}'
)
SCORE_EXAMPLE = f"""\
The document is {{"rules": ..., "target": ..., "deals": [...]}}: a preset name or a rule set,
the points to reach (optional: the rule set's default) and the deals in the order played.
Team A bids 100 at hearts (the player in seat 1, bidder 0 in the file), is coinched, and
takes 70 card points with the belote:

  coinche-score score <<'EOF'
  {{"rules": "classic", "target": 2000, "deals": [
  {EXAMPLE_DEAL.replace(chr(10), chr(10) + "  ")}
  ]}}
  EOF

prints each deal's scores (here A 20, B 360), whether the contract was made, the exact scores
before rounding and the breakdown, then the totals and the winner. Every field, the other
announce kinds and the output: coinche-score help formats."""
#: Pages shipped in coinche_score/docs, printed by ``coinche-score help TOPIC``.
HELP_PAGES = {"formats": "formats.md", "scoring": "scoring.md", "statistics": "statistics.md"}
HELP_PAGES_EPILOG = """\
More help: coinche-score help formats (the JSON of deals, scores and match files),
coinche-score help scoring (how a deal and a match are scored), coinche-score help statistics
(every figure of the stats command), and coinche-score COMMAND --help."""


def cmd_help(args: argparse.Namespace) -> int:
    if args.topic in HELP_PAGES:
        page = importlib.resources.files("coinche_score") / "docs" / HELP_PAGES[args.topic]
        write_text(page.read_text(encoding="utf-8"), standard_output())
    else:
        args.parsers.get(args.topic, args.parsers[None]).print_help()
    return 0


IMPORT_EPILOG = """\
The file is what the score command reads ({"rules": ..., "target": ..., "deals": [...]}, and
optionally "team_names": {"A": ..., "B": ...} and "players": [A1, B1, A2, B2]), or what
'coinche-score export MATCH --format json' prints: a backup, or a match from another machine.
The options replace what the file says. Every field: coinche-score help formats."""


def add_match_options(sub: argparse.ArgumentParser, instead_of: str | None) -> None:
    """The teams, players, target and first dealer of a match; required unless the command
    reads them ``instead_of`` somewhere else."""
    required = instead_of is None
    default = f" (default: {instead_of})" if instead_of else ""
    target_default = instead_of or "the rules'"
    sub.add_argument(
        "--team-a",
        required=required,
        metavar="NAME",
        help=f"team A's name, seats 1 and 3{default}",
    )
    sub.add_argument(
        "--team-b",
        required=required,
        metavar="NAME",
        help=f"team B's name, seats 2 and 4{default}",
    )
    sub.add_argument(
        "--target",
        type=whole_number,
        metavar="N",
        help=f"points to reach (default: {target_default})",
    )
    sub.add_argument(
        "--players",
        nargs=4,
        metavar=("A1", "B1", "A2", "B2"),
        help=f"player names, clockwise round the table from seat 1{default}",
    )
    sub.add_argument(
        "--first-dealer",
        metavar="SEAT",
        help=f"seat 1..4 or a player's name (default: {instead_of or 'seat 1'})",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="coinche-score",
        description="Keep the score of a coinche match: the app by default, or a sub-command.",
        epilog=HELP_PAGES_EPILOG,
    )
    parser.add_argument(
        "-V",
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help="print the version and exit",
    )
    parser.add_argument("--data-dir", type=folder, default=None, metavar="DIR", help=DATA_DIR_HELP)
    parser.add_argument(
        "--lang",
        # The last one given wins: `alias cs='coinche-score --lang fr'`, then `cs --lang en`.
        action=argparse._StoreAction,
        choices=("en", "fr"),
        default=None,
        help="the language of the app and of refusals (default: the locale's)",
    )

    # Accepted after the sub-command too; SUPPRESS keeps a value given before it.
    data_dir = _Parser(add_help=False)
    data_dir.add_argument(
        "--data-dir", type=folder, default=argparse.SUPPRESS, metavar="DIR", help=DATA_DIR_HELP
    )
    as_json = _Parser(add_help=False)
    as_json.add_argument("--json", action="store_true", help="print JSON instead of text")
    match_ref = _Parser(add_help=False)
    match_ref.add_argument("match", metavar="MATCH", help=MATCH_HELP)
    number = _Parser(add_help=False)
    number.add_argument("number", metavar="N", type=whole_number, help="deal number, from 1")
    deal = _Parser(add_help=False)
    deal.add_argument("deal", metavar="DEAL_JSON", help=DEAL_HELP)
    deal.add_argument("--bidder", metavar="SEAT", help=BIDDER_HELP)

    commands = parser.add_subparsers(
        dest="command",
        metavar="COMMAND",
        parser_class=_Parser,
        help="without one, the app starts; 'coinche-score COMMAND --help' tells more",
    )

    def command(
        name: str,
        run: Handler,
        help_text: str,
        *parents: _Parser,
        **options: Any,
    ) -> argparse.ArgumentParser:
        sub = commands.add_parser(
            name, help=help_text, description=help_text, parents=[data_dir, *parents], **options
        )
        sub.set_defaults(handler=run)
        return sub

    score = command(
        "score",
        handler("score.cmd_score"),
        "score a JSON document of deals and print the scores as JSON",
        epilog=SCORE_EXAMPLE,
    )
    score.add_argument(
        "file", nargs="?", default="-", help="the document; - or absent: standard input"
    )
    score.add_argument("--json", action="store_true", help="accepted: the output is always JSON")

    new = command("new", handler("matches.cmd_new"), "start a match and print its id", as_json)
    new.add_argument(
        "--rules",
        required=True,
        metavar="PRESET",
        help=f"a preset ({', '.join(PRESET_NAMES)}), saved house rules (coinche-score rules "
        "list), or a rule set as JSON: "
        """'{"preset": "classic", "rounding": "none"}'""",
    )
    add_match_options(new, instead_of=None)

    imported = command(
        "import",
        handler("importing.cmd_import"),
        "save a score document or an exported match as a new match and print its id",
        as_json,
        epilog=IMPORT_EPILOG,
    )
    imported.add_argument(
        "file", metavar="FILE", help="a score document or export --format json; - for stdin"
    )
    add_match_options(imported, instead_of="the document's")

    command("add", handler("matches.cmd_add"), "record the next deal", as_json, match_ref, deal)
    command(
        "insert",
        handler("matches.cmd_insert"),
        "insert a forgotten deal as deal N",
        as_json,
        match_ref,
        number,
        deal,
    )
    command("edit", handler("matches.cmd_edit"), "replace deal N", as_json, match_ref, number, deal)
    command("delete", handler("matches.cmd_delete"), "delete deal N", as_json, match_ref, number)
    command("undo", handler("matches.cmd_undo"), "undo the last change", as_json, match_ref)
    command("redo", handler("matches.cmd_redo"), "redo the last undone change", as_json, match_ref)
    listing = command(
        "list", handler("matches.cmd_list"), "list the saved matches, latest first", as_json
    )
    listing.add_argument(
        "--archived",
        action="store_true",
        help="the archived matches instead (show and export read them too)",
    )
    command(
        "show",
        handler("matches.cmd_show"),
        "show a match: deals, scores, totals, who deals",
        as_json,
        match_ref,
    )
    export = command(
        "export", handler("matches.cmd_export"), "print a match as CSV, Markdown or JSON", match_ref
    )
    export.add_argument(
        "--format", required=True, choices=("csv", "md", "json"), help="CSV, Markdown or JSON"
    )
    add_stats_command(command)
    add_table_command(command)
    add_rules_commands(commands, data_dir, as_json)
    about = "print a help page: formats, scoring, statistics, or a command's help"
    help_command = commands.add_parser("help", help=about, description=about, parents=[data_dir])
    help_command.add_argument(
        "topic",
        nargs="?",
        choices=[*HELP_PAGES, *commands.choices],
        metavar="TOPIC",
        help="formats (the JSON of deals, scores and match files), scoring (how a deal and a "
        "match are scored), statistics (every figure of the stats command) or a command",
    )
    help_command.set_defaults(handler=cmd_help, parsers={None: parser, **commands.choices})
    return parser


def date_argument(text: str) -> date:
    """An argparse type: a day written YYYY-MM-DD, and nothing else."""
    from coinche_score.days import written_day  # only for a date given: not at each start

    day = written_day(text)
    if day is None:
        raise ValueRefused("not_a_date", value=text)
    return day


def at_least_one(text: str) -> int:
    """An argparse type: a whole number, 1 or more."""
    number = whole_number(text)
    if number < 1:
        raise ValueRefused("at_least", value=number, least=1)
    return number


STATS_EPILOG = """\
Figures for each player and each team over the saved matches (and the archived ones): wins,
margins and streaks, contracts made by trump and by bid, coinches, points per deal, ratings,
head to head, partners and records. Every figure: coinche-score help statistics."""


def add_stats_command(command: Callable[..., argparse.ArgumentParser]) -> None:
    """``coinche-score stats``: figures across the saved matches."""
    stats = command(
        "stats",
        handler("stats.cmd_stats"),
        "figures across the saved matches: players, teams, head to head, ratings, records",
        epilog=STATS_EPILOG,
    )
    stats.add_argument(
        "--since", type=date_argument, metavar="DATE", help="matches started on DATE or later"
    )
    stats.add_argument(
        "--until", type=date_argument, metavar="DATE", help="matches started on DATE or before"
    )
    stats.add_argument(
        "--rules", metavar="NAME", help="matches played under the rule set NAME (exactly)"
    )
    stats.add_argument(
        "--player",
        action="append",
        default=[],
        dest="players",
        metavar="NAME",
        help="matches NAME played in, in any spelling (again for more: all of them played)",
    )
    stats.add_argument(
        "--min",
        type=at_least_one,
        default=LEAST_MATCHES,
        dest="least",
        metavar="N",
        help="finished matches a pair needs for best partner, nemesis and victim "
        f"(default: {LEAST_MATCHES}); rates out of fewer are marked few",
    )
    stats.add_argument(
        "--no-archived",
        action="store_false",
        dest="archived",
        help="leave out the archived matches",
    )
    stats.add_argument(
        "--format",
        choices=("text", "md", "csv", "json"),
        default=None,  # text; None tells --format text --json from --json alone
        help="text (default), Markdown, CSV or JSON",
    )
    stats.add_argument(
        "--json", action="store_true", help="the same as --format json (refused with another)"
    )
    stats.add_argument(
        "--with-deals",
        action="store_true",
        help="JSON: each figure with the deals (or matches) it counts",
    )


TABLE_EPILOG = """\
The page shows both totals against the target, who deals next, the last deals and why they
scored so, a pending litige and the winner, in the browser's language; it follows every change
within a second, and ?big at the end of the address lays it out for a projector. It is
read-only: nobody can change the score from it. Anyone who can reach the address and has its
token (in the address) can see it: by default only this computer; with --lan, the local
network."""
#: The port ``table`` serves on by default (server.table.DEFAULT_PORT; a test keeps them equal).
TABLE_PORT = 8737
#: Viewers at once by default (server.table.MAX_VIEWERS; a test keeps them equal).
TABLE_VIEWERS = 64


def port_number(text: str) -> int:
    """An argparse type: a TCP port, 0 (any free one) to 65535."""
    number = whole_number(text)
    if not 0 <= number <= 65535:
        raise ValueRefused("port", value=number)
    return number


def add_table_command(command: Callable[..., argparse.ArgumentParser]) -> None:
    """``coinche-score table``: a read-only page of the score for the phones at the table."""
    table = command(
        "table",
        handler("table.cmd_table"),
        "serve a read-only page of the score to the phones at the table, until Ctrl+C",
        epilog=TABLE_EPILOG,
    )
    table.add_argument(
        "match",
        nargs="?",
        metavar="MATCH",
        help=f"{MATCH_HELP}; without it, the match changed last, followed to the next one",
    )
    where = table.add_mutually_exclusive_group()
    where.add_argument(
        "--lan",
        action="store_true",
        help="serve on this machine's network addresses (the first printed)",
    )
    where.add_argument("--host", metavar="ADDRESS", help="serve on ADDRESS (default: 127.0.0.1)")
    table.add_argument(
        "--port",
        type=port_number,
        default=TABLE_PORT,
        metavar="N",
        help=f"the port (default: {TABLE_PORT}; 0: any free port)",
    )
    table.add_argument(
        "--max-viewers",
        type=at_least_one,
        default=TABLE_VIEWERS,
        metavar="N",
        help=f"pages open at once (default: {TABLE_VIEWERS})",
    )
    table.add_argument("--no-qr", action="store_true", help="print the address only, no QR code")


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

    def action(name: str, run: Handler, help_text: str, *parents: Any) -> argparse.ArgumentParser:
        sub: argparse.ArgumentParser = actions.add_parser(
            name, help=help_text, description=help_text, parents=[data_dir, *parents]
        )
        sub.set_defaults(handler=run)
        return sub

    action(
        "list",
        handler("rules_commands.cmd_rules_list"),
        "the presets and the saved house rules",
        as_json,
    )
    show = action(
        "show",
        handler("rules_commands.cmd_rules_show"),
        "every rule of a rule set, its meaning and value",
        as_json,
    )
    show.add_argument("name", metavar="NAME", help="a preset or saved house rules")
    save = action(
        "save",
        handler("rules_commands.cmd_rules_save"),
        "save house rules under a name (replacing them)",
    )
    save.add_argument("name", metavar="NAME", help=f"1 to {RULES_NAME_LENGTH} characters, no /")
    save.add_argument(
        "rules",
        metavar="RULES_JSON",
        help='a rule-set object ({"preset": "classic", "rounding": "none"}), a name, or - (stdin)',
    )
    delete = action(
        "delete", handler("rules_commands.cmd_rules_delete"), "delete saved house rules"
    )
    delete.add_argument("name", metavar="NAME", help="saved house rules")
    diff = action(
        "diff",
        handler("rules_commands.cmd_rules_diff"),
        'the rules on which two rule sets differ (--json: [{"field", "a": its value in A, '
        '"b": in B}])',
        as_json,
    )
    diff.add_argument("first", metavar="A", help="a preset or saved house rules")
    diff.add_argument("second", metavar="B", help="a preset or saved house rules")
