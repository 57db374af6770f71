"""The help pages of the command line in English (``--help``, ``help COMMAND``): each
command's description, its options' and arguments' help, the examples after it, the names of
the values an option takes (``metavar.DIR``) and argparse's own words (``argparse.*``).

Every text is a format string filled with the same values (``cli.parser.HELP_VALUES``): a
brace meant as it is written is doubled (``{{"rules": ...}}``).  argparse fills the options'
help with ``%``: none holds one.  The pages ``help formats|scoring|statistics`` print
(coinche_score/docs) are in English only."""

from __future__ import annotations

HELP: dict[str, str] = {
    # argparse's own words, as it writes them (a heading is followed by its colon).
    "argparse.usage": "usage: ",
    "argparse.positionals": "positional arguments:",
    "argparse.options": "options:",
    "argparse.help": "show this help message and exit",
    # The names of the values the options and arguments take, as the usage lines show them.
    "metavar.ACTION": "ACTION",
    "metavar.ADDRESS": "ADDRESS",
    "metavar.COMMAND": "COMMAND",
    "metavar.DATE": "DATE",
    "metavar.DEAL_JSON": "DEAL_JSON",
    "metavar.DIR": "DIR",
    "metavar.FILE": "FILE",
    "metavar.file": "file",
    "metavar.MATCH": "MATCH",
    "metavar.NAME": "NAME",
    "metavar.PRESET": "PRESET",
    "metavar.RULES_JSON": "RULES_JSON",
    "metavar.SEAT": "SEAT",
    "metavar.TOPIC": "TOPIC",
    # coinche-score itself
    "program": "Keep the score of a coinche match: the app by default, or a sub-command.",
    "program.epilog": (
        "More help: coinche-score help formats (the JSON of deals, scores and match files), "
        "coinche-score help scoring (how a deal and a match are scored), coinche-score help"
        " statistics (every figure of the stats command), and coinche-score COMMAND --help."
    ),
    "option.version": "print the version and exit",
    "option.data_dir": (
        "folder of saved matches (default: $COINCHE_SCORE_DATA, else the user data folder)"
    ),
    "option.lang": (
        "the language of the app, of what commands print, of refusals and of help (default: the"
        " locale's)"
    ),
    "option.json": "print JSON instead of text",
    "argument.match": "a match id, a unique start of one, or 'last' (the latest changed)",
    "argument.number": "deal number, from 1",
    "argument.deal": (
        "the deal as a JSON object (see 'coinche-score help formats'), or - to read it from stdin"
    ),
    "option.bidder": (
        "who made the winning bid: seat 1..4 or a player's name (the deal's bidder, seats 0..3; "
        "this option replaces it)"
    ),
    "commands": "without one, the app starts; 'coinche-score COMMAND --help' tells more",
    # score
    "score": "score a JSON document of deals and print the scores as JSON",
    "score.file": "the document; - or absent: standard input",
    "score.json": "accepted: the output is always JSON",
    "score.epilog": (
        'The document is {{"rules": ..., "target": ..., "deals": [...]}}: a preset name or a rule'
        " set, the points to reach (optional: the rule set's default) and the deals in the order"
        " played. Team A bids 100 at hearts (the player in seat 1, bidder 0 in the file), is"
        " coinched, and takes 70 card points with the belote:\n\n"
        "  coinche-score score <<'EOF'\n"
        '  {{"rules": "classic", "target": 2000, "deals": [\n'
        "  {example}\n"
        "  ]}}\n"
        "  EOF\n\n"
        "prints each deal's scores (here A 20, B 360), whether the contract was made, the exact"
        " scores before rounding and the breakdown, then the totals and the winner. Every field,"
        " the other announce kinds and the output: coinche-score help formats."
    ),
    # new, import
    "new": "start a match and print its id",
    "new.rules": (
        "a preset ({presets}), saved house rules (coinche-score rules list), or a rule set as"
        """ JSON: '{{"preset": "classic", "rounding": "none"}}'"""
    ),
    "new.team_a": "team A's name, seats 1 and 3",
    "new.team_b": "team B's name, seats 2 and 4",
    "new.target": "points to reach (default: the rules')",
    "new.players": "player names, clockwise round the table from seat 1",
    "new.first_dealer": "seat 1..4 or a player's name (default: seat 1)",
    "import": "save a score document or an exported match as a new match and print its id",
    "import.file": "a score document or export --format json; - for stdin",
    "import.team_a": "team A's name, seats 1 and 3 (default: the document's)",
    "import.team_b": "team B's name, seats 2 and 4 (default: the document's)",
    "import.target": "points to reach (default: the document's)",
    "import.players": (
        "player names, clockwise round the table from seat 1 (default: the document's)"
    ),
    "import.first_dealer": "seat 1..4 or a player's name (default: the document's)",
    "import.epilog": (
        'The file is what the score command reads ({{"rules": ..., "target": ..., "deals":'
        ' [...]}}, and optionally "team_names": {{"A": ..., "B": ...}} and "players": [A1, B1,'
        " A2, B2]), or what 'coinche-score export MATCH --format json' prints: a backup, or a"
        " match from another machine. The options replace what the file says. Every field:"
        " coinche-score help formats."
    ),
    # the deal commands
    "add": "record the next deal",
    "insert": "insert a forgotten deal as deal N",
    "edit": "replace deal N",
    "delete": "delete deal N",
    "undo": "undo the last change",
    "redo": "redo the last undone change",
    # list, show, export
    "list": "list the saved matches, latest first",
    "list.archived": "the archived matches instead (show and export read them too)",
    "show": "show a match: deals, scores, totals, who deals",
    "show.why": "then why each deal scored what it did, as the app's score sheet says it",
    "export": "print a match as CSV, Markdown or JSON",
    "export.format": "CSV, Markdown or JSON",
    # stats
    "stats": "figures across the saved matches: players, teams, head to head, ratings, records",
    "stats.epilog": (
        "Figures for each player and each team over the saved matches (and the archived ones):"
        " wins, margins and streaks, contracts made by trump and by bid, coinches, points per"
        " deal, ratings, head to head, partners and records. Every figure: coinche-score help"
        " statistics."
    ),
    "stats.since": "matches started on DATE or later",
    "stats.until": "matches started on DATE or before",
    "stats.rules": "matches played under the rule set NAME (exactly)",
    "stats.player": "matches NAME played in, in any spelling (again for more: all of them played)",
    "stats.min": (
        "finished matches a pair needs for best partner, nemesis and victim (default: {least});"
        " rates out of fewer are marked few"
    ),
    "stats.no_archived": "leave out the archived matches",
    "stats.format": "text (default), Markdown, CSV or JSON",
    "stats.json": "the same as --format json",
    "stats.with_deals": "JSON: each figure with the deals (or matches) it counts",
    # table
    "table": "serve a read-only page of the score to the phones at the table, until Ctrl+C",
    "table.epilog": (
        "The page shows both totals against the target, who deals next, the last deals and why"
        " they scored so, a pending litige and the winner, in the browser's language; it follows"
        " every change within a second, and ?big at the end of the address lays it out for a"
        " projector. It is read-only: nobody can change the score from it. Anyone who can reach"
        " the address and has its token (in the address) can see it: by default only this"
        " computer; with --lan, the local network."
    ),
    "table.match": (
        "a match id, a unique start of one, or 'last' (the latest changed); without it, the match"
        " changed last, followed to the next one"
    ),
    "table.lan": "serve on this machine's network addresses (the first printed)",
    "table.host": "serve on ADDRESS (default: 127.0.0.1)",
    "table.port": "the port (default: {port}; 0: any free port)",
    "table.max_viewers": "pages open at once (default: {viewers})",
    "table.no_qr": "print the address only, no QR code",
    # rules
    "rules": "list, show, save, delete and compare rule sets (presets and house rules)",
    "rules.actions": "list, show, save, delete or diff",
    "rules.list": "the presets and the saved house rules",
    "rules.show": "every rule of a rule set, its meaning and value",
    "rules.show.name": "a preset or saved house rules",
    "rules.save": "save house rules under a name (replacing them)",
    "rules.save.name": ("1 to {name_length} characters on one line, no / or \\, no dot first"),
    "rules.save.rules": (
        'a rule-set object ({{"preset": "classic", "rounding": "none"}}), a name, or - (stdin)'
    ),
    "rules.delete": "delete saved house rules",
    "rules.delete.name": "saved house rules",
    "rules.diff": (
        'the rules on which two rule sets differ (--json: [{{"field", "a": its value in A, "b":'
        " in B}}])"
    ),
    "rules.diff.first": "a preset or saved house rules",
    "rules.diff.second": "a preset or saved house rules",
    # help
    "help": "print a help page: formats, scoring, statistics, or a command's help",
    "help.topic": (
        "formats (the JSON of deals, scores and match files), scoring (how a deal and a match are"
        " scored), statistics (every figure of the stats command) or a command"
    ),
}
