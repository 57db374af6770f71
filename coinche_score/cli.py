"""The ``coinche-score`` command: the app by default, plus scripting sub-commands.

Sub-commands import only what they need, so ``score`` never loads Textual.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from coinche_score.scorefile import InvalidDocumentError, score_document
from coinche_score.scoring import InvalidDealError

USAGE_ERROR = 2


class CliError(Exception):
    """A refused command: one line for standard error, exit status 2."""


def fail(message: str) -> NoReturn:
    raise CliError(message)


def read_json_input(source: str) -> Any:
    """A JSON document from a file, or standard input for ``-``."""
    try:
        if source == "-":
            text = sys.stdin.read()
        else:
            with open(source, encoding="utf-8") as handle:
                text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        fail(f"cannot read {source}: {getattr(error, 'strerror', None) or error}")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        fail(f"invalid JSON in {'standard input' if source == '-' else source}: {error}")


def print_json(document: Any) -> None:
    json.dump(document, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def cmd_score(args: argparse.Namespace) -> int:
    document = read_json_input(args.file)
    try:
        result = score_document(document)
    except (InvalidDocumentError, InvalidDealError) as error:
        fail(str(error))
    print_json(result)
    return 0


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line and exit status 2 like every other refusal."""

    def error(self, message: str) -> NoReturn:
        raise CliError(f"{self.prog}: {message}")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="coinche-score",
        description="Keep the score of a coinche match: the app by default, or a sub-command.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    score = commands.add_parser(
        "score", help="score a JSON document of deals (RULES.md section 4) and print JSON"
    )
    score.add_argument("file", nargs="?", default="-", help="the document; - or absent: stdin")
    score.set_defaults(handler=cmd_score)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return 0
        status: int = args.handler(args)
        return status
    except CliError as error:
        print(f"coinche-score: {error}", file=sys.stderr)
        return USAGE_ERROR
