"""Random keys and taps on the app, as a phone in a child's hands would give them: whatever
comes, the app never stops on an error, each screen at 40 columns fits, and every match file
that read before reads after.  Seeded: a failure names its seed and the last keys and taps
before it.  (Such runs found two crashes, ctrl+p over the help opened on the palette and a
figure's list of deals counted before a deal was deleted, and five screens that did not fit a
phone.)"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from fits import misfits
from tui_pilot import make_app, save_new_match

from coinche_score.i18n import Language
from coinche_score.store import Store
from coinche_score.store.reading import SkippedFile, read_matches

#: Every key a screen binds, and more; not q, which quits (the run would end there).
KEYS = (
    *"abcdefghijklmnoprstuvwxyz0123456789?/+ABNS",
    *["enter"] * 6,
    *["escape"] * 5,
    *["tab"] * 4,
    "shift+tab",
    "up",
    "down",
    "left",
    "right",
    "home",
    "end",
    "pageup",
    "pagedown",
    "backspace",
    "delete",
    "space",
    "minus",
    "ctrl+z",
    "ctrl+y",
    "ctrl+s",
    "ctrl+p",
    "ctrl+e",
    "ctrl+n",
    "ctrl+x",
    "ctrl+v",
    "f1",
)
STEPS = 150
#: A folder of 30 matches of every kind of deal, archived and trashed ones, house rules and
#: damaged files: the statistics have figures to open, the home screen files to name.
PLAYED = Path(__file__).parents[1] / "stats_crosscheck" / "generated_30_matches_all_kinds" / "data"
#: One step in four is a tap somewhere on the screen.
TAPS = 0.25


@pytest.fixture
def elsewhere(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the app might write beside its data (settings) goes to the test's
    folder, never the user's."""
    monkeypatch.chdir(tmp_path)
    for variable in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_DOWNLOAD_DIR"):
        monkeypatch.setenv(variable, str(tmp_path / "home"))


@pytest.mark.usefixtures("elsewhere")
@pytest.mark.parametrize(
    ("seed", "size", "language", "played"),
    [(1, (40, 20), "fr", False), (2, (40, 20), "en", True), (3, (80, 24), "fr", True)],
)
async def test_random_keys_and_taps_never_stop_the_app_nor_damage_a_file(
    data_dir: Path, seed: int, size: tuple[int, int], language: Language, played: bool
) -> None:
    if played:
        shutil.copytree(PLAYED, data_dir)
    else:
        save_new_match(data_dir, "classic", language=language)
        save_new_match(data_dir, "ffb", language=language)
    damaged = unreadable(data_dir)
    chances = random.Random(seed)
    done: list[str] = []
    app = make_app(data_dir, language)
    try:
        async with app.run_test(size=size) as pilot:
            for step in range(STEPS):
                if chances.random() < TAPS:
                    x, y = chances.randrange(size[0]), chances.randrange(size[1])
                    done.append(f"tap({x},{y})")
                    await pilot.click(offset=(x, y))
                else:
                    done.append(chances.choice(KEYS))
                    await pilot.press(done[-1])
                if step % 10 == 9 and app.is_running:
                    await pilot.pause()
                    if size[0] == 40:
                        assert not misfits(pilot), type(app.screen).__name__
    except BaseException as error:  # the app's own error, raised by run_test, included
        error.add_note(f"seed {seed}, after: {' '.join(done[-30:])}")
        raise
    assert unreadable(data_dir) <= damaged


def unreadable(data_dir: Path) -> set[Path]:
    """The match files of the folder and of its archive that do not read."""
    read = list(read_matches(Store(data_dir)))
    assert read
    return {file.path for file in read if isinstance(file, SkippedFile)}
