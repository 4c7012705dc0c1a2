"""An I Want Candy! level's table of any size is shown whole: a small one centred
1:1, a large one shrunk to fit; a pointer still lands where it points."""

from __future__ import annotations

import dataclasses

import arcade
import pytest

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.levels.loader import LEVELS_DIR, load_default_level, load_level
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.theme import OBSTACLE
from candy_arcade.views.candy_table import candy_table_view
from candy_arcade.views.launch import run_frames
from tests.views.pinata.test_pinata_views import near
from tests.views.test_headless_views import bot_setup


def resized(width: float, height: float):  # type: ignore[no-untyped-def]
    """The default level scaled to ``width`` x ``height``, seats and pool included."""
    level = load_default_level()
    fx, fy = width / level.table_width, height / level.table_height
    return dataclasses.replace(
        level,
        table_width=width,
        table_height=height,
        pool=Rect(
            Vec2(level.pool.center.x * fx, level.pool.center.y * fy),
            level.pool.width * fx,
            level.pool.height * fy,
        ),
        seats=tuple(Vec2(seat.x * fx, seat.y * fy) for seat in level.seats),
    )


@pytest.mark.parametrize(("width", "height", "zoom"), [(900, 560, 1.0), (1800, 900, 0.711)])
def test_the_table_edge_is_drawn_whole_and_centred(game_window, width, height, zoom) -> None:  # type: ignore[no-untyped-def]
    setup = dataclasses.replace(bot_setup(4), level=resized(width, height))
    view = candy_table_view(setup)
    game_window.show_view(view)
    run_frames(game_window, 2)
    camera = view.table.table_camera
    assert camera.zoom == pytest.approx(zoom, abs=1e-3)
    image = arcade.get_image().convert("RGB")
    left, bottom = camera.to_logical(4, 4)
    right, top = camera.to_logical(width - 4, height - 4)
    assert 0 <= left < right <= LOGICAL_WIDTH and 0 <= bottom < top <= LOGICAL_HEIGHT
    assert (left + right) / 2 == pytest.approx(LOGICAL_WIDTH / 2)
    for x, y in ((left, LOGICAL_HEIGHT / 2), (right, LOGICAL_HEIGHT / 2), (LOGICAL_WIDTH / 2, top)):
        red, green, blue = image.getpixel((int(x), LOGICAL_HEIGHT - 1 - int(y)))
        assert red > green > blue and red > blue + 30, ((x, y), "the wooden rim")


def test_a_pointer_on_a_shrunk_table_lands_on_the_table_point_it_shows(game_window) -> None:  # type: ignore[no-untyped-def]
    setup = dataclasses.replace(bot_setup(4), level=resized(1800, 900))
    view = candy_table_view(setup)
    game_window.show_view(view)
    camera = view.table.table_camera
    x, y = camera.to_logical(1500.0, 200.0)
    assert camera.to_table(x, y) == pytest.approx((1500.0, 200.0))
    screen = game_window.screen_map
    window_x, window_y = screen.offset_x + x * screen.scale, screen.offset_y + y * screen.scale
    assert view._on_table(window_x, window_y) == pytest.approx((1500.0, 200.0))


def test_obstacles_are_drawn_where_hands_bump_into_them(game_window) -> None:  # type: ignore[no-untyped-def]
    setup = dataclasses.replace(bot_setup(4), level=load_level(LEVELS_DIR / "04-pillar-hall.toml"))
    view = candy_table_view(setup)
    game_window.show_view(view)
    run_frames(game_window, 2)
    image = arcade.get_image().convert("RGB")
    for obstacle in setup.level.obstacles:
        x, y = view.table.table_camera.to_logical(obstacle.rect.center.x, obstacle.rect.center.y)
        assert near(image.getpixel((int(x), LOGICAL_HEIGHT - 1 - int(y))), OBSTACLE, 6)


def test_the_timer_sits_in_a_small_tables_top_left_corner(game_window) -> None:  # type: ignore[no-untyped-def]
    setup = dataclasses.replace(bot_setup(4), level=resized(900, 560))
    view = candy_table_view(setup)
    game_window.show_view(view)
    run_frames(game_window, 2)
    timer = view.table.renderer.timer_text
    assert 0 < timer.x < 900 / 2 and 560 / 2 < timer.y < 560
    assert timer.text.startswith("0:") or timer.text.startswith("1:")
