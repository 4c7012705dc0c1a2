"""A phone's card tap and throw swipe are the mouse's click and slingshot: read through
the table's own device source, a phone and a mouse seat send the session the same
intents and the session answers both the same way."""

from __future__ import annotations

import math

import arcade
import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.phones.device import PhoneDevice, PhoneView
from candy_arcade.phones.protocol import Lay, Swipe
from candy_arcade.render.pinata.layout import screen_map
from candy_arcade.rules.pinata.events import CardPlaced, DiceThrown
from candy_arcade.sim.intents import IDLE, PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import Refusal, SessionEvent, TableReason
from candy_arcade.sim.pinata.throw_gesture import FULL_PULL
from candy_arcade.views.pinata.table import PinataDeviceSource
from candy_arcade.views.realtime_table import LeftButton
from tests.phones.phone_client import new_hub
from tests.sim.pinata.test_session_laying import HAND, table_of
from tests.sim.pinata.test_session_scenarios import move_to, step


def _nowhere(view: PhoneView) -> None:
    """What the game shows the phone goes nowhere: no server in these tests."""


class Seat:
    """Player 0 of ``session`` played from ``device_id`` through the view's source."""

    def __init__(self, session: PinataSession, device_id: str) -> None:
        self.session = session
        self.hub = new_hub()
        self.phone = PhoneDevice("phone-1", "Ana", _nowhere)
        self.hub.add_device(self.phone)
        self.screen = screen_map(session.table)
        self.left_button = LeftButton()
        self.source = PinataDeviceSource(
            self.hub, SeatDevices([device_id, None]), 0, self.screen, self.left_button
        )

    def tick(self) -> tuple[PlayerIntent, list[SessionEvent]]:
        intent = self.source.intent(self.session, self.session.tick)
        return intent, self.session.step([intent, IDLE])

    def click(self, point: Vec2) -> None:
        self.left_button.down = True
        self.hub.mouse_press(*self.screen.to_screen(point), arcade.MOUSE_BUTTON_LEFT)

    def let_go(self, point: Vec2) -> None:
        self.hub.mouse_motion(*self.screen.to_screen(point))
        self.hub.mouse_release(*self.screen.to_screen(point), arcade.MOUSE_BUTTON_LEFT)
        self.left_button.down = False


def _until_placed(seat: Seat, limit: int = 400) -> tuple[list[PlayerIntent], int]:
    """Tick until a card is placed: every intent sent, and the tick it was placed at."""
    intents: list[PlayerIntent] = []
    for _ in range(limit):
        intent, events = seat.tick()
        intents.append(intent)
        if any(isinstance(event, CardPlaced) for event in events):
            return intents, seat.session.tick
    raise AssertionError("the card was never laid")


def test_a_card_tapped_on_the_phone_is_laid_as_a_click_on_it_whose_pointer_stays() -> None:
    """From the middle of the table: the palm walks home at the same speed either way."""
    seats = {}
    for device_id in ("mouse", "phone-1"):
        session = table_of(2, 0)
        move_to(session, 0, session.table.centre)
        seats[device_id] = Seat(session, device_id)
    mouse, phone = seats["mouse"], seats["phone-1"]
    card_point = mouse.session.seats[0].hand_card_position(2, len(HAND))
    mouse.click(card_point)
    phone.phone.inbox.put(Lay(HAND[2].id))
    by_mouse, mouse_tick = _until_placed(mouse)
    by_phone, phone_tick = _until_placed(phone)
    assert phone_tick == mouse_tick and len(by_phone) == len(by_mouse) > 10, "it walked home"
    assert phone.session.state.players[0].waiting == mouse.session.state.players[0].waiting
    assert phone.session.state.players[0].waiting == HAND[2]
    for clicked, tapped in zip(by_mouse, by_phone, strict=True):
        assert clicked.grab == tapped.grab and clicked.drop == tapped.drop
        assert tapped.direction is None and clicked.direction is None
        assert clicked.target is not None and tapped.target is not None
        assert clicked.target.distance(tapped.target) < 1e-9
    assert phone.session.palms[0].position.distance(mouse.session.palms[0].position) < 1e-6


def ready_to_throw() -> PinataSession:
    session = PinataSession(2, 5, stick_holder=0)
    while not session.throw_ready:
        step(session)
    return session


@pytest.mark.parametrize("power", [1.0, 0.45])
def test_a_swipe_throws_as_a_mouse_pull_of_that_length_along_it(power: float) -> None:
    reference = ready_to_throw().gesture.reference
    way = Vec2(math.cos(reference - 0.4), math.sin(reference - 0.4))
    mouse, phone = Seat(ready_to_throw(), "mouse"), Seat(ready_to_throw(), "phone-1")
    origin = mouse.session.gesture.origin
    mouse.click(origin)
    mouse.tick()
    mouse.let_go(origin - way * (power * FULL_PULL))
    _, by_mouse = mouse.tick()
    phone.phone.inbox.put(Swipe(way.x * power, way.y * power))
    phone.tick()
    _, by_phone = phone.tick()
    assert DiceThrown(0) in by_mouse and DiceThrown(0) in by_phone
    assert mouse.session.dice is not None and phone.session.dice is not None
    assert phone.session.dice.aim == pytest.approx(mouse.session.dice.aim, abs=1e-9)
    assert phone.session.dice.aim == pytest.approx(reference - 0.4)
    assert phone.session.dice.power == pytest.approx(mouse.session.dice.power)
    assert phone.session.dice.power == pytest.approx(power)


def test_a_swipe_too_slow_to_throw_is_refused_as_a_pull_too_short() -> None:
    mouse, phone = Seat(ready_to_throw(), "mouse"), Seat(ready_to_throw(), "phone-1")
    origin = mouse.session.gesture.origin
    mouse.click(origin)
    mouse.tick()
    mouse.let_go(origin - Vec2(5.0, 0.0))
    _, by_mouse = mouse.tick()
    phone.phone.inbox.put(Swipe(5.0 / FULL_PULL, 0.0))
    phone.tick()
    _, by_phone = phone.tick()
    refused = Refusal.because(0, TableReason.DRAG_BACK)
    assert refused in by_mouse and refused in by_phone
    assert mouse.session.dice is None and phone.session.dice is None
