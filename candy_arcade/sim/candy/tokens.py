"""The Blocker and the Snitch on the table: which hand a token is passed to, and the
card the Snitch brings.

Who holds which token and who may receive it are
:class:`~candy_arcade.rules.candy.tokens.Tokens`' rules. Which hand is aimed at is
decided here from palm positions, so a device needs only one "pass" button.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.tokens import SNITCH, choose_receiver
from candy_arcade.sim.candy.hands import Hand, frozen_reason
from candy_arcade.sim.candy.table import PALM_RADIUS

if TYPE_CHECKING:
    from candy_arcade.sim.candy.session import CandySession

TOKEN_REACH = 5 * PALM_RADIUS
"""Palm centre to palm centre: close enough to hand something over without touching."""


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


def pass_tokens(session: CandySession, player: int, events: list[TableEvent]) -> None:
    tokens = session.tokens_in_play
    if not tokens.tokens:
        session.refuse(player, Refusal.of(CandyReason.NO_TOKENS), events)
        return
    held = tokens.held_by(player)
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
                session.table.to_hand(taken, free)
        tokens.hand_on(token, player, receiver)
        events.append(
            TableEvent(EventKind.TOKEN_PASS, session.tick, (player, receiver), taken, token.kind)
        )
