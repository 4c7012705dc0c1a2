"""Generated art and sounds: every piece renders at its size, is visible, and pieces that
players must tell apart without colour really have different silhouettes."""

from __future__ import annotations

import subprocess
import sys
import wave
from itertools import combinations
from pathlib import Path

import pytest
from PIL import Image

from candy_arcade.art.candy_art import CANDY_IDS, CANDY_PALETTE, candy_image
from candy_arcade.art.dice_art import die_face_image
from candy_arcade.art.fonts import font_path, load_font
from candy_arcade.art.heckadeck_art import (
    BONUS_CARDS,
    CARD_NAMES,
    RANKS,
    SUITED_SPECIALS,
    WILD_CARDS,
    heckadeck_back_image,
    heckadeck_card_image,
    heckadeck_deck,
)
from candy_arcade.art.heckadeck_icons import GOLD
from candy_arcade.art.marks import MARKS, mark_image
from candy_arcade.art.palm_art import PLAYER_STYLES, palm_image
from candy_arcade.art.suits import SUITS

SOUNDS_DIR = Path(__file__).resolve().parents[2] / "assets" / "sounds"
SOUND_NAMES = (
    "grab", "stash", "refuse", "touch", "oops_sorry", "tick", "count_tick", "alarm", "dice_roll",
    "dice_hit", "card_flip", "win", "click",
)


def _coverage(image: Image.Image) -> float:
    """Fraction of pixels that are mostly opaque."""
    return sum(_mask(image)) / (image.width * image.height)


def _mask(image: Image.Image) -> list[bool]:
    return [a > 128 for a in image.getchannel("A").tobytes()]


def _iou(a: list[bool], b: list[bool]) -> float:
    inter = sum(x and y for x, y in zip(a, b, strict=True))
    union = sum(x or y for x, y in zip(a, b, strict=True))
    return inter / union


def _luma(image: Image.Image) -> float:
    grey = image.convert("RGB").convert("L")
    return sum(grey.tobytes()) / (image.width * image.height)


def _suit_for(name: str) -> str | None:
    """A suit for ranks, Arrows and Talismans; None for the suitless specials."""
    return "Clouds" if name in RANKS or name in SUITED_SPECIALS else None


def _assert_piece(image: Image.Image, size: tuple[int, int]) -> None:
    assert image.mode == "RGBA"
    assert image.size == size
    assert image.getbbox() is not None, "image is blank"


@pytest.mark.parametrize("candy", CANDY_IDS)
@pytest.mark.parametrize("size", [32, 48, 128])
def test_candy_renders(candy: str, size: int) -> None:
    image = candy_image(candy, size)
    _assert_piece(image, (size, size))
    assert 0.15 < _coverage(image) < 0.9


def test_candy_silhouettes_differ() -> None:
    masks = {c: _mask(candy_image(c, 48)) for c in CANDY_IDS}
    for a, b in combinations(CANDY_IDS, 2):
        assert _iou(masks[a], masks[b]) < 0.8, f"{a} and {b} have nearly the same shape"


def test_candy_palette_is_distinct() -> None:
    assert set(CANDY_PALETTE) == set(CANDY_IDS)
    assert len(set(CANDY_PALETTE.values())) == len(CANDY_IDS)


def test_unknown_candy_is_refused() -> None:
    with pytest.raises(ValueError):
        candy_image("liquorice", 48)


@pytest.mark.parametrize("green", [False, True])
def test_dice_render_every_candy(green: bool) -> None:
    faces = [die_face_image(c, 56, green) for c in CANDY_IDS]
    for face in faces:
        _assert_piece(face, (56, 56))
        assert _coverage(face) > 0.85
    assert len({face.tobytes() for face in faces}) == len(CANDY_IDS)


def test_green_die_differs_beyond_hue() -> None:
    """A colour-blind player still sees the green die: it is far darker overall."""
    for candy in CANDY_IDS:
        white, green = die_face_image(candy, 56, False), die_face_image(candy, 56, True)
        assert _luma(white) - _luma(green) > 40


def test_whole_heckadeck_renders() -> None:
    deck = heckadeck_deck()
    assert len(deck) == 161
    assert len(heckadeck_deck(include_wheel=False)) == 160
    faces = {}
    for name, suit in deck:
        image = heckadeck_card_image(name, suit)
        _assert_piece(image, (140, 190))
        faces[(name, suit)] = image.tobytes()
    assert len(set(faces.values())) == len(faces) == 152


def test_cards_render_at_small_size_and_back() -> None:
    for name in CARD_NAMES:
        _assert_piece(heckadeck_card_image(name, _suit_for(name), 70, 95), (70, 95))
    _assert_piece(heckadeck_back_image(), (140, 190))
    _assert_piece(heckadeck_back_image(70, 95), (70, 95))


def test_wild_and_bonus_cards_carry_their_rim() -> None:
    def rim(name: str) -> tuple[int, int, int]:
        pixel = heckadeck_card_image(name, _suit_for(name)).getpixel((2, 95))
        assert isinstance(pixel, tuple)
        return (pixel[0], pixel[1], pixel[2])

    def near(a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
        return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 8

    for name in WILD_CARDS:
        assert near(rim(name), GOLD), name
    hunter, traveller = (rim(name) for name in sorted(BONUS_CARDS))
    assert near(hunter, traveller) and not near(hunter, GOLD)
    for plain in ("7", "Crone", "Wheel"):
        assert not near(rim(plain), GOLD) and not near(rim(plain), hunter)


def test_darkness_is_the_dark_card() -> None:
    assert _luma(heckadeck_card_image("Darkness", None)) < 90
    assert _luma(heckadeck_card_image("Crone", None)) > 180


@pytest.mark.parametrize(("name", "suit"), [("Beast", None), ("Zebra", "Hearts"),
                                            ("7", "Stars")])
def test_bad_cards_are_refused(name: str, suit: str | None) -> None:
    with pytest.raises(ValueError):
        heckadeck_card_image(name, suit)


def test_player_styles_are_distinct() -> None:
    assert len(PLAYER_STYLES) == 8
    assert len({rgb for _, rgb, _ in PLAYER_STYLES}) == 8
    assert len({mark for _, _, mark in PLAYER_STYLES}) == 8
    assert {mark for _, _, mark in PLAYER_STYLES} <= set(MARKS)


@pytest.mark.parametrize("style", PLAYER_STYLES, ids=[s[0] for s in PLAYER_STYLES])
def test_palms_render_open_and_down(style: tuple[str, tuple[int, int, int], str]) -> None:
    _, rgb, mark = style
    open_hand, down_hand = palm_image(rgb, mark, 48, False), palm_image(rgb, mark, 48, True)
    for hand in (open_hand, down_hand):
        _assert_piece(hand, (48, 48))
        assert _coverage(hand) > 0.3
    assert _iou(_mask(open_hand), _mask(down_hand)) < 0.9, "palm down must change shape"


def test_marks_differ_and_letters_work() -> None:
    masks = {m: _mask(mark_image(m, 48)) for m in MARKS}
    for a, b in combinations(MARKS, 2):
        assert _iou(masks[a], masks[b]) < 0.9, f"marks {a} and {b} look alike"
    _assert_piece(palm_image((230, 159, 0), "A", 48, False), (48, 48))


def test_fonts_resolve() -> None:
    path = font_path("bold")
    assert path is None or path.is_file()
    assert load_font(20).getlength("Heckadeck") > 0


def test_every_suit_symbol_is_used_on_its_ace() -> None:
    aces = {heckadeck_card_image("A", suit).tobytes() for suit in SUITS}
    assert len(aces) == len(SUITS)


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_is_a_small_valid_wav(name: str) -> None:
    path = SOUNDS_DIR / f"{name}.wav"
    assert path.is_file(), f"run tools/make_sounds.py to create {path.name}"
    assert path.stat().st_size < 200_000
    with wave.open(str(path), "rb") as sound:
        assert sound.getnchannels() == 1
        assert sound.getsampwidth() == 2
        assert sound.getframerate() in (22050, 44100)
        frames = sound.readframes(sound.getnframes())
    assert len(frames) > 0
    samples = memoryview(frames).cast("h")
    assert max(abs(s) for s in samples) > 1000, "sound is silent"


def test_art_never_imports_arcade() -> None:
    """Art must render in scripts and tests with no window, so it stays Pillow-only."""
    code = (
        "import sys, candy_arcade.art.candy_art, candy_arcade.art.dice_art, "
        "candy_arcade.art.heckadeck_art, candy_arcade.art.palm_art; "
        "candy_arcade.art.heckadeck_art.heckadeck_card_image('K', 'Hearts'); "
        "sys.exit('arcade' in sys.modules or 'pyglet' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
