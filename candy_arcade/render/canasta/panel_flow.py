"""Fitting the panel's texts into the room they have, one under the other.

The panel is a column: header, scores, prompt, note, buttons, help. Each block starts
under the previous one at its measured height (a fixed offset let a four-line prompt
run under the note). The prompt and the note share the room left once the buttons and
the help are reserved; a text too long for its share steps its font down, and at the
smallest size it is cut at a word with "…", so no text ever runs into the next block.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import arcade

from candy_arcade.render.canasta.text_pool import Style, TextPool

ELLIPSIS = "…"


@dataclass(frozen=True)
class Fitted:
    """A placed text and how much of the column it takes (0 when it is empty)."""

    label: arcade.Text | None
    height: float


def height_of(label: arcade.Text) -> float:
    return float(label.content_height)


def fit_text(
    pool: TextPool,
    key: str,
    text: str,
    x: float,
    top: float,
    style: Style,
    sizes: Sequence[float],
    room: float,
) -> Fitted:
    """Put ``text`` with its top at ``top`` in at most ``room`` of height.

    The largest of ``sizes`` whose wrapped height fits wins; if none does, the text is
    cut at the smallest size to the most words that fit, followed by "…".
    """
    if not text:
        return Fitted(None, 0.0)
    label: arcade.Text | None = None
    for size in sizes:
        label = pool.put(key, text, x, top, replace(style, size=size))
        if height_of(label) <= room:
            return Fitted(label, height_of(label))
    assert label is not None, "at least one font size"
    words = text.split(" ")
    low, high = 0, len(words) - 1
    while low < high:
        middle = (low + high + 1) // 2
        label.text = " ".join(words[:middle]) + ELLIPSIS
        if height_of(label) <= room:
            low = middle
        else:
            high = middle - 1
    label.text = " ".join(words[:low]).rstrip(" .,:;") + ELLIPSIS
    if height_of(label) > room:
        label.text = ""
        return Fitted(label, 0.0)
    return Fitted(label, height_of(label))


def share_room(room: float, wanted_first: float, wanted_second: float) -> float:
    """The first text's share of ``room`` when two texts need ``wanted_*``: all it wants
    if both fit, else what the second leaves it, but never less than half."""
    if wanted_first + wanted_second <= room:
        return wanted_first
    return max(room - wanted_second, room / 2)
