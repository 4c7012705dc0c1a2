"""Draws a Piñata Blast table from a session snapshot; never changes the session.

Layers, bottom to top: the table top (felt and rim, one quad), the cards, a card
spoiling, the dice on the table, the arms, the palms and the stick, the dice being
carried, the effects flying over them (candy burst, pops), the HUD, a claim's points,
then the banner: a banner talks about the dice and the round, so it sits above them, never under
a die.
"""

from __future__ import annotations

from collections.abc import Sequence

import arcade
from arcade.shape_list import (
    ShapeElementList,
    create_rectangle_filled,
    create_rectangle_outline,
)

from candy_arcade.art.table_felt import TableTop, rectangle
from candy_arcade.render.pinata.cards_layer import CardsLayer
from candy_arcade.render.pinata.dice_layer import DiceLayer
from candy_arcade.render.pinata.effects_layer import PinataEffects
from candy_arcade.render.pinata.hands_layer import HandsLayer
from candy_arcade.render.pinata.hud import Hud, panel_shapes
from candy_arcade.render.pinata.layout import ScreenMap, screen_map
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.render.table_top import TableTopQuad
from candy_arcade.render.theme import BACKGROUND, OBSTACLE, OBSTACLE_TOP, TABLE_FELT
from candy_arcade.sim.pinata.seating import CARD_HEIGHT, CARD_WIDTH, SeatLayout
from candy_arcade.sim.pinata.snapshot import PinataSnapshot
from candy_arcade.sim.pinata.table import TableSpec

SPOT_LINE = (255, 255, 255, 70)


class PinataTableRenderer:
    def __init__(
        self,
        seats: Sequence[SeatLayout],
        die_count: int,
        looks: Sequence[PlayerLook],
        names: Sequence[str],
        humans: Sequence[bool],
        face_up: Sequence[bool],
        candy_names: dict[str, str],
        table: TableSpec,
        felt: tuple[int, int, int] = TABLE_FELT,
    ) -> None:
        self.face_up = face_up
        self.screen = screen_map(table)
        self.table_top = _table_top(table, self.screen, felt)
        self.table = self._build_table(table, self.screen, seats, looks)
        self.cards = CardsLayer(seats, [look.colour for look in looks], self.screen, felt)
        self.dice = DiceLayer(die_count, table, self.screen)
        self.hands = HandsLayer(seats, looks, self.screen, table)
        self.effects = PinataEffects(seats, list(candy_names), self.screen)
        self.hud = Hud(seats, looks, names, humans, candy_names, self.screen, table)

    @staticmethod
    def _build_table(
        table: TableSpec,
        screen: ScreenMap,
        seats: Sequence[SeatLayout],
        looks: Sequence[PlayerLook],
    ) -> ShapeElementList[arcade.shape_list.Shape]:
        """What lies on the table top: obstacles, the seats' card spots, the panels."""
        shapes: ShapeElementList[arcade.shape_list.Shape] = ShapeElementList()
        scale = screen.scale
        for rect in table.obstacles:
            x, y = screen.to_screen(rect.center)
            w, h = rect.width * scale, rect.height * scale
            shapes.append(create_rectangle_filled(x + 4, y - 4, w, h, (0, 0, 0, 90)))
            shapes.append(create_rectangle_filled(x, y, w, h, (*OBSTACLE, 255)))
            shapes.append(create_rectangle_outline(x, y, w - 6, h - 6, (*OBSTACLE_TOP, 255), 3))
        for seat, look in zip(seats, looks, strict=False):
            x, y = screen.to_screen(seat.card_spot)
            horizontal = seat.inward.y != 0
            spot_w = (CARD_WIDTH if horizontal else CARD_HEIGHT) * scale + 8
            spot_h = (CARD_HEIGHT if horizontal else CARD_WIDTH) * scale + 8
            shapes.append(create_rectangle_filled(x, y, spot_w, spot_h, (*look.colour, 60)))
            shapes.append(create_rectangle_outline(x, y, spot_w, spot_h, (*look.colour, 255), 2))
        for panel in panel_shapes():
            shapes.append(panel)
        return shapes

    def draw(self, snapshot: PinataSnapshot) -> None:
        self.cards.sync(snapshot, self.face_up)
        self.dice.sync(snapshot.dice)
        self.hands.sync(snapshot)
        self.hud.sync(snapshot)
        self.effects.sync(snapshot.tick)
        self.table_top.draw()
        self.table.draw()
        self.cards.draw()
        self.effects.draw_under()
        self.dice.draw_on_table()
        self.hands.draw()
        self.dice.draw_in_hand()
        self.effects.draw_over()
        self.hud.draw(snapshot)
        self.effects.draw_points()
        self.hud.draw_banner(snapshot)


def _table_top(table: TableSpec, screen: ScreenMap, felt: tuple[int, int, int]) -> TableTopQuad:
    """The felt and its rim baked at the size they are drawn, so no pixel is scaled;
    drawn whole, since the screen round the table is the room's colour."""
    rim = round(table.rim * screen.scale)
    width = round(table.width * screen.scale) + 2 * rim
    height = round(table.height * screen.scale) + 2 * rim
    top = TableTop(
        (width, height),
        felt,
        rectangle(0, 0, width, height),
        rectangle(rim, rim, width - rim, height - rim),
        BACKGROUND,
    )
    return TableTopQuad(top, screen.to_screen(table.centre), cleared=False)
