"""The tables' columns and rows, built without a screen: the layout that fits a width, the
ellipsis, the score sheet's deals and the home screen's saved matches."""

from __future__ import annotations

import ast
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.text import Span, Text

import coinche_score.tui
from coinche_score.i18n import Texts
from coinche_score.match import Match
from coinche_score.rules import Announce, Trump, preset
from coinche_score.scoring import Deal, TeamAnnounces, TeamBelote
from coinche_score.store import MatchSummary
from coinche_score.tui import home_rows, sheet_rows
from coinche_score.tui.home_rows import MatchRows
from coinche_score.tui.sheet_rows import DealRows, DealWidths, announces_cell, first_changed
from coinche_score.tui.table_layout import (
    Column,
    Placed,
    fitted,
    lay_out,
    row_width,
    width_of,
)

EN = Texts("en")
COLUMNS = (
    Column("name", "Name", width=20, least=8),
    Column("score", "Score", width=5, justify="right"),
    Column("date", "Date", width=10, drop_rank=0),
    Column("rules", "Rules", width=12, roomy=16, short_title="R.", drop_rank=1),
)


@pytest.mark.parametrize(
    "name",
    [
        "table_layout",
        "sheet_rows",
        "home_rows",
        "stats_cells",
        "stats_chart",
        "stats_filters",
        "stats_items",
        "stats_rows",
        "stats_view",
    ],
)
def test_the_row_builders_do_not_import_textual(name: str) -> None:
    tree = ast.parse((Path(coinche_score.tui.__file__).parent / f"{name}.py").read_text())
    imported = [
        name
        for node in ast.walk(tree)
        for name in (
            [alias.name for alias in node.names]
            if isinstance(node, ast.Import)
            else [node.module or ""]
            if isinstance(node, ast.ImportFrom)
            else []
        )
    ]
    assert imported and not [name for name in imported if name.split(".")[0] == "textual"]


def test_every_column_is_roomy_when_all_fit() -> None:
    room = row_width([20, 5, 10, 16])
    layout = lay_out(COLUMNS, room)
    assert [(p.key, p.title, p.width) for p in layout] == [
        ("name", "Name", 20),
        ("score", "Score", 5),
        ("date", "Date", 10),
        ("rules", "Rules", 16),
    ]


def test_short_of_room_the_short_titles_and_the_widths() -> None:
    room = row_width([20, 5, 10, 12])
    layout = lay_out(COLUMNS, room)
    assert [(p.key, p.title, p.width) for p in layout] == [
        ("name", "Name", 20),
        ("score", "Score", 5),
        ("date", "Date", 10),
        ("rules", "R.", 12),
    ]


def test_a_column_is_left_out_before_a_cell_is_cut_then_the_squeezed_column_gives_way() -> None:
    """A cut name is worse than a column left out: the date goes before the name is cut."""
    layout = lay_out(COLUMNS, row_width([20, 5, 10, 12]) - 3)
    assert [(p.key, p.width) for p in layout] == [("name", 20), ("score", 5), ("rules", 12)]
    layout = lay_out(COLUMNS, row_width([17, 5]))
    assert [(p.key, p.width) for p in layout] == [("name", 17), ("score", 5)]


def test_the_lowest_rank_is_left_out_first_and_a_column_without_a_rank_never() -> None:
    assert [p.key for p in lay_out(COLUMNS, row_width([20, 5, 12]))] == ["name", "score", "rules"]
    assert [p.key for p in lay_out(COLUMNS, row_width([20, 5, 11]))] == ["name", "score"]
    assert width_of(lay_out(COLUMNS, row_width([20, 5, 11])), "score") == 5
    assert width_of(lay_out(COLUMNS, row_width([20, 5, 11])), "rules") == 0  # left out
    # Even with no room at all, the columns without a rank stay, at their least width.
    assert [(p.key, p.width) for p in lay_out(COLUMNS, 0)] == [("name", 8), ("score", 5)]


def test_roomy_first_leaves_columns_out_before_it_squeezes_one() -> None:
    columns = (
        Column("name", "Name", width=10, least=4),
        Column("bar", "Bar", width=8, roomy=16),
        Column("extra", "Extra", width=6, drop_rank=0),
    )
    room = row_width([10, 16])
    assert [p.key for p in lay_out(columns, room)] == ["name", "bar", "extra"]  # squeezed
    assert [(p.key, p.width) for p in lay_out(columns, room, roomy_first=True)] == [
        ("name", 10),
        ("bar", 16),
    ]
    # Too narrow even without it: squeezed as before.
    assert [(p.key, p.width) for p in lay_out(columns, 20, roomy_first=True)] == [
        ("name", 8),
        ("bar", 8),
    ]


def test_squeezed_columns_share_the_room_left_in_proportion_to_what_they_lack() -> None:
    columns = (
        Column("teams", "Teams", width=30, least=10),
        Column("status", "Status", width=20, least=10),
    )
    assert [p.width for p in lay_out(columns, row_width([25, 15]))] == [24, 16]


def test_room_left_goes_to_the_columns_always_kept_toward_their_roomy_widths() -> None:
    columns = (
        Column("score", "Bleus", width=3, roomy=6, short_title="Bleus"),
        Column("dealer", "Dealer", width=6, roomy=10, drop_rank=0),
        Column("total", "ΣBleus", width=4, roomy=7, short_title="ΣBleus"),
    )
    layout = lay_out(columns, row_width([3, 6, 4]) + 4)
    assert [(p.key, p.width) for p in layout] == [("score", 5), ("dealer", 6), ("total", 6)]


def test_room_left_shows_a_cut_title_whole_before_a_column_grows_toward_roomy() -> None:
    """The English sheet on a phone (39 cells): "ΣThem" shown whole, not "ΣTh…" beside a
    "ΣUs" column grown past its title."""
    columns = (
        Column("number", "#", width=2, roomy=3, justify="right"),
        Column("contract", "Contract", width=8, roomy=10, short_title="Bid"),
        Column("score.A", "Us", width=3, roomy=6),
        Column("score.B", "Them", width=3, roomy=6),
        Column("total.A", "ΣUs", width=4, roomy=7),
        Column("total.B", "ΣThem", width=4, roomy=7),
    )
    layout = lay_out(columns, row_width([2, 8, 3, 3, 4, 4]) + 3)
    assert [(p.title, p.width) for p in layout] == [
        ("#", 2),
        ("Bid", 8),
        ("Us", 4),
        ("Them", 4),
        ("ΣUs", 4),
        ("ΣThem", 5),
    ]
    # Room for one title only: the nearest to whole, not two titles a cell less cut each.
    two = (
        Column("score", "Rouges", width=3, roomy=6),
        Column("total", "ΣBleus", width=4, roomy=7),
    )
    assert [p.width for p in lay_out(two, row_width([3, 4]) + 2)] == [3, 6]


def test_a_cell_too_wide_is_cut_with_an_ellipsis_and_a_string_is_never_markup() -> None:
    assert fitted("[b]Les Bleus[/b]", 20).plain == "[b]Les Bleus[/b]"
    cut = fitted(Text("Les Grands Bleus", style="green"), 9)
    assert (cut.plain, cut.style) == ("Les Gran…", "green")
    assert fitted("Bleus", 5).plain == "Bleus"
    # The space before the ellipsis goes with what is cut; a span is kept to the end.
    cut = fitted(Text("Nous, après 600 de retard", spans=[Span(0, 25, "bold")]), 20)
    assert (cut.plain, cut.spans) == ("Nous, après 600 de…", [Span(0, 19, "bold")])
    assert fitted("Ann & Chloé", 6).plain == "Ann &…"


def a_match(*deals: Deal, announces: bool = True) -> Match:
    rules = preset("ffb" if announces else "classic")
    return Match(rules=rules, target=2000, team_names=("Les Bleus de Lyon", "Eux"), deals=deals)


MADE = Deal(taker="A", contract=110, trump=Trump.HEARTS, taker_points=92, belote=TeamBelote(A=20))
PASSED = Deal(taker=None)


def deal_rows(match: Match) -> DealRows:
    widths = DealWidths(EN)
    widths.measure(match, match.state())
    return DealRows.of(EN, match, match.state(), widths)


def contract_style(cell: Text) -> str:
    """The style of a contract's cell, its mark apart."""
    return str(cell.spans[0].style) if cell.spans else str(cell.style)


def test_a_deals_row_holds_what_was_entered_and_what_was_scored() -> None:
    match = a_match(MADE, PASSED)
    rows = deal_rows(match)
    layout = lay_out(rows.columns, 200)
    keys = [placed.key for placed in layout]
    made = dict(zip(keys, map(str, rows.cells(0, layout)), strict=True))
    assert made["number"] == "1"
    assert made["taker"] == "Les Bleus de Lyon"  # cut by the table, with an ellipsis
    assert made["contract"] == EN.contract_text(MADE, match.rules)
    assert made["belote"] == "L20"
    assert made["result"] == EN.result_word(match.state().scored[0].score, MADE)
    assert made["total.A"] == str(match.state().scored[0].totals["A"])
    passed = dict(zip(keys, map(str, rows.cells(1, layout)), strict=True))
    assert passed["taker"] == EN("none") and passed["contract"] == ""


def test_without_the_result_column_a_thrown_in_deal_says_passed_where_the_contract_goes() -> None:
    match = a_match(MADE, PASSED)
    rows = deal_rows(match)
    layout = lay_out(rows.columns, 40)
    keys = [placed.key for placed in layout]
    assert "result" not in keys and "taker" not in keys
    passed = dict(zip(keys, map(str, rows.cells(1, layout)), strict=True))
    assert passed["contract"] == EN("result.passed")
    made = dict(zip(keys, map(str, rows.cells(0, layout)), strict=True))
    bid = {EN.contract_text(MADE, match.rules, short=short) for short in (False, True)}
    assert made["contract"] in {f"{contract} ✓" for contract in bid}  # its bid, and made


@pytest.mark.parametrize("room", range(38, 60))
def test_the_teams_columns_show_their_names_before_the_result_column_is_shown(room: int) -> None:
    """At 45 to 55 columns the result column stood beside "No…" and "ΣNo…", where at 40 the
    sheet read "Nous" and "Eux" whole (found by a walk through the app by taps): the teams'
    columns keep four cells for their names before a left-out column comes back."""
    match = Match(
        rules=preset("classic"), target=2000, team_names=("Nous", "Eux"), deals=(MADE, PASSED)
    )
    layout = lay_out(deal_rows(match).columns, room)
    assert sum(placed.width + 2 for placed in layout) <= room
    if "result" in {placed.key for placed in layout}:
        teams = [placed for placed in layout if placed.key.startswith(("score.", "total."))]
        assert all(placed.width >= min(cell_len(placed.title), 4) for placed in teams), layout


def test_without_the_result_column_a_deal_after_the_end_is_dim_and_says_not_counted() -> None:
    """At 40 columns a deal entered after the one that ended the match looked like any other:
    "not counted" was in the result column alone."""
    match = a_match(MADE, MADE, PASSED).model_copy(update={"target": 100})
    rows = deal_rows(match)
    layout = lay_out(rows.columns, 40)
    keys = [placed.key for placed in layout]
    after, passed = (dict(zip(keys, rows.cells(i, layout), strict=True)) for i in (1, 2))
    assert isinstance(after["contract"], Text) and contract_style(after["contract"]) == "dim"
    assert str(after["contract"]) == EN.contract_text(MADE, match.rules)  # no mark: not counted
    assert str(passed["contract"]) == EN("sheet.unscored")


def test_without_the_result_column_a_failure_is_crossed_out_not_only_red() -> None:
    """At 40 columns without colours (NO_COLOR, a plain terminal) a failed contract looked made:
    only the line under the table said so, and only for the deal selected."""
    failed = MADE.model_copy(update={"taker_points": 60, "belote": TeamBelote()})
    match = a_match(MADE, failed)
    rows = deal_rows(match)
    layout = lay_out(rows.columns, 40)
    keys = [placed.key for placed in layout]
    made, down = (dict(zip(keys, rows.cells(i, layout), strict=True)) for i in (0, 1))
    assert isinstance(down["contract"], Text) and "strike" in contract_style(down["contract"])
    assert isinstance(made["contract"], Text) and "strike" not in contract_style(made["contract"])
    assert str(down["contract"]).endswith(" ╳")  # the mark itself is not crossed out
    assert "strike" not in str(down["contract"].get_style_at_offset(Console(), -1))
    wide = lay_out(rows.columns, 200)  # the result column says it in words there
    contract = rows.cells(1, wide)[[placed.key for placed in wide].index("contract")]
    assert not isinstance(contract, Text) or "strike" not in str(contract.style)


def test_the_takers_column_names_the_player_who_bid_when_it_is_known() -> None:
    """A deal entered with its bidder shows that player as the taker; the column is as wide
    as the names it holds, up to its limit."""
    match = a_match(MADE.model_copy(update={"bidder": 2}), MADE).model_copy(
        update={"team_names": ("Us", "Them"), "players": ("Ann", "Bob", "Catherine", "Dan")}
    )
    rows = deal_rows(match)
    layout = lay_out(rows.columns, 200)
    keys = [placed.key for placed in layout]
    takers = [
        dict(zip(keys, map(str, rows.cells(i, layout)), strict=True))["taker"] for i in (0, 1)
    ]
    assert takers == ["Catherine", "Us"]
    columns = {column.key: column for column in rows.columns}
    assert columns["taker"].width == len("Catherine")  # "Us" and "Them" alone: 5


def test_a_narrow_contract_column_takes_the_short_form_of_a_bid() -> None:
    capot = Deal(taker="A", contract="capot", trump=Trump.HEARTS, taker_points=162, all_tricks=True)
    rows = deal_rows(a_match(capot))
    short = EN.contract_text(capot, preset("ffb"), short=True)
    # Without the result's column, each beside its mark, made; cut before the mark is.
    narrow = (Placed("contract", "Bid", len(short) + 2),)
    wide = (Placed("contract", "Contract", 40),)
    narrowest = (Placed("contract", "Bid", len(short) + 1),)
    assert str(rows.cells(0, wide)[0]) == EN.contract_text(capot, preset("ffb")) + " ✓"
    assert str(rows.cells(0, narrow)[0]) == f"{short} ✓"
    assert str(rows.cells(0, narrowest)[0]) == f"{short[: len(short) - 2]}… ✓"


def test_the_sheets_columns_hold_their_widest_cells_and_announces_only_if_the_rules_do() -> None:
    belotes = Deal(
        taker="A",
        contract=100,
        trump=Trump.ALL_TRUMP,
        taker_points=100,
        belote=TeamBelote(A=40, B=20),
    )
    columns = {column.key: column for column in deal_rows(a_match(belotes)).columns}
    assert columns["belote"].width == len("L40 E20")
    assert columns["taker"].width == sheet_rows.TAKER_WIDTH_LIMIT
    assert "announces" not in {column.key for column in deal_rows(a_match(announces=False)).columns}
    # The least useful go first on a narrow screen: the dealer, then announces, belote...
    ranked = sorted(
        (c for c in columns.values() if c.drop_rank is not None), key=lambda c: c.drop_rank or 0
    )
    assert [column.key for column in ranked] == list(sheet_rows.DROPPED_FIRST)


def test_four_aces_at_sans_atout_show_200_under_ffb() -> None:
    """The announce cell counts squares at their sans-atout value where the rules say so."""
    aces = Deal(
        taker="A",
        contract=100,
        trump=Trump.NO_TRUMP,
        taker_points=120,
        announces=TeamAnnounces(A=(Announce.CARRE_AS,)),
    )
    assert announces_cell(a_match(aces), aces) == "L200"


@pytest.mark.parametrize(
    ("names", "marks"),
    [
        (("Nous", "Eux"), ("N", "E")),
        (("Les Rouges", "Les Bleus"), ("LR", "LB")),  # both were "L"
        (("Team 1", "Team 2"), ("A", "B")),  # T1 and T2 ran into the points: T120
        (("Zoe\u0301 et Max", "Zoé et Léa"), ("ZeM", "ZeL")),  # one letter, written apart or not
        (("Anne", "Annie"), ("A", "B")),
    ],
)
def test_each_team_has_a_mark_of_its_own_in_a_narrow_column(
    names: tuple[str, str], marks: tuple[str, str]
) -> None:
    """The belote, the announces and a renonce named both "Les Rouges" and "Les Bleus" L."""
    renonce = Deal(taker="A", contract=80, trump=Trump.HEARTS, renonce="B")
    belote = Deal(taker="A", contract=80, trump=Trump.ALL_TRUMP, taker_points=90)
    belote = belote.model_copy(update={"belote": TeamBelote(A=40, B=20)})
    match = Match(rules=preset("ffb"), target=2000, team_names=names, deals=(renonce, belote))
    rows = deal_rows(match)
    layout = lay_out(rows.columns, 200)
    keys = [placed.key for placed in layout]
    renonce_row, belote_row = (
        dict(zip(keys, map(str, rows.cells(index, layout)), strict=True)) for index in range(2)
    )
    assert renonce_row["result"] == f"renonce {marks[1]}"
    assert belote_row["belote"] == f"{marks[0]}40 {marks[1]}20"


def test_the_widths_measured_again_from_a_correction_are_those_measured_from_scratch() -> None:
    before = a_match(MADE, MADE, PASSED)
    after = before.with_deal_replaced(
        1, Deal(taker="B", contract=80, trump=Trump.SPADES, taker_points=81)
    )
    assert first_changed(before, after) == 1
    assert first_changed(None, after) == 0
    kept = DealWidths(EN)
    kept.measure(before, before.state())
    kept.measure(after, after.state())
    fresh = DealWidths(EN)
    fresh.measure(after, after.state())
    assert kept.widest() == fresh.widest()


NOW = datetime(2025, 5, 17, 12, 0, tzinfo=UTC)


def summary(
    teams: tuple[str, str], *, winner: str | None = None, days_ago: int = 0
) -> MatchSummary:
    return MatchSummary(
        id="0" * 8,
        path=Path("x.json"),
        team_names=teams,
        rules_name="belotepoint",
        target=1001,
        totals={"A": 1020, "B": 980},
        finished=winner is not None,
        winner=winner,  # type: ignore[arg-type]
        deal_count=12,
        created=NOW,
        updated=NOW - timedelta(days=days_ago),
    )


def test_the_saved_matches_columns_hold_their_widest_cells_and_the_teams_give_way() -> None:
    summaries = [
        summary(("Les Grands Bleus", "Les Petits Rouges"), winner="B"),
        summary(("A", "B")),
    ]
    rows = MatchRows.of(EN, summaries, "saved", NOW)
    columns = {column.key: column for column in rows.columns}
    assert columns["teams"].width == len("Les Grands Bleus – Les Petits Rouges")
    assert columns["teams"].least_width == home_rows.LEAST_WIDTHS["teams"]
    assert columns["rules"].width == len("belotepoint 1001")
    layout = lay_out(rows.columns, 200)
    cells = [str(cell) for cell in rows.cells(0, layout)]
    assert cells == [
        "Les Grands Bleus – Les Petits Rouges",
        "1020 – 980",
        "belotepoint 1001",
        EN("home.status.won", team="Les Petits Rouges"),
        "12:00",
    ]
    assert [str(cell) for cell in rows.cells(1, layout)][3:] == [EN("home.status.playing"), "12:00"]
    # Narrow: the date goes, then the rules; the teams keep at least their least width.
    narrow = lay_out(rows.columns, 60)
    assert [placed.key for placed in narrow] == ["teams", "score", "status"]


def test_a_phone_says_who_won_short_in_every_row() -> None:
    """At 40 columns the French list showed "gagnée pa…" for every match won."""
    fr = Texts("fr")
    summaries = [
        summary(("Nous", "Les As"), winner="B"),
        summary(("Nous", "Eux"), winner="A"),
        summary(("Bleus", "Rouges")),
    ]
    rows = MatchRows.of(fr, summaries, "saved", NOW)

    def statuses(room: int) -> list[str]:
        layout = lay_out(rows.columns, room)
        status = [placed.key for placed in layout].index("status")
        return [str(rows.cells(index, layout)[status]) for index in range(len(rows))]

    assert statuses(200) == ["gagnée par Les As", "gagnée par Nous", "en cours"]
    assert statuses(38) == ["✓ Les As", "✓ Nous", "en cours"]
    # The line under the list says it whole.
    assert " · gagnée par Les As · " in rows.line(0)  # said whole, then its last change


def test_the_trash_says_the_days_left() -> None:
    rows = MatchRows.of(EN, [summary(("A", "B"), days_ago=3)], "trash", NOW, [27])
    layout = lay_out(rows.columns, 200)
    cells = [str(cell) for cell in rows.cells(0, layout)]
    assert cells[3:] == [EN("home.trash.days_left", count=27), "2025-05-14"]
