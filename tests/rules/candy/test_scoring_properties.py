"""Random stashes: the breakdown against a brute-force reference, the fast total
against the breakdown, and the invariants every score keeps."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from candy_arcade.rules.candy.bench import random_stashes
from candy_arcade.rules.candy.scoring import score_stash, score_total, score_total_mask
from candy_arcade.rules.cards import SUITS, Card, cards_mask, is_red, parse_card, poker_deck

DECK = poker_deck()

RefClaim = tuple[int, frozenset[Card]]


def reference_claims(stash: Sequence[Card]) -> list[RefClaim]:
    """Every claim of the scoring table, written out independently of the engine."""
    cards = set(stash)
    claims: list[RefClaim] = []

    def has(code: tuple[int, str]) -> bool:
        return Card(*code) in cards

    jd, qs, kh, kd = (11, "D"), (12, "S"), (13, "H"), (13, "D")
    if has(jd) and has(qs):
        claims.append((100, frozenset({Card(*jd), Card(*qs)})))
    if has(kh) and has(kd):
        claims.append((100, frozenset({Card(*kh), Card(*kd)})))
    for one, other, points in ((kh, kd, -50), (kd, kh, -50), (jd, qs, -40), (qs, jd, -40)):
        if has(one) and not has(other):
            claims.append((points, frozenset({Card(*one)})))
    for size, points in ((4, 90), (3, 30)):
        for group in combinations(stash, size):
            if len({card.rank for card in group}) == 1:
                claims.append((points, frozenset(group)))
    if len(stash) >= 5 and len({card.suit for card in stash}) == 1:
        claims.append((50, frozenset(stash)))
    for first, second in combinations(stash, 2):
        adds_to_ten = first.rank <= 9 and second.rank <= 9 and first.rank + second.rank == 10
        if first.rank == second.rank or adds_to_ten:
            claims.append((10, frozenset({first, second})))
    if len({is_red(card) for card in stash}) == 1:
        claims += [(5, frozenset({card})) for card in stash]
    return claims


def reference_total(stash: Sequence[Card]) -> int:
    """Try every way of taking claims the rules allow and keep the best total."""
    claims = reference_claims(stash)
    values = sorted({abs(points) for points, _ in claims}, reverse=True)

    def choices(available: list[RefClaim]) -> Iterator[list[RefClaim]]:
        def extend(
            position: int, used: frozenset[Card], chosen: list[RefClaim]
        ) -> Iterator[list[RefClaim]]:
            if position == len(available):
                if all(cards & used for _, cards in available):
                    yield chosen
                return
            points, cards = available[position]
            if not cards & used:
                yield from extend(position + 1, used | cards, [*chosen, (points, cards)])
            yield from extend(position + 1, used, chosen)

        yield from extend(0, frozenset(), [])

    def best(level: int, free: frozenset[Card]) -> int:
        if level == len(values):
            return -5 * len(free)
        available = [
            (points, cards)
            for points, cards in claims
            if abs(points) == values[level] and cards <= free
        ]
        return max(
            sum(points for points, _ in chosen)
            + best(level + 1, free - frozenset().union(*(cards for _, cards in chosen)))
            for chosen in choices(available)
        )

    size_penalty = -20 if len(stash) < 5 or len(stash) > 6 else 0
    suits_penalty = -10 if {card.suit for card in stash} == set(SUITS) else 0
    return best(0, frozenset(stash)) + size_penalty + suits_penalty


def _cards_from(pool: Sequence[Card], max_size: int) -> st.SearchStrategy[list[Card]]:
    return st.lists(st.sampled_from(pool), unique=True, max_size=max_size)


_CROWDED = [card for card in DECK if card.rank in (1, 3, 5, 7, 9, 11, 12, 13)]
"""Cards whose claims overlap most: sums to 10, fives, and the named J♦ Q♠ K♥ K♦."""

_FACES = [card for card in DECK if card.rank >= 11 or card.rank in (3, 7)]

stashes = st.one_of(
    _cards_from(DECK, 8),
    _cards_from(_CROWDED, 8),
    _cards_from(_FACES, 8),
    st.sampled_from(SUITS).flatmap(
        lambda suit: _cards_from([card for card in DECK if card.suit == suit], 8)
    ),
)
"""Stashes of 0-8 cards, weighted towards the ones where claims compete."""


WORKED_EXAMPLES = {
    "JD QS QH QC QD": 120,
    "KH KD 5H 5D 3H 7D": 120,
    "KH KS KC 2D 9D": -60,
    "3H 7H 2H 8H 9H": 50,
    "2H 4D 3H JH QD": 25,
    "JD JS JH JC": 60,
    "": -20,
}


def test_the_reference_itself_scores_every_worked_example() -> None:
    for text, total in WORKED_EXAMPLES.items():
        assert reference_total([parse_card(token) for token in text.split()]) == total


@settings(max_examples=400, deadline=None)
@given(stashes)
def test_breakdown_matches_the_brute_force_reference(stash: list[Card]) -> None:
    assert score_stash(stash).total == reference_total(stash)


@settings(max_examples=1000, deadline=None)
@given(stashes)
def test_fast_total_matches_the_breakdown(stash: list[Card]) -> None:
    total = score_stash(stash).total
    assert score_total(stash) == total
    assert score_total_mask(cards_mask(stash)) == total


@settings(max_examples=200, deadline=None)
@given(_cards_from(DECK, 52))
def test_fast_total_matches_the_breakdown_for_stashes_of_any_size(stash: list[Card]) -> None:
    assert score_total(stash) == score_stash(stash).total


def test_fast_total_matches_the_breakdown_on_the_benchmark_stashes() -> None:
    for stash in random_stashes(3000, seed=7):
        assert score_total(stash) == score_stash(stash).total


@settings(max_examples=500, deadline=None)
@given(stashes)
def test_total_is_the_sum_of_claims_unused_cards_and_conditions(stash: list[Card]) -> None:
    score = score_stash(stash)
    assert score.total == (
        sum(claim.points for claim in score.claims)
        + score.unused_points
        + sum(condition.points for condition in score.conditions)
    )


@settings(max_examples=500, deadline=None)
@given(stashes)
def test_each_card_is_used_by_at_most_one_claim_or_is_unused(stash: list[Card]) -> None:
    score = score_stash(stash)
    used = [card for claim in score.claims for card in claim.cards]
    assert len(used) == len(set(used))
    assert set(used).isdisjoint(score.unused_cards)
    assert sorted([*used, *score.unused_cards], key=lambda card: card.index) == sorted(
        stash, key=lambda card: card.index
    )


@settings(max_examples=300, deadline=None)
@given(stashes, st.randoms(use_true_random=False))
def test_order_of_input_does_not_matter(stash: list[Card], shuffler: random.Random) -> None:
    shuffled = list(stash)
    shuffler.shuffle(shuffled)
    first, second = score_stash(stash), score_stash(shuffled)
    assert first.total == second.total == score_total(shuffled)
    assert first.claims == second.claims
    assert first.conditions == second.conditions
    assert set(first.unused_cards) == set(second.unused_cards)
