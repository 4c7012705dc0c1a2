"""The orders a player may sort a hand in, as plain keys over the deck's roles.

Four orders, cycled by a key and a button and kept in the settings
(:data:`candy_arcade.settings.HAND_SORTS`):

- ``rank``: the wilds first (what a meld may borrow, at hand), then stop cards, the
  naturals from low to high, the special cards;
- ``points``: the costliest cards first (what hurts most if caught in hand);
- ``wilds_last``: stop cards, the naturals from low to high, the wilds, the specials;
- ``hand``: the player's own order, made by dragging cards; new cards join at the right.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from candy_arcade.rules.canasta.decks import HECKADECK_SUITS, Deck
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.settings import DEFAULT_HAND_SORT, HAND_SORTS

DEFAULT_SORT = DEFAULT_HAND_SORT
SORT_LABELS = {"rank": "rank", "points": "points", "wilds_last": "wilds last", "hand": "by hand"}
"""What the note calls each order ("Your hand is sorted by rank")."""
SORT_BUTTON_LABELS = {
    "rank": "By rank", "points": "By points", "wilds_last": "Wild last", "hand": "My order",
}
"""The Sort button names the order in use (pressing it moves on to the next), in words
short enough to clear the button's key in bold ("Wilds last" touched it)."""


class HandGroup(IntEnum):
    """The hand's groups, left to right: stop cards, naturals by rank, wilds, specials."""

    STOP = 0
    NATURAL = 1
    WILD = 2
    SPECIAL = 3


SPECIAL_ORDER = {Role.WHEEL: 0, Role.CRONE: 1, Role.DARKNESS: 2, Role.BONUS: 3}
SUIT_ORDER = {suit: index + 1 for index, suit in enumerate(HECKADECK_SUITS)}


def hand_sort_key(deck: Deck, card: int) -> tuple[int, int, int, int]:
    """The ``wilds_last`` order, which the others start from."""
    role = deck.role_of[card]
    name = deck.name_of[card]
    suit_index = SUIT_ORDER.get(deck.cards[card].suit or "", 0)
    if role is Role.STOP:
        return (HandGroup.STOP, 0, suit_index, card)
    if role is Role.NATURAL:
        return (HandGroup.NATURAL, deck.natural_ranks.index(name), suit_index, card)
    if role is Role.WILD:
        return (HandGroup.WILD, deck.points_of[card], deck.wild_names.index(name), card)
    return (HandGroup.SPECIAL, SPECIAL_ORDER.get(role, 9), 0, card)


def group_of(deck: Deck, card: int) -> HandGroup:
    return HandGroup(hand_sort_key(deck, card)[0])


def next_sort(mode: str) -> str:
    """The order after ``mode`` in the cycle (an unknown one starts it again)."""
    index = HAND_SORTS.index(mode) if mode in HAND_SORTS else -1
    return HAND_SORTS[(index + 1) % len(HAND_SORTS)]


def ordered(deck: Deck, cards: Sequence[int], mode: str, custom: Sequence[int] = ()) -> list[int]:
    """``cards`` in the order ``mode``; for ``hand``, as in ``custom`` with the cards it
    does not hold yet (just drawn) at the right in ``wilds_last`` order."""
    if mode == "hand":
        held = set(cards)
        kept = [card for card in custom if card in held]
        placed = set(kept)
        return kept + sorted((c for c in cards if c not in placed),
                             key=lambda c: hand_sort_key(deck, c))
    if mode == "rank":
        return sorted(cards, key=lambda c: (group_of(deck, c) is not HandGroup.WILD,
                                            hand_sort_key(deck, c)))
    if mode == "points":
        return sorted(cards, key=lambda c: (-deck.points_of[c], hand_sort_key(deck, c)))
    return sorted(cards, key=lambda c: hand_sort_key(deck, c))


def gap_between(deck: Deck, mode: str, previous: int, card: int) -> int:
    """The space the fan opens before ``card``: 2 where the kind of card changes, 1
    between ranks (or point values, sorted by points), none in the player's own order."""
    if mode == "hand":
        return 0
    if mode == "points":
        return 1 if deck.points_of[previous] != deck.points_of[card] else 0
    before, group = group_of(deck, previous), group_of(deck, card)
    if before != group:
        return 2
    ranked = group in (HandGroup.NATURAL, HandGroup.STOP)
    return 1 if ranked and deck.name_of[previous] != deck.name_of[card] else 0
