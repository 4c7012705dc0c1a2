"""A count and its noun, agreeing: "1 card", "2 cards", "1,205 hands".

Every screen that writes a count before a noun words it here, so no screen ever says
"1 cards" (issue 17, point 13) and a new one does not have to remember the rule.
"""

from __future__ import annotations

__all__ = ["counted"]


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and ``noun``, the noun plural unless the count is one (``plural`` for a
    noun that does not just take an "s"); thousands are separated by commas."""
    many = plural if plural is not None else f"{noun}s"
    return f"{count:,} {noun if count == 1 else many}"
