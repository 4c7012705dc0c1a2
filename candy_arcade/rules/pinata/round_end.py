"""When a round is over, banking it, and what follows: the next round or the game's end."""

from __future__ import annotations

from dataclasses import replace

from candy_arcade.rules.pinata.components import Card
from candy_arcade.rules.pinata.events import (
    CardDrawn,
    CardReturned,
    CardsBanked,
    DieReleased,
    Event,
    GameEnded,
    GameEndReason,
    HandDiscarded,
    RoundEnded,
    RoundEndReason,
    StickPassed,
)
from candy_arcade.rules.pinata.scoring import scores, winners
from candy_arcade.rules.pinata.state import DiePlace, DieState, GameState, Phase

Step = tuple[GameState, list[Event]]


def good_dice_left(state: GameState) -> tuple[int, ...]:
    """Dice still in play (on the table or in a hand) that a card could be collected with."""
    return tuple(
        index
        for index, die in enumerate(state.dice)
        if die.place in (DiePlace.TABLE, DiePlace.HAND) and not state.die_is_rotten(index)
    )


def candies_players_can_offer(state: GameState) -> set[str]:
    """Candies on any card a player could still put a die on (in hand or waiting)."""
    candies = {card.candy for player in state.players for card in player.hand}
    candies.update(player.waiting.candy for player in state.players if player.waiting)
    return candies


def round_end_reason(state: GameState) -> RoundEndReason | None:
    """Why the grab is over, or None while someone can still collect a die."""
    if all(die.place in (DiePlace.CARD, DiePlace.GONE) for die in state.dice):
        return RoundEndReason.ALL_COLLECTED
    offered = candies_players_can_offer(state)
    if not any(state.dice[index].face in offered for index in good_dice_left(state)):
        return RoundEndReason.NOBODY_CAN_COLLECT
    if state.round_elapsed >= state.settings.round_limit:
        return RoundEndReason.TIME_UP
    return None


def end_round(state: GameState, reason: RoundEndReason) -> Step:
    """Release held dice, return unmatched placed cards, bank the rest, then maybe end the game."""
    events: list[Event] = [RoundEnded(state.round_number, reason)]
    for seat, player in enumerate(state.players):
        if player.holding is not None:
            state = state.with_die(
                player.holding,
                replace(state.dice[player.holding], place=DiePlace.TABLE, player=None),
            )
            events.append(DieReleased(seat, player.holding))
        hand = player.hand
        if player.waiting is not None:
            hand = (*hand, player.waiting)
            events.append(CardReturned(seat, player.waiting))
        banked = tuple(card for card, _ in player.collected)
        if banked:
            events.append(CardsBanked(seat, banked))
        state = state.with_player(
            seat,
            replace(
                player,
                hand=hand,
                waiting=None,
                holding=None,
                collected=(),
                victory=player.victory + banked,
            ),
        )
    state = replace(state, phase=Phase.ROUND_OVER, round_end=reason)
    game_end = game_end_reason(state)
    if game_end is not None:
        state, end_events = end_game(state, game_end)
        events.extend(end_events)
    return state, events


def game_end_reason(state: GameState) -> GameEndReason | None:
    if any(not player.hand for player in state.players):
        return GameEndReason.HAND_EMPTY
    if not state.draw_pile:
        return GameEndReason.DRAW_PILE_EMPTY
    return None


def end_game(state: GameState, reason: GameEndReason) -> Step:
    """Discard the hands (kept as ``final_hand`` for the result screen) and score."""
    events: list[Event] = []
    for seat, player in enumerate(state.players):
        events.append(HandDiscarded(seat, player.hand))
        state = state.with_player(seat, replace(player, hand=(), final_hand=player.hand))
    state = replace(state, phase=Phase.GAME_OVER, game_end=reason)
    events.append(GameEnded(reason, scores(state), winners(state)))
    return state, events


def next_round(state: GameState) -> Step:
    """Dice back to the middle, the stick passes clockwise, everyone draws one.

    Clockwise is increasing seat index. Drawing starts with the new stick holder, which
    only matters when the pile runs out part-way (the game then ends after this round).
    """
    holder = (state.stick_holder + 1) % state.player_count
    events: list[Event] = [StickPassed(holder)]
    pile = list(state.draw_pile)
    players = list(state.players)
    for offset in range(state.player_count):
        seat = (holder + offset) % state.player_count
        if not pile:
            break
        card: Card = pile.pop(0)
        players[seat] = replace(players[seat], hand=(*players[seat].hand, card))
        events.append(CardDrawn(seat, card))
    dice = tuple(DieState(spec=die.spec) for die in state.dice)
    state = replace(
        state,
        players=tuple(players),
        draw_pile=tuple(pile),
        dice=dice,
        stick_holder=holder,
        phase=Phase.AWAITING_THROW,
        round_number=state.round_number + 1,
        round_elapsed=0.0,
        rotten=None,
        round_end=None,
    )
    return state, events
