"""``simulate --mode canasta``'s records: the issue's line format, every card placed."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from candy_arcade.commands.errors import UsageError
from candy_arcade.commands.simulate_canasta import simulate_canasta
from candy_arcade.rules.canasta.decks import deck_named
from candy_arcade.rules.canasta.roles import WHEEL_PREFIX
from candy_arcade.rules.canasta.scoring import score_side

SIDE_KEYS = {"players", "melds", "bonus", "hands", "went_out", "concealed", "by_darkness",
             "hand_score", "total"}


@pytest.mark.parametrize(("deck", "players"), [("heckadeck", 4), ("classic", 2),
                                                ("heckadeck", 3)])
def test_each_hand_is_one_record_with_every_card_in_exactly_one_place(
    deck: str, players: int
) -> None:
    records = list(simulate_canasta(deck, players, 2, 5, "normal"))
    assert records and {r["game"] for r in records} == {1, 2}
    the_deck = deck_named(deck)
    for record in records:
        json.dumps(record)
        assert set(record) == {"game", "hand", "sides", "stock", "discard", "removed"}
        placed: Counter[str] = Counter()
        for side in record["sides"]:
            assert set(side) == SIDE_KEYS
            for cards in [*side["melds"], side["bonus"], *side["hands"]]:
                placed.update(cards)
            again = score_side(the_deck, side["melds"], side["bonus"], side["hands"],
                               side["went_out"], side["concealed"], side["by_darkness"])
            assert again.total == side["hand_score"]
        placed.update(record["discard"])
        placed.update(record["removed"])
        names: Counter[str] = Counter()
        for label, count in placed.items():
            names["Wheel" if label.startswith(WHEEL_PREFIX) else label] += count
        in_deck = Counter(the_deck.name_of)
        assert sum(names.values()) + record["stock"] == len(the_deck)
        assert all(names[n] <= in_deck[n] for n in names)
    last = [r for r in records if r["game"] == 1][-1]
    assert max(s["total"] for s in last["sides"]) >= 5000


def test_the_same_seed_simulates_the_same_games() -> None:
    first = list(simulate_canasta("heckadeck", 2, 1, 9, "normal"))
    again = list(simulate_canasta("heckadeck", 2, 1, 9, "normal"))
    assert first == again


def test_random_bots_simulate_too() -> None:
    record = next(iter(simulate_canasta("classic", 3, 1, 1, "random")))
    assert record["hand"] == 1


@pytest.mark.parametrize(
    ("deck", "players", "games", "bots"),
    [("poker", 4, 1, "normal"), ("heckadeck", 5, 1, "normal"), ("heckadeck", 4, 0, "normal"),
     ("heckadeck", 4, 1, "genius")],
)
def test_bad_arguments_are_usage_errors(deck: str, players: int, games: int, bots: str) -> None:
    with pytest.raises(UsageError):
        simulate_canasta(deck, players, games, 0, bots)
