"""The help and the key hints, generated from each screen's BINDINGS and their ids.

One source of truth for keys (as darrenburns/posting does in its help screen): a binding's keys
come from its declaration, what it does from ``help.key.<id>`` in the catalogue.  Only the keys
that widgets handle themselves (a row chosen with Enter, the deal form's fields) are written
here, because no binding declares them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual.app import App
from textual.binding import Binding, BindingType
from textual.dom import DOMNode
from textual.screen import Screen

from coinche_score.i18n import ANNOUNCE_KEYS, SLAM_KEYS, Texts
from coinche_score.rules import Trump

#: (keys, what they do) rows of the help.
Rows = list[tuple[str, str]]


def _bindings(declared: Iterable[BindingType]) -> list[Binding]:
    return [b for b in declared if isinstance(b, Binding) and not b.system]


def _group(binding: Binding) -> str:
    # A binding without an id is described with the one of the same action (? and F1: help).
    return binding.id or binding.action


def binding_rows(
    texts: Texts, declared: Iterable[BindingType], extra_keys: dict[str, list[str]] | None = None
) -> Rows:
    """One row per binding id: its keys (``extra_keys`` first: keys widgets handle for that
    action) and ``help.key.<id>``."""
    keys: dict[str, list[str]] = {}
    for binding in _bindings(declared):
        found = keys.setdefault(_group(binding), list((extra_keys or {}).get(_group(binding), [])))
        found += [key.strip() for key in binding.key.split(",") if key.strip() not in found]
    return [
        (" ".join(texts.binding_keys(group, group_keys)), texts(f"help.key.{group}"))
        for group, group_keys in keys.items()
    ]


def key_hints(texts: Texts, node: DOMNode, *, shown: bool = True) -> str:
    """``Enter Save · Esc Cancel · b Belote``: the bindings of ``node`` in one line;
    those the key bar shows, or (``shown=False``) those it leaves out."""
    hints: dict[str, list[str]] = {}
    for binding in _bindings(node.BINDINGS):
        if binding.show == shown and binding.id is not None:
            hints.setdefault(binding.id, []).extend(k.strip() for k in binding.key.split(","))
    parts = [
        f"{texts.binding_keys(binding_id, keys)[0]} {texts(f'binding.{binding_id}')}"
        for binding_id, keys in hints.items()
    ]
    return " · ".join(parts)


#: The announces' keys: m (a binding) goes to them, then the field takes a team and announces.
ANNOUNCES_KEYS = ["m", "a", "b", f"{min(ANNOUNCE_KEYS)}-{max(ANNOUNCE_KEYS)}"]


def _deal_field_rows(texts: Texts) -> Rows:
    """The keys the deal form's fields take (not bindings: they depend on the field)."""
    # Mid-sentence: "trump: s spades, h hearts...".
    trump_keys = ", ".join(f"{texts.trump_key(t)} {texts.trump_name(t).lower()}" for t in Trump)
    tab, back = texts.key_name("tab"), texts.key_name("shift+tab")
    return [
        ("a b p 1-4", texts("help.key.deal.taker")),
        (f"0-9 {' '.join(SLAM_KEYS)}", texts("help.key.deal.contract")),
        ("", texts("help.key.deal.trump", keys=trump_keys)),
        (f"0-9 {tab}", texts("help.key.deal.points")),
        (f"{tab} {back}", texts("help.key.deal.move")),
    ]


def help_sections(
    texts: Texts, opened_from: type[Screen[Any]] | None = None
) -> list[tuple[str, Rows]]:
    """(section title, rows) for the help screen; the section of the screen ``opened_from``
    first (on a phone the help shows a section or two before a scroll)."""
    # Imported here: these screens import the dialogs, which show this help.
    from coinche_score.tui.app import CoincheApp
    from coinche_score.tui.screens.deal_form import DealFormScreen
    from coinche_score.tui.screens.home import HomeScreen
    from coinche_score.tui.screens.new_match import NewMatchScreen, RulesList
    from coinche_score.tui.screens.sheet import ScoreSheetScreen
    from coinche_score.tui.screens.statistics import StatisticsScreen
    from coinche_score.tui.screens.stats_lists import FigureListScreen, PlayersScreen
    from coinche_score.tui.screens.stats_period import PeriodScreen
    from coinche_score.tui.screens.winner import WinnerScreen

    enter = texts.key_name("enter")
    arrows = f"{texts.key_name('up')} {texts.key_name('down')}"
    sideways = f"{texts.key_name('left')} {texts.key_name('right')}"
    palette = Binding(App.COMMAND_PALETTE_BINDING, "command_palette", id="palette")
    # Each section with the screens it describes.
    described: list[tuple[str, Rows, tuple[type[Screen[Any]], ...]]] = [
        (
            texts("help.sheet"),
            binding_rows(texts, ScoreSheetScreen.BINDINGS, {"sheet.edit_deal": ["enter"]})
            + [(arrows, texts("help.key.sheet.move"))],
            (ScoreSheetScreen,),
        ),
        (
            texts("help.deal"),
            _deal_field_rows(texts)
            + binding_rows(texts, DealFormScreen.BINDINGS, {"deal.announces": ANNOUNCES_KEYS}),
            (DealFormScreen,),
        ),
        (
            texts("help.home"),
            [(enter, texts("help.key.home.open"))] + binding_rows(texts, HomeScreen.BINDINGS),
            (HomeScreen,),
        ),
        (
            texts("help.new_match"),
            [
                (f"{enter} {texts.key_name('tab')}", texts("help.key.new_match.next")),
                ("1-4", texts("help.key.new_match.dealer")),
            ]
            + binding_rows(texts, NewMatchScreen.BINDINGS)
            + binding_rows(texts, RulesList.BINDINGS),
            (NewMatchScreen,),
        ),
        (texts("help.winner"), binding_rows(texts, WinnerScreen.BINDINGS), (WinnerScreen,)),
        (
            texts("help.stats"),
            [
                (f"{enter} {arrows} {sideways}", texts("help.key.stats.open")),
                *binding_rows(texts, StatisticsScreen.BINDINGS),
                *binding_rows(texts, FigureListScreen.BINDINGS, {"stats_list.open": ["enter"]}),
                (f"{texts.key_name('space')} {enter}", texts("help.key.stats_players.tick")),
                *binding_rows(texts, PlayersScreen.BINDINGS),
                *binding_rows(texts, PeriodScreen.BINDINGS),
            ],
            (StatisticsScreen, FigureListScreen, PlayersScreen, PeriodScreen),
        ),
        (
            texts("help.everywhere"),
            [(enter, texts("help.key.question.enter"))]
            + binding_rows(texts, [*CoincheApp.BINDINGS, palette, *App.BINDINGS]),
            (),
        ),
    ]
    described.sort(key=lambda section: opened_from not in section[2])  # stable: the rest as is
    return [(title, rows) for title, rows, _ in described]
