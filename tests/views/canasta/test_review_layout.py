"""The review's layout under the worst a table can bring: four hands of forty cards (or
two of eighty) and sides with thirty lines each. Lines shrink and split into sub-columns, card rows
overlap and wrap; no text overlaps another or a card, and every card stays in the box
beside its player's name."""

from __future__ import annotations

from typing import Any

import arcade
import pytest
from arcade.shape_list import Shape, ShapeElementList

from candy_arcade.render.canasta.dialog_render import REVIEW_BOX
from candy_arcade.render.canasta.review import ROW_LABEL_W, ReviewLayout
from candy_arcade.render.canasta.review_sheet import HandRow, ItemLine, ReviewSheet, SideColumn
from candy_arcade.render.canasta.text_pool import TextPool
from candy_arcade.rules.canasta.settings import Settings
from tests.views.text_boxes import check_texts_fit, sprite_box

LINES_EACH = 30


def _sheet(players: int, cards_each: int) -> ReviewSheet:
    lines = tuple(
        ItemLine(f"Queens ×7, 2 wild · mixed canasta {n}", "+150 +300") for n in range(LINES_EACH)
    )
    sides = tuple(SideColumn(s, f"Side {s}", lines) for s in range(2))
    hands = tuple(
        HandRow(seat, f"Seat {seat} (Bot, normal)", f"{cards_each} cards left · -400",
                tuple(range(seat * cards_each, (seat + 1) * cards_each)))
        for seat in range(players)
    )
    return ReviewSheet("Hand 9: play ended (no stock left)", sides, hands)


@pytest.mark.parametrize(("players", "cards_each", "lines"), [(4, 40, 4), (2, 80, 4)])
def test_a_crowded_review_stays_in_its_box(
    game_window: Any, players: int, cards_each: int, lines: int
) -> None:
    shapes: ShapeElementList[Shape] = ShapeElementList()
    cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
    texts = TextPool()
    texts.begin()
    drawn = ReviewLayout(Settings(players=4).the_deck, shapes, cards, texts).build(
        _sheet(players, cards_each), "On to the next hand in 12 s (or press Enter).", REVIEW_BOX
    )
    texts.end()
    assert len(cards) == players * cards_each
    boxes = [sprite_box(card) for card in cards]
    check_texts_fit(drawn.texts, cards=boxes, min_size=9)
    label_right = REVIEW_BOX.left + 20 + ROW_LABEL_W
    for left, right, bottom, top in boxes:
        assert left > label_right and right <= REVIEW_BOX.right
        assert REVIEW_BOX.bottom + 60 <= bottom and top <= REVIEW_BOX.top
    rows = {round(sprite.center_y) for sprite in cards}
    assert len(rows) == lines, "eighty cards a hand wrap onto two lines, forty need not"
    for sprite in cards:
        assert sprite.width >= 24, "a wrapped card is still big enough to read its index"
