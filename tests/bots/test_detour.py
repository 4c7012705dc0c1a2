"""Bots steer round obstacles: the way round is found, followed, and never dithered."""

from __future__ import annotations

import pytest

from candy_arcade.bots.detour import crossing, waypoint
from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.sim.pinata.palms import Palm, felt_walls, move_palm
from candy_arcade.sim.pinata.table import TableSpec

BOX = Rect(Vec2(500.0, 300.0), 120.0, 120.0)
RADIUS = 22.0


def test_a_segment_through_a_box_crosses_it_and_one_beside_it_does_not() -> None:
    assert crossing(Vec2(300, 300), Vec2(700, 300), BOX) == pytest.approx(0.5 - 60 / 400)
    assert crossing(Vec2(300, 400), Vec2(700, 400), BOX) is None
    assert crossing(Vec2(300, 360), Vec2(700, 360), BOX) is None, "grazing is not crossing"


def test_a_clear_way_heads_straight_for_the_goal() -> None:
    goal = Vec2(700.0, 500.0)
    assert waypoint(Vec2(300.0, 500.0), goal, [BOX], RADIUS) == goal


def test_a_blocked_way_heads_for_a_corner_on_the_shorter_side() -> None:
    corner = waypoint(Vec2(300.0, 320.0), Vec2(700.0, 320.0), [BOX], RADIUS)
    assert corner.x < BOX.center.x and corner.y > BOX.center.y, "round the top, nearer"
    assert crossing(Vec2(300.0, 320.0), corner, Rect(BOX.center, 164.0, 164.0)) is None


@pytest.mark.parametrize(
    ("start", "goal"),
    [
        (Vec2(300.0, 300.0), Vec2(700.0, 300.0)),
        (Vec2(500.0, 120.0), Vec2(500.0, 480.0)),
        (Vec2(380.0, 180.0), Vec2(620.0, 420.0)),
        (Vec2(650.0, 500.0), Vec2(500.0, 221.0)),
    ],
    ids=["across", "over", "diagonal", "to a die against the box"],
)
def test_a_palm_following_the_waypoints_gets_round_the_box_without_dithering(
    start: Vec2, goal: Vec2
) -> None:
    table = TableSpec(width=1000.0, height=600.0, obstacles=(BOX,))
    walls = felt_walls(table)
    palm = Palm(0, start)
    ticks = 0
    while palm.position.distance(goal) > RADIUS + 18.0:
        ticks += 1
        assert ticks < 400, f"the palm stuck at {palm.position}"
        move_palm(palm, walls, waypoint(palm.position, goal, table.obstacles, RADIUS), None)
    straight = start.distance(goal) / (640.0 / 60.0)
    assert ticks < 2.5 * straight + 20, "it went round, not back and forth"
