"""A whole game of Piñata Blast in real time: throws, palms, dice and the rules.

The session advances in fixed 1/60 s ticks and takes one :class:`PlayerIntent` per
player per tick, from a device or a bot alike. What the hands do becomes rules actions
(:mod:`candy_arcade.rules.pinata`), so every rule is decided there and only there;
the session owns what the rules leave out: the seeded generator, the thrown dice's
physics, where palms and dice are, which card of a hand is chosen, and the pause
between rounds. It never imports arcade, so whole games run headless.

How hands act (two buttons and movement, for every device):

- no card placed: drop chooses the next card of the hand; grab lays the chosen card,
  at once with the palm at home (near your own edge, in front of your cards). Away
  from home the card is "laying" until the palm, by whatever path, gets home, and is
  laid then (drop calls it off): a pointer queues it by grabbing over a card of its
  own hand (which chooses that card), keys and sticks by grabbing anywhere but over a
  die. A grab over a die is refused for both ("place a card before you take a die"),
  and a pointer's grab on the bare felt too: its player meant the felt, not a card.
- a card placed, the hand empty: grab picks up the die under the palm (a grab over a
  card of the hand is refused: one card waits at a time); drop takes the card back
  (the rules allow it once no good die is left for it). The session takes it back by
  itself after a moment only when no die at all shows its candy: while a rotten one
  does, the card waits for its owner to take it back, or to spoil it with that die.
- a die in the hand: drop puts it on the placed card when the palm is over the card,
  otherwise back on the table.

A stick holder who leaves the throw too long gets a gentle one made for them
(:data:`AUTO_THROW_SECONDS`), so nobody can stall the table.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence

from candy_arcade.core.clock import TICK_SECONDS, seconds_to_ticks
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.actions import (
    Action,
    DiceLanded,
    DropDieOnCard,
    GrabDie,
    NextRound,
    PlaceCard,
    ReleaseDie,
    RoundClock,
    TakeCardBack,
    ThrowDice,
)
from candy_arcade.rules.pinata.apply import apply, die_showing_its_candy_left
from candy_arcade.rules.pinata.components import Card, Components, load_components
from candy_arcade.rules.pinata.events import (
    CardCollected,
    CardRotten,
    DieGrabbed,
    DieRefused,
    DieReleased,
    Reason,
    Refused,
    RoundEnded,
    StickPassed,
)
from candy_arcade.rules.pinata.setup import new_game
from candy_arcade.rules.pinata.state import (
    ROUND_LIMIT_SECONDS,
    DiePlace,
    GameState,
    Phase,
    PinataSettings,
)
from candy_arcade.sim.intents import PlayerIntent
from candy_arcade.sim.pinata.dice import DiceThrow, power_for_travel, throw
from candy_arcade.sim.pinata.knocks import KnockListener
from candy_arcade.sim.pinata.palms import GRAB_REACH, Palm, felt_walls, move_palm
from candy_arcade.sim.pinata.seating import SeatLayout, seat_layouts
from candy_arcade.sim.pinata.session_events import (
    AutoThrow,
    CardChosen,
    Refusal,
    SessionEvent,
    TableReason,
    ThrowReady,
)
from candy_arcade.sim.pinata.snapshot import PinataSnapshot, take_snapshot
from candy_arcade.sim.pinata.table import DEFAULT_TABLE, TableSpec, aim_at_centre
from candy_arcade.sim.pinata.throw_gesture import ThrowCommand, ThrowGesture

SEED_RANGE = 2**31 - 1
ROUND_PAUSE_TICKS = 150
"""2.5 s between a round's end and the next throw: time to see who got what."""
TAKE_BACK_TICKS = 40
"""A placed card no die shows the candy of (rotten or not) goes back to the hand after
this long."""
READY_DISTANCE = 0.5
AUTO_THROW_SECONDS = 8.0
"""A stick holder who has not thrown this long after the throw is ready gets a throw
made for them, even mid-pull: one person away from the controls (or who never found
the throw) must not stall everyone else. Long enough to aim and pull with care; bots
throw within about 1.5 s, so they never meet it."""
AUTO_THROW_TICKS = seconds_to_ticks(AUTO_THROW_SECONDS)
AUTO_THROW_REACH = (0.8, 1.1)
"""An auto throw travels this fraction (a seeded pick) of the way to the table's middle:
gentle, so waiting out the clock never earns a better throw than making one."""


class PinataSession:
    """One game at one table, from the deal to the last round."""

    def __init__(
        self,
        player_count: int,
        seed: int,
        *,
        youngest: bool = False,
        stick_holder: int | None = None,
        components: Components | None = None,
        table: TableSpec = DEFAULT_TABLE,
        round_limit: float = ROUND_LIMIT_SECONDS,
        keys_lay_from_afar: bool = True,
    ) -> None:
        self.seed = seed
        self.keys_lay_from_afar = keys_lay_from_afar
        """Whether a grab without a pointer queues the chosen card away from home. Only
        replays recorded before it did (version 1) turn it off, so they play as they
        were played: such a grab was refused then ("bring your hand home")."""
        self.rng = Rng(seed)
        self.table = table
        self.components = components if components is not None else load_components()
        settings = PinataSettings(youngest=youngest, round_limit=round_limit)
        self.state: GameState = new_game(
            self.components, player_count, self.rng.fork("deal"), settings, stick_holder
        )
        self.seats: tuple[SeatLayout, ...] = seat_layouts(player_count, table)
        self.palms = [Palm(seat.seat, seat.rest) for seat in self.seats]
        self.walls = felt_walls(table)
        self.selected = [0] * player_count
        self.collected: list[list[tuple[Card, int]]] = [[] for _ in range(player_count)]
        self.dice: DiceThrow | None = None
        self.tick = 0
        self.grab_ticks = 0
        self.pause_ticks = 0
        self.waiting_ticks = [0] * player_count
        self.laying: list[int | None] = [None] * player_count
        """Per player, the id of the card chosen away from home, laid when the palm gets home."""
        self.throw_ready = False
        self.ready_tick = 0
        self.gesture = self._new_gesture()
        self._die_spots: dict[int, tuple[int, int]] = {}
        self.knocks = KnockListener()

    @property
    def players(self) -> int:
        return self.state.player_count

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def over(self) -> bool:
        return self.state.phase is Phase.GAME_OVER

    @property
    def seconds_left(self) -> float:
        """What the round clock shows: the whole limit before the grab, then counting
        down, and nothing left once the game is over (the clock used to jump back to
        the whole limit, 0:20 under "Game over!")."""
        if self.over:
            return 0.0
        limit = self.state.settings.round_limit
        if self.state.phase not in (Phase.GRABBING, Phase.ROUND_OVER):
            return limit
        return max(0.0, limit - self.grab_ticks * TICK_SECONDS)

    def hold_clocks(self) -> None:
        """Stop the grab's round limit and the auto throw for the coming tick: a guided
        first game calls this before each tick while its learner is still being shown
        the moves, so neither runs out on them (a normal game never calls it)."""
        if self.state.phase is Phase.GRABBING:
            self.grab_ticks = max(0, self.grab_ticks - 1)
        if self.throw_ready:
            self.ready_tick += 1

    @property
    def throw_seconds_left(self) -> float | None:
        """Seconds until the table throws for a stick holder who has the dice ready
        (None when no throw is awaited)."""
        if self.state.phase is not Phase.AWAITING_THROW or not self.throw_ready:
            return None
        return max(0.0, AUTO_THROW_SECONDS - (self.tick - self.ready_tick) * TICK_SECONDS)

    def laying_card(self, player: int) -> Card | None:
        """The card ``player`` chose in the hand that is laid once their palm is home."""
        card_id = self.laying[player]
        hand = self.state.players[player].hand
        return next((card for card in hand if card.id == card_id), None)

    def selected_card(self, player: int) -> Card | None:
        """The card of the hand that grab at home would place."""
        hand = self.state.players[player].hand
        if not hand:
            return None
        return hand[min(self.selected[player], len(hand) - 1)]

    def die_position(self, index: int) -> Vec2:
        """Where die ``index`` is now: on the felt, in a palm, on a card, or with the thrower."""
        die = self.state.dice[index]
        if self.dice is not None and self.dice.is_on_table(index):
            body = self.dice.bodies[index].position
            return Vec2(body.x, body.y)
        if die.place is DiePlace.HAND and die.player is not None:
            return self.palms[die.player].position
        spot = self._die_spots.get(index)
        if spot is not None:
            player, order = spot
            return self.seats[player].collected_position(order)
        return self._cluster_position(index)

    # --- stepping ---------------------------------------------------------------------

    def step(self, intents: Sequence[PlayerIntent]) -> list[SessionEvent]:
        """Advance one tick with one intent per player; returns what happened.

        The intents alone decide the tick (with the seeded generator), so a game
        replays exactly from its intent log.
        """
        if len(intents) != self.players:
            raise ValueError(f"expected {self.players} intents, got {len(intents)}")
        if self.over:
            return []
        events: list[SessionEvent] = []
        phase = self.state.phase
        if phase is Phase.AWAITING_THROW:
            self._await_throw(intents, events)
        elif phase is Phase.ROLLING:
            self._roll(intents, events)
        elif phase is Phase.GRABBING:
            self._grab_phase(intents, events)
        elif phase is Phase.ROUND_OVER:
            self._between_rounds(intents, events)
        self.tick += 1
        return events

    def _move_palms(self, intents: Sequence[PlayerIntent], skip: int | None = None) -> None:
        for palm, intent in zip(self.palms, intents, strict=True):
            if palm.player != skip:
                move_palm(palm, self.walls, intent.target, intent.direction)

    def _await_throw(self, intents: Sequence[PlayerIntent], events: list[SessionEvent]) -> None:
        holder = self.state.stick_holder
        self._move_palms(intents, skip=holder)
        self._idle_buttons(intents, events, skip=holder, why=TableReason.WAIT_FOR_THROW)
        palm = self.palms[holder]
        if not self.throw_ready:
            origin = self.seats[holder].throw_origin
            move_palm(palm, self.walls, origin, None)
            if palm.position.distance(origin) <= READY_DISTANCE:
                self.throw_ready = True
                self.ready_tick = self.tick
                events.append(ThrowReady(holder))
            return
        outcome = self.gesture.update(intents[holder])
        if outcome.cancelled is not None:
            events.append(Refusal.because(holder, outcome.cancelled))
        if outcome.throw is not None:
            self._throw(holder, outcome.throw, events)
        elif self.tick - self.ready_tick >= AUTO_THROW_TICKS:
            events.append(AutoThrow(holder))
            self._throw(holder, self._auto_throw(holder), events)

    def _auto_throw(self, holder: int) -> ThrowCommand:
        """A gentle throw straight at the middle, its length a seeded pick."""
        origin = self.seats[holder].throw_origin
        reach = origin.distance(self.table.centre) * self.rng.uniform(*AUTO_THROW_REACH)
        return ThrowCommand(aim_at_centre(origin, self.table), power_for_travel(reach))

    def _throw(self, holder: int, command: ThrowCommand, events: list[SessionEvent]) -> None:
        self.gesture.charging = False
        self._apply(ThrowDice(holder), events)
        self.dice = throw(
            self.rng.randint(0, SEED_RANGE),
            command.aim,
            command.power,
            self.seats[holder].throw_origin,
            len(self.state.dice),
            self.table,
        )
        self.knocks.listen(self.dice.space)

    def _roll(self, intents: Sequence[PlayerIntent], events: list[SessionEvent]) -> None:
        self._move_palms(intents)
        self._idle_buttons(intents, events, why=TableReason.WAIT_FOR_DICE)
        if self.dice is None:
            raise AssertionError("the dice roll only after a throw")
        self.dice.step()
        self._report_knocks(events)
        if self.dice.settled:
            self._apply(DiceLanded(self.dice.faces), events)
            self.grab_ticks = 0
            self.waiting_ticks = [0] * self.players

    def _grab_phase(self, intents: Sequence[PlayerIntent], events: list[SessionEvent]) -> None:
        self._move_palms(intents)
        for offset in range(self.players):
            player = (self.tick + offset) % self.players
            intent = intents[player]
            if intent.grab and self.state.phase is Phase.GRABBING:
                self._press_grab(player, intent, events)
            if intent.drop and self.state.phase is Phase.GRABBING:
                self._press_drop(player, events)
        if self.state.phase is Phase.GRABBING:
            self._lay_arriving_cards(events)
        if self.state.phase is Phase.GRABBING:
            self._take_back_hopeless_cards(events)
        if self.dice is not None:
            self.dice.step()
            self._report_knocks(events)
        if self.state.phase is Phase.GRABBING:
            self.grab_ticks += 1
            self._apply(RoundClock(self.grab_ticks * TICK_SECONDS), events)

    def _between_rounds(self, intents: Sequence[PlayerIntent], events: list[SessionEvent]) -> None:
        self._move_palms(intents)
        self._idle_buttons(intents, events, why=TableReason.NEXT_ROUND_COMING)
        self.pause_ticks += 1
        if self.pause_ticks >= ROUND_PAUSE_TICKS:
            self._apply(NextRound(), events)

    def _idle_buttons(
        self,
        intents: Sequence[PlayerIntent],
        events: list[SessionEvent],
        why: TableReason,
        skip: int | None = None,
    ) -> None:
        """Outside the grab, drop still chooses a card; grab is refused with the reason."""
        for player, intent in enumerate(intents):
            if player == skip:
                continue
            if intent.drop:
                self._choose_next(player, events)
            if intent.grab:
                events.append(Refusal.because(player, why))

    # --- what a hand does -------------------------------------------------------------

    def _press_grab(self, player: int, intent: PlayerIntent, events: list[SessionEvent]) -> None:
        seat_state = self.state.players[player]
        palm = self.palms[player]
        if seat_state.waiting is None:
            self._place(player, intent, events)
            return
        if self._pointed_card(player, intent) is not None:
            events.append(Refusal.because(player, Reason.CARD_ALREADY_WAITING))
            return
        if seat_state.holding is not None:
            events.append(Refusal.because(player, Reason.HAND_FULL))
            return
        die = self._die_under(palm)
        if die is None:
            events.append(Refusal.because(player, TableReason.NO_DIE_UNDER_PALM))
            return
        self._apply(GrabDie(player, die), events)

    def _pointed_card(self, player: int, intent: PlayerIntent) -> int | None:
        """The slot of the card of ``player``'s own hand the intent points at, if any."""
        if intent.target is None:
            return None
        return self.seats[player].hand_card_at(intent.target, len(self.state.players[player].hand))

    def _place(self, player: int, intent: PlayerIntent, events: list[SessionEvent]) -> None:
        seat = self.seats[player]
        hand = self.state.players[player].hand
        pointed = self._pointed_card(player, intent)
        if pointed is not None and pointed != self.selected[player]:
            self.selected[player] = pointed
            events.append(CardChosen(player, hand[pointed].id))
        card = self.selected_card(player)
        if card is None:
            events.append(Refusal.because(player, TableReason.HAND_EMPTY))
            return
        if seat.is_home(self.palms[player].position):
            self.laying[player] = None
            self._apply(PlaceCard(player, card.id), events)
            return
        if pointed is not None:
            self.laying[player] = card.id
            return
        die = self._die_under(self.palms[player])
        if die is not None:
            self._apply(GrabDie(player, die), events)
        elif intent.target is None and self.keys_lay_from_afar:
            self.laying[player] = card.id
        else:
            events.append(Refusal.because(player, TableReason.NOT_HOME))

    def _lay_arriving_cards(self, events: list[SessionEvent]) -> None:
        """A card chosen away from home is laid as soon as the palm gets home, however
        long the way (a card no longer in the hand is forgotten)."""
        for player in range(self.players):
            if self.laying[player] is None:
                continue
            card = self.laying_card(player)
            if card is None or self.state.players[player].waiting is not None:
                self.laying[player] = None
            elif self.seats[player].is_home(self.palms[player].position):
                self.laying[player] = None
                self._apply(PlaceCard(player, card.id), events)

    def _press_drop(self, player: int, events: list[SessionEvent]) -> None:
        seat_state = self.state.players[player]
        if self.laying[player] is not None:
            self.laying[player] = None
            events.append(Refusal.because(player, TableReason.LAYING_CALLED_OFF))
            return
        if seat_state.holding is not None:
            if self.seats[player].reaches_card(self.palms[player].position):
                self._apply(DropDieOnCard(player), events)
            else:
                self._apply(ReleaseDie(player), events)
        elif seat_state.waiting is not None:
            self._apply(TakeCardBack(player), events)
        else:
            self._choose_next(player, events)

    def _choose_next(self, player: int, events: list[SessionEvent]) -> None:
        hand = self.state.players[player].hand
        if self.state.players[player].waiting is not None or not hand:
            return
        self.selected[player] = (min(self.selected[player], len(hand) - 1) + 1) % len(hand)
        events.append(CardChosen(player, hand[self.selected[player]].id))

    def _die_under(self, palm: Palm) -> int | None:
        """The die nearest the palm's middle within reach: free, or in another hand
        (the rules then refuse it: the first hand to grab a die has it)."""
        best: tuple[float, int] | None = None
        for index, die in enumerate(self.state.dice):
            if die.place is DiePlace.HAND and die.player == palm.player:
                continue
            if die.place not in (DiePlace.TABLE, DiePlace.HAND):
                continue
            distance = self.die_position(index).distance(palm.position)
            if distance <= GRAB_REACH and (best is None or distance < best[0]):
                best = (distance, index)
        return best[1] if best is not None else None

    def _take_back_hopeless_cards(self, events: list[SessionEvent]) -> None:
        """A placed card goes home by itself once no die shows its candy, unless the
        hand is carrying a die. While a rotten die shows it the card waits: taking it
        back (drop) or spoiling it with that die is the player's own choice."""
        for player in range(self.players):
            seat_state = self.state.players[player]
            if (
                seat_state.waiting is None
                or seat_state.holding is not None
                or die_showing_its_candy_left(self.state, player)
            ):
                self.waiting_ticks[player] = 0
                continue
            self.waiting_ticks[player] += 1
            if self.waiting_ticks[player] >= TAKE_BACK_TICKS:
                self.waiting_ticks[player] = 0
                self._apply(TakeCardBack(player), events)
                if self.state.phase is not Phase.GRABBING:
                    return

    # --- rules outcomes on the table --------------------------------------------------

    def _apply(self, action: Action, events: list[SessionEvent]) -> None:
        outcome = apply(self.state, action)
        self.state = outcome.state
        for event in outcome.events:
            if isinstance(event, Refused):
                player = getattr(event.action, "player", None)
                if player is not None:
                    events.append(Refusal(player, event.refusal))
                continue
            self._follow(event)
            events.append(event)

    def _follow(self, event: SessionEvent) -> None:
        """Keep the physical table in step with what the rules decided."""
        dice = self.dice
        if isinstance(event, DieGrabbed):
            self.palms[event.player].holding = event.die
            if dice is not None:
                dice.lift(event.die)
        elif isinstance(event, DieReleased | DieRefused):
            palm = self.palms[event.player]
            palm.holding = None
            if dice is not None:
                dice.put_down(event.die, palm.position)
        elif isinstance(event, CardCollected):
            self.palms[event.player].holding = None
            self._die_spots[event.die] = (event.player, len(self.collected[event.player]))
            self.collected[event.player].append((event.card, event.die))
        elif isinstance(event, CardRotten):
            self.palms[event.player].holding = None
        elif isinstance(event, RoundEnded):
            self.laying = [None] * self.players
        elif isinstance(event, StickPassed):
            self._new_round()

    def _new_round(self) -> None:
        self.dice = None
        self.throw_ready = False
        self.gesture = self._new_gesture()
        self.pause_ticks = 0
        self.collected = [[] for _ in range(self.players)]
        self._die_spots = {}

    def _new_gesture(self) -> ThrowGesture:
        origin = self.seats[self.state.stick_holder].throw_origin
        return ThrowGesture(origin, aim_at_centre(origin, self.table))

    def _report_knocks(self, events: list[SessionEvent]) -> None:
        clack = self.knocks.clack(self.tick)
        if clack is not None:
            events.append(clack)

    # --- for views, bots and tests ----------------------------------------------------

    def _cluster_position(self, index: int) -> Vec2:
        """Dice not yet thrown lie in a small heap in the stick holder's hand."""
        holder = self.state.stick_holder
        centre = self.palms[holder].position + self.seats[holder].inward * 14.0
        if index == 0:
            return centre
        angle = 2 * math.pi * (index - 1) / 6
        spread = self.table.die_size * 0.62
        return centre + Vec2(math.cos(angle), math.sin(angle)) * spread

    def snapshot(self) -> PinataSnapshot:
        """What the table looks like now, as plain values."""
        return take_snapshot(self)

    def state_hash(self) -> str:
        """A digest of everything that decides what happens next (for replay tests)."""
        bodies: tuple[object, ...] = ()
        if self.dice is not None:
            bodies = tuple(
                (tuple(body.position), body.angle, tuple(body.velocity), body.angular_velocity)
                for body in self.dice.bodies
            )
        parts = (
            self.tick,
            self.state,
            tuple((palm.position, palm.holding) for palm in self.palms),
            tuple(self.selected),
            bodies,
            self.dice.faces if self.dice is not None else (),
            (self.gesture.aim, self.gesture.power, self.gesture.charging),
            self.throw_ready,
            self.ready_tick,
            self.grab_ticks,
            self.pause_ticks,
            tuple(self.waiting_ticks),
            tuple(self.laying),
            self.rng.getstate(),
        )
        return hashlib.sha256(repr(parts).encode()).hexdigest()
