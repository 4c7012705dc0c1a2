"""What the table shows: hand order, meld and pile states, words for cards."""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.mode_options import CanastaOptions
from candy_arcade.render.canasta.model import (
    HandCard,
    HandGroup,
    meld_view,
    pile_view,
    sort_hand,
    table_view,
    turn_prompt,
)
from candy_arcade.render.canasta.names import card_name, rank_name
from candy_arcade.rules.canasta.decks import Deck, classic, heckadeck
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.views.canasta.options import seat_infos

from .tables import Cards, setup, table


def names_of(deck: Deck, shown: Sequence[HandCard]) -> list[str]:
    return [deck.name_of[h.card] for h in shown]


def test_the_hand_is_sorted_by_rank_with_stops_first_and_wilds_and_specials_apart() -> None:
    state = table(hands=[["Joker", "K", "0", "5", "Arrow", "A", "Crone", "K", "2", "Omnihedron",
                          "Wheel", "Darkness"], []])
    shown = sort_hand(state.deck, state.hands[0])
    assert names_of(state.deck, shown) == [
        "0", "2", "5", "K", "K", "A", "Arrow", "Joker", "Omnihedron", "Wheel", "Crone", "Darkness",
    ]
    groups = [h.group for h in shown]
    assert groups == sorted(groups)
    assert groups[0] is HandGroup.STOP and groups[-1] is HandGroup.SPECIAL


def test_the_fan_opens_a_gap_between_ranks_and_a_wider_one_between_kinds_of_card() -> None:
    state = table(hands=[["K", "K", "5", "Joker"], []])
    gaps = [h.gap for h in sort_hand(state.deck, state.hands[0])]
    assert gaps == [0, 1, 0, 2]


def test_new_cards_are_marked() -> None:
    state = table(hands=[["K", "5", "7"], []])
    seven = next(c for c in state.hands[0] if state.deck.name_of[c] == "7")
    shown = sort_hand(state.deck, state.hands[0], new={seven})
    assert [h.new for h in shown] == [False, True, False]


def test_classic_hand_puts_black_threes_first_and_deuces_with_jokers() -> None:
    deck = classic()
    by_name: dict[str, int] = {}
    for card in deck.cards:
        by_name.setdefault(card.name, card.id)
    hand = [by_name[n] for n in ("Joker", "2", "K", "3B", "4")]
    assert names_of(deck, sort_hand(deck, hand)) == ["3B", "4", "K", "2", "Joker"]


def test_a_meld_of_seven_is_a_natural_or_mixed_canasta() -> None:
    state = table(hands=[[], []])
    cards = Cards(state)
    deck = state.deck
    natural = meld_view(deck, "K", cards.take(["K"] * 7), None)
    mixed = meld_view(deck, "Q", cards.take(["Q"] * 5 + ["Joker", "Arrow"]), None)
    short = meld_view(deck, "J", cards.take(["J", "J", "Joker"]), None)
    assert (natural.canasta, mixed.canasta, short.canasta) == ("natural", "mixed", None)
    assert (mixed.naturals, mixed.wilds) == (5, 2)
    assert natural.label == "Kings 7 · natural canasta"


def test_a_wheel_named_as_the_rank_keeps_a_canasta_natural() -> None:
    state = table(hands=[[], []])
    cards = Cards(state)
    meld = meld_view(state.deck, "K", cards.take(["K"] * 6 + ["Wheel"]), "K")
    assert meld.canasta == "natural"


def test_the_pile_shows_its_top_size_frozen_marker_and_why_it_is_barred() -> None:
    frozen = pile_view(table(hands=[[], []], discard=["5", "Joker", "K"], pile_frozen=True))
    assert (frozen.size, frozen.frozen, frozen.barred) == (3, True, None)
    stop = pile_view(table(hands=[[], []], discard=["K", "0"]))
    assert stop.barred == "a stop card is on top"
    wild = pile_view(table(hands=[[], []], discard=["Arrow"]))
    assert wild.barred == "a wild card is on top"


def test_the_table_shows_each_side_with_score_minimum_and_canastas() -> None:
    state = table(hands=[["5"], ["6"], ["7"], ["8"]],
                  melds=[[("K", ["K"] * 7)], []])
    seats = seat_infos(setup(["human", "normal", "normal", "normal"]))
    view = table_view(state, seats, holder=0)
    mine, theirs = view.sides
    assert mine.name == "South & North" and theirs.name == "West & East"
    assert (mine.opened, mine.canastas, theirs.opened) == (True, 1, False)
    assert theirs.minimum == state.minimum_meld(1)
    assert [h.card for h in view.hand] == list(state.hands[0])
    assert table_view(state, seats, holder=None).hand == ()


def test_the_prompt_says_whose_turn_it_is_and_what_to_do() -> None:
    seats = seat_infos(setup(["human", "normal"]))
    state = table(hands=[["5"], ["6"]])
    assert turn_prompt(state, seats, 0).startswith("Your turn: draw from the stock")
    assert turn_prompt(state, seats, None) == "South (Player 1) plays…"
    bots_turn = table(hands=[["5"], ["6"]], turn=1)
    assert turn_prompt(bots_turn, seats, 0) == "North (Bot, normal) is thinking…"
    assert turn_prompt(table(hands=[["5"], ["6"]], phase=Phase.MELD), seats, 0).startswith("Meld")


def test_compass_names_put_the_first_human_south_and_partners_opposite() -> None:
    seats = seat_infos(setup(["normal", "human", "normal", "human"]))
    assert [s.compass for s in seats] == ["East", "South", "West", "North"]
    assert [s.side for s in seats] == [0, 1, 0, 1]


def test_options_ride_in_the_setup_variants_and_survive_garbage() -> None:
    options = CanastaOptions(deck="classic", wheel=False, target=3000, ask_partner=True)
    assert CanastaOptions.from_variants(options.to_variants()) == options
    assert CanastaOptions.from_variants(("deck=poker", "target=abc", "junk")) == CanastaOptions()
    assert options.settings(3).ask_partner is False


def test_cards_and_ranks_are_named_in_words() -> None:
    deck = heckadeck()
    king = next(c.id for c in deck.cards if c.name == "K" and c.suit == "Clouds")
    assert card_name(deck, king) == "King of Clouds"
    assert card_name(deck, deck.wheel_id, "Q") == "Wheel (as Queen)"  # type: ignore[arg-type]
    assert rank_name("Beast", plural=True) == "Beasts"
