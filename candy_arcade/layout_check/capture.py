"""Hooks on the one place text and filled rectangles reach the GPU, recording where.

Every text in the game is a pyglet layout (arcade.Text wraps a pyglet Label), drawn
either by itself or with the batch it belongs to; every panel is a filled rectangle
(``arcade.draw_lrbt_rectangle_filled`` and friends, or a rectangle in a shape list);
the Canasta table's cards are drawn by :class:`CardSprites`, each recorded as a box.
While a :class:`Capture` is installed each such draw is recorded with the camera in
use at that moment, mapped to logical screen units (render/logical_screen.py), so a
box means the same at every window size and under any table camera.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import arcade
import arcade.draw.rect
import pyglet
from arcade.shape_list import ShapeElementList
from pyglet.graphics import Batch
from pyglet.math import Vec4
from pyglet.text.layout import TextLayout

from candy_arcade.layout_check.boxes import DrawnPanel, DrawnText, Frame
from candy_arcade.render.box import Box
from candy_arcade.render.canasta.card_sprites import CardSprites

Point = tuple[float, float]


def _rotated(points: list[Point], centre: Point, degrees: float) -> list[Point]:
    """``points`` turned clockwise about ``centre``, as pyglet turns a label."""
    if not degrees:
        return points
    angle = math.radians(degrees)
    cos, sin = math.cos(angle), math.sin(angle)
    cx, cy = centre
    return [
        (cx + (x - cx) * cos + (y - cy) * sin, cy - (x - cx) * sin + (y - cy) * cos)
        for x, y in points
    ]


class Capture:
    """Records one frame's texts and panels at a time (:meth:`frame`)."""

    def __init__(self, window: arcade.Window) -> None:
        self.window = window
        self._layouts: weakref.WeakSet[TextLayout] = weakref.WeakSet()
        self._texts: dict[int, DrawnText] = {}
        self._panels: list[DrawnPanel] = []
        self._cards: list[DrawnPanel] = []
        self._order = 0
        self._recording = False
        self._undo: list[Callable[[], None]] = []

    # -- the mapping from what a draw call was given to logical screen units --

    def _to_logical(self) -> Callable[[Point], Point]:
        ctx = self.window.ctx
        matrix = ctx.projection_matrix @ ctx.view_matrix
        vx, vy, vw, vh = ctx.viewport
        to_logical = getattr(self.window, "to_logical", None)

        def convert(point: Point) -> Point:
            clip = matrix @ Vec4(point[0], point[1], 0.0, 1.0)
            px = vx + (clip.x / clip.w + 1) / 2 * vw
            py = vy + (clip.y / clip.w + 1) / 2 * vh
            if to_logical is None:
                return (px, py)
            x, y = to_logical(px, py)
            return (float(x), float(y))

        return convert

    @staticmethod
    def _box(points: list[Point]) -> Box:
        xs = [x for x, _ in points]
        ys = [y for _, y in points]
        return Box(min(xs), min(ys), max(xs), max(ys))

    def _next(self) -> int:
        self._order += 1
        return self._order

    # -- what is recorded --

    def _record_layout(self, layout: TextLayout) -> None:
        words = layout.document.text
        if not layout.visible or not words.strip():
            return
        colour = getattr(layout, "color", (255, 255, 255, 255))
        if len(colour) > 3 and colour[3] == 0:
            return
        convert = self._to_logical()
        anchor = (layout.x, layout.y)
        lines = []
        world_height = 0.0
        for line in layout._lines:  # pyglet keeps the laid-out lines only here
            if line.width <= 0:
                continue
            left = layout.left + line.x
            baseline = layout.top + line.y
            corners = [
                (left, baseline + line.descent),
                (left + line.width, baseline + line.descent),
                (left, baseline + line.ascent),
                (left + line.width, baseline + line.ascent),
            ]
            world_height = max(world_height, line.ascent - line.descent)
            turned = _rotated(corners, anchor, layout.rotation)
            lines.append(self._box([convert(point) for point in turned]))
        if not lines:
            return
        scale = max(line.height for line in lines) / world_height if world_height else 1.0
        font_size = float(getattr(layout, "font_size", 0) or 0)
        em_px = font_size * layout.dpi / 72 * scale
        # A layout drawn twice in a frame is one text where it was drawn last (on top).
        self._texts.pop(id(layout), None)
        self._texts[id(layout)] = DrawnText(words, tuple(lines), em_px, self._next())

    def _record_batch(self, batch: Batch) -> None:
        for layout in list(self._layouts):
            if layout._batch is batch:  # a layout's batch is not public
                self._record_layout(layout)

    def _record_rect(
        self, left: float, right: float, bottom: float, top: float, alpha: int
    ) -> None:
        convert = self._to_logical()
        corners = [(left, bottom), (right, bottom), (left, top), (right, top)]
        box = self._box([convert(p) for p in corners])
        self._panels.append(DrawnPanel(box, self._next(), alpha))

    def _record_shapes(self, shapes: ShapeElementList[Any]) -> None:
        dx, dy = shapes.position
        for shape in shapes.shape_list:
            points = list(shape.points)
            if shape.mode != pyglet.gl.GL_TRIANGLE_STRIP or len(points) != 4:
                continue
            alpha = min(colour.a for colour in shape.colors) if shape.colors else 0
            if alpha == 0:
                continue
            xs = {round(x, 3) for x, _ in points}
            ys = {round(y, 3) for _, y in points}
            if len(xs) == 2 and len(ys) == 2:
                self._record_rect(min(xs) + dx, max(xs) + dx, min(ys) + dy, max(ys) + dy, alpha)

    def _record_cards(self, cards: CardSprites) -> None:
        convert = self._to_logical()
        for sprite in cards.sprites:
            if not sprite.visible or sprite.alpha == 0:
                continue
            corners = [(sprite.left, sprite.bottom), (sprite.right, sprite.bottom),
                       (sprite.left, sprite.top), (sprite.right, sprite.top)]
            box = self._box([convert(point) for point in corners])
            self._cards.append(DrawnPanel(box, self._next(), sprite.alpha))

    # -- the hooks --

    def _patch(self, owner: Any, name: str, make: Callable[[Any], Any]) -> None:
        original = getattr(owner, name)
        setattr(owner, name, make(original))
        self._undo.append(lambda: setattr(owner, name, original))

    def install(self) -> None:
        capture = self

        def layout_init(original: Any) -> Any:
            def init(layout: TextLayout, *args: Any, **kwargs: Any) -> None:
                original(layout, *args, **kwargs)
                capture._layouts.add(layout)

            return init

        def layout_draw(original: Any) -> Any:
            def draw(layout: TextLayout) -> None:
                if capture._recording and not layout._own_batch:
                    capture._record_layout(layout)
                original(layout)

            return draw

        def batch_draw(original: Any) -> Any:
            def draw(batch: Batch) -> None:
                if capture._recording:
                    capture._record_batch(batch)
                original(batch)

            return draw

        def rect_filled(original: Any) -> Any:
            def draw(rect: Any, color: Any, tilt_angle: float = 0) -> None:
                alpha = color[3] if len(color) > 3 else 255
                if capture._recording and not tilt_angle and alpha:
                    capture._record_rect(rect.left, rect.right, rect.bottom, rect.top, alpha)
                original(rect, color, tilt_angle)

            return draw

        def shapes_draw(original: Any) -> Any:
            def draw(shapes: ShapeElementList[Any]) -> None:
                if capture._recording:
                    capture._record_shapes(shapes)
                original(shapes)

            return draw

        def cards_draw(original: Any) -> Any:
            def draw(cards: CardSprites) -> None:
                if capture._recording:
                    capture._record_cards(cards)
                original(cards)

            return draw

        self._patch(TextLayout, "__init__", layout_init)
        self._patch(CardSprites, "draw", cards_draw)
        self._patch(TextLayout, "draw", layout_draw)
        self._patch(Batch, "draw", batch_draw)
        self._patch(ShapeElementList, "draw", shapes_draw)
        # draw_lrbt_rectangle_filled and draw_lbwh_rectangle_filled call the module's
        # draw_rect_filled; arcade re-exports it under its own name too.
        original_rect = arcade.draw.rect.draw_rect_filled
        for owner in (arcade.draw.rect, arcade.draw, arcade):
            if getattr(owner, "draw_rect_filled", None) is original_rect:
                self._patch(owner, "draw_rect_filled", rect_filled)

    def uninstall(self) -> None:
        while self._undo:
            self._undo.pop()()

    @contextmanager
    def frame(self) -> Iterator[list[Frame]]:
        """Record what is drawn inside the block; the frame is put in the list yielded."""
        self._texts, self._panels, self._cards, self._order = {}, [], [], 0
        self._recording = True
        taken: list[Frame] = []
        try:
            yield taken
        finally:
            self._recording = False
            texts = sorted(self._texts.values(), key=lambda text: text.order)
            taken.append(Frame(tuple(texts), tuple(self._panels), tuple(self._cards)))


@contextmanager
def installed(window: arcade.Window) -> Iterator[Capture]:
    """A capture hooked in for the block, and nothing left hooked after it."""
    capture = Capture(window)
    capture.install()
    try:
        yield capture
    finally:
        capture.uninstall()
