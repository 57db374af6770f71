"""The score on every phone: the address of the table's view and its QR code, who can see it,
and the way to stop sharing.  Keys or taps: s or the button stops, Esc or the button closes
(sharing goes on), a or the button shows the address on another of the machine's networks.
On a narrow terminal the words go under the code, and the dialog scrolls above its key bar."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from coinche_score.i18n import Texts
from coinche_score.server.qr import qr_lines, qr_text
from coinche_score.tui.screens.styled_once import StyledOnce
from coinche_score.tui.widgets.key_bar import KeyBar

ShareChoice = Literal["stop"]
#: Below this width the words go under the code (33 columns) instead of beside it.
SIDE_BY_SIDE_FROM = 79
#: The dialog's lines around its code: its border and its title.
CODE_FRAME = 3


def written(url: str) -> Text:
    """The address as a player types it: its token on a line of its own, where the dialog's
    width split it anywhere inside (no line holds the whole address)."""
    return Text(url.replace("/T/", "/T/\n", 1))


class ShareScreen(StyledOnce, ModalScreen[ShareChoice | None]):
    DEFAULT_CSS = """
    ShareScreen {
        align: center middle;
    }
    #share {
        width: 78;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: round $primary;
        background: $surface;
        padding: 0 1;
    }
    /* Docked in the dialog, which scrolls above it: the way out stays in sight on a phone. */
    #share KeyBar {
        dock: bottom;
        background: $surface;
    }
    #share-body {
        height: auto;
    }
    #share-code {
        width: auto;
        height: auto;
        color: black;
        background: white;
    }
    #share-words {
        width: 1fr;
        height: auto;
        padding: 0 0 0 2;
    }
    #share-words Label {
        width: 100%;
    }
    #share-url {
        text-style: bold;
        margin: 1 0;
    }
    #share-local {
        color: $warning;
        margin-top: 1;
    }
    #share-buttons {
        height: auto;
        margin-top: 1;
    }
    #share-buttons Button {
        margin-right: 2;
    }
    ShareScreen.-narrow #share {
        padding: 0;
    }
    ShareScreen.-narrow #share-body {
        layout: vertical;
    }
    ShareScreen.-low #share {
        border: none;
    }
    ShareScreen.-low .dialog-title {
        display: none;
    }
    ShareScreen.-narrow #share-words {
        width: 100%;
        max-width: 36;
        padding: 0;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "stop", "Stop sharing", id="share.stop"),
        Binding("a", "other", "Other address", id="share.other"),
        Binding("escape", "close", "Close", id="share.close"),
    ]

    def __init__(self, texts: Texts, urls: Sequence[str], *, local_only: bool) -> None:
        """``urls``: the view's address on each network it is served on, the likeliest first;
        ``local_only``: only this computer can open it (no network address was found)."""
        super().__init__()
        self.texts = texts
        self.urls = list(urls)
        self.shown = 0
        self.local_only = local_only
        self.code = qr_lines(qr_text(self.urls[0]))

    @property
    def url(self) -> str:
        return self.urls[self.shown]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return action != "other" or len(self.urls) > 1

    def compose(self) -> ComposeResult:
        texts = self.texts
        # Not a .dialog: wider than most, and without padding on a narrow terminal.
        with VerticalScroll(id="share"):
            yield Label(texts("share.title"), classes="dialog-title")
            with Horizontal(id="share-body"):
                yield Static(Text("\n".join(self.code)), id="share-code")
                with Vertical(id="share-words"):
                    yield Label(texts("share.scan"))
                    yield Label(written(self.url), id="share-url")
                    if len(self.urls) > 1:
                        yield Label(self._which(), id="share-which")
                    yield Label(texts("share.who"))
                    if self.local_only:
                        yield Label(texts("share.local_only"), id="share-local")
                    with Horizontal(id="share-buttons"):
                        stop = texts("binding.share.stop")
                        yield Button(stop, id="stop", variant="error", compact=True)
                        if len(self.urls) > 1:
                            other = texts("binding.share.other")
                            yield Button(other, id="other", compact=True)
                        yield Button(texts("binding.share.close"), id="close", compact=True)
            yield KeyBar(texts)

    def on_mount(self) -> None:
        # The code stays in sight: the dialog scrolls only when the player scrolls it.
        self.query_one("#close", Button).focus(scroll_visible=False)
        self._lay_out(self.app.size)

    def on_resize(self, event: events.Resize) -> None:
        self._lay_out(event.size)

    def _lay_out(self, size: Size) -> None:
        self.set_class(size.width < SIDE_BY_SIDE_FROM, "-narrow")
        # A code cut off cannot be scanned: on a low terminal (a phone's 20 lines) the title
        # and the border give way, for the whole code above the key bar.
        whole = len(self.code) + CODE_FRAME + KeyBar.lines_at(size.width)
        self.set_class(size.height < whole, "-low")

    def _which(self) -> str:
        return self.texts("share.which", number=self.shown + 1, count=len(self.urls))

    @on(Button.Pressed, "#other")
    def action_other(self) -> None:
        """The address on the machine's next network, and its code."""
        self.shown = (self.shown + 1) % len(self.urls)
        self.code = qr_lines(qr_text(self.url))
        self.query_one("#share-code", Static).update(Text("\n".join(self.code)))
        self.query_one("#share-url", Label).update(written(self.url))
        self.query_one("#share-which", Label).update(self._which())
        self._lay_out(self.app.size)

    @on(Button.Pressed, "#stop")
    def action_stop(self) -> None:
        self.dismiss("stop")

    @on(Button.Pressed, "#close")
    def action_close(self) -> None:
        self.dismiss(None)
