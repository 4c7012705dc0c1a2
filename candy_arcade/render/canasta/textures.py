"""Card textures for both decks, made once per face and cached for the process.

Heckadeck faces are drawn by our Pillow art (about 10 ms each), so they are made on
first use and a few more per frame while the table is idle (:func:`warm_up`), never
all at once. Classic faces are Kenney's cards bundled with arcade; its wilds (deuces and
jokers) get the gold rim and "WILD" ribbon Heckadeck's wilds are drawn with, and so does
the Wheel once it is named a wild (:func:`wheel_as_wild`).
"""

from __future__ import annotations

from collections.abc import Iterator

import arcade
from arcade.hitbox import algo_bounding_box
from PIL import Image

from candy_arcade.art.court_faces import court_face_image
from candy_arcade.art.heckadeck_art import heckadeck_back_image, heckadeck_card_image
from candy_arcade.art.wild_mark import wild_marked
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.roles import Role

COURT_RANKS = {"J": 11, "Q": 12, "K": 13}
"""The court cards, drawn with our own centres so J, Q and K differ at a glance."""
CLASSIC_BACK = ":resources:images/cards/cardBack_blue2.png"
CLASSIC_WILDS = frozenset({"2", "Joker"})
"""Classic's wild faces, marked as wild on the card itself (the Kenney art is not)."""
WHEEL_AS_WILD = "wild"
"""The texture key's suffix for the Wheel named a wild."""
_textures: dict[str, arcade.Texture] = {}


def _face_key(deck: Deck, card: int) -> str:
    info = deck.cards[card]
    return f"{deck.name}:{info.name}:{info.suit}"


def _make(key: str) -> arcade.Texture:
    deck_name, name, suit_text = key.split(":")
    suit = None if suit_text == "None" else suit_text
    if deck_name == "classic":
        if name in COURT_RANKS and suit is not None:
            image = court_face_image(suit[0], COURT_RANKS[name])
            return arcade.Texture(image, hash=f"canasta-{key}", hit_box_algorithm=algo_bounding_box)
        path = _classic_path(name, suit)
        if name not in CLASSIC_WILDS:
            return arcade.load_texture(path, hit_box_algorithm=algo_bounding_box)
        image = wild_marked(Image.open(arcade.resources.resolve(path)))
        return arcade.Texture(image, hash=f"canasta-{key}", hit_box_algorithm=algo_bounding_box)
    if suit_text == WHEEL_AS_WILD:
        image = wild_marked(heckadeck_card_image(name, None))
    else:
        image = heckadeck_card_image(name, suit)
    return arcade.Texture(image, hash=f"canasta-{key}", hit_box_algorithm=algo_bounding_box)


def _classic_path(name: str, suit: str | None) -> str:
    if name == "Joker":
        return ":resources:images/cards/cardJoker.png"
    rank = "3" if name in ("3B", "3R") else name
    return f":resources:images/cards/card{suit}{rank}.png"


def face(deck: Deck, card: int) -> arcade.Texture:
    key = _face_key(deck, card)
    texture = _textures.get(key)
    if texture is None:
        texture = _textures[key] = _make(key)
    return texture


def wheel_as_wild(deck: Deck) -> arcade.Texture:
    """The Wheel's face with the wild rim and ribbon, shown while it is named a wild."""
    key = f"{deck.name}:Wheel:{WHEEL_AS_WILD}"
    texture = _textures.get(key)
    if texture is None:
        texture = _textures[key] = _make(key)
    return texture


def shown_face(deck: Deck, card: int, wheel_as: str | None) -> arcade.Texture:
    """The face a card shows where it lies: a Wheel named a wild looks wild."""
    if card == deck.wheel_id and wheel_as is not None and deck.faces[wheel_as].role is Role.WILD:
        return wheel_as_wild(deck)
    return face(deck, card)


def back(deck: Deck) -> arcade.Texture:
    key = f"{deck.name}:back"
    texture = _textures.get(key)
    if texture is None:
        if deck.name == "classic":
            texture = arcade.load_texture(CLASSIC_BACK, hit_box_algorithm=algo_bounding_box)
        else:
            texture = arcade.Texture(
                heckadeck_back_image(), hash="canasta-heckadeck-back",
                hit_box_algorithm=algo_bounding_box,
            )
        _textures[key] = texture
    return texture


def _missing(deck: Deck) -> Iterator[int]:
    seen: set[str] = set()
    for card in range(len(deck)):
        key = _face_key(deck, card)
        if key not in _textures and key not in seen:
            seen.add(key)
            yield card


def warm_up(deck: Deck, count: int) -> bool:
    """Make up to ``count`` faces not made yet; False once every face exists."""
    for made, card in enumerate(_missing(deck)):
        if made >= count:
            return True
        face(deck, card)
    return False
