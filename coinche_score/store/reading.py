"""Every match of the data folder and of its archive, read at once (for statistics): each file read
and parsed once, by pydantic-core's parser, and checked and scored as opening it would; the
rule sets the matches share are checked once each (a folder holds hundreds of matches under a
few rule sets), and the undo history is checked without being built (the statistics never
read it); the files are read a few at a time, each step for all of them in turn.  A file this
quick reading does not take whole is read again by
:func:`load_match_file`, which takes it (an older schema version) or says why not, so that a
match is counted exactly when it would open, and a file left out has the kind the store gives
it.  Nothing here writes."""

from __future__ import annotations

import dataclasses
import gc
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, overload

import pydantic_core
from pydantic import TypeAdapter, ValidationError

from coinche_score.history import Change, ChangeKind, History
from coinche_score.match import Match
from coinche_score.refusals import ENGLISH, Words
from coinche_score.rules import RuleSet
from coinche_score.scoring import Deal, InvalidDealError
from coinche_score.stats import MatchFacts
from coinche_score.store.errors import (
    DamagedFileError,
    DamagedMatchError,
    StoreCode,
    StoreError,
)
from coinche_score.store.files import (
    file_keys_once,
    load_match_file,
)
from coinche_score.store.folder import Store
from coinche_score.store.match_files import archive_of
from coinche_score.store.rule_sets import QuickFile, RuleSets, current_rules, validated_with
from coinche_score.store.scanning import json_names, read_regular_file

#: Why a file of the archive is left out: the data folder holds a match of the same id.
DUPLICATE = "duplicate"


@dataclass(frozen=True)
class FolderMatch:
    """A match read from its file: every deal checked and scored again (``match.state()`` is
    worked out already); the file's cached totals are not read."""

    id: str
    created: datetime
    match: Match
    path: Path
    #: The file's status, taken before it was read when the caller knows files (``known``):
    #: what it keeps the match's facts by.
    info: os.stat_result | None = None


@dataclass(frozen=True)
class KnownMatch:
    """A match the caller knew (``known``), from a file whose status is the one it knew it by:
    the facts it kept of it, the file not read again."""

    facts: MatchFacts
    path: Path

    @property
    def id(self) -> str:
        return self.facts.id


@dataclass(frozen=True)
class SkippedFile:
    """A file left out: ``id`` is its name without ``.json``; ``reason`` the kind the store
    gives a damaged file (:class:`DamagedMatchError`), or :data:`DUPLICATE`, with the name of
    the match's rule set (still one the folders hold); ``refusal`` says why."""

    id: str
    reason: str
    path: Path
    refusal: StoreError
    rules_name: str | None = None

    def why(self, words: Words = ENGLISH) -> str:
        """Why the file is left out, in the language of ``words``."""
        refusal = self.refusal
        if isinstance(refusal, DamagedFileError):
            return refusal.why(words)
        return refusal.because(words)

    @property
    def detail(self) -> str:
        """Why, in English."""
        return self.why()


@dataclass(frozen=True)
class UnreadFolder:
    """The archive folder, which cannot be listed (a file of that name, no permission): its
    matches are left out, the data folder's still count; ``refusal`` says why."""

    path: Path
    refusal: StoreError


#: What a caller of :func:`read_matches` knows of a file, by its path and status: the facts it
#: kept of the match, or None (then the file is read).
Known = Callable[[Path, os.stat_result], MatchFacts | None]


@overload
def read_matches(
    store: Store, *, archived: bool = True, known: None = None
) -> Iterator[FolderMatch | SkippedFile | UnreadFolder]: ...
@overload
def read_matches(
    store: Store, *, archived: bool = True, known: Known
) -> Iterator[FolderMatch | KnownMatch | SkippedFile | UnreadFolder]: ...
def read_matches(
    store: Store, *, archived: bool = True, known: Known | None = None
) -> Iterator[FolderMatch | KnownMatch | SkippedFile | UnreadFolder]:
    """Each match of ``store``'s folder, then of its archive (``archived``; never the trash),
    a few at a time (:data:`TOGETHER`) so that a caller keeps only what it needs of each.  A
    match of the archive that the data folder holds readable too counts once, from the data
    folder: the archived copy is left out (:data:`DUPLICATE`); a damaged file is left out with
    its own kind, so an archived copy of a damaged file counts.  ``known``: asked first for
    each file, with its status; a match it knows is not read (:class:`KnownMatch`), and a
    match read then comes with the status its file had before (``FolderMatch.info``).  Raises
    StoreError when the data folder cannot be listed; an archive that cannot be listed is
    said last (:class:`UnreadFolder`)."""
    rule_sets = RuleSets()
    held: set[str] = set()
    for read in _read_folder(store.data_dir, json_names(store.data_dir), rule_sets, known):
        if not isinstance(read, SkippedFile):
            held.add(read.id)
        yield read
    if not archived:
        return
    archive = archive_of(store).data_dir
    try:
        names = json_names(archive)
    except StoreError as error:
        yield UnreadFolder(archive, error)
        return
    for read in _read_folder(archive, names, rule_sets, known):
        if not isinstance(read, SkippedFile) and read.id in held:
            twice = StoreError(StoreCode.HELD, path=store.match_path(read.id))
            if isinstance(read, KnownMatch):
                rules_name = read.facts.rules_name
            else:
                rules_name = read.match.rules.name
            yield SkippedFile(read.id, DUPLICATE, read.path, twice, rules_name)
        else:
            yield read


#: How many files are read together, each step of the reading done for all of them before the
#: next (parsing, validating, scoring...), and the caller's work on each match after: Python
#: runs the same code over and over while it is warm.  The statistics of 1,000 matches cost a
#: twentieth less than read file after file, for 32 matches in memory at once (2 MB).
TOGETHER = 32
#: And at most this many bytes of files, a bigger one alone: a few 15 MiB files of a million
#: deals each, read 32 at a time, take a gigabyte and a half each before any is let go.
TOGETHER_BYTES = 1 << 20


def _read_folder(
    folder: Path, names: list[str], rule_sets: RuleSets, known: Known | None
) -> Iterator[FolderMatch | KnownMatch | SkippedFile]:
    for infos in _together(folder, names):
        paths = list(infos)
        if known is None:
            yield from _read_together(paths, rule_sets)
            continue
        found: dict[Path, FolderMatch | KnownMatch | SkippedFile] = {}
        for path, info in infos.items():
            if info is None:
                continue  # the reading says why
            facts = known(path, info)
            if facts is not None:
                found[path] = KnownMatch(facts, path)
        unknown = [path for path in paths if path not in found]
        for read in _read_together(unknown, rule_sets):
            if isinstance(read, FolderMatch) and infos.get(read.path) is not None:
                read = dataclasses.replace(read, info=infos[read.path])
            found[read.path] = read
        yield from (found[path] for path in paths)


def _together(folder: Path, names: list[str]) -> Iterator[dict[Path, os.stat_result | None]]:
    """The folder's match files (``names``), by the few read together (TOGETHER,
    TOGETHER_BYTES), each with its status (None: the reading says why it has none)."""
    group: dict[Path, os.stat_result | None] = {}
    size = 0
    for path in map(folder.joinpath, names):
        try:
            info: os.stat_result | None = os.stat(path)
        except OSError:
            info = None
        grows = 0 if info is None else info.st_size
        if group and (len(group) == TOGETHER or size + grows > TOGETHER_BYTES):
            yield group
            group, size = {}, 0
        group[path] = info
        size += grows
    if group:
        yield group


def _read_together(paths: list[Path], rule_sets: RuleSets) -> list[FolderMatch | SkippedFile]:
    if not paths:
        return []
    # As load_match_file: the collector waits until the matches are built (a third of its time).
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        quick = _read_quickly(paths, rule_sets)
        return [quick.get(path) or _read_fully(path) for path in paths]
    finally:
        if was_enabled:
            gc.enable()


def _read_fully(path: Path) -> FolderMatch | SkippedFile:
    try:
        saved = load_match_file(path)
    except DamagedMatchError as error:
        return SkippedFile(path.stem, error.kind, path, error)
    return FolderMatch(saved.id, saved.created, saved.match, path)


@dataclass
class _Reading:
    """A file on its way through the quick reading: its bytes, its parse, its rules' colons
    (:class:`RuleSets`), and the file once validated."""

    path: Path
    data: bytes
    raw: dict[str, Any]
    rules: RuleSet
    rules_colons: int
    file: QuickFile | None = None


def _read_quickly(paths: list[Path], rule_sets: RuleSets) -> dict[Path, FolderMatch | SkippedFile]:
    """The matches of the current files that opening would take as they are, and the files
    that cannot be read; the others are left out (then :func:`load_match_file` reads them:
    they may be older, or damaged).  One step at a time for all the files."""
    found: dict[Path, FolderMatch | SkippedFile] = {}
    parsed: list[_Reading] = []
    for path in paths:
        try:
            reading = _parsed(path, rule_sets)
        except DamagedMatchError as error:
            found[path] = SkippedFile(path.stem, error.kind, path, error)
            continue
        if reading is not None:
            parsed.append(reading)
    validated = [reading for reading in parsed if _validated(reading)]
    scored = [reading for reading in validated if _scored(reading)]
    for reading in scored:
        file = reading.file
        assert file is not None
        if file_keys_once(reading.data, reading.raw, reading.rules_colons):
            found[reading.path] = FolderMatch(file.id, file.created, file.match, reading.path)
    return found


def _parsed(path: Path, rule_sets: RuleSets) -> _Reading | None:
    """A current file, parsed, with its rules checked; None for anything else.  Raises
    DamagedMatchError for a file that cannot be read."""
    data = read_regular_file(path)
    try:
        raw = pydantic_core.from_json(data)
    except ValueError:
        return None
    known = current_rules(data, raw, rule_sets)
    if known is None:
        return None
    rules, rules_colons = known
    return _Reading(path, data, raw, rules, rules_colons)


def _validated(reading: _Reading) -> bool:
    """Whether the file and its history are valid (the history checked, not built: the
    statistics never read it), and the file is named as its match."""
    raw = reading.raw
    file = validated_with(QuickFile, reading.path, raw, reading.rules, history=_NO_HISTORY)
    if file is None:
        return False
    reading.file = file
    return _history_holds(raw.get("history", _NO_HISTORY), raw["match"].get("deals", []))


def _scored(reading: _Reading) -> bool:
    """Whether each deal is accepted, checked and scored as opening does."""
    assert reading.file is not None
    try:
        reading.file.match.state()
    except InvalidDealError:
        return False
    return True


#: A history without a change: what a file without one holds.
_NO_HISTORY: dict[str, list[object]] = {}
#: Each kind of change, and whether it holds a ``deal`` and a ``previous`` deal
#: (:class:`~coinche_score.history.Change`).
_CHANGE_DEALS = {
    ChangeKind.ADD.value: (True, False),
    ChangeKind.INSERT.value: (True, False),
    ChangeKind.EDIT.value: (True, True),
    ChangeKind.DELETE.value: (False, True),
}
_CHANGE_KEYS = frozenset(Change.model_fields)
_ADD = ChangeKind.ADD.value
_HISTORY_KEYS = frozenset(History.model_fields)
#: The fields of a deal whose value is a number or a flag: a JSON value equal to it may be
#: another kind of number (``1`` is ``true`` and ``1.0`` in Python).
_NUMBERS = ("contract", "taker_points", "bidder", "all_tricks", "defence_all_tricks")
_DEALS = TypeAdapter(list[Deal])


def _history_holds(history: object, deals: list[dict[str, Any]]) -> bool:
    """Whether the parsed ``history`` of a file is one ``History.model_validate`` takes, given
    ``deals``, the match's deals as parsed, which it took: False for anything else (then
    :func:`load_match_file` says why, or takes it).

    Without building it: a change's deal is most often the deal of the match at its index, the
    same JSON value, which needs no second check; the other deals are validated."""
    if type(history) is not dict or not history.keys() <= _HISTORY_KEYS:
        return False
    others: list[dict[str, Any]] = []
    count = len(deals)
    for changes in history.values():
        if type(changes) is not list:
            return False
        for change in changes:
            if type(change) is not dict:
                return False
            # Most changes add the deal the match holds at their index: known in a few steps
            # (its three keys the kind, the index and the deal; the others are checked below).
            index = change.get("index")
            if (
                len(change) == 3
                and change.get("kind") == _ADD
                and type(index) is int
                and 0 <= index < count
            ):
                deal = change.get("deal")
                if type(deal) is dict and _same(deals[index], deal):
                    continue
            if not change.keys() <= _CHANGE_KEYS:
                return False
            kind, index = change.get("kind"), change.get("index")
            holds = _CHANGE_DEALS.get(kind) if type(kind) is str else None
            if holds is None or type(index) is not int or index < 0:
                return False
            deal, previous = change.get("deal"), change.get("previous")
            if (deal is not None) is not holds[0] or (previous is not None) is not holds[1]:
                return False
            for held in (deal, previous):
                if held is None:
                    continue
                if type(held) is not dict:
                    return False  # no deal
                if not (index < len(deals) and _same(deals[index], held)):
                    others.append(held)
    if others:
        try:
            _DEALS.validate_python(others)
        except ValidationError:
            return False
    return True


def _same(deal: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether ``other`` is the same parsed JSON value as ``deal``, a deal ``Deal`` took:
    equal, and each number of the same type (``1 == 1.0 == True`` in Python, not in a deal)."""
    if other != deal:
        return False
    for name in _NUMBERS:
        if name in deal and type(other[name]) is not type(deal[name]):
            return False
    if "belote" in deal:
        for points in other["belote"].values():  # a loop: cheaper than all() of so few
            if type(points) is not int:
                return False
    return True
