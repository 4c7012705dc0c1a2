"""The Blocker and the Snitch: tokens whose holder may not touch any card.

A token is passed by aiming at another player's hand within reach; it may not go
straight back to the player who passed it. The Snitch also takes a random card
from the receiver's stash into the passer's hand, and a palms-down player cannot
receive it. Which hand is aimed at is decided here from palm positions, so a
device needs only one "pass" button.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.sim.candy.events import EventKind, TableEvent
from candy_arcade.sim.candy.hands import Hand, frozen_reason
from candy_arcade.sim.candy.table import PALM_RADIUS

if TYPE_CHECKING:
    from candy_arcade.sim.candy.session import CandySession

TOKEN_REACH = 5 * PALM_RADIUS
"""Palm centre to palm centre: close enough to hand something over without touching."""
BLOCKER, SNITCH = "blocker", "snitch"
TOKEN_TITLES = {BLOCKER: "Blocker", SNITCH: "Snitch"}


@dataclass(slots=True)
class Token:
    """A Blocker or Snitch, who holds it and who passed it to them."""

    kind: str
    holder: int
    passed_by: int | None = None

    @property
    def title(self) -> str:
        return TOKEN_TITLES[self.kind]


def receivers_in_reach(
    passer_hands: Sequence[Hand], hands: Sequence[Hand]
) -> list[tuple[float, int]]:
    """(distance, player) for every other player with a palm in reach of one of the
    passer's palms, nearest first."""
    if not passer_hands:
        return []
    passer = passer_hands[0].player
    best: dict[int, float] = {}
    for hand in hands:
        if hand.player == passer:
            continue
        for own in passer_hands:
            distance = math.hypot(hand.x - own.x, hand.y - own.y)
            if distance <= TOKEN_REACH and distance < best.get(hand.player, math.inf):
                best[hand.player] = distance
    return sorted((distance, player) for player, distance in best.items())


def choose_receiver(
    token: Token, in_reach: list[tuple[float, int]], palms_down: Sequence[bool]
) -> int | Refusal:
    """The nearest player in reach who may receive ``token``, or why nobody may."""
    if not in_reach:
        return Refusal.of(CandyReason.NO_HAND_IN_REACH, token=token.title)
    reasons = []
    for _, player in in_reach:
        if player == token.passed_by:
            reasons.append(Refusal.of(CandyReason.TOKEN_CANNOT_GO_BACK, token=token.title))
        elif token.kind == SNITCH and palms_down[player]:
            reasons.append(Refusal.of(CandyReason.SNITCH_TO_PALMS_DOWN))
        else:
            return player
    return reasons[0]


def pass_tokens(session: CandySession, player: int, events: list[TableEvent]) -> None:
    if not session.tokens:
        session.refuse(player, Refusal.of(CandyReason.NO_TOKENS), events)
        return
    held = session.tokens_held(player)
    if not held:
        session.refuse(player, Refusal.of(CandyReason.NO_TOKEN_HELD), events)
        return
    passers = [hand for hand in session.active_hands(player) if not hand.is_frozen(session.tick)]
    if not passers:
        session.refuse(player, frozen_reason(session.active_hands(player)[0]), events)
        return
    in_reach = receivers_in_reach(passers, session.all_hands)
    palms_down = [hand.palms_down for hand in session.hands]
    for token in held:
        receiver = choose_receiver(token, in_reach, palms_down)
        if isinstance(receiver, Refusal):
            session.refuse(player, receiver, events)
            continue
        taken: int | None = None
        if token.kind == SNITCH:
            free = next((hand for hand in passers if hand.held is None), None)
            if free is None:
                session.refuse(player, Refusal.of(CandyReason.SNITCH_NEEDS_EMPTY_HAND), events)
                continue
            stash = session.stashes[receiver]
            if stash:
                taken = session.rng.choice(stash)
                session.table.to_hand(taken, player)
                free.held = taken
        token.passed_by = player
        token.holder = receiver
        events.append(
            TableEvent(EventKind.TOKEN_PASS, session.tick, (player, receiver), taken, token.kind)
        )
