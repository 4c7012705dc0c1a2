"""The game's own textures for the pictures a rules page names, and a strip of them fitted
into a box.

Each picture is the very texture its table draws (Kenney's poker cards, the palms, the
Piñata dice and cards, the Heckadeck faces), so a newcomer recognises on the table
what they saw on the page.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from candy_arcade.render.canasta import textures as canasta_textures
from candy_arcade.render.card_textures import card_back, card_face
from candy_arcade.render.pinata.textures import (
    card_texture,
    die_texture,
    stick_texture,
)
from candy_arcade.render.player_look import player_look
from candy_arcade.render.rules_pages.model import (
    Die,
    HeckadeckCard,
    Palm,
    Picture,
    PinataCard,
    PinataStick,
    PlayingCard,
    Sign,
)
from candy_arcade.render.theme import BODY_FONT, TEXT
from candy_arcade.rules.canasta.decks import deck_named
from candy_arcade.rules.cards import parse_card

CARD_OVERLAP_MIN = 0.34
"""Cards side by side may overlap down to this share of a card's width still showing,
enough for the rank and suit in its corner."""
GAP = 10.0
SIGN_SIZE = 20
STICK_ASPECT = 0.22
"""The stick is drawn upright: its width over its height."""


def texture_of(picture: Picture) -> arcade.Texture | None:
    """The texture a picture is drawn with (a sign is drawn as words: None)."""
    if isinstance(picture, PlayingCard):
        return card_face(parse_card(picture.code).index) if picture.face_up else card_back()
    if isinstance(picture, Palm):
        look = player_look(picture.seat)
        return look.palm_down if picture.down else look.palm_open
    if isinstance(picture, Die):
        return die_texture(picture.candy_id, picture.green)
    if isinstance(picture, PinataCard):
        return card_texture(picture.candy_id, picture.points, True)
    if isinstance(picture, PinataStick):
        return stick_texture()
    if isinstance(picture, HeckadeckCard):
        return _heckadeck_texture(picture)
    return None


def _heckadeck_texture(picture: HeckadeckCard) -> arcade.Texture:
    deck = deck_named("heckadeck")
    if not picture.face_up:
        return canasta_textures.back(deck)
    for card in deck.cards:
        if card.name == picture.name and (picture.suit is None or card.suit == picture.suit):
            return canasta_textures.face(deck, card.id)
    raise ValueError(f"no Heckadeck card {picture.name!r} of {picture.suit!r}")


def is_card(picture: Picture) -> bool:
    return isinstance(picture, PlayingCard | PinataCard | HeckadeckCard)


def aspect(picture: Picture) -> float:
    """Width over height of a picture as drawn (signs are sized by their words)."""
    if isinstance(picture, PinataStick):
        return STICK_ASPECT
    texture = texture_of(picture)
    assert texture is not None
    return texture.width / texture.height


@dataclass(frozen=True, slots=True)
class Placed:
    """A picture at its place: centre and size in logical pixels."""

    picture: Picture
    x: float
    y: float
    width: float
    height: float


class SignTexts:
    """The words of signs, made once per page so their widths are known before layout."""

    def __init__(self) -> None:
        self.texts: dict[str, arcade.Text] = {}

    def text(self, sign: Sign) -> arcade.Text:
        if sign.text not in self.texts:
            self.texts[sign.text] = arcade.Text(
                sign.text, 0, 0, TEXT, SIGN_SIZE, anchor_x="center", anchor_y="center",
                font_name=BODY_FONT, bold=True,
            )
        return self.texts[sign.text]


Size = tuple[float, float]
"""A picture's width and height; a height of 0 means the width is an aspect ratio,
scaled with the row's height."""


def lay_out(
    pictures: tuple[Picture, ...], box: tuple[float, float, float, float], signs: SignTexts
) -> list[Placed]:
    """``pictures`` in a row, centred in ``box`` (left, right, bottom, top), as tall as
    fits: first at full height side by side, then with cards overlapping, then smaller."""
    left, right, bottom, top = box
    width, height = right - left, top - bottom
    sizes: list[Size] = []
    for picture in pictures:
        if isinstance(picture, Sign):
            text = signs.text(picture)
            sizes.append((text.content_width + 24, text.content_height + 16))
        else:
            sizes.append((aspect(picture), 0.0))
    h, overlap = height, 1.0
    if sum(_steps(pictures, sizes, h, 1.0)) > width:
        if sum(_steps(pictures, sizes, h, CARD_OVERLAP_MIN)) <= width:
            overlap = _overlap_to_fit(pictures, sizes, h, width)
        else:
            overlap = CARD_OVERLAP_MIN
            # A row's length is fixed (signs, gaps) + per_height * h: solve for h.
            fixed = sum(_steps(pictures, sizes, 0.0, overlap))
            per_height = sum(_steps(pictures, sizes, 1.0, overlap)) - fixed
            h = max(0.0, min(height, (width - fixed) / per_height)) if per_height else height
    steps = _steps(pictures, sizes, h, overlap)
    x = left + (width - sum(steps)) / 2
    placed = []
    for picture, (fixed_w, fixed_h), step in zip(pictures, sizes, steps, strict=True):
        w, ph = (fixed_w, fixed_h) if fixed_h else (fixed_w * h, h)
        placed.append(Placed(picture, x + w / 2, bottom + height / 2, w, ph))
        x += step
    return placed


def _steps(
    pictures: tuple[Picture, ...], sizes: list[Size], h: float, overlap: float
) -> list[float]:
    """How far along the row each picture moves the next one: a card followed by a card
    lets ``overlap`` of its width show; anything else keeps a gap."""
    steps = []
    for index, (picture, (fixed_w, fixed_h)) in enumerate(zip(pictures, sizes, strict=True)):
        w = fixed_w if fixed_h else fixed_w * h
        last = index + 1 == len(pictures)
        if not last and is_card(picture) and is_card(pictures[index + 1]):
            steps.append(w * overlap)
        else:
            steps.append(w + (0.0 if last else GAP))
    return steps


def _overlap_to_fit(
    pictures: tuple[Picture, ...], sizes: list[Size], h: float, width: float
) -> float:
    """The largest share of each card left showing that still makes the row fit."""
    low, high = CARD_OVERLAP_MIN, 1.0
    for _ in range(20):
        middle = (low + high) / 2
        if sum(_steps(pictures, sizes, h, middle)) <= width:
            low = middle
        else:
            high = middle
    return low


def draw_placed(items: list[Placed], signs: SignTexts) -> None:
    for item in items:
        picture = item.picture
        if isinstance(picture, Sign):
            text = signs.text(picture)
            text.position = (item.x, item.y)
            text.draw()
            continue
        texture = texture_of(picture)
        assert texture is not None
        if isinstance(picture, PinataStick):
            arcade.draw_texture_rect(
                texture, arcade.XYWH(item.x, item.y, item.height, item.width), angle=90
            )
        else:
            arcade.draw_texture_rect(texture, arcade.XYWH(item.x, item.y, item.width, item.height))
