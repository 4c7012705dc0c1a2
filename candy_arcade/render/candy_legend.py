"""At the start of a round, each human's own buttons for the variants on, by their seat.

The panel sits on the pool side of the player's stash for the first seconds of the
round and then fades, so players learn their buttons where they are looking and the
table is clear once the grabbing starts. A player on every device at once sees the
names of the device they touched last.
"""

from __future__ import annotations

import arcade

from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import ControlLabels
from candy_arcade.render.candy_prompts import legend_lines
from candy_arcade.render.candy_seat_prompts import HumanSeat
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.render.theme import BODY_FONT, TEXT
from candy_arcade.sim.candy.session import CandySession

LEGEND_TICKS = seconds_to_ticks(10)
FADE_TICKS = seconds_to_ticks(2)
PANEL_WIDTH = 420
LINE_HEIGHT = 15
PADDING = 8
PANEL_COLOUR = (20, 12, 30)
HAND_ROOM = 62.0
KIND_NAMES = {"keyboard": "keyboard", "mouse": "mouse", "gamepad": "gamepad"}


class LegendPanel:
    """One player's legend: a header in their colour and the button lines."""

    def __init__(self, name: str, colour: tuple[int, int, int]) -> None:
        self.name = name
        self.labels: ControlLabels | None = None
        self.header = arcade.Text(
            name, 0, 0, colour, 13, anchor_y="top", font_name=BODY_FONT, bold=True
        )
        self.body = arcade.Text(
            "",
            0,
            0,
            TEXT,
            10,
            anchor_y="top",
            font_name=BODY_FONT,
            multiline=True,
            width=PANEL_WIDTH - 2 * PADDING,
        )
        self.rect = (0.0, 0.0, 0.0, 0.0)

    def fill(self, labels: ControlLabels, lines: list[str], edge: Vec2, inward: Vec2) -> None:
        self.labels = labels
        self.header.text = f"{self.name}: your {KIND_NAMES.get(labels.kind, labels.kind)} buttons"
        self.body.text = "\n".join(lines)
        height = self.body.content_height + 2 * PADDING + LINE_HEIGHT + 4
        centre = edge + Vec2(inward.x * PANEL_WIDTH / 2, inward.y * height / 2)
        left = min(max(centre.x - PANEL_WIDTH / 2, 4), 1276 - PANEL_WIDTH)
        bottom = min(max(centre.y - height / 2, 4), 716 - height)
        self.rect = (left, left + PANEL_WIDTH, bottom, bottom + height)
        top = bottom + height - PADDING
        self.header.position = (left + PADDING, top)
        self.body.position = (left + PADDING, top - LINE_HEIGHT - 4)


class LegendLayer:
    def __init__(self, session: CandySession, names: list[str], looks: list[PlayerLook]) -> None:
        self.session = session
        self.names = names
        self.looks = looks
        self.panels: dict[int, LegendPanel] = {}

    def near_edge(self, player: int) -> tuple[Vec2, Vec2]:
        """The middle of the panel's edge nearest the seat, and the way inwards: past
        the stash and the hand resting in front of it, so neither is hidden."""
        seat = self.session.geometry.seats[player]
        inward = (seat.rest - seat.seat).normalized()
        depth = (seat.stash.height if seat.horizontal else seat.stash.width) / 2
        return seat.stash.center + inward * (depth + HAND_ROOM), inward

    def draw(self, humans: dict[int, HumanSeat]) -> None:
        tick = self.session.tick
        if tick >= LEGEND_TICKS:
            return
        fade = min(1.0, (LEGEND_TICKS - tick) / FADE_TICKS)
        for player, human in humans.items():
            panel = self.panels.get(player)
            if panel is None:
                panel = LegendPanel(self.names[player], self.looks[player].colour)
                self.panels[player] = panel
            if panel.labels != human.labels:
                lines = legend_lines(self.session, human.labels)
                panel.fill(human.labels, lines, *self.near_edge(player))
            left, right, bottom, top = panel.rect
            arcade.draw_lrbt_rectangle_filled(
                left, right, bottom, top, (*PANEL_COLOUR, int(225 * fade))
            )
            arcade.draw_lrbt_rectangle_outline(
                left, right, bottom, top, (*self.looks[player].colour, int(255 * fade)), 2
            )
            if fade < 1:
                alpha = int(255 * fade)
                panel.header.color = (*panel.header.color[:3], alpha)
                panel.body.color = (*panel.body.color[:3], alpha)
            panel.header.draw()
            panel.body.draw()
