"""What a Piñata Blast player's phone is shown: their hand, what to do, and why not.

Built on the game thread from the table's snapshot, for that player only: their own
hand (each card's candy by name, shape and colour, and its points), the card
waiting on the table, their pile, which controls apply now (the swipe area while
they hold the stick, otherwise the touch pad with GRAB and the drop button named by
what it does) and their latest refusal. Nothing of another player's hand is sent.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from candy_arcade.art.candy_art import CANDY_PALETTE
from candy_arcade.core import refusal as core_refusal
from candy_arcade.phones.device import PhoneView
from candy_arcade.rules.pinata.apply import card_can_still_get_a_die, die_showing_its_candy_left
from candy_arcade.rules.pinata.components import Card, Components
from candy_arcade.rules.pinata.events import (
    CardCollected,
    CardPlaced,
    CardRotten,
    DiceThrown,
    DieGrabbed,
    DieRefused,
)
from candy_arcade.rules.pinata.scoring import player_score
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.pinata.session_events import Refusal, SessionEvent, TableReason
from candy_arcade.sim.pinata.snapshot import PinataSnapshot
from candy_arcade.sim.pinata.table import TableSpec

GAME_OVER_NOTE = "The game is over: the piles are counted on the big screen."
REFUSAL_SECONDS = 2.5
"""A refusal stays on the phone this long, or until the player's next move works."""
PHONE_WORDS: dict[core_refusal.Reason, str] = {
    TableReason.DRAG_BACK: "too soft: swipe faster to throw",
    TableReason.NOT_HOME: "tap the card on your phone to lay it",
}
"""Refusals whose table wording names a mouse's or a key's move, in a phone's words."""
MISMATCH = "that die does not match your card"
ROTTEN = "Rotten! The card is lost"


def _colour(rgb: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def card_face(card: Card, components: Components, show_points: bool) -> dict[str, object]:
    """A card as the phone draws it: its candy's name, the shape and colour the big
    screen draws that candy in (so the card matches the dice), and its points (None
    under the youngest option, where cards are counted, not scored)."""
    candy = components.candy(card.candy)
    return {
        "id": card.id,
        "candy": candy.name,
        "shape": candy.id,
        "colour": _colour(CANDY_PALETTE.get(candy.id, candy.colour)),
        "points": card.points if show_points else None,
    }


def drop_label(snapshot: PinataSnapshot, player: int) -> str:
    """What the phone's drop button does now."""
    seat = snapshot.state.players[player]
    if seat.holding is not None:
        return "DROP DIE"
    if seat.waiting is not None:
        return "TAKE CARD BACK"
    if snapshot.laying[player] is not None:
        return "CALL OFF"
    return "NEXT CARD"


def phone_prompt(snapshot: PinataSnapshot, player: int) -> str:
    """What a phone player does now, in the phone's words: shown on their phone and
    under their seat on the big screen."""
    state = snapshot.state
    seat = state.players[player]
    if state.phase is Phase.AWAITING_THROW and state.stick_holder == player:
        left = snapshot.throw_seconds_left
        countdown = f"throw in {math.ceil(left)} s · " if left is not None else ""
        return f"{countdown}your throw: swipe on the phone"
    if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
        return ""
    if seat.holding is not None:
        return "over your card, DROP DIE puts the die on it"
    if seat.waiting is not None:
        if card_can_still_get_a_die(state, player):
            return "GRAB a die that matches your card"
        if die_showing_its_candy_left(state, player):
            return "only rotten dice match · TAKE CARD BACK"
        return "no die left for your card: it goes back"
    if snapshot.laying[player] is not None:
        return "laying… your hand is on its way home"
    if state.phase is Phase.GRABBING:
        return "tap a card on the phone to lay it"
    return "tap a card to lay it once the dice land"


def _prompt(snapshot: PinataSnapshot, player: int, throwing: bool) -> str:
    """The phone's own line: the throw's countdown is in its swipe area, and between
    rounds it says what is coming (the big screen's hint is blank then)."""
    if throwing:
        return "Your throw!"
    if snapshot.state.phase is Phase.ROUND_OVER:
        return "Round over: the next round is coming"
    return phone_prompt(snapshot, player)


def toward_middle(snapshot: PinataSnapshot, player: int, table: TableSpec) -> list[float]:
    """The way from the player's throw to the table's middle as the big screen shows it
    (x right, y up): the phone's swipe area points there."""
    offset = table.centre - snapshot.seats[player].throw_origin
    length = offset.length() or 1.0
    return [round(offset.x / length, 3), round(offset.y / length, 3)]


def pinata_view(
    seat: PhoneView,
    snapshot: PinataSnapshot,
    player: int,
    table: TableSpec,
    refusal: dict[str, object] | None,
) -> PhoneView:
    """Piñata Blast: the player's hand and placed card, their pile, the controls that
    apply now and their latest refusal."""
    state = snapshot.state
    show_points = not state.settings.youngest
    mine = state.players[player]
    throwing = state.phase is Phase.AWAITING_THROW and state.stick_holder == player
    components = state.components
    left = snapshot.throw_seconds_left if throwing else None
    pile = len(mine.victory) + len(mine.collected)
    return {
        **seat,
        "screen": "pinata",
        "controls": "throw" if throwing else "grab",
        "hand": [card_face(card, components, show_points) for card in mine.hand],
        "chosen": snapshot.selected[player],
        "laying": snapshot.laying[player],
        "placed": card_face(mine.waiting, components, show_points) if mine.waiting else None,
        "pile": f"Your pile: {pile} card{'s' if pile != 1 else ''}"
        + (f" · {player_score(mine, state.settings)} points" if show_points else ""),
        "rotten": components.candy(state.rotten).name if state.rotten else None,
        "prompt": _prompt(snapshot, player, throwing),
        "throw_seconds": math.ceil(left) if left is not None else None,
        "toward": toward_middle(snapshot, player, table) if throwing else None,
        "buttons": {"grab": "GRAB", "drop": drop_label(snapshot, player)},
        "refusal": refusal,
    }


@dataclass(frozen=True, slots=True)
class _Shown:
    text: str
    tick: int


WORKED = (CardPlaced, DieGrabbed, CardCollected, DiceThrown)
"""A player's move that worked: their refusal is taken down."""


class PhoneRefusals:
    """Each player's latest refusal, kept for their phone for a few seconds."""

    def __init__(self, ticks_shown: int) -> None:
        self.ticks_shown = ticks_shown
        self._shown: dict[int, _Shown] = {}

    def note(self, events: list[SessionEvent], tick: int) -> None:
        """Take in one tick's events."""
        for event in events:
            if isinstance(event, Refusal):
                words = PHONE_WORDS.get(event.refusal.reason) or event.refusal.text()
                self._shown[event.player] = _Shown(words, tick)
            elif isinstance(event, DieRefused):
                self._shown[event.player] = _Shown(MISMATCH, tick)
            elif isinstance(event, CardRotten):
                self._shown[event.player] = _Shown(ROTTEN, tick)
            elif isinstance(event, WORKED):
                self._shown.pop(event.player, None)

    def shown(self, player: int, tick: int) -> dict[str, object] | None:
        """``player``'s refusal to show at ``tick`` (its text and the tick it came at,
        so the page can flash a new one), or None."""
        shown = self._shown.get(player)
        if shown is None or tick - shown.tick > self.ticks_shown:
            return None
        return {"text": shown.text, "at": shown.tick}
