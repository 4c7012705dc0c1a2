"""Palms stay on the table and go round obstacles, whatever the device pushes."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.loader import LEVELS_DIR, load_level
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.table import PALM_RADIUS
from candy_arcade.sim.intents import PlayerIntent

from .scripting import new_session, step_one


def test_a_held_key_or_stick_never_pushes_a_palm_off_the_table() -> None:
    session = new_session(players=1)
    for direction in (Vec2(0, 1), Vec2(1, 0), Vec2(-1, -1), Vec2(1.5, -1.5)):
        for _ in range(200):
            step_one(session, 0, PlayerIntent(direction=direction))
            palm = session.hands[0].position
            assert PALM_RADIUS <= palm.x <= session.geometry.width - PALM_RADIUS
            assert PALM_RADIUS <= palm.y <= session.geometry.height - PALM_RADIUS


def test_a_palm_slides_along_the_edge_it_is_pushed_against() -> None:
    session = new_session(players=1)
    for _ in range(120):
        step_one(session, 0, PlayerIntent(direction=Vec2(-1, -1)))
    palm = session.hands[0].position
    assert palm.x < 30 and palm.y < 30


def test_hands_bump_into_obstacles_on_the_table() -> None:
    level = load_level(Path(LEVELS_DIR) / "04-pillar-hall.toml")
    pillar = level.obstacles[0].rect
    session = CandySession(level, 1, 1)
    left_of_pillar = Vec2(pillar.center.x - pillar.width / 2 - 60, pillar.center.y)
    for _ in range(200):
        session.step([PlayerIntent(target=left_of_pillar)])
    for _ in range(100):
        session.step([PlayerIntent(direction=Vec2(1, 0))])
    palm = session.hands[0].position
    assert palm.x <= pillar.center.x - pillar.width / 2 - PALM_RADIUS + 1e-6


def test_no_card_is_scattered_where_an_obstacle_keeps_palms_away() -> None:
    level = load_level(Path(LEVELS_DIR) / "04-pillar-hall.toml")
    for seed in range(20):
        session = CandySession(level, 6, seed)
        for card in session.cards:
            for obstacle in level.obstacles:
                rect = obstacle.rect
                assert not (
                    abs(card.position.x - rect.center.x) < rect.width / 2 + PALM_RADIUS
                    and abs(card.position.y - rect.center.y) < rect.height / 2 + PALM_RADIUS
                )


ROUND_TABLE = Path(LEVELS_DIR) / "10-round-table.toml"


@pytest.mark.parametrize("degrees", range(0, 360, 20))
def test_a_hand_driven_outward_on_an_oval_table_stays_inside_the_ellipse(degrees: int) -> None:
    session = CandySession(load_level(ROUND_TABLE), 1, 1)
    outline = session.geometry.outline
    direction = Vec2(math.cos(math.radians(degrees)), math.sin(math.radians(degrees)))
    for _ in range(150):
        session.step([PlayerIntent(direction=direction)])
        assert outline.depth(session.hands[0].position) >= PALM_RADIUS
    # Pressed against the rim, not stopped short of it by a straight wall.
    assert outline.depth(session.hands[0].position) < PALM_RADIUS + 3


def test_a_palm_slides_round_the_curve_of_an_oval_table() -> None:
    session = CandySession(load_level(ROUND_TABLE), 1, 1)
    outline = session.geometry.outline
    for _ in range(60):
        session.step([PlayerIntent(direction=Vec2(0, -1))])
    start = session.hands[0].position
    for _ in range(90):
        session.step([PlayerIntent(direction=Vec2(1, -0.3))])
        assert PALM_RADIUS <= outline.depth(session.hands[0].position) < PALM_RADIUS + 3
    palm = session.hands[0].position
    assert palm.x > start.x + 500 and palm.y > start.y + 100


def test_a_target_off_an_oval_table_is_reached_at_the_nearest_place_a_palm_fits() -> None:
    session = CandySession(load_level(ROUND_TABLE), 1, 1)
    outline = session.geometry.outline
    for _ in range(200):
        session.step([PlayerIntent(target=Vec2(100, 60))])
    palm = session.hands[0].position
    assert palm.distance(session.geometry.clamp_to_table(Vec2(100, 60))) < 0.5
    assert PALM_RADIUS <= outline.depth(palm) < PALM_RADIUS + 4
    assert session.hands[0].vx == session.hands[0].vy == 0.0
