"""Labels kept alive between frames and drawn in one batch.

A table redraw describes its labels by key each time the game changes; a label whose
words and place did not change is reused untouched (laying out text is the costly
part), new keys get a new label, and labels no longer described are hidden.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade
from arcade.types import Color
from pyglet.graphics import Batch

from candy_arcade.render.theme import BODY_FONT, TEXT

Colour = tuple[int, ...]


@dataclass(frozen=True)
class Style:
    size: float = 12
    colour: Colour = TEXT
    anchor_x: str = "left"
    anchor_y: str = "baseline"
    bold: bool = False
    width: int | None = None
    align: str = "left"


class TextPool:
    def __init__(self) -> None:
        self.batch = Batch()
        self._texts: dict[str, tuple[Style, arcade.Text]] = {}
        self._used: set[str] = set()

    def begin(self) -> None:
        self._used = set()

    def put(self, key: str, text: str, x: float, y: float, style: Style = Style()) -> arcade.Text:
        """Describe label ``key``; returns the arcade.Text (for measuring)."""
        self._used.add(key)
        found = self._texts.get(key)
        if found is None or found[0] != style:
            if found is not None:
                found[1].visible = False
            label = arcade.Text(
                text, x, y, Color.from_iterable(style.colour), style.size,
                width=style.width, align=style.align, font_name=BODY_FONT, bold=style.bold,
                anchor_x=style.anchor_x, anchor_y=style.anchor_y,
                multiline=style.width is not None, batch=self.batch,
            )
            self._texts[key] = (style, label)
            return label
        label = found[1]
        if label.text != text:
            label.text = text
        if label.x != x or label.y != y:
            label.position = (x, y)
        if not label.visible:
            label.visible = True
        return label

    def end(self) -> None:
        """Hide every label not described since :meth:`begin`."""
        for key, (_, label) in self._texts.items():
            if key not in self._used and label.visible:
                label.visible = False

    def shown(self) -> list[str]:
        """The words of every label drawn now (what the player reads), in key order."""
        return [label.text for key, (_, label) in sorted(self._texts.items()) if label.visible]

    def draw(self) -> None:
        self.batch.draw()
