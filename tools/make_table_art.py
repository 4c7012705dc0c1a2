"""Generate the table's source textures into candy_arcade/assets/table/.

Usage: ``.venv/bin/python tools/make_table_art.py [--out DIR]``.

Five small, colourless pictures the game tints and composes once per table at a
round's start (:mod:`candy_arcade.art.table_felt`, :mod:`candy_arcade.art.card_back`):

- ``felt_tile.png``: 256x256 greyscale, seamless: a felt's fibres (fine noise over a
  slow mottle) and a faint twill weave. Mid grey means "the felt colour itself".
- ``vignette.png``: greyscale, white over the middle darkening towards the edges.
- ``wood_grain.png``: seamless brown wood with wavy grain, for the rim.
- ``card_back_pattern.png``: greyscale plus alpha: wrapped sweets and lollipops on a
  diagonal lattice, the inside of a card back; the game colours it in the table colour.
- ``card_back_frame.png``: the back's cream border and rounded corners, never tinted.

Drawn in plain Python and Pillow from a fixed seed, so running the script twice writes
identical files (a test checks it, and that the committed files are its output).
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Callable, Sequence
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "candy_arcade" / "assets" / "table"
SEED = 18
SS = 4
"""Shapes are drawn this many times larger, then reduced: Pillow does not anti-alias."""

FELT_TILE = 256
VIGNETTE_SIZE = (256, 144)
VIGNETTE_START = 0.94
VIGNETTE_ROUNDNESS = 6
"""The vignette's shape: a squircle, nearly a rectangle with rounded corners."""
WOOD_SIZE = (256, 64)
CARD_SIZE = (140, 190)
"""The size of Kenney's card faces, so a back and a face swap at one sprite scale."""
CARD_RADIUS = 11
CARD_BORDER = 9

Point = tuple[float, float]


# --- seamless noise ---------------------------------------------------------------------

def _random_layer(rng: random.Random, size: int, spread: int) -> Image.Image:
    """``size`` x ``size`` grey values, uniformly 128 ± ``spread``."""
    data = bytes(128 + rng.randint(-spread, spread) for _ in range(size * size))
    return Image.frombytes("L", (size, size), data)


def _seamless_blur(image: Image.Image, radius: float) -> Image.Image:
    """Blur as if the picture wrapped round at its edges, so it still tiles."""
    width, height = image.size
    tiled = Image.new("L", (width * 3, height * 3))
    for x in range(3):
        for y in range(3):
            tiled.paste(image, (x * width, y * height))
    blurred = tiled.filter(ImageFilter.GaussianBlur(radius))
    return blurred.crop((width, height, 2 * width, 2 * height))


def _mottle(rng: random.Random, size: int, cells: int, strength: float) -> list[float]:
    """Slow, seamless variation (-1..1 times ``strength``): a coarse random grid,
    wrapped and blurred, stretched to ``size``."""
    coarse = _random_layer(rng, cells, 127)
    smooth = _seamless_blur(coarse, 1.2)
    tiled = Image.new("L", (cells * 3, cells * 3))
    for x in range(3):
        for y in range(3):
            tiled.paste(smooth, (x * cells, y * cells))
    big = tiled.resize((size * 3, size * 3), Image.Resampling.BICUBIC)
    middle = big.crop((size, size, 2 * size, 2 * size))
    return [(value - 128) / 128 * strength for value in middle.tobytes()]


# --- felt and vignette --------------------------------------------------------------------

def felt_tile() -> Image.Image:
    """Felt: fibres (soft per-pixel noise), a slow mottle and a faint 45° twill."""
    rng = random.Random(SEED)
    size = FELT_TILE
    fibres = list(_seamless_blur(_random_layer(rng, size, 90), 0.6).tobytes())
    mottle = _mottle(rng, size, 8, 9.0)
    values = []
    for index, fibre in enumerate(fibres):
        x, y = index % size, index // size
        twill = 3.0 if (x + y) % 4 < 2 else -3.0
        value = 128 + (fibre - 128) * 0.35 + mottle[index] + twill
        values.append(max(0, min(255, round(value))))
    return Image.frombytes("L", (size, size), bytes(values))


def vignette() -> Image.Image:
    """White over most of the felt, easing to 70% grey at its edges: a rounded-rectangle
    falloff (it fits any table's proportions when stretched) in the outer 6%, so
    the middle of the felt stays its plain colour."""
    width, height = VIGNETTE_SIZE
    values = []
    for y in range(height):
        for x in range(width):
            dx = abs((x + 0.5) / width * 2 - 1)
            dy = abs((y + 0.5) / height * 2 - 1)
            reach = min(1.0, (dx**VIGNETTE_ROUNDNESS + dy**VIGNETTE_ROUNDNESS)
                        ** (1 / VIGNETTE_ROUNDNESS))
            ease = max(0.0, (reach - VIGNETTE_START) / (1 - VIGNETTE_START))
            values.append(round(255 * (1 - 0.3 * ease * ease * (3 - 2 * ease))))
    return Image.frombytes("L", (width, height), bytes(values))


# --- wood -------------------------------------------------------------------------------------

WOOD_DARK = (84, 48, 24)
WOOD_LIGHT = (158, 102, 58)


def _streaks(rng: random.Random, width: int, height: int) -> list[float]:
    """Long fibres along x (-1..1): random values a few per row, stretched along the
    row with wrap-round, so the streaks tile."""
    cells = 16
    coarse = Image.frombytes(
        "L", (cells, height), bytes(rng.randint(0, 255) for _ in range(cells * height))
    )
    wrapped = Image.new("L", (cells * 3, height))
    for copy in range(3):
        wrapped.paste(coarse, (copy * cells, 0))
    stretched = wrapped.resize((width * 3, height), Image.Resampling.BICUBIC)
    middle = stretched.crop((width, 0, 2 * width, height))
    return [(value - 128) / 128 for value in middle.tobytes()]


def wood_grain() -> Image.Image:
    """Rim wood: fine growth rings along x that drift slowly (periodic both ways, so it
    tiles), long fibre streaks and a little pore noise."""
    rng = random.Random(SEED + 1)
    width, height = WOOD_SIZE
    drifts = [
        (rng.randint(1, 2), rng.uniform(0, math.tau), rng.uniform(1.5, 3.5)) for _ in range(2)
    ]
    streaks = _streaks(rng, width, height)
    pores = list(_seamless_blur(_random_layer(rng, width, 60), 0.5).tobytes())
    rings = 9
    pixels = []
    for y in range(height):
        for x in range(width):
            drift = sum(
                amplitude * math.sin(turns * math.tau * x / width + phase)
                for turns, phase, amplitude in drifts
            )
            ring = 0.5 + 0.5 * math.sin(math.tau * rings * (y + drift) / height)
            index = y * width + x
            pore = (pores[(y % width) * width + x] - 128) / 128
            shade = 0.6 - 0.38 * ring**4 + 0.14 * streaks[index] + 0.06 * pore
            shade = max(0.0, min(1.0, shade))
            pixels.append(tuple(
                round(dark + (light - dark) * shade)
                for dark, light in zip(WOOD_DARK, WOOD_LIGHT, strict=True)
            ))
    image = Image.new("RGB", (width, height))
    image.putdata(pixels)
    return image


# --- card back ----------------------------------------------------------------------------------

GROUND = 104
"""The pattern's ground: the game maps this grey to the table colour itself."""
GROUND_STRIPE = 92
OUTLINE = 34
CANDY_LIGHT = 236
CANDY_MID = 168


def _turned(points: Sequence[Point], centre: Point, degrees: float) -> list[Point]:
    angle = math.radians(degrees)
    cos, sin = math.cos(angle), math.sin(angle)
    cx, cy = centre
    return [(cx + x * cos - y * sin, cy + x * sin + y * cos) for x, y in points]


def _ellipse_points(rx: float, ry: float, count: int = 36) -> list[Point]:
    return [
        (rx * math.cos(math.tau * step / count), ry * math.sin(math.tau * step / count))
        for step in range(count)
    ]


def _wrapped_sweet(draw: ImageDraw.ImageDraw, centre: Point, unit: float, degrees: float) -> None:
    """A sweet in a twist wrapper: an oval body, two fanned ends, two stripes."""
    pen = unit * 0.16

    def poly(points: Sequence[Point], fill: int) -> None:
        draw.polygon(_turned(points, centre, degrees), fill=fill, outline=OUTLINE, width=round(pen))

    for side in (-1, 1):
        poly(
            [
                (side * unit * 0.55, 0),
                (side * unit * 1.05, -unit * 0.5),
                (side * unit * 1.15, 0),
                (side * unit * 1.05, unit * 0.5),
            ],
            CANDY_MID,
        )
    poly(_ellipse_points(unit * 0.68, unit * 0.48), CANDY_LIGHT)
    for offset in (-0.2, 0.2):
        stripe = [
            (unit * (offset - 0.07), -unit * 0.42),
            (unit * (offset + 0.07), -unit * 0.42),
            (unit * (offset + 0.07), unit * 0.42),
            (unit * (offset - 0.07), unit * 0.42),
        ]
        draw.polygon(_turned(stripe, centre, degrees), fill=CANDY_MID)


def _lollipop(draw: ImageDraw.ImageDraw, centre: Point, unit: float, degrees: float) -> None:
    """A round lollipop on a stick, a spiral of light and mid grey."""
    pen = unit * 0.16
    stick = [
        (-unit * 0.1, unit * 0.4),
        (unit * 0.1, unit * 0.4),
        (unit * 0.1, unit * 1.35),
        (-unit * 0.1, unit * 1.35),
    ]
    draw.polygon(_turned(stick, centre, degrees), fill=CANDY_LIGHT, outline=OUTLINE,
                 width=round(pen))
    radius = unit * 0.62
    cx, cy = centre
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=CANDY_LIGHT,
                 outline=OUTLINE, width=round(pen))
    spiral = []
    for step in range(60):
        turn = step / 60 * 2.2
        reach = radius * 0.82 * step / 60
        angle = math.tau * turn + math.radians(degrees)
        spiral.append((cx + reach * math.cos(angle), cy + reach * math.sin(angle)))
    draw.line(spiral, fill=CANDY_MID, width=round(unit * 0.17), joint="curve")


Drawer = Callable[[ImageDraw.ImageDraw, Point, float, float], None]


def _card_panel() -> tuple[float, float, float, float]:
    width, height = CARD_SIZE
    return (CARD_BORDER * SS, CARD_BORDER * SS, (width - CARD_BORDER) * SS,
            (height - CARD_BORDER) * SS)


def card_back_pattern() -> Image.Image:
    """The back's inside, greyscale with alpha: diagonal ground stripes, and wrapped
    sweets and lollipops alternating on a staggered lattice, each tilted along it."""
    width, height = CARD_SIZE
    size = (width * SS, height * SS)
    shade = Image.new("L", size, GROUND)
    draw = ImageDraw.Draw(shade)
    stripe = 9 * SS
    for offset in range(-size[1], size[0] + size[1], 2 * stripe):
        draw.polygon(
            [(offset, 0), (offset + stripe, 0), (offset + stripe + size[1], size[1]),
             (offset + size[1], size[1])],
            fill=GROUND_STRIPE,
        )
    step_x, step_y = 54 * SS, 40 * SS
    unit = 15 * SS
    drawers: tuple[Drawer, Drawer] = (_wrapped_sweet, _lollipop)
    middle = (size[0] / 2, size[1] / 2)
    for row in range(-3, 4):
        shift = step_x / 2 if row % 2 else 0.0
        for column in range(-2, 3):
            centre = (middle[0] + column * step_x + shift, middle[1] + row * step_y)
            kind = (row + column) % 2
            drawers[kind](draw, centre, unit, -35.0 if kind == 0 else 25.0)
    panel = _card_panel()
    inset = 4 * SS
    draw.rounded_rectangle(
        (panel[0] + inset, panel[1] + inset, panel[2] - inset, panel[3] - inset),
        (CARD_RADIUS - CARD_BORDER + 2) * SS,
        outline=CANDY_LIGHT,
        width=SS,
    )
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(panel, (CARD_RADIUS - CARD_BORDER + 4) * SS, fill=255)
    pattern = Image.merge("LA", (shade, mask))
    return pattern.resize(CARD_SIZE, Image.Resampling.LANCZOS)


CREAM = (252, 248, 238, 255)
EDGE = (60, 48, 56, 255)


def card_back_frame() -> Image.Image:
    """The back's border: cream, with a fine dark edge round the card; see-through
    where the pattern goes and outside the rounded corners."""
    width, height = CARD_SIZE
    size = (width * SS, height * SS)
    frame = Image.new("RGBA", size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(frame)
    draw.rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), CARD_RADIUS * SS, fill=EDGE)
    draw.rounded_rectangle(
        (SS, SS, size[0] - 1 - SS, size[1] - 1 - SS), (CARD_RADIUS - 1) * SS, fill=CREAM
    )
    draw.rounded_rectangle(
        _card_panel(), (CARD_RADIUS - CARD_BORDER + 4) * SS, fill=(0, 0, 0, 0)
    )
    return frame.resize(CARD_SIZE, Image.Resampling.LANCZOS)


# --- the files ------------------------------------------------------------------------------------

PICTURES: dict[str, Callable[[], Image.Image]] = {
    "felt_tile.png": felt_tile,
    "vignette.png": vignette,
    "wood_grain.png": wood_grain,
    "card_back_pattern.png": card_back_pattern,
    "card_back_frame.png": card_back_frame,
}


def write_all(out: Path) -> list[Path]:
    """Write every picture into ``out``; the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in PICTURES.items():
        path = out / name
        make().save(path, optimize=False, compress_level=9)
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write into")
    args = parser.parse_args(argv)
    for path in write_all(args.out):
        print(f"wrote {path} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
