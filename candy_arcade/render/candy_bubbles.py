"""Speech bubbles over the hands: "Oops, sorry.", "Bot 4 stole a card!", refusals.

Each bubble takes the first free place round its player's hand (beside it, above it,
then stacked higher) that covers no hand, no held card, no prompt and no other
bubble; both players of a touch get their "Oops, sorry." side by side, not one over
the other. A bubble with no free place waits (queued, its time not yet running) and
is shown as soon as there is room, or dropped after :data:`QUEUE_TICKS`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.render.box import Box
from candy_arcade.render.candy_hands import MINI_OFFSET, MINI_SCALE
from candy_arcade.render.candy_labels import LabelBoxes
from candy_arcade.render.free_space import first_free
from candy_arcade.sim.candy.snapshot import CandySnapshot, HandDraw
from candy_arcade.sim.candy.table import CARD_HEIGHT, CARD_WIDTH, PALM_RADIUS
from candy_arcade.sim.candy.table_cards import CardPlace

QUEUE_TICKS = seconds_to_ticks(3)
MINI_SIZE = (140 * MINI_SCALE, 190 * MINI_SCALE)
HELD_SIZE = max(CARD_WIDTH, CARD_HEIGHT) + 4
"""A held card turns with the hand: keep clear of the square it can turn in."""
STACK_LEVELS = 3
GAP = 4.0


@dataclass
class Bubble:
    """A short message above a hand: "Oops, sorry." or why a move was refused.

    ``ticks`` is how long it shows once placed; ``shown_at`` the tick it first
    appeared (None while it waits for room); ``asked_at`` the tick it was raised.
    """

    message: str
    colour: tuple[int, int, int]
    ticks: int
    asked_at: int
    shown_at: int | None = None
    refusal: bool = False

    def expired(self, tick: int) -> bool:
        if self.shown_at is None:
            return tick - self.asked_at >= QUEUE_TICKS
        return tick - self.shown_at >= self.ticks


def hand_keep_outs(table: CandySnapshot) -> list[Box]:
    """What a bubble must never cover: every palm, every card held in a hand, and the
    small face shown beside a hand that holds or peeks."""
    boxes = []
    for hand in table.hands:
        boxes.append(Box.around(hand.x, hand.y, 2 * PALM_RADIUS, 2 * PALM_RADIUS))
        if hand.held is not None or hand.peek is not None:
            mini = hand.position + MINI_OFFSET
            boxes.append(Box.around(mini.x, mini.y, *MINI_SIZE))
    for card in table.cards:
        if card.place is CardPlace.HAND:
            boxes.append(Box.around(card.position.x, card.position.y, HELD_SIZE, HELD_SIZE))
    return boxes


def places_round(hand: HandDraw, width: float, height: float) -> Iterator[Box]:
    """A bubble's places round its hand, best first: above-left of the hand (clear of
    the small face on its right), right above, to the left, to the right, below, then
    stacked higher above."""
    x, y = hand.x, hand.y
    clear_top = y + HELD_SIZE / 2 + GAP
    yield Box(x + PALM_RADIUS - width, clear_top, x + PALM_RADIUS, clear_top + height)
    over_mini = y + MINI_OFFSET.y + MINI_SIZE[1] / 2 + GAP
    yield Box.around(x, over_mini + height / 2, width, height)
    side_y = y + PALM_RADIUS
    left_edge = x - HELD_SIZE / 2 - GAP
    yield Box(left_edge - width, side_y - height / 2, left_edge, side_y + height / 2)
    right_edge = x + MINI_OFFSET.x + MINI_SIZE[0] / 2 + GAP
    yield Box(right_edge, side_y - height / 2, right_edge + width, side_y + height / 2)
    under = y - HELD_SIZE / 2 - GAP
    yield Box(x - width / 2, under - height, x + width / 2, under)
    for level in range(1, STACK_LEVELS + 1):
        bottom = over_mini + level * (height + GAP)
        yield Box.around(x, bottom + height / 2, width, height)


class BubbleLayer:
    """One bubble per player at most (a new one replaces the old), placed each frame."""

    def __init__(
        self,
        players: int,
        anchor: Callable[[CandySnapshot, int], HandDraw],
        screen: tuple[float, float],
    ) -> None:
        self.anchor = anchor
        self.bounds = Box(4, 4, screen[0] - 4, screen[1] - 4)
        self.bubbles: dict[int, Bubble] = {}
        self.labels = LabelBoxes(players, 14, padding=8)
        self.placed: dict[int, Box] = {}

    def add(
        self,
        player: int,
        message: str,
        colour: tuple[int, int, int],
        tick: int,
        ticks: int,
        refusal: bool = False,
    ) -> None:
        """Say ``message`` over the player's hand for ``ticks`` (replacing what it said)."""
        self.bubbles[player] = Bubble(message, colour, ticks, tick, refusal=refusal)

    def withdraw_refusal(self, player: int) -> None:
        """Take down the player's refusal, if it still shows: their move has since
        worked ("nothing in your hand to drop" over a hand that now holds a card)."""
        bubble = self.bubbles.get(player)
        if bubble is not None and bubble.refusal:
            del self.bubbles[player]

    def draw(self, table: CandySnapshot, also_taken: list[Box]) -> None:
        """Place and draw every bubble, clear of the hands, held cards, ``also_taken``
        (prompts, legends) and each other; bubbles already showing keep first pick."""
        tick = table.tick
        labels = self.labels
        for player in [p for p, bubble in self.bubbles.items() if bubble.expired(tick)]:
            del self.bubbles[player]
        taken = hand_keep_outs(table) + also_taken
        self.placed = {}
        order = sorted(
            self.bubbles.items(),
            key=lambda item: (item[1].shown_at is None, item[1].shown_at or 0, item[0]),
        )
        for player, bubble in order:
            width, height = labels.size_of(player, bubble.message, bubble.colour)
            places = places_round(self.anchor(table, player), width, height)
            box = first_free(places, taken, self.bounds, GAP)
            if box is None:
                labels.hide(player)
                continue
            if bubble.shown_at is None:
                bubble.shown_at = tick
            taken.append(box)
            self.placed[player] = box
            labels.place(player, box.centre_x, box.top)
        for player in range(len(labels.texts)):
            if player not in self.placed:
                labels.hide(player)
        labels.draw()
