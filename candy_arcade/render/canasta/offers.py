"""The table's buttons and which of them the engine allows right now.

Buttons keep fixed places (a disabled one is dimmed, not removed) so muscle memory
works; pressing a dimmed one still explains why it cannot be done.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.rules.canasta.actions import (
    Action,
    AskPartner,
    Discard,
    DrawStock,
    EndPlay,
    Meld,
    TakePile,
)
from candy_arcade.rules.canasta.state import Phase, State


@dataclass(frozen=True, slots=True)
class Offer:
    """A button: ``command`` for the controller, ``key`` the keyboard shortcut shown."""

    command: str
    label: str
    key: str
    enabled: bool


def offers(
    state: State,
    seat: int | None,
    legal: Sequence[Action],
    *,
    selected: int,
    staged: int,
    can_undo: bool,
) -> list[Offer]:
    """Buttons for ``seat`` (the player holding the screen; None when hands are hidden)."""
    mine = seat is not None and state.to_act == seat and state.turn == seat
    kinds = {type(a) for a in legal} if mine else set()
    melding = mine and state.phase in (Phase.MELD, Phase.LAST_MELD)
    buttons = [
        Offer("draw", "Draw", "S", DrawStock in kinds),
        Offer("take", "Take pile", "P", TakePile in kinds),
        Offer("meld", "Meld", "M", melding and (selected > 0 or staged > 0 or Meld in kinds)),
        Offer("discard", "Discard", "D", Discard in kinds and selected == 1),
        Offer("end", "End play", "E", EndPlay in kinds),
    ]
    if state.settings.ask_partner and state.settings.partner_of(state.turn) is not None:
        buttons.append(Offer("ask", "Ask partner", "A", AskPartner in kinds))
    buttons += [
        Offer("hint", "Hint", "H", mine and state.phase in (Phase.DRAW, Phase.MELD)),
        Offer("undo", "Undo", "U", can_undo),
        Offer("scores", "Scores", "Tab", True),
        Offer("menu", "Menu", "Esc", True),
    ]
    return buttons
