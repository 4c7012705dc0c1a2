"""The hard Canasta bot's judgement: small seeded positions, quick to search."""

from __future__ import annotations

from dataclasses import replace

import pytest

from candy_arcade.bots.canasta import Bot, NormalBot, play_hand
from candy_arcade.bots.canasta.hard import (
    CONFIDENCE,
    GAME_WIN_VALUE,
    HardBot,
    confidently_better,
    final_margin,
    versus,
)
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import Game, Phase, Settings, State, observe
from candy_arcade.rules.canasta.actions import Action, Discard
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.scenario import position


def _about_to_be_caught(players: int) -> State:
    """Seat 0 holds the Darkness; its side has a canasta, the next side four melds of
    six (four canastas a card away) and few cards: ending the hand now saves hundreds."""
    short_hand = ["4", "6", "2", "3", "5", "0", "8", "7", "2", "3", "4"]
    hands = [["Darkness", "4", "5", "6", "3"], ["J", "10", "Q"], short_hand]
    melds = [[["K"] * 7], [["J"] * 6, ["10"] * 6, ["Q"] * 6, ["9"] * 6]]
    if players == 4:
        hands.append(["9", "J", "10"])
    else:
        melds.append([["A"] * 3])
    return position(Settings(players=players), hands=hands, melds=melds,
                    discard=["8", "7"], phase=Phase.MELD, stock_size=60)


def _darkness(state: State) -> int:
    return next(c for c in state.hands[0] if state.deck.role_of[c] is Role.DARKNESS)


@pytest.mark.parametrize("players", [3, 4])
def test_the_hard_bot_ends_the_hand_before_the_next_side_completes_its_canastas(
    players: int,
) -> None:
    state = _about_to_be_caught(players)
    view = observe(state, 0)
    darkness = Discard(_darkness(state))
    assert NormalBot().choose(view) != darkness
    assert HardBot(Rng(3), samples=8).choose(view) == darkness


def test_the_hard_bot_keeps_the_darkness_while_its_own_canastas_are_a_card_away() -> None:
    hidden = ["4", "6", "9", "J", "Q", "K", "2", "3", "5", "0", "8"]
    state = position(
        Settings(players=4),
        hands=[["Darkness", "K", "5", "6", "3"], hidden, ["7", "8"], hidden],
        melds=[[["J"] * 6, ["10"] * 6, ["Q"] * 6, ["A"] * 5], []],
        discard=["9", "4"],
        phase=Phase.MELD,
        stock_size=60,
    )
    view = observe(state, 0)
    choice = HardBot(Rng(3), samples=8).choose(view)
    assert choice == NormalBot().choose(view)
    assert choice != Discard(_darkness(state))


def test_sides_are_judged_against_the_mean_of_the_others() -> None:
    assert versus([100.0, 40.0, -20.0], 0) == 90.0
    assert versus([100.0, 40.0], 1) == -60.0
    state = _about_to_be_caught(4)
    bot = HardBot(Rng(0), samples=1)
    ended, _ = apply(state, Discard(_darkness(state)))
    assert ended.result is not None
    scores = [s.hand_score for s in ended.result.sides]
    assert final_margin(ended, 0) == scores[0] - scores[1] == -final_margin(ended, 1)
    assert bot._finish(state, Discard(_darkness(state)), 2) == scores[0] - scores[1]


def test_a_hand_that_ends_the_game_counts_the_win() -> None:
    state = _about_to_be_caught(4)
    nearly_there = replace(state, scores=(4900, 0))
    ended, _ = apply(nearly_there, Discard(_darkness(state)))
    assert ended.phase is Phase.GAME_OVER and ended.winners == (0,)
    assert ended.result is not None
    scores = [s.hand_score for s in ended.result.sides]
    assert final_margin(ended, 0) == scores[0] - scores[1] + GAME_WIN_VALUE
    assert final_margin(ended, 1) == scores[1] - scores[0] - GAME_WIN_VALUE


def test_more_players_ask_for_more_confidence_before_leaving_the_normal_choice() -> None:
    gains, base = [30.0, -10.0, 40.0, 0.0], [0.0] * 4
    assert confidently_better(gains, base, CONFIDENCE[2])
    assert not confidently_better(gains, base, CONFIDENCE[3])
    assert not confidently_better(gains, base, CONFIDENCE[4])


def test_a_three_player_hand_with_the_hard_bot_replays_from_its_seed() -> None:
    def moves() -> list[Action]:
        state = Game(Settings(players=3)).new_initial_state(12)
        bots: list[Bot] = [HardBot(Rng(12), samples=2), NormalBot(), NormalBot()]
        seen: list[Action] = []
        play_hand(state, bots, lambda _s, a: seen.append(a))
        return seen

    first = moves()
    assert first and moves() == first
