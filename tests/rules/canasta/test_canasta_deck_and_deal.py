"""Rule sentences about the decks, the players, the deal and the turn."""

from __future__ import annotations

from collections import Counter

import pytest
from canasta_tables import FOUR, play, table

from candy_arcade.rules.canasta import (
    Discard,
    DrawStock,
    Phase,
    Settings,
    classic,
    heckadeck,
)
from candy_arcade.rules.canasta.deal import deal_hand, new_game
from candy_arcade.rules.canasta.events import BonusLaidOut, UpcardTurned
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.scenario import ids_of


def test_the_heckadeck_has_161_cards_in_the_listed_counts() -> None:
    deck = heckadeck()
    counts = Counter(deck.name_of)
    assert len(deck) == 161
    for rank in ("0", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "Beast",
                 "J", "Q", "K", "Arrow", "Talisman"):
        assert counts[rank] == 8
    assert counts["Joker"] == counts["Hunter"] == counts["Traveller"] == 4
    for single in ("Watcher", "Omnihedron", "Crone", "Darkness", "Wheel"):
        assert counts[single] == 1


def test_a_setting_leaves_the_wheel_out_160_cards() -> None:
    assert len(heckadeck(with_wheel=False)) == 160
    assert "Wheel" not in heckadeck(with_wheel=False).name_of
    assert len(Settings(wheel=False).the_deck) == 160


def test_the_classic_deck_is_two_packs_and_four_jokers_108_cards() -> None:
    counts = Counter(classic().name_of)
    assert len(classic()) == 108
    assert counts["3R"] == counts["3B"] == counts["Joker"] == 4
    assert counts["2"] == counts["A"] == counts["K"] == 8


def test_each_physical_card_has_a_unique_id_and_heckadeck_ranks_carry_a_suit() -> None:
    deck = heckadeck()
    assert [c.id for c in deck.cards] == list(range(161))
    suits = Counter(c.suit for c in deck.cards if c.name == "Beast")
    assert len(suits) == 8
    assert all(c.suit is None for c in deck.cards if c.name in ("Joker", "Wheel", "Crone"))
    assert {c.colour for c in deck.cards if c.name == "Hunter"} == {"red", "black", "blue", "green"}


def test_card_points_follow_the_table() -> None:
    faces = heckadeck().faces
    expected = {"0": 5, "2": 5, "7": 5, "8": 10, "11": 10, "Beast": 10, "K": 10, "A": 20,
                "Arrow": 20, "Talisman": 20, "Joker": 50, "Watcher": 50, "Omnihedron": 100}
    assert {name: faces[name].points for name in expected} == expected
    assert faces["Crone"].hand_points == faces["Darkness"].hand_points == 50
    assert faces["Wheel"].hand_points == 0
    assert faces["0"].role is Role.STOP and faces["Hunter"].role is Role.BONUS


def test_four_players_play_two_partnerships_partners_opposite_11_cards_each() -> None:
    state, _ = new_game(FOUR, 1)
    assert [len(h) for h in state.hands] == [11] * 4
    assert FOUR.players_of(0) == (0, 2) and FOUR.players_of(1) == (1, 3)
    assert FOUR.partner_of(1) == 3


def test_three_players_each_for_themselves_13_cards_each() -> None:
    settings = Settings(players=3)
    state, _ = new_game(settings, 1)
    assert [len(h) for h in state.hands] == [13] * 3
    assert settings.sides == 3 and settings.partner_of(0) is None


def test_two_players_get_15_cards_draw_two_and_discard_one() -> None:
    settings = Settings(players=2)
    state, _ = new_game(settings, 1)
    assert [len(h) for h in state.hands] == [15, 15]
    start = table(["5", "6", "7"], others=[["8", "9"]], settings=settings, stock_top=["K", "Q"])
    drawn = play(start, DrawStock())
    assert len(drawn.hands[0]) == 5
    after = play(drawn, Discard(ids_of(drawn, 0, "K")[0]))
    assert len(after.hands[0]) == 4 and after.turn == 1


def test_bonus_cards_in_a_dealt_hand_are_laid_out_at_once_and_replaced() -> None:
    for seed in range(30):
        state, events = new_game(FOUR, seed)
        assert not any(state.deck.role_of[c] is Role.BONUS for h in state.hands for c in h)
        laid = [e for e in events if isinstance(e, BonusLaidOut)]
        assert sum(len(b) for b in state.bonus) == len(laid)
        assert [len(h) for h in state.hands] == [11] * 4


def test_a_bonus_card_drawn_is_laid_out_and_replaced_from_the_stock() -> None:
    state = table(["5", "6", "7"], stock_top=["Hunter", "K"])
    after = play(state, DrawStock())
    names = [after.deck.name_of[c] for c in after.hands[0]]
    assert "K" in names and "Hunter" not in names
    assert [after.deck.name_of[c] for c in after.bonus[0]] == ["Hunter"]


def test_a_bonus_card_or_wild_turned_up_is_covered_by_another_and_freezes_the_pile() -> None:
    covered = 0
    for seed in range(200):
        state, events = deal_hand(FOUR, seed, 0, 0, (0, 0))
        turned = [e for e in events if isinstance(e, UpcardTurned)]
        top_role = state.deck.role_of[state.discard[-1]]
        assert top_role not in (Role.WILD, Role.BONUS)
        if any(state.deck.role_of[e.card] in (Role.WILD, Role.BONUS) for e in turned):
            covered += 1
            assert len(state.discard) >= 2 and state.pile_frozen
    assert covered > 5


def test_a_turn_is_draw_then_meld_then_discard_one_card() -> None:
    state = table(["5", "6", "7"])
    drawn = play(state, DrawStock())
    assert drawn.phase is Phase.MELD and len(drawn.hands[0]) == 4
    after = play(drawn, Discard(drawn.hands[0][0]))
    assert after.phase is Phase.DRAW and after.turn == 1 and len(after.hands[0]) == 3


@pytest.mark.parametrize(
    ("seed", "special", "freezes"),
    [(123, Role.WHEEL, True), (199, Role.CRONE, False), (613, Role.DARKNESS, False)],
)
def test_a_wheel_crone_or_darkness_turned_up_is_covered_only_the_wheel_freezes(
    seed: int, special: Role, freezes: bool
) -> None:
    """The engine's reading: the Crone and the Darkness act only when a player discards
    them, so turned up they are simply covered; the unnamed Wheel is treated like a
    wild (it could be one) and freezes the pile. The seeds deal each case."""
    state, events = deal_hand(FOUR, seed, 0, 0, (0, 0))
    roles = [state.deck.role_of[c] for c in state.discard]
    assert roles[0] is special and len(roles) == 2, "the seed no longer deals that case"
    assert roles[-1] in (Role.NATURAL, Role.STOP)
    assert state.pile_frozen is freezes
    assert [e.card for e in events if isinstance(e, UpcardTurned)] == list(state.discard)
    assert state.wheel_as is None


def test_two_players_drawing_from_a_one_card_stock_take_that_one_card() -> None:
    two = Settings(players=2)
    state = table(["5", "6", "7"], others=[["8", "9"]], settings=two, stock_top=["K"],
                  stock_size=1)
    drawn = play(state, DrawStock())
    assert drawn.phase is Phase.MELD and not drawn.stock
    assert sorted(drawn.deck.name_of[c] for c in drawn.hands[0]) == ["5", "6", "7", "K"]


def test_two_players_drawing_a_bonus_card_among_the_two_lay_it_out_and_replace_it() -> None:
    two = Settings(players=2)
    state = table(["5", "6", "7"], others=[["8", "9"]], settings=two,
                  stock_top=["Hunter", "K", "Q"])
    drawn = play(state, DrawStock())
    assert sorted(drawn.deck.name_of[c] for c in drawn.hands[0]) == ["5", "6", "7", "K", "Q"]
    assert [drawn.deck.name_of[c] for c in drawn.bonus[0]] == ["Hunter"]
    assert drawn.phase is Phase.MELD


def test_two_players_whose_last_stock_card_is_a_bonus_card_meld_then_play_ends() -> None:
    two = Settings(players=2)
    last = table(["5", "6", "7"], others=[["8", "9"]], settings=two,
                 stock_top=["K", "Hunter"], stock_size=2)
    drawn = play(last, DrawStock())
    assert drawn.phase is Phase.LAST_MELD and not drawn.stock
    assert [drawn.deck.name_of[c] for c in drawn.bonus[0]] == ["Hunter"]
    first = table(["5", "6", "7"], others=[["8", "9"]], settings=two,
                  stock_top=["Hunter", "K"], stock_size=2)
    unreplaced = play(first, DrawStock())
    assert unreplaced.phase is Phase.MELD and len(unreplaced.hands[0]) == 4
