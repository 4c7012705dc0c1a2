"""The sequences the menu offers from a hand, and onto a side's sequence: canonical
choices, each one the sequence rules accept."""

from __future__ import annotations

from itertools import combinations

from samba_cards import Picker

from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta.decks import Deck, heckadeck
from candy_arcade.rules.canasta.samba_decks import classic_samba
from candy_arcade.rules.canasta.sequence_menu import RunChoice, new_runs, run_extensions
from candy_arcade.rules.canasta.sequences import Run, extend_run, run_of

HECK = heckadeck()


def _ranks(choices: list[RunChoice], deck: Deck = HECK) -> set[tuple[str, ...]]:
    found = set()
    for choice in choices:
        run = run_of(deck, choice.cards, choice.wheel_as)
        assert isinstance(run, Run), run.text()
        found.add(run.ranks)
    return found


def test_a_colour_offers_its_three_card_runs_and_its_longest() -> None:
    cards = Picker(HECK)
    hand = [*cards.run("Hearts", "4", "5"), *cards.run("Diamonds", "6", "7"),
            *cards.run("Clouds", "9", "10"), cards.take(None, "Joker")]
    assert _ranks(new_runs(HECK, hand)) == {("4", "5", "6"), ("5", "6", "7"), ("4", "5", "6", "7")}


def test_a_hand_of_seven_in_a_row_offers_a_samba() -> None:
    cards = Picker(HECK)
    hand = cards.run("Acorns", "2", "3", "4", "5", "6", "7", "8", "9")
    offered = _ranks(new_runs(HECK, hand))
    assert ("2", "3", "4", "5", "6", "7", "8") in offered
    assert ("3", "4", "5", "6", "7", "8", "9") in offered
    assert all(len(r) in (3, 7) for r in offered)


def test_zeros_are_offered_below_the_ace_and_above_the_king() -> None:
    cards = Picker(HECK)
    hand = [*cards.run("Hearts", "0", "A", "2"), *cards.run("Spades", "Q", "K", "0")]
    assert _ranks(new_runs(HECK, hand)) == {("0", "A", "2"), ("Q", "K", "0")}


def test_the_wheel_closes_one_gap_named_the_missing_rank() -> None:
    cards = Picker(HECK)
    hand = [*cards.run("Hearts", "4", "5", "7"), cards.take(None, "Wheel")]
    choices = new_runs(HECK, hand)
    assert ("4", "5", "6", "7") in _ranks(choices)
    assert all(choice.wheel_as is not None for choice in choices)
    assert {c.wheel_as for c in choices} == {"3", "6"}


def test_classic_runs_are_offered_by_suit_with_the_ace_high() -> None:
    deck = classic_samba()
    cards = Picker(deck)
    hand = [*cards.run("Hearts", "Q", "K", "A"), *cards.run("Spades", "4", "5"),
            cards.take("Clubs", "6")]
    assert _ranks(new_runs(deck, hand), deck) == {("Q", "K", "A")}


def test_a_sequence_is_offered_one_or_all_cards_at_each_end_and_the_wheel() -> None:
    cards = Picker(HECK)
    run = run_of(HECK, cards.run("Hearts", "5", "6", "7"), None)
    assert isinstance(run, Run)
    hand = [*cards.run("Diamonds", "3", "4"), cards.take("Hearts", "8"),
            cards.take("Spades", "9"), cards.take(None, "Wheel")]
    offered = set()
    for choice in run_extensions(HECK, run, hand):
        longer = extend_run(HECK, run, choice.cards, choice.wheel_as)
        assert isinstance(longer, Run), longer.text()
        offered.add((longer.ranks[0], longer.ranks[-1], choice.wheel_as))
    assert offered == {
        ("4", "7", None), ("3", "7", None), ("5", "8", None), ("3", "8", None),
        ("4", "7", "4"), ("5", "8", "8"),
    }


def test_a_zero_is_offered_below_a_sequence_from_the_ace() -> None:
    cards = Picker(HECK)
    run = run_of(HECK, cards.run("Clubs", "A", "2", "3"), None)
    assert isinstance(run, Run)
    zero = cards.take("Spades", "0")
    assert run_extensions(HECK, run, [zero, cards.take("Hearts", "4")]) == [
        RunChoice((zero,), None)]


def test_nothing_is_offered_onto_a_samba_and_a_sequence_grows_to_seven_at_most() -> None:
    cards = Picker(HECK)
    samba = run_of(HECK, cards.run("Hearts", "2", "3", "4", "5", "6", "7", "8"), None)
    assert isinstance(samba, Run)
    assert run_extensions(HECK, samba, cards.run("Hearts", "9")) == []
    five = run_of(HECK, cards.run("Diamonds", "4", "5", "6", "7", "8"), None)
    assert isinstance(five, Run)
    hand = [*cards.run("Diamonds", "2", "3", "9", "10")]
    for choice in run_extensions(HECK, five, hand):
        assert isinstance(extend_run(HECK, five, choice.cards, None), Run)
        assert len(choice.cards) <= 2


def _three_card_runs(deck: Deck, hand: list[int]) -> set[tuple[str, tuple[str, ...]]]:
    found = set()
    for trio in combinations(sorted(hand), 3):
        run = run_of(deck, trio, None)
        if isinstance(run, Run):
            found.add((run.key, run.ranks))
    return found


def test_every_three_card_sequence_of_a_hand_is_on_the_menu() -> None:
    """Seeded random hands without the Wheel: the menu's three-card choices are
    exactly the hand's three-card sequences (by colour and ranks)."""
    rng = Rng(20)
    for deck in (heckadeck(with_wheel=False), classic_samba()):
        for _ in range(60):
            hand = list(range(len(deck)))
            rng.shuffle(hand)
            hand = hand[:15]
            menu = set()
            for choice in new_runs(deck, hand):
                run = run_of(deck, choice.cards, None)
                assert isinstance(run, Run)
                if len(run.cards) == 3:
                    menu.add((run.key, run.ranks))
            assert menu == _three_card_runs(deck, hand)
