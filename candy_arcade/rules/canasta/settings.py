"""Table settings: the rule variants a game is started with."""

from __future__ import annotations

from dataclasses import dataclass, field

from candy_arcade.rules.canasta.decks import DECK_NAMES, HECKADECK, Deck, deck_named
from candy_arcade.rules.canasta.roles import MAX_WILDS_PER_MELD
from candy_arcade.rules.canasta.samba import (
    SAMBA_CANASTAS_TO_GO_OUT,
    SAMBA_DRAW_COUNT,
    SAMBA_HAND_SIZE,
    SAMBA_TARGET,
)
from candy_arcade.rules.canasta.samba_decks import samba_deck
from candy_arcade.rules.canasta.samba_melds import SAMBA_MAX_WILDS_PER_MELD

DEFAULT_TARGET = 5000
HAND_SIZES = {2: 15, 3: 13, 4: 11}

STANDARD = "standard"
SAMBA = "samba"
TALONS = "talons"
VARIANTS = (STANDARD, SAMBA, TALONS)
"""The table plays plain Canasta, Samba, or Canasta with talons. One field, so a
table never plays Talons and Samba together (the rules page: talons are "not Samba")."""


def table_target(variant: str) -> int:
    """The game's usual target for a variant: 10000 in Samba, else 5000 (a table may
    still choose another)."""
    return SAMBA_TARGET if variant == SAMBA else DEFAULT_TARGET


@dataclass(frozen=True, slots=True)
class Settings:
    """Players, deck and variants. Everything else follows from these.

    Attributes:
        players: 2, 3 or 4 (four play as two partnerships, partners opposite).
        deck: ``"heckadeck"`` or ``"classic"``.
        target: the game ends after a hand in which a side reaches this total.
        ask_partner: a player may ask the partner "may I go out?" (four players).
        wheel: the Heckadeck Wheel is in the deck (161 cards) or left out (160).
        variant: one of :data:`VARIANTS`.

    The numbers that follow from these (hand size, cards drawn, canastas to go out,
    wild cards a rank meld may hold) are worked out once, in ``__post_init__``: the
    engine reads them several times per action.
    """

    players: int = 4
    deck: str = HECKADECK
    target: int = DEFAULT_TARGET
    ask_partner: bool = False
    wheel: bool = True
    variant: str = STANDARD
    samba: bool = field(init=False, repr=False, compare=False)
    talons: bool = field(init=False, repr=False, compare=False)
    hand_size: int = field(init=False, repr=False, compare=False)
    draw_count: int = field(init=False, repr=False, compare=False)
    """Cards drawn from the stock (the player still discards one): two with two players
    or in Samba, else one."""
    canastas_to_go_out: int = field(init=False, repr=False, compare=False)
    max_wilds_per_meld: int = field(init=False, repr=False, compare=False)
    """Wild cards a meld of one rank may hold: three, two in Samba."""

    def __post_init__(self) -> None:
        if self.players not in HAND_SIZES:
            raise ValueError(f"players must be 2, 3 or 4, not {self.players}")
        if self.deck not in DECK_NAMES:
            raise ValueError(f"unknown deck {self.deck!r}; choose heckadeck or classic")
        if self.target <= 0:
            raise ValueError("target must be positive")
        if self.variant not in VARIANTS:
            raise ValueError(
                f"unknown variant {self.variant!r}; choose {', '.join(VARIANTS)}"
            )
        samba = self.variant == SAMBA
        two = self.players == 2
        worked_out = {
            "samba": samba,
            "talons": self.variant == TALONS,
            "hand_size": SAMBA_HAND_SIZE if samba else HAND_SIZES[self.players],
            "draw_count": SAMBA_DRAW_COUNT if samba else (2 if two else 1),
            "canastas_to_go_out": SAMBA_CANASTAS_TO_GO_OUT if samba else (2 if two else 1),
            "max_wilds_per_meld": SAMBA_MAX_WILDS_PER_MELD if samba else MAX_WILDS_PER_MELD,
        }
        for name, value in worked_out.items():
            object.__setattr__(self, name, value)

    @property
    def the_deck(self) -> Deck:
        """The deck in play: Samba's carries its own minimums (and Classic Samba has
        162 cards)."""
        if self.samba:
            return samba_deck(self.deck, self.wheel)
        return deck_named(self.deck, self.wheel)

    @property
    def sides(self) -> int:
        """Two partnerships with four players, otherwise each player for themselves."""
        return 2 if self.players == 4 else self.players

    def side_of(self, player: int) -> int:
        return player % (2 if self.players == 4 else self.players)  # % self.sides, inlined

    def players_of(self, side: int) -> tuple[int, ...]:
        return tuple(p for p in range(self.players) if p % self.sides == side)

    def partner_of(self, player: int) -> int | None:
        return (player + 2) % 4 if self.players == 4 else None
