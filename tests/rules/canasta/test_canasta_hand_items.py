"""The end-of-hand items add up to the engine's score, side by side, over random and bot
playouts of both decks at 2, 3 and 4 players; each kind of item says what it is worth."""

from __future__ import annotations

import pytest

from candy_arcade.bots.canasta.factory import make_bot
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import Game, Phase, Settings, apply, legal_actions
from candy_arcade.rules.canasta.apply import IllegalAction
from candy_arcade.rules.canasta.hand_items import (
    CanastaKind,
    ExitKind,
    bonus_items,
    itemise_side,
    meld_item,
)
from candy_arcade.rules.canasta.observer import observe
from candy_arcade.rules.canasta.state import State

CONFIGS = [
    Settings(players=p, deck=d) for p in (2, 3, 4) for d in ("heckadeck", "classic")
]


def _random_hand(settings: Settings, seed: int) -> State:
    state = Game(settings).new_initial_state(seed)
    chooser = Rng(seed).fork("items")
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        state, _ = apply(state, chooser.choice(legal_actions(state)))
    return state


def _bot_hand(settings: Settings, seed: int) -> State:
    """A hand the normal bots play: canastas, going out and bonus cards come up."""
    state = Game(settings).new_initial_state(seed)
    bots = [make_bot("normal", seat, seed) for seat in range(settings.players)]
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        actor = state.to_act
        assert actor is not None
        try:
            state, _ = apply(state, bots[actor].choose(observe(state, actor)))
        except IllegalAction:
            state, _ = apply(state, legal_actions(state)[0])
    return state


def _check_items_sum(state: State) -> set[str]:
    """Every side's items add up to its hand score; returns the kinds of item seen."""
    result = state.result
    assert result is not None
    seen: set[str] = set()
    for side in result.sides:
        items = itemise_side(state.deck, side)
        assert items.total == side.hand_score
        breakdown = dict(side.breakdown)
        assert items.meld_points == breakdown["melds"]
        assert items.canasta_bonus == breakdown["canasta_bonus"]
        assert items.bonus_points == breakdown["bonus_cards"]
        assert items.going_out == breakdown["going_out"]
        assert items.cards_left == breakdown["hands"]
        assert [h.cards for h in items.hands] == list(side.hands)
        seen |= {f"canasta {m.canasta.value}" for m in items.melds} | {items.exit.value}
        seen |= {b.name for b in items.bonus_cards}
    return seen


@pytest.mark.parametrize("settings", CONFIGS, ids=lambda s: f"{s.deck}-{s.players}")
def test_the_items_add_up_to_the_engine_score_over_playouts(settings: Settings) -> None:
    seen: set[str] = set()
    for seed in range(10):
        seen |= _check_items_sum(_random_hand(settings, seed))
    for seed in range(5):
        seen |= _check_items_sum(_bot_hand(settings, seed))
    assert seen & {"canasta natural", "canasta mixed"}, seen
    assert seen & {"out", "concealed", "darkness exit"}, seen


def test_canastas_are_natural_or_mixed_with_their_bonus() -> None:
    deck = Settings(players=2).the_deck
    natural = meld_item(deck, ["K"] * 6 + ["Wheel=K"])
    assert (natural.rank, natural.canasta, natural.bonus, natural.points) == (
        "K", CanastaKind.NATURAL, 500, 70)
    mixed = meld_item(deck, ["Q"] * 5 + ["Joker", "Joker"])
    assert (mixed.canasta, mixed.bonus, mixed.wilds) == (CanastaKind.MIXED, 300, 2)
    short = meld_item(deck, ["A", "A", "Joker"])
    assert (short.canasta, short.bonus, short.points) == (CanastaKind.NONE, 0, 90)


def test_hunters_and_travellers_are_scored_apart() -> None:
    deck = Settings(players=2).the_deck
    items = bonus_items(deck, ["Hunter", "Traveller", "Hunter", "Wheel=Hunter"], True)
    assert [(b.name, b.count, b.points) for b in items] == [
        ("Hunter", 3, 450), ("Traveller", 1, 50)]
    unmelded = bonus_items(deck, ["Hunter", "Traveller"], False)
    assert [b.points for b in unmelded] == [-50, -50]
    classic = Settings(players=2, deck="classic").the_deck
    assert [(b.count, b.points) for b in bonus_items(classic, ["3R"] * 4, True)] == [(4, 800)]


def test_exits_are_named() -> None:
    state = _bot_hand(Settings(players=2), 1)
    assert state.result is not None
    kinds = [itemise_side(state.deck, s).exit for s in state.result.sides]
    assert ExitKind.NONE in kinds
