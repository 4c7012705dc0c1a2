"""Render contact sheets of all generated art into assets/previews/ for people to review.

Usage: ``.venv/bin/python tools/make_art.py [--out DIR]``.
The game draws its art at run time from :mod:`candy_arcade.art`; these sheets only
exist so a person (or a review) can see every candy, die, card and hand at the sizes
the game uses without starting it.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageDraw

from candy_arcade.art.candy_art import CANDY_IDS, candy_image
from candy_arcade.art.dice_art import die_face_image
from candy_arcade.art.fonts import load_font
from candy_arcade.art.heckadeck_art import (
    RANKS,
    SPECIAL_COUNTS,
    heckadeck_back_image,
    heckadeck_card_image,
)
from candy_arcade.art.marks import MARKS, mark_image
from candy_arcade.art.palm_art import PLAYER_STYLES, palm_image
from candy_arcade.art.suits import SUITS

REPO = Path(__file__).resolve().parents[1]
FELT = (38, 104, 66, 255)
LIGHT = (236, 232, 224, 255)
LABEL = (250, 250, 250)
GAP = 8


def heckadeck_sheet(width: int) -> Image.Image:
    """Every distinct Heckadeck face (suit rows, Arrows and Talismans, suitless specials)
    and the back, ``width`` px wide each."""
    height = round(width * 190 / 140)
    rows: list[list[Image.Image]] = [
        [heckadeck_card_image(rank, suit, width, height) for rank in RANKS] for suit in SUITS
    ]
    rows.append([heckadeck_card_image("Arrow", s, width, height) for s in SUITS]
                + [heckadeck_card_image("Talisman", s, width, height) for s in SUITS])
    rows.append([heckadeck_card_image(name, None, width, height) for name in SPECIAL_COUNTS]
                + [heckadeck_back_image(width, height)])
    return _grid(rows, FELT)


def candy_sheet() -> Image.Image:
    """Each candy at 128, 64, 48 and 32 px, on light paper and on the felt."""
    rows = []
    for candy in CANDY_IDS:
        row = [candy_image(candy, size) for size in (128, 64, 48, 32)]
        rows.append(row + row)
    return _grid(rows, LIGHT, felt_from=4)


def dice_sheet() -> Image.Image:
    """White then green dice for every candy at 112, 56 and 40 px."""
    rows = [
        [die_face_image(candy, size, green) for candy in CANDY_IDS]
        for green in (False, True) for size in (112, 56, 40)
    ]
    return _grid(rows, FELT)


def palm_sheet() -> Image.Image:
    """Every seat's hand, open and palm down, at 96, 56 and 36 px, and its mark."""
    rows: list[list[Image.Image]] = []
    for size in (96, 56, 36):
        rows.append([palm_image(rgb, mark, size, False) for _, rgb, mark in PLAYER_STYLES])
    for size in (96, 56, 36):
        rows.append([palm_image(rgb, mark, size, True) for _, rgb, mark in PLAYER_STYLES])
    rows.append([mark_image(mark, 40) for mark in MARKS])
    sheet = _grid(rows, FELT, footer=22)
    draw = ImageDraw.Draw(sheet)
    font = load_font(13, "bold")
    column = (sheet.width - GAP) / len(PLAYER_STYLES)
    for i, (name, _, _) in enumerate(PLAYER_STYLES):
        draw.text((GAP + i * column, sheet.height - 18), name, font=font,
                  fill=LABEL)
    return sheet


def _grid(
    rows: Sequence[Sequence[Image.Image]], background: tuple[int, int, int, int],
    felt_from: int | None = None, footer: int = 0,
) -> Image.Image:
    """Images laid out row by row; columns from ``felt_from`` on sit on the felt."""
    widths = [max(img.width for img in column) for column in _columns(rows)]
    heights = [max(img.height for img in row) for row in rows]
    sheet = Image.new("RGBA", (sum(widths) + GAP * (len(widths) + 1),
                               sum(heights) + GAP * (len(heights) + 1) + footer), background)
    if felt_from is not None:
        x = GAP // 2 + sum(widths[:felt_from]) + GAP * felt_from
        ImageDraw.Draw(sheet).rectangle((x, 0, sheet.width, sheet.height), fill=FELT)
    y = GAP
    for row, h in zip(rows, heights, strict=True):
        x = GAP
        for img, w in zip(row, widths, strict=False):
            sheet.alpha_composite(img, (x, y))
            x += w + GAP
        y += h + GAP
    return sheet


def _columns(rows: Sequence[Sequence[Image.Image]]) -> list[list[Image.Image]]:
    count = max(len(row) for row in rows)
    return [[row[i] for row in rows if i < len(row)] for i in range(count)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "previews",
                        help="directory for the PNG sheets")
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    sheets = {
        "heckadeck_cards.png": heckadeck_sheet(140),
        "heckadeck_cards_small.png": heckadeck_sheet(70),
        "candies.png": candy_sheet(),
        "dice.png": dice_sheet(),
        "palms.png": palm_sheet(),
    }
    for name, sheet in sheets.items():
        sheet.convert("RGB").save(out / name, optimize=True)
        print(f"wrote {out / name}")


if __name__ == "__main__":
    main()
