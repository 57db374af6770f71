"""Older match files brought up to the current schema: SCHEMA_VERSION, the registry of
migrations (``MIGRATIONS[n]`` turns a version n document into version n + 1) and
:func:`migrate`, which chains them.  They work on parsed JSON, before any validation, and never
touch a file: the store keeps the old file as a backup when it writes the migrated one."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from coinche_score.rules import RuleSet

SCHEMA_VERSION = 3

RawFile = dict[str, Any]
Migration = Callable[[RawFile], RawFile]
#: MIGRATIONS[n] turns a schema version n document (a parsed JSON object) into version n + 1.
MIGRATIONS: dict[int, Migration] = {}


def migration(from_version: int) -> Callable[[Migration], Migration]:
    def register(function: Migration) -> Migration:
        MIGRATIONS[from_version] = function
        return function

    return register


@migration(from_version=1)
def _v1_to_v2(old: RawFile) -> RawFile:
    """Version 1 kept the match at the top level, the team names as ``team_a`` and ``team_b``,
    the cached ``totals``, ``finished`` and ``winner`` beside it, and had no undo history."""
    rest = dict(old)
    rest.pop("schema_version")
    match: RawFile = {
        key: rest.pop(key)
        for key in ("rules", "target", "players", "first_dealer", "deals")
        if key in rest
    }
    match["team_names"] = [rest.pop("team_a", None), rest.pop("team_b", None)]
    cached = {key: rest.pop(key, None) for key in ("totals", "finished", "winner")}
    # Anything else stays at the top level, where validation will refuse it.
    return {"schema_version": 2, **rest, "match": match, "history": {}, "cached": cached}


#: How version 2 named a preset's source: a path of ours, then the public document cited.
_OLD_SOURCE = re.compile(r"seeds/\d+ \((.+)\)")


@migration(from_version=2)
def _v2_to_v3(old: RawFile) -> RawFile:
    """Version 3 added the rule fields of the rule variants (the fields listed in the README's
    "House rules").  A match keeps the rules it was played with: the new fields are written
    out with their defaults, which score exactly as version 2 did (the old ``ffb`` included:
    its file holds its own rules)."""
    match = dict(old["match"])
    rules = match["rules"]
    source = rules.get("source") if isinstance(rules, dict) else None
    if isinstance(source, str) and (cited := _OLD_SOURCE.fullmatch(source)):
        rules = {**rules, "source": cited[1]}  # the public document, not an internal path
    defaults = RuleSet().model_dump(mode="json")
    # Every field in the order of the rule set; unknown keys stay, for validation to refuse.
    match["rules"] = {
        **{name: rules.get(name, default) for name, default in defaults.items()},
        **rules,
    }
    return {**old, "schema_version": 3, "match": match}


def migrate(raw: RawFile, version: int) -> RawFile:
    """Bring a parsed document of schema ``version`` up to SCHEMA_VERSION, one step at a time."""
    for step in range(version, SCHEMA_VERSION):
        raw = MIGRATIONS[step](raw)
    return raw
