"""The recorder at a Canasta table: every move into the game's record, every hand's end
into the statistics.

The session tells it each move (and each move taken back); at a hand's end the hand
becomes an entry of the record and a line of each player's statistics, and the file is
written. While people play (their game is saved after every move, to be continued), the
record is written after every move as well, with the digest of where the hand stands:
a continued game then goes on in the same record, its hand complete from the deal.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from candy_arcade.records.canasta_record import (
    Deal,
    GameRecord,
    HandEntry,
    HandInPlay,
    RecordedSeat,
)
from candy_arcade.records.record_store import RecordStore
from candy_arcade.records.stats import Statistics
from candy_arcade.records.stats_store import StatsStore
from candy_arcade.rules.canasta.actions import Action, NextHand
from candy_arcade.rules.canasta.events import Event, GameEnded, HandEnded
from candy_arcade.rules.canasta.serialize import state_hash
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Phase, State


@dataclass
class RecordKeeper:
    """Where records and statistics go; ``every_move``: write the record after each
    move (a game that can be continued), not only at each hand's end."""

    records: RecordStore = field(default_factory=RecordStore)
    stats: StatsStore = field(default_factory=StatsStore)
    every_move: bool = True


class GameRecorder:
    """Keeps one game's record; each call returns the lines worth telling the table
    (a file that could not be written, a statistics file set aside)."""

    def __init__(
        self, record: GameRecord, keeper: RecordKeeper | None, path: Path | None = None
    ) -> None:
        self.record = record
        self.keeper = keeper
        self.path = path
        self._told_write_problem = False

    @classmethod
    def new_game(
        cls, state: State, seats: Sequence[RecordedSeat], keeper: RecordKeeper | None
    ) -> GameRecorder:
        record = GameRecord(
            settings=state.settings,
            seed=state.seed,
            seats=tuple(seats),
            started=time.strftime("%Y-%m-%d %H:%M"),
            current=HandInPlay(Deal.of(state)),
        )
        return cls(record, keeper)

    @classmethod
    def continued(
        cls, state: State, seats: Sequence[RecordedSeat], keeper: RecordKeeper | None
    ) -> GameRecorder:
        """The recorder of a saved game: its own record when one stopped exactly where
        the save did, else a new record (the hand in play then is not in it: its moves
        before the save are not known)."""
        if keeper is not None:
            found = keeper.records.find_continued(state_hash(state))
            if found is not None and _same_game(found[1], state, seats):
                return cls(found[1], keeper, found[0])
        recorder = cls.new_game(state, seats, keeper)
        note: tuple[str, ...] = ()
        if state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            note = (f"Hand {state.hand_number + 1} was continued from a save without its "
                    "record: it is not recorded",)
        recorder.record = replace(recorder.record, current=None, notes=note)
        return recorder

    def moved(self, action: Action, after: State, events: Sequence[Event]) -> list[str]:
        record = self.record
        lines: list[str] = []
        if isinstance(action, NextHand):
            record = replace(record, current=HandInPlay(Deal.of(after)))
        elif record.current is not None:
            current = record.current
            record = replace(record, current=replace(current, actions=(*current.actions, action)))
        seats, settings = record.seats, record.settings
        for event in events:
            if isinstance(event, HandEnded):
                record = self._hand_ended(record, after, event, lines)
            elif isinstance(event, GameEnded):
                record = replace(record, winners=event.winners)
                lines += self._count(_game_counter(seats, settings, event.winners))
        self.record = record
        ended = any(isinstance(e, HandEnded) for e in events)
        if ended or (self.keeper is not None and self.keeper.every_move):
            lines += self._write(after)
        return lines

    def _hand_ended(
        self, record: GameRecord, after: State, event: HandEnded, lines: list[str]
    ) -> GameRecord:
        seats, settings, scores = record.seats, record.settings, event.hand_scores
        lines += self._count(lambda s: s.with_hand(seats, settings, scores))
        current = record.current
        if current is None:
            return record
        assert after.result is not None, "a hand that ended has its result"
        entry = HandEntry(
            deal=current.deal,
            actions=current.actions,
            final_hash=state_hash(after),
            reason=after.result.reason,
            hand_scores=event.hand_scores,
            totals=event.totals,
        )
        return record.with_hand(entry)

    def undone(self, after: State) -> list[str]:
        """The last move was taken back (the table is at ``after`` again)."""
        current = self.record.current
        if current is None or not current.actions:
            return []
        self.record = replace(self.record, current=replace(current, actions=current.actions[:-1]))
        return self._write(after) if self.keeper is not None and self.keeper.every_move else []

    def _count(self, update: Callable[[Statistics], Statistics]) -> list[str]:
        if self.keeper is None:
            return []
        problem = self.keeper.stats.change(update)
        return [problem] if problem else []

    def _write(self, after: State) -> list[str]:
        keeper = self.keeper
        if keeper is None:
            return []
        if self.record.current is not None:
            current = replace(self.record.current, position_hash=state_hash(after))
            self.record = replace(self.record, current=current)
        try:
            if self.path is None:
                self.path = keeper.records.create(self.record)
            else:
                keeper.records.update(self.path, self.record)
        except OSError as error:
            if self._told_write_problem:
                return []
            self._told_write_problem = True
            return [f"Record not saved to {keeper.records.folder} ({error.strerror or error})"]
        self._told_write_problem = False
        return []


def _game_counter(
    seats: Sequence[RecordedSeat], settings: Settings, winners: Sequence[int]
) -> Callable[[Statistics], Statistics]:
    return lambda stats: stats.with_game(seats, settings, winners)


def _same_game(record: GameRecord, state: State, seats: Sequence[RecordedSeat]) -> bool:
    return (
        record.seed == state.seed
        and record.settings == state.settings
        and [s.player for s in record.seats] == [s.player for s in seats]
    )
