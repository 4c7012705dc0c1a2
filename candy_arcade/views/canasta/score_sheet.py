"""The score sheet as rows of text: hand by hand, and the last hand's breakdown.

Kept as plain strings so the same rows feed the in-game sheet, the game-over screen
and tests.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.saves.canasta import HandRecord

BREAKDOWN_LABELS = {
    "melds": "Melded cards",
    "canasta_bonus": "Canastas",
    "going_out": "Going out",
    "bonus_cards": "Bonus cards",
    "hands": "Cards left in hand",
}
REASONS = {
    "went out": "went out",
    "darkness": "the Darkness ended it",
    "play ended": "play ended (no stock)",
}


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


def breakdown_rows(record: HandRecord, side_names: Sequence[str]) -> list[tuple[str, ...]]:
    """The last hand, line by line per side (the engine's own breakdown)."""
    rows: list[tuple[str, ...]] = [("This hand", *side_names)]
    for key, label in BREAKDOWN_LABELS.items():
        cells = [signed(dict(side).get(key, 0)) for side in record.breakdowns]
        rows.append((label, *cells))
    rows.append(("Hand total", *(signed(s) for s in record.hand_scores)))
    rows.append(("Game total", *(str(t) for t in record.totals)))
    return rows


def reason_text(record: HandRecord) -> str:
    return REASONS.get(record.reason, record.reason)
