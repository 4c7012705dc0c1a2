"""A read-only picture of the Piñata Blast table for one frame: what a renderer draws.

Everything is plain values in table units, so drawing never reaches into pymunk or
changes the session, and a test can check what the player would see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.pinata.components import Card
from candy_arcade.rules.pinata.state import DiePlace, GameState, Phase
from candy_arcade.sim.pinata.dice import MAX_THROW_SPEED, DieView
from candy_arcade.sim.pinata.seating import SeatLayout

if TYPE_CHECKING:
    from candy_arcade.sim.pinata.session import PinataSession

CARRIED_LIFT = 0.6
"""How high a die in a hand (or the thrower's heap) is drawn above the felt."""


@dataclass(frozen=True, slots=True)
class DieDraw:
    """One die as seen from above.

    ``candy`` is on the top face. While the die rolls, ``roll`` (-1..1) is how far it
    has turned about its own x (``roll_axis`` 0) or y (``roll_axis`` 1) axis, and
    ``rising`` is the candy on the face coming into view. ``lift`` (0..1) is how high
    it is off the felt: flying from the hand or carried.
    """

    index: int
    candy: str
    green: bool
    rotten: bool
    place: DiePlace
    position: Vec2
    angle: float
    rolling: bool = False
    roll_axis: int = 0
    roll: float = 0.0
    rising: str = ""
    lift: float = 0.0


@dataclass(frozen=True, slots=True)
class PalmDraw:
    """A player's palm and the arm reaching to it from the shoulder."""

    player: int
    position: Vec2
    shoulder: Vec2
    holding: int | None
    closed: bool


@dataclass(frozen=True, slots=True)
class AimDraw:
    """The stick holder's throw being prepared: where from, which way, how hard."""

    player: int
    origin: Vec2
    aim: float
    power: float
    charging: bool


@dataclass(frozen=True, slots=True)
class PinataSnapshot:
    """The table at one tick."""

    tick: int
    state: GameState
    seats: tuple[SeatLayout, ...]
    dice: tuple[DieDraw, ...]
    palms: tuple[PalmDraw, ...]
    selected: tuple[int | None, ...]
    """Per player, the card id chosen in the hand (what grab at home places)."""
    collected: tuple[tuple[tuple[Card, int], ...], ...]
    """Per player, this round's collected cards with their dice, kept until the next round."""
    aim: AimDraw | None
    seconds_left: float
    """Of the grab's time limit; the full limit before the dice land."""
    laying: tuple[int | None, ...]
    """Per player, the id of the card clicked in the hand, laid once the palm is home."""
    throw_seconds_left: float | None
    """Until the table throws for the stick holder (None when no throw is awaited)."""


def take_snapshot(session: PinataSession) -> PinataSnapshot:
    """The session's table now, copied out as values."""
    state = session.state
    views = session.dice.snapshot() if session.dice is not None else ()
    dice = tuple(
        _die_draw(session, index, views[index] if views and _on_felt(session, index) else None)
        for index in range(len(state.dice))
    )
    palms = tuple(
        PalmDraw(
            player=palm.player,
            position=palm.position,
            shoulder=session.seats[palm.player].shoulder,
            holding=palm.holding,
            closed=palm.holding is not None,
        )
        for palm in session.palms
    )
    aim = None
    if state.phase is Phase.AWAITING_THROW and session.throw_ready:
        gesture = session.gesture
        aim = AimDraw(
            state.stick_holder, gesture.origin, gesture.aim, gesture.power, gesture.charging
        )
    selected = tuple(
        card.id if (card := session.selected_card(player)) is not None else None
        for player in range(state.player_count)
    )
    return PinataSnapshot(
        tick=session.tick,
        state=state,
        seats=session.seats,
        dice=dice,
        palms=palms,
        selected=selected,
        collected=tuple(tuple(cards) for cards in session.collected),
        aim=aim,
        seconds_left=session.seconds_left,
        laying=tuple(
            card.id if (card := session.laying_card(player)) is not None else None
            for player in range(state.player_count)
        ),
        throw_seconds_left=session.throw_seconds_left,
    )


def _on_felt(session: PinataSession, index: int) -> bool:
    return session.dice is not None and session.dice.is_on_table(index)


def _die_draw(session: PinataSession, index: int, view: DieView | None) -> DieDraw:
    """A die on the felt is drawn from the physics (tumbling while it rolls); any other
    die from the rules' state."""
    state = session.state
    die = state.dice[index]
    spec = die.spec
    rotten = die.face is not None and state.die_is_rotten(index)
    position = session.die_position(index)
    if view is None or session.dice is None:
        candy = die.face if die.face is not None else spec.faces[index % len(spec.faces)]
        carried = die.place in (DiePlace.HAND, DiePlace.MIDDLE)
        return DieDraw(
            index=index,
            candy=candy,
            green=spec.is_green,
            rotten=rotten,
            place=die.place,
            position=position,
            angle=0.0,
            lift=CARRIED_LIFT if carried else 0.0,
        )
    roll_x, roll_y = view.tumble_progress
    axis = 0 if abs(roll_x) >= abs(roll_y) else 1
    roll = roll_x if axis == 0 else roll_y
    side = view.east if axis == 0 else view.north
    rising = spec.faces[5 - side] if roll > 0 else spec.faces[side]
    speed = session.dice.bodies[index].velocity.length
    return DieDraw(
        index=index,
        candy=spec.faces[view.face],
        green=spec.is_green,
        rotten=rotten,
        place=die.place,
        position=position,
        angle=view.angle,
        rolling=view.rolling,
        roll_axis=axis,
        roll=roll if view.rolling else 0.0,
        rising=rising,
        lift=min(1.0, speed / MAX_THROW_SPEED),
    )
