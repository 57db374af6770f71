"""Sharing the score from the app: t (or the palette) on the score sheet serves the table's
view in the app's own event loop and shows its address and QR code; the viewers follow what
the app's keys enter; a hostile request is refused and the keys go on answering; s (or the
button) stops, and the viewers are told; quitting stops it too."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
import pytest
from textual.widgets import Label, Static
from tui_pilot import SMALL, keys, on_screen, until

from coinche_score.i18n import Language, Texts
from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.server import addresses
from coinche_score.server.qr import qr_lines, qr_text
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp
from coinche_score.tui.screens.sharing import ShareScreen
from coinche_score.tui.screens.sheet import ScoreSheetScreen
from coinche_score.tui.widgets.key_bar import KeyBar

LOOPBACK = ("127.0.0.1", 0)


def sharing_app(data_dir: Path, language: Language = "en") -> CoincheApp:
    """The app on a match in progress, sharing on the loopback (tests never use the network)."""
    Store(data_dir).create(
        Match(rules=preset("classic"), target=1000, team_names=("Nous", "Eux"))
    ).close()
    return CoincheApp(Store(data_dir), Texts(language), share_on=LOOPBACK)


@asynccontextmanager
async def viewer(url: str) -> AsyncIterator[tuple[aiohttp.ClientSession, str]]:
    """A phone that opened ``url``: its session (with the cookie) and the server's base."""
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as session:
        async with session.get(url, allow_redirects=False) as entered:
            assert entered.status == 303
        yield session, url.rsplit("/T/", 1)[0]


async def next_line(stream: aiohttp.ClientResponse, start: bytes) -> bytes:
    while True:
        line = await stream.content.readline()
        assert line, "the stream ended"
        if line.startswith(start):
            return line


async def test_t_shares_the_sheet_the_viewers_follow_the_keys_and_s_stops(
    tmp_path: Path,
) -> None:
    app = sharing_app(tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, ShareScreen))
        assert app.sharing is not None
        server = app.sharing.server
        # The token on a line of its own: the dialog's width split it anywhere inside.
        address, token = str(app.screen.query_one("#share-url", Label).render()).split("\n")
        assert address + token == server.url and address.endswith("/T/")
        async with (
            viewer(server.url) as (session, base),
            session.get(base + "/events") as stream,
        ):
            first = await next_line(stream, b"data: ")
            assert b'"deals":[]' in first
            # A hostile page: another Origin, a POST, no token. Refused, app unharmed.
            async with session.get(base + "/events", headers={"Origin": "http://x.y"}) as no:
                assert no.status == 403
            async with session.post(base + "/", data=b"x") as no:
                assert no.status == 405
            async with aiohttp.ClientSession() as stranger, stranger.get(base + "/") as no:
                assert no.status == 403
            await pilot.press("escape")  # closes the dialog; sharing goes on
            await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
            await pilot.press(*keys("n p enter"))
            changed = await next_line(stream, b"data: ")
            assert b'"number":1' in changed
            await pilot.press("t")  # the address again, and the way to stop
            await until(pilot, lambda: isinstance(app.screen, ShareScreen))
            await pilot.press("s")
            assert await next_line(stream, b"event: ") == b"event: stopped\n"
        await until(pilot, lambda: app.sharing is None)
        assert isinstance(app.screen, ScoreSheetScreen)
        assert not server.serving


async def test_from_home_the_viewers_go_on_seeing_the_match_last_shown(tmp_path: Path) -> None:
    """The match changed last was shown instead: renaming an old match from the home screen
    sent it to every phone at the table (found by a test of the table view)."""
    app = sharing_app(tmp_path)
    store = Store(tmp_path)
    async with app.run_test(size=SMALL) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        assert app.current_match is not None
        played = app.current_match.id
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, ShareScreen))
        await pilot.press("escape", "escape")  # the dialog closed, then the sheet: home
        await until(pilot, lambda: app.current_match is None)
        other = Match(rules=preset("classic"), target=1000, team_names=("Les As", "Les Rois"))
        store.create(other).close()  # the match changed last now
        assert app.sharing is not None
        feed = app.sharing.server.feed
        await feed.look()
        assert f'"id":"{played}"'.encode() in feed.message("en")


async def test_the_palette_shares_and_stops_and_quitting_stops_too(tmp_path: Path) -> None:
    app = sharing_app(tmp_path, "fr")
    async with app.run_test(size=SMALL) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("ctrl+p", *"Partager", "enter")
        await until(pilot, lambda: isinstance(app.screen, ShareScreen))
        assert app.sharing is not None
        first = app.sharing.server.url
        await pilot.click("#close")
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("ctrl+p", *"Arrêter le partage", "enter")
        await until(pilot, lambda: app.sharing is None)
        await pilot.press("t")
        await until(pilot, lambda: app.sharing is not None)
        assert app.sharing is not None
        server = app.sharing.server
        # Shared again from the same app: the same address, which the pages find again.
        assert server.url == first and server.serving
    assert not server.serving  # the app quit: sharing stopped with it


@pytest.mark.parametrize("height", [20, 24])
async def test_the_dialog_fits_40_columns_and_is_stopped_by_a_tap(
    tmp_path: Path, height: int
) -> None:
    """At 40x20 the code and the key bar are both in sight (the key bar was below the code,
    to scroll to; docked over it, it hid the code's last lines: the border and title give
    way)."""
    app = sharing_app(tmp_path)
    async with app.run_test(size=(40, height)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("t")
        await until(pilot, lambda: isinstance(app.screen, ShareScreen))
        await pilot.pause()
        code = app.screen.query_one("#share-code", Static).region
        # Whole, inside the border, beside the scroll bar: every module can be read.
        assert app.screen.query_one("#share").scrollable_content_region.contains_region(code)
        assert app.screen.has_class("-narrow")
        keys_shown = app.screen.query_one(KeyBar).region
        assert keys_shown.bottom <= height and not keys_shown.overlaps(code)
        app.screen.query_one("#stop").scroll_visible(animate=False)  # the player scrolls down
        await pilot.pause()
        await pilot.click("#stop")
        await until(pilot, lambda: app.sharing is None)


async def test_an_address_that_cannot_be_served_is_said_in_the_apps_language(
    tmp_path: Path,
) -> None:
    """The system's refusal came in English within the French sentence: "Impossible de
    partager le score : cannot listen on ..."."""
    app = sharing_app(tmp_path, "fr")
    app.share_on = ("192.0.2.1", 0)  # a documentation address: no machine has it
    async with app.run_test(size=SMALL) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("t")
        await until(pilot, lambda: len(app._notifications) > 0)
        said = [notification.message for notification in app._notifications]
        assert said[-1].startswith(
            "╳ Impossible de partager le score : impossible d'écouter sur 192.0.2.1:"
        )
        assert app.sharing is None and isinstance(app.screen, ScoreSheetScreen)


async def test_a_machine_on_two_networks_offers_each_address_by_key_and_by_tap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A phone sharing its hotspot, or a computer on a VPN: the first address may not be the
    table's, and there was no other to offer (found by a test of the table's view)."""
    monkeypatch.setattr(addresses, "lan_addresses", lambda: ["127.0.0.1", "127.0.0.2"])
    app = sharing_app(tmp_path)
    app.share_on = (None, 0)
    async with app.run_test(size=(80, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("t")
        dialog = await on_screen(pilot, ShareScreen)
        assert app.sharing is not None
        urls = app.sharing.server.urls
        assert [url.split("/")[2].split(":")[0] for url in urls] == ["127.0.0.1", "127.0.0.2"]

        def shown() -> tuple[str, str, str]:
            url = str(dialog.query_one("#share-url", Label).render()).replace("\n", "")
            which = str(dialog.query_one("#share-which", Label).render())
            code = str(dialog.query_one("#share-code", Static).render())
            return url, which, code

        first = shown()
        assert first[0] == urls[0] and first[1].startswith("Address 1 of 2")
        await pilot.press("a")
        second = shown()
        assert second[0] == urls[1] and second[1].startswith("Address 2 of 2")
        assert second[2] != first[2] and second[2] == "\n".join(qr_lines(qr_text(urls[1])))
        async with viewer(urls[1]):  # served there too
            pass
        await pilot.click("#other")
        assert shown() == first


async def test_one_address_offers_no_other(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(addresses, "lan_addresses", lambda: ["127.0.0.1"])
    app = sharing_app(tmp_path)
    app.share_on = (None, 0)
    async with app.run_test(size=(80, 40)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        await pilot.press("t")
        dialog = await on_screen(pilot, ShareScreen)
        assert not dialog.query("#other") and not dialog.query("#share-which")
        assert app.sharing is not None
        await pilot.press("a")
        await pilot.pause()
        assert dialog.url == app.sharing.server.url
