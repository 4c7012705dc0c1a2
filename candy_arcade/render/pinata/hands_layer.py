"""Arms and palms in the players' colours, and the Piñata Stick by its holder's seat.

An arm is drawn from where it comes over the table's rim, not from the shoulder: the
shoulder is beyond the seat's row of cards, and an arm drawn from there ran across the
player's own cards (a newcomer playtest found it hid them)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import arcade

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.render.pinata.layout import ScreenMap, facing_angle
from candy_arcade.render.pinata.textures import stick_texture
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.sim.candy.table import PALM_RADIUS
from candy_arcade.sim.pinata.seating import SeatLayout
from candy_arcade.sim.pinata.snapshot import PinataSnapshot
from candy_arcade.sim.pinata.table import TableSpec

ARM_WIDTH = 9
PALM_SIZE = PALM_RADIUS * 2.6
"""A palm's drawn size in table units (the hand sprite reaches past the grab circle)."""
STICK_GAP = 18.0
STICK_SCALE = 0.7
"""The stick stands at the end of its holder's row of cards, off the table."""


def rim_of(table: TableSpec) -> Rect:
    """The table's outer edge, rim included, in table units."""
    return Rect(table.centre, table.width + 2 * table.rim, table.height + 2 * table.rim)


def arm_start(shoulder: Vec2, palm: Vec2, rim: Rect) -> Vec2:
    """Where the arm from ``shoulder`` to ``palm`` comes over ``rim``: the shoulder
    itself when it is on the table, the palm when the palm is off it (no arm shows)."""
    if rim.contains(shoulder):
        return shoulder
    if not rim.contains(palm):
        return palm
    entering = 0.0
    reach = palm - shoulder
    half = Vec2(rim.width / 2, rim.height / 2)
    for start, step, centre, extent in (
        (shoulder.x, reach.x, rim.center.x, half.x),
        (shoulder.y, reach.y, rim.center.y, half.y),
    ):
        if step != 0.0:
            near_edge = centre - extent if step > 0 else centre + extent
            entering = max(entering, (near_edge - start) / step)
    return shoulder + reach * min(entering, 1.0)


class HandsLayer:
    def __init__(
        self,
        seats: Sequence[SeatLayout],
        looks: Sequence[PlayerLook],
        screen: ScreenMap,
        table: TableSpec,
    ) -> None:
        self.seats = seats
        self.rim = rim_of(table)
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
            sx, sy = self.screen.to_screen(
                arm_start(palm_draw.shoulder, palm_draw.position, self.rim)
            )
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
