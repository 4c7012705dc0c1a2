"""The table's generated art: tools/make_table_art.py writes the same bytes every run, the
shipped files are its output, and the pieces built from them take the colours asked."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from candy_arcade.art.card_back import back_colours, card_back_image
from candy_arcade.art.plaque_art import (
    LEFT_CAP,
    MARK_SIZE,
    PLAQUE_HEIGHT,
    PLAQUE_PAD,
    plaque_pieces,
)
from candy_arcade.art.table_assets import NAMES, TABLE_ASSETS
from candy_arcade.art.table_felt import Disc, Frame, TableTop, rectangle, table_top_image
from candy_arcade.render.contrast import contrast_ratio
from candy_arcade.render.table_top import drawn_rects
from candy_arcade.render.theme import FELTS
from tests.tool_scripts import load_tool

make_table_art = load_tool("make_table_art")


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    first, second = tmp_path_factory.mktemp("first"), tmp_path_factory.mktemp("second")
    make_table_art.write_all(first)
    make_table_art.write_all(second)
    return first, second


def test_the_script_writes_the_same_bytes_twice(two_runs: tuple[Path, Path]) -> None:
    first, second = two_runs
    written = sorted(path.name for path in first.iterdir())
    assert written == sorted(NAMES)
    for name in written:
        assert (first / name).read_bytes() == (second / name).read_bytes(), name


def test_the_shipped_table_art_is_the_script_s_output(two_runs: tuple[Path, Path]) -> None:
    """Pixels, not bytes: another zlib may pack the same picture differently."""
    fresh, _ = two_runs
    for name in NAMES:
        with Image.open(TABLE_ASSETS / name) as shipped, Image.open(fresh / name) as made:
            assert shipped.mode == made.mode and shipped.size == made.size, name
            assert shipped.tobytes() == made.tobytes(), f"{name}: run tools/make_table_art.py"


def test_the_felt_tile_is_textured_round_mid_grey_and_tiles_seamlessly() -> None:
    tile = make_table_art.felt_tile()
    values = list(tile.tobytes())
    mean = sum(values) / len(values)
    assert 120 < mean < 136
    assert max(values) - min(values) > 30, "flat, not felt"
    size = tile.width
    # Across the wrap the step between neighbours is no bigger than inside the tile.
    rows = [tile.getpixel((x, y)) for y in range(size) for x in (size - 1, 0)]
    seam = sum(abs(rows[i] - rows[i + 1]) for i in range(0, len(rows), 2)) / size
    inside = sum(abs(tile.getpixel((size // 2, y)) - tile.getpixel((size // 2 + 1, y)))
                 for y in range(size)) / size
    assert seam < inside * 1.5


def _apart(first: tuple[int, ...], second: tuple[int, ...]) -> int:
    return max(abs(a - b) for a, b in zip(first, second, strict=True))


def _panel(back: Image.Image) -> list[tuple[int, int, int]]:
    """The pattern's pixels: everything inside the cream frame."""
    return [back.getpixel((x, y)) for x in range(14, 126, 2) for y in range(14, 176, 2)]


@pytest.mark.parametrize("felt", sorted(FELTS))
def test_the_card_back_takes_the_table_colour(felt: str) -> None:
    colour = FELTS[felt]
    back = card_back_image(colour).convert("RGB")
    _, main, _ = back_colours(colour)
    inside = _panel(back)
    # The ground covers most of the pattern: its typical pixel is the back's main colour.
    middle = len(inside) // 2
    typical = tuple(sorted(pixel[channel] for pixel in inside)[middle] for channel in range(3))
    assert _apart(typical, main) <= 16
    others = [back_colours(other)[1] for name, other in FELTS.items() if name != felt]
    assert all(_apart(typical, other) > 30 for other in others)
    assert min(back.getpixel((4, 95))) > 230, "the border stays cream whatever the table"


def test_the_card_back_shows_sweets_on_its_ground() -> None:
    back = card_back_image(FELTS["green"]).convert("RGB")
    _, main, _ = back_colours(FELTS["green"])
    inside = _panel(back)
    ground = sum(main)
    lighter = sum(1 for pixel in inside if sum(pixel) > ground + 100) / len(inside)
    darker = sum(1 for pixel in inside if sum(pixel) < ground - 100) / len(inside)
    assert lighter > 0.05, "the sweets' light bodies"
    assert darker > 0.04, "their outlines"
    assert 1 - lighter - darker > 0.5, "the ground between them"


def test_the_table_top_is_felt_inside_the_rim_and_wood_on_it() -> None:
    felt = FELTS["blue"]
    top = TableTop((200, 120), felt, rectangle(0, 0, 200, 120), rectangle(12, 12, 188, 108),
                   (0, 0, 0))
    picture = table_top_image(top)
    middle = picture.getpixel((100, 60))
    assert _apart(middle, felt) < 24
    rim = picture.getpixel((100, 6))
    assert rim[0] > rim[2] + 30, "the rim is brown wood"


def test_a_plaque_is_the_seat_colour_with_the_mark_in_its_left_cap() -> None:
    colour = (213, 94, 0)
    left, middle, right = plaque_pieces(colour, "star")
    assert left.size == (LEFT_CAP, PLAQUE_HEIGHT) and middle.height == right.height
    assert middle.convert("RGB").getpixel((2, PLAQUE_HEIGHT * 2 // 3)) == colour
    mark_middle = (PLAQUE_PAD + MARK_SIZE // 2, PLAQUE_HEIGHT // 2)
    assert min(left.convert("RGB").getpixel(mark_middle)) > 230, "the white mark"
    assert contrast_ratio((255, 255, 255), colour) < 4.5 < contrast_ratio((20, 14, 24), colour)


def test_the_table_top_draws_every_pixel_that_differs_from_the_plain_felt() -> None:
    """The screen is cleared to the felt colour and only the drawn cells are painted:
    every pixel of the picture that is not the plain felt must lie in one."""
    felt = FELTS["green"]
    marks = (Frame((60, 40, 140, 90), (200, 200, 0, 255), 3),
             Disc((30, 60), 9, (0, 114, 178), (250, 244, 236), 2))
    top = TableTop((240, 160), felt, rectangle(0, 0, 240, 160), rectangle(12, 12, 228, 148),
                   (0, 0, 0), marks)
    picture = table_top_image(top)
    rects = drawn_rects(top)
    for y in range(0, 160):
        for x in range(0, 240):
            if picture.getpixel((x, y)) != felt:
                assert any(
                    left <= x < right and top_ <= y < bottom
                    for left, top_, right, bottom in rects
                ), (x, y)
    drawn = sum((right - left) * (bottom - top_) for left, top_, right, bottom in rects)
    assert drawn < 0.8 * 240 * 160, "the plain middle is left to the clear"
