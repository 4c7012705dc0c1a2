"""The compact score sheet as rows of text: each side's hand score and total, hand by hand.

Kept as plain strings so the same rows feed the in-game sheet, the game-over screen
and tests.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.saves.canasta import HandRecord


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


def sheet_rows(history: Sequence[HandRecord], side_names: Sequence[str]) -> list[tuple[str, ...]]:
    """Header, then one row per hand: ``+740 → 1230`` for each side."""
    rows: list[tuple[str, ...]] = [("Hand", *side_names)]
    for record in history:
        cells = [f"{signed(s)}  →  {t}" for s, t in zip(record.hand_scores, record.totals,
                                                      strict=True)]
        rows.append((str(record.hand_number + 1), *cells))
    return rows
