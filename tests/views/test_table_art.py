"""What the player sees of the table art: textured felt in the chosen colour, face-down
cards on the candy back in that colour (I Want Candy! and Piñata Blast), and each
seat's name on a plaque of its colour and mark, in an ink that reads on it."""

from __future__ import annotations

import arcade
import pytest
from PIL import Image

from candy_arcade.art.card_back import back_colours
from candy_arcade.levels.loader import load_default_level
from candy_arcade.mode_options import PinataOptions
from candy_arcade.mode_tables import PINATA_TABLE
from candy_arcade.render.candy_table import CandyTableRenderer
from candy_arcade.render.contrast import contrast_ratio
from candy_arcade.render.pinata.table_renderer import PinataTableRenderer
from candy_arcade.render.player_look import player_look, player_looks
from candy_arcade.render.seat_plaques import BODY_CONTRAST, SeatPlaques, plaque_ink
from candy_arcade.render.theme import BACKGROUND, FELTS
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.snapshot import take_snapshot

NAMES = ["Ann", "Bob", "Cy", "Dee"]
RGB = tuple[int, int, int]


def _apart(first: tuple[int, ...], second: tuple[int, ...]) -> int:
    return max(abs(a - b) for a, b in zip(first[:3], second[:3], strict=True))


def _median(pixels: list[tuple[int, ...]]) -> RGB:
    middle = len(pixels) // 2
    red, green, blue = (sorted(pixel[channel] for pixel in pixels)[middle] for channel in range(3))
    return red, green, blue


def _around(image: Image.Image, x: float, y: float, reach: int) -> list[tuple[int, ...]]:
    """Pixels within ``reach`` of logical (x, y), y up, in a 1280x720 frame."""
    return [
        image.getpixel((round(x) + dx, image.height - 1 - round(y) + dy))
        for dx in range(-reach, reach + 1, 2)
        for dy in range(-reach, reach + 1, 2)
    ]


def _candy_frame(game_window, felt: RGB) -> tuple[CandyTableRenderer, Image.Image]:  # type: ignore[no-untyped-def]
    session = CandySession(load_default_level(), 4, 2)
    renderer = CandyTableRenderer(take_snapshot(session), player_looks(4), NAMES, felt=felt)
    renderer.show(take_snapshot(session))
    game_window.clear(color=felt)
    game_window.screen_map.use()
    renderer.draw()
    return renderer, arcade.get_image().convert("RGB")


@pytest.mark.parametrize("felt", ["green", "plum"])
def test_a_face_down_card_shows_the_candy_back_in_the_table_colour(game_window, felt: str) -> None:  # type: ignore[no-untyped-def]
    renderer, image = _candy_frame(game_window, FELTS[felt])
    top = renderer.card_sprites[-1]
    assert top.texture is renderer.back
    seen = _median(_around(image, top.center_x, top.center_y, 14))
    _, main, _ = back_colours(FELTS[felt])
    assert _apart(seen, main) <= 30, (seen, main)
    for other, colour in FELTS.items():
        if other != felt:
            assert _apart(seen, back_colours(colour)[1]) > 30, other
    assert _apart(seen, (178, 34, 34)) > 60, "no longer Kenney's flat red back"


def test_the_felt_is_the_table_colour_textured_and_darker_towards_the_rim(game_window) -> None:  # type: ignore[no-untyped-def]
    felt = FELTS["blue"]
    _, image = _candy_frame(game_window, felt)
    # Empty felt between the bottom stashes: the plain colour the screen is cleared to.
    assert set(_around(image, 470, 160, 10)) == {felt}
    # Beside the left rim, between the seats: the vignette, with the felt's fibres.
    edge = _around(image, 40, 200, 8)
    assert all(_apart(pixel, felt) <= 50 for pixel in edge), edge
    assert sum(map(sum, edge)) / len(edge) < sum(felt) - 12, "darker towards the rim"
    assert len(set(edge)) >= 10, "textured felt, not one flat fill"
    red, _, blue = image.getpixel((640, 4))
    assert red > blue + 30, "the rim is brown wood"


def test_every_seat_s_name_sits_on_a_plaque_of_its_colour(game_window) -> None:  # type: ignore[no-untyped-def]
    renderer, image = _candy_frame(game_window, FELTS["green"])
    for player, text in enumerate(renderer.seat_texts):
        colour = player_look(player).colour
        box = renderer.plaques.box_of(player)
        assert box.left <= text.left and text.right <= box.right
        assert box.bottom <= text.bottom and text.top <= box.top
        assert NAMES[player] in text.text
        assert tuple(text.color[:3]) == plaque_ink(colour)
        # The right cap, past the words: the seat's colour.
        cap = image.getpixel((round(box.right) - 4, image.height - 1 - round(box.centre[1]) - 3))
        assert _apart(cap, colour) <= 12, (player, cap, colour)


@pytest.mark.parametrize("seat", range(8))
def test_a_plaque_s_words_read_at_body_text_contrast(seat: int) -> None:
    colour = player_look(seat).colour
    assert contrast_ratio(plaque_ink(colour), colour) >= BODY_CONTRAST


def test_a_right_anchored_plaque_ends_where_the_label_was_put(game_window) -> None:  # type: ignore[no-untyped-def]
    text = arcade.Text("", 600, 300, anchor_x="right", anchor_y="center", font_size=13)
    plaques = SeatPlaques([text], [player_look(4)])
    text.text = "Bot 5  3/6 · palms down"
    plaques.fit(0)
    box = plaques.box_of(0)
    assert box.right == pytest.approx(600, abs=1)
    assert box.left < text.left and text.right < box.right


def test_piñata_s_hidden_hands_show_the_candy_back_in_the_table_colour(game_window) -> None:  # type: ignore[no-untyped-def]
    felt = FELTS["plum"]
    session = PINATA_TABLE.new_table(load_default_level(), 4, 3, PinataOptions())
    candy_names = {candy.id: candy.name for candy in session.components.candies}
    renderer = PinataTableRenderer(
        session.seats,
        len(session.state.dice),
        player_looks(4),
        NAMES,
        [True, False, False, False],
        [True, False, False, False],
        candy_names,
        session.table,
        felt,
    )
    game_window.clear(color=BACKGROUND)
    game_window.screen_map.use()
    renderer.draw(session.snapshot())
    image = arcade.get_image().convert("RGB")
    hidden = renderer.cards.seats[2].cards[0]
    assert hidden.visible
    seen = _median(_around(image, hidden.center_x, hidden.center_y, 10))
    assert _apart(seen, back_colours(felt)[1]) <= 30, seen
    felt_left = renderer.hud.felt.left
    edge = _around(image, felt_left + 24, 200, 4)
    assert all(_apart(pixel, felt) <= 50 for pixel in edge), edge
    assert len(set(edge)) >= 6, "textured felt towards the rim"
