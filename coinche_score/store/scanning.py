"""Reading a folder of JSON files, as the matches and the house rules are kept: the names it
holds (:func:`json_names`: ``*.json``, none hidden, since the store's own temporary and lock
files are), and each file loaded (:func:`scan_folder`), those that cannot be kept aside as
:class:`~.listing.DamagedFile`.  The loader reads a file with :func:`~.files.read_regular_file`
(a regular file of a sane size) and checks its name."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from coinche_score.store.errors import DamagedFileError, FileGoneError, StoreError
from coinche_score.store.listing import DamagedFile

SUFFIX = ".json"

_Loaded = TypeVar("_Loaded")


def json_names(folder: Path, refusal: type[StoreError] = StoreError) -> list[str]:
    """The names of the JSON files of ``folder``, sorted (none if it does not exist).

    A folder that cannot be read raises ``refusal`` (code ``folder_unreadable``)."""
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    except OSError as error:
        raise refusal(
            f"cannot read the folder {folder}: {error.strerror}",
            code="folder_unreadable",
            path=folder,
        ) from None
    return sorted(name for name in names if name.endswith(SUFFIX) and not name.startswith("."))


def scan_folder(
    folder: Path,
    load: Callable[[Path], _Loaded],
    refusal: type[StoreError] = StoreError,
) -> tuple[list[_Loaded], list[DamagedFile]]:
    """Each JSON file of ``folder`` as ``load`` gives it, and those it refuses
    (DamagedFileError), in the order of their names."""
    found: list[_Loaded] = []
    damaged: list[DamagedFile] = []
    for name in json_names(folder, refusal):
        try:
            found.append(load(folder / name))
        except FileGoneError:
            continue  # deleted since the folder was listed
        except DamagedFileError as error:
            damaged.append(DamagedFile(error.path, error.reason, error.kind))
    return found, damaged
