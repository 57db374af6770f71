"""Conflict copies: when a match was changed on two machines of a synced data folder while they
were apart, the sync tool keeps one side's file under the match's name and the other's beside
it, named its own way (:func:`conflict_of` knows Syncthing's, Nextcloud's and Dropbox's names).
Such a file is no match of its own: it is a conflict of its match (:class:`ConflictCopy`),
with the deals on which the two differ, for the player to keep the right one."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import TypeAdapter, ValidationError

from coinche_score.json_text import load_json
from coinche_score.scoring import Deal
from coinche_score.store.errors import Damage, DamagedMatchError, StoreNote
from coinche_score.store.migrations import SCHEMA_VERSION, migrate
from coinche_score.store.scanning import read_regular_file
from coinche_score.validation import FieldCode, FieldError, first_refusal


@dataclass(frozen=True)
class ConflictCopy:
    """A conflict copy of match ``match_id``: the deals (numbered from 1) on which it differs
    from the match, how many it holds, or why it could not be read (``reason``)."""

    path: Path
    match_id: str
    differing: tuple[int, ...] = ()
    deal_count: int = 0
    reason: str | None = None

    def note(self) -> StoreNote:
        """What to tell the player about it, in English, with the app's code and params."""
        head = (
            f"match {self.match_id}: a sync tool kept a conflict copy of it, {self.path.name} "
            "(it was changed on two machines while they were apart)"
        )
        tail = f"; keep the right one as {self.match_id}.json and delete the other"
        if self.reason is not None:
            return StoreNote(
                f"{head}, which cannot be read: {self.reason}",
                "conflict_copy_unreadable",
                file=self.path.name,
            )
        if not self.differing:
            return StoreNote(
                f"{head}, with the same deals{tail}", "conflict_copy_same", file=self.path.name
            )
        numbers = ", ".join(map(str, self.differing))
        differ = (
            f"deal {numbers} differs" if len(self.differing) == 1 else f"deals {numbers} differ"
        )
        held = f"{self.deal_count} deal{'' if self.deal_count == 1 else 's'} in the copy"
        return StoreNote(
            f"{head}: {differ} ({held}){tail}",
            "conflict_copy",
            file=self.path.name,
            deals=numbers,
            count=self.deal_count,
        )


def compare_copy(path: Path, match_id: str, deals: Sequence[Deal]) -> ConflictCopy:
    """The conflict copy at ``path`` compared, deal by deal, with its match's ``deals``."""
    try:
        copied = deals_of(path)
    except DamagedMatchError as error:
        return ConflictCopy(path, match_id, reason=error.reason)
    played = list(deals)
    differing = tuple(
        number
        for number in range(1, max(len(played), len(copied)) + 1)
        if played[number - 1 : number] != copied[number - 1 : number]
    )
    return ConflictCopy(path, match_id, differing, len(copied))


_DEALS = TypeAdapter(list[Deal])


def deals_of(path: Path) -> list[Deal]:
    """The deals a match file holds, as entered (not checked against its rules: only compared).
    Raises DamagedMatchError."""
    data = read_regular_file(path)
    try:
        raw = load_json(data)
    except UnicodeDecodeError:
        raise DamagedMatchError(path, Damage.NOT_UTF8, "not_utf8") from None
    except ValueError as error:
        raise DamagedMatchError(path, Damage.NOT_JSON, "not_json", detail=error) from None
    try:
        version = raw["schema_version"]
        if version < SCHEMA_VERSION:
            raw = migrate(raw, version)
        return _DEALS.validate_python(raw["match"]["deals"])
    except ValidationError as error:
        refused = first_refusal(error, raw, within=("match", "deals"))
        raise DamagedMatchError(path, Damage.INVALID, refusal=refused) from None
    except KeyError as error:
        missing = FieldError(FieldCode.MISSING, str(error.args[0]) if error.args else "")
        raise DamagedMatchError(path, Damage.INVALID, refusal=missing) from None
    except (TypeError, AttributeError, ValueError):
        raise DamagedMatchError(path, Damage.NOT_OBJECT, "not_object") from None
