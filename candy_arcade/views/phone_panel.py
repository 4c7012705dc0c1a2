"""The lobby's phone panel: the QR code, the URL, the room code and where it listens.

Shown over the lobby when phones are switched on (and again on request); joins go on
underneath, so players can scan while it shows.
"""

from __future__ import annotations

import arcade

from candy_arcade.phones.service import Phones
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.qr_code import qr_texture
from candy_arcade.render.text_fit import fit_width
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, PANEL, TEXT, TEXT_DIM

PANEL_RECT = (140.0, LOGICAL_WIDTH - 140.0, 110.0, LOGICAL_HEIGHT - 60.0)
QR_SIDE = 400.0
QR_LEFT = PANEL_RECT[0] + 40
WORDS_LEFT = QR_LEFT + QR_SIDE + 40
WORDS_WIDTH = PANEL_RECT[1] - 40 - WORDS_LEFT


class PhonePanel:
    """How to join with a phone, for the room of ``phones``."""

    def __init__(self, phones: Phones) -> None:
        self.phones = phones
        self.qr = qr_texture(phones.url)
        top = PANEL_RECT[3] - 50
        lines = [
            ("Phones: on", HIGHLIGHT, 30, True),
            ("Scan the code with a phone's camera,", TEXT, 18, False),
            ("or open this page on the phone:", TEXT, 18, False),
            (phones.site, HIGHLIGHT, 24, True),
            ("and type the room code:", TEXT, 18, False),
            (phones.code, HIGHLIGHT, 54, True),
            ("The phone must be on this computer's network.", TEXT_DIM, 16, False),
            (phones.listening + ".", TEXT_DIM, 16, False),
            ("P switches phones off.  Esc or a click closes this.", TEXT_DIM, 16, False),
        ]
        self.texts: list[arcade.Text] = []
        for words, colour, size, bold in lines:
            text = arcade.Text(
                words, WORDS_LEFT, top, colour, size, anchor_y="top", font_name=BODY_FONT, bold=bold
            )
            fit_width(text, WORDS_WIDTH, size)
            self.texts.append(text)
            top -= text.content_height + (22 if size >= 24 else 10)

    def draw(self) -> None:
        left, right, bottom, top = PANEL_RECT
        arcade.draw_lrbt_rectangle_filled(0, LOGICAL_WIDTH, 0, LOGICAL_HEIGHT, (0, 0, 0, 150))
        arcade.draw_lrbt_rectangle_filled(left, right, bottom, top, PANEL)
        arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, HIGHLIGHT, 3)
        middle = (bottom + top) / 2
        arcade.draw_texture_rect(
            self.qr, arcade.XYWH(QR_LEFT + QR_SIDE / 2, middle, QR_SIDE, QR_SIDE), pixelated=True
        )
        for text in self.texts:
            text.draw()
