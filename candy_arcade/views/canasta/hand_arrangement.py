"""The order the player at the screen keeps their hand in: a chosen sort, or their own.

The sort (``rank``, ``points``, ``wilds_last`` or ``hand``) is cycled by a key and a
button and remembered in the settings by the table view; dragging a card within the
hand puts it where it is let go and switches to the player's own order (``hand``),
which then keeps every card where the player put it.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from candy_arcade.render.canasta.hand_sort import DEFAULT_SORT, next_sort, ordered
from candy_arcade.render.canasta.model import HandCard, sort_hand
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.settings import HAND_SORTS


class HandArrangement:
    """The sort in use and, for ``hand``, the player's own order of card ids."""

    def __init__(self, mode: str = DEFAULT_SORT) -> None:
        self.mode = DEFAULT_SORT
        self.custom: list[int] = []
        self.use(mode)

    def use(self, mode: str) -> None:
        """Sort by ``mode`` from now on (an unknown name keeps the default)."""
        self.mode = mode if mode in HAND_SORTS else DEFAULT_SORT

    def sort(self, deck: Deck, cards: Sequence[int], new: Collection[int] = ()) -> list[HandCard]:
        """``cards`` as the hand shows them (a :data:`~candy_arcade.render.canasta.model.
        HandSorter`)."""
        return sort_hand(deck, cards, new, self.mode, self.custom)

    def cycle(self, deck: Deck, cards: Sequence[int]) -> str:
        """The next sort; arriving at ``hand``, the player's order starts as shown now."""
        shown = ordered(deck, cards, self.mode, self.custom)
        self.mode = next_sort(self.mode)
        if self.mode == "hand":
            self.custom = shown
        return self.mode

    def move(self, deck: Deck, cards: Sequence[int], moving: Sequence[int], index: int) -> None:
        """Put ``moving`` before the ``index``-th of the other shown cards, keeping the
        rest in the order shown, and keep the player's own order from now on."""
        shown = ordered(deck, cards, self.mode, self.custom)
        moved = [card for card in moving if card in shown]
        rest = [card for card in shown if card not in moved]
        index = max(0, min(index, len(rest)))
        self.custom = rest[:index] + moved + rest[index:]
        self.mode = "hand"


def insertion_index(xs: Sequence[float], x: float) -> int:
    """Where a card let go at ``x`` goes among cards fanned at ``xs`` (left to right)."""
    return sum(1 for card_x in xs if card_x < x)
