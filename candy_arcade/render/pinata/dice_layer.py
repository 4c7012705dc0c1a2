"""The seven dice: shadow, top face, and the face rolling into view while a die tumbles.

The physics is flat, so the roll is drawn as a cube turning about one of its own
axes: the top face narrows towards the way the die rolls while the next face widens
behind it. A die in the air (thrown, carried) is drawn larger over a shadow pushed
further away, so a throw reads as dice flying, bouncing and coming to rest.
"""

from __future__ import annotations

import math

import arcade

from candy_arcade.render.pinata.layout import ScreenMap
from candy_arcade.render.pinata.textures import die_shadow_texture, die_texture
from candy_arcade.rules.pinata.state import DiePlace
from candy_arcade.sim.pinata.snapshot import DieDraw
from candy_arcade.sim.pinata.table import TableSpec

LIFT_GROWTH = 0.35
SHADOW_REACH = 10.0
SIDE_SHADE = (175, 175, 185)
IN_HAND_SHIFT = 12.0
"""A carried die sits at the fingertips, so the palm and its mark stay in sight."""


class DiceLayer:
    """Sprites for the dice, built once; :meth:`sync` copies a snapshot into them.

    Each die has its sprites twice: on the table (drawn under the palms) and in a hand
    or in the air, thrown (drawn over them), and shows one set or the other.
    """

    def __init__(self, die_count: int, table: TableSpec, screen: ScreenMap) -> None:
        self.screen = screen
        self.die_size = table.die_size * screen.scale
        self.on_table: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.shadows: list[arcade.Sprite] = []
        self.in_hand: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self._sets: list[tuple[tuple[arcade.Sprite, arcade.Sprite], ...]] = []
        placeholder = die_texture("piruli", False)
        for _ in range(die_count):
            shadow = arcade.Sprite(die_shadow_texture())
            self.shadows.append(shadow)
            self.on_table.append(shadow)
        for _ in range(die_count):
            pairs = []
            for layer in (self.on_table, self.in_hand):
                side = arcade.Sprite(placeholder)
                side.color = SIDE_SHADE
                top = arcade.Sprite(placeholder)
                layer.append(side)
                layer.append(top)
                pairs.append((top, side))
            self._sets.append(tuple(pairs))

    def sync(self, dice: tuple[DieDraw, ...]) -> None:
        for die, pairs, shadow in zip(dice, self._sets, self.shadows, strict=False):
            held = die.place in (DiePlace.HAND, DiePlace.MIDDLE)
            shadow.visible = die.place is not DiePlace.GONE
            for layer, (top, side) in enumerate(pairs):
                shown = shadow.visible and held == (layer == 1)
                top.visible = side.visible = shown
                if shown:
                    self._place(die, top, side, shadow)

    def draw_on_table(self) -> None:
        self.on_table.draw()

    def draw_in_hand(self) -> None:
        self.in_hand.draw()

    def _place(
        self, die: DieDraw, top: arcade.Sprite, side: arcade.Sprite, shadow: arcade.Sprite
    ) -> None:
        size = self.die_size * (1.0 + LIFT_GROWTH * die.lift)
        x, y = self.screen.to_screen(die.position)
        if die.place is DiePlace.HAND:
            x, y = x + IN_HAND_SHIFT, y + IN_HAND_SHIFT
        degrees = -math.degrees(die.angle)
        top_texture = die_texture(die.candy, die.green)
        if top.texture is not top_texture:
            top.texture = top_texture
        turned = abs(die.roll) * math.pi / 2
        narrow, wide = size * math.cos(turned), size * math.sin(turned)
        sign = 1.0 if die.roll >= 0 else -1.0
        axis_x, axis_y = (
            (math.cos(die.angle), math.sin(die.angle))
            if die.roll_axis == 0
            else (-math.sin(die.angle), math.cos(die.angle))
        )
        top_shift = sign * wide / 2
        top.position = (x + axis_x * top_shift, y + axis_y * top_shift)
        top.angle = degrees
        if die.roll_axis == 0:
            top.width, top.height = max(narrow, 1.0), size
        else:
            top.width, top.height = size, max(narrow, 1.0)
        side.visible = wide > 1.0
        if side.visible:
            side_texture = die_texture(die.rising, die.green)
            if side.texture is not side_texture:
                side.texture = side_texture
            side_shift = -sign * narrow / 2
            side.position = (x + axis_x * side_shift, y + axis_y * side_shift)
            side.angle = degrees
            if die.roll_axis == 0:
                side.width, side.height = wide, size
            else:
                side.width, side.height = size, wide
        reach = SHADOW_REACH * die.lift + 2.0
        shadow.position = (x + reach, y - reach)
        shadow.angle = degrees
        shadow.width = shadow.height = size * 1.15
        shadow.alpha = int(150 - 60 * die.lift)
