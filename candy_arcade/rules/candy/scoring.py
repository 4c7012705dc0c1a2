"""Scoring a stash of I Want Candy!, with the breakdown a player can check by eye.

The rules resolve claims level by level, in order of decreasing absolute value: a
claim is taken when none of its cards is used yet, and where claims of one value
compete for the same cards the player gets the choice with the best final total.
This module follows those words literally, as a search over the claims listed by
:mod:`candy_arcade.rules.candy.claims`, so it is the reference the score screen and
the ``score`` command show. :func:`score_total` (re-exported from
:mod:`candy_arcade.rules.candy.fast_total`) gives the same total far faster for
bots and simulations, and tests hold the two to agreement.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import chain, groupby, product

from candy_arcade.rules.candy.claims import UNUSED_CARD_POINTS, Claim, candidate_claims
from candy_arcade.rules.candy.conditions import Condition, stash_conditions
from candy_arcade.rules.candy.fast_total import score_total, score_total_mask
from candy_arcade.rules.cards import Card, cards_mask

__all__ = ["StashScore", "score_stash", "score_total", "score_total_mask"]


@dataclass(frozen=True, slots=True)
class StashScore:
    """A scored stash: the claims taken, the cards that did not contribute, the
    conditions that applied, and their sum.

    ``total == sum(claim.points) + unused_points + sum(condition.points)``.
    """

    cards: tuple[Card, ...]
    total: int
    claims: tuple[Claim, ...]
    unused_cards: tuple[Card, ...]
    conditions: tuple[Condition, ...]

    @property
    def unused_points(self) -> int:
        """The −5 that each card used by no taken claim costs, summed."""
        return UNUSED_CARD_POINTS * len(self.unused_cards)


def score_stash(cards: Iterable[Card]) -> StashScore:
    """Score a stash and explain the score.

    ``unused_cards`` keep the order the cards were given in; claims are listed in
    the order they were taken (decreasing absolute value). Where several choices
    give the same best total, the one listed first by
    :func:`~candy_arcade.rules.candy.claims.candidate_claims` wins, so the breakdown
    does not depend on the order of the input.

    Raises:
        DuplicateCardError: a card appears twice in ``cards``.
    """
    stash = tuple(cards)
    candidates = candidate_claims(stash)
    _, taken = _Resolver(_levels(candidates)).best(0, cards_mask(stash))
    taken_set = set(taken)
    claims = tuple(claim for claim in candidates if claim in taken_set)
    used = 0
    for claim in claims:
        used |= claim.mask
    unused_cards = tuple(card for card in stash if not used >> card.index & 1)
    conditions = stash_conditions(stash)
    total = (
        sum(claim.points for claim in claims)
        + UNUSED_CARD_POINTS * len(unused_cards)
        + sum(condition.points for condition in conditions)
    )
    return StashScore(stash, total, claims, unused_cards, conditions)


def _levels(candidates: Sequence[Claim]) -> tuple[tuple[Claim, ...], ...]:
    """Candidates grouped by absolute value, largest first (rule 1's order)."""
    ordered = sorted(candidates, key=lambda claim: -abs(claim.points))
    return tuple(tuple(level) for _, level in groupby(ordered, key=lambda claim: abs(claim.points)))


class _Resolver:
    """Rules 1-3 as a search: at each level take a maximal set of disjoint available
    claims, trying every such set only where claims actually compete, and keep the
    one whose final total is best.

    Results are memoised on (level, unused cards) because different choices at one
    level often leave the same cards for the next.
    """

    def __init__(self, levels: tuple[tuple[Claim, ...], ...]) -> None:
        self._levels = levels
        self._memo: dict[tuple[int, int], tuple[int, tuple[Claim, ...]]] = {}

    def best(self, level: int, unused: int) -> tuple[int, tuple[Claim, ...]]:
        """The best (points of claims and unused cards, claims taken) from ``level`` on."""
        key = (level, unused)
        known = self._memo.get(key)
        if known is not None:
            return known
        if level == len(self._levels):
            result: tuple[int, tuple[Claim, ...]] = (
                UNUSED_CARD_POINTS * unused.bit_count(),
                (),
            )
        else:
            available = [claim for claim in self._levels[level] if claim.mask & ~unused == 0]
            result = max(
                (self._after(level, unused, choice) for choice in _maximal_choices(available)),
                key=lambda scored: scored[0],
            )
        self._memo[key] = result
        return result

    def _after(
        self, level: int, unused: int, choice: tuple[Claim, ...]
    ) -> tuple[int, tuple[Claim, ...]]:
        """Take ``choice`` at ``level``, then continue with the best of the rest."""
        used = 0
        for claim in choice:
            used |= claim.mask
        rest_points, rest = self.best(level + 1, unused & ~used)
        return sum(claim.points for claim in choice) + rest_points, choice + rest


def _maximal_choices(claims: Sequence[Claim]) -> Iterator[tuple[Claim, ...]]:
    """Every maximal set of pairwise disjoint ``claims`` (at least the empty set).

    Claims that share no cards, directly or through others, cannot compete, so each
    group of competing claims is enumerated on its own and the groups combined; this
    keeps the search small even for a stash of all 52 cards.
    """
    per_group = [_maximal_sets(group) for group in _competing_groups(claims)]
    for parts in product(*per_group):
        yield tuple(chain.from_iterable(parts))


def _competing_groups(claims: Sequence[Claim]) -> list[list[Claim]]:
    """Split claims into groups linked by shared cards (connected components), each
    group and the claims in it kept in the order given, so ties break the same way.
    """
    groups: list[tuple[int, list[int]]] = []
    for position, claim in enumerate(claims):
        mask, members = claim.mask, [position]
        separate: list[tuple[int, list[int]]] = []
        for group_mask, group_members in groups:
            if group_mask & mask:
                mask |= group_mask
                members += group_members
            else:
                separate.append((group_mask, group_members))
        groups = [*separate, (mask, members)]
    groups.sort(key=lambda group: min(group[1]))
    return [[claims[position] for position in sorted(members)] for _, members in groups]


def _maximal_sets(claims: Sequence[Claim]) -> list[tuple[Claim, ...]]:
    """Maximal sets of pairwise disjoint claims, earlier claims preferred first."""
    found: list[tuple[Claim, ...]] = []

    def extend(position: int, used: int, chosen: tuple[Claim, ...]) -> None:
        if position == len(claims):
            if all(claim.mask & used for claim in claims):
                found.append(chosen)
            return
        claim = claims[position]
        if not claim.mask & used:
            extend(position + 1, used | claim.mask, (*chosen, claim))
        extend(position + 1, used, chosen)

    extend(0, 0, ())
    return found
