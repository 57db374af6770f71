"""Strategies of random rule sets and valid deals, shared by the property tests of the scorer,
of the lean scorer and of the edit history."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from coinche_score.rules import (
    PRESETS,
    TEAM_SEATS,
    TEAMS,
    Announce,
    BeloteScoring,
    Coinche,
    CoincheScoring,
    DefenceTie,
    Rounding,
    RoundingScope,
    RuleSet,
    Scale,
    Team,
    Trump,
    other_team,
    rule_conflicts,
)
from coinche_score.scoring import Deal, TeamAnnounces, TeamBelote, check_deal

THROWN_IN = Deal(taker=None)
PENDING = st.sampled_from([0, 0, 81, 162])


def belotes(trump: Trump | None) -> st.SearchStrategy[TeamBelote]:
    if trump is Trump.NO_TRUMP:
        return st.just(TeamBelote())
    if trump is Trump.ALL_TRUMP:
        # one belote per suit: up to four in all, held by either team
        return st.integers(0, 4).flatmap(
            lambda count: st.integers(0, count).map(
                lambda a: TeamBelote(A=20 * a, B=20 * (count - a))
            )
        )
    return st.sampled_from([TeamBelote(), TeamBelote(A=20), TeamBelote(B=20)])


def announce_sets(rules: RuleSet) -> st.SearchStrategy[TeamAnnounces]:
    if not rules.announces:
        return st.just(TeamAnnounces())
    kinds = st.lists(st.sampled_from(Announce), min_size=1, max_size=3).map(tuple)
    return st.one_of(
        st.just(TeamAnnounces()),
        kinds.map(lambda held: TeamAnnounces(A=held)),
        kinds.map(lambda held: TeamAnnounces(B=held)),
    )


def counted(rules: RuleSet, belote: int, announces: int) -> int:
    """What a team's belote and announces add towards the bid under ``rules``."""
    return belote * rules.bid_counts_belote + announces * rules.bid_counts_announces


@st.composite
def valid_deals(draw: st.DrawFn, rules: RuleSet) -> Deal:
    numeric: list[int | str] = list(rules.numeric_bids())
    slams: list[int | str] = [*["capot"] * rules.capot_bid, *["generale"] * rules.generale_bid]
    lowest = numeric[0]  # the bid where the usual litige (81-81 on 80) happens
    contract = draw(st.sampled_from(numeric) | st.just(lowest) | st.sampled_from(slams or numeric))
    slam = isinstance(contract, str)
    trump = draw(st.sampled_from([None, *rules.allowed_trumps()]))
    coinche = (
        Coinche.NONE if slam and not rules.capot_may_be_coinched else draw(st.sampled_from(Coinche))
    )
    taker: Team = draw(st.sampled_from(TEAMS))
    defence = other_team(taker)
    belote = draw(belotes(trump))
    announces = draw(announce_sets(rules))
    # Points where things happen are drawn often: the taker tying the defence (a litige or a
    # failure), just reaching or just missing what the bid needs (80 needs 82).
    extra = {
        team: counted(rules, belote[team], sum(map(rules.announce_value, announces[team])))
        for team in TEAMS
    }
    candidates = [(162 + extra[defence] - extra[taker]) / 2, 81]
    if not slam:
        needed = rules.points_needed(int(contract)) - extra[taker]
        candidates += [needed, needed - 1]
    specials = [int(p) for p in candidates if p == int(p) and 0 <= p <= 162]
    all_tricks = draw(st.booleans() if slam else st.sampled_from([False, False, False, True]))
    special = draw(st.sampled_from([*specials, None, None, None]))
    points = 162 if all_tricks else special if special is not None else draw(st.integers(0, 162))
    deal = Deal(
        taker=taker,
        contract=contract,
        trump=trump,
        coinche=coinche,
        taker_points=points,
        all_tricks=all_tricks,
        belote=belote,
        announces=announces,
        bidder=draw(st.sampled_from([None, *TEAM_SEATS[taker]])),
    )
    check_deal(deal, rules)  # the strategy builds valid deals only
    return deal


V2_FIELDS: dict[str, st.SearchStrategy[Any]] = {
    "scale": st.sampled_from(Scale),
    "opening_bid": st.sampled_from([None, 75, 78]),
    "must_beat_defence": st.booleans(),
    "defence_tie": st.sampled_from(DefenceTie),
    "success_on_rounded": st.booleans(),
    "bid_counts_all_tricks_points": st.booleans(),
    "announces": st.booleans(),
    "no_trump": st.booleans(),
    "all_trump": st.booleans(),
    "generale_bid": st.booleans(),
    "capot_may_be_coinched": st.booleans(),
    "no_trump_carre_values": st.booleans(),
    "defence_capot_points": st.sampled_from([None, 252]),
    "failed_announces_to_defence": st.booleans(),
    "capot_takes_defence_announces": st.booleans(),
    "belote_scoring": st.sampled_from(BeloteScoring),
    "no_trump_bid_multiplier": st.sampled_from([1, 2]),
    "capot_flat_score": st.sampled_from([None, 500]),
    "generale_flat_score": st.sampled_from([None, 500]),
    "flat_score_when_failed": st.booleans(),
    "coinche_scoring": st.sampled_from(CoincheScoring),
    "coinche_base": st.sampled_from([None, 320]),
    "surcoinche_base": st.sampled_from([None, 640]),
    "coinche_capot_bonus": st.sampled_from([0, 90, 100]),
    "coinche_multiplies_bid": st.booleans(),
    "coinche_multiplies_belote": st.booleans(),
    "surcoinche_multiplier": st.sampled_from([3, 4]),
    "rounding": st.sampled_from(Rounding),
    "rounding_scope": st.sampled_from(RoundingScope),
    "belote_cannot_end_match": st.booleans(),
}


def without_conflicts(fields: dict[str, Any]) -> dict[str, Any]:
    """Give way, field by field, to the refusals of docs/scoring.md §5.1."""
    if not fields["must_beat_defence"]:
        fields["defence_tie"] = DefenceTie.FAILS
    if fields["scale"] is Scale.BID_ONLY:
        fields.update(coinche_scoring=CoincheScoring.MULTIPLY_BID, announces=False)
        if fields["defence_tie"] is DefenceTie.LITIGE:
            fields["defence_tie"] = DefenceTie.FAILS
    if fields["scale"] is Scale.POINTS_ONLY and (
        fields["coinche_scoring"] is CoincheScoring.MULTIPLY_BID
    ):
        fields["coinche_scoring"] = CoincheScoring.WINNER_TAKES_ALL
    if fields["coinche_scoring"] is not CoincheScoring.WINNER_TAKES_ALL:
        fields.update(coinche_base=None, surcoinche_base=None, coinche_capot_bonus=0)
    if fields["coinche_scoring"] is CoincheScoring.MULTIPLY_BID:
        fields["coinche_multiplies_bid"] = True
        if fields["scale"] is not Scale.BID_ONLY:
            fields["coinche_multiplies_belote"] = False
    coinche_base = fields["coinche_base"] or fields["failure_points"]
    if (fields["surcoinche_base"] or coinche_base) < coinche_base:
        fields["surcoinche_base"] = None
    if fields["rounding"] is Rounding.NONE:
        fields.update(success_on_rounded=False, rounding_scope=RoundingScope.DEAL)
    return fields


@st.composite
def variant_rules(draw: st.DrawFn) -> RuleSet:
    """Any preset with any of the version-2 fields changed, made consistent."""
    base = draw(st.sampled_from(list(PRESETS.values())))
    changes = draw(st.fixed_dictionaries({}, optional=V2_FIELDS))
    fields = without_conflicts({**base.model_dump(), **changes, "name": "custom"})
    assert rule_conflicts(fields) == []
    return RuleSet.model_validate(fields)


@st.composite
def variant_deals(draw: st.DrawFn, rules: RuleSet) -> Deal:
    """A valid deal, sometimes a renonce or a defence that took every trick."""
    deal = draw(valid_deals(rules))
    kind = draw(st.sampled_from(["plain", "plain", "renonce", "defence_all_tricks"]))
    if kind == "renonce":
        points = draw(st.sampled_from([None, deal.taker_points]))
        offender = draw(st.sampled_from(TEAMS))
        update = {"renonce": offender, "taker_points": points, "all_tricks": False}
        deal = deal.model_copy(update=update)
    elif kind == "defence_all_tricks":
        update = {"taker_points": 0, "all_tricks": False, "defence_all_tricks": True}
        deal = deal.model_copy(update=update)
    check_deal(deal, rules)
    return deal
