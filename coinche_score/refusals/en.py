"""The refusals' words in English: the lines the command line prints, and ``str()`` of every
refusal (:mod:`coinche_score.refusals`).  The app's English catalogue takes them as they are;
its French one says each of them in French."""

from __future__ import annotations

ENGLISH: dict[str, str] = {
    # ------------------------------------------------------------------ shared
    "refusal.field": "{field}: ",
    "refusal.or": "{first} or {last}",
    # ------------------------------------------------------------------ a deal
    "refusal.deal.where": "deal {number}: ",
    "refusal.deal.not_an_object": "must be a JSON object",
    "refusal.deal.unknown_field": "unknown field; allowed fields: {fields}",
    "refusal.deal.missing": "missing; allowed: {allowed}",
    "refusal.deal.wrong_value": "got {got}; allowed: {allowed}",
    "refusal.deal.not_in_rules": "{got} is not allowed by these rules; allowed: {allowed}",
    "refusal.deal.slam_coinched": (
        'a {contract} bid cannot be coinched in these rules; allowed: "none"'
    ),
    "refusal.deal.all_tricks_points": "true needs taker_points {total} (got {points})",
    "refusal.deal.defence_all_tricks": (
        "true needs taker_points 0 and all_tricks false (got {points}, {all_tricks})"
    ),
    "refusal.deal.renonce_all_tricks": (
        "a renonce deal has all_tricks and defence_all_tricks false"
    ),
    "refusal.deal.thrown_in": (
        'a thrown-in deal (taker null) records nothing else; allowed: only "taker"'
    ),
    "refusal.deal.belote_all_trump": (
        "in tout-atout each team has a multiple of 20, at most 80 in all"
    ),
    "refusal.deal.belote_both": "both teams cannot hold it; allowed: {allowed}",
    "refusal.deal.belote_no_trump": "there is no belote in sans-atout; allowed: 0",
    "refusal.deal.announces_off": "announces are off in these rules; allowed: none",
    "refusal.deal.announces_both": "both teams cannot score announces; allowed: {allowed}",
    "refusal.deal.bidder_other_team": (
        'seat {seat} is not on the taking team "{taker}"; allowed: {first} or {second}, or null'
    ),
    # What each field of a deal allows.
    "refusal.deal.allowed.taker": '"A", "B", or null for a thrown-in deal',
    "refusal.deal.allowed.contract": "{opening}{low}..{high} in steps of {step}{slams}",
    "refusal.deal.allowed.contract.opening": "{bid}, then ",
    "refusal.deal.allowed.contract.slam": ' or "{slam}"',
    "refusal.deal.allowed.trump": "{values}",
    "refusal.deal.allowed.coinche": "{values}",
    "refusal.deal.allowed.taker_points": "an integer 0..{total}",
    "refusal.deal.allowed.flag": "true or false",
    "refusal.deal.allowed.belote": '{{"A": 0 or 20, "B": 0 or 20}}, one team at most',
    "refusal.deal.allowed.announces": (
        '{{"A": [kinds], "B": [kinds]}} with kinds {kinds}; one team at most'
    ),
    "refusal.deal.allowed.announces.off": "none: announces are off in these rules",
    "refusal.deal.allowed.renonce": '"A", "B" or null (the team that committed it)',
    "refusal.deal.allowed.bidder": (
        'a seat 0..3 of the taking team (0 or 2 for "A", 1 or 3 for "B"), or null'
    ),
    # ------------------------------------------------------------- a rule set
    "refusal.rules.where": "rules: ",
    "refusal.rules.type": "got {got}; allowed: {allowed}",
    "refusal.rules.type.preset": "got {got}; allowed: a preset name",
    "refusal.rules.range": "got {got}; allowed: {allowed}",
    "refusal.rules.text": "got text holding {char}; allowed: {allowed}, without that character",
    "refusal.rules.unknown_field": "not a rule; {hint}",
    "refusal.rules.hint.suggestion": "did you mean {suggestion}?",
    "refusal.rules.hint.readme": "the rules are listed in the README",
    "refusal.rules.unknown_preset": "no preset or house rules named {name!r} (known: {presets})",
    "refusal.rules.known_saved": "; house rules: {saved}",
    "refusal.rules.min_above_max": "{min_bid} is above max_bid {max_bid}; allowed: at most max_bid",
    "refusal.rules.ladder": (
        "{max_bid} is not min_bid {min_bid} plus whole steps of {bid_step}; "
        "allowed: {min_bid}, {second}, {third}..."
    ),
    "refusal.rules.above_card_points": (
        "{value} is more than the {total} card points; allowed: at most {total}"
    ),
    "refusal.rules.surcoinche_below_coinche": (
        "{surcoinche_multiplier} is below coinche_multiplier {coinche_multiplier}; "
        "allowed: at least coinche_multiplier"
    ),
    "refusal.rules.tie_needs_must_beat": (
        '"{defence_tie}" needs must_beat_defence; allowed without it: "fails"'
    ),
    "refusal.rules.opening_not_below_min": (
        "{opening} is not below min_bid {min_bid}; allowed: below min_bid, or null"
    ),
    "refusal.rules.bid_only_coinche": (
        'the bid is all a coinche can multiply when scale is "bid_only"; allowed: "multiply_bid"'
    ),
    "refusal.rules.bid_only_announces": (
        'announces are not scored when scale is "bid_only"; allowed: false'
    ),
    "refusal.rules.bid_only_litige": (
        'there is no litige when scale is "bid_only"; allowed: "fails" or "made"'
    ),
    "refusal.rules.points_only_coinche": (
        'with scale "points_only" the bid is not scored, so "multiply_bid" would make a '
        'coinche change nothing; allowed: "winner_takes_all", "whole_score" or '
        '"multiply_winner_line"'
    ),
    "refusal.rules.needs_winner_takes_all": (
        'applies only when coinche_scoring is "winner_takes_all"; allowed: null'
    ),
    "refusal.rules.needs_winner_takes_all.coinche_capot_bonus": (
        'applies only when coinche_scoring is "winner_takes_all"; allowed: 0'
    ),
    "refusal.rules.surcoinche_base_below": (
        "{surcoinche_base} is below the coinche base {coinche_base}; "
        "allowed: at least {coinche_base}, or null"
    ),
    "refusal.rules.needs_coinche_mode": (
        'means nothing when coinche_scoring is "multiply_bid"; allowed: its default'
    ),
    "refusal.rules.needs_coinche_mode.coinche_multiplies_bid": (
        'false means nothing when coinche_scoring is "multiply_bid"; allowed: true'
    ),
    "refusal.rules.needs_coinche_mode.coinche_multiplies_belote": (
        'true needs a coinche_scoring other than "multiply_bid" (or scale "bid_only"); '
        "allowed: false"
    ),
    "refusal.rules.needs_rounding": 'needs a rounding other than "none"; allowed: its default',
    "refusal.rules.needs_rounding.success_on_rounded": (
        'true needs a rounding other than "none"; allowed: false'
    ),
    "refusal.rules.needs_rounding.rounding_scope": (
        '"{rounding_scope}" needs a rounding other than "none"; allowed: "deal"'
    ),
    # What each kind of rule allows.
    "refusal.rules.allowed.flag": "true or false",
    "refusal.rules.allowed.text": "text of {low} to {high} characters",
    "refusal.rules.allowed.targets": "a list of at least one integer 1..{high}",
    "refusal.rules.allowed.number": "an integer {low}..{high}",
    "refusal.rules.allowed.number_or_null": "an integer {low}..{high}, or null",
    # Values quoted in a refusal.
    "refusal.value.long_text": "text of {length} characters",
    "refusal.value.object": "an object",
    "refusal.char.control": "{code} (a control character)",
    "refusal.char.invisible": "{code} (an invisible character)",
    # Characters are named by their Unicode names ("unicode"), which are English.
    "refusal.char.names": "unicode",
    "refusal.char.invalid": "{code} (invalid text)",
    # ----------------------------------------------------------- a match's names
    "refusal.names.same_team": (
        "{first!r} and {second!r} are one name (case and spaces aside); "
        "allowed: two different team names"
    ),
    "refusal.names.same_player": (
        "seats {seat} and {other} hold one name, {first!r} and {second!r} (case and spaces "
        "aside); allowed: four different names"
    ),
    "refusal.names.teams_equal": "the two teams need different names",
    "refusal.names.empty_team": "a team name cannot be empty",
    "refusal.names.empty_player": "a player name cannot be empty",
    "refusal.names.long_team": "got {length} characters; allowed: a team name of at most {limit}",
    "refusal.names.long_player": (
        "got {length} characters; allowed: a player name of at most {limit}"
    ),
    "refusal.names.char_team": (
        "a team name cannot be {name}: it holds {char}; no control, bidi, zero-width "
        "or blank characters are allowed"
    ),
    "refusal.names.char_player": (
        "a player name cannot be {name}: it holds {char}; no control, bidi, zero-width "
        "or blank characters are allowed"
    ),
    # ------------------------------------------- a document given to score or import
    "refusal.document.not_an_object": "the document must be a JSON object with rules and deals",
    "refusal.document.unknown_field": "unknown field (allowed: {fields})",
    "refusal.document.rules_missing": "missing (a preset name or a rule-set object)",
    "refusal.document.rules_kind": "must be a preset name or a rule-set object",
    "refusal.document.rules": "{held}",
    "refusal.document.target": "got {got}; allowed: a positive integer",
    "refusal.document.deals": "missing or not a list of deal objects",
    "refusal.document.export_unknown_field": (
        "unknown field in an exported match (a match has an id; a score document's fields "
        "are {fields})"
    ),
    "refusal.document.exported_deals": "missing or not a list of exported deals",
    "refusal.document.not_entered": (
        'deal {number}: no entered field; allowed: a deal as export prints it, with "entered" '
        "holding the deal as it was entered"
    ),
    "refusal.document.team_names": (
        'not an object of both teams; allowed: {{"A": name, "B": name}}'
    ),
    "refusal.document.team_name_text": 'a name is not text; allowed: {{"A": name, "B": name}}',
    "refusal.document.players": (
        "not a list of four names; allowed: four names (seats 1 to 4 clockwise) or null"
    ),
    "refusal.document.first_dealer": (
        'got {got_seat}; allowed: {{"seat": 0..3}} (0 is seat 1, as export prints it)'
    ),
    "refusal.document.no_seat": 'an object without "seat"',
    # ---------------------------------------------------------- a text that is not JSON
    "refusal.json.at": "{problem} at line {line} column {column}",
    "refusal.json.expecting_value": "Expecting value",
    "refusal.json.expecting_key": "Expecting property name enclosed in double quotes",
    "refusal.json.expecting_colon": "Expecting ':' delimiter",
    "refusal.json.expecting_comma": "Expecting ',' delimiter",
    "refusal.json.trailing_comma": "Illegal trailing comma",
    "refusal.json.unterminated_text": "Unterminated string starting",
    "refusal.json.control_character": "Invalid control character",
    "refusal.json.bad_unicode_escape": "Invalid \\uXXXX escape",
    "refusal.json.bad_escape": "Invalid \\escape",
    "refusal.json.extra_data": "Extra data",
    "refusal.json.too_deep": "nested more than {limit} deep",
    "refusal.json.long_number": "a number is too long",
    "refusal.json.too_much": (
        "what it holds but the deals' scores takes more than {most:,} characters, more than "
        "one match holds"
    ),
    "refusal.json.repeated_key": "the key {key} appears twice in one object",
    # ------------------------------------------------- a field of a document (validation)
    "refusal.field.missing": "missing",
    "refusal.field.unknown": "unknown field",
    "refusal.field.whole_number": "got {got}; allowed: a whole number",
    "refusal.field.at_least": "got {got}; allowed: a whole number, at least {limit}",
    "refusal.field.at_most": "got {got}; allowed: a whole number, at most {limit}",
    "refusal.field.text": "got {got}; allowed: text",
    "refusal.field.flag": "got {got}; allowed: true or false",
    "refusal.field.list": "got {got}; allowed: a list",
    "refusal.field.object": "got {got}; allowed: an object",
    "refusal.field.date_time": (
        "got {got}; allowed: a date and time with its offset from UTC (ISO 8601)"
    ),
    "refusal.field.form": (
        "got {got}; allowed: up to 64 letters (a-z, A-Z), digits, '-' and '_', the first a "
        "letter or a digit"
    ),
    "refusal.field.one_of": "got {got}; allowed: {allowed}",
    "refusal.field.too_few": "got {count} items; allowed: at least {limit}",
    "refusal.field.too_many": "got {count} items; allowed: at most {limit}",
    "refusal.field.change_needs": 'a change of kind "{kind}" needs it',
    "refusal.field.change_has_no": 'a change of kind "{kind}" has none',
    "refusal.field.refused": "{held}",
    "refusal.field.other": "{message}",
    # ----------------------------------------------------- the command line's own
    "refusal.cli.seat": "got {value!r}; allowed: a seat 1..4 or a name given to --players",
    "refusal.cli.seat.--bidder": "got {value!r}; allowed: a seat 1..4 or a player's name",
    "refusal.cli.seat_only": "got {value!r}; allowed: a seat 1..4 (no player is named)",
    "refusal.cli.bidder_team": (
        'seat {seat} is not on the taking team "{taker}"; allowed: seat {first} or {second}, '
        "or the name of a player in one"
    ),
    "refusal.cli.no_deal": "no deal {number}: the match has {deals} (deal numbers: 1..{last})",
    "refusal.cli.no_deal_yet": "no deal {number}: the match has {deals} (deal numbers: none yet)",
    "refusal.cli.deals": "{count} deals",
    "refusal.cli.deals.0": "0 deals",
    "refusal.cli.deals.1": "1 deal",
    "refusal.cli.empty_deal": "the deal is empty; expected a deal as JSON",
    "refusal.cli.no_rules": "no rules named {name!r} (known: {known})",
    "refusal.cli.preset_name": (
        "named {name!r} as a preset, which these rules are not; allowed: another name, or none"
    ),
    "refusal.cli.unknown_rules": (
        "no rule set is named {name}; allowed: a preset ({presets}), saved house rules, or "
        "the rules of a saved match"
    ),
    "refusal.cli.no_lan": "this machine has no local network address; give --host ADDRESS",
    "refusal.cli.host": "got {host!r}; allowed: an IP address or a host name",
    "refusal.cli.host_any": (
        "got {host!r}, every network at once, which no phone can open; --lan serves on this"
        " machine's network addresses, or give one"
    ),
    "refusal.cli.invalid_json": "invalid JSON in {source}: {detail}",
    "refusal.cli.invalid_deal_json": "invalid JSON for the deal: {detail}",
    "refusal.cli.invalid_option_json": "invalid JSON: {detail}",
    "refusal.cli.cannot_read": "cannot read {source}: {reason}",
    "refusal.cli.too_long": "cannot read {source}: more than {limit:,} characters",
    "refusal.cli.not_utf8": "cannot read {source}: not UTF-8 text (byte {byte})",
    "refusal.cli.empty_input": "{source} is empty; expected {what} as JSON",
    "refusal.cli.stdin_closed": "cannot read standard input: it is closed",
    "refusal.cli.not_a_number": "got {value!r}; allowed: a whole number",
    "refusal.cli.not_a_date": "got {value!r}; allowed: a date as YYYY-MM-DD",
    "refusal.cli.at_least": "got {value}; allowed: a whole number, at least {least}",
    "refusal.cli.no_folder": "got ''; allowed: a folder's path, not empty",
    "refusal.cli.file_not_folder": (
        "got {value!r}, which is not a folder; allowed: a folder's path"
    ),
    "refusal.cli.port": "got {value}; allowed: 0 (any free port) to 65535",
    "refusal.cli.choice": "got {value}; allowed: {choices}",
    "refusal.cli.one_value": "got nothing; allowed: one value after it",
    "refusal.cli.values": "got fewer than {count} values; allowed: {count} values after it",
    "refusal.cli.excluded": "not allowed with {other}",
    "refusal.cli.twice": "given twice; allowed: once",
    "refusal.cli.no_value": "got {value}; allowed: the option alone, without a value",
    "refusal.cli.required": "the following arguments are required: {names}",
    "refusal.cli.unrecognized": "unknown here; allowed: what '{help}' lists",
    "refusal.cli.ambiguous": "could be {options}; allowed: one of them, written out",
    "refusal.cli.stdin": "standard input",
    "refusal.cli.expected.deal": "a deal",
    "refusal.cli.expected.document": "a document of deals",
    "refusal.cli.expected.import": "a score document or an exported match",
    "refusal.cli.expected.rules": "a rule set",
    # -------------------------------------------------------------- the store
    "refusal.store.not_found": "no match {ref} in {folder} (coinche-score list shows them)",
    "refusal.store.no_matches": "no saved match in {folder}",
    "refusal.store.ambiguous": (
        "{ref} could be any of {count} matches ({shown}); give more of the id"
    ),
    "refusal.store.last_damaged": (
        "the latest changed match file, {path}, cannot be read ({what}); "
        "give a match id instead of 'last'"
    ),
    "refusal.store.not_unicode": (
        "cannot save the match: a name or the rules hold text that is not valid Unicode"
    ),
    "refusal.store.not_a_folder": "cannot save in {path}: it is not a folder",
    "refusal.store.folder_unreadable": "cannot read the folder {path}: {strerror}",
    "refusal.store.read_only": "match {match} cannot be changed",
    "refusal.store.read_only.file": (
        "match {match} cannot be changed: its file {path} is read-only (mode {mode})"
    ),
    "refusal.store.read_only.folder": (
        "match {match} cannot be changed: no permission to write in {path} ({strerror})"
    ),
    "refusal.store.read_only.open": "match {match} is open read-only: it cannot be changed",
    "refusal.store.linked": (
        "match {match} cannot be changed: its file {path} is a symbolic link, which a save "
        "would replace with a copy; put the file itself there to change it"
    ),
    "refusal.store.locked": (
        "match {match} is already open in another coinche-score ({who}); close it there first"
    ),
    "refusal.store.locked.process": "process {pid}",
    "refusal.store.locked.someone": "another process",
    "refusal.store.locked_elsewhere": (
        "match {match} may be open on another machine ({host}, process {pid}), as its lock file "
        "{path} says; close it there first, or delete that file if it is not open there"
    ),
    "refusal.store.lock_failed": "cannot lock match {match}: {strerror}",
    "refusal.store.lock_failed.open": "cannot open match {match} for writing: {path}: {strerror}",
    "refusal.store.lock_failed.unsupported": (
        "cannot open match {match} for writing: this system has no flock file locking, which "
        "changing a saved match needs (Linux and macOS have it)"
    ),
    "refusal.store.lock_failed.unstable": (
        "cannot lock match {match}: its lock file {path} keeps changing"
    ),
    "refusal.store.lock_failed.link": (
        "cannot open match {match} for writing: its lock file {path} is a symbolic link; remove it"
    ),
    "refusal.store.lock_failed.not_regular": (
        "cannot open match {match} for writing: its lock file {path} is not a regular file; "
        "remove it"
    ),
    "refusal.store.lock_failed.hard_link": (
        "cannot open match {match} for writing: its lock file {path} is also another file "
        "(a hard link); remove it"
    ),
    "refusal.store.damaged": "{path}: {reason} (the file is left untouched)",
    "refusal.store.damaged_rules": "{path}: {reason} (the file is left untouched)",
    "refusal.store.damage.empty": "the file is empty",
    "refusal.store.damage.unreadable": "cannot be read: {strerror}",
    "refusal.store.damage.not_regular": "{file_kind}, not a match file",
    "refusal.store.damage.rules_not_regular": "not a regular file",
    "refusal.store.damage.too_big": "too big for a match file ({size:,} bytes; at most {limit:,})",
    "refusal.store.damage.too_big_read": "too big for a match file (more than {limit:,} bytes)",
    "refusal.store.damage.rules_too_big": "too big for a rule set (more than {limit:,} bytes)",
    "refusal.store.damage.not_utf8": "not UTF-8 text",
    "refusal.store.damage.not_unicode": "holds text that is not valid Unicode",
    "refusal.store.damage.repeated_key": "the key {key} appears twice in one object",
    "refusal.store.damage.not_json": "not valid JSON: {detail}",
    "refusal.store.damage.not_object": "not a match file: expected a JSON object",
    "refusal.store.damage.rules_not_object": "not a rule set: expected a JSON object",
    "refusal.store.damage.no_version": "not a match file: no valid schema_version",
    "refusal.store.damage.newer": (
        "written by a newer coinche-score (schema version {version}; "
        "this one reads versions up to {supported})"
    ),
    "refusal.store.damage.migration": (
        "cannot migrate it from schema version {version}: a value is not what that version wrote"
    ),
    "refusal.store.damage.migration_missing": (
        "cannot migrate it from schema version {version}: the key {key} is missing"
    ),
    "refusal.store.damage.invalid": "not a valid match file: {held}",
    "refusal.store.damage.wrong_id": "the file holds match {found}, not {expected}",
    "refusal.store.damage.refused": "{held}",
    "refusal.store.damage.bad_name": "not usable as house rules: {held}",
    "refusal.store.damage.gone": "no such file (deleted or moved)",
    "refusal.store.damage.lone_conflict": (
        "a conflict copy of match {match}, which is not listed here"
    ),
    "refusal.store.gone": "{path}: {reason}",
    "refusal.store.file_kind.folder": "a folder",
    "refusal.store.file_kind.fifo": "a named pipe (FIFO)",
    "refusal.store.file_kind.device": "a device",
    "refusal.store.file_kind.socket": "a socket",
    "refusal.store.file_kind.other": "not a regular file",
    "refusal.store.save": "cannot save {path}: {reason}; the file is as it was",
    "refusal.store.save.rules_too_big": (
        "cannot save {path}: the rules would take {size:,} bytes, more than a rule set's file "
        "may hold ({limit:,}); nothing was written"
    ),
    "refusal.store.save.rules_linked": (
        "cannot save {path}: it is a symbolic link, which a save would replace with a copy, "
        "leaving the rules it points to as they were; put the file itself there to change "
        "them; nothing was written"
    ),
    "refusal.store.save.rules_read_only": (
        "cannot save {path}: the file is read-only (mode {mode}); nothing was written"
    ),
    "refusal.store.save.too_big": (
        "cannot save {path}: the match would take {size:,} bytes, more than a match file may "
        "hold ({limit:,}); the file is as it was"
    ),
    "refusal.store.save_new": "cannot save a new match in {path}: {reason}; nothing was saved",
    "refusal.store.save_new.too_big": (
        "cannot save a new match in {path}: it would take {size:,} bytes, more than a match file "
        "may hold ({limit:,}); nothing was saved"
    ),
    "refusal.store.not_synced": (
        "{path} is written, but a crash could undo it: cannot sync its folder: {reason}"
    ),
    "refusal.store.system.disk_full": "the disk is full ({strerror})",
    "refusal.store.system.denied": "permission denied ({strerror})",
    "refusal.store.system.other": "{strerror}",
    "refusal.store.changed": "not saved: {path} was changed since it was loaded",
    "refusal.store.changed.lock": (
        "not saved: the lock file of match {match} ({path}) was deleted or replaced while the "
        "match was open, so another coinche-score may be changing it; nothing was written: run "
        "the command again once that one is closed"
    ),
    "refusal.store.changed.gone": "not saved: {path} {what} since it was loaded",
    "refusal.store.changed.deleted": "was deleted",
    "refusal.store.changed.linked": (
        "not saved: {path} became a symbolic link since it was loaded, which a save would "
        "replace with a copy; nothing was written"
    ),
    "refusal.store.changed.read_only": (
        "not saved: {path} was made read-only (mode {mode}) since it was loaded; nothing was "
        "written"
    ),
    "refusal.store.changed.changed": (
        "not saved: {path} was changed by something else since it was loaded; nothing was "
        "written: run the command again, on the match as it now is"
    ),
    "refusal.store.closed": "match {match} is closed",
    "refusal.store.match_over": (
        "the match is over: {team} won {winner} to {loser}; edit, delete or undo a deal to "
        "reopen it"
    ),
    "refusal.store.nothing_to_undo": "nothing to undo",
    "refusal.store.nothing_to_redo": "nothing to redo",
    "refusal.store.history": (
        "the undo history does not match deal {number} (was the file edited by hand?)"
    ),
    "refusal.store.change_gone": "the change is not the one to make any more",
    "refusal.store.change_gone.undo": "the change to undo is not the last one any more",
    "refusal.store.change_gone.redo": "the change to redo is not the next one any more",
    "refusal.store.exists": "cannot move match {match}: {path} already exists",
    "refusal.store.held": "the data folder holds {path} already",
    "refusal.store.move_failed": "cannot move match {match} to {path}: {strerror}",
    "refusal.store.rules_name": "not a name for house rules; allowed: {allowed}",
    "refusal.store.rules_name.length": "{length} characters; allowed: {allowed}",
    "refusal.store.rules_name.control": "holds {char}; allowed: {allowed}",
    "refusal.store.rules_name.file_name": "{name!r} could not be a file name; allowed: {allowed}",
    "refusal.store.rules_name.preset": (
        "{name!r} is the name of a preset; choose another name for house rules"
    ),
    "refusal.store.rules_name.lookalike": (
        "{name!r} looks like the preset {like!r}; choose another name for house rules"
    ),
    "refusal.store.rules_name.lookalike_saved": (
        "{name!r} looks like the house rules {like!r}; give their very name to replace them, "
        "or another"
    ),
    "refusal.store.rules_name.custom": (
        "{name!r} is what unnamed changed rules are called; choose another name"
    ),
    "refusal.store.rules_name.allowed": (
        "1 to {max_length} characters on one line, no / or \\, not starting with ."
    ),
    "refusal.store.rules_not_found": "no house rules named {name!r} in {folder}",
    "refusal.store.preset_kept": "{name!r} is a preset; allowed: the name of saved house rules",
    "refusal.store.rules_delete_failed": "cannot delete {path}: {strerror}",
    "refusal.store.rules_held": "cannot delete {path}; nothing was deleted",
    "refusal.store.rules_held.linked": (
        "cannot delete {path}: it is a symbolic link, which coinche-score leaves to whoever "
        "made it; remove the link by hand; nothing was deleted"
    ),
    "refusal.store.rules_held.read_only": (
        "cannot delete {path}: the file is read-only (mode {mode}); nothing was deleted"
    ),
}
