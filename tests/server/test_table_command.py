"""``coinche-score table``: the address on one line (and its QR code unless --no-qr), the view
served until Ctrl+C, which ends it cleanly (status 0, the viewers told); its refusals are one
line and status 2 (a port taken, the system's refusal, status 1)."""

from __future__ import annotations

import asyncio
import io
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import aiohttp
import pytest

from coinche_score.cli import main
from coinche_score.server.table import DEFAULT_PORT, MAX_VIEWERS
from coinche_score.store import Store

from .helpers import PATIENCE, add_deal, next_event, next_view

COMMAND = Path(sys.executable).parent / "coinche-score"


@contextmanager
def table_command(
    store: Store, *args: str, locale: str = "C.UTF-8"
) -> Iterator[subprocess.Popen[str]]:
    """``coinche-score table ARGS`` running on a free port, in ``locale``; killed if the test
    did not end it."""
    process = subprocess.Popen(
        [str(COMMAND), "--data-dir", str(store.data_dir), "table", "--port", "0", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # As a player runs it: Python's output buffered (the tests' PYTHONUNBUFFERED left out).
        env={
            **{k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"},
            "NO_COLOR": "1",
            "LC_ALL": locale,
        },
    )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=PATIENCE)
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGHUP])
async def test_the_address_is_served_until_ctrl_c_which_tells_the_viewers(
    store: Store, match_id: str, stop: signal.Signals
) -> None:
    """Or until its terminal is closed (SIGHUP): the pages said "trying again" for ever."""
    with table_command(store, match_id[:4], "--no-qr") as process:
        assert process.stdout is not None and process.stderr is not None
        url = await asyncio.to_thread(process.stdout.readline)
        assert url.startswith("http://127.0.0.1:") and "/T/" in url
        jar = aiohttp.CookieJar(unsafe=True)
        async with aiohttp.ClientSession(cookie_jar=jar) as session:
            async with session.get(url.strip()) as page:
                assert page.status == 200
            events = url.strip().rsplit("/T/", 1)[0] + "/events"
            async with session.get(events) as stream:
                assert (await next_view(stream))["match"]["id"] == match_id
                add_deal(store, match_id)
                assert len((await next_view(stream))["match"]["deals"]) == 2
                # Said while it serves (held in a buffer until the end, it was said too late).
                reading = asyncio.to_thread(process.stderr.readline)
                sharing = await asyncio.wait_for(reading, PATIENCE)
                assert sharing.startswith("coinche-score: sharing the score, read-only")
                process.send_signal(stop)
                assert await next_event(stream) == "stopped"
        assert await asyncio.to_thread(process.wait, PATIENCE) == 0
        assert process.stdout.read() == ""  # the address alone: no QR code
        assert process.stderr.read().splitlines()[-1] == "coinche-score: sharing stopped"


def test_the_qr_code_follows_the_address_and_the_notices_the_locale(
    store: Store, match_id: str
) -> None:
    with table_command(store, locale="fr_FR.UTF-8") as process:
        assert process.stdout is not None and process.stderr is not None
        url = process.stdout.readline()
        code = [process.stdout.readline() for _ in range(5)]
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=PATIENCE) == 0
        notices = process.stderr.read().splitlines()
    assert url.startswith("http://127.0.0.1:")
    assert all(set(line.rstrip("\n")) <= set(" ▀▄█") for line in code)
    assert "█" in "".join(code)
    assert notices[0].startswith("coinche-score : le score est partagé, en lecture seule")
    assert notices[-1] == "coinche-score : partage arrêté"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["table", "nosuch"], "no match 'nosuch'"),
        (["table", "--port", "99999"], "--port: got 99999; allowed: 0 (any free port) to 65535"),
        (["table", "--port", "x"], "--port: got 'x'; allowed: a whole number"),
        (["table", "--max-viewers", "0"], "--max-viewers: got 0; allowed: a whole number"),
        (["table", "--host", "a b"], "--host: got 'a b'; allowed: an IP address or a host name"),
        (["table", "--lan", "--host", "127.0.0.1"], "--host: not allowed with --lan"),
        # Listening everywhere printed http://0.0.0.0:…, which no phone can open.
        (["table", "--host", "0.0.0.0"], "--host: got '0.0.0.0', every network at once"),
        (["table", "--host", "::"], "--host: got '::', every network at once"),
    ],
)
def test_a_refusal_is_one_line_and_status_2(
    store: Store, match_id: str, capsys: pytest.CaptureFixture[str], args: list[str], said: str
) -> None:
    assert main(["--data-dir", str(store.data_dir), *args]) == 2
    error = capsys.readouterr().err
    assert said in error and error.count("\n") == 1


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "cannot listen on 127.0.0.1:{port}: "),
        ("fr", "impossible d'écouter sur 127.0.0.1:{port} : "),
    ],
)
def test_a_port_taken_is_one_line_and_status_1(
    store: Store, match_id: str, lang: str, said: str
) -> None:
    with table_command(store, "--no-qr") as first:
        assert first.stdout is not None
        port = first.stdout.readline().split(":")[2].split("/")[0]
        taken = subprocess.run(
            [
                str(COMMAND),
                "--data-dir",
                str(store.data_dir),
                "--lang",
                lang,
                "table",
                "--port",
                port,
            ],
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert taken.returncode == 1  # the system's refusal: the same command works later
    assert taken.stderr.startswith(said.format(port=port))
    assert taken.stderr.count("\n") == 1 and taken.stdout == ""


def test_the_parser_s_defaults_are_the_server_s() -> None:
    from coinche_score.cli.parser import TABLE_PORT, TABLE_VIEWERS

    assert (TABLE_PORT, TABLE_VIEWERS) == (DEFAULT_PORT, MAX_VIEWERS)


def test_an_output_that_cannot_draw_the_qr_code_gets_the_address_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """LC_ALL=C PYTHONUTF8=0 (ascii): the code's half blocks ended the command in a
    UnicodeEncodeError once the address was printed (found by an audit of the command line)."""
    from coinche_score.cli.table import print_qr

    written = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(written, "ascii", "surrogateescape"))
    print_qr("HTTP://127.0.0.1:8737/T/X")
    assert written.getvalue() == b""
    written = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(written, "utf-8", "strict"))
    print_qr("HTTP://127.0.0.1:8737/T/X")
    assert "█".encode() in written.getvalue()
