"""The app's words in English: every sentence, name and key the app shows."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from coinche_score.i18n import commands_en
from coinche_score.i18n.catalogue import Catalogue
from coinche_score.refusals import ENGLISH as REFUSAL_WORDS
from coinche_score.rules import (
    DESCRIPTIVE_FIELDS,
    Announce,
    BeloteScoring,
    Coinche,
    CoincheScoring,
    DefenceTie,
    Rounding,
    RoundingScope,
    Scale,
    TieBreak,
    Trump,
)

#: Every sentence the app shows, by key (the same keys in every language: a test checks).
SENTENCES: dict[str, str] = {
    # ------------------------------------------------------------------ general
    "app.title": "coinche-score",
    "format.day": "{year:04d}-{month:02d}-{day:02d}",
    "team.default.A": "Us",
    "team.default.B": "Them",
    "yes": "yes",
    "no": "no",
    "none": "—",
    "key.bar.palette": "Commands",
    # --------------------------------------------------------------- bindings
    "binding.quit": "Quit",
    "binding.help": "Help",
    "binding.home.resume": "Resume",
    "binding.home.new_match": "New match",
    "binding.home.rename": "Rename",
    "binding.home.delete": "Delete",
    "binding.home.archive": "Archive",
    "binding.home.unarchive": "Unarchive",
    "binding.home.restore": "Restore",
    "binding.home.show_archive": "Archived",
    "binding.home.show_trash": "Trash",
    "binding.home.show_saved": "Saved",
    "binding.home.damaged": "Damaged files",
    "binding.damaged.close": "Close",
    "home.damaged.more": "… and {count} more: coinche-score list names them all",
    "binding.rename.save": "Save",
    "binding.rename.cancel": "Cancel",
    "binding.new_match.start": "Start",
    "binding.new_match.customise": "Customise rules",
    "binding.new_match.back": "Back",
    "binding.sheet.new_deal": "New deal",
    "binding.sheet.edit_deal": "Correct",
    "binding.sheet.insert_deal": "Insert",
    "binding.sheet.delete_deal": "Delete",
    "binding.sheet.undo": "Undo",
    "binding.sheet.redo": "Redo",
    "binding.sheet.back": "Back",
    "binding.sheet.read_only": "Read-only",
    "binding.sheet.home": "Home",
    "binding.sheet.result": "Result",
    "binding.sheet.retry_save": "Save again",
    "binding.deal.save": "Save",
    "binding.deal.cancel": "Cancel",
    "binding.deal.belote": "Belote",
    "binding.deal.coinche": "Coinche",
    "binding.deal.all_tricks": "All tricks",
    "binding.deal.announces": "Announces",
    "binding.deal.renonce": "Renonce",
    "binding.confirm.yes": "Yes",
    "binding.confirm.no": "No",
    "binding.winner.rematch": "Rematch",
    "binding.winner.sheet": "Score sheet",
    "binding.winner.home": "Home",
    "binding.rules.apply": "Apply",
    "binding.rules.cancel": "Cancel",
    "binding.help.close": "Close",
    # ---------------------------------------------------------- command palette
    "command.new_match": "New match",
    "command.new_match.help": "Start a new match",
    "palette.placeholder": "Search for commands…",
    "palette.themes": "Search for themes…",
    "palette.no_matches": "No matches found",
    "binding.loading.back": "Back",
    "home.reading": "Reading the saved matches…",
    "loading.match": "Reading the match…",
    "loading.names": "Reading the names of the saved matches…",
    "app.kept_elsewhere": "coinche-score: the match's last changes are saved in {path}",
    "app.kept_nowhere": (
        "coinche-score: the match's last changes could not be saved: no folder took them"
    ),
    "system.theme": "Theme",
    "system.theme.help": "Change the colours of the app",
    "system.quit": "Quit",
    "system.quit.help": "Quit (everything is saved)",
    "system.quit.help.unsaved": "Quit (the last change is not saved: asks first)",
    "system.keys": "Keys",
    "system.keys.help": "Every key of the app",
    # ------------------------------------------------ the score on every phone
    "command.share": "Share the score",
    "command.share.help": "A read-only page of the score for every phone at the table",
    "command.stop_sharing": "Stop sharing",
    "command.stop_sharing.help": "The phones stop following the score",
    "binding.sheet.share": "Share",
    "help.key.sheet.share": "share the score: a read-only page for the phones at the table",
    "binding.share.stop": "Stop sharing",
    "binding.share.close": "Close",
    "binding.share.other": "Other address",
    "share.which": (
        "Address {number} of {count}, one per network of this machine: a phone that cannot"
        " open it may open the next."
    ),
    "app.no_terminal": (
        "coinche-score: the app reads its keys from a terminal, and standard input is not"
        " one; a script gives a command (coinche-score --help)"
    ),
    "share.title": "The score on every phone",
    "share.scan": "Scan the code, or open:",
    "share.who": (
        "Anyone on this network who has the link sees the match being played; nobody can "
        "change it. Stop sharing ends it."
    ),
    "share.local_only": "No network address found: only this computer can open the link.",
    "share.cannot_listen": "cannot listen on {address}: {reason}",
    "share.failed": "Cannot share the score: {reason}",
    "share.stopped": "Sharing stopped: the phones no longer follow the score.",
    "view.title": "Score",
    "view.target": "target {target}",
    "view.deals": "Last deals",
    "view.stopped": "Sharing stopped.",
    "view.reconnecting": "Connection lost: trying again…",
    "view.read_only": "Read-only: the score is kept on the score keeper's computer.",
    "view.noscript": "This page needs JavaScript to show the score.",
    "view.waiting": "No match to show yet.",
    "view.unreadable": "The match's file cannot be read right now.",
    "view.gone": "This match is no longer in the saved matches.",
    "view.refused": "This link is not (or no longer) valid: scan the score keeper's code again.",
    "view.full": "Too many viewers already ({count}): try again later.",
    # --------------------------------------------------------------------- home
    "home.tagline": "Keeps the score of belote coinchée. Pencil optional.",
    "home.resume": "Resume: {teams} {score} ({rules}, {target})",
    "home.nothing_to_resume": "No match in progress.",
    "home.saved": "Saved matches",
    "home.no_saved": "No saved match yet: New match (n) starts one.",
    "home.list.saved": "Saved matches",
    "home.list.archive": "Archived matches",
    "home.list.trash": "Trash: deleted matches, kept 30 days",
    "home.view_empty.archive": "No archived match · Esc: saved matches",
    "home.view_empty.trash": "The trash is empty · Esc: saved matches",
    "home.view_hint.archive": "a puts a match back in the list · Esc: saved matches",
    "home.view_hint.trash": "u restores a match · Esc: saved matches",
    "home.confirm.delete": "Delete the match {teams}?\nIt stays in the trash (t) for {days} days.",
    "home.deleted": "{teams}: in the trash for {days} days (t, then u to restore).",
    "home.archived": "{teams}: archived (v shows the archive).",
    "home.unarchived": "{teams}: back in the list.",
    "home.restored": "{teams}: restored.",
    "home.restored.archive": "{teams}: back in the archive (v shows it).",
    "home.renamed": "Teams renamed: {teams}.",
    "home.nothing_to_resume.notice": "No match in progress to resume.",
    "home.column.teams": "Teams",
    "home.column.score": "Score",
    "home.column.rules": "Rules",
    "home.column.status": "Status",
    "home.column.updated": "Changed",
    "home.status.playing": "playing",
    "home.status.won": "{team} won",
    "home.status.won.short": "✓ {team}",
    "home.status.conflict": "conflict copy",
    "home.damaged.line": "{name}: {reason}",
    # ---------------------------------------------------------------- problems
    "problem.store": "Could not open the match.\n{detail}",
    "problem.folder": "Could not read the saved matches.\n{detail}",
    "problem.archive": "The archived matches are left out.\n{detail}",
    "problem.create": "Could not create the match.\n{detail}",
    "problem.save": (
        "{detail}\nThe change is kept; it will be saved with the next one (or press s)."
    ),
    "problem.saved_again": "Saved.",
    "problem.quit_unsaved": (
        "The last change could not be saved. {detail}\nQuit anyway and lose it?"
    ),
    "problem.refused": "Refused: {detail}",
    "problem.match_over": "The match is over: correct a deal to reopen it, or start a rematch.",
    "problem.title": "Problem",
    "problem.changed_on_disk": (
        "This match's file was changed by something else while it was open here. Nothing was"
        " written; your change is kept here.\n{detail}\nReload the file (your change is made"
        " again if it still fits), or save this match as a new copy?"
    ),
    "problem.changed_on_disk.no_reload": (
        "This match's file was changed by something else while it was open here. Nothing was"
        " written; your change is kept here.\n{detail}\nSave this match as a new copy?"
    ),
    "problem.changed_on_disk.leaving": (
        "This match's file was changed by something else while it was open here, and lacks"
        " deals shown here: closed now, they would be lost.\n{detail}\nReload the file (the"
        " match as shown is first kept as a new match), or save this match as a new copy?"
    ),
    "problem.changed_on_disk.leaving.no_reload": (
        "This match's file was changed by something else while it was open here, and lacks"
        " deals shown here: closed now, they would be lost.\n{detail}\nSave this match as a"
        " new copy?"
    ),
    "problem.quit_lost": (
        "This match's file was changed by something else and lacks deals shown here."
        " {detail}\nQuit anyway and lose them? Answer no, then h, to keep them as a new match."
    ),
    "binding.conflict.reload": "Reload",
    "binding.conflict.copy": "Save a copy",
    "binding.conflict.later": "Later",
    "notice.reloaded": "Reloaded from the file.",
    "notice.not_remade": "Reloaded from the file; no longer fits, so not made again: {changes}.",
    "notice.not_remade.kept": (
        "Reloaded from the file; no longer fits, so not made again: {changes}. The match as it"
        " was shown is kept as a new match, {id}."
    ),
    "change.add": "adding deal {number}",
    "change.insert": "inserting deal {number}",
    "change.edit": "editing deal {number}",
    "change.delete": "deleting deal {number}",
    "change.undo": "the undo of {change}",
    "change.redo": "the redo of {change}",
    "notice.reloaded.kept": (
        "Reloaded from the file, which lacked deals shown here: the match as it was shown is "
        "kept as a new match, {id}."
    ),
    "notice.copied": "Saved as a new match, {id}; the other file is left as it is.",
    "notice.read_only": "Read-only: this match is shown but cannot be changed here.\n{detail}",
    "sheet.read_only": "read-only",
    "sheet.read_only.refused": "This match is read-only: nothing can be changed here.",
    "notice.file_changed": "The match's file changed: shown as it now is.",
    # ------------------------------------------- store errors (tui/store_errors.py)
    "store_error.locked": (
        "This match is open in another coinche-score (process {pid}): close it there first."
    ),
    "store_error.locked.unknown": (
        "This match is open in another coinche-score: close it there first."
    ),
    "store_error.locked_elsewhere": (
        "This match may be open on another machine ({host}), as its lock file says. Close it"
        " there first; if it is not open there, delete the file {path}."
    ),
    "store_error.lock_failed": (
        "Match {match} cannot be opened for changes (its lock file is refused)."
    ),
    "store_error.damaged": "The file {name} is damaged ({reason}); it was left untouched.",
    "store_error.damaged.unreadable": "it cannot be read",
    "store_error.damaged.empty": "it is empty",
    "store_error.damaged.not_utf8": "not UTF-8 text",
    "store_error.damaged.not_json": "not valid JSON",
    "store_error.damaged.not_object": "not a match file",
    "store_error.damaged.no_version": "not a match file: no schema version",
    "store_error.damaged.newer": "written by a newer coinche-score",
    "store_error.damaged.invalid": "not a valid match file",
    "store_error.damaged.not_regular": "not a regular file (a folder, a pipe or a device)",
    "store_error.damaged.too_big": "too big for a match file (over 16 MiB)",
    "store_error.damaged.lone_conflict": "a conflict copy of a match not listed here",
    "store_error.save": "Cannot save {path}: {reason}; the file is as it was.",
    "store_error.not_synced": "{path} is written, but a crash could undo it ({reason}).",
    "store_error.save_new": "Cannot save a new match in {path}: {reason}; nothing was saved.",
    "store_error.save.too_big": "the match is too big for one file (more than 16 MiB)",
    "store_error.save.rules_too_big": "the rules are too big for one file (more than 1 MiB)",
    "store_error.save.disk_full": "the disk is full",
    "store_error.save.denied": "permission denied",
    "store_error.save.other": "the system refused the write",
    "store_error.not_a_folder": "Cannot save in {path}: it is not a folder.",
    "store_error.folder_unreadable": "Cannot read the folder {path}.",
    "store_error.not_found": "This match is no longer in the folder.",
    "store_error.match_over": (
        "The match is over: correct a deal to reopen it, or start a rematch."
    ),
    "store_error.move_failed": "Cannot move the match to {path}; it is where it was.",
    "store_error.nothing_to_undo": "Nothing to undo.",
    "store_error.nothing_to_redo": "Nothing to redo.",
    "store_error.read_only": (
        "This match cannot be changed here: its file or its folder is read-only."
    ),
    "store_error.linked": (
        "This match cannot be changed here: its file is a symbolic link, which saving would"
        " replace with a copy. Put the file itself in the folder to change the match."
    ),
    "store_error.changed.changed": (
        "Not saved: the match's file was changed by something else since it was opened."
    ),
    "store_error.changed.gone": (
        "Not saved: the match's file was removed or damaged since it was opened."
    ),
    "store_error.changed.linked": (
        "Not saved: the match's file became a symbolic link since it was opened, which saving"
        " would replace with a copy. Save a copy, or put the file itself back."
    ),
    "store_error.changed.read_only": (
        "Not saved: the match's file was made read-only since it was opened. Save a copy, or"
        " make the file writable again."
    ),
    "store_error.changed.lock": (
        "Not saved: the match's lock file was deleted or replaced while it was open, so another"
        " coinche-score may be changing it."
    ),
    "store_note.totals_differ": (
        "The totals saved in this match's file did not match its deals: the deals count."
    ),
    "store_note.conflict_copy": (
        "A sync tool kept a conflict copy of this match, {file}: it was changed on two machines"
        " while they were apart. Deals that differ: {deals}. Keep the right file and delete the"
        " other."
    ),
    "store_note.conflict_copy_same": (
        "A sync tool kept a conflict copy of this match, {file}, with the same deals: it can be"
        " deleted."
    ),
    "store_note.conflict_copy_unreadable": (
        "A sync tool kept a conflict copy of this match, {file}, which cannot be read."
    ),
    "store_note.not_migrated": (
        "This match's file comes from an older coinche-score (schema version {version}); it is"
        " updated when the match is next opened for changes."
    ),
    "store_note.migrated": (
        "This match's file came from an older coinche-score; it was updated and the old one"
        " kept as {backup}."
    ),
    "store_error.exists": "A match with the same id is already there: {path}.",
    "notice.deleted": "Deal {number} deleted.",
    "notice.warning": "Note",
    # ---------------------------------------------------------------- new match
    "rename.title": "Rename the teams",
    "rules.custom_name": "custom",
    "new.title": "New match",
    "new.teams": "Teams",
    "new.team_a": "Team A",
    "new.team_b": "Team B",
    "new.players": "Players (optional, clockwise)",
    "new.seat": "Seat {seat} ({team})",
    "new.first_dealer": "First dealer",
    "new.rules": "Rules",
    "new.custom_rules": "custom (from {base})",
    "new.target": "Target",
    "new.target.placeholder": "{default} (or any number)",
    "new.target.invalid": "At least {minimum}: less is over in a deal. E.g. {options}",
    "new.start": "Start",
    "new.customise": "Customise…",
    "new.error.character": (
        "A name cannot hold {char}: control, bidi and zero-width characters are refused."
    ),
    "new.error.team_names": "Two different, non-empty team names please.",
    # ------------------------------------------------------------ rules editor
    "rules.title": "Customise the rules (from {base})",
    "rules.title.short": "Your rules (from {base})",
    "rules.apply": "Apply",
    "rules.cancel": "Cancel",
    "rules.invalid_number": "A whole number.",
    "rules.invalid_numbers": "Whole numbers separated by commas.",
    "rules.name": "Name of these rules",
    "rules.name.help": "Give a name to keep them as house rules for your next matches.",
    "rules.differs": "(changed)",
    "rules.section.match": "Match",
    "rules.section.bids": "Bids",
    "rules.section.success": "Was it made?",
    "rules.section.scoring": "What is scored",
    "rules.section.coinche": "Coinche",
    "rules.section.capot": "Capot and générale",
    "rules.section.belote_announces": "Belote and announces",
    "rules.section.rounding": "Rounding",
    "rules.section.end": "End of the match",
    "rules.test.title": "Test deals (taker A, hearts): A / B",
    "rules.test.title.short": "Tests (taker A, hearts): A / B",
    "rules.test.refused": (
        "Correct the rules refused ({rules}: each says why under it) to see the scores."
    ),
    "rules.test.made": "Made",
    "rules.test.failed": "Failed",
    "rules.test.coinche_made": "Coinché made",
    "rules.test.coinche_failed": "Coinché failed",
    "rules.test.capot": "Capot bid",
    "rules.test.defence_belote": "Defence belote",
    "rules.test.not_allowed": "not allowed by these rules",
    "rules.test.was": "(was {a} / {b})",
    "rules.problem.type": "Not a value this rule takes.",
    "rules.problem.range": "From {low} to {high}.",
    "rules.problem.range.name": "From 1 to 40 characters.",
    "rules.problem.range.description": "At most 10000 characters.",
    "rules.problem.range.source": "At most 10000 characters.",
    "rules.problem.text": "No control, bidi or zero-width characters.",
    "rules.problem.range_or_empty": "From {low} to {high}, or empty.",
    "rules.problem.range.target_options": "At least one target, each from 1 to 1000000.",
    "rules.problem.min_above_max": "The lowest bid is above the highest ({max_bid}).",
    "rules.problem.ladder": "Must be {min_bid} plus whole steps of {bid_step}.",
    "rules.problem.above_card_points": "At most 162: there are no more card points.",
    "rules.problem.surcoinche_below_coinche": (
        "A surcoinche cannot multiply less than a coinche (×{coinche_multiplier})."
    ),
    "rules.problem.tie_needs_must_beat": (
        "Only when the taker must beat the defence; otherwise choose «the contract fails»."
    ),
    "rules.problem.opening_not_below_min": "Must be below the lowest bid ({min_bid}), or empty.",
    "rules.problem.bid_only_coinche": (
        "When only the bid is scored, a coinche can only multiply the bid."
    ),
    "rules.problem.bid_only_announces": "When only the bid is scored, there are no announces.",
    "rules.problem.bid_only_litige": "When only the bid is scored, there is no litige.",
    "rules.problem.points_only_coinche": (
        "When the bid is not scored, a coinche must multiply something else than the bid."
    ),
    "rules.problem.needs_winner_takes_all": (
        "Only when a coinche gives «winner takes all»; leave it empty or 0."
    ),
    "rules.problem.surcoinche_base_below": (
        "Cannot be below the coinche base ({coinche_base}); or leave it empty."
    ),
    "rules.problem.needs_coinche_mode": "Only when a coinche multiplies more than the bid.",
    "rules.problem.needs_rounding": "Only when the scores are rounded.",
    "rules.problem.other": "Not possible with the other rules.",
    "binding.new_match.describe": "Describe your table",
    "binding.new_match.delete_rules": "Delete rules",
    "binding.table.finish": "Save",
    "binding.table.cancel": "Cancel",
    "new.describe": "Describe your table…",
    "new.house_rules": "{name} (house rules)",
    "new.rules.confirm_delete": (
        "Delete house rules '{name}'?\nMatches already started keep their own copy of them."
    ),
    "new.rules.deleted": "House rules '{name}' deleted; matches already started keep their copy.",
    "new.rules.chosen": "Chosen: {name}",
    "new.rules.save_failed": "The rules are used but could not be saved: {reason}",
    "new.rules.saved_since": (
        "The house rules “{name}” were saved again meanwhile: shown as they now are, Start"
        " plays them."
    ),
    "rules_error.damaged": (
        "The saved rules {name} cannot be read ({reason}); the file is left as it is."
    ),
    "table.title": "Describe your table",
    "table.intro": (
        "Answer as your table plays. Each answer is tried on a deal taken by A: the bid, A's "
        "card points, then the scores of A / B."
    ),
    "table.scale": "Do you add the bid to your points, count only your points, or only the bid?",
    "table.scale.points_and_bid": "points + bid",
    "table.scale.points_only": "points only",
    "table.scale.bid_only": "bid only",
    "table.beat_defence": "Must the taker also beat the defence?",
    "table.beat_defence.no": "no",
    "table.beat_defence.yes": "yes",
    "table.coinche": "What does a coinche double?",
    "table.coinche.bid": "the bid",
    "table.coinche.whole_score": "the whole score",
    "table.coinche.winner_takes_all": "winner takes all",
    "table.coinche.winner_line": "the winner's line",
    "table.belote": "Who keeps the belote when the taker fails?",
    "table.belote.holder": "its holder",
    "table.belote.defence": "the defence",
    "table.belote.nobody": "nobody: it never scores",
    "table.rounding": "Do you round to 10?",
    "table.rounding.none": "no",
    "table.rounding.up": "yes, 85 → 90",
    "table.rounding.down": "yes, 85 → 80",
    "table.capot": "What is a capot bid worth?",
    "table.capot.points": "{capot} + the points",
    "table.capot.flat": "500 flat",
    "table.capot.none": "no capot bid",
    "table.announces": "Do you play announces?",
    "table.announces.no": "no",
    "table.announces.yes": "yes",
    "table.announces.off": "A tierce, a square… are not entered and score nothing.",
    "table.target": "What target?",
    "table.target.500": "500",
    "table.target.1000": "1000",
    "table.target.1500": "1500",
    "table.target.2000": "2000",
    "table.target.3000": "3000",
    "table.target.sample": "The first team to reach {target} wins.",
    "table.name": "A name for these rules (saved as house rules)",
    "table.name.placeholder": "Chez Paul, say",
    "table.name.missing": "Give these rules a name, then save again.",
    "table.name.taken": "Your house rules already have “{name}”: choose another name.",
    "table.save_failed": "Not saved: {reason}",
    "help.key.new_match.describe": "describe your table (the rules in eight questions)",
    "help.key.new_match.delete_rules": (
        "on the list of rules: delete the house rules chosen (asks first; matches keep a copy)"
    ),
    # ------------------------------------------------------- rules, in words
    "summary.bids": "Bids {low}–{high}",
    "summary.lowest_needs": " ({low} needs {needed})",
    "summary.slams.capot": ", capot",
    "summary.slams.generale": ", générale",
    "summary.trumps.extra": ", {names}",
    "summary.counts": "Made with {parts}",
    "summary.counts.points": "points",
    "summary.counts.belote": "belote",
    "summary.counts.announces": "announces",
    "summary.beat_defence": ", beating the defence",
    "summary.beat_defence.litige": " (tie: litige)",
    "summary.failure.points_and_bid": "Failed: defence gets {points} + bid",
    "summary.failure.points_only": "Failed: defence gets {points}",
    "summary.failure.bid_only": "Failed: defence scores the bid",
    "summary.belote.holder": "Belote: its holder's, even when the taker fails",
    "summary.belote.taken_on_failure": "Belote: the defence takes it when the taker fails",
    "summary.belote.deal_winner": "Belote: the deal's winner's",
    "summary.belote.never": "Belote: scores nothing",
    "summary.coinche.multiply_bid": "Coinche ×{c}, surcoinche ×{s}: the bid only",
    "summary.coinche.winner_takes_all": "Coinche ×{c}, surcoinche ×{s}: winner takes all",
    "summary.coinche.whole_score": "Coinche ×{c}, surcoinche ×{s}: the whole score",
    "summary.coinche.multiply_winner_line": "Coinche ×{c}, surcoinche ×{s}: the winner's line",
    "summary.scale.points_only": "Points faits: the bid itself is not scored",
    "summary.scale.bid_only": "Points annoncés: only the bid is scored",
    "summary.capot.flat": "Capot bid: {points} flat{coinche}",
    "summary.capot.value": "Capot bid {points}, all tricks {tricks}{coinche}",
    "summary.capot.none": "No capot bid; all tricks {tricks}",
    "summary.capot.no_coinche": ", no coinche",
    "summary.announces.on": "Announces (four nines {value})",
    "summary.announces.off": "No announces",
    "summary.rounding.none": "No rounding",
    "summary.rounding.nearest_10": "Rounded to 10",
    "summary.rounding.nearest_10_5_down": "Rounded to 10, 5 down",
    "summary.target": "Target {target} ({options}), played {direction}",
    "summary.tie.play_on": "Tie at the end: play on",
    "summary.tie.latest_deal_winner": "Tie at the end: last deal's winner",
    # -------------------------------------------------------------- score sheet
    "sheet.deal_column.number": "#",
    "sheet.deal_column.dealer": "Dealer",
    "sheet.deal_column.taker": "Taker",
    "sheet.deal_column.contract": "Contract",
    "sheet.deal_column.points": "Pts",
    "sheet.deal_column.belote": "Bel.",
    "sheet.deal_column.announces": "Ann.",
    "sheet.deal_column.result": "Result",
    "sheet.deal_column.total": "Σ{team}",
    "sheet.deal_column.dealer.short": "Dealer",
    "sheet.deal_column.announces.short": "Ann",
    "sheet.deal_column.belote.short": "Bel",
    "sheet.deal_column.taker.short": "Taker",
    "sheet.deal_column.contract.short": "Bid",
    "sheet.deal_column.result.short": "Res.",
    "sheet.next": "Deal {number} · dealer: {dealer}",
    "sheet.first_bidder": "first to bid: {bidder}",
    "sheet.litige": "litige pending: {points}",
    "sheet.tie_playing_on": "tied past the target: play another deal",
    "sheet.held_back": "{team} past the target on a deal lost: play on",
    "sheet.tie_won": "tied: the last deal's winner takes it",
    "sheet.short_exactly": "counted exactly, {team} has {points}: short of {target}",
    "sheet.finished": "Match over: {team} won {score}",
    "sheet.rules": "{rules} · target {target}",
    "sheet.no_deals": "No deal yet: New deal (n) enters one.",
    "sheet.unscored": "not counted",
    "sheet.detail": "Deal {number}: {lines}",
    "sheet.detail.bidder": "Deal {number}, bid by {bidder}: {lines}",
    "confirm.delete": "Delete deal {number} ({summary})?\nThe scores after it are recomputed.",
    # -------------------------------------------------------------- deal form
    "deal.title.new": "Deal {number}",
    "deal.title.edit": "Correct deal {number}",
    "deal.title.insert": "New deal before deal {number}",
    "deal.dealer": "dealer: {dealer}",
    "deal.taker": "Taker",
    "deal.passed": "all passed",
    "deal.contract": "Contract",
    "deal.contract.placeholder": "{low}–{high}{slams}",
    "deal.trump": "Trump",
    "deal.points": "Taker's points",
    "deal.defence_points": "defence",
    "deal.coinche": "Coinche",
    "deal.all_tricks": "All tricks",
    "deal.belote": "Belote",
    "deal.announces": "Announces",
    "deal.announces.hint": (
        "a/b team · 1 tierce 2 fifty 3 hundred 4 square · 5 nines 6 jacks 7 aces 8 tens"
        " 9 kings 0 queens · ⌫ the last one, Del all"
    ),
    "deal.belote.hint": "a/b team, 0 none",
    "deal.preview": "Preview",
    "deal.glance": "{preview}: {scores}",
    "deal.preview.incomplete": "Fill in the deal to see the scores.",
    "deal.preview.refused": "Refused: see the message above.",
    "deal.preview.thrown_in": "All passed: nobody scores, the deal moves on.",
    "deal.preview.unscored": "Not counted: the match ended before this deal.",
    "deal.verdict.made": "Made: {counted} for {bid}{needs}",
    "deal.verdict.made_slam": "Made: all tricks taken",
    "deal.verdict.failed": "Failed: {counted} for {bid}{needs}",
    "deal.verdict.failed_defence": "Failed: {counted} does not beat the defence's {defence}",
    "deal.verdict.failed_slam": "Failed: not all tricks",
    "deal.verdict.litige": "Litige: {counted} each; {held} held for the next deal",
    "deal.error.required": "required",
    "deal.error.taker": "choose a/b or 1-4 (or p: all passed)",
    "deal.error.trump": "choose the trump",
    "deal.error.contract": "{low}–{high} by {step}{slams}",
    "deal.error.contract.slams": " or {names}",
    "deal.error.points": "0 to 162",
    "deal.error.all_tricks": "all tricks means 162 points",
    "deal.error.capot_coinche": "a {contract} cannot be coinched in these rules",
    "deal.error.belote_no_trump": "no belote in no trump",
    "deal.error.belote": "20 for one team",
    "deal.error.belote_all_trump": "at most 80 in all",
    "deal.error.belote_needs_taker": "choose the taker first",
    # --------------------------------------------------------------- results
    "result.made": "made",
    "result.failed": "failed",
    "result.litige": "litige",
    "result.passed": "passed",
    "breakdown.held": "({points} held: litige)",
    "line.card_points": "pts",
    "line.all_tricks": "all tricks",
    "line.contract_value": "bid",
    "line.failed_contract": "failed",
    "line.defence_capot": "defence capot",
    "line.renonce": "renonce",
    "line.coinche_base": "coinche base",
    "line.coinche_capot_bonus": "capot bonus",
    "line.capot": "capot",
    "line.generale": "générale",
    "line.belote": "belote",
    "line.belote_taken": "belote taken",
    "line.announces": "announces",
    "line.announces_taken": "announces taken",
    "line.litige_awarded": "litige",
    "line.litige_held": "held",
    "line.rounding": "rounding",
    # ---------------------------------------------------------------- winner
    # French: no verb to agree with a team name that may be singular or plural.
    "winner.title": "{team} win!",
    "winner.tie_break": "Tied: the winner of the last deal takes the match.",
    "winner.rematch": "Rematch (r)",
    "winner.sheet": "Score sheet (Esc)",
    "winner.home": "Home (h)",
    # ------------------------------------------------------------------- help
    "help.title": "Keys",
    "help.home": "Home",
    "help.sheet": "Score sheet",
    "help.deal": "Deal form",
    "help.everywhere": "Everywhere",
    "help.new_match": "New match",
    "help.winner": "Winner",
    "help.typical": (
        "A typical deal from the sheet: n a 1 1 0 {hearts} 9 2 b Enter (taker A, "
        "110 {hearts_name}, 92 points, belote)."
    ),
    "help.key.question.enter": (
        "in a question, the answer that changes nothing: No, Later, back to the score sheet (y"
        " says yes)"
    ),
    "help.key.home.open": "open the selected match",
    "help.key.home.resume": "resume the match in progress",
    "help.key.home.new_match": "new match",
    "help.key.new_match.start": "start the match",
    "help.key.new_match.customise": "customise the rules",
    "help.key.sheet.new_deal": "enter a new deal",
    "help.key.sheet.edit_deal": "correct the selected deal",
    "help.key.sheet.insert_deal": "insert a deal before the selected one",
    "help.key.sheet.delete_deal": "delete the selected deal",
    "help.key.sheet.undo": "undo",
    "help.key.sheet.redo": "redo",
    "help.key.sheet.move": "select a deal (or a tap on it; a second tap corrects it)",
    "help.key.sheet.back": "back to the statistics, for a match opened there",
    "help.key.sheet.read_only": "on a read-only match (archived, say): say it cannot change",
    "help.key.sheet.home": "saved matches",
    "help.key.sheet.result": "result and rematch (match over)",
    "help.key.deal.taker": "taker: team A, team B, all passed; 1-4 the player who took, by seat",
    "help.key.deal.contract": (
        "contract: digits (moves on by itself), c capot, g générale (⌫ takes it back)"
    ),
    "help.key.deal.trump": "trump: {keys}",
    "help.key.deal.points": (
        "taker's points, the last trick's 10 included, or Tab and the defence's: the other is"
        " 162 minus it"
    ),
    "help.key.deal.belote": "belote: taker → defence → none",
    "help.key.deal.announces": (
        "announces (when the rules have them): m or the team, then each announce"
    ),
    "help.key.deal.coinche": "none → coinched → surcoinched",
    "help.key.deal.all_tricks": "all tricks: by the taker → by the defence → nobody",
    "help.key.deal.renonce": "renonce (a revoke): by the taker's team → by the defence → none",
    "help.key.deal.move": "next / previous field; ←→ change a choice",
    "help.key.deal.save": "save",
    "help.key.deal.cancel": "cancel",
    "help.key.sheet.retry_save": "save again after a failed save",
    "help.key.home.rename": "rename the teams of the selected match",
    "help.key.home.delete": "delete the selected match (kept 30 days in the trash)",
    "help.key.home.archive": "archive: out of the list",
    "help.key.home.unarchive": "in the archive: back in the list",
    "help.key.home.restore": "in the trash: restore",
    "help.key.home.show_archive": "show the archived matches",
    "help.key.home.show_trash": "show the trash",
    "help.key.home.show_saved": "back to the saved matches",
    "help.key.home.damaged": "the files that cannot be read, with what to mend in each",
    "help.key.new_match.next": "next field",
    "help.key.new_match.dealer": "first dealer (on that field)",
    "help.key.new_match.back": "back, nothing created",
    "help.key.winner.rematch": "rematch: same teams, rules and target",
    "help.key.winner.sheet": "back to the score sheet",
    "help.key.winner.home": "saved matches",
    "help.key.help": "this help",
    "help.key.palette": "command palette",
    "help.key.quit": "quit (everything is saved)",
    # ------------------------------------------- at the table: sheet and deal form
    "outcome.open": "match in progress",
    "outcome.won": "{team} won {score}",
    "view.won": "{team} won {score}",
    "notice.outcome": "Result: {old} → now {new}",
    "notice.undone.gone": "Undone: deal {number} ({summary}) is gone",
    "notice.undone.back": "Undone: deal {number} ({summary}) is back",
    "notice.undone.back_to": "Undone: deal {number} is back to {summary}",
    "notice.redone.gone": "Redone: deal {number} ({summary}) is deleted again",
    "notice.redone.back": "Redone: deal {number} ({summary}) is back",
    "notice.redone.corrected": "Redone: deal {number} is corrected again to {summary}",
    "deal.verdict.needs": " (needs {needed})",
    "deal.verdict.every_trick": ", every trick taken",
    "deal.verdict.no_trump_worth": "; at no trump the bid counts {value}",
    "result.capot": "capot",
    "result.defence_capot": "def. capot",
    "result.renonce": "renonce",
    "result.renonce_by": "renonce by {team}",
    "deal.renonce": "Renonce",
    "deal.bidder": "Bidder",
    "deal.verdict.renonce": "Renonce by {team}: the deal goes to {other}",
    "deal.all_tricks.taker": "taker",
    "deal.all_tricks.defence": "defence",
    "deal.error.defence_all_tricks": "the defence took every trick: the taker has 0 points",
    "deal.error.renonce": "a renonce deal has no all tricks",
    "name.too_long": "A name has at most {limit} characters.",
    "new.discard": "Leave this new match? What you entered is lost.",
    "rules.discard": "Leave the rules editor? Your changes are lost.",
    "rules.replace": "Replace the house rules “{name}” with these?",
    "rules.replace.declined": (
        "“{name}” kept as they were: give these rules another name, or none to play them in"
        " this match alone."
    ),
    "table.discard": "Leave without saving? Your answers are lost.",
    "deal.discard": "Discard this deal?",
    "deal.error.unfinished_bid": "{typed} is no bid: {allowed}",
    "deal.error.no_announces": "These rules have no announces.",
    "deal.error.trump_key": "{typed} picks no trump: {keys}",
    "deal.refusal": "{field}: {reason}",
    "deal.refusal.numbered": "Deal {number}: {refusal}",
    "problem.no_such_deal": "That deal is no longer in the match.",
    "confirm.rematch": "Start a rematch: a new match, same teams, rules and target?",
    # ---------------------------------------------------- statistics (tui/screens/statistics)
    "binding.home.stats": "Statistics",
    "help.key.home.stats": "statistics of the saved matches",
    "command.statistics": "Statistics",
    "command.statistics.help": "Who wins, who makes their contracts, ratings and records",
    "notice.archived": "An archived match: shown read-only (unarchive it to change it).",
    "help.stats": "Statistics",
    "help.key.stats.open": "the figure under the cursor: what it counts, then its match",
    "binding.stats.period": "Period",
    "binding.stats.rules": "Rules",
    "binding.stats.players": "Players",
    "binding.stats.dates": "Dates",
    "binding.stats.home": "Home",
    "binding.stats.next_tab": "Next tab",
    "binding.stats.previous_tab": "Previous tab",
    "binding.stats.tab.players": "Players tab",
    "binding.stats.tab.teams": "Teams tab",
    "binding.stats.tab.pairs": "Head to head tab",
    "binding.stats.tab.records": "Records tab",
    "binding.stats.tab.ratings": "Ratings tab",
    "help.key.stats.period": "period: all time, this month, the last 30 days, this year",
    "help.key.stats.rules": "rules: all, or each rule set of the matches in turn",
    "help.key.stats.players": "players: only the matches where all those ticked sat",
    "help.key.stats.dates": (
        "the period by a tap or a key: all time, this month, the last 30 days, this year, or the"
        " days you type"
    ),
    "help.key.stats.home": "back to the saved matches",
    "help.key.stats.next_tab": "next tab",
    "help.key.stats.previous_tab": "previous tab",
    "help.key.stats.tab.players": "tab: players",
    "help.key.stats.tab.teams": "tab: teams",
    "help.key.stats.tab.pairs": "tab: head to head",
    "help.key.stats.tab.records": "tab: records",
    "help.key.stats.tab.ratings": "tab: ratings",
    "binding.stats_list.open": "Open the match",
    "binding.stats_list.back": "Back",
    "help.key.stats_list.open": "open the match of the deal or match selected",
    "help.key.stats_list.back": "back, from a card or what a figure counts",
    "binding.stats_players.apply": "Apply",
    "binding.stats_players.everyone": "Everyone",
    "binding.stats_players.cancel": "Cancel",
    "help.key.stats_players.tick": "tick a player, or untick",
    "help.key.stats_players.apply": "count the matches where every player ticked sat",
    "help.key.stats_players.everyone": "untick everyone: every match counts",
    "help.key.stats_players.cancel": "leave the players as they were",
    "binding.stats_period.apply": "Apply",
    "binding.stats_period.cancel": "Cancel",
    "help.key.stats_period.apply": "count the matches of the period chosen",
    "help.key.stats_period.cancel": "leave the period as it was",
    "stats.tab.players": "Players",
    "stats.tab.teams": "Teams",
    "stats.tab.pairs": "Head to head",
    "stats.tab.records": "Records",
    "stats.tab.ratings": "Ratings",
    "stats.tab.players.short": "Players",
    "stats.tab.teams.short": "Teams",
    "stats.tab.pairs.short": "H2H",
    "stats.tab.records.short": "Records",
    "stats.tab.ratings.short": "Ratings",
    "stats.period.all": "All time",
    "stats.period.month": "This month",
    "stats.period.days30": "Last 30 days",
    "stats.period.year": "This year",
    "stats.period.typed": "Dates",
    "stats.period.dates": "{first} → {last}",
    "stats.period.since": "Since {first}",
    "stats.period.until": "Until {last}",
    "stats.dates.title": "Period",
    "stats.dates.since": "From",
    "stats.dates.until": "To",
    "stats.dates.placeholder": "YYYY-MM-DD",
    "stats.dates.not_a_day": (
        "{field}: got {typed}; allowed: a day as YYYY-MM-DD, such as 2025-03-01"
    ),
    "stats.dates.order": "From: after To; allowed: a first day before the last, or the same",
    "stats.rules.all": "All rules",
    "stats.players.all": "Everyone",
    "stats.players.some": "With {names}",
    "stats.players.title": "Only the matches where all these players sat",
    "stats.players.none": "No match read names its players.",
    "stats.reading": "Reading the saved matches…",
    "stats.reading.some": "Reading the saved matches… {read} of {total}",
    "stats.reading.again": "A match changed: reading the saved matches again…",
    "stats.counting": "Counting…",
    "stats.none": "No match counted with these filters.",
    "stats.none.folder": "No saved match yet: the statistics count the matches played.",
    "stats.few": "few",
    "number.percent": "{value}%",
    "number.decimal_point": ".",
    "stats.few_note": "{few}: out of fewer than {least}",
    "stats.column.player": "Player",
    "stats.column.team": "Team",
    "stats.column.matches": "Matches",
    "stats.column.wins": "Wins",
    "stats.column.made": "Made",
    "stats.column.coinched": "Made coinched",
    "stats.column.coinches": "Coinches won",
    "stats.column.points": "Pts/deal",
    "stats.column.rating": "Rating",
    "stats.column.rated": "Matches",
    "stats.column.a": "Between",
    "stats.column.b": "And",
    "stats.column.result": "Result",
    "stats.column.record": "Record",
    "stats.column.what": "What",
    "stats.column.where": "Where",
    "stats.column.figure": "Figure",
    "stats.column.value": "Value",
    "stats.column.date": "Date",
    "stats.column.deal": "Deal",
    "stats.column.bid": "Bid",
    "stats.column.deals": "Deals",
    "stats.pair.against": "vs",
    "stats.pair.with": "with",
    "stats.pair.help": "The finished matches they played, each with its winner.",
    "stats.list.title": "{subject} · {figure}: {value}",
    "stats.list.pair": "{a} {how} {b}: {result}",
    "stats.list.reading_one": "Reading its match…",
    "stats.list.empty": "Nothing counted here.",
    "stats.list.changed": "its match has fewer deals since these figures were counted",
    "stats.list.recount": (
        "A match changed since these figures were counted: Esc counts them again."
    ),
    "stats.list.unreadable": "its match can no longer be read",
    "stats.said": "{subject} · {figure}: {value} ({help})",
    "stats.said.card": "{subject}: Enter or a second tap shows every figure.",
    "stats.rating.value": "{rating}",
    "stats.card.player": "Every figure of this player: Enter or a second tap lists what it counts.",
    "stats.card.team": "Every figure of this team: Enter or a second tap lists what it counts.",
    "stats.deal.where": "{date} {teams}, deal {number} ({rules})",
    "stats.where.deal": "{match}, deal {number}",
    "stats.record.title": "{record}: {what}",
    "stats.record.best_deal": "Best deal",
    "stats.record.highest_made_bid": "Highest bid made",
    "stats.record.biggest_win": "Biggest win",
    "stats.record.biggest_comeback": "Biggest comeback",
    "stats.record.longest_match": "Longest match",
    "stats.record.shortest_match": "Shortest match",
    # The same, on a phone.
    "stats.record.best_deal.short": "Best deal",
    "stats.record.highest_made_bid.short": "Top bid made",
    "stats.record.biggest_win.short": "Biggest win",
    "stats.record.biggest_comeback.short": "Comeback",
    "stats.record.longest_match.short": "Longest",
    "stats.record.shortest_match.short": "Shortest",
    "stats.record.best_deal.what": "{value} pts, {team}",
    "stats.record.highest_made_bid.what": "{value} made, {team}",
    "stats.record.biggest_win.what": "{team} by {value}",
    "stats.record.biggest_comeback.what": "{team}, from {value} behind",
    "stats.record.best_deal.help": "The most points one side scored in one deal.",
    "stats.record.highest_made_bid.help": "The highest number bid and made.",
    "stats.record.biggest_win.help": "The finished match won by the most.",
    "stats.record.biggest_comeback.help": "The match won from furthest behind.",
    "stats.record.longest_match.help": "The finished match with the most deals scored.",
    "stats.record.shortest_match.help": "The finished match with the fewest deals scored.",
    "stats.figure.matches": "Matches",
    "stats.figure.wins": "Wins",
    "stats.figure.unfinished": "Unfinished",
    "stats.figure.margin": "Margin",
    "stats.figure.streak": "Current streak",
    "stats.figure.best_streak": "Best streak",
    "stats.figure.comeback": "Comeback",
    "stats.figure.deals": "Deals",
    "stats.figure.thrown_in": "Thrown in",
    "stats.figure.points": "Points per deal",
    "stats.figure.belotes": "Belotes",
    "stats.figure.announces": "Announces",
    "stats.figure.renonces": "Renonces",
    "stats.figure.capots_suffered": "Capots suffered",
    "stats.figure.taken": "Taken",
    "stats.figure.made": "Made",
    "stats.figure.litiges": "Litiges",
    "stats.figure.bid": "Bid",
    "stats.figure.card_points": "Card points",
    "stats.figure.capot_bids": "Capots bid",
    "stats.figure.generale_bids": "Générales bid",
    "stats.figure.unbid_capots": "Unbid capots",
    "stats.figure.by_trump.key": "Made at {trump}",
    "stats.figure.by_bid.key": "Made bidding {bid}",
    "stats.figure.coinched": "Made coinched",
    "stats.figure.surcoinches": "Made surcoinched",
    "stats.figure.defended": "Defended",
    "stats.figure.defeated": "Defeated",
    "stats.figure.coinches": "Coinches won",
    "stats.figure.bidder_known": "Bidder known",
    "stats.figure.own_bids": "Own bids made",
    "stats.figure.own_bid": "Own bid",
    "stats.figure.partner_bids": "Partner's bids made",
    "stats.figure.rating": "Rating",
    "stats.figure.best_partner": "Best partner",
    "stats.figure.nemesis": "Nemesis",
    "stats.figure.victim": "Victim",
    "stats.figure.matches.help": "finished matches played",
    "stats.figure.wins.help": "matches won, of the finished ones",
    "stats.figure.unfinished.help": "matches played that have no winner yet",
    "stats.figure.margin.help": "the final total less the other side's, per finished match",
    "stats.figure.streak.help": ("wins (+) or losses (-) in a row up to the latest finished match"),
    "stats.figure.best_streak.help": "the longest run of wins in a row",
    "stats.figure.comeback.help": "of the matches won, the most points ever behind",
    "stats.figure.deals.help": "deals scored",
    "stats.figure.thrown_in.help": "deals all four passed",
    "stats.figure.points.help": "what a deal added to the total, over every deal",
    "stats.figure.belotes.help": "deals with the belote held, as entered",
    "stats.figure.announces.help": "announces scored (two in one deal count 2)",
    "stats.figure.renonces.help": "deals lost by a renonce",
    "stats.figure.capots_suffered.help": "deals in which the others took all eight tricks",
    "stats.figure.taken.help": "deals taken",
    "stats.figure.made.help": "contracts made, of those decided",
    "stats.figure.litiges.help": "deals taken that ended in a litige",
    "stats.figure.bid.help": "the bids taken, where a number",
    "stats.figure.card_points.help": "the card points on those bids, where entered",
    "stats.figure.capot_bids.help": "capots bid and made, of those decided",
    "stats.figure.generale_bids.help": "générales bid and made, of those decided",
    "stats.figure.unbid_capots.help": "numbers bid with all eight tricks taken",
    "stats.figure.by_trump.help": "contracts made at this trump, of those decided",
    "stats.figure.by_bid.help": "contracts of this bid made, of those decided",
    "stats.figure.coinched.help": "contracts made though coinched, of those decided",
    "stats.figure.surcoinches.help": "contracts made surcoinched, of those decided",
    "stats.figure.defended.help": "deals the others took",
    "stats.figure.defeated.help": "the others' contracts that failed, of those decided",
    "stats.figure.coinches.help": "deals defended coinched that failed, of those decided",
    "stats.figure.bidder_known.help": "deals the team took with the bidder recorded",
    "stats.figure.own_bids.help": "contracts this player bid and made, of those decided",
    "stats.figure.own_bid.help": "this player's own bids, where a number",
    "stats.figure.partner_bids.help": (
        "contracts the partner bid and the team made, of those decided"
    ),
    "stats.figure.rating.help": "the Elo rating, every player starting at 1500",
    "stats.figure.best_partner.help": (
        "the partner won with most often (at least {least} matches together)"
    ),
    "stats.figure.nemesis.help": "the opponent who won most often against them (at least {least})",
    "stats.figure.victim.help": "the opponent they beat most often (at least {least})",
    "stats.match.line": "{date} · {rules} · {outcome} · {deals}",
}

#: Sentences that change with ``count``: (singular, plural). English takes the singular for
#: 1 only ("0 deals").
PLURALS: dict[str, tuple[str, str]] = {
    "home.damaged.title": (
        "{count} damaged file, left untouched:",
        "{count} damaged files, left untouched:",
    ),
    "home.damaged.short": (
        "{count} damaged file, left as is: tap",
        "{count} damaged files, left as is: tap",
    ),
    "home.damaged.notice": (
        "{count} saved file could not be read; see the home screen.",
        "{count} saved files could not be read; see the home screen.",
    ),
    "deal.refused": (
        "Not saved: {count} problem, said under its field.",
        "Not saved: {count} problems, each said under its field.",
    ),
    "winner.deals": ("{count} deal, target {target}", "{count} deals, target {target}"),
    "home.trash.days_left": ("{count} day left", "{count} days left"),
    "stats.summary": (
        "{count} match counted ({finished}), {deals}",
        "{count} matches counted ({finished}), {deals}",
    ),
    "stats.finished": ("{count} finished", "{count} finished"),
    "stats.unfinished": ("{count} unfinished", "{count} unfinished"),
    "stats.deals": ("{count} deal", "{count} deals"),
    "stats.skipped": ("{count} file left out", "{count} files left out"),
    "stats.pair.won": ("{count} won", "{count} won"),
    "stats.said.rating": (
        "{subject}: rated {rating} after {count} match",
        "{subject}: rated {rating} after {count} matches",
    ),
    "stats.record.longest_match.what": ("{count} deal", "{count} deals"),
    "stats.record.shortest_match.what": ("{count} deal", "{count} deals"),
}

#: Field labels of the rules editor and the words for each choice.
RULE_WORDS: dict[str, str] = {
    "name": "Name",
    "description": "Description",
    "source": "Source",
    "default_target": "Default target",
    "target_options": "Targets offered",
    "tie_break": "Tie at the end",
    "direction": "Direction of play",
    "min_bid": "Lowest bid",
    "max_bid": "Highest numeric bid",
    "bid_step": "Bid step",
    "capot_bid": "Capot may be bid",
    "generale_bid": "Générale may be bid",
    "no_trump": "No trump allowed",
    "all_trump": "All trump allowed",
    "capot_may_be_coinched": "Capot may be coinched",
    "announces": "Announces",
    "carre_neuf_value": "Four nines worth",
    "lowest_bid_needs": "The lowest bid needs",
    "bid_counts_belote": "Belote counts for the bid",
    "bid_counts_announces": "Announces count for the bid",
    "must_beat_defence": "Taker must beat the defence",
    "defence_tie": "Tie with the defence",
    "all_tricks_points": "All tricks count as",
    "failure_points": "Defence scores on failure",
    "failed_announces_to_defence": "Defence gets failed announces",
    "capot_value": "Capot bid value",
    "generale_value": "Générale bid value",
    "capot_flat_score": "Capot flat score (or empty)",
    "coinche_scoring": "Coinche effect",
    "whole_score_capot_base": "Whole-score base after capot",
    "coinche_multiplier": "Coinche multiplier",
    "surcoinche_multiplier": "Surcoinche multiplier",
    "rounding": "Rounding",
    "opening_bid": "Opening bid (or empty)",
    "no_trump_carre_values": "Sans-atout square values",
    "scale": "What is scored",
    "bid_counts_all_tricks_points": "All tricks count for the bid",
    "success_on_rounded": "Made on rounded points",
    "defence_capot_points": "Defence capot (or empty)",
    "capot_takes_defence_announces": "Capot takes defence announces",
    "belote_scoring": "Belote goes to",
    "no_trump_bid_multiplier": "Sans-atout bid multiplier",
    "generale_flat_score": "Générale flat score (or empty)",
    "flat_score_when_failed": "Flat score when failed",
    "coinche_base": "Coinche base (or empty)",
    "surcoinche_base": "Surcoinche base (or empty)",
    "coinche_capot_bonus": "Coinche capot bonus",
    "coinche_multiplies_bid": "Coinche multiplies the bid",
    "coinche_multiplies_belote": "Coinche multiplies the belote",
    "rounding_scope": "What is rounded",
    "belote_cannot_end_match": "Lost deal cannot end match",
    # choices
    f"tie_break.{TieBreak.LATEST_DEAL_WINNER.value}": "last deal's winner",
    f"tie_break.{TieBreak.PLAY_ON.value}": "play another deal",
    "direction.clockwise": "clockwise",
    "direction.anticlockwise": "anticlockwise",
    f"defence_tie.{DefenceTie.FAILS.value}": "the contract fails",
    f"defence_tie.{DefenceTie.LITIGE.value}": "litige",
    f"coinche_scoring.{CoincheScoring.MULTIPLY_BID.value}": "bid",
    f"coinche_scoring.{CoincheScoring.WINNER_TAKES_ALL.value}": "takes all",
    f"coinche_scoring.{CoincheScoring.WHOLE_SCORE.value}": "whole",
    f"rounding.{Rounding.NONE.value}": "none",
    f"rounding.{Rounding.NEAREST_10.value}": "nearest 10, 5 up",
    f"rounding.{Rounding.NEAREST_10_5_DOWN.value}": "nearest 10, 5 down",
    f"defence_tie.{DefenceTie.MADE.value}": "made",
    f"coinche_scoring.{CoincheScoring.MULTIPLY_WINNER_LINE.value}": "winner line",
    f"scale.{Scale.POINTS_AND_BID.value}": "points and bid",
    f"scale.{Scale.POINTS_ONLY.value}": "points only",
    f"scale.{Scale.BID_ONLY.value}": "bid only",
    f"belote_scoring.{BeloteScoring.HOLDER.value}": "holder",
    f"belote_scoring.{BeloteScoring.TAKEN_ON_FAILURE.value}": "taken if failed",
    f"belote_scoring.{BeloteScoring.DEAL_WINNER.value}": "winner",
    f"belote_scoring.{BeloteScoring.NEVER.value}": "never",
    f"rounding_scope.{RoundingScope.DEAL.value}": "every deal",
    f"rounding_scope.{RoundingScope.TOTAL.value}": "totals",
    f"rounding_scope.{RoundingScope.DEAL_EXCEPT_LAST.value}": "all but last",
}

TRUMP_NAMES: dict[Trump, str] = {
    Trump.SPADES: "Spades",
    Trump.HEARTS: "Hearts",
    Trump.DIAMONDS: "Diamonds",
    Trump.CLUBS: "Clubs",
    Trump.NO_TRUMP: "No trump",
    Trump.ALL_TRUMP: "All trump",
}

TRUMP_MARKS: dict[Trump, str] = {
    Trump.SPADES: "♠",
    Trump.HEARTS: "♥",
    Trump.DIAMONDS: "♦",
    Trump.CLUBS: "♣",
    Trump.NO_TRUMP: "NT",
    Trump.ALL_TRUMP: "AT",
}

#: The letter that picks each trump in the deal form: English initials.
TRUMP_KEYS: dict[Trump, str] = {
    Trump.SPADES: "s",
    Trump.HEARTS: "h",
    Trump.DIAMONDS: "d",
    Trump.CLUBS: "c",
    Trump.NO_TRUMP: "n",
    Trump.ALL_TRUMP: "a",
}

COINCHE_NAMES: dict[Coinche, str] = {
    Coinche.NONE: "—",
    Coinche.COINCHE: "Coinched",
    Coinche.SURCOINCHE: "Surcoinched",
}

ANNOUNCE_NAMES: dict[Announce, str] = {
    Announce.TIERCE: "tierce",
    Announce.CINQUANTE: "fifty",
    Announce.CENT: "hundred",
    Announce.CARRE: "four of a kind",
    Announce.CARRE_NEUF: "four nines",
    Announce.CARRE_VALETS: "four jacks",
    Announce.CARRE_AS: "four aces",
    Announce.CARRE_DIX: "four tens",
    Announce.CARRE_ROIS: "four kings",
    Announce.CARRE_DAMES: "four queens",
}

SLAM_NAMES: dict[str, str] = {
    "capot": "Capot",
    "generale": "Générale",
}

SLAM_ABBREVIATIONS: dict[str, str] = {
    "capot": "Cap.",
    "generale": "Gén.",
}

#: Names of keys in help and key hints; a key not named here is shown as it is (``n``).
KEY_NAMES: dict[str, str] = {
    "enter": "Enter",
    "escape": "Esc",
    "delete": "Del",
    "backspace": "⌫",
    "tab": "Tab",
    "shift+tab": "⇧Tab",
    "space": "Space",
    "up": "↑",
    "down": "↓",
    "left": "←",
    "right": "→",
    "question_mark": "?",
}

#: For a binding with several keys, the one shown first.
PREFERRED_KEYS: dict[str, str] = {
    "confirm.yes": "y",
}


class ModelWords(Mapping[str, str]):
    """Words kept with the rules themselves, English being the language they are written in:
    read by ``read`` when first asked for, so that a screen that shows none of them does not
    load the model."""

    def __init__(self, read: Callable[[], dict[str, str]]) -> None:
        self._read_words = read
        self._lines: dict[str, str] | None = None

    def _read(self) -> dict[str, str]:
        if self._lines is None:
            self._lines = self._read_words()
        return self._lines

    def __getitem__(self, key: str) -> str:
        return self._read()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())


def _rule_help() -> dict[str, str]:
    """Each rule's description in the rule set's model (the name, description and source of a
    rule set are no rules)."""
    from coinche_score.rules import RuleSet

    return {
        name: field.description or ""
        for name, field in RuleSet.model_fields.items()
        if name not in DESCRIPTIVE_FIELDS
    }


def _preset_about() -> dict[str, str]:
    from coinche_score.rules import PRESETS

    return {name: rules.description for name, rules in PRESETS.items()}


CATALOGUE = Catalogue(
    # The refusals' words are the core's (coinche_score.refusals.en), as the command line
    # says them.
    sentences={**SENTENCES, **commands_en.SENTENCES, **REFUSAL_WORDS},
    plurals={**PLURALS, **commands_en.PLURALS},
    rule_words=RULE_WORDS,
    trump_names=TRUMP_NAMES,
    trump_marks=TRUMP_MARKS,
    trump_keys=TRUMP_KEYS,
    coinche_names=COINCHE_NAMES,
    announce_names=ANNOUNCE_NAMES,
    slam_names=SLAM_NAMES,
    slam_abbreviations=SLAM_ABBREVIATIONS,
    key_names=KEY_NAMES,
    preferred_keys=PREFERRED_KEYS,
    rule_help=ModelWords(_rule_help),
    preset_about=ModelWords(_preset_about),
)
