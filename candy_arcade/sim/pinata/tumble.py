"""Which face of a cube is up after it rolls, for a table seen from above.

The physics is 2-D, so a die cannot really tip over. Instead each die carries a cube
orientation that rolls one quarter turn every time the die travels one face-length
while moving fast enough to tumble, in the direction it travels (in the die's own
frame, so spinning in place does not change the top). The face at rest therefore
follows from the motion, and the motion from the seed and the throw.

Face ``i`` and face ``5 - i`` are opposite, like pips 1-6 on a standard die.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.core.rng import Rng

FACE_COUNT = 6

_FACE_AXES: tuple[tuple[int, int, int], ...] = (
    (0, 0, 1),
    (0, 1, 0),
    (1, 0, 0),
    (-1, 0, 0),
    (0, -1, 0),
    (0, 0, -1),
)
"""Each face's outward direction in the die's own frame; opposite faces sum to 5."""


def opposite(face: int) -> int:
    return FACE_COUNT - 1 - face


def _face_along(axis: tuple[int, int, int]) -> int:
    return _FACE_AXES.index(axis)


def _cross(a: tuple[int, int, int], b: tuple[int, int, int]) -> tuple[int, int, int]:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


@dataclass(frozen=True, slots=True)
class Orientation:
    """The faces pointing up, towards the die's +y ("north") and its +x ("east")."""

    top: int
    north: int
    east: int

    @staticmethod
    def from_top_and_north(top: int, north: int) -> Orientation:
        """The orientation with these two faces; the third follows from a right-handed die."""
        if north in (top, opposite(top)):
            raise ValueError(f"faces {top} and {north} are not adjacent")
        east = _face_along(_cross(_FACE_AXES[north], _FACE_AXES[top]))
        return Orientation(top=top, north=north, east=east)

    @staticmethod
    def random(rng: Rng) -> Orientation:
        """One of the 24 orientations of a cube, each equally likely."""
        top = rng.randint(0, FACE_COUNT - 1)
        sides = [face for face in range(FACE_COUNT) if face not in (top, opposite(top))]
        return Orientation.from_top_and_north(top, rng.choice(sides))

    def rolled_east(self) -> Orientation:
        return Orientation(top=opposite(self.east), north=self.north, east=self.top)

    def rolled_west(self) -> Orientation:
        return Orientation(top=self.east, north=self.north, east=opposite(self.top))

    def rolled_north(self) -> Orientation:
        return Orientation(top=opposite(self.north), north=self.top, east=self.east)

    def rolled_south(self) -> Orientation:
        return Orientation(top=self.north, north=opposite(self.top), east=self.east)


@dataclass(frozen=True, slots=True)
class Tumble:
    """A die's orientation plus the distance rolled towards the next quarter turn."""

    orientation: Orientation
    along_x: float = 0.0
    along_y: float = 0.0

    def rolled(self, dx: float, dy: float, face_length: float) -> Tumble:
        """After moving ``(dx, dy)`` in the die's own frame while tumbling."""
        orientation = self.orientation
        along_x = self.along_x + dx
        along_y = self.along_y + dy
        while along_x >= face_length:
            orientation = orientation.rolled_east()
            along_x -= face_length
        while along_x <= -face_length:
            orientation = orientation.rolled_west()
            along_x += face_length
        while along_y >= face_length:
            orientation = orientation.rolled_north()
            along_y -= face_length
        while along_y <= -face_length:
            orientation = orientation.rolled_south()
            along_y += face_length
        return Tumble(orientation=orientation, along_x=along_x, along_y=along_y)

    def settled(self) -> Tumble:
        """A die at rest lies flat: the partial roll is forgotten."""
        return Tumble(orientation=self.orientation)
