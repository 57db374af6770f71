"""The command line uses argparse's private API only where cli/parsing.py lists it.

A Python release may rename or drop any private name of argparse without notice: these checks
say which one the command line leans on that this Python's argparse no longer has.
"""

from __future__ import annotations

import argparse
import ast
from pathlib import Path

import pytest

from coinche_score.cli import parsing

SEE = "see coinche_score/cli/parsing.py"


@pytest.mark.parametrize("name", parsing.ARGPARSE_NAMES)
def test_the_private_classes_the_parser_extends_are_still_argparses(name: str) -> None:
    assert isinstance(getattr(argparse, name, None), type), (
        f"argparse has no {name} any more: {SEE}"
    )


@pytest.mark.parametrize("name", parsing.PARSER_NAMES)
def test_the_private_methods_the_parser_overrides_are_still_argparses(name: str) -> None:
    assert callable(getattr(argparse.ArgumentParser, name, None)), (
        f"argparse's ArgumentParser has no {name} any more: {SEE}"
    )


@pytest.mark.parametrize("name", parsing.PARSER_INSTANCE_NAMES)
def test_the_private_attributes_the_parser_reads_are_still_argparses(name: str) -> None:
    assert name in vars(argparse.ArgumentParser()), (
        f"argparse's ArgumentParser no longer sets {name}: {SEE}"
    )


@pytest.mark.parametrize("name", parsing.FORMATTER_NAMES)
def test_the_private_methods_the_help_formatter_overrides_are_still_argparses(name: str) -> None:
    assert callable(getattr(argparse.HelpFormatter, name, None)), (
        f"argparse's HelpFormatter has no {name} any more: {SEE}"
    )


def test_every_private_name_of_argparse_the_command_line_uses_is_listed() -> None:
    """``argparse._Name`` anywhere in the command line, and each private method of argparse
    that the parser or its help formatter overrides, is one of the names checked above."""
    cli = Path(parsing.__file__).parent
    used = {
        node.attr
        for path in sorted(cli.glob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "argparse"
        and node.attr.startswith("_")
    }
    assert used <= set(parsing.ARGPARSE_NAMES)
    overridden = {
        name
        for ours, theirs in (
            (parsing._Parser, argparse.ArgumentParser),
            (parsing._HelpFormatter, argparse.HelpFormatter),
        )
        for name in vars(ours)
        if name.startswith("_") and not name.startswith("__") and hasattr(theirs, name)
    }
    assert overridden <= {*parsing.PARSER_NAMES, *parsing.FORMATTER_NAMES}
