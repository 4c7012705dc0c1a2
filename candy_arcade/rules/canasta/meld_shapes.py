"""The canonical meld shapes the legal-move menu offers (see :mod:`legal` for what
"canonical" means), and what each shape adds up to.

Shapes per rank: all naturals, or the fewest that make a meld (or one, onto an
existing meld), each with no wilds, the cheapest ones, or the dearest ones (dear wilds
help reach a first-meld minimum). A first meld is searched as a bounded combination of
such groups.

A :class:`Shape` carries its cards with their count of wilds and points, known from
how it was made, so the menu can judge it by counting (:mod:`quick_meld`) and build
the MeldGroup only for shapes that are legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.rules.canasta.actions import MeldGroup, meld_group
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.melding import card_face
from candy_arcade.rules.canasta.outplan import WHEEL_WILD_NAME
from candy_arcade.rules.canasta.roles import MAX_WILDS_PER_MELD, NATURAL, STOP, WHEEL, WILD
from candy_arcade.rules.canasta.turn import TurnInfo

OPENING_LIMIT = 24
OPENING_NODES = 400


@dataclass(slots=True)
class HandParts:
    """The actor's hand sorted by what each card can do."""

    naturals: dict[str, list[int]]
    wilds: list[tuple[int, int]]
    """(points, id) pairs, cheapest first; the Wheel counts as a 100-point wild."""
    stops: list[int]
    others: list[int]
    wheel: int | None
    firsts: list[int]
    """The first card of each name, in the order of the hand: the discards the menu
    offers (:func:`enumerate.discard_options`), found in the same walk of the hand."""


_new = object.__new__


def hand_parts(info: TurnInfo, hand: Sequence[int] | None = None) -> HandParts:
    """Sort the hand (``info.hand`` unless given) into its parts, naturals by rank in
    the order they first appear (the menu's every listing does this, so the naturals,
    most of a hand, take one table lookup each; the rest go by role). A natural is the
    first of its name when it starts its rank's list; the few other cards are checked
    against the names seen.

    A rank's list is found by a membership test and a subscript, cheaper than a call
    of ``dict.get``; the parts are filled in through their slots, cheaper than the
    dataclass's ``__init__`` (a call of a Python function from the type's C code)."""
    deck = info.deck
    natural_of = deck.natural_of
    naturals: dict[str, list[int]] = {}
    wilds: list[tuple[int, int]] = []
    stops: list[int] = []
    others: list[int] = []
    wheel: int | None = None
    firsts: list[int] = []
    names: list[str] = []
    for card in info.hand if hand is None else hand:
        name = natural_of[card]
        if name is not None:
            if name in naturals:
                naturals[name].append(card)
            else:
                naturals[name] = [card]
                firsts.append(card)
            continue
        name = deck.name_of[card]
        if name not in names:
            names.append(name)
            firsts.append(card)
        role = deck.role_of[card]
        if role is WILD:
            wilds.append((deck.points_of[card], card))
        elif role is STOP:
            stops.append(card)
        elif role is WHEEL:
            wheel = card
            wilds.append((deck.faces[WHEEL_WILD_NAME].points, card))
        else:
            others.append(card)
    wilds.sort()
    parts: HandParts = _new(HandParts)
    parts.naturals = naturals
    parts.wilds = wilds
    parts.stops = stops
    parts.others = others
    parts.wheel = wheel
    parts.firsts = firsts
    return parts


_Pick = tuple[tuple[int, ...], int]
PICKS_CAPACITY = 1 << 12
"""Sets of wilds whose picks are kept before that table starts afresh."""
_picks: dict[tuple[tuple[tuple[int, int], ...], int], tuple[_Pick, ...]] = {}
"""The picks by the wilds (points, id) and the room: a hand keeps its wilds over many
turns, and the first-meld search asks for them at every listing of a side that has
not melded. Tuples of ints only, which the garbage collector stops scanning."""


def wild_picks(wilds: Sequence[tuple[int, int]], room: int) -> tuple[_Pick, ...]:
    """No wild, the k cheapest, the k dearest (k up to ``room``), without repeats: each
    as (card ids, points). Two picks repeat when their wilds' points are the same
    (sorted, the cheap end's are the first k points and the dear end's the last k, as
    ``wilds`` is sorted)."""
    if room <= 0 or not wilds:
        return _NO_PICK
    key = (tuple(wilds), room)
    known = _picks.get(key)
    if known is not None:
        return known
    picks: list[_Pick] = [((), 0)]
    points = [p for p, _ in wilds]
    ids = [c for _, c in wilds]
    dear_ids = ids[::-1]
    n = len(wilds)
    seen: set[tuple[int, ...]] = {()}
    for k in range(1, min(room, n) + 1):
        cheap = tuple(points[:k])
        if cheap not in seen:
            seen.add(cheap)
            picks.append((tuple(ids[:k]), sum(cheap)))
        dear = tuple(points[n - k:])
        if dear not in seen:
            seen.add(dear)
            picks.append((tuple(dear_ids[:k]), sum(dear)))
    if len(_picks) >= PICKS_CAPACITY:
        _picks.clear()
    made = _picks[key] = tuple(picks)
    return made


_NO_PICK: tuple[_Pick, ...] = (((), 0),)


def pickable_wilds(wilds: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The wilds :func:`wild_picks` can ever pick: at most three to a meld, from the
    cheap end or the dear end, so the three cheapest and the three dearest (the picks
    from these are the picks from all)."""
    reach = MAX_WILDS_PER_MELD
    return tuple(wilds) if len(wilds) <= 2 * reach else (*wilds[:reach], *wilds[-reach:])


def wild_choices(wilds: Sequence[tuple[int, int]], room: int) -> list[tuple[int, ...]]:
    """No wild, the k cheapest, the k dearest (k up to ``room``), without repeats."""
    return [cards for cards, _ in wild_picks(wilds, room)]


@dataclass(slots=True)
class Shape:
    """A group of one rank from the hand: its cards, the Wheel's name if it is among
    them, and what they count: wilds, points, and whether one is a natural.

    A dataclass with slots (never change one), not a named tuple: Python 3.11 reads
    a slot directly but looks a named-tuple field up through the type, and the
    first-meld search reads these fields for every shape it tries."""

    cards: tuple[int, ...]
    wheel_as: str | None
    wilds: int
    points: int
    natural: bool

    def group(self, rank: str) -> MeldGroup:
        return meld_group(rank, self.cards, self.wheel_as)


def shape_of(info: TurnInfo, group: MeldGroup) -> Shape:
    """The shape of a group made some other way (melding everything, going out)."""
    deck = info.deck
    wilds = points = 0
    natural = False
    for card in group.cards:  # one pass: a going-out Meld may lay a dozen cards
        face = card_face(deck, card, group.wheel_as)
        points += face.points
        if face.role is WILD:
            wilds += 1
        elif face.role is NATURAL:
            natural = True
    return Shape(group.cards, group.wheel_as, wilds, points, natural)


def group_shapes(
    deck: Deck,
    rank: str,
    naturals: Sequence[int],
    wilds: Sequence[tuple[int, int]],
    wheel: int | None,
    existing_wilds: int | None,
    min_naturals: int = 2,
    max_wilds: int = MAX_WILDS_PER_MELD,
) -> list[Shape]:
    """Canonical shapes of ``rank`` from these cards: a new meld when
    ``existing_wilds`` is None, else onto the side's meld holding that many wilds.
    ``wheel``: the Wheel if it is free to join (then it is among ``wilds`` too).
    ``max_wilds``: the wilds a meld may hold (``Settings.max_wilds_per_meld``)."""
    room = max_wilds - (existing_wilds or 0)
    n = len(naturals)
    if existing_wilds is None:
        counts = sorted({k for k in (min_naturals, 3, n) if min_naturals <= k <= n})
    else:
        counts = sorted({k for k in (0, 1, n) if k <= n})
    rank_points = deck.faces[rank].points
    picks = wild_picks(wilds, room)
    shapes: list[Shape] = []
    for k in counts:
        for picked, wild_points in picks:
            size = k + len(picked)
            if not size or (existing_wilds is None and size < 3):
                continue
            named = WHEEL_WILD_NAME if wheel is not None and wheel in picked else None
            shapes.append(Shape(
                (*naturals[:k], *picked), named, len(picked), k * rank_points + wild_points, k > 0
            ))
    if wheel is not None and n and (existing_wilds is not None or n >= 2):
        shapes.append(Shape((*naturals, wheel), rank, 0, (n + 1) * rank_points, True))
    return shapes


def _existing_wilds(info: TurnInfo, rank: str) -> int | None:
    meld = info.facts().melds.get(rank)
    return None if meld is None else meld.wilds


def group_options(
    info: TurnInfo,
    rank: str,
    naturals: Sequence[int],
    wilds: Sequence[tuple[int, int]],
    wheel: int | None,
    existing: bool,
    min_naturals: int = 2,
) -> list[MeldGroup]:
    """Canonical groups of ``rank`` from these cards, onto the side's meld of ``rank``
    if ``existing``."""
    existing_wilds = _existing_wilds(info, rank) if existing else None
    return [
        shape.group(rank)
        for shape in group_shapes(
            info.deck, rank, naturals, wilds, wheel, existing_wilds, min_naturals,
            info.settings.max_wilds_per_meld,
        )
    ]


Opening = tuple[tuple[str, Shape], ...]


class _OpeningSearch:
    """The state of :func:`opening_shapes`'s search.

    An object rather than a closure: a nested function that calls itself keeps itself
    alive through its own closure, a reference cycle left for the garbage collector
    on every search (most of the engine's garbage in a random playout).
    """

    __slots__ = ("deck", "max_wilds", "minimum", "nodes", "parts", "ranks", "results", "shapes",
                 "upper", "wild_points")

    def __init__(
        self, deck: Deck, parts: HandParts, ranks: list[str], minimum: int, max_wilds: int
    ) -> None:
        self.deck = deck
        self.max_wilds = max_wilds
        self.parts = parts
        self.ranks = ranks
        self.minimum = minimum
        self.upper = [0] * (len(ranks) + 1)
        for i in range(len(ranks) - 1, -1, -1):
            r = ranks[i]
            self.upper[i] = self.upper[i + 1] + deck.faces[r].points * len(parts.naturals[r])
        self.wild_points = sum([p for p, _ in parts.wilds])
        self.results: list[Opening] = []
        self.nodes = 0
        self.shapes: dict[tuple[int, tuple[int, ...]], list[Shape]] = {}
        """A rank's shapes by the wilds still free: many paths of the search reach a
        rank with the same wilds left (all of them, most often)."""

    def search(self, i: int, chosen: Opening, used: frozenset[int], points: int) -> None:
        if len(self.results) >= OPENING_LIMIT or self.nodes >= OPENING_NODES:
            return
        if points + self.upper[i] + self.wild_points < self.minimum:
            return
        if i == len(self.ranks):
            if chosen and points >= self.minimum:
                self.results.append(chosen)
            return
        rank = self.ranks[i]
        for shape in self._shapes(i, used):
            self.nodes += 1
            self.search(i + 1, (*chosen, (rank, shape)), used.union(shape.cards),
                        points + shape.points)
        self.search(i + 1, chosen, used, points)

    def _shapes(self, i: int, used: frozenset[int]) -> list[Shape]:
        """:func:`group_shapes` of the ``i``-th rank with the wilds not ``used``."""
        parts = self.parts
        free = [w for w in parts.wilds if w[1] not in used]
        key = (i, tuple([card for _, card in free]))
        shapes = self.shapes.get(key)
        if shapes is None:
            wheel = parts.wheel if parts.wheel not in used else None
            rank = self.ranks[i]
            shapes = group_shapes(self.deck, rank, parts.naturals[rank], free, wheel, None,
                                  max_wilds=self.max_wilds)
            self.shapes[key] = shapes
        return shapes


def opening_shapes(
    info: TurnInfo, parts: HandParts, minimum: int, skip_rank: str | None = None
) -> list[Opening]:
    """Bounded search for sets of new melds worth at least ``minimum`` points."""
    deck = info.deck
    faces = deck.faces
    naturals = parts.naturals
    worth = {
        rank: faces[rank].points * len(cards)
        for rank, cards in naturals.items() if len(cards) >= 2 and rank != skip_rank
    }
    if sum(worth.values()) + sum([p for p, _ in parts.wilds]) < minimum:
        return []  # every natural pair and every wild together fall short: no search
    ranks = sorted(worth, key=worth.__getitem__, reverse=True)
    search = _OpeningSearch(deck, parts, ranks, minimum, info.settings.max_wilds_per_meld)
    search.search(0, (), frozenset(), 0)
    return search.results


def opening_combos(
    info: TurnInfo, parts: HandParts, minimum: int, skip_rank: str | None = None
) -> list[tuple[MeldGroup, ...]]:
    """Bounded search for sets of new melds worth at least ``minimum`` points."""
    return [
        tuple(shape.group(rank) for rank, shape in opening)
        for opening in opening_shapes(info, parts, minimum, skip_rank)
    ]
