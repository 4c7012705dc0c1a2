"""The one-line hint under each person's seat: what their two buttons do right now.

Pure text from the snapshot and the device's button names, so it is tested without a
window and the view stays free of game logic.
"""

from __future__ import annotations

import math

from candy_arcade.rules.pinata.apply import card_can_still_get_a_die, die_showing_its_candy_left
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.pinata.snapshot import PinataSnapshot


def seat_prompt(snapshot: PinataSnapshot, player: int, grab: str, drop: str, pointer: bool) -> str:
    """The hint for ``player`` whose device calls its buttons ``grab`` and ``drop``."""
    state = snapshot.state
    seat = state.players[player]
    if state.phase is Phase.AWAITING_THROW and state.stick_holder == player:
        left = snapshot.throw_seconds_left
        countdown = f"throw in {math.ceil(left)} s · " if left is not None else ""
        if pointer:
            return f"{countdown}{grab}: press, drag back, let go to throw"
        return f"{countdown}aim with direction · hold {grab}, let go to throw · {drop}: cancel"
    if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
        return ""
    if seat.holding is not None:
        return f"{drop} over your card: put the die on it"
    if seat.waiting is not None:
        if card_can_still_get_a_die(state, player):
            return f"{grab}: take a matching die"
        if die_showing_its_candy_left(state, player):
            return f"only rotten dice match · {drop}: take the card back"
        return "no die left for your card: it goes back"
    if state.phase is Phase.GRABBING and snapshot.laying[player] is not None:
        return f"laying… bring your hand home · {drop}: call it off"
    if pointer:
        return f"{grab} a card of your hand: lay it · {drop}: next card"
    return f"{drop}: next card · {grab}: lay it"
