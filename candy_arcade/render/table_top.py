"""The baked table top (felt, vignette, rim, fixed marks) drawn as cheaply as the GPU
allows.

The picture is baked once per table and felt colour (:mod:`candy_arcade.art.table_felt`).
On software GL (llvmpipe) every pixel a draw covers is paid for, and only a clear is
free: through arcade's sprite shader this one full-screen picture cost 9-11 ms a frame
on the reference machine, and even through the plain texture shader below any
full-screen pass cost 3-4 ms inside a frame (a third of one). So when the screen was
cleared to the felt colour first, only the parts of the picture that differ from that
plain colour are drawn (its vignetted edges, the rim, the marks): the picture is cut
into 4-pixel cells and the cells that differ are drawn as a few rectangles, blending
off, nearest-pixel sampling when the picture meets the screen pixel for pixel (smooth
sampling at any other scale: the cells' neighbours are the picture's own pixels).
"""

from __future__ import annotations

from array import array
from functools import lru_cache

import arcade
from arcade.gl import BufferDescription
from PIL import Image, ImageChops
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
CELL = 4
"""The picture is drawn in cells this many pixels square where it differs from the
plain felt."""
Rect = tuple[int, int, int, int]
"""left, top, right, bottom in picture pixels (y down)."""


@lru_cache(maxsize=4)
def _picture(top: TableTop) -> Image.Image:
    """Rounds of a match share their table: bake it once, keep the last few."""
    return table_top_image(top)


def _baked(top: TableTop) -> Image.Image:
    """The picture as the texture takes it: bottom row first."""
    return _picture(top).transpose(Image.Transpose.FLIP_TOP_BOTTOM)


def drawn_rects(top: TableTop) -> list[Rect]:
    """The picture's cells that differ from the plain felt, as few rectangles: runs of
    cells along each row, and a row's runs stretched down while the next rows repeat
    them."""
    picture = _picture(top)
    width, height = top.size
    difference = ImageChops.difference(picture, Image.new("RGB", picture.size, top.felt))
    red, green, blue = difference.split()
    differs = ImageChops.lighter(ImageChops.lighter(red, green), blue).point(
        lambda value: 255 if value else 0
    )
    columns, rows = -(-width // CELL), -(-height // CELL)
    padded = Image.new("L", (columns * CELL, rows * CELL), 0)
    padded.paste(differs, (0, 0))
    cells = padded.reduce(CELL).tobytes()
    rects: list[Rect] = []
    open_runs: dict[tuple[int, int], int] = {}
    for row in range(rows + 1):
        runs = _runs(cells[row * columns : (row + 1) * columns]) if row < rows else []
        for run in list(open_runs):
            if run not in runs:
                first = open_runs.pop(run)
                rects.append((run[0] * CELL, first * CELL, min(width, run[1] * CELL),
                              min(height, row * CELL)))
        for run in runs:
            open_runs.setdefault(run, row)
    return rects


def _runs(cells: bytes) -> list[tuple[int, int]]:
    """(first, end) column of each run of drawn cells in a row."""
    runs, start = [], None
    for column, value in enumerate([*cells, 0]):
        if value and start is None:
            start = column
        elif not value and start is not None:
            runs.append((start, column))
            start = None
    return runs


class TableTopQuad:
    """``top`` drawn with its picture's centre at ``centre`` (one unit of the current
    projection per picture pixel). With ``cleared`` (the screen is cleared to the felt
    colour before each draw) only the cells that differ from the plain felt are drawn."""

    def __init__(self, top: TableTop, centre: tuple[float, float], cleared: bool) -> None:
        ctx = arcade.get_window().ctx
        self.ctx = ctx
        self.top = top
        width, height = top.size
        picture = _baked(top)
        self.texture = ctx.texture((width, height), components=3, data=picture.tobytes())
        self.program = ctx.program(vertex_shader=VERTEX_SHADER, fragment_shader=FRAGMENT_SHADER)
        self.left, self.bottom = centre[0] - width / 2, centre[1] - height / 2
        self.rects = drawn_rects(top) if cleared else [(0, 0, width, height)]
        self.quads = ctx.geometry(
            [BufferDescription(ctx.buffer(data=self._vertices()), "2f 2f", ["in_vert", "in_uv"])],
            mode=ctx.TRIANGLES,
        )
        self._sampling: tuple[object, int] | None = None

    def _vertices(self) -> array[float]:
        """Two triangles per rectangle: position in the projection, place in the
        texture (uploaded bottom row first, so y runs up in both)."""
        width, height = self.top.size
        data = array("f")
        for left, top, right, bottom in self.rects:
            corners = [(left, bottom), (right, bottom), (right, top), (left, top)]
            for x, y in (corners[i] for i in (0, 1, 2, 0, 2, 3)):
                up = height - y
                data.extend((self.left + x, self.bottom + up, x / width, up / height))
        return data

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
            self.quads.render(self.program)
