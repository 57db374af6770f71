"""Whether the screen shown fits its terminal, down to a phone's 40 columns (issue 19): no widget
leaves the screen, nothing scrolls sideways, and every text cut short says so with "…".

``assert_fits(pilot)`` checks the three on whatever screen is shown, so that each screen's tests
can ask it at each size.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Button, Input, Static

from coinche_score.tui.widgets.choice_picker import ChoiceRow
from coinche_score.tui.widgets.row_table import RowTable
from coinche_score.tui.widgets.score import InfoLine

ELLIPSIS = "…"


def cut_cells(table: RowTable) -> list[str]:
    """The cells of a table wider than their column (drawn cut, with an ellipsis).  Titles
    may be cut, and so may the taker's team: the sheet's score columns are titled with the
    team names, and the taker's column grows to TAKER_WIDTH_LIMIT only."""
    layout = table.columns_shown
    return [
        str(cell)
        for row in range(table.row_count)
        for cell, placed in zip(table.rows.cells(row, layout), layout, strict=True)
        if cell_len(str(cell)) > placed.width and placed.key != "taker"
    ]


def shown_text(widget: Widget) -> str:
    """Every line the widget draws, one after the other."""
    return "".join(widget.render_line(y).text for y in range(widget.outer_size.height))


def squeezed(text: str) -> str:
    """Without white space: a text wrapped over several lines is still found whole."""
    return "".join(text.split())


def _cut_unmarked(widget: Widget) -> list[str]:
    """The texts of ``widget`` that are not shown whole, and not marked "…" either."""
    # A RowTable cuts each cell too wide for its column with "…" itself.
    room = widget.content_region.width
    if isinstance(widget, Input):
        typed = widget.value or widget.placeholder
        # The field being typed in is read whole by moving its cursor.
        if cell_len(typed) <= room or widget.has_focus or ELLIPSIS in shown_text(widget):
            return []
        return [typed]
    if isinstance(widget, Button):
        label = str(widget.label)
        return [label] if cell_len(label) > room else []
    if isinstance(widget, ChoiceRow):
        texts = [option.label for option in widget.options()]
    elif isinstance(widget, InfoLine):
        texts = [widget.render().plain]  # the parts it keeps: it leaves out the others whole
    elif isinstance(widget, Static):
        texts = [widget.visual.plain] if hasattr(widget.visual, "plain") else []
    else:
        return []
    shown = squeezed(shown_text(widget))
    return [text for text in texts if squeezed(text) not in shown and ELLIPSIS not in shown]


def _scrolled_vertically(widget: Widget) -> bool:
    """Whether a container around ``widget`` scrolls up and down (the way to see all of it)."""
    return any(isinstance(node, Widget) and node.allow_vertical_scroll for node in widget.ancestors)


def misfits(pilot: Pilot[None]) -> list[str]:
    """What does not fit the screen shown, in words; empty when everything fits."""
    screen = pilot.app.screen
    width, height = screen.size
    found: list[str] = []
    for widget in screen.walk_children(Widget):
        region = widget.region
        if not region.area:
            continue  # not shown: hidden, or scrolled out of sight
        if region.x < 0 or region.right > width:
            found.append(f"{widget!r} leaves the screen sideways: {region}")
        if (region.y < 0 or region.bottom > height) and not _scrolled_vertically(widget):
            found.append(f"{widget!r} leaves the screen and nothing scrolls to it: {region}")
        # A field follows its cursor sideways, with no scroll bar (what it cuts is looked at
        # below); the one being typed in is read whole by moving its cursor.
        typing = isinstance(widget, Input) and widget.has_focus
        bar = widget.show_horizontal_scrollbar and widget.styles.scrollbar_size_horizontal
        if bar or (widget.scroll_x and not typing):
            found.append(f"{widget!r} scrolls sideways")
        found += [f"{widget!r} cuts {text!r} without a '…'" for text in _cut_unmarked(widget)]
    return found


def assert_fits(pilot: Pilot[None]) -> None:
    """Nothing off screen, nothing scrolled sideways, every cut text marked with "…"."""
    assert misfits(pilot) == []
