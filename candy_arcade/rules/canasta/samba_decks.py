"""The decks Samba is played with: Heckadeck as it is, or Classic Samba's 162 cards.

Samba's first-meld minimum is part of the deck, as Canasta's is (``Deck.minimum_meld``):
Heckadeck Samba's table is Heckadeck Canasta's (50 / 90 / 120 / 150 / 200), so the
Heckadeck serves unchanged; Classic Samba's adds a step Classic Canasta lacks (150 from
7000), so Classic Samba has a deck of its own. That deck is named ``classic`` like the
108-card one, because everything that reads a deck's name (card faces and backs, the
suits of a sequence, red 3s) means "a Classic pack", and a Samba table has three.
"""

from __future__ import annotations

from functools import cache

from candy_arcade.rules.canasta.decks import (
    CLASSIC,
    CLASSIC_NATURALS,
    CLASSIC_SUITS,
    HECKADECK,
    SUIT_COLOURS,
    Card,
    Deck,
    classic,
    heckadeck,
)

CLASSIC_SAMBA_PACKS = 3
CLASSIC_SAMBA_JOKERS = 6
CLASSIC_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@cache
def classic_samba() -> Deck:
    """Three 52-card packs and six jokers: 162 cards, red 3s and black 3s as in
    Classic, and Samba's minimum table (15 / 50 / 90 / 120 / 150)."""
    cards: list[Card] = []
    for _pack in range(CLASSIC_SAMBA_PACKS):
        for suit in CLASSIC_SUITS:
            for rank in CLASSIC_RANKS:
                name = rank
                if rank == "3":
                    name = "3R" if SUIT_COLOURS[suit] == "red" else "3B"
                cards.append(Card(len(cards), name, suit, SUIT_COLOURS[suit]))
    for _ in range(CLASSIC_SAMBA_JOKERS):
        cards.append(Card(len(cards), "Joker", None, None))
    base = classic()
    return Deck(
        name=CLASSIC,
        cards=tuple(cards),
        faces=base.faces,
        natural_ranks=CLASSIC_NATURALS,
        stop_name=base.stop_name,
        wild_names=base.wild_names,
        minimum_table=((0, 15), (1500, 50), (3000, 90), (7000, 120)),
        top_minimum=150,
        wheel_id=None,
    )


def samba_deck(name: str, with_wheel: bool = True) -> Deck:
    """The deck a Samba table of this deck name plays with (``Settings.the_deck``
    when the variant is Samba).

    Raises:
        ValueError: unknown deck name.
    """
    if name == HECKADECK:
        return heckadeck(with_wheel)
    if name == CLASSIC:
        return classic_samba()
    raise ValueError(f"unknown deck {name!r}; choose heckadeck or classic")
