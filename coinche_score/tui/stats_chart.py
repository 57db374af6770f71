"""The players' ratings over time, drawn with text: one line per player in braille dots (two
across and four down a cell), the ratings on the left, the matches rated along the bottom.

Pure (no Textual): :func:`chart_lines` gives the lines of the chart for a width and a height;
a widget draws them again when its size changes.  Each player's line starts at 1500 just
before their first rated match, goes through their rating after each, and ends with the
player's mark (1, 2, …, beside their name too; partners' marks side by side where their lines
end together); the line of the player highlighted is drawn last and bright, the others dim.
No dependency: a plotting library would bring its own canvas for a dozen lines of dots.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text

from coinche_score.stats import Key, Statistics
from coinche_score.stats.ratings import START

#: The colours of the players' lines, in turn.
COLOURS = ("cyan", "magenta", "yellow", "green", "red", "blue", "bright_white", "bright_red")
#: The mark at the end of each player's line and beside their name, in turn: without colours
#: (NO_COLOR, a plain terminal, a colour-blind eye) the marks alone tell the lines apart.
MARKS = "123456789"
#: Dots of a braille cell: (column, row) -> its bit.
DOTS = {
    (0, 0): 0x01,
    (0, 1): 0x02,
    (0, 2): 0x04,
    (1, 0): 0x08,
    (1, 1): 0x10,
    (1, 2): 0x20,
    (0, 3): 0x40,
    (1, 3): 0x80,
}
BRAILLE = 0x2800
#: The ratings' column: "1531 ┤".
LABEL_WIDTH = 5
#: The least chart worth drawing: narrower or shorter, nothing is drawn.
LEAST_WIDTH = LABEL_WIDTH + 4
LEAST_HEIGHT = 3


@dataclass(frozen=True)
class RatingLine:
    """A player's line: ``points`` are (x, rating), x counting the rated matches in time
    order from 0."""

    key: Key
    points: tuple[tuple[int, float], ...]
    colour: str
    mark: str


def rating_lines(stats: Statistics) -> tuple[tuple[RatingLine, ...], int]:
    """Each rated player's line, in the order of their keys, and how many matches were rated
    in all (the chart's width in matches)."""
    rated = {
        match for player in stats.players if player.rating for match, _ in player.rating.history
    }
    order = {match: x for x, match in enumerate(m for m in stats.finished if m in rated)}
    lines: list[RatingLine] = []
    for player in stats.players:
        if player.rating is None or not player.rating.history:
            continue
        history = player.rating.history
        first = order[history[0][0]]
        points = ((first, START), *((order[match] + 1, rating) for match, rating in history))
        count = len(lines)
        colour, mark = COLOURS[count % len(COLOURS)], MARKS[count % len(MARKS)]
        lines.append(RatingLine(player.key, points, colour, mark))
    return tuple(lines), len(order)


def chart_lines(
    lines: Sequence[RatingLine],
    matches: int,
    width: int,
    height: int,
    highlighted: Key | None = None,
) -> list[Text]:
    """The chart in ``width`` × ``height`` cells: ``height`` lines of text (none when too
    small, or when no match was rated)."""
    if not lines or matches == 0 or width < LEAST_WIDTH or height < LEAST_HEIGHT:
        return []
    rows = height - 1  # the bottom axis
    columns = width - LABEL_WIDTH - 1
    ratings = [rating for line in lines for _, rating in line.points]
    low, high = min(ratings), max(ratings)
    if high - low < 1:
        low, high = low - 1, high + 1
    dots_x, dots_y = columns * 2, rows * 4
    cells: dict[tuple[int, int], int] = {}
    colours: dict[tuple[int, int], str] = {}
    #: Each line's mark, in the cell of its last rating (or the nearest free one before it).
    marks: dict[tuple[int, int], str] = {}
    ordered = sorted(lines, key=lambda line: line.key == highlighted)  # highlighted last

    def dot(x: int, y: int, colour: str) -> None:
        cell = (x // 2, y // 4)
        cells[cell] = cells.get(cell, 0) | DOTS[(x % 2, y % 4)]
        colours[cell] = colour

    ends: dict[Key, tuple[int, int]] = {}
    colour_of = {
        line.key: line.colour if highlighted in (None, line.key) else f"dim {line.colour}"
        for line in lines
    }
    for line in ordered:
        colour = colour_of[line.key]
        placed = [
            (
                round(x / matches * (dots_x - 1)),
                round((high - rating) / (high - low) * (dots_y - 1)),
            )
            for x, rating in line.points
        ]
        for (x0, y0), (x1, y1) in zip(placed, placed[1:], strict=False):
            for x, y in _segment(x0, y0, x1, y1):
                dot(x, y, colour)
        if len(placed) == 1:
            dot(*placed[0], colour)
        ends[line.key] = (placed[-1][0] // 2, placed[-1][1] // 4)
    # Partners' lines end in one cell when their ratings are equal: the highlighted mark
    # there, each other one in the nearest free cell before it (after it, at the left edge),
    # so that every mark is seen.
    for line in reversed(ordered):
        end, row = ends[line.key]
        nearest = (*range(end, -1, -1), *range(end + 1, columns))
        column = next((column for column in nearest if (column, row) not in marks), end)
        marks[(column, row)] = line.mark
        colours[(column, row)] = colour_of[line.key]
    labelled = {0: high, rows - 1: low}
    start_row = round((high - START) / (high - low) * (dots_y - 1)) // 4
    if 0 < start_row < rows - 1:
        labelled[start_row] = START
    drawn = []
    for row in range(rows):
        label = f"{labelled[row]:.0f}".rjust(LABEL_WIDTH - 1) + " " if row in labelled else ""
        text = Text(label.rjust(LABEL_WIDTH), style="dim", no_wrap=True)
        text.append("┤" if row in labelled else "│", "dim")
        for column in range(columns):
            bits = cells.get((column, row))
            if (column, row) in marks:
                text.append(marks[(column, row)], f"bold {colours[(column, row)]}")
            elif bits is None:
                text.append(" ")
            else:
                text.append(chr(BRAILLE + bits), colours[(column, row)])
        drawn.append(text)
    axis = Text(" " * LABEL_WIDTH + "└" + "─" * columns, style="dim", no_wrap=True)
    drawn.append(axis)
    return drawn


def _segment(x0: int, y0: int, x1: int, y1: int) -> list[tuple[int, int]]:
    """The dots from one point to the next (Bresenham's line)."""
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    step_x, step_y = (1 if x1 > x0 else -1), (1 if y1 > y0 else -1)
    error = dx + dy
    points = []
    x, y = x0, y0
    while True:
        points.append((x, y))
        if x == x1 and y == y1:
            return points
        twice = 2 * error
        if twice >= dy:
            error += dy
            x += step_x
        if twice <= dx:
            error += dx
            y += step_y
