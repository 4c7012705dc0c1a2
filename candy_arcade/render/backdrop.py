"""A picture drawn off screen now and then and put on screen every frame, whole.

Behind a menu, a whole table (felt, cards, hands, labels) costs as much as the game's
own frame on software GL, yet it only changes when its round ticks. A backdrop keeps
the last drawing in a texture of the window's size, so each frame costs one quad, and
the table is drawn again only when it has changed. The quad maps the texture pixel for
pixel, so it samples the nearest texel: on software GL a filtered full-window quad
costs about twice as much, for the same picture.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade
from arcade.camera.default import ViewportProjector
from arcade.context import ArcadeContext
from arcade.gl import Framebuffer, geometry
from arcade.types import LBWH

from candy_arcade.render.logical_screen import LogicalScreen

RGBA = tuple[int, int, int, int]

VERTEX_SHADER = """
#version 330
in vec2 in_vert;
in vec2 in_uv;
out vec2 uv;
void main() {
    uv = in_uv;
    gl_Position = vec4(in_vert, 0.0, 1.0);
}
"""
FRAGMENT_SHADER = """
#version 330
uniform sampler2D picture;
in vec2 uv;
out vec4 colour;
void main() {
    colour = vec4(texture(picture, uv).rgb, 1.0);
}
"""
"""The picture's colours, opaque: translucent drawing leaves the texture's alpha below
one, and a screenshot of the window would show through where it is."""


class Backdrop:
    """The off-screen picture, the size of the window ``screen`` is fitted to."""

    def __init__(self, ctx: ArcadeContext, screen: LogicalScreen) -> None:
        self.ctx = ctx
        self.screen = screen
        self.quad = geometry.quad_2d_fs()
        self.program = ctx.program(vertex_shader=VERTEX_SHADER, fragment_shader=FRAGMENT_SHADER)
        self.whole = ViewportProjector(LBWH(0, 0, *screen.window_size), context=ctx)
        """Draws in pixels over the whole window (or picture), letterbox included."""
        self._framebuffer: Framebuffer | None = None

    @property
    def stale(self) -> bool:
        """Whether there is no picture at the window's present size (never painted, or
        the window was resized since): :meth:`paint` before :meth:`show`."""
        framebuffer = self._framebuffer
        return framebuffer is None or framebuffer.size != self.screen.window_size

    def paint(self, draw: Callable[[], None]) -> None:
        """Draw the picture afresh: ``draw`` runs with the off-screen texture as the
        active framebuffer, whole as its viewport, and draws all of it (clearing it
        first, as a table clears what it is drawn on). Its cameras set the viewports
        they need, as on screen."""
        if self.stale:
            nearest = (self.ctx.NEAREST, self.ctx.NEAREST)
            texture = self.ctx.texture(self.screen.window_size, components=4, filter=nearest)
            self._framebuffer = self.ctx.framebuffer(color_attachments=[texture])
        framebuffer = self._framebuffer
        assert framebuffer is not None
        framebuffer.viewport = (0, 0, *framebuffer.size)
        with framebuffer.activate():
            draw()

    def show(self) -> None:
        """Cover the window with the picture (opaque: whatever was drawn goes under)."""
        framebuffer = self._framebuffer
        if framebuffer is None:
            return
        self._use_whole()
        framebuffer.color_attachments[0].use(0)
        with self.ctx.enabled_only():
            self.quad.render(self.program)

    def cover(self, colour: RGBA) -> None:
        """Lay ``colour`` over the whole window, or over the whole picture while
        painting it: a veil that reaches into the letterbox too."""
        self._use_whole()
        width, height = self.screen.window_size
        arcade.draw_lrbt_rectangle_filled(0, width, 0, height, colour)

    def _use_whole(self) -> None:
        size = self.screen.window_size
        if self.whole.viewport.size != size:
            self.whole.viewport = LBWH(0, 0, *size)
        self.whole.use()
