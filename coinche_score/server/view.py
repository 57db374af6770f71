"""What a viewer's page shows of a match, in one language: a JSON-ready document made of the
sentences the score sheet says (:mod:`coinche_score.i18n.sentences`) and the page's own words.

Pure: no I/O, no Textual.  Every string in it is text, never markup: the page inserts each with
``textContent``.  Every word the page shows, its answers' included, comes from
:func:`page_texts`.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import unicodedata
from typing import Any, Literal

from coinche_score.i18n import Language, Texts
from coinche_score.i18n.catalogue import Catalogue
from coinche_score.i18n.sentences import deal_detail, deal_summary, info_line
from coinche_score.match import Match, MatchState, seat_team
from coinche_score.rules import TEAMS, other_team

#: How many deals the page lists, the latest first.
LAST_DEALS = 12
#: The page's own words, by the name its script knows them by (``view.<name>`` in the
#: catalogues).
PAGE_WORDS = ("title", "deals", "stopped", "reconnecting", "read_only")
#: Between the winner's total and the other's: a dash no line breaks at.
SCORE_DASH = "\u2060–\u2060"
#: Why no match is shown: none saved yet, its file cannot be read, it left the folder.
Problem = Literal["waiting", "unreadable", "gone"]

Document = dict[str, Any]
#: French puts a space before these signs: on the page, one no line breaks at (a no-break space
#: before ":", a narrow one before ";", "!" and "?"), so that a phone never puts ": scannez…"
#: first on a line.  The app's words keep plain spaces: a terminal draws each character in a
#: cell alike.
_FRENCH_SPACES = ((re.compile(" (?=:)"), "\u00a0"), (re.compile(" (?=[;!?])"), "\u202f"))


@functools.cache
def page_texts(language: Language) -> Texts:
    """The words of the page, of its answers and of its event stream in ``language``: the
    app's, spaced as French prints them in French."""
    texts = Texts(language)
    if language == "fr":
        texts.words = _french_spaced(texts.words)
    return texts


def _french_spaced(words: Catalogue) -> Catalogue:
    def spaced(text: str) -> str:
        for space, unbroken in _FRENCH_SPACES:
            text = space.sub(unbroken, text)
        return text

    return dataclasses.replace(
        words,
        sentences={key: spaced(text) for key, text in words.sentences.items()},
        plurals={key: (spaced(one), spaced(many)) for key, (one, many) in words.plurals.items()},
    )


def view_document(texts: Texts, shown: tuple[str, Match, MatchState] | Problem) -> Document:
    """What a viewer is sent: the page's words, and the match (its id, the match, its state)
    or why there is none to show."""
    words = {name: texts(f"view.{name}") for name in PAGE_WORDS}
    if isinstance(shown, str):
        return {
            "lang": texts.language,
            "words": words,
            "match": None,
            "problem": texts(f"view.{shown}"),
        }
    match_id, match, state = shown
    return {
        "lang": texts.language,
        "words": words,
        "match": match_view(texts, match_id, match, state),
        "problem": None,
    }


def match_view(texts: Texts, match_id: str, match: Match, state: MatchState) -> Document:
    """The match as the page shows it: both teams and their totals against the target, the
    info line (who deals next, the litige, the rules), the last deals with their "why", and
    the outcome."""
    said = isolated(match)  # in sentences, a name written right to left keeps its place
    teams = []
    for team in TEAMS:
        total = state.totals[team]
        players = range(len(match.players or ()))
        teams.append(
            {
                "name": match.team_name(team),
                # Isolated: the page joins them, "דני & רון" read right to left swapped them.
                "players": [said.seat_name(seat) for seat in players if seat_team(seat) == team],
                "total": total,
                "leading": total > state.totals[other_team(team)],
                "won": state.winner == team,
            }
        )
    deals = []
    for index in range(len(match.deals) - 1, max(0, len(match.deals) - LAST_DEALS) - 1, -1):
        scored = state.scored[index] if index < len(state.scored) else None
        deals.append(
            {
                "number": index + 1,
                "summary": deal_summary(texts, said, state, match.deals[index], index),
                "scores": None if scored is None else [scored.score.scores[t] for t in TEAMS],
                "why": deal_detail(texts, said, state, index).text,
            }
        )
    finished = state.finished and state.winner is not None
    return {
        "id": match_id,
        "target": texts("view.target", target=match.target),
        "goal": match.target,
        "teams": teams,
        "info": [
            {"text": part.text, "tone": part.tone}
            for part in info_line(texts, said, state, with_target=False)
        ],
        "deals": deals,
        "winner": winner_line(texts, said, state) if finished else None,
    }


def isolated(match: Match) -> Match:
    """``match``, its names that hold a letter written right to left (Hebrew, Arabic) each
    between the marks that isolate it (U+2068, U+2069): in "bid by דני: 110 pts" the browser
    would otherwise carry the number into the name.  The same match when no name needs it."""

    def mark(name: str) -> str:
        if any(unicodedata.bidirectional(char) in ("R", "AL") for char in name):
            return f"\u2068{name}\u2069"
        return name

    names = tuple(map(mark, match.team_names))
    players = None if match.players is None else tuple(map(mark, match.players))
    if names == match.team_names and players == match.players:
        return match
    # Not validated again: the marks are the page's, never saved (a name may not hold them).
    return match.model_copy(update={"team_names": names, "players": players})


def winner_line(texts: Texts, match: Match, state: MatchState) -> str:
    """Who won, on a line of its own ("Gagnée par Nous 1150–980", where the sheet's info line
    reads "… · gagnée par Nous")."""
    assert state.winner is not None
    # Word joiners: a browser may break a line after a dash ("Nous won 2070–" then "170").
    score = state.winner_score(between=SCORE_DASH)
    return texts("view.won", team=match.team_name(state.winner), score=score)
