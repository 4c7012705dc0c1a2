"""tools/make_phone_screenshots.py puts the shared screen and the phone page side by
side, the phone scaled to the screen's height, in 256 colours that keep a red suit red."""

from __future__ import annotations

from PIL import Image

from tests.tool_scripts import load_tool

SUIT_RED = (192, 24, 42)


def test_the_phone_stands_beside_the_screen_at_its_height_and_its_red_stays_red() -> None:
    tool = load_tool("make_phone_screenshots")
    table = Image.new("RGB", (1280, 720), (46, 110, 80))
    phone = Image.new("RGB", (412, 860), (23, 67, 47))
    phone.paste(SUIT_RED, (100, 100, 300, 300))
    picture = tool.side_by_side(table, phone).convert("RGB")
    phone_left = 1280 + tool.GAP
    assert picture.size == (phone_left + round(412 * 720 / 860), 720)
    assert _near(picture.getpixel((640, 360)), (46, 110, 80))
    assert _near(picture.getpixel((phone_left + 170, 170)), SUIT_RED)
    assert _near(picture.getpixel((1280 + tool.GAP // 2, 10)), tool.BACKGROUND)


def _near(colour: object, wanted: tuple[int, int, int]) -> bool:
    """The same colour but for what 256 colours round off (a few steps a channel)."""
    assert isinstance(colour, tuple)
    return all(abs(got - want) <= 4 for got, want in zip(colour, wanted, strict=True))
