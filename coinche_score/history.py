"""The corrections made to a match, and undoing and redoing them.

A change records what undo needs to reverse it; the history keeps the changes that undo and redo
reach.  Pure: no I/O, no UI.  The store saves the match and its history after each edit.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from coinche_score.match import Match, MatchOverError
from coinche_score.scoring import Deal
from coinche_score.validation import FieldCode, FieldError

__all__ = [
    "HISTORY_LIMIT",
    "Change",
    "ChangeKind",
    "History",
    "HistoryCode",
    "HistoryError",
    "MatchOverError",
    "apply",
    "record",
    "redo",
    "reverse",
    "undo",
]

#: How many changes undo reaches back; older ones are forgotten so files stay small.
HISTORY_LIMIT = 200


class HistoryCode(StrEnum):
    """Why undo or redo is refused: the store says each as its StoreCode of the same value
    (the core imports no store)."""

    NOTHING_TO_UNDO = "nothing_to_undo"
    NOTHING_TO_REDO = "nothing_to_redo"
    HISTORY = "history"  # the undo history does not fit the deals


class HistoryError(ValueError):
    """Nothing to undo or redo, or a history that does not fit the deals.

    ``code`` and ``params`` name the case for a UI that words it in its own language.
    """

    def __init__(
        self, message: str, code: HistoryCode = HistoryCode.HISTORY, **params: Any
    ) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class ChangeKind(StrEnum):
    ADD = "add"
    INSERT = "insert"
    EDIT = "edit"
    DELETE = "delete"


class Change(BaseModel):
    """One correction, with what undo needs to reverse it."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    kind: ChangeKind
    index: int = Field(ge=0, strict=True)  # 0-based position of the deal concerned
    deal: Deal | None = None  # the deal after the change (add, insert, edit)
    previous: Deal | None = None  # the deal before it (edit, delete)

    @model_validator(mode="after")
    def _complete(self) -> Self:
        needs_deal = self.kind is not ChangeKind.DELETE
        needs_previous = self.kind in (ChangeKind.EDIT, ChangeKind.DELETE)
        for field, needed, held in (
            ("deal", needs_deal, self.deal),
            ("previous", needs_previous, self.previous),
        ):
            if (held is not None) != needed:
                code = FieldCode.CHANGE_NEEDS if needed else FieldCode.CHANGE_HAS_NO
                raise FieldError(code, field, kind=self.kind.value)
        return self


class History(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    undo: tuple[Change, ...] = ()  # oldest first
    redo: tuple[Change, ...] = ()  # the next change to redo is last


def record(
    match: Match, history: History, change: Change, limit: int = HISTORY_LIMIT
) -> tuple[Match, History]:
    """``change`` made: undo reaches it (and at most ``limit`` changes), redo is forgotten."""
    return apply(match, change), History(undo=(*history.undo, change)[-limit:], redo=())


def undo(match: Match, history: History) -> tuple[Match, History]:
    """The last change undone, ready to be redone."""
    if not history.undo:
        raise HistoryError("nothing to undo", HistoryCode.NOTHING_TO_UNDO)
    change = history.undo[-1]
    return reverse(match, change), History(undo=history.undo[:-1], redo=(*history.redo, change))


def redo(match: Match, history: History) -> tuple[Match, History]:
    """The last change undone, made again."""
    if not history.redo:
        raise HistoryError("nothing to redo", HistoryCode.NOTHING_TO_REDO)
    change = history.redo[-1]
    return apply(match, change), History(undo=(*history.undo, change), redo=history.redo[:-1])


def apply(match: Match, change: Change) -> Match:
    """``match`` with ``change`` made; checks the deal and that the change fits the deals.

    Raises InvalidDealError, IndexError, MatchOverError (a deal after the end), HistoryError.
    """
    if change.kind in (ChangeKind.ADD, ChangeKind.INSERT):
        assert change.deal is not None  # Change validates that
        return match.with_deal_inserted(change.index, change.deal)
    _expect(match, change.index, change.previous)
    if change.kind is ChangeKind.DELETE:
        return match.with_deal_deleted(change.index)
    assert change.deal is not None
    return match.with_deal_replaced(change.index, change.deal)


def reverse(match: Match, change: Change) -> Match:
    """``match`` with ``change`` undone."""
    if change.kind is ChangeKind.DELETE:
        if change.index > len(match.deals):
            raise _mismatch(change.index)
        assert change.previous is not None
        # Undoing a delete puts back a deal that was there: even after the end of the match.
        return match.with_deal_inserted(change.index, change.previous, after_end=True)
    _expect(match, change.index, change.deal)
    if change.previous is None:  # an add or an insert
        return match.with_deal_deleted(change.index)
    return match.with_deal_replaced(change.index, change.previous)


def _expect(match: Match, index: int, deal: Deal | None) -> None:
    """The history says deal ``index`` is ``deal``; a hand-edited file may disagree."""
    if index < len(match.deals) and match.deals[index] == deal:
        return
    raise _mismatch(index)


def _mismatch(index: int) -> HistoryError:
    return HistoryError(
        f"the undo history does not match deal {index + 1} (was the file edited by hand?)",
        number=index + 1,
    )
