"""What happened when an action was applied: the view animates and sounds these.

Refusals are events too (a :class:`Refused` carrying a :class:`Refusal` of a
:class:`Reason`, the convention of every mode), so a hand that tries something the
rules forbid gets feedback instead of silence.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from candy_arcade.core.refusal import Reason as RefusalReason
from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.pinata.actions import Action
from candy_arcade.rules.pinata.components import Card


class Reason(RefusalReason):
    """Why an action was refused; the value is the sentence a view shows."""

    GAME_OVER = "the game is over"
    NOT_STICK_HOLDER = "only the stick holder throws the dice"
    NOT_TIME_TO_THROW = "the dice are not in the middle, ready to throw"
    DICE_NOT_LANDED = "the dice have not landed yet"
    ROUND_NOT_OVER = "the round is still being played"
    CARD_NOT_IN_HAND = "that card is not in your hand"
    CARD_ALREADY_WAITING = "only one placed card may wait for a die"
    NO_CARD_PLACED = "place a card before you take a die"
    HAND_FULL = "your hand already holds a die"
    DIE_HELD = "another hand holds that die"
    DIE_NOT_ON_TABLE = "that die is not on the table"
    NOT_HOLDING = "your hand holds no die"
    MATCHING_DIE_LEFT = "a matching die is still there for your card"


class RoundEndReason(StrEnum):
    ALL_COLLECTED = "all dice collected"
    NOBODY_CAN_COLLECT = "nobody can collect the remaining dice"
    TIME_UP = "time is up"


class GameEndReason(StrEnum):
    HAND_EMPTY = "a player has no cards in hand"
    DRAW_PILE_EMPTY = "the draw pile is empty"


@dataclass(frozen=True, slots=True)
class Refused:
    """The rules refused ``action``; ``refusal`` says why (a :class:`Reason` code)."""

    action: Action
    refusal: Refusal


@dataclass(frozen=True, slots=True)
class DiceThrown:
    player: int


@dataclass(frozen=True, slots=True)
class DiceLandedEvent:
    """The faces (candy per die, in ``state.dice`` order) and the rotten candy, if any."""

    faces: tuple[str, ...]
    rotten: str | None


@dataclass(frozen=True, slots=True)
class CardPlaced:
    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class DieGrabbed:
    player: int
    die: int


@dataclass(frozen=True, slots=True)
class DieReleased:
    player: int
    die: int


@dataclass(frozen=True, slots=True)
class DieRefused:
    """The die's candy does not match the card: it drops back on the table."""

    player: int
    die: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardCollected:
    player: int
    card: Card
    die: int


@dataclass(frozen=True, slots=True)
class CardRotten:
    """Rotten candy: the card is out of the game and the die leaves the table."""

    player: int
    card: Card
    die: int


@dataclass(frozen=True, slots=True)
class CardTakenBack:
    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class RoundEnded:
    round_number: int
    reason: RoundEndReason


@dataclass(frozen=True, slots=True)
class CardReturned:
    """A placed card that got no die goes back to its owner's hand at the round's end."""

    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardsBanked:
    """Cards with dice go to their owner's victory pile."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class StickPassed:
    player: int


@dataclass(frozen=True, slots=True)
class CardDrawn:
    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class GameEnded:
    reason: GameEndReason
    scores: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandDiscarded:
    """At the game's end the cards left in a hand are discarded (kept for the result)."""

    player: int
    cards: tuple[Card, ...]


Event = (
    Refused
    | DiceThrown
    | DiceLandedEvent
    | CardPlaced
    | DieGrabbed
    | DieReleased
    | DieRefused
    | CardCollected
    | CardRotten
    | CardTakenBack
    | RoundEnded
    | CardReturned
    | CardsBanked
    | StickPassed
    | CardDrawn
    | GameEnded
    | HandDiscarded
)
