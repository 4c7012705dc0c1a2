"""A double-click on a card of the hand: meld it or discard it, when that is the only
thing the card can do now; otherwise a short note says why not.

Only the card itself is considered (the rest of the selection stays as it was): it may
join one of the side's melds, or be discarded. When both are possible, or the Wheel
would first need a name, the player chooses with the usual keys instead, so a double
click never makes a move the player did not mean.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from candy_arcade.core.refusal import Reason, Refusal
from candy_arcade.render.canasta.names import card_name
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.views.canasta import compose


class QuickReason(Reason):
    """Why a double-click, or the key that shows the Watcher's reveal again, did nothing."""

    WAIT_FOR_TURN = "Wait for your turn to play a card"
    DRAW_FIRST = "Draw first ({draw}): then a double-click melds or discards a card"
    NOTHING_NOW = "No card can be played now"
    NAME_THE_WHEEL = (
        "The Wheel needs a name first: select it, then {meld} melds or {discard} discards it"
    )
    MELD_OR_DISCARD = (
        "The {card} could be melded or discarded: select it, then {meld} melds or "
        "{discard} discards it"
    )
    CANNOT_PLAY = "The {card} cannot join a meld alone or be discarded. {why}"
    NO_REVEAL = "No Watcher's reveal to see again this turn"


@dataclass(frozen=True)
class QuickPlay:
    """``command`` (``meld`` or ``discard``) to run with the card selected alone, or
    ``refusal``: why a double-click cannot play it."""

    command: str | None = None
    refusal: Refusal | None = None


def quick_play(state: State, seat: int, card: int, keys: Mapping[str, str]) -> QuickPlay:
    """What a double-click on ``card`` of ``seat``'s hand does (``keys``: command ->
    the key label, for the note)."""
    deck = state.deck
    if state.turn != seat or state.to_act != seat:
        return QuickPlay(refusal=Refusal.of(QuickReason.WAIT_FOR_TURN))
    if state.phase is Phase.DRAW:
        return QuickPlay(refusal=Refusal.of(QuickReason.DRAW_FIRST, draw=keys["draw"]))
    if state.phase not in (Phase.MELD, Phase.LAST_MELD):
        return QuickPlay(refusal=Refusal.of(QuickReason.NOTHING_NOW))
    if card == deck.wheel_id:
        return QuickPlay(refusal=Refusal.of(QuickReason.NAME_THE_WHEEL, meld=keys["meld"],
                                            discard=keys["discard"]))
    name = card_name(deck, card, state.wheel_as)
    meld = compose.meld_attempt(state, seat, [card])
    discard = compose.discard_attempt(state, seat, card)
    if meld.ok and discard.ok:
        return QuickPlay(refusal=Refusal.of(QuickReason.MELD_OR_DISCARD, card=name,
                                            meld=keys["meld"], discard=keys["discard"]))
    if meld.ok:
        return QuickPlay("meld")
    if discard.ok:
        return QuickPlay("discard")
    why = discard.reason.text() if discard.reason is not None else "It cannot be played now"
    return QuickPlay(refusal=Refusal.of(QuickReason.CANNOT_PLAY, card=name, why=why))
