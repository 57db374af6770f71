"""A day as the statistics' filters take it, typed or given on the command line: YYYY-MM-DD
and nothing else (``date.fromisoformat`` takes other forms too: ``20250301``, ``2025-W09``).
Pure, and it imports nothing of the package."""

from __future__ import annotations

import re
from datetime import date

DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def written_day(text: str) -> date | None:
    """The day ``text`` writes as YYYY-MM-DD, or None (not so written, or no such day)."""
    if not DAY.fullmatch(text):
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:  # 2025-02-30
        return None
