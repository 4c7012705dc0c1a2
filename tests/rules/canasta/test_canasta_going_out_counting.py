"""Going out found by counting agrees with laying the cards group by group.

:func:`outplan.going_out_plan` decides by counts whether a hand can be laid whole, or
all but one card kept to discard, and makes groups only for the way it finds. These
tests hold it, over seeded random hands and tables of both decks (Wheel, zeros and
the Crone included), to the plain definition: there is a way out exactly when the
whole hand, or the hand without some one of its cards, can be split into groups the
side may lay (each tried by :func:`outplan._assign`, which builds the groups), and
the way found lays every card but the one it keeps.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from candy_arcade.rules.canasta import outplan
from candy_arcade.rules.canasta.roles import MIN_MELD_SIZE, Role
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Meld, Phase
from candy_arcade.rules.canasta.turn import TurnInfo


def _groups_take(info: TurnInfo, cards: Sequence[int]) -> bool:
    """The cards split into groups the side may lay, tried group by group."""
    deck = info.deck
    split = outplan._split(deck, cards)
    table = outplan.side_table(info)
    if split.others:
        return False
    if split.stops and (len(split.stops) < MIN_MELD_SIZE or deck.stop_name in table):
        return False
    return any(
        outplan._assign(deck, split, table, wheel_as) is not None
        for wheel_as in outplan._wheel_options(deck, split, table)
    )


def _random_turns(deck_name: str, count: int, seed: int) -> Iterator[TurnInfo]:
    """Hands of up to fourteen cards from a few ranks and the specials, beside a few
    melds (some with wilds, now and then the zeros')."""
    settings = Settings(players=4, deck=deck_name)
    deck = settings.the_deck
    rng = random.Random(seed)
    cards = [c for c in range(len(deck)) if deck.role_of[c] is not Role.BONUS]
    wilds = [c for c in cards if deck.role_of[c] is Role.WILD]
    for _ in range(count):
        melds: list[Meld] = []
        used: set[int] = set()
        for rank in rng.sample(deck.natural_ranks, rng.randint(0, 4)):
            naturals = [c for c in cards if deck.name_of[c] == rank][: rng.randint(2, 5)]
            laid_wilds = [c for c in wilds if c not in used][: rng.randint(0, 3)]
            melds.append(Meld(rank, (*naturals, *laid_wilds)))
            used.update(naturals, laid_wilds)
        if rng.random() < 0.1:
            zeros = [c for c in cards if deck.role_of[c] is Role.STOP][:MIN_MELD_SIZE]
            melds.append(Meld(deck.stop_name, tuple(zeros)))
            used.update(zeros)
        ranks = rng.sample(deck.natural_ranks, rng.randint(1, 5))
        pool = [
            c for c in cards
            if c not in used and (deck.name_of[c] in ranks or deck.role_of[c] is not Role.NATURAL)
        ]
        rng.shuffle(pool)
        yield TurnInfo(
            settings=settings, deck=deck, phase=Phase.MELD, player=0,
            hand=tuple(sorted(pool[: rng.randint(1, 14)])), side_melds=tuple(melds),
            discard=(), pile_frozen=False, stock_size=10, minimum=50,
            turn_start_player_melded=True, took_pile=False, turn_melded=(), asked=False,
            permission=None, wheel_as=None,
        )


@pytest.mark.parametrize("deck_name", ["classic", "heckadeck"])
def test_a_way_out_is_found_exactly_when_the_cards_but_one_can_be_laid(deck_name: str) -> None:
    found = 0
    for info in _random_turns(deck_name, 1500, 19):
        hand = info.hand
        whole = _groups_take(info, hand)
        but_one = len(hand) == 1 or any(
            _groups_take(info, [c for c in hand if c != kept]) for kept in hand
        )
        plan = outplan.going_out_plan(info, discard=True)
        assert (plan is not None) == (whole or but_one), hand
        assert (outplan.going_out_plan(info, discard=False) is not None) == whole, hand
        if plan is not None:
            found += 1
            laid = [c for g in plan.groups for c in g.cards]
            kept = [] if plan.discard is None else [plan.discard]
            assert sorted(laid + kept) == sorted(hand)
            assert (plan.discard is None) == whole
    assert found > 100  # the hands are not all hopeless
