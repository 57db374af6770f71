"""The view's pure parts: what the page is sent of a match, the token, the Host, Origin and
language a request gives, and the QR code of the address."""

from __future__ import annotations

import re

import pytest
import segno

from coinche_score.i18n import Texts, catalog_keys
from coinche_score.match import Match
from coinche_score.rules import preset
from coinche_score.scoring import parse_deal
from coinche_score.server.guard import (
    host_allowed,
    language_of,
    new_token,
    origin_allowed,
    same_token,
    valid_host,
)
from coinche_score.server.qr import BLOCKS, qr_lines
from coinche_score.server.view import LAST_DEALS, page_texts, view_document

MARKUP = "<img src=x onerror=alert(1)>[b]Nous[/b]"


def played(
    deals: list[dict[str, object]], target: int = 1000, rules_name: str = "classic"
) -> Match:
    rules = preset(rules_name)
    return Match(
        rules=rules,
        target=target,
        team_names=(MARKUP, "Eux"),
        deals=tuple(parse_deal(deal, rules) for deal in deals),
    )


def test_names_are_sent_as_they_are_written_for_the_page_to_insert_as_text() -> None:
    match = played([{"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 92}])
    view = view_document(Texts("en"), ("abc", match, match.state()))
    shown = view["match"]
    assert shown["teams"][0]["name"] == MARKUP
    assert shown["teams"][0]["players"] == []  # a match without players' names
    assert shown["deals"][0]["summary"].startswith(MARKUP)
    assert view["problem"] is None


def test_the_last_deals_latest_first_and_the_winner_once_it_is_over() -> None:
    capot = {"taker": "A", "contract": 160, "trump": "spades", "taker_points": 162}
    match = played([capot] * (LAST_DEALS + 3), target=500)
    state = match.state()
    view = view_document(Texts("fr"), ("abc", match, state))["match"]
    assert view["deals"][0]["number"] == len(state.scored) + state.unscored
    assert len(view["deals"]) == LAST_DEALS
    assert view["deals"][0]["scores"] is None  # after the end: not scored
    score = state.winner_score(between="\u2060–\u2060")  # no line break at the dash
    assert view["winner"] == Texts("fr")("view.won", team=MARKUP, score=score)
    assert view["teams"][0]["won"] and not view["teams"][1]["won"]


def test_a_name_written_right_to_left_keeps_its_place_in_a_sentence() -> None:
    """ "Deal 1, bid by 110 שלום :דני pts": the browser carried the numbers into the names."""
    rules = preset("classic")
    deal = parse_deal(
        {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 92, "bidder": 0}, rules
    )
    match = Match(
        rules=rules,
        target=1000,
        team_names=("שלום", "Eux"),
        players=("דני", "Bob", "רון", "Dan"),
        deals=(deal,),
    )
    view = view_document(Texts("en"), ("abc", match, match.state()))["match"]
    assert view["deals"][0]["summary"].startswith("\u2068שלום\u2069 80♥")
    assert "bid by \u2068דני\u2069" in view["deals"][0]["why"]
    assert view["teams"][0]["name"] == "שלום"  # alone in its box: as written
    # Joined by " & " on the page, two such names swapped places (a test of the table view).
    assert view["teams"][0]["players"] == ["\u2068דני\u2069", "\u2068רון\u2069"]
    assert view["teams"][1]["players"] == ["Bob", "Dan"]
    latin = played([{"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 92}])
    assert "\u2068" not in str(view_document(Texts("en"), ("abc", latin, latin.state())))


def test_the_winner_s_line_starts_with_a_capital() -> None:
    capot = {"taker": "A", "contract": 160, "trump": "spades", "taker_points": 162}
    match = played([capot] * 4, target=500)
    winner = view_document(Texts("fr"), ("abc", match, match.state()))["match"]["winner"]
    assert winner.startswith("Gagnée par ")  # "gagnée par …" on a line of its own


def test_a_pending_litige_is_in_the_info_line_as_a_warning() -> None:
    litige = {"taker": "A", "contract": 80, "trump": "hearts", "taker_points": 81}
    match = played([litige], rules_name="ffb")
    state = match.state()
    assert state.pending_litige
    info = view_document(Texts("en"), ("abc", match, state))["match"]["info"]
    assert {"text": f"litige pending: {state.pending_litige}", "tone": "warning"} in info


def test_a_token_is_128_random_bits_compared_in_any_case() -> None:
    token = new_token()
    assert re.fullmatch(r"[A-Z2-7]{26}", token)
    assert new_token() != token
    assert same_token(token, token) and same_token(token.lower(), token)
    assert not same_token(None, token)
    assert not same_token(token[:-1], token)
    assert not same_token(token + "A", token)
    assert not same_token("é" * 26, token)


@pytest.mark.parametrize(
    ("host", "allowed"),
    [
        ("127.0.0.1:8737", True),
        ("192.168.1.20:8737", True),
        ("[::1]:8737", True),
        ("localhost:8737", True),
        ("evil.example:8737", False),  # DNS rebinding: the attacker's own name
        ("127.0.0.1:80", False),
        ("127.0.0.1", False),
        ("[::1]", False),
        ("", False),
        (None, False),
    ],
)
def test_a_request_names_this_server_by_address_or_local_name(
    host: str | None, allowed: bool
) -> None:
    assert host_allowed(host, 8737) is allowed


@pytest.mark.parametrize("host", ["127.0.0.1", "[::1]", "localhost", "127.0.0.1:80"])
def test_on_port_80_a_host_without_a_port_is_this_server(host: str) -> None:
    """A browser leaves HTTP's own port out of Host: with --port 80 every page was refused."""
    assert host_allowed(host, 80)


def test_a_host_name_given_with_host_is_served_too() -> None:
    assert host_allowed("table.lan:8737", 8737, frozenset({"localhost", "table.lan"}))
    assert valid_host("table.lan") and valid_host("192.168.1.2") and valid_host("::1")
    assert not valid_host("a b") and not valid_host("evil/x") and not valid_host("")


def test_the_event_stream_is_read_by_this_origin_only() -> None:
    assert origin_allowed(None, "127.0.0.1:8737")
    assert origin_allowed("http://127.0.0.1:8737", "127.0.0.1:8737")
    assert not origin_allowed("http://evil.example", "127.0.0.1:8737")
    assert not origin_allowed("https://127.0.0.1:8737", "127.0.0.1:8737")
    assert not origin_allowed("null", "127.0.0.1:8737")


@pytest.mark.parametrize(
    ("accepted", "language"),
    [
        ("fr-FR,fr;q=0.9,en;q=0.8", "fr"),
        ("en-GB,fr;q=0.5", "en"),
        ("de-DE,fr;q=0.3,en;q=0.2", "fr"),
        ("fr;q=0.2,en;q=0.9", "en"),
        ("fr;q=0", "en"),
        ("*", "en"),
        ("", "en"),
        (None, "en"),
        ("garbage;;;q=x", "en"),
    ],
)
def test_the_browser_s_language_decides(accepted: str | None, language: str) -> None:
    assert language_of(accepted) == language


def test_the_qr_code_of_a_lan_address_fits_40_columns_and_draws_every_module() -> None:
    text = "HTTP://192.168.100.200:65535/T/" + "A" * 26
    lines = qr_lines(text)
    assert {len(line) for line in lines} == {len(lines[0])}
    assert len(lines[0]) <= 38
    matrix = [[bool(m) for m in row] for row in segno.make(text, error="m").matrix_iter(border=2)]
    for number, line in enumerate(lines):
        for column, char in enumerate(line):
            top = matrix[2 * number][column]
            bottom = matrix[2 * number + 1][column] if 2 * number + 1 < len(matrix) else False
            assert BLOCKS[top, bottom] == char


def test_the_page_says_the_target_once() -> None:
    """Under the totals ("target 2000"), not again with the rules ("ffb · target 2000")."""
    match = played([], rules_name="ffb")
    view = view_document(Texts("en"), ("abc", match, match.state()))["match"]
    assert view["target"] == f"target {match.target}"
    texts = [part["text"] for part in view["info"]]
    assert "ffb" in texts
    assert [text for text in texts if str(match.target) in text] == []


def test_the_page_s_french_breaks_no_line_before_a_sign_and_the_app_s_is_as_written() -> None:
    """A colon the page starts a line with ("valable" / ": scannez…"): a no-break space before
    ":", a narrow one before ";", "!" and "?"; the terminal's words keep their plain spaces."""
    page, app = page_texts("fr"), Texts("fr")
    assert page("view.refused") == app("view.refused").replace(" :", "\u00a0:")
    assert " :" in app("view.refused")  # the app's catalogue is left as it is
    assert page("confirm.delete", number=3, summary="Nous 80♥") == (
        "Supprimer la donne 3 (Nous 80♥)\u202f?\nLes scores suivants sont recalculés."
    )
    for key in catalog_keys():
        assert re.search(" [:;!?]", page(key)) is None, key
    assert page_texts("en").words is Texts("en").words  # English puts no space there
