"""What a human's button presses mean in an I Want Candy! round, from what is on the table.

A device offers a handful of controls (:class:`Control`); the variants need many more
actions. Rather than a button per action, each press is read in context: during a
Roshambo duel grab/special/drop are rock/paper/scissors; the special button
challenges when a chance is open, else passes a held token, else switches hands; a
held special is palms down; after the alarm (Swappities) the same buttons trade. The
session still decides whether an action is allowed: this module only chooses which
action a press asks for, and the session's refusals explain the rest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from candy_arcade.core.geometry import Vec2
from candy_arcade.input.controls import Control, DeviceInput
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.roshambo import Duel
from candy_arcade.rules.candy.settings import CandySettings
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy.session import CandySession, point_in_card
from candy_arcade.sim.intents import IDLE, PlayerIntent, RpsChoice, TradeOffer

SpecialAction = Literal["challenge", "pass", "switch", "swap"]
STEP_THRESHOLD = 0.5
"""A stick or key pushed this far steps a choice once; it must come back to step again."""
SEAT_REACH = 70.0
"""A pointer this close to a seat chooses that player (as does one on their stash)."""
DUEL_PICKS: tuple[tuple[Control, RpsChoice], ...] = (
    (Control.GRAB, "rock"),
    (Control.SPECIAL, "paper"),
    (Control.SPECIAL_HOLD, "paper"),
    (Control.DROP, "scissors"),
)
"""During a duel the usual buttons pick: grab is rock, special is paper, drop is scissors."""


def special_action(session: CandySession, player: int) -> SpecialAction | None:
    """What a tap of the special button asks for now, the most pressing first: a
    challenge while a chance is open, passing a held token, then the hands."""
    if session.chance_for(player) is not None:
        return "challenge"
    if session.tokens_held(player):
        return "pass"
    if session.settings.two_hands:
        return "swap" if session.settings.both_hands_active else "switch"
    if session.settings.has(Variant.ROSHAMBO):
        return "challenge"
    if session.tokens:
        return "pass"
    return None


def hold_means_palms_down(settings: CandySettings) -> bool:
    """A held special button ends the search (palms down) where the variants allow it."""
    return settings.palms_down_allowed


class SeatControls:
    """One human seat's reading of its device: which hand it drives and its trade choice.

    Under Laissez Faire both hands are active; a device's main stick (or keys, or
    pointer) drives :attr:`driven` and its second stick the other hand, and the switch
    button swaps them, so a keyboard or mouse can move one hand at a time while the
    other stays where it was.
    """

    def __init__(self, player: int) -> None:
        self.player = player
        self.driven = 0
        self.trade = TradeCursor(player)

    def intent(self, session: CandySession, polled: DeviceInput) -> PlayerIntent:
        if session.phase is Phase.TRADING:
            return self.trade.intent(session, polled)
        if session.phase is Phase.OVER:
            return IDLE
        duel = session.duel_of(self.player)
        if duel is not None:
            return self._duel_intent(duel, polled)
        return self._play_intent(session, polled)

    def _duel_intent(self, duel: Duel, polled: DeviceInput) -> PlayerIntent:
        if self.player in duel.picks:
            return IDLE
        for control, choice in DUEL_PICKS:
            if polled.pressed(control):
                return PlayerIntent(rps=choice)
        return IDLE

    def _play_intent(self, session: CandySession, polled: DeviceInput) -> PlayerIntent:
        player = self.player
        special = polled.pressed(Control.SPECIAL)
        palms_down = False
        if polled.pressed(Control.SPECIAL_HOLD):
            if hold_means_palms_down(session.settings):
                palms_down = True
            else:
                special = True
        action = special_action(session, player) if special else None
        switching = polled.pressed(Control.SWITCH)
        both = session.settings.both_hands_active
        if action == "swap" or (switching and both):
            self.driven = 1 - self.driven
        main = (
            polled.target,
            polled.direction,
            polled.pressed(Control.GRAB),
            polled.pressed(Control.DROP),
        )
        other = (
            polled.second_target,
            polled.second_direction,
            polled.pressed(Control.SECOND_GRAB),
            polled.pressed(Control.SECOND_DROP),
        )
        first, second = (other, main) if both and self.driven == 1 else (main, other)
        return PlayerIntent(
            target=first[0],
            direction=first[1],
            grab=first[2],
            drop=first[3],
            second_target=second[0],
            second_direction=second[1],
            second_grab=second[2],
            second_drop=second[3],
            thump=polled.pressed(Control.THUMP),
            clap=polled.pressed(Control.CLAP),
            palms_down=palms_down,
            pass_token=action == "pass",
            challenge=action == "challenge",
            switch_hand=action == "switch" or (switching and not both),
        )

    def driven_side(self, session: CandySession) -> int | None:
        """The hand this seat's main controls move now (None with a single hand)."""
        if not session.settings.two_hands:
            return None
        return (
            self.driven if session.settings.both_hands_active else session.active_side[self.player]
        )


@dataclass
class TradeCursor:
    """Swappities: the own stash card and the other player a seat has chosen.

    Keys and sticks step through them (left/right: your cards, up/down: players); a
    pointer chooses by hovering over a card of your stash or another player's stash.
    The choice stays until changed, and follows the stash when cards are swapped.
    """

    player: int
    card: int | None = None
    to: int | None = None
    _step: tuple[int, int] = (0, 0)

    def intent(self, session: CandySession, polled: DeviceInput) -> PlayerIntent:
        self.follow(session, polled)
        trading = session.trading
        incoming = trading.offer_to(self.player) if trading is not None else None
        accept = offer = None
        if polled.pressed(Control.GRAB) and self.card is not None:
            if incoming is not None:
                accept = self.card
            elif self.to is not None:
                offer = TradeOffer(self.card, self.to, open=False)
        if polled.pressed(Control.SPECIAL) and self.card is not None and self.to is not None:
            offer = TradeOffer(self.card, self.to, open=True)
        return PlayerIntent(
            offer=offer,
            accept=accept,
            decline=polled.pressed(Control.DROP),
            done=polled.pressed(Control.SPECIAL_HOLD),
        )

    def follow(self, session: CandySession, polled: DeviceInput) -> None:
        """Keep the choice valid, then move it by the device's steps or pointer."""
        stash = session.stashes[self.player]
        others = [(self.player + offset) % session.players for offset in range(1, session.players)]
        done = session.trading.done if session.trading is not None else set()
        others = [other for other in others if other not in done] or others
        if self.card not in stash:
            self.card = stash[0] if stash else None
        if self.to not in others:
            self.to = others[0] if others else None
        direction = polled.direction
        if direction is not None and direction.length() > 0:
            self._step_by(direction, stash, others)
            return
        self._step = (0, 0)
        if polled.target is not None:
            self._point_at(session, polled.target, others)

    def _step_by(self, direction: Vec2, stash: list[int], others: list[int]) -> None:
        horizontal = abs(direction.x) >= abs(direction.y)
        value = direction.x if horizontal else direction.y
        sign = (value > STEP_THRESHOLD) - (value < -STEP_THRESHOLD)
        step = (sign, 0) if horizontal else (0, sign)
        if step == self._step:
            return
        self._step = step
        if sign == 0:
            return
        if horizontal and self.card is not None:
            self.card = stash[(stash.index(self.card) + sign) % len(stash)]
        elif not horizontal and self.to is not None:
            self.to = others[(others.index(self.to) - sign) % len(others)]

    def _point_at(self, session: CandySession, point: Vec2, others: list[int]) -> None:
        under = [
            card
            for card in session.stashes[self.player]
            if point_in_card(point, session.cards[card])
        ]
        if under:
            self.card = max(under, key=lambda card: session.cards[card].z)
            return
        for other in others:
            seat = session.geometry.seats[other]
            if seat.stash.contains(point) or seat.seat.distance(point) <= SEAT_REACH:
                self.to = other
                return
