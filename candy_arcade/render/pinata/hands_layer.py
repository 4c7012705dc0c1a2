"""Arms and palms in the players' colours, and the Piñata Stick by its holder's seat."""

from __future__ import annotations

import math
from collections.abc import Sequence

import arcade

from candy_arcade.render.pinata.layout import ScreenMap, facing_angle
from candy_arcade.render.pinata.textures import stick_texture
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.sim.candy.table import PALM_RADIUS
from candy_arcade.sim.pinata.seating import SeatLayout
from candy_arcade.sim.pinata.snapshot import PinataSnapshot

ARM_WIDTH = 9
PALM_SIZE = PALM_RADIUS * 2.6
"""A palm's drawn size in table units (the hand sprite reaches past the grab circle)."""
STICK_GAP = 18.0
STICK_SCALE = 0.7
"""The stick stands at the end of its holder's row of cards, off the table."""


class HandsLayer:
    def __init__(
        self, seats: Sequence[SeatLayout], looks: Sequence[PlayerLook], screen: ScreenMap
    ) -> None:
        self.seats = seats
        self.screen = screen
        self.looks = looks
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.arms = [
            arcade.SpriteSolidColor(1, ARM_WIDTH, color=look.arm_colour)
            for look in looks[: len(seats)]
        ]
        self.palms = []
        for look in looks[: len(seats)]:
            palm = arcade.Sprite(look.palm_open)
            palm.width = palm.height = PALM_SIZE * screen.scale
            self.palms.append(palm)
        self.stick = arcade.Sprite(stick_texture(), scale=STICK_SCALE)
        for sprite in (*self.arms, *self.palms, self.stick):
            self.sprites.append(sprite)
        self._stick_holder = -1

    def sync(self, snapshot: PinataSnapshot) -> None:
        for palm_draw, arm, palm in zip(snapshot.palms, self.arms, self.palms, strict=False):
            sx, sy = self.screen.to_screen(palm_draw.shoulder)
            px, py = self.screen.to_screen(palm_draw.position)
            dx, dy = px - sx, py - sy
            arm.position = ((sx + px) / 2, (sy + py) / 2)
            arm.width = max(math.hypot(dx, dy), 1.0)
            arm.angle = -math.degrees(math.atan2(dy, dx))
            palm.position = (px, py)
            palm.angle = facing_angle(self.seats[palm_draw.player])
        holder = snapshot.state.stick_holder
        if holder != self._stick_holder:
            self._stick_holder = holder
            seat = self.seats[holder]
            where = seat.row_centre - seat.along * (seat.row_length / 2 + STICK_GAP)
            self.stick.position = self.screen.to_screen(where)
            self.stick.angle = facing_angle(seat) + 90.0

    def draw(self) -> None:
        """Arms, then palms over them, then the stick: one sprite-list draw."""
        self.sprites.draw()
