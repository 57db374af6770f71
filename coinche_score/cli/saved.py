"""What the commands on saved matches and house rules share: the store, its refusals as one
line, a rule set given by name or as JSON, and the words of the user's language."""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from coinche_score.cli.console import parse_json
from coinche_score.cli.errors import fail
from coinche_score.cli.refused import CliCode
from coinche_score.i18n import DEFAULT_LANGUAGE, Texts, choose_language
from coinche_score.json_text import load_json
from coinche_score.rules import RuleSet
from coinche_score.score_document import InvalidDocumentError, rules_from_json
from coinche_score.scoring import InvalidDealError
from coinche_score.store import (
    LAST,
    DamagedFile,
    SavedMatch,
    Store,
    StoreCode,
    StoreError,
    StoreNote,
)

if TYPE_CHECKING:
    from coinche_score.store.house_rules import HouseRules


def open_store(args: argparse.Namespace) -> Store:
    data_dir: Path | None = args.data_dir
    return Store(data_dir)


def read_match(store: Store, ref: str) -> SavedMatch:
    """The match ``ref`` names, for showing and exporting: in the data folder, else an
    archived one (the statistics name them), never for ``last``."""
    try:
        return store.read(ref)
    except StoreError as refused:
        if refused.code is not StoreCode.NOT_FOUND or ref == LAST:
            raise
        from coinche_score.store.match_files import archive_of

        try:
            return archive_of(store).read(ref)
        except StoreError as archived:
            if archived.code is StoreCode.NOT_FOUND:
                raise refused from None  # in neither: said of the data folder, as before
            raise


def command_texts(args: argparse.Namespace) -> Texts:
    """The words of what a command prints for people, in the language the app would speak
    (``--lang``, else the system locale)."""
    return Texts(choose_language(args.lang))


def said_notes(texts: Texts, notes: Sequence[str]) -> list[str]:
    """The store's warnings about a match in the user's language: in English as the store
    words them (naming the match, the totals...), in another as the app says them."""
    if texts.language == DEFAULT_LANGUAGE:
        return list(notes)
    words = texts.words.sentences
    return [note.said(words) if isinstance(note, StoreNote) else note for note in notes]


def damaged_lines(texts: Texts, damaged: Sequence[DamagedFile]) -> list[str]:
    """The files a folder holds that cannot be read, each with why, in the user's language."""
    words = texts.words.sentences
    return [texts("cli.left_untouched", path=file.path, reason=file.why(words)) for file in damaged]


@contextmanager
def refusals() -> Iterator[None]:
    """Turn the store's and the scorer's refusals into one-line CLI errors."""
    try:
        yield
    except (StoreError, InvalidDealError, IndexError) as error:
        fail(error)


def rules_argument(text: str, house: HouseRules, option: str = "--rules") -> RuleSet:
    """A preset or house-rules name, or a rule-set object as JSON text (docs/formats.md)."""
    from coinche_score.store.house_rules import HouseRulesError

    text = text.removeprefix("\ufeff")  # as JSON anywhere may start
    raw: Any = text
    if text.lstrip().startswith("{"):
        raw = parse_json(text, CliCode.INVALID_OPTION_JSON, option)
    elif text.lstrip().startswith("["):
        # A list is JSON too, refused as one, not as house rules named '[]'; "[Pro] club" is
        # no JSON, and may be house rules.
        with suppress(ValueError):  # InvalidJsonError too
            raw = load_json(text)
    try:
        return rules_from_json(raw, lookup=house.lookup())
    except (InvalidDocumentError, HouseRulesError) as error:
        fail(error)
