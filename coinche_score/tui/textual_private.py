"""Every private Textual name the app uses, in one module: Textual offers no public way.

A Textual release within the runtime range may rename or drop any of them without notice;
``tests/tui/test_textual_public.py`` checks each one is still there (and says which is not),
and that no other module of the app uses a private Textual name.

- :class:`NoMatchesInOurWords`: the command palette writes "No matches found" itself, in
  English, from ``CommandPalette._start_no_matches_countdown``; this is that method with the
  app's words, and the private names it needs.
- :func:`forget_gone_widgets_styles`: Textual keeps the drawing caches of widgets long gone
  (``textual._styles_cache.StylesCache.get_inner_outer``, Textual issue #6665).
"""

from __future__ import annotations

import sys

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.widgets.option_list import Option

#: CommandPalette's private names used below; the instance attributes that its __init__ sets.
PALETTE_NAMES = (
    "_start_no_matches_countdown",
    "_stop_no_matches_countdown",
    "_NO_MATCHES",
    "_NO_MATCHES_COUNTDOWN",
    "_list_visible",
)
PALETTE_INSTANCE_NAMES = ("_no_matches_timer",)


class NoMatchesInOurWords(CommandPalette):
    """A command palette that says ``no_matches`` when a search finds nothing."""

    no_matches = "No matches found"

    def _start_no_matches_countdown(self, search_value: str) -> None:
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            # An empty search lists what can be discovered: there, nothing found says nothing.
            if search_value:
                self.query_one(CommandList).add_option(
                    Option(
                        Align.center(Text(self.no_matches, style="not bold")),
                        disabled=True,
                        id=self._NO_MATCHES,
                    )
                )
            self._list_visible = bool(search_value)

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)


def forget_gone_widgets_styles() -> None:
    """Lets go of the drawing caches of the widgets of closed screens.

    Textual caches ``StylesCache.get_inner_outer``, a method, with ``lru_cache(1024)``: each
    entry keeps its widget's StylesCache, with every line the widget drew, long after the
    widget is gone (Textual issue #6665).  A deal form leaves some 40 of them: after 30 deals
    1,024 are kept, 108,000 objects more for each full pass of the garbage collector (60
    deals typed at 40x30 in a test: the full passes take 8 to 10 s of CPU, 5 to 6 s with
    this; 74 MB of memory, 59 MB with this).  The app calls this at each change of screen;
    the cache only spares making two styles, made again at the next frame."""
    # Looked up, not imported: a Textual without that module or that cache (the test says
    # so) is no crash at the app's start.
    styles_cache = getattr(sys.modules.get("textual._styles_cache"), "StylesCache", None)
    clear = getattr(getattr(styles_cache, "get_inner_outer", None), "cache_clear", None)
    if clear is not None:
        clear()
