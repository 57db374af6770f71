"""The addresses this machine may be reached at by the phones at the table: its IPv4 address
on each of its networks, asked of the system (Linux's interfaces, the way out, the machine's
own name)."""

from __future__ import annotations

import ipaddress
import socket
import struct
import sys
from contextlib import suppress

#: Network interfaces whose network is seldom the table's: a VPN's tunnel, a phone's mobile
#: data.  Their addresses are offered last, even where the way out goes through them.
REMOTE_INTERFACES = (
    *("tun", "tap", "wg", "ppp", "tailscale", "zt", "nordlynx"),
    *("rmnet", "ccmni", "pdp", "clat"),
)
#: Linux's request for an interface's IPv4 address (<linux/sockios.h>).
SIOCGIFADDR = 0x8915


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks, each once, the likeliest to be the
    table's first: the one its way out goes from, then those of its other interfaces (a
    phone's hotspot, a network with no way out), then those of its own name; the addresses of
    a VPN's tunnel or of mobile data last.  None loopback or link-local."""
    interfaces = _interface_addresses()
    remote = {address for name, address in interfaces if name.startswith(REMOTE_INTERFACES)}
    found = [*_way_out(), *(address for _, address in interfaces), *_own_name_addresses()]
    usable = [address for address in dict.fromkeys(found) if _reachable(address)]
    return sorted(usable, key=lambda address: address in remote)  # stable: in that order


def _way_out() -> list[str]:
    """The address the way out goes from, asked of the system by "connecting" a UDP socket to
    a documentation address (TEST-NET-1), which sends nothing."""
    with suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))
        return [str(probe.getsockname()[0])]
    return []


def _interface_addresses() -> list[tuple[str, str]]:
    """Each network interface's IPv4 address, by the interface's name (Linux and Android;
    none elsewhere, where the way out and the machine's name tell)."""
    if not sys.platform.startswith(("linux", "android")):
        return []
    import fcntl

    found = []
    with suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _, name in socket.if_nameindex():
            asked = struct.pack("256s", name.encode()[:15])
            with suppress(OSError):  # an interface without an IPv4 address
                answer = fcntl.ioctl(probe.fileno(), SIOCGIFADDR, asked)
                found.append((name, socket.inet_ntoa(answer[20:24])))
    return found


def _own_name_addresses() -> list[str]:
    with suppress(OSError):
        return [
            str(info[4][0])
            for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
        ]
    return []


def _reachable(address: str) -> bool:
    """Whether a phone on a network of this machine's could open ``address``."""
    ip = ipaddress.ip_address(address)
    return not (ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast)
