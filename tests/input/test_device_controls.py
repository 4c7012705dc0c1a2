"""Every device kind turns its buttons into the same controls: tap, hold, rhythm, hands."""

from __future__ import annotations

import pytest

from candy_arcade.input.controls import HOLD_TICKS, Control
from candy_arcade.input.hub import ANY_DEVICE

from .press import DEVICES, has, hold_special, new_rig, press_control, steer_second

TAPPED = (
    Control.GRAB,
    Control.DROP,
    Control.SPECIAL,
    Control.SWITCH,
    Control.THUMP,
    Control.CLAP,
    Control.SECOND_GRAB,
    Control.SECOND_DROP,
)


BUTTONS = [
    pytest.param(device_id, control, id=f"{device_id}-{control.value}")
    for device_id in DEVICES
    for control in TAPPED
    if has(device_id, control)
]
"""Every button each device has; the mouse reaches switching through its special
button and only pads have a second stick and its buttons."""


@pytest.mark.parametrize(("device_id", "control"), BUTTONS)
def test_each_button_is_one_press_of_its_control(device_id: str, control: Control) -> None:
    rig = new_rig()
    press_control(rig, device_id, control)
    assert rig.poll(device_id).presses == {control}
    assert rig.poll(device_id).presses == frozenset()


@pytest.mark.parametrize("device_id", DEVICES)
def test_holding_special_is_a_hold_not_a_tap(device_id: str) -> None:
    rig = new_rig()
    polls = hold_special(rig, device_id)
    holds = [number for number, polled in enumerate(polls) if polled.pressed(Control.SPECIAL_HOLD)]
    assert holds == [HOLD_TICKS - 1]
    assert not any(polled.pressed(Control.SPECIAL) for polled in polls)


def test_the_hold_fraction_fills_while_the_special_button_is_down() -> None:
    rig = new_rig()
    rig.hub.mouse_press(10, 10, 2)
    for _ in range(HOLD_TICKS // 2):
        rig.poll("mouse")
    assert rig.hub.hold_fraction("mouse") == pytest.approx(0.5, abs=0.05)
    assert rig.hub.hold_fraction(ANY_DEVICE) == pytest.approx(0.5, abs=0.05)
    rig.hub.clear_edges()
    assert rig.hub.hold_fraction("mouse") == 0


def test_one_wheel_notch_is_one_beat_even_from_a_touchpad_swipe() -> None:
    rig = new_rig()
    for _ in range(5):
        rig.hub.mouse_scroll(-0.4)
    assert rig.poll("mouse").presses == {Control.THUMP}
    rig.hub.mouse_scroll(-1.0)
    assert rig.poll("mouse").presses == frozenset()
    for _ in range(6):
        rig.poll("mouse")
    rig.hub.mouse_scroll(1.0)
    assert rig.poll("mouse").presses == {Control.CLAP}


def test_a_resting_trigger_does_not_chatter() -> None:
    from .fake_pad import pull_trigger

    rig = new_rig()
    pull_trigger(rig.pad_device, "lefttrigger", 0.6)
    pull_trigger(rig.pad_device, "lefttrigger", 0.3)
    pull_trigger(rig.pad_device, "lefttrigger", 0.6)
    assert rig.poll("pad-0").presses == {Control.CLAP}


def test_the_right_stick_steers_the_second_hand() -> None:
    rig = new_rig()
    steer_second(rig, 0.0, 1.0)
    polled = rig.poll("pad-0")
    assert polled.second_direction is not None and polled.second_direction.y > 0.9
    assert polled.direction is not None and polled.direction.length() == 0
    assert rig.poll(ANY_DEVICE).second_direction == polled.second_direction


def test_a_lone_player_is_steered_by_the_mouse_only_when_it_was_touched_last() -> None:
    import arcade

    rig = new_rig()
    rig.hub.mouse_motion(100, 200)
    assert rig.poll(ANY_DEVICE).target is not None
    rig.hub.key_press(arcade.key.D)
    rig.hub.key_release(arcade.key.D)
    merged = rig.poll(ANY_DEVICE)
    assert merged.target is None
    assert rig.hub.labels(ANY_DEVICE).names[Control.SPECIAL] == "R"  # type: ignore[union-attr]
    rig.hub.mouse_motion(110, 200)
    assert rig.hub.labels(ANY_DEVICE).names[Control.SPECIAL] == "Middle click"  # type: ignore[union-attr]


def test_device_labels_name_every_control_they_have() -> None:
    rig = new_rig()
    names = {device_id: rig.hub.labels(device_id) for device_id in DEVICES[:4]}
    assert names["keys-left"].names[Control.SPECIAL] == "R"  # type: ignore[union-attr]
    assert names["keys-right"].names[Control.SPECIAL] == "Enter"  # type: ignore[union-attr]
    assert names["mouse"].names[Control.THUMP] == "Wheel down"  # type: ignore[union-attr]
    pad = names["pad-0"]
    assert pad is not None
    assert [pad.names[c] for c in TAPPED] == ["A", "B", "X", "Y", "LB", "LT", "RB", "RT"]
    assert pad.second_move == "right stick"
    assert names["mouse"].key(Control.SWITCH) == "[Middle click]"  # type: ignore[union-attr]
