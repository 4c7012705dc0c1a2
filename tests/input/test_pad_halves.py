"""Half a gamepad is a device of its own: one pad seats two players.

Every variant's action on each half is covered with the other devices in
``test_candy_controls`` and ``test_device_controls`` (``press.DEVICES`` holds both
halves); here: joining, the two halves apart, the Piñata buttons, the words, menus,
and the seats of an unplugged pad.
"""

from __future__ import annotations

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.candy_controls import SeatControls
from candy_arcade.input.controls import Control
from candy_arcade.input.gamepad import menu_command_for
from candy_arcade.input.hub import ANY_DEVICE
from candy_arcade.input.pad_half import PadHalf
from candy_arcade.input.seat_devices import SeatDevices
from candy_arcade.levels.loader import load_default_level
from candy_arcade.render.candy_prompts import TradeChoice, hand_prompt, legend_lines
from candy_arcade.render.pinata.prompts import seat_prompt
from candy_arcade.rules.candy.roshambo import Duel
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.snapshot import take_snapshot
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.views.pinata.devices import grab_held

from .fake_pad import hold, let_go, press, pull_trigger, push_stick
from .press import HALVES, new_rig, press_control

LEFT, RIGHT = HALVES


def test_a_shoulder_joins_its_half_and_a_joins_the_whole_pad() -> None:
    rig = new_rig()
    press(rig.pad_device, "leftshoulder")
    assert rig.hub.take_joins() == ["pad-0-left"]
    press(rig.pad_device, "rightshoulder")
    assert rig.hub.take_joins() == ["pad-0-right"]
    press(rig.pad_device, "a")
    assert rig.hub.take_joins() == ["pad-0"]


def test_a_halfs_trigger_is_its_drop_so_it_leaves_the_lobby() -> None:
    rig = new_rig()
    pull_trigger(rig.pad_device, "righttrigger", 1.0)
    pull_trigger(rig.pad_device, "righttrigger", 0.0)
    assert rig.hub.take_leaves() == ["pad-0-right"]


def test_each_half_moves_with_its_own_stick_only() -> None:
    rig = new_rig()
    push_stick(rig.pad_device, 1.0, 0.0)
    push_stick(rig.pad_device, 0.0, 1.0, right=True)
    left, right = rig.poll(LEFT).direction, rig.poll(RIGHT).direction
    assert left is not None and left.x > 0.9 and abs(left.y) < 0.1
    assert right is not None and right.y > 0.9 and abs(right.x) < 0.1


def test_the_d_pad_is_the_left_halfs_thumb_buttons_not_a_move() -> None:
    rig = new_rig()
    rig.pad_device.hat_y.value = -1
    rig.pad_device.hat_y.value = 0
    polled = rig.poll(LEFT)
    assert polled.presses == {Control.THUMP}
    assert polled.direction == Vec2(0.0, 0.0)


def test_a_press_on_one_half_is_no_press_on_the_other() -> None:
    rig = new_rig()
    for control in (Control.GRAB, Control.DROP, Control.SPECIAL, Control.CLAP):
        press_control(rig, LEFT, control)
    assert rig.poll(RIGHT).presses == frozenset()
    assert rig.poll(LEFT).presses == {Control.GRAB, Control.DROP, Control.SPECIAL, Control.CLAP}


def test_a_lone_player_on_every_device_counts_a_pads_press_once() -> None:
    """A is the whole pad's grab and the right half's thump: alone, it only grabs."""
    rig = new_rig()
    press(rig.pad_device, "a")
    assert rig.poll(ANY_DEVICE).presses == {Control.GRAB}


def test_two_halves_play_one_round_at_once_each_moving_its_own_hand() -> None:
    rig = new_rig()
    session = CandySession(load_default_level(), 2, 3)
    seats = [SeatControls(0), SeatControls(1)]
    start = [(hand.x, hand.y) for hand in session.hands]
    push_stick(rig.pad_device, 1.0, 0.0)
    for _ in range(20):
        session.step([seats[p].intent(session, rig.poll(d)) for p, d in enumerate(HALVES)])
    assert session.hands[0].x > start[0][0] + 20
    assert (session.hands[1].x, session.hands[1].y) == pytest.approx(start[1])
    push_stick(rig.pad_device, 0.0, 0.0)
    push_stick(rig.pad_device, 0.0, 1.0, right=True)
    moved = (session.hands[0].x, session.hands[0].y)
    for _ in range(20):
        session.step([seats[p].intent(session, rig.poll(d)) for p, d in enumerate(HALVES)])
    assert (session.hands[0].x, session.hands[0].y) == pytest.approx(moved)
    assert session.hands[1].y != pytest.approx(start[1][1])


@pytest.mark.parametrize("half", HALVES)
def test_every_pinata_action_is_on_each_half(half: str) -> None:
    """Lay (grab at home) and the next card (drop), take back (drop), a grab of a die,
    the throw's aim (the stick) and its power (grab held, let go)."""
    rig = new_rig()
    device = rig.hub.devices[half]
    shoulder, trigger = ("leftshoulder", "lefttrigger") if half == LEFT else (
        "rightshoulder", "righttrigger")
    push_stick(rig.pad_device, 0.0, -1.0, right=half == RIGHT)
    hold(rig.pad_device, shoulder)
    assert grab_held(device, mouse_down=False) is True
    intent = rig.hub.intent(half)
    assert intent.grab and intent.direction is not None and intent.direction.y < -0.9
    let_go(rig.pad_device, shoulder)
    assert grab_held(device, mouse_down=False) is False
    pull_trigger(rig.pad_device, trigger, 1.0)
    assert rig.hub.intent(half).drop


def test_the_legends_and_prompts_name_each_halfs_own_buttons() -> None:
    rig = new_rig()
    session = CandySession(load_default_level(), 2, 3, variants=["roshambo"])
    snapshot = take_snapshot(session)
    left, right = (rig.hub.labels(half) for half in HALVES)
    assert left is not None and right is not None
    assert legend_lines(snapshot, left)[0] == "Move: left stick · grab [LB] · drop [LT]"
    assert legend_lines(snapshot, right)[0] == "Move: right stick · grab [RB] · drop [RT]"
    assert "Duel: rock [LB] · paper [d-pad ←] · scissors [LT]" in legend_lines(snapshot, left)
    session.duels.append(Duel(0, 1, session.pool_cards()[0], session.tick + 180))
    duel = hand_prompt(take_snapshot(session), 1, right, TradeChoice(), ["P1", "P2"])
    assert duel == "Rock [RB] · Paper [X] · Scissors [RT]"
    pinata = PinataSession(2, 1).snapshot()
    grab, drop = rig.hub.devices[LEFT].button_names()
    assert (grab, drop) == ("LB", "LT")
    holder = pinata.state.stick_holder
    assert "hold LB, let go to throw" in seat_prompt(pinata, holder, grab, drop, pointer=False)
    assert "LT: next card" in seat_prompt(pinata, 1 - holder, grab, drop, pointer=False)


def test_a_halfs_label_names_its_pad_and_side() -> None:
    rig = new_rig()
    assert rig.hub.devices[LEFT].label == "Pad 1 left half (Fake Pad)"
    assert rig.hub.devices[RIGHT].label == "Pad 1 right half (Fake Pad)"


def test_menus_answer_both_halves() -> None:
    """Left half: d-pad, LB confirms, LT goes back; right half: its stick, A/RB, B/RT."""
    rig = new_rig()
    rig.pad_device.hat_y.value = -1
    rig.pad_device.hat_y.value = 0
    press(rig.pad_device, "leftshoulder")
    pull_trigger(rig.pad_device, "lefttrigger", 1.0)
    pull_trigger(rig.pad_device, "lefttrigger", 0.0)
    push_stick(rig.pad_device, 0.0, -1.0, right=True)
    push_stick(rig.pad_device, 0.0, -0.8, right=True)
    push_stick(rig.pad_device, 0.0, 0.0, right=True)
    push_stick(rig.pad_device, 0.0, -1.0, right=True)
    press(rig.pad_device, "rightshoulder")
    pull_trigger(rig.pad_device, "righttrigger", 1.0)
    commands = [menu_command_for(c, uses_shoulders=False) for c in rig.hub.take_menu_commands()]
    assert commands == ["down", "select", "back", "down", "down", "select", "back"]


def test_a_screen_that_uses_the_shoulders_still_gets_them() -> None:
    assert menu_command_for("left_shoulder", uses_shoulders=True) == "left_shoulder"
    assert menu_command_for("right_shoulder", uses_shoulders=False) == "select"


def test_a_whole_pad_and_its_halves_clash_but_the_two_halves_do_not() -> None:
    rig = new_rig()
    assert rig.hub.clash(LEFT, ["pad-0"]) == "pad-0"
    assert rig.hub.clash("pad-0", [None, RIGHT]) == RIGHT
    assert rig.hub.clash(LEFT, [RIGHT, "keys-left"]) is None


def test_an_unplugged_pad_stops_both_halves_seats_and_plugging_it_back_resumes() -> None:
    rig = new_rig()
    seats = SeatDevices(["mouse", LEFT, RIGHT])
    rig.pad.connected = False
    rig.hub._pad_disconnected(rig.pad)
    assert seats.find_unplugged(rig.hub) == 1
    assert seats.unplugged_seats(rig.hub) == [1, 2]
    assert not rig.hub.intent(RIGHT).grab
    assert not seats.take_over(rig.hub)
    assert seats.waiting_for == 1
    lost = seats.unplugged_devices(rig.hub)
    message = SeatDevices.unplugged_message(["Player 2", "Player 3"], lost)
    assert message.startswith("Player 2 and Player 3: your device was unplugged.\nPlug it back in")
    rig.hub._pad_connected(rig.pad)
    assert seats.take_over(rig.hub)
    assert seats.waiting_for is None and seats.devices == ["mouse", LEFT, RIGHT]
    assert isinstance(rig.hub.devices[LEFT], PadHalf) and rig.hub.devices[LEFT].connected


def test_a_half_of_another_pad_takes_the_seat_of_its_own_side() -> None:
    from candy_arcade.input.gamepad import GamepadDevice

    from .fake_pad import fake_controller

    rig = new_rig()
    controller, other = fake_controller("Second Pad")
    rig.hub.add_device(GamepadDevice(1, controller))
    seats = SeatDevices([LEFT, RIGHT])
    rig.pad.connected = False
    rig.hub._pad_disconnected(rig.pad)
    seats.find_unplugged(rig.hub)
    press(other, "rightshoulder")
    assert not seats.take_over(rig.hub)
    assert seats.devices == [LEFT, "pad-1-right"]
    press(other, "a")
    assert not seats.take_over(rig.hub), "the whole pad shares buttons with its seated half"
    press(other, "leftshoulder")
    assert seats.take_over(rig.hub)
    assert seats.devices == ["pad-1-left", "pad-1-right"]


def test_each_half_holds_its_own_chart_button() -> None:
    """Back (the whole pad's chart button) on the left, a click of the right stick on
    the right: each shows that half's player the chart, the other half's does not."""
    rig = new_rig()
    hold(rig.pad_device, "back")
    assert rig.hub.chart_held(LEFT) and not rig.hub.chart_held(RIGHT)
    assert rig.hub.chart_held("pad-0")
    let_go(rig.pad_device, "back")
    hold(rig.pad_device, "rightstick")
    assert rig.hub.chart_held(RIGHT) and not rig.hub.chart_held(LEFT)
    let_go(rig.pad_device, "rightstick")
    assert not rig.hub.chart_held(RIGHT)
    charts = [labels.chart for half in HALVES if (labels := rig.hub.labels(half)) is not None]
    assert charts == ["Back", "RS"]


@pytest.mark.parametrize("half", HALVES)
def test_a_halfs_trigger_takes_back_a_card_only_rotten_dice_show(half: str) -> None:
    from dataclasses import replace

    from candy_arcade.rules.pinata.events import CardTakenBack
    from candy_arcade.sim.intents import IDLE
    from tests.sim.pinata.test_session_rotten_wait import CHOCOLATE_4, rotten_wait

    rig = new_rig()
    session = rotten_wait()
    grab, drop = rig.hub.devices[half].button_names()
    prompt = seat_prompt(session.snapshot(), 0, grab, drop, pointer=False)
    assert prompt == f"only rotten dice match · {drop}: take the card back"
    press_control(rig, half, Control.DROP)
    events = session.step([replace(rig.hub.intent(half), target=None), IDLE])
    assert CardTakenBack(0, CHOCOLATE_4) in events
