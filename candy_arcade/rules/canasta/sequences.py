"""Samba sequences: which cards make one, in what order, and when it is a samba.

A sequence is 3 to 7 natural cards of consecutive rank and one colour (Heckadeck) or
one suit (Classic), never a wild card. The order is the deck's (:class:`RunOrder`):
Heckadeck 0, A, 2 … K with a zero allowed below the Ace or above the King but never
between, the Ace never after the King; Classic 4 … K, A, without 3s and 2s. At seven
cards a sequence is a samba: a canasta worth 1500, closed to further cards. A side may
hold several sequences, even of one colour, so nothing here looks at the side's other
sequences.

The engine judges a sequence by card ids (:func:`run_of`, :func:`extend_run`), since
colours and suits live on the physical cards; the score calculator, which sees only
labels, checks the order of ranks alone (:func:`arrange`). The Wheel has no colour:
named a rank (a natural card, a 0 included) it takes the colour of the cards it
joins, and its name is ``State.wheel_as`` as everywhere else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.rules.canasta.decks import CLASSIC, Deck
from candy_arcade.rules.canasta.reasons import CanastaReason, Count, RankWord, Refusal
from candy_arcade.rules.canasta.roles import CANASTA_SIZE, Role
from candy_arcade.rules.canasta.samba_reasons import SambaReason

MIN_SEQUENCE_SIZE = 3
SAMBA_SIZE = CANASTA_SIZE
"""A sequence holds at most seven cards; at seven it is a samba."""


@dataclass(frozen=True, slots=True)
class RunOrder:
    """The order a deck's sequences follow.

    ``ranks``: low to high, without the end card. ``end_card``: Heckadeck's zero, which
    may stand below the first rank or above the last, never between (and because the
    order's ends meet only through it, the Ace never follows the King). ``by_suit``:
    Classic sequences are of one suit, Heckadeck's of one colour. ``words``: the order
    as a refusal names it.
    """

    ranks: tuple[str, ...]
    end_card: str | None
    by_suit: bool
    words: str


HECKADECK_ORDER = RunOrder(
    ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "Beast", "J", "Q", "K"),
    "0",
    False,
    "0, A, 2 … 10, 11, Beast, J, Q, K, 0",
)
CLASSIC_ORDER = RunOrder(
    ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"),
    None,
    True,
    "4, 5 … 10, J, Q, K, A",
)


def run_order(deck: Deck) -> RunOrder:
    """The order of this deck's sequences (Classic Samba's deck is a Classic deck)."""
    return CLASSIC_ORDER if deck.name == CLASSIC else HECKADECK_ORDER


@dataclass(frozen=True, slots=True)
class Run:
    """A sequence on the table: its colour (or suit), its cards and their ranks, low to
    high. The engine keeps a side's sequences as a tuple of these."""

    key: str
    cards: tuple[int, ...]
    ranks: tuple[str, ...]

    @property
    def is_samba(self) -> bool:
        return len(self.cards) == SAMBA_SIZE


def run_key(deck: Deck, card: int) -> str | None:
    """What a sequence's cards must share: the card's colour (Heckadeck) or suit
    (Classic); None for the Wheel, which has neither and fits any sequence."""
    physical = deck.cards[card]
    return physical.suit if run_order(deck).by_suit else physical.colour


def sequence_rank(deck: Deck, card: int, wheel_as: str | None) -> str | Refusal:
    """The rank ``card`` stands for in a sequence, or why it cannot be in one."""
    if card == deck.wheel_id:
        if wheel_as is None:
            return Refusal.of(CanastaReason.NAME_THE_WHEEL)
        face = deck.faces[wheel_as]
    else:
        face = deck.face_of[card]
    if face.role is Role.WILD:
        return Refusal.of(SambaReason.SEQUENCE_NO_WILDS, card=RankWord(face.name))
    order = run_order(deck)
    if face.name in order.ranks or face.name == order.end_card:
        return face.name
    return Refusal.of(SambaReason.NOT_IN_SEQUENCE, card=RankWord(face.name))


def arrange(order: RunOrder, ranks: Sequence[str]) -> tuple[str, ...] | Refusal:
    """``ranks`` low to high as a sequence lays them, or why they are no sequence.

    Only the order is judged here (not the number of cards, not the colours): the
    ranks must be distinct, consecutive, and an end card only at an end.
    """
    repeated = [rank for rank, n in Counter(ranks).items() if n > 1]
    if repeated:
        return Refusal.of(SambaReason.SEQUENCE_REPEATS_RANK, rank=RankWord(repeated[0]))
    end = order.end_card
    inner = sorted((r for r in ranks if r != end), key=order.ranks.index)
    has_end = len(inner) < len(ranks)
    places = [order.ranks.index(r) for r in inner]
    consecutive = not places or places == list(range(places[0], places[0] + len(places)))
    if not consecutive:
        if has_end:
            return Refusal.of(SambaReason.ZERO_ONLY_AT_ENDS)
        if end is not None and order.ranks[0] in inner and order.ranks[-1] in inner:
            return Refusal.of(SambaReason.ACE_NEVER_AFTER_KING)
        return Refusal.of(SambaReason.SEQUENCE_NOT_CONSECUTIVE, order=order.words)
    if not has_end or end is None:
        return tuple(inner)
    if not places or places[0] == 0:
        return (end, *inner)
    if places[-1] == len(order.ranks) - 1:
        return (*inner, end)
    return Refusal.of(SambaReason.ZERO_ONLY_AT_ENDS)


def size_error(size: int) -> Refusal | None:
    """Why a sequence of ``size`` cards is too short or too long, or None."""
    if size < MIN_SEQUENCE_SIZE:
        return Refusal.of(SambaReason.SEQUENCE_TOO_SHORT, size=Count(MIN_SEQUENCE_SIZE))
    if size > SAMBA_SIZE:
        return Refusal.of(SambaReason.SEQUENCE_TOO_LONG, size=Count(SAMBA_SIZE))
    return None


def run_of(deck: Deck, cards: Sequence[int], wheel_as: str | None) -> Run | Refusal:
    """The sequence these cards make (laid low to high), or why they make none.

    ``wheel_as``: the Wheel's name if it is among the cards (a rank, a 0 included).
    """
    ranks: list[str] = []
    for card in cards:
        rank = sequence_rank(deck, card, wheel_as)
        if isinstance(rank, Refusal):
            return rank
        ranks.append(rank)
    error = size_error(len(cards))
    if error is not None:
        return error
    keys = {k for k in (run_key(deck, c) for c in cards) if k is not None}
    if len(keys) != 1:
        by_suit = run_order(deck).by_suit
        return Refusal.of(
            SambaReason.SEQUENCE_MIXES_SUITS if by_suit else SambaReason.SEQUENCE_MIXES_COLOURS
        )
    arranged = arrange(run_order(deck), ranks)
    if isinstance(arranged, Refusal):
        return arranged
    card_of = dict(zip(ranks, cards, strict=True))
    return Run(keys.pop(), tuple(card_of[r] for r in arranged), arranged)


def extend_run(
    deck: Deck, run: Run, added: Sequence[int], wheel_as: str | None
) -> Run | Refusal:
    """``run`` with ``added`` laid at either end (or both), or why they do not fit:
    a samba is closed, and the longer sequence must still be one."""
    if run.is_samba:
        return Refusal.of(SambaReason.SAMBA_CLOSED)
    return run_of(deck, (*run.cards, *added), wheel_as)
