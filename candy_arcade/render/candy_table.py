"""Draws an I Want Candy! table from the session's state; never changes that state.

Sprites and shapes are built once; each frame only copies positions, so a full
table (8 hands, 52 cards, HUD) stays well inside the frame budget on software GL.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import arcade
import pyglet
from arcade.shape_list import (
    ShapeElementList,
    create_ellipse_filled,
    create_ellipse_outline,
    create_rectangle_filled,
    create_rectangle_outline,
)

from candy_arcade.core.geometry import Vec2
from candy_arcade.render.card_textures import card_back, card_face
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.render.theme import (
    BAD,
    BODY_FONT,
    HIGHLIGHT,
    POOL_TINT,
    TABLE_EDGE,
    TEXT,
)
from candy_arcade.sim.candy.session import CandySession, CardPlace
from candy_arcade.sim.candy.table import CARD_WIDTH, PALM_RADIUS

CARD_SCALE = CARD_WIDTH / 140
MINI_SCALE = 0.3
ARM_WIDTH = 7
TIMER_AT = Vec2(86, 684)
"""Top-left corner: the one place no seat or stash of the standard tables uses."""


@dataclass
class Bubble:
    """A short message above a hand: "Oops, sorry." or why a move was refused."""

    text: arcade.Text
    player: int
    until_tick: int


class CandyTableRenderer:
    def __init__(self, session: CandySession, looks: list[PlayerLook], names: list[str]) -> None:
        self.session = session
        self.looks = looks
        self.table_shapes = self._build_table()
        self.card_sprites = arcade.SpriteList()
        for _ in session.cards:
            self.card_sprites.append(arcade.Sprite(card_back(), scale=CARD_SCALE))
        self._sprite_by_index = list(self.card_sprites)
        self._last_z = -1
        self.reveal = False
        self.palm_sprites = arcade.SpriteList()
        for look in looks[: session.players]:
            self.palm_sprites.append(arcade.Sprite(look.palm_open))
        self.mini_sprites = arcade.SpriteList()
        self.arm_sprites = arcade.SpriteList()
        for look in looks[: session.players]:
            self.arm_sprites.append(arcade.SpriteSolidColor(1, ARM_WIDTH, color=look.arm_colour))
        self.text_batch = pyglet.graphics.Batch()
        self.seat_texts = [
            self._seat_label(seat.seat, seat.horizontal) for seat in session.geometry.seats
        ]
        self.names = names
        self.timer_text = arcade.Text(
            "",
            TIMER_AT.x,
            TIMER_AT.y,
            HIGHLIGHT,
            28,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
            batch=self.text_batch,
        )
        pool = session.geometry.pool
        self.countdown_text = arcade.Text(
            "",
            pool.center.x,
            pool.center.y,
            (255, 90, 90, 150),
            160,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
        )
        self._timer_shown = -1
        self.bubbles: list[Bubble] = []
        self._counts_shown: list[int] = [-1] * session.players

    def _seat_label(self, seat: Vec2, horizontal: bool) -> arcade.Text:
        """A name label beside the seat marker, kept inside the table's edge."""
        if horizontal:
            x, y, anchor = seat.x + 26, seat.y, "left"
        elif seat.x < self.session.geometry.width / 2:
            x, y, anchor = 8, seat.y + 34, "left"
        else:
            x, y, anchor = self.session.geometry.width - 8, seat.y + 34, "right"
        return arcade.Text(
            "",
            x,
            y,
            TEXT,
            13,
            anchor_x=anchor,
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
            batch=self.text_batch,
        )

    def _build_table(self) -> ShapeElementList[arcade.shape_list.Shape]:
        geometry = self.session.geometry
        shapes: ShapeElementList[arcade.shape_list.Shape] = ShapeElementList()
        edge = 12.0
        for x, y, width, height in (
            (geometry.width / 2, edge / 2, geometry.width, edge),
            (geometry.width / 2, geometry.height - edge / 2, geometry.width, edge),
            (edge / 2, geometry.height / 2, edge, geometry.height),
            (geometry.width - edge / 2, geometry.height / 2, edge, geometry.height),
        ):
            shapes.append(create_rectangle_filled(x, y, width, height, TABLE_EDGE))
        pool = geometry.pool
        shapes.append(
            create_rectangle_filled(
                pool.center.x, pool.center.y, pool.width, pool.height, POOL_TINT
            )
        )
        shapes.append(
            create_rectangle_outline(
                pool.center.x, pool.center.y, pool.width, pool.height, (90, 160, 120), 2
            )
        )
        for player, seat in enumerate(geometry.seats):
            colour = self.looks[player].colour
            stash = seat.stash
            shapes.append(
                create_rectangle_filled(
                    stash.center.x, stash.center.y, stash.width, stash.height, (*colour, 60)
                )
            )
            shapes.append(
                create_rectangle_outline(
                    stash.center.x, stash.center.y, stash.width, stash.height, colour, 3
                )
            )
            shapes.append(create_ellipse_filled(seat.seat.x, seat.seat.y, 18, 18, colour))
            shapes.append(create_ellipse_outline(seat.seat.x, seat.seat.y, 18, 18, TEXT, 2))
        shapes.append(create_rectangle_filled(TIMER_AT.x, TIMER_AT.y, 124, 48, (20, 12, 30, 200)))
        return shapes

    def add_bubble(
        self, player: int, message: str, colour: tuple[int, int, int], ticks: int
    ) -> None:
        self.bubbles = [b for b in self.bubbles if b.player != player]
        text = arcade.Text(
            message,
            0,
            0,
            colour,
            14,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
        )
        self.bubbles.append(Bubble(text, player, self.session.tick + ticks))

    def draw(self) -> None:
        """Draw the table; the caller clears the screen with :data:`TABLE_FELT` first.

        Clearing to the felt colour instead of filling a felt rectangle saves a
        full-screen pass, which is most of a frame on software GL.
        """
        self.table_shapes.draw()
        self._sync_cards()
        self.card_sprites.draw()
        self._sync_arms()
        self.arm_sprites.draw()
        self._sync_palms()
        self.palm_sprites.draw()
        self.mini_sprites.draw()
        self._draw_bubbles()
        self._sync_labels()
        self.text_batch.draw()
        if self.countdown_text.text:
            self.countdown_text.draw()

    def _sync_labels(self) -> None:
        session = self.session
        for player in range(session.players):
            count = len(session.stashes[player])
            if count != self._counts_shown[player]:
                self._counts_shown[player] = count
                self.seat_texts[player].text = f"{self.names[player]}  {count}/6"
        seconds = int(session.seconds_left + 0.999)
        if seconds != self._timer_shown:
            self._timer_shown = seconds
            self.timer_text.text = f"{seconds // 60}:{seconds % 60:02d}"
            self.timer_text.color = BAD if seconds <= 5 else HIGHLIGHT
            self.countdown_text.text = str(seconds) if 0 < seconds <= 5 else ""

    def _sync_cards(self) -> None:
        session = self.session
        z_changed = False
        for card in session.cards:
            sprite = self._sprite_by_index[card.index]
            sprite.position = (card.position.x, card.position.y)
            sprite.angle = card.angle
            face_up = card.face_up or (self.reveal and card.place is CardPlace.STASH)
            texture = card_face(card.index) if face_up else card_back()
            if sprite.texture is not texture:
                sprite.texture = texture
                sprite.scale = CARD_SCALE
            alpha = 235 if card.place is CardPlace.HAND else 255
            if sprite.alpha != alpha:
                sprite.alpha = alpha
            if sprite.properties.get("z") != card.z:
                sprite.properties["z"] = card.z
                z_changed = True
        if z_changed:
            self.card_sprites.sort(key=lambda s: s.properties["z"])
        self._sync_minis()

    def _sync_minis(self) -> None:
        """A held card's face, small beside the palm; a peeked stash card the same way."""
        session = self.session
        shown: list[tuple[int, Vec2]] = []
        for hand in session.hands:
            card = hand.held if hand.held is not None else hand.peek
            if card is not None:
                shown.append((card, hand.position + Vec2(PALM_RADIUS + 26, PALM_RADIUS + 6)))
        while len(self.mini_sprites) < len(shown):
            self.mini_sprites.append(arcade.Sprite(card_back(), scale=MINI_SCALE))
        for sprite, (card, where) in zip(self.mini_sprites, shown, strict=False):
            texture = card_face(card)
            if sprite.texture is not texture:
                sprite.texture = texture
                sprite.scale = MINI_SCALE
            sprite.position = (where.x, where.y)
            sprite.visible = True
        for sprite in list(self.mini_sprites)[len(shown) :]:
            sprite.visible = False

    def _sync_arms(self) -> None:
        """Each arm is one stretched, rotated sprite: all arms draw in a single call."""
        session = self.session
        for hand, arm in zip(session.hands, self.arm_sprites, strict=True):
            seat = session.geometry.seats[hand.player].seat
            palm = hand.position
            dx, dy = palm.x - seat.x, palm.y - seat.y
            arm.position = ((seat.x + palm.x) / 2, (seat.y + palm.y) / 2)
            arm.width = max(math.hypot(dx, dy), 1.0)
            arm.angle = -math.degrees(math.atan2(dy, dx))

    def _sync_palms(self) -> None:
        session = self.session
        for hand, sprite in zip(session.hands, self.palm_sprites, strict=True):
            look = self.looks[hand.player]
            texture = look.palm_down if hand.is_frozen(session.tick) else look.palm_open
            if sprite.texture is not texture:
                sprite.texture = texture
            sprite.position = (hand.position.x, hand.position.y)
            sprite.width = sprite.height = PALM_RADIUS * 2.6

    def _draw_bubbles(self) -> None:
        tick = self.session.tick
        self.bubbles = [b for b in self.bubbles if b.until_tick > tick]
        for bubble in self.bubbles:
            palm = self.session.hands[bubble.player].position
            bubble.text.x = palm.x
            bubble.text.y = palm.y + PALM_RADIUS + 18
            width = bubble.text.content_width + 16
            arcade.draw_lrbt_rectangle_filled(
                bubble.text.x - width / 2,
                bubble.text.x + width / 2,
                bubble.text.y - 12,
                bubble.text.y + 12,
                (20, 12, 30, 210),
            )
            bubble.text.draw()
