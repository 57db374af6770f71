"""The table of deals on the score sheet: what was entered, and what the core scored for it."""

from __future__ import annotations

import gc
from itertools import count

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual._types import SegmentLines
from textual.cache import LRUCache
from textual.geometry import Region
from textual.message import Message
from textual.strip import Strip
from textual.widgets.data_table import Row, RowKey

from coinche_score.i18n import Texts
from coinche_score.match import Match, MatchState, ScoredDeal, dealer_for
from coinche_score.rules import TEAMS, Team
from coinche_score.scoring import Deal, DealScore
from coinche_score.tui.widgets.line_table import LineTable
from coinche_score.tui.widgets.showing import ellipsised

#: (key, width on an 80-column terminal, width from WIDE_FROM columns up).
COLUMNS: tuple[tuple[str, int, int], ...] = (
    ("number", 2, 3),
    ("dealer", 6, 10),
    ("taker", 5, 9),
    ("contract", 8, 10),
    ("points", 3, 4),
    ("belote", 3, 7),
    ("announces", 4, 9),
    ("result", 6, 8),
    ("score.A", 4, 6),
    ("score.B", 4, 6),
    ("total.A", 5, 7),
    ("total.B", 5, 7),
)
#: A cell's padding either side.
PADDING = 2
#: The wide widths, the padding and the scrollbar: any less cuts the last column.
WIDE_FROM = sum(wide + PADDING for _, _, wide in COLUMNS) + 1
#: The columns given up, in this order, when the table is too narrow for all of them: the
#: running totals and each deal's scores stay (points, belote... are in the detail line).
DROPPED_FIRST = ("dealer", "announces", "belote", "points", "taker")
#: The taker's column grows to the team names up to this width.
TAKER_WIDTH_LIMIT = 9
#: Columns whose title has a shorter form for narrow terminals.
SHORT_TITLED = ("dealer", "taker", "contract", "announces", "result")
#: Rows written at a time: a longer match is filled a batch per refresh.
ROWS_PER_BATCH = 500
#: Cells kept drawn: a few screens of rows.
DRAWN_CELLS = 4000
#: Lines kept drawn: as many rows.
DRAWN_LINES = DRAWN_CELLS // len(COLUMNS)


def belote_cell(match: Match, deal: Deal) -> str:
    """The holder's initial and the points ("R20", "N40 E20" at tout-atout): a narrow
    column cannot hold a team name."""
    return " ".join(
        f"{match.team_name(team)[:1]}{points}" for team in TEAMS if (points := deal.belote[team])
    )


def announces_cell(match: Match, deal: Deal) -> str:
    value = match.rules.announce_value
    return " ".join(
        f"{match.team_name(team)[:1]}{sum(value(a, deal.trump) for a in kinds)}"
        for team in TEAMS
        if (kinds := deal.announces[team])
    )


def _number(value: int | str) -> Text:
    return Text(str(value), justify="right")


def first_changed(before: Match | None, after: Match) -> int:
    """How many leading deals ``before`` and ``after`` share: a deal's row depends only on the
    deals up to it (the litige it inherits) and on the teams and rules.

    A correction keeps the deals before it as the very same objects, so identity settles
    almost every comparison.
    """
    if before is None or _table_settings(before) != _table_settings(after):
        return 0
    for index, (old, new) in enumerate(zip(before.deals, after.deals, strict=False)):
        if old is not new and old != new:
            return index
    return min(len(before.deals), len(after.deals))


def _table_settings(match: Match) -> tuple[object, ...]:
    """What every row depends on besides the deals."""
    return (match.rules, match.target, match.team_names, match.players, match.first_dealer)


class DealTable(LineTable):
    """One row per deal; the row key is the deal's 0-based index.

    The rows follow the match: a new deal adds one row, a correction rewrites the rows from the
    deal it changed on; the table is rebuilt only when its columns change.  A very long match
    is written a batch of rows per refresh, so that keys stay live while it fills.
    """

    class Filled(Message):
        """The rows are (re)built; the cursor may be on another deal."""

    def __init__(self, texts: Texts, *, id: str | None = None) -> None:
        #: The rows in order (see :attr:`ordered_rows`), which DataTable's start reads.
        self._rows_in_order: list[Row] = []
        #: The table's style during a paint: see :meth:`render_lines`.
        self._painting_style: Style | None = None
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self.texts = texts
        self._shown: tuple[Match, MatchState] | None = None
        self._wanted_row: int | None = None
        #: (key, width) of each column shown: the columns are rebuilt when it changes.
        self._layout: tuple[tuple[str, int], ...] | None = None
        self._contract_width = 0
        self._taker_width = 0
        #: The match the widths below were measured on, and each deal's widest cells.
        self._measured: Match | None = None
        self._result_widths: list[int] = []
        self._belote_widths: list[int] = []
        self._announces_widths: list[int] = []
        #: The match the first ``_rows_done`` rows show.
        self._filled: Match | None = None
        self._rows_done = 0
        self._batch_pending = False
        #: When each row and the titles were last written (a number never given twice), and
        #: the cells and lines drawn.
        self._row_stamps: list[int] = []
        self._writes = count()
        self._titles_stamp = next(self._writes)
        self._drawn_cells: LRUCache[tuple[object, ...], SegmentLines] = LRUCache(DRAWN_CELLS)
        self._drawn_lines: LRUCache[tuple[object, ...], Strip] = LRUCache(DRAWN_LINES)
        #: The row shown on each line: see :attr:`_y_offsets`.
        self._row_lines: list[tuple[RowKey, int]] = []

    def show(self, match: Match, state: MatchState, row: int | None = None) -> None:
        """Show the match's deals, the cursor on ``row`` or where it was.

        Before the table has a size this only remembers the match: the first resize fills it,
        once, at the right width (200 deals are worth not measuring twice).
        """
        self._shown = (match, state)
        if row is not None:
            self._wanted_row = row
        if not self.size.width:
            return
        self._measure(match, state)
        layout = self._layout_for(match)
        if layout != self._layout:
            if self._wanted_row is None:
                self._wanted_row = self.cursor_row  # clearing the table moves the cursor
            self._layout = layout
            self.clear(columns=True)
            self._row_stamps.clear()
            self._add_columns(match, layout)
            self._rows_done = 0
            self._filled = match
            self._fill()
        else:
            self._rows_done = min(self._rows_done, first_changed(self._filled, match))
            self._filled = match
            self._fill(settle=True)

    def _fill(self, *, settle: bool = False) -> None:
        """Write the rows that do not show the match yet, up to a batch of them.

        ``settle``: the table keeps its columns (a change to a match shown): see
        :meth:`_settle_dimensions`.  A table rebuilt waits for its layout, as DataTable does.
        """
        assert self._shown is not None and self._layout is not None
        match, state = self._shown
        count = len(match.deals)
        start, end = self._rows_done, min(count, self._rows_done + ROWS_PER_BATCH)
        shown = {key for key, _ in self._layout}
        rows_before = self.row_count
        for index in range(start, end):
            cells = self._scored_or_unscored_cells(match, state, index)
            # Names are shown as typed: a str cell would be read as markup.
            kept = [
                Text(cell) if isinstance(cell, str) else cell
                for (key, _, _), cell in zip(COLUMNS, cells, strict=True)
                if key in shown
            ]
            if index < self.row_count:
                for (column, _), cell in zip(self._layout, kept, strict=True):
                    self.update_cell(str(index), column, cell)
                self._row_stamps[index] = next(self._writes)
            else:
                self.add_row(*kept, key=str(index))
                self._row_stamps.append(next(self._writes))
        if end - max(start, rows_before) == ROWS_PER_BATCH:
            # A long match filling its table: its deals, scores and rows live as long as the
            # table.  Each full pass of the garbage collector would walk them all again (a
            # pause growing with the match, a tenth of a second at 10,000 deals); frozen, they
            # are left out.  Not after a correction, which may follow a closed deal form that
            # is garbage still to collect.
            gc.freeze()
        self._rows_done = end
        if end < count:
            if not self._batch_pending:
                self._batch_pending = True
                self.call_after_refresh(self._next_batch)
            return
        for index in range(self.row_count - 1, count - 1, -1):
            self.remove_row(str(index))
            self._row_stamps.pop()
        if settle:
            self._settle_dimensions()
        row = self._wanted_row if self._wanted_row is not None else self.cursor_row
        self._wanted_row = None
        if self.row_count:
            self.move_cursor(row=min(max(row, 0), self.row_count - 1))
        self.post_message(self.Filled())

    def _settle_dimensions(self) -> None:
        """The table's height with its new rows, now rather than when it is next idle (what
        DataTable does then), so that move_cursor scrolls at once: a new deal at the bottom is
        then painted once, not painted, scrolled to and painted again."""
        if self._require_update_dimensions:
            self._require_update_dimensions = False
            self._new_rows.clear()
            self._update_dimensions(())

    @property
    def ordered_rows(self) -> list[Row]:
        """The rows in order: DataTable lists them again, over every row, after any change.
        Here a row's key is its index, and rows are only added and removed at the end: when
        the last row listed is still in the table, so is every row before it."""
        rows, count = self._rows_in_order, self.row_count
        del rows[count:]
        if rows and rows[-1] is not self.rows[RowKey(str(len(rows) - 1))]:
            rows.clear()
        rows.extend(self.rows[RowKey(str(index))] for index in range(len(rows), count))
        return rows

    @property
    def _y_offsets(self) -> list[tuple[RowKey, int]]:
        """The row on each line, and the line within the row: DataTable lists it again over
        every row after any change.  A row here is one line high, its key its index, and the
        rows are never sorted: the list only follows the row count."""
        lines, count = self._row_lines, self.row_count
        del lines[count:]
        lines.extend((RowKey(str(index)), 0) for index in range(len(lines), count))
        return lines

    def _next_batch(self) -> None:
        self._batch_pending = False
        if self._shown is not None and self._rows_done < len(self._shown[0].deals):
            self._fill()

    def _render_cell(
        self,
        row_index: int,
        column_index: int,
        base_style: Style,
        width: int,
        cursor: bool = False,
        hover: bool = False,
    ) -> SegmentLines:
        """A cell drawn again only when its row was written, its column resized or its look
        changed: Textual's DataTable forgets every drawn cell at any change, so that a new deal
        would redraw every row in view."""
        draw = super()._render_cell
        if row_index < 0 or column_index < 0:  # the titles
            return draw(row_index, column_index, base_style, width, cursor, hover)
        # What DataTable's own key holds besides the row (its pseudo classes: focus, hover...).
        look = (base_style, width, cursor, hover, self.show_cursor, self._pseudo_class_state)
        key = (self._row_stamps[row_index], column_index, *look)
        lines = self._drawn_cells.get(key)
        if lines is None:
            lines = draw(row_index, column_index, base_style, width, cursor, hover)
            self._drawn_cells[key] = lines
        return lines

    def render_lines(self, crop: Region) -> list[Strip]:
        """The table's style (from its CSS and its ancestors') is worked out once a paint:
        DataTable asks for it again for each line."""
        self._painting_style = self.rich_style
        try:
            return super().render_lines(crop)
        finally:
            self._painting_style = None

    @property
    def rich_style(self) -> Style:
        painting = self._painting_style
        return super().rich_style if painting is None else painting

    def _render_line(self, y: int, x1: int, x2: int, base_style: Style) -> Strip:
        """A line drawn again only when its row was written or its look changed: DataTable
        draws every line in view again at any change, a new deal or a move of the cursor."""
        draw = super()._render_line
        try:
            row_key, line = self._get_offsets(y)
        except LookupError:  # below the last row
            return draw(y, x1, x2, base_style)
        row_index = self._row_locations.get(row_key)
        if row_index is None:
            row_index, stamp = -1, self._titles_stamp
        else:
            stamp = self._row_stamps[row_index]
        # A row cursor: only whether the cursor (or the mouse) is on this row changes its look.
        on_row = (self.cursor_coordinate.row == row_index, self.hover_coordinate.row == row_index)
        look = (*on_row, self.show_cursor, self._show_hover_cursor, self._pseudo_class_state)
        key = (stamp, line, x1, x2, self.size.width, base_style, *look)
        strip = self._drawn_lines.get(key)
        if strip is None:
            strip = draw(y, x1, x2, base_style)
            self._drawn_lines[key] = strip
        return strip

    def on_unmount(self) -> None:
        # The rows go now (nothing else refers to them) rather than with the closed sheet's
        # widgets, which refer to each other: the collector would walk them all first (a
        # second at 100,000 deals).
        self.clear(columns=True)
        self._shown = self._measured = self._filled = None
        for kept in (self._rows_in_order, self._row_lines, self._row_stamps):
            kept.clear()
        for widths in (self._result_widths, self._belote_widths, self._announces_widths):
            widths.clear()
        self._drawn_cells.clear()
        self._drawn_lines.clear()
        # What was frozen is collected again.
        gc.unfreeze()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        # Another theme, or CSS: every cell may look different.
        self._drawn_cells.clear()
        self._drawn_lines.clear()

    def _measure(self, match: Match, state: MatchState) -> None:
        """The widest cells of each deal, measured again from the first deal that changed."""
        first = first_changed(self._measured, match)
        self._measured = match
        unscored = cell_len(self.texts("sheet.unscored"))
        for widths in (self._result_widths, self._belote_widths, self._announces_widths):
            del widths[first:]
        # A long match holds few different cells: each is measured once (100,000 deals are
        # measured at once, as the sheet first shows).
        words: dict[str, int] = {}
        belotes: dict[tuple[int, int], int] = {}
        announced: dict[tuple[object, ...], int] = {}
        scored = state.scored
        for index in range(first, len(match.deals)):
            deal = match.deals[index]
            if index < len(scored):
                word = self._result(match, scored[index].score, deal)
                result = words.get(word)
                if result is None:
                    result = words[word] = cell_len(word)
            else:
                result = unscored
            self._result_widths.append(result)
            belote, announces = deal.belote, deal.announces
            held = (belote.A, belote.B)
            width = belotes.get(held)
            if width is None:
                width = belotes[held] = cell_len(belote_cell(match, deal))
            self._belote_widths.append(width)
            key = (announces.A, announces.B, deal.trump)
            width = announced.get(key)
            if width is None:
                width = announced[key] = cell_len(announces_cell(match, deal))
            self._announces_widths.append(width)

    def _layout_for(self, match: Match) -> tuple[tuple[str, int], ...]:
        """The columns that fit the table's width, and their widths."""
        room = self.size.width
        wide = room >= WIDE_FROM
        widths = {key: wide_width if wide else narrow for key, narrow, wide_width in COLUMNS}
        widths["number"] = max(widths["number"], len(str(len(match.deals) + 1)))
        # The result column holds its longest word whole ("not counted", "def. capot").
        widths["result"] = max(widths["result"], max(self._result_widths, default=0))
        # The taker's team whole, up to a point (then shortened with an ellipsis).
        names = max(cell_len(name) for name in match.team_names)
        widths["taker"] = max(widths["taker"], min(names, TAKER_WIDTH_LIMIT))
        # Belote and announces as wide as their widest cell ("N40 E20" whole at tout-atout).
        widths["belote"] = max(widths["belote"], max(self._belote_widths, default=0))
        widths["announces"] = max(widths["announces"], max(self._announces_widths, default=0))
        if not match.rules.announces:
            del widths["announces"]
        for key in DROPPED_FIRST:
            if sum(w + PADDING for w in widths.values()) + 1 <= room:
                break
            widths.pop(key, None)
        self._contract_width = widths["contract"]
        self._taker_width = widths.get("taker", 0)
        return tuple(widths.items())

    def _result(self, match: Match, score: DealScore, deal: Deal) -> str:
        """The result word; a renonce names its offender by the team's initial ("renonce R")."""
        word = self.texts.result_word(score, deal)
        if deal.renonce is not None:
            word += f" {match.team_name(deal.renonce)[:1]}"
        return word

    def on_resize(self) -> None:
        shown = self._shown
        if shown is not None and (self._layout != self._layout_for(shown[0]) or not self.row_count):
            self.show(*shown)
        elif self.row_count:
            # Made shorter (the terminal, or the lines above laid out after the rows were
            # filled), the table keeps the selected deal in view, which DataTable does not.
            self._scroll_cursor_into_view()

    def _add_columns(self, match: Match, layout: tuple[tuple[str, int], ...]) -> None:
        texts = self.texts
        self._titles_stamp = next(self._writes)
        wide = self.size.width >= WIDE_FROM
        for key, width in layout:
            kind, _, team = key.partition(".")
            if kind == "score":
                label = match.team_name(team)  # type: ignore[arg-type]
            elif kind == "total":
                label = texts("sheet.deal_column.total", team=match.team_name(team))  # type: ignore[arg-type]
            elif not wide and key in SHORT_TITLED:
                label = texts(f"sheet.deal_column.{key}.short")
            else:
                label = texts(f"sheet.deal_column.{key}")
            numeric = kind in ("score", "total", "number", "points")
            label_text = Text(label[:width], justify="right" if numeric else "left")
            self.add_column(label_text, width=width, key=key)

    def _entered_cells(self, match: Match, deal: Deal, index: int) -> list[Text | str]:
        texts = self.texts
        dealer = match.seat_name(dealer_for(match.rules, match.first_dealer, index))
        if deal.taker is None:
            return [_number(index + 1), dealer, texts("none"), "", "", "", ""]
        contract = texts.contract_text(deal, match.rules)
        if cell_len(contract) > self._contract_width:
            contract = texts.contract_text(deal, match.rules, short=True)
        return [
            _number(index + 1),
            dealer,
            ellipsised(match.team_name(deal.taker), self._taker_width),
            contract,
            _number(deal.taker_points if deal.taker_points is not None else ""),
            belote_cell(match, deal),
            announces_cell(match, deal),
        ]

    def _scored_cells(self, match: Match, scored: ScoredDeal) -> list[Text | str]:
        score = scored.score
        cells = self._entered_cells(match, scored.deal, scored.number - 1)
        result = self._result(match, score, scored.deal)
        style = {True: "green", False: "red", None: "yellow"}[score.made]
        cells.append(Text(result, style=style if not scored.deal.thrown_in else "dim"))
        team_order: tuple[Team, ...] = TEAMS
        cells += [_number(score.scores[team]) for team in team_order]
        cells += [_number(scored.totals[team]) for team in team_order]
        return cells

    def _scored_or_unscored_cells(
        self, match: Match, state: MatchState, index: int
    ) -> list[Text | str]:
        if index < len(state.scored):
            return self._scored_cells(match, state.scored[index])
        return self._unscored_cells(match, index)

    def _unscored_cells(self, match: Match, index: int) -> list[Text | str]:
        cells = self._entered_cells(match, match.deals[index], index)
        cells.append(Text(self.texts("sheet.unscored"), style="dim"))
        cells += ["", "", "", ""]
        return cells
