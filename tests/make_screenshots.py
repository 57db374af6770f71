"""Drive the real app with the keyboard and write SVG and PNG screenshots into screenshots/.

    .venv/bin/python tests/make_screenshots.py

Each screen is reached the way a player reaches it, from saved matches with fixed dates
(tests/tui/sample_matches.py) in a temporary folder; nothing is written anywhere else.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import cairosvg
from textual.pilot import Pilot
from textual.widgets import Input

sys.path.insert(0, str(Path(__file__).resolve().parent / "tui"))

from sample_matches import (  # noqa: E402
    write_near_end_match,
    write_sample_folder,
    write_stats_folder,
)

from coinche_score.i18n import Language, Texts  # noqa: E402
from coinche_score.store import Store  # noqa: E402
from coinche_score.tui.app import CoincheApp  # noqa: E402

OUTPUT = Path(__file__).resolve().parent.parent / "screenshots"
SMALL = (80, 24)
LARGE = (120, 36)
#: A phone held upright, in a terminal app such as Termux.
PHONE = (40, 30)
#: Pixels per terminal column in the PNGs.
PNG_SCALE = 12

Shot = tuple[str, Language, Callable[[Path], object], str, tuple[int, int]]
SHOTS: list[Shot] = [
    ("home", "en", write_sample_folder, "h", SMALL),
    ("new-match", "en", write_sample_folder, "h n", SMALL),
    ("rules-editor", "en", write_sample_folder, "h n ctrl+r", LARGE),
    ("describe-your-table", "en", write_sample_folder, "h n ctrl+t", SMALL),
    ("score-sheet", "en", write_sample_folder, "", SMALL),
    ("score-sheet-large", "en", write_sample_folder, "", LARGE),
    ("deal-form", "en", write_sample_folder, "n a 1 1 0 h 9 2 b", SMALL),
    ("winner", "en", write_near_end_match, "n a 1 1 0 h 9 2 b enter", SMALL),
    ("feuille-de-marque-fr", "fr", write_sample_folder, "", SMALL),
    ("saisie-donne-fr", "fr", write_sample_folder, "n b 8 0 p 8 5 x", SMALL),
    ("statistics", "en", write_stats_folder, "h s", LARGE),
    ("statistics-deals", "en", write_stats_folder, "h s right right right enter down", SMALL),
    ("phone-score-sheet", "en", write_sample_folder, "", PHONE),
    ("phone-deal-form", "en", write_sample_folder, "n a 1 1 0 h", PHONE),
    ("phone-home-fr", "fr", write_sample_folder, "h", PHONE),
    ("phone-winner-fr", "fr", write_near_end_match, "n a 1 1 0 c 9 2 b enter", PHONE),
]
#: Pauses, at most, for the screen to settle (a worker reading a folder, a list drawn).
SETTLING = 500


async def take(
    language: Language, write: Callable[[Path], object], typed: str, size: tuple[int, int]
) -> str:
    with tempfile.TemporaryDirectory() as folder:
        data_dir = Path(folder)
        write(data_dir)
        app = CoincheApp(Store(data_dir), Texts(language))
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            for key in typed.split():
                await pilot.press(key)
                await settled(pilot)
            return app.export_screenshot(title="coinche-score")


async def settled(pilot: Pilot[None]) -> None:
    """Until no worker runs and two pictures in a row are alike (the statistics are read in
    a worker, after the screen is first painted)."""
    before = ""
    for _ in range(SETTLING):
        # A field's cursor shown steadily: a blinking one was caught shown or hidden by chance.
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False
        await pilot.pause(0.01)
        picture = pilot.app.export_screenshot()
        if picture == before and not any(worker.is_running for worker in pilot.app.workers):
            return
        before = picture


def fira_code_missing() -> bool:
    """Whether fontconfig lacks Fira Code: cairosvg then draws the terminal's text in another
    font, proportional as often as not, without a word."""
    try:
        found = subprocess.run(
            ["fc-list", "Fira Code"], capture_output=True, text=True, check=False
        ).stdout
    except OSError:  # no fontconfig: cairosvg finds no font by name either
        return True
    return not found.strip()


def main() -> int:
    if fira_code_missing():
        print(
            "Fira Code is not installed (Debian: apt-get install fonts-firacode)", file=sys.stderr
        )
        return 1
    os.environ["TZ"] = "UTC"  # the home screen shows dates in local time
    time.tzset()
    OUTPUT.mkdir(exist_ok=True)
    for name, language, write, typed, size in SHOTS:
        svg = asyncio.run(take(language, write, typed, size))
        (OUTPUT / f"{name}.svg").write_text(svg, encoding="utf-8")
        cairosvg.svg2png(
            bytestring=svg.encode(),
            write_to=str(OUTPUT / f"{name}.png"),
            output_width=size[0] * PNG_SCALE,
        )
        print(f"screenshots/{name}.svg and .png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
