"""The bot interface and the loop that lets bots play hands and games.

A bot sees only its seat's :class:`PlayerView` and returns one action, the same
actions a person's input produces; the engine checks it like any other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Protocol

from candy_arcade.rules.canasta.actions import Action, NextHand
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.deal import new_game
from candy_arcade.rules.canasta.observer import PlayerView, observe
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Phase, State

#: A hand that runs this long has a bug in a bot or the engine; fail loudly.
MAX_STEPS_PER_HAND = 20_000


class Bot(Protocol):
    """Anything that picks an action for its seat from that seat's view."""

    def choose(self, view: PlayerView) -> Action: ...


StepHook = Callable[[State, Action], None]


def play_hand(state: State, bots: Sequence[Bot], on_step: StepHook | None = None) -> State:
    """Let the bots play from ``state`` until the hand is over; returns that state."""
    for _ in range(MAX_STEPS_PER_HAND):
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            return state
        seat = state.to_act
        assert seat is not None
        action = bots[seat].choose(observe(state, seat))
        if on_step is not None:
            on_step(state, action)
        state, _ = apply(state, action)
    raise RuntimeError(f"hand {state.hand_number} did not end in {MAX_STEPS_PER_HAND} steps")


def play_game(
    settings: Settings,
    seed: int,
    bots: Sequence[Bot],
    max_hands: int = 200,
    on_step: StepHook | None = None,
) -> Iterator[State]:
    """Play a whole game, yielding the state at the end of every hand.

    ``max_hands`` stops a game whose sides never reach the target (random bots).
    """
    state, _ = new_game(settings, seed)
    for _ in range(max_hands):
        state = play_hand(state, bots, on_step)
        yield state
        if state.phase is Phase.GAME_OVER:
            return
        state, _ = apply(state, NextHand())
