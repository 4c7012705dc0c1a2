"""Going out as a counting problem: can these cards be melded, leaving at most one?

Several rules ask it. A player whose partner said "yes" must go out this turn, so
"may I go out?" is offered only when going out is possible, and every meld made after
the yes must keep it possible (otherwise the turn could have no legal move). The
Darkness exit asks the opposite: that nothing more can be melded ("meld all else they
can"). Both are answered here by counting cards per rank against the side's melds,
mirroring :func:`legal.plan_group` and :func:`melding.meld_error`: a new meld needs two
naturals and at most three wilds, a wild joins any meld with fewer than three, a
natural joins its rank's meld, three or more zeros (no wild) make a meld when going
out, and the Wheel is named either a rank (a natural) or a wild, never a 0.

The plans are canonical moves, re-checked by ``check_turn`` wherever they are offered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from candy_arcade.rules.canasta.actions import Meld, MeldGroup, meld_group
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.roles import (
    DARKNESS,
    MAX_WILDS_PER_MELD,
    MIN_MELD_SIZE,
    MIN_NATURALS_PER_MELD,
    NATURAL,
    STOP,
    WHEEL,
    WILD,
)
from candy_arcade.rules.canasta.sequence_menu import sequence_possible
from candy_arcade.rules.canasta.turn import TurnInfo

#: The wild the Wheel is named when a plan uses it as a wild (the dearest one).
WHEEL_WILD_NAME = "Omnihedron"


@dataclass(frozen=True, slots=True)
class OutPlan:
    """One way to go out: lay ``groups`` in one Meld, then discard ``discard``.

    ``discard`` is None when melding empties the hand; ``groups`` is empty when only
    the last card is left to discard.
    """

    groups: tuple[MeldGroup, ...]
    discard: int | None


@dataclass(slots=True)
class _Split:
    """Cards by what they can do in a meld."""

    naturals: dict[str, list[int]] = field(default_factory=dict)
    wilds: list[int] = field(default_factory=list)
    stops: list[int] = field(default_factory=list)
    others: list[int] = field(default_factory=list)
    wheel: int | None = None


def _by_points(deck: Deck, cards: Sequence[int]) -> list[int]:
    """``cards`` cheapest first, ties by id (two sorts, as both are stable: cheaper
    than one with a key of pairs)."""
    return sorted(sorted(cards), key=deck.points_of.__getitem__)


def _split(deck: Deck, cards: Sequence[int]) -> _Split:
    return _split_sorted(deck, _by_points(deck, cards))


def _split_sorted(deck: Deck, cards: Sequence[int]) -> _Split:
    """:func:`_split` of cards already in its order (see :func:`_by_points`), sorted
    into local lists and handed to one _Split (no empty lists made and replaced)."""
    role_of = deck.role_of
    name_of = deck.name_of
    naturals: dict[str, list[int]] = {}
    wilds: list[int] = []
    stops: list[int] = []
    others: list[int] = []
    wheel: int | None = None
    for card in cards:
        role = role_of[card]
        if role is NATURAL:
            name = name_of[card]
            if name in naturals:
                naturals[name].append(card)
            else:
                naturals[name] = [card]
        elif role is WILD:
            wilds.append(card)
        elif role is STOP:
            stops.append(card)
        elif role is WHEEL:
            wheel = card
        else:
            others.append(card)
    return _Split(naturals, wilds, stops, others, wheel)


def side_table(info: TurnInfo) -> dict[str, tuple[int, int]]:
    """The side's melds as rank -> (cards, wild cards)."""
    return {rank: (len(m.cards), m.wilds) for rank, m in info.facts().melds.items()}


def _assign(
    deck: Deck,
    split: _Split,
    table: dict[str, tuple[int, int]],
    wheel_as: str | None,
    max_wilds: int = MAX_WILDS_PER_MELD,
) -> list[MeldGroup] | None:
    """Groups laying all of ``split`` (the Wheel named ``wheel_as``), or None.

    Feasible exactly when every new rank has two naturals, the wilds cover the new
    melds' shortfall and fit the room left under ``max_wilds`` per meld (three, two
    in Samba). Spare wilds go to the biggest meld first, towards a canasta.
    """
    laid = {r: list(cs) for r, cs in split.naturals.items()}
    wilds = list(split.wilds)
    wheel = split.wheel
    if wheel is not None:
        if wheel_as == WHEEL_WILD_NAME:
            wilds.append(wheel)
        elif wheel_as is not None:
            laid.setdefault(wheel_as, []).append(wheel)
    stop_name = deck.stop_name
    for rank in table:
        if rank != stop_name and rank not in laid:
            laid[rank] = []
    # One walk over the melds (the hand's ranks, then the side's other melds) for
    # the rooms, the shortfall and the room in all; most ways out lay no spare wild.
    rooms: dict[str, int] = {}
    need = 0
    room = 0
    for rank, cards in laid.items():
        if rank in table:
            rooms[rank] = left = max_wilds - table[rank][1]
            if left > 0:
                room += left
            continue
        count = len(cards)
        if count < MIN_NATURALS_PER_MELD:
            return None
        rooms[rank] = max_wilds
        room += max_wilds
        if count < MIN_MELD_SIZE:
            need += MIN_MELD_SIZE - count
    if not need <= len(wilds) <= room:
        return None
    if need:
        for rank, cards in laid.items():
            if rank not in table and len(cards) < MIN_MELD_SIZE:
                short = MIN_MELD_SIZE - len(cards)
                for _ in range(short):
                    cards.append(wilds.pop())
                rooms[rank] -= short
    if wilds:
        # The meld each spare wild joins: the biggest with room (the first such in
        # ``ranks``), its size counted up as wilds join rather than recounted per wild.
        ranks = list(laid)
        sizes = {rank: table.get(rank, (0, 0))[0] + len(laid[rank]) for rank in ranks}
        while wilds:
            target = ranks[0]
            biggest = -1
            for rank in ranks:
                if rooms[rank] > 0 and sizes[rank] > biggest:
                    target, biggest = rank, sizes[rank]
            laid[target].append(wilds.pop())
            rooms[target] -= 1
            sizes[target] += 1
    if wheel is None:
        return [meld_group(rank, tuple(cards)) for rank, cards in laid.items() if cards]
    return [
        meld_group(rank, tuple(cards), wheel_as if wheel in cards else None)
        for rank, cards in laid.items() if cards
    ]


def _wheel_options(
    deck: Deck, split: _Split, table: dict[str, tuple[int, int]]
) -> list[str | None]:
    if split.wheel is None:
        return [None]
    ranks = [*split.naturals, *(r for r in table if r != deck.stop_name)]
    return [WHEEL_WILD_NAME, *dict.fromkeys(ranks)]


def lay_all(
    info: TurnInfo, cards: Sequence[int], table: dict[str, tuple[int, int]] | None = None
) -> tuple[MeldGroup, ...] | None:
    """Groups that meld every one of ``cards`` (zeros included), or None."""
    table = side_table(info) if table is None else table
    max_wilds = info.settings.max_wilds_per_meld
    return _lay_split(info.deck, _split(info.deck, cards), table, max_wilds)


def _lay_split(
    deck: Deck,
    split: _Split,
    table: dict[str, tuple[int, int]],
    max_wilds: int = MAX_WILDS_PER_MELD,
) -> tuple[MeldGroup, ...] | None:
    """:func:`lay_all` of cards already split."""
    if split.others:
        return None
    stop_group: list[MeldGroup] = []
    if split.stops:
        if len(split.stops) < MIN_MELD_SIZE or deck.stop_name in table:
            return None
        stop_group.append(meld_group(deck.stop_name, tuple(split.stops)))
    if split.wheel is None:
        # _assign checks as it goes what _fits counts: without the Wheel to name,
        # one call does both
        groups = _assign(deck, split, table, None, max_wilds)
        return None if groups is None else (*groups, *stop_group)
    counts = {rank: len(cards) for rank, cards in split.naturals.items()}
    for wheel_as in _wheel_options(deck, split, table):
        if _fits(deck, counts, len(split.wilds), split.wheel is not None, wheel_as, table,
                 max_wilds):
            groups = _assign(deck, split, table, wheel_as, max_wilds)
            assert groups is not None  # _fits counts what _assign needs
            return (*groups, *stop_group)
    return None


def _layable(
    deck: Deck,
    counts: Counts,
    table: dict[str, tuple[int, int]],
    max_wilds: int = MAX_WILDS_PER_MELD,
) -> bool:
    """Whether :func:`_lay_split` would lay cards with these counts, counting only."""
    if counts.others:
        return False
    if counts.stops and (counts.stops < MIN_MELD_SIZE or deck.stop_name in table):
        return False
    if not counts.wheel:
        return _fits(deck, counts.naturals, counts.wilds, False, None, table, max_wilds)
    ranks = [*counts.naturals, *(r for r in table if r != deck.stop_name)]
    return any(
        _fits(deck, counts.naturals, counts.wilds, True, wheel_as, table, max_wilds)
        for wheel_as in (WHEEL_WILD_NAME, *dict.fromkeys(ranks))
    )


def _fits(
    deck: Deck,
    naturals: dict[str, int],
    wilds: int,
    wheel: bool,
    wheel_as: str | None,
    table: dict[str, tuple[int, int]],
    max_wilds: int = MAX_WILDS_PER_MELD,
) -> bool:
    """Whether :func:`_assign` lays these counts of naturals by rank and wilds (and
    the Wheel, named ``wheel_as``): every new rank has two naturals, and the wilds
    cover the new melds' shortfall and fit the room under ``max_wilds`` per meld."""
    if wheel and wheel_as == WHEEL_WILD_NAME:
        wilds += 1
    elif wheel and wheel_as is not None:
        naturals = {**naturals, wheel_as: naturals.get(wheel_as, 0) + 1}
    need = 0
    room = 0
    for rank, count in naturals.items():
        if rank in table:
            continue
        if count < MIN_NATURALS_PER_MELD:
            return False
        room += max_wilds
        if count < MIN_MELD_SIZE:
            need += MIN_MELD_SIZE - count
    for rank, (_, laid_wilds) in table.items():
        if rank != deck.stop_name and laid_wilds < max_wilds:
            room += max_wilds - laid_wilds
    return need <= wilds <= room


class Counts(NamedTuple):
    """A split counted: naturals by rank, wilds, stop cards, other cards, the Wheel
    (a tuple: one is made per card the going-out search thinks of keeping)."""

    naturals: dict[str, int]
    wilds: int
    stops: int
    others: int
    wheel: bool

    @staticmethod
    def of_cards(deck: Deck, cards: Sequence[int]) -> Counts:
        """The counts of ``cards``, in one pass (what :func:`_split` would count)."""
        naturals: dict[str, int] = {}
        wilds = stops = others = 0
        wheel = False
        role_of = deck.role_of
        name_of = deck.name_of
        for card in cards:
            role = role_of[card]
            if role is NATURAL:
                name = name_of[card]
                naturals[name] = naturals.get(name, 0) + 1
            elif role is WILD:
                wilds += 1
            elif role is STOP:
                stops += 1
            elif role is WHEEL:
                wheel = True
            else:
                others += 1
        return Counts(naturals, wilds, stops, others, wheel)

    def without(self, deck: Deck, card: int) -> Counts:
        """The counts once ``card`` (one of the counted) is taken away."""
        role = deck.role_of[card]
        if role is NATURAL:
            naturals = dict(self.naturals)
            name = deck.name_of[card]
            naturals[name] -= 1
            if not naturals[name]:
                del naturals[name]
            return Counts(naturals, self.wilds, self.stops, self.others, self.wheel)
        if role is WILD:
            return Counts(self.naturals, self.wilds - 1, self.stops, self.others, self.wheel)
        if role is STOP:
            return Counts(self.naturals, self.wilds, self.stops - 1, self.others, self.wheel)
        if role is WHEEL:
            return Counts(self.naturals, self.wilds, self.stops, self.others, False)
        return Counts(self.naturals, self.wilds, self.stops, self.others - 1, self.wheel)


def strands_too_many(lone: int, stops: int, others: int, wheel: bool, discard: bool) -> bool:
    """More cards that no meld can take (``lone`` naturals of
    unmelded ranks, ``stops`` zeros if too few to meld, ``others``) than going out can
    leave: one to discard, one more that the Wheel may rescue. No way out, then."""
    stranded = lone + (stops if stops < MIN_MELD_SIZE else 0) + others
    return stranded > (1 if discard else 0) + wheel


def out_of_reach(
    lone: int, short: int, stops: int, others: int, wilds: int, wheel: bool, discard: bool
) -> bool:
    """No way out by counting alone: :func:`strands_too_many`, or the unmelded ranks
    ``short`` of three cards by more than the ``wilds`` (the Wheel among them) can
    fill. Keeping the lone natural of a rank to discard takes its shortfall of two
    away; keeping any other card leaves the shortfall as it is or raises it. Most
    hands that get this far fail the second count: :func:`going_out_plan` would try
    every card to keep before saying so."""
    if strands_too_many(lone, stops, others, wheel, discard):
        return True
    return short - (2 if discard and lone else 0) > wilds


def going_out_plan(
    info: TurnInfo, hand: Sequence[int] | None = None, discard: bool = True
) -> OutPlan | None:
    """A way to go out from ``hand`` (the actor's hand by default), or None.

    Melding everything is preferred; otherwise one card is kept to discard (stranded
    cards first, then the cheapest), unless ``discard`` is False (no discard after the
    last stock card was a bonus card). The side's canastas are not checked here.

    Whether the cards can be laid, all of them or all but a kept card, is decided by
    counting (:class:`Counts`); groups are made only for the way out that is found.
    Most hands have none.
    """
    deck = info.deck
    cards = list(info.hand if hand is None else hand)
    if not cards:
        return OutPlan((), None)
    table = side_table(info)
    max_wilds = info.settings.max_wilds_per_meld
    counts = Counts.of_cards(deck, cards)
    lone = {r for r, n in counts.naturals.items() if n == 1 and r not in table}
    if strands_too_many(len(lone), counts.stops, counts.others, counts.wheel, discard):
        return None
    if _layable(deck, counts, table, max_wilds):
        groups = _lay_split(deck, _split(deck, cards), table, max_wilds)
        assert groups is not None  # _layable counts what _lay_split needs
        return OutPlan(groups, None)
    if not discard:
        return None
    role_of = deck.role_of
    stranded_stops = counts.stops < MIN_MELD_SIZE

    def is_stranded(card: int) -> bool:
        """A card no meld can take (what :func:`strands_too_many` counts): a lone
        natural of an unmelded rank, a zero among too few to meld, a card no meld
        takes at all."""
        role = role_of[card]
        if role is NATURAL:
            return deck.name_of[card] in lone
        if role is STOP:
            return stranded_stops
        return role not in (WILD, WHEEL)

    if not counts.wheel and (lone or (counts.stops and stranded_stops) or counts.others):
        # Without the Wheel to rescue it, a stranded card kept in the hand leaves it
        # unmeldable: only discarding one of them can work, and there is one at most
        # (strands_too_many), the one card of its name: found by a walk of the hand,
        # where most ways out used to be found (sorting every name first).
        choices = [next(c for c in cards if is_stranded(c))]
    else:
        firsts = {deck.name_of[c]: c for c in reversed(sorted(cards))}
        choices = sorted(
            firsts.values(), key=lambda c: (not is_stranded(c), deck.points_of[c], c)
        )
    many = len(cards) > 1
    card = _first_keep(deck, counts, table, choices, max_wilds) if many else choices[0]
    if card is None:
        return None
    rest = [c for c in _by_points(deck, cards) if c != card]
    laid = _lay_split(deck, _split_sorted(deck, rest), table, max_wilds) if rest else ()
    assert laid is not None  # _first_keep counts what _lay_split needs
    return OutPlan(laid, card)


def _first_keep(
    deck: Deck,
    counts: Counts,
    table: dict[str, tuple[int, int]],
    choices: Sequence[int],
    max_wilds: int = MAX_WILDS_PER_MELD,
) -> int | None:
    """The first of ``choices`` whose keeping leaves the other cards layable."""
    if not counts.wheel:
        return _first_keep_fitting(deck, counts, table, choices, max_wilds)
    for card in choices:
        if _layable(deck, counts.without(deck, card), table, max_wilds):
            return card
    return None


def _first_keep_fitting(
    deck: Deck,
    counts: Counts,
    table: dict[str, tuple[int, int]],
    keeps: Sequence[int],
    max_wilds: int = MAX_WILDS_PER_MELD,
) -> int | None:
    """:func:`_first_keep` without the Wheel: :func:`_fits` summed once for all the
    cards, then each kept card's change to the sums (a natural changes its own rank's
    shortfall only; a wild, a zero or another card only its own count)."""
    need = room = short = 0
    for rank, count in counts.naturals.items():
        if rank not in table:
            short += count < MIN_NATURALS_PER_MELD
            room += max_wilds
            if count < MIN_MELD_SIZE:
                need += MIN_MELD_SIZE - count
    for rank, (_, laid_wilds) in table.items():
        if rank != deck.stop_name and laid_wilds < max_wilds:
            room += max_wilds - laid_wilds
    stops_meldable = deck.stop_name not in table
    role_of = deck.role_of
    for card in keeps:
        role = role_of[card]
        k_need, k_room, k_short = need, room, short
        wilds, stops, others = counts.wilds, counts.stops, counts.others
        if role is NATURAL:
            rank = deck.name_of[card]
            if rank not in table:
                count = counts.naturals[rank]
                k_short -= count < MIN_NATURALS_PER_MELD
                if count < MIN_MELD_SIZE:
                    k_need -= MIN_MELD_SIZE - count
                if count == 1:
                    k_room -= max_wilds
                else:
                    k_short += count - 1 < MIN_NATURALS_PER_MELD
                    if count - 1 < MIN_MELD_SIZE:
                        k_need += MIN_MELD_SIZE - count + 1
        elif role is WILD:
            wilds -= 1
        elif role is STOP:
            stops -= 1
        else:
            others -= 1
        if others or (stops and (stops < MIN_MELD_SIZE or not stops_meldable)) or k_short:
            continue
        if k_need <= wilds <= k_room:
            return card
    return None


def further_meld_possible(info: TurnInfo, cards: Sequence[int]) -> bool:
    """Some legal meld can still be made from ``cards`` beside the side's melds.

    Used for the Darkness exit's "meld all else they can"; three zeros count, since
    that exit is going out and zeros may be melded when going out. In Samba a new
    sequence or cards at the ends of the side's sequences count too.
    """
    deck = info.deck
    if info.settings.samba and sequence_possible(deck, info.side_sequences, cards):
        return True
    max_wilds = info.settings.max_wilds_per_meld
    table = side_table(info)
    split = _split(deck, cards)
    natural_melds = [r for r in table if r != deck.stop_name]
    if any(rank in table for rank in split.naturals):
        return True
    if split.wheel is not None and natural_melds:
        return True
    if split.wilds and any(table[r][1] < max_wilds for r in natural_melds):
        return True
    flexible = len(split.wilds) + (split.wheel is not None)
    for group in split.naturals.values():
        n = len(group)
        if n >= MIN_MELD_SIZE or (n == 2 and flexible):
            return True
        if n == 1 and split.wheel is not None and split.wilds:
            return True
    return len(split.stops) >= MIN_MELD_SIZE and deck.stop_name not in table


def darkness_card(deck: Deck, cards: Sequence[int]) -> int | None:
    """The card that would be discarded as the Darkness: the Darkness itself, or else
    the Wheel (named the Darkness)."""
    for card in cards:
        if deck.role_of[card] is DARKNESS:
            return card
    if deck.wheel_id is not None and deck.wheel_id in cards:
        return deck.wheel_id
    return None


def darkness_exit_meld(info: TurnInfo) -> Meld | None:
    """A greedy Meld for the Darkness exit: everything that can be melded except the
    card kept to discard as the Darkness (the caller checks it is legal)."""
    deck = info.deck
    keep = darkness_card(deck, info.hand)
    if keep is None:
        return None
    split = _split(deck, [c for c in info.hand if c != keep])
    wilds = list(split.wilds)
    laid: dict[str, list[int]] = {}
    for rank, cards in split.naturals.items():
        if len(cards) >= MIN_MELD_SIZE or (len(cards) == 2 and wilds):
            laid[rank] = list(cards)
            if len(cards) == 2:
                laid[rank].append(wilds.pop())
    if not laid:
        return None
    by_size = sorted(laid, key=lambda r: -len(laid[r]))
    for rank in by_size:
        while wilds and sum(
            1 for c in laid[rank] if deck.role_of[c] is WILD
        ) < info.settings.max_wilds_per_meld:
            laid[rank].append(wilds.pop())
    named = None
    if split.wheel is not None:
        laid[by_size[0]].append(split.wheel)
        named = by_size[0]
    groups = [
        MeldGroup(r, tuple(cs), named if split.wheel in cs else None) for r, cs in laid.items()
    ]
    if len(split.stops) >= MIN_MELD_SIZE:
        groups.append(MeldGroup(deck.stop_name, tuple(split.stops)))
    return Meld(tuple(groups))
