"""Piñata tables shaped by level files: size, rim, obstacles dice bounce off and palms
go round, and seats in clockwise order."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pytest

from candy_arcade.bots.pinata.profiles import profile
from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.levels.loader import LEVELS_DIR, load_level, shipped_levels
from candy_arcade.rules.pinata.apply import card_can_still_get_a_die
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.candy.table import PALM_RADIUS
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.dice import throw
from candy_arcade.sim.pinata.from_level import new_pinata_session
from candy_arcade.sim.pinata.palms import Palm, felt_walls, move_palm
from candy_arcade.sim.pinata.seating import seat_layouts
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.table import (
    DEFAULT_TABLE,
    TableSpec,
    clockwise_from_first,
    table_from_level,
)

GARDEN = LEVELS_DIR / "11-pinata-garden.toml"
PINATA_LEVELS = [level for level in shipped_levels() if level.mode == "pinata"]
POST = Rect(Vec2(480.0, 280.0), 120.0, 120.0)


def angle_round(point: Vec2, centre: Vec2) -> float:
    return math.atan2(point.y - centre.y, point.x - centre.x)


def test_a_pinata_level_sets_the_tables_size_rim_and_obstacles() -> None:
    level = load_level(GARDEN)
    table = table_from_level(level, 4)
    assert (table.width, table.height, table.rim) == (1200.0, 640.0, 36.0)
    assert table.obstacles == tuple(obstacle.rect for obstacle in level.obstacles)
    assert len(table.obstacles) == 3


def test_seats_listed_in_any_order_are_passed_the_stick_clockwise() -> None:
    centre = Vec2(480.0, 280.0)
    bottom, left, top, right = Vec2(480, 0), Vec2(0, 280), Vec2(480, 560), Vec2(960, 280)
    assert clockwise_from_first((bottom, right, top, left), centre) == (bottom, left, top, right)
    ordered = clockwise_from_first((right, bottom, left, top), centre)
    assert ordered == (right, bottom, left, top)
    turns = [
        (angle_round(a, centre) - angle_round(b, centre)) % (2 * math.pi)
        for a, b in itertools.pairwise(ordered)
    ]
    assert all(0 < turn < math.pi for turn in turns), "each next seat is clockwise"


def test_fewer_players_than_seats_are_spread_round_the_table() -> None:
    table = table_from_level(load_level(GARDEN), 4)
    edges = {(point.x in (0.0, 1200.0), point.y in (0.0, 640.0)) for point in _edges(table)}
    assert len(table.seat_points) == 4
    assert edges == {(False, True), (True, False)}, "two long sides and two short sides"


def _edges(table: TableSpec) -> list[Vec2]:
    return [layout.edge_point for layout in seat_layouts(len(table.seat_points), table)]


@pytest.mark.parametrize("level", PINATA_LEVELS, ids=lambda level: level.name)
def test_every_seats_places_lie_on_the_felt_clear_of_obstacles(level) -> None:  # type: ignore[no-untyped-def]
    for players in range(2, len(level.seats) + 1):
        table = table_from_level(level, players)
        for seat in seat_layouts(players, table):
            for place in (seat.card_spot, seat.rest, seat.throw_origin):
                assert table.contains(place, margin=PALM_RADIUS)
                assert not table.blocked(place, margin=PALM_RADIUS)


def test_the_hands_row_of_cards_lies_beyond_a_thicker_rim() -> None:
    thin = seat_layouts(2, TableSpec(rim=10.0))[0]
    thick = seat_layouts(2, TableSpec(rim=50.0))[0]
    assert thin.row_centre.y - thick.row_centre.y == pytest.approx(40.0)


def test_thrown_dice_bounce_off_an_obstacle_and_never_enter_it() -> None:
    table = TableSpec(obstacles=(POST,))
    origin = Vec2(480.0, 80.0)
    dice = throw(7, math.pi / 2, 1.0, origin, 7, table)
    open_felt = throw(7, math.pi / 2, 1.0, origin, 7, DEFAULT_TABLE)
    half = table.die_size / 2
    while not dice.settled:
        dice.step()
        for position in dice.positions:
            inside = (
                abs(position.x - POST.center.x) < POST.width / 2 - 2
                and abs(position.y - POST.center.y) < POST.height / 2 - 2
            )
            assert not inside, f"a die went through the post at {position}"
    open_felt.run_until_settled()
    assert dice.positions != open_felt.positions, "the post changed where the dice went"
    assert all(p.y < POST.center.y - POST.height / 2 + half for p in dice.positions if
               abs(p.x - POST.center.x) < POST.width / 2 - half)


def test_a_palm_pushed_at_an_obstacle_stops_at_it_and_slides_round_it() -> None:
    table = TableSpec(obstacles=(POST,))
    walls = felt_walls(table)
    palm = Palm(0, Vec2(480.0, 100.0))
    for _ in range(60):
        move_palm(palm, walls, Vec2(480.0, 400.0), None)
    assert palm.position.y <= POST.center.y - POST.height / 2 - PALM_RADIUS + 1.0
    for _ in range(60):
        move_palm(palm, walls, None, Vec2(0.7, 0.7))
    assert palm.position.x > POST.center.x + POST.width / 2, "it slid along and past the post"
    assert not table.blocked(palm.position, margin=PALM_RADIUS - 1.0)


def test_a_level_of_another_mode_plays_on_the_usual_table() -> None:
    session = new_pinata_session(load_level(LEVELS_DIR / "default.toml"), 4, 1, False)
    assert session.table == DEFAULT_TABLE


@pytest.mark.parametrize("level", PINATA_LEVELS, ids=lambda level: level.name)
def test_bots_finish_a_game_on_every_pinata_level_without_a_palm_stuck_behind_a_box(level) -> None:  # type: ignore[no-untyped-def]
    players = min(4, len(level.seats))
    session = new_pinata_session(level, players, 3, False)
    bots = [
        RealtimePinataBot(seat, profile("hard"), session.rng.fork(f"bot:{seat}"))
        for seat in range(players)
    ]
    timed_out = 0
    while not session.over:
        assert session.tick < 40_000, "the game stalled"
        grabbing = session.phase is Phase.GRABBING
        reaching = grabbing and any(
            card_can_still_get_a_die(session.state, seat) for seat in range(players)
        )
        session.step([bot.intent(session) for bot in bots])
        if reaching and session.phase is not Phase.GRABBING and session.seconds_left <= 0.0:
            timed_out += 1
        for palm in session.palms:
            assert not session.table.blocked(palm.position, margin=PALM_RADIUS - 1.0)
    assert timed_out <= 1, f"{timed_out} rounds ran out of time: bots could not reach dice"


def test_the_same_seed_on_a_level_table_plays_the_same_game() -> None:
    level = load_level(GARDEN)

    def run() -> tuple[int, tuple[int, ...], str]:
        session: PinataSession = new_pinata_session(level, 3, 11, False)
        bots = [
            RealtimePinataBot(seat, profile("normal"), session.rng.fork(f"bot:{seat}"))
            for seat in range(3)
        ]
        while not session.over:
            session.step([bot.intent(session) for bot in bots])
        victory = tuple(len(player.victory) for player in session.state.players)
        return session.tick, victory, repr(session.palms[0].position)

    assert run() == run()


def test_an_idle_intent_keeps_every_palm_off_the_obstacles() -> None:
    session = new_pinata_session(load_level(Path(GARDEN)), 8, 2, False)
    for _ in range(30):
        session.step([PlayerIntent(direction=Vec2(0.0, 1.0))] * 8)
    for palm in session.palms:
        assert not session.table.blocked(palm.position, margin=PALM_RADIUS - 1.0)
