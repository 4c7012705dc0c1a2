"""Log lines stacked inside a box: each wraps at the box's width, the newest at the
bottom, and lines that no longer fit above are left out rather than drawn past the
box's top (six lines at a fixed height ran over whatever lay above the log)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import arcade

from candy_arcade.render.canasta.layout import Rect
from candy_arcade.render.canasta.text_pool import Style, TextPool

LINE_GAP = 2


def stack_up(
    pool: TextPool, prefix: str, lines: Sequence[tuple[str, Style]], box: Rect,
    *, from_top: bool = False,
) -> int:
    """Put ``lines`` (oldest first) into ``box`` bottom-up; returns how many fit.

    Each line is one wrapped label keyed ``prefix`` + its place from the bottom, so a
    line keeps its label while the log grows only when its place does not change.
    ``from_top``: the lines that fit are then moved up to start at the box's top, as
    under a headline (three lines under "East takes the pile" sat at the box's foot
    with blank lines between).
    """
    width = round(box.width)
    y = box.bottom
    placed: list[arcade.Text] = []
    for index, (text, style) in enumerate(reversed(lines)):
        label = pool.put(f"{prefix}{index}", text, box.left, y,
                         replace(style, anchor_y="bottom", width=width))
        if y + label.content_height > box.top:
            label.visible = False
            break
        y += label.content_height + LINE_GAP
        placed.append(label)
    if from_top and placed:
        rise = box.top - (y - LINE_GAP)
        for label in placed:
            label.position = (label.x, label.y + rise)
    return len(placed)
