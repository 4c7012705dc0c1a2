"""Shrink a label's font until its words fit the box they are drawn in.

Chips and buttons have fixed boxes and words that vary (variant titles, a key the
player rebound, "Timer 120 s"); measured text never spills out of its box, and only
the labels that need it get smaller.
"""

from __future__ import annotations

import math

import arcade

MIN_SIZE = 9
"""Smaller than this is unreadable from the couch: a label never shrinks further."""


def fit_width(text: arcade.Text, width: float, size: float, min_size: float = MIN_SIZE) -> None:
    """Draw ``text`` at ``size``, or the largest size down to ``min_size`` (in half
    points) at which it is no wider than ``width``.

    Width grows about in step with the size, so the first guess is the size scaled
    by how much too wide the words are; each new size lays the text out again, so
    guessing takes one or two layouts where stepping down took several."""
    if text.font_size != size:
        text.font_size = size
    while text.content_width > width and text.font_size > min_size:
        guess = math.floor(2 * text.font_size * width / text.content_width) / 2
        text.font_size = max(min_size, min(guess, text.font_size - 0.5))


ELLIPSIS = "…"


def fit_or_cut(
    text: arcade.Text, width: float, size: float, keep: str = "", min_size: float = MIN_SIZE
) -> None:
    """:func:`fit_width`, and words still too wide at ``min_size`` (a long player name)
    cut to the most letters that fit, followed by "…"; the ending ``keep`` of the words
    (a card count after the name) is never cut."""
    fit_width(text, width, size, min_size)
    if text.content_width <= width:
        return
    words = text.text
    head = words[: len(words) - len(keep)] if keep and words.endswith(keep) else words
    tail = words[len(head):]
    low, high = 0, len(head) - 1
    while low < high:
        middle = (low + high + 1) // 2
        text.text = head[:middle].rstrip() + ELLIPSIS + tail
        if text.content_width <= width:
            low = middle
        else:
            high = middle - 1
    text.text = head[:low].rstrip() + ELLIPSIS + tail
