"""What ``coinche-score stats`` keeps of each match file between two runs, so that a file
unchanged since is not read, checked and scored again: the match's facts
(:mod:`coinche_score.stats.kept`), about a kilobyte, by the file's signature (inode, size,
modification and change times to the nanosecond, device: :data:`.scanning.Signature`) and by
the code that counted them.

One cache file a folder (the data folder, its archive), in the user's cache folder
(``$COINCHE_SCORE_CACHE``, else the platform's): its first line the hash of the rest, then
JSON.  Never trusted blindly: a cache file that cannot be read, whose hash or content is not
what is written here, or written by other code, is left aside and made again; a match file
changed in any way shows in its status, and one changed within the clock's granularity of the
reading (whose change could not show) is not kept.  A cache file is replaced whole, as a
match file is (:func:`~coinche_score.store.writing.write_atomically`)."""

from __future__ import annotations

import os
import time
from contextlib import suppress
from pathlib import Path

from pydantic import BaseModel, ConfigDict, TypeAdapter
from pydantic_core import to_json

from coinche_score.stats import MatchFacts
from coinche_score.stats.kept import (
    AddsRecord,
    FactsRecord,
    adds_numbers,
    adds_table,
    facts_json,
    facts_of,
)
from coinche_score.store.cache_files import (
    RACY_NS,
    cache_path,
    default_cache_dir,
    folder_key,
    read_cache,
    settled,
    write_cache,
)
from coinche_score.store.cache_files import code_hash as code_of
from coinche_score.store.scanning import Signature, signature_of

#: The layout of a cache file; with the code's own hash, what its entries are valid for.
FORMAT = 1
#: The parts of the package whose code decides what a match's facts are.
_CODE = ("*.py", "rules/*.py", "scoring/*.py", "stats/*.py", "store/*.py")
_HEADER = b"coinche-score statistics cache "
_NAME = TypeAdapter(str, config=ConfigDict(strict=True))


class _Kept(BaseModel):
    model_config = ConfigDict(strict=True, frozen=True, extra="forbid")


class _Head(_Kept):
    """A cache file's second line: what its entries are valid for, and the table of what
    deals add that their tallies name by number."""

    format: int
    code: str
    folder: str
    adds: tuple[AddsRecord, ...]


#: Each line after: the match file's name as JSON, a tab, then its status and its facts.
_ENTRY = TypeAdapter(tuple[Signature, FactsRecord], config=ConfigDict(strict=True))


class StatsCache:
    """The facts kept of the match files of the folders read in one run: :meth:`known` (a
    :data:`~coinche_score.store.reading.Known`) gives them, :meth:`keep` adds those of a file
    read, :meth:`save` writes each folder's back when it changed, with the files met only."""

    def __init__(self, cache_dir: Path | None = None) -> None:
        self.cache_dir = default_cache_dir() if cache_dir is None else cache_dir
        self.code = code_hash()
        # Files changed after this are not kept (RACY_NS before the reading starts).
        self.settled_before = time.time_ns() - RACY_NS
        self.folders: dict[Path, _Folder] = {}

    def known(self, path: Path, info: os.stat_result) -> MatchFacts | None:
        folder = self._folder(path.parent)
        line = folder.lines.get(path.name)
        if line is None:
            return None
        try:
            status, record = _ENTRY.validate_json(line)
            facts = None if status != signature_of(info) else facts_of(record, folder.numbers)
        except ValueError:  # not what is written here: read the file
            return None
        if facts is not None:
            folder.met[path.name] = (status, facts)
        return facts

    def keep(self, path: Path, info: os.stat_result, facts: MatchFacts) -> None:
        """Keep ``facts``, counted from ``path`` as it was when its status was ``info``, unless
        it changed too lately for a change since to show (:data:`RACY_NS`)."""
        if not settled(info, self.settled_before):
            return
        folder = self._folder(path.parent)
        folder.met[path.name] = (signature_of(info), facts)
        folder.changed = True

    def save(self) -> None:
        """Each folder's cache file written again if what it keeps changed; a cache that
        cannot be written is left as it is (it only saves time)."""
        for folder in self.folders.values():
            if folder.changed or folder.met.keys() != folder.lines.keys():
                with suppress(OSError):
                    self._write(folder)

    def cache_path(self, folder: Path) -> Path:
        """The cache file of the match files of ``folder``."""
        return cache_path(self.cache_dir, "stats", folder)

    def _folder(self, folder: Path) -> _Folder:
        found = self.folders.get(folder)
        if found is None:
            found = self.folders[folder] = _Folder(folder)
            self._read(found)
        return found

    def _read(self, folder: _Folder) -> None:
        """What the cache file of ``folder`` keeps, each entry as its line (validated when
        asked for); nothing when it cannot be trusted."""
        if self.code is None:
            return
        body = read_cache(self.cache_path(folder.path), _HEADER)
        if body is None:
            return
        try:
            head_line, *entries = body.splitlines()
            head = _Head.model_validate_json(head_line)
            wanted = (FORMAT, self.code, folder_key(folder.path))
            if (head.format, head.code, head.folder) != wanted:
                return
            lines: dict[str, bytes] = {}
            for entry in entries:
                name, _, line = entry.partition(b"\t")
                lines[_NAME.validate_json(name)] = line
        except ValueError:  # not what is written here
            return
        folder.lines = lines
        folder.numbers = adds_numbers(head.adds)

    def _write(self, folder: _Folder) -> None:
        if self.code is None:
            return
        lines = [
            to_json(name) + b"\t" + to_json((status, facts_json(facts)))
            for name, (status, facts) in sorted(folder.met.items())
        ]
        # After the facts: every Adds their tallies name is in the table.
        head = {"format": FORMAT, "code": self.code, "folder": folder_key(folder.path)}
        lines.insert(0, to_json({**head, "adds": adds_table()}))
        write_cache(self.cache_path(folder.path), _HEADER, b"\n".join(lines))


class _Folder:
    """One folder's cache: the lines its file kept by name, this process's numbers of the
    Adds of its table, and the facts this run met (known, or kept from a file read)."""

    __slots__ = ("path", "lines", "numbers", "met", "changed")

    def __init__(self, path: Path) -> None:
        self.path = path
        self.lines: dict[str, bytes] = {}
        self.numbers: list[int] = []
        self.met: dict[str, tuple[Signature, MatchFacts]] = {}
        self.changed = False


def code_hash() -> str | None:
    """The hash of the format and of the code that counts a match's facts: a cache written by
    other code is not read.  None when that code cannot be read (then nothing is kept)."""
    return code_of(_CODE, FORMAT)
