"""Find a TrueType font for drawn art without importing arcade.

Art must render in scripts and tests that never open a window, so it cannot use
``arcade.resources``. arcade's wheel still carries the Liberation and Kenney fonts as
plain files, so we locate them beside the installed package; DejaVu (Debian's default)
and then Pillow's built-in bitmap font are fallbacks so art never fails to render.
"""

from __future__ import annotations

import importlib.util
from functools import cache, lru_cache
from pathlib import Path
from typing import Literal

from PIL import ImageFont

FontStyle = Literal["regular", "bold", "display"]

# File names inside arcade's resources, then system fallbacks, for each style.
_ARCADE_FONTS: dict[FontStyle, tuple[str, ...]] = {
    "regular": ("Liberation/Liberation_Sans_Regular.ttf",),
    "bold": ("Liberation/Liberation_Sans_Bold.ttf",),
    "display": ("Kenney/Kenney_Future.ttf", "Liberation/Liberation_Sans_Bold.ttf"),
}
_SYSTEM_FONTS: dict[FontStyle, tuple[str, ...]] = {
    "regular": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",),
    "bold": ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",),
    "display": ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",),
}

AnyFont = ImageFont.FreeTypeFont | ImageFont.ImageFont


def _arcade_font_dir() -> Path | None:
    """The directory holding arcade's bundled TTFs, found without importing arcade."""
    spec = importlib.util.find_spec("arcade")
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        candidate = Path(location) / "resources" / "system" / "fonts" / "ttf"
        if candidate.is_dir():
            return candidate
    return None


@cache
def font_path(style: FontStyle = "bold") -> Path | None:
    """Path of the best available TTF for ``style``, or None when only Pillow's is left."""
    arcade_dir = _arcade_font_dir()
    if arcade_dir is not None:
        for name in _ARCADE_FONTS[style]:
            path = arcade_dir / name
            if path.is_file():
                return path
    for name in _SYSTEM_FONTS[style]:
        path = Path(name)
        if path.is_file():
            return path
    return None


@lru_cache(maxsize=256)
def load_font(size: int, style: FontStyle = "bold") -> AnyFont:
    """A font of ``size`` pixels; cached because art draws the same sizes many times."""
    path = font_path(style)
    if path is None:
        return ImageFont.load_default(size)
    return ImageFont.truetype(str(path), size)
