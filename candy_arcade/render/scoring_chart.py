"""I Want Candy!'s scoring chart as a picture: each claim as small cards and its points.

Players learn the scoring at a glance from example cards (the J♦ with the Q♠, both red
kings, a pair...) far faster than from a table of words, so every row shows cards.
The claims and their points come from the scorer itself
(:data:`~candy_arcade.rules.candy.claims.SCORING_TABLE` and the stash conditions), so
the chart cannot drift from the game's scoring; only the example cards and the
short player-facing words are chosen here. The chart lays itself out in any
rectangle of the logical screen (the lobby's overlay, a rules page, the hold-to-show
overlay in the round) and keeps every text at :data:`MIN_FONT_SIZE` or larger.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import arcade

from candy_arcade.input.controls import ControlLabels
from candy_arcade.render.card_textures import card_back, card_face
from candy_arcade.render.theme import BAD, BODY_FONT, GOOD, HIGHLIGHT, TEXT, TEXT_DIM
from candy_arcade.rules.candy.claims import (
    ADD_TO_TEN,
    BOTH_RED_KINGS,
    FLUSH,
    FLUSH_MIN_CARDS,
    FOUR_OF_A_KIND,
    JD_AND_QS,
    JUST_THE_JD,
    JUST_THE_QS,
    ONE_COLOUR,
    ONLY_ONE_RED_KING,
    PAIR,
    SCORING_TABLE,
    THREE_OF_A_KIND,
    UNUSED_CARD_POINTS,
    ClaimKind,
)
from candy_arcade.rules.candy.conditions import (
    FOUR_SUITS_POINTS,
    STASH_SIZE_MAX,
    STASH_SIZE_MIN,
    WRONG_SIZE_POINTS,
)
from candy_arcade.rules.cards import Card, parse_card

MIN_FONT_SIZE = 16
MAX_FONT_SIZE = 22
TITLE = "I Want Candy! scoring chart"
FOOTER = "A card counts in one claim only: the biggest one it can make."
MINUS = "\N{MINUS SIGN}"
CARD_ASPECT = 140 / 190
"""Width over height of the bundled card faces."""
FAN_CARDS = 4
CARD_OVERLAP = 0.55
"""Cards in a row are fanned, each showing this fraction of its width before the next;
every row keeps room for :data:`FAN_CARDS` of them, and a longer row fans tighter."""
PADDING = 14
GAP = 12
PANEL_COLOUR = (20, 12, 30)
"""Opaque: nothing of the table shows through to blur the words."""
BORDER_COLOUR = HIGHLIGHT
OVERLAY_RECT = (140.0, 80.0, 1000.0, 560.0)
"""Where the round shows the chart while a player holds their chart button."""


@dataclass(frozen=True, slots=True)
class ChartRow:
    """One line of the chart: its points, example cards (None is a face-down card) and
    the words beside them (``hint`` may be empty). ``kind`` is the scorer's claim kind
    the row shows, if any (the per-card penalty and the stash conditions are not
    claims)."""

    points: int
    each: bool
    cards: tuple[Card | None, ...]
    label: str
    hint: str
    kind: ClaimKind | None = None

    @property
    def points_text(self) -> str:
        sign = "+" if self.points > 0 else MINUS
        return f"{sign}{abs(self.points)}{' each' if self.each else ''}"


def _cards(codes: str) -> tuple[Card, ...]:
    return tuple(parse_card(code) for code in codes.split())


_D, _S, _H = "\N{BLACK DIAMOND SUIT}", "\N{BLACK SPADE SUIT}", "\N{BLACK HEART SUIT}"
_CLAIM_ROWS: dict[ClaimKind, tuple[str, str, str]] = {
    JD_AND_QS: ("JD QS", f"J{_D} with Q{_S}", ""),
    BOTH_RED_KINGS: ("KH KD", "Both red kings", ""),
    FOUR_OF_A_KIND: ("7S 7H 7D 7C", "Four of a kind", ""),
    FLUSH: ("3C 4C 9C JC KC", "Flush", f"{FLUSH_MIN_CARDS} or more, one suit"),
    THREE_OF_A_KIND: ("9S 9H 9C", "Three of a kind", ""),
    PAIR: ("4D 4C", "A pair", ""),
    ADD_TO_TEN: ("3H 7S", "Two cards make 10", "ace is 1; 10 J Q K are 0"),
    ONE_COLOUR: ("3D 5H 8D 10H", "All one colour", "all red or all black"),
    ONLY_ONE_RED_KING: ("KH", "A red king alone", ""),
    JUST_THE_JD: ("JD", f"J{_D} without Q{_S}", ""),
    JUST_THE_QS: ("QS", f"Q{_S} without J{_D}", ""),
}
"""Example cards and words for each claim; the points are the scorer's."""


def chart_rows() -> tuple[ChartRow, ...]:
    """Every claim the scorer knows, then the penalties that are not claims: the
    gains first (the things to grab), then the losses (the things to avoid)."""
    claims = [
        ChartRow(
            kind.points,
            kind is ONE_COLOUR,
            _cards(_CLAIM_ROWS[kind][0]),
            _CLAIM_ROWS[kind][1],
            _CLAIM_ROWS[kind][2],
            kind,
        )
        for kind in SCORING_TABLE
    ]
    gains = [row for row in claims if row.points > 0]
    losses = [row for row in claims if row.points < 0]
    others = [
        ChartRow(UNUSED_CARD_POINTS, True, _cards("6S 9H"), "A card in no claim", ""),
        ChartRow(
            WRONG_SIZE_POINTS,
            False,
            (None,) * (STASH_SIZE_MIN - 1),
            f"Not {STASH_SIZE_MIN} or {STASH_SIZE_MAX} cards",
            "in your stash",
        ),
        ChartRow(
            FOUR_SUITS_POINTS, False, _cards("2S 5H 9D JC"), "All four suits", "in your stash"
        ),
    ]
    return (*gains, *losses, *others)


def chart_legend_lines(labels: ControlLabels) -> list[str]:
    """The control legend's line naming the player's hold-to-show chart button."""
    return [f"Hold [{labels.chart}]: scoring chart"] if labels.chart else []


Box = tuple[float, float, float, float]
"""left, bottom, right, top."""


def text_box(text: arcade.Text) -> Box:
    """The box the words of ``text`` cover, from its anchors and content size."""
    width, height = text.content_width, text.content_height
    x, y = text.x, text.y
    left = {"left": x, "center": x - width / 2, "right": x - width}[text.anchor_x]
    if text.anchor_y == "top":
        bottom = y - height
    elif text.anchor_y == "center":
        bottom = y - height / 2
    else:
        bottom = y - height * 0.25 if text.anchor_y == "baseline" else y
    return left, bottom, left + width, bottom + height


class ScoringChart:
    """The chart laid out to fit the logical-screen rectangle ``left, bottom, width,
    height``: a title, two columns of rows, and a footer with the one-card-one-claim
    rule, in the largest font that fits (a binary search: a layout costs some 40 ms).
    ``texts`` are every text it draws, ``sprites`` every card."""

    def __init__(
        self, left: float, bottom: float, width: float, height: float, title: str | None = TITLE
    ) -> None:
        self.rect = (left, bottom, width, height)
        self.title = title
        self.rows = chart_rows()
        self.texts: list[arcade.Text] = []
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.font_size = 0
        smallest, largest = MIN_FONT_SIZE, MAX_FONT_SIZE
        while smallest < largest:
            trial = (smallest + largest + 1) // 2
            if self._lay_out(trial):
                smallest = trial
            else:
                largest = trial - 1
        if self.font_size != smallest or not self.texts:
            self._lay_out(smallest)

    def _lay_out(self, size: int) -> bool:
        """Build every text and card for font ``size``; True when every row's words
        fit inside its row."""
        self.font_size = size
        self.texts = []
        self.sprites = arcade.SpriteList()
        left, bottom, width, height = self.rect
        top = bottom + height - PADDING
        if self.title:
            heading = self._text(self.title, left + width / 2, top, HIGHLIGHT, size + 4, bold=True)
            heading.anchor_x = "center"
            top -= heading.content_height + GAP / 2
        footer = self._text(FOOTER, left + width / 2, bottom + PADDING, TEXT, size)
        footer.anchor_x, footer.anchor_y = "center", "bottom"
        rows_bottom = bottom + PADDING + footer.content_height + GAP / 2
        per_column = (len(self.rows) + 1) // 2
        row_height = (top - rows_bottom) / per_column
        column_width = (width - 2 * PADDING - GAP) / 2
        points_width = max(self._points_width(row, size) for row in self.rows)
        fits = footer.content_width <= width - 2 * PADDING
        for number, row in enumerate(self.rows):
            column, line = divmod(number, per_column)
            x = left + PADDING + column * (column_width + GAP)
            row_top = top - line * row_height
            fits &= self._lay_out_row(row, x, column_width, row_top, row_height, points_width)
        return fits

    def _points_width(self, row: ChartRow, size: int) -> float:
        probe = arcade.Text(row.points_text, 0, 0, font_size=size, font_name=BODY_FONT, bold=True)
        return probe.content_width

    def _lay_out_row(
        self, row: ChartRow, x: float, width: float, top: float, height: float, points: float
    ) -> bool:
        middle = top - height / 2
        size = self.font_size
        colour = GOOD if row.points > 0 else BAD
        score = self._text(row.points_text, x + points, middle, colour, size, bold=True)
        score.anchor_x, score.anchor_y = "right", "center"
        card_height = max(20.0, height - 8)
        card_width = card_height * CARD_ASPECT
        fan_width = card_width * CARD_OVERLAP * (FAN_CARDS - 1)
        step = min(card_width * CARD_OVERLAP, fan_width / max(1, len(row.cards) - 1))
        cards_left = x + points + GAP
        for position, card in enumerate(row.cards):
            sprite = arcade.Sprite(card_back() if card is None else card_face(card.index))
            sprite.width, sprite.height = card_width, card_height
            sprite.position = (cards_left + card_width / 2 + position * step, middle)
            self.sprites.append(sprite)
        words_left = cards_left + card_width + fan_width + GAP
        words_width = x + width - words_left
        if words_width < 4 * size:
            return False
        label = self._text(row.label, words_left, 0, TEXT, size, bold=True, wrap=words_width)
        words = [label]
        if row.hint:
            words.append(self._text(row.hint, words_left, 0, TEXT_DIM, size, wrap=words_width))
        words_height = sum(text.content_height for text in words)
        y = middle + words_height / 2
        for text in words:
            text.y = y
            y -= text.content_height
        return words_height <= height and all(
            text_box(text)[2] <= x + width + 0.5 for text in words
        )

    def _text(
        self,
        words: str,
        x: float,
        y: float,
        colour: tuple[int, int, int],
        size: int,
        *,
        bold: bool = False,
        wrap: float | None = None,
    ) -> arcade.Text:
        text = arcade.Text(
            words,
            x,
            y,
            colour,
            size,
            anchor_y="top",
            font_name=BODY_FONT,
            bold=bold,
            multiline=wrap is not None,
            width=None if wrap is None else int(wrap),
        )
        self.texts.append(text)
        return text

    def text_boxes(self) -> list[Box]:
        return [text_box(text) for text in self.texts]

    def draw(self) -> None:
        """The panel, its cards and its words, in logical-screen coordinates."""
        left, bottom, width, height = self.rect
        arcade.draw_lrbt_rectangle_filled(left, left + width, bottom, bottom + height, PANEL_COLOUR)
        arcade.draw_lrbt_rectangle_outline(
            left, left + width, bottom, bottom + height, BORDER_COLOUR, 3
        )
        self.sprites.draw()
        for text in self.texts:
            text.draw()


@cache
def shared_chart(left: float, bottom: float, width: float, height: float) -> ScoringChart:
    """One chart per rectangle for the whole run: a layout takes some 90 ms, too long
    to repeat for every round or lobby (the chart never changes)."""
    return ScoringChart(left, bottom, width, height)
