"""The app uses Textual's public API only, but for the names listed in textual_private.py.

The runtime range lets a player's Textual move on within 8.x, and a private name may change in
any release: a table drawn with DataTable's private methods went stale, and a key named by a
private function was lost.  These checks read the app's code, so that a private name never
comes back unnoticed, and say which listed name a new Textual no longer has.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import string
import textwrap
from functools import cache
from pathlib import Path

import pytest
from textual import events
from textual.app import App
from textual.command import CommandPalette
from textual.dom import DOMNode
from textual.message import Message

import coinche_score.tui
from coinche_score.tui import textual_private
from coinche_score.tui.typeahead import key_of

TUI = Path(coinche_score.tui.__file__).parent
#: Every module of the app but the one that lists the private names it uses.
MODULES = sorted(path for path in TUI.rglob("*.py") if path.name != "textual_private.py")
#: Names starting with an underscore that are public: a NamedTuple's copy-with-changes.
PUBLIC_UNDERSCORED = {"_replace"}


def private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name not in PUBLIC_UNDERSCORED


def module_of(path: Path) -> str:
    return ".".join(path.relative_to(TUI.parent.parent).with_suffix("").parts)


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_no_private_textual_module_or_name_is_imported(path: Path) -> None:
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "textual":
            found += [node.module for part in (node.module or "").split(".") if private(part)]
            found += [f"{node.module}.{a.name}" for a in node.names if private(a.name)]
        elif isinstance(node, ast.Import):
            found += [a.name for a in node.names if any(map(private, a.name.split(".")))]
    assert found == []


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_no_private_attribute_of_another_object_is_used(path: Path) -> None:
    """Our own private names are the object's own (``self._rows``); ``x._name`` on anything
    else, ``super()._name`` included, is someone else's."""
    found = [
        f"line {node.lineno}: .{node.attr}"
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.Attribute)
        and private(node.attr)
        and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
    ]
    assert found == []


@cache
def textual_private_names(cls: type) -> frozenset[str]:
    """The private names of a Textual class: its attributes, and those its code sets on
    ``self``."""
    names = {name for name in vars(cls) if private(name)}
    try:
        source = textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        return frozenset(names)
    return frozenset(names | private_names_of_self(source))


def private_names_of_self(source: str) -> set[str]:
    """The private names code reads or sets on ``self``."""
    return {
        node.attr
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
        and private(node.attr)
    }


def our_textual_classes() -> list[type]:
    """The app's widgets, screens, apps and messages."""
    classes = []
    for path in MODULES:
        module = importlib.import_module(module_of(path))
        classes += [
            cls
            for _, cls in inspect.getmembers(module, inspect.isclass)
            if cls.__module__ == module.__name__ and issubclass(cls, DOMNode | Message)
        ]
    return classes


def test_no_textual_private_name_is_used_or_overridden_through_self() -> None:
    """``self._name`` in a class of ours is ours only if no Textual class it derives from has
    that name: a method of ours named like Textual's (``_render_line``) replaces Textual's
    code, an attribute of ours named like Textual's overwrites it."""
    found = []
    for cls in our_textual_classes():
        textual = set().union(
            *(
                textual_private_names(base)
                for base in cls.__mro__
                if base.__module__.split(".")[0] == "textual"
            )
        )
        # Our methods and properties (Textual sets private data on every subclass itself).
        ours = {
            name
            for name, value in vars(cls).items()
            if private(name) and (inspect.isfunction(value) or isinstance(value, property))
        }
        ours |= private_names_of_self(textwrap.dedent(inspect.getsource(cls)))
        found += [f"{cls.__qualname__}: {name}" for name in sorted(ours & textual)]
    assert our_textual_classes() and found == []


@pytest.mark.parametrize("name", textual_private.PALETTE_NAMES)
def test_the_private_names_the_palette_uses_are_still_textuals(name: str) -> None:
    assert hasattr(CommandPalette, name), (
        f"Textual's CommandPalette has no {name} any more: see coinche_score/tui/textual_private.py"
    )


@pytest.mark.parametrize("name", textual_private.PALETTE_INSTANCE_NAMES)
def test_the_private_attributes_the_palette_sets_are_still_textuals(name: str) -> None:
    assert name in textual_private_names(CommandPalette), (
        f"Textual's CommandPalette no longer sets {name}: see coinche_score/tui/textual_private.py"
    )


def test_the_palettes_countdown_is_still_the_method_that_says_no_matches() -> None:
    """Overridden whole: its arguments, and the English line it writes, are still Textual's."""
    countdown = CommandPalette._start_no_matches_countdown
    assert list(inspect.signature(countdown).parameters) == ["self", "search_value"]
    assert "No matches found" in inspect.getsource(countdown)


class Typed(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.keys: list[events.Key] = []

    def on_key(self, event: events.Key) -> None:
        self.keys.append(event)


async def test_a_pasted_character_is_the_key_textual_names_when_it_is_typed() -> None:
    """A paste is typed key by key: each key must be the one a binding listens to."""
    characters = [c for c in string.printable if not c.isspace()] + list("éàç")
    app = Typed()
    async with app.run_test() as pilot:
        await pilot.press(*characters)
        await pilot.pause()
    typed = {event.character: event.key for event in app.keys}
    assert typed == {character: key_of(character) for character in characters}


def test_textual_still_keeps_the_styles_of_gone_widgets() -> None:
    """forget_gone_widgets_styles lets go of what Textual's cache keeps: once Textual has no
    such cache, the function and this test can go."""
    # Imported here: a Textual without the module fails this test, not the others here.
    try:
        styles_cache = importlib.import_module("textual._styles_cache").StylesCache
    except (ImportError, AttributeError):
        styles_cache = None
    assert callable(getattr(getattr(styles_cache, "get_inner_outer", None), "cache_clear", None)), (
        "Textual no longer caches StylesCache.get_inner_outer: "
        "see forget_gone_widgets_styles in coinche_score/tui/textual_private.py"
    )
