"""Words by each hand: a human's prompt for their own device, a bot's visible status.

One text per player, made once and only re-laid out when its words change; a hold
of the special button draws a filling ring round the hand so a player sees the
palms-down (or done) hold coming before it happens.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field

import arcade

from candy_arcade.input.controls import ControlLabels
from candy_arcade.render.box import Box
from candy_arcade.render.candy_labels import LabelBoxes
from candy_arcade.render.candy_prompts import TradeChoice, bot_status, hand_prompt
from candy_arcade.render.theme import HIGHLIGHT, TEXT
from candy_arcade.sim.candy.snapshot import CandySnapshot, HandDraw
from candy_arcade.sim.candy.table import PALM_RADIUS, TableGeometry

PROMPT_WIDTH = 360
HOLD_RING = PALM_RADIUS * 3.4
BUBBLE_ROOM = PALM_RADIUS + 38
"""Above a palm, the first this many units belong to its speech bubble."""
KEEP_OFF_GAP = 6.0


@dataclass
class HumanSeat:
    """What the renderer needs to prompt one human, refreshed by the view each frame:
    their device's names for the controls, the hand their main controls drive (None
    with one hand), their trade choice and how far the special button is held."""

    labels: ControlLabels
    driven: int | None = None
    choice: TradeChoice = field(default_factory=TradeChoice)
    hold: float = 0.0


class SeatPromptLayer:
    def __init__(
        self,
        geometry: TableGeometry,
        names: list[str],
        anchor: Callable[[CandySnapshot, int], HandDraw],
        screen: tuple[float, float],
    ) -> None:
        self.names = names
        self.anchor = anchor
        self.screen = screen
        self.humans: dict[int, HumanSeat] = {}
        self.inward = [(seat.rest - seat.seat).normalized() for seat in geometry.seats]
        self.labels = LabelBoxes(len(geometry.seats), 12, multiline_width=PROMPT_WIDTH)
        self.keep_off: list[Box] = []
        """Words the prompts must not cover (the trading banner), set by the renderer."""

    def _place(
        self, player: int, hand: HandDraw, box_w: float, box_h: float
    ) -> tuple[float, float]:
        """Centre x and top of a prompt box on the pool side of the hand, clear of the
        player's own stash (which a trading player points at) and of bubbles above."""
        width, height = self.screen
        inward = self.inward[player]
        if abs(inward.y) >= abs(inward.x):
            x = hand.x
            above = hand.y + BUBBLE_ROOM + box_h
            top = above if inward.y > 0 else hand.y - PALM_RADIUS - 6
        else:
            x = hand.x + inward.x * (box_w / 2 + PALM_RADIUS + 8)
            top = hand.y + box_h / 2
        x = min(max(x, box_w / 2 + 4), width - box_w / 2 - 4)
        top = min(max(top, box_h + 4), height - 4)
        return x, self._clear_of_keep_off(hand, x, top, box_w, box_h)

    def _clear_of_keep_off(
        self, hand: HandDraw, x: float, top: float, box_w: float, box_h: float
    ) -> float:
        """``top`` moved past any words it would cover (the trading banner), to the
        side of them away from the hand, so it covers neither; the other side when
        the screen has no room there. A hand left under the banner after the alarm
        keeps a readable prompt for the whole trade."""
        height = self.screen[1]
        for keep in self.keep_off:
            box = Box(x - box_w / 2, top - box_h, x + box_w / 2, top)
            if not box.overlaps(keep, KEEP_OFF_GAP):
                continue
            above = keep.top + KEEP_OFF_GAP + box_h
            below = keep.bottom - KEEP_OFF_GAP
            fits_above, fits_below = above <= height - 4, below - box_h >= 4
            hand_below = hand.y < (keep.bottom + keep.top) / 2
            top = above if fits_above and (hand_below or not fits_below) else below
        return top

    def message(self, table: CandySnapshot, player: int) -> str:
        human = self.humans.get(player)
        if human is None:
            return bot_status(table, player)
        return hand_prompt(table, player, human.labels, human.choice, self.names, human.hold)

    def draw(self, table: CandySnapshot, in_legend: Collection[int] = ()) -> None:
        """Every prompt and status; the prompts of the players ``in_legend`` are in
        their legends instead, so only the hold rings are drawn for them."""
        self.place(table, in_legend)
        self.labels.draw()

    def place(self, table: CandySnapshot, in_legend: Collection[int] = ()) -> None:
        """Draw the hold rings and put every prompt in place, drawn by ``labels.draw``
        once the legends have said which prompts they take in."""
        for player in range(table.players):
            human = self.humans.get(player)
            message = "" if player in in_legend else self.message(table, player)
            hand = self.anchor(table, player)
            if human is not None and human.hold > 0:
                arcade.draw_arc_outline(
                    hand.x, hand.y, HOLD_RING, HOLD_RING, HIGHLIGHT, 90, 90 + 360 * human.hold, 6
                )
            if not message:
                self.labels.hide(player)
                continue
            colour = HIGHLIGHT if human is not None else TEXT
            box_w, box_h = self.labels.size_of(player, message, colour)
            x, top = self._place(player, hand, box_w, box_h)
            self.labels.place(player, x, top)
