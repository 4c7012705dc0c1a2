"""The shared hand motion: one speed cap for every device, and walls that hold."""

from __future__ import annotations

import pymunk
import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.sim.hand_motion import box_walls, capped_step, sweep


def boxed_walls() -> list[pymunk.Segment]:
    """A 400 x 300 rim with a 40 x 100 box in the middle."""
    static = pymunk.Body(body_type=pymunk.Body.STATIC)
    return box_walls(static, Vec2(200, 150), 400, 300) + box_walls(static, Vec2(200, 150), 40, 100)


@pytest.mark.parametrize(
    ("target", "direction"),
    [(Vec2(1000, 1000), None), (None, Vec2(1, 1)), (None, Vec2(3, 3)), (Vec2(5, 9), Vec2(1, 0))],
)
def test_every_input_moves_at_most_the_same_capped_distance(
    target: Vec2 | None, direction: Vec2 | None
) -> None:
    step = capped_step(Vec2(0, 0), target, direction, speed=600, dt=1 / 60)
    assert step.length() == pytest.approx(10.0)


def test_a_near_target_is_reached_exactly_and_then_the_hand_rests() -> None:
    assert capped_step(Vec2(0, 0), Vec2(3, 4), None, 600, 1 / 60) == Vec2(3, 4)
    assert capped_step(Vec2(3, 4), Vec2(3, 4), None, 600, 1 / 60) == Vec2(0, 0)


def test_a_palm_cannot_pass_the_rim_however_often_it_pushes() -> None:
    walls = boxed_walls()
    position = Vec2(100, 250)
    for _ in range(200):
        position = sweep(walls, position, Vec2(0, 10), 20)
    assert position.y <= 300 - 2 - 20 + 1e-6
    assert position.y > 270


def test_a_palm_slides_along_a_wall_it_meets_at_an_angle() -> None:
    walls = boxed_walls()
    position = Vec2(100, 270)
    for _ in range(10):
        position = sweep(walls, position, Vec2(10, 10), 20)
    assert position.x > 180
    assert position.y <= 278 + 1e-6


def test_a_palm_bumps_into_an_obstacle() -> None:
    walls = boxed_walls()
    position = Vec2(100, 150)
    for _ in range(50):
        position = sweep(walls, position, Vec2(10, 0), 20)
    assert position.x <= 180 - 2 - 20 + 1e-6
    assert position.x > 150
