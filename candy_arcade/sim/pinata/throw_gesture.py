"""The stick holder's throw, read from their device: aim and power, then let go.

Two ways to throw, chosen by what the device sends:

- **Pointer** (a mouse, or a bot): press grab anywhere, pull back like a slingshot
  and let go. The throw flies opposite to the pull; the pull's length sets the power.
- **Direction** (keys, a stick): the direction turns the aim; hold grab and the
  power meter swings up and down; let go to throw at the power shown.

``PlayerIntent`` buttons are edges, so whether grab is still held comes in the
intent's ``grab_held``. A seat that cannot tell (a bot, say) lets go with a second
press. Drop cancels a throw being prepared.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session_events import TableReason

FULL_PULL = 200.0
"""A slingshot pull this long (table units) throws at full power."""
MIN_PULL = 12.0
"""A shorter pull is a click, not a throw: it is cancelled."""
CHARGE_TICKS = 60
"""Ticks for the power meter to rise from nothing to full (then it falls again)."""
MAX_AIM_OFFSET = math.radians(75)
"""How far from straight at the table's middle a throw may be aimed."""
TURN_RATE = 2.4 * math.pi / 60
"""Radians per tick the aim turns towards a held direction (fine control with keys)."""
DIRECTION_DEAD_ZONE = 0.3


@dataclass(frozen=True, slots=True)
class ThrowCommand:
    """The throw to make now: angle (radians) and power (0..1)."""

    aim: float
    power: float


@dataclass(frozen=True, slots=True)
class GestureOutcome:
    """What one tick of the gesture did: a throw, or a cancelled attempt and why."""

    throw: ThrowCommand | None = None
    cancelled: TableReason | None = None


class ThrowGesture:
    """One stick holder getting ready to throw from ``origin`` towards ``reference``."""

    def __init__(self, origin: Vec2, reference: float) -> None:
        self.origin = origin
        self.reference = reference
        self.aim = reference
        self.power = 0.0
        self.charging = False
        self.anchor: Vec2 | None = None
        self.charge_ticks = 0
        self._pointer = False

    def update(self, intent: PlayerIntent) -> GestureOutcome:
        """Advance one tick with the stick holder's intent."""
        held = intent.grab_held
        pointer = intent.direction is None and intent.target is not None
        if not self.charging:
            if not pointer:
                self._turn(intent.direction)
            if not intent.grab:
                return GestureOutcome()
            self._start(intent, pointer)
            if held is not False:
                return GestureOutcome()
            return self._release()
        if intent.drop:
            self.charging = False
            return GestureOutcome(cancelled=TableReason.THROW_CANCELLED)
        letting_go = held is False or (held is None and intent.grab)
        if self._pointer:
            self._pull(intent.target)
        elif not letting_go:
            self._turn(intent.direction)
            self.charge_ticks += 1
            self.power = swing(self.charge_ticks)
        return self._release() if letting_go else GestureOutcome()

    def _start(self, intent: PlayerIntent, pointer: bool) -> None:
        self.charging = True
        self._pointer = pointer
        self.charge_ticks = 0
        self.power = 0.0
        self.anchor = intent.target if pointer else None

    def _release(self) -> GestureOutcome:
        self.charging = False
        if self._pointer and self.power * FULL_PULL < MIN_PULL:
            return GestureOutcome(cancelled=TableReason.DRAG_BACK)
        return GestureOutcome(throw=ThrowCommand(self.aim, self.power))

    def _pull(self, target: Vec2 | None) -> None:
        if self.anchor is None or target is None:
            return
        pull = self.anchor - target
        length = pull.length()
        self.power = min(1.0, length / FULL_PULL)
        if length >= MIN_PULL:
            self.aim = self._clamp(math.atan2(pull.y, pull.x))

    def _turn(self, direction: Vec2 | None) -> None:
        if direction is None or direction.length() < DIRECTION_DEAD_ZONE:
            return
        wanted = self._clamp(math.atan2(direction.y, direction.x))
        change = _wrap(wanted - self.aim)
        self.aim = self._clamp(self.aim + max(-TURN_RATE, min(TURN_RATE, change)))

    def _clamp(self, angle: float) -> float:
        offset = max(-MAX_AIM_OFFSET, min(MAX_AIM_OFFSET, _wrap(angle - self.reference)))
        return self.reference + offset


def swing(ticks: int) -> float:
    """The power meter after ``ticks`` held: up to full in CHARGE_TICKS, then back down."""
    phase = (ticks / CHARGE_TICKS) % 2.0
    return 1.0 - abs(phase - 1.0)


def _wrap(angle: float) -> float:
    """An angle brought into (-pi, pi]."""
    return math.atan2(math.sin(angle), math.cos(angle))
