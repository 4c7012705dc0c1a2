"""Rule sentences of Samba's "Sequences" (heckadeck-canasta.md, Variants, Samba)."""

from __future__ import annotations

import pytest
from samba_cards import Picker

from candy_arcade.rules.canasta.decks import heckadeck
from candy_arcade.rules.canasta.reasons import CanastaReason, Refusal
from candy_arcade.rules.canasta.samba import side_canastas
from candy_arcade.rules.canasta.samba_decks import classic_samba
from candy_arcade.rules.canasta.samba_reasons import SambaReason
from candy_arcade.rules.canasta.sequences import Run, extend_run, run_of

HECK = heckadeck()
CLASSIC = classic_samba()


def ranks_of(result: Run | Refusal) -> tuple[str, ...]:
    assert isinstance(result, Run), result.text()
    return result.ranks


def reason_of(result: Run | Refusal) -> object:
    assert isinstance(result, Refusal), f"{result} should be refused"
    return result.reason


def test_three_naturals_of_consecutive_rank_and_one_colour_are_a_sequence() -> None:
    cards = Picker(HECK)
    run = run_of(HECK, [*cards.run("Hearts", "5", "3"), cards.take("Diamonds", "4")], None)
    assert ranks_of(run) == ("3", "4", "5")
    assert isinstance(run, Run) and run.key == "red"


@pytest.mark.parametrize(
    ("first", "second", "colour"),
    [("Hearts", "Diamonds", "red"), ("Clubs", "Spades", "black"),
     ("Clouds", "Swords", "blue"), ("Acorns", "Planets", "green")],
)
def test_heckadeck_colours_pair_the_suits(first: str, second: str, colour: str) -> None:
    cards = Picker(HECK)
    run = run_of(HECK, [*cards.run(first, "8", "9"), cards.take(second, "10")], None)
    assert isinstance(run, Run) and run.key == colour


def test_a_heckadeck_sequence_of_two_colours_is_refused() -> None:
    cards = Picker(HECK)
    mixed = [*cards.run("Hearts", "8", "9"), cards.take("Clouds", "10")]
    assert reason_of(run_of(HECK, mixed, None)) is SambaReason.SEQUENCE_MIXES_COLOURS


def test_a_classic_sequence_is_of_one_suit() -> None:
    cards = Picker(CLASSIC)
    assert ranks_of(run_of(CLASSIC, cards.run("Spades", "8", "9", "10"), None)) == (
        "8", "9", "10")
    mixed = [*cards.run("Hearts", "8", "9"), cards.take("Diamonds", "10")]
    assert reason_of(run_of(CLASSIC, mixed, None)) is SambaReason.SEQUENCE_MIXES_SUITS


@pytest.mark.parametrize("wild", ["Arrow", "Talisman"])
def test_no_wild_card_ever_goes_into_a_heckadeck_sequence(wild: str) -> None:
    cards = Picker(HECK)
    run = [*cards.run("Hearts", "8", "9"), cards.take("Hearts", wild)]
    assert reason_of(run_of(HECK, run, None)) is SambaReason.SEQUENCE_NO_WILDS
    joker = [*cards.run("Hearts", "J", "Q"), cards.take(None, "Joker")]
    assert reason_of(run_of(HECK, joker, None)) is SambaReason.SEQUENCE_NO_WILDS


def test_no_wild_card_goes_into_a_classic_sequence_nor_the_wheel_named_wild() -> None:
    cards = Picker(CLASSIC)
    deuce = [*cards.run("Spades", "4", "5"), cards.take("Spades", "2")]
    assert reason_of(run_of(CLASSIC, deuce, None)) is SambaReason.SEQUENCE_NO_WILDS
    heck = Picker(HECK)
    wheel = [*heck.run("Hearts", "4", "5"), heck.take(None, "Wheel")]
    assert reason_of(run_of(HECK, wheel, "Joker")) is SambaReason.SEQUENCE_NO_WILDS


def test_the_heckadeck_order_is_0_a_2_to_10_11_beast_j_q_k() -> None:
    order = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "Beast", "J", "Q", "K")
    for low in range(len(order) - 2):
        names = order[low:low + 3]
        run = Picker(HECK).run("Spades", *reversed(names))
        assert ranks_of(run_of(HECK, run, None)) == names
    skipping = Picker(HECK).run("Clubs", "10", "Beast", "J")
    assert reason_of(run_of(HECK, skipping, None)) is SambaReason.SEQUENCE_NOT_CONSECUTIVE


def test_a_zero_may_stand_below_the_ace() -> None:
    cards = Picker(HECK)
    assert ranks_of(run_of(HECK, cards.run("Acorns", "2", "0", "A"), None)) == ("0", "A", "2")


def test_a_zero_may_stand_above_the_king() -> None:
    cards = Picker(HECK)
    assert ranks_of(run_of(HECK, cards.run("Swords", "0", "K", "Q"), None)) == ("Q", "K", "0")


def test_a_zero_never_stands_in_the_middle() -> None:
    cards = Picker(HECK)
    middle = cards.run("Hearts", "5", "0", "6")
    assert reason_of(run_of(HECK, middle, None)) is SambaReason.ZERO_ONLY_AT_ENDS
    between_king_and_ace = cards.run("Diamonds", "K", "0", "A")
    assert reason_of(run_of(HECK, between_king_and_ace, None)) is SambaReason.ZERO_ONLY_AT_ENDS


def test_the_ace_never_follows_the_king() -> None:
    cards = Picker(HECK)
    assert reason_of(run_of(HECK, cards.run("Planets", "Q", "K", "A"), None)) is (
        SambaReason.ACE_NEVER_AFTER_KING)


def test_the_classic_order_is_4_low_to_k_and_a_high() -> None:
    cards = Picker(CLASSIC)
    assert ranks_of(run_of(CLASSIC, cards.run("Hearts", "A", "Q", "K"), None)) == (
        "Q", "K", "A")
    assert ranks_of(run_of(CLASSIC, cards.run("Hearts", "6", "4", "5"), None)) == (
        "4", "5", "6")
    low_ace = cards.run("Clubs", "A", "4", "5")
    assert reason_of(run_of(CLASSIC, low_ace, None)) is SambaReason.SEQUENCE_NOT_CONSECUTIVE


def test_classic_3s_and_2s_are_never_in_a_sequence() -> None:
    cards = Picker(CLASSIC)
    black_three = [cards.take("Spades", "3B"), *cards.run("Spades", "4", "5")]
    assert reason_of(run_of(CLASSIC, black_three, None)) is SambaReason.NOT_IN_SEQUENCE
    red_three = [cards.take("Hearts", "3R"), *cards.run("Hearts", "4", "5")]
    assert reason_of(run_of(CLASSIC, red_three, None)) is SambaReason.NOT_IN_SEQUENCE


def test_a_sequence_holds_three_to_seven_cards() -> None:
    cards = Picker(HECK)
    two = cards.run("Hearts", "4", "5")
    assert reason_of(run_of(HECK, two, None)) is SambaReason.SEQUENCE_TOO_SHORT
    eight = cards.run("Clubs", "2", "3", "4", "5", "6", "7", "8", "9")
    assert reason_of(run_of(HECK, eight, None)) is SambaReason.SEQUENCE_TOO_LONG


def test_a_sequence_holds_one_card_of_each_rank() -> None:
    cards = Picker(HECK)
    twice = [*cards.run("Hearts", "4", "5"), cards.take("Diamonds", "5")]
    assert reason_of(run_of(HECK, twice, None)) is SambaReason.SEQUENCE_REPEATS_RANK


def test_at_seven_cards_a_sequence_is_a_samba_and_closed() -> None:
    cards = Picker(HECK)
    six = run_of(HECK, cards.run("Clouds", "5", "6", "7", "8", "9", "10"), None)
    assert isinstance(six, Run) and not six.is_samba
    samba = extend_run(HECK, six, [cards.take("Clouds", "11")], None)
    assert isinstance(samba, Run) and samba.is_samba
    closed = extend_run(HECK, samba, [cards.take("Clouds", "Beast")], None)
    assert reason_of(closed) is SambaReason.SAMBA_CLOSED
    below = extend_run(HECK, samba, [cards.take("Clouds", "4")], None)
    assert reason_of(below) is SambaReason.SAMBA_CLOSED


def test_a_sequence_is_extended_at_either_end() -> None:
    cards = Picker(HECK)
    run = run_of(HECK, cards.run("Hearts", "6", "7", "8"), None)
    assert isinstance(run, Run)
    both = extend_run(HECK, run, [cards.take("Diamonds", "9"), cards.take("Hearts", "5")], None)
    assert ranks_of(both) == ("5", "6", "7", "8", "9")
    gap = extend_run(HECK, run, [cards.take("Hearts", "10")], None)
    assert reason_of(gap) is SambaReason.SEQUENCE_NOT_CONSECUTIVE
    other_colour = extend_run(HECK, run, [cards.take("Spades", "9")], None)
    assert reason_of(other_colour) is SambaReason.SEQUENCE_MIXES_COLOURS


def test_a_zero_extends_a_sequence_below_its_ace_or_above_its_king() -> None:
    cards = Picker(HECK)
    low = run_of(HECK, cards.run("Hearts", "A", "2", "3"), None)
    high = run_of(HECK, cards.run("Spades", "J", "Q", "K"), None)
    assert isinstance(low, Run) and isinstance(high, Run)
    assert ranks_of(extend_run(HECK, low, cards.run("Diamonds", "0"), None))[0] == "0"
    assert ranks_of(extend_run(HECK, high, cards.run("Clubs", "0"), None))[-1] == "0"


def test_a_side_may_have_several_sequences_even_of_one_colour() -> None:
    cards = Picker(HECK)
    hearts = run_of(HECK, cards.run("Hearts", *"2345678"), None)
    diamonds = run_of(HECK, cards.run("Diamonds", *"2345678"), None)
    assert isinstance(hearts, Run) and isinstance(diamonds, Run)
    assert hearts.key == diamonds.key == "red"
    assert side_canastas(0, [hearts, diamonds]) == 2


def test_the_wheel_named_a_rank_is_a_natural_card_of_the_sequence_of_any_colour() -> None:
    cards = Picker(HECK)
    wheel = cards.take(None, "Wheel")
    for suit in ("Hearts", "Swords"):
        run = run_of(HECK, [*cards.run(suit, "J", "K"), wheel], "Q")
        assert ranks_of(run) == ("J", "Q", "K")
        assert isinstance(run, Run) and run.cards[1] == wheel
    unnamed = run_of(HECK, [*cards.run("Hearts", "4", "5"), wheel], None)
    assert reason_of(unnamed) is CanastaReason.NAME_THE_WHEEL


def test_the_wheel_named_a_0_stands_at_an_end_of_a_sequence_never_in_the_middle() -> None:
    cards = Picker(HECK)
    wheel = cards.take(None, "Wheel")
    assert ranks_of(run_of(HECK, [wheel, *cards.run("Hearts", "A", "2")], "0")) == (
        "0", "A", "2")
    assert ranks_of(run_of(HECK, [*cards.run("Acorns", "Q", "K"), wheel], "0")) == (
        "Q", "K", "0")
    middle = run_of(HECK, [*cards.run("Hearts", "7", "9"), wheel], "0")
    assert reason_of(middle) is SambaReason.ZERO_ONLY_AT_ENDS


def test_special_cards_are_never_in_a_sequence() -> None:
    cards = Picker(HECK)
    crone = [*cards.run("Hearts", "4", "5"), cards.take(None, "Crone")]
    assert reason_of(run_of(HECK, crone, None)) is SambaReason.NOT_IN_SEQUENCE
