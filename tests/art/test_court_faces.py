"""J, Q and K are told apart at a glance: each rank has its own centre (tint, letter,
picture), so every pair of court faces of one suit differs, and the red kings differ
from every queen and jack."""

from __future__ import annotations

import itertools

import pytest
from PIL import Image, ImageChops

from candy_arcade.art.court_faces import CENTRE, TINTS, court_face_image
from candy_arcade.rules.cards import card_from_index

SUITS = "SHDC"
COURTS = (11, 12, 13)


def centre_of(image: Image.Image) -> Image.Image:
    return image.convert("RGB").crop(CENTRE)


def differing_share(first: Image.Image, second: Image.Image) -> float:
    """The share of the centre's pixels that differ clearly (by more than 16 in some
    channel: a tint as much as a stroke) between two faces."""
    difference = ImageChops.difference(centre_of(first), centre_of(second))
    pixels = list(difference.getdata())
    return sum(1 for pixel in pixels if max(pixel) > 16) / len(pixels)


@pytest.mark.parametrize("suit", SUITS)
def test_a_suit_s_jack_queen_and_king_differ_pairwise_in_the_middle(suit: str) -> None:
    faces = {rank: court_face_image(suit, rank) for rank in COURTS}
    for first, second in itertools.combinations(COURTS, 2):
        assert differing_share(faces[first], faces[second]) > 0.3, (suit, first, second)


def test_each_rank_s_tint_fills_its_centre_whatever_the_suit() -> None:
    for suit, rank in itertools.product(SUITS, COURTS):
        centre = centre_of(court_face_image(suit, rank))
        corner = centre.getpixel((12, centre.height // 2))
        assert corner == TINTS[rank][:3], (suit, rank, corner)


def test_the_red_kings_stand_apart_from_every_other_court_card() -> None:
    kings = [court_face_image(suit, 13) for suit in "HD"]
    others = [court_face_image(suit, rank) for suit in SUITS for rank in (11, 12)]
    for king, other in itertools.product(kings, others):
        assert differing_share(king, other) > 0.3


def test_the_table_draws_these_faces_for_every_court_card(game_window) -> None:  # type: ignore[no-untyped-def]
    from candy_arcade.render.card_textures import card_face

    courts = [index for index in range(52) if card_from_index(index).rank in COURTS]
    assert len(courts) == 12
    textures = {card_face(index).image.tobytes() for index in courts}
    assert len(textures) == 12
    for index in courts:
        card = card_from_index(index)
        drawn = card_face(index).image.convert("RGB")
        assert drawn.tobytes() == court_face_image(card.suit, card.rank).convert("RGB").tobytes()
