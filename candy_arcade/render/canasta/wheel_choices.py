"""The choices of the "Name the Wheel" dialog, each with what it is worth.

The Wheel counts as the card it is named, so the points decide many a choice (an Ace
melds for 20, a King for 10); a bonus name lays the Wheel out with the side's other
Hunters or Travellers, scored together as n² × 50.
"""

from __future__ import annotations

from candy_arcade.render.canasta.names import rank_name
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.roles import BONUS_NAMES, Role

EFFECTS = {"Crone": "clears the pile", "Darkness": "ends the hand"}
"""Names the Wheel may take only to be discarded: what the discard does, not points."""


def wheel_choice_label(deck: Deck, name: str) -> str:
    """``King · 10 pts``, ``Joker · wild 50 pts``, ``Hunter · bonus`` (laid out)."""
    if name in BONUS_NAMES:
        return f"{name} · bonus"
    if name in EFFECTS:
        return f"{name} · {EFFECTS[name]}"
    face = deck.faces[name]
    kind = "wild " if face.role is Role.WILD else ""
    return f"{rank_name(name)} · {kind}{face.points} pts"
