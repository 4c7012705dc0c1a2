"""A footer of key hints that breaks its lines only between items.

A results footer ("Space / A: play again · Esc / B: lobby · Y: watch again") sits in a
box that narrows as buttons are added; letting the text wrap by itself left a lonely
"again" on the next line. The items are measured and a line is broken before the item
that would not fit, so every hint is read whole.
"""

from __future__ import annotations

from collections.abc import Iterable

import arcade

SEPARATOR = "   ·   "


def footer_items(
    items: Iterable[str], width: float, size: float, font_name: str | tuple[str, ...]
) -> str:
    """``items`` joined by :data:`SEPARATOR`, a new line started before any item that
    would run past ``width`` at ``size`` points of ``font_name`` (a name, or names
    to try in turn, as arcade takes them)."""
    measure = arcade.Text("", 0, 0, font_size=size, font_name=font_name)
    lines: list[str] = []
    line = ""
    for item in items:
        longer = f"{line}{SEPARATOR}{item}" if line else item
        measure.text = longer
        if line and measure.content_width > width:
            lines.append(line)
            line = item
        else:
            line = longer
    lines.append(line)
    return "\n".join(lines)
