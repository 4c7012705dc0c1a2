"""A Piñata level's own table on screen: scaled to fit, obstacles drawn where the
simulation has them, and a pointer lands where it points."""

from __future__ import annotations

import dataclasses

import arcade

from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.loader import LEVELS_DIR, default_level_for, load_level
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import OBSTACLE
from candy_arcade.views.launch import run_frames
from candy_arcade.views.pinata.table import pinata_table_view
from tests.views.pinata.test_pinata_views import near, setup

GARDEN = LEVELS_DIR / "11-pinata-garden.toml"


def garden_setup(seats: str, seed: int):  # type: ignore[no-untyped-def]
    return dataclasses.replace(setup(seats, seed), level=load_level(GARDEN))


def test_the_garden_table_is_scaled_to_fit_with_its_obstacles_drawn(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(garden_setup("normal,normal,normal,normal", 5))
    game_window.show_view(view)
    run_frames(game_window, 2)
    screen = view.table.renderer.screen
    assert screen.scale < 0.9
    left, bottom = screen.to_screen(Vec2(-36.0, -36.0))
    right, top = screen.to_screen(Vec2(1236.0, 676.0))
    assert left > 0 and right < LOGICAL_WIDTH and bottom > 0 and top < LOGICAL_HEIGHT
    image = arcade.get_image().convert("RGB")
    for obstacle in view.table.session.table.obstacles:
        x, y = screen.to_screen(obstacle.center)
        assert near(image.getpixel((int(x), LOGICAL_HEIGHT - int(y))), OBSTACLE, 6)


def test_a_mouse_pointer_maps_back_onto_the_scaled_table(game_window) -> None:  # type: ignore[no-untyped-def]
    view = pinata_table_view(garden_setup("mouse,normal", 5))
    game_window.show_view(view)
    screen = view.table.renderer.screen
    spot = Vec2(300.0, 500.0)
    x, y = screen.to_screen(spot)
    back = screen.to_table(x, y)
    assert back.distance(spot) < 1e-6


def test_the_pinata_mode_without_a_chosen_level_plays_the_first_pinata_level() -> None:
    level = default_level_for("pinata")
    assert level.mode == "pinata"
    assert level.source.endswith("07-pinata-patio.toml")
