"""Issue 20, point 4 at the table: Samba's gestures read into sequence actions, and the
words a player reads when one is refused (a wild card on a sequence, the pile's top
card into one); the Wheel with a run is offered the run's missing ranks, a 0 included;
a Samba meld holds two wild cards."""

from __future__ import annotations

import dataclasses

from candy_arcade.render.canasta.names import describe_action
from candy_arcade.rules.canasta.actions import Meld, SequenceGroup
from candy_arcade.rules.canasta.scenario import position
from candy_arcade.rules.canasta.settings import SAMBA, Settings
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.rules.canasta.variant_scenario import with_sequences
from candy_arcade.views.canasta.compose import (
    group_cards,
    meld_attempt,
    sequence_attempt,
    take_attempt,
)
from candy_arcade.views.canasta.sequence_gestures import (
    meant_as_sequence,
    new_sequence,
    onto_sequence,
    wheel_run_names,
)

from .tables import coloured_to_hand

SAMBA_TWO = Settings(players=2, variant=SAMBA)


def hand_card(state: State, name: str, suit: str | None = None) -> int:
    deck = state.deck
    return next(c for c in state.hands[state.turn]
                if deck.cards[c].name == name and (suit is None or deck.cards[c].suit == suit))


def with_run(phase: Phase, hand: list[str], discard: tuple[str, ...] = ("4",)) -> State:
    """South holds ``hand`` and a blue run 5 6 7 on the table."""
    state = position(SAMBA_TWO, hands=[hand, ["2"]], discard=list(discard), phase=phase,
                     melds=[[["K", "K", "K"]]])
    return with_sequences(state, [[("blue", ["5", "6", "7"])]])


def test_cards_of_one_colour_in_order_are_read_as_a_new_sequence() -> None:
    state = position(SAMBA_TWO, hands=[["Q", "J", "K", "9"], ["2"]], phase=Phase.MELD)
    cards = [hand_card(state, name) for name in ("K", "J", "Q")]
    assert meant_as_sequence(state.deck, cards, None)
    group = new_sequence(state.deck, cards, None)
    assert isinstance(group, SequenceGroup) and group.onto is None
    assert [state.deck.name_of[c] for c in group.cards] == ["J", "Q", "K"]



def on_pile(state: State, colour: str, name: str) -> State:
    """A card of ``colour`` from the stock put on top of the pile."""
    deck = state.deck
    card = next(c for c in state.stock if deck.cards[c].colour == colour
                and deck.name_of[c] == name)
    return dataclasses.replace(state, stock=tuple(c for c in state.stock if c != card),
                               discard=(*state.discard, card))


def test_cards_dropped_on_a_sequence_join_it() -> None:
    state, cards = coloured_to_hand(with_run(Phase.MELD, ["9"]), "blue", "8", "4")
    group = onto_sequence(state, cards, 0, None)
    assert isinstance(group, SequenceGroup) and group.onto == 0
    assert [state.deck.name_of[c] for c in group.cards] == ["4", "8"]


def test_a_wild_card_on_a_sequence_is_refused_in_words() -> None:
    state = with_run(Phase.MELD, ["Joker", "9"])
    attempt = sequence_attempt(state, 0, [hand_card(state, "Joker")], 0)
    assert attempt.reason is not None
    assert attempt.reason.text() == "No wild card goes into a sequence (a Joker)"


def test_a_wild_card_laid_with_a_run_of_one_colour_is_refused_as_a_wild_in_a_sequence() -> None:
    state = position(SAMBA_TWO, hands=[["9", "Arrow"], ["2"]], phase=Phase.MELD)
    state, cards = coloured_to_hand(state, "green", "6", "7")
    attempt = meld_attempt(state, 0, [*cards, hand_card(state, "Arrow")])
    assert attempt.reason is not None
    assert attempt.reason.text() == "No wild card goes into a sequence (an Arrow)"


def test_a_wild_card_with_two_ranks_of_two_colours_is_still_refused_as_a_short_meld() -> None:
    state = position(SAMBA_TWO, hands=[["9", "Arrow"], ["2"]], phase=Phase.MELD)
    state, green = coloured_to_hand(state, "green", "6")
    state, red = coloured_to_hand(state, "red", "7")
    attempt = meld_attempt(state, 0, [*green, *red, hand_card(state, "Arrow")])
    assert attempt.reason is not None
    assert "three cards of one rank" in attempt.reason.text()


def test_the_pile_onto_a_sequence_is_refused_in_words() -> None:
    words = "The pile's top card never starts a sequence or joins one"
    state = on_pile(with_run(Phase.DRAW, ["Q"]), "blue", "8")
    refused = sequence_attempt(state, 0, [], 0)
    assert refused.reason is not None and refused.reason.text() == words
    green_eight_on_top = on_pile(with_run(Phase.DRAW, ["Q"]), "green", "8")
    state, cards = coloured_to_hand(green_eight_on_top, "green", "9", "10")
    taken = take_attempt(state, 0, cards)
    assert taken.reason is not None and taken.reason.text() == words


def test_the_wheel_with_a_run_is_offered_its_missing_ranks_and_a_zero() -> None:
    state = position(SAMBA_TWO, hands=[["A", "2", "Wheel"], ["2"]], phase=Phase.MELD)
    deck = state.deck
    cards = [hand_card(state, "A"), hand_card(state, "2")]
    assert wheel_run_names(deck, [*cards, deck.wheel_id]) == ("0", "3")
    attempt = meld_attempt(state, 0, [*cards, hand_card(state, "Wheel")])
    assert attempt.wheel_names == ("0", "3"), (
        "only the run's ranks: an Ace, a 2 and a wild card make no meld"
    )
    run = with_sequences(state, [[("black", ["5", "6", "7"])]]).sequences[0][0]
    assert wheel_run_names(deck, [deck.wheel_id], run) == ("4", "8")


def test_a_samba_meld_holds_two_wild_cards_when_read() -> None:
    state = position(SAMBA_TWO, hands=[["K", "K", "Joker", "Joker", "Arrow"], ["2"]],
                     phase=Phase.MELD)
    refused = group_cards(state.deck, list(state.hands[0]), max_wilds=SAMBA_TWO.max_wilds_per_meld)
    assert not isinstance(refused, list)
    assert refused.text() == "Too many wild cards: a meld holds at most two"


def test_a_hint_to_lay_a_sequence_says_so() -> None:
    state = position(SAMBA_TWO, hands=[["Q", "J", "K", "9"], ["2"]], phase=Phase.MELD)
    cards = tuple(hand_card(state, name) for name in ("J", "Q", "K"))
    laid = Meld((), (SequenceGroup(cards),))
    assert describe_action(state.deck, laid) == "meld a sequence (J Q K)"
    onto = Meld((), (SequenceGroup(cards[:1], None, 0),))
    assert describe_action(state.deck, onto) == "meld onto your sequence (J)"
