"""A small picture of a level's table (its shape, pool, seats, obstacles), drawn from its spec."""

from __future__ import annotations

from functools import cache

import arcade
from PIL import Image, ImageDraw

from candy_arcade.levels.spec import LevelSpec
from candy_arcade.modes import mode_info

FELT = (46, 110, 78, 255)
EDGE = (120, 72, 40, 255)
POOL = (70, 140, 104, 255)
SEAT = (255, 196, 64, 255)
OBSTACLE = (60, 40, 30, 255)
MODE_FELT = {"candy": FELT, "pinata": (150, 60, 110, 255), "canasta": (30, 80, 120, 255)}


def thumbnail_image(level: LevelSpec, width: int = 240, height: int = 135) -> Image.Image:
    scale = min(width / level.table_width, height / level.table_height)
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    table_w, table_h = level.table_width * scale, level.table_height * scale
    left, top = (width - table_w) / 2, (height - table_h) / 2

    def point(x: float, y: float) -> tuple[float, float]:
        return left + x * scale, top + (level.table_height - y) * scale

    box = (left, top, left + table_w - 1, top + table_h - 1)
    felt = MODE_FELT.get(level.mode, FELT)
    if level.outline.is_oval:
        draw.ellipse(box, fill=felt, outline=EDGE, width=3)
    else:
        draw.rounded_rectangle(box, radius=6, fill=felt, outline=EDGE, width=3)
    if mode_info(level.mode).level_rules.has_pool:
        pool = level.pool
        x0, y0 = point(pool.center.x - pool.width / 2, pool.center.y + pool.height / 2)
        x1, y1 = point(pool.center.x + pool.width / 2, pool.center.y - pool.height / 2)
        draw.rectangle((x0, y0, x1, y1), fill=POOL)
    for obstacle in level.obstacles:
        rect = obstacle.rect
        x0, y0 = point(rect.center.x - rect.width / 2, rect.center.y + rect.height / 2)
        x1, y1 = point(rect.center.x + rect.width / 2, rect.center.y - rect.height / 2)
        draw.rectangle((x0, y0, x1, y1), fill=OBSTACLE)
    for seat in level.seats:
        x, y = point(seat.x, seat.y)
        draw.ellipse((x - 5, y - 5, x + 5, y + 5), fill=SEAT, outline=(255, 255, 255, 255))
    return image


@cache
def _thumbnail_texture(source: str, name: str, level: LevelSpec) -> arcade.Texture:
    return arcade.Texture(thumbnail_image(level), hash=f"level-thumb-{source}-{name}")


def thumbnail_texture(level: LevelSpec) -> arcade.Texture:
    return _thumbnail_texture(level.source, level.name, level)
