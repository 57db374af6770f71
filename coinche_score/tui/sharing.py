"""The app's table view: served in the app's own event loop, on the local network (else this
computer only), following the match the app shows, else the match changed last.

The server's module (and aiohttp with it) is imported in a worker thread the first time the
score is shared: the app starts as fast as before, and the keys answer meanwhile."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, NamedTuple

from coinche_score.store import Store

if TYPE_CHECKING:
    from coinche_score.server import table
    from coinche_score.server.feed import Following


class SharingError(Exception):
    """The view cannot be served: ``refused`` says why (the last address tried)."""

    def __init__(self, refused: table.ServerError) -> None:
        super().__init__(str(refused))
        self.refused = refused


class Shared(NamedTuple):
    server: table.TableServer
    #: No network address was found: only this computer can open the address.
    local_only: bool


def _server_module() -> type[table.TableServer]:
    from coinche_score.server.table import TableServer

    return TableServer


async def start_sharing(
    store: Store,
    follow: Following,
    host: str | None = None,
    port: int | None = None,
    *,
    again: Shared | None = None,
) -> Shared:
    """The view served on ``host`` (None: each of the machine's network addresses) and
    ``port`` (None: the usual one, else any free one).  ``again``: the sharing stopped
    earlier, whose token and port are kept, so that the pages open at the table pick up by
    themselves.  Raises SharingError."""
    server_class = await asyncio.to_thread(_server_module)
    from coinche_score.server.addresses import lan_addresses
    from coinche_score.server.table import DEFAULT_PORT, ServerError

    local_only, also = False, []
    if host is None:
        found = await asyncio.to_thread(lan_addresses)
        local_only = not found
        if found:
            host, *also = found
    # The usual port first (or the one used before), so that an address written down stays
    # right; else any free one.
    if again is not None:
        port = port or again.server.port
    ports = [DEFAULT_PORT, 0] if port is None else list(dict.fromkeys([port, 0]))
    token = None if again is None else again.server.token
    problem: ServerError | None = None
    for tried in ports:
        server = server_class(
            store, follow, host=host or "127.0.0.1", also=also, port=tried, token=token
        )
        try:
            await server.start()
        except ServerError as error:
            problem = error
        else:
            return Shared(server, local_only)
    assert problem is not None  # a port was tried
    raise SharingError(problem)
