"""Rule sentences about melds, canastas and the first-meld minimum."""

from __future__ import annotations

from collections import Counter

import pytest
from canasta_tables import assert_refused, group, play, table

from candy_arcade.rules.canasta import Meld, MeldGroup, Phase, Settings, TakePile, check
from candy_arcade.rules.canasta.decks import classic, heckadeck
from candy_arcade.rules.canasta.reasons import CanastaReason as R
from candy_arcade.rules.canasta.scoring import score_side

MELDED = [[["K", "K", "K"]]]


def test_a_meld_is_three_or_more_cards_of_one_natural_rank() -> None:
    state = table(["Q", "Q", "J", "5", "6"], melds=MELDED, phase=Phase.MELD)
    assert_refused(state, Meld((group(state, "Q", "Q", "Q"),)), R.MELD_TOO_SMALL, size=3)
    assert_refused(state, Meld((group(state, "Q", "Q", "Q", "J"),)), R.CARD_NOT_OF_RANK)


def test_a_meld_needs_at_least_two_natural_cards() -> None:
    state = table(["Q", "Joker", "Arrow", "5", "6"], melds=MELDED, phase=Phase.MELD)
    meld = Meld((group(state, "Q", "Q", "Joker", "Arrow"),))
    assert_refused(state, meld, R.MELD_TOO_FEW_NATURALS, naturals=2)


def test_a_meld_holds_at_most_three_wild_cards() -> None:
    hand = ["Q", "Q", "Q", "Joker", "Arrow", "Talisman", "Omnihedron", "5", "6"]
    state = table(hand, melds=MELDED, phase=Phase.MELD)
    four = group(state, "Q", "Q", "Q", "Q", "Joker", "Arrow", "Talisman", "Omnihedron")
    assert_refused(state, Meld((four,)), R.MELD_TOO_MANY_WILDS, wilds=3)
    three = group(state, "Q", "Q", "Q", "Q", "Joker", "Arrow", "Talisman")
    assert check(state, Meld((three,))) is None


def test_a_side_has_one_meld_per_rank_and_partners_share_melds() -> None:
    others = [["5", "6"], ["K", "K", "7", "8"], ["9", "10"]]
    state = table(["5"], others=others, melds=MELDED, phase=Phase.MELD, turn=2)
    partner_adds = play(state, Meld((group(state, "K", "K", "K", player=2),)))
    (kings,) = partner_adds.melds[0]
    assert len(kings.cards) == 5
    first, second = group(state, "K", "K", "K", player=2).cards
    twice = Meld((MeldGroup("K", (first,)), MeldGroup("K", (second,))))
    assert_refused(state, twice, R.TWO_GROUPS_OF_RANK)


def test_a_canasta_is_seven_cards_natural_500_mixed_300() -> None:
    deck = heckadeck()
    natural = score_side(deck, [["K"] * 7], [], [], False, False)
    mixed = score_side(deck, [["K"] * 6 + ["Joker"]], [], [], False, False)
    six = score_side(deck, [["K"] * 6], [], [], False, False)
    assert natural.breakdown["canasta_bonus"] == 500
    assert mixed.breakdown["canasta_bonus"] == 300
    assert six.breakdown["canasta_bonus"] == 0


@pytest.mark.parametrize(
    ("score", "minimum"),
    [(-5, 50), (0, 90), (1495, 90), (1500, 120), (2995, 120), (3000, 150), (6995, 150),
     (7000, 200)],
)
def test_first_meld_minimum_by_score_heckadeck(score: int, minimum: int) -> None:
    assert heckadeck().minimum_meld(score) == minimum


@pytest.mark.parametrize(
    ("score", "minimum"),
    [(-5, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (7000, 120)],
)
def test_first_meld_minimum_by_score_classic(score: int, minimum: int) -> None:
    assert classic().minimum_meld(score) == minimum


def test_a_side_first_meld_below_its_minimum_is_refused() -> None:
    hand = ["K", "K", "K", "A", "A", "A", "Joker", "5", "6"]
    state = table(hand, phase=Phase.MELD)
    assert_refused(
        state, Meld((group(state, "K", "K", "K", "K"),)),
        R.FIRST_MELD_BELOW_MINIMUM, minimum=90,
    )
    assert check(state, Meld((group(state, "A", "A", "A", "A", "Joker"),))) is None
    both = Meld((group(state, "K", "K", "K", "K"), group(state, "A", "A", "A", "A")))
    assert check(state, both) is None


def test_the_minimum_follows_the_sides_score_before_the_hand() -> None:
    hand = ["A", "A", "A", "Joker", "5", "6"]
    state = table(hand, phase=Phase.MELD, scores=(3000, 0))
    assert_refused(
        state, Meld((group(state, "A", "A", "A", "A", "Joker"),)),
        R.FIRST_MELD_BELOW_MINIMUM, minimum=150,
    )


def test_bonus_cards_never_count_towards_the_minimum() -> None:
    state = table(["K", "K", "K", "A", "A", "A", "5", "6"], phase=Phase.MELD,
                  bonus=[["Hunter", "Hunter", "Traveller"]])
    assert_refused(
        state, Meld((group(state, "K", "K", "K", "K"),)),
        R.FIRST_MELD_BELOW_MINIMUM, minimum=90,
    )


def test_taking_the_pile_for_a_first_meld_counts_only_the_top_card_and_hand_cards() -> None:
    pile = ["A", "A", "A", "K"]
    state = table(["K", "K", "5", "5", "5", "6"], discard=pile)
    low = TakePile(group(state, "K", "K", "K"), (group(state, "5", "5", "5", "5"),))
    assert_refused(state, low, R.TAKE_BELOW_MINIMUM, minimum=90, points=45)
    rich = table(["K", "K", "A", "A", "A", "6"], discard=pile)
    take = TakePile(group(rich, "K", "K", "K"), (group(rich, "A", "A", "A", "A"),))
    after = play(rich, take)
    assert sorted(m.rank for m in after.melds[0]) == ["A", "K"]
    assert sum(1 for c in after.hands[0] if after.deck.name_of[c] == "A") == 3


def test_classic_deck_uses_deuces_and_jokers_as_wilds_and_threes_apart() -> None:
    settings = Settings(deck="classic")
    state = table(["K", "K", "2", "Joker", "3B", "3B", "3B", "5"], settings=settings,
                  melds=[[["Q", "Q", "Q"]]], phase=Phase.MELD)
    assert check(state, Meld((group(state, "K", "K", "K", "2", "Joker"),))) is None
    black_threes = Meld((group(state, "3B", "3B", "3B", "3B"),))
    assert_refused(state, black_threes, R.STOPS_ONLY_GOING_OUT)


CLASSIC_OTHERS = [["J", "J"], ["10", "10"], ["9", "9"]]


@pytest.mark.parametrize(
    ("score", "minimum", "short", "enough"),
    [
        (-10, 15, None, ["4", "4", "4"]),
        (0, 50, ["K", "K", "K", "K"], ["K", "K", "K", "K", "K"]),
        (1500, 90, ["A", "A", "2"], ["A", "A", "Joker"]),
        (3000, 120, ["A", "A", "Joker", "2"], ["A", "A", "A", "Joker", "2"]),
        (7000, 120, ["A", "A", "Joker", "2"], ["A", "A", "A", "Joker", "2"]),
    ],
)
def test_the_classic_first_meld_minimum_is_15_50_90_120_by_score(
    score: int, minimum: int, short: list[str] | None, enough: list[str]
) -> None:
    settings = Settings(deck="classic")
    cards = Counter(enough) | Counter(short or [])
    state = table([*cards.elements(), "8", "6"], settings=settings, others=CLASSIC_OTHERS,
                  phase=Phase.MELD, scores=(score, 0))
    rank = enough[0]
    assert check(state, Meld((group(state, rank, *enough),))) is None
    if short is not None:
        meld = Meld((group(state, rank, *short),))
        assert_refused(state, meld, R.FIRST_MELD_BELOW_MINIMUM, minimum=minimum)
    else:
        at_zero = table([*enough, "8", "6"], settings=settings, others=CLASSIC_OTHERS,
                        phase=Phase.MELD, scores=(0, 0))
        meld = Meld((group(at_zero, rank, *enough),))
        assert_refused(at_zero, meld, R.FIRST_MELD_BELOW_MINIMUM, minimum=50)
