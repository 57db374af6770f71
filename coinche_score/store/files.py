"""One match file: its JSON document (:class:`MatchFile`, with the :class:`CachedResult` its
readers see), and reading it: only a regular file of at most MAX_FILE_SIZE bytes
(:func:`read_regular_file`), parsed, migrated if older, validated, named as its file is and its
deals scored again (:func:`load_match_file`, giving a :class:`SavedMatch`).  Nothing here
writes."""

from __future__ import annotations

import gc
import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from itertools import repeat
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    field_validator,
)
from pydantic_core import to_json

from coinche_score.history import Change, History
from coinche_score.json_text import RepeatedKeyError, each_key_once, load_json
from coinche_score.match import Match, MatchState
from coinche_score.rules import TEAMS, Team
from coinche_score.scoring import Deal, InvalidDealError
from coinche_score.store.errors import Damage, DamagedMatchError, StoreNote
from coinche_score.store.migrations import SCHEMA_VERSION, RawFile, migrate
from coinche_score.store.scanning import (
    Signature,
    read_with_signature,
    stat_signature,
)
from coinche_score.text import quoted
from coinche_score.validation import FieldCode, FieldError, Moment, first_refusal

ID_PATTERN = r"^[0-9A-Za-z][0-9A-Za-z_-]{0,63}$"


class CachedResult(BaseModel):
    """What the deals gave when the file was written: for readers of the file only.

    Loading recomputes it from the deals; a difference is reported and the deals win.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    totals: dict[Team, int]
    finished: bool
    winner: Team | None

    @field_validator("totals")
    @classmethod
    def _both_teams(cls, totals: dict[Team, int]) -> dict[Team, int]:
        # The list shows both teams' totals.
        for team in TEAMS:
            if team not in totals:
                raise FieldError(FieldCode.MISSING, team)
        return totals

    @classmethod
    def of(cls, state: MatchState) -> CachedResult:
        return cls(totals=dict(state.totals), finished=state.finished, winner=state.winner)

    def agrees_with(self, state: MatchState) -> bool:
        return self == CachedResult.of(state)


class MatchFile(BaseModel):
    """The JSON document of one saved match (schema version 3)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    schema_version: Literal[3]  # SCHEMA_VERSION; older files are migrated first
    id: str = Field(pattern=ID_PATTERN)
    created: Moment
    updated: Moment
    match: Match
    history: History = History()
    cached: CachedResult

    @classmethod
    def of(
        cls, match_id: str, match: Match, created: datetime, updated: datetime | None = None
    ) -> MatchFile:
        """The document of a match not saved yet, its cached result worked out."""
        return cls(
            schema_version=SCHEMA_VERSION,
            id=match_id,
            created=created,
            updated=created if updated is None else updated,
            match=match,
            cached=CachedResult.of(match.state()),
        )

    def to_json(self) -> bytes:
        """The file's text: the document indented by 2, but each deal of the match and each
        change of its history on one line (:func:`deal_lines`, defaults left out): about 90
        bytes a deal instead of 365, so that a 100,000-deal match fits in MAX_FILE_SIZE."""
        deals, history = self.match.deals, self.history
        if not (deals or history.undo or history.redo):
            return (self.model_dump_json(indent=2) + "\n").encode()
        bare = self.model_copy(
            update={"match": self.match.model_copy(update={"deals": ()}), "history": History()}
        )
        text = bare.model_dump_json(indent=2)
        for key, lines in (
            ("deals", deal_lines(deals)),
            ("undo", _change_lines(history.undo)),
            ("redo", _change_lines(history.redo)),
        ):
            if lines:
                # The only empty list at that indent named so: a raw newline is never inside
                # a JSON string.
                head, found, tail = text.partition(f'\n    "{key}": []')
                assert found, f"the {key} are where they were"
                listed = _ONE_PER_LINE.join(lines)
                text = f'{head}\n    "{key}": [\n      {listed}\n    ]{tail}'
        return (text + "\n").encode()


_ONE_PER_LINE = ",\n      "


_set_attribute = object.__setattr__


def deal_lines(deals: Sequence[Deal]) -> list[str]:
    """Each deal as one line of JSON, its fields in their order but those at their default
    left out (readers fill them in again): ``{"taker": "A", "contract": 80, "trump": "hearts",
    "taker_points": 100}``, a thrown-in deal ``{"taker": null}``.

    A match is saved after every deal, and its deals written again each time: a deal's line is
    made once and kept on it, those of the deals not written yet made together (pydantic
    writes them in one call, which costs less than half as much as one call a deal).
    """
    try:
        return [deal._json for deal in deals]
    except AttributeError:
        pass
    new = [deal for deal in deals if not _has_line(deal)]
    # One object a line, separated by "},{" (no string of a deal holds a "{", "," or ":").
    text = _DEALS.dump_json(new, exclude_defaults=True).decode()[1:-1].replace("},{", "}\n{")
    for deal, line in zip(new, text.replace(":", ": ").replace(",", ", ").split("\n"), strict=True):
        _set_attribute(deal, "_json", line)
    return [deal._json for deal in deals]


_DEALS = TypeAdapter(list[Deal])
_line_of = vars(Deal)["_json"].__get__  # AttributeError for a deal whose line is not made


def _has_line(deal: Deal) -> bool:
    try:
        _line_of(deal)
    except AttributeError:
        return False
    return True


def _change_lines(changes: tuple[Change, ...]) -> list[str]:
    """Each change as one line of JSON, its deals as :func:`deal_lines` writes them (most are
    deals of the match, whose lines are made already); a missing deal left out."""
    deals = [
        deal for change in changes for deal in (change.deal, change.previous) if deal is not None
    ]
    written = iter(deal_lines(deals))
    lines = []
    for change in changes:
        parts = [f'"kind": "{change.kind.value}"', f'"index": {change.index}']
        parts += [
            f'"{name}": {next(written)}'
            for name, deal in (("deal", change.deal), ("previous", change.previous))
            if deal is not None
        ]
        lines.append("{" + ", ".join(parts) + "}")
    return lines


@dataclass(frozen=True)
class SavedMatch:
    """A match as loaded from its file (read-only; :class:`OpenMatch` changes matches)."""

    path: Path
    file: MatchFile
    state: MatchState
    warnings: list[str]
    #: Schema version of the file on disk, when older than SCHEMA_VERSION (it was migrated).
    migrated_from: int | None = None
    #: SHA-256 of the bytes read, to notice a change made by something else before a save.
    digest: bytes = b""
    #: The file's signature as it was read, to tell without reading it that it is unchanged.
    signature: Signature | None = None

    @property
    def id(self) -> str:
        return self.file.id

    @property
    def match(self) -> Match:
        return self.file.match

    @property
    def created(self) -> datetime:
        return self.file.created

    @property
    def updated(self) -> datetime:
        return self.file.updated

    @property
    def can_undo(self) -> bool:
        return bool(self.file.history.undo)

    @property
    def can_redo(self) -> bool:
        return bool(self.file.history.redo)


def load_match_file(path: Path) -> SavedMatch:
    """Read, migrate if older, validate and recompute a match file; never writes.

    Raises DamagedMatchError naming the reason.
    """
    # A match is tens of thousands of small objects made at once: each pass of the garbage
    # collector while they are made walks all of them (about a third of the load of a
    # 10,000-deal match).  None of them is garbage yet, so the collector waits for the end.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _load_match_file(path)
    finally:
        if was_enabled:
            gc.enable()


def _load_match_file(path: Path) -> SavedMatch:
    data, signature = read_with_signature(path)
    if not data.strip():
        raise DamagedMatchError(path, Damage.EMPTY, "empty")
    # Keys given twice are looked for once the file is loaded (file_keys_once), not as each
    # object is parsed; a file refused is parsed again refusing them first.
    try:
        raw = parse_json(path, data, unique_keys=False)
        saved = _loaded(path, data, raw, signature)
        each_once = saved.migrated_from is None and file_keys_once(data, raw)
    except DamagedMatchError:
        parse_json(path, data)  # a key given twice is the first reason
        raise
    if not each_once:
        parse_json(path, data)
    return saved


def _loaded(path: Path, data: bytes, raw: RawFile, signature: Signature) -> SavedMatch:
    file, migrated_from = validated_file(path, data, raw, MatchFile)
    try:
        state = file.match.state()  # each deal checked and scored in one pass
    except InvalidDealError as error:
        raise DamagedMatchError(path, Damage.REFUSED, refusal=error) from None
    warnings: list[str] = []
    if not file.cached.agrees_with(state):
        warnings.append(
            StoreNote(
                f"match {file.id}: the saved totals ({_describe_result(file.cached)}) do not "
                f"match the deals ({_describe_result(CachedResult.of(state))}); the deals count",
                "totals_differ",
            )
        )
    return SavedMatch(path, file, state, warnings, migrated_from, digest_of(data), signature)


_File = TypeVar("_File", bound="MatchFile")


def validated_file(
    path: Path, data: bytes, raw: RawFile, model: type[_File]
) -> tuple[_File, int | None]:
    """``raw`` migrated if it is older, validated as ``model`` and named as its file is, and
    the schema version it was migrated from; DamagedMatchError otherwise."""
    version = _schema_version(path, raw)
    migrated_from: int | None = None
    if version < SCHEMA_VERSION:
        migrated_from = version
        try:
            raw = migrate(raw, version)
        except KeyError as error:
            key = quoted(error.args[0]) if error.args else "?"
            raise DamagedMatchError(
                path, Damage.MIGRATION_MISSING, version=version, key=key
            ) from None
        except (TypeError, ValueError, AttributeError):
            raise DamagedMatchError(path, Damage.MIGRATION, version=version) from None
    if SURROGATE_ESCAPE.search(data) and _holds_lone_surrogate(raw):
        raise DamagedMatchError(path, Damage.NOT_UNICODE, "not_utf8")
    try:
        file = model.model_validate(raw)
    except ValidationError as error:
        raise DamagedMatchError(path, Damage.INVALID, refusal=first_refusal(error, raw)) from None
    if file.id != path.stem:
        found, expected = repr(file.id), quoted(path.stem)
        raise DamagedMatchError(path, Damage.WRONG_ID, found=found, expected=expected)
    return file, migrated_from


def file_keys_once(data: bytes, raw: RawFile, rules_colons: int | None = None) -> bool:
    """:func:`each_key_once` of a file that loaded: its deals and the changes of its history,
    validated, hold no ':' in their strings (names from a list), so their objects' keys are
    counted without a walk.  ``rules_colons``: the :func:`colons` of its rules, when they are
    known already."""
    match = raw["match"]
    deals = match.get("deals", [])
    history = raw.get("history") or {}
    changes = [change for key in ("undo", "redo") for change in history.get(key) or ()]
    rest = {**raw, "match": {**match, "deals": []}}
    if rules_colons is not None:
        rest["match"]["rules"] = {}
    if changes:
        rest["history"] = {key: [] for key in history}
    changed = [
        deal for change in changes for key in ("deal", "previous") if (deal := change.get(key))
    ]
    # The rest, validated (no lone surrogate, a number never a ':'): the ':' of its JSON text
    # as pydantic-core writes it, a quarter of what a walk through it costs.
    found = to_json(rest).count(b":") + (rules_colons or 0) + _deal_colons(deals)
    found += sum(map(len, changes)) + _deal_colons(changed)
    return each_key_once(data, found)


def _deal_colons(deals: list[dict[str, Any]]) -> int:
    """The ':' of validated deals' JSON: one after each key, of each deal and of its belote and
    announces."""
    found = sum(map(len, deals))
    for held in ("belote", "announces"):
        found += sum(map(len, filter(None, map(dict.get, deals, repeat(held)))))
    return found


def digest_of(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


def unchanged_since(path: Path, signature: Signature | None) -> bool:
    """Whether ``path`` is surely still the file that had ``signature``, without reading it.

    A write sets the file's modification time to the system's time, which is never before the
    change time it had; so a file modified before its change time (every file
    :func:`~coinche_score.store.writing.write_atomically` writes) shows any write since in its
    signature, and any replacement in its inode.  A file written by something else has both
    times alike, and a second write in the same tick of the clock would not show: only its
    content tells.  (Setting the time back to ours after a write, by hand and in that same
    tick, is not caught.)
    """
    if signature is None or signature[2] >= signature[3]:
        return False
    return stat_signature(path) == signature


#: A JSON escape for half of a surrogate pair: alone, it is text that cannot be written back.
SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


def _holds_lone_surrogate(value: object) -> bool:
    """Whether a parsed JSON value holds a string (or key) that cannot be written as UTF-8."""
    if isinstance(value, str):
        return any("\ud800" <= char <= "\udfff" for char in value)
    if isinstance(value, dict):
        return any(_holds_lone_surrogate(k) or _holds_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_holds_lone_surrogate(item) for item in value)
    return False


def parse_json(path: Path, data: bytes, *, unique_keys: bool = True) -> RawFile:
    try:
        raw = load_json(data, unique_keys=unique_keys)
    except UnicodeDecodeError:
        raise DamagedMatchError(path, Damage.NOT_UTF8, "not_utf8") from None
    except RepeatedKeyError as error:
        raise DamagedMatchError(path, Damage.REPEATED_KEY, key=error.key) from None
    except ValueError as error:
        raise DamagedMatchError(path, Damage.NOT_JSON, "not_json", detail=error) from None
    if not isinstance(raw, dict):
        raise DamagedMatchError(path, Damage.NOT_OBJECT, "not_object")
    return raw


def _schema_version(path: Path, raw: RawFile) -> int:
    version = raw.get("schema_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DamagedMatchError(path, Damage.NO_VERSION, "no_version")
    if version > SCHEMA_VERSION:
        raise DamagedMatchError(
            path, Damage.NEWER, "newer", version=version, supported=SCHEMA_VERSION
        )
    return version


def _describe_result(result: CachedResult) -> str:
    totals = ", ".join(f"{team} {points}" for team, points in sorted(result.totals.items()))
    if result.finished:
        return f"{totals}, won by {result.winner}"
    return totals


def utc_now() -> datetime:
    return datetime.now(UTC)
