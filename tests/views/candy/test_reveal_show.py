"""What the players see and hear during the reveal's show: a seat's cards turning face
up one by one, a soft tick under each count, confetti over the winner once the
winner's total lands (over every tied winner), none of the motion under Reduce
motion, and a press as the show completes only showing its end."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from candy_arcade.render.logical_screen import LOGICAL_HEIGHT, LOGICAL_WIDTH
from candy_arcade.render.sound_mix import Voice
from candy_arcade.views.candy_results import (
    COUNT_TICK_LEVEL,
    FINISH_SECONDS,
    CandyResultsView,
)
from candy_arcade.views.candy_reveal import MAX_TICKS_PER_SECOND
from tests.render.test_sound_mix import HeardBank
from tests.views.candy.test_reveal import MIDDLE, SHORT, STRONG, Next, row_of, show, words
from tests.views.pinata.test_pinata_views import near
from tests.views.results_presses import settle


def play_to(view: CandyResultsView, t: float) -> None:
    """Frames of 1/60 s up to ``t`` seconds into the reveal."""
    while view.elapsed < t - 1e-9:
        view.on_update(min(1 / 60, t - view.elapsed))


def winner_seat(view: CandyResultsView) -> int:
    return view.schedule.order[-1]


def test_just_after_a_seat_shows_its_first_card_is_face_up_and_its_last_still_a_back(
    game_window: Any,
) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE])
    seat = winner_seat(view)
    cards = row_of(view, seat).cards
    play_to(view, view.schedule.starts[seat] - 0.02)
    assert not any(card.sprite.visible for card in cards)
    play_to(view, view.schedule.starts[seat] + view.schedule.flip_seconds[seat] * 0.7)
    first, last = cards[0], cards[-1]
    assert first.sprite.texture is first.face
    assert last.sprite.texture is last.back and last.sprite.texture is not last.face
    assert first.sprite.width < first.width


def test_mid_turn_a_card_is_drawn_narrower_than_flat(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG])
    seat = winner_seat(view)
    card = row_of(view, seat).cards[1]
    start = view.schedule.flip_starts[seat][1]
    play_to(view, start + view.schedule.flip_seconds[seat] * 0.4)
    assert card.sprite.texture is card.back and card.sprite.width < card.width / 2


def test_every_card_lies_flat_face_up_before_its_first_claim_counts(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE])
    seat = winner_seat(view)
    play_to(view, view.schedule.item_starts[seat][0])
    for card in row_of(view, seat).cards:
        assert card.sprite.texture is card.face
        assert card.sprite.width == pytest.approx(card.width)


def test_the_last_card_is_drawn_as_a_back_then_as_its_face(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG])
    seat = winner_seat(view)
    card = row_of(view, seat).cards[-1].sprite

    def drawn() -> list[object]:
        """The pixels down the card's middle, as they are on screen."""
        view.on_draw()
        image = arcade.get_image().convert("RGB")
        x = int(card.center_x)
        return [
            image.getpixel((x, LOGICAL_HEIGHT - 1 - int(card.bottom + card.height * share)))
            for share in (0.2, 0.35, 0.5, 0.65, 0.8)
        ]

    play_to(view, view.schedule.starts[seat] + 0.01)
    back = drawn()
    play_to(view, view.schedule.item_starts[seat][0])
    face = drawn()
    assert back != face
    assert sum(pixel == (255, 255, 255) for pixel in face) >= 2
    assert not any(pixel == (255, 255, 255) for pixel in back)


def test_a_soft_tick_sounds_while_a_claim_counts_at_most_fifteen_a_second(
    game_window: Any, heard: HeardBank
) -> None:
    view = show(game_window, [SHORT, STRONG])
    seat = winner_seat(view)
    start = view.schedule.item_starts[seat][0]
    play_to(view, start)
    heard.heard.clear()
    play_to(view, start + view.schedule.count_seconds[seat])
    ticks = [voice for name, voice in heard.heard if name == "count_tick"]
    assert 2 <= len(ticks) <= view.schedule.count_seconds[seat] * MAX_TICKS_PER_SECOND + 1
    assert all(voice == Voice(COUNT_TICK_LEVEL, 0.0) for voice in ticks)
    assert "tick" not in [name for name, _ in heard.heard]


def test_no_tick_sounds_while_the_cards_turn_or_a_total_stays(
    game_window: Any, heard: HeardBank
) -> None:
    view = show(game_window, [SHORT, STRONG])
    seat = winner_seat(view)
    play_to(view, view.schedule.starts[seat])
    heard.heard.clear()
    play_to(view, view.schedule.item_starts[seat][0] - 0.01)
    assert "count_tick" not in [name for name, _ in heard.heard]
    play_to(view, view.schedule.ends[seat])
    heard.heard.clear()
    play_to(view, view.schedule.duration + 0.5)
    assert [name for name, _ in heard.heard] == ["win"]


def test_confetti_falls_over_the_winner_once_their_total_lands_and_not_before(
    game_window: Any,
) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE])
    seat = winner_seat(view)
    total = f"{view.result.totals[seat]:+d}"
    play_to(view, view.schedule.ends[seat] - 0.02)
    assert view.confetti is not None and view.confetti.showing == 0
    assert total not in words(view)
    play_to(view, view.schedule.ends[seat] + 0.3)
    assert total in words(view)
    assert view.confetti.showing > 50
    box = row_of(view, seat).box
    pieces = [sprite for sprite in view.confetti.sprites if sprite.visible]
    assert all(box.left - 80 <= sprite.center_x <= box.right + 80 for sprite in pieces)
    assert all(sprite.center_y >= box.bottom for sprite in pieces)
    play_to(view, view.schedule.ends[seat] + 3.1)
    assert view.confetti.showing == 0


def test_confetti_pieces_are_drawn_in_the_players_colours(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG])
    seat = winner_seat(view)
    play_to(view, view.schedule.ends[seat] + 0.2)
    view.on_draw()
    image = arcade.get_image().convert("RGB")
    assert view.confetti is not None
    covered = [card.sprite for row in view.rows for card in row.cards]

    def clear(sprite: arcade.Sprite) -> bool:
        """On screen, and away from every card (the confetti falls behind them)."""
        if not (0 <= sprite.center_x < LOGICAL_WIDTH and 0 <= sprite.center_y < LOGICAL_HEIGHT):
            return False
        return not any(
            card.left - 12 < sprite.center_x < card.right + 12
            and card.bottom - 12 < sprite.center_y < card.top + 12
            for card in covered
        )

    seen = 0
    for sprite in view.confetti.sprites:
        if sprite.visible and sprite.alpha == 255 and sprite.width > 5 and clear(sprite):
            x, y = int(sprite.center_x), LOGICAL_HEIGHT - 1 - int(sprite.center_y)
            pixel = image.getpixel((x, y))
            assert isinstance(pixel, tuple)
            seen += near(pixel, tuple(sprite.color)[:3], 40)
    assert seen >= 5


def test_tied_winners_each_get_their_confetti(game_window: Any) -> None:
    view = show(game_window, [STRONG, MIDDLE, STRONG])
    assert list(view.result.winners) == [0, 2]
    assert view.confetti is not None and len(view.confetti.bursts) == 2
    areas = sorted((burst.area.top for burst in view.confetti.bursts), reverse=True)
    assert areas == sorted((row_of(view, seat).box.top for seat in (0, 2)), reverse=True)
    starts = {burst.start for burst in view.confetti.bursts}
    assert starts == {view.schedule.landed([0, 2])}


def test_reduce_motion_shows_the_cards_face_up_at_once_and_throws_no_confetti(
    reduced: Any,
) -> None:
    view = show(reduced, [SHORT, STRONG, MIDDLE])
    seat = winner_seat(view)
    play_to(view, view.schedule.starts[seat] + 0.01)
    for card in row_of(view, seat).cards:
        assert card.sprite.texture is card.face
        assert card.sprite.width == pytest.approx(card.width)
    assert view.confetti is None
    play_to(view, view.schedule.duration + 1.0)
    assert "Winner!" in words(view)


def test_reduce_motion_still_counts_the_numbers_up(reduced: Any) -> None:
    view = show(reduced, [SHORT, STRONG])
    seat = winner_seat(view)
    line = row_of(view, seat).lines[0]
    play_to(view, view.schedule.item_starts[seat][0] + view.schedule.count_seconds[seat] / 3)
    assert line.shown_value is not None and 0 < line.shown_value < line.line.points


def test_a_press_as_the_show_completes_by_itself_only_shows_its_end(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE])
    settle(view)
    play_to(view, view.schedule.duration + 0.1)
    assert view.revealed and "Bot 2 wins round 1!" in words(view)
    view.on_key_press(arcade.key.SPACE, 0)
    assert game_window.current_view is view
    view.on_key_press(arcade.key.SPACE, 0)
    assert isinstance(game_window.current_view, Next)


def test_once_the_full_table_has_been_up_a_moment_one_press_moves_on(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG, MIDDLE])
    settle(view)
    play_to(view, view.schedule.duration + FINISH_SECONDS)
    view.on_menu_command("select")
    assert isinstance(game_window.current_view, Next)


def test_back_from_a_replay_no_confetti_falls_again(game_window: Any) -> None:
    view = show(game_window, [SHORT, STRONG])
    again = CandyResultsView(
        view.setup, view.match, view.result, replayed=True, play_round=Next
    )
    assert again.revealed and again.confetti is None
