"""Random playouts: no card created or lost, never stuck, scores agree with the table
(plain Canasta and Talons, where the talons hold cards too).

A few hundred hands here; ``candy-arcade tournament`` and the bots' own tests
play many more.
"""

from __future__ import annotations

import pytest

from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import Game, Phase, Settings, apply, legal_actions
from candy_arcade.rules.canasta.scoring import score_side

CONFIGS = [
    Settings(players=p, deck=d, wheel=w, ask_partner=a)
    for p in (2, 3, 4)
    for d, w in (("heckadeck", True), ("classic", True), ("heckadeck", False))
    for a in ((False, True) if p == 4 else (False,))
] + [
    Settings(players=p, deck=d, variant="talons")
    for p in (2, 3, 4)
    for d in ("heckadeck", "classic")
]
HANDS_PER_CONFIG = 16


def _config_id(settings: Settings) -> str:
    return f"{settings.variant}-{settings.deck}-{settings.players}-{settings.wheel}"


@pytest.mark.parametrize("settings", CONFIGS, ids=_config_id)
def test_random_playouts_keep_every_card_and_agree_on_scores(settings: Settings) -> None:
    deck_size = len(settings.the_deck)
    for seed in range(HANDS_PER_CONFIG):
        state = Game(settings).new_initial_state(seed)
        chooser = Rng(seed).fork("playout")
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            actions = legal_actions(state)
            assert actions, f"stuck in {state.phase} (seed {seed})"
            state, _ = apply(state, chooser.choice(actions))
            cards = state.all_cards()
            assert len(cards) == deck_size and len(set(cards)) == deck_size
        result = state.result
        assert result is not None
        for side, side_result in enumerate(result.sides):
            again = score_side(
                settings.the_deck, side_result.melds, side_result.bonus, side_result.hands,
                side_result.went_out, side_result.concealed, side_result.by_darkness,
            )
            assert again.total == side_result.hand_score
            assert side_result.total == state.scores[side]
        placed = sum(len(m) for s in result.sides for m in s.melds) + sum(
            len(s.bonus) + sum(len(h) for h in s.hands) for s in result.sides
        )
        out_of_play = len(result.discard) + len(result.removed) + len(result.talons)
        assert placed + result.stock + out_of_play == deck_size
        assert bool(result.talons) <= settings.talons
