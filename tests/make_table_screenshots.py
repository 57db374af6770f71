"""Open the table's view in Debian's chromium and write its screenshots into screenshots/.

    .venv/bin/python tests/make_table_screenshots.py

A phone in portrait (390x844, French, light) and a projector (1920x1080 with ?big, English,
dark), both showing the sample match of the browser tests, served from a temporary folder on a
free port of the loopback; nothing is written anywhere else.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from coinche_score.server.table import TableServer  # noqa: E402
from coinche_score.store import Store  # noqa: E402
from tests.server.browser import PHONE, PROJECTOR, chromium, missing  # noqa: E402
from tests.server.helpers import sample_match  # noqa: E402

OUTPUT = Path(__file__).resolve().parent.parent / "screenshots"

#: (file name, device, browser language, colour scheme, what the address adds)
SHOTS: list[tuple[str, dict[str, Any], str, str, str]] = [
    ("table-view-phone-fr", PHONE, "fr-FR", "light", ""),
    ("table-view-projector", PROJECTOR, "en-GB", "dark", "?big"),
]


async def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder))
        server = TableServer(store, sample_match(store), port=0)
        await server.start()
        try:
            for name, device, locale, scheme, extra in SHOTS:
                async with chromium({**device, "color_scheme": scheme}, locale) as context:
                    page = context.pages[0] if context.pages else await context.new_page()
                    await page.goto(server.url + extra)
                    await page.locator("#team-a .total").filter(has_text="930").wait_for()
                    path = OUTPUT / f"{name}.png"
                    await page.screenshot(path=str(path))
                    print(path)
        finally:
            await server.stop()


if __name__ == "__main__":
    reason = missing()
    if reason is not None:
        sys.exit(f"make_table_screenshots: {reason}")
    asyncio.run(main())
