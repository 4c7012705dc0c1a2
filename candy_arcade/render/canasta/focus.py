"""The keyboard and pad cursor: an outline around the focused card, target or button.

Drawn in white inside a pulsing gold ring: the panel's enabled buttons already have a
thin gold edge, so a gold outline alone hid the focused button among them. Under Reduce
motion the ring holds still at its middle width.
"""

from __future__ import annotations

import math

import arcade

from candy_arcade.render.canasta.layout import Rect
from candy_arcade.render.theme import HIGHLIGHT

FOCUS_WHITE = (255, 255, 255)
INNER_GAP = 3
INNER_WIDTH = 3
RING_GAP = 7
RING_WIDTH = 2.0
"""The ring's width at rest; pulsing, it swells and thins a pixel either way."""


def draw_focus(rect: Rect, clock: float, steady: bool = False) -> None:
    """The cursor around ``rect``; ``clock`` (seconds) drives the ring's pulse, unless
    ``steady`` (Reduce motion)."""
    arcade.draw_lrbt_rectangle_outline(
        rect.left - INNER_GAP, rect.right + INNER_GAP, rect.bottom - INNER_GAP,
        rect.top + INNER_GAP, FOCUS_WHITE, INNER_WIDTH,
    )
    pulse = RING_WIDTH if steady else RING_WIDTH + math.sin(clock * 6)
    arcade.draw_lrbt_rectangle_outline(
        rect.left - RING_GAP, rect.right + RING_GAP, rect.bottom - RING_GAP,
        rect.top + RING_GAP, HIGHLIGHT, pulse,
    )
