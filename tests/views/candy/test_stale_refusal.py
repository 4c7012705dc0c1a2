"""A refusal over a person's hand goes once their next move works: "nothing in your hand
to drop" must not hang over a hand that has just picked a card up."""

from __future__ import annotations

from typing import Any

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.events import EventKind, TableEvent, refused
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.views.candy_table import candy_table_view
from tests.views.test_sound_and_music import person_and_bots


def test_a_refusal_is_taken_down_when_the_players_next_move_works(game_window: Any) -> None:
    view = candy_table_view(person_and_bots("candy"))
    game_window.show_view(view)
    table = view.table
    bubbles = table.renderer.bubbles.bubbles
    tick = table.session.tick
    table.present([refused(0, tick, Refusal.of(CandyReason.NOTHING_TO_DROP))])
    assert bubbles[0].message == "nothing in your hand to drop"
    table.present([TableEvent(EventKind.GRAB, tick + 1, (1,))])
    assert 0 in bubbles, "another player's grab leaves it"
    table.present([TableEvent(EventKind.GRAB, tick + 2, (0,))])
    assert 0 not in bubbles


def test_a_bubble_that_is_no_refusal_stays_through_the_players_moves(game_window: Any) -> None:
    view = candy_table_view(person_and_bots("candy"))
    game_window.show_view(view)
    table = view.table
    tick = table.session.tick
    table.present([TableEvent(EventKind.STEAL, tick, (0, 1))])
    table.present([TableEvent(EventKind.GRAB, tick + 1, (0,))])
    assert table.renderer.bubbles.bubbles[0].message.startswith("Stolen from")
