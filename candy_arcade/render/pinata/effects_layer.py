"""Piñata Blast's short effects: the throw's whack and candy burst, a claim's pop and its
points floating up, the rotten candy spoiling a card.

Presentation only: the view tells this layer what the session's events said (a throw,
a claim, a rotten card) and at which tick; the layer never reads back into the session,
so no rule, replay or recorded hash can depend on it. Time is counted in the table's
ticks, so a paused table holds its effects and a test can step them exactly. Every
sprite and text is made once, up front, and only moved, tinted and shown or hidden.

With :attr:`PinataEffects.reduced` set (the Reduce motion setting) nothing bursts, pops
or floats: the spoiled card is shown spoiled at once, still, for as long as it would
have taken to spoil.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import arcade

from candy_arcade.core.geometry import Vec2
from candy_arcade.render.pinata.layout import ScreenMap, facing_angle
from candy_arcade.render.pinata.textures import (
    candy_texture,
    card_texture,
    points_texture,
    pop_texture,
    speck_texture,
    whack_texture,
)
from candy_arcade.rules.pinata.components import Card
from candy_arcade.sim.pinata.seating import CARD_HEIGHT, CARD_WIDTH, SeatLayout

BURST_TICKS = 40
"""The candy burst's flight (0.67 s at 60 ticks a second)."""
BURST_PIECES = 12
BURST_REACH = 120.0
"""How far, in screen pixels, the farthest candy flies from the dice."""
BURST_HOP = 26.0
"""How high a candy arcs above its straight path at the middle of its flight."""
CANDY_PIXELS = 28
WHACK_TICKS = 14
WHACK_SIZE = 110.0
POP_TICKS = 16
POP_SIZE = 70.0
FLOAT_TICKS = 54
"""A claim's points float for 0.9 s, from a card's length off the card spot to over
twice that, towards the middle of the table: away from the seat's name and the rim."""
SPOIL_TICKS = 60
"""A rotten card turns green, wobbles and shrinks away in 1 s."""
SPOILED = (110, 170, 40)
"""The tint of a spoiled card."""
SPOIL_WOBBLE = 9.0
"""Degrees either way a spoiling card wobbles."""
SPECKS = 4
SPECK_RISE = 44.0
GOLDEN_TURN = math.pi * (3 - math.sqrt(5))
"""Spreads burst pieces round the circle without two in a line, and with no randomness."""


def _done(start: int | None, tick: int, length: int) -> float | None:
    """How far (0..1) an effect started at ``start`` is at ``tick``; None when not running."""
    if start is None or tick < start or tick - start >= length:
        return None
    return (tick - start) / length


def _ease_out(done: float) -> float:
    return 1 - (1 - done) ** 3


class _SeatEffects:
    """One seat's claim pop, floating points and spoiling card, with its specks."""

    def __init__(
        self,
        seat: SeatLayout,
        screen: ScreenMap,
        candy: str,
        over: arcade.SpriteList[arcade.Sprite],
        under: arcade.SpriteList[arcade.Sprite],
        points: arcade.SpriteList[arcade.Sprite],
    ) -> None:
        self.spot = screen.to_screen(seat.card_spot)
        self.angle = facing_angle(seat)
        self.card_size = (CARD_WIDTH * screen.scale, CARD_HEIGHT * screen.scale)
        self.pop = arcade.Sprite(pop_texture())
        self.pop.visible = False
        over.append(self.pop)
        self.card = arcade.Sprite(card_texture(candy, 1, True))
        self.card.visible = False
        self.card.angle = self.angle
        under.append(self.card)
        self.specks: list[arcade.Sprite] = []
        for _ in range(SPECKS):
            speck = arcade.Sprite(speck_texture())
            speck.visible = False
            self.specks.append(speck)
            under.append(speck)
        self.float_from = screen.to_screen(seat.card_spot + seat.inward * CARD_HEIGHT)
        self.float_to = screen.to_screen(seat.card_spot + seat.inward * (CARD_HEIGHT * 2.2))
        self.points = arcade.Sprite(points_texture("+1"))
        self.points.visible = False
        self.points_words = ""
        points.append(self.points)
        self.claimed: int | None = None
        self.spoiled: int | None = None

    def sync(self, tick: int, reduced: bool) -> None:
        self._sync_claim(tick, reduced)
        self._sync_spoil(tick, reduced)

    def _sync_claim(self, tick: int, reduced: bool) -> None:
        popping = None if reduced else _done(self.claimed, tick, POP_TICKS)
        self.pop.visible = popping is not None
        if popping is not None:
            self.pop.position = self.spot
            self.pop.width = self.pop.height = POP_SIZE * (0.4 + 0.8 * _ease_out(popping))
            self.pop.alpha = round(230 * (1 - popping))
        floating = None if reduced else _done(self.claimed, tick, FLOAT_TICKS)
        self.points.visible = floating is not None
        if floating is not None:
            (x, y), (to_x, to_y) = self.float_from, self.float_to
            rise = _ease_out(floating)
            self.points.position = (x + (to_x - x) * rise, y + (to_y - y) * rise)
            self.points.alpha = round(255 * (1.0 if floating < 0.5 else 2 * (1 - floating)))

    def _sync_spoil(self, tick: int, reduced: bool) -> None:
        spoiling = _done(self.spoiled, tick, SPOIL_TICKS)
        self.card.visible = spoiling is not None
        for speck in self.specks:
            speck.visible = spoiling is not None and not reduced
        if spoiling is None:
            return
        width, height = self.card_size
        self.card.position = self.spot
        if reduced:
            self.card.color = (*SPOILED, 255)
            self.card.width, self.card.height = width, height
            self.card.angle = self.angle
            return
        turning = min(1.0, spoiling * 5)
        red, green, blue = (round(255 + (part - 255) * turning) for part in SPOILED)
        self.card.color = (red, green, blue, round(255 * min(1.0, 2 * (1 - spoiling))))
        shrink = 1.0 if spoiling < 0.5 else 1 - 0.6 * (spoiling - 0.5) * 2
        self.card.width, self.card.height = width * shrink, height * shrink
        self.card.angle = self.angle + SPOIL_WOBBLE * math.sin(spoiling * 5 * math.pi) * (
            1 - spoiling
        )
        x, y = self.spot
        for number, speck in enumerate(self.specks):
            offset = (number - (SPECKS - 1) / 2) * width / SPECKS
            lag = number / (2 * SPECKS)
            rising = max(0.0, min(1.0, (spoiling - lag) / (1 - lag)))
            speck.position = (x + offset, y + SPECK_RISE * rising)
            speck.alpha = round(220 * (1 - rising)) if rising > 0 else 0


class PinataEffects:
    """The table's effects; the view calls :meth:`throw`, :meth:`claim` and :meth:`rot`
    as the session's events come, and the renderer :meth:`sync` and draw each frame."""

    def __init__(
        self, seats: Sequence[SeatLayout], candies: Sequence[str], screen: ScreenMap
    ) -> None:
        self.screen = screen
        self.under: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.over: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.points: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.whack = arcade.Sprite(whack_texture())
        self.whack.visible = False
        self.over.append(self.whack)
        self.pieces: list[arcade.Sprite] = []
        for number in range(BURST_PIECES):
            piece = arcade.Sprite(candy_texture(candies[number % len(candies)], CANDY_PIXELS))
            piece.visible = False
            self.pieces.append(piece)
            self.over.append(piece)
        self.seats = [
            _SeatEffects(seat, screen, candies[0], self.over, self.under, self.points)
            for seat in seats
        ]
        self.thrown: int | None = None
        self.burst_from = (0.0, 0.0)
        self.reduced = False
        self.showing = False
        """Whether any effect is on screen: an idle table skips the effects' draws."""

    def throw(self, dice_at: Vec2, tick: int) -> None:
        """The dice were thrown from ``dice_at`` (table coordinates) at ``tick``."""
        self.thrown = tick
        self.burst_from = self.screen.to_screen(dice_at)

    def claim(self, player: int, points: str, tick: int) -> None:
        """``player`` claimed a card worth ``points`` (the words floated up) at ``tick``."""
        seat = self.seats[player]
        seat.claimed = tick
        seat.points_words = points
        texture = points_texture(points)
        if seat.points.texture is not texture:
            seat.points.texture = texture

    def rot(self, player: int, card: Card, show_points: bool, tick: int) -> None:
        """Rotten candy spoiled ``player``'s placed ``card`` at ``tick``."""
        seat = self.seats[player]
        seat.spoiled = tick
        texture = card_texture(card.candy, card.points, show_points)
        if seat.card.texture is not texture:
            seat.card.texture = texture

    def sync(self, tick: int) -> None:
        """Put every effect where it is at ``tick``."""
        self._sync_burst(tick)
        for seat in self.seats:
            seat.sync(tick, self.reduced)
        self.showing = (
            self.whack.visible
            or any(
                seat.card.visible or seat.pop.visible or seat.points.visible for seat in self.seats
            )
            or self.pieces[0].visible
        )

    def _sync_burst(self, tick: int) -> None:
        whacking = None if self.reduced else _done(self.thrown, tick, WHACK_TICKS)
        self.whack.visible = whacking is not None
        x, y = self.burst_from
        if whacking is not None:
            self.whack.position = (x, y)
            self.whack.width = self.whack.height = WHACK_SIZE * (0.5 + 0.7 * _ease_out(whacking))
            self.whack.angle = 25 * whacking
            self.whack.alpha = round(255 * (1 - whacking))
        bursting = None if self.reduced else _done(self.thrown, tick, BURST_TICKS)
        for number, piece in enumerate(self.pieces):
            piece.visible = bursting is not None
            if bursting is None:
                continue
            heading = number * GOLDEN_TURN
            reach = BURST_REACH * (0.55 + 0.45 * ((number * 7) % 5) / 4)
            out = reach * _ease_out(bursting)
            hop = BURST_HOP * math.sin(math.pi * bursting)
            piece.position = (x + out * math.cos(heading), y + out * math.sin(heading) + hop)
            piece.angle = 360 * bursting * (1 if number % 2 else -1)
            piece.alpha = 255 if bursting < 0.6 else round(255 * (1 - bursting) / 0.4)

    def draw_under(self) -> None:
        """What lies on the table, under the dice: the spoiling cards."""
        if not self.showing:
            return
        self.under.draw()

    def draw_over(self) -> None:
        """What flies over the dice and the palms: the burst and the pops."""
        if not self.showing:
            return
        self.over.draw()

    def draw_points(self) -> None:
        """The claims' points, over the seats' names too, so they are read whole."""
        if not self.showing:
            return
        self.points.draw()
