"""A Canasta table in the shared window whose seats are played on phones, dealt as a
test wants it (hands named, the rest in the stock)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from candy_arcade.core.seats import SeatSpec
from candy_arcade.input.phone_ids import phone_id
from candy_arcade.levels.loader import load_default_level
from candy_arcade.phones.room import wait_for_phones
from candy_arcade.rules.canasta.state import State
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.canasta.pacer import Pace
from candy_arcade.views.canasta.session import CanastaSession
from candy_arcade.views.canasta.table_view import CanastaTableView
from candy_arcade.views.launch import step_frame

NO_WAIT = Pace(turn_delay=0.0, move_delay=0.0, hand_over_delay=0.05, review_delay=0.05)


def canasta_setup(kinds: Sequence[str], seed: int = 3) -> GameSetup:
    """Seats from words: ``phone``, ``human`` (at the screen) or a bot difficulty; the
    phone seats wait for ``phone-1``, ``phone-2``... in seat order."""
    seats = []
    phones = 0
    for index, kind in enumerate(kinds):
        name = f"Player {index + 1}"
        if kind == "phone":
            phones += 1
            spec = SeatSpec(is_bot=False, phone=True)
            seats.append(SeatAssignment(spec, phone_id(phones), name))
        elif kind == "human":
            seats.append(SeatAssignment(SeatSpec(False), None, name))
        else:
            seats.append(SeatAssignment(SeatSpec(True, kind), None, f"Bot {index + 1}"))  # type: ignore[arg-type]
    return GameSetup("canasta", load_default_level(), seed, tuple(seats))


def canasta_table(
    window: Any, kinds: Sequence[str], state: State | None = None
) -> CanastaTableView:
    """The table shown in ``window`` (its phone seats waiting), ``state`` dealt if given."""
    setup = canasta_setup(kinds)
    phones = [seat.device_id for seat in setup.seats if seat.spec.phone]
    wait_for_phones(window.input_hub, [device for device in phones if device is not None])
    session = CanastaSession(setup)
    if state is not None:
        session.state = state
        session.acknowledged = [frozenset(hand) for hand in state.hands]
    view = CanastaTableView(session, threaded=False, autosave=False, pace=NO_WAIT)
    window.show_view(view)
    return view


def frames(window: Any, count: int) -> None:
    for _ in range(count):
        step_frame(window)
