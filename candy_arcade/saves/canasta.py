"""The Canasta save: who sits where, the variant choices, the exact engine state and the
score sheet so far. Written after every move, so "Continue" resumes where play stopped.

The state goes through the engine's own serializer; after reading, the state is
checked for the invariants a real game keeps (every card exactly once, seats matching
the settings), so an edited or foreign file is set aside instead of crashing a turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from candy_arcade.core.seats import DIFFICULTIES
from candy_arcade.rules.canasta.serialize import state_from_dict, state_to_dict
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.saves.slot import ReadResult, SaveError, SaveSlot

SAVE_VERSION = 1
CANASTA_SLOT = SaveSlot("canasta", SAVE_VERSION)


@dataclass(frozen=True)
class SavedSeat:
    is_bot: bool
    difficulty: str
    name: str


@dataclass(frozen=True)
class HandRecord:
    """One line of the score sheet: what each side scored in a hand, and the totals."""

    hand_number: int
    reason: str
    hand_scores: tuple[int, ...]
    totals: tuple[int, ...]
    breakdowns: tuple[tuple[tuple[str, int], ...], ...]

    @classmethod
    def from_state(cls, state: State) -> HandRecord:
        """The record of a state whose hand is over (``state.result`` is set)."""
        result = state.result
        if result is None:
            raise ValueError("the hand is not over")
        return cls(
            hand_number=state.hand_number,
            reason=result.reason,
            hand_scores=tuple(s.hand_score for s in result.sides),
            totals=tuple(s.total for s in result.sides),
            breakdowns=tuple(s.breakdown for s in result.sides),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand_number": self.hand_number,
            "reason": self.reason,
            "hand_scores": list(self.hand_scores),
            "totals": list(self.totals),
            "breakdowns": [[[k, v] for k, v in side] for side in self.breakdowns],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HandRecord:
        return cls(
            hand_number=int(data["hand_number"]),
            reason=str(data["reason"]),
            hand_scores=tuple(int(v) for v in data["hand_scores"]),
            totals=tuple(int(v) for v in data["totals"]),
            breakdowns=tuple(
                tuple((str(k), int(v)) for k, v in side) for side in data["breakdowns"]
            ),
        )


@dataclass(frozen=True)
class CanastaSave:
    seed: int
    variants: tuple[str, ...]
    seats: tuple[SavedSeat, ...]
    state: State
    history: tuple[HandRecord, ...] = ()
    log: tuple[str, ...] = ()
    new_cards: tuple[tuple[int, ...], ...] = ()
    """Per seat, the cards still marked new in that hand (drawn this turn)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "variants": list(self.variants),
            "seats": [
                {"is_bot": s.is_bot, "difficulty": s.difficulty, "name": s.name}
                for s in self.seats
            ],
            "state": state_to_dict(self.state),
            "history": [h.to_dict() for h in self.history],
            "log": list(self.log),
            "new_cards": [list(cards) for cards in self.new_cards],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CanastaSave:
        """Raises SaveError (or KeyError/ValueError/TypeError) on a malformed payload."""
        seats = tuple(
            SavedSeat(bool(s["is_bot"]), str(s["difficulty"]), str(s["name"]))
            for s in data["seats"]
        )
        state = state_from_dict(data["state"])
        save = cls(
            seed=int(data["seed"]),
            variants=tuple(str(v) for v in data["variants"]),
            seats=seats,
            state=state,
            history=tuple(HandRecord.from_dict(h) for h in data.get("history", [])),
            log=tuple(str(line) for line in data.get("log", []))[-50:],
            new_cards=tuple(tuple(int(c) for c in seat) for seat in data.get("new_cards", [])),
        )
        save.validate()
        return save

    def validate(self) -> None:
        """The invariants of a real game; a file that breaks one was not written by us."""
        state = self.state
        if len(self.seats) != state.settings.players:
            raise SaveError("the seats do not match the table")
        if any(s.difficulty not in DIFFICULTIES for s in self.seats):
            raise SaveError("a seat has an unknown difficulty")
        if sorted(state.all_cards()) != list(range(len(state.deck))):
            raise SaveError("the cards do not add up to one deck")
        if state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and state.to_act is None:
            raise SaveError("nobody is to play")
        if any(len(h.totals) != state.settings.sides for h in self.history):
            raise SaveError("the score sheet does not match the table")
        if any(not set(new) <= set(hand) for new, hand in zip(self.new_cards, state.hands,
                                                                strict=False)):
            raise SaveError("a new-card mark names a card not in that hand")


def save_canasta(save: CanastaSave, slot: SaveSlot = CANASTA_SLOT) -> None:
    slot.write(save.to_dict())


def load_canasta(slot: SaveSlot = CANASTA_SLOT) -> tuple[CanastaSave | None, str | None]:
    """The saved game, or (None, message) when the file was bad and set aside,
    or (None, None) when there is no save."""
    result: ReadResult = slot.read()
    if result.payload is None:
        return None, result.problem
    try:
        return CanastaSave.from_dict(result.payload), None
    except (SaveError, KeyError, ValueError, TypeError, IndexError, AttributeError) as error:
        return None, slot.fail(error).problem
