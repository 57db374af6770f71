"""``coinche-score stats``: figures across the saved matches (docs/statistics.md).  The store
reads the data folder and its archive; :mod:`coinche_score.stats` works the figures out; a
renderer prints them."""

from __future__ import annotations

import argparse
import gc

from coinche_score.cli.console import one_line, say, warn, write_out
from coinche_score.cli.errors import fail
from coinche_score.cli.json_output import print_json
from coinche_score.cli.refused import CliCode, CommandRefusal
from coinche_score.cli.saved import command_texts, open_store, refusals
from coinche_score.i18n import Texts
from coinche_score.rules import PRESETS
from coinche_score.stats import Filters, MatchFacts, Skipped, compute_statistics, stats_document
from coinche_score.store import Store
from coinche_score.store.reading import KnownMatch, SkippedFile, UnreadFolder, read_matches
from coinche_score.store.stats_cache import StatsCache
from coinche_score.text import neutralise, quoted


def cmd_stats(args: argparse.Namespace) -> int:
    filters = Filters(
        since=args.since,
        until=args.until,
        rules=args.rules,
        players=tuple(args.players),
        least=args.least,
        archived=args.archived,
    )
    store = open_store(args)
    output = "json" if args.json else args.format or "text"
    # The deals are kept for the JSON only: the other outputs never print them, and keeping
    # them reads every file past the cache.
    with_deals = args.with_deals and output == "json"
    matches, skipped, unread = read_folders(store, filters.archived, keep=with_deals)
    texts = command_texts(args)
    # Said first: rules named only in an archive that cannot be read are refused next.
    warn(texts, [unread_line(texts, folder) for folder in unread])
    if filters.rules is not None:
        played = {match.rules_name for match in matches} | {
            file.rules_name for file in skipped if file.rules_name is not None
        }
        check_rules_name(store, filters.rules, played)
    stats = compute_statistics(
        matches, filters, [Skipped(file.id, file.reason) for file in skipped]
    )
    if output == "json":
        print_json(stats_document(stats, with_deals=with_deals))
    elif not stats.matches:
        if matches:
            say(texts("cli.stats.none"))
        else:
            say(texts("cli.stats.none.folder", folder=one_line(store.data_dir)))
    elif output == "csv":
        from coinche_score.cli.csv_output import write_stats_csv

        write_stats_csv(stats)
    elif output == "md":
        from coinche_score.cli.markdown_output import stats_markdown

        write_out(neutralise(stats_markdown(texts, stats), line_breaks=True))
    else:
        from coinche_score.cli.stats_tables import stats_text

        say(stats_text(texts, stats))
    warn(texts, [skipped_line(texts, file) for file in sorted(skipped, key=lambda file: file.path)])
    return 0


def read_folders(
    store: Store, archived: bool, *, keep: bool
) -> tuple[list[MatchFacts], list[SkippedFile], list[UnreadFolder]]:
    """What the statistics keep of every readable match of the data folder (and its archive),
    the files left out and the archive if it cannot be read.  Without ``keep``, the facts of
    a file unchanged since a run kept them (:class:`StatsCache`) are not counted again."""
    matches: list[MatchFacts] = []
    skipped: list[SkippedFile] = []
    unread: list[UnreadFolder] = []
    cache = None if keep else StatsCache()
    # The collector waits until the folder is read: a match read is freed as soon as it is
    # dropped (it holds no cycle), and each pass would walk the matches just read.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        with refusals():
            known = None if cache is None else cache.known
            for read in read_matches(store, archived=archived, known=known):
                if isinstance(read, SkippedFile):
                    skipped.append(read)
                elif isinstance(read, UnreadFolder):
                    unread.append(read)
                elif isinstance(read, KnownMatch):
                    matches.append(read.facts)
                else:
                    facts = MatchFacts.of(read.id, read.created, read.match, keep=keep)
                    matches.append(facts)
                    if cache is not None and read.info is not None:
                        cache.keep(read.path, read.info, facts)
    finally:
        if was_enabled:
            gc.enable()
    if cache is not None:
        cache.save()
    return matches, skipped, unread


def check_rules_name(store: Store, name: str, played: set[str]) -> None:
    """``--rules NAME`` is refused when no preset, no saved house rules and no match read is
    named so: a name misspelt would otherwise count nothing, silently."""
    from coinche_score.store.house_rules import HouseRules, HouseRulesError, check_name

    if name in PRESETS or name in played:
        return
    try:
        # Saved under that very name: house rules take " Maison" or another Unicode form of it
        # for "Maison", but no match's rules are named so (they compare exactly).
        if check_name(name) == name and HouseRules(store.data_dir).path(name).exists():
            return
    except HouseRulesError:
        pass  # not a name house rules can have
    fail(
        CommandRefusal(
            CliCode.UNKNOWN_RULES, "--rules", name=quoted(name), presets=", ".join(PRESETS)
        )
    )


def skipped_line(texts: Texts, file: SkippedFile) -> str:
    return texts("cli.left_out", path=file.path, reason=file.why(texts.words.sentences))


def unread_line(texts: Texts, folder: UnreadFolder) -> str:
    return texts("cli.left_out.folder", reason=folder.refusal.because(texts.words.sentences))
