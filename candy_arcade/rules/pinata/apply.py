"""The round as a state machine: ``apply(state, action)`` gives the next state and events.

Every player acts at once during the grab, so there are no turns: whoever's action
arrives first wins (the caller orders simultaneous actions). Anything the rules forbid
comes back as a :class:`Refused` event and leaves the state unchanged; malformed input
(a seat or die that does not exist) is a programming error and raises ``ValueError``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from candy_arcade.core.refusal import Refusal
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
from candy_arcade.rules.pinata.components import FACES_PER_DIE
from candy_arcade.rules.pinata.events import (
    CardCollected,
    CardPlaced,
    CardRotten,
    CardTakenBack,
    DiceLandedEvent,
    DiceThrown,
    DieGrabbed,
    DieRefused,
    DieReleased,
    Event,
    Reason,
    Refused,
)
from candy_arcade.rules.pinata.round_end import (
    end_round,
    good_dice_left,
    next_round,
    round_end_reason,
)
from candy_arcade.rules.pinata.state import DiePlace, GameState, Phase


@dataclass(frozen=True, slots=True)
class Outcome:
    """The state after an action and what happened, in order."""

    state: GameState
    events: tuple[Event, ...]

    @property
    def refused(self) -> Refused | None:
        """The refusal, if the action was refused."""
        for event in self.events:
            if isinstance(event, Refused):
                return event
        return None


def apply(state: GameState, action: Action) -> Outcome:
    """Apply one action; a refused action returns the same state and one ``Refused`` event."""
    if state.phase is Phase.GAME_OVER:
        if isinstance(action, RoundClock):
            return Outcome(state, ())
        return _refuse(state, action, Reason.GAME_OVER)
    match action:
        case ThrowDice():
            return _throw(state, action)
        case DiceLanded():
            return _land(state, action)
        case RoundClock():
            return _tick(state, action)
        case NextRound():
            if state.phase is not Phase.ROUND_OVER:
                return _refuse(state, action, Reason.ROUND_NOT_OVER)
            next_state, events = next_round(state)
            return Outcome(next_state, tuple(events))
        case _:
            return _player_action(state, action)


def _refuse(state: GameState, action: Action, reason: Reason) -> Outcome:
    return Outcome(state, (Refused(action, Refusal.of(reason)),))


def _check_seat(state: GameState, player: int) -> None:
    if not 0 <= player < state.player_count:
        raise ValueError(f"no player {player} at a table of {state.player_count}")


def _throw(state: GameState, action: ThrowDice) -> Outcome:
    _check_seat(state, action.player)
    if state.phase is not Phase.AWAITING_THROW:
        return _refuse(state, action, Reason.NOT_TIME_TO_THROW)
    if action.player != state.stick_holder:
        return _refuse(state, action, Reason.NOT_STICK_HOLDER)
    return Outcome(replace(state, phase=Phase.ROLLING), (DiceThrown(action.player),))


def _land(state: GameState, action: DiceLanded) -> Outcome:
    if len(action.faces) != len(state.dice):
        raise ValueError(f"{len(action.faces)} faces reported for {len(state.dice)} dice")
    if any(not 0 <= face < FACES_PER_DIE for face in action.faces):
        raise ValueError(f"face indices must be 0-{FACES_PER_DIE - 1}, got {action.faces}")
    if state.phase is not Phase.ROLLING:
        return _refuse(state, action, Reason.NOT_TIME_TO_THROW)
    dice = tuple(
        replace(die, place=DiePlace.TABLE, face=die.spec.faces[face], player=None)
        for die, face in zip(state.dice, action.faces, strict=True)
    )
    rotten = next((die.face for die in dice if die.spec.is_green), None)
    state = replace(state, dice=dice, rotten=rotten, phase=Phase.GRABBING, round_elapsed=0.0)
    faces = tuple(die.face for die in dice if die.face is not None)
    return _after_grab_change(state, [DiceLandedEvent(faces, rotten)])


def _tick(state: GameState, action: RoundClock) -> Outcome:
    """Only the grab is timed; the clock is ignored in the other phases."""
    if state.phase is not Phase.GRABBING:
        return Outcome(state, ())
    return _after_grab_change(replace(state, round_elapsed=action.elapsed), [])


def _after_grab_change(state: GameState, events: list[Event]) -> Outcome:
    reason = round_end_reason(state)
    if reason is not None:
        state, end_events = end_round(state, reason)
        events.extend(end_events)
    return Outcome(state, tuple(events))


def _player_action(
    state: GameState, action: PlaceCard | GrabDie | DropDieOnCard | ReleaseDie | TakeCardBack
) -> Outcome:
    _check_seat(state, action.player)
    if state.phase is not Phase.GRABBING:
        return _refuse(state, action, Reason.DICE_NOT_LANDED)
    match action:
        case PlaceCard():
            return _place(state, action)
        case GrabDie():
            return _grab(state, action)
        case DropDieOnCard():
            return _drop(state, action)
        case ReleaseDie():
            return _release(state, action)
        case TakeCardBack():
            return _take_back(state, action)


def _place(state: GameState, action: PlaceCard) -> Outcome:
    player = state.players[action.player]
    if player.waiting is not None:
        return _refuse(state, action, Reason.CARD_ALREADY_WAITING)
    card = next((card for card in player.hand if card.id == action.card_id), None)
    if card is None:
        return _refuse(state, action, Reason.CARD_NOT_IN_HAND)
    hand = tuple(other for other in player.hand if other.id != card.id)
    state = state.with_player(action.player, replace(player, hand=hand, waiting=card))
    return _after_grab_change(state, [CardPlaced(action.player, card)])


def _grab(state: GameState, action: GrabDie) -> Outcome:
    if not 0 <= action.die < len(state.dice):
        raise ValueError(f"no die {action.die} among {len(state.dice)}")
    player = state.players[action.player]
    die = state.dice[action.die]
    if player.waiting is None:
        return _refuse(state, action, Reason.NO_CARD_PLACED)
    if player.holding is not None:
        return _refuse(state, action, Reason.HAND_FULL)
    if die.place is DiePlace.HAND:
        return _refuse(state, action, Reason.DIE_HELD)
    if die.place is not DiePlace.TABLE:
        return _refuse(state, action, Reason.DIE_NOT_ON_TABLE)
    state = state.with_die(action.die, replace(die, place=DiePlace.HAND, player=action.player))
    state = state.with_player(action.player, replace(player, holding=action.die))
    return _after_grab_change(state, [DieGrabbed(action.player, action.die)])


def _drop(state: GameState, action: DropDieOnCard) -> Outcome:
    player = state.players[action.player]
    if player.holding is None:
        return _refuse(state, action, Reason.NOT_HOLDING)
    card = player.waiting
    if card is None:
        raise AssertionError("a hand holds a die only while its card waits")
    index = player.holding
    die = state.dice[index]
    event: Event
    if die.face != card.candy:
        state = state.with_die(index, replace(die, place=DiePlace.TABLE, player=None))
        state = state.with_player(action.player, replace(player, holding=None))
        event = DieRefused(action.player, index, card)
    elif state.die_is_rotten(index):
        state = state.with_die(index, replace(die, place=DiePlace.GONE, player=None))
        state = state.with_player(action.player, replace(player, holding=None, waiting=None))
        state = replace(state, discarded=(*state.discarded, card))
        event = CardRotten(action.player, card, index)
    else:
        state = state.with_die(index, replace(die, place=DiePlace.CARD, player=action.player))
        state = state.with_player(
            action.player,
            replace(
                player, holding=None, waiting=None, collected=(*player.collected, (card, index))
            ),
        )
        event = CardCollected(action.player, card, index)
    return _after_grab_change(state, [event])


def _release(state: GameState, action: ReleaseDie) -> Outcome:
    player = state.players[action.player]
    if player.holding is None:
        return _refuse(state, action, Reason.NOT_HOLDING)
    index = player.holding
    state = state.with_die(index, replace(state.dice[index], place=DiePlace.TABLE, player=None))
    state = state.with_player(action.player, replace(player, holding=None))
    return _after_grab_change(state, [DieReleased(action.player, index)])


def card_can_still_get_a_die(state: GameState, player: int) -> bool:
    """Whether a good die showing the waiting card's candy is free on the table or in this hand.

    A die in another hand counts as taken, as the rulebook's "all matching dice taken".
    """
    seat = state.players[player]
    if seat.waiting is None:
        return False
    for index in good_dice_left(state):
        die = state.dice[index]
        if die.face != seat.waiting.candy:
            continue
        if die.place is DiePlace.TABLE or die.player == player:
            return True
    return False


def die_showing_its_candy_left(state: GameState, player: int) -> bool:
    """Whether any die showing the waiting card's candy, rotten or not, lies on the
    table or is in this hand: while one does the card waits, since only its owner can
    tell whether they still want it (a rotten die would spoil it)."""
    seat = state.players[player]
    if seat.waiting is None:
        return False
    return any(
        die.face == seat.waiting.candy
        and (die.place is DiePlace.TABLE or (die.place is DiePlace.HAND and die.player == player))
        for die in state.dice
    )


def _take_back(state: GameState, action: TakeCardBack) -> Outcome:
    player = state.players[action.player]
    card = player.waiting
    if card is None:
        return _refuse(state, action, Reason.NO_CARD_PLACED)
    if card_can_still_get_a_die(state, action.player):
        return _refuse(state, action, Reason.MATCHING_DIE_LEFT)
    events: list[Event] = []
    if player.holding is not None:
        index = player.holding
        state = state.with_die(index, replace(state.dice[index], place=DiePlace.TABLE, player=None))
        events.append(DieReleased(action.player, index))
    state = state.with_player(
        action.player, replace(player, hand=(*player.hand, card), waiting=None, holding=None)
    )
    events.append(CardTakenBack(action.player, card))
    return _after_grab_change(state, events)
