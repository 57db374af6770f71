"""The table's view served over HTTP (aiohttp): one read-only page, its script and style sheet,
and an event stream that sends each viewer the match as it changes.

One process serves every viewer, in the event loop of whoever starts it (the app's own, or the
``table`` command's).  Every request's Host must be an IP address or one of this server's names
(:func:`host_allowed`), and every request must carry the token
(its path ``/T/<token>`` the first time, a cookie after that); only GET is served, from a fixed
list of paths, none of which reaches the file system: the page's three files are read from the
package once, and the match shown is the one the score keeper shared, never one a request
names.  At most ``max_viewers`` streams at once, and ``max_connections`` connections (each holds
one of the process's files: a flood from the network must leave the app the files it saves a
match with); a stream that cannot be written to for
WRITE_TIMEOUT seconds is closed, and every stream is closed after STREAM_LIFETIME (the page
opens a new one at once), so that a phone gone to sleep does not keep its place.
"""

from __future__ import annotations

import asyncio
import json
import logging
import socket
from collections.abc import Awaitable, Callable, Sequence
from contextlib import suppress
from importlib import resources
from typing import Final

from aiohttp import web

from coinche_score.i18n import Texts
from coinche_score.server.connections import Capped, connection_cap
from coinche_score.server.feed import LOOK_EVERY, Feed, Following, event
from coinche_score.server.guard import (
    HEADERS,
    LOCAL_NAMES,
    host_allowed,
    language_of,
    new_token,
    origin_allowed,
    same_token,
)
from coinche_score.server.qr import qr_text
from coinche_score.server.view import page_texts
from coinche_score.store import Store

#: The port the view is served on unless told otherwise (0: any free one).
DEFAULT_PORT = 8737
#: Viewers at once, unless told otherwise.
MAX_VIEWERS = 64
#: Connections open at once, at most (and a quarter of the files the system lets the process
#: open): one more is answered 503 and closed.  A viewer holds one or two.
MAX_CONNECTIONS = 256
#: Connections open at once from one address (a phone, a computer), at most: a viewer holds one
#: or two, so that one machine cannot take every place.
MAX_PER_ADDRESS = 16
#: Seconds between two "alive" events on an idle stream: a proxy or a phone's browser keeps it
#: open, a peer that is gone is found out, and the page knows a silent stream is a dead one.
HEARTBEAT = 15.0
#: Seconds the page's cookie is kept.
COOKIE_AGE = 24 * 3600
#: A stream whose write waits this long (a client that does not read) is closed.
WRITE_TIMEOUT = 10.0
#: Seconds a stream stays open before the server closes it and the page opens another.
STREAM_LIFETIME = 600.0
#: Milliseconds a connection may leave data unacknowledged before the system drops it (Linux's
#: TCP_USER_TIMEOUT): a phone that left the network frees its place within that.
UNACKNOWLEDGED_LIMIT = 30_000
#: Seconds an idle connection (no request yet, or between two) is kept open.
KEEPALIVE = 10.0
#: Milliseconds the page waits before opening a new stream after one ended.
RETRY_MS = 2000
#: The page and what it loads, by path: (package file, content type).
FILES: Final = {
    "/": ("table.html", "text/html; charset=utf-8"),
    "/table.js": ("table.js", "text/javascript; charset=utf-8"),
    "/table.css": ("table.css", "text/css; charset=utf-8"),
}

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

# A library does not write to the terminal: the app owns it.
logging.getLogger("aiohttp").addHandler(logging.NullHandler())


class ServerError(Exception):
    """The view cannot be served: the system refused to listen on ``address`` (the address or
    the port), saying ``reason`` in its own words.  ``str()``: one line, in English."""

    def __init__(self, address: str, reason: str) -> None:
        super().__init__(f"cannot listen on {address}: {reason}")
        self.address = address
        self.reason = reason


def _package_file(name: str) -> bytes:
    return (resources.files("coinche_score.server") / "static" / name).read_bytes()


class TableServer:
    """The read-only view of one match, or of the match ``follow`` names, else of the match
    changed last.  :meth:`start` and :meth:`stop` run in the caller's event loop."""

    def __init__(
        self,
        store: Store,
        follow: str | Following | None = None,
        *,
        host: str = "127.0.0.1",
        also: Sequence[str] = (),
        port: int = DEFAULT_PORT,
        token: str | None = None,
        max_viewers: int = MAX_VIEWERS,
        max_connections: int = MAX_CONNECTIONS,
        max_per_address: int = MAX_PER_ADDRESS,
        look_every: float = LOOK_EVERY,
        names: frozenset[str] = LOCAL_NAMES,
    ) -> None:
        """``also``: other addresses it is served on, where the system lets it listen (the
        machine's other networks); ``names``: host names a request may give besides an address
        (``--host NAME``)."""
        self.feed = Feed(store, follow)
        self.host = host
        self.hosts = [host, *also]
        self.port = port
        self.token = token or new_token()
        self.max_viewers = max_viewers
        self.max_connections = max_connections
        self.max_per_address = max_per_address
        self.viewers = 0
        self._look_every = look_every
        self._names = names
        self._files = {path: _package_file(name) for path, (name, _) in FILES.items()}
        self._runner: web.AppRunner | None = None
        self._listening: list[asyncio.Server] = []
        self._watching: asyncio.Task[None] | None = None
        self._stopping = False

    # ------------------------------------------------------------------ addresses
    @property
    def address(self) -> str:
        return self.address_on(self.host)

    def address_on(self, host: str) -> str:
        """``host`` and the port, an IPv6 address in brackets."""
        return f"[{host}]:{self.port}" if ":" in host else f"{host}:{self.port}"

    @property
    def url(self) -> str:
        """What a viewer opens: the token in it, the page after it."""
        return self.url_on(self.host)

    @property
    def urls(self) -> list[str]:
        """The address on each network it is served on, the first one's first."""
        return [self.url_on(host) for host in self.hosts]

    def url_on(self, host: str) -> str:
        return f"http://{self.address_on(host)}/T/{self.token}"

    @property
    def qr_text(self) -> str:
        return qr_text(self.url)

    @property
    def cookie(self) -> str:
        # Cookies do not tell ports apart: each server its own.
        return f"coinche_table_{self.port}"

    @property
    def serving(self) -> bool:
        return self._runner is not None

    # ------------------------------------------------------------------ start, stop
    async def start(self) -> None:
        """Listen, and start watching the match; ServerError if the address is refused."""
        if self._runner is not None:
            return
        app = web.Application(middlewares=[self._guard], client_max_size=1024)
        app.on_response_prepare.append(self._secure)
        app.router.add_get("/T/{token}", self._enter, name="enter")
        for path in FILES:
            app.router.add_get(path, self._file)
        app.router.add_get("/events", self._events, allow_head=False)
        app.router.add_get("/match.json", self._snapshot)
        runner = web.AppRunner(
            app,
            handle_signals=False,
            access_log=None,
            keepalive_timeout=KEEPALIVE,
            shutdown_timeout=1.0,
            # A viewer gone frees its place at once, not at the stream's next write.
            handler_cancellation=True,
        )
        await runner.setup()
        assert runner.server is not None
        # Listening as aiohttp's TCPSite does, each connection counted first.
        cap = connection_cap(self.max_connections)
        connections = Capped(runner.server, cap, min(cap, self.max_per_address))
        try:
            listening = await asyncio.get_running_loop().create_server(
                connections, self.host, self.port, reuse_address=True
            )
        except OSError as error:
            await runner.cleanup()
            reason = error.strerror or str(error)
            raise ServerError(self.address, reason) from None
        if self.port == 0:
            self.port = int(listening.sockets[0].getsockname()[1])
        self._runner, self._listening = runner, [listening]
        for other in self.hosts[1:]:
            try:
                more = await asyncio.get_running_loop().create_server(
                    connections, other, self.port, reuse_address=True
                )
            except OSError:
                self.hosts.remove(other)  # gone meanwhile, or its port taken there: not offered
            else:
                self._listening.append(more)
        self._stopping = False
        await self.feed.look()
        self._watching = asyncio.create_task(self.feed.watch(self._look_every))

    async def stop(self) -> None:
        """Tell every viewer that sharing stopped, then close every connection."""
        runner = self._runner
        if runner is None:
            return
        self._stopping = True
        self.feed.wake()  # every stream says so and ends
        loop = asyncio.get_running_loop()
        ends = loop.time() + 1.0
        while self.viewers and loop.time() < ends:
            await asyncio.sleep(0.01)
        if self._watching is not None:
            self._watching.cancel()
            with suppress(asyncio.CancelledError):
                await self._watching
            self._watching = None
        self._runner = None
        for listening in self._listening:
            listening.close()  # no new connection; cleaning up closes the others
        self._listening = []
        await runner.cleanup()

    # ------------------------------------------------------------------ every request
    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """This server named in Host, the token given, GET only: otherwise 403 and nothing
        else said (no path, no listing); 405 for another method once the token is right."""
        if not host_allowed(request.host, self.port, self._names):
            raise self._refused(request)
        entering = request.match_info.route.name == "enter"
        if not entering and not same_token(request.cookies.get(self.cookie), self.token):
            raise self._refused(request)
        # The stream is no page a HEAD could ask after (aiohttp answers it 405 itself).
        served = ["GET"] if request.path == "/events" else ["GET", "HEAD"]
        if request.method not in served:
            raise web.HTTPMethodNotAllowed(request.method, served)
        return await handler(request)

    async def _secure(self, request: web.Request, response: web.StreamResponse) -> None:
        # Before aiohttp's own headers: it names itself only where no Server is set.
        response.headers.update(HEADERS)

    @staticmethod
    def _words_for(request: web.Request) -> Texts:
        """The page's words in the language the browser asks for."""
        return page_texts(language_of(request.headers.get("Accept-Language")))

    def _refused(self, request: web.Request) -> web.HTTPForbidden:
        texts = self._words_for(request)
        return web.HTTPForbidden(text=texts("view.refused"))

    # ------------------------------------------------------------------ the routes
    async def _enter(self, request: web.Request) -> web.StreamResponse:
        """The address shared: the token becomes a cookie, and the page's address loses it."""
        if not same_token(request.match_info["token"], self.token):
            raise self._refused(request)
        found = web.HTTPSeeOther("/?big" if "big" in request.query else "/")
        # Lax: a link followed from another site's page is a top-level GET, which must carry
        # it (Strict would not, and the page would refuse its own viewer); nothing is changed
        # by a GET, and no other site may read the stream (_events).
        # Kept a day, not the browser's session: a phone whose browser was closed comes back
        # while this server runs (its token is this run's alone).
        found.set_cookie(
            self.cookie, self.token, httponly=True, samesite="Lax", path="/", max_age=COOKIE_AGE
        )
        raise found

    async def _file(self, request: web.Request) -> web.Response:
        body = self._files[request.path]
        if request.path == "/":
            texts = self._words_for(request)
            body = body.replace(b"{lang}", texts.language.encode())
            body = body.replace(b"{title}", texts("view.title").encode())
            body = body.replace(b"{noscript}", texts("view.noscript").encode())
        content_type, _, charset = FILES[request.path][1].partition("; charset=")
        return web.Response(body=body, content_type=content_type, charset=charset)

    async def _snapshot(self, request: web.Request) -> web.Response:
        """The match as the page last got it, as JSON (for a script)."""
        message = self.feed.message(language_of(request.headers.get("Accept-Language")))
        data = message.partition(b"data: ")[2].strip()
        return web.Response(body=data, content_type="application/json")

    async def _events(self, request: web.Request) -> web.StreamResponse:
        """The stream of a viewer: the match at once, then at each change; "stopped" when
        sharing stops."""
        if not origin_allowed(request.headers.get("Origin"), request.host):
            raise self._refused(request)
        if request.headers.get("Sec-Fetch-Site", "same-origin") not in ("same-origin", "none"):
            raise self._refused(request)
        if self._stopping:
            raise web.HTTPServiceUnavailable()
        if self.viewers >= self.max_viewers:
            texts = self._words_for(request)
            raise web.HTTPServiceUnavailable(
                text=texts("view.full", count=self.max_viewers), headers={"Retry-After": "10"}
            )
        self.viewers += 1
        try:
            return await self._stream(request)
        finally:
            self.viewers -= 1

    async def _stream(self, request: web.Request) -> web.StreamResponse:
        language = language_of(request.headers.get("Accept-Language"))
        _limit_unacknowledged(request)
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await response.prepare(request)
        feed = self.feed
        loop = asyncio.get_running_loop()
        ends = loop.time() + STREAM_LIFETIME
        version = -1
        try:
            await _write(response, f"retry: {RETRY_MS}\n\n".encode())
            while not self._stopping and loop.time() < ends:
                if feed.version != version:
                    version = feed.version
                    await _write(response, feed.message(language))
                else:
                    alive = json.dumps({"every": HEARTBEAT}).encode()
                    await _write(response, event(alive, "alive"))
                await feed.wait(version, min(HEARTBEAT, ends - loop.time()))
            if self._stopping:
                await _write(response, event(b"{}", "stopped"))
            await response.write_eof()
        except (ConnectionError, TimeoutError):
            # Gone, or not reading: its place is freed.
            if request.transport is not None:
                request.transport.close()
        return response


async def _write(response: web.StreamResponse, data: bytes) -> None:
    async with asyncio.timeout(WRITE_TIMEOUT):
        await response.write(data)


def _limit_unacknowledged(request: web.Request) -> None:
    """A connection whose peer stops answering is dropped by the system within
    UNACKNOWLEDGED_LIMIT (Linux), not after the quarter of an hour TCP tries by default."""
    option = getattr(socket, "TCP_USER_TIMEOUT", None)
    transport = request.transport
    sock = transport.get_extra_info("socket") if transport is not None else None
    if option is not None and sock is not None:
        with suppress(OSError):
            sock.setsockopt(socket.IPPROTO_TCP, option, UNACKNOWLEDGED_LIMIT)
