"""What the list of saved matches keeps of each match file between two scans, so that a file
unchanged since is not read again: its line (:class:`~.listing.MatchSummary`), by the file's
status and by the code that read it, as the statistics keep their facts
(:mod:`.stats_cache`).  A folder of a thousand matches is then listed without reading them,
and without loading pydantic or a model: the home screen is filled as soon as it is shown.

One cache file a folder, in the user's cache folder: its first line the hash of the rest, then
JSON.  Never trusted blindly: a cache file that cannot be read, whose hash is not that of its
content, written by other code or for another folder, is left aside; an entry that is not what
is written here (a type, a name with a character a name may not hold) is read from its file
again; a file changed in any way shows in its status, and one changed within the clock's
granularity of the scan is not kept.  A cache that cannot be written is left as it is: it only
saves time."""

from __future__ import annotations

import json
import os
import stat
import time
from collections.abc import Callable
from contextlib import suppress
from datetime import datetime
from pathlib import Path
from typing import Any

from coinche_score.days import clock_time
from coinche_score.store.cache_files import (
    RACY_NS,
    cache_path,
    code_hash,
    default_cache_dir,
    folder_key,
    read_cache,
    settled,
    write_cache,
)
from coinche_score.store.listing import MatchSummary
from coinche_score.store.scanning import Signature, signature_of
from coinche_score.text import first_refused

#: The layout of an entry; with the code's own hash, what the entries are valid for.
FORMAT = 1
#: The parts of the package whose code decides what a match file's line is.
_CODE = ("*.py", "rules/*.py", "scoring/*.py", "store/*.py")
_HEADER = b"coinche-score list cache "
#: Longer than any name or id a match file holds: an entry that holds one is not believed.
_LONGEST = 1000
#: More than an entry takes, its names written as escapes: at most some 4 KB.
ENTRY_BYTES = 8 * 1024


class SummaryCache:
    """The lines of one folder's match files as a scan last read them: :meth:`summary` gives
    a file's, from the cache or read by the loader, and :meth:`save` writes the cache again
    when what it keeps changed."""

    def __init__(self, folder: Path, files: int, cache_dir: Path | None = None) -> None:
        """``files``: how many match files the folder holds, as the scan listed them."""
        self.folder = folder
        self.path = cache_path(
            default_cache_dir() if cache_dir is None else cache_dir, "list", folder
        )
        self.code = code_hash(_CODE, FORMAT)
        # Files changed after this are not kept (RACY_NS before the scan starts).
        self.settled_before = time.time_ns() - RACY_NS
        self.entries = self._read(files)
        self.met: dict[str, list[Any]] = {}
        self.changed = False
        #: Each file's signature as this scan found it before reading it: the folder's
        #: signature (:meth:`.Store.signature`) without a second status of every file.
        self.signatures: dict[str, Signature | None] = {}

    def summary(self, path: Path, load: Callable[[Path], MatchSummary]) -> MatchSummary:
        """The line of the match file at ``path``: kept from a scan before when the file's
        status is the same, else ``load``'s (which may raise, as it does without a cache)."""
        name = path.name
        try:
            info = os.stat(path)
        except OSError:
            self.signatures[name] = None
            return load(path)  # which says why
        signature = self.signatures[name] = signature_of(info)
        status = list(signature)
        entry = self.entries.get(name)
        if entry is not None and entry[0] == status:
            found = _summary_of(entry[1], path, name)
            if found is not None:
                self.met[name] = entry
                return found
        found = load(path)
        if stat.S_ISREG(info.st_mode) and settled(info, self.settled_before):
            self.met[name] = [status, _entry_of(found)]
            self.changed = True
        return found

    def save(self) -> None:
        """The cache written again if what it keeps changed: the files met by this scan only."""
        if self.code is None or not (self.changed or self.met.keys() != self.entries.keys()):
            return
        head = {"format": FORMAT, "code": self.code, "folder": folder_key(self.folder)}
        body = json.dumps({**head, "entries": self.met}).encode("ascii")
        with suppress(OSError):
            write_cache(self.path, _HEADER, body)

    def _read(self, files: int) -> dict[str, list[Any]]:
        """The entries of the cache file, by file name; none when it cannot be trusted."""
        if self.code is None:
            return {}
        # Parsed whole: bigger than the folder's lines could be, it is no cache of ours (a
        # forged one of 150 MB would take 4 GB, at each listing).
        body = read_cache(self.path, _HEADER, (files + 1) * ENTRY_BYTES)
        if body is None:
            return {}
        try:
            kept = json.loads(body)
        except ValueError:  # not what is written here
            return {}
        if (
            type(kept) is not dict
            or kept.get("format") != FORMAT
            or kept.get("code") != self.code
            or kept.get("folder") != folder_key(self.folder)
            or type(kept.get("entries")) is not dict
        ):
            return {}
        return {
            name: entry
            for name, entry in kept["entries"].items()
            if type(entry) is list and len(entry) == 2
        }


def _entry_of(summary: MatchSummary) -> list[Any]:
    return [
        summary.id,
        list(summary.team_names),
        summary.rules_name,
        summary.target,
        [summary.totals["A"], summary.totals["B"]],
        summary.finished,
        summary.winner,
        summary.deal_count,
        summary.created.isoformat(),
        summary.updated.isoformat(),
        None if summary.players is None else list(summary.players),
    ]


def _summary_of(entry: object, path: Path, name: str) -> MatchSummary | None:
    """The line an entry keeps for the file at ``path`` (named ``name``), or None if it is
    not one :func:`_entry_of` writes (then the file is read)."""
    if type(entry) is not list or len(entry) != 11:
        return None
    match_id, names, rules_name, target, totals, finished, winner, deals, created, updated = entry[
        :10
    ]
    players = entry[10]
    if (
        type(match_id) is not str
        or f"{match_id}.json" != name  # as reading the file checks
        or type(names) is not list
        or len(names) != 2
        or not (players is None or (type(players) is list and len(players) == 4))
        or type(totals) is not list
        or len(totals) != 2
        or type(finished) is not bool
        or winner not in (None, "A", "B")
        or type(created) is not str
        or type(updated) is not str
    ):
        return None
    for number in (target, deals, *totals):
        if type(number) is not int:
            return None
    for text in (rules_name, *names, *(players or ())):
        if type(text) is not str or len(text) > _LONGEST or not _shown_as_is(text):
            return None
    try:
        times = datetime.fromisoformat(created), datetime.fromisoformat(updated)
    except ValueError:
        return None
    if not (clock_time(times[0]) and clock_time(times[1])):
        return None
    return MatchSummary(
        id=match_id,
        path=path,
        team_names=(names[0], names[1]),
        rules_name=rules_name,
        target=target,
        totals={"A": totals[0], "B": totals[1]},
        finished=finished,
        winner=winner,
        deal_count=deals,
        created=times[0],
        updated=times[1],
        players=None if players is None else (players[0], players[1], players[2], players[3]),
    )


def _shown_as_is(text: str) -> bool:
    """Whether ``text`` holds no character a name may not hold (most often printable, which
    is told in C)."""
    return first_refused(text) is None
