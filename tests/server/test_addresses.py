"""The addresses the table's view is offered at: one per network of the machine, the
likeliest to be the table's first, each served at the same port."""

from __future__ import annotations

import sys

import aiohttp
import pytest

from coinche_score.server import addresses
from coinche_score.server.table import TableServer
from coinche_score.store import Store


async def test_the_view_is_served_on_every_address_given_at_one_port(
    store: Store, match_id: str
) -> None:
    """A machine on two networks (a hotspot and a Wi-Fi, a VPN): each its address; one the
    system refuses (192.0.2.1 is no machine's) is left out, never offered."""
    served = TableServer(store, match_id, also=["127.0.0.2", "192.0.2.1"], port=0)
    await served.start()
    try:
        assert served.hosts == ["127.0.0.1", "127.0.0.2"]
        assert served.urls == [served.url, served.url.replace("127.0.0.1", "127.0.0.2")]
        for url in served.urls:
            async with (
                aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as session,
                session.get(url) as page,
            ):
                assert page.status == 200 and "text/html" in page.headers["Content-Type"]
    finally:
        await served.stop()
    with pytest.raises(aiohttp.ClientConnectionError):
        async with aiohttp.ClientSession() as session, session.get(served.urls[1]):
            pass


def test_the_addresses_offered_the_likeliest_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """A VPN's tunnel held the way out: its address was the only one offered, which no phone
    at the table can open; a phone sharing its own hotspot, with no way out, offered none
    (found by a test of the table's view)."""
    interfaces = [
        ("lo", "127.0.0.1"),
        ("wlan0", "192.168.1.10"),
        ("tun0", "10.8.0.2"),
        ("eth1", "169.254.3.4"),  # link-local: no phone of the table's network has it
    ]
    monkeypatch.setattr(addresses, "_interface_addresses", lambda: interfaces)
    monkeypatch.setattr(addresses, "_own_name_addresses", lambda: ["127.0.1.1", "192.168.1.10"])
    monkeypatch.setattr(addresses, "_way_out", lambda: ["10.8.0.2"])
    assert addresses.lan_addresses() == ["192.168.1.10", "10.8.0.2"]
    monkeypatch.setattr(addresses, "_way_out", lambda: [])
    monkeypatch.setattr(addresses, "_interface_addresses", lambda: [("ap0", "10.42.0.1")])
    assert addresses.lan_addresses() == ["10.42.0.1", "192.168.1.10"]
    monkeypatch.setattr(addresses, "_way_out", lambda: ["192.168.1.10"])
    monkeypatch.setattr(addresses, "_interface_addresses", lambda: [("wlan1", "10.42.0.1")])
    assert addresses.lan_addresses() == ["192.168.1.10", "10.42.0.1"]  # the way out first


def test_this_machine_s_interfaces_are_read() -> None:
    """What the system says of its own interfaces: their addresses as lan_addresses reads
    them (the loopback at least, on Linux)."""
    found = addresses._interface_addresses()
    if sys.platform.startswith("linux"):
        assert ("lo", "127.0.0.1") in found
    assert "127.0.0.1" not in addresses.lan_addresses()  # the loopback is no table's network
