"""Where a screen's texts are, to check that none overlaps another, a card or a button,
and that none leaves the logical screen (the ``sized_window`` fixture in
tests/views/conftest.py gives both window sizes players use)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import arcade

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH

Box = tuple[float, float, float, float]
"""left, right, bottom, top in logical units"""


def text_box(text: arcade.Text) -> Box:
    return (text.left, text.right, text.bottom, text.top)


def sprite_box(sprite: arcade.Sprite) -> Box:
    return (sprite.left, sprite.right, sprite.bottom, sprite.top)


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[1] and b[0] < a[1] and a[2] < b[3] and b[2] < a[3]


def check_texts_fit(
    texts: Sequence[arcade.Text],
    cards: Iterable[Box] = (),
    buttons: Iterable[tuple[Box, arcade.Text]] = (),
    min_size: float = 14,
    on_cards: Iterable[arcade.Text] = (),
) -> None:
    """No two of ``texts`` overlap, none leaves the screen or is under ``min_size``
    points, and none but ``on_cards`` (drawn on a card on purpose) covers a card or
    one of the ``buttons`` (box and label) it is not the label of."""
    stamps = {id(text) for text in on_cards}
    cards, buttons = list(cards), list(buttons)
    for number, text in enumerate(texts):
        box = text_box(text)
        assert box[0] >= 0 and box[1] <= LOGICAL_WIDTH, text.text
        assert box[2] >= 0 and box[3] <= LOGICAL_HEIGHT, text.text
        if id(text) not in stamps:
            assert text.font_size >= min_size, text.text
            for card in cards:
                assert not overlap(box, card), f"{text.text!r} is over a card"
        for other in texts[number + 1 :]:
            assert not overlap(box, text_box(other)), f"{text.text!r} over {other.text!r}"
        for button, label in buttons:
            if text is not label:
                assert not overlap(box, button), f"{text.text!r} on a button"
