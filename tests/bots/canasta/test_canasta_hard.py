"""The hard Canasta bot's judgement: small seeded positions, quick to search."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from candy_arcade.bots.canasta import Bot, NormalBot, play_hand
from candy_arcade.bots.canasta.hard import (
    GAME_WIN_VALUE,
    TUNING,
    HardBot,
    Playout,
    confidently_better,
    final_margin,
    versus,
)
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import Game, Phase, Settings, State, check, observe
from candy_arcade.rules.canasta.actions import Action, Discard, DrawStock
from candy_arcade.rules.canasta.apply import apply
from candy_arcade.rules.canasta.observer import PlayerView
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
    assert NormalBot().choose(view) != Discard(_darkness(state))
    assert isinstance(choice, Discard) and choice != Discard(_darkness(state))


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


def test_the_lead_over_the_rival_counts_the_other_side_with_the_highest_game_total() -> None:
    assert versus([100.0, 40.0, -20.0], 0, rival_weight=1.0) == 60.0
    assert versus([100.0, 40.0, -20.0], 0, rival_weight=1.0, before=[0, 0, 200]) == -80.0
    assert versus([100.0, 40.0, -20.0], 0, rival_weight=0.5) == 75.0
    assert TUNING[3].rival_weight > 0


def test_a_hand_that_ends_the_game_counts_the_win() -> None:
    state = _about_to_be_caught(4)
    nearly_there = replace(state, scores=(4900, 0))
    ended, _ = apply(nearly_there, Discard(_darkness(state)))
    assert ended.phase is Phase.GAME_OVER and ended.winners == (0,)
    assert ended.result is not None
    scores = [s.hand_score for s in ended.result.sides]
    assert final_margin(ended, 0) == scores[0] - scores[1] + GAME_WIN_VALUE
    assert final_margin(ended, 1) == scores[1] - scores[0] - GAME_WIN_VALUE


def test_more_players_ask_for_more_confidence_before_ending_a_hand_with_the_darkness() -> None:
    gains, base = [30.0, -10.0, 40.0, 0.0], [0.0] * 4
    assert confidently_better(gains, base, TUNING[2].darkness_confidence)
    assert not confidently_better(gains, base, TUNING[3].darkness_confidence)
    assert not confidently_better(gains, base, TUNING[4].darkness_confidence)


@pytest.mark.parametrize("players", [3, 4])
def test_a_hand_with_the_hard_bot_replays_from_its_seed_with_legal_actions(
    players: int,
) -> None:
    def moves() -> tuple[list[Action], list[object]]:
        state = Game(Settings(players=players)).new_initial_state(12)
        bots: list[Bot] = [HardBot(Rng(12), samples=2)]
        bots += [NormalBot() for _ in range(players - 1)]
        seen: list[Action] = []
        reasons: list[object] = []

        def note(s: State, a: Action) -> None:
            seen.append(a)
            if s.to_act == 0:
                reasons.append(check(s, a))

        play_hand(state, bots, note)
        return seen, reasons

    first, reasons = moves()
    assert first and moves()[0] == first
    assert reasons and all(reason is None for reason in reasons)


@pytest.mark.parametrize("players", [3, 4])
def test_the_hard_bot_answers_within_a_tiny_budget_with_legal_actions(players: int) -> None:
    state = Game(Settings(players=players)).new_initial_state(21)
    hard = HardBot(Rng(21), budget=0.01)
    times: list[float] = []

    class Timed:
        def choose(self, view: PlayerView) -> Action:
            start = time.perf_counter()
            action = hard.choose(view)
            times.append(time.perf_counter() - start)
            return action

    bots: list[Bot] = [Timed(), *[NormalBot() for _ in range(players - 1)]]
    checked: list[object] = []
    play_hand(state, bots, lambda s, a: checked.append(check(s, a)) if s.to_act == 0 else None)
    assert times and max(times) < 0.3
    assert checked and all(reason is None for reason in checked)


def test_the_hard_bot_goes_out_when_that_wins_the_game() -> None:
    state = position(
        Settings(players=3),
        hands=[["Q", "Q", "Q", "5", "5", "5"], ["6", "7", "8", "9"], ["7", "8", "9", "J"]],
        melds=[[["K"] * 7], [["4"] * 6], [["10"] * 6]],
        discard=["4", "9"],
        phase=Phase.MELD,
        scores=[4900, 4800, 4800],
        stock_size=40,
    )
    end = play_hand(state, [HardBot(Rng(5), samples=4), NormalBot(), NormalBot()])
    assert end.result is not None and end.result.sides[0].went_out
    assert end.phase is Phase.GAME_OVER and end.winners == (0,)


def _scripted(first: list[float], fresh: list[float], calls: list[Action]) -> Playout:
    """A playout that values the first candidate 0 and the second by ``first`` on the
    first round's samples, then by ``fresh`` (noting every action it is given)."""
    values = iter([*first, *fresh])

    def playout(_state: State, action: Action, _seat: int) -> float:
        calls.append(action)
        return 0.0 if len(calls) % 2 else next(values)

    return playout


def _two_discards() -> tuple[PlayerView, list[Action]]:
    state, _ = apply(Game(Settings(players=3)).new_initial_state(4), DrawStock())
    view = observe(state, state.to_act or 0)
    return view, [Discard(view.hand[0]), Discard(view.hand[-1])]


def test_a_challenger_the_first_samples_favour_is_dropped_unless_fresh_samples_agree() -> None:
    view, candidates = _two_discards()
    lucky = [300.0, 1.0, 1.0, 1.0]
    for fresh, expected in (([1.0, -1.0] * 4, candidates[0]), ([20.0, 25.0] * 4, candidates[1])):
        calls: list[Action] = []
        bot = HardBot(Rng(1), samples=4)
        playout = _scripted(lucky, fresh, calls)
        assert bot._compare(view, candidates, playout, 1, 1.0, 0.5, 2, 1.0) == expected
        assert len(calls) == 2 * 4 + 2 * 8
    calls = []
    playout = _scripted(lucky, [], calls)
    assert HardBot(Rng(1), samples=4)._compare(view, candidates, playout, 1, 1.0, 0.5) == (
        candidates[1]
    )
    assert len(calls) == 2 * 4


def test_the_validated_search_replays_from_its_seed_and_keeps_to_its_budget() -> None:
    view, candidates = _two_discards()
    tuning = TUNING[3]

    def choice(seed: int) -> Action:
        bot = HardBot(Rng(seed), samples=3)
        return bot._compare(view, candidates, lambda s, a, seat: bot._playout(s, a, seat, tuning),
                            1, 1.0, 0.0, 2, 0.0)

    assert choice(8) == choice(8)
    timed = HardBot(Rng(8), budget=0.05)
    start = time.perf_counter()
    timed._compare(view, candidates, lambda s, a, seat: timed._playout(s, a, seat, tuning),
                   1, 0.05, 0.0, 2, 0.0)
    assert time.perf_counter() - start < 0.3
