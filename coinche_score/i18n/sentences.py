"""What the score sheet and the deal form say of a match, put together in one language.

Pure functions of the words (:class:`Texts`), the match, its state and a deal's score: the app's
screens show them, and any other view of a match (the command line, a web page) can say the same.
A sentence that stands out says how (its :data:`Tone`); each view gives the tones its own look.
A seat is named by :meth:`Match.seat_name` ("Us 2" without player names), as the deal table, the
command line and a match saved with a seat left blank name it.  Pure: no I/O, no Textual.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

from coinche_score.history import Change, ChangeKind
from coinche_score.i18n import Texts
from coinche_score.match import Match, MatchState, dealer_for, seat_team
from coinche_score.rules import TEAMS, Scale, Team, Trump, other_team
from coinche_score.scoring import Deal, DealScore, LineKey
from coinche_score.text import neutralise

#: How much a sentence stands out: "won" and "warning" are strong too.
Tone = Literal["plain", "strong", "won", "warning", "quiet"]
#: Why the deal form is open: a new deal, a correction, a deal inserted before another.
FormMode = Literal["new", "edit", "insert"]
#: An undo or a redo.
Done = Literal["undone", "redone"]

#: What undoing or redoing each kind of change does to its deal, as the notices say it.
HISTORY_NOTICES: dict[Done, dict[ChangeKind, str]] = {
    "undone": {
        ChangeKind.ADD: "gone",
        ChangeKind.INSERT: "gone",
        ChangeKind.EDIT: "back_to",
        ChangeKind.DELETE: "back",
    },
    "redone": {
        ChangeKind.ADD: "back",
        ChangeKind.INSERT: "back",
        ChangeKind.EDIT: "corrected",
        ChangeKind.DELETE: "gone",
    },
}


class Said(NamedTuple):
    """A sentence, and how much it stands out."""

    text: str
    tone: Tone = "plain"


class InfoPart(NamedTuple):
    """A part of the sheet's info line.  ``rank``: the parts that do not fit a narrow line
    give way, the highest rank first (0 stays)."""

    text: str
    rank: int
    tone: Tone = "plain"


# ------------------------------------------------------------------ the score sheet
def team_heading(match: Match, team: Team) -> str:
    """The title over a team's total: "Bleus", or with its players "Bleus · Alice & Chloé"."""
    heading = match.team_name(team)
    if match.players is not None:
        seats = [seat for seat in range(len(match.players)) if seat_team(seat) == team]
        heading += " · " + " & ".join(match.players[seat] for seat in seats)
    return heading


def info_line(
    texts: Texts,
    match: Match,
    state: MatchState,
    *,
    read_only: bool = False,
    with_target: bool = True,
) -> list[InfoPart]:
    """The line under the totals: the next deal and its dealer or the winner, then a litige
    or a tie, then who bids first, then the rules and the target (``with_target``: the table's
    page says the target under its totals), and that the match is read-only."""
    parts: list[InfoPart] = []
    if state.finished and state.winner is not None:
        won = texts(
            "sheet.finished", team=match.team_name(state.winner), score=state.winner_score()
        )
        parts.append(InfoPart(won, 0, "won"))
        if len(set(state.totals.values())) == 1:  # "won 726–726" says why
            parts.append(InfoPart(texts("sheet.tie_won"), 1, "warning"))
    else:
        dealer = match.seat_name(state.next_dealer)
        number = len(match.deals) + 1
        parts.append(InfoPart(texts("sheet.next", number=number, dealer=dealer), 0, "strong"))
        bidder = match.seat_name(state.next_first_bidder)
        parts.append(InfoPart(texts("sheet.first_bidder", bidder=bidder), 2))
    if state.pending_litige:
        litige = texts("sheet.litige", points=state.pending_litige)
        parts.append(InfoPart(litige, 1, "warning"))
    if state.tie_playing_on:
        parts.append(InfoPart(texts("sheet.tie_playing_on"), 1, "warning"))
    if state.held_back is not None:
        held_back = texts("sheet.held_back", team=match.team_name(state.held_back))
        parts.append(InfoPart(held_back, 1, "warning"))
    short = short_exactly(texts, match, state)
    if short is not None:
        parts.append(InfoPart(short, 1, "warning"))
    rules = neutralise(texts.rules_name(match.rules.name))
    said = texts("sheet.rules", rules=rules, target=match.target) if with_target else rules
    parts.append(InfoPart(said, 3))
    if read_only:
        parts.append(InfoPart(texts("sheet.read_only"), 0, "warning"))
    return parts


def deal_detail(texts: Texts, match: Match, state: MatchState, index: int | None) -> Said:
    """Deal ``index`` (0-based; None: there is none yet) explained, what became of the bid
    then each team's score: "Deal 3: Made: 110 for 80 (needs 82). Us 110 pts + 80 bid = 190
    · Them 52 pts = 52", and who bid when it is known ("Deal 3, bid by Ann: ...")."""
    if index is None:
        return Said(texts("sheet.no_deals"), "quiet")
    if index >= len(state.scored):
        return Said(texts("deal.preview.unscored"), "quiet")
    scored = state.scored[index]
    deal = scored.deal
    if deal.thrown_in:
        lines = texts("result.passed")
        if scored.pending_litige:  # held on: it goes to the next deal played, not this one
            lines += " · " + texts("sheet.litige", points=scored.pending_litige)
    else:
        # The sums alone do not say why a contract failed ("needs 82", "does not beat the
        # defence's 92"): the preview's verdict, kept on the sheet.
        said = verdict(texts, match, deal, scored.score)
        lines = f"{said}. " + " · ".join(
            f"{match.team_name(team)} {texts.breakdown(scored.score, team, labelled=True)}"
            for team in TEAMS
        )
    if deal.bidder is not None:
        bidder = match.seat_name(deal.bidder)
        return Said(texts("sheet.detail.bidder", number=index + 1, bidder=bidder, lines=lines))
    return Said(texts("sheet.detail", number=index + 1, lines=lines))


def deal_summary(texts: Texts, match: Match, state: MatchState, deal: Deal, index: int) -> str:
    """``deal`` at ``index`` (0-based) in ``state`` in a few words: "Us 110♥ made", "all
    passed", "Us 80♥ renonce by Them" (among a team's contracts made, "renonce" alone read as
    the taker's)."""
    if deal.taker is None:
        return texts("deal.passed")
    if index >= len(state.scored):
        result = texts("sheet.unscored")
    elif deal.renonce is not None:
        result = texts("result.renonce_by", team=match.team_name(deal.renonce))
    elif isinstance(deal.contract, str) and deal.renonce is None and state.scored[index].score.made:
        result = texts("result.made")  # "Us Capot♠ made", not "Us Capot♠ capot"
    else:
        result = texts.result_word(state.scored[index].score, deal)
    return f"{match.team_name(deal.taker)} {texts.contract_text(deal, match.rules)} {result}"


def delete_question(texts: Texts, match: Match, index: int) -> str:
    """Asked before deal ``index`` (0-based) is deleted: "Delete deal 3 (Us 110♥)?"."""
    deal = match.deals[index]
    summary = (
        texts("result.passed")
        if deal.taker is None
        else f"{match.team_name(deal.taker)} {texts.contract_text(deal, match.rules)}"
    )
    return texts("confirm.delete", number=index + 1, summary=summary)


def history_notice(
    texts: Texts, match: Match, done: Done, change: Change, before: MatchState, after: MatchState
) -> str:
    """What an undo or a redo did to which deal: "Undone: deal 7 (Us 110♥ made) is back".
    ``before`` and ``after``: the states on either side of it (``match`` is the one after)."""
    what = HISTORY_NOTICES[done][change.kind]
    gone = what == "gone"
    # The deal taken away, or the one now in its place.
    if done == "undone":
        deal = change.deal if gone else change.previous
    else:
        deal = change.previous if gone else change.deal
    assert deal is not None
    summary = deal_summary(texts, match, before if gone else after, deal, change.index)
    return texts(f"notice.{done}.{what}", number=change.index + 1, summary=summary)


def reload_notice(
    texts: Texts,
    dropped: Sequence[tuple[Literal["change", "undo", "redo"], Change]],
    kept: str | None = None,
) -> str:
    """Said after the match was read again from its file: where the match as it was shown
    went, if the match reloaded lacked some of its deals, and the changes it could not make
    again ("adding deal 5, the undo of deleting deal 2"), if any."""
    changes = ", ".join(pending_words(texts, kind, change) for kind, change in dropped)
    if kept is not None:  # the copy holds every change, made again or not
        if dropped:
            return texts("notice.not_remade.kept", changes=changes, id=kept)
        return texts("notice.reloaded.kept", id=kept)
    if not dropped:
        return texts("notice.reloaded")
    return texts("notice.not_remade", changes=changes)


def pending_words(texts: Texts, kind: Literal["change", "undo", "redo"], change: Change) -> str:
    """A change, an undo or a redo in a few words: "the undo of adding deal 5"."""
    words = change_words(texts, change)
    return words if kind == "change" else texts(f"change.{kind}", change=words)


def change_words(texts: Texts, change: Change) -> str:
    """A change of the match in a few words: "adding deal 5"."""
    return texts(f"change.{change.kind.value}", number=change.index + 1)


def outcome(texts: Texts, match: Match, state: MatchState) -> str:
    """ "Us won 300–32", or "match in progress"."""
    if not state.finished or state.winner is None:
        return texts("outcome.open")
    return texts("outcome.won", team=match.team_name(state.winner), score=state.winner_score())


def outcome_notice(texts: Texts, match: Match, before: MatchState, after: MatchState) -> str | None:
    """When a change finishes the match, reopens it or makes the other team win: "Result:
    match in progress → now Us won 300–32"; None if the outcome stays."""
    if (before.finished, before.winner) == (after.finished, after.winner):
        return None
    old, new = outcome(texts, match, before), outcome(texts, match, after)
    return texts("notice.outcome", old=old, new=new)


def short_exactly(texts: Texts, match: Match, state: MatchState) -> str | None:
    """Why a total shown at the target goes on, under rules that count the deal that ends the
    match exactly: "counted exactly, Us has 326: short of 330"; None otherwise."""
    exact = state.counted_exactly
    if exact is None or state.held_back is not None or state.tie_playing_on:
        return None
    leader = max(TEAMS, key=lambda team: state.totals[team])
    return texts(
        "sheet.short_exactly",
        team=match.team_name(leader),
        points=exact[leader],
        target=match.target,
    )


# ------------------------------------------------------------------- the deal form
def form_title(texts: Texts, match: Match, index: int, mode: FormMode) -> str:
    """The deal form's title: "New deal 5 · dealer: Us 1"."""
    dealer = match.seat_name(dealer_for(match.rules, match.first_dealer, index))
    title = texts(f"deal.title.{mode}", number=index + 1)
    dealing = texts("deal.dealer", dealer=dealer)
    return f"{title} · {dealing}"


def verdict(texts: Texts, match: Match, deal: Deal, score: DealScore) -> str:
    """What became of the bid: "Made: 110 for 80 (needs 82)", "Failed: 90 (70 + 20 belote)
    for 100"."""
    counted = _counted(texts, match, deal, score.taker_counted)
    worth = _no_trump_worth(texts, match, deal)
    if deal.renonce is not None:
        team, other = (match.team_name(t) for t in (deal.renonce, other_team(deal.renonce)))
        return texts("deal.verdict.renonce", team=team, other=other) + worth
    if score.litige:
        return texts("deal.verdict.litige", counted=counted, held=score.held)
    if score.needed is None:
        return texts("deal.verdict.made_slam" if score.made else "deal.verdict.failed_slam")
    bid = deal.contract
    needs = texts("deal.verdict.needs", needed=score.needed) if score.needed != bid else ""
    if score.made:
        every = texts("deal.verdict.every_trick") if deal.all_tricks else ""
        return texts("deal.verdict.made", counted=counted, bid=bid, needs=needs) + every + worth
    if score.taker_counted >= score.needed:
        defence = _defence_counted(texts, match, deal, score.defence_counted)
        return texts("deal.verdict.failed_defence", counted=counted, defence=defence) + worth
    return texts("deal.verdict.failed", counted=counted, bid=bid, needs=needs) + worth


def _no_trump_worth(texts: Texts, match: Match, deal: Deal) -> str:
    """What a bid at no trump is worth where the rules multiply it: "+ 200 bid" alone reads
    as a 200 no one bid."""
    rules, bid = match.rules, deal.contract
    if (
        not isinstance(bid, int)
        or deal.trump is not Trump.NO_TRUMP
        or rules.no_trump_bid_multiplier == 1
        or rules.scale is Scale.POINTS_ONLY
    ):
        return ""
    return texts("deal.verdict.no_trump_worth", value=bid * rules.no_trump_bid_multiplier)


def _defence_counted(texts: Texts, match: Match, deal: Deal, counted: int) -> str:
    """What the defence counted against the bid, its belote and announces said apart: "92 (72
    + 20 belote)"."""
    if deal.taker is None:
        return str(counted)
    rules, defence = match.rules, other_team(deal.taker)
    added = []
    if rules.bid_counts_belote and deal.belote[defence]:
        added.append((deal.belote[defence], texts.line_label(LineKey.BELOTE)))
    announced = sum(rules.announce_value(a, deal.trump) for a in deal.announces[defence])
    if rules.bid_counts_announces and announced:
        added.append((announced, texts.line_label(LineKey.ANNOUNCES)))
    if not added:
        return str(counted)
    card_points = counted - sum(points for points, _ in added)
    terms = [str(card_points), *(f"{points} {label}" for points, label in added)]
    return f"{counted} ({' + '.join(terms)})"


def _counted(texts: Texts, match: Match, deal: Deal, counted: int) -> str:
    """What counted towards the bid, and of what when it is not card points alone."""
    taker = deal.taker
    if taker is None or deal.taker_points is None or counted == deal.taker_points:
        return str(counted)
    rules = match.rules
    parts = [str(deal.taker_points)]
    rest = deal.taker_points
    if deal.all_tricks and rules.bid_counts_all_tricks_points:  # 252, not the 162 taken
        rest = rules.all_tricks_points
        parts = [f"{rest} {texts.line_label(LineKey.ALL_TRICKS)}"]
    rounded = rules.success_on_rounded and rules.round_score(rest) != rest
    if rounded:  # "85 → 90": 90 alone is a number no one typed
        parts[0] = f"{parts[0]} → {rules.round_score(rest)}"
        rest = rules.round_score(rest)
    if rules.bid_counts_belote and deal.belote[taker]:
        parts.append(f"{deal.belote[taker]} {texts.line_label(LineKey.BELOTE)}")
        rest += deal.belote[taker]
    announced = sum(rules.announce_value(a, deal.trump) for a in deal.announces[taker])
    if rules.bid_counts_announces and announced:
        parts.append(f"{announced} {texts.line_label(LineKey.ANNOUNCES)}")
        rest += announced
    if rest != counted or (len(parts) == 1 and not rounded):  # nothing added nor rounded
        return str(counted)
    return f"{counted} ({' + '.join(parts)})"
