"""A deal's why under the score sheet: wrapped to its width, never more lines than its
``max-height``; cut, its last line ends with "…", and a tap on it says it whole.

A ``Static`` of three lines (a phone with its keyboard up) stopped in the middle of a sum
("Nous 70 pts + 90 contrat + 20 annonces + 20 belote ="), the other team's score out of
sight and nothing saying so.
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget


class WhyLines(Widget):
    DEFAULT_CSS = """
    WhyLines {
        height: auto;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.content = Text()
        self.cut = False

    def update(self, content: Text) -> None:
        """Show ``content``, unless it is shown already (an update lays the screen out)."""
        if content == self.content and content.style == self.content.style:
            return
        self.content = content
        self.refresh(layout=True)

    def _lines(self, width: int) -> tuple[list[Text], bool]:
        """The lines shown at ``width`` cells, and whether the text was cut to them."""
        lines = list(self.content.wrap(self.app.console, max(width, 1)))
        most = self.styles.max_height
        if most is None or not most.is_cells or len(lines) <= int(most.value):
            return lines, False
        shown = lines[: max(int(most.value), 1)]
        last = shown[-1]
        last.rstrip()
        last.truncate(max(width - 1, 0))
        last.append("…")
        return shown, True

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines(width)[0])

    def render(self) -> Text:
        lines, self.cut = self._lines(self.content_size.width)
        return Text("\n", style=self.content.style).join(lines)

    def on_click(self) -> None:
        if self.cut:
            self.app.notify(self.content.plain, timeout=15)
