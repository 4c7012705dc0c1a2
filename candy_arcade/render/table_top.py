"""The baked table top (felt, vignette, rim) drawn as one opaque quad, as cheaply as the
GPU allows.

The picture is baked once per table and felt colour (:mod:`candy_arcade.art.table_felt`).
On software GL (llvmpipe) a full-screen draw is paid per pixel, and arcade's sprite
shader (atlas lookup, tint, alpha test, mipmaps) cost 9-11 ms a frame for this one
picture on the reference machine; a plain texture copy through the tiny shader below,
blending off and nearest-pixel sampling when the picture meets the screen pixel for
pixel, costs under half of that. Drawn at another scale (a larger window) it samples
smoothly instead.
"""

from __future__ import annotations

from functools import lru_cache

import arcade
from arcade.gl import geometry
from PIL import Image
from pyglet.math import Vec4

from candy_arcade.art.table_felt import TableTop, table_top_image

VERTEX_SHADER = """#version 330
uniform WindowBlock {
    mat4 projection;
    mat4 view;
} window;
in vec2 in_vert;
in vec2 in_uv;
out vec2 uv;
void main() {
    gl_Position = window.projection * window.view * vec4(in_vert, 0.0, 1.0);
    uv = in_uv;
}
"""
FRAGMENT_SHADER = """#version 330
uniform sampler2D picture;
in vec2 uv;
out vec4 colour;
void main() {
    colour = texture(picture, uv);
}
"""
PIXEL_EXACT = 0.5
"""How near (in pixels) the drawn width must be to the picture's for nearest sampling."""


@lru_cache(maxsize=4)
def _baked(top: TableTop) -> Image.Image:
    """Rounds of a match share their table: bake it once, keep the last few."""
    return table_top_image(top).transpose(Image.Transpose.FLIP_TOP_BOTTOM)


class TableTopQuad:
    """``top`` drawn with its picture's centre at ``centre`` (one unit of the current
    projection per picture pixel)."""

    def __init__(self, top: TableTop, centre: tuple[float, float]) -> None:
        ctx = arcade.get_window().ctx
        self.ctx = ctx
        self.top = top
        width, height = top.size
        picture = _baked(top)
        self.texture = ctx.texture((width, height), components=3, data=picture.tobytes())
        self.program = ctx.program(vertex_shader=VERTEX_SHADER, fragment_shader=FRAGMENT_SHADER)
        self.left, self.bottom = centre[0] - width / 2, centre[1] - height / 2
        self.quad = geometry.screen_rectangle(self.left, self.bottom, width, height)
        self._sampling: tuple[object, int] | None = None

    def _filter(self) -> int:
        """Nearest sampling when the picture lands on the screen pixel for pixel (no
        blur, and half the cost on software GL), smooth sampling otherwise."""
        ctx = self.ctx
        key = (tuple(ctx.projection_matrix), tuple(ctx.view_matrix), tuple(ctx.viewport))
        if self._sampling is not None and self._sampling[0] == key:
            return self._sampling[1]
        matrix = ctx.projection_matrix @ ctx.view_matrix
        right = self.left + self.top.size[0]
        start, end = (matrix @ Vec4(x, self.bottom, 0.0, 1.0) for x in (self.left, right))
        drawn = abs(end.x / end.w - start.x / start.w) / 2 * ctx.viewport[2]
        chosen = ctx.NEAREST if abs(drawn - self.top.size[0]) <= PIXEL_EXACT else ctx.LINEAR
        self._sampling = (key, chosen)
        return chosen

    def draw(self) -> None:
        sampling = self._filter()
        self.texture.filter = (sampling, sampling)
        self.texture.use(0)
        with self.ctx.enabled_only():
            self.quad.render(self.program)
