"""Engine properties: purity, determinism, serialization, observer views, refusals."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import (
    Discard,
    DrawStock,
    Game,
    IllegalAction,
    Phase,
    Settings,
    State,
    apply,
    check,
    legal_actions,
    observe,
)
from candy_arcade.rules.canasta.actions import Action
from candy_arcade.rules.canasta.events import Drew, visible_events
from candy_arcade.rules.canasta.reasons import CanastaReason, Refusal
from candy_arcade.rules.canasta.serialize import (
    action_from_dict,
    action_to_dict,
    state_from_dict,
    state_hash,
    state_to_dict,
)
from candy_arcade.rules.canasta.state import Pledge


def _random_hand(settings: Settings, seed: int, disturb: bool = False) -> list[State]:
    """Every state of one random hand (random choices from a seeded generator)."""
    state = Game(settings).new_initial_state(seed)
    chooser = Rng(seed).fork("chooser")
    states = [state]
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        if disturb:
            random.seed(random.random())
            random.random()
        state, _ = apply(state, chooser.choice(legal_actions(state)))
        states.append(state)
    return states


def test_the_same_seed_and_actions_give_the_same_states_whatever_the_global_random() -> None:
    settings = Settings(players=4)
    plain = [state_hash(s) for s in _random_hand(settings, 7)]
    random.seed(12345)
    disturbed = [state_hash(s) for s in _random_hand(settings, 7, disturb=True)]
    assert plain == disturbed


def test_different_seeds_deal_different_hands() -> None:
    game = Game()
    assert game.new_initial_state(1).hands != game.new_initial_state(2).hands


def test_apply_leaves_the_old_state_untouched() -> None:
    state = Game().new_initial_state(3)
    before = state_hash(state)
    apply(state, DrawStock())
    assert state_hash(state) == before


@pytest.mark.parametrize(
    "settings",
    [Settings(players=4), Settings(players=2, deck="classic"), Settings(players=3, wheel=False),
     Settings(players=4, ask_partner=True)],
)
def test_state_serialization_round_trips_through_json(settings: Settings) -> None:
    for seed in range(3):
        for state in _random_hand(settings, seed)[::7]:
            data = json.loads(json.dumps(state_to_dict(state)))
            assert state_from_dict(data) == state


def test_a_pledge_round_trips_and_a_save_from_before_pledges_reads_as_none() -> None:
    state = replace(Game().new_initial_state(2), phase=Phase.MELD, pledge=Pledge.GO_OUT)
    data = json.loads(json.dumps(state_to_dict(state)))
    assert state_from_dict(data) == state
    del data["pledge"]
    assert state_from_dict(data).pledge is None
    assert observe(state, state.turn).pledge is Pledge.GO_OUT


def test_actions_serialize_and_round_trip() -> None:
    state = Game().new_initial_state(5)
    chooser = Rng(5)
    seen: list[Action] = []
    for _ in range(200):
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            break
        actions = legal_actions(state)
        seen.extend(actions)
        state, _ = apply(state, chooser.choice(actions))
    for action in seen:
        assert action_from_dict(json.loads(json.dumps(action_to_dict(action)))) == action


def test_an_observer_sees_its_own_hand_and_only_the_sizes_of_the_others() -> None:
    state = Game().new_initial_state(9)
    view = observe(state, 1)
    assert view.hand == state.hands[1]
    assert view.hand_sizes == tuple(len(h) for h in state.hands)
    assert view.stock_size == len(state.stock)
    assert not hasattr(view, "hands") and not hasattr(view, "stock")


def test_other_players_drawn_cards_are_hidden_in_their_events() -> None:
    state = Game().new_initial_state(9)
    _, events = apply(state, DrawStock())
    mine = [e for e in visible_events(events, state.turn) if isinstance(e, Drew)]
    theirs = [e for e in visible_events(events, (state.turn + 1) % 4) if isinstance(e, Drew)]
    assert mine[0].cards and theirs[0].cards == () and theirs[0].count == mine[0].count


def test_an_illegal_action_is_refused_with_a_reason() -> None:
    state = Game().new_initial_state(9)
    with pytest.raises(IllegalAction) as refused:
        apply(state, Discard(state.hands[state.turn][0]))
    assert refused.value.refusal == Refusal.of(CanastaReason.DISCARD_BEFORE_DRAW)
    assert str(refused.value) == refused.value.refusal.text()
    not_yours = check(state, DrawStock(), player=(state.turn + 1) % 4)
    assert not_yours == Refusal.of(CanastaReason.NOT_YOUR_TURN)


def test_the_game_object_holds_the_static_facts() -> None:
    game = Game(Settings(players=3, deck="classic"))
    assert game.num_players == 3 and len(game.deck) == 108
