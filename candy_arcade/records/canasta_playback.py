"""Playing a recorded Canasta hand again: deal it from the record, apply its moves.

Every step keeps the state and the events of the move that led to it, so a viewer can
step back as cheaply as forward and say what each move did. A move the rules refuse,
or an end other than the recorded one, is a :class:`RecordError`: the file was changed
or this version of the game plays differently.
"""

from __future__ import annotations

from dataclasses import dataclass

from candy_arcade.records.canasta_record import Deal, GameRecord, HandEntry, RecordError
from candy_arcade.rules.canasta.actions import Action
from candy_arcade.rules.canasta.apply import IllegalAction, apply
from candy_arcade.rules.canasta.deal import deal_hand
from candy_arcade.rules.canasta.events import Event
from candy_arcade.rules.canasta.serialize import state_hash
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import State


@dataclass(frozen=True)
class Step:
    """The table after a move (the first step is the deal itself, ``action`` None)."""

    state: State
    action: Action | None
    events: tuple[Event, ...]


def dealt(settings: Settings, seed: int, deal: Deal) -> tuple[State, list[Event]]:
    if len(deal.scores_before) != settings.sides:
        raise RecordError("the record's scores do not match its table")
    return deal_hand(settings, seed, deal.hand_number, deal.dealer, deal.scores_before)


def play_hand(record: GameRecord, index: int) -> list[Step]:
    """Every step of the record's hand ``index``, checked against its recorded end."""
    hand = record.hands[index]
    steps = _steps(record, hand)
    final = steps[-1].state
    if state_hash(final) != hand.final_hash or final.result is None:
        raise RecordError(
            f"hand {hand.deal.hand_number + 1} does not reach its recorded end "
            "(the file was changed, or this version of the game plays differently)"
        )
    return steps


def _steps(record: GameRecord, hand: HandEntry) -> list[Step]:
    state, events = dealt(record.settings, record.seed, hand.deal)
    steps = [Step(state, None, tuple(events))]
    for number, action in enumerate(hand.actions, start=1):
        try:
            state, events = apply(state, action)
        except IllegalAction as illegal:
            raise RecordError(
                f"hand {hand.deal.hand_number + 1}, move {number}: the rules refuse it "
                f"({illegal.refusal.text()})"
            ) from None
        except (ValueError, KeyError, IndexError, AssertionError):
            raise RecordError(
                f"hand {hand.deal.hand_number + 1}, move {number}: not a move of this hand"
            ) from None
        steps.append(Step(state, action, tuple(events)))
    return steps
