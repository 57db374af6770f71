"""The command line's words in English: what the commands print for people (``show``,
``list``, the deal commands, ``stats``, ``rules``, the Markdown exports, ``table``'s notices),
their warnings and what they wait for.  The app's screens have their own words, in ``en.py``;
JSON and CSV keep the words of their formats, whatever the language."""

from __future__ import annotations

SENTENCES: dict[str, str] = {
    # A match's state, after each change and under ``show``.
    "cli.totals": "totals: {totals}",
    "cli.litige_pending": "litige pending: {points}",
    "cli.match_over": "match over: {winner}",
    "cli.winner_changed": "result changed: {old} → now {new}",
    "cli.next": "next dealer: {dealer}, first to bid: {bidder}",
    "cli.winner": "{team} win {score}",
    "cli.score_between": " to ",
    "cli.tie": "the totals are tied past the target: play another deal",
    "cli.held_back": (
        "{team} is past the target on a deal it lost, which cannot win the match: play on"
    ),
    "cli.after_the_end": "not counted (after the end of the match)",
    "cli.seat": "seat {seat}",
    "cli.parts": "{first}; {second}",
    # A deal as entered, in a few words: "A 110 hearts, bid by Ann, 92 pts, belote A".
    "cli.deal.thrown_in": "thrown in",
    "cli.deal.bid_by": "bid by {bidder}",
    "cli.deal.points": "{points} pts",
    "cli.deal.all_tricks": "{points}, all tricks",
    "cli.deal.defence_all_tricks": "defence took all tricks",
    "cli.deal.renonce": "renonce {team}",
    "cli.deal.belote": "belote {team}",
    "cli.deal.belote_points": "belote {team} {points}",
    "cli.deal.announces": "{team} announces {announces}",
    "cli.result.made": "made",
    "cli.result.failed": "failed",
    "cli.result.litige": "litige",
    "cli.result.renonce": "renonce",
    "cli.result.none": "-",
    "cli.result.not_counted": "not counted",
    "cli.heading.number": "#",
    "cli.heading.dealer": "dealer",
    "cli.heading.deal": "deal",
    "cli.heading.result": "result",
    "cli.heading.total": "total {team}",
    # show
    "cli.show.title": "match {id}: {team_a} (A) vs {team_b} (B)",
    "cli.show.rules": "rules {rules}, target {target}; created {created}, updated {updated}",
    "cli.show.players": "players (seats clockwise, 1 and 3 are A): {seats}",
    "cli.show.no_deal": "no deal yet",
    # list
    "cli.list.id": "id",
    "cli.list.updated": "updated",
    "cli.list.rules": "rules",
    "cli.list.target": "target",
    "cli.list.deals": "deals",
    "cli.list.score": "score",
    "cli.list.status": "status",
    "cli.list.won_by": "won by {team}",
    "cli.list.in_progress": "in progress",
    "cli.list.none": "no saved match in {folder}",
    # add, insert, edit, delete, undo, redo
    "cli.added": "deal {number} added: {result}",
    "cli.inserted": "deal {number} inserted: {result}",
    "cli.edited": "deal {number} edited: {result}",
    "cli.deleted": "deal {number} deleted",
    "cli.undid": "undid {change}",
    "cli.redid": "redid {change}",
    "cli.reopened": "match reopened: it is not over any more",
    # stats
    "cli.stats.title": "Statistics",
    "cli.stats.summary.skipped": "{counted}; {skipped}",
    "cli.stats.summary": "{counted}. Rates out of fewer than {least} are marked few.",
    "cli.stats.none": "no match counted with these filters",
    "cli.stats.none.folder": "no match counted in {folder}",
    "cli.stats.players": "Players",
    "cli.stats.teams": "Teams",
    "cli.stats.head_to_head": "Head to head",
    "cli.stats.records": "Records",
    "cli.stats.player": "player",
    "cli.stats.team": "team",
    "cli.stats.team_players": "players",
    "cli.stats.matches": "matches",
    "cli.stats.wins": "wins",
    "cli.stats.made": "made",
    "cli.stats.coinched": "made coinched",
    "cli.stats.coinches": "coinches won",
    "cli.stats.points": "points/deal",
    "cli.stats.rating": "rating",
    "cli.stats.between": "between",
    "cli.stats.and": "and",
    "cli.stats.record": "record",
    "cli.stats.what": "what",
    "cli.stats.match": "match",
    "cli.stats.few": "{rate} few",
    "cli.stats.best_deal": "best deal",
    "cli.stats.highest_made_bid": "highest made bid",
    "cli.stats.biggest_win": "biggest win",
    "cli.stats.biggest_comeback": "biggest comeback",
    "cli.stats.longest_match": "longest match",
    "cli.stats.shortest_match": "shortest match",
    "cli.stats.best_deal.what": "{value} points",
    "cli.stats.highest_made_bid.what": "{value} made",
    "cli.stats.biggest_win.what": "{team} by {value}",
    "cli.stats.biggest_comeback.what": "{team}, from {value} behind",
    "cli.stats.record.side": "{what}, {team} ({side})",
    "cli.stats.record.where": "{match} deal {deal}",
    # rules
    "cli.rules.name": "name",
    "cli.rules.kind": "kind",
    "cli.rules.description": "description",
    "cli.rules.labelled": "{label}: {text}",
    "cli.rules.preset": "preset",
    "cli.rules.saved": "saved",
    "cli.rules.title": "rules {name} ({origin})",
    "cli.rules.field": "field",
    "cli.rules.value": "value",
    "cli.rules.meaning": "meaning",
    "cli.rules.saved_in": "rules {name} saved in {path}",
    "cli.rules.deleted": "rules {name} deleted ({path}); matches played with them keep their rules",
    "cli.rules.same": "{first} and {second} have the same rules",
    # warnings, on standard error
    "cli.warning": "coinche-score: warning: {warning}",
    "cli.left_untouched": "{path}: {reason} (left untouched)",
    "cli.left_out": "{path}: {reason} (left out of the statistics)",
    "cli.left_out.folder": "{reason} (its matches left out of the statistics)",
    # what a command waits for, at a terminal or a named pipe
    "cli.waiting.stdin": (
        "coinche-score: reading {what} as JSON from standard input; end it with Ctrl-D (or give"
        " a file; --help shows an example)"
    ),
    "cli.waiting.pipe": (
        "coinche-score: reading {what} as JSON from {path}, a named pipe nothing has written to"
        " yet; write it there (or give a file; --help shows an example)"
    ),
    # what the system refused (status 1), in its own words
    "cli.output_refused": "coinche-score: the output could not be written: {reason}",
    "cli.output_closed": "standard output is closed",
    "cli.interrupted": "coinche-score: stopped by Ctrl+C; nothing was changed",
    "cli.interrupted.after_changes": (
        "coinche-score: stopped by Ctrl+C; a change it saved before stays: check with show"
    ),
    "cli.output_refused.after_changes": (
        "coinche-score: the output could not be written: {reason}; the change is saved all the same"
    ),
    "cli.system_refused": "coinche-score: {path}: {reason}",
    # table
    "cli.table.sharing": (
        "coinche-score: sharing the score, read-only, with anyone who has this address; "
        "Ctrl+C stops"
    ),
    "cli.table.also": "coinche-score: on this machine's other networks: {urls}",
    "cli.table.stopped": "coinche-score: sharing stopped",
    # export --format md
    "cli.md.title": "{team_a} vs {team_b}",
    "cli.md.rules": "Rules: {rules}, target {target}. Match `{id}`, updated {updated}.",
    "cli.md.totals": "**Totals**: {totals}",
    "cli.md.litige": "**Litige pending**: {points}",
    "cli.md.winner": "**Winner**: {winner}",
    "cli.md.why": "Why each deal scored what it did",
}

#: English takes the singular for 1 only.
PLURALS: dict[str, tuple[str, str]] = {
    "cli.unscored": (
        "{count} deal after the end of the match not counted",
        "{count} deals after the end of the match not counted",
    ),
    "cli.stats.counted": (
        "{count} match counted ({finished}, {unfinished}), {deals}",
        "{count} matches counted ({finished}, {unfinished}), {deals}",
    ),
}
