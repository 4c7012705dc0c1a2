"""Random playouts of whole games at the rules level: invariants that must always hold.

Random players pick among the legal actions (and now and then try an illegal one,
which must change nothing); the dice land on random faces. No physics, so hundreds
of games run in well under a second each.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from pinata_scenarios import COMPONENTS

from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata import (
    Action,
    DiceLanded,
    DiePlace,
    DropDieOnCard,
    GameState,
    GrabDie,
    NextRound,
    Phase,
    PinataSettings,
    PlaceCard,
    RoundClock,
    TakeCardBack,
    apply,
    legal_actions,
    new_game,
    player_score,
    scores,
)
from candy_arcade.rules.pinata.events import GameEnded

ALL_IDS = list(range(72))


def check_invariants(state: GameState) -> None:
    assert sorted(card.id for card in state.all_cards()) == ALL_IDS
    for index, die in enumerate(state.dice):
        if die.place is DiePlace.HAND:
            assert die.player is not None
            assert state.players[die.player].holding == index
    for seat, player in enumerate(state.players):
        if player.holding is not None:
            assert player.waiting is not None
            assert state.dice[player.holding].player == seat
        for card, die in player.collected:
            assert state.dice[die].place is DiePlace.CARD
            assert state.dice[die].face == card.candy


def random_illegal(state: GameState, rng: Rng) -> Action:
    seat = rng.randint(0, state.player_count - 1)
    return rng.choice(
        [
            PlaceCard(seat, rng.randint(0, 71)),
            GrabDie(seat, rng.randint(0, len(state.dice) - 1)),
            DropDieOnCard(seat),
            TakeCardBack(seat),
        ]
    )


@cache
def play_random_game(seed: int) -> tuple[GameState, list[GameEnded]]:
    rng = Rng(seed)
    players = rng.randint(2, 8)
    settings = PinataSettings(youngest=rng.random() < 0.3)
    state = new_game(COMPONENTS, players, rng.fork("deal"), settings)
    ended: list[GameEnded] = []
    for _ in range(20_000):
        if state.phase is Phase.GAME_OVER:
            return state, ended
        action: Action
        if state.phase is Phase.ROLLING:
            action = DiceLanded(tuple(rng.randint(0, 5) for _ in state.dice))
        elif state.phase is Phase.ROUND_OVER:
            action = NextRound()
        elif state.phase is Phase.AWAITING_THROW:
            action = legal_actions(state, state.stick_holder)[0]
        elif rng.random() < 0.1:
            action = RoundClock(state.round_elapsed + 2.0)
        else:
            choices = legal_actions(state, rng.randint(0, players - 1))
            action = rng.choice(choices) if choices else random_illegal(state, rng)
            if rng.random() < 0.1:
                action = random_illegal(state, rng)
        outcome = apply(state, action)
        if outcome.refused is not None:
            assert outcome.state == state
        state = outcome.state
        ended.extend(e for e in outcome.events if isinstance(e, GameEnded))
        check_invariants(state)
    raise AssertionError("game did not end")


GAMES = 40


def test_no_card_is_created_or_lost_in_random_games() -> None:
    for seed in range(GAMES):
        state, ended = play_random_game(seed)
        assert len(ended) == 1
        assert sorted(card.id for card in state.all_cards()) == ALL_IDS
        assert all(player.hand == () for player in state.players)


def test_scores_recomputed_from_the_final_state_agree() -> None:
    for seed in range(GAMES):
        state, ended = play_random_game(seed)
        assert ended[0].scores == scores(state)
        for seat, player in enumerate(state.players):
            fresh = replace(player, final_hand=())
            assert player_score(fresh, state.settings) == ended[0].scores[seat]


def test_every_legal_action_is_accepted() -> None:
    rng = Rng(5)
    state = new_game(COMPONENTS, 4, rng, PinataSettings())
    for _ in range(300):
        if state.phase is Phase.GAME_OVER:
            break
        if state.phase is Phase.ROLLING:
            state = apply(state, DiceLanded(tuple(rng.randint(0, 5) for _ in state.dice))).state
            continue
        if state.phase is Phase.ROUND_OVER:
            state = apply(state, NextRound()).state
            continue
        for seat in range(4):
            for action in legal_actions(state, seat):
                assert apply(state, action).refused is None, action
        choices = [a for seat in range(4) for a in legal_actions(state, seat)]
        state = apply(state, rng.choice(choices) if choices else RoundClock(20.0)).state
