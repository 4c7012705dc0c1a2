"""The total of a stash in a couple of microseconds, without the breakdown.

Bots and simulations score many candidate stashes, so the total is also computed
in closed form over the 52-bit card mask, instead of by searching claims. The
rules leave only two real choices, and both are settled here by reasoning that the
tests check against the literal search in :mod:`candy_arcade.rules.candy.scoring`:

- Flush (+50) against a lone red king (−50) in a one-suit stash: both totals are
  computed and the better one kept.
- Pairs and add-to-10s (+10): cards that can pair with each other fall into groups
  (A+9, 2+8, 3+7, 4+6, and each of 5, 10, J, Q, K alone) in which *any* two cards
  pair, so every maximal choice leaves one card of each odd-sized group unused,
  and the total does not depend on which pairs are taken.

Every other claim is forced: the two +100s never overlap, a rank's four of a kind
is taken whenever all four are still free, a lone red king or a lone J♦/Q♠ is taken
unless four of a kind got there first, and three of a kind takes any rank with
exactly three free cards left.
"""

from __future__ import annotations

from collections.abc import Collection

from candy_arcade.rules.candy.claims import (
    ADD_TO_TEN,
    BOTH_RED_KINGS,
    FLUSH,
    FLUSH_MIN_CARDS,
    FOUR_OF_A_KIND,
    JACK,
    JD_AND_QS,
    JUST_THE_JD,
    JUST_THE_QS,
    KING,
    ONE_COLOUR,
    ONLY_ONE_RED_KING,
    PAIR,
    QUEEN,
    SUM_TO_TEN_MAX_RANK,
    THREE_OF_A_KIND,
    UNUSED_CARD_POINTS,
)
from candy_arcade.rules.candy.conditions import (
    FOUR_SUITS_POINTS,
    STASH_SIZE_MAX,
    STASH_SIZE_MIN,
    WRONG_SIZE_POINTS,
)
from candy_arcade.rules.cards import RANKS_PER_SUIT, Card, DuplicateCardError

_SUIT_MASK = (1 << RANKS_PER_SUIT) - 1
"""One suit's 13 rank bits; with ``Card.index`` suit-major, bit ``rank - 1``."""

_JACK_BIT = 1 << (JACK - 1)
_QUEEN_BIT = 1 << (QUEEN - 1)
_KING_BIT = 1 << (KING - 1)

if PAIR.points != ADD_TO_TEN.points:
    raise AssertionError("the pairing groups assume a pair and an add-to-10 score alike")
_HALF_PAIR = PAIR.points // 2
"""A pair's points per card it uses."""


def _pairing_groups() -> tuple[int, ...]:
    """Rank-bit masks of the groups in which any two cards make a +10 claim."""
    groups = []
    for rank in range(1, RANKS_PER_SUIT + 1):
        partner = 10 - rank
        if rank <= SUM_TO_TEN_MAX_RANK and rank < partner:
            groups.append(1 << (rank - 1) | 1 << (partner - 1))
        elif rank > SUM_TO_TEN_MAX_RANK or rank == partner:
            groups.append(1 << (rank - 1))
    return tuple(groups)


def _odd_groups(single_ranks: int) -> int:
    """How many pairing groups hold an odd number of cards, when ``single_ranks``
    are the ranks holding one free card (the others hold none or two)."""
    return sum((single_ranks & group).bit_count() & 1 for group in _pairing_groups())


_ODD_GROUPS: tuple[int, ...] = tuple(_odd_groups(ranks) for ranks in range(1 << RANKS_PER_SUIT))
"""``_odd_groups`` for every set of ranks: the cards left over after pairing."""


def score_total(cards: Collection[Card]) -> int:
    """The total of :func:`~candy_arcade.rules.candy.scoring.score_stash`, fast.

    Raises:
        DuplicateCardError: a card appears twice in ``cards``.
    """
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    if mask.bit_count() != len(cards):
        raise DuplicateCardError("a card appears twice in the stash")
    return score_total_mask(mask)


def score_total_mask(mask: int) -> int:
    """The total of the stash whose cards are the set bits of ``mask`` (bit = index)."""
    spades = mask & _SUIT_MASK
    hearts = mask >> RANKS_PER_SUIT & _SUIT_MASK
    diamonds = mask >> 2 * RANKS_PER_SUIT & _SUIT_MASK
    clubs = mask >> 3 * RANKS_PER_SUIT
    size = mask.bit_count()

    total = 0 if STASH_SIZE_MIN <= size <= STASH_SIZE_MAX else WRONG_SIZE_POINTS
    black = spades or clubs
    red = hearts or diamonds
    if black and red:
        if spades and hearts and diamonds and clubs:
            total += FOUR_SUITS_POINTS
        return total + _claims_without_flush(spades, hearts, diamonds, clubs, False)

    one_suit = not (spades and clubs) and not (hearts and diamonds)
    if one_suit and size >= FLUSH_MIN_CARDS:
        flush = total + FLUSH.points
        if not (hearts | diamonds) & _KING_BIT:
            return flush
        return max(flush, total + _claims_without_flush(spades, hearts, diamonds, clubs, True))
    return total + _claims_without_flush(spades, hearts, diamonds, clubs, True)


def _claims_without_flush(
    spades: int, hearts: int, diamonds: int, clubs: int, one_colour: bool
) -> int:
    """Points of claims and unused cards when no flush is taken; arguments are
    each suit's rank bits (bit ``rank - 1``)."""
    points = 0
    if diamonds & _JACK_BIT:
        if spades & _QUEEN_BIT:
            points += JD_AND_QS.points
            diamonds ^= _JACK_BIT
            spades ^= _QUEEN_BIT
        elif not spades & hearts & clubs & _JACK_BIT:
            points += JUST_THE_JD.points
            diamonds ^= _JACK_BIT
    elif spades & _QUEEN_BIT and not hearts & diamonds & clubs & _QUEEN_BIT:
        points += JUST_THE_QS.points
        spades ^= _QUEEN_BIT

    red_kings = (hearts & _KING_BIT) + (diamonds & _KING_BIT)
    if red_kings:
        points += BOTH_RED_KINGS.points if red_kings == 2 * _KING_BIT else ONLY_ONE_RED_KING.points
        hearts &= ~_KING_BIT
        diamonds &= ~_KING_BIT

    spades_hearts = spades & hearts
    diamonds_clubs = diamonds & clubs
    fours = spades_hearts & diamonds_clubs
    three_or_more = spades_hearts & (diamonds | clubs) | diamonds_clubs & (spades | hearts)
    two_or_more = spades_hearts | diamonds_clubs | (spades | hearts) & (diamonds | clubs)
    singles = (spades | hearts | diamonds | clubs) & ~two_or_more
    free_cards = singles.bit_count() + 2 * (two_or_more & ~three_or_more).bit_count()
    leftover = _ODD_GROUPS[singles]

    return (
        points
        + FOUR_OF_A_KIND.points * fours.bit_count()
        + THREE_OF_A_KIND.points * (three_or_more & ~fours).bit_count()
        + _HALF_PAIR * (free_cards - leftover)
        + (ONE_COLOUR.points if one_colour else UNUSED_CARD_POINTS) * leftover
    )
