"""What players (and the table) can do in Piñata Blast, as plain values.

Input devices, bots and replays all produce these same values, so the rules cannot
tell a human from a bot and a game replays from its action log. The physics lives
outside the rules: it reports back with :class:`DiceLanded`, and the round clock
comes in as :class:`RoundClock`, so the rules never own a clock or a random throw.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ThrowDice:
    """The stick holder throws the dice (the aim and power matter only to the physics)."""

    player: int


@dataclass(frozen=True, slots=True)
class DiceLanded:
    """The thrown dice came to rest; ``faces[i]`` is the face index up on ``state.dice[i]``."""

    faces: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PlaceCard:
    """Lay a card from the hand face up, ready to receive a die."""

    player: int
    card_id: int


@dataclass(frozen=True, slots=True)
class GrabDie:
    """Pick up ``state.dice[die]`` from the table."""

    player: int
    die: int


@dataclass(frozen=True, slots=True)
class DropDieOnCard:
    """Put the held die on the player's waiting card."""

    player: int


@dataclass(frozen=True, slots=True)
class ReleaseDie:
    """Let go of the held die; it falls back on the table."""

    player: int


@dataclass(frozen=True, slots=True)
class TakeCardBack:
    """Return the waiting card to the hand because no good die is left for it (only
    rotten ones, or none)."""

    player: int


@dataclass(frozen=True, slots=True)
class RoundClock:
    """Seconds since the dice landed, as measured by whoever runs the round."""

    elapsed: float


@dataclass(frozen=True, slots=True)
class NextRound:
    """Move on from a finished round: the stick passes and everyone draws."""


PlayerAction = PlaceCard | GrabDie | DropDieOnCard | ReleaseDie | TakeCardBack
Action = ThrowDice | DiceLanded | PlayerAction | RoundClock | NextRound
