"""What the real-time table reports besides the rules' own events.

The session passes the rules' events through (a card placed, a die refused, the round
over) and adds what only the table knows: a refusal with a sentence a player can read
(a rules refusal or a table one, such as grabbing where no die lies; both are reason
codes, worded by ``Refusal.text``), a card chosen in the hand, a throw the table made
for a holder who took too long, and dice knocking together while they roll.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.core import refusal as core_refusal
from candy_arcade.rules.pinata.events import Event


class TableReason(core_refusal.Reason):
    """Why the table refused a hand, where only the table knows (not the rules)."""

    NO_DIE_UNDER_PALM = "no die under your palm"
    HAND_EMPTY = "your hand is empty"
    NOT_HOME = "bring your hand home to lay a card"
    LAYING_CALLED_OFF = "card not laid: you called it off"
    WAIT_FOR_THROW = "wait for the throw"
    WAIT_FOR_DICE = "wait for the dice to land"
    NEXT_ROUND_COMING = "the next round is coming"
    THROW_CANCELLED = "throw cancelled"
    DRAG_BACK = "drag back from the dice, then let go"


@dataclass(frozen=True, slots=True)
class Refusal:
    """A hand tried something it may not do now: the rules' refusal (a
    :class:`~candy_arcade.rules.pinata.events.Reason`) or the table's own
    (:class:`TableReason`); the view shows ``refusal.text()`` over the palm."""

    player: int
    refusal: core_refusal.Refusal

    @classmethod
    def because(cls, player: int, reason: core_refusal.Reason) -> Refusal:
        """The hand's refusal for a reason without parameters."""
        return cls(player, core_refusal.Refusal.of(reason))


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
