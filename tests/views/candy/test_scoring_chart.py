"""The scoring chart: every claim the scorer knows, with the scorer's points, shown by
example cards that really make that claim, and laid out without text over text."""

from __future__ import annotations

import arcade
import pytest

from candy_arcade.render.card_textures import card_back, card_face
from candy_arcade.render.scoring_chart import MIN_FONT_SIZE, ScoringChart, chart_rows, text_box
from candy_arcade.rules.candy import claims
from candy_arcade.rules.candy.claims import (
    SCORING_TABLE,
    UNUSED_CARD_POINTS,
    ClaimKind,
    candidate_claims,
)
from candy_arcade.rules.candy.conditions import stash_conditions
from candy_arcade.rules.candy.scoring import score_stash

RECTANGLES = {"full screen": (0, 0, 1280, 720), "overlay": (140, 80, 1000, 560)}


def test_the_scoring_table_lists_every_claim_kind_the_scorer_defines() -> None:
    defined = {value for value in vars(claims).values() if isinstance(value, ClaimKind)}
    assert set(SCORING_TABLE) == defined and len(SCORING_TABLE) == len(defined)


def test_every_claim_of_the_scorer_is_a_row_with_the_scorer_s_points() -> None:
    rows = chart_rows()
    shown = [row.kind for row in rows if row.kind is not None]
    assert sorted(shown, key=SCORING_TABLE.index) == list(SCORING_TABLE)
    for row in rows:
        if row.kind is not None:
            assert row.points == row.kind.points
    assert [row.points_text for row in rows[:2]] == ["+100", "+100"]


def test_each_claim_row_s_cards_make_that_claim() -> None:
    for row in chart_rows():
        if row.kind is not None:
            cards = tuple(card for card in row.cards if card is not None)
            assert row.kind in {claim.kind for claim in candidate_claims(cards)}, row.label


def test_the_rows_that_are_not_claims_are_the_scorer_s_penalties() -> None:
    others = [row for row in chart_rows() if row.kind is None]
    unused, size, suits = others
    assert unused.points == UNUSED_CARD_POINTS and unused.each
    assert score_stash([card for card in unused.cards if card]).unused_cards == unused.cards
    assert size.cards == (None,) * len(size.cards)
    suits_shown = [card for card in suits.cards if card is not None]
    assert [condition.points for condition in stash_conditions(suits_shown)] == [
        size.points,
        suits.points,
    ]


@pytest.mark.parametrize("name", list(RECTANGLES))
def test_the_chart_fits_its_rectangle_with_no_text_over_text_or_over_cards(
    game_window,  # type: ignore[no-untyped-def]
    name: str,
) -> None:
    left, bottom, width, height = RECTANGLES[name]
    chart = ScoringChart(left, bottom, width, height)
    boxes = chart.text_boxes()
    assert all(text.font_size >= MIN_FONT_SIZE for text in chart.texts)
    for box in boxes:
        assert left <= box[0] and box[2] <= left + width, box
        assert bottom <= box[1] and box[3] <= bottom + height, box
    for number, box in enumerate(boxes):
        for other in boxes[number + 1 :]:
            assert not overlap(box, other), (chart.texts[number].text, box, other)
        for sprite in chart.sprites:
            assert not overlap(box, (sprite.left, sprite.bottom, sprite.right, sprite.top))
    words = " ".join(text.text for text in chart.texts)
    assert "+100" in words and "\N{MINUS SIGN}10" in words


def test_the_chart_draws_each_row_s_example_cards(game_window) -> None:  # type: ignore[no-untyped-def]
    chart = ScoringChart(*RECTANGLES["overlay"])
    wanted = [
        card_back() if card is None else card_face(card.index)
        for row in chart_rows()
        for card in row.cards
    ]
    assert [sprite.texture for sprite in chart.sprites] == wanted
    game_window.clear(color=(0, 0, 0))
    game_window.screen_map.use()
    chart.draw()
    image = arcade.get_image().convert("RGB")
    first = chart.sprites[0]
    x, y = first.left + 4, 720 - first.center_y  # get_image() is top-down
    assert min(image.getpixel((round(x), round(y)))) > 200  # the white of a card face


def overlap(one: tuple[float, ...], two: tuple[float, ...]) -> bool:
    return one[0] < two[2] and two[0] < one[2] and one[1] < two[3] and two[1] < one[3]


def test_text_box_follows_anchors() -> None:
    text = arcade.Text("Hi", 100, 50, anchor_x="right", anchor_y="top")
    right_edge, top_edge = text_box(text)[2], text_box(text)[3]
    assert (right_edge, top_edge) == (100, 50)
