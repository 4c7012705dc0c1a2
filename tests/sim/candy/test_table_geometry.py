"""Where seats put their stashes and hands, on rectangular and oval tables, and every
shipped I Want Candy! table played by bots with every palm kept on its felt."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.levels.loader import LEVELS_DIR, load_default_level, load_level
from candy_arcade.levels.table_shape import TableOutline
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.table import (
    PALM_RADIUS,
    STASH_OFFSET,
    seat_geometry,
    table_geometry,
)

ROUND_TABLE = LEVELS_DIR / "10-round-table.toml"
CANDY_LEVELS = [
    path for path in sorted(LEVELS_DIR.glob("*.toml")) if load_level(path).mode == "candy"
]


def corners(rect: Rect) -> list[Vec2]:
    return [
        Vec2(rect.center.x + dx * rect.width / 2, rect.center.y + dy * rect.height / 2)
        for dx in (-1, 1)
        for dy in (-1, 1)
    ]


def test_a_rectangle_s_stashes_lie_straight_in_from_the_nearest_side() -> None:
    level = load_default_level()
    bottom = seat_geometry(level, Vec2(300, 30))
    assert bottom.stash.center == Vec2(300, 30 + STASH_OFFSET) and bottom.horizontal
    right = seat_geometry(level, Vec2(1250, 360))
    assert right.stash.center == Vec2(1250 - STASH_OFFSET, 360) and not right.horizontal
    assert right.stash.height > right.stash.width


def test_on_an_oval_the_stash_lies_along_the_inward_normal_at_the_seat() -> None:
    level = load_level(ROUND_TABLE)
    outline = level.outline
    for seat in level.seats:
        geometry = seat_geometry(level, seat)
        inward = outline.nearest_edge(seat).inward
        offset = geometry.stash.center - seat
        assert abs(offset.length() - STASH_OFFSET) < 1e-9
        assert offset.normalized().distance(inward) < 1e-9
        assert geometry.horizontal == (abs(inward.y) >= abs(inward.x))
        assert outline.depth(geometry.rest) > outline.depth(geometry.stash.center)


def test_an_oval_s_diagonal_seat_gets_a_slanting_offset_and_an_end_seat_a_tall_stash() -> None:
    level = load_level(ROUND_TABLE)
    diagonal = seat_geometry(level, Vec2(1080, 130))
    assert diagonal.horizontal
    assert diagonal.stash.center.x < 1080 and diagonal.stash.center.y > 130
    end = seat_geometry(level, Vec2(1250, 360))
    assert not end.horizontal and end.stash.center == Vec2(1250 - STASH_OFFSET, 360)


def test_the_same_seat_gets_a_different_stash_on_an_oval_than_on_a_rectangle() -> None:
    oval = load_level(ROUND_TABLE)
    box = dataclasses.replace(oval, table_shape="rectangle")
    seat = Vec2(1080, 130)
    assert seat_geometry(box, seat).stash.center == Vec2(1080, 130 + STASH_OFFSET)
    assert seat_geometry(oval, seat).stash.center != Vec2(1080, 130 + STASH_OFFSET)


def test_clamping_to_an_oval_table_keeps_a_whole_palm_on_the_felt() -> None:
    geometry = table_geometry(load_level(ROUND_TABLE), 2)
    for point in (Vec2(5, 5), Vec2(1275, 715), Vec2(640, -40), Vec2(30, 360)):
        assert geometry.outline.depth(geometry.clamp_to_table(point)) >= PALM_RADIUS


@pytest.mark.parametrize("path", CANDY_LEVELS, ids=lambda path: Path(path).stem)
def test_every_shipped_table_has_its_stashes_and_hands_on_the_felt(path: Path) -> None:
    level = load_level(path)
    geometry = table_geometry(level, len(level.seats))
    outline: TableOutline = geometry.outline
    for seat in geometry.seats:
        assert all(outline.depth(corner) >= 0 for corner in corners(seat.stash)), seat
        assert outline.depth(seat.rest) >= PALM_RADIUS
    for first, seat in enumerate(geometry.seats):
        for other in geometry.seats[first + 1 :]:
            apart_x = abs(seat.stash.center.x - other.stash.center.x)
            apart_y = abs(seat.stash.center.y - other.stash.center.y)
            assert (
                apart_x >= (seat.stash.width + other.stash.width) / 2
                or apart_y >= (seat.stash.height + other.stash.height) / 2
            ), (seat.seat, other.seat)


@pytest.mark.parametrize("path", CANDY_LEVELS, ids=lambda path: Path(path).stem)
def test_every_shipped_table_plays_a_short_bot_round_with_every_palm_on_its_felt(
    path: Path,
) -> None:
    level = load_level(path)
    players = len(level.seats)
    session = CandySession(level, players, seed=5, timer_seconds=30, variants=level.variants)
    bots = [
        CandyBotSource(CandyBot(p, "normal", session.rng.fork(f"bot{p}"))) for p in range(players)
    ]
    outline = session.geometry.outline
    while not session.over:
        session.step([bot.intent(session, session.tick) for bot in bots])
        for hand in session.all_hands:
            assert outline.depth(hand.position) >= PALM_RADIUS, (session.tick, hand.player)
    stashed = sorted(card for stash in session.stashes for card in stash)
    assert len(stashed) >= players
    assert sorted(stashed + session.pool_cards()) == list(range(52))
