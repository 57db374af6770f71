"""Scoring from the command line must not load Textual (imports flow tui -> store/match ->
scoring -> rules), and each command loads only what it uses (``score`` not the store,
``--version`` no model). Each check runs in a fresh interpreter, where nothing was imported
yet."""

from __future__ import annotations

import ast
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.store import Store

CORE_MODULES = ["rules", "scoring", "match", "score_document", "cli"]
if importlib.util.find_spec("coinche_score.store") is not None:
    CORE_MODULES.append("store")

DOCUMENT = {
    "rules": "classic",
    "deals": [{"taker": "A", "contract": 80, "taker_points": 100}, {"taker": None}],
}

PROBE = """
import importlib, json, sys
for name in sys.argv[2:]:
    importlib.import_module("coinche_score." + name)
from coinche_score import cli
status = cli.main(["score", sys.argv[1]])
loaded = sorted(m for m in sys.modules if m == "textual" or m.startswith("textual."))
print(json.dumps({"status": status, "textual": loaded}), file=sys.stderr)
"""


def write_document(folder: Path) -> Path:
    path = folder / "deals.json"
    path.write_text(json.dumps(DOCUMENT), encoding="utf-8")
    return path


def test_core_modules_and_score_command_do_not_import_textual(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", PROBE, str(write_document(tmp_path)), *CORE_MODULES],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    report = json.loads(result.stderr.strip().splitlines()[-1])
    assert report == {"status": 0, "textual": []}
    assert json.loads(result.stdout)["totals"] == {"A": 180, "B": 60}


def test_python_m_score_does_not_import_textual(tmp_path: Path) -> None:
    """The real entry point, watched by -X importtime (one stderr line per imported module)."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "coinche_score", "score"],
        input=json.dumps(DOCUMENT),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    imported = [line.rsplit("|", 1)[-1].strip() for line in result.stderr.splitlines()]
    assert "coinche_score.scoring" in imported  # the probe does see our imports
    assert not [name for name in imported if name.split(".")[0] == "textual"]
    assert json.loads(result.stdout)["totals"] == {"A": 180, "B": 60}


# Each command imports what it uses, when it runs: nothing else loads at start-up.
COMMAND_PROBE = """
import contextlib, io, json, sys
from coinche_score.cli import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):
    status = main(json.loads(sys.argv[1]))
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


#: What every command loads before it runs: the parser (its commands, and argparse made to
#: refuse and help as they do), and how to refuse.
CLI_START = ("coinche_score.cli.parser", "coinche_score.cli.parsing", "coinche_score.cli.errors")


def imported_by(*args: str) -> set[str]:
    """The modules loaded by a fresh interpreter that runs ``coinche-score ARGS``."""
    result = subprocess.run(
        [sys.executable, "-c", COMMAND_PROBE, json.dumps(args)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    loaded: list[str] = json.loads(result.stderr.strip().splitlines()[-1])
    return {
        name
        for name in loaded
        if name.split(".")[0] in ("coinche_score", "pydantic", "textual")
        or name == "importlib.metadata"
    }


def test_score_imports_nothing_of_the_saved_matches(tmp_path: Path) -> None:
    loaded = imported_by("score", str(write_document(tmp_path)))
    assert "coinche_score.score_document" in loaded  # the probe sees the command's imports
    assert not loaded & {"coinche_score.store", "coinche_score.store.house_rules", "textual"}
    assert not {name for name in loaded if name.startswith("coinche_score.cli.")} - {
        "coinche_score.cli.parser",
        "coinche_score.cli.parsing",
        "coinche_score.cli.errors",
        "coinche_score.cli.refused",  # the words of what it refuses reading the document
        "coinche_score.cli.score",
        "coinche_score.cli.console",
        "coinche_score.cli.json_output",
    }


def test_the_version_loads_no_model_at_all() -> None:
    loaded = imported_by("--version")
    assert not {name for name in loaded if name.split(".")[0] == "pydantic"}
    assert loaded <= {"coinche_score", "coinche_score.cli", *CLI_START}


def test_the_version_and_the_command_line_read_no_package_metadata() -> None:
    """The version is coinche_score.__version__ (pyproject.toml reads it from there):
    importlib.metadata costs a command 35 to 40 ms of imports.  (The commands that build a
    pydantic model load it all the same: pydantic looks for its plugins with it.)"""
    assert "importlib.metadata" not in imported_by("--version")
    probe = "import sys, coinche_score.cli; print('importlib.metadata' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout == "False\n"


@pytest.mark.parametrize(
    ("args", "renderer", "other_renderers"),
    [
        (["list"], "text_output", ["csv_output", "markdown_output"]),
        (["show", "last"], "text_output", ["csv_output", "markdown_output"]),
        (["export", "last", "--format", "csv"], "csv_output", ["markdown_output"]),
        (["export", "last", "--format", "md"], "markdown_output", ["csv_output"]),
        (["stats"], "stats_tables", ["csv_output", "markdown_output"]),
        (["stats", "--format", "csv"], "csv_output", ["markdown_output", "stats_tables"]),
        (["stats", "--json"], "json_output", ["csv_output", "markdown_output", "stats_tables"]),
    ],
)
def test_match_commands_load_their_renderer_only_and_no_house_rules(
    tmp_path: Path, args: list[str], renderer: str, other_renderers: list[str]
) -> None:
    with Store(tmp_path).create(Match(rules=preset("classic"), target=1000)):
        pass
    loaded = imported_by("--data-dir", str(tmp_path), *args)
    assert f"coinche_score.cli.{renderer}" in loaded
    unused = {
        "textual",
        "coinche_score.store.house_rules",
        "coinche_score.cli.score",
        "coinche_score.cli.importing",
        "coinche_score.cli.rules_commands",
        *(f"coinche_score.cli.{name}" for name in other_renderers),
    }
    assert not loaded & unused


#: The store's modules, each importing (when it loads) only those before it: no cycle.
STORE_LAYERS = [
    "errors",
    "migrations",
    "listing",
    "scanning",
    "files",
    "rule_sets",
    "writing",
    "locking",
    "summaries",
    "conflicts",
    "open_match",
    "folder",
    "cache_files",
    "summary_cache",
    "house_rules",
    "match_files",
    "reading",
    "stats_cache",
]


def test_the_store_modules_import_one_way() -> None:
    package = Path(sys.modules["coinche_score.store"].__file__ or "").parent
    assert sorted(path.stem for path in package.glob("*.py")) == sorted(["__init__", *STORE_LAYERS])
    for place, name in enumerate(STORE_LAYERS):
        tree = ast.parse((package / f"{name}.py").read_text(encoding="utf-8"))
        # Only what runs when the module loads: not the imports under ``if TYPE_CHECKING:``.
        imported = {
            node.module.removeprefix("coinche_score.store.")
            for node in tree.body
            if isinstance(node, ast.ImportFrom)
            and node.module
            and node.module.startswith("coinche_score.store.")
        }
        assert imported <= set(STORE_LAYERS[:place]), f"store.{name} imports {imported}"


PACKAGE = Path(sys.modules["coinche_score"].__file__ or "").parent
#: The packages that stand on the core: the store (the files) and the app's words, and the
#: command line, the app and the table's view, which stand on them.  Every other module of the
#: package is the pure core: the root's modules and each package beside them (rules, scoring,
#: statistics...).
OUTER = ("store", "cli", "tui", "i18n", "server")
#: What each layer must never import (a name and everything under it).  The words and the
#: sentences made of them stand on the core alone: any view of a match may say them.
UI = (
    "coinche_score.cli",
    "coinche_score.tui",
    "coinche_score.i18n",
    "coinche_score.server",
    "textual",
)
NEVER_IMPORTED = {
    "core": ("coinche_score.store", *UI),
    "store": UI,
    "i18n": (
        "coinche_score.store",
        "coinche_score.cli",
        "coinche_score.tui",
        "coinche_score.server",
        "textual",
    ),
    # The table's view stands on the store, the words and the core: the app starts it, the
    # command line too, and neither is imported back.
    "server": ("coinche_score.cli", "coinche_score.tui", "textual"),
}


def layer_of(path: Path) -> str | None:
    """``core``, ``store``, ``i18n``, ``server``, or None for the command line, the app and
    ``__main__`` (the entry point, which starts the command line)."""
    place = path.relative_to(PACKAGE).parts
    if place[0] in ("store", "i18n", "server"):
        return place[0]
    if place[0] in OUTER or place == ("__main__.py",):
        return None
    return "core"


def imported_modules(path: Path) -> set[str]:
    """The full name of every module ``path`` imports, anywhere in it: a function's own imports
    and those under ``if TYPE_CHECKING:`` too.  A name imported from a module may be a module
    (``from coinche_score import cli``), so it counts as one."""
    package = ".".join(("coinche_score", *path.relative_to(PACKAGE).parent.parts))
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(filter(None, (base, node.module)))
            found |= {module, *(f"{module}.{alias.name}" for alias in node.names)}
    return found


def test_a_module_is_in_the_layer_of_its_folder() -> None:
    """The rules below hold for a package as soon as its folder exists: ``stats`` is core."""
    assert layer_of(PACKAGE / "rules.py") == "core"
    assert layer_of(PACKAGE / "stats" / "tally.py") == "core"
    assert layer_of(PACKAGE / "store" / "house_rules.py") == "store"
    assert layer_of(PACKAGE / "i18n" / "sentences.py") == "i18n"
    assert layer_of(PACKAGE / "server" / "table.py") == "server"
    assert layer_of(PACKAGE / "tui" / "app.py") is None
    assert layer_of(PACKAGE / "__main__.py") is None
    assert "coinche_score.store.errors" in imported_modules(PACKAGE / "store" / "folder.py")


@pytest.mark.parametrize("layer", sorted(NEVER_IMPORTED))
def test_the_core_imports_no_store_and_the_store_no_interface(layer: str) -> None:
    """Imports flow one way: the app and the command line -> the store -> the pure core; the
    app's words -> the pure core."""
    modules = [path for path in sorted(PACKAGE.rglob("*.py")) if layer_of(path) == layer]
    assert len(modules) >= 5  # the layer's modules are found
    never = NEVER_IMPORTED[layer]
    for path in modules:
        wrong = {
            name
            for name in imported_modules(path)
            if any(name == other or name.startswith(f"{other}.") for other in never)
        }
        assert not wrong, f"{path.relative_to(PACKAGE)} imports {sorted(wrong)}"


FIRST_SCREEN = """
import asyncio, json, sys
from pathlib import Path

from coinche_score.cli import APP_MODULE
from coinche_score.i18n import Texts
from coinche_score.store import Store
from coinche_score.tui.screens.home import HomeScreen

app_module = __import__(APP_MODULE, fromlist=["CoincheApp"])


async def settled() -> None:
    app = app_module.CoincheApp(Store(Path(sys.argv[1])), Texts("en"))
    async with app.run_test() as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen) and app.screen._signature is not None


asyncio.run(settled())
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""
#: What the home screen of an empty folder, the app's first screen, must not load: a match's
#: models and pydantic (their imports were a third of the app's start-up; issue 18, item 7).
HEAVY = ("pydantic", "coinche_score.match", "coinche_score.scoring", "coinche_score.rules.model")


def modules_loaded(probe: str, *args: str) -> set[str]:
    """The modules a fresh interpreter has loaded once ``probe`` ran (it prints them last)."""
    result = subprocess.run(
        [sys.executable, "-c", probe, *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return set(json.loads(result.stderr.strip().splitlines()[-1]))


def heavy_in(loaded: set[str]) -> set[str]:
    return {name for name in loaded if any(name == h or name.startswith(f"{h}.") for h in HEAVY)}


def test_the_first_screen_loads_no_model(tmp_path: Path) -> None:
    loaded = modules_loaded(FIRST_SCREEN, str(tmp_path))
    assert "coinche_score.tui.screens.home" in loaded  # the probe saw the screen's imports
    assert not heavy_in(loaded)
    assert "coinche_score.store.files" not in loaded
    # An English app's words only: a language's words load with its first use.
    assert "coinche_score.i18n.en" in loaded
    assert "coinche_score.i18n.fr" not in loaded


#: Imports the statistics screen's module as ``s`` on the home screen does, and prints every
#: module then loaded.
STATS_SCREEN = """
import json, sys
import coinche_score.tui.screens.statistics
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def test_the_statistics_screen_is_painted_without_a_model() -> None:
    """The models (pydantic) load in the worker that reads the folder: they were 0.1 s of the
    0.26 s from ``s`` to the first tab, with 1,000 saved matches."""
    loaded = modules_loaded(STATS_SCREEN)
    assert "coinche_score.stats.compute" in loaded  # the probe saw the screen's imports
    assert not heavy_in(loaded)
    assert "coinche_score.store.reading" not in loaded


#: Presses a key on the home screen of an empty folder, waits for the screen it opens, and
#: prints every module then loaded.
HOME_KEY = """
import asyncio, json, sys
from pathlib import Path

from coinche_score.i18n import Texts
from coinche_score.store import Store
from coinche_score.tui.app import CoincheApp


async def pressed(key: str, opened: str) -> None:
    app = CoincheApp(Store(Path(sys.argv[1])), Texts("en"))
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press(key)
        for _ in range(500):
            if type(app.screen).__name__ == opened:
                return
            await pilot.pause(0.01)
        raise SystemExit(f"{opened} not shown after {key}")


asyncio.run(pressed(sys.argv[2], sys.argv[3]))
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


@pytest.mark.parametrize(
    "key, opened", [("s", "StatisticsScreen"), ("n", "NewMatchScreen")], ids=["s", "n"]
)
def test_the_home_keys_read_no_score_sheet(tmp_path: Path, key: str, opened: str) -> None:
    """Asking whether the screen was a score sheet read the sheet's code and its models first:
    0.1 s of the 0.26 s from ``s`` to the statistics' first tab."""
    loaded = modules_loaded(HOME_KEY, str(tmp_path), key, opened)
    assert "coinche_score.tui.screens.home" in loaded  # the probe saw the app's imports
    assert "coinche_score.tui.screens.sheet" not in loaded
