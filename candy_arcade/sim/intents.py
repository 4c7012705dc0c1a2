"""What one player's hands want during one tick, whoever (device or bot) produced it.

Humans and bots emit exactly this; the simulation cannot tell them apart and applies
the same limits (speed cap, one card per hand) to both.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.candy.roshambo import RPS_CHOICES, RpsChoice

__all__ = ["IDLE", "RPS_CHOICES", "PlayerIntent", "RpsChoice", "TradeOffer"]


@dataclass(frozen=True, slots=True)
class TradeOffer:
    """Swappities: offer stash card ``card`` (deck index) to player ``to``, face up or not."""

    card: int
    to: int
    open: bool = False


@dataclass(frozen=True, slots=True)
class PlayerIntent:
    """One tick of input for one player.

    ``target`` (a mouse or a bot's aim) is a point the hand travels towards;
    ``direction`` (keys or a stick) is a vector of length at most 1. When both are
    given the direction wins, since it is the more deliberate input. Button fields are
    edge-triggered: true (or set) only on the tick the button went down.

    The first four fields drive the player's hand (under Wall Street Restricted, the
    active one; under Laissez Faire, the right one). The rest are the variants'
    actions; a session without that variant refuses them with a reason:

    - ``thump`` / ``clap``: one beat of I Will Rock You's rhythm.
    - ``palms_down``: end your own search for the round (I Will Rock You, Snitch).
    - ``pass_token``: pass the Blocker or Snitch you hold to the nearest hand in reach.
    - ``challenge``: Roshambo, claim the card someone grabbed from under your palm.
    - ``rps``: your secret rock, paper or scissors in a Roshambo duel.
    - ``switch_hand``: Restricted, make the other hand the active one.
    - ``second_*``: Laissez Faire, the left hand's move, grab and drop.
    - ``offer`` / ``accept`` (the stash card given back) / ``decline`` / ``done``:
      Swappities, after the alarm; accept and decline answer the offer made to you.

    ``grab_held`` is the one level, not an edge: whether the grab button is down now,
    or None when the source cannot tell (a bot, a device without that state). Piñata
    Blast lets a throw go when grab is released; it lives in the intent so that a
    recording of intents alone replays such a throw exactly.
    """

    target: Vec2 | None = None
    direction: Vec2 | None = None
    grab: bool = False
    drop: bool = False
    thump: bool = False
    clap: bool = False
    palms_down: bool = False
    pass_token: bool = False
    challenge: bool = False
    rps: RpsChoice | None = None
    switch_hand: bool = False
    second_target: Vec2 | None = None
    second_direction: Vec2 | None = None
    second_grab: bool = False
    second_drop: bool = False
    offer: TradeOffer | None = None
    accept: int | None = None
    decline: bool = False
    done: bool = False
    grab_held: bool | None = None


IDLE = PlayerIntent()
