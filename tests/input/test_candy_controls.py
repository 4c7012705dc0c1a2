"""Every variant's action from every device kind: raw presses → controls → the intent the
session accepts, read in context (a duel, a chance, a token, Wall Street, trading)."""

from __future__ import annotations

import pytest

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.candy_controls import SeatControls, special_action
from candy_arcade.input.controls import Control, DeviceInput
from candy_arcade.input.hub import ANY_DEVICE
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.candy.events import EventKind
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.roshambo import ChallengeChance, Duel
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.intents import IDLE, PlayerIntent, TradeOffer

from .press import (
    DEVICES,
    HALVES,
    Rig,
    has,
    hold_special,
    new_rig,
    press_control,
    steer,
    steer_second,
)

ME, OTHER = 0, 1


def new_session(variants: str, players: int = 2, timer: int | None = None) -> CandySession:
    names = [name for name in variants.split(",") if name]
    return CandySession(load_default_level(), players, 3, timer_seconds=timer, variants=names)


def intent_after(
    rig: Rig, device_id: str, session: CandySession, controls: SeatControls, control: Control
) -> PlayerIntent:
    press_control(rig, device_id, control)
    return controls.intent(session, rig.poll(device_id))


def step_me(session: CandySession, intent: PlayerIntent) -> list[EventKind]:
    intents = [IDLE] * session.players
    intents[ME] = intent
    return [event.kind for event in session.step(intents)]


@pytest.mark.parametrize("device_id", DEVICES)
def test_thump_and_clap_play_the_rhythm_and_arm_a_steal(device_id: str) -> None:
    """Beats a fifth of a second apart, as a player taps them."""
    rig, session, controls = new_rig(), new_session("rock-you"), SeatControls(ME)
    kinds: list[EventKind] = []
    for beat in ("thump", "thump", "clap", "thump", "thump", "clap"):
        control = Control.THUMP if beat == "thump" else Control.CLAP
        intent = intent_after(rig, device_id, session, controls, control)
        assert getattr(intent, beat) and not intent.grab
        kinds += step_me(session, intent)
        for _ in range(12):
            step_me(session, controls.intent(session, rig.poll(device_id)))
    assert EventKind.STEAL_ARMED in kinds and session.steal_armed(ME)


@pytest.mark.parametrize("device_id", DEVICES)
def test_holding_special_is_palms_down(device_id: str) -> None:
    rig, session, controls = new_rig(), new_session("rock-you"), SeatControls(ME)
    intents = [controls.intent(session, polled) for polled in hold_special(rig, device_id)]
    assert [intent.palms_down for intent in intents].count(True) == 1
    assert not any(intent.switch_hand or intent.pass_token for intent in intents)
    palms = next(intent for intent in intents if intent.palms_down)
    assert EventKind.PALMS_DOWN in step_me(session, palms)


@pytest.mark.parametrize("device_id", DEVICES)
def test_special_passes_the_token_its_holder_holds(device_id: str) -> None:
    rig, session, controls = new_rig(), new_session("blocker"), SeatControls(ME)
    session.tokens[0].holder = ME
    centre = session.geometry.pool.center
    session.place_hand(session.hands[ME], centre)
    session.place_hand(session.hands[OTHER], centre + Vec2(70, 0))
    intent = intent_after(rig, device_id, session, controls, Control.SPECIAL)
    assert intent.pass_token and not intent.challenge
    assert EventKind.TOKEN_PASS in step_me(session, intent)
    assert session.tokens[0].holder == OTHER


@pytest.mark.parametrize("device_id", DEVICES)
def test_special_challenges_while_a_chance_is_open(device_id: str) -> None:
    rig, session, controls = new_rig(), new_session("roshambo,blocker"), SeatControls(ME)
    session.tokens[0].holder = ME
    card = session.pool_cards()[0]
    session.table.to_hand(card, session.hands[OTHER])
    session.challenge_chances.append(ChallengeChance(ME, OTHER, card, session.tick + 100))
    assert special_action(session, ME) == "challenge"
    intent = intent_after(rig, device_id, session, controls, Control.SPECIAL)
    assert intent.challenge and not intent.pass_token
    assert EventKind.CHALLENGE in step_me(session, intent)


@pytest.mark.parametrize("device_id", DEVICES)
@pytest.mark.parametrize(
    ("control", "pick"),
    [(Control.GRAB, "rock"), (Control.SPECIAL, "paper"), (Control.DROP, "scissors")],
)
def test_in_a_duel_the_usual_buttons_pick_in_secret(
    device_id: str, control: Control, pick: str
) -> None:
    rig, session, controls = new_rig(), new_session("roshambo"), SeatControls(ME)
    card = session.pool_cards()[0]
    session.duels.append(Duel(ME, OTHER, card, session.tick + 180))
    for player in (ME, OTHER):
        session.hands[player].in_duel = True
    intent = intent_after(rig, device_id, session, controls, control)
    assert intent.rps == pick and not (intent.grab or intent.drop or intent.challenge)
    assert step_me(session, intent) == [EventKind.RPS_PICK]
    assert intent_after(rig, device_id, session, controls, control) == IDLE


@pytest.mark.parametrize("device_id", DEVICES)
def test_switch_changes_the_active_hand_under_restricted(device_id: str) -> None:
    rig, session, controls = new_rig(), new_session("restricted"), SeatControls(ME)
    control = Control.SWITCH if has(device_id, Control.SWITCH) else Control.SPECIAL
    intent = intent_after(rig, device_id, session, controls, control)
    assert intent.switch_hand
    assert EventKind.SWITCH_HAND in step_me(session, intent)
    assert session.active_side[ME] == 1
    assert controls.driven_side(session) == 1


@pytest.mark.parametrize("device_id", ["keys-left", "keys-right", "mouse", *HALVES])
def test_one_stick_devices_move_the_other_hand_after_a_switch_under_laissez_faire(
    device_id: str,
) -> None:
    rig, session, controls = new_rig(), new_session("laissez-faire"), SeatControls(ME)
    control = Control.SWITCH if has(device_id, Control.SWITCH) else Control.SPECIAL
    intent_after(rig, device_id, session, controls, control)
    assert controls.driven == 1 and controls.driven_side(session) == 1
    steering = DeviceInput(target=Vec2(500, 300), direction=Vec2(1, 0))
    intent = controls.intent(session, steering)
    assert intent.second_target == Vec2(500, 300) and intent.second_direction == Vec2(1, 0)
    assert intent.target is None and intent.direction is None
    grab = intent_after(rig, device_id, session, controls, Control.GRAB)
    assert grab.second_grab and not grab.grab


@pytest.mark.parametrize("device_id", ["pad-0", ANY_DEVICE])
def test_a_pad_moves_the_second_hand_with_its_right_stick_rb_and_rt(device_id: str) -> None:
    rig, session, controls = new_rig(), new_session("laissez-faire"), SeatControls(ME)
    steer_second(rig, 1.0, 0.0)
    grab = intent_after(rig, device_id, session, controls, Control.SECOND_GRAB)
    assert grab.second_grab and not grab.grab
    assert grab.second_direction is not None and grab.second_direction.x > 0.9
    drop = intent_after(rig, device_id, session, controls, Control.SECOND_DROP)
    assert drop.second_drop and not drop.drop


def trading_session() -> CandySession:
    """Two players in the trading phase with three stash cards each."""
    session = new_session("swappities", timer=1)
    for player in (ME, OTHER):
        for card in session.pool_cards()[:3]:
            session.table.to_stash(card, player)
    while session.phase is Phase.PLAYING:
        session.step([IDLE, IDLE])
    assert session.phase is Phase.TRADING
    return session


@pytest.mark.parametrize("device_id", DEVICES)
def test_trading_offers_blind_and_open_withdraws_and_finishes(device_id: str) -> None:
    rig, session, controls = new_rig(), trading_session(), SeatControls(ME)
    blind = intent_after(rig, device_id, session, controls, Control.GRAB)
    assert blind.offer is not None and blind.offer.to == OTHER and not blind.offer.open
    assert blind.offer.card == session.stashes[ME][0]
    assert step_me(session, blind) == [EventKind.TRADE_OFFER]
    withdraw = intent_after(rig, device_id, session, controls, Control.DROP)
    assert withdraw.decline
    assert step_me(session, withdraw) == [EventKind.TRADE_DECLINE]
    shown = intent_after(rig, device_id, session, controls, Control.SPECIAL)
    assert shown.offer is not None and shown.offer.open
    intents = [controls.intent(session, polled) for polled in hold_special(rig, device_id)]
    assert [intent.done for intent in intents].count(True) == 1


@pytest.mark.parametrize("device_id", DEVICES)
def test_trading_accepts_by_giving_the_chosen_card_or_declines(device_id: str) -> None:
    rig, session, controls = new_rig(), trading_session(), SeatControls(ME)
    theirs = session.stashes[OTHER][0]
    session.step([IDLE, PlayerIntent(offer=TradeOffer(theirs, ME, open=True))])
    assert session.trading is not None and session.trading.offer_to(ME) is not None
    assert controls.intent(session, rig.poll(device_id)).offer is None
    if device_id == "mouse":
        chosen = session.stashes[ME][2]
        where = session.cards[chosen].position
        rig.hub.mouse_motion(where.x, where.y)
        controls.intent(session, rig.poll(device_id))
    else:
        chosen = session.stashes[ME][1]
        steer(rig, device_id, 1)
        controls.intent(session, rig.poll(device_id))
        steer(rig, device_id, 0)
        controls.intent(session, rig.poll(device_id))
    assert controls.trade.card == chosen
    decline = intent_after(rig, device_id, session, controls, Control.DROP)
    assert decline.decline and decline.accept is None
    accept = intent_after(rig, device_id, session, controls, Control.GRAB)
    assert accept.accept == chosen and accept.offer is None
    assert step_me(session, accept) == [EventKind.TRADE_ACCEPT]
    assert theirs in session.stashes[ME] and chosen in session.stashes[OTHER]


def test_the_trade_choice_skips_players_who_are_done_and_follows_the_pointer() -> None:
    session = new_session("swappities", players=4, timer=1)
    for player in range(4):
        session.table.to_stash(session.pool_cards()[0], player)
    while session.phase is Phase.PLAYING:
        session.step([IDLE] * 4)
    session.step([IDLE, PlayerIntent(done=True), IDLE, IDLE])
    controls = SeatControls(ME)
    controls.intent(session, DeviceInput())
    assert controls.trade.to == 2
    seat = session.geometry.seats[3]
    controls.intent(session, DeviceInput(target=seat.stash.center))
    assert controls.trade.to == 3
    controls.intent(session, DeviceInput(target=session.geometry.seats[1].stash.center))
    assert controls.trade.to == 3
