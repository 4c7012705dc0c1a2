"""The whole Piñata Blast game as immutable data.

A state is a value: applying an action makes a new one, so a view can keep the last
snapshot, a test can build any position by hand, and a replay compares states.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from candy_arcade.rules.pinata.components import Card, Components, DieSpec
from candy_arcade.rules.pinata.events import GameEndReason, RoundEndReason

HAND_SIZE = 7
MIN_PLAYERS = 2
MAX_PLAYERS = 8
ROUND_LIMIT_SECONDS = 20.0


class Phase(Enum):
    """Where the game is in its round cycle."""

    AWAITING_THROW = "awaiting_throw"
    ROLLING = "rolling"
    GRABBING = "grabbing"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"


class DiePlace(Enum):
    """Where a die is. ``GONE`` is a die that left the table for the round (rotten)."""

    MIDDLE = "middle"
    TABLE = "table"
    HAND = "hand"
    CARD = "card"
    GONE = "gone"


@dataclass(frozen=True, slots=True)
class PinataSettings:
    """Rule variants.

    ``youngest`` is the rulebook's option for young children: cards are counted
    instead of points, the green die is left out (no rotten candy), hands face up.
    """

    youngest: bool = False
    round_limit: float = ROUND_LIMIT_SECONDS


@dataclass(frozen=True, slots=True)
class DieState:
    """A die in play: its print, where it is, its top face once landed, who has it."""

    spec: DieSpec
    place: DiePlace = DiePlace.MIDDLE
    face: str | None = None
    player: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerState:
    """One seat. ``collected`` holds this round's cards with their dice (die index)."""

    hand: tuple[Card, ...]
    waiting: Card | None = None
    holding: int | None = None
    collected: tuple[tuple[Card, int], ...] = ()
    victory: tuple[Card, ...] = ()
    final_hand: tuple[Card, ...] = ()

    def has_card(self, card_id: int) -> bool:
        return any(card.id == card_id for card in self.hand)


@dataclass(frozen=True, slots=True)
class GameState:
    """Everything the rules know; ``draw_pile[0]`` is the top card."""

    components: Components
    settings: PinataSettings
    players: tuple[PlayerState, ...]
    draw_pile: tuple[Card, ...]
    dice: tuple[DieState, ...]
    stick_holder: int
    phase: Phase = Phase.AWAITING_THROW
    round_number: int = 1
    round_elapsed: float = 0.0
    rotten: str | None = None
    discarded: tuple[Card, ...] = ()
    round_end: RoundEndReason | None = None
    game_end: GameEndReason | None = None

    @property
    def player_count(self) -> int:
        return len(self.players)

    def with_player(self, index: int, player: PlayerState) -> GameState:
        players = list(self.players)
        players[index] = player
        return replace(self, players=tuple(players))

    def with_die(self, index: int, die: DieState) -> GameState:
        dice = list(self.dice)
        dice[index] = die
        return replace(self, dice=tuple(dice))

    def die_is_rotten(self, index: int) -> bool:
        """The green die is always rotten; a white die is rotten when it shows the rotten candy."""
        die = self.dice[index]
        return die.spec.is_green or (self.rotten is not None and die.face == self.rotten)

    def all_cards(self) -> tuple[Card, ...]:
        """Every card wherever it is; a conservation check compares this with the deck."""
        cards: list[Card] = list(self.draw_pile) + list(self.discarded)
        for player in self.players:
            cards.extend(player.hand)
            if player.waiting is not None:
                cards.append(player.waiting)
            cards.extend(card for card, _ in player.collected)
            cards.extend(player.victory)
            cards.extend(player.final_hand)
        return tuple(cards)
