"""The extra demands a Piñata Blast level's table must meet, beyond any level's.

Dice are thrown from each seat's side and palms must reach every die, so a Piñata
table is sized to fit the screen with each seat's cards outside the rim, its seats sit
on the felt's edge, and its obstacles leave the seats' throwing room and a palm's
width of passage everywhere (a die in a narrower gap could never be picked up).
"""

from __future__ import annotations

from collections.abc import Callable

from candy_arcade.core.geometry import Rect, Vec2

WIDTH_RANGE = (640.0, 1280.0)
HEIGHT_RANGE = (400.0, 720.0)
RIM_RANGE = (8.0, 60.0)
SEAT_EDGE_REACH = 60.0
"""A seat farther than this from every edge of the felt is not at the table."""
SEAT_ROOM = 180.0
"""An obstacle keeps this far from a seat: its card spot, resting palm and throw."""
PASSAGE = 60.0
"""Gaps between an obstacle and the rim or another obstacle: wider than a palm (44)."""
MAX_COVER = 0.2
"""Obstacles may cover at most this share of the felt: the dice need room to land."""

Fail = Callable[[str, str], None]


def check_pinata_table(
    fail: Fail,
    width: float | None,
    height: float | None,
    seats: list[Vec2],
    obstacles: list[Rect],
) -> None:
    """Report, through ``fail(key path, message)``, what keeps this table from Piñata play."""
    width = _fitting(fail, "width", width, WIDTH_RANGE, "wide")
    height = _fitting(fail, "height", height, HEIGHT_RANGE, "high")
    if width is None or height is None:
        return
    for index, seat in enumerate(seats):
        reach = _edge_distance(seat, width, height)
        if reach > SEAT_EDGE_REACH:
            fail(
                f"seats[{index}]",
                f"seat {index + 1} at ({seat.x:g}, {seat.y:g}) is {reach:g} from the table's "
                f"edge; Piñata seats sit on the edge (within {SEAT_EDGE_REACH:g})",
            )
    _check_obstacles(fail, width, height, seats, obstacles)


def _fitting(
    fail: Fail, key: str, size: float | None, allowed: tuple[float, float], word: str
) -> float | None:
    """The size when a Piñata table may have it; else reported, and None."""
    if size is None or allowed[0] <= size <= allowed[1]:
        return size
    fail(
        f"table.{key}",
        f"table.{key} is {size:g}; a Piñata table is {allowed[0]:g} to {allowed[1]:g} "
        f"{word}, so every seat's cards fit on screen",
    )
    return None


def _edge_distance(point: Vec2, width: float, height: float) -> float:
    return min(point.x, width - point.x, point.y, height - point.y)


def _gap(a: Rect, b: Rect) -> float:
    dx = abs(a.center.x - b.center.x) - (a.width + b.width) / 2
    dy = abs(a.center.y - b.center.y) - (a.height + b.height) / 2
    return max(dx, dy)


def _distance_to_rect(point: Vec2, rect: Rect) -> float:
    dx = max(abs(point.x - rect.center.x) - rect.width / 2, 0.0)
    dy = max(abs(point.y - rect.center.y) - rect.height / 2, 0.0)
    return float((dx * dx + dy * dy) ** 0.5)


def _check_obstacles(
    fail: Fail, width: float, height: float, seats: list[Vec2], obstacles: list[Rect]
) -> None:
    covered = 0.0
    for index, rect in enumerate(obstacles):
        where = f"obstacles[{index}]"
        covered += rect.width * rect.height
        edge_gap = min(
            rect.center.x - rect.width / 2,
            width - rect.center.x - rect.width / 2,
            rect.center.y - rect.height / 2,
            height - rect.center.y - rect.height / 2,
        )
        if edge_gap < PASSAGE:
            fail(
                where,
                f"obstacle {index + 1} is {edge_gap:g} from the rim; leave at least "
                f"{PASSAGE:g} so a palm can reach a die behind it",
            )
        for other_index, other in enumerate(obstacles[:index]):
            gap = _gap(rect, other)
            if gap < PASSAGE:
                fail(
                    where,
                    f"obstacle {index + 1} is {max(gap, 0.0):g} from obstacle {other_index + 1}; "
                    f"leave at least {PASSAGE:g} between obstacles",
                )
        for seat_index, seat in enumerate(seats):
            near = _distance_to_rect(seat, rect)
            if near < SEAT_ROOM:
                fail(
                    where,
                    f"obstacle {index + 1} is {near:.0f} from seat {seat_index + 1}; Piñata "
                    f"obstacles keep {SEAT_ROOM:g} clear of seats for their cards and throws",
                )
    if covered > MAX_COVER * width * height:
        fail(
            "obstacles[0]",
            f"obstacles cover {100 * covered / (width * height):.0f}% of the felt; "
            f"at most {100 * MAX_COVER:.0f}%, so the dice have room to land",
        )
