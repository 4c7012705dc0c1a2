"""Swappities on the table: after the alarm, offers fly between stashes.

Each offer is an arrow from the offerer's stash to the receiver's with the card at
its middle, face up when offered open and face down when blind. A human's current
choice (which card, to whom) is a thin dashed line and a ring round the card; a
banner says how many have pressed done, how many are needed and the time left.
"""

from __future__ import annotations

import math

import arcade

from candy_arcade.core.geometry import Vec2
from candy_arcade.render.box import Box
from candy_arcade.render.card_textures import card_face
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.render.text_fit import fit_width
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, TEXT
from candy_arcade.rules.candy.trading import Offer
from candy_arcade.sim.candy.snapshot import CandySnapshot, TradingDraw
from candy_arcade.sim.candy.table import CARD_HEIGHT, CARD_WIDTH, TableGeometry

BANNER_FONT = 24
BANNER_MARGIN = 12
"""The banner's words keep this far inside the shaded pool on each side."""
OFFER_SCALE = 0.36
ARROW_HEAD = 16.0
DASH = 12.0
SHADE = (10, 6, 16, 120)


class TradingLayer:
    def __init__(
        self,
        geometry: TableGeometry,
        looks: list[PlayerLook],
        names: list[str],
        back: arcade.Texture,
    ) -> None:
        self.geometry = geometry
        self.looks = looks
        self.names = names
        self.back = back
        """A closed offer's back: the table's own."""
        self.offer_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        pool = geometry.pool
        top = pool.center.y + pool.height / 2
        self.banner = arcade.Text(
            "",
            pool.center.x,
            top - 30,
            HIGHLIGHT,
            BANNER_FONT,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
            bold=True,
        )
        self.status = arcade.Text(
            "",
            pool.center.x,
            top - 62,
            TEXT,
            15,
            anchor_x="center",
            anchor_y="center",
            font_name=BODY_FONT,
        )
        self.choices: dict[int, tuple[int | None, int | None]] = {}
        """Per human seat, its chosen (card, receiver), drawn as a dashed line."""

    def draw(self, table: CandySnapshot) -> None:
        trading = table.trading
        if trading is None:
            return
        pool = self.geometry.pool
        arcade.draw_lrbt_rectangle_filled(
            pool.center.x - pool.width / 2,
            pool.center.x + pool.width / 2,
            pool.center.y - pool.height / 2,
            pool.center.y + pool.height / 2,
            SHADE,
        )
        self._sync_banner(table.players, trading)
        self.banner.draw()
        self.status.draw()
        for player, (card, receiver) in self.choices.items():
            self._draw_choice(table, player, card, receiver)
        self._sync_offers(trading.offers)
        self.offer_sprites.draw()

    def banner_box(self) -> Box:
        """Where the title and the status line are drawn: prompts and legends keep off."""
        texts = (self.banner, self.status)
        return Box(
            min(text.left for text in texts),
            min(text.bottom for text in texts),
            max(text.right for text in texts),
            max(text.top for text in texts),
        )

    def _sync_banner(self, players: int, trading: TradingDraw) -> None:
        title = "Swappities! Trade before the reveal"
        if self.banner.text != title:
            self.banner.text = title
            fit_width(self.banner, self.geometry.pool.width - 2 * BANNER_MARGIN, BANNER_FONT)
        needed = players // 2 + 1
        seconds = int(trading.seconds_left + 0.999)
        status = (
            f"{len(trading.done)} done of {needed} needed · {len(trading.offers)} offer(s) "
            f"· {seconds} s left"
        )
        if self.status.text != status:
            self.status.text = status

    def _stash_point(self, player: int) -> Vec2:
        return self.geometry.seats[player].stash.center

    def _draw_choice(
        self, table: CandySnapshot, player: int, card: int | None, receiver: int | None
    ) -> None:
        colour = self.looks[player].colour
        if card is not None:
            where = table.cards[card].position
            arcade.draw_lrbt_rectangle_outline(
                where.x - CARD_WIDTH / 2 - 3,
                where.x + CARD_WIDTH / 2 + 3,
                where.y - CARD_HEIGHT / 2 - 3,
                where.y + CARD_HEIGHT / 2 + 3,
                HIGHLIGHT,
                3,
            )
        if receiver is None:
            return
        start, end = self._stash_point(player), self._stash_point(receiver)
        length = start.distance(end)
        if length < 1:
            return
        step = (end - start) * (1 / length)
        dashes: list[tuple[float, float]] = []
        travelled = 0.0
        while travelled < length:
            a = start + step * travelled
            b = start + step * min(length, travelled + DASH)
            dashes += [(a.x, a.y), (b.x, b.y)]
            travelled += DASH * 2
        arcade.draw_lines(dashes, (*colour, 160), 2)

    def _sync_offers(self, offers: tuple[Offer, ...]) -> None:
        while len(self.offer_sprites) < len(offers):
            self.offer_sprites.append(arcade.Sprite(self.back, scale=OFFER_SCALE))
        for sprite, offer in zip(self.offer_sprites, offers, strict=False):
            start, end = self._stash_point(offer.offerer), self._stash_point(offer.receiver)
            colour = self.looks[offer.offerer].colour
            arcade.draw_line(start.x, start.y, end.x, end.y, colour, 5)
            angle = math.atan2(end.y - start.y, end.x - start.x)
            tip = end - Vec2(math.cos(angle), math.sin(angle)) * 50
            left = tip - Vec2(math.cos(angle - 0.5), math.sin(angle - 0.5)) * ARROW_HEAD
            right = tip - Vec2(math.cos(angle + 0.5), math.sin(angle + 0.5)) * ARROW_HEAD
            arcade.draw_triangle_filled(tip.x, tip.y, left.x, left.y, right.x, right.y, colour)
            texture = card_face(offer.card) if offer.open else self.back
            if sprite.texture is not texture:
                sprite.texture = texture
                sprite.scale = OFFER_SCALE
            middle = (start + end) * 0.5
            sprite.position = (middle.x, middle.y)
            sprite.visible = True
        for sprite in list(self.offer_sprites)[len(offers) :]:
            sprite.visible = False
