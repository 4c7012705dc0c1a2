"""What a phone says when the big screen stops the game for a moment (paused, waiting
for another player's phone), what it says on the results screen and how its big
button goes on from there, and the refusals it is told at I Want Candy!."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import arcade
import pytest

from candy_arcade.core.seats import SeatSpec
from candy_arcade.input.phone_ids import phone_id
from candy_arcade.levels.loader import default_level_for
from candy_arcade.phones.device import PhoneDevice, PhoneView
from candy_arcade.phones.protocol import Next, Press
from candy_arcade.phones.room import forget_phones
from candy_arcade.rules.candy.match import CandyMatch, score_round
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.candy_results import CandyResultsView
from candy_arcade.views.candy_table import candy_table_view
from candy_arcade.views.launch import step_frame
from candy_arcade.views.pause import PauseView
from candy_arcade.views.pinata.results import PinataResultsView
from candy_arcade.views.pinata.table import pinata_table_view
from candy_arcade.views.realtime_table import RealtimeTableView


class Phone:
    """A phone in the window's hub without a server: what it is sent is kept."""

    def __init__(self, window: Any, number: int, name: str) -> None:
        self.sent: list[PhoneView] = []
        self.device = PhoneDevice(phone_id(number), name, self.sent.append)
        window.input_hub.add_device(self.device)

    @property
    def last(self) -> PhoneView:
        return self.sent[-1]

    def press(self, message: Next | Press) -> None:
        self.device.inbox.put(message)

    def drop(self, window: Any) -> None:
        """As the room tells the hub of a phone gone: an unplugged device."""
        self.device.let_go()
        self.device.connected = False
        window.input_hub.disconnected.append(self.device.device_id)

    def come_back(self, window: Any) -> None:
        self.device.come_back()
        self.device.connected = True
        window.input_hub.disconnected.remove(self.device.device_id)


class Shown(arcade.View):
    """The screen a results screen moved on to."""

    def __init__(self, *given: object) -> None:
        super().__init__()
        self.given = given


@pytest.fixture
def window(game_window: Any) -> Iterator[Any]:
    yield game_window
    forget_phones(game_window.input_hub)


def _phone_seat(number: int, name: str) -> SeatAssignment:
    return SeatAssignment(SeatSpec(is_bot=False, phone=True), phone_id(number), name)


def _setup(mode: str, *seats: SeatAssignment) -> GameSetup:
    bot = SeatAssignment(SeatSpec(is_bot=True), None, "Bot")
    return GameSetup(mode, default_level_for(mode), 5, (*seats, bot))


def _frames(window: Any, count: int) -> None:
    for _ in range(count):
        step_frame(window)


def test_a_pause_on_the_big_screen_puts_the_phones_controls_away_until_resumed(
    window: Any,
) -> None:
    ana = Phone(window, 1, "Ana")
    view = candy_table_view(_setup("candy", _phone_seat(1, "Ana")))
    window.show_view(view)
    _frames(window, 3)
    assert ana.last["screen"] == "candy" and "grab" in ana.last["buttons"]
    view.pause()
    _frames(window, 2)
    assert ana.last["screen"] == "wait"
    assert ana.last["note"] == "Paused on the big screen"
    assert ana.last["seat"]["name"] == "Ana" and "buttons" not in ana.last
    pause = window.current_view
    assert isinstance(pause, PauseView)
    pause.on_back()
    _frames(window, 2)
    assert ana.last["screen"] == "candy"


def test_while_the_round_waits_for_a_dropped_phone_the_other_phones_say_for_whom(
    window: Any,
) -> None:
    ana, bo = Phone(window, 1, "Ana"), Phone(window, 2, "Bo")
    view: RealtimeTableView[Any] = candy_table_view(
        _setup("candy", _phone_seat(1, "Ana"), _phone_seat(2, "Bo"))
    )
    window.show_view(view)
    _frames(window, 3)
    bo.drop(window)
    told_bo = len(bo.sent)
    _frames(window, 3)
    assert view.waiting_for_seat == 1
    assert ana.last["screen"] == "wait" and ana.last["note"] == "Waiting for Bo's phone…"
    assert len(bo.sent) == told_bo, "a phone away is not sent anything"
    bo.come_back(window)
    _frames(window, 3)
    assert view.waiting_for_seat is None
    assert ana.last["screen"] == "candy" and bo.last["screen"] == "candy"


def _candy_results(window: Any) -> tuple[CandyResultsView, Phone]:
    ana = Phone(window, 1, "Ana")
    setup = _setup("candy", _phone_seat(1, "Ana"))
    match = CandyMatch(len(setup.seats), setup.seed)
    result = score_round(1, [[36, 11, 25], [0, 1]])
    match.record(result)
    view = CandyResultsView(setup, match, result, play_round=Shown)
    window.show_view(view)
    return view, ana


def test_the_candy_results_phone_shows_the_screens_button_live_after_the_settle_second(
    window: Any,
) -> None:
    view, ana = _candy_results(window)
    view.on_update(0.5)
    assert ana.last["screen"] == "results"
    assert ana.last["note"] == "The round is over: the stashes are revealed on the big screen."
    assert ana.last["button"] == "SHOW ALL" and ana.last["ready"] is False
    ana.press(Next())
    view.on_update(0.1)
    assert window.current_view is view and not view.revealed, "a press before it settles"
    view.on_update(0.5)
    assert ana.last["ready"] is True
    ana.press(Next())
    view.on_update(0.01)
    assert view.revealed and window.current_view is view, "as the screen's: shows all first"
    view.on_update(0.01)
    assert ana.last["button"] == "NEXT ROUND"
    ana.press(Next())
    view.on_update(0.01)
    shown = window.current_view
    assert isinstance(shown, Shown) and shown.given == (None,)


def test_any_phone_may_press_next_round_as_any_pad_may(window: Any) -> None:
    view, ana = _candy_results(window)
    guest = Phone(window, 2, "Cy")
    view.on_update(1.1)
    view.skip_reveal()
    view.on_update(3.0)
    assert guest.sent == [], "a phone with no seat at this table is shown nothing"
    guest.press(Next())
    view.on_update(0.01)
    assert isinstance(window.current_view, Shown)
    assert ana.last["button"] == "NEXT ROUND"


def test_the_pinata_results_phone_plays_again_with_its_big_button(window: Any) -> None:
    ana = Phone(window, 1, "Ana")
    setup = _setup("pinata", _phone_seat(1, "Ana"))
    table = pinata_table_view(setup).table
    view = PinataResultsView(setup, table.session.state, table.names, game=1, play_game=Shown)
    window.show_view(view)
    view.on_update(0.5)
    assert ana.last["screen"] == "results" and ana.last["button"] == "PLAY AGAIN"
    assert ana.last["note"] == "The game is over: the piles are counted on the big screen."
    assert ana.last["ready"] is False
    view.on_update(0.6)
    assert ana.last["ready"] is True
    ana.press(Next())
    view.on_update(0.01)
    shown = window.current_view
    assert isinstance(shown, Shown) and shown.given == (2, None)


def test_a_candy_grab_refused_at_the_table_is_told_on_the_phone_in_words(window: Any) -> None:
    ana = Phone(window, 1, "Ana")
    view: RealtimeTableView[Any] = candy_table_view(_setup("candy", _phone_seat(1, "Ana")))
    window.show_view(view)
    _frames(window, 3)
    assert ana.last["refusal"] is None
    ana.press(Press("grab"))
    _frames(window, 3)
    refusal = ana.last["refusal"]
    assert refusal is not None and "no card under your palm" in str(refusal["text"]).lower()
