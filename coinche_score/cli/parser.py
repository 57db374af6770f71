"""The command line's words: its commands, their options and help.  Building the parser
imports none of the commands: each command's module is imported when it runs (``handler``).

The parser holds its texts by their keys in the help catalogues (coinche_score/i18n/help_en.py,
help_fr.py): the help formatter says them in the user's language when a help page is printed,
and only then loads the words, so that a command that prints no help loads none."""

from __future__ import annotations

import argparse
import errno
import importlib
import importlib.resources
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from functools import cached_property
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


#: A key of the help catalogues ("stats.epilog"), as the parser holds its texts.
_KEY = re.compile(r"[a-z_.]+")
#: argparse's own words in its help, by their keys in the help catalogues.
_ARGPARSE_WORDS = {
    "positional arguments": "argparse.positionals",
    "options": "argparse.options",
    "show this help message and exit": "argparse.help",
}


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's, but every text is said in the user's language (``language``: ``--lang``'s
    value, None for the locale's): the parser's, held by their keys in the help catalogues,
    the names of the values (``DIR``) and argparse's own words (``usage:``, ``options``).  A
    description or an epilog keeps its paragraphs (apart at blank lines), each filled to the
    terminal's width, and an indented one (an example) as it is written."""

    language: str | None = None

    @cached_property
    def _words(self) -> Mapping[str, str]:
        from coinche_score.i18n import choose_language, help_words  # help only: not at each start

        return help_words(choose_language(self.language))

    def _said(self, text: str) -> str:
        """A text of argparse, or a key of the parser's, in the user's language; any other
        text (the version) as it is, without loading the words for it (start-up)."""
        key = _ARGPARSE_WORDS.get(text) or (text if _KEY.fullmatch(text) else None)
        return self._words[key].format(**HELP_VALUES) if key else text

    def add_usage(
        self,
        usage: str | None,
        actions: Any,
        groups: Any,
        prefix: str | None = None,
    ) -> None:
        super().add_usage(
            usage, actions, groups, self._words["argparse.usage"] if prefix is None else prefix
        )

    def start_section(self, heading: str | None) -> None:
        # argparse ends a heading with a colon: the catalogues' come with theirs, which French
        # sets apart ("options :").
        super().start_section(heading and self._said(heading).removesuffix(":"))

    def add_text(self, text: str | None) -> None:
        super().add_text(text if text is None or text == argparse.SUPPRESS else self._said(text))

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return action.help and self._said(action.help)

    def _metavar_formatter(
        self, action: argparse.Action, default_metavar: str
    ) -> Callable[[int], tuple[str, ...]]:
        shown = super()._metavar_formatter(action, default_metavar)
        if default_metavar is None:
            # argparse checks a metavar's size as it adds an argument (_format_args(action,
            # None)), where nothing is shown: no words are loaded for that, at each start.
            return shown

        def named(size: int) -> tuple[str, ...]:
            # A value's name (DIR), not a choice ({en,fr}) nor a command (score).
            return tuple(self._words.get(f"metavar.{name}", name) for name in shown(size))

        return named

    def _split_lines(self, text: str, width: int) -> list[str]:
        # argparse's, but a mark French sets apart with a space (" :") never starts a line.
        from coinche_score.text import wrapped  # only for help: not at each start

        return wrapped(re.sub(r"\s+", " ", text, flags=re.ASCII).strip(), width)

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
    help that cannot be written is an error too, and an option given twice is refused.  Its
    help is in ``language`` (``--lang``'s value, None for the locale's): its description, its
    epilog and its actions' help are keys of the help catalogues (:class:`_HelpFormatter`)."""

    def __init__(self, *args: Any, language: str | None = None, **options: Any) -> None:
        self.language = language  # argparse formats while it adds -h: set before
        options.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **options)
        for name in (None, "store"):
            self.register("action", name, _Once)
        self.register("action", "parsers", _Commands)

    def _get_formatter(self) -> argparse.HelpFormatter:
        formatter = super()._get_formatter()
        if isinstance(formatter, _HelpFormatter):
            formatter.language = self.language
        return formatter

    def error(self, message: str) -> NoReturn:
        command = self.prog.partition(" ")[2]  # "coinche-score edit" -> "edit"
        # argparse calls this while it handles what it refused, when that is an exception.
        refusal = parser_refusal(sys.exc_info()[1], message, command)
        if refusal is not None and "names" in refusal.params:
            refusal.params["names"] = self._value_names(refusal.params["names"])
        raise CliError(f"{command}: {message}" if command else message, refusal)

    def _value_names(self, names: str) -> str:
        """argparse's names of values missing ("MATCH, DEAL_JSON") as the help names them in
        the user's language ("PARTIE, DONNE_JSON")."""
        from coinche_score.i18n import choose_language, help_words

        words = help_words(choose_language(self.language))
        return ", ".join(words.get(f"metavar.{name}", name) for name in names.split(", "))

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: None = None
    ) -> argparse.Namespace:
        """argparse's, but what no parser took is refused naming the first of it and the
        command it was given to, whose help lists what it takes (``rules save --json``:
        "--json: unknown here; allowed: what 'coinche-score rules save --help' lists"), where
        argparse named no command, only "unrecognized arguments"."""
        parsed, left = self.parse_known_args(args, namespace)
        if left:
            from coinche_score.cli.refused import CliCode, CommandRefusal

            words = [self.prog, *filter(None, (getattr(parsed, "command", None),)),
                     *filter(None, (getattr(parsed, "rules_command", None),))]  # fmt: skip
            asked = " ".join([*words, "--help"])
            refusal = CommandRefusal(CliCode.UNRECOGNIZED, left[0], help=asked)
            raise CliError(f"unrecognized arguments: {' '.join(left)}", refusal)
        return parsed

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
    if found := _AMBIGUOUS.fullmatch(message):
        return CommandRefusal(CliCode.AMBIGUOUS, found["option"], options=found["options"])
    return None


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
    # The language of refusals and help is read wherever --lang is on the line: `list --lang
    # fr` was refused, in French, as an unknown argument.
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

    def command(name: str, run: Handler, *parents: _Parser, **options: Any) -> _Parser:
        """The command ``name``, described by the help text of that key."""
        sub: _Parser = commands.add_parser(
            name,
            help=name,
            description=name,
            parents=[data_dir, *parents],
            language=language,
            **options,
        )
        sub.set_defaults(handler=run)
        return sub

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
    help_command = commands.add_parser(
        "help", help="help", description="help", parents=[data_dir], language=language
    )
    help_command.add_argument(
        "topic",
        nargs="?",
        choices=[*HELP_PAGES, *commands.choices],
        metavar="TOPIC",
        help="help.topic",
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
        raise ValueRefused("port", value=number)
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
    commands: Any,
    data_dir: argparse.ArgumentParser,
    as_json: argparse.ArgumentParser,
    language: str | None,
) -> None:
    """``coinche-score rules …``: presets and the house rules saved in the data folder."""
    rules = commands.add_parser(
        "rules", help="rules", description="rules", parents=[data_dir], language=language
    )
    actions = rules.add_subparsers(
        dest="rules_command",
        metavar="ACTION",
        required=True,
        parser_class=_Parser,
        help="rules.actions",
    )

    def action(name: str, run: Handler, *parents: Any) -> argparse.ArgumentParser:
        """The action ``name``, described by the help text ``rules.NAME``."""
        said = f"rules.{name}"
        sub: argparse.ArgumentParser = actions.add_parser(
            name,
            help=said,
            description=said,
            parents=[data_dir, *parents],
            language=language,
        )
        sub.set_defaults(handler=run)
        return sub

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
