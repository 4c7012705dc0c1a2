"""Shrink a label's font until its words fit the box they are drawn in.

Chips and buttons have fixed boxes and words that vary (variant titles, a key the
player rebound, "Timer 120 s"); measured text never spills out of its box, and only
the labels that need it get smaller.
"""

from __future__ import annotations

import arcade

MIN_SIZE = 9
"""Smaller than this is unreadable from the couch: a label never shrinks further."""


def fit_width(text: arcade.Text, width: float, size: float, min_size: float = MIN_SIZE) -> None:
    """Draw ``text`` at ``size``, or the largest size down to ``min_size`` (in half
    points) at which it is no wider than ``width``."""
    text.font_size = size
    while text.content_width > width and text.font_size > min_size:
        text.font_size = max(min_size, text.font_size - 0.5)
