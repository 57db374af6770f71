"""Managing saved matches as files: rename the teams, archive, delete to the trash, restore.

Beside the matches of the data folder (see :mod:`coinche_score.store`)::

    archive/<id>.json   archived: out of the main list, shown on request
    trash/<id>.json     deleted: restorable for TRASH_DAYS days, then purged

A match is moved only while its lock is held (``Store.open``), so never while it is open
elsewhere; each folder is itself a :class:`Store`, which lists and opens what it holds.
"""

from __future__ import annotations

import os
import time
from contextlib import suppress
from datetime import UTC, datetime
from pathlib import Path

from coinche_score.names import check_names
from coinche_score.store.errors import StoreCode, StoreError
from coinche_score.store.folder import Store
from coinche_score.store.scanning import json_names
from coinche_score.store.writing import save_failure, sync_folder, temp_prefix, write_atomically

ARCHIVE = "archive"
TRASH = "trash"
TRASH_DAYS = 30
DAY_SECONDS = 24 * 60 * 60


def archive_of(store: Store) -> Store:
    return Store(store.data_dir / ARCHIVE)


def trash_of(store: Store) -> Store:
    return Store(store.data_dir / TRASH)


#: How many recent team and player names are offered for a new match.
RECENT_NAMES = 30


def recent_names(store: Store) -> tuple[list[str], list[str]]:
    """The team names and the player names of the saved matches, latest first, each once."""
    teams: dict[str, None] = {}
    players: dict[str, None] = {}
    summaries, _ = store.scan()
    for summary in summaries:
        teams.update(dict.fromkeys(summary.team_names))
        players.update(dict.fromkeys(summary.players or ()))
    return list(teams)[:RECENT_NAMES], list(players)[:RECENT_NAMES]


def rename_teams(store: Store, match_id: str, team_names: tuple[str, str]) -> None:
    """Give the teams new names.  Raises NameRefusal for a blank name or two of one key (as a new
    match), pydantic's ValidationError for a name a match refuses, StoreError (locked,
    damaged, save failure) otherwise."""
    check_names(team_names)
    with store.open(match_id) as opened:
        saved = opened.snapshot()
        from coinche_score.match import Match  # the home screen lists without the model

        renamed = Match.model_validate({**saved.match.model_dump(), "team_names": team_names})
        file = saved.file.model_copy(update={"match": renamed, "updated": datetime.now(UTC)})
        try:
            write_atomically(opened.path, file.to_json(), temp_prefix(match_id))
        except OSError as error:
            raise save_failure(opened.path, error) from None


def archive(store: Store, match_id: str) -> None:
    _move(store, match_id, archive_of(store).data_dir)


def unarchive(store: Store, match_id: str) -> None:
    """``store``: the main store; the match comes back from its archive."""
    _move(archive_of(store), match_id, store.data_dir)


def trash(store: Store, match_id: str, *, archived: bool = False) -> None:
    """Move a match of the main ``store`` (or of its archive) to the trash."""
    source = archive_of(store) if archived else store
    # The file's time says when it was deleted, for purge_trash: set before the move, so that
    # a crash between the two never leaves a match long unchanged in the trash, purged at once.
    with suppress(OSError):
        os.utime(source.match_path(match_id))
    _move(source, match_id, trash_of(store).data_dir)
    # Said for the restore, to go back there; the match is in the trash all the same.
    marker = _from_archive(store, match_id)
    with suppress(OSError):
        if archived:
            marker.touch()
        else:
            marker.unlink(missing_ok=True)  # one left behind would send it to the archive


def restore(store: Store, match_id: str) -> None:
    """``store``: the main store; the match comes back from its trash where it was deleted
    from: its archive (:func:`deleted_from_archive`), or the saved matches."""
    back = archive_of(store) if deleted_from_archive(store, match_id) else store
    _move(trash_of(store), match_id, back.data_dir)
    with suppress(OSError):
        _from_archive(store, match_id).unlink(missing_ok=True)


def deleted_from_archive(store: Store, match_id: str) -> bool:
    """Whether a match in the trash was deleted from the archive, where it goes back."""
    return _from_archive(store, match_id).exists()


def _from_archive(store: Store, match_id: str) -> Path:
    """The empty file that says a match in the trash was deleted from the archive (a dot
    file, which no listing reads as a match)."""
    return trash_of(store).data_dir / f".{match_id}.archived"


def days_left(path: Path, now: float | None = None) -> int:
    """Whole days before a match in the trash is purged (0: at the next purge)."""
    now = time.time() if now is None else now
    age = now - path.stat().st_mtime
    return max(0, TRASH_DAYS - int(age // DAY_SECONDS))


def purge_trash(store: Store, now: float | None = None) -> list[str]:
    """Delete the matches in the trash for TRASH_DAYS days or more; their ids.  A match that
    cannot be purged now (open elsewhere, gone) is left for the next time."""
    bin_ = trash_of(store)
    now = time.time() if now is None else now
    purged = []
    try:
        names = json_names(bin_.data_dir)
    except StoreError:
        return []  # a trash that cannot be read is purged next time
    for path in map(bin_.data_dir.joinpath, names):
        try:
            if days_left(path, now) > 0:
                continue
            with bin_.open(path.stem):
                path.unlink()
        except (OSError, StoreError):
            continue
        with suppress(OSError):
            _from_archive(store, path.stem).unlink(missing_ok=True)
        purged.append(path.stem)
    return purged


def _move(source: Store, match_id: str, folder: Path) -> Path:
    """Move match ``match_id`` of ``source`` into ``folder``; its new path."""
    with source.open(match_id) as opened:
        target = folder / opened.path.name
        try:
            folder.mkdir(mode=0o700, exist_ok=True)  # as private as the data folder
            if target.exists():
                raise StoreError(StoreCode.EXISTS, match=opened.id, path=target)
            os.rename(opened.path, target)
            # As after each save; a file system that cannot sync a folder is no failure.
            sync_folder(folder)
            sync_folder(opened.path.parent)
        except OSError as error:
            raise StoreError(
                StoreCode.MOVE_FAILED, match=opened.id, path=folder, strerror=error.strerror
            ) from None
    return target
