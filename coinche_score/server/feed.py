"""The match shared, watched on disk, and the one message per language every viewer is sent.

Read-only: the match is read through :meth:`Store.view` (no lock: the app and the command line
change it meanwhile) and followed by :meth:`OpenMatch.refresh`, one ``stat`` of its file per
look, whoever watches.  Each look runs in a worker thread, so that a slow disk or a long match
never holds up the event loop it shares with the app.  A change is rendered once per language
into a Server-Sent Event, which every viewer's stream then writes as it is.
"""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Callable
from contextlib import suppress

from coinche_score.i18n import LANGUAGES, Language
from coinche_score.server.view import Problem, page_texts, view_document
from coinche_score.store import MatchNotFoundError, OpenMatch, Store, StoreError, conflict_of

#: Seconds between two looks at the file (and, when following, at the folder).
LOOK_EVERY = 0.25
#: Which match to show: its id, or None for the match changed last.
Following = Callable[[], str | None]
#: A stat signature of the folder: it changes when a match file is saved, added or removed.
FolderMark = tuple[int, int] | None


def event(data: bytes, name: str | None = None) -> bytes:
    """One Server-Sent Event: ``data`` is one line of JSON (no raw line break in it)."""
    head = f"event: {name}\n".encode() if name else b""
    return head + b"data: " + data + b"\n\n"


class Feed:
    """The match shown: a fixed id, or what ``follow`` names (the app's match), else the match
    whose file changed last.  ``version`` grows with each change; :meth:`wait` waits for one."""

    def __init__(self, store: Store, follow: str | Following | None = None) -> None:
        self.store = store
        self._follow = follow
        self._texts = {language: page_texts(language) for language in LANGUAGES}
        self._opened: OpenMatch | None = None
        self._problem: Problem | None = None
        #: The file last found unreadable, as it was then.
        self._unreadable: tuple[str, int, int, int] | None = None
        self._folder: FolderMark = None
        self._latest: str | None = None
        self.version = 0
        self._messages = self._render()
        self._changed = asyncio.Event()

    def message(self, language: Language) -> bytes:
        """The latest event for a viewer reading ``language``."""
        return self._messages[language]

    async def wait(self, version: int, timeout: float) -> None:
        """Until the feed is past ``version``, or ``timeout`` seconds."""
        if self.version == version:
            changed = self._changed
            with suppress(TimeoutError):
                async with asyncio.timeout(timeout):
                    await changed.wait()

    def publish(self, messages: dict[Language, bytes]) -> None:
        """Every viewer waiting wakes up to ``messages``."""
        self._messages = messages
        self.version += 1
        changed, self._changed = self._changed, asyncio.Event()
        changed.set()

    def wake(self) -> None:
        """Every viewer waiting wakes up, to the same messages."""
        self.publish(self._messages)

    async def watch(self, every: float = LOOK_EVERY) -> None:
        """Look for a change every ``every`` seconds, until cancelled."""
        try:
            while True:
                await self.look()
                await asyncio.sleep(every)
        finally:
            self.close()

    async def look(self) -> bool:
        """Look at the disk once (in a thread), and publish what changed; True if anything
        did.  The app's choice of match is asked here, in the event loop."""
        wanted = self._follow() if callable(self._follow) else self._follow
        messages = await asyncio.to_thread(self._look, wanted)
        if messages is None:
            return False
        self.publish(messages)
        return True

    def close(self) -> None:
        self._opened = None

    # ------------------------------------------------------------ in the worker thread
    def _look(self, wanted: str | None) -> dict[Language, bytes] | None:
        """The new messages if the match shown, its file or why it cannot be shown changed."""
        match_id = wanted if wanted is not None else self._latest_changed()
        before = (self._opened, self._problem)
        changed = False
        opened: OpenMatch | None = None
        problem: Problem | None = None
        try:
            if match_id is None:
                problem = "waiting"
            elif self._opened is not None and self._opened.id == match_id:
                opened = self._opened
                changed = opened.refresh()
            elif self._unreadable is not None and self._unreadable == self._mark(match_id):
                problem = "unreadable"  # read again once its file changes
            else:
                opened = self.store.view(match_id)
        except MatchNotFoundError:
            opened, problem = None, "gone"
        except StoreError:  # a damaged file, one that cannot be read now, or gone
            opened = None
            self._unreadable = self._mark(match_id)
            problem = "unreadable" if self._unreadable is not None else "gone"
        self._opened, self._problem = opened, problem
        if not changed and (opened, problem) == before:
            return None
        return self._render()

    def _mark(self, match_id: str | None) -> tuple[str, int, int, int] | None:
        """The id and the stat of a match's file, to read it again only once it changed."""
        if match_id is None:
            return None
        try:
            info = os.stat(self.store.match_path(match_id))
        except OSError:
            return None
        return match_id, info.st_ino, info.st_size, info.st_mtime_ns

    def _render(self) -> dict[Language, bytes]:
        opened = self._opened
        messages = {}
        for language, texts in self._texts.items():
            if opened is not None:
                shown = view_document(texts, (opened.id, opened.match, opened.state))
            else:
                shown = view_document(texts, self._problem or "waiting")
            data = json.dumps(shown, ensure_ascii=False, separators=(",", ":")).encode()
            messages[language] = event(data)
        return messages

    def _latest_changed(self) -> str | None:
        """The match whose file changed last: the folder is listed again only when its own
        stat says a file was saved, added or removed in it (a save renames a file into it)."""
        try:
            info = os.stat(self.store.data_dir)
        except OSError:
            self._folder, self._latest = None, None
            return None
        mark = (info.st_mtime_ns, info.st_ino)
        if mark != self._folder:
            self._folder = mark
            changed = [
                (signature[2], name.removesuffix(".json"))
                for name, signature in self.store.signature()
                # A sync tool's conflict copy is no match to follow.
                if signature is not None and conflict_of(name) is None
            ]
            self._latest = max(changed)[1] if changed else None
        return self._latest
