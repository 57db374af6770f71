"""What the viewers see: the match at once, each change within the next look (whoever made it:
the store here, the command line in the browser tests), the match changed last when none was
named, why a match cannot be shown, and "stopped" when sharing stops."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from coinche_score.server import table as table_module
from coinche_score.server.feed import Feed
from coinche_score.server.table import TableServer
from coinche_score.store import Store

from .helpers import add_deal, base, new_match, next_event, next_view, sample_match, viewer


async def test_a_viewer_gets_the_match_then_each_change(
    server: TableServer, store: Store, match_id: str
) -> None:
    async with (
        viewer(server, "fr-FR,fr;q=0.9,en;q=0.8") as session,
        session.get(base(server) + "/events") as stream,
    ):
        assert stream.headers["Content-Type"] == "text/event-stream"
        first = await next_view(stream)
        assert first["lang"] == "fr"
        shown = first["match"]
        assert shown["id"] == match_id
        assert [team["name"] for team in shown["teams"]] == ["Nous", "Eux"]
        assert [team["players"] for team in shown["teams"]] == [["Ann", "Cat"], ["Bob", "Dan"]]
        assert [deal["number"] for deal in shown["deals"]] == [1]
        add_deal(store, match_id)
        changed = (await next_view(stream))["match"]
        assert [deal["number"] for deal in changed["deals"]] == [2, 1]
        made = shown["teams"][0]["total"]
        assert changed["teams"][0]["total"] == 2 * made
        assert changed["deals"][0]["scores"] == shown["deals"][0]["scores"]
        assert changed["deals"][0]["why"].startswith(
            "Donne 2\u00a0: Fait\u00a0: 92 pour 80 (il en faut 82). Nous 92 pts"
        )
        assert changed["info"][0] == {"text": "Donne 3 · donneur\u00a0: Cat", "tone": "strong"}


async def test_an_idle_stream_says_it_is_alive_and_how_often(
    server: TableServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As a comment it kept proxies and the connection up, but the page could not hear it: a
    stream gone silent (a phone off the Wi-Fi) showed an old score as if it were current."""
    monkeypatch.setattr(table_module, "HEARTBEAT", 0.2)
    async with viewer(server) as session, session.get(base(server) + "/events") as stream:
        await next_view(stream)
        async with asyncio.timeout(5):
            lines = [await stream.content.readline() for _ in range(4)]
    assert lines == [b"\n", b"event: alive\n", b'data: {"every": 0.2}\n', b"\n"]


async def test_viewers_are_told_when_sharing_stops(server: TableServer) -> None:
    async with viewer(server) as session, session.get(base(server) + "/events") as stream:
        await next_view(stream)
        await server.stop()
        assert await next_event(stream) == "stopped"
    assert server.viewers == 0


async def test_without_a_match_named_the_match_changed_last_is_followed(store: Store) -> None:
    feed = Feed(store)
    await feed.look()
    assert feed.message("en").count(b"No match to show yet.") == 1
    first = new_match(store)
    assert await feed.look()
    assert f'"id":"{first}"'.encode() in feed.message("en")
    second = new_match(store)
    assert await feed.look()
    assert f'"id":"{second}"'.encode() in feed.message("en")
    assert not await feed.look()  # nothing changed: nothing sent
    add_deal(store, first)
    assert await feed.look()
    assert f'"id":"{first}"'.encode() in feed.message("en")


async def test_a_sync_tools_conflict_copy_is_not_taken_for_the_match_changed_last(
    store: Store,
) -> None:
    """Copied there last, the copy was followed, and the viewers were told the match was no
    longer in the saved matches (found by a test of the table view)."""
    match_id = new_match(store)
    feed = Feed(store)
    await feed.look()
    path = store.match_path(match_id)
    copy = path.with_name(f"{match_id}.sync-conflict-20261205-020000-ABCDEFG.json")
    copy.write_bytes(path.read_bytes())
    await feed.look()
    assert f'"id":"{match_id}"'.encode() in feed.message("en")


async def test_the_app_s_match_is_followed_when_it_names_one(store: Store) -> None:
    first, second = new_match(store), new_match(store)
    shown = [first]
    feed = Feed(store, lambda: shown[0])
    await feed.look()
    assert f'"id":"{first}"'.encode() in feed.message("en")
    shown[0] = second
    assert await feed.look()
    assert f'"id":"{second}"'.encode() in feed.message("fr")


async def test_a_damaged_file_is_said_then_shown_again_once_mended(
    store: Store, match_id: str
) -> None:
    path: Path = store.match_path(match_id)
    good = path.read_bytes()
    feed = Feed(store, match_id)
    await feed.look()
    path.write_bytes(b"{ not json")
    assert await feed.look()
    assert b"cannot be read right now" in feed.message("en")
    assert not await feed.look()  # not read again until it changes
    path.write_bytes(good)
    assert await feed.look()
    assert f'"id":"{match_id}"'.encode() in feed.message("en")
    path.unlink()
    assert await feed.look()
    assert b"no longer in the saved matches" in feed.message("en")
    # It stays said (the next look read "cannot be read right now": no file, no mark, alike).
    assert not await feed.look()
    assert b"no longer in the saved matches" in feed.message("en")


async def test_many_viewers_wait_on_one_look_per_change(
    server: TableServer, store: Store, match_id: str
) -> None:
    """The feed renders a change once; every stream writes those very bytes."""
    async with viewer(server) as session:
        streams = [await session.get(base(server) + "/events") for _ in range(5)]
        await asyncio.gather(*(next_view(stream) for stream in streams))
        version = server.feed.version
        add_deal(store, match_id)
        views = await asyncio.gather(*(next_view(stream) for stream in streams))
        assert server.feed.version == version + 1
        assert all(view == views[0] for view in views)
        for stream in streams:
            stream.close()


def strings(document: object) -> list[str]:
    """Every string of a document sent to the page."""
    if isinstance(document, str):
        return [document]
    if isinstance(document, dict):
        return [text for value in document.values() for text in strings(value)]
    if isinstance(document, list):
        return [text for value in document for text in strings(value)]
    return []


async def test_a_french_viewer_s_sentences_never_start_a_line_with_a_colon(
    store: Store,
) -> None:
    """A plain space before ":" let a phone put the colon first on a line ("donneur" / ": WWW…"
    at 360 pixels): the page's French takes a no-break space before ":", and a narrow one before
    ";", "!" and "?" (found by an audit)."""
    server = TableServer(store, sample_match(store), port=0)
    await server.start()
    try:
        async with (
            viewer(server, "fr") as session,
            session.get(base(server) + "/events") as stream,
        ):
            view = await next_view(stream)
    finally:
        await server.stop()
    said = strings(view)
    assert [text for text in said if re.search(" [:;!?]", text)] == []
    assert "Lecture seule\u00a0: le score est tenu sur l'ordinateur du marqueur." in said
    assert {"text": "litige en attente\u00a0: 81", "tone": "warning"} in view["match"]["info"]
    assert view["match"]["deals"][0]["why"].startswith("Donne 6, prise par Bruno\u00a0: ")
