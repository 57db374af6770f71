"""The address of the view as a QR code drawn with text: two rows of modules a line, in half
blocks (segno, pure Python, makes the code).  Pure: no I/O."""

from __future__ import annotations

import segno

#: Modules of light margin around the code: the standard asks 4, phones read 2 (the terminal's
#: own margin adds to it), and 2 keeps a code of the address within 40 columns.
MARGIN = 2
#: (top, bottom) dark -> the character, drawn dark on light.
BLOCKS = {(True, True): "█", (True, False): "▀", (False, True): "▄", (False, False): " "}


def qr_text(url: str) -> str:
    """The view's address as its code holds it: in capitals, which a QR code holds in its
    compact alphanumeric mode (scheme and host are read the same in any case; the view takes
    its token in any case)."""
    return url.upper()


def qr_lines(text: str, margin: int = MARGIN) -> list[str]:
    """``text`` as a QR code (medium error correction, the smallest version that holds it), a
    line of characters for every two rows: dark modules drawn in the text's colour."""
    code = segno.make(text, error="m", micro=False)
    rows = [[bool(module) for module in row] for row in code.matrix_iter(border=margin)]
    if len(rows) % 2:
        rows.append([False] * len(rows[0]))
    return [
        "".join(BLOCKS[top, bottom] for top, bottom in zip(upper, lower, strict=True))
        for upper, lower in zip(rows[::2], rows[1::2], strict=True)
    ]
