"""A whole table top as one picture: textured felt, a soft vignette, the rim's shadow
on the felt, a wooden rim and the marks that never move, composed from the generated
assets once per table.

On software GL every drawn pixel and every draw call costs, so the felt, vignette, rim
and the table's fixed outlines are not layers drawn each frame: they are baked here
into one opaque picture, drawn as a single quad.
Shapes come in as polygons in picture pixels (y down), so this module knows nothing
of levels or screens.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from candy_arcade.art.canvas import RGB
from candy_arcade.art.table_assets import table_asset

Point = tuple[float, float]
MASK_SCALE = 2
"""Rim masks are drawn this many times larger, then reduced, for smooth oval edges."""
FELT_MIDDLE = 128
"""The felt tile's grey that stands for the felt colour itself."""
FIBRES_RISE = 8
"""The fibres show fully where the felt is darkened by a 32nd or more."""
RIM_SHADOW_BLUR = 7.0
RIM_SHADOW_DEPTH = 0.42
"""How much the rim darkens the felt right at its foot (a fraction of the light)."""
RIM_LIGHT = (255, 226, 180, 110)
RIM_DARK = (30, 16, 8, 170)


PictureBox = tuple[float, float, float, float]
"""left, top, right, bottom in picture pixels (y down)."""
RGBA = tuple[int, int, int, int]


@dataclass(frozen=True)
class Frame:
    """A rectangle's outline, its line of ``width`` centred on the box's edge."""

    box: PictureBox
    colour: RGBA
    width: float


@dataclass(frozen=True)
class Block:
    """A filled rectangle (see-through where ``colour`` is)."""

    box: PictureBox
    colour: RGBA


@dataclass(frozen=True)
class Disc:
    """A filled circle with a ring round its edge."""

    centre: Point
    radius: float
    fill: RGB
    ring: RGB
    ring_width: float


Mark = Frame | Block | Disc


@dataclass(frozen=True)
class TableTop:
    """What to bake: the picture's ``size`` in pixels, the ``felt`` colour, the rim's
    ``outer`` and ``inner`` edges (the felt is inside ``inner``), the ``room`` colour
    outside ``outer`` (seen in an oval table's corners), and ``marks`` that never move
    (areas, seats, obstacles), painted on the felt in order."""

    size: tuple[int, int]
    felt: RGB
    outer: tuple[Point, ...]
    inner: tuple[Point, ...]
    room: RGB
    marks: tuple[Mark, ...] = ()


def rectangle(left: float, top: float, right: float, bottom: float) -> tuple[Point, ...]:
    """A rectangle as a polygon, in picture pixels (y down)."""
    return ((left, top), (right, top), (right, bottom), (left, bottom))


def table_top_image(top: TableTop) -> Image.Image:
    """The baked table top, RGB, ``top.size`` pixels."""
    outer = _mask(top.size, top.outer)
    inner = _mask(top.size, top.inner)
    picture = Image.new("RGB", top.size, top.room)
    picture.paste(_wood(top.size), (0, 0), outer)
    picture.paste(_felt(top), (0, 0), inner)
    draw = ImageDraw.Draw(picture, "RGBA")
    draw.line([*top.outer, top.outer[0]], fill=RIM_LIGHT, width=2)
    draw.line([*top.inner, top.inner[0]], fill=RIM_DARK, width=2)
    return _with_marks(picture, top.marks) if top.marks else picture


def _with_marks(picture: Image.Image, marks: Sequence[Mark]) -> Image.Image:
    """``marks`` painted over ``picture``, drawn larger and reduced for smooth edges;
    pixels no mark touches come back exactly as they were."""
    scale = MASK_SCALE
    big = picture.resize((picture.width * scale, picture.height * scale),
                         Image.Resampling.NEAREST)
    draw = ImageDraw.Draw(big, "RGBA")
    for mark in marks:
        if isinstance(mark, Disc):
            x, y = mark.centre
            reach = mark.radius * scale
            circle = (x * scale - reach, y * scale - reach, x * scale + reach, y * scale + reach)
            draw.ellipse(circle, fill=mark.fill, outline=mark.ring,
                         width=round(mark.ring_width * scale))
            continue
        left, top, right, bottom = (value * scale for value in mark.box)
        if isinstance(mark, Block):
            draw.rectangle((left, top, right - 1, bottom - 1), fill=mark.colour)
            continue
        half = mark.width * scale / 2
        draw.rectangle((left - half, top - half, right + half - 1, bottom + half - 1),
                       outline=mark.colour, width=round(mark.width * scale))
    return big.resize(picture.size, Image.Resampling.BOX)


def _mask(size: tuple[int, int], polygon: Sequence[Point]) -> Image.Image:
    width, height = size
    big = Image.new("L", (width * MASK_SCALE, height * MASK_SCALE), 0)
    ImageDraw.Draw(big).polygon(
        [(x * MASK_SCALE, y * MASK_SCALE) for x, y in polygon], fill=255
    )
    return big.resize(size, Image.Resampling.BOX)


def _tiled(tile: Image.Image, size: tuple[int, int]) -> Image.Image:
    picture = Image.new(tile.mode, size)
    for x in range(0, size[0], tile.width):
        for y in range(0, size[1], tile.height):
            picture.paste(tile, (x, y))
    return picture


def _felt(top: TableTop) -> Image.Image:
    """The felt colour darkened by the vignette over the felt's extent and by the rim's
    soft shadow along its edge, its fibres (the tile) showing where it darkens.

    The middle of the felt, untouched by either, stays exactly the plain colour: the
    screen is cleared to it, and the table top draws only where it differs
    (:mod:`candy_arcade.render.table_top`), which on software GL is what keeps it cheap.
    """
    grain = _tiled(table_asset("felt_tile.png"), top.size)
    channels = [
        grain.point([min(255, round(value * shade / FELT_MIDDLE)) for shade in range(256)])
        for value in top.felt
    ]
    fibres = Image.merge("RGB", channels)
    xs = [x for x, _ in top.inner]
    ys = [y for _, y in top.inner]
    left, upper = max(0, round(min(xs))), max(0, round(min(ys)))
    right, lower = min(top.size[0], round(max(xs))), min(top.size[1], round(max(ys)))
    light = Image.new("L", top.size, 255)
    spread = table_asset("vignette.png").resize(
        (max(1, right - left), max(1, lower - upper)), Image.Resampling.BICUBIC
    )
    light.paste(spread, (left, upper))
    off_felt = ImageChops.invert(_mask(top.size, top.inner))
    shadow = off_felt.filter(ImageFilter.GaussianBlur(RIM_SHADOW_BLUR))
    light = ImageChops.subtract(light, shadow.point(lambda v: round(v * RIM_SHADOW_DEPTH)))
    showing = ImageChops.invert(light).point(lambda v: min(255, v * FIBRES_RISE))
    felt = Image.composite(fibres, Image.new("RGB", top.size, top.felt), showing)
    return ImageChops.multiply(felt, Image.merge("RGB", (light, light, light)))


def _wood(size: tuple[int, int]) -> Image.Image:
    """Wood over the whole picture, its grain running along the nearest edge: across
    on the top and bottom, up and down on the sides, mitred at 45° like a frame."""
    grain = table_asset("wood_grain.png")
    along = _tiled(grain, size)
    upright = _tiled(grain.transpose(Image.Transpose.ROTATE_90), size)
    width, height = size
    half = height / 2
    sides = Image.new("L", size, 0)
    draw = ImageDraw.Draw(sides)
    draw.polygon([(0, 0), (half, half), (0, height)], fill=255)
    draw.polygon([(width, 0), (width - half, half), (width, height)], fill=255)
    along.paste(upright, (0, 0), sides)
    return along
