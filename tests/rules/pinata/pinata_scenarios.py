"""Hand-made Piñata Blast positions for rule tests: chosen hands, chosen dice faces.

Cards are the real cards of the default deck (so ids stay unique and the 72 are
conserved); the rest of the deck becomes the draw pile unless a test says otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from candy_arcade.core.refusal import Refusal
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata import (
    Action,
    Card,
    DiceLanded,
    DropDieOnCard,
    GameState,
    GrabDie,
    PinataSettings,
    PlaceCard,
    ThrowDice,
    apply,
    load_components,
    new_game,
)
from candy_arcade.rules.pinata.events import Event, Reason, Refused
from candy_arcade.rules.pinata.state import PlayerState

COMPONENTS = load_components()
WHITE = tuple(range(6))
"""Indices of the six white dice in ``state.dice`` (the green one is index 6)."""
GREEN = 6


def card(candy: str, points: int, nth: int = 0) -> Card:
    """The ``nth`` card of this candy and value in the deck."""
    matches = [c for c in COMPONENTS.cards if c.candy == candy and c.points == points]
    return matches[nth]


def game_with_hands(
    hands: Sequence[Sequence[Card]],
    stick_holder: int = 0,
    youngest: bool = False,
    draw_pile: Sequence[Card] | None = None,
) -> GameState:
    """A game whose hands are exactly ``hands``; every other card is in the draw pile."""
    state = new_game(
        COMPONENTS, len(hands), Rng(1), PinataSettings(youngest=youngest), stick_holder
    )
    held = {c.id for hand in hands for c in hand}
    pile = (
        tuple(draw_pile)
        if draw_pile is not None
        else tuple(c for c in COMPONENTS.cards if c.id not in held)
    )
    players = tuple(PlayerState(hand=tuple(hand)) for hand in hands)
    return replace(state, players=players, draw_pile=pile)


def face_of(state: GameState, die: int, candy: str) -> int:
    return state.dice[die].spec.faces.index(candy)


def landed(state: GameState, candies: Sequence[str]) -> GameState:
    """Throw and land the dice showing ``candies`` (one per die, in ``state.dice`` order)."""
    state = apply(state, ThrowDice(state.stick_holder)).state
    faces = tuple(face_of(state, die, candy) for die, candy in enumerate(candies))
    outcome = apply(state, DiceLanded(faces))
    assert outcome.refused is None
    return outcome.state


def refused(action: Action, reason: Reason) -> Refused:
    """The event of the rules refusing ``action`` for ``reason``."""
    return Refused(action, Refusal.of(reason))


def play(state: GameState, *actions: Action) -> tuple[GameState, list[Event]]:
    """Apply ``actions`` in order; returns the final state and all events."""
    events: list[Event] = []
    for action in actions:
        outcome = apply(state, action)
        state = outcome.state
        events.extend(outcome.events)
    return state, events


ALL_SIX = ("piruli", "colacion", "chocolate", "paleta", "tamarindo", "dulce")
"""A landing that shows every candy once on the white dice."""


def collect(state: GameState, player: int, collected: Card, die: int) -> GameState:
    """Place ``collected``, grab ``die`` and drop it on the card; none of it may be refused."""
    state, events = play(
        state, PlaceCard(player, collected.id), GrabDie(player, die), DropDieOnCard(player)
    )
    assert not any(isinstance(event, Refused) for event in events), events
    return state
