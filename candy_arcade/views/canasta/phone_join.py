"""The Canasta lobby's corner for phones: the QR code holding the join URL, the site
and the room code, shown while a seat is set to Phone (phones are then on)."""

from __future__ import annotations

import arcade

from candy_arcade.phones.service import Phones
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.qr_code import qr_texture
from candy_arcade.render.text_fit import fit_width
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, TEXT, TEXT_DIM

QR_SIDE = 200.0
CORNER_RIGHT = LOGICAL_WIDTH - 20.0
"""The menu's items end at 960: the corner fills the room to their right."""
CORNER_WIDTH = 260.0
QR_CENTRE = (CORNER_RIGHT - CORNER_WIDTH / 2, LOGICAL_HEIGHT - 330.0)


class PhoneJoinCorner:
    """How a phone joins this room, beside the lobby's menu."""

    def __init__(self, phones: Phones) -> None:
        self.qr = qr_texture(phones.url)
        top = QR_CENTRE[1] - QR_SIDE / 2 - 14
        self.texts: list[arcade.Text] = []
        for words, colour, size, bold in (
            ("Phones: scan, or open", TEXT, 14, False),
            (phones.site, HIGHLIGHT, 15, True),
            ("and type the room code", TEXT, 14, False),
            (phones.code, HIGHLIGHT, 34, True),
            ("A Phone seat waits for its phone.", TEXT_DIM, 12, False),
        ):
            text = arcade.Text(words, QR_CENTRE[0], top, colour, size, anchor_x="center",
                               anchor_y="top", font_name=BODY_FONT, bold=bold)
            fit_width(text, CORNER_WIDTH, size)
            self.texts.append(text)
            top -= text.content_height + 6

    def draw(self) -> None:
        arcade.draw_texture_rect(
            self.qr, arcade.XYWH(QR_CENTRE[0], QR_CENTRE[1], QR_SIDE, QR_SIDE), pixelated=True
        )
        for text in self.texts:
            text.draw()
