"""Rule sentences of Samba beyond sequences: deck, deal and turn, melds of one rank,
taking the pile, the minimum, going out and the game (heckadeck-canasta.md, Samba)."""

from __future__ import annotations

from collections import Counter

import pytest

from candy_arcade.rules.canasta.decks import CLASSIC, HECKADECK, Deck, heckadeck
from candy_arcade.rules.canasta.reasons import CanastaReason
from candy_arcade.rules.canasta.samba import (
    SAMBA_CANASTAS_TO_GO_OUT,
    SAMBA_DRAW_COUNT,
    SAMBA_HAND_SIZE,
    SAMBA_TARGET,
    going_out_refusal,
    side_canastas,
)
from candy_arcade.rules.canasta.samba_decks import classic_samba, samba_deck
from candy_arcade.rules.canasta.samba_melds import new_rank_meld_refusal, samba_meld_error
from candy_arcade.rules.canasta.samba_pile import samba_take_refusal
from candy_arcade.rules.canasta.samba_reasons import SambaReason
from candy_arcade.rules.canasta.scoring import faces_for
from candy_arcade.rules.canasta.sequences import Run
from candy_arcade.rules.canasta.settings import HAND_SIZES

HECK = heckadeck()


# --- Deck ------------------------------------------------------------------------------

def test_heckadeck_samba_plays_the_161_card_heckadeck_or_160_without_the_wheel() -> None:
    assert len(samba_deck(HECKADECK)) == 161
    assert len(samba_deck(HECKADECK, with_wheel=False)) == 160


def test_classic_samba_uses_three_52_card_decks_and_six_jokers() -> None:
    deck = samba_deck(CLASSIC)
    assert deck is classic_samba()
    assert len(deck) == 162
    counts = Counter(card.name for card in deck.cards)
    assert counts["Joker"] == 6
    assert counts["2"] == 12
    assert all(counts[rank] == 12 for rank in deck.natural_ranks)
    assert Counter((c.name, c.suit) for c in deck.cards)[("K", "Spades")] == 3


def test_classic_samba_has_red_3s_and_black_3s_as_in_classic() -> None:
    deck = classic_samba()
    assert Counter(card.name for card in deck.cards)["3R"] == 6
    assert Counter(card.name for card in deck.cards)["3B"] == 6
    assert {c.suit for c in deck.cards if c.name == "3R"} == {"Hearts", "Diamonds"}
    assert deck.faces["3R"] is samba_deck(CLASSIC).faces["3R"]


def test_an_unknown_deck_name_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown deck"):
        samba_deck("tarot")


# --- Deal and turn ---------------------------------------------------------------------

@pytest.mark.parametrize("players", sorted(HAND_SIZES))
@pytest.mark.parametrize("deck", [samba_deck(HECKADECK, False), classic_samba()])
def test_fifteen_cards_are_dealt_to_each_player_at_every_table_size(
    players: int, deck: Deck
) -> None:
    """Fifteen each, and after the upcard a stock for forty draws of two or more."""
    assert SAMBA_HAND_SIZE == 15
    stock = len(deck) - players * SAMBA_HAND_SIZE - 1
    assert stock >= 40 * SAMBA_DRAW_COUNT


def test_a_player_drawing_from_the_stock_takes_two_cards() -> None:
    assert SAMBA_DRAW_COUNT == 2


# --- Melds of one rank -----------------------------------------------------------------

def test_a_meld_of_one_rank_holds_at_most_two_wild_cards() -> None:
    assert samba_meld_error(HECK, faces_for(HECK, ["K", "K", "Joker", "Arrow"])) is None
    refusal = samba_meld_error(HECK, faces_for(HECK, ["K", "K", "K", "Joker", "Arrow", "Arrow"]))
    assert refusal is not None
    assert refusal.reason is CanastaReason.MELD_TOO_MANY_WILDS
    assert refusal.param("wilds") == 2
    deck = classic_samba()
    refusal = samba_meld_error(deck, faces_for(deck, ["7", "7", "7", "2", "2", "Joker"]))
    assert refusal is not None and refusal.param("wilds") == 2


def test_a_samba_meld_of_one_rank_is_otherwise_a_canasta_meld() -> None:
    refusal = samba_meld_error(HECK, faces_for(HECK, ["K", "Q", "Joker"]))
    assert refusal is not None and refusal.reason is CanastaReason.MELD_MIXES_RANKS


def test_a_second_meld_of_a_rank_starts_only_once_the_first_is_a_canasta() -> None:
    assert new_rank_meld_refusal("K", []) is None
    refusal = new_rank_meld_refusal("K", [False])
    assert refusal is not None
    assert refusal.reason is SambaReason.SECOND_MELD_BEFORE_CANASTA
    assert refusal.text() == "A new meld of Kings only once your side's meld of Kings is a canasta"
    assert new_rank_meld_refusal("K", [True]) is None
    assert new_rank_meld_refusal("K", [True, False]) is not None
    assert new_rank_meld_refusal("K", [True, True]) is None


# --- Taking the pile -------------------------------------------------------------------

def _take(**changes: object) -> object:
    args: dict[str, object] = dict(
        rank="9", naturals_from_hand=0, onto_open_meld=False, into_sequence=False,
        frozen=False, side_melded=True,
    )
    args.update(changes)
    refusal = samba_take_refusal(**args)  # type: ignore[arg-type]
    return None if refusal is None else refusal.reason


def test_the_pile_is_taken_with_a_natural_pair_matching_the_top_card() -> None:
    assert _take(naturals_from_hand=2) is None
    assert _take(naturals_from_hand=2, frozen=True) is None
    assert _take(naturals_from_hand=2, side_melded=False) is None


def test_a_natural_and_a_wild_never_take_the_pile() -> None:
    assert _take(naturals_from_hand=1) is SambaReason.PILE_NEEDS_PAIR_OR_OPEN_MELD


def test_the_top_card_may_go_onto_the_sides_meld_of_its_rank_not_yet_a_canasta() -> None:
    assert _take(onto_open_meld=True) is None


def test_the_top_card_never_goes_onto_a_canasta_of_its_rank() -> None:
    # A canasta is not an open meld: only a pair takes the pile then.
    assert _take(onto_open_meld=False) is SambaReason.PILE_NEEDS_PAIR_OR_OPEN_MELD


def test_a_frozen_pile_needs_the_natural_pair_even_onto_an_open_meld() -> None:
    assert _take(onto_open_meld=True, frozen=True) is CanastaReason.PILE_FROZEN


def test_a_side_that_has_not_melded_needs_the_natural_pair() -> None:
    assert _take(onto_open_meld=True, side_melded=False) is CanastaReason.PILE_BEFORE_FIRST_MELD


def test_the_top_card_never_starts_a_sequence_or_joins_one() -> None:
    assert _take(naturals_from_hand=2, into_sequence=True) is SambaReason.PILE_NEVER_IN_SEQUENCE
    assert _take(into_sequence=True) is SambaReason.PILE_NEVER_IN_SEQUENCE


def test_a_pile_refusal_names_the_rank_and_the_pair() -> None:
    refusal = samba_take_refusal(
        "Q", naturals_from_hand=1, onto_open_meld=False, into_sequence=False, frozen=True,
        side_melded=True,
    )
    assert refusal is not None
    assert refusal.text() == (
        "The pile is frozen: you need two natural Queens from your hand, and you have one"
    )


# --- Minimum first meld ----------------------------------------------------------------

@pytest.mark.parametrize(
    ("score", "minimum"),
    [(-5, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (6995, 120),
     (7000, 150), (12000, 150)],
)
def test_classic_samba_minimum_first_meld_by_score(score: int, minimum: int) -> None:
    assert samba_deck(CLASSIC).minimum_meld(score) == minimum


@pytest.mark.parametrize(
    ("score", "minimum"),
    [(-5, 50), (0, 90), (1495, 90), (1500, 120), (2995, 120), (3000, 150), (6995, 150),
     (7000, 200), (12000, 200)],
)
def test_heckadeck_samba_minimum_first_meld_by_score(score: int, minimum: int) -> None:
    assert samba_deck(HECKADECK).minimum_meld(score) == minimum


# --- Going out and the game ------------------------------------------------------------

def _samba() -> Run:
    return Run("red", tuple(range(7)), ("2", "3", "4", "5", "6", "7", "8"))


def test_going_out_needs_two_canastas_of_rank_or_sambas_in_any_mix() -> None:
    short = Run("red", (0, 1, 2), ("2", "3", "4"))
    for rank_canastas, runs in ((2, []), (1, [_samba()]), (0, [_samba(), _samba()])):
        assert side_canastas(rank_canastas, runs) == SAMBA_CANASTAS_TO_GO_OUT
        assert going_out_refusal(side_canastas(rank_canastas, runs)) is None
    refusal = going_out_refusal(side_canastas(1, [short]))
    assert refusal is not None
    assert refusal.reason is CanastaReason.GOING_OUT_NEEDS_CANASTAS
    assert refusal.text() == "Going out needs two canastas on your side"


def test_the_game_is_played_to_10000() -> None:
    assert SAMBA_TARGET == 10000
