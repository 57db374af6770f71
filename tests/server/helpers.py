"""Helpers for the table's view: a data folder with a match, the server on a free port of the
loopback, its address, and requests made as a phone would (the cookie kept) or byte for byte
(paths and headers no client library would send)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import aiohttp

from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.scoring import parse_deal
from coinche_score.server.table import TableServer
from coinche_score.store import Store

#: A deal Nous make: 80 at hearts, 92 points.
MADE = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 92}
#: Seconds a test waits for what must come at once (a change reaches a viewer within 1 s).
PATIENCE = 5.0


def new_match(store: Store, deals: int = 1, **fields: Any) -> str:
    """A classic match of ``deals`` deals Nous made, saved in ``store``; its id."""
    rules = preset("classic")
    fields.setdefault("team_names", ("Nous", "Eux"))
    fields.setdefault("players", ("Ann", "Bob", "Cat", "Dan"))
    match = Match(rules=rules, target=1000, **fields)
    with store.create(match) as opened:
        for _ in range(deals):
            opened.add(parse_deal(MADE, rules))
        return opened.id


def add_deal(store: Store, match_id: str, raw: dict[str, Any] = MADE) -> None:
    """A deal added as the app or the command line adds it: through the store, in its file."""
    with store.open(match_id) as opened:
        opened.add(parse_deal(raw, opened.match.rules))


def base(server: TableServer) -> str:
    return f"http://{server.address}"


@asynccontextmanager
async def viewer(server: TableServer, language: str = "en") -> AsyncIterator[aiohttp.ClientSession]:
    """A browser that opened the shared address: it holds the cookie (of an IP address too)."""
    jar = aiohttp.CookieJar(unsafe=True)
    headers = {"Accept-Language": language}
    async with aiohttp.ClientSession(cookie_jar=jar, headers=headers) as session:
        async with session.get(server.url, allow_redirects=False) as entered:
            assert entered.status == 303
        yield session


async def next_view(stream: aiohttp.ClientResponse) -> dict[str, Any]:
    """The next document of an event stream (the retry line and "alive" events skipped)."""
    async with asyncio.timeout(PATIENCE):
        named = False
        while True:
            line = await stream.content.readline()
            assert line, "the stream ended"
            if line.startswith(b"event: "):
                named = True
            elif line.startswith(b"data: ") and not named:
                view: dict[str, Any] = json.loads(line.removeprefix(b"data: "))
                return view
            elif line == b"\n":
                named = False


async def next_event(stream: aiohttp.ClientResponse) -> str:
    """The name of the next named event but "alive" ("stopped")."""
    async with asyncio.timeout(PATIENCE):
        while True:
            line = await stream.content.readline()
            assert line, "the stream ended"
            if line.startswith(b"event: ") and line != b"event: alive\n":
                return line.removeprefix(b"event: ").strip().decode()


async def raw_request(server: TableServer, request: str) -> tuple[int, str, bytes]:
    """``request`` (CRLF added) sent byte for byte: the status, the head and the body."""
    reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
    try:
        writer.write(request.replace("\n", "\r\n").encode() + b"\r\n\r\n")
        await writer.drain()
        async with asyncio.timeout(PATIENCE):
            data = await reader.read()
    finally:
        writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    return status, head.decode(errors="replace"), body


#: The deals of the sample match the browser tests and the screenshots show: FFB rules, a
#: capot, a coinche, a litige left pending, and names from the players.
SAMPLE_DEALS: list[dict[str, Any]] = [
    {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 102, "bidder": 0},
    {"taker": "B", "contract": 100, "trump": "spades", "taker_points": 112, "bidder": 1},
    {"taker": None},
    {"taker": "B", "contract": 90, "trump": "no_trump", "taker_points": 124, "bidder": 3},
    {
        "taker": "A",
        "contract": 110,
        "trump": "diamonds",
        "coinche": "coinche",
        "taker_points": 118,
        "belote": {"A": 20},
        "bidder": 2,
    },
    {"taker": "B", "contract": 80, "trump": "clubs", "taker_points": 81, "bidder": 1},
]


def sample_match(store: Store) -> str:
    """A match of the FFB's rules half played, saved in ``store``: its id."""
    rules = preset("ffb")
    match = Match(
        rules=rules,
        target=rules.default_target,
        team_names=("Les Bleus", "Les Rouges"),
        players=("Alice", "Bruno", "Chloé", "David"),
    )
    with store.create(match) as opened:
        for raw in SAMPLE_DEALS:
            opened.add(parse_deal(raw, rules))
        return opened.id
