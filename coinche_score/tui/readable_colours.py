"""Every text readable, without colour (NO_COLOR) and on a light theme's background.

Without colour Textual draws each colour as the grey of its brightness: a dark red on a dark
background becomes a grey a shade lighter than it ("chuté" at 1.3:1, two players' lines of the
ratings chart out of sight).  Each grey too close to what is under it is drawn as plain text
instead; the others keep their shade (a hint stays dimmer than what it explains).

On a light background the words coloured by their meaning (made in green, a litige in yellow)
are pale (2:1): each colour short of a contrast of 3 is darkened until it has it.
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
#: The least contrast (WCAG's ratio, 1 to 21) of a coloured text on a light background.
LEAST_CONTRAST = 3.0
#: How much darker a colour gets at each step towards that contrast.
DARKER = 0.08


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


def contrast(one: Color, other: Color) -> float:
    """WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black and white)."""

    def luminance(colour: Color) -> float:
        def linear(value: int) -> float:
            channel = value / 255
            return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

        return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b)

    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@lru_cache(1024)
def readable_on_light(style: Style, background: Color) -> Style:
    """``style``, its colour darkened to a contrast of LEAST_CONTRAST with a light
    background under it (a dark one is left as it is)."""
    if style.color is None or style.color.triplet is None:
        return style
    under = background if style.bgcolor is None else Color.from_rich_color(style.bgcolor)
    text = Color.from_rich_color(style.color)
    if under.brightness < 0.5 or contrast(text, under) >= LEAST_CONTRAST:
        return style
    while contrast(text, under) < LEAST_CONTRAST and text.brightness > 0:
        text = text.darken(DARKER)
    return style + Style(color=text.rich_color)


class ReadableMonochrome(LineFilter):
    """Textual's Monochrome, every text kept readable (see :func:`readable_grey`)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            Segment(text, None if style is None else readable_grey(style, background), None)
            for text, style, _ in segments
        ]


class ReadableOnLight(LineFilter):
    """Coloured words kept readable on a light theme (see :func:`readable_on_light`)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            Segment(text, None if style is None else readable_on_light(style, background), control)
            for text, style, control in segments
        ]
