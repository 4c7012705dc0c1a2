"""One real-time round of I Want Candy!: the thin session the driver and the views run.

The session advances in fixed 1/60 s ticks and takes one :class:`PlayerIntent` per
player per tick (:meth:`CandySession.step` returns what happened). It owns the round's
seeded generator, so (level, seed, variants, intents) replays a round exactly; it never
imports arcade, so it runs headless in tests, bots' playouts and ``simulate``.

How the pieces divide:

- the rules (:mod:`candy_arcade.rules.candy`): the settings and every rule number,
  each variant's own state (:class:`RockYou`, :class:`Tokens`, :class:`Roshambo`,
  :class:`Trading`), the reasons for refusals, the events, scoring and the match;
- the physical table (this package): hands as plain data, their pymunk bodies and the
  walls (:mod:`.palms`), the cards' places (:class:`CardTable`, the only code that
  moves a card and the only writer of ``Hand.held``), touches, and the few variant
  steps that need positions (:mod:`.rock_you`, :mod:`.tokens`, :mod:`.roshambo`).

No module writes another's fields: each state object changes only through its own
methods, and this class calls them in a fixed order each tick.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence

from candy_arcade.core.clock import TICK_SECONDS, seconds_to_ticks
from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.core.refusal import Refusal, number_word
from candy_arcade.core.rng import Rng
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.rules.candy.events import EventKind, TableEvent, refused
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.candy.reasons import CandyReason
from candy_arcade.rules.candy.rock_you import RockYou
from candy_arcade.rules.candy.roshambo import ChallengeChance, Duel, Roshambo
from candy_arcade.rules.candy.settings import CandySettings, settings_for
from candy_arcade.rules.candy.tokens import Token, Tokens
from candy_arcade.rules.candy.trading import Trading
from candy_arcade.rules.candy.variants import Variant
from candy_arcade.sim.candy import rock_you, roshambo, tokens
from candy_arcade.sim.candy.hands import (
    SIDE_NAMES,
    Hand,
    drive_velocity,
    ease_velocity,
    frozen_reason,
    make_hand,
    shoulders,
    velocity_towards,
)
from candy_arcade.sim.candy.palms import PalmBodies
from candy_arcade.sim.candy.table import PALM_RADIUS, TableGeometry, table_geometry
from candy_arcade.sim.candy.table_cards import (
    CardPlace,
    CardTable,
    TableCard,
    point_in_card,
    point_on_card,
)
from candy_arcade.sim.candy.touches import ease_apart_goal, find_touches
from candy_arcade.sim.intents import PlayerIntent

__all__ = [
    "CandySession",
    "CardPlace",
    "Hand",
    "Phase",
    "TableCard",
    "point_in_card",
]

EASE_APART_DISTANCE = 90.0
_CLEAR = PALM_RADIUS + 6.0
"""Cards are not scattered closer than this to an obstacle, so a palm can reach them."""


class CandySession:
    """One round: the physical table, the variants' state, and the tick that moves them.

    Args:
        variants: the variants in play, as :class:`Variant` values or their
            command-line names (``"rock-you"``); any combination.
    """

    def __init__(
        self,
        level: LevelSpec,
        players: int,
        seed: int,
        timer_seconds: int | None = None,
        variants: Iterable[Variant | str] = (),
    ) -> None:
        self.level = level
        self.players = players
        self.seed = seed
        self.settings: CandySettings = settings_for(variants)
        self.rng = Rng(seed)
        self.geometry: TableGeometry = table_geometry(level, players)
        self.tick = 0
        self.duration_ticks = seconds_to_ticks(timer_seconds or level.timer_seconds)
        self.phase = Phase.PLAYING
        self.table = CardTable(
            self.geometry,
            players,
            self.rng,
            deck_size=self.settings.deck_size,
            flipper=self.settings.has(Variant.FLIPPER),
            stashes_face_up=self.settings.has(Variant.SEE_FOR_MILES),
            keep_clear=tuple(
                Rect(o.rect.center, o.rect.width + 2 * _CLEAR, o.rect.height + 2 * _CLEAR)
                for o in level.obstacles
            ),
        )
        hands: list[Hand] = []
        for player in range(players):
            for side, (shoulder, rest) in enumerate(
                shoulders(self.geometry, player, self.settings.two_hands)
            ):
                hands.append(make_hand(len(hands), player, side, shoulder, rest))
        self.all_hands: tuple[Hand, ...] = tuple(hands)
        """Every hand on the table, in their fixed order (``Hand.number``)."""
        self.hands_by_player: tuple[tuple[Hand, ...], ...] = tuple(
            tuple(hand for hand in hands if hand.player == player) for player in range(players)
        )
        self.hands: tuple[Hand, ...] = tuple(own[0] for own in self.hands_by_player)
        """Each player's first (right) hand; the only one without Wall Street."""
        self.palms = PalmBodies(level, self.geometry, self.all_hands)
        self.active_side: list[int] = [0] * players
        """Restricted: which hand (0 right, 1 left) each player moves."""
        self.rock_you = RockYou(players, self.settings)
        self.tokens_in_play = Tokens(self.settings, players, self.rng)
        self.roshambo = Roshambo(self.settings)
        self.trading: Trading | None = None
        self.stuck: list[list[int]] = [[] for _ in range(players)]
        """Per player, the cards still in a hand at the alarm and so put in their stash."""
        self._plain_intents: list[PlayerIntent | None] = [None] * players
        """Per player, the last intent seen to press no button (skipped if sent again)."""

    # ----------------------------------------------------------------- reading

    @property
    def variants(self) -> frozenset[Variant]:
        return self.settings.variants

    @property
    def cards(self) -> list[TableCard]:
        """Every card of the deck, by deck index."""
        return self.table.cards

    @property
    def stashes(self) -> list[list[int]]:
        """Each player's stash, in laying order."""
        return self.table.stashes

    @property
    def stuck_cards(self) -> tuple[tuple[int, ...], ...]:
        """Per player, the cards they were stuck with at the alarm that are still in
        their stash (a Swappities trade may have passed one on): what the reveal labels."""
        return tuple(
            tuple(card for card in stuck if card in stash)
            for stuck, stash in zip(self.stuck, self.stashes, strict=True)
        )

    @property
    def tokens(self) -> list[Token]:
        return self.tokens_in_play.tokens

    @property
    def duels(self) -> list[Duel]:
        return self.roshambo.duels

    @property
    def challenge_chances(self) -> list[ChallengeChance]:
        return self.roshambo.chances

    @property
    def over(self) -> bool:
        """The round is revealed: nothing more happens."""
        return self.phase is Phase.OVER

    @property
    def seconds_left(self) -> float:
        return max(0.0, (self.duration_ticks - self.tick) * TICK_SECONDS)

    @property
    def trading_seconds_left(self) -> float:
        """Swappities: how long trading may still last (0 outside the trading phase)."""
        if self.trading is None or self.phase is not Phase.TRADING:
            return 0.0
        return self.trading.ticks_left(self.tick) * TICK_SECONDS

    @property
    def stashes_face_up(self) -> bool:
        """I Can See For Miles: every stash lies face up."""
        return self.table.stashes_face_up

    def active_hands(self, player: int) -> tuple[Hand, ...]:
        """The hands the player moves now: both under Laissez Faire, one otherwise."""
        own = self.hands_by_player[player]
        if self.settings.both_hands_active or len(own) == 1:
            return own
        return (own[self.active_side[player]],)

    def is_palms_down(self, player: int) -> bool:
        return self.hands[player].palms_down

    def steal_armed(self, player: int) -> bool:
        """I Will Rock You: the player's next grab on another stash steals."""
        return self.rock_you.armed(player)

    def rhythm_progress(self, player: int) -> int:
        """I Will Rock You: beats of the rhythm done so far (0-5)."""
        return self.rock_you.progress(player)

    def tokens_held(self, player: int) -> list[Token]:
        return self.tokens_in_play.held_by(player)

    def duel_of(self, player: int) -> Duel | None:
        return self.roshambo.duel_of(player)

    def chance_for(self, player: int) -> ChallengeChance | None:
        """Roshambo: the open chance for ``player`` to challenge, the newest first."""
        return self.roshambo.chance_for(player, self.tick)

    def pool_cards(self) -> list[int]:
        return self.table.pool_cards()

    def hold_clock(self) -> None:
        """Keep the alarm as far off as it is for the coming tick: a guided first game
        calls this before each tick while its learner is still being shown the moves,
        so the round's clock waits for them (a normal round never calls it)."""
        self.duration_ticks += 1

    def place_hand(self, hand: Hand, point: Vec2) -> None:
        """Put a palm somewhere at once (set-up and tests; play never teleports)."""
        self.palms.place(hand, point)

    # ----------------------------------------------------------------- the tick

    def step(self, intents: Sequence[PlayerIntent]) -> list[TableEvent]:
        """Advance one tick with one intent per player; returns what happened."""
        if len(intents) != self.players:
            raise ValueError(f"expected {self.players} intents, got {len(intents)}")
        if self.phase is Phase.OVER:
            return []
        events: list[TableEvent] = []
        if self.phase is Phase.TRADING:
            self._trade(intents, events)
            self.tick += 1
            return events
        self._move_hands(intents, events)
        self.palms.step()
        self._detect_touches(events)
        plain = self._plain_intents
        for player, intent in enumerate(intents):
            if intent is not plain[player]:
                plain[player] = intent if self._act(player, intent, events) else None
        if self.settings.has(Variant.ROSHAMBO):
            roshambo.run_roshambo(self, events)
        self._update_held_and_peeks()
        self.tick += 1
        self._run_timer(events)
        return events

    def _move_hands(self, intents: Sequence[PlayerIntent], events: list[TableEvent]) -> None:
        tick, geometry = self.tick, self.geometry
        both, active_side = self.settings.both_hands_active, self.active_side
        for player, intent in enumerate(intents):
            if intent.switch_hand:
                self._switch_hand(player, events)
            for side, hand in enumerate(self.hands_by_player[player]):
                if tick < hand.frozen_until:
                    vx, vy = ease_velocity(hand, tick)
                elif hand.palms_down:
                    vx, vy = velocity_towards(hand, hand.rest.x, hand.rest.y, geometry)
                elif hand.in_duel:
                    vx = vy = 0.0
                elif both and side == 1:
                    vx, vy = drive_velocity(
                        hand, intent.second_target, intent.second_direction, geometry
                    )
                elif both or active_side[player] == side:
                    vx, vy = drive_velocity(hand, intent.target, intent.direction, geometry)
                else:
                    vx = vy = 0.0
                self.palms.drive(hand, vx, vy)

    def _act(self, player: int, intent: PlayerIntent, events: list[TableEvent]) -> bool:
        """Apply one player's buttons, the variants' actions first, then grab and drop.

        Returns True when the intent pressed no button at all: intents are immutable,
        so the same object sent again (a held mouse, a bot cruising) is skipped.
        """
        if (
            intent.palms_down
            or intent.thump
            or intent.clap
            or intent.pass_token
            or intent.challenge
            or intent.rps is not None
        ):
            self._act_variants(player, intent, events)
        if intent.grab or intent.drop:
            hand = self.active_hands(player)[0]
            if intent.grab:
                self._grab(hand, events)
            if intent.drop:
                self._drop(hand, events)
        if intent.second_grab or intent.second_drop:
            if not self.settings.both_hands_active:
                self.refuse(player, Refusal.of(CandyReason.NO_SECOND_HAND), events)
            else:
                hand = self.hands_by_player[player][1]
                if intent.second_grab:
                    self._grab(hand, events)
                if intent.second_drop:
                    self._drop(hand, events)
        if intent.offer is not None or intent.accept is not None or intent.decline or intent.done:
            why = (
                CandyReason.TRADING_AFTER_ALARM
                if self.settings.has(Variant.SWAPPITIES)
                else CandyReason.NO_TRADING
            )
            self.refuse(player, Refusal.of(why), events)
            return False
        return not (
            intent.grab
            or intent.drop
            or intent.second_grab
            or intent.second_drop
            or intent.palms_down
            or intent.thump
            or intent.clap
            or intent.pass_token
            or intent.challenge
            or intent.rps is not None
            or intent.switch_hand
        )

    def _act_variants(self, player: int, intent: PlayerIntent, events: list[TableEvent]) -> None:
        if intent.palms_down:
            rock_you.palms_down(self, player, events)
        if intent.thump:
            rock_you.beat(self, player, "thump", events)
        if intent.clap:
            rock_you.beat(self, player, "clap", events)
        if intent.pass_token:
            tokens.pass_tokens(self, player, events)
        if intent.challenge:
            roshambo.challenge(self, player, events)
        if intent.rps is not None:
            roshambo.pick(self, player, intent.rps, events)

    def refuse(self, player: int, refusal: Refusal, events: list[TableEvent]) -> None:
        """A refused action: feedback, never silence."""
        events.append(refused(player, self.tick, refusal))

    # ----------------------------------------------------------------- touching

    def _detect_touches(self, events: list[TableEvent]) -> None:
        for hand_a, hand_b in find_touches(self.all_hands, self.tick, self.settings.arm_touches):
            self._touch(hand_a, hand_b, events)

    def _touch(self, hand_a: Hand, hand_b: Hand, events: list[TableEvent]) -> None:
        """Both drop their cards where they are, palms down for the touch freeze, "Oops,
        sorry."."""
        settings = self.settings
        for hand in (hand_a, hand_b):
            if hand.held is not None:
                self.table.to_pool(hand.held, hand.position)
            goal_x, goal_y = ease_apart_goal(hand, EASE_APART_DISTANCE)
            hand.freeze_after_touch(
                self.tick,
                settings.touch_freeze_ticks,
                settings.touch_grace_ticks,
                self.geometry.clamp_to_table(Vec2(goal_x, goal_y)),
            )
        events.append(
            TableEvent(EventKind.TOUCH, self.tick, players=(hand_a.player, hand_b.player))
        )

    # ----------------------------------------------------------------- grab and drop

    def _grab(self, hand: Hand, events: list[TableEvent]) -> None:
        player = hand.player
        if hand.is_frozen(self.tick):
            self.refuse(player, frozen_reason(hand), events)
            return
        token = self.tokens_in_play.first_held_by(player)
        if token is not None:
            self.refuse(player, Refusal.of(CandyReason.TOKEN_HOLDER, token=token.title), events)
            return
        if hand.held is not None:
            self.refuse(player, Refusal.of(CandyReason.HAND_FULL), events)
            return
        card = self.table.top_card_at(hand.x, hand.y, player)
        if card is None:
            victim = self._over_other_stash(hand)
            if victim is None:
                self.refuse(player, Refusal.of(CandyReason.NO_CARD_UNDER_PALM), events)
            elif self.rock_you.armed(player):
                rock_you.steal(self, hand, victim, events)
            elif self.settings.has(Variant.ROCK_YOU):
                self.refuse(player, Refusal.of(CandyReason.RHYTHM_FIRST), events)
            else:
                self.refuse(player, Refusal.of(CandyReason.HANDS_OFF_STASH), events)
            return
        from_stash = card.place is CardPlace.STASH
        self.table.to_hand(card.index, hand)
        kind = EventKind.UNSTASH if from_stash else EventKind.GRAB
        events.append(TableEvent(kind, self.tick, (player,), card_index=card.index))
        if not from_stash and self.settings.has(Variant.ROSHAMBO):
            roshambo.open_challenges(self, player, card, events)

    def _over_other_stash(self, hand: Hand) -> int | None:
        position = hand.position
        for player, seat in enumerate(self.geometry.seats):
            if player != hand.player and seat.stash.contains(position):
                return player
        return None

    def _drop(self, hand: Hand, events: list[TableEvent]) -> None:
        player = hand.player
        if hand.held is None:
            self.refuse(player, Refusal.of(CandyReason.NOTHING_TO_DROP), events)
            return
        if hand.in_duel:
            self.refuse(player, Refusal.of(CandyReason.CARD_STAYS_IN_DUEL), events)
            return
        if hand.is_frozen(self.tick):
            return
        card_index = hand.held
        if self.geometry.seats[player].stash.contains(hand.position):
            if len(self.stashes[player]) >= self.settings.stash_limit:
                limit = number_word(self.settings.stash_limit)
                self.refuse(player, Refusal.of(CandyReason.STASH_FULL, limit=limit), events)
                return
            self.table.to_stash(card_index, player)
            events.append(TableEvent(EventKind.STASH, self.tick, (player,), card_index))
            return
        if self._over_other_stash(hand) is not None:
            self.refuse(player, Refusal.of(CandyReason.OTHERS_STASH), events)
            return
        self.table.to_pool(card_index, hand.position)
        events.append(TableEvent(EventKind.RETURN, self.tick, (player,), card_index))

    # ----------------------------------------------------------------- Wall Street

    def _switch_hand(self, player: int, events: list[TableEvent]) -> None:
        if not self.settings.two_hands:
            self.refuse(player, Refusal.of(CandyReason.ONE_HAND_ONLY), events)
        elif self.settings.both_hands_active:
            self.refuse(player, Refusal.of(CandyReason.BOTH_HANDS_ACTIVE), events)
        elif self.hands[player].palms_down:
            self.refuse(player, Refusal.of(CandyReason.SEARCH_ENDED), events)
        else:
            side = 1 - self.active_side[player]
            self.active_side[player] = side
            events.append(
                TableEvent(EventKind.SWITCH_HAND, self.tick, (player,), detail=SIDE_NAMES[side])
            )

    # ----------------------------------------------------------------- Swappities

    def _trade(self, intents: Sequence[PlayerIntent], events: list[TableEvent]) -> None:
        """One tick of trading: offers, answers and "done" presses; close on a majority."""
        trading, tick = self.trading, self.tick
        assert trading is not None
        for player, intent in enumerate(intents):
            if intent.grab or intent.drop or intent.second_grab or intent.second_drop:
                self.refuse(player, Refusal.of(CandyReason.CARDS_STAY_IN_STASHES), events)
            offer = intent.offer
            if offer is not None:
                trading.make_offer(
                    self.table, player, offer.card, offer.to, offer.open, tick, events
                )
            if intent.accept is not None:
                trading.accept(self.table, player, intent.accept, tick, events)
            if intent.decline:
                trading.decline(player, tick, events)
            if intent.done:
                trading.press_done(player, tick, events)
        if trading.closes_after(tick):
            trading.close()
            self.phase = Phase.OVER
            events.append(TableEvent(EventKind.TRADING_CLOSED, tick))

    # ----------------------------------------------------------------- the clock

    def _update_held_and_peeks(self) -> None:
        cards, stashes, seats = self.table.cards, self.table.stashes, self.geometry.seats
        for hand in self.all_hands:
            held = hand.held
            if held is not None:
                card = cards[held]
                if card.position.x != hand.x or card.position.y != hand.y:
                    card.position = Vec2(hand.x, hand.y)
                hand.peek = None
            elif stashes[hand.player]:
                stash = seats[hand.player].stash
                inside = (
                    abs(hand.x - stash.center.x) <= stash.width / 2
                    and abs(hand.y - stash.center.y) <= stash.height / 2
                )
                hand.peek = self._peeked_card(hand) if inside else None
            else:
                hand.peek = None

    def _peeked_card(self, hand: Hand) -> int | None:
        """The own stash card under an empty palm: its face is shown to its owner."""
        cards = self.table.cards
        under = [i for i in self.stashes[hand.player] if point_on_card(hand.x, hand.y, cards[i])]
        return max(under, key=lambda i: cards[i].z) if under else None

    def _run_timer(self, events: list[TableEvent]) -> None:
        ticks_left = self.duration_ticks - self.tick
        if 0 < ticks_left <= self.settings.countdown_ticks and ticks_left % 60 == 0:
            events.append(TableEvent(EventKind.TICK, self.tick))
        if ticks_left <= 0:
            events.append(TableEvent(EventKind.ALARM, self.tick))
            self._end_round(events)

    def _end_round(self, events: list[TableEvent]) -> None:
        """All play stops: duels are settled, a card still in a hand is stuck in its
        stash, full or not; then trading (Swappities) or the reveal."""
        while self.roshambo.duels:
            roshambo.settle(self, self.roshambo.duels[0], events)
        self.roshambo.close_all_chances()
        for hand in self.all_hands:
            if hand.held is not None:
                card_index = hand.held
                self.table.to_stash(card_index, hand.player)
                self.stuck[hand.player].append(card_index)
                events.append(TableEvent(EventKind.STUCK, self.tick, (hand.player,), card_index))
            hand.peek = None
        if self.settings.has(Variant.SWAPPITIES):
            self.phase = Phase.TRADING
            self.trading = Trading(self.players, self.tick, self.settings.trading_limit_ticks)
            events.append(TableEvent(EventKind.TRADING, self.tick))
        else:
            self.phase = Phase.OVER

    # ----------------------------------------------------------------- replay checks

    def state_hash(self) -> str:
        """A digest of everything that matters, for determinism and replay checks.

        Saved replays verify against it: what it digests, and how, must not change.
        """
        digest = hashlib.sha256()
        digest.update(
            f"{self.tick}|{self.phase.value}|{sorted(v.value for v in self.variants)}".encode()
        )
        for hand in self.all_hands:
            digest.update(
                f"|h{hand.player}.{hand.side}:{hand.x:.6f},{hand.y:.6f},{hand.held},"
                f"{hand.frozen_until},{hand.palms_down},{hand.in_duel}".encode()
            )
        for card in self.table.cards:
            digest.update(
                f"|c{card.index}:{card.place.value},{card.owner},{card.position.x:.6f},"
                f"{card.position.y:.6f},{card.angle:.6f},{card.z},{card.face_up}".encode()
            )
        rhythms = [(r.progress, r.armed) for r in self.rock_you.rhythms]
        digest.update(f"|s{self.active_side}|r{rhythms}".encode())
        digest.update(f"|t{[(t.kind, t.holder, t.passed_by) for t in self.tokens]}".encode())
        duels = [(d.players, d.card, d.deadline, sorted(d.picks.items())) for d in self.duels]
        digest.update(f"|d{duels}".encode())
        digest.update(f"|x{self.roshambo.chances}".encode())
        if self.trading is not None:
            digest.update(f"|o{self.trading.offers}|{sorted(self.trading.done)}".encode())
        return digest.hexdigest()
