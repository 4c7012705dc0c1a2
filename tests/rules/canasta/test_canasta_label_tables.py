"""The end of a hand labels and scores every card through tables made once per deck;
they must say what the card-by-card functions say.

``melding.card_labels`` reads each card's label from a table by id (the Wheel's as
named), and ``scoring.faces_for`` reads each label's face from ``label_faces``; both
are held here to ``card_label`` and ``Deck.face`` on every card, every name the Wheel
may carry, and labels no card has.
"""

from __future__ import annotations

import pytest

from candy_arcade.rules.canasta.decks import Deck, deck_named
from candy_arcade.rules.canasta.melding import card_label, card_labels
from candy_arcade.rules.canasta.roles import WHEEL_PREFIX
from candy_arcade.rules.canasta.scoring import CardError, faces_for, label_faces

DECKS = [deck_named(name, wheel) for name in ("classic", "heckadeck") for wheel in (True, False)]


def deck_id(deck: Deck) -> str:
    return f"{deck.name}-{deck.wheel_id is not None}"


@pytest.mark.parametrize("deck", DECKS, ids=deck_id)
def test_card_labels_match_card_label_for_every_card_and_wheel_name(deck: Deck) -> None:
    cards = list(range(len(deck)))
    for wheel_as in (None, *deck.faces):
        expected = tuple(card_label(deck, card, wheel_as) for card in cards)
        assert card_labels(deck, cards, wheel_as) == expected


@pytest.mark.parametrize("deck", DECKS, ids=deck_id)
def test_label_faces_match_deck_face_and_refuse_what_it_refuses(deck: Deck) -> None:
    known = label_faces(deck)
    candidates = [*deck.faces, *(WHEEL_PREFIX + name for name in deck.faces), "Wheel=", "Q?"]
    for label in candidates:
        try:
            face = deck.face(label)
        except KeyError:
            assert label not in known
            with pytest.raises(CardError):
                faces_for(deck, [label])
        else:
            assert known[label] == face
            assert faces_for(deck, [label]) == [face]
