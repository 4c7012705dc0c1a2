"""Heckadeck card faces and backs in the flat style of Kenney's 140x190 playing cards.

Numbered ranks show pips, courts and the Beast a big icon on a grey panel, and each
special card a big icon with its name. Two cues group the specials so players spot
them in a fanned hand without reading: wild cards (Arrow, Talisman, Joker, Watcher,
Omnihedron) have a thick gold frame and a gold star; bonus cards (Hunter, Traveller)
a double purple frame and a "+" badge. The Darkness is the one dark card.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from candy_arcade.art.canvas import RGB, SS, darker, downsample, lighter, mix
from candy_arcade.art.fonts import FontStyle, load_font
from candy_arcade.art.heckadeck_icons import GOLD, INK, PAPER, draw_icon
from candy_arcade.art.shapes import Pen, RoundBox, draw_shape, regular_polygon, star
from candy_arcade.art.suits import SUIT_COLOURS, SUITS, paint_suit

RANKS: tuple[str, ...] = (
    "0", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "Beast", "J", "Q", "K",
)
SPECIALS: tuple[str, ...] = (
    "Arrow", "Talisman", "Joker", "Watcher", "Omnihedron", "Hunter", "Traveller", "Crone",
    "Darkness", "Wheel",
)
CARD_NAMES: tuple[str, ...] = RANKS + SPECIALS
SUITED_SPECIALS: frozenset[str] = frozenset({"Arrow", "Talisman"})
WILD_CARDS: frozenset[str] = frozenset({"Arrow", "Talisman", "Joker", "Watcher", "Omnihedron"})
BONUS_CARDS: frozenset[str] = frozenset({"Hunter", "Traveller"})
SPECIAL_COUNTS: dict[str, int] = {
    "Joker": 4, "Watcher": 1, "Omnihedron": 1, "Hunter": 4, "Traveller": 4, "Crone": 1,
    "Darkness": 1, "Wheel": 1,
}
"""Copies of each suitless special; Arrow and Talisman come once in every suit."""

CARD_WIDTH, CARD_HEIGHT = 140, 190
PURPLE: RGB = (118, 64, 166)
EDGE: RGB = (196, 196, 204)
PANEL: RGB = (240, 240, 242)
NIGHT: RGB = (30, 26, 44)
BACK: RGB = (76, 44, 120)

_INDEX_TEXT = {"Beast": "B"}
_COURT_ICONS = frozenset({"Beast", "J", "Q", "K"})

# Pip positions as fractions of the pip area (x across, y down), by rank.
_L, _C, _R = 0.0, 0.5, 1.0
_SIDES = tuple((x, y) for y in (0.0, 1 / 3, 2 / 3, 1.0) for x in (_L, _R))
_PIPS: dict[str, tuple[tuple[float, float], ...]] = {
    "2": ((_C, 0), (_C, 1)),
    "3": ((_C, 0), (_C, 0.5), (_C, 1)),
    "4": ((_L, 0), (_R, 0), (_L, 1), (_R, 1)),
    "5": ((_L, 0), (_R, 0), (_C, 0.5), (_L, 1), (_R, 1)),
    "6": ((_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    "7": ((_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)),
    "8": ((_L, 0), (_R, 0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1), (_R, 1)),
    "9": (*_SIDES, (_C, 0.5)),
    "10": (*_SIDES, (_C, 1 / 6), (_C, 5 / 6)),
    "11": (*_SIDES, (_C, 1 / 6), (_C, 0.5), (_C, 5 / 6)),
}


def heckadeck_deck(include_wheel: bool = True) -> list[tuple[str, str | None]]:
    """The 161 cards (160 without the Wheel) as (name, suit) pairs, in a fixed order."""
    cards: list[tuple[str, str | None]] = [(r, s) for s in SUITS for r in RANKS]
    cards += [(n, s) for n in ("Arrow", "Talisman") for s in SUITS]
    for name, count in SPECIAL_COUNTS.items():
        if name != "Wheel" or include_wheel:
            cards += [(name, None)] * count
    return cards


def heckadeck_card_image(
    name: str, suit: str | None, width: int = CARD_WIDTH, height: int = CARD_HEIGHT
) -> Image.Image:
    """The face of card ``name`` of ``suit`` (None for suitless specials) as RGBA.

    Ranks need a suit; Arrow and Talisman may have one; other specials ignore it.
    """
    _check(name, suit)
    if name not in SUITED_SPECIALS and name in SPECIALS:
        suit = None
    return _card_face(name, suit, width, height).copy()


def heckadeck_back_image(
    width: int = CARD_WIDTH, height: int = CARD_HEIGHT, colour: RGB = BACK
) -> Image.Image:
    """The shared card back: a lattice of all eight suits around an eight-point star."""
    return _card_back(width, height, colour).copy()


def _check(name: str, suit: str | None) -> None:
    if name not in CARD_NAMES:
        raise ValueError(f"unknown Heckadeck card {name!r}; expected one of {CARD_NAMES}")
    if suit is not None and suit not in SUITS:
        raise ValueError(f"unknown suit {suit!r}; expected one of {SUITS} or None")
    if name in RANKS and suit is None:
        raise ValueError(f"rank {name!r} needs a suit")


class _Card:
    """A supersampled card being drawn: design units are the pixels of a 140-wide card."""

    def __init__(self, width: int, height: int, paper: RGB) -> None:
        self.width, self.height = width, height
        self.pen = Pen(scale=width * SS / CARD_WIDTH)
        self.w = CARD_WIDTH
        self.h = CARD_WIDTH * height / width
        self.image = Image.new("RGBA", (width * SS, height * SS), (*paper, 0))
        self.draw = ImageDraw.Draw(self.image)
        self.paper = paper

    def box(self, shape: RoundBox, colour: RGB) -> None:
        draw_shape(self.draw, shape, self.pen, colour)

    def frame(self, inset: float, width: float, colour: RGB, radius: float) -> None:
        x0, y0 = self.pen.pt((inset, inset))
        x1, y1 = self.pen.pt((self.w - inset, self.h - inset))
        self.draw.rounded_rectangle((x0, y0, x1, y1), radius=self.pen.len(radius),
                                    outline=colour, width=max(1, round(self.pen.len(width))))

    def text(self, xy: tuple[float, float], text: str, size: float, colour: RGB,
             style: FontStyle = "bold", max_width: float | None = None) -> None:
        px = self.pen.len(size)
        if max_width is not None:
            px = _fit(text, px, self.pen.len(max_width), style)
        self.draw.text(self.pen.pt(xy), text, font=load_font(round(px), style), fill=colour,
                       anchor="mm")

    def suit(self, suit: str, xy: tuple[float, float], size: float, colour: RGB) -> None:
        paint_suit(self.image, suit, *self.pen.pt(xy), round(self.pen.len(size)), colour)

    def icon(self, name: str, xy: tuple[float, float], size: float, ink: RGB,
             paper: RGB, suit: str | None) -> None:
        ox, oy = self.pen.pt((xy[0] - size / 2, xy[1] - size / 2))
        pen = Pen(scale=self.pen.scale * size / 100, ox=ox, oy=oy)
        draw_icon(self.image, name, pen, ink, paper, suit)

    def turn(self) -> None:
        """Rotate half a turn, so the bottom-right index is drawn as a top-left one."""
        self.image = self.image.transpose(Image.Transpose.ROTATE_180)
        self.draw = ImageDraw.Draw(self.image)

    def finish(self) -> Image.Image:
        return downsample(self.image, self.width, self.height)


def _fit(text: str, px: float, max_px: float, style: FontStyle) -> float:
    """Shrink a font size until ``text`` fits ``max_px`` (long names like OMNIHEDRON)."""
    length = load_font(round(px), style).getlength(text)
    return px if length <= max_px else max(4.0, px * max_px / length)


@lru_cache(maxsize=512)
def _card_face(name: str, suit: str | None, width: int, height: int) -> Image.Image:
    dark = name == "Darkness"
    paper = NIGHT if dark else PAPER
    card = _Card(width, height, paper)
    _draw_edge(card, name, dark)
    ink = SUIT_COLOURS[suit] if suit is not None else (lighter(NIGHT, 0.85) if dark else INK)
    for _ in range(2):
        _draw_index(card, name, suit, ink)
        card.turn()
    if name in RANKS:
        _draw_rank_centre(card, name, suit, ink)
    else:
        _draw_special_centre(card, name, suit, ink)
    return card.finish()


def _draw_edge(card: _Card, name: str, dark: bool) -> None:
    """The card's rim: grey, or the group cue (solid gold for wilds, double purple for
    bonus cards), kept at the very edge so it never collides with the corner index."""
    w, h = card.w, card.h
    if name in WILD_CARDS:
        card.box(RoundBox(0.5, 0.5, w - 0.5, h - 0.5, 7), GOLD)
        card.box(RoundBox(5, 5, w - 5, h - 5, 4), card.paper)
    elif name in BONUS_CARDS:
        card.box(RoundBox(0.5, 0.5, w - 0.5, h - 0.5, 7), PURPLE)
        card.box(RoundBox(3.5, 3.5, w - 3.5, h - 3.5, 5), card.paper)
        card.frame(5.5, 1.6, PURPLE, 4)
    else:
        card.box(RoundBox(0.5, 0.5, w - 0.5, h - 0.5, 7), darker(NIGHT, 0.4) if dark else EDGE)
        card.box(RoundBox(2, 2, w - 2, h - 2, 6), card.paper)


def _draw_index(card: _Card, name: str, suit: str | None, ink: RGB) -> None:
    """The corner index: rank text over a suit pip, or a mini icon for a special."""
    x = 15.0
    if name in RANKS:
        text = _INDEX_TEXT.get(name, name)
        card.text((x, 19), text, 26, ink, "bold", max_width=25)
        if suit is not None:
            card.suit(suit, (x, 41), 16, ink)
        return
    x = 17.0
    card.icon(name, (x, 20), 19, ink, card.paper, suit)
    if suit is not None:
        card.suit(suit, (x, 40), 15, ink)
    elif name in WILD_CARDS:
        _badge_star(card, (x, 39), 7.5)
    elif name in BONUS_CARDS:
        _badge_plus(card, (x, 39), 7)


def _draw_rank_centre(card: _Card, name: str, suit: str | None, ink: RGB) -> None:
    assert suit is not None
    cx, cy = card.w / 2, card.h / 2
    if name == "0":
        _draw_zero(card, suit, ink)
    elif name == "A":
        card.suit(suit, (cx, cy), 62, ink)
    elif name in _COURT_ICONS:
        card.box(RoundBox(30, 30, card.w - 30, card.h - 30, 3), PANEL)
        card.icon(name, (cx, cy), 80, ink, PANEL, suit)
    else:
        pips = _PIPS[name]
        size = 24 if len(pips) <= 8 else 22
        x0, x1, y0, y1 = 47.0, card.w - 47, 38.0, card.h - 38
        for fx, fy in pips:
            card.suit(suit, (x0 + (x1 - x0) * fx, y0 + (y1 - y0) * fy), size, ink)


def _draw_zero(card: _Card, suit: str, ink: RGB) -> None:
    """The zero (a stop card in Canasta): a big empty ring around a small pip."""
    cx, cy = card.w / 2, card.h / 2
    x0, y0 = card.pen.pt((cx - 30, cy - 42))
    x1, y1 = card.pen.pt((cx + 30, cy + 42))
    card.draw.ellipse((x0, y0, x1, y1), outline=ink, width=round(card.pen.len(9)))
    card.suit(suit, (cx, cy), 26, ink)


def _draw_special_centre(card: _Card, name: str, suit: str | None, ink: RGB) -> None:
    cx, cy = card.w / 2, card.h / 2
    dark = name == "Darkness"
    card.icon(name, (cx, cy - 13), 76, ink, card.paper, suit)
    label = lighter(NIGHT, 0.85) if dark else INK
    card.text((cx, cy + 42), name.upper(), 15, label, "bold", max_width=card.w - 30)
    if name in WILD_CARDS:
        _ribbon(card, "WILD", GOLD, INK)
    elif name in BONUS_CARDS:
        _ribbon(card, "BONUS", PURPLE, PAPER)


def _ribbon(card: _Card, text: str, colour: RGB, text_colour: RGB) -> None:
    """A small banner at the top centre naming the group (WILD / BONUS)."""
    cx = card.w / 2
    card.box(RoundBox(cx - 24, 9, cx + 24, 23, 7), colour)
    card.text((cx, 16.5), text, 10, text_colour, "bold", max_width=44)


def _badge_star(card: _Card, xy: tuple[float, float], r: float) -> None:
    draw_shape(card.draw, star(xy[0], xy[1], r, r * 0.45), card.pen, GOLD)


def _badge_plus(card: _Card, xy: tuple[float, float], r: float) -> None:
    x, y = xy
    card.box(RoundBox(x - r, y - r * 0.3, x + r, y + r * 0.3, 1), PURPLE)
    card.box(RoundBox(x - r * 0.3, y - r, x + r * 0.3, y + r, 1), PURPLE)


@lru_cache(maxsize=16)
def _card_back(width: int, height: int, colour: RGB) -> Image.Image:
    card = _Card(width, height, colour)
    card.box(RoundBox(0.5, 0.5, card.w - 0.5, card.h - 0.5, 7), EDGE)
    card.box(RoundBox(2, 2, card.w - 2, card.h - 2, 6), PAPER)
    card.box(RoundBox(7, 7, card.w - 7, card.h - 7, 5), colour)
    pattern = lighter(colour, 0.14)
    rows = 8
    step_y = (card.h - 40) / (rows - 1)
    for row in range(rows):
        for col in range(5):
            x = 22 + col * 24 + (12 if row % 2 else 0)
            if x > card.w - 20:
                continue
            suit = SUITS[(row * 5 + col) % len(SUITS)]
            card.suit(suit, (x, 20 + row * step_y), 11, pattern)
    cx, cy = card.w / 2, card.h / 2
    draw_shape(card.draw, regular_polygon(cx, cy, 34, 8, -90), card.pen, darker(colour, 0.35))
    draw_shape(card.draw, star(cx, cy, 30, 14, 8), card.pen, GOLD)
    draw_shape(card.draw, regular_polygon(cx, cy, 13, 8, -90), card.pen, mix(colour, PAPER, 0.1))
    card.text((cx, cy + 1), "H", 16, GOLD, "bold")
    card.frame(11, 1.6, lighter(colour, 0.35), 4)
    return card.finish()
