"""Confetti: a burst of coloured paper bits over a winner, fluttering down for a couple
of seconds.

Presentation only, and cheap enough for software GL: a burst is a fixed number of
pieces chosen once from a seeded :class:`random.Random`, and where each piece is at a
moment is a closed formula of the time since the burst (a launch slowed by the air
towards a steady fall, a sideways sway, a paper turning over). Nothing is stepped or
accumulated, so a frame of any length, a skipped reveal or a test asking for second
1.3 all see the same pieces in the same places; the pure part (:class:`ConfettiBurst`)
needs no window. :class:`ConfettiLayer` draws any number of bursts with one sprite
list of plain rectangles sharing one texture.

Reduce motion is the caller's business: under it no burst is made (a still highlight
says who won instead).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import arcade

from candy_arcade.render.box import Box

Colour = tuple[int, int, int]

MAX_PIECES = 240
"""Every burst on a screen together: ties share this, so eight tied winners cost no
more to draw than one."""
PIECES_PER_BURST = 120
DRAG_PER_SECOND = 2.4
"""How fast the air takes a piece's launch away: paper slows at once, then drifts."""
LAUNCH_SPEED = (60.0, 170.0)
"""Upward launch speeds (logical units a second): the burst pops a little above the
area (25 to 70 units) and the rain falls through it, not above it."""
LAUNCH_SPREAD = 90.0
"""The largest sideways launch speed either way."""
FALL_SPEED = (55.0, 105.0)
"""Each piece's steady fall: a spread of speeds keeps the rain from moving as a sheet."""
SWAY = (5.0, 16.0)
"""How far either side a falling piece flutters."""
SWAY_RATE = (4.0, 9.0)
"""Radians a second of the flutter."""
SPIN_RATE = (5.0, 14.0)
"""Radians a second of a piece turning over (its width narrows to its edge and back)."""
TILT_DEGREES = 30.0
SIZE = (7.0, 12.0)
"""A piece's long side; its short side is about half of it."""
LIFE_SECONDS = (2.0, 3.0)
FADE_SHARE = 0.25
"""The last share of its life a piece fades out over, so none vanishes at once."""
EDGE_ON = 0.15
"""The narrowest a turning piece is drawn (a paper on its edge still shows)."""


@dataclass(frozen=True)
class Piece:
    """One paper bit as launched: where from, how fast, and how it flutters."""

    x: float
    y: float
    launch_x: float
    launch_y: float
    fall: float
    sway: float
    sway_rate: float
    sway_phase: float
    spin_rate: float
    spin_phase: float
    length: float
    colour: Colour
    life: float


@dataclass(frozen=True)
class PieceAt:
    """Where one piece is drawn at a moment, and how."""

    x: float
    y: float
    width: float
    height: float
    angle: float
    colour: Colour
    alpha: int


def _drifted(launch: float, steady: float, age: float) -> float:
    """How far a piece launched at ``launch`` has gone after ``age`` seconds while
    the air brings its speed to ``steady`` (linear drag)."""
    slowing = (1.0 - math.exp(-DRAG_PER_SECOND * age)) / DRAG_PER_SECOND
    return steady * age + (launch - steady) * slowing


def piece_at(piece: Piece, age: float) -> PieceAt | None:
    """``piece`` ``age`` seconds after its burst; None once its life is over."""
    if age < 0.0 or age >= piece.life:
        return None
    sway = piece.sway * math.sin(piece.sway_rate * age + piece.sway_phase)
    x = piece.x + _drifted(piece.launch_x, 0.0, age) + sway
    y = piece.y + _drifted(piece.launch_y, -piece.fall, age)
    turning = abs(math.cos(piece.spin_rate * age + piece.spin_phase))
    fading = (piece.life - age) / (piece.life * FADE_SHARE)
    return PieceAt(
        x,
        y,
        piece.length * max(EDGE_ON, turning),
        piece.length / 2,
        TILT_DEGREES * math.cos(piece.sway_rate * age + piece.sway_phase),
        piece.colour,
        round(255 * min(1.0, fading)),
    )


class ConfettiBurst:
    """``count`` pieces in ``colours`` launched up from the top of ``area`` at
    ``start`` (seconds on the caller's clock); a piece that falls below the area's
    bottom is gone, so the rain stays over what it celebrates."""

    def __init__(
        self,
        rng: random.Random,
        area: Box,
        colours: Sequence[Colour],
        start: float,
        count: int = PIECES_PER_BURST,
    ) -> None:
        self.area = area
        self.start = start
        self.pieces = [self._piece(rng, colours) for _ in range(count)]

    def _piece(self, rng: random.Random, colours: Sequence[Colour]) -> Piece:
        area = self.area
        length = rng.uniform(*SIZE)
        return Piece(
            x=rng.uniform(area.left, area.right),
            y=area.top - rng.uniform(0.0, area.height / 3),
            launch_x=rng.uniform(-LAUNCH_SPREAD, LAUNCH_SPREAD),
            launch_y=rng.uniform(*LAUNCH_SPEED),
            fall=rng.uniform(*FALL_SPEED),
            sway=rng.uniform(*SWAY),
            sway_rate=rng.uniform(*SWAY_RATE),
            sway_phase=rng.uniform(0.0, 2 * math.pi),
            spin_rate=rng.uniform(*SPIN_RATE),
            spin_phase=rng.uniform(0.0, 2 * math.pi),
            length=length,
            colour=colours[rng.randrange(len(colours))],
            life=rng.uniform(*LIFE_SECONDS),
        )

    def at(self, t: float) -> list[PieceAt | None]:
        """Every piece at time ``t``, in launch order: None where a piece is not on
        screen (before the burst, after its life, or fallen below the area)."""
        shown: list[PieceAt | None] = []
        for piece in self.pieces:
            now = piece_at(piece, t - self.start)
            shown.append(now if now is not None and now.y >= self.area.bottom else None)
        return shown

    def over(self, t: float) -> bool:
        """Whether every piece has gone for good."""
        return t - self.start >= max((piece.life for piece in self.pieces), default=0.0)


def burst_sizes(bursts: int) -> int:
    """Pieces in each of ``bursts`` bursts on one screen (ties share :data:`MAX_PIECES`)."""
    return min(PIECES_PER_BURST, MAX_PIECES // max(bursts, 1))


class ConfettiLayer:
    """Draws bursts: one plain rectangle sprite per piece, all in one sprite list,
    moved to where the pure bursts say at each :meth:`show`."""

    def __init__(self, bursts: Sequence[ConfettiBurst]) -> None:
        self.bursts = list(bursts)
        self.sprites: arcade.SpriteList[arcade.SpriteSolidColor] = arcade.SpriteList()
        for burst in self.bursts:
            for piece in burst.pieces:
                sprite = arcade.SpriteSolidColor(1, 1, color=(*piece.colour, 255))
                sprite.visible = False
                self.sprites.append(sprite)
        self.showing = 0
        """How many pieces are on screen now (a finished layer skips its draw)."""

    def show(self, t: float) -> None:
        """Put every piece where it is at time ``t`` (before every burst and after
        them all, nothing is moved: the pieces are hidden once and left)."""
        if all(t < burst.start or burst.over(t) for burst in self.bursts):
            if self.showing:
                for sprite in self.sprites:
                    sprite.visible = False
            self.showing = 0
            return
        sprites = iter(self.sprites)
        self.showing = 0
        for burst in self.bursts:
            for now in burst.at(t):
                sprite = next(sprites)
                if now is None:
                    if sprite.visible:
                        sprite.visible = False
                    continue
                self.showing += 1
                if not sprite.visible:
                    sprite.visible = True
                sprite.position = (now.x, now.y)
                sprite.size = (now.width, now.height)
                sprite.angle = now.angle
                if sprite.alpha != now.alpha:
                    sprite.alpha = now.alpha

    def draw(self) -> None:
        if self.showing:
            self.sprites.draw()


def confetti_over(
    seed: int, areas: Sequence[Box], colours: Sequence[Colour], start: float
) -> ConfettiLayer:
    """A burst over each of ``areas`` (each winner's), all at ``start``, together no
    more than :data:`MAX_PIECES`, drawn from a generator seeded with ``seed``."""
    rng = random.Random(seed)
    count = burst_sizes(len(areas))
    return ConfettiLayer([ConfettiBurst(rng, area, colours, start, count) for area in areas])
