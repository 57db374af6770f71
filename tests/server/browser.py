"""Debian's chromium, driven by Playwright, for the table view's page: never a browser
Playwright downloads (``playwright install`` fails here), always /usr/bin/chromium with a fresh
profile, headless, with nothing of its own going out to the network.

The browser tests skip, with a line saying why, where chromium or Playwright is missing;
``.ci/run`` sets COINCHE_SCORE_BROWSER_TESTS=required, which turns that skip into a failure.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from playwright.async_api import BrowserContext

CHROMIUM = Path("/usr/bin/chromium")
REQUIRED_ENV = "COINCHE_SCORE_BROWSER_TESTS"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: A phone in portrait: 390x844, touch.
PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}
#: A projector for the room.
PROJECTOR: dict[str, Any] = {"viewport": {"width": 1920, "height": 1080}}


def missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    if not CHROMIUM.exists() or shutil.which(str(CHROMIUM)) is None:
        return f"{CHROMIUM} is missing (apt-get install chromium)"
    try:
        import playwright.async_api  # noqa: F401
    except ImportError:
        return "Playwright is missing (the test extra installs it)"
    return None


def need_a_browser() -> None:
    """Skip the test where no browser can run, unless CI requires it: then fail."""
    reason = missing()
    if reason is None:
        return
    if os.environ.get(REQUIRED_ENV) == "required":
        pytest.fail(f"browser tests required, but {reason}")
    pytest.skip(reason)


@asynccontextmanager
async def chromium(device: dict[str, Any], locale: str = "en-GB") -> AsyncIterator[BrowserContext]:
    """Debian's chromium, headless, as ``device`` (PHONE, PROJECTOR), on a fresh profile of
    its own, removed afterwards."""
    from playwright.async_api import async_playwright

    with tempfile.TemporaryDirectory(prefix="coinche-chromium-") as profile:
        async with async_playwright() as driver:
            context = await driver.chromium.launch_persistent_context(
                profile,
                executable_path=str(CHROMIUM),
                args=ARGS,
                locale=locale,
                **device,
            )
            try:
                yield context
            finally:
                await context.close()
