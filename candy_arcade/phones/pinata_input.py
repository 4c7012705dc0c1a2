"""A phone's card taps and throw swipes at Piñata Blast, as the intents a mouse makes.

The phone shows the player's hand, so a tap on a card is what a click on that card of
the table is: the intent points at the card and presses grab. At home the card is laid
at once; away from home the session keeps it "laying" until the palm gets home, and a
mouse gets there because its pointer stays on the card. A phone's thumb is not on the
table, so the seat goes on pointing at that card (the palm walking home at the one
speed cap, like every palm) until the card is down, the player calls it off (DROP) or
steers with the touch pad, which always wins. So a tap lays its card wherever the
hand is, and no phone palm moves faster than any other.

A swipe is the slingshot a mouse pulls: grab pressed at the throw's start, then let go
one tick later pulled back by the swipe (as long as :data:`FULL_PULL` times its
strength), so the throw flies along the swipe. The session's throw gesture reads it
as it reads a mouse's: the same aim limits, the same power, the same "too soft" when
the swipe is too slow to throw.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from candy_arcade.core.geometry import Vec2
from candy_arcade.phones.protocol import Lay, Swipe
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.throw_gesture import FULL_PULL


def card_point(session: PinataSession, player: int, card_id: int) -> Vec2 | None:
    """Where card ``card_id`` of ``player``'s hand lies on the table (None: not in it)."""
    hand = session.state.players[player].hand
    slot = next((slot for slot, card in enumerate(hand) if card.id == card_id), None)
    if slot is None:
        return None
    return session.seats[player].hand_card_position(slot, len(hand))


def swipe_intents(origin: Vec2, swipe: Swipe) -> tuple[PlayerIntent, PlayerIntent]:
    """The two ticks of a mouse's slingshot that throw along ``swipe``: grab pressed at
    ``origin`` and held, then let go pulled back against the swipe."""
    pull = Vec2(swipe.x, swipe.y) * FULL_PULL
    return (
        PlayerIntent(target=origin, grab=True, grab_held=True),
        PlayerIntent(target=origin - pull, grab_held=False),
    )


def can_throw_now(session: PinataSession, player: int) -> bool:
    """Whether ``player`` holds the stick, has the dice ready and is not mid-throw."""
    return (
        session.phase is Phase.AWAITING_THROW
        and session.state.stick_holder == player
        and session.throw_ready
        and not session.gesture.charging
    )


class PhonePinataHand:
    """One phone seat's taps and swipes turned into intents, tick by tick."""

    def __init__(self) -> None:
        self.swipe: Swipe | None = None
        """A throw swiped before the dice were ready in the hand: thrown once they are."""
        self.release: PlayerIntent | None = None
        """The second tick of a swipe's slingshot, due next tick."""
        self.walking: int | None = None
        """The card tapped away from home: the seat points at it until it is laid."""

    def intent(
        self,
        base: PlayerIntent,
        gestures: Sequence[Lay | Swipe],
        session: PinataSession,
        player: int,
    ) -> PlayerIntent:
        """This tick's intent: ``base`` (the touch pad and buttons) with the ``gestures``
        that arrived since the last tick."""
        tap: Lay | None = None
        for gesture in gestures:
            if isinstance(gesture, Swipe):
                self.swipe = gesture
            else:
                tap = gesture
        if self.release is not None:
            release, self.release = self.release, None
            return release
        if self.swipe is not None:
            holding_stick = (
                session.phase is Phase.AWAITING_THROW and session.state.stick_holder == player
            )
            if not holding_stick:
                self.swipe = None
            elif can_throw_now(session, player):
                press, self.release = swipe_intents(
                    session.seats[player].throw_origin, self.swipe
                )
                self.swipe = None
                return press
        if tap is not None:
            point = card_point(session, player, tap.card)
            if point is not None:
                self.walking = tap.card
                return replace(base, target=point, direction=None, grab=True)
        return self._walk_home(base, session, player)

    def _walk_home(self, base: PlayerIntent, session: PinataSession, player: int) -> PlayerIntent:
        """Point at the tapped card while the session still waits to lay it and the
        thumb is off the touch pad."""
        if self.walking is None:
            return base
        point = card_point(session, player, self.walking)
        if point is None or session.laying[player] != self.walking:
            self.walking = None
            return base
        steering = base.direction is not None and base.direction.length() > 0.0
        return base if steering else replace(base, target=point, direction=None)
