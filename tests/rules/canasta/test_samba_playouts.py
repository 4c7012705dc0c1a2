"""Samba random playouts at 2, 3 and 4 players on both decks: no card created or lost,
never stuck, and every hand's scores agree with its final table rescored by
``score_samba_side``; and a Samba game replays exactly from its seed.

A few hands per table, to stay fast; ``candy-arcade simulate --variant samba`` and
``candy-arcade tournament --variant samba`` play many more.
"""

from __future__ import annotations

import json

import pytest

from candy_arcade.bots.canasta.base import play_game
from candy_arcade.bots.canasta.factory import make_bots
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import Game, Phase, Settings, apply, legal_actions
from candy_arcade.rules.canasta.actions import Action, Meld, MeldGroup, SequenceGroup, TakePile
from candy_arcade.rules.canasta.samba_scoring import score_samba_side
from candy_arcade.rules.canasta.serialize import (
    StateDataError,
    action_from_dict,
    action_to_dict,
    state_from_dict,
    state_hash,
    state_to_dict,
)
from candy_arcade.rules.canasta.state import State

CONFIGS = [
    Settings(players=p, deck=d, wheel=w, variant="samba")
    for p in (2, 3, 4)
    for d, w in (("heckadeck", True), ("classic", True), ("heckadeck", False))
]
HANDS_PER_CONFIG = 8
MOST_STEPS = 3000
"""A random Samba hand that runs this long is stuck (they end in a few hundred)."""


def _rescored_and_counted(state: State) -> None:
    result = state.result
    assert result is not None
    deck = state.deck
    placed = result.stock + len(result.discard) + len(result.removed)
    for side, side_result in enumerate(result.sides):
        again = score_samba_side(
            deck, side_result.melds, side_result.sequences, side_result.bonus,
            side_result.hands, side_result.went_out,
        )
        assert again.total == side_result.hand_score
        assert side_result.total == state.scores[side]
        placed += sum(len(m) for m in side_result.melds) + len(side_result.bonus)
        placed += sum(len(s) for s in side_result.sequences)
        placed += sum(len(h) for h in side_result.hands)
    assert placed == len(deck)


@pytest.mark.parametrize("settings", CONFIGS, ids=lambda s: f"{s.deck}-{s.players}-{s.wheel}")
def test_random_samba_playouts_keep_every_card_and_agree_on_scores(settings: Settings) -> None:
    deck_size = len(settings.the_deck)
    for seed in range(HANDS_PER_CONFIG):
        state = Game(settings).new_initial_state(seed)
        chooser = Rng(seed).fork("samba-playout")
        for _ in range(MOST_STEPS):
            if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                break
            actions = legal_actions(state)
            assert actions, f"stuck in {state.phase} (seed {seed})"
            state, _ = apply(state, chooser.choice(actions))
            cards = state.all_cards()
            assert len(cards) == deck_size and len(set(cards)) == deck_size
        assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER), f"stalled (seed {seed})"
        _rescored_and_counted(state)


def _normal_game_hashes(settings: Settings, seed: int) -> list[str]:
    bots = make_bots("normal", settings.players, seed)
    return [state_hash(end) for end in play_game(settings, seed, bots, max_hands=2)]


def test_a_samba_game_of_normal_bots_replays_from_its_seed() -> None:
    settings = Settings(players=3, variant="samba", target=10000)
    assert _normal_game_hashes(settings, 11) == _normal_game_hashes(settings, 11)


def test_a_samba_state_with_sequences_survives_a_save() -> None:
    settings = Settings(players=2, variant="samba")
    state = Game(settings).new_initial_state(5)
    chooser = Rng(5).fork("save")
    while not any(state.sequences) and state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        state, _ = apply(state, chooser.choice(legal_actions(state)))
    assert any(state.sequences)
    saved = state_to_dict(state)
    assert saved["settings"]["variant"] == "samba"
    assert state_from_dict(saved) == state


def test_a_version_1_save_reads_as_a_standard_table() -> None:
    state = Game(Settings(players=4)).new_initial_state(2)
    data = state_to_dict(state)
    assert data["version"] == 1
    assert "sequences" not in data
    assert "variant" not in data["settings"]
    assert state_from_dict(data) == state


def test_a_save_whose_sequence_is_none_is_refused() -> None:
    settings = Settings(players=2, variant="samba")
    state = Game(settings).new_initial_state(1)
    data = state_to_dict(state)
    data["sequences"][0] = [{"key": "red", "cards": list(state.hands[0][:3])}]
    with pytest.raises(StateDataError):
        state_from_dict(data)


def test_samba_moves_round_trip_through_json() -> None:
    moves: list[Action] = [
        Meld((MeldGroup("K", (1, 2, 3), None, True),), (SequenceGroup((4, 5, 6), None, 1),)),
        TakePile(MeldGroup("8", (7, 8)), (), (SequenceGroup((9, 10, 161 - 1), "0"),)),
    ]
    for move in moves:
        assert action_from_dict(json.loads(json.dumps(action_to_dict(move)))) == move
