"""Canasta bots: they play legal, complete hands from their own view only."""

from __future__ import annotations

import statistics
import time
from collections import Counter

import pytest

from candy_arcade.bots.canasta import NormalBot, RandomBot, make_bots, play_game, play_hand
from candy_arcade.bots.canasta.bench import match
from candy_arcade.bots.canasta.determinize import determinize, unseen_cards
from candy_arcade.bots.canasta.hard import HardBot
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import (
    AnswerPartner,
    ChooseView,
    Game,
    Phase,
    Settings,
    State,
    apply,
    check,
    observe,
)
from candy_arcade.rules.canasta.actions import Action
from candy_arcade.rules.canasta.observer import view_actions
from candy_arcade.rules.canasta.roles import Role

CONFIGS = [
    Settings(players=p, deck=d, ask_partner=a)
    for p in (2, 3, 4)
    for d in ("heckadeck", "classic")
    for a in ((False, True) if p == 4 else (False,))
]


@pytest.mark.parametrize("settings", CONFIGS, ids=lambda s: f"{s.deck}-{s.players}-{s.ask_partner}")
@pytest.mark.parametrize("spec", ["normal", "normal,random"])
def test_bots_play_whole_hands_with_legal_actions_and_every_card_kept(
    settings: Settings, spec: str
) -> None:
    deck_size = len(settings.the_deck)
    for seed in range(8):
        state = Game(settings).new_initial_state(seed)
        bots = make_bots(spec, settings.players, seed)

        def audit(before: State, action: Action) -> None:
            assert check(before, action) is None
            assert view_actions(observe(before, before.to_act or 0))

        state = play_hand(state, bots, audit)
        assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        assert sorted(state.all_cards()) == list(range(deck_size))


def test_a_whole_game_between_normal_bots_reaches_the_target() -> None:
    states = list(play_game(Settings(players=4), 11, make_bots("normal", 4, 11)))
    final = states[-1]
    assert final.phase is Phase.GAME_OVER and max(final.scores) >= 5000
    assert final.winners and all(final.scores[w] == max(final.scores) for w in final.winners)


def test_the_normal_bot_decides_in_well_under_10_ms() -> None:
    times: list[float] = []

    class Timed:
        def __init__(self) -> None:
            self.bot = NormalBot()

        def choose(self, view: object) -> Action:
            start = time.perf_counter()
            action = self.bot.choose(view)  # type: ignore[arg-type]
            times.append(time.perf_counter() - start)
            return action

    for seed in range(3):
        play_hand(Game().new_initial_state(seed), [Timed() for _ in range(4)])
    assert statistics.median(times) < 0.010


def test_normal_beats_random() -> None:
    result = match("normal", "random", 6, players=4, seed=3)
    assert result.a_rate >= 0.8


def test_the_normal_bot_answers_the_partner_and_picks_an_opponent_to_view() -> None:
    from dataclasses import replace

    from candy_arcade.rules.canasta.scenario import position

    asked = position(Settings(ask_partner=True), hands=[["5"], ["6"], ["7"], ["8"]],
                     phase=Phase.ANSWER, turn=0)
    answering = replace(asked, to_act=2)
    assert isinstance(NormalBot().choose(observe(answering, 2)), AnswerPartner)
    viewing = replace(asked, phase=Phase.VIEW, pending_views=1)
    assert NormalBot().choose(observe(viewing, 0)) == ChooseView(0, 1)


def test_random_bots_choose_only_listed_actions() -> None:
    state = Game().new_initial_state(2)
    bot = RandomBot(Rng(2))
    for _ in range(50):
        if state.phase is Phase.HAND_OVER:
            break
        view = observe(state, state.to_act or 0)
        action = bot.choose(view)
        assert action in view_actions(view)
        state, _ = apply(state, action)


def test_a_determinized_state_agrees_with_the_view_and_keeps_every_card() -> None:
    state = Game().new_initial_state(4)
    view = observe(state, state.turn)
    for i in range(5):
        sample = determinize(view, Rng(i))
        assert sample.hands[view.seat] == view.hand
        assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]
        assert len(sample.stock) == len(state.stock)
        assert sorted(sample.all_cards()) == list(range(len(state.deck)))
        held = [c for h in sample.hands for c in h]
        assert not any(state.deck.role_of[c] is Role.BONUS for c in held)
    assert set(unseen_cards(view)) == {c for p, h in enumerate(state.hands) if p != view.seat
                                       for c in h} | set(state.stock)


def test_the_hard_bot_plays_a_legal_hand_within_its_budget() -> None:
    settings = Settings(players=2)
    state = Game(settings).new_initial_state(6)
    bots = [HardBot(Rng(6), budget=0.002), NormalBot()]
    kinds: Counter[str] = Counter()
    state = play_hand(state, bots, lambda s, a: kinds.update([type(a).__name__]))
    assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert kinds["Discard"] > 0


def test_make_bots_cycles_kinds_over_seats_and_rejects_unknown_kinds() -> None:
    bots = make_bots("normal,random", 4, 0)
    assert [type(b).__name__ for b in bots] == ["NormalBot", "RandomBot"] * 2
    with pytest.raises(ValueError, match="unknown bot kind"):
        make_bots("genius", 2, 0)
