"""The ``coinche-score`` command: the app by default, plus scripting sub-commands.

Start-up imports the parser only; each command imports what it uses when it runs (``score``
never the store, no sub-command Textual), so that ``--version`` or ``score`` start quickly.

- ``parser``: the commands, their options and help; ``parsing``: argparse made to refuse and
  help as the commands do;
- ``score``, ``matches``, ``importing``, ``rules_commands``, ``stats``, ``table``: the commands;
- ``text_output``, ``csv_output``, ``markdown_output``, ``json_output``: the renderers;
- ``console``, ``errors``, ``saved``: what the commands share.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from coinche_score.cli.errors import SYSTEM_ERROR, CliError, status_of
from coinche_score.cli.parser import build_parser
from coinche_score.cli.parsing import OutputClosedError, standard_output

__all__ = ["APP_MODULE", "build_parser", "main"]

APP_MODULE = "coinche_score.tui.app"
#: The exit status of a command stopped by Ctrl+C, as a shell gives it (128 + SIGINT).
INTERRUPTED = 130


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


def said(error: CliError, lang: str | None) -> str:
    """A refusal's line in the user's language, chosen as the app chooses it (``--lang``,
    else the locale); any other refusal as it was written."""
    from coinche_score.refusals import Refusal

    cause: BaseException | None = error.cause
    if cause is not None and not isinstance(cause, Refusal):
        cause = cause.__cause__  # a document refused for its rules: the rules' refusal
    if not isinstance(cause, Refusal):
        return str(error)
    from coinche_score.i18n import CATALOGUES, choose_language

    return cause.line(CATALOGUES[choose_language(lang)].sentences)


#: The commands that change the saved matches, and the rules commands that change house rules:
#: their change is saved even when what they print cannot be.
CHANGING = frozenset({"new", "import", "add", "insert", "edit", "delete", "undo", "redo"})
CHANGING_RULES = frozenset({"save", "delete"})


def asked_language(argv: Sequence[str]) -> str | None:
    """``--lang``'s value where the command line gives one, before the command is read: a
    command refused while it is read is said in that language too.  The last one given, as
    argparse takes it (an alias may give one, the command another)."""
    asked = None
    for at, argument in enumerate(argv):
        if argument == "--":
            break
        name, equals, value = argument.partition("=")
        # argparse takes a start of an option's name: --la and --lan are --lang too.
        if len(name) < len("--la") or not "--lang".startswith(name):
            continue
        if not equals:
            value = argv[at + 1] if at + 1 < len(argv) else ""
        if value in ("en", "fr"):
            asked = value
    return asked


def main(argv: Sequence[str] | None = None) -> int:
    # The language asked for is read before the parse: the help pages and what the parse
    # refuses are said in it.
    lang = asked_language(sys.argv[1:] if argv is None else argv)
    parser = build_parser(lang)
    changes = False
    try:
        args = parser.parse_args(argv)
        lang = args.lang
        if args.command is None:
            return run_app(parser, args)
        # A command that cannot say what it did does nothing.
        output = standard_output()
        changes = args.command in CHANGING or getattr(args, "rules_command", None) in CHANGING_RULES
        status: int = args.handler(args)
        # What is still buffered is written now, where a refusal (a full disk) is caught below,
        # not at exit, where it would be lost or end in a traceback.
        output.flush()
        return status
    except CliError as error:
        from coinche_score.cli.console import refusal_line, say

        # The line starts with what is refused (`deal 2: contract: ...`, `rules: FIELD: ...`,
        # `--bidder: ...`), as RULES.md 5.13 asks; nothing in it can drive the terminal.
        say(refusal_line(said(error, lang)), to_error=True)
        return status_of(error)
    except KeyboardInterrupt:
        # Ctrl+C in a long command (an import): one line, not Python's traceback; the status
        # a shell gives a command stopped so.
        from coinche_score.cli.console import say
        from coinche_score.i18n import Texts, choose_language

        stopped = "cli.interrupted.after_changes" if changes else "cli.interrupted"
        say(Texts(choose_language(lang))(stopped), to_error=True)
        return INTERRUPTED
    except BrokenPipeError:
        # The reader went away (``coinche-score show --json | head``): stop quietly.
        _drop_the_output()
        return 1
    except OSError as error:
        # Something the system refused that no command expects: most often the output itself
        # (a full disk, a backup cut short).  One line, and a status that is not 0; any change
        # the command made is saved already.
        from coinche_score.cli.console import one_line, say
        from coinche_score.i18n import Texts, choose_language

        _drop_the_output()
        texts = Texts(choose_language(lang))
        if error.filename is None:
            # Said, lest the command be run again: a deal added twice.
            refused = "cli.output_refused.after_changes" if changes else "cli.output_refused"
            # The system's words, in English; ours, in the user's language.
            reason = texts("cli.output_closed") if isinstance(error, OutputClosedError) else None
            say(texts(refused, reason=reason or error.strerror), to_error=True)
        else:
            say(
                texts("cli.system_refused", path=one_line(error.filename), reason=error.strerror),
                to_error=True,
            )
        return SYSTEM_ERROR


def _drop_the_output() -> None:
    """Whatever is left to print goes nowhere: the exit does not try the output again."""
    if sys.stdout is not None:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
