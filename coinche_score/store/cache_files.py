"""What the store's caches share (:mod:`.stats_cache`, :mod:`.summary_cache`): where they are
(``$COINCHE_SCORE_CACHE``, else the platform's user cache folder), a match file's status
they are keyed by (its :data:`.scanning.Signature`, as the store's scan has it), the file
changed too lately for its status to tell a change since, and the hash of the code that
decides what they keep, and a cache file's frame: a first line naming its kind with the hash
of the rest, so that a damaged file is not believed.  Without pydantic: the home screen reads
its cache before any model is loaded."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from contextlib import suppress
from pathlib import Path

import platformdirs

import coinche_score
from coinche_score.store.errors import StoreError
from coinche_score.store.scanning import read_regular_file
from coinche_score.store.writing import write_atomically

CACHE_DIR_ENV = "COINCHE_SCORE_CACHE"
#: A file changed this close to the start of the reading may change again in the same tick of
#: its file system's clock, which its status would not show: what it holds is not kept (git's
#: "racy" entries).  Two seconds: the coarsest clock of a common file system (FAT's).
RACY_NS = 2_000_000_000
#: A cache file is larger than this only if it is not one (about a kilobyte a match).
MAX_CACHE_SIZE = 256 * 1024 * 1024


def default_cache_dir() -> Path:
    """``$COINCHE_SCORE_CACHE`` if set, else the platform's user cache folder."""
    override = os.environ.get(CACHE_DIR_ENV)
    if override:
        return Path(override).expanduser()
    return platformdirs.user_cache_path(coinche_score.APP_NAME)


def rescue_dir() -> Path:
    """Where a match goes that its data folder refused as the app was ended from outside."""
    return default_cache_dir() / "rescued"


def settled(info: os.stat_result, before: int) -> bool:
    """Whether a file of status ``info`` last changed before ``before`` (ns): a change since
    shows in its status."""
    return max(info.st_mtime_ns, info.st_ctime_ns) < before


def cache_path(cache_dir: Path, kind: str, folder: Path) -> Path:
    """The cache file of ``kind`` (``stats``, ``list``) of the match files of ``folder``."""
    name = hashlib.blake2b(os.fsencode(folder_key(folder)), digest_size=16).hexdigest()
    return cache_dir / kind / f"{name}.json"


def folder_key(folder: Path) -> str:
    """The folder, whichever way it was named (a relative path, a link)."""
    with suppress(OSError):
        return str(folder.resolve())
    return str(folder.absolute())


def code_hash(patterns: Iterable[str], version: int) -> str | None:
    """The hash of a cache's layout ``version``, the package's version and the status of its
    code matching ``patterns`` (each file's size and modification time, as git tells a file
    changed: an edit, a checkout or an install changes them): a cache written by other code is
    not read.  None when that code cannot be found (then nothing is kept)."""
    package = Path(coinche_score.__file__).parent
    digest = hashlib.blake2b(f"{version} {coinche_score.__version__}".encode(), digest_size=16)
    paths = [path for pattern in patterns for path in sorted(package.glob(pattern))]
    if not paths:  # installed without its source
        return None
    try:
        for path in paths:
            info = path.stat()
            seen = f"{path.relative_to(package).as_posix()}\0{info.st_size}\0{info.st_mtime_ns}\0"
            digest.update(seen.encode())
    except OSError:
        return None
    return digest.hexdigest()


def digest(body: bytes) -> str:
    """The hash a cache file's first line gives of the rest: a damaged file is not believed."""
    return hashlib.blake2b(body, digest_size=16).hexdigest()


def read_cache(path: Path, header: bytes, limit: int = MAX_CACHE_SIZE) -> bytes | None:
    """What the cache file at ``path`` holds after its first line, or None when it cannot be
    read, is over ``limit`` bytes, or that line is not ``header`` and the hash of the rest."""
    try:
        data = read_regular_file(path, min(limit, MAX_CACHE_SIZE))
    except (StoreError, OSError):
        return None
    first, _, body = data.partition(b"\n")
    return body if first == header + digest(body).encode("ascii") else None


def write_cache(path: Path, header: bytes, body: bytes) -> None:
    """Replace the cache file at ``path`` by ``body`` under its first line, whole (its
    folder made, readable by its owner only, and the file too, whatever stood in its place:
    it holds the players' names).  Raises OSError."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    framed = header + digest(body).encode("ascii") + b"\n" + body
    write_atomically(path, framed, f".{path.parent.name}.", keep_mode=False)
