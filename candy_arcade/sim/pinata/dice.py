"""Thrown dice as pymunk rigid bodies on a top-down table with a rim.

The stick holder's throw (aim, power) plus a seed give a pymunk space that is stepped
at a constant rate; the dice fly, spin, bounce off the rim and each other, slow down
under table friction and settle in about two seconds. The face up comes from the
tumble model in :mod:`candy_arcade.sim.pinata.tumble`, fed by each die's motion.

Everything random comes from one :class:`~candy_arcade.core.rng.Rng` built from the
seed, the space is rebuilt for every throw and the step never varies, so the same
seed and throw give the same faces exactly, whatever else the process is doing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pymunk

from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.sim.pinata.table import DEFAULT_TABLE, TableSpec
from candy_arcade.sim.pinata.tumble import Orientation, Tumble

DICE_IN_A_THROW = 7
SUBSTEPS = 4
"""Physics substeps per tick: keeps fast dice from passing through the rim or each other."""

MIN_THROW_SPEED = 380.0
MAX_THROW_SPEED = 1500.0
"""Table units per second at power 0 and 1: a drop reaches the middle, a hard throw the far rim."""

DRAG = 1.2
"""Exponential drag rate (per second) on speed and spin: the fast part of a throw dies quickly."""

TABLE_FRICTION = 210.0
ANGULAR_FRICTION = 14.0
"""Constant deceleration from the felt (units/s², rad/s²): this brings a die to a stop.

Applied the pymunk top-down way: a pivot and a gear joint to the static body with
no bias and a bounded force, so the solver does it in C and stops a die exactly.
"""

TUMBLE_SPEED = 140.0
"""Below this speed a die slides instead of tumbling, so it cannot flip while creeping."""

REST_SPEED = 2.0
REST_SPIN = 0.08
REST_TICKS = 6
"""A die slower than this for this many ticks is at rest."""

MAX_ROLL_SECONDS = 5.0
"""A safety net: whatever still creeps after this long is stopped where it is."""

AIM_JITTER = 0.25
SPEED_JITTER = 0.18
SPIN_RANGE = 9.0
POSITION_JITTER = 4.0
"""The seeded scatter of a throw: no two dice leave the hand exactly alike."""


@dataclass(frozen=True, slots=True)
class DieView:
    """What a view or a bot needs of one die this tick."""

    position: Vec2
    angle: float
    face: int
    rolling: bool
    tumble_progress: tuple[float, float]
    """Fraction (-1..1) of a quarter turn rolled towards the die's own +x and +y."""
    east: int = 0
    north: int = 0
    """The faces pointing along the die's own +x and +y: a view shows the face that
    rises into view while the die rolls (the opposite of the way it rolls)."""


class DiceThrow:
    """One throw of the dice, stepped at the fixed tick rate until the dice settle."""

    def __init__(
        self,
        seed: int,
        aim: float,
        power: float,
        origin: Vec2 | None = None,
        die_count: int = DICE_IN_A_THROW,
        table: TableSpec = DEFAULT_TABLE,
    ) -> None:
        if die_count < 1:
            raise ValueError(f"a throw needs at least one die, got {die_count}")
        if not math.isfinite(aim) or not math.isfinite(power):
            raise ValueError(f"aim and power must be finite numbers, got {aim!r}, {power!r}")
        self.seed = seed
        self.aim = aim
        self.power = min(1.0, max(0.0, power))
        self.table = table
        self.origin = origin if origin is not None else Vec2(table.width / 2, 2.2 * table.die_size)
        self.ticks = 0
        self._rest_ticks = [0] * die_count
        self._settled = False
        self.space = pymunk.Space()
        self.space.iterations = 20
        self.space.damping = math.exp(-DRAG)
        self._add_rim()
        rng = Rng(seed)
        self.bodies: list[pymunk.Body] = []
        self._joints: list[tuple[pymunk.Constraint, ...]] = []
        self._tumbles: list[Tumble] = []
        for position in self._cluster(die_count, rng):
            self._add_die(position, rng)

    @property
    def settled(self) -> bool:
        """True once every die has come to rest; the faces are final from then on."""
        return self._settled

    @property
    def seconds(self) -> float:
        return self.ticks * TICK_SECONDS

    @property
    def positions(self) -> tuple[Vec2, ...]:
        return tuple(Vec2(body.position.x, body.position.y) for body in self.bodies)

    @property
    def angles(self) -> tuple[float, ...]:
        return tuple(body.angle for body in self.bodies)

    @property
    def faces(self) -> tuple[int, ...]:
        """The face index up on each die now (``DieSpec.faces[index]`` is its candy)."""
        return tuple(tumble.orientation.top for tumble in self._tumbles)

    def snapshot(self) -> tuple[DieView, ...]:
        size = self.table.die_size
        return tuple(
            DieView(
                position=Vec2(body.position.x, body.position.y),
                angle=body.angle,
                face=tumble.orientation.top,
                rolling=body.velocity.length >= TUMBLE_SPEED,
                tumble_progress=(tumble.along_x / size, tumble.along_y / size),
                east=tumble.orientation.east,
                north=tumble.orientation.north,
            )
            for body, tumble in zip(self.bodies, self._tumbles, strict=True)
        )

    def step(self) -> None:
        """Advance one fixed tick (1/60 s).

        After the dice settle the space keeps stepping (a hand may push or drop a
        die) but the faces are final: only the throw tumbles a die.
        """
        before = [body.position for body in self.bodies]
        for _ in range(SUBSTEPS):
            self.space.step(TICK_SECONDS / SUBSTEPS)
        self.ticks += 1
        if not self._settled:
            for index, body in enumerate(self.bodies):
                self._roll(index, body, before[index])
            self._update_rest()

    def is_on_table(self, index: int) -> bool:
        """False while a die is lifted (in a hand, on a card, or gone for the round)."""
        return self.bodies[index].space is not None

    def lift(self, index: int) -> None:
        """Take a die off the table: it no longer collides; its face stays as it landed."""
        body = self.bodies[index]
        if body.space is not None:
            self.space.remove(body, *body.shapes, *self._joints[index])

    def put_down(self, index: int, position: Vec2) -> None:
        """Drop a lifted die back on the felt at ``position`` (a refused die, say), at rest."""
        body = self.bodies[index]
        margin = self.table.die_size / 2
        body.position = (
            min(max(position.x, margin), self.table.width - margin),
            min(max(position.y, margin), self.table.height - margin),
        )
        body.velocity = (0.0, 0.0)
        body.angular_velocity = 0.0
        if body.space is None:
            self.space.add(body, *body.shapes, *self._joints[index])

    def run_until_settled(self) -> int:
        """Step until the dice settle (headless use); returns the ticks it took."""
        while not self._settled:
            self.step()
        return self.ticks

    def _roll(self, index: int, body: pymunk.Body, before: pymunk.Vec2d) -> None:
        if body.velocity.length < TUMBLE_SPEED:
            return
        moved = body.position - before
        cos_a, sin_a = math.cos(body.angle), math.sin(body.angle)
        local_x = moved.x * cos_a + moved.y * sin_a
        local_y = -moved.x * sin_a + moved.y * cos_a
        self._tumbles[index] = self._tumbles[index].rolled(local_x, local_y, self.table.die_size)

    def _update_rest(self) -> None:
        for index, body in enumerate(self.bodies):
            still = body.velocity.length < REST_SPEED and abs(body.angular_velocity) < REST_SPIN
            self._rest_ticks[index] = self._rest_ticks[index] + 1 if still else 0
        if all(count >= REST_TICKS for count in self._rest_ticks) or (
            self.seconds >= MAX_ROLL_SECONDS
        ):
            for index, body in enumerate(self.bodies):
                body.velocity = (0.0, 0.0)
                body.angular_velocity = 0.0
                self._tumbles[index] = self._tumbles[index].settled()
            self._settled = True

    def _add_rim(self) -> None:
        """Static segments just outside the felt, thick so no die tunnels through, and the
        level's obstacles as static boxes the dice bounce off."""
        width, height, radius = self.table.width, self.table.height, self.table.rim / 2
        corners = [
            (-radius, -radius),
            (width + radius, -radius),
            (width + radius, height + radius),
            (-radius, height + radius),
        ]
        for start, end in zip(corners, corners[1:] + corners[:1], strict=True):
            segment = pymunk.Segment(self.space.static_body, start, end, radius)
            segment.elasticity = 0.6
            segment.friction = 0.4
            self.space.add(segment)
        for rect in self.table.obstacles:
            self.space.add(_obstacle_shape(self.space.static_body, rect))

    def _cluster(self, die_count: int, rng: Rng) -> list[Vec2]:
        """The dice as held in the hand: a small ring around the origin, kept on the felt."""
        spacing = 1.2 * self.table.die_size
        margin = 0.8 * self.table.die_size
        positions = []
        for index in range(die_count):
            if index == 0:
                offset = Vec2(0.0, 0.0)
            else:
                ring_angle = self.aim + 2 * math.pi * (index - 1) / 6
                ring = 1 + (index - 1) // 6
                offset = Vec2(math.cos(ring_angle), math.sin(ring_angle)) * (spacing * ring)
            jitter = Vec2(rng.uniform(-1, 1), rng.uniform(-1, 1)) * POSITION_JITTER
            point = self.origin + offset + jitter
            positions.append(
                Vec2(
                    min(max(point.x, margin), self.table.width - margin),
                    min(max(point.y, margin), self.table.height - margin),
                )
            )
        return positions

    def _felt_friction(self, body: pymunk.Body) -> tuple[pymunk.Constraint, ...]:
        """Joints to the table that resist sliding and spinning with a bounded force."""
        slide = pymunk.PivotJoint(self.space.static_body, body, (0.0, 0.0), (0.0, 0.0))
        slide.max_bias = 0.0
        slide.max_force = TABLE_FRICTION * body.mass
        spin = pymunk.GearJoint(self.space.static_body, body, 0.0, 1.0)
        spin.max_bias = 0.0
        spin.max_force = ANGULAR_FRICTION * body.moment
        return slide, spin

    def _add_die(self, position: Vec2, rng: Rng) -> None:
        size = self.table.die_size
        mass = 1.0
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, (size, size)))
        body.position = (position.x, position.y)
        body.angle = rng.uniform(-math.pi, math.pi)
        direction = self.aim + rng.uniform(-AIM_JITTER, AIM_JITTER)
        speed = throw_speed(self.power) * (1 + rng.uniform(-SPEED_JITTER, SPEED_JITTER))
        body.velocity = (math.cos(direction) * speed, math.sin(direction) * speed)
        body.angular_velocity = rng.uniform(-SPIN_RANGE, SPIN_RANGE)
        shape = pymunk.Poly.create_box(body, (size, size), radius=size * 0.08)
        shape.elasticity = 0.45
        shape.friction = 0.5
        joints = self._felt_friction(body)
        self.space.add(body, shape, *joints)
        self.bodies.append(body)
        self._joints.append(joints)
        self._tumbles.append(Tumble(orientation=Orientation.random(rng)))


def _obstacle_shape(body: pymunk.Body, rect: Rect) -> pymunk.Poly:
    """A level's obstacle as a static box: as bouncy and rough as the rim."""
    half_w, half_h = rect.width / 2, rect.height / 2
    cx, cy = rect.center.x, rect.center.y
    box = pymunk.Poly(
        body,
        [
            (cx - half_w, cy - half_h),
            (cx + half_w, cy - half_h),
            (cx + half_w, cy + half_h),
            (cx - half_w, cy + half_h),
        ],
    )
    box.elasticity = 0.6
    box.friction = 0.4
    return box


def throw_speed(power: float) -> float:
    """The launch speed (units/s) for a throw of this power, before the seeded scatter."""
    return MIN_THROW_SPEED + min(1.0, max(0.0, power)) * (MAX_THROW_SPEED - MIN_THROW_SPEED)


def throw_travel(power: float) -> float:
    """How far a lone die thrown with this power slides before it stops (no rim, no dice).

    Closed form for drag ``DRAG`` plus the felt's constant deceleration; bots use it to
    judge a throw, and it tells a view how far an aim arrow should reach.
    """
    speed = throw_speed(power)
    terminal = TABLE_FRICTION / DRAG
    stop_time = math.log(1 + speed / terminal) / DRAG
    return (speed + terminal) * (1 - math.exp(-DRAG * stop_time)) / DRAG - terminal * stop_time


def power_for_travel(distance: float) -> float:
    """The power (0..1) whose throw travels ``distance``; clamped at the ends."""
    low, high = 0.0, 1.0
    if distance <= throw_travel(low):
        return low
    if distance >= throw_travel(high):
        return high
    for _ in range(40):
        middle = (low + high) / 2
        if throw_travel(middle) < distance:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def throw(
    seed: int,
    aim: float,
    power: float,
    origin: Vec2 | None = None,
    die_count: int = DICE_IN_A_THROW,
    table: TableSpec = DEFAULT_TABLE,
) -> DiceThrow:
    """Throw ``die_count`` dice from ``origin`` (default: the bottom side) towards ``aim``.

    ``aim`` is an angle in radians (0 = towards +x), ``power`` runs from 0 (a drop) to
    1 (a hard throw) and is clamped. Step the result with :meth:`DiceThrow.step`.
    """
    return DiceThrow(seed, aim, power, origin=origin, die_count=die_count, table=table)
