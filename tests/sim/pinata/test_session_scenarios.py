"""Scripted hands for the real-time Piñata session: chosen hands, chosen faces, moves.

The helpers drive a :class:`PinataSession` only through intents, as a device would;
only the starting hands and the faces the dice show are set by hand, so a rule can
be tested with the dice it needs. The tests at the bottom check the helpers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.pinata import Card
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.intents import IDLE, PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import SessionEvent
from tests.rules.pinata.pinata_scenarios import GREEN, card, game_with_hands

__all__ = ["GREEN", "card"]


def session_with(
    players: int = 2,
    seed: int = 5,
    youngest: bool = False,
    round_limit: float = 20.0,
) -> PinataSession:
    """A freshly dealt session; player 0 holds the stick."""
    return PinataSession(players, seed, stick_holder=0, youngest=youngest, round_limit=round_limit)


def step(
    session: PinataSession,
    intents: dict[int, PlayerIntent] | None = None,
) -> list[SessionEvent]:
    """One tick; players not named in ``intents`` are idle."""
    chosen = intents or {}
    return session.step([chosen.get(player, IDLE) for player in range(session.players)])


def run(session: PinataSession, ticks: int) -> list[SessionEvent]:
    events: list[SessionEvent] = []
    for _ in range(ticks):
        events += step(session)
    return events


def throw_dice(session: PinataSession, pull: float = 100.0) -> list[SessionEvent]:
    """The stick holder drags back ``pull`` units straight away from the middle and
    lets go (a second press, as a bot does); then the dice roll until they land."""
    holder = session.state.stick_holder
    events: list[SessionEvent] = []
    while not session.throw_ready:
        events += step(session)
    origin = session.gesture.origin
    back = (session.table.centre - origin).normalized() * -pull
    events += step(session, {holder: PlayerIntent(target=origin, grab=True)})
    events += step(session, {holder: PlayerIntent(target=origin + back, grab=True)})
    while session.phase is Phase.ROLLING:
        events += step(session)
    return events


def set_table(
    session: PinataSession, candies: Sequence[str], hands: Sequence[Sequence[Card]]
) -> None:
    """After the landing, make die ``i`` show ``candies[i]`` (the green die's candy is
    rotten) and give the players exactly ``hands`` (the rest of the deck is the pile)."""
    state = session.state
    dice = tuple(replace(die, face=candy) for die, candy in zip(state.dice, candies, strict=True))
    rotten = next((c for d, c in zip(dice, candies, strict=True) if d.spec.is_green), None)
    chosen = game_with_hands(hands, stick_holder=state.stick_holder)
    session.state = replace(
        state, dice=dice, rotten=rotten, players=chosen.players, draw_pile=chosen.draw_pile
    )


def land(session: PinataSession, candies: Sequence[str], hands: Sequence[Sequence[Card]]) -> None:
    """Throw, then set the faces and hands: the grab begins with a known table."""
    throw_dice(session)
    assert session.phase is Phase.GRABBING, "this seed's deal ended the round at the landing"
    set_table(session, candies, hands)


def put_die(session: PinataSession, die: int, point: Vec2) -> None:
    """Lay a die on the felt at ``point`` (setting the table, like the faces)."""
    assert session.dice is not None
    session.dice.put_down(die, point)


def move_to(session: PinataSession, player: int, point: Vec2, limit: int = 300) -> int:
    """Move a palm towards ``point`` as a mouse would, until it is there or the felt's
    edge stops it; returns the ticks it took."""
    for ticks in range(limit):
        before = session.palms[player].position
        if before.distance(point) < 0.5:
            return ticks
        step(session, {player: PlayerIntent(target=point)})
        if session.palms[player].position.distance(before) < 1e-6:
            return ticks
    raise AssertionError(f"palm {player} did not reach {point}")


def grab(session: PinataSession, player: int) -> list[SessionEvent]:
    return step(session, {player: PlayerIntent(grab=True)})


def drop(session: PinataSession, player: int) -> list[SessionEvent]:
    return step(session, {player: PlayerIntent(drop=True)})


def test_a_scripted_throw_lands_the_dice_and_starts_the_grab() -> None:
    session = session_with()
    events = throw_dice(session)
    assert session.phase is Phase.GRABBING
    assert any(type(event).__name__ == "DiceThrown" for event in events)


def test_faces_and_hands_can_be_chosen_after_the_landing() -> None:
    session = session_with()
    land(session, ["dulce"] * 7, [[card("dulce", 1)], [card("paleta", 2)]])
    assert [die.face for die in session.state.dice] == ["dulce"] * 7
    assert session.state.rotten == "dulce"
    assert session.state.players[1].hand == (card("paleta", 2),)
