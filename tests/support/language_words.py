"""What gives English away in a text meant to be French: the pieces of the English
catalogue's sentences that no French sentence holds."""

from __future__ import annotations

import string
from functools import cache

from coinche_score.i18n import CATALOGUES

#: English fragments shorter than this are words both languages share (Score, belote...).
SHORTEST_FRAGMENT = 6


def _fragments(template: str) -> list[str]:
    return [literal.strip() for literal, *_ in string.Formatter().parse(template)]


@cache
def english_fragments() -> frozenset[str]:
    """Pieces of English sentences that are not also French."""
    en, fr = CATALOGUES["en"], CATALOGUES["fr"]
    english = [*en.sentences.values(), *(form for forms in en.plurals.values() for form in forms)]
    french = " ".join(
        [*fr.sentences.values(), *(form for forms in fr.plurals.values() for form in forms)]
    )
    return frozenset(
        fragment
        for template in english
        for fragment in _fragments(template)
        if len(fragment) >= SHORTEST_FRAGMENT and fragment not in french
    )


def english_in(text: str) -> list[str]:
    return sorted(fragment for fragment in english_fragments() if fragment in text)
