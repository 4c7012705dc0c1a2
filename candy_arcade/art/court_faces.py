"""Jack, Queen and King faces that are told apart at a glance.

Kenney's CC0 court cards share one crown picture, so on a busy table a J, a Q and
a K look alike, in a game whose claims hang on J♦, Q♠ and the red kings. Each court
card keeps Kenney's card (its corners name the rank and suit) and gets a centre of
its own: a tint per rank (green jack, violet queen, gold king), the rank's letter
large in the suit's ink, and a picture above it (a jack's feathered cap, a queen's
tiara, a king's crown with its cross). Drawn with Pillow, never arcade, four times
over and scaled down for smooth edges.
"""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw

from candy_arcade.art.fonts import load_font

SUIT_FILE_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
COURT_LETTERS = {11: "J", 12: "Q", 13: "K"}
RED_INK = (201, 63, 63, 255)
BLACK_INK = (16, 16, 16, 255)
INK = {"H": RED_INK, "D": RED_INK, "S": BLACK_INK, "C": BLACK_INK}
TINTS = {11: (214, 238, 220, 255), 12: (232, 220, 246, 255), 13: (250, 234, 186, 255)}
"""Each rank's centre colour: pale enough for either ink, different enough to tell."""
CLEARED = ((30, 36, 110, 155), (16, 60, 124, 102))
"""The parts of Kenney's card holding its crown (the middle, and the crown's wide
band): left, top, right, bottom in pixels, clear of the corner indices."""
CENTRE = (34, 40, 106, 151)
SUPERSAMPLE = 4
WHITE = (255, 255, 255, 255)
Ink = tuple[int, int, int, int]


def _kenney_card_path(suit: str, letter: str) -> Path:
    """Kenney's card file inside the installed arcade package, found without importing
    arcade (art renders in scripts that open no window)."""
    spec = importlib.util.find_spec("arcade")
    locations = spec.submodule_search_locations if spec is not None else None
    for location in locations or ():
        path = Path(location, "resources", "assets", "images", "cards")
        path = path / f"card{SUIT_FILE_NAMES[suit]}{letter}.png"
        if path.is_file():
            return path
    raise FileNotFoundError(f"Kenney's card{SUIT_FILE_NAMES[suit]}{letter}.png")


def _cap(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, ink: Ink) -> None:
    """A jack's cap: a slanted wedge with a brim and a feather sweeping back."""
    draw.polygon(
        [(x - size, y + size * 0.5), (x + size * 0.2, y - size * 0.6), (x + size, y + size * 0.5)],
        fill=ink,
    )
    draw.rectangle((x - size * 1.1, y + size * 0.45, x + size * 1.1, y + size * 0.7), fill=ink)
    draw.arc(
        (x - size * 0.2, y - size * 1.3, x + size * 1.6, y + size * 0.3),
        200,
        300,
        fill=ink,
        width=max(1, round(size * 0.18)),
    )


def _tiara(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, ink: Ink) -> None:
    """A queen's tiara: a curved band with three jewels, the middle one highest."""
    draw.arc(
        (x - size * 1.2, y - size * 0.2, x + size * 1.2, y + size * 1.6),
        200,
        340,
        fill=ink,
        width=max(1, round(size * 0.3)),
    )
    for dx, dy, radius in ((-0.75, 0.15, 0.25), (0.0, -0.45, 0.34), (0.75, 0.15, 0.25)):
        cx, cy, r = x + dx * size, y + dy * size, radius * size
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ink)


def _crown(draw: ImageDraw.ImageDraw, x: float, y: float, size: float, ink: Ink) -> None:
    """A king's crown: three points on a band, a cross on the middle one."""
    top, base = y - size * 0.3, y + size * 0.7
    draw.polygon(
        [
            (x - size * 1.1, base),
            (x - size * 1.1, top),
            (x - size * 0.55, y + size * 0.2),
            (x, top - size * 0.2),
            (x + size * 0.55, y + size * 0.2),
            (x + size * 1.1, top),
            (x + size * 1.1, base),
        ],
        fill=ink,
    )
    bar = size * 0.12
    draw.rectangle((x - bar, top - size * 0.9, x + bar, top - size * 0.2), fill=ink)
    draw.rectangle((x - size * 0.3, top - size * 0.7, x + size * 0.3, top - size * 0.5), fill=ink)


EMBLEMS = {11: _cap, 12: _tiara, 13: _crown}


def court_face_image(suit: str, rank: int) -> Image.Image:
    """The face of the ``rank`` (11 jack, 12 queen, 13 king) of ``suit`` (S H D C),
    140 x 190 like Kenney's cards; a copy, so a caller may change it."""
    return _court_face(suit, rank).copy()


@cache
def _court_face(suit: str, rank: int) -> Image.Image:
    letter = COURT_LETTERS[rank]
    card = Image.open(_kenney_card_path(suit, letter)).convert("RGBA")
    for cleared in CLEARED:
        ImageDraw.Draw(card).rectangle(cleared, fill=WHITE)
    left, top, right, bottom = CENTRE
    scale = SUPERSAMPLE
    width, height = (right - left) * scale, (bottom - top) * scale
    centre = Image.new("RGBA", (width, height), WHITE)
    draw = ImageDraw.Draw(centre)
    ink = INK[suit]
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=8 * scale, fill=TINTS[rank])
    EMBLEMS[rank](draw, width / 2, height * 0.2, width * 0.26, ink)
    font = load_font(62 * scale, "bold")
    draw.text((width / 2, height * 0.66), letter, fill=ink, font=font, anchor="mm")
    card.paste(centre.resize((right - left, bottom - top), Image.Resampling.LANCZOS), (left, top))
    return card
