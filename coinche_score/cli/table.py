"""``coinche-score table [MATCH]``: the score on every phone at the table.  Serves a read-only
page of the match (by default the match changed last, followed from one match to the next)
until Ctrl+C, and prints its address on one line and as a QR code (where the output can
draw one)."""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import signal
import sys

from coinche_score.cli.console import say
from coinche_score.cli.errors import fail
from coinche_score.cli.refused import CliCode, CommandRefusal
from coinche_score.cli.saved import command_texts, open_store, refusals
from coinche_score.i18n import Texts
from coinche_score.server.addresses import lan_addresses
from coinche_score.server.guard import LOCAL_NAMES, valid_host
from coinche_score.server.qr import BLOCKS, qr_lines
from coinche_score.server.table import ServerError, TableServer

#: Black on white for a terminal: the code reads the same on a dark one.
ON_WHITE, PLAIN = "\x1b[30;47m", "\x1b[0m"


def cmd_table(args: argparse.Namespace) -> int:
    store = open_store(args)
    match_id = None
    if args.match is not None:
        with refusals():
            match_id = store.resolve(args.match)
    host, also, names = args.host, [], LOCAL_NAMES
    if host is None and args.lan:
        addresses = lan_addresses()
        if not addresses:
            fail(CommandRefusal(CliCode.NO_LAN, "--lan"))
        host, *also = addresses
    elif host is not None:
        if not valid_host(host):
            fail(CommandRefusal(CliCode.HOST, "--host", host=host))
        if every_network(host):
            fail(CommandRefusal(CliCode.HOST_ANY, "--host", host=host))
        names = LOCAL_NAMES | {host.lower()}
    server = TableServer(
        store,
        match_id,
        host=host or "127.0.0.1",
        also=also,
        port=args.port,
        max_viewers=args.max_viewers,
        names=names,
    )
    return asyncio.run(serve(server, command_texts(args), qr=not args.no_qr))


async def serve(server: TableServer, texts: Texts, *, qr: bool) -> int:
    """Serve until SIGINT, SIGTERM or SIGHUP (the terminal closed), then tell the viewers
    sharing stopped."""
    try:
        await server.start()
    except ServerError as error:
        fail(texts("share.cannot_listen", address=error.address, reason=error.reason), system=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        loop.add_signal_handler(number, stop.set)
    print(server.url, flush=True)
    if qr:
        print_qr(server.qr_text)
    say(texts("cli.table.sharing"), to_error=True)
    if len(server.urls) > 1:
        say(texts("cli.table.also", urls=", ".join(server.urls[1:])), to_error=True)
    try:
        await stop.wait()
    finally:
        await server.stop()
    say(texts("cli.table.stopped"), to_error=True)
    return 0


def every_network(host: str) -> bool:
    """``0.0.0.0`` or ``::``: listening everywhere, an address no phone can open."""
    try:
        return ipaddress.ip_address(host).is_unspecified
    except ValueError:
        return False  # a host name


def print_qr(text: str) -> None:
    """``text`` as a QR code on standard output, unless its encoding lacks the half blocks
    (PYTHONIOENCODING=ascii, the C locale): escapes would draw no code, and the address is on
    the line above."""
    try:
        "".join(BLOCKS.values()).encode(sys.stdout.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return
    coloured = sys.stdout.isatty()
    for line in qr_lines(text):
        print(f"{ON_WHITE}{line}{PLAIN}" if coloured else line)
    sys.stdout.flush()
