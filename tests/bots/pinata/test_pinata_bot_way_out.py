"""How a bot that guards its lead plans to empty its hand: which cards a free good die
fits, which it would spoil on a rotten die, which card it keeps for last, and whether
going out would end the game ahead of everything its rivals may still score."""

from __future__ import annotations

from dataclasses import replace

from candy_arcade.bots.pinata.card_count import count_cards
from candy_arcade.bots.pinata.decisions import TableDie
from candy_arcade.bots.pinata.endgame import (
    WayOut,
    game_ends_anyway,
    goes_out_ahead,
    rivals_likely_gain,
    rivals_most_gain,
    way_out,
)
from candy_arcade.core.geometry import Vec2
from candy_arcade.rules.pinata.components import Card
from candy_arcade.rules.pinata.state import GameState
from tests.rules.pinata.pinata_scenarios import card, game_with_hands

PALETA_2 = card("paleta", 2)
CHOCOLATE_1 = card("chocolate", 1)
TAMARINDO_1 = card("tamarindo", 1)
DULCE_3 = card("dulce", 3)
RIVAL_HAND = [card("colacion", 1), card("colacion", 2), card("colacion", 3)]
PILE = [card("piruli", 4, nth) for nth in range(3)]


def dice(*faces: str, rotten: str = "tamarindo") -> list[TableDie]:
    """Free dice showing ``faces``; those showing the ``rotten`` candy are rotten."""
    return [
        TableDie(index, face, face == rotten, Vec2(0.0, 0.0)) for index, face in enumerate(faces)
    ]


PLAIN = dice("paleta", "paleta", "chocolate", "chocolate", "piruli", "piruli", "tamarindo")


def position(mine: list[Card], pile: list[Card], rival_pile: list[Card]) -> GameState:
    """Seat 0 holds ``mine`` with ``pile`` banked; seat 1 holds three colación cards and
    has ``rival_pile`` banked; the green die shows tamarindo (rotten)."""
    state = replace(game_with_hands([mine, RIVAL_HAND]), rotten="tamarindo")
    state = state.with_player(0, replace(state.players[0], victory=tuple(pile)))
    return state.with_player(1, replace(state.players[1], victory=tuple(rival_pile)))


def plan(state: GameState, free: list[TableDie], laid: list[str] | None = None) -> WayOut | None:
    return way_out(state, 0, free, laid or [], count_cards(state, 0))


def test_cards_a_good_die_fits_are_collected_and_rotten_candy_cards_spoiled() -> None:
    out = plan(position([PALETA_2, TAMARINDO_1], [], []), PLAIN)
    assert out is not None
    assert out.collect == (PALETA_2,)
    assert out.spoil == (TAMARINDO_1,)
    assert out.keeper == PALETA_2
    assert out.early == ()


def test_no_way_out_while_a_card_can_neither_get_a_die_nor_be_spoiled() -> None:
    assert plan(position([PALETA_2, DULCE_3], [], []), PLAIN) is None
    two_paleta = position([PALETA_2, card("paleta", 1)], [], [])
    assert plan(two_paleta, dice("paleta", "chocolate", "tamarindo")) is None


def test_there_is_nothing_to_plan_when_the_game_ends_after_this_round_anyway() -> None:
    no_pile = replace(position([PALETA_2], [], []), draw_pile=())
    assert game_ends_anyway(no_pile, 0)
    assert plan(no_pile, PLAIN) is None
    rival_out = position([PALETA_2], [], [])
    rival_out = rival_out.with_player(1, replace(rival_out.players[1], hand=()))
    assert plan(rival_out, PLAIN) is None


def test_the_keeper_is_the_card_whose_die_can_best_wait_and_the_rest_come_first() -> None:
    out = plan(position([PALETA_2, CHOCOLATE_1], [], []), PLAIN, laid=["paleta"])
    assert out is not None
    assert out.keeper == CHOCOLATE_1
    assert out.early == (PALETA_2,)
    assert not out.keeper_contested


def test_a_keeper_whose_only_die_a_rival_has_laid_a_card_for_is_contested() -> None:
    out = plan(position([PALETA_2], [], []), dice("paleta", "tamarindo"), laid=["paleta"])
    assert out is not None
    assert out.keeper == PALETA_2
    assert out.keeper_contested


def test_going_out_counts_only_a_lead_beyond_what_rivals_may_still_score() -> None:
    state = position([PALETA_2, TAMARINDO_1], PILE[:1], PILE[1:2])
    out = plan(state, PLAIN)
    assert out is not None
    assert goes_out_ahead(state, 0, out, 0.0)
    assert not goes_out_ahead(state, 0, out, 2.0)
    behind = position([PALETA_2, TAMARINDO_1], [], PILE[:1])
    assert not goes_out_ahead(behind, 0, out, 0.0)


def test_a_rival_could_score_a_best_card_on_each_die_left_as_far_as_its_hand_goes() -> None:
    state = position([PALETA_2], [], [])
    out = plan(state, PLAIN)
    assert out is not None
    assert rivals_most_gain(state, 0, out, PLAIN) == 3 * 4
    few = dice("paleta", "chocolate", "tamarindo")
    assert rivals_most_gain(state, 0, out, few) == 1 * 4
    likely = rivals_likely_gain(state, out, PLAIN, count_cards(state, 0))
    assert 0.0 < likely < rivals_most_gain(state, 0, out, PLAIN)
