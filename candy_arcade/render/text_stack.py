"""Stack texts by the boxes they are drawn in, whatever their anchor.

pyglet centres a one-line text on its ascent, not on its box: with ``anchor_y="center"``
the box of a 14-point line of Liberation Sans reaches 12 px below ``y`` and 9 px above
it. A strip laid out as ``y = bottom + height / 2`` therefore ends up a pixel or two off
its reckoning, and which way depends on the font's metrics; lines stacked that way
overlapped once the game's own font was used everywhere.
"""

from __future__ import annotations

import arcade


def put_bottom_at(text: arcade.Text, bottom: float) -> None:
    """Move ``text`` up or down so the bottom of its drawn box is at ``bottom``."""
    text.y += bottom - text.bottom
