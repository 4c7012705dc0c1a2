"""Table settings: the rule variants a game is started with."""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.rules.canasta.decks import DECK_NAMES, HECKADECK, Deck, deck_named

DEFAULT_TARGET = 5000
HAND_SIZES = {2: 15, 3: 13, 4: 11}


@dataclass(frozen=True, slots=True)
class Settings:
    """Players, deck and variants. Everything else follows from these.

    Attributes:
        players: 2, 3 or 4 (four play as two partnerships, partners opposite).
        deck: ``"heckadeck"`` or ``"classic"``.
        target: the game ends after a hand in which a side reaches this total.
        ask_partner: a player may ask the partner "may I go out?" (four players).
        wheel: the Heckadeck Wheel is in the deck (161 cards) or left out (160).
    """

    players: int = 4
    deck: str = HECKADECK
    target: int = DEFAULT_TARGET
    ask_partner: bool = False
    wheel: bool = True

    def __post_init__(self) -> None:
        if self.players not in HAND_SIZES:
            raise ValueError(f"players must be 2, 3 or 4, not {self.players}")
        if self.deck not in DECK_NAMES:
            raise ValueError(f"unknown deck {self.deck!r}; choose heckadeck or classic")
        if self.target <= 0:
            raise ValueError("target must be positive")

    @property
    def the_deck(self) -> Deck:
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

    @property
    def hand_size(self) -> int:
        return HAND_SIZES[self.players]

    @property
    def draw_count(self) -> int:
        """Two players draw two from the stock (and still discard one)."""
        return 2 if self.players == 2 else 1

    @property
    def canastas_to_go_out(self) -> int:
        return 2 if self.players == 2 else 1
