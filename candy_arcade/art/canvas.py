"""Supersampled drawing: Pillow's ImageDraw does not anti-alias, so every piece of art
is drawn at ``SS`` times its size and reduced, which smooths every edge and text alike.

Also the few colour and mask operations the art modules share (tint, outline, shadow),
so each art module only describes its shapes.
"""

from __future__ import annotations

from PIL import Image, ImageChops, ImageDraw, ImageFilter

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

SS = 4
"""Supersampling factor: art is drawn this many times larger, then reduced."""


def new_canvas(width: int, height: int, scale: int = SS) -> Image.Image:
    """A transparent RGBA image ``scale`` times the final size."""
    return Image.new("RGBA", (width * scale, height * scale), (0, 0, 0, 0))


def new_mask(size: tuple[int, int]) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """An empty 8-bit mask and a drawer for it; silhouettes are built as masks first."""
    mask = Image.new("L", size, 0)
    return mask, ImageDraw.Draw(mask)


def downsample(image: Image.Image, width: int, height: int) -> Image.Image:
    """Reduce a supersampled image to its final size (premultiplied, so edges stay clean)."""
    return image.resize((width, height), Image.Resampling.LANCZOS, reducing_gap=2.0)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def darker(rgb: RGB, amount: float = 0.45) -> RGB:
    """A darker shade for outlines: blends towards black by ``amount``."""
    return mix(rgb, (0, 0, 0), amount)


def lighter(rgb: RGB, amount: float = 0.45) -> RGB:
    """A lighter tint for highlights: blends towards white by ``amount``."""
    return mix(rgb, (255, 255, 255), amount)


def greyed(rgb: RGB, keep: float = 0.25) -> RGB:
    """Mostly desaturated ``rgb``: keeps a hint of the hue so the owner is still legible."""
    luma = round(0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2])
    return mix((luma, luma, luma), rgb, keep)


def paint(canvas: Image.Image, mask: Image.Image, colour: tuple[int, ...]) -> None:
    """Composite a flat ``colour`` onto ``canvas`` through ``mask`` (alpha-aware)."""
    rgba = (*colour[:3], colour[3] if len(colour) > 3 else 255)
    layer = Image.new("RGBA", canvas.size, rgba)
    alpha = mask if len(colour) == 3 else ImageChops.multiply(mask, layer.getchannel("A"))
    layer.putalpha(alpha)
    canvas.alpha_composite(layer)


def grow(mask: Image.Image, radius: int) -> Image.Image:
    """The mask dilated by ``radius`` pixels: the area an outline of that width covers."""
    if radius <= 0:
        return mask.copy()
    return mask.filter(ImageFilter.MaxFilter(2 * radius + 1))


def shrink(mask: Image.Image, radius: int) -> Image.Image:
    """The mask eroded by ``radius`` pixels: an inset for inner shading."""
    if radius <= 0:
        return mask.copy()
    return mask.filter(ImageFilter.MinFilter(2 * radius + 1))


def shadow(
    canvas: Image.Image, mask: Image.Image, offset: tuple[int, int], blur: float, alpha: int
) -> None:
    """A soft drop shadow of ``mask`` so pieces read as objects lying on the table."""
    moved = Image.new("L", mask.size, 0)
    moved.paste(mask, offset)
    soft = moved.filter(ImageFilter.GaussianBlur(blur)) if blur > 0 else moved
    paint(canvas, soft.point(lambda v: v * alpha // 255), (0, 0, 0))


def clip(mask: Image.Image, inside: Image.Image) -> Image.Image:
    """``mask`` limited to ``inside`` (intersection), for details that must stay on a body."""
    return ImageChops.multiply(mask, inside)
