"""A Piñata arm comes over the table's rim: it never runs across its player's own row
of cards (a newcomer playtest found the arms drawn from the shoulders hid them)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import arcade

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import PinataOptions
from candy_arcade.mode_tables import PINATA_TABLE
from candy_arcade.render.pinata.hands_layer import arm_start
from candy_arcade.render.pinata.table_renderer import PinataTableRenderer
from candy_arcade.render.player_look import player_looks

RIM = Rect(Vec2(50, 50), 100, 100)  # from (0, 0) to (100, 100)


def test_an_arm_from_below_the_table_starts_on_the_bottom_edge() -> None:
    assert arm_start(Vec2(50, -40), Vec2(50, 30), RIM) == Vec2(50, 0)


def test_a_slanting_arm_starts_where_it_crosses_the_edge_it_comes_over() -> None:
    start = arm_start(Vec2(-20, 50), Vec2(20, 90), RIM)
    assert abs(start.x) < 1e-9 and abs(start.y - 70) < 1e-9


def test_a_palm_off_the_table_shows_no_arm() -> None:
    assert arm_start(Vec2(50, -40), Vec2(50, -5), RIM) == Vec2(50, -5)


def test_a_shoulder_on_the_table_is_where_the_arm_starts() -> None:
    assert arm_start(Vec2(10, 10), Vec2(60, 60), RIM) == Vec2(10, 10)


def test_no_arm_crosses_its_own_players_cards(game_window: Any) -> None:
    session = PINATA_TABLE.new_table(load_default_level(), 4, 3, PinataOptions())
    renderer = PinataTableRenderer(
        session.seats,
        len(session.state.dice),
        player_looks(4),
        ["A", "B", "C", "D"],
        [False] * 4,
        [True] * 4,
        {candy.id: candy.name for candy in session.components.candies},
        session.table,
    )
    renderer.draw(session.snapshot())
    for seat, arm in enumerate(renderer.hands.arms):
        assert arm.width > 1, "the palm is on the table: its arm shows"
        arm_box = _box(arm.hit_box.get_adjusted_points())
        for card in renderer.cards.seats[seat].cards:
            if card.visible:
                assert not _overlap(arm_box, _drawn(card)), f"seat {seat}'s arm over its cards"


Box = tuple[float, float, float, float]


def _box(points: Sequence[tuple[float, float]]) -> Box:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs), max(xs), min(ys), max(ys)


def _drawn(card: arcade.Sprite) -> Box:
    """The card as drawn (its hit box reaches past its corners)."""
    turned = round(card.angle) % 180 == 90
    half_w, half_h = (card.height, card.width) if turned else (card.width, card.height)
    return (
        card.center_x - half_w / 2,
        card.center_x + half_w / 2,
        card.center_y - half_h / 2,
        card.center_y + half_h / 2,
    )


def _overlap(first: Box, second: Box) -> bool:
    return (
        first[0] < second[1]
        and second[0] < first[1]
        and first[2] < second[3]
        and second[2] < first[3]
    )
