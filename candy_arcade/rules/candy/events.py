"""Things that happened during a tick, for sound, on-screen feedback and statistics."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from candy_arcade.core.refusal import Refusal


class EventKind(Enum):
    GRAB = "grab"
    UNSTASH = "unstash"
    STASH = "stash"
    RETURN = "return"
    REFUSED = "refused"
    TOUCH = "touch"
    TICK = "tick"
    ALARM = "alarm"
    STUCK = "stuck"
    SWITCH_HAND = "switch_hand"
    """Restricted: ``players=(p,)``, ``detail`` "left" or "right" (the hand now active)."""
    BEAT = "beat"
    """I Will Rock You: a beat that fits the rhythm; ``detail`` "thump" or "clap"."""
    STEAL_ARMED = "steal_armed"
    """I Will Rock You: the rhythm is complete; the next grab on another stash steals."""
    STEAL = "steal"
    """``players=(thief, victim)``, ``card_index`` the card now in the thief's hand."""
    PALMS_DOWN = "palms_down"
    """``players=(p,)``: p ended their search; ``card_index`` a card it put in the stash."""
    TOKEN_PASS = "token_pass"
    """``players=(giver, receiver)``, ``detail`` "blocker" or "snitch"; for the Snitch,
    ``card_index`` is the card taken from the receiver's stash (None if it was empty)."""
    CHALLENGE_CHANCE = "challenge_chance"
    """Roshambo: ``players=(challenger, grabber)`` may challenge for ``card_index`` (2 s)."""
    CHALLENGE = "challenge"
    """Roshambo: ``players=(challenger, grabber)`` now duel for ``card_index``."""
    RPS_PICK = "rps_pick"
    """Roshambo: ``players=(p,)`` has picked (the choice stays secret)."""
    RPS_DRAW = "rps_draw"
    """Roshambo: both picked alike; ``detail`` says what, and the duel replays."""
    RPS_RESULT = "rps_result"
    """Roshambo: ``players=(winner, loser)``, ``detail`` e.g. "paper covers rock";
    the winner has ``card_index`` in their hand (if it was still to be had)."""
    TRADING = "trading"
    """Swappities: the trading phase began (after the alarm and the stuck cards)."""
    TRADE_OFFER = "trade_offer"
    """``players=(offerer, receiver)``, ``detail`` "open" or "blind"; ``card_index``
    is the offered card only when open."""
    TRADE_ACCEPT = "trade_accept"
    """``players=(offerer, receiver)``: ``card_index`` went to the receiver,
    ``second_card`` came back to the offerer."""
    TRADE_DECLINE = "trade_decline"
    """``players=(offerer, receiver)``: the receiver declined."""
    DONE_TRADING = "done_trading"
    """``players=(p,)`` pressed done."""
    TRADING_CLOSED = "trading_closed"
    """A majority pressed done (or trading ran out of time): on to the reveal."""


@dataclass(frozen=True, slots=True)
class TableEvent:
    """One event; ``players`` are the players involved.

    ``refusal`` says why a ``REFUSED`` action was refused (a reason code a view words
    with :meth:`~candy_arcade.core.refusal.Refusal.text`); ``detail`` is the small
    fact some other kinds carry (a beat's kind, a hand's side, a token, a duel's end).
    """

    kind: EventKind
    tick: int
    players: tuple[int, ...] = ()
    card_index: int | None = None
    detail: str = ""
    second_card: int | None = None
    refusal: Refusal | None = None


def refused(player: int, tick: int, refusal: Refusal) -> TableEvent:
    """A refused action: feedback, never silence."""
    return TableEvent(EventKind.REFUSED, tick, (player,), refusal=refusal)
