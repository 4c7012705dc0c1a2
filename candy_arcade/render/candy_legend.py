"""At the start of a round, each human's own buttons for the variants on, by their seat.

The panel sits on the pool side of the player's stash for the first seconds of the
round and then fades, so players learn their buttons where they are looking and the
table is clear once the grabbing starts. While it shows, the player's prompt (what to
press now) is its highlighted second line instead of a label by the hand beneath it.
A player on every device at once sees the names of the device they touched last.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import ControlLabels
from candy_arcade.render.candy_prompts import legend_lines
from candy_arcade.render.candy_seat_prompts import HumanSeat
from candy_arcade.render.player_look import PlayerLook
from candy_arcade.render.scoring_chart import chart_legend_lines
from candy_arcade.render.theme import BODY_FONT, HIGHLIGHT, TEXT
from candy_arcade.sim.candy.snapshot import CandySnapshot
from candy_arcade.sim.candy.table import TableGeometry

LEGEND_TICKS = seconds_to_ticks(10)
FADE_TICKS = seconds_to_ticks(2)
PANEL_WIDTH = 420
MIN_WIDTH = 260
SCREEN_WIDTH, SCREEN_HEIGHT = 1280, 720
SAME_ROW = 160
"""Legends whose seats are closer than this across the table's edge share a row."""
LINE_HEIGHT = 15
PADDING = 8
PANEL_COLOUR = (20, 12, 30)
HAND_ROOM = 62.0
KIND_NAMES = {"keyboard": "keyboard", "mouse": "mouse", "gamepad": "gamepad"}


class LegendPanel:
    """One player's legend: a header in their colour, what to do now (the prompt that
    would otherwise sit by their hand, under the panel), and the button lines."""

    def __init__(self, name: str, colour: tuple[int, int, int], width: float) -> None:
        self.name = name
        self.width = width
        self.labels: ControlLabels | None = None
        self.header = arcade.Text(
            name, 0, 0, colour, 13, anchor_y="top", font_name=BODY_FONT, bold=True
        )
        self.now = arcade.Text(
            "",
            0,
            0,
            HIGHLIGHT,
            11,
            anchor_y="top",
            font_name=BODY_FONT,
            bold=True,
            multiline=True,
            width=int(width - 2 * PADDING),
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
            width=int(width - 2 * PADDING),
        )
        self.edge = Vec2(0.0, 0.0)
        self.inward = Vec2(0.0, 1.0)
        self.rect = (0.0, 0.0, 0.0, 0.0)

    def fill(self, labels: ControlLabels, lines: list[str], edge: Vec2, inward: Vec2) -> None:
        self.labels = labels
        self.header.text = f"{self.name}: your {KIND_NAMES.get(labels.kind, labels.kind)} buttons"
        self.body.text = "\n".join(lines)
        self.edge, self.inward = edge, inward
        self.layout()

    def say_now(self, message: str) -> None:
        if self.now.text != message:
            self.now.text = message
            self.layout()

    def layout(self) -> None:
        now_height = self.now.content_height + 4 if self.now.text else 0
        height = self.body.content_height + now_height + 2 * PADDING + LINE_HEIGHT + 4
        width = self.width
        centre = self.edge + Vec2(self.inward.x * width / 2, self.inward.y * height / 2)
        left = min(max(centre.x - width / 2, 4), SCREEN_WIDTH - 4 - width)
        bottom = min(max(centre.y - height / 2, 4), SCREEN_HEIGHT - 4 - height)
        self.rect = (left, left + width, bottom, bottom + height)
        top = bottom + height - PADDING
        self.header.position = (left + PADDING, top)
        self.now.position = (left + PADDING, top - LINE_HEIGHT - 4)
        self.body.position = (left + PADDING, top - LINE_HEIGHT - 4 - now_height)

    def draw(self, fade: float, colour: tuple[int, int, int]) -> None:
        left, right, bottom, top = self.rect
        arcade.draw_lrbt_rectangle_filled(
            left, right, bottom, top, (*PANEL_COLOUR, int(225 * fade))
        )
        arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, (*colour, int(255 * fade)), 2)
        texts = (self.header, self.now, self.body) if self.now.text else (self.header, self.body)
        for text in texts:
            if fade < 1:
                text.color = (*text.color[:3], int(255 * fade))
            text.draw()


class LegendLayer:
    def __init__(self, geometry: TableGeometry, names: list[str], looks: list[PlayerLook]) -> None:
        self.geometry = geometry
        self.names = names
        self.looks = looks
        self.panels: dict[int, LegendPanel] = {}

    def near_edge(self, player: int) -> tuple[Vec2, Vec2]:
        """The middle of the panel's edge nearest the seat, and the way inwards: past
        the stash and the hand resting in front of it, so neither is hidden."""
        seat = self.geometry.seats[player]
        inward = (seat.rest - seat.seat).normalized()
        depth = (seat.stash.height if seat.horizontal else seat.stash.width) / 2
        return seat.stash.center + inward * (depth + HAND_ROOM), inward

    def width_for(self, player: int, humans: list[int]) -> float:
        """As wide as fits before the legend of a human seated beside on the same edge."""
        edge, inward = self.near_edge(player)
        width = float(PANEL_WIDTH)
        for other in humans:
            if other == player:
                continue
            their_edge, _ = self.near_edge(other)
            across = abs(their_edge.x - edge.x) if abs(inward.y) else abs(their_edge.y - edge.y)
            along = abs(their_edge.y - edge.y) if abs(inward.y) else abs(their_edge.x - edge.x)
            if along < SAME_ROW:
                width = min(width, max(MIN_WIDTH, across - 12))
        return width

    def showing(self, table: CandySnapshot) -> bool:
        return table.tick < LEGEND_TICKS

    def draw(
        self, table: CandySnapshot, humans: dict[int, HumanSeat], now: Callable[[int], str]
    ) -> None:
        """Each human's legend, with ``now(player)`` (their prompt) in it."""
        tick = table.tick
        if tick >= LEGEND_TICKS:
            return
        fade = min(1.0, (LEGEND_TICKS - tick) / FADE_TICKS)
        for player, human in humans.items():
            panel = self.panels.get(player)
            if panel is None:
                width = self.width_for(player, list(humans))
                panel = LegendPanel(self.names[player], self.looks[player].colour, width)
                self.panels[player] = panel
            if panel.labels != human.labels:
                lines = legend_lines(table, human.labels) + chart_legend_lines(human.labels)
                panel.fill(human.labels, lines, *self.near_edge(player))
            panel.say_now(now(player))
            panel.draw(fade, self.looks[player].colour)
