"""The claims of I Want Candy!: every Combination or Penalty a stash could take.

A claim is one line of the scoring table applied to particular cards. This module
only lists what a stash *could* claim; deciding which claims are actually taken
(a card counts once, larger absolute values first) is the job of
:mod:`candy_arcade.rules.candy.scoring`. Keeping the two apart lets the resolution
rule be written once, over claims in general, instead of once per combination.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from candy_arcade.rules.cards import Card, cards_mask, is_red

JACK, QUEEN, KING = 11, 12, 13
SUM_TO_TEN_MAX_RANK = 9
"""Ace counts 1 and 2-9 face value when adding to 10; 10, J, Q and K add to nothing."""

FLUSH_MIN_CARDS = 5

UNUSED_CARD_NAME = "doesn't contribute"
UNUSED_CARD_POINTS = -5
"""What each card used by no taken claim scores; not itself a claim."""


@dataclass(frozen=True, slots=True)
class ClaimKind:
    """One row of the scoring table: its name as players read it and its value."""

    name: str
    points: int


JD_AND_QS = ClaimKind("Jack of Diamonds + Queen of Spades", 100)
BOTH_RED_KINGS = ClaimKind("Both Red Kings", 100)
FOUR_OF_A_KIND = ClaimKind("Four of a kind", 90)
FLUSH = ClaimKind("Flush", 50)
ONLY_ONE_RED_KING = ClaimKind("Only one Red King", -50)
JUST_THE_JD = ClaimKind("Just the Jack of Diamonds", -40)
JUST_THE_QS = ClaimKind("Just the Queen of Spades", -40)
THREE_OF_A_KIND = ClaimKind("Three of a kind", 30)
PAIR = ClaimKind("A pair", 10)
ADD_TO_TEN = ClaimKind("Two cards that add to 10", 10)
ONE_COLOUR = ClaimKind("All cards one colour", 5)

SCORING_TABLE: tuple[ClaimKind, ...] = (
    JD_AND_QS,
    BOTH_RED_KINGS,
    FOUR_OF_A_KIND,
    FLUSH,
    ONLY_ONE_RED_KING,
    JUST_THE_JD,
    JUST_THE_QS,
    THREE_OF_A_KIND,
    PAIR,
    ADD_TO_TEN,
    ONE_COLOUR,
)
"""Every claim kind, in the rules' table order: what a scoring chart shows players, so
a chart drawn from it can never leave a claim out or show other points."""

_JACK_OF_DIAMONDS = Card(JACK, "D")
_QUEEN_OF_SPADES = Card(QUEEN, "S")
_KING_OF_HEARTS = Card(KING, "H")
_KING_OF_DIAMONDS = Card(KING, "D")


@dataclass(frozen=True, slots=True)
class Claim:
    """One claim kind applied to particular cards; ``mask`` is those cards as bits."""

    kind: ClaimKind
    cards: tuple[Card, ...]
    mask: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "mask", cards_mask(self.cards))

    @property
    def name(self) -> str:
        return self.kind.name

    @property
    def points(self) -> int:
        return self.kind.points


def candidate_claims(stash: Sequence[Card]) -> tuple[Claim, ...]:
    """Every claim the stash could take, before deciding which cards go where.

    Conditions on the whole stash (a flush needs every card one suit, a lone red
    king needs the other king absent, one colour needs every card red or every card
    black) are judged here, on the stash as dealt. Claims come in table order, then
    by rank and deck order of their cards, so resolution is deterministic whatever
    order the cards were given in.
    """
    cards = sorted(stash, key=lambda card: card.index)
    present = set(cards)
    by_rank: dict[int, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
    same_ranks = [by_rank[rank] for rank in sorted(by_rank)]

    claims: list[Claim] = []
    claims += _both(present, _JACK_OF_DIAMONDS, _QUEEN_OF_SPADES, JD_AND_QS)
    claims += _both(present, _KING_OF_HEARTS, _KING_OF_DIAMONDS, BOTH_RED_KINGS)
    claims += [Claim(FOUR_OF_A_KIND, tuple(same)) for same in same_ranks if len(same) == 4]
    if len(cards) >= FLUSH_MIN_CARDS and len({card.suit for card in cards}) == 1:
        claims.append(Claim(FLUSH, tuple(cards)))
    claims += _lone(present, _KING_OF_HEARTS, _KING_OF_DIAMONDS, ONLY_ONE_RED_KING)
    claims += _lone(present, _KING_OF_DIAMONDS, _KING_OF_HEARTS, ONLY_ONE_RED_KING)
    claims += _lone(present, _JACK_OF_DIAMONDS, _QUEEN_OF_SPADES, JUST_THE_JD)
    claims += _lone(present, _QUEEN_OF_SPADES, _JACK_OF_DIAMONDS, JUST_THE_QS)
    for same in same_ranks:
        claims += [Claim(THREE_OF_A_KIND, trio) for trio in combinations(same, 3)]
    for same in same_ranks:
        claims += [Claim(PAIR, pair) for pair in combinations(same, 2)]
    claims += [
        Claim(ADD_TO_TEN, (low, high))
        for low, high in combinations(cards, 2)
        if low.rank != high.rank
        and low.rank <= SUM_TO_TEN_MAX_RANK
        and high.rank <= SUM_TO_TEN_MAX_RANK
        and low.rank + high.rank == 10
    ]
    colours = {is_red(card) for card in cards}
    if len(colours) == 1:
        claims += [Claim(ONE_COLOUR, (card,)) for card in cards]
    return tuple(claims)


def _both(present: set[Card], first: Card, second: Card, kind: ClaimKind) -> list[Claim]:
    """The claim on two named cards, when the stash holds both."""
    if first in present and second in present:
        return [Claim(kind, (first, second))]
    return []


def _lone(present: set[Card], card: Card, partner: Card, kind: ClaimKind) -> list[Claim]:
    """The penalty on ``card``, when the stash holds it without its ``partner``."""
    if card in present and partner not in present:
        return [Claim(kind, (card,))]
    return []
