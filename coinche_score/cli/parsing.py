"""argparse, made to refuse and to help as the rest of the command line does: its parser
(:class:`_Parser`: a usage error is one line and exit status 2, an option given twice is
refused, help that cannot be written is an error), its help formatter (every text in the
user's language), what argparse refused said as a refusal of the command line
(:func:`parser_refusal`), and standard output as the parser and the commands write to it.
The commands, their options and help are in :mod:`.parser`.

argparse offers no public way to do most of this: this module leans on its private API, which
any Python release may change without notice (``tests/test_cli_parsing.py`` checks that each
name is still there, and says which is not):

- ``argparse._StoreAction``, which :class:`_Once` extends (``--lang``, whose last value wins,
  takes it as it is in :mod:`.parser`), and ``argparse._SubParsersAction``, which
  :class:`_Commands` extends (:mod:`.parser` annotates the commands with it);
- ``ArgumentParser._actions`` (the program's options, read by :class:`_Commands`),
  ``_get_formatter`` (which gives the formatter the user's language) and ``_print_message``
  (help and the version are written through it, which ignored a failed write);
- ``HelpFormatter._split_lines`` and ``_fill_text`` (paragraphs kept and filled),
  ``_metavar_formatter`` (a value's name in the user's language) and ``_get_help_string`` (an
  option's help from its key);
- argparse's English error messages, matched by regex (``_CHOICE``, ``_REQUIRED``...) to say
  them in the user's language: one that argparse words otherwise is said as it is, in English.
"""

from __future__ import annotations

import argparse
import errno
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any, NoReturn, TextIO, cast

from coinche_score.cli.errors import CliError

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from coinche_score.cli.refused import CliCode, CommandRefusal

#: argparse's private names used here (tests/test_cli_parsing.py checks they are still there):
#: the module's, ArgumentParser's methods and the attributes its __init__ sets, HelpFormatter's.
ARGPARSE_NAMES = ("_StoreAction", "_SubParsersAction")
PARSER_NAMES = ("_get_formatter", "_print_message")
PARSER_INSTANCE_NAMES = ("_actions",)
FORMATTER_NAMES = ("_split_lines", "_fill_text", "_metavar_formatter", "_get_help_string")


class ValueRefused(argparse.ArgumentTypeError):
    """An option's value that its type refuses: argparse says it in English (``str()``),
    and the command line in the user's language, from its refusal (:mod:`.refused`)."""

    def __init__(self, code: CliCode, **params: Any) -> None:
        from coinche_score.cli.refused import CommandRefusal  # a refusal only

        self.refusal = CommandRefusal(code, **params)
        super().__init__(str(self.refusal))


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


def write_text(text: str, output: TextIO) -> None:
    """``text`` written to ``output``, what its encoding lacks as escapes (console.write_out),
    so that help is written under PYTHONIOENCODING=latin-1 too.
    ASCII text, as the version and argparse's help are, is written as it is, without loading
    the console for it (start-up)."""
    if text.isascii():
        output.write(text)
        return
    from coinche_score.cli.console import write_out

    write_out(text, output)


#: A key of the help catalogues ("stats.epilog"), as the parser holds its texts.
_KEY = re.compile(r"[a-z_.]+")
#: argparse's own words in its help, by their keys in the help catalogues.
_ARGPARSE_WORDS = {
    "positional arguments": "argparse.positionals",
    "options": "argparse.options",
    "show this help message and exit": "argparse.help",
}


def _help_words(language: str | None) -> Mapping[str, str]:
    """The words of the help pages in ``language`` (None: the locale's), loaded for a help
    page or a refusal that names a value, not at each start."""
    from coinche_score.i18n import choose_language, help_words

    return help_words(choose_language(language))


def _value_name(words: Mapping[str, str], name: str) -> str:
    """A value's name (``DIR``) as the help pages of ``words`` name it (``DOSSIER``)."""
    return words.get(f"metavar.{name}", name)


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's, but every text is said in the user's language (``language``: ``--lang``'s
    value, None for the locale's): the parser's, held by their keys in the help catalogues,
    the names of the values (``DIR``) and argparse's own words (``usage:``, ``options``).  A
    description or an epilog keeps its paragraphs (apart at blank lines), each filled to the
    terminal's width, and an indented one (an example) as it is written."""

    language: str | None = None

    @cached_property
    def _words(self) -> Mapping[str, str]:
        return _help_words(self.language)

    def _said(self, text: str) -> str:
        """A text of argparse, or a key of the parser's, in the user's language; any other
        text (the version) as it is, without loading the words for it (start-up)."""
        from coinche_score.cli.parser import HELP_VALUES  # the tree's, which imports this module

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
            return tuple(_value_name(self._words, name) for name in shown(size))

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
        words = _help_words(self.language)
        return ", ".join(_value_name(words, name) for name in names.split(", "))

    def parse_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: None = None
    ) -> argparse.Namespace:
        """argparse's, but what no parser took is refused naming the first of it and the
        command it was given to, whose help lists what it takes (``rules save --json``:
        "--json: unknown here; allowed: what 'coinche-score rules save --help' lists"), where
        argparse names no command, only "unrecognized arguments"."""
        given = list(sys.argv[1:] if args is None else args)
        parsed, left = self.parse_known_args(given, namespace)
        if left:
            from coinche_score.cli.refused import CliCode, CommandRefusal

            # "--" only says that what follows is no option: what follows is what was refused.
            first = next((word for word in left if word != "--"), left[0])
            where = given.index(first) if first in given else len(given)
            # The help of the command it was given to: before the command, the program's.
            words = [self.prog]
            for command in (
                getattr(parsed, "command", None),
                getattr(parsed, "rules_command", None),
            ):
                if command is None or command not in given[:where]:
                    break
                words.append(command)
            asked = " ".join([*words, "--help"])
            refusal = CommandRefusal(CliCode.UNRECOGNIZED, first, help=asked)
            raise CliError(f"unrecognized arguments: {' '.join(left)}", refusal)
        return parsed

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse prints help and the version here (file: sys.stdout, None when closed), to
        # standard error when standard output is closed, and ignores a failed write (--help on
        # a full disk would exit 0, having written nothing).  Written and flushed here, a
        # failure reaches main's one line and status 1.
        if message:
            output = cast(TextIO, file) if file else standard_output()
            write_text(message, output)
            output.flush()


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
            return CommandRefusal(inner.code, option, **inner.params)
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
