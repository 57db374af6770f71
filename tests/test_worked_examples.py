"""Worked examples of the four first presets, typed in as a table, and unit tests of the
rules that a single golden case does not pin down: litige, thrown-in deals, tie-break, the
end of a match, dealer rotation, the breakdown, rule-set validation and refusal messages."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from coinche_score.match import Match, compute
from coinche_score.rules import PRESETS, Coinche, Direction, RuleSet, preset
from coinche_score.scoring import (
    Deal,
    DealScore,
    InvalidDealError,
    LineKey,
    parse_deal,
    score_deal,
)

PRESET_NAMES = ("classic", "trickster", "belotepoint", "ffb")
REFUSED = "refused"

# Taker is team A; each row: the deal, then per preset A / B and whether the contract was made
# (None: litige), as docs/scoring.md §3.4 decides ("needs 82", "litige 81 pending", ...).
WORKED_EXAMPLES: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    (
        "100 coinche, T 70, A belote",
        {"contract": 100, "coinche": "coinche", "taker_points": 70, "belote": {"A": 20}},
        {
            "classic": (20, 360, False),
            "trickster": (20, 360, False),
            "belotepoint": (20, 362, False),
            "ffb": (20, 520, False),
        },
    ),
    (
        "80, T 81",
        {"contract": 80, "taker_points": 81},
        {
            "classic": (0, 240, False),
            "trickster": (0, 240, False),
            "belotepoint": (161, 81, True),
            "ffb": (0, 80, None),
        },
    ),
    (
        "80, T 85",
        {"contract": 80, "taker_points": 85},
        {
            "classic": (170, 80, True),
            "trickster": (165, 77, True),
            "belotepoint": (165, 77, True),
            "ffb": (170, 80, True),
        },
    ),
    (
        "100, T 85, A belote",
        {"contract": 100, "taker_points": 85, "belote": {"A": 20}},
        {
            "classic": (210, 80, True),
            "trickster": (205, 77, True),
            "belotepoint": (20, 262, False),
            "ffb": (210, 80, True),
        },
    ),
    (
        "80, T 90, B belote",
        {"contract": 80, "taker_points": 90, "belote": {"B": 20}},
        {
            "classic": (170, 90, True),
            "trickster": (0, 260, False),
            "belotepoint": (170, 92, True),
            "ffb": (0, 260, False),
        },
    ),
    (
        "110 coinche, T 120",
        {"contract": 110, "coinche": "coinche", "taker_points": 120},
        {
            "classic": (340, 40, True),
            "trickster": (380, 0, True),
            "belotepoint": (340, 42, True),
            "ffb": (540, 0, True),
        },
    ),
    (
        "90 surcoinche, T 100",
        {"contract": 90, "coinche": "surcoinche", "taker_points": 100},
        {
            "classic": (460, 60, True),
            "trickster": (520, 0, True),
            "belotepoint": (460, 62, True),
            "ffb": (1000, 0, True),
        },
    ),
    (
        "120, all tricks (not bid)",
        {"contract": 120, "taker_points": 162, "all_tricks": True},
        {
            "classic": (370, 0, True),
            "trickster": (370, 0, True),
            "belotepoint": (282, 0, True),
            "ffb": (370, 0, True),
        },
    ),
    (
        "140, T 162 but not all tricks",
        {"contract": 140, "taker_points": 162},
        {
            "classic": (300, 0, True),
            "trickster": (302, 0, True),
            "belotepoint": (302, 0, True),
            "ffb": (300, 0, True),
        },
    ),
    (
        "capot bid, made",
        {"contract": "capot", "taker_points": 162, "all_tricks": True},
        {
            "classic": (500, 0, True),
            "trickster": (500, 0, True),
            "belotepoint": (412, 0, True),
            "ffb": (500, 0, True),
        },
    ),
    (
        "capot bid, failed with T 150, A belote",
        {"contract": "capot", "taker_points": 150, "belote": {"A": 20}},
        {
            "classic": (20, 500, False),
            "trickster": (20, 410, False),
            "belotepoint": (20, 412, False),
            "ffb": (20, 410, False),
        },
    ),
    (
        "capot bid coinche, made",
        {"contract": "capot", "coinche": "coinche", "taker_points": 162, "all_tricks": True},
        {
            "classic": REFUSED,
            "trickster": (660, 0, True),
            "belotepoint": (662, 0, True),
            "ffb": (1000, 0, True),
        },
    ),
]
WORKED_CASES = [
    pytest.param(deal, rules_name, result, id=f"{label} [{rules_name}]")
    for label, deal, results in WORKED_EXAMPLES
    for rules_name, result in results.items()
]


def deal(rules: RuleSet, **entered: Any) -> Deal:
    return parse_deal({"taker": "A", **entered}, rules)


def test_table_has_twelve_rows_of_four_presets() -> None:
    assert len(WORKED_EXAMPLES) == 12
    assert all(tuple(results) == PRESET_NAMES for _, _, results in WORKED_EXAMPLES)
    assert set(PRESET_NAMES) <= set(PRESETS)


@pytest.mark.parametrize(("entered", "rules_name", "result"), WORKED_CASES)
def test_worked_example(entered: dict[str, Any], rules_name: str, result: Any) -> None:
    rules = preset(rules_name)
    if result == REFUSED:
        with pytest.raises(InvalidDealError) as refused:
            deal(rules, **entered)
        assert refused.value.field == "coinche"
        return
    a_score, b_score, made = result
    score = score_deal(deal(rules, **entered), rules)
    assert dict(score.scores) == {"A": a_score, "B": b_score}
    assert score.made is made
    assert_breakdown_adds_up(score)


def test_ffb_eighty_81_holds_81() -> None:
    """Row "80, T 81", ffb: 0 / 80, litige 81 pending."""
    ffb = preset("ffb")
    score = score_deal(deal(ffb, contract=80, taker_points=81), ffb)
    assert score.litige and score.held == 81 and score.winner is None
    state = compute(ffb, 2000, [deal(ffb, contract=80, taker_points=81)])
    assert state.pending_litige == 81
    assert state.totals == {"A": 0, "B": 80}


# ------------------------------------------------------------------------------- breakdown


def assert_breakdown_adds_up(score: DealScore) -> None:
    for team in ("A", "B"):
        lines = score.lines_for(team)
        rounding = [line for line in lines if line.key is LineKey.ROUNDING]
        assert sum(line.amount for line in lines) == score.scores[team]
        assert (
            sum(line.amount for line in lines if line.key is not LineKey.ROUNDING)
            == (score.exact[team])
        )
        assert sum(line.amount for line in rounding) == score.scores[team] - score.exact[team]
        assert len(rounding) <= 1
        for line in lines:
            if line.key is not LineKey.LITIGE_HELD:
                assert line.amount == line.base * line.factor


def test_breakdown_of_coinched_failure_names_its_terms() -> None:
    """classic, 100 coinché, T 70, A belote: B scores 160 + 2 × 100 = 360, A its belote."""
    classic = preset("classic")
    score = score_deal(
        deal(classic, contract=100, coinche="coinche", taker_points=70, belote={"A": 20}),
        classic,
    )
    b_terms = {(line.key, line.base, line.factor) for line in score.lines_for("B")}
    assert b_terms == {
        (LineKey.FAILED_CONTRACT, 160, 1),
        (LineKey.CONTRACT_VALUE, 100, 2),
    }
    assert [(line.key, line.amount) for line in score.lines_for("A")] == [(LineKey.BELOTE, 20)]
    assert score.made is False and score.winner == "B" and score.multiplier == 2


def test_rounding_line_is_rounded_minus_exact() -> None:
    """classic, 80, T 85: A 165 -> 170 (+5), B 77 -> 80 (+3)."""
    classic = preset("classic")
    score = score_deal(deal(classic, contract=80, taker_points=85), classic)
    assert dict(score.exact) == {"A": 165, "B": 77}
    rounding = {line.team: line.amount for line in score.lines if line.key is LineKey.ROUNDING}
    assert rounding == {"A": 5, "B": 3}
    assert_breakdown_adds_up(score)


def test_rounding_five_goes_up_and_four_down() -> None:
    classic = preset("classic")
    # 80, T 95: A 175 -> 180; B 67 -> 70.  80, T 96: A 176 -> 180; B 66 -> 70.
    # 90, T 104: A 194 -> 190; B 58 -> 60.
    for bid, points, expected in ((80, 95, (180, 70)), (80, 96, (180, 70)), (90, 104, (190, 60))):
        score = score_deal(deal(classic, contract=bid, taker_points=points), classic)
        assert (score.scores["A"], score.scores["B"]) == expected


# --------------------------------------------------------------------------------- litige


def ffb_deals(*entered: dict[str, Any]) -> list[Deal]:
    ffb = preset("ffb")
    return [parse_deal(raw, ffb) for raw in entered]


THROWN_IN: dict[str, Any] = {"taker": None}
LITIGE_81: dict[str, Any] = {"taker": "A", "contract": 80, "taker_points": 81}


def test_two_litiges_accumulate_and_go_to_the_next_deal_winner_before_rounding() -> None:
    ffb = preset("ffb")
    deals = ffb_deals(
        LITIGE_81,
        {"taker": "B", "contract": 80, "taker_points": 81},  # B takes, B ties: 81 held again
        THROWN_IN,  # a thrown-in deal keeps the pending litige
        {"taker": "A", "contract": 80, "taker_points": 85},
    )
    state = compute(ffb, 2000, deals)
    assert [s.pending_litige for s in state.scored] == [81, 162, 162, 0]
    assert [s.score.held for s in state.scored] == [81, 81, 0, 0]
    last = state.scored[-1].score
    # A made 80 with 85: exact 85 + 80 + 162 = 327 -> 330; B 77 -> 80.
    assert last.awarded == 162
    assert dict(last.exact) == {"A": 327, "B": 77}
    assert dict(last.scores) == {"A": 330, "B": 80}
    # Deal 1: B scores 81 -> 80; deal 2: A scores 81 -> 80; deal 3: nothing.
    assert state.totals == {"A": 80 + 330, "B": 80 + 80}
    assert state.pending_litige == 0


def test_litige_is_awarded_before_rounding_not_after() -> None:
    """Held 81 + (80, T 84: exact 164) = 245 -> 250, where 81 + r(164) = 241 would differ."""
    ffb = preset("ffb")
    deals = ffb_deals(LITIGE_81, {"taker": "A", "contract": 80, "taker_points": 84})
    last = compute(ffb, 2000, deals).scored[-1].score
    assert last.exact["A"] == 84 + 80 + 81
    assert last.scores["A"] == 250


def test_litige_goes_to_the_defence_when_it_wins_the_next_deal() -> None:
    ffb = preset("ffb")
    deals = ffb_deals(LITIGE_81, {"taker": "A", "contract": 100, "taker_points": 60})
    state = compute(ffb, 2000, deals)
    last = state.scored[-1].score
    # A fails 100: B scores 160 + 100 + the held 81 = 341 -> 340; A nothing.
    assert last.winner == "B" and last.awarded == 81
    assert dict(last.scores) == {"A": 0, "B": 340}
    assert state.pending_litige == 0


def test_litige_holds_taker_points_and_announces_and_scores_its_belote() -> None:
    """ffb, A bids 80 with T 61 + belote 20 + tierce 20 = 101 against 101: a litige. Held is
    T + At = 81; A scores only its belote; B scores D = 101 -> 100."""
    ffb = preset("ffb")
    litige = deal(
        ffb,
        contract=80,
        taker_points=61,
        belote={"A": 20},
        announces={"A": ["tierce"], "B": []},
    )
    score = score_deal(litige, ffb)
    assert score.litige and score.made is None
    assert score.held == 81
    assert dict(score.scores) == {"A": 20, "B": 100}


def test_a_tie_below_the_bid_is_a_failure_not_a_litige() -> None:
    ffb = preset("ffb")
    score = score_deal(deal(ffb, contract=90, taker_points=81), ffb)
    assert score.made is False and not score.litige
    assert dict(score.scores) == {"A": 0, "B": 250}


def test_a_thrown_in_deal_scores_nothing_and_keeps_the_litige() -> None:
    ffb = preset("ffb")
    state = compute(ffb, 2000, ffb_deals(LITIGE_81, THROWN_IN, THROWN_IN))
    assert [dict(s.score.scores) for s in state.scored[1:]] == [{"A": 0, "B": 0}] * 2
    assert [s.score.made for s in state.scored[1:]] == [None, None]
    assert state.pending_litige == 81


# ------------------------------------------------------------------------- end of a match


def test_classic_tie_goes_to_the_latest_deal_winner_even_as_defence() -> None:
    """classic, target 250. Deal 1: B makes 80 with 152: B 232 -> 230, A 10. Deal 2: B bids 80
    with 50 + belote, fails (70 < 82): A 160 + 80 = 240, B its belote 20. 250 / 250: the
    latest deal was won by A (the defence), so A wins. Deal 3 is not scored."""
    classic = preset("classic")
    deals = [
        parse_deal(raw, classic)
        for raw in (
            {"taker": "B", "contract": 80, "taker_points": 152},
            {"taker": "B", "contract": 80, "taker_points": 50, "belote": {"B": 20}},
            {"taker": "B", "contract": 80, "taker_points": 100},
        )
    ]
    state = compute(classic, 250, deals)
    assert state.totals == {"A": 250, "B": 250}
    assert state.finished and state.winner == "A"
    assert len(state.scored) == 2 and state.unscored == 1


def test_ffb_tie_plays_on_then_finishes_on_the_next_deal_won() -> None:
    """ffb, target 240: A makes 80 with 100 (180 / 60), B the same (60 / 180): 240 all, play
    on; a thrown-in deal changes nothing; A makes 80 with 100 again: 420 / 300, A wins."""
    ffb = preset("ffb")
    a_makes = {"taker": "A", "contract": 80, "taker_points": 100}
    b_makes = {"taker": "B", "contract": 80, "taker_points": 100}
    deals = ffb_deals(a_makes, b_makes, THROWN_IN, a_makes, b_makes)

    tied = compute(ffb, 240, deals[:3])
    assert tied.totals == {"A": 240, "B": 240}
    assert not tied.finished and tied.winner is None and tied.tie_playing_on

    state = compute(ffb, 240, deals)
    assert state.totals == {"A": 420, "B": 300}
    assert state.finished and state.winner == "A" and not state.tie_playing_on
    assert len(state.scored) == 4 and state.unscored == 1


def test_higher_total_wins_and_later_deals_are_not_scored() -> None:
    trickster = preset("trickster")
    deals = [
        parse_deal({"taker": "A", "contract": 160, "taker_points": 162}, trickster),  # 322 / 0
        parse_deal({"taker": "B", "contract": 80, "taker_points": 100}, trickster),  # 62 / 180
        parse_deal({"taker": "B", "contract": 80, "taker_points": 100}, trickster),
    ]
    state = compute(trickster, 300, deals)
    assert state.finished and state.winner == "A"
    assert state.totals == {"A": 322, "B": 0}
    assert state.unscored == 2
    assert not compute(trickster, 323, deals[:1]).finished


# -------------------------------------------------------------------------------- dealing


@pytest.mark.parametrize(
    ("rules_name", "dealers", "first_bidders"),
    [
        # anticlockwise: the deal passes to the dealer's right, seat - 1 (seats run clockwise)
        ("classic", [2, 1, 0, 3, 2], [1, 0, 3, 2, 1]),
        ("ffb", [2, 1, 0, 3, 2], [1, 0, 3, 2, 1]),
        # clockwise: to the dealer's left, seat + 1
        ("trickster", [2, 3, 0, 1, 2], [3, 0, 1, 2, 3]),
        ("belotepoint", [2, 3, 0, 1, 2], [3, 0, 1, 2, 3]),
    ],
)
def test_dealer_rotation_counts_thrown_in_deals(
    rules_name: str, dealers: list[int], first_bidders: list[int]
) -> None:
    rules = preset(rules_name)
    made = {"taker": "A", "contract": 80, "taker_points": 100}
    entered = [made, THROWN_IN, made, THROWN_IN]
    match = Match(rules=rules, target=5000, first_dealer=2)
    for raw in entered:
        match = match.with_deal_added(parse_deal(raw, rules))
    state = match.state()
    assert [s.dealer for s in state.scored] == dealers[:4]
    assert state.next_dealer == dealers[4]
    assert state.next_first_bidder == first_bidders[4]
    expected_direction = (
        Direction.ANTICLOCKWISE if rules_name in ("classic", "ffb") else (Direction.CLOCKWISE)
    )
    assert rules.direction is expected_direction


# ------------------------------------------------------------------------ rule-set checks


def custom(base: str, **changes: Any) -> RuleSet:
    return RuleSet.model_validate({**preset(base).model_dump(), **changes})


def test_min_bid_above_max_bid_is_refused() -> None:
    with pytest.raises(ValidationError, match="min_bid"):
        custom("classic", min_bid=170, max_bid=160)


def test_litige_without_must_beat_defence_is_refused() -> None:
    with pytest.raises(ValidationError, match="must_beat_defence"):
        custom("classic", defence_tie="litige")
    assert custom("trickster", defence_tie="litige").defence_tie.value == "litige"


@pytest.mark.parametrize("rules_name", PRESET_NAMES)
def test_presets_are_frozen(rules_name: str) -> None:
    rules = preset(rules_name)
    with pytest.raises(ValidationError):
        rules.min_bid = 90  # type: ignore[misc]
    assert preset(rules_name).min_bid == 80


def test_unknown_preset_lists_the_known_ones() -> None:
    with pytest.raises(ValueError, match="classic, trickster, belotepoint, ffb"):
        preset("belote")


def test_custom_min_bid_needs_the_bid() -> None:
    """docs/scoring.md §3.4: a numeric bid needs the bid (only classic's 80 needs 82).
    A trickster table that starts the auction at 100 needs 100, not the 80 of the default."""
    rules = custom("trickster", min_bid=100)
    score = score_deal(deal(rules, contract=100, taker_points=90), rules)
    assert score.needed == 100 and score.made is False
    classic_from_90 = custom("classic", min_bid=90)
    assert score_deal(
        deal(classic_from_90, contract=90, taker_points=88), classic_from_90
    ).made is (False)


def test_surcoinche_multiplier_can_be_three() -> None:
    """ "4, or 3 in some house rules": classic 90 surcoinché, T 100 -> 100 + 3 × 90 = 370."""
    rules = custom("classic", surcoinche_multiplier=3)
    score = score_deal(deal(rules, contract=90, coinche="surcoinche", taker_points=100), rules)
    assert score.scores["A"] == 370 and score.multiplier == 3


# ------------------------------------------------------------------- refused deals and why

ALL_FIELDS = ("taker", "contract", "trump", "coinche", "taker_points", "all_tricks", "belote")


@pytest.mark.parametrize(
    ("rules_name", "entered", "field", "allowed"),
    [
        pytest.param(
            "classic",
            {"contract": "generale", "taker_points": 162, "all_tricks": True},
            "contract",
            ["80..160", '"capot"'],
            id="generale-where-off",
        ),
        pytest.param(
            "classic",
            {"contract": "capot", "coinche": "coinche", "taker_points": 162, "all_tricks": True},
            "coinche",
            ['"none"'],
            id="coinche-on-capot-classic",
        ),
        pytest.param(
            "classic",
            {"contract": 100, "taker_points": 110, "belote": {"A": 20, "B": 20}},
            "belote",
            ["0 or 20", "one team"],
            id="belote-both-teams",
        ),
        pytest.param(
            "ffb",
            {"contract": 100, "trump": "no_trump", "taker_points": 110, "belote": {"A": 20}},
            "belote",
            ["0"],
            id="belote-in-sans-atout",
        ),
        pytest.param(
            "classic",
            {"contract": 100, "taker_points": 110, "belote": {"A": 40}},
            "belote",
            ["0 or 20"],
            id="belote-not-20",
        ),
        pytest.param(
            "ffb",
            {
                "contract": 100,
                "trump": "all_trump",
                "taker_points": 110,
                "belote": {"A": 60, "B": 40},
            },
            "belote",
            ["multiple of 20", "80"],
            id="belote-over-80-in-tout-atout",
        ),
        pytest.param(
            "classic",
            {"contract": 100, "taker_points": 110, "announces": {"A": ["tierce"], "B": []}},
            "announces",
            ["off"],
            id="announces-off",
        ),
        pytest.param(
            "ffb",
            {"contract": 100, "taker_points": 110, "announces": {"A": ["tierce"], "B": ["cent"]}},
            "announces",
            ['"tierce"', '"carre_valets"', "one team"],
            id="announces-both-teams",
        ),
        pytest.param(
            "ffb",
            {"contract": 100, "taker_points": 110, "announces": {"A": ["quinte"], "B": []}},
            "announces",
            ['"cinquante"', '"carre_neuf"'],
            id="announce-unknown-kind",
        ),
        pytest.param(
            "belotepoint",
            {"contract": 100, "taker_points": 150, "all_tricks": True},
            "all_tricks",
            ["162"],
            id="all-tricks-without-162",
        ),
        pytest.param(
            "classic",
            {"contract": 80, "taker_points": 163},
            "taker_points",
            ["0..162"],
            id="points-over-162",
        ),
        pytest.param(
            "classic",
            {"contract": 80, "taker_points": -1},
            "taker_points",
            ["0..162"],
            id="points-negative",
        ),
        pytest.param(
            "classic",
            {"contract": 80, "taker_points": 81.5},
            "taker_points",
            ["integer"],
            id="points-not-integer",
        ),
        pytest.param(
            "classic",
            {"contract": 85, "taker_points": 90},
            "contract",
            ["80..160", "steps of 10"],
            id="bid-not-in-steps",
        ),
        pytest.param(
            "classic",
            {"contract": 170, "taker_points": 90},
            "contract",
            ["80..160"],
            id="bid-above-max",
        ),
        pytest.param(
            "ffb",
            {"contract": 190, "taker_points": 90},
            "contract",
            ["80..180"],
            id="bid-above-ffb-max",
        ),
        pytest.param(
            "classic",
            {"contract": 80, "trump": "no_trump", "taker_points": 90},
            "trump",
            ['"spades"', '"clubs"'],
            id="trump-not-allowed",
        ),
        pytest.param(
            "classic",
            {"contract": 80, "trump": "diamond", "taker_points": 90},
            "trump",
            ['"diamonds"'],
            id="trump-misspelt",
        ),
        pytest.param(
            "classic",
            {"contract": 80, "coinche": "double", "taker_points": 90},
            "coinche",
            ['"none"', '"coinche"', '"surcoinche"'],
            id="coinche-unknown",
        ),
        pytest.param(
            "classic",
            {"contract": 80},
            "taker_points",
            ["0..162"],
            id="missing-points",
        ),
        pytest.param(
            "classic",
            {"taker_points": 90},
            "contract",
            ["80..160"],
            id="missing-contract",
        ),
        pytest.param(
            "classic",
            {"contract": 80, "taker_points": 90, "all_tricks": "yes"},
            "all_tricks",
            ["true or false"],
            id="all-tricks-not-boolean",
        ),
        pytest.param(
            "classic",
            {"contract": 80, "taker_points": 90, "points": 3},
            "points",
            list(ALL_FIELDS),
            id="unknown-field",
        ),
        pytest.param(
            "classic",
            {"contract": 80, "taker_points": 90, "belote": {"C": 20}},
            "belote",
            ["0 or 20"],
            id="unknown-team-in-belote",
        ),
    ],
)
def test_refused_deal_names_the_field_and_the_allowed_values(
    rules_name: str, entered: dict[str, Any], field: str, allowed: list[str]
) -> None:
    rules = preset(rules_name)
    with pytest.raises(InvalidDealError) as refused:
        parse_deal({"taker": "A", **entered}, rules)
    error = refused.value
    assert error.field == field
    assert str(error).startswith(f"{field}: ")
    for words in allowed:
        assert words in error.message
    assert "\n" not in str(error)


def test_missing_taker_is_refused() -> None:
    with pytest.raises(InvalidDealError) as refused:
        parse_deal({"contract": 80, "taker_points": 90}, preset("classic"))
    assert refused.value.field == "taker"
    assert '"A", "B", or null' in refused.value.message


@pytest.mark.parametrize(
    "extra",
    [{"contract": 80}, {"taker_points": 0}, {"coinche": "coinche"}, {"belote": {"A": 20}}],
)
def test_thrown_in_deal_with_anything_else_is_refused(extra: dict[str, Any]) -> None:
    with pytest.raises(InvalidDealError) as refused:
        parse_deal({"taker": None, **extra}, preset("classic"))
    field = next(iter(extra))
    assert refused.value.field == field
    assert "thrown-in" in refused.value.message
    assert "allowed" in refused.value.message


def test_belote_in_tout_atout_may_be_held_by_both_teams() -> None:
    """ffb tout-atout, A bids 100 with T 100, A 40 and B 20 of belote: made, 100 + 40 + 100 =
    240; B 62 + 20 = 82 -> 80."""
    ffb = preset("ffb")
    entered = deal(
        ffb, contract=100, trump="all_trump", taker_points=100, belote={"A": 40, "B": 20}
    )
    score = score_deal(entered, ffb)
    assert dict(score.scores) == {"A": 240, "B": 80}


def test_a_refused_deal_leaves_the_match_unchanged() -> None:
    classic = preset("classic")
    match = Match(rules=classic, target=2000).with_deal_added(
        deal(classic, contract=80, taker_points=100)
    )
    bad = Deal(taker="A", contract=85, taker_points=100)
    with pytest.raises(InvalidDealError) as refused:
        match.with_deal_added(bad)
    assert str(refused.value).startswith("deal 2: contract: ")
    assert len(match.deals) == 1 and match.state().totals == {"A": 180, "B": 60}


def test_coinche_level_multipliers() -> None:
    classic = preset("classic")
    assert [classic.multiplier(level) for level in Coinche] == [1, 2, 4]
