"""A completed canasta's flourish: once its cards have squared up into a stack, the
stack swells and settles over a brief glow, ``CANASTA!`` pops in on it and a ring of
sparkles flies off.

Presentation only: the table renderer starts a flourish when a meld it draws has just
become a canasta, and this layer never reads the game. It follows the stack's top card
sprite, so a stack still gliding (or moved along by the next move) carries its
flourish with it. Time follows the card glides' clock (seconds of ``update``); the
bots do not wait for it. Its few sprites are made when a canasta is completed (a few
times a game), never per frame, and nothing is drawn while no flourish runs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import arcade

from candy_arcade.render.canasta.card_sprites import CardSprites, ease_out
from candy_arcade.render.canasta.flourish_textures import sparkle_texture, word_texture
from candy_arcade.render.canasta.layout import MELD_H
from candy_arcade.render.candy_marks import glow_texture

FLOURISH_SECONDS = 0.9
WAIT_LIMIT = 1.0
"""At most this long is the flourish held back for the stack's glide to land."""
PULSE_SECONDS = 0.35
PULSE = 0.14
"""How much larger the stack is drawn at the top of its swell."""
POP_SECONDS = 0.3
POP_PEAK = 1.3
"""The word overshoots to this size before it settles at its own."""
FADE_SECONDS = 0.3
WORD_DROP = 20.0
"""The word sits this far below the stack's middle: on the cards' faces, clear of the
NATURAL/MIXED strip across their middle and of the count hanging under them."""
HALO_COLOUR = (255, 210, 90)
HALO_RISE = 0.15
"""Seconds the glow takes to brighten; it fades for the rest of the flourish."""
SPARKLES = 8
SPARKLE_REACH = 70.0
GOLDEN_TURN = math.pi * (3 - math.sqrt(5))
"""Spreads the sparkles round the circle evenly-looking, with no randomness."""


@dataclass(slots=True)
class Flourish:
    """One canasta's flourish: its stack (top card last), its sprites, how far it is."""

    cards: tuple[int, ...]
    halo: arcade.Sprite
    word: arcade.Sprite
    sparkles: list[arcade.Sprite] = field(default_factory=list)
    waited: float = 0.0
    elapsed: float | None = None
    """None while the stack is still squaring up."""

    @property
    def sprites(self) -> list[arcade.Sprite]:
        return [self.halo, self.word, *self.sparkles]


class CanastaFlourishes:
    """The flourishes running on the table, drawn in two lists: the glow under the
    cards, the word and sparkles over everything on the felt."""

    def __init__(self) -> None:
        self.under: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.over: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.running: list[Flourish] = []

    def start(self, stack: tuple[int, ...]) -> None:
        """A canasta was completed: flourish its ``stack`` (top card last) once it lands."""
        halo = arcade.Sprite(glow_texture(HALO_COLOUR))
        word = arcade.Sprite(word_texture())
        sparkles = [arcade.Sprite(sparkle_texture()) for _ in range(SPARKLES)]
        flourish = Flourish(stack, halo, word, sparkles)
        for sprite in flourish.sprites:
            sprite.visible = False
        self.under.append(halo)
        self.over.append(word)
        self.over.extend(sparkles)
        self.running.append(flourish)

    def clear(self, cards: CardSprites) -> None:
        """Stop every flourish at once (a new deal, Reduce motion), its stack back to
        its own size."""
        for flourish in list(self.running):
            self._end(flourish, cards)

    def update(self, dt: float, cards: CardSprites) -> None:
        for flourish in list(self.running):
            top = cards.sprite_of(flourish.cards[-1])
            if top is None:
                self._end(flourish, cards)
                continue
            if flourish.elapsed is None:
                flourish.waited += dt
                if top.moving and flourish.waited < WAIT_LIMIT:
                    continue
                flourish.elapsed = 0.0
            else:
                flourish.elapsed += dt
            if flourish.elapsed >= FLOURISH_SECONDS:
                self._end(flourish, cards)
                continue
            self._pose(flourish, flourish.elapsed, top.center_x, top.center_y, cards)

    def _pose(
        self, flourish: Flourish, t: float, x: float, y: float, cards: CardSprites
    ) -> None:
        """Everything of ``flourish`` as it is ``t`` seconds in, round a stack at (x, y)."""
        swell = PULSE * math.sin(math.pi * t / PULSE_SECONDS) if t < PULSE_SECONDS else 0.0
        for card in flourish.cards:
            sprite = cards.sprite_of(card)
            if sprite is not None and not sprite.moving:
                sprite.scale = sprite.target_scale * (1 + swell)
        halo = flourish.halo
        halo.visible = True
        halo.position = (x, y)
        halo.width = halo.height = MELD_H * (1.4 + 0.6 * t / FLOURISH_SECONDS)
        brightness = t / HALO_RISE if t < HALO_RISE else (
            1 - (t - HALO_RISE) / (FLOURISH_SECONDS - HALO_RISE)
        )
        halo.alpha = round(230 * brightness)
        word = flourish.word
        word.visible = True
        word.position = (x, y - WORD_DROP)
        word.scale = _pop(t)
        fading = FLOURISH_SECONDS - FADE_SECONDS
        word.alpha = 255 if t < fading else round(255 * (1 - (t - fading) / FADE_SECONDS))
        done = t / FLOURISH_SECONDS
        reach = SPARKLE_REACH * ease_out(done)
        for index, sparkle in enumerate(flourish.sparkles):
            turn = index * GOLDEN_TURN
            sparkle.visible = True
            sparkle.position = (x + reach * math.cos(turn), y + reach * math.sin(turn))
            sparkle.angle = 180 * done + index * 20
            sparkle.scale = 1 - 0.5 * done
            sparkle.alpha = round(255 * (1 - done))

    def _end(self, flourish: Flourish, cards: CardSprites) -> None:
        """The flourish is over: its stack back to its own size, its sprites gone."""
        for card in flourish.cards:
            stacked = cards.sprite_of(card)
            if stacked is not None and not stacked.moving:
                stacked.scale = stacked.target_scale
        for sprite in flourish.sprites:
            sprite.remove_from_sprite_lists()
        self.running.remove(flourish)

    def draw_under(self) -> None:
        if self.running:
            self.under.draw()

    def draw_over(self) -> None:
        if self.running:
            self.over.draw()


def _pop(t: float) -> float:
    """The word's size ``t`` seconds in: up from nothing past its own, then back to it."""
    half = POP_SECONDS / 2
    if t < half:
        return POP_PEAK * t / half
    if t < POP_SECONDS:
        return POP_PEAK + (1 - POP_PEAK) * (t - half) / half
    return 1.0
