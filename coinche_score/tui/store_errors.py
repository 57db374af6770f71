"""What the store refused, in the app's language.

The store's messages are English one-liners for the command line; the app words a
:class:`~coinche_score.store.StoreError` from its ``code`` and ``params`` instead.
"""

from __future__ import annotations

from pathlib import Path

from coinche_score.i18n import Texts
from coinche_score.store import DamagedFile, StoreError, StoreNote
from coinche_score.store.house_rules import DamagedRulesError
from coinche_score.text import neutralise

#: Codes worded from their parameters; any other falls back to the store's own sentence.
WORDED = frozenset(
    {
        "locked",
        "locked_elsewhere",
        "damaged",
        "save",
        "save_new",
        "not_synced",
        "not_a_folder",
        "folder_unreadable",
        "lock_failed",
        "not_found",
        "match_over",
        "exists",
        "move_failed",
        "read_only",
        "linked",
        "changed",
        "nothing_to_undo",
        "nothing_to_redo",
    }
)


def damaged_reason(texts: Texts, kind: str) -> str:
    return texts(f"store_error.damaged.{kind}")


def damaged_file_line(texts: Texts, damaged: DamagedFile) -> str:
    return texts(
        "home.damaged.line",
        name=neutralise(damaged.path.name),
        reason=damaged_reason(texts, damaged.kind),
    )


def damaged_rules_text(texts: Texts, path: Path, kind: str) -> str:
    """A saved rule-set file that cannot be read, named by its path (to be found and mended)."""
    reason = texts(f"rules_error.damaged.{kind}")
    return texts("rules_error.damaged", name=neutralise(str(path)), reason=reason)


def store_error_text(texts: Texts, error: StoreError) -> str:
    """One sentence saying what went wrong, and what is on disk when that matters."""
    if isinstance(error, DamagedRulesError):
        return damaged_rules_text(texts, error.path, error.kind)
    code, params = error.code, error.params
    if code not in WORDED:
        return texts("store_error.other", detail=error)
    path = params.get("path")
    name = path.name if isinstance(path, Path) else ""
    if code == "locked":
        pid = params.get("pid")
        if pid is None:
            return texts("store_error.locked.unknown")
        return texts("store_error.locked", pid=pid)
    if code == "damaged":
        reason = damaged_reason(texts, str(params.get("kind", "invalid")))
        return texts("store_error.damaged", name=name, reason=reason)
    if code == "changed":
        return texts(f"store_error.changed.{params.get('kind', 'changed')}")
    if code in ("save", "save_new", "not_synced"):
        reason = texts(f"store_error.save.{params.get('kind', 'other')}")
        return texts(f"store_error.{code}", path=path, reason=reason)
    return texts(
        f"store_error.{code}", path=path, **{k: v for k, v in params.items() if k != "path"}
    )


def store_note_text(texts: Texts, note: str) -> str:
    """A warning the store gave about a match, in the app's language."""
    if isinstance(note, StoreNote):
        return texts(f"store_note.{note.code}", **note.params)
    return note
