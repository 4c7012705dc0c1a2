"""Each seat's cards: the hand's row outside the rim, the placed card, this round's catch.

Sprites are pooled per seat and only rewritten when that seat's cards change, so a
table of eight hands costs a few sprite-list draws a frame.
"""

from __future__ import annotations

from collections.abc import Sequence

import arcade

from candy_arcade.core.geometry import Vec2
from candy_arcade.render.card_textures import card_back
from candy_arcade.render.pinata.layout import ScreenMap, facing_angle
from candy_arcade.render.pinata.textures import card_texture
from candy_arcade.render.theme import HIGHLIGHT, TABLE_FELT
from candy_arcade.rules.pinata.components import Card
from candy_arcade.sim.pinata.seating import CARD_HEIGHT, CARD_WIDTH, SeatLayout
from candy_arcade.sim.pinata.snapshot import PinataSnapshot

CHOSEN_RAISE = 14.0
GLOW = 6.0


def _sized(sprite: arcade.Sprite, width: float, height: float) -> None:
    sprite.width, sprite.height = width, height


class _SeatCards:
    """The sprites of one seat's cards, kept in the layer's shared sprite lists."""

    def __init__(
        self,
        seat: SeatLayout,
        colour: tuple[int, int, int],
        cards: arcade.SpriteList[arcade.Sprite],
        glows: arcade.SpriteList[arcade.Sprite],
        screen: ScreenMap,
        back: arcade.Texture,
    ) -> None:
        self.seat = seat
        self.screen = screen
        self.back = back
        self.card_size = (CARD_WIDTH * screen.scale, CARD_HEIGHT * screen.scale)
        self.angle = facing_angle(seat)
        self.shared = cards
        self.cards: list[arcade.Sprite] = []
        self.chosen_glow = arcade.SpriteSolidColor(
            int(self.card_size[0] + GLOW), int(self.card_size[1] + GLOW), color=(*HIGHLIGHT, 255)
        )
        self.waiting_glow = arcade.SpriteSolidColor(
            int(self.card_size[0] + GLOW), int(self.card_size[1] + GLOW), color=(*colour, 255)
        )
        for glow in (self.chosen_glow, self.waiting_glow):
            glow.angle = self.angle
            glow.visible = False
            glows.append(glow)
        self._key: object = None

    def _sprite(self, index: int) -> arcade.Sprite:
        while len(self.cards) <= index:
            fresh = arcade.Sprite(self.back)
            fresh.angle = self.angle
            self.cards.append(fresh)
            self.shared.append(fresh)
        return self.cards[index]

    def sync(
        self,
        hand: tuple[Card, ...],
        chosen: int | None,
        waiting: Card | None,
        collected: Sequence[Card],
        face_up: bool,
        show_points: bool,
    ) -> None:
        key = (hand, chosen, waiting, tuple(collected), face_up, show_points)
        if key == self._key:
            return
        self._key = key
        used = 0
        self.chosen_glow.visible = False
        for slot, card in enumerate(hand):
            where = self.seat.hand_card_position(slot, len(hand))
            is_chosen = waiting is None and card.id == chosen
            if is_chosen:
                where = where + self.seat.inward * CHOSEN_RAISE
                self.chosen_glow.visible = face_up
                self.chosen_glow.position = self.screen.to_screen(where)
            texture = (
                card_texture(card.candy, card.points, show_points)
                if face_up
                else self.back
            )
            self._show(used, texture, where)
            used += 1
        self.waiting_glow.visible = waiting is not None
        if waiting is not None:
            self.waiting_glow.position = self.screen.to_screen(self.seat.card_spot)
            self._show(
                used, card_texture(waiting.candy, waiting.points, show_points), self.seat.card_spot
            )
            used += 1
        for order, card in enumerate(collected):
            where = self.seat.collected_position(order)
            self._show(used, card_texture(card.candy, card.points, show_points), where)
            used += 1
        for sprite in self.cards[used:]:
            sprite.visible = False

    def _show(self, index: int, texture: arcade.Texture, where: Vec2) -> None:
        sprite = self._sprite(index)
        if sprite.texture is not texture:
            sprite.texture = texture
        _sized(sprite, *self.card_size)
        sprite.position = self.screen.to_screen(where)
        sprite.visible = True


class CardsLayer:
    """All seats' cards, drawn under the dice and the palms in two sprite-list draws;
    hidden cards show the candy back in the table's ``felt`` colour."""

    def __init__(
        self,
        seats: Sequence[SeatLayout],
        colours: Sequence[tuple[int, int, int]],
        screen: ScreenMap,
        felt: tuple[int, int, int] = TABLE_FELT,
    ) -> None:
        back = card_back(felt)
        self.cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.glows: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.seats = [
            _SeatCards(seat, colour, self.cards, self.glows, screen, back)
            for seat, colour in zip(seats, colours, strict=False)
        ]

    def sync(self, snapshot: PinataSnapshot, face_up: Sequence[bool]) -> None:
        show_points = not snapshot.state.settings.youngest
        for player, seat_cards in enumerate(self.seats):
            state = snapshot.state.players[player]
            seat_cards.sync(
                state.hand,
                snapshot.selected[player],
                state.waiting,
                [card for card, _ in snapshot.collected[player]],
                face_up[player],
                show_points,
            )

    def draw(self) -> None:
        self.glows.draw()
        self.cards.draw()
