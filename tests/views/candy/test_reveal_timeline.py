"""The reveal's timeline, without a window: a stash's cards turn face up one after
another before its claims count, each count ticks at most 15 times a second and
always on its last number, and a full table of eight stays short."""

from __future__ import annotations

import itertools

import pytest

from candy_arcade.views.candy_reveal import (
    FLAT_BACK,
    FLAT_FACE,
    MAX_TICKS_PER_SECOND,
    CardSide,
    RevealSchedule,
    card_turn,
    count_ticks,
    counted,
    step_progresses,
)


def schedule(cards: list[int], points: list[list[int]] | None = None) -> RevealSchedule:
    """Seats revealed in seat order, each with ``cards`` cards and one +10 line."""
    lines = points or [[10] for _ in cards]
    return RevealSchedule(list(range(len(cards))), lines, cards)


def test_a_card_narrows_to_its_edge_showing_its_back_then_widens_showing_its_face() -> None:
    assert card_turn(1.0, 0.2, 0.99) == FLAT_BACK
    narrowing = [card_turn(1.0, 0.2, 1.0 + 0.02 * step) for step in range(5)]
    assert all(turn.side is CardSide.BACK for turn in narrowing)
    widths = [turn.width for turn in narrowing]
    assert widths == sorted(widths, reverse=True) and widths[-1] < 0.35
    widening = [card_turn(1.0, 0.2, 1.1 + 0.02 * step) for step in range(5)]
    assert all(turn.side is CardSide.FACE for turn in widening)
    widths = [turn.width for turn in widening]
    assert widths == sorted(widths) and widths[0] < 0.05
    assert card_turn(1.0, 0.2, 1.2) == FLAT_FACE


def test_a_stashs_cards_turn_one_after_another_in_the_order_they_lie() -> None:
    reveal = schedule([6])
    starts = reveal.flip_starts[0]
    assert starts[0] == reveal.starts[0]
    gaps = [later - earlier for earlier, later in itertools.pairwise(starts)]
    assert all(gap > 0.04 for gap in gaps)
    halfway = starts[2] + reveal.flip_seconds[0] / 2 + 0.01
    sides = [reveal.turn(0, card, halfway).side for card in range(6)]
    assert sides == [CardSide.FACE] * 3 + [CardSide.BACK] * 3
    assert reveal.turn(0, 2, halfway).turning and not reveal.turn(0, 0, halfway).turning


def test_a_seats_claims_count_only_once_every_card_is_face_up() -> None:
    for cards in range(1, 9):
        reveal = schedule([cards])
        counting = reveal.item_starts[0][0]
        assert all(reveal.turn(0, card, counting) == FLAT_FACE for card in range(cards))


def test_a_big_stash_turns_faster_so_a_full_tables_reveal_stays_short() -> None:
    six = schedule([6])
    assert six.item_starts[0][0] == pytest.approx(0.5)
    eight_seats = schedule([7] * 8, [[100, 30, 10, -15] for _ in range(8)])
    # Before its cards turned over, each seat took 0.5 s on show, four lines of 0.7 s
    # and its 0.6 s total: 3.9 s for the podium's three, half that for the others.
    before_cards_turned = 5 * 3.9 / 2 + 3 * 3.9
    assert eight_seats.duration <= before_cards_turned + 0.2


def test_the_lower_places_turn_their_cards_at_double_speed() -> None:
    reveal = schedule([6] * 5)
    assert reveal.flip_seconds[0] == pytest.approx(reveal.flip_seconds[4] / 2)
    quick, podium = reveal.flip_starts[0], reveal.flip_starts[4]
    assert quick[1] - quick[0] == pytest.approx((podium[1] - podium[0]) / 2)


def test_a_count_ticks_on_its_steps_no_more_than_fifteen_times_a_second() -> None:
    ticks = count_ticks(100, 0.45)
    gaps = [later - earlier for earlier, later in itertools.pairwise(ticks)]
    assert all(gap >= 1 / MAX_TICKS_PER_SECOND - 1e-9 for gap in gaps)
    assert 4 <= len(ticks) <= 0.45 * MAX_TICKS_PER_SECOND + 1
    steps = [progress * 0.45 for progress in step_progresses(100)]
    assert all(tick in steps for tick in ticks)
    assert ticks[-1] == steps[-1]


def test_each_tick_falls_where_the_shown_number_changes() -> None:
    for points in (5, -15, 40):
        for tick in count_ticks(points, 0.45):
            before, after = (tick - 1e-6) / 0.45, (tick + 1e-6) / 0.45
            assert counted(points, before) != counted(points, after)


def test_a_small_count_ticks_on_nearly_every_step_and_nothing_ticks_for_zero() -> None:
    assert len(count_ticks(3, 0.45)) == 3
    assert count_ticks(-3, 0.45) == count_ticks(3, 0.45)
    assert count_ticks(0, 0.45) == []


def test_the_schedule_ticks_while_a_line_counts_and_not_before() -> None:
    reveal = schedule([5, 5], [[10, 30], [100]])
    first = reveal.item_starts[0][0]
    assert not reveal.ticked(0.0, first)
    assert reveal.ticked(first, first + reveal.count_seconds[0])
    last = reveal.item_starts[1][0] + reveal.count_seconds[1]
    assert not reveal.ticked(last, reveal.duration)
    assert reveal.landed([0, 1]) == reveal.ends[1]
