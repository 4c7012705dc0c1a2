"""Piñata Blast's rules: components, the round state machine, scoring. Pure and headless.

Start a game with :func:`new_game`, feed it actions with :func:`apply`, read the
events it returns. The physics of the throw and the real-time hands live in
``candy_arcade.sim.pinata``; they talk to the rules only through these values.
"""

from __future__ import annotations

from candy_arcade.rules.pinata.actions import (
    Action,
    DiceLanded,
    DropDieOnCard,
    GrabDie,
    NextRound,
    PlaceCard,
    PlayerAction,
    ReleaseDie,
    RoundClock,
    TakeCardBack,
    ThrowDice,
)
from candy_arcade.rules.pinata.apply import (
    Outcome,
    apply,
    card_can_still_get_a_die,
    die_showing_its_candy_left,
)
from candy_arcade.rules.pinata.components import (
    Candy,
    Card,
    Components,
    ComponentsError,
    DieSpec,
    load_components,
    parse_components,
)
from candy_arcade.rules.pinata.legal import legal_actions
from candy_arcade.rules.pinata.scoring import player_score, scores, winners
from candy_arcade.rules.pinata.setup import new_game
from candy_arcade.rules.pinata.state import (
    DiePlace,
    DieState,
    GameState,
    Phase,
    PinataSettings,
    PlayerState,
)
from candy_arcade.rules.pinata.visibility import hands_face_up

__all__ = [
    "Action",
    "Candy",
    "Card",
    "Components",
    "ComponentsError",
    "DiceLanded",
    "DiePlace",
    "DieSpec",
    "DieState",
    "DropDieOnCard",
    "GameState",
    "GrabDie",
    "NextRound",
    "Outcome",
    "Phase",
    "PinataSettings",
    "PlaceCard",
    "PlayerAction",
    "PlayerState",
    "ReleaseDie",
    "RoundClock",
    "TakeCardBack",
    "ThrowDice",
    "apply",
    "card_can_still_get_a_die",
    "die_showing_its_candy_left",
    "hands_face_up",
    "legal_actions",
    "load_components",
    "new_game",
    "parse_components",
    "player_score",
    "scores",
    "winners",
]
