"""A Canasta game played with phones goes on with phones: its save remembers which
seats were phones, and Continue switches phones on and has those seats wait for them
(they used to come back as people at the screen, their hands shown there)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from candy_arcade.phones.room import forget_phones
from candy_arcade.saves.canasta import CANASTA_SLOT, CanastaSave, load_canasta, save_canasta
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.start import continue_canasta
from candy_arcade.views.canasta.table_view import CanastaTableView
from tests.phones.canasta_table import canasta_setup, frames


@pytest.fixture
def saved_phone_game(game_window: Any) -> Iterator[Any]:
    session = CanastaSession(canasta_setup(["phone", "normal", "phone", "normal"]))
    save_canasta(session.snapshot())
    yield game_window
    game_window.switch_phones_off()
    forget_phones(game_window.input_hub)
    CANASTA_SLOT.delete()


def test_a_saved_game_remembers_which_seats_were_phones(saved_phone_game: Any) -> None:
    saved, problem = load_canasta()
    assert saved is not None, problem
    assert [seat.phone for seat in saved.seats] == [True, False, True, False]


def test_continue_switches_phones_on_and_the_phone_seats_wait_for_phones(
    saved_phone_game: Any,
) -> None:
    window = saved_phone_game
    assert window.phones is None
    continue_canasta(window)
    view = window.current_view
    assert isinstance(view, CanastaTableView)
    assert window.phones is not None, "phones switched on for the phone seats"
    seats = view.session.setup.seats
    assert [seat.device_id for seat in seats] == ["phone-1", None, "phone-2", None]
    frames(window, 2)
    view.on_draw()
    prompt = view._scene().prompt
    turn = view.session.seats[view.session.state.turn]
    assert seats[turn.seat].spec.phone, "seed 3 deals the first turn to a phone seat"
    assert prompt.startswith(f"Waiting for {turn.title}'s phone: open http"), prompt
    assert view._scene().table.hand == (), "no phone player's hand on the screen"


def test_a_save_from_before_phones_continues_with_people_at_the_screen() -> None:
    session = CanastaSession(canasta_setup(["human", "normal"]))
    data = session.snapshot().to_dict()
    for seat in data["seats"]:
        del seat["phone"]
    again = CanastaSave.from_dict(json.loads(json.dumps(data)))
    assert [seat.phone for seat in again.seats] == [False, False]
