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
        self.window_size = (width, height)
        """The window's size in pixels, letterbox included, as last fitted."""
        self.fit(width, height)

    def fit(self, width: int, height: int) -> None:
        """Letterbox the logical screen into a window of ``width`` x ``height`` pixels."""
        width, height = max(width, 1), max(height, 1)
        self.window_size = (width, height)
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


class TableCamera:
    """A table of any size shown on the logical screen: centred, and shrunk to fit
    when larger than the screen (never blown up), so a level's table is always whole
    and a 1280 x 720 table is drawn exactly 1:1."""

    def __init__(self, screen: LogicalScreen, width: float, height: float) -> None:
        self.screen = screen
        self.zoom = min(1.0, LOGICAL_WIDTH / width, LOGICAL_HEIGHT / height)
        self.centre = (width / 2, height / 2)
        self.camera = arcade.Camera2D(
            position=self.centre,
            projection=arcade.LRBT(
                -LOGICAL_WIDTH / 2, LOGICAL_WIDTH / 2, -LOGICAL_HEIGHT / 2, LOGICAL_HEIGHT / 2
            ),
            zoom=self.zoom,
        )

    def use(self) -> None:
        """Draw in table units from now on (follows the window's letterbox)."""
        self.camera.viewport = self.screen.camera.viewport
        self.camera.use()

    def to_table(self, x: float, y: float) -> tuple[float, float]:
        """A logical-screen point as a point of the table."""
        return (
            self.centre[0] + (x - LOGICAL_WIDTH / 2) / self.zoom,
            self.centre[1] + (y - LOGICAL_HEIGHT / 2) / self.zoom,
        )

    def to_logical(self, x: float, y: float) -> tuple[float, float]:
        """A table point on the logical screen."""
        return (
            LOGICAL_WIDTH / 2 + (x - self.centre[0]) * self.zoom,
            LOGICAL_HEIGHT / 2 + (y - self.centre[1]) * self.zoom,
        )
