"""The I Want Candy! reveal is a show worth waiting for: ranked from last place up to the
winner, each claim counting up with its cards ringed, a stuck card marked, and no press
skipping it by accident; and it fits 1 to 8 seats at 1280x720 and 960x540."""

from __future__ import annotations

import random
import re
from typing import Any

import arcade
import pytest

from candy_arcade.render.card_textures import card_face
from candy_arcade.render.contrast import contrast_ratio
from candy_arcade.render.logical_screen import LOGICAL_HEIGHT
from candy_arcade.render.theme import PANEL
from candy_arcade.rules.candy.match import CandyMatch, RoundResult, score_round
from candy_arcade.setup import GameSetup
from candy_arcade.views.candy_results import (
    CLAIM_COLOURS,
    LINE_CONTRAST,
    LINE_FONT,
    SMALLEST_LINE_FONT,
    CandyResultsView,
    SeatRow,
)
from candy_arcade.views.candy_reveal import ranked_seats
from candy_arcade.views.results_controls import SETTLE_SECONDS
from tests.views.pinata.test_pinata_views import near
from tests.views.results_presses import click_button, settle
from tests.views.test_headless_views import bot_setup
from tests.views.text_boxes import check_texts_fit, sprite_box

STRONG = [36, 11, 25, 38, 17, 43]  # JD QS KH KD 5H 5C: 100 + 100 + 10 - 10 = 200
SHORT = [0, 1]  # two cards: fewer than 5, nothing claimed
MIDDLE = [2, 15, 28, 4, 5]  # 3S 3H 3D 5S 6S: three of a kind


class Next(arcade.View):
    """The screen the results moved on to."""

    def __init__(self, replay: Any) -> None:
        super().__init__()


def show(window: Any, stashes: list[list[int]], stuck: list[list[int]] | None = None,
         setup: GameSetup | None = None) -> CandyResultsView:  # fmt: skip
    """The reveal of ``stashes`` (``stuck``: the cards held at the alarm), just shown."""
    setup = setup or bot_setup(len(stashes))
    match = CandyMatch(len(stashes), setup.seed)
    result = score_round(1, stashes, stuck or [])
    match.record(result)
    view = CandyResultsView(setup, match, result, play_round=Next)
    window.show_view(view)
    return view


def row_of(view: CandyResultsView, seat: int) -> SeatRow:
    return next(row for row in view.rows if row.seat == seat)


def words(view: CandyResultsView) -> list[str]:
    return [text.text for text in view.drawn_texts()]


def test_the_reveal_goes_from_last_place_up_to_the_winner(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE])
    totals = view.result.totals
    assert totals[1] > totals[2] > totals[0]
    assert view.schedule.order == [0, 2, 1]
    starts = [view.schedule.starts[seat] for seat in view.schedule.order]
    assert starts == sorted(starts) and len(set(starts)) == 3
    assert [row.seat for row in view.rows] == [1, 2, 0]
    tops = [row.box.top for row in view.rows]
    assert tops == sorted(tops, reverse=True)
    assert "Bot 2" not in " ".join(words(view))


def test_a_seats_total_appears_only_once_its_turn_is_over(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE])
    for seat in view.schedule.order:
        total = f"{view.result.totals[seat]:+d}"
        end = view.schedule.ends[seat]
        view.on_update(end - 0.05 - view.elapsed)
        assert total not in words(view)
        assert view.setup.seats[seat].name in " ".join(words(view))
        view.on_update(0.06)
        assert total in words(view)


def points_shown(text: str) -> int:
    match = re.match(r"([+-]\d+) ", text)
    assert match is not None, text
    return int(match.group(1))


def test_each_claim_counts_up_from_nothing_to_its_points(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG])
    row = row_of(view, 1)
    claim = row.lines[0]
    assert claim.line.points == 100
    start = view.schedule.item_starts[1][0]
    view.on_update(start - 0.01)
    assert claim.text not in view.drawn_texts()
    view.on_update(view.schedule.count_seconds[1] / 3)
    middle = points_shown(claim.text.text)
    assert 0 < middle < 100
    view.on_update(view.schedule.count_seconds[1])
    assert points_shown(claim.text.text) == 100
    assert claim.text.text.startswith("+100 Jack of Diamonds + Queen of Spades")


def test_a_claims_cards_are_ringed_in_its_colour_once_it_is_counted(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG])
    row = row_of(view, 1)
    first = row.lines[0].line
    claimed = [card for card in row.cards if card.line == 0]
    assert len(claimed) == len(view.result.scores[1].claims[0].cards) == 2
    view.on_update(view.schedule.item_starts[1][0] - 0.01)
    assert view.ringed(row) == []
    view.on_update(0.02)
    assert view.ringed(row) == [(card.sprite, first.colour) for card in claimed]
    view.on_draw()
    image = arcade.get_image().convert("RGB")

    def left_of(sprite: arcade.Sprite) -> tuple[int, ...]:
        """The pixel just left of ``sprite``, where its ring is drawn."""
        pixel = image.getpixel((int(sprite.left - 2), LOGICAL_HEIGHT - 1 - int(sprite.center_y)))
        assert isinstance(pixel, tuple)
        return pixel

    for card in claimed:
        assert near(left_of(card.sprite), first.colour, 10)
    unclaimed = next(card for card in row.cards if card.line == 1)
    assert not near(left_of(unclaimed.sprite), first.colour, 10)


def test_stuck_with_it_is_written_on_the_card_held_at_the_alarm(game_window: Any) -> None:
    view = show(game_window, [STRONG, [*MIDDLE, 40]], stuck=[[], [40]])
    view.skip_reveal()
    stamped = [card for row in view.rows for card in row.cards if card.stamp is not None]
    assert len(stamped) == 1
    card = stamped[0]
    assert any(seat_card is card for seat_card in row_of(view, 1).cards)
    assert card.sprite.texture is card_face(40)
    stamp = card.stamp
    assert stamp is not None and stamp.text == "stuck" and stamp in view.drawn_texts()
    assert card.sprite.left <= stamp.left and stamp.right <= card.sprite.right
    assert card.sprite.bottom <= stamp.bottom and stamp.top <= card.sprite.top
    note = row_of(view, 1).stuck_note
    assert note is not None and note.text.startswith("2C: stuck with it")
    assert row_of(view, 0).stuck_note is None


def test_no_card_is_stamped_when_no_hand_held_one(game_window: Any) -> None:
    view = show(game_window, [STRONG, [*MIDDLE, 40]])
    view.skip_reveal()
    assert all(card.stamp is None for row in view.rows for card in row.cards)
    assert not any("stuck" in text for text in words(view))


def test_a_press_in_the_first_second_neither_skips_nor_moves_on(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE])
    view.on_update(SETTLE_SECONDS / 2)
    view.on_key_press(arcade.key.SPACE, 0)
    view.on_menu_command("select")
    click_button(view, "Show all")
    assert game_window.current_view is view and not view.revealed


def test_next_round_is_refused_mid_reveal_until_the_show_is_skipped(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE])
    settle(view)
    assert not view.revealed
    view.on_key_press(arcade.key.SPACE, 0)
    assert game_window.current_view is view and view.revealed
    assert "Bot 2 wins round 1!" in words(view)
    assert "Winner!" in words(view)
    view.on_key_press(arcade.key.SPACE, 0)
    assert isinstance(game_window.current_view, Next)


def test_a_pads_a_mid_reveal_only_skips_it(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE])
    settle(view)
    view.on_menu_command("select")
    assert game_window.current_view is view and view.revealed
    click_button(view, "Next round")
    assert isinstance(game_window.current_view, Next)


# ------------------------------------------------------------ it fits


def dealt(players: int, seed: int) -> tuple[list[list[int]], list[list[int]]]:
    """Stashes of 4 to 8 cards, the last card of every other seat stuck."""
    rng = random.Random(seed)
    stashes = [rng.sample(range(52), rng.choice([4, 5, 6, 6, 7, 8])) for _ in range(players)]
    stuck = [[stash[-1]] if seat % 2 else [] for seat, stash in enumerate(stashes)]
    return stashes, stuck


def check_fits(view: CandyResultsView) -> None:
    stamps = [card.stamp for row in view.rows for card in row.cards if card.stamp]
    check_texts_fit(
        view.drawn_texts(),
        [sprite_box(card.sprite) for row in view.rows for card in row.cards],
        [(button.rect, button.text) for button in view.controls.buttons],
        SMALLEST_LINE_FONT,
        stamps,
    )


@pytest.mark.parametrize("players", range(1, 9))
def test_the_reveal_fits_without_overlap(sized_window: Any, players: int) -> None:
    for seed in range(3):
        stashes, stuck = dealt(players, seed)
        view = show(sized_window, stashes, stuck, bot_setup(players))
        view.replay_path = None
        view.replay_problem = "Replay not saved to /a/rather/long/folder/name: the disk is full"
        view.on_show_view()
        view.on_update(view.schedule.starts[view.schedule.order[-1]] + 0.3)
        check_fits(view)
        view.skip_reveal()
        check_fits(view)
        assert min(line.text.font_size for row in view.rows for line in row.lines) >= LINE_FONT
        view.on_draw()


def test_a_winning_row_is_marked_in_its_header_never_over_a_card(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE, SHORT, MIDDLE])
    view.skip_reveal()
    best = ranked_seats(view.result.totals)[0]
    tag = row_of(view, best).winner_tag
    assert tag is not None and tag in view.drawn_texts()
    first_card = row_of(view, best).cards[0].sprite
    assert tag.bottom >= first_card.top


def test_the_result_keeps_the_stuck_cards_it_was_scored_with() -> None:
    result: RoundResult = score_round(1, [STRONG, [*MIDDLE, 40]], [[], [40]])
    assert result.stuck_cards(1) == (40,) and result.stuck_cards(0) == ()
    assert score_round(1, [STRONG]).stuck_cards(0) == ()


def test_back_from_a_replay_the_table_shows_in_full_at_once(game_window: Any) -> None:
    """The reveal was seen before Watch again: coming back, every seat is up already."""
    setup = bot_setup(3)
    match = CandyMatch(3, setup.seed)
    result = score_round(1, [SHORT, STRONG, MIDDLE], [])
    match.record(result)
    view = CandyResultsView(setup, match, result, replayed=True, play_round=Next)
    game_window.show_view(view)
    assert view.revealed
    assert "Bot 2" in " ".join(words(view))
    first = CandyResultsView(setup, match, result, play_round=Next)
    assert not first.revealed


ONE_COLOUR = [17, 19, 23, 27, 29]  # 5H 7H JH 2D 4D: five claims, one ring colour each
UNUSED = [2, 15, 28, 24, 26, 12]  # 3S 3H 3D QH AD KS: three that don't contribute


def test_every_counted_line_reads_at_aa_contrast_on_its_row(game_window: Any) -> None:
    """The pink claim and the red "don't contribute" read 3.8-4.0:1 in their rings'
    own colours (a newcomer playtest found them faint); their words are shaded."""
    view = show(game_window, [ONE_COLOUR, UNUSED])
    lines = [line for row in view.rows for line in row.lines]
    colours = {tuple(line.text.color[:3]) for line in lines}
    assert len(lines) >= 7 and len(colours) >= 5
    assert contrast_ratio(CLAIM_COLOURS[3], PANEL) < LINE_CONTRAST, "the pink ring stays"
    for line in lines:
        shade = tuple(line.text.color[:3])
        assert contrast_ratio(shade, PANEL) >= LINE_CONTRAST, line.text.text
