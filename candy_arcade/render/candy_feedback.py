"""What each table event sounds like and says in a bubble over the players' hands.

A pure table from events to (sound, bubbles), so the round view only plays and shows
what this returns and tests can read every message. Secret things stay secret: a
Roshambo pick makes no sound and no bubble; only the result is told.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.render.theme import BAD, GOOD, HIGHLIGHT, TEXT
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.tokens import TOKEN_TITLES

Colour = tuple[int, int, int]

EVENT_SOUNDS: dict[EventKind, str] = {
    EventKind.GRAB: "grab",
    EventKind.UNSTASH: "grab",
    EventKind.STASH: "stash",
    EventKind.RETURN: "card_flip",
    EventKind.REFUSED: "refuse",
    EventKind.TOUCH: "oops_sorry",
    EventKind.TICK: "tick",
    EventKind.ALARM: "alarm",
    EventKind.STUCK: "stash",
    EventKind.STEAL_ARMED: "win",
    EventKind.STEAL: "grab",
    EventKind.PALMS_DOWN: "stash",
    EventKind.TOKEN_PASS: "card_flip",
    EventKind.CHALLENGE_CHANCE: "click",
    EventKind.CHALLENGE: "dice_roll",
    EventKind.RPS_DRAW: "dice_hit",
    EventKind.RPS_RESULT: "win",
    EventKind.TRADE_OFFER: "card_flip",
    EventKind.TRADE_ACCEPT: "stash",
    EventKind.TRADE_DECLINE: "refuse",
    EventKind.DONE_TRADING: "click",
    EventKind.SWITCH_HAND: "click",
}
BEAT_SOUNDS = {"thump": "dice_hit", "clap": "click"}
REFUSAL_SECONDS = 2.75
"""A refusal gives a reason ("their stash is empty: nothing to give back"): long enough
to read twice at a glance, where 1.2 s was gone before a newcomer finished it."""


@dataclass(frozen=True)
class Say:
    """A bubble over ``player``'s hand for ``seconds``."""

    player: int
    message: str
    colour: Colour
    seconds: float = 1.5
    refusal: bool = False
    """Why a move was refused: stale, and taken down, once the player's next move works."""


def sound_for(event: TableEvent) -> str | None:
    if event.kind is EventKind.BEAT:
        return BEAT_SOUNDS.get(event.detail)
    return EVENT_SOUNDS.get(event.kind)


def bubbles_for(event: TableEvent, names: list[str]) -> list[Say]:
    """The bubbles an event raises (refusals included; the view skips bots' ones)."""
    kind, players = event.kind, event.players
    if kind is EventKind.TOUCH:
        return [Say(player, "Oops, sorry.", GOOD) for player in players]
    if kind is EventKind.REFUSED and event.refusal is not None:
        return [Say(players[0], event.refusal.text(), BAD, REFUSAL_SECONDS, refusal=True)]
    if kind is EventKind.STEAL_ARMED:
        return [Say(players[0], "Steal armed!", HIGHLIGHT)]
    if kind is EventKind.STEAL:
        thief, victim = players
        return [
            Say(thief, f"Stolen from {names[victim]}!", GOOD),
            Say(victim, f"{names[thief]} stole a card!", BAD),
        ]
    if kind is EventKind.PALMS_DOWN:
        return [Say(players[0], "Palms down: done searching", TEXT, 2.0)]
    if kind is EventKind.TOKEN_PASS:
        giver, receiver = players
        title = TOKEN_TITLES.get(event.detail, "token")
        took = event.card_index is not None
        return [
            Say(giver, f"Snitched a card from {names[receiver]}!" if took else "Passed!", GOOD),
            Say(receiver, f"You got the {title}!", BAD),
        ]
    if kind is EventKind.TRADE_OFFER:
        offerer, receiver = players
        return [Say(receiver, f"An offer from {names[offerer]}!", HIGHLIGHT, 2.0)]
    if kind is EventKind.TRADE_ACCEPT:
        return [Say(player, "Swapped!", GOOD) for player in players]
    if kind is EventKind.TRADE_DECLINE:
        offerer, receiver = players
        return [Say(offerer, f"No deal with {names[receiver]}", BAD)]
    if kind is EventKind.DONE_TRADING:
        return [Say(players[0], "Done trading", TEXT)]
    if kind is EventKind.SWITCH_HAND:
        return [Say(players[0], f"{event.detail.capitalize()} hand", TEXT, 0.6)]
    return []
