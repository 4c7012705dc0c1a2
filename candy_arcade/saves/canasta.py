"""The Canasta save: who sits where, the variant choices, the exact engine state and the
score sheet so far. Written after every move, so "Continue" resumes where play stopped.

The state goes through the engine's own serializer, which checks every value's type,
range and length against the table; after reading, the save is checked for the
invariants a real game keeps (every card exactly once, seats and variants matching the
table, someone to play) and the rules themselves must be able to list the moves and
each seat's view from it, so an edited or foreign file is set aside with a message
instead of crashing "Continue".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from candy_arcade.core.seats import DIFFICULTIES
from candy_arcade.mode_options import CanastaOptions
from candy_arcade.rules.canasta.enumerate import legal_actions
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.serialize import (
    NUMBER_LIMIT,
    SEED_LIMIT,
    checked_bool,
    checked_dict,
    checked_int,
    checked_list,
    checked_text,
    state_from_dict,
    state_to_dict,
)
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.saves.slot import ReadResult, SaveError, SaveSlot

SAVE_VERSION = 1
CANASTA_SLOT = SaveSlot("canasta", SAVE_VERSION)
LOG_LIMIT = 20000
LINE_LIMIT = 2000
"""A save keeps the game's log, up to its last 20000 lines (a long game has a few
thousand; the limit only bounds a save that was tampered with)."""


@dataclass(frozen=True)
class SavedSeat:
    is_bot: bool
    difficulty: str
    name: str
    phone: bool = False
    """A person who played on their phone: going on, the seat waits for a phone again
    (saves from before phones lack it: a person at the screen)."""


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
    def from_dict(cls, value: Any) -> HandRecord:
        data = checked_dict(
            value, "a score sheet line",
            ("hand_number", "reason", "hand_scores", "totals", "breakdowns"),
        )

        def scores(items: Any, what: str) -> tuple[int, ...]:
            return tuple(checked_int(v, what) for v in checked_list(items, what))

        def breakdown(side: Any) -> tuple[tuple[str, int], ...]:
            pairs = [checked_list(pair, "a breakdown entry", 2)
                     for pair in checked_list(side, "a breakdown")]
            return tuple(
                (checked_text(k, "a breakdown name"), checked_int(v, "a breakdown score"))
                for k, v in pairs
            )

        return cls(
            hand_number=checked_int(data["hand_number"], "a hand number", 0),
            reason=checked_text(data["reason"], "how a hand ended"),
            hand_scores=scores(data["hand_scores"], "a hand's scores"),
            totals=scores(data["totals"], "a hand's totals"),
            breakdowns=tuple(
                breakdown(side) for side in checked_list(data["breakdowns"], "breakdowns")
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
                {"is_bot": s.is_bot, "difficulty": s.difficulty, "name": s.name, "phone": s.phone}
                for s in self.seats
            ],
            "state": state_to_dict(self.state),
            "history": [h.to_dict() for h in self.history],
            "log": list(self.log),
            "new_cards": [list(cards) for cards in self.new_cards],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CanastaSave:
        """Raises SaveError, or ValueError saying what is wrong, on a malformed payload."""
        data = checked_dict(data, "the save", ("seed", "variants", "seats", "state"))
        seats = tuple(
            SavedSeat(
                checked_bool(seat["is_bot"], "is_bot"),
                checked_text(seat["difficulty"], "a seat's difficulty", DIFFICULTIES),
                checked_text(seat["name"], "a seat's name"),
                checked_bool(seat.get("phone", False), "phone"),
            )
            for seat in (
                checked_dict(s, "a seat", ("is_bot", "difficulty", "name"))
                for s in checked_list(data["seats"], "the seats")
            )
        )
        save = cls(
            seed=checked_int(data["seed"], "the seed", -SEED_LIMIT, SEED_LIMIT),
            variants=tuple(
                checked_text(v, "a variant") for v in checked_list(data["variants"], "variants")
            ),
            seats=seats,
            state=state_from_dict(data["state"]),
            history=tuple(
                HandRecord.from_dict(h) for h in checked_list(data.get("history", []), "history")
            ),
            log=_log_lines(data.get("log", [])),
            new_cards=tuple(
                tuple(checked_int(c, "a new card", 0, NUMBER_LIMIT)
                      for c in checked_list(seat, "new cards"))
                for seat in checked_list(data.get("new_cards", []), "the new cards")
            ),
        )
        save.validate()
        return save

    def validate(self) -> None:
        """The invariants of a real game; a file that breaks one was not written by us."""
        state = self.state
        if len(self.seats) != state.settings.players:
            raise SaveError("the seats do not match the table")
        if CanastaOptions.from_variants(self.variants).settings(len(self.seats)) != state.settings:
            raise SaveError("the variants do not match the table")
        if sorted(state.all_cards()) != list(range(len(state.deck))):
            raise SaveError("the cards do not add up to one deck")
        if state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and state.to_act is None:
            raise SaveError("nobody is to play")
        sides = state.settings.sides
        if any(
            (len(h.totals), len(h.hand_scores), len(h.breakdowns)) != (sides, sides, sides)
            for h in self.history
        ):
            raise SaveError("the score sheet does not match the table")
        if len(self.new_cards) > len(self.seats) or any(
            not set(new) <= set(hand) for new, hand in zip(self.new_cards, state.hands,
                                                            strict=False)
        ):
            raise SaveError("a new-card mark names a card not in that hand")
        self._check_playable(state)

    @staticmethod
    def _check_playable(state: State) -> None:
        """The rules must list the moves and every seat's view from the saved position,
        as the table does the moment it opens. The checks above are what a real game
        keeps; this catches a combination no single check names (a meld of the wrong
        cards for its rank, say), whatever the rules raise on it."""
        try:
            if state.to_act is not None:
                legal_actions(state)
            for seat in range(state.settings.players):
                observe(state, seat)
        except Exception:
            raise SaveError("the rules cannot play on from the saved position") from None


def _log_lines(value: Any) -> tuple[str, ...]:
    """The table log's last lines (a line names cards and seats: it may run long)."""
    lines = checked_list(value, "the log")
    if not all(isinstance(line, str) and len(line) <= LINE_LIMIT for line in lines):
        raise SaveError("the log must be lines of text")
    return tuple(lines[-LOG_LIMIT:])


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
    except (ValueError, KeyError, RecursionError) as error:
        return None, slot.fail(error).problem
