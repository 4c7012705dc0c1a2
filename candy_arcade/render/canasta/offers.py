"""The table's buttons and which of them the engine allows right now.

Buttons keep fixed places (a disabled one is dimmed, not removed) so muscle memory
works; pressing a dimmed one still explains why it cannot be done.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from candy_arcade.render.canasta.hand_sort import DEFAULT_SORT, SORT_BUTTON_LABELS
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
    keys: Mapping[str, str],
    sort: str = DEFAULT_SORT,
    can_reveal: bool = False,
) -> list[Offer]:
    """Buttons for ``seat`` (the player holding the screen; None when hands are hidden),
    each showing the key the player bound to it (``keys``: command -> key label).
    ``sort`` is the hand's order (its button names it); ``can_reveal`` adds the button
    that shows the Watcher's reveal again, for the rest of that turn."""
    mine = seat is not None and state.to_act == seat and state.turn == seat
    kinds = {type(a) for a in legal} if mine else set()
    melding = mine and state.phase in (Phase.MELD, Phase.LAST_MELD)
    meld_ready = melding and (selected > 0 or staged > 0 or Meld in kinds)
    buttons = [
        Offer("draw", "Draw", keys["draw"], DrawStock in kinds),
        Offer("take", "Take pile", keys["take"], TakePile in kinds),
        Offer("meld", "Meld", keys["meld"], meld_ready),
        Offer("discard", "Discard", keys["discard"], Discard in kinds and selected == 1),
        Offer("end", "End play", keys["end"], EndPlay in kinds),
    ]
    if state.settings.ask_partner and state.settings.partner_of(state.turn) is not None:
        buttons.append(Offer("ask", "Ask partner", keys["ask"], AskPartner in kinds))
    buttons += [
        Offer("hint", "Hint", keys["hint"], mine and state.phase in (Phase.DRAW, Phase.MELD)),
        Offer("undo", "Undo", keys["undo"], can_undo),
        Offer("scores", "Scores", keys["scores"], True),
        Offer("sort", SORT_BUTTON_LABELS[sort], keys["sort"], seat is not None),
        Offer("log", "Log", keys["log"], True),
        Offer("menu", "Menu", "Esc", True),
    ]
    if can_reveal:
        buttons.append(Offer("reveal", "Reveal", keys["reveal"], True))
    return buttons
