"""The one-line hint under each person's seat: what their two buttons do right now.

Pure text from the snapshot and the device's button names, so it is tested without a
window and the view stays free of game logic.
"""

from __future__ import annotations

from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.pinata.snapshot import PinataSnapshot


def seat_prompt(snapshot: PinataSnapshot, player: int, grab: str, drop: str, pointer: bool) -> str:
    """The hint for ``player`` whose device calls its buttons ``grab`` and ``drop``."""
    state = snapshot.state
    seat = state.players[player]
    if state.phase is Phase.AWAITING_THROW and state.stick_holder == player:
        if pointer:
            return f"{grab}: press, drag back, let go to throw"
        return f"aim with direction · hold {grab}, let go to throw · {drop}: cancel"
    if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
        return ""
    if seat.holding is not None:
        return f"{drop} over your card: put the die on it"
    if seat.waiting is not None:
        return f"{grab}: take a matching die · {drop}: take the card back"
    if pointer:
        return f"{grab} a card of your hand: lay it · {drop}: next card"
    return f"{drop}: next card · {grab} at home: lay it"
