"""Rule sentences about scoring a hand and playing a game to a target."""

from __future__ import annotations

import pytest
from canasta_tables import FOUR, group, play, table

from candy_arcade.rules.canasta import Discard, Meld, Phase, Settings, State
from candy_arcade.rules.canasta.decks import classic, heckadeck
from candy_arcade.rules.canasta.scoring import score_side

HECK = heckadeck()


def test_a_hand_scores_melds_plus_canastas_plus_going_out_plus_bonus_minus_hands() -> None:
    score = score_side(HECK, [["K"] * 7, ["A", "A", "Joker"]], ["Hunter", "Hunter"],
                       [["5", "Q"], ["A"]], went_out=True, concealed=False)
    assert score.breakdown == {
        "melds": 70 + 40 + 50, "natural_canastas": 1, "mixed_canastas": 0,
        "canasta_bonus": 500, "going_out": 100, "bonus_cards": 200, "hands": -(5 + 10 + 20),
    }
    assert score.total == 160 + 500 + 100 + 200 - 35


def test_the_crone_and_the_darkness_count_minus_50_in_hand_the_wheel_0_a_stop_card_5() -> None:
    score = score_side(HECK, [], [], [["Crone"], ["Darkness", "Wheel", "0"]], False, False)
    assert score.breakdown["hands"] == -105


def test_hunters_and_travellers_count_separately_n_squared_times_50() -> None:
    for n, value in ((1, 50), (2, 200), (3, 450), (4, 800)):
        assert score_side(HECK, [["K"] * 3], ["Hunter"] * n, [], False, False).breakdown[
            "bonus_cards"] == value
    mixed = score_side(HECK, [["K"] * 3], ["Hunter", "Hunter", "Traveller"], [], False, False)
    assert mixed.breakdown["bonus_cards"] == 200 + 50


def test_five_of_a_kind_with_the_wheel_is_1250_and_the_best_is_2050() -> None:
    five = ["Hunter"] * 4 + ["Wheel=Hunter"]
    assert score_side(HECK, [["K"] * 3], five, [], False, False).breakdown["bonus_cards"] == 1250
    best = score_side(HECK, [["K"] * 3], [*five, *["Traveller"] * 4], [], False, False)
    assert best.breakdown["bonus_cards"] == 2050


def test_classic_red_threes_score_100_each_and_800_for_all_four() -> None:
    deck = classic()
    assert score_side(deck, [["K"] * 3], ["3R"] * 3, [], False, False).breakdown[
        "bonus_cards"] == 300
    assert score_side(deck, [["K"] * 3], ["3R"] * 4, [], False, False).breakdown[
        "bonus_cards"] == 800


def test_a_side_that_has_melded_nothing_scores_its_bonus_cards_negative() -> None:
    score = score_side(HECK, [], ["Hunter", "Hunter"], [["5"]], False, False)
    assert score.breakdown["bonus_cards"] == -200


def test_a_concealed_exit_with_the_darkness_earns_100() -> None:
    score = score_side(HECK, [["K"] * 7, ["Q"] * 7], [], [["5"]], True, True, by_darkness=True)
    assert score.breakdown["going_out"] == 100


def test_the_game_ends_when_a_side_reaches_the_target_and_the_higher_total_wins() -> None:
    state = table(["Q", "Q", "Q"], melds=[[["K"] * 7], [["A"] * 7]], phase=Phase.MELD,
                  scores=(4900, 4500))
    after = play(state, Meld((group(state, "Q", "Q", "Q", "Q"),)))
    assert after.phase is Phase.GAME_OVER
    assert after.scores[0] >= 5000 and after.scores[1] >= 5000
    assert after.winners == (0,) and after.scores[0] > after.scores[1]


def test_the_target_is_5000_by_default_and_settable() -> None:
    assert Settings().target == 5000
    state = table(["Q", "Q", "Q", "5"], settings=Settings(target=10000),
                  melds=[[["K"] * 7]], phase=Phase.MELD, scores=(4900, 0))
    melded = play(state, Meld((group(state, "Q", "Q", "Q", "Q"),)))
    after = play(melded, Discard(melded.hands[0][0]))
    assert after.phase is Phase.HAND_OVER and after.scores[0] > 5000


def test_totals_carry_over_and_the_next_hand_is_dealt_by_the_next_dealer() -> None:
    from candy_arcade.rules.canasta import NextHand

    state = table(["Q", "Q", "Q"], melds=[[["K"] * 7]], phase=Phase.MELD, scores=(100, 50))
    over = play(state, Meld((group(state, "Q", "Q", "Q", "Q"),)))
    nxt = play(over, NextHand())
    assert nxt.scores == over.scores and nxt.hand_number == 1
    assert nxt.dealer == (state.dealer + 1) % 4 and nxt.phase is Phase.DRAW


@pytest.mark.parametrize(("threes", "value"), [(1, -100), (2, -200), (3, -300), (4, -800)])
def test_classic_red_threes_count_negative_for_a_side_that_never_melded(
    threes: int, value: int
) -> None:
    settings = Settings(deck="classic")
    state = table(["Q", "Q", "Q"], settings=settings, others=[["9"], ["8"], ["6"]],
                  melds=[[["K"] * 7], []], bonus=[[], ["3R"] * threes], phase=Phase.MELD)
    out = play(state, Meld((group(state, "Q", "Q", "Q", "Q"),)))
    assert out.result is not None
    loser = dict(out.result.sides[1].breakdown)
    assert loser["bonus_cards"] == value
    assert out.result.sides[1].hand_score == value - 10 - 5


def _going_out(scores: tuple[int, ...], settings: Settings = FOUR) -> State:
    others = [["9"], ["8"]] if settings.players == 3 else [["9"], ["8"], ["6"]]
    melds: list[list[list[str]]] = [[["K"] * 7]] + [[] for _ in range(settings.sides - 1)]
    state = table(["Q", "Q", "Q"], settings=settings, others=others, melds=melds,
                  phase=Phase.MELD, scores=scores)
    out: State = play(state, Meld((group(state, "Q", "Q", "Q", "Q"),)))
    return out


def test_a_tie_at_the_target_makes_both_sides_winners() -> None:
    probe = _going_out((0, 0))
    assert probe.result is not None
    gains = [side.hand_score for side in probe.result.sides]
    tied = _going_out((5000 - gains[0], 5000 - gains[1]))
    assert tied.phase is Phase.GAME_OVER and tied.scores == (5000, 5000)
    assert tied.winners == (0, 1)


def test_a_three_player_game_ends_when_one_reaches_the_target_and_the_highest_wins() -> None:
    three = Settings(players=3)
    over = _going_out((4000, 6000, 0), three)
    assert over.phase is Phase.GAME_OVER and over.result is not None
    assert len(over.result.sides) == 3 and over.winners == (1,)
    assert over.scores[1] > over.scores[0] and over.scores[1] >= 5000
    short = _going_out((100, 200, 300), three)
    assert short.phase is Phase.HAND_OVER and short.winners == ()
