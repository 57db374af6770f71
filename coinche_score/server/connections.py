"""The table's view's connections, capped as they open: at most so many at once (a quarter of
the files the system lets the process open, if less), and so many from one machine; one more
is answered 503 and closed, before aiohttp reads anything of it."""

from __future__ import annotations

import asyncio
import functools
import ipaddress
import resource
from contextlib import suppress

from aiohttp import web

#: What a connection over MAX_CONNECTIONS is answered before it is closed.
_FULL = (
    b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 10\r\nContent-Length: 0\r\n"
    b"Connection: close\r\n\r\n"
)


class Capped:
    """The protocol of each new connection: a gate that hands it to aiohttp's handler while
    fewer than ``cap`` are open, and fewer than ``per_address`` from its address, else says the
    server is full and closes."""

    def __init__(self, server: web.Server, cap: int, per_address: int) -> None:
        self.server = server
        self.cap = cap
        self.per_address = per_address

    def __call__(self) -> asyncio.BaseProtocol:
        return _Gate(self)

    def admits(self, transport: asyncio.BaseTransport) -> bool:
        connections = self.server.connections
        if len(connections) >= self.cap:
            return False
        address = _address(transport)
        # One machine holding every place (connections that never ask anything, each
        # kept KEEPALIVE seconds) turned away every phone at the table, token or not.
        held = [h.transport for h in connections if h.transport is not None]
        return sum(_address(other) == address for other in held) < self.per_address


class _Gate(asyncio.Protocol):
    """A new connection, counted where its address is known: handed over to aiohttp's handler
    at once (the handler counted among the server's connections as it takes it), or full."""

    def __init__(self, capped: Capped) -> None:
        self.capped = capped

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        if not self.capped.admits(transport):
            _Full().connection_made(transport)
            return
        handler = self.capped.server()
        transport.set_protocol(handler)
        handler.connection_made(transport)


def _address(transport: asyncio.BaseTransport) -> object:
    """The machine a connection comes from: its IPv4 address, or its IPv6 network (a /64,
    where one machine may take any number of addresses)."""
    peer = transport.get_extra_info("peername")
    host = peer[0] if isinstance(peer, tuple) else peer
    return _machine(host) if isinstance(host, str) and ":" in host else host


@functools.lru_cache(maxsize=1024)  # asked of every connection open, at each new one
def _machine(host: str) -> object:
    with suppress(ValueError):
        address = ipaddress.IPv6Address(host.partition("%")[0])
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return ipaddress.IPv6Network((address, 64), strict=False)
    return host


class _Full(asyncio.Protocol):
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.WriteTransport)
        transport.write(_FULL)
        transport.close()  # once written


def connection_cap(wanted: int) -> int:
    """``wanted``, or a quarter of the files the system lets this process open if less."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return wanted
    return max(1, min(wanted, soft // 4))
