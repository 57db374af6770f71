"""House rules: rule sets a table saved under its own name, one JSON file each.

They live in ``rules/`` inside the data folder (``<data>/rules/<name>.json``), written with the
store's atomic write.  A file holds a rule-set object as the ``score`` command reads it, every
field written out.  A file that cannot be read is reported with its path and never written
over.  A match keeps its own copy of its rules, so changing or deleting house rules never
changes a match already played.  No Textual here: the CLI and the app both use it.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from coinche_score.json_text import load_json
from coinche_score.refusals import Refusal
from coinche_score.rules import CUSTOM, PRESETS, RuleSet
from coinche_score.rules.presets import unknown_preset
from coinche_score.score_document import InvalidDocumentError, rules_from_json
from coinche_score.store.errors import (
    Damage,
    DamagedFileError,
    DamagedMatchError,
    FileGoneError,
    SaveError,
    StoreCode,
    StoreError,
)
from coinche_score.store.folder import default_data_dir, make_private_folder
from coinche_score.store.listing import DamagedFile
from coinche_score.store.scanning import (
    SUFFIX,
    held_back,
    json_names,
    read_regular_file,
    read_settled,
    scan_folder,
)
from coinche_score.store.writing import save_failure, write_atomically
from coinche_score.text import first_refused, strip_spaces

RULES_FOLDER = "rules"
MAX_NAME_LENGTH = 40
#: A rule set is a few kilobytes: anything much bigger is not one, and is not read.
MAX_RULES_FILE_SIZE = 1 << 20
#: Characters that would make a name a path, or hide its file among the store's own files.
PATH_CHARACTERS = ("/", "\\")
#: Cyrillic and Greek letters drawn as Latin ones are (Unicode's confusables, for the letters of
#: the presets' names and a few more): "clаssic" with a Cyrillic а looks like "classic".
LATIN_LOOK_ALIKES = str.maketrans(
    "аеіјорсухѕԁԛԝһӏАВЕКМНОРСТУХІЈЅԚԜҺӀαικνορυχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ",
    "aeijopcyxsdqwhlABEKMHOPCTYXIJSQWHIaikvopuxABEZHIKMNOPTYX",
)


def looks(name: str) -> str:
    """What ``name`` looks like: compatibility forms made plain (NFKC: "Ｃｌａｓｓｉｃ" is
    "Classic"), letters of other scripts drawn as Latin ones made Latin, spaces made one,
    then case folded.  Two names that look alike would be taken one for the other."""
    plain = unicodedata.normalize("NFKC", name).translate(LATIN_LOOK_ALIKES)
    return " ".join(plain.split()).casefold()


class HouseRulesError(StoreError):
    """A refused house-rules operation; ``str()`` is one line for the user."""


class DamagedRulesError(HouseRulesError, DamagedFileError):
    """A saved rule-set file that cannot be read; it is left exactly as it is.  Its ``kind``:
    bad_name, not_regular, too_big, unreadable, not_utf8, not_json, not_object, invalid."""

    default = StoreCode.DAMAGED_RULES


def _refused_save(failure: SaveError) -> HouseRulesError:
    """The store's words for a refused write (its ``kind`` too), as a house-rules error."""
    return HouseRulesError(failure.code, **failure.params)


def check_name(name: str) -> str:
    """``name`` without surrounding spaces, in one Unicode form (NFC: "Zoé" typed with a
    combining accent is the same name), or HouseRulesError saying what a name may be."""
    clean = unicodedata.normalize("NFC", strip_spaces(name))
    if not clean or len(clean) > MAX_NAME_LENGTH:
        raise _name_refusal("length", clean, length=len(clean))
    char = first_refused(clean)
    if char is not None:
        raise _name_refusal("control", clean, value_char=char)
    if any(c in clean for c in PATH_CHARACTERS) or clean.startswith("."):
        raise _name_refusal("file_name", clean)
    like = next((p for p in PRESETS if looks(p) == looks(clean)), None)
    if like is not None:
        # The preset's very name in another case or compatibility form, or a look-alike.
        kind = "preset" if unicodedata.normalize("NFKC", clean).casefold() == like else "lookalike"
        raise _name_refusal(kind, clean, like=like)
    if looks(clean) == CUSTOM:
        raise _name_refusal("custom", clean)
    return clean


def _name_refusal(kind: str, name: str, **params: object) -> HouseRulesError:
    return HouseRulesError(
        StoreCode.RULES_NAME,
        field="name",
        kind=kind,
        name=name,
        max_length=MAX_NAME_LENGTH,
        **params,
    )


@dataclass(frozen=True)
class SavedRules:
    name: str
    path: Path
    rules: RuleSet


class HouseRules:
    """The ``rules/`` folder of a data folder."""

    def __init__(self, data_dir: Path | None = None) -> None:
        base = data_dir if data_dir is not None else default_data_dir()
        self.folder = base / RULES_FOLDER

    def path(self, name: str) -> Path:
        path = self.folder / f"{check_name(name)}{SUFFIX}"
        if not path.exists():
            # A file named in another Unicode form (copied from macOS, say) is the same name.
            with suppress(StoreError):
                for file_name in json_names(self.folder):
                    if unicodedata.normalize("NFC", file_name) == path.name:
                        return self.folder / file_name
        return path

    def scan(self) -> tuple[list[SavedRules], list[DamagedFile]]:
        """Every saved rule set by name, and the files that cannot be read."""
        found, damaged = scan_folder(self.folder, self._load, HouseRulesError)
        found.sort(key=lambda saved: saved.name.casefold())
        damaged.sort(key=lambda file: file.path.name.casefold())
        return found, damaged

    def get(self, name: str) -> RuleSet | None:
        """The rules saved as ``name``, None if there are none; DamagedRulesError if unreadable."""
        path = self._saved_path(name)
        return None if path is None else self._rules_at(path)

    def _saved_path(self, name: str) -> Path | None:
        """Where house rules named ``name`` are (:meth:`path`); None for a preset's name or one
        like it ("CLASSIC", "Custom"), which no house rules have: refused for saving (choose
        another name), it names none to show or delete."""
        try:
            return self.path(name)
        except HouseRulesError as error:
            if error.params.get("kind") in ("preset", "lookalike", "custom"):
                return None
            raise

    def lookup(self) -> Callable[[str], RuleSet | None]:
        """For ``rules_from_json``: a name that is not a preset may be house rules; when it is
        not, the refusal names the house rules there are."""

        def find(name: str) -> RuleSet | None:
            try:
                path: Path | None = self.path(name)
            except HouseRulesError:
                path = None  # not a possible name, so not saved either
            found = None if path is None else self._rules_at(path)
            if found is None:
                raise unknown_preset(name, self._names())
            return found

        return find

    def _names(self) -> list[str]:
        """The names of the house rules that can be read, for a refusal: none if the folder
        cannot be read."""
        with suppress(HouseRulesError):
            return [saved.name for saved in self.scan()[0]]
        return []

    def _rules_at(self, path: Path) -> RuleSet | None:
        try:
            return read_settled(self._load, path).rules
        except FileGoneError:
            return None

    def save(self, name: str, rules: RuleSet) -> SavedRules:
        """Save ``rules`` as ``name`` (replacing rules saved under that name before)."""
        path = self.path(name)
        clean = path.name.removesuffix(SUFFIX)
        held = held_back(path)
        if held is not None:  # a link (its target would be left as it was) or read-only
            kind, mode = held
            raise _refused_save(SaveError(path=path, kind=f"rules_{kind}", mode=mode))
        if path.exists():
            self._load(path)  # a damaged file is reported, never written over
        # Every file's name, a damaged one's too: "dmg" beside a damaged "Dmg.json" is its
        # twin (on a disk that ignores case, written over it); given by its very name, a file
        # beside a twin made by hand is replaced.
        names = [name.removesuffix(SUFFIX) for name in json_names(self.folder, HouseRulesError)]
        like = next((n for n in names if n != clean and looks(n) == looks(clean)), None)
        if like is not None and clean not in names:
            raise _name_refusal("lookalike_saved", clean, like=like)
        named = rules.model_copy(update={"name": clean})
        text = json.dumps(named.model_dump(mode="json"), ensure_ascii=False, indent=2) + "\n"
        data = text.encode("utf-8")
        if len(data) > MAX_RULES_FILE_SIZE:  # never read back: not written
            too_big = SaveError(
                path=path, kind="rules_too_big", size=len(data), limit=MAX_RULES_FILE_SIZE
            )
            raise _refused_save(too_big)
        try:
            make_private_folder(self.folder.parent)  # the data folder, as a new match makes it
            make_private_folder(self.folder)
        except SaveError as failure:
            raise _refused_save(failure) from None
        try:
            write_atomically(path, data, f".{clean}.")
        except OSError as error:
            raise _refused_save(save_failure(path, error)) from None
        return SavedRules(clean, path, named)

    def delete(self, name: str) -> Path:
        """Delete the file of the house rules ``name`` (one that cannot be read too); its path.
        A file that is a symbolic link, or read-only, is refused as a save over it is: the
        link's rules, shared between folders say, or a file its owner made read-only, stay."""
        path = self._saved_path(name)
        if path is not None:
            held = held_back(path)
            if held is not None:
                kind, mode = held
                raise HouseRulesError(StoreCode.RULES_HELD, path=path, kind=kind, mode=mode)
            try:
                path.unlink()
                return path
            except FileNotFoundError:
                pass  # said below, as for a name no house rules can have
            except OSError as error:
                raise HouseRulesError(
                    StoreCode.RULES_DELETE_FAILED, path=path, strerror=error.strerror
                ) from None
        if name.strip() in PRESETS:
            raise HouseRulesError(StoreCode.PRESET_KEPT, name=name.strip())
        raise HouseRulesError(StoreCode.RULES_NOT_FOUND, name=name.strip(), folder=self.folder)

    def _load(self, path: Path) -> SavedRules:
        try:
            name = check_name(path.name.removesuffix(SUFFIX))
        except HouseRulesError as error:
            raise DamagedRulesError(path, Damage.BAD_NAME, "bad_name", refusal=error) from None
        try:
            data = read_regular_file(path, MAX_RULES_FILE_SIZE)
        except FileGoneError:
            raise
        except DamagedMatchError as error:
            # The rules' own words for what a match file would be told.
            damage = {"not_regular": Damage.RULES_NOT_REGULAR, "too_big": Damage.RULES_TOO_BIG}
            details = {k: v for k, v in error.params.items() if k not in ("path", "kind")}
            details["damage"] = damage.get(error.kind, details["damage"])
            raise DamagedRulesError(path, kind=error.kind, **details) from None
        try:
            raw: Any = load_json(data, unique_keys=True)
        except UnicodeDecodeError:
            raise DamagedRulesError(path, Damage.NOT_UTF8, "not_utf8") from None
        except ValueError as error:
            raise DamagedRulesError(path, Damage.NOT_JSON, "not_json", detail=error) from None
        if not isinstance(raw, dict):
            raise DamagedRulesError(path, Damage.RULES_NOT_OBJECT, "not_object")
        try:
            rules = rules_from_json({**raw, "name": name})
        except InvalidDocumentError as error:
            refused = error.__cause__ if isinstance(error.__cause__, Refusal) else error
            raise DamagedRulesError(path, Damage.REFUSED, "invalid", refusal=refused) from None
        return SavedRules(name, path, rules)
