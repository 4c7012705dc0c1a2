"""The standard 52-card poker deck as plain values.

Every game that deals poker cards (the scoring engine, the real-time table, the
score command) shares this one definition, so a card parsed from the command line,
drawn from a scattered deck and scored in a stash is the same value everywhere.
Each card carries a stable index 0..51 so sets of cards can be kept as integer
bitmasks, which is what makes scoring fast enough to run inside bots' searches.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
"""Suit letters in deck order: spades, hearts, diamonds, clubs."""

RED_SUITS: frozenset[str] = frozenset({"H", "D"})

RANKS_PER_SUIT = 13
"""Ranks run 1 (ace) to 13 (king); ``index = suit_position * 13 + rank - 1``."""

_RANK_CODES: dict[int, str] = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_BY_CODE: dict[str, int] = {
    "A": 1,
    "T": 10,
    "J": 11,
    "Q": 12,
    "K": 13,
    **{str(rank): rank for rank in range(2, 11)},
}
_SUIT_POSITION: dict[str, int] = {suit: position for position, suit in enumerate(SUITS)}


class CardParseError(ValueError):
    """A card token that names no poker card; the message quotes the token."""


@dataclass(frozen=True, slots=True)
class Card:
    """One poker card: ``rank`` 1 (ace) .. 13 (king) and ``suit`` "S", "H", "D" or "C".

    ``index`` is computed once at construction rather than on every read because
    bitmask code reads it in tight loops; it takes no part in equality or hashing.
    """

    rank: int
    suit: str
    index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not 1 <= self.rank <= RANKS_PER_SUIT:
            raise ValueError(f"card rank must be 1..13, got {self.rank!r}")
        if self.suit not in _SUIT_POSITION:
            raise ValueError(f"card suit must be one of S H D C, got {self.suit!r}")
        object.__setattr__(
            self, "index", _SUIT_POSITION[self.suit] * RANKS_PER_SUIT + self.rank - 1
        )

    def __str__(self) -> str:
        return card_code(self)


def card_code(card: Card) -> str:
    """The short code players type and read: "QS", "10H", "AD"."""
    return _RANK_CODES.get(card.rank, str(card.rank)) + card.suit


def parse_card(token: str) -> Card:
    """Read a card code such as "QS", "10h", "Td" or "ad" (case-insensitive).

    Raises:
        CardParseError: the token is not a rank (A, 2-10, T, J, Q, K) followed by a
            suit (S, H, D, C); the message names the token so a person can find it.
    """
    text = token.strip().upper()
    rank = _RANK_BY_CODE.get(text[:-1])
    suit = text[-1:]
    if rank is None or suit not in _SUIT_POSITION:
        raise CardParseError(
            f"bad card {token!r}: expected a rank A 2-10 T J Q K then a suit S H D C"
        )
    return _DECK[_SUIT_POSITION[suit] * RANKS_PER_SUIT + rank - 1]


def poker_deck() -> tuple[Card, ...]:
    """All 52 cards, spades then hearts, diamonds, clubs, each ace to king.

    The position of a card in this tuple is its ``index``.
    """
    return _DECK


def card_from_index(index: int) -> Card:
    """The card whose ``index`` is ``index`` (0..51); the inverse of ``Card.index``."""
    return _DECK[index]


def is_red(card: Card) -> bool:
    """Hearts and diamonds are red; spades and clubs are black."""
    return card.suit in RED_SUITS


_DECK: tuple[Card, ...] = tuple(
    Card(rank, suit) for suit in SUITS for rank in range(1, RANKS_PER_SUIT + 1)
)


class DuplicateCardError(ValueError):
    """The same card given twice where a set of distinct cards is expected."""


def cards_mask(cards: Iterable[Card]) -> int:
    """The set of ``cards`` as an integer with bit ``card.index`` set for each card.

    Raises:
        DuplicateCardError: a card appears twice (a poker deck has one of each).
    """
    mask = 0
    for card in cards:
        bit = 1 << card.index
        if mask & bit:
            raise DuplicateCardError(f"card {card_code(card)!r} appears twice")
        mask |= bit
    return mask


def cards_in_mask(mask: int) -> tuple[Card, ...]:
    """The cards whose bits are set in ``mask``, in deck order."""
    return tuple(card for card in _DECK if mask >> card.index & 1)
