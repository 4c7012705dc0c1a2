"""WCAG 2.x contrast, so player colours can be checked and shaded for text.

A colour that reads well as a palm or a mark can vanish as a name on the felt (the
Okabe-Ito blue on the green felt measured 1.2:1); text needs its own shade.
"""

from __future__ import annotations

import colorsys
from collections.abc import Iterable

RGB = tuple[int, int, int]
TEXT_CONTRAST = 3.0
"""WCAG's minimum for large text and for shapes that carry meaning."""


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: RGB) -> float:
    """WCAG relative luminance, 0 (black) to 1 (white)."""
    red, green, blue = colour[:3]
    return 0.2126 * _channel(red) + 0.7152 * _channel(green) + 0.0722 * _channel(blue)


def contrast_ratio(first: RGB, second: RGB) -> float:
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_shade(colour: RGB, backgrounds: Iterable[RGB], minimum: float = TEXT_CONTRAST) -> RGB:
    """``colour`` made lighter (same hue and saturation) just enough to read at
    ``minimum`` contrast on every one of ``backgrounds`` (all dark here), so a name
    still looks like its seat's colour."""
    grounds = list(backgrounds)
    hue, lightness, saturation = colorsys.rgb_to_hls(*(channel / 255 for channel in colour))
    for step in range(101):
        lighter = lightness + (1 - lightness) * step / 100
        red, green, blue = colorsys.hls_to_rgb(hue, lighter, saturation)
        shade = (round(red * 255), round(green * 255), round(blue * 255))
        if all(contrast_ratio(shade, ground) >= minimum for ground in grounds):
            return shade
    return (255, 255, 255)
