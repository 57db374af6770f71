"""Reading a folder of JSON files, as the matches and the house rules are kept: the names it
holds (:func:`json_names`: ``*.json``, none hidden, since the store's own temporary and lock
files are), and each file loaded (:func:`scan_folder`), those that cannot be kept aside as
:class:`~.listing.DamagedFile`.  The loader reads a file with :func:`~.files.read_regular_file`
(a regular file of a sane size) and checks its name.

A file that does not parse is read once again after a short pause before it is called
damaged (:func:`read_settled`): a sync tool that writes a file in place may have been caught
half-way."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from coinche_score.store.errors import DamagedFileError, FileGoneError, StoreCode, StoreError
from coinche_score.store.listing import DamagedFile

SUFFIX = ".json"
#: The damage a file being written has while it is written: it is read once again.
UNSETTLED = frozenset({"empty", "not_utf8", "not_json"})
#: Seconds to wait before reading such a file again.
SETTLE_PAUSE = 0.2

_Loaded = TypeVar("_Loaded")


def pause_to_settle() -> None:
    time.sleep(SETTLE_PAUSE)


def read_settled(load: Callable[[Path], _Loaded], path: Path) -> _Loaded:
    """``load(path)``, once again after a pause if it found the file did not parse."""
    try:
        return load(path)
    except DamagedFileError as error:
        if error.kind not in UNSETTLED:
            raise
    pause_to_settle()
    return load(path)


def json_names(folder: Path, refusal: type[StoreError] = StoreError) -> list[str]:
    """The names of the JSON files of ``folder``, sorted (none if it does not exist).

    A folder that cannot be read raises ``refusal`` (code ``folder_unreadable``)."""
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    except OSError as error:
        raise refusal(StoreCode.FOLDER_UNREADABLE, path=folder, strerror=error.strerror) from None
    return sorted(name for name in names if name.endswith(SUFFIX) and not name.startswith("."))


def scan_folder(
    folder: Path,
    load: Callable[[Path], _Loaded],
    refusal: type[StoreError] = StoreError,
    names: list[str] | None = None,
) -> tuple[list[_Loaded], list[DamagedFile]]:
    """Each JSON file of ``folder`` (or those ``names``) as ``load`` gives it, and those it
    refuses (DamagedFileError), in the order of their names; those that did not parse are
    read again after one pause for them all."""
    found: list[_Loaded] = []
    damaged: list[DamagedFile] = []
    names = json_names(folder, refusal) if names is None else names
    paths = [folder / name for name in names]
    for attempt in (1, 2):
        unsettled = []
        for path in paths:
            try:
                found.append(load(path))
            except FileGoneError:
                continue  # deleted since the folder was listed
            except DamagedFileError as error:
                if attempt == 1 and error.kind in UNSETTLED:
                    unsettled.append(path)
                else:
                    damaged.append(DamagedFile(error.path, error.reason, error.kind))
        if not unsettled:
            break
        pause_to_settle()
        paths = unsettled
    return found, damaged
