"""Roshambo on the table: a line joins the duellists' resting hands, a chant counts
"rock... paper... scissors!" down the pick window, and only when the table settles
the duel are both picks shown over their hands, winner in green, loser in red.

The picks are secret until then: while a duel runs this layer shows how many have
picked, never what.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade

from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.render.box import Box
from candy_arcade.render.theme import BAD, BODY_FONT, GOOD, HIGHLIGHT, TEXT
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.sim.candy.snapshot import CandySnapshot, HandDraw
from candy_arcade.sim.candy.table import PALM_RADIUS

REVEAL_TICKS = seconds_to_ticks(2.0)
CHANTS = ("Rock...", "Paper...", "Scissors!")
PANEL_COLOUR = (20, 12, 30, 220)
Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Reveal:
    """A settled (or drawn) duel's picks, shown for a moment."""

    players: tuple[int, int]
    picks: tuple[str, str]
    headline: str
    until: int
    draw: bool


def reveal_from(event: TableEvent, names: list[str], until: int) -> Reveal | None:
    """Read the picks back from a result or draw event's wording."""
    words = event.detail.replace(":", "").split()
    if event.kind is EventKind.RPS_RESULT and len(words) >= 3:
        winner = event.players[0]
        headline = f"{event.detail.capitalize()}! {names[winner]} wins"
        pair = (event.players[0], event.players[1])
        return Reveal(pair, (words[0], words[-1]), headline, until, draw=False)
    if event.kind is EventKind.RPS_DRAW and len(words) >= 3:
        headline = f"Draw: {words[0]} and {words[2]}. Again!"
        pair = (event.players[0], event.players[1])
        return Reveal(pair, (words[0], words[2]), headline, until, draw=True)
    return None


class DuelLayer:
    def __init__(
        self, names: list[str], anchor: Callable[[CandySnapshot, int], HandDraw]
    ) -> None:
        self.names = names
        self.anchor = anchor
        self.reveals: list[Reveal] = []
        self._texts: list[arcade.Text] = []
        self.drawn: list[Box] = []
        """The boxes of the words drawn in the last frame, for bubbles to keep clear of."""

    def note(self, events: list[TableEvent], tick: int) -> None:
        """Remember the reveals among events seen at ``tick``."""
        until = tick + REVEAL_TICKS
        for event in events:
            reveal = reveal_from(event, self.names, until)
            if reveal is not None:
                self.reveals = [r for r in self.reveals if set(r.players) != set(reveal.players)]
                self.reveals.append(reveal)

    def _text(self, slot: int, message: str, x: float, y: float, colour: Colour) -> None:
        while len(self._texts) <= slot:
            self._texts.append(
                arcade.Text(
                    "",
                    0,
                    0,
                    TEXT,
                    15,
                    anchor_x="center",
                    anchor_y="center",
                    font_name=BODY_FONT,
                    bold=True,
                )
            )
        text = self._texts[slot]
        if text.text != message:
            text.text = message
        text.position = (x, y)
        text.color = colour
        width = text.content_width + 14
        arcade.draw_lrbt_rectangle_filled(
            x - width / 2, x + width / 2, y - 12, y + 12, PANEL_COLOUR
        )
        text.draw()
        self.drawn.append(Box(x - width / 2, y - 12, x + width / 2, y + 12))

    def draw(self, table: CandySnapshot) -> None:
        tick = table.tick
        slot = 0
        self.drawn = []
        for duel in table.duels:
            first, second = (self.anchor(table, player) for player in duel.players)
            arcade.draw_line(first.x, first.y, second.x, second.y, HIGHLIGHT, 3)
            left = max(0, duel.deadline - tick)
            window = table.settings.pick_window_ticks
            stage = min(len(CHANTS) - 1, (window - left) * len(CHANTS) // window)
            message = f"{CHANTS[stage]}  {len(duel.picked)}/2 picked"
            self._text(slot, message, (first.x + second.x) / 2, (first.y + second.y) / 2, HIGHLIGHT)
            slot += 1
        self.reveals = [reveal for reveal in self.reveals if reveal.until > tick]
        for reveal in self.reveals:
            hands = [self.anchor(table, player) for player in reveal.players]
            for number, (hand, pick) in enumerate(zip(hands, reveal.picks, strict=True)):
                colour = HIGHLIGHT if reveal.draw else (GOOD if number == 0 else BAD)
                self._text(slot, pick.upper(), hand.x, hand.y + PALM_RADIUS + 44, colour)
                slot += 1
            middle_x = (hands[0].x + hands[1].x) / 2
            lowest = min(hands[0].y, hands[1].y)
            self._text(slot, reveal.headline, middle_x, lowest - PALM_RADIUS - 20, TEXT)
            slot += 1
