"""What the store refused, in the app's language.

A :class:`~coinche_score.store.StoreError` is a refusal with a code: the app says the codes it
has words of its own for (``store_error.<code>``: shorter, on a screen that shows the match
already) in those, and any other in the refusal's own words, in the app's language.
"""

from __future__ import annotations

from pathlib import Path

from coinche_score.i18n import Texts
from coinche_score.store import DamagedFile, StoreCode, StoreError, StoreNote
from coinche_score.store.errors import DamagedFileError
from coinche_score.text import neutralise


def name_refusal(texts: Texts, typed: str) -> str:
    """Why ``typed`` cannot name house rules, as the store says it ("'.x' could not be a file
    name"), or nothing."""
    # Here, not above: the first screen shows before any model is loaded.
    from coinche_score.store.house_rules import HouseRulesError, check_name

    try:
        check_name(typed)
    except HouseRulesError as error:
        return store_error_text(texts, error)
    return ""


def damaged_reason(texts: Texts, kind: str) -> str:
    return texts(f"store_error.damaged.{kind}")


def damaged_file_line(texts: Texts, damaged: DamagedFile) -> str:
    return texts(
        "home.damaged.line",
        name=neutralise(damaged.path.name),
        reason=damaged_reason(texts, damaged.kind),
    )


def damaged_rules_text(texts: Texts, error: DamagedFileError) -> str:
    """A saved rule-set file that cannot be read, named by its path, and why as the command
    line says it (the field and what it may be): what to mend."""
    reason = neutralise(error.why(texts.words.sentences))
    return texts("rules_error.damaged", name=neutralise(str(error.path)), reason=reason)


def store_error_text(texts: Texts, error: StoreError) -> str:
    """One sentence saying what went wrong, and what is on disk when that matters: a path, a
    file's name or what it holds shown with its escapes and line breaks as such (a data
    folder's name drew its ESC sequence on the new match form)."""
    return neutralise(_said(texts, error))


def _said(texts: Texts, error: StoreError) -> str:
    from coinche_score.store.house_rules import DamagedRulesError  # the rules' model with it

    if isinstance(error, DamagedRulesError):
        return damaged_rules_text(texts, error)
    code, params = error.code, error.params
    path = params.get("path")
    name = path.name if isinstance(path, Path) else ""
    if code is StoreCode.LOCKED:
        pid = params.get("pid")
        if pid is None:
            return texts("store_error.locked.unknown")
        return texts("store_error.locked", pid=pid)
    if code is StoreCode.DAMAGED:
        # What to mend, as `f` lists it: a deal the rules refuse is found only on opening.
        if isinstance(error, DamagedFileError):
            reason = error.why(texts.words.sentences)
        else:
            reason = damaged_reason(texts, str(params.get("kind", "invalid")))
        return texts("store_error.damaged", name=name, reason=reason)
    if code is StoreCode.CHANGED:
        return texts(f"store_error.changed.{params.get('kind', 'changed')}")
    if code in (StoreCode.SAVE, StoreCode.SAVE_NEW, StoreCode.NOT_SYNCED):
        reason = texts(f"store_error.save.{params.get('kind', 'other')}")
        return texts(f"store_error.{code}", path=path, reason=reason)
    key = f"store_error.{code}"
    if key not in texts.words.sentences:
        return texts.refusal(error)
    return texts(key, path=path, **{k: v for k, v in params.items() if k != "path"})


def store_note_text(texts: Texts, note: str) -> str:
    """A warning the store gave about a match, in the app's language (escaped as above)."""
    return neutralise(note.said(texts.words.sentences) if isinstance(note, StoreNote) else note)
