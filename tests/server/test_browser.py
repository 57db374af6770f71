"""The page in a real browser (Debian's chromium, see browser.py): on a phone in portrait it
shows the match and follows a deal added by the command line without a reload, finds the
server again after it restarts, and lays the score out for a projector with ?big."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.scoring import parse_deal
from coinche_score.server import table as table_module
from coinche_score.server.table import TableServer
from coinche_score.store import Store

from .browser import PHONE, PROJECTOR, chromium, need_a_browser
from .helpers import MADE, add_deal, sample_match

if TYPE_CHECKING:
    from playwright.async_api import Page

COMMAND = Path(sys.executable).parent / "coinche-score"
#: Milliseconds a test waits for what the page must show.
WAIT_MS = 15_000


@pytest.fixture
def sample(store: Store) -> str:
    need_a_browser()
    return sample_match(store)


@pytest.fixture
async def shared(store: Store, sample: str) -> AsyncIterator[TableServer]:
    served = TableServer(store, sample, port=0)
    await served.start()
    try:
        yield served
    finally:
        await served.stop()


async def test_a_phone_follows_the_command_line_and_a_restart_without_a_reload(
    store: Store, sample: str, shared: TableServer
) -> None:
    from playwright.async_api import expect

    async with chromium(PHONE, locale="fr-FR") as context:
        page = context.pages[0] if context.pages else await context.new_page()
        await page.goto(shared.url)
        assert page.url == f"http://{shared.address}/"  # the token left the address
        await expect(page.locator("#team-a .name")).to_have_text("Les Bleus", timeout=WAIT_MS)
        await expect(page.locator("#team-a .players")).to_have_text("Alice & Chloé")
        await expect(page.locator("#team-a .total")).to_have_text("930")
        await expect(page.locator("#team-b .total")).to_have_text("480")
        await expect(page.locator("#info")).to_contain_text("litige en attente\u00a0: 81")
        await expect(page.locator("#deals li")).to_have_count(6)
        await expect(page.locator("#deals-title")).to_have_text("Dernières donnes")
        width = await page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390  # nothing sticks out sideways
        await page.evaluate("window.notReloaded = true")

        started = time.monotonic()
        deal = json.dumps({**MADE, "contract": 90})
        added = await asyncio.to_thread(
            subprocess.run,
            [str(COMMAND), "--data-dir", str(store.data_dir), "add", sample, deal],
            capture_output=True,
            timeout=60,
        )
        assert added.returncode == 0, added.stderr
        await expect(page.locator("#deals li")).to_have_count(7, timeout=WAIT_MS)
        print(f"a deal added by the command line shown after {time.monotonic() - started:.2f} s")
        await expect(page.locator("#deals li").first).to_contain_text("Les Bleus 90♥")
        assert await page.evaluate("window.notReloaded") is True

        # Sharing stops, a deal is added meanwhile, sharing starts again on the same address.
        port, token = shared.port, shared.token
        await shared.stop()
        await expect(page.locator("#status")).to_have_text("Partage arrêté.", timeout=WAIT_MS)
        add_deal(store, sample)
        again = TableServer(store, sample, port=port, token=token)
        await again.start()
        try:
            await expect(page.locator("#deals li")).to_have_count(8, timeout=WAIT_MS)
            await expect(page.locator("#status")).to_be_hidden()
            assert await page.evaluate("window.notReloaded") is True
        finally:
            await again.stop()


async def test_a_stream_gone_silent_is_opened_again_and_a_new_run_says_to_scan_again(
    store: Store, sample: str, shared: TableServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A phone that dropped off the network kept its stream "open" and the score it had,
    forever and without a word; and after the server was started again (a new token), the page
    said "Sharing stopped." for ever, never that its link no longer works."""
    from playwright.async_api import expect

    monkeypatch.setattr(table_module, "HEARTBEAT", 0.5)
    streams: list[object] = []
    silenced: list[object] = []
    write = table_module._write

    async def written(response: Any, data: bytes) -> None:
        if response not in streams:
            streams.append(response)
        if response not in silenced:  # as a stream whose peer vanished: nothing arrives
            await write(response, data)

    monkeypatch.setattr(table_module, "_write", written)
    async with chromium(PHONE) as context:
        page = context.pages[0] if context.pages else await context.new_page()
        await page.goto(shared.url)
        await expect(page.locator("#deals li")).to_have_count(6, timeout=WAIT_MS)
        await page.wait_for_timeout(1000)  # an "alive" heard: the page knows how often
        silenced.extend(streams)
        add_deal(store, sample)
        await expect(page.locator("#deals li")).to_have_count(7, timeout=WAIT_MS)

        port = shared.port
        await shared.stop()
        await expect(page.locator("#status")).to_have_text("Sharing stopped.", timeout=WAIT_MS)
        again = TableServer(store, sample, port=port)  # another run: another token
        await again.start()
        try:
            refused = "This link is not (or no longer) valid: scan the score keeper's code again."
            await expect(page.locator("#status")).to_have_text(refused, timeout=WAIT_MS)
        finally:
            await again.stop()


async def test_a_phone_turned_away_says_why_then_comes_in_when_there_is_room(
    store: Store, sample: str
) -> None:
    """One viewer too many saw empty team boxes and "…": the server's "too many viewers" was
    sent to a stream that cannot read it; then the words, under two empty card outlines (found
    by an audit)."""
    from playwright.async_api import expect

    served = TableServer(store, sample, port=0, max_viewers=1)
    await served.start()
    try:
        async with chromium(PHONE) as first, chromium(PHONE) as second:
            page = await first.new_page()
            await page.goto(served.url)
            await expect(page.locator("#deals li")).to_have_count(6, timeout=WAIT_MS)
            other = await second.new_page()
            await other.goto(served.url)
            full = "Too many viewers already (1): try again later."
            await expect(other.locator("#status")).to_have_text(full, timeout=WAIT_MS)
            # Nothing to show yet: no empty team cards, no heading over no deals.
            for empty in ("#team-a", "#team-b", "#deals-title"):
                await expect(other.locator(empty)).to_be_hidden()
            await page.close()  # room again: the page comes in by itself
            await expect(other.locator("#deals li")).to_have_count(6, timeout=WAIT_MS)
            await expect(other.locator("#status")).to_be_hidden()
    finally:
        await served.stop()


@pytest.mark.parametrize(
    ("locale", "needs"),
    [
        ("en-GB", "This page needs JavaScript to show the score."),
        ("fr-FR", "Cette page a besoin de JavaScript pour afficher le score."),
    ],
)
async def test_without_javascript_the_page_says_it_needs_it(
    shared: TableServer, locale: str, needs: str
) -> None:
    """The page was blank but for two empty card outlines (found by an audit)."""
    from playwright.async_api import expect

    async with chromium({**PHONE, "java_script_enabled": False}, locale=locale) as context:
        page = context.pages[0] if context.pages else await context.new_page()
        await page.goto(shared.url)
        # Not get_by_text: Playwright's text search leaves out what is in a <noscript>.
        await expect(page.locator("#no-script")).to_have_text(needs)
        await expect(page.locator("#no-script")).to_be_visible()
        for empty in ("#team-a", "#team-b", "#deals-title"):
            await expect(page.locator(empty)).to_be_hidden()


async def test_turned_away_by_the_connection_cap_the_page_still_says_it_is_trying(
    store: Store, sample: str, shared: TableServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past the connection cap the server answers 503 with no words: the page then hid its
    "trying again" and showed an old score without a word (found by a test of the table's
    view)."""
    from playwright.async_api import Route, expect

    monkeypatch.setattr(table_module, "STREAM_LIFETIME", 1.0)  # the stream ends: opened again
    turned_away: list[str] = []

    async def at_the_cap(route: Route) -> None:
        turned_away.append(route.request.url)
        await route.fulfill(status=503, body="")

    async with chromium(PHONE) as context:
        page = context.pages[0] if context.pages else await context.new_page()
        await page.goto(shared.url)
        await expect(page.locator("#deals li")).to_have_count(6, timeout=WAIT_MS)
        await page.route("**/events", at_the_cap)
        trying = "Connection lost: trying again…"
        await expect(page.locator("#status")).to_have_text(trying, timeout=WAIT_MS)
        # Two more tries, each a stream refused then asked why: the first one's answer read.
        asked = len(turned_away)
        async with asyncio.timeout(WAIT_MS / 1000):
            while len(turned_away) < asked + 4:
                await page.wait_for_timeout(100)
        await expect(page.locator("#status")).to_have_text(trying)


@pytest.mark.parametrize("viewport", [(1920, 1080), (1280, 800)])
async def test_the_projector_layout_puts_the_last_deals_beside_large_totals(
    shared: TableServer, viewport: tuple[int, int]
) -> None:
    from playwright.async_api import expect

    width, height = viewport
    async with chromium({**PROJECTOR, "viewport": {"width": width, "height": height}}) as context:
        page = context.pages[0] if context.pages else await context.new_page()
        await page.goto(shared.url + "?big")
        await expect(page.locator("html")).to_have_class("big")
        await expect(page.locator("#team-b .total")).to_have_text("480", timeout=WAIT_MS)
        await expect(page.locator("#deals-title")).to_have_text("Last deals")
        total = page.locator("#team-a .total")
        size = await total.evaluate("element => parseFloat(getComputedStyle(element).fontSize)")
        assert size > 0.14 * height  # read across the room (150 pixels at 1080)
        teams = await page.locator("#teams").bounding_box()
        deals = await page.locator("#history").bounding_box()
        assert teams is not None and deals is not None
        assert deals["x"] >= teams["x"] + teams["width"]  # beside, not below
        assert deals["y"] + deals["height"] <= height
        assert await page.evaluate("document.documentElement.scrollHeight") <= height  # no scroll


#: Each text the page shows, as (its size in pixels, the element's id or class, its words):
#: every element of the page that holds words of its own and is drawn.
TEXT_SIZES = """() => [...document.querySelectorAll("main *")]
  .filter(element => element.getClientRects().length && [...element.childNodes].some(
    node => node.nodeType === Node.TEXT_NODE && node.textContent.trim()))
  .map(element => [
    parseFloat(getComputedStyle(element).fontSize),
    element.id || element.className,
    element.textContent.slice(0, 30),
  ])"""


@pytest.mark.parametrize("viewport", [(915, 412), (360, 640)])
async def test_big_on_a_phone_has_no_text_smaller_than_the_page_without_it(
    shared: TableServer, viewport: tuple[int, int]
) -> None:
    """Sized to the screen for a projector, ?big on a phone held sideways made the footer 6.6
    pixels high, a deal's why 9.1, the players 11.5 (found by an audit)."""
    from playwright.async_api import expect

    width, height = viewport
    async with chromium({**PHONE, "viewport": {"width": width, "height": height}}) as context:
        page = context.pages[0] if context.pages else await context.new_page()
        await page.goto(shared.url)
        await expect(page.locator("#deals li")).to_have_count(6, timeout=WAIT_MS)
        smallest = min(size for size, _, _ in await page.evaluate(TEXT_SIZES))
        await page.goto(f"http://{shared.address}/?big")
        await expect(page.locator("html")).to_have_class("big")
        await expect(page.locator("#deals li")).to_have_count(6, timeout=WAIT_MS)
        sizes = await page.evaluate(TEXT_SIZES)
        assert [size for size in sizes if size[0] < smallest] == []


#: How many lines the score at the end of an element's text is drawn on.
SCORE_LINES = """element => {
  const text = element.firstChild;
  const range = document.createRange();
  range.setStart(text, text.data.search(/\\d+\\D*\\d+$/));
  range.setEnd(text, text.data.length);
  return new Set([...range.getClientRects()].map(box => Math.round(box.top))).size;
}"""


async def test_the_winner_s_score_stays_on_one_line(store: Store) -> None:
    """With ?big at 360x640 the winner's line read "★ Nous won 2070–" then "170" (found by an
    audit)."""
    from playwright.async_api import expect

    need_a_browser()
    rules = preset("classic")
    capot = {"taker": "A", "contract": "capot", "trump": "hearts", "taker_points": 162}
    deals = [{**MADE, "taker": "B"}] + [{**capot, "all_tricks": True}] * 4
    match = Match(rules=rules, target=2000, team_names=("Nous", "Eux"))
    with store.create(match) as opened:
        for raw in deals:
            opened.add(parse_deal(raw, rules))
        won = opened.id
    served = TableServer(store, won, port=0)
    await served.start()
    try:
        async with chromium({**PHONE, "viewport": {"width": 360, "height": 640}}) as context:
            page = context.pages[0] if context.pages else await context.new_page()
            await page.goto(served.url + "?big")
            winner = page.locator("#winner")
            await expect(winner).to_have_text(re.compile(r"^Nous won 2070\D+170$"), timeout=WAIT_MS)
            assert await winner.evaluate(SCORE_LINES) == 1
    finally:
        await served.stop()


async def test_on_a_projector_what_the_page_says_goes_above_the_team_names(
    shared: TableServer,
) -> None:
    """With ?big the status was laid over the top of the page: "Sharing stopped." hid the team
    names (found by a test of the table's view)."""
    from playwright.async_api import expect

    async with chromium(PROJECTOR) as context:
        page = context.pages[0] if context.pages else await context.new_page()
        await page.goto(shared.url + "?big")
        await expect(page.locator("#team-b .total")).to_have_text("480", timeout=WAIT_MS)
        await shared.stop()
        await expect(page.locator("#status")).to_have_text("Sharing stopped.", timeout=WAIT_MS)
        status = await page.locator("#status").bounding_box()
        assert status is not None
        for name in await page.locator(".team .name, #deals-title").all():
            box = await name.bounding_box()
            assert box is not None and box["y"] >= status["y"] + status["height"]
        height = await page.evaluate("document.documentElement.scrollHeight")
        assert height <= 1080  # still one screen


#: The widest word of an element's text, in its own font, fits the element's width: a name
#: beside the totals was broken in the middle of its words ("Les Ble us", a letter a line).
WORDS_FIT = """element => {
  const style = getComputedStyle(element);
  const pen = document.createElement("canvas").getContext("2d");
  pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const widest = Math.max(...element.textContent.split(/\\s+/).map(w => pen.measureText(w).width));
  return widest <= element.clientWidth + 1;
}"""


async def stacked_and_whole(page: Page, above: str, below: str, texts: str, width: int) -> None:
    """``below`` under ``above``, not beside it; no word of ``texts`` broken across lines;
    nothing sticking out sideways of a page ``width`` wide."""
    upper = await page.locator(above).bounding_box()
    lower = await page.locator(below).bounding_box()
    assert upper is not None and lower is not None
    assert lower["y"] >= upper["y"] + upper["height"]
    for text in await page.locator(texts).all():
        assert await text.evaluate(WORDS_FIT), await text.text_content()
    assert await page.evaluate("document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize("viewport", [(390, 844), (768, 1024)])
async def test_big_in_portrait_puts_the_last_deals_below_and_breaks_no_word(
    shared: TableServer, viewport: tuple[int, int]
) -> None:
    from playwright.async_api import expect

    width, height = viewport
    async with chromium({**PHONE, "viewport": {"width": width, "height": height}}) as context:
        page = context.pages[0] if context.pages else await context.new_page()
        await page.goto(shared.url + "?big")
        await expect(page.locator("#team-b .total")).to_have_text("480", timeout=WAIT_MS)
        await expect(page.locator("#deals .summary")).to_have_count(6)
        await stacked_and_whole(page, "#teams", "#history", ".team .name, #deals .summary", width)


@pytest.mark.parametrize("large", ["text", "zoom"])
async def test_large_text_puts_the_teams_one_above_the_other_and_breaks_no_word(
    shared: TableServer, large: str
) -> None:
    """The browser's text at twice its size, or the page zoomed twice: the teams kept two
    columns of a few letters each, "Les Bleus" broken every two letters and the totals two
    screens down (found by a test of the table view)."""
    from playwright.async_api import expect

    # Zoomed twice, a phone of 360 points wide is a page of 180.
    width = 360 if large == "text" else 180
    async with chromium({**PHONE, "viewport": {"width": width, "height": 640}}) as context:
        page = context.pages[0] if context.pages else await context.new_page()
        if large == "text":
            devtools = await context.new_cdp_session(page)
            await devtools.send("Page.setFontSizes", {"fontSizes": {"standard": 32}})
        await page.goto(shared.url)
        await expect(page.locator("#team-b .total")).to_have_text("480", timeout=WAIT_MS)
        texts = ".team .name, .team .players, #deals .summary"
        await stacked_and_whole(page, "#team-a", "#team-b", texts, width)


#: Where the page must fit: the narrowest phone, and two projectors.
NARROW_PHONE: dict[str, Any] = {**PHONE, "viewport": {"width": 320, "height": 640}}
SMALL_PROJECTOR: dict[str, Any] = {"viewport": {"width": 1280, "height": 720}}


@pytest.fixture
def long_match(store: Store) -> str:
    """Five-digit and four-digit totals (a target of 100,000), and a player's name of 40
    letters without a space, shown in the page's line on who bids first."""
    need_a_browser()
    rules = preset("classic")
    capot = {"contract": "capot", "trump": "hearts", "taker_points": 162, "all_tricks": True}
    match = Match(
        rules=rules,
        target=100_000,
        team_names=("Nous", "Eux"),
        players=("Ann", "Bob", "Cat", "W" * 40),
    )
    with store.create(match) as opened:
        for number in range(24):
            opened.add(parse_deal({**capot, "taker": "B" if number % 8 == 0 else "A"}, rules))
        return opened.id


@pytest.mark.parametrize(
    ("device", "path"), [(NARROW_PHONE, ""), (PROJECTOR, "?big"), (SMALL_PROJECTOR, "?big")]
)
async def test_long_totals_and_names_stay_inside_their_cards_and_the_screen(
    store: Store, long_match: str, device: dict[str, Any], path: str
) -> None:
    from playwright.async_api import expect

    served = TableServer(store, long_match, port=0)
    await served.start()
    try:
        async with chromium(device) as context:
            page = context.pages[0] if context.pages else await context.new_page()
            await page.goto(served.url + path)
            await expect(page.locator("#team-a .total")).to_have_text(
                re.compile(r"^\d{5}$"), timeout=WAIT_MS
            )
            await expect(page.locator("#team-b .total")).to_have_text(re.compile(r"^\d{4}$"))
            for team in ("#team-a", "#team-b"):
                card = await page.locator(team).bounding_box()
                total = page.locator(f"{team} .total")
                box = await total.bounding_box()
                assert card is not None and box is not None
                assert await total.evaluate("e => e.scrollWidth <= e.clientWidth")
                assert (
                    box["x"] >= card["x"] and box["x"] + box["width"] <= card["x"] + card["width"]
                )
            width = device["viewport"]["width"]
            assert await page.evaluate("document.documentElement.scrollWidth") <= width
            for chip in await page.locator("#info li").all():
                box = await chip.bounding_box()
                assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    finally:
        await served.stop()
