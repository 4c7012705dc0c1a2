"""Shorthand for Canasta scenario tests: tables built from card names."""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.rules.canasta import Action, Settings, State, apply, check
from candy_arcade.rules.canasta.actions import MeldGroup
from candy_arcade.rules.canasta.reasons import CanastaReason
from candy_arcade.rules.canasta.scenario import ids_of, position
from candy_arcade.rules.canasta.state import Phase

FOUR = Settings(players=4)
FILLER = ["5", "6", "8", "9"]


def table(
    hand: Sequence[str],
    *,
    others: Sequence[Sequence[str]] | None = None,
    settings: Settings = FOUR,
    phase: Phase = Phase.DRAW,
    **kwargs: object,
) -> State:
    """Player 0 to act with ``hand``; the other players hold ``others`` (or filler)."""
    rest = list(others) if others is not None else [FILLER] * (settings.players - 1)
    return position(settings, hands=[list(hand), *rest], phase=phase, **kwargs)  # type: ignore[arg-type]


def group(state: State, rank: str, *names: str, wheel_as: str | None = None,
          player: int = 0) -> MeldGroup:
    return MeldGroup(rank, ids_of(state, player, *names), wheel_as)


def play(state: State, *actions: Action) -> State:
    for action in actions:
        state, _ = apply(state, action)
    return state


def assert_refused(
    state: State, action: Action, reason: CanastaReason, **params: object
) -> None:
    """``action`` is refused for ``reason``, with these parameters (others unchecked)."""
    refusal = check(state, action)
    assert refusal is not None, f"{action} should be refused"
    assert refusal.reason is reason, refusal
    for name, value in params.items():
        assert refusal.param(name) == value, refusal
