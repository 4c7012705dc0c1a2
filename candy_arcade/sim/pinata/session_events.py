"""What the real-time table reports besides the rules' own events.

The session passes the rules' events through (a card placed, a die refused, the round
over) and adds what only the table knows: a refusal with a sentence a player can read
(a rules refusal or a table one, such as grabbing where no die lies), a card chosen
in the hand, a throw the table made for a holder who took too long, and dice
knocking together while they roll.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.rules.pinata.events import Event


@dataclass(frozen=True, slots=True)
class Refusal:
    """A hand tried something it may not do now; ``reason`` is shown to the player."""

    player: int
    reason: str


@dataclass(frozen=True, slots=True)
class CardChosen:
    """The player moved their choice to another card of their hand."""

    player: int
    card_id: int


@dataclass(frozen=True, slots=True)
class ThrowReady:
    """The stick holder's hand has the dice and may throw."""

    player: int


@dataclass(frozen=True, slots=True)
class AutoThrow:
    """The stick holder took too long, so the table threw for them (gently, at the middle)."""

    player: int


@dataclass(frozen=True, slots=True)
class DiceClack:
    """Dice hit each other or the rim hard enough to hear; ``strength`` is 0..1."""

    strength: float


TableEvent = Refusal | CardChosen | ThrowReady | AutoThrow | DiceClack
SessionEvent = Event | TableEvent
