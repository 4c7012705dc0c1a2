"""The stick holder's throw from a device: drag and let go, or aim, charge and let go."""

from __future__ import annotations

import math

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.pinata.events import DiceLandedEvent, DiceThrown
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import DiceClack, Refusal, TableReason, ThrowReady
from candy_arcade.sim.pinata.throw_gesture import FULL_PULL, MAX_AIM_OFFSET, swing
from tests.sim.pinata.test_session_scenarios import session_with, step


def ready(players: int = 2) -> PinataSession:
    session = session_with(players=players)
    events = []
    while not session.throw_ready:
        events += step(session)
    assert ThrowReady(0) in events
    return session


def drag(session: PinataSession, pull: Vec2, ticks: int = 10) -> list[object]:
    """Mouse: press over the dice, drag back by ``pull`` (the throw flies along
    ``pull``) while holding, then let go."""
    origin = session.gesture.origin
    events = step(session, {0: PlayerIntent(target=origin, grab=True, grab_held=True)})
    for tick in range(1, ticks + 1):
        target = origin - pull * (tick / ticks)
        events += step(session, {0: PlayerIntent(target=target, grab_held=True)})
    events += step(session, {0: PlayerIntent(target=origin - pull, grab_held=False)})
    return events


def test_a_mouse_drag_throws_opposite_the_pull_with_power_from_its_length() -> None:
    session = ready()
    reference = session.gesture.reference
    pull = Vec2(math.cos(reference + 0.3), math.sin(reference + 0.3)) * (FULL_PULL / 2)
    events = drag(session, pull)
    assert DiceThrown(0) in events
    assert session.dice is not None
    assert session.dice.aim == pytest.approx(reference + 0.3)
    assert session.dice.power == pytest.approx(0.5)
    assert session.phase is Phase.ROLLING


def test_keys_aim_with_the_direction_hold_grab_to_charge_and_let_go_to_throw() -> None:
    session = ready()
    gesture = session.gesture
    left = Vec2(math.cos(gesture.reference + 1.0), math.sin(gesture.reference + 1.0))
    for _ in range(40):
        step(session, {0: PlayerIntent(direction=left, grab_held=False)})
    assert gesture.aim == pytest.approx(gesture.reference + 1.0)
    step(session, {0: PlayerIntent(direction=Vec2(0, 0), grab=True, grab_held=True)})
    for _ in range(30):
        step(session, {0: PlayerIntent(direction=Vec2(0, 0), grab_held=True)})
    events = step(session, {0: PlayerIntent(direction=Vec2(0, 0), grab_held=False)})
    assert DiceThrown(0) in events
    assert session.dice is not None
    assert session.dice.power == pytest.approx(swing(30))
    assert session.dice.aim == pytest.approx(gesture.reference + 1.0)


def test_the_power_meter_rises_to_full_and_falls_again_while_grab_is_held() -> None:
    assert swing(0) == 0.0
    assert swing(60) == pytest.approx(1.0)
    assert swing(90) == pytest.approx(0.5)
    assert swing(120) == pytest.approx(0.0)


def test_without_a_held_state_a_second_press_lets_go() -> None:
    session = ready()
    origin = session.gesture.origin
    step(session, {0: PlayerIntent(target=origin, grab=True)})
    back = (session.table.centre - origin).normalized() * -80.0
    events = step(session, {0: PlayerIntent(target=origin + back, grab=True)})
    assert DiceThrown(0) in events


def test_a_click_without_a_drag_is_not_a_throw() -> None:
    session = ready()
    origin = session.gesture.origin
    events = step(session, {0: PlayerIntent(target=origin, grab=True, grab_held=False)})
    assert not [event for event in events if isinstance(event, DiceThrown)]
    assert [e.refusal.reason for e in events if isinstance(e, Refusal)] == [TableReason.DRAG_BACK]
    assert session.phase is Phase.AWAITING_THROW


def test_drop_cancels_a_throw_being_prepared() -> None:
    session = ready()
    origin = session.gesture.origin
    step(session, {0: PlayerIntent(target=origin, grab=True, grab_held=True)})
    events = step(session, {0: PlayerIntent(target=origin, drop=True, grab_held=True)})
    assert Refusal.because(0, TableReason.THROW_CANCELLED) in events
    assert not session.gesture.charging
    assert session.phase is Phase.AWAITING_THROW


def test_only_the_stick_holder_throws() -> None:
    session = ready()
    events = step(session, {1: PlayerIntent(grab=True)})
    assert Refusal.because(1, TableReason.WAIT_FOR_THROW) in events
    assert session.phase is Phase.AWAITING_THROW


def test_a_throw_is_aimed_into_the_table_never_back_at_the_thrower() -> None:
    session = ready()
    reference = session.gesture.reference
    towards_table = Vec2(math.cos(reference), math.sin(reference)) * 120.0
    drag(session, towards_table * -1.0)
    assert session.dice is not None
    offset = math.atan2(
        math.sin(session.dice.aim - reference), math.cos(session.dice.aim - reference)
    )
    assert abs(offset) == pytest.approx(MAX_AIM_OFFSET)


def test_the_dice_tumble_settle_and_report_the_faces_they_show_to_the_rules() -> None:
    session = ready()
    events = drag(session, Vec2(0.0, 150.0))
    while session.phase is Phase.ROLLING:
        events += step(session)
    landed = [event for event in events if isinstance(event, DiceLandedEvent)]
    assert session.dice is not None and session.dice.settled
    faces = tuple(
        die.spec.faces[face]
        for die, face in zip(session.state.dice, session.dice.faces, strict=True)
    )
    assert landed and landed[0].faces == faces
    assert session.dice.seconds < 4.0


def test_dice_knocking_into_each_other_and_the_rim_are_heard() -> None:
    session = ready()
    events = drag(session, Vec2(0.0, FULL_PULL))
    while session.phase is Phase.ROLLING:
        events += step(session)
    clacks = [event for event in events if isinstance(event, DiceClack)]
    assert len(clacks) >= 2
    assert all(0.0 < clack.strength <= 1.0 for clack in clacks)
