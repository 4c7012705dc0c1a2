"""The panel's buttons as a grid, and how the arrows walk it.

The panel draws its buttons in rows of :data:`COLUMNS`; the keyboard and d-pad cursor
moves in the same grid (left and right along a row, up and down a column), so the
outline goes where the arrow points. Leaving the grid's left or top edge returns to the
table's targets, leaving its bottom returns to the hand (:func:`step`).
"""

from __future__ import annotations

from enum import Enum

COLUMNS = 2


class Leave(Enum):
    """Where the cursor goes when an arrow points out of the grid."""

    TABLE = "table"
    HAND = "hand"


def step(index: int, count: int, dx: int, dy: int) -> int | Leave:
    """The button the arrow ``(dx, dy)`` (``dy`` +1 is up) moves to from ``index`` of
    ``count``, or where the cursor leaves the grid. Right at a row's end stays put."""
    row, column = divmod(index, COLUMNS)
    if dx:
        column += dx
        if column < 0:
            return Leave.TABLE
        moved = row * COLUMNS + column
        return moved if column < COLUMNS and moved < count else index
    row -= dy
    if row < 0:
        return Leave.TABLE
    moved = row * COLUMNS + column
    if moved >= count:
        last_row = (count - 1) // COLUMNS
        return Leave.HAND if row > last_row else count - 1
    return moved
