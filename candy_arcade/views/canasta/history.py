"""The score history on Tab: for every hand, a row per side with what made its score
(melded cards, canasta bonuses, bonus cards, going out, cards left), the hand's total
and the running total.

Built from the score sheet's saved records, so a resumed game shows its earlier hands
too. Only the last hands that fit the sheet are listed; the caller says how many.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.saves.canasta import HandRecord
from candy_arcade.views.canasta.score_sheet import signed

HEADER = ("Hand", "Side", "Melds", "Canastas", "Bonus cards", "Going out", "Cards left",
          "Hand total", "Game total")
ITEMS = ("melds", "canasta_bonus", "bonus_cards", "going_out", "hands")
"""The engine's breakdown entries, in the columns' order."""
NO_HANDS = "No hands scored yet: each hand's score is written here when it ends."
MAX_ROWS = 20
"""Rows under the header that the sheet has room for."""


def hand_rows(record: HandRecord, side_names: Sequence[str]) -> list[tuple[str, ...]]:
    """One row per side; the hand's number only on its first."""
    rows = []
    for side, name in enumerate(side_names):
        breakdown = dict(record.breakdowns[side]) if side < len(record.breakdowns) else {}
        cells = [signed(breakdown.get(key, 0)) for key in ITEMS]
        number = str(record.hand_number + 1) if side == 0 else ""
        rows.append((number, name, *cells, signed(record.hand_scores[side]),
                     str(record.totals[side])))
    return rows


def history_rows(
    history: Sequence[HandRecord], side_names: Sequence[str], max_rows: int = MAX_ROWS
) -> tuple[list[tuple[str, ...]], int]:
    """The header and the last hands that fit in ``max_rows``; and how many hands that is.
    Before any hand has ended, one line saying so instead (headers over nothing told a
    newcomer nothing)."""
    if not history:
        return [(NO_HANDS,)], 0
    fits = max(max_rows // max(len(side_names), 1), 1)
    shown = list(history)[-fits:]
    rows: list[tuple[str, ...]] = [HEADER]
    for record in shown:
        rows.extend(hand_rows(record, side_names))
    return rows, len(shown)
