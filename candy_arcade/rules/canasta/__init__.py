"""Heckadeck Canasta (and Classic Canasta) as a pure, typed rules engine.

The shape follows OpenSpiel: a :class:`Game` with the settings, an immutable
:class:`State`, enumerable :func:`legal_actions`, a pure :func:`apply`, and
:func:`observe` for one player's view. No arcade, no pymunk, no global random.
"""

from __future__ import annotations

from candy_arcade.rules.canasta.actions import (
    Action,
    AnswerPartner,
    AskPartner,
    ChooseView,
    Discard,
    DrawStock,
    EndPlay,
    LayWheel,
    Meld,
    MeldGroup,
    NextHand,
    TakePile,
)
from candy_arcade.rules.canasta.apply import IllegalAction, apply
from candy_arcade.rules.canasta.decks import Card, Deck, classic, deck_named, heckadeck
from candy_arcade.rules.canasta.enumerate import legal_actions
from candy_arcade.rules.canasta.game import Game
from candy_arcade.rules.canasta.legal import check
from candy_arcade.rules.canasta.observer import PlayerView, observe
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import HandResult, Phase, SideResult, State

__all__ = [
    "Action",
    "AnswerPartner",
    "AskPartner",
    "Card",
    "ChooseView",
    "Deck",
    "Discard",
    "DrawStock",
    "EndPlay",
    "Game",
    "HandResult",
    "IllegalAction",
    "LayWheel",
    "Meld",
    "MeldGroup",
    "NextHand",
    "Phase",
    "PlayerView",
    "Settings",
    "SideResult",
    "State",
    "TakePile",
    "apply",
    "check",
    "classic",
    "deck_named",
    "heckadeck",
    "legal_actions",
    "observe",
]
