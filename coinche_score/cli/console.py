"""What the commands read and print: JSON documents in, one-line refusals and escaped text out."""

from __future__ import annotations

import codecs
import io
import json
import os
import re
import stat
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, Any, BinaryIO, TextIO

from coinche_score.cli.errors import fail
from coinche_score.cli.refused import CliCode, CommandRefusal, Expected, expected_words
from coinche_score.json_text import load_json
from coinche_score.text import QUOTE_LIMIT, neutralise, shorten

if TYPE_CHECKING:
    from coinche_score.i18n import Texts

#: The most a document read may hold: as much as a saved match file (the store's MAX_FILE_SIZE).
MAX_INPUT_SIZE = 16 * 1024 * 1024
#: What ``import`` reads a piece at a time: the export of any match the store holds.  A match
#: file holds at most 16 MiB, so some 650,000 deals, and export prints at most about 36 times
#: a match file (a thrown-in deal takes 26 bytes there and 930 in the export, with long names).
MAX_BIG_INPUT = 1024 * 1024 * 1024
PIECE_SIZE = 1024 * 1024
#: How long opening a named pipe may wait for a writer before the command says what it waits
#: for: a pipe a program is writing to (``score <(…)``) opens at once, and says nothing.
PIPE_PATIENCE = 0.5
#: A refusal is one line: whatever it quotes, it stops there.
MESSAGE_LIMIT = 400
#: A value quoted in a message, as repr() quotes it: its quotes not within a word (an
#: apostrophe is not one), what it holds escaped.  Taken in turn from the left, so that the
#: closing quote of a value, or a quote within one ("it's"), never opens another.
QUOTED = re.compile(r"""(?<!\w)(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")(?!\w)""")


def read_json_input(
    source: str,
    waiting_for: Expected,
    big: Callable[[Iterator[str]], Any] | None = None,
    *,
    lang: str | None = None,
) -> Any:
    """A JSON document from a file, or standard input for ``-`` (at most MAX_INPUT_SIZE).

    A longer one is refused, or given to ``big`` a piece at a time (up to MAX_BIG_INPUT).  At a
    terminal, standard input would wait silently for typing: say what it waits for, in the
    language of ``lang`` (``--lang``; None: the locale's).
    """
    path = None if source == "-" else source  # None: standard input
    try:
        with _opened(source, waiting_for, lang) as handle:
            reader = _Utf8(handle, path)
            text = reader.read(MAX_INPUT_SIZE + 1)
            if reader.read_bytes > MAX_INPUT_SIZE and big is not None:
                try:
                    return big(_pieces(text, reader))
                except ValueError as error:
                    fail(CommandRefusal(CliCode.INVALID_JSON, path=path, detail=error))
    except OSError as error:
        fail(CommandRefusal(CliCode.CANNOT_READ, path=path, reason=error.strerror or str(error)))
    if reader.read_bytes > MAX_INPUT_SIZE:
        fail(CommandRefusal(CliCode.TOO_LONG, path=path, limit=MAX_INPUT_SIZE))
    if not text.strip():
        fail(CommandRefusal(CliCode.EMPTY_INPUT, path=path, expected=waiting_for))
    return parse_json(text, CliCode.INVALID_JSON, path=path)


def waiting_notice(key: str, waiting_for: Expected, lang: str | None, **values: object) -> str:
    """What a command waits for, in the user's language: the words are loaded only for a
    terminal or a named pipe, where it may wait."""
    from coinche_score.i18n import CATALOGUES, choose_language

    words = CATALOGUES[choose_language(lang)].sentences
    return words[key].format(what=expected_words(waiting_for, words), **values)


def _opened(source: str, waiting_for: Expected, lang: str | None) -> AbstractContextManager[TextIO]:
    """The file, or standard input (left open)."""
    if source != "-":
        return _file(source, waiting_for, lang)
    if sys.stdin is None:  # started with standard input closed
        fail(CommandRefusal(CliCode.STDIN_CLOSED))
    if isinstance(sys.stdin, io.TextIOWrapper):
        # UTF-8 as a file is read, whatever the locale: in the C locale, Python reads bytes
        # that are not UTF-8 as escapes ('cl\udcc3assic'), and in another, other text.
        sys.stdin.reconfigure(encoding="utf-8", errors="strict")
    if sys.stdin.isatty():
        say(waiting_notice("cli.waiting.stdin", waiting_for, lang), to_error=True)
    return nullcontext(sys.stdin)


def _file(path: str, waiting_for: Expected, lang: str | None) -> TextIO:
    """The file; a named pipe is opened once something writes to it, which may never come:
    said if it does not come at once, as at a terminal."""
    if not stat.S_ISFIFO(os.stat(path).st_mode):
        return open(path, encoding="utf-8")
    import threading

    notice = waiting_notice("cli.waiting.pipe", waiting_for, lang, path=one_line(path))
    waiting = threading.Timer(PIPE_PATIENCE, say, [notice], {"to_error": True})
    waiting.daemon = True
    waiting.start()
    try:
        return open(path, encoding="utf-8")
    finally:
        waiting.cancel()


class _Utf8:
    """UTF-8 text read from a file's bytes, decoded here: a byte that is not UTF-8 is named by
    its place in the whole input, where a text stream's decoder names it by its place in the
    piece it decodes ("byte 33" of a byte five megabytes in)."""

    def __init__(self, handle: TextIO, path: str | None) -> None:
        self.handle, self.path = handle, path
        self.binary: BinaryIO | None = getattr(handle, "buffer", None)  # None: a test's text
        self.decoder = codecs.getincrementaldecoder("utf-8")()
        self.read_bytes = 0  # or characters, of a stream of text alone

    def read(self, size: int) -> str:
        """At most ``size`` more bytes of the input, as text ("" at its end)."""
        try:
            if self.binary is None:
                text = self.handle.read(size)
                self.read_bytes += len(text)
                return text
            data = self.binary.read(size)
            waiting = len(self.decoder.getstate()[0])  # a character cut by the last piece
            before, self.read_bytes = self.read_bytes - waiting, self.read_bytes + len(data)
            try:
                # Fewer bytes than asked for: the input's end (a character cut there is not
                # one, and is refused).
                return self.decoder.decode(data, final=len(data) < size)
            except UnicodeDecodeError as error:
                place = before + error.start + 1
                fail(CommandRefusal(CliCode.NOT_UTF8, path=self.path, byte=place))
        except (OSError, ValueError) as error:  # ValueError: a closed stream
            reason = getattr(error, "strerror", None) or str(error)
            fail(CommandRefusal(CliCode.CANNOT_READ, path=self.path, reason=reason))


def _pieces(first: str, reader: _Utf8) -> Iterator[str]:
    """``first``, then the rest of ``reader`` a piece at a time, up to MAX_BIG_INPUT bytes."""
    piece = first
    while piece:
        if reader.read_bytes > MAX_BIG_INPUT:
            fail(CommandRefusal(CliCode.TOO_LONG, path=reader.path, limit=MAX_BIG_INPUT))
        yield piece
        piece = reader.read(PIECE_SIZE)


def parse_json(text: str, code: CliCode, field: str = "", **params: Any) -> Any:
    """``text`` as JSON (a key given twice is refused), or the refusal ``code`` of ``field``
    with ``params`` and json's words for what is wrong (its ``detail``)."""
    try:
        return load_json(text, unique_keys=True)
    except ValueError as error:
        fail(CommandRefusal(code, field, detail=error, **params))


def cut_quotes(message: str) -> str:
    """Every value quoted in ``message`` cut to about QUOTE_LIMIT characters."""

    def cut(found: re.Match[str]) -> str:
        value = found[0]
        if len(value) <= QUOTE_LIMIT:
            return value
        return f"{shorten(value, QUOTE_LIMIT - 1)}{value[0]}"  # closed again

    return QUOTED.sub(cut, message)


def refusal_line(message: str) -> str:
    """A refusal as printed: one line whatever the message quotes (a JSON key may hold a line
    break), of a bounded length."""
    # A line break in a quoted key or a file's name is shown as one (\x0a), as other controls.
    return shorten(cut_quotes(neutralise(message)), MESSAGE_LIMIT)


def one_line(value: object) -> str:
    """A path or a file's text inside a sentence, its line breaks shown as escapes too: a
    folder named "x\\n[x] forged" prints no line of its own (say() keeps the sentences' own)."""
    return neutralise(str(value))


def say(text: str, *, to_error: bool = False) -> None:
    """Print text from the user or a file: what could drive the terminal is shown escaped."""
    stream = sys.stderr if to_error else sys.stdout
    # Closed at start (2>&-), Python has none, and print() would write to standard output.
    if stream is not None:
        write_out(neutralise(text, line_breaks=True) + "\n", stream)


def _json_escapes(error: UnicodeError) -> tuple[str, int]:
    """What an encoding cannot write, as JSON escapes it: "\\u00e9", a surrogate pair for a
    character beyond the first plane (Python's own escapes, "\\xe9", JSON cannot read)."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    lacking = error.object[error.start : error.end]
    return json.dumps(lacking)[1:-1], error.end


#: The name of that handler for str.encode.
JSON_ESCAPES = "coinche-json-escapes"
codecs.register_error(JSON_ESCAPES, _json_escapes)
#: The error handlers that never fail: a stream's own is kept when it is one of them (asked
#: for: PYTHONIOENCODING=ascii:replace).  Any other may fail, strict as surrogateescape (the C
#: locale's), and is replaced by JSON_ESCAPES.
NEVER_FAILING = frozenset(
    {"replace", "ignore", "backslashreplace", "xmlcharrefreplace", "namereplace"}
)


def write_out(text: str, stream: TextIO | None = None) -> None:
    """Write ``text`` whole to ``stream`` (standard output by default), or raise the OSError
    that stops it: a pipe closed half-way through a long text (``score big.json | head``)
    would lose the rest silently, as the buffer of a text stream takes a short write for done."""
    stream = sys.stdout if stream is None else stream
    buffer = getattr(stream, "buffer", None)
    if buffer is None:  # a stream of text alone (a test's)
        stream.write(text)
        return
    stream.flush()
    # A name the output's encoding lacks (PYTHONIOENCODING=latin-1, the C locale) is written as
    # its escape, "\ufdfa", which JSON reads back as the name, not as a UnicodeEncodeError.
    # Standard error's own handler is always backslashreplace, whatever is asked:
    # its escapes are the same as standard output's, not Python's "\xe9".
    errors = stream.errors
    if errors not in NEVER_FAILING or stream is sys.stderr:
        errors = JSON_ESCAPES
    data = memoryview(text.encode(stream.encoding, errors))
    while data:
        data = data[buffer.write(data) :]
    if stream.line_buffering or stream is sys.stderr:
        buffer.flush()  # as print() would: a terminal, or the warnings, shown as they come


def warn(texts: Texts, warnings: Sequence[str]) -> None:
    # One line each: a line break in a file's name must not start a line of its own.
    for warning in warnings:
        say(texts("cli.warning", warning=neutralise(warning)), to_error=True)
