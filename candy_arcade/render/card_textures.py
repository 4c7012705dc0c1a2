"""Kenney's CC0 poker card faces (bundled with arcade), and our candy back, loaded once.

Jacks, queens and kings get our own centres (:mod:`candy_arcade.art.court_faces`):
Kenney's three share one crown picture, and the game's claims hang on telling them
apart at a glance.
"""

from __future__ import annotations

from functools import cache

import arcade

from candy_arcade.art.card_back import card_back_image
from candy_arcade.art.court_faces import COURT_LETTERS, court_face_image
from candy_arcade.render.theme import TABLE_FELT
from candy_arcade.rules.cards import card_from_index

SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}


@cache
def card_face(index: int) -> arcade.Texture:
    card = card_from_index(index)
    if card.rank in COURT_LETTERS:
        image = court_face_image(card.suit, card.rank)
        return arcade.Texture(image, hash=f"court-face-{card.suit}{card.rank}")
    rank = RANK_NAMES.get(card.rank, str(card.rank))
    return arcade.load_texture(f":resources:images/cards/card{SUIT_NAMES[card.suit]}{rank}.png")


def card_back(felt: tuple[int, int, int] = TABLE_FELT) -> arcade.Texture:
    """The candy back (tools/make_table_art.py's pattern) in the table's ``felt``
    colour, the size of a face, so a card turns over at one sprite scale: one texture
    per colour, however it is asked for."""
    return _card_back(felt)


@cache
def _card_back(felt: tuple[int, int, int]) -> arcade.Texture:
    return arcade.Texture(card_back_image(felt), hash=f"candy-card-back-{felt}")


def preload_card_faces() -> None:
    """Put all 52 faces in the texture atlas now, at a round's start, not mid-round:
    a face first shown mid-round costs an atlas upload of several ms in that frame."""
    atlas = arcade.get_window().ctx.default_atlas
    for index in range(52):
        atlas.add(card_face(index))
