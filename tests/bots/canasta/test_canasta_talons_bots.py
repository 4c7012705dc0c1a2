"""The bots at a Talons table: the samples keep the talons hidden and sized, the normal
bot opens from its hand for the 4-card talon, the hard bot plays, and simulate's lines
account for the cards left in the talons."""

from __future__ import annotations

from collections import Counter
from itertools import pairwise

from candy_arcade.bots.canasta import NormalBot
from candy_arcade.bots.canasta.base import Bot, play_hand
from candy_arcade.bots.canasta.determinize import determinize, unseen_cards
from candy_arcade.bots.canasta.hard import HardBot
from candy_arcade.commands.simulate_canasta import simulate_canasta
from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import DrawStock, Game, Phase, Settings, State, TakePile, observe
from candy_arcade.rules.canasta.decks import deck_named
from candy_arcade.rules.canasta.roles import WHEEL_PREFIX
from candy_arcade.rules.canasta.scenario import position

TALONS_2 = Settings(players=2, variant="talons")


def test_a_sample_deals_the_talons_from_the_unseen_cards_keeping_their_sizes() -> None:
    state = Game(Settings(players=3, variant="talons")).new_initial_state(4)
    view = observe(state, state.turn)
    assert view.talon_sizes == (4, 3)
    assert set(unseen_cards(view)) >= {c for talon in state.talons for c in talon}
    for i in range(5):
        sample = determinize(view, Rng(i))
        assert [len(t) for t in sample.talons] == [4, 3]
        assert len(sample.stock) == len(state.stock)
        assert sorted(sample.all_cards()) == list(range(len(state.deck)))


def _pair_or_hand(settings: Settings, stock_size: int | None = None) -> object:
    """The normal bot's choice with a king pair for the pile's king on top, and an
    opening of aces in the hand as well."""
    state = position(settings, hands=[["K", "K", "A", "A", "A", "Joker", "5", "6"],
                                      ["8", "9", "10"]],
                     discard=["7", "K"], stock_size=stock_size)
    return NormalBot().choose(observe(state, 0))


def test_the_normal_bot_opens_from_its_hand_while_the_4_card_talon_waits() -> None:
    assert isinstance(_pair_or_hand(Settings(players=2)), TakePile)
    assert _pair_or_hand(TALONS_2) == DrawStock()
    # Two drawn would leave 8: no talon then, so the pile is worth taking at once.
    assert isinstance(_pair_or_hand(TALONS_2, stock_size=10), TakePile)
    assert _pair_or_hand(TALONS_2, stock_size=11) == DrawStock()


def test_the_hard_bot_plays_talons_hands_and_takes_talons() -> None:
    # (whose turn, cards left in the talons) before every action and after each hand
    steps: list[tuple[int, int]] = []
    for seed in range(3):
        state = Game(TALONS_2).new_initial_state(seed)
        bots: list[Bot] = [HardBot(Rng(seed), samples=2), NormalBot()]
        end = play_hand(state, bots, lambda s, _a: steps.append((s.turn, _held(s))))
        steps.append((end.turn, _held(end)))
        assert end.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    takers = Counter(turn for (turn, before), (_, after) in pairwise(steps) if after < before)
    assert takers[0] > 0


def _held(state: State) -> int:
    return sum(len(t) for t in state.talons)


def test_simulate_lists_the_cards_left_in_the_talons() -> None:
    the_deck = deck_named("classic")
    records = list(simulate_canasta("classic", 3, 1, 2, "normal", "talons"))
    for record in records:
        placed: Counter[str] = Counter(record["talons"])
        for side in record["sides"]:
            for cards in [*side["melds"], side["bonus"], *side["hands"]]:
                placed.update(cards)
        placed.update(record["discard"])
        placed.update(record["removed"])
        names = sum(placed.values())
        assert names + record["stock"] == len(the_deck)
        assert all(not label.startswith(WHEEL_PREFIX) for label in placed)
    assert any(len(r["talons"]) < 7 for r in records)
