"""What one player's hand wants during one tick, whoever (device or bot) produced it.

Humans and bots emit exactly this; the simulation cannot tell them apart and applies
the same limits (speed cap, one card per hand) to both.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.core.geometry import Vec2


@dataclass(frozen=True, slots=True)
class PlayerIntent:
    """One tick of input for one player.

    ``target`` (a mouse or a bot's aim) is a point the hand travels towards;
    ``direction`` (keys or a stick) is a vector of length at most 1. When both are
    given the direction wins, since it is the more deliberate input. Button fields are
    edge-triggered: true only on the tick the button went down.
    """

    target: Vec2 | None = None
    direction: Vec2 | None = None
    grab: bool = False
    drop: bool = False


IDLE = PlayerIntent()
