"""A newcomer playtest of the Samba table: the "Name the Wheel" menu offered names the
game then refused (6, 7 and the wild cards for a Wheel laid with a 6 and a 7 of one
colour), unsorted, and a refusal counted a staged meld as chosen. The menu now offers
only the names the engine accepts, in the rules' order."""

from __future__ import annotations

from candy_arcade.rules.canasta.actions import Meld, MeldGroup
from candy_arcade.rules.canasta.scenario import position
from candy_arcade.rules.canasta.settings import SAMBA, Settings
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.views.canasta.compose import (
    meld_attempt,
    selection_attempt,
    selection_points,
    take_attempt,
    wheel_name_order,
)

from .tables import coloured_to_hand
from .test_samba_staging import samba_controller

SAMBA_TWO = Settings(players=2, variant=SAMBA)


def _card(state: State, name: str) -> int:
    deck = state.deck
    return next(c for c in state.hands[0] if deck.cards[c].name == name)


def playtest_table() -> tuple[State, list[MeldGroup], list[int]]:
    """South needs 90 to open, has 3 3 Joker Arrow staged (80) and selects the Wheel
    with a green 6 and 7 (the hint's sequence, Wheel=5 6 7)."""
    state = position(SAMBA_TWO, hands=[["3", "3", "Joker", "Arrow", "Wheel", "K", "9", "2"], ["2"]],
                     phase=Phase.MELD, scores=[145, 130])
    state, run = coloured_to_hand(state, "green", "6", "7")
    threes = [c for c in state.hands[0] if state.deck.name_of[c] in ("3", "Joker", "Arrow")]
    staged = [MeldGroup("3", tuple(threes))]
    return state, staged, [_card(state, "Wheel"), *run]


def test_the_wheel_with_a_six_and_a_seven_is_offered_only_the_ranks_making_the_sequence() -> None:
    state, staged, selection = playtest_table()
    asked = meld_attempt(state, 0, selection, staged)
    assert asked.wheel_names == ("5", "8")
    for name in asked.wheel_names:
        laid = meld_attempt(state, 0, selection, staged, name)
        assert laid.ok and isinstance(laid.action, Meld)


def test_the_name_the_wheel_dialog_shows_only_the_two_ranks() -> None:
    state, staged, selection = playtest_table()
    controller = samba_controller(state)
    controller.staged = list(staged)
    controller.selection = selection
    controller.command("meld")
    dialog = controller.flow.dialog
    assert dialog is not None and dialog.title == "Name the Wheel"
    assert [choice.label for choice in dialog.choices] == ["5 · 5 pts", "8 · 10 pts"]


def test_every_name_the_menu_offers_is_accepted_and_every_other_refused() -> None:
    """The menu is the engine's verdict name by name, not a second copy of the rules."""
    state = position(SAMBA_TWO, hands=[["6", "6", "Wheel", "Joker", "K"], ["2"]],
                     phase=Phase.MELD, melds=[[["Q", "Q", "Q"]]])
    selection = [c for c in state.hands[0] if state.deck.name_of[c] in ("6", "Wheel")]
    offered = meld_attempt(state, 0, selection).wheel_names
    assert offered == ("6", "Arrow", "Talisman", "Joker", "Watcher", "Omnihedron")
    for name in wheel_name_order(state.deck):
        assert meld_attempt(state, 0, selection, (), name).ok == (name in offered)


def test_the_wheel_names_follow_the_rules_pages_order() -> None:
    state, _, _ = playtest_table()
    order = wheel_name_order(state.deck)
    assert order[:16] == ("0", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11",
                          "Beast", "J", "Q", "K")
    assert order[16:21] == ("Arrow", "Talisman", "Joker", "Watcher", "Omnihedron")


def test_a_wheel_that_fits_no_name_is_refused_in_words_without_a_menu() -> None:
    state = position(SAMBA_TWO, hands=[["7", "K", "Wheel", "4"], ["2"]], phase=Phase.MELD,
                     melds=[[["Q", "Q", "Q"]]])
    selection = [c for c in state.hands[0] if state.deck.name_of[c] in ("7", "K", "Wheel")]
    attempt = selection_attempt(state, 0, selection)
    assert attempt.wheel_names == ()
    assert str(attempt.reason) == (
        "A meld needs at least three cards of one rank, or three or more of one colour in a"
        " row (a sequence): you chose one 7, one King and the Wheel"
    )


def test_a_wheel_taken_with_the_pile_is_offered_the_top_cards_rank_and_the_wilds() -> None:
    state = position(SAMBA_TWO, hands=[["9", "9", "Wheel", "4"], ["2"]], discard=["4", "9"],
                     phase=Phase.DRAW, melds=[[["Q", "Q", "Q"]]], pile_frozen=False)
    selection = [c for c in state.hands[0] if state.deck.name_of[c] in ("9", "Wheel")]
    asked = take_attempt(state, 0, selection)
    assert asked.wheel_names == ("9", "Arrow", "Talisman", "Joker", "Watcher", "Omnihedron")


def test_a_short_meld_beside_a_staged_one_counts_only_the_cards_chosen() -> None:
    state, staged, _ = playtest_table()
    state, red = coloured_to_hand(state, "red", "6")
    state, blue = coloured_to_hand(state, "blue", "7")
    attempt = meld_attempt(state, 0, [*red, *blue], staged)
    assert attempt.reason is not None
    assert attempt.reason.text().endswith("you chose one 6 and one 7")


def test_the_selection_total_counts_the_wheel_as_what_it_may_be_named() -> None:
    """"Wheel 6 7 · 10 points" when the sequence laid scored 15: the Wheel as a 5 is
    5 points, as an 8 10."""
    state, staged, selection = playtest_table()
    assert selection_points(state, 0, selection, staged) == "15 or 20 points"
    state, run = coloured_to_hand(state, "blue", "A", "2")
    assert selection_points(state, 0, [*run, selection[0]], staged) == "30 points"


def test_the_status_line_says_the_selection_total_with_the_wheel_counted() -> None:
    state, staged, selection = playtest_table()
    controller = samba_controller(state)
    controller.staged = list(staged)
    controller.selection = selection
    assert controller.summary() == (
        "3 cards selected: Wheel 6 7 · 15 or 20 points   ·   staged 80 of 90"
    )


def test_samba_says_what_a_sequence_needs_when_three_ranks_of_two_colours_are_refused() -> None:
    """10 of Planets, 11 of Spades, Queen of Clubs: three ranks in a row, two colours."""
    state = position(SAMBA_TWO, hands=[["4", "9", "2"], ["2"]], phase=Phase.MELD,
                     melds=[[["K", "K", "K"]]])
    state, green = coloured_to_hand(state, "green", "10")
    state, black = coloured_to_hand(state, "black", "11", "Q")
    attempt = meld_attempt(state, 0, [*green, *black])
    assert str(attempt.reason) == (
        "A meld needs at least three cards of one rank, or three or more of one colour in a"
        " row (a sequence): you chose one 10, one 11 and one Queen"
    )
