"""The ``coinche-score`` command: the app by default, plus scripting sub-commands.

Start-up imports the parser only; each command imports what it uses when it runs (``score``
never the store, no sub-command Textual), so that ``--version`` or ``score`` start quickly.

- ``parser``: the commands, their options and help;
- ``score``, ``matches``, ``importing``, ``rules_commands``: the commands;
- ``text_output``, ``csv_output``, ``markdown_output``, ``json_output``: the renderers;
- ``console``, ``errors``, ``saved``: what the commands share.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from coinche_score.cli.errors import USAGE_ERROR, CliError
from coinche_score.cli.parser import build_parser

__all__ = ["APP_MODULE", "build_parser", "main"]

APP_MODULE = "coinche_score.tui.app"


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


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            return run_app(parser, args)
        status: int = args.handler(args)
        return status
    except CliError as error:
        from coinche_score.cli.console import refusal_line, say

        # Nothing in the line can drive the terminal.
        say(f"coinche-score: {refusal_line(str(error))}", to_error=True)
        return USAGE_ERROR
    except BrokenPipeError:
        # The reader went away (``coinche-score show --json | head``): stop quietly.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
