"""Without colour (NO_COLOR), every text still readable.

Textual then draws each colour as the grey of its brightness: a dark red on a dark background
became a grey a shade lighter than it ("chuté" at 1.3:1, two players' lines of the ratings
chart out of sight).  Each grey too close to what is under it is drawn as plain text instead;
the others keep their shade (a hint stays dimmer than what it explains).
"""

from __future__ import annotations

from functools import lru_cache

from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter, monochrome_style

#: The least difference of brightness (0 to 1) between a grey text and its background.
LEAST_GAP = 0.2
#: How far plain text goes from the background towards black or white.
PLAIN = 0.8


@lru_cache(1024)
def readable_grey(style: Style, background: Color) -> Style:
    """``style`` in greys, its text at least LEAST_GAP brighter or darker than under it."""
    grey = monochrome_style(style)
    if grey.color is None or grey.color.triplet is None:
        return grey
    text = Color.from_rich_color(grey.color)
    under = background.monochrome if grey.bgcolor is None else Color.from_rich_color(grey.bgcolor)
    if abs(text.brightness - under.brightness) >= LEAST_GAP:
        return grey
    plain = under.blend(under.get_contrast_text(1.0), PLAIN)
    return grey + Style(color=plain.rich_color)


class ReadableMonochrome(LineFilter):
    """Textual's Monochrome, every text kept readable (see :func:`readable_grey`)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            Segment(text, None if style is None else readable_grey(style, background), None)
            for text, style, _ in segments
        ]
