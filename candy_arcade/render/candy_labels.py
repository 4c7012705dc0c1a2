"""A fixed set of labels on dark boxes that all draw in two calls.

Bubbles and prompts follow hands every frame; drawing each as its own rectangle and
text costs two GL draws apiece, which on software GL adds up with eight players. Here
the texts share one pyglet batch and the boxes one sprite list: moving a label only
changes numbers, and words are laid out again only when they change.
"""

from __future__ import annotations

import arcade
import pyglet

from candy_arcade.render.box import Box
from candy_arcade.render.theme import BODY_FONT, TEXT

BOX_COLOUR = (20, 12, 30, 215)
Colour = tuple[int, int, int]


class LabelBoxes:
    """``count`` labels; each is shown by :meth:`show` and hidden by :meth:`hide`."""

    def __init__(
        self,
        count: int,
        size: int,
        *,
        multiline_width: int | None = None,
        padding: float = 8.0,
    ) -> None:
        self.padding = padding
        self.batch = pyglet.graphics.Batch()
        self.boxes: arcade.SpriteList[arcade.SpriteSolidColor] = arcade.SpriteList()
        self.texts: list[arcade.Text] = []
        self.shown = 0
        for _ in range(count):
            box = arcade.SpriteSolidColor(1, 1, color=BOX_COLOUR)
            box.visible = False
            self.boxes.append(box)
            text = arcade.Text(
                "",
                0,
                0,
                TEXT,
                size,
                anchor_x="center",
                anchor_y="top",
                font_name=BODY_FONT,
                bold=True,
                batch=self.batch,
                multiline=multiline_width is not None,
                width=multiline_width,
                align="center",
            )
            text.visible = False
            self.texts.append(text)

    def size_of(
        self, index: int, message: str, colour: tuple[int, int, int]
    ) -> tuple[float, float]:
        """Set the label's words and colour (laid out only if changed); its box size."""
        text = self.texts[index]
        if text.text != message:
            text.text = message
        if text.color[:3] != colour:
            text.color = colour
        return (
            text.content_width + 2 * self.padding,
            text.content_height + self.padding,
        )

    def place(self, index: int, centre_x: float, top: float) -> None:
        """Show the label (after :meth:`size_of`) with its box's top edge at ``top``."""
        text, box = self.texts[index], self.boxes[index]
        width = text.content_width + 2 * self.padding
        height = text.content_height + self.padding
        text.position = (centre_x, top - self.padding / 2)
        box.position = (centre_x, top - height / 2)
        box.width, box.height = width, height
        if not text.visible:
            text.visible = True
            box.visible = True
            self.shown += 1

    def hide(self, index: int) -> None:
        if self.texts[index].visible:
            self.texts[index].visible = False
            self.boxes[index].visible = False
            self.shown -= 1

    def box_of(self, index: int) -> Box | None:
        """Label ``index``'s box if it is shown now, for other layers to keep clear of."""
        if not self.texts[index].visible:
            return None
        box = self.boxes[index]
        return Box(box.left, box.bottom, box.right, box.top)

    def visible_boxes(self) -> list[Box]:
        """The boxes shown now, for other layers to keep clear of."""
        shown = (self.box_of(index) for index in range(len(self.texts)))
        return [box for box in shown if box is not None]

    def draw(self) -> None:
        if self.shown:
            self.boxes.draw()
            self.batch.draw()
