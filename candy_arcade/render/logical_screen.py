"""A fixed 1280x720 logical screen, letterboxed into whatever size the window has.

Every view draws in logical units, so layouts and the table geometry never depend on
the window size; input positions are mapped back with :meth:`LogicalScreen.to_logical`.
"""

from __future__ import annotations

import arcade

LOGICAL_WIDTH = 1280
LOGICAL_HEIGHT = 720


class LogicalScreen:
    def __init__(self, width: int, height: int) -> None:
        self.camera = arcade.Camera2D(
            position=(LOGICAL_WIDTH / 2, LOGICAL_HEIGHT / 2),
            projection=arcade.LRBT(
                -LOGICAL_WIDTH / 2, LOGICAL_WIDTH / 2, -LOGICAL_HEIGHT / 2, LOGICAL_HEIGHT / 2
            ),
        )
        self.scale = 1.0
        self.offset_x = 0.0
        self.offset_y = 0.0
        self.fit(width, height)

    def fit(self, width: int, height: int) -> None:
        """Letterbox the logical screen into a window of ``width`` x ``height`` pixels."""
        width, height = max(width, 1), max(height, 1)
        self.scale = min(width / LOGICAL_WIDTH, height / LOGICAL_HEIGHT)
        view_width = round(LOGICAL_WIDTH * self.scale)
        view_height = round(LOGICAL_HEIGHT * self.scale)
        self.offset_x = (width - view_width) / 2
        self.offset_y = (height - view_height) / 2
        self.camera.viewport = arcade.LBWH(
            round(self.offset_x), round(self.offset_y), view_width, view_height
        )

    def use(self) -> None:
        self.camera.use()

    def to_logical(self, x: float, y: float) -> tuple[float, float]:
        return ((x - self.offset_x) / self.scale, (y - self.offset_y) / self.scale)
