"""A day as the statistics' filters take it, typed or given on the command line: YYYY-MM-DD
and nothing else (``date.fromisoformat`` takes other forms too: ``20250301``, ``2025-W09``);
typed in the app in a language that writes the day first, DD/MM/YYYY as well.  Pure, and it
imports nothing of the package."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime

DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
DAY_FIRST = re.compile(r"([0-9]{2})/([0-9]{2})/([0-9]{4})")


def written_day(text: str, *, day_first: bool = False) -> date | None:
    """The day ``text`` writes as YYYY-MM-DD (or DD/MM/YYYY, ``day_first``), or None (not so
    written, or no such day)."""
    found = DAY_FIRST.fullmatch(text) if day_first else None
    if found is not None:
        text = f"{found[3]}-{found[2]}-{found[1]}"
    if not DAY.fullmatch(text):
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:  # 2025-02-30
        return None


def clock_time(at: datetime) -> bool:
    """Whether ``at`` is a time a clock could give: aware, and one every time zone can show
    (year 1 at an offset of +23:59, say, cannot be shown in UTC)."""
    if at.tzinfo is None:
        return False
    try:
        return 1 < at.astimezone(UTC).year < 9999  # a day's offset either way stays a date
    except OverflowError:
        return False
