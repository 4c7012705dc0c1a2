"""The right-hand panel while a Canasta record is watched: REPLAY, where in the record,
playing or paused, whose view, the scores, the other hands face up, and the controls.

It takes the place of the playing panel (whose buttons make moves a replay has no use
for). With every hand face up, the seats not at the bottom show their cards here in
small fans, two rows when a hand is long, so the felt keeps its usual layout.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import arcade
from arcade.shape_list import Shape, ShapeElementList

from candy_arcade.render.canasta import textures
from candy_arcade.render.canasta.layout import CARD_H, CARD_W, PANEL, Rect
from candy_arcade.render.canasta.model import sort_hand
from candy_arcade.render.canasta.shapes import filled
from candy_arcade.render.canasta.text_pool import Style, TextPool
from candy_arcade.render.theme import HIGHLIGHT, TEXT, TEXT_DIM
from candy_arcade.render.theme import PANEL as PANEL_COLOUR
from candy_arcade.rules.canasta.decks import Deck

MINI_SCALE = 0.22
MINI_W, MINI_H = CARD_W * MINI_SCALE, CARD_H * MINI_SCALE
ROW_CARDS = 16
"""Cards in one row of a small fan; a longer hand takes two rows (never more, so three
open hands always fit above the controls)."""
CONTROLS = (
    "← → / d-pad: one move",
    "Space / A: play or pause",
    "↑ ↓ / d-pad: whose view",
    "PgUp PgDn / LB RB: hand",
    "Esc / B: leave",
)


@dataclass(frozen=True)
class OpenHand:
    """A seat shown face up in the panel."""

    title: str
    cards: tuple[int, ...]


@dataclass(frozen=True)
class ReplayPanelScene:
    hand: str
    """``Hand 2 of 3``."""
    move: str
    """``Move 14 of 83``."""
    status: str
    view: str
    scores: tuple[tuple[str, int, tuple[int, int, int]], ...]
    """Each side's name, total and colour."""
    last_move: str
    open_hands: tuple[OpenHand, ...]
    hidden: tuple[str, ...]
    """Lines for the seats whose hands are not shown: ``West: 11 cards``."""


class ReplayPanel:
    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.texts = TextPool()
        self.cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()

    def rebuild(self, scene: ReplayPanelScene) -> None:
        self.shapes = ShapeElementList()
        self.shapes.append(filled(PANEL, PANEL_COLOUR))
        self.cards = arcade.SpriteList()
        texts = self.texts
        texts.begin()
        left = PANEL.left + 12
        width = round(PANEL.width - 24)
        right = PANEL.right - 12
        texts.put("replay", "REPLAY", left, PANEL.top - 30, Style(20, HIGHLIGHT, bold=True))
        texts.put("status", scene.status, right, PANEL.top - 30,
                  Style(12, TEXT, anchor_x="right", bold=True))
        texts.put("hand", scene.hand, left, PANEL.top - 54, Style(12, TEXT))
        texts.put("move", scene.move, right, PANEL.top - 54, Style(12, TEXT, anchor_x="right"))
        texts.put("view", scene.view, left, PANEL.top - 74, Style(12, HIGHLIGHT))
        y = PANEL.top - 98
        for index, (name, total, colour) in enumerate(scene.scores):
            self.shapes.append(filled(Rect(left, y - 4, 6, 18), colour))
            texts.put(f"side{index}", name, left + 12, y, Style(12, colour, bold=True))
            texts.put(f"total{index}", f"{total:,}", PANEL.right - 12, y,
                      Style(12, TEXT, anchor_x="right", bold=True))
            y -= 22
        last = texts.put("last", scene.last_move, left, y, Style(11, TEXT_DIM, anchor_y="top",
                                                                  width=width))
        y -= max(last.content_height, 14) + 10
        for index, hand in enumerate(scene.open_hands):
            texts.put(f"open{index}", hand.title, left, y - 12, Style(11, TEXT, bold=True))
            y = self._fan(hand.cards, left, y - 20, width)
        for index, line in enumerate(scene.hidden):
            texts.put(f"hidden{index}", line, left, y - 12, Style(11, TEXT_DIM))
            y -= 18
        for index, line in enumerate(CONTROLS):
            texts.put(f"key{index}", line, left, 20 + 20 * (len(CONTROLS) - 1 - index),
                      Style(11, TEXT_DIM))
        texts.end()

    def _fan(self, cards: Sequence[int], left: float, top: float, width: int) -> float:
        """Small face-up cards in display order from ``top`` down; returns the y below."""
        shown = [c.card for c in sort_hand(self.deck, cards)]
        half = (len(shown) + 1) // 2
        rows = [shown] if len(shown) <= ROW_CARDS else [shown[:half], shown[half:]]
        for row in rows:
            step = min(MINI_W + 2, (width - MINI_W) / max(len(row) - 1, 1))
            for index, card in enumerate(row):
                sprite = arcade.Sprite(textures.face(self.deck, card), MINI_SCALE)
                sprite.position = (left + MINI_W / 2 + index * step, top - MINI_H / 2)
                self.cards.append(sprite)
            top -= MINI_H + 4
        return top - 4

    def draw(self) -> None:
        self.shapes.draw()
        self.cards.draw()
        self.texts.draw()
