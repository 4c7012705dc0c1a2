"""A QR code as a texture: the phones' join URL, for the lobby to show."""

from __future__ import annotations

from functools import cache

import arcade
import segno
from PIL import Image

QUIET_MODULES = 4
"""The white border a reader needs around the code (the standard's quiet zone)."""


@cache
def qr_texture(text: str) -> arcade.Texture:
    """``text`` as a QR code, one pixel a module (draw it with ``pixelated=True``)."""
    code = segno.make(text, error="m", micro=False)
    rows = [
        bytes(0 if dark else 255 for dark in row)
        for row in code.matrix_iter(scale=1, border=QUIET_MODULES)
    ]
    image = Image.frombytes("L", (len(rows[0]), len(rows)), b"".join(rows)).convert("RGBA")
    return arcade.Texture(image, hash=f"qr-{text}")
