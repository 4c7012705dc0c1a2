"""A Canasta game in progress at this table: the engine state plus what the table keeps
around it (seats and bots, the score sheet, the log, undo, new-card marks, reveals).

No arcade here: the view asks this object what to show and feeds it actions, from
people or bots alike; tests play whole hands through it without a window.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from candy_arcade.bots.canasta.base import Bot
from candy_arcade.bots.canasta.factory import make_bot
from candy_arcade.core.seats import SeatSpec, as_difficulty
from candy_arcade.input.phone_ids import phone_id
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.mode_tables import CANASTA_BOT_KINDS
from candy_arcade.records.canasta_record import seats_of
from candy_arcade.records.recorder import GameRecorder, RecordKeeper
from candy_arcade.render.canasta.seats import SeatInfo
from candy_arcade.rules.canasta.actions import (
    Action,
    ChooseView,
    Discard,
    DrawStock,
    EndPlay,
    LayWheel,
    NextHand,
)
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.enumerate import legal_actions
from candy_arcade.rules.canasta.events import (
    Event,
    HandDealt,
    HandEnded,
    HandRevealed,
    PileTaken,
    TalonTaken,
)
from candy_arcade.rules.canasta.game import Game
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.saves.canasta import LOG_LIMIT, CanastaSave, HandRecord, SavedSeat
from candy_arcade.setup import GameSetup, SeatAssignment
from candy_arcade.views.canasta.events_text import describe_event
from candy_arcade.views.canasta.options import seat_infos

HARD_BOT_BUDGET = 0.6
"""Seconds the hard bot may think per decision (it thinks during its visible delay)."""
HINT_BUDGET = 0.4
#: Moves after which undo cannot go back: they showed hidden cards or ended the turn.
UNDO_BARRIERS = (DrawStock, Discard, LayWheel, ChooseView, EndPlay, NextHand)


@dataclass(frozen=True)
class Reveal:
    """A Watcher reveal still to be shown to a human Viewer."""

    viewer: int
    viewed: int
    cards: tuple[int, ...]


class CanastaSession:
    """The game at the table; ``on_change`` runs after every applied move (the autosave)."""

    def __init__(
        self,
        setup: GameSetup,
        saved: CanastaSave | None = None,
        hard_budget: float = HARD_BOT_BUDGET,
        records: RecordKeeper | None = None,
    ) -> None:
        """``records``: where the game's record and statistics go (None: nowhere)."""
        self.setup = setup
        self.seats: tuple[SeatInfo, ...] = seat_infos(setup)
        self.options = setup.options_as(CanastaOptions)
        self.settings = self.options.settings(len(self.seats))
        self.bots: dict[int, Bot] = {
            s.seat: make_bot(CANASTA_BOT_KINDS[s.difficulty], s.seat, setup.seed, hard_budget)
            for s in self.seats if s.is_bot
        }
        self.history: list[HandRecord] = []
        self.log: list[str] = []
        """Every line of this game (the full log shows them all; a save keeps the last
        :data:`LOG_LIMIT`)."""
        self.turns = 0
        """Counts turns passing from one seat to the next."""
        self.pile_taken: tuple[int, int] | None = None
        """The log line of the last pile taken and :attr:`turns` then: the table keeps
        that line in view until the next player's turn is over."""
        self.undo_stack: list[State] = []
        self.reveals: list[Reveal] = []
        self.on_change: Callable[[CanastaSession], None] | None = None
        self.acknowledged: list[frozenset[int]] = []
        self.moves = 0
        """Counts every change of ``state`` (moves and undos): views redraw on a change."""
        self._legal: tuple[int, list[Action]] = (-1, [])
        if saved is not None:
            self.state = saved.state
            self.history = list(saved.history)
            self.log = list(saved.log)
        else:
            self.state, events = Game(self.settings).new_game(setup.seed)
            self._note(events)
        self.acknowledged = [frozenset(h) for h in self.state.hands]
        start = GameRecorder.new_game if saved is None else GameRecorder.continued
        self.recorder = start(self.state, seats_of(self.seats), records)
        if saved is not None:
            for seat, new in enumerate(saved.new_cards):
                self.acknowledged[seat] -= frozenset(new)

    @classmethod
    def resume(
        cls, saved: CanastaSave, level: LevelSpec, records: RecordKeeper | None = None
    ) -> CanastaSession:
        phones = itertools.count(1)
        seats = tuple(
            SeatAssignment(SeatSpec(False, phone=True), phone_id(next(phones)), s.name)
            if s.phone
            else SeatAssignment(SeatSpec(s.is_bot, as_difficulty(s.difficulty)), None, s.name)
            for s in saved.seats
        )
        options = CanastaOptions.from_variants(saved.variants)
        setup = GameSetup("canasta", level, saved.seed, seats, options)
        return cls(setup, saved, records=records)

    def snapshot(self) -> CanastaSave:
        """Everything needed to resume exactly here."""
        return CanastaSave(
            seed=self.setup.seed,
            variants=self.options.to_variants(),
            seats=tuple(
                SavedSeat(s.is_bot, s.difficulty, s.name, seat.spec.phone)
                for s, seat in zip(self.seats, self.setup.seats, strict=True)
            ),
            state=self.state,
            history=tuple(self.history),
            log=tuple(self.log[-LOG_LIMIT:]),
            new_cards=tuple(tuple(sorted(self.new_cards(s))) for s in range(len(self.seats))),
        )

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if not s.is_bot)

    @property
    def solo_human(self) -> int | None:
        """The only human seat when everyone else is a bot (undo is allowed then)."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].is_bot

    @property
    def bot_to_act(self) -> int | None:
        """The bot seat that decides now (None at hand or game end, or for a human)."""
        actor = self.state.to_act
        return actor if self.is_bot(actor) else None

    def legal(self) -> list[Action]:
        """The engine's canonical legal actions now (cached until the next change)."""
        if self._legal[0] != self.moves:
            self._legal = (self.moves, legal_actions(self.state))
        return self._legal[1]

    def first_legal(self) -> Action:
        return self.legal()[0]

    def apply(self, action: Action) -> list[Event]:
        """Apply a move (raises IllegalAction); keep undo, log, score sheet, reveals."""
        before = self.state
        mover = before.to_act
        self.state, events = apply(before, action)
        self.moves += 1
        if self._undoable(before, mover, action):
            self.undo_stack.append(before)
        else:
            self.undo_stack.clear()
        if self.state.turn != before.turn:
            self.turns += 1
        if mover is not None and self.state.turn != before.turn:
            self.acknowledged[mover] = frozenset(self.state.hands[mover]) - _talon_cards(events)
        self._note(events)
        self.log += self.recorder.moved(action, self.state, events)
        if self.on_change is not None:
            self.on_change(self)
        return events

    def _undoable(self, before: State, mover: int | None, action: Action) -> bool:
        return (
            mover is not None
            and mover == self.solo_human
            and mover == before.turn
            and before.phase in (Phase.DRAW, Phase.MELD, Phase.LAST_MELD)
            and not isinstance(action, UNDO_BARRIERS)
            and self.state.phase in (Phase.MELD, Phase.LAST_MELD)
        )

    def can_undo(self) -> bool:
        return bool(self.undo_stack) and self.state.to_act == self.solo_human

    def undo(self) -> bool:
        """Take back the last move of this turn; False when there is none to take back."""
        if not self.can_undo():
            return False
        self.state = self.undo_stack.pop()
        self.moves += 1
        self.log.append(f"{self.seats[self.state.turn].compass} takes a move back")
        self.log += self.recorder.undone(self.state)
        if self.on_change is not None:
            self.on_change(self)
        return True

    def new_cards(self, seat: int) -> frozenset[int]:
        """Cards that came into ``seat``'s hand since that seat's last turn ended."""
        return frozenset(self.state.hands[seat]) - self.acknowledged[seat]

    def _note(self, events: list[Event]) -> None:
        deck = self.state.deck
        for event in events:
            if isinstance(event, HandDealt):
                self.acknowledged = [frozenset(h) for h in self.state.hands]
            if isinstance(event, HandEnded):
                self.history.append(HandRecord.from_state(self.state))
            if isinstance(event, HandRevealed) and not self.is_bot(event.viewer):
                self.reveals.append(Reveal(event.viewer, event.viewed, event.cards))
            line = describe_event(deck, event, self.seats, self.state.wheel_as)
            if isinstance(event, PileTaken):
                self.pile_taken = (len(self.log), self.turns)
            if line:
                self.log.append(line)


def _talon_cards(events: list[Event]) -> frozenset[int]:
    """Cards a talon put into the hand as the turn ended: they stay marked new until
    the player's next turn ends, as a draw's cards are (a newcomer could not tell which
    three cards had come)."""
    return frozenset(c for e in events if isinstance(e, TalonTaken) for c in e.cards)
