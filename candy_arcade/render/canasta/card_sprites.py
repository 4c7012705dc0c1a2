"""One sprite per visible card, gliding to wherever the table puts it next.

The table says where every visible card should be (a :class:`Placement`) and where
every hidden card is (an anchor: the stock, a player's badge). A card that moves
glides from its old place; a card that appears comes from its old anchor (so a drawn
card leaves the stock, a bot's meld leaves its badge); a card that vanishes glides to
its new anchor and fades. A hidden card moving between anchors (a bot drawing) flies
as a card back. That one rule animates draws, takes, melds and discards alike. A card
tucked under a canasta's stack (:meth:`CardSprites.show`'s ``tucked``) glides onto the
stack and goes once it is under it: the meld squares up.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import arcade

from candy_arcade.render.canasta import textures
from candy_arcade.render.canasta.layout import MELD_SCALE
from candy_arcade.rules.canasta.decks import Deck

GLIDE_SECONDS = 0.38
Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Placement:
    card: int
    x: float
    y: float
    scale: float
    face_up: bool = True
    layer: int = 0


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class CardSprite(arcade.Sprite):
    """A card with a glide in progress (``start`` -> ``target`` over ``GLIDE_SECONDS``)."""

    def __init__(self, texture: arcade.Texture, card: int, x: float, y: float, scale: float):
        super().__init__(texture, scale=scale, center_x=x, center_y=y)
        self.card = card
        self.start: Point = (x, y)
        self.target: Point = (x, y)
        self.start_scale = scale
        self.target_scale = scale
        self.elapsed = GLIDE_SECONDS
        self.layer = 0
        self.leaving = False

    def glide(self, x: float, y: float, scale: float) -> None:
        if (x, y) == self.target and scale == self.target_scale and not self.leaving:
            return
        self.start = (self.center_x, self.center_y)
        self.start_scale = self.scale_x
        self.target = (x, y)
        self.target_scale = scale
        self.elapsed = 0.0

    @property
    def moving(self) -> bool:
        return self.elapsed < GLIDE_SECONDS

    def step(self, dt: float) -> None:
        if not self.moving:
            return
        self.elapsed = min(self.elapsed + dt, GLIDE_SECONDS)
        t = ease_out(self.elapsed / GLIDE_SECONDS)
        self.center_x = self.start[0] + (self.target[0] - self.start[0]) * t
        self.center_y = self.start[1] + (self.target[1] - self.start[1]) * t
        self.scale = self.start_scale + (self.target_scale - self.start_scale) * t
        if self.leaving:
            self.alpha = int(255 * (1 - t))


class CardSprites:
    """The sprites of all visible cards, in one list drawn back to front."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck
        self.sprites: arcade.SpriteList[CardSprite] = arcade.SpriteList()
        self.by_card: dict[int, CardSprite] = {}
        self.backs: list[CardSprite] = []
        self.anchors: dict[int, Point] = {}
        self._order_dirty = False
        self.wheel_as: str | None = None
        """What the Wheel was named: named a wild, its face shows the wild rim."""

    def _texture(self, card: int, face_up: bool) -> arcade.Texture:
        if not face_up:
            return textures.back(self.deck)
        return textures.shown_face(self.deck, card, self.wheel_as)

    def show(
        self,
        placements: Sequence[Placement],
        anchors: Mapping[int, Point],
        animate: bool = True,
        tucked: Mapping[int, Placement] | None = None,
    ) -> None:
        """Move to a new table: ``placements`` for visible cards, ``anchors`` for hidden
        ones, ``tucked`` for cards hidden under a stack (where they go out of sight)."""
        placed = {p.card for p in placements}
        for placement in placements:
            self._place(placement, animate)
        for card, sprite in list(self.by_card.items()):
            if card in placed:
                continue
            del self.by_card[card]
            tuck = tucked.get(card) if tucked else None
            if animate and tuck is not None:
                sprite.layer = tuck.layer
                sprite.glide(tuck.x, tuck.y, tuck.scale)
                self.backs.append(sprite)
                continue
            anchor = anchors.get(card)
            if animate and anchor is not None:
                sprite.leaving = True
                sprite.layer = 900
                sprite.glide(anchor[0], anchor[1], sprite.scale_x)
                self.backs.append(sprite)
            else:
                sprite.remove_from_sprite_lists()
        if animate:
            for card, anchor in anchors.items():
                old = self.anchors.get(card)
                if old is not None and old != anchor and card not in placed:
                    self._fly_back(old, anchor)
        self.anchors = dict(anchors)
        self._order_dirty = True

    def _place(self, placement: Placement, animate: bool) -> None:
        texture = self._texture(placement.card, placement.face_up)
        sprite = self.by_card.get(placement.card)
        if sprite is None:
            origin = self.anchors.get(placement.card) if animate else None
            x, y = origin if origin is not None else (placement.x, placement.y)
            sprite = CardSprite(texture, placement.card, x, y, placement.scale)
            self.by_card[placement.card] = sprite
            self.sprites.append(sprite)
            if origin is not None:
                sprite.elapsed = GLIDE_SECONDS
                sprite.glide(placement.x, placement.y, placement.scale)
        elif animate:
            sprite.glide(placement.x, placement.y, placement.scale)
        else:
            sprite.position = (placement.x, placement.y)
            sprite.scale = placement.scale
            sprite.target = (placement.x, placement.y)
            sprite.target_scale = placement.scale
            sprite.elapsed = 1e9
        if sprite.texture is not texture:
            sprite.texture = texture
        sprite.layer = placement.layer

    def _fly_back(self, start: Point, end: Point) -> None:
        sprite = CardSprite(textures.back(self.deck), -1, start[0], start[1], MELD_SCALE)
        sprite.leaving = True
        sprite.layer = 950
        sprite.alpha = 255
        sprite.elapsed = GLIDE_SECONDS
        sprite.glide(end[0], end[1], MELD_SCALE)
        self.backs.append(sprite)
        self.sprites.append(sprite)

    @property
    def busy(self) -> bool:
        """A glide is still under way (bots wait for it before their next move)."""
        return any(s.moving for s in self.sprites)

    def update(self, dt: float) -> None:
        landed = False
        for sprite in self.sprites:
            if sprite.moving:
                sprite.step(dt)
                landed = landed or not sprite.moving
        for sprite in [s for s in self.backs if not s.moving]:
            self.backs.remove(sprite)
            sprite.remove_from_sprite_lists()
        if landed or self._order_dirty:
            self._sort()

    def _sort(self) -> None:
        """Back to front by layer; cards in flight above the cards at rest."""
        self.sprites.sort(key=lambda s: s.layer + (500 if s.moving else 0))
        self._order_dirty = False

    def draw(self) -> None:
        """Back to front, sorted first if a rebuild since the last update reordered them
        (a table put in place at once, as under Reduce motion, is right from its first
        frame)."""
        if self._order_dirty:
            self._sort()
        self.sprites.draw()

    def sprite_of(self, card: int) -> CardSprite | None:
        return self.by_card.get(card)

    def hold(self, cards: Sequence[int], x: float, y: float) -> None:
        """Cards being dragged follow the pointer, fanned a little, above everything."""
        for index, card in enumerate(cards):
            sprite = self.by_card.get(card)
            if sprite is None:
                continue
            sprite.elapsed = GLIDE_SECONDS
            sprite.position = (x + index * 18, y - index * 2)
            sprite.target = sprite.position
            sprite.layer = 2000 + index
        self._sort()
