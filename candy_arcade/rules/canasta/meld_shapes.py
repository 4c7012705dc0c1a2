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


Opening = tuple[MeldGroup, ...]
"""A first meld found by :func:`opening_combos`: its groups, each a new meld of a
rank with two naturals or more (so a Meld's groups as they stand, and whether a
group is a canasta is its size alone)."""

_Free = tuple[tuple[int, int], ...]
_Step = tuple[MeldGroup, int, _Free]
"""One shape of a rank a first meld may lay, as its group; its points; the wilds left
free once it is laid."""

OPENING_STEPS_CAPACITY = 1 << 9
"""Ranks' steps kept before that table starts afresh: a few hundred, as the groups are
objects the garbage collector follows (a table of four thousand cost more
in collections than its further hits saved)."""
_opening_steps: dict[tuple[Deck, int, tuple[int, ...], _Free], tuple[_Step, ...]] = {}
"""A rank's steps by the deck, the wilds a meld may hold, the rank's naturals and the
wilds still free. A side that has not melded searches its first meld at every
listing, and a hand keeps most of its naturals and wilds from turn to turn: about
half the ranks the searches reach were reached before with the very same cards, and
the groups made once serve every Meld listed with them."""


def _steps(deck: Deck, max_wilds: int, naturals: tuple[int, ...], free: _Free) -> tuple[_Step, ...]:
    """The steps of the rank of ``naturals`` (a new meld of it) with the wilds ``free``.

    The Wheel joins the shapes when it is free (it is among the hand's wilds, as a
    wild worth the dearest one's points, until a shape lays it)."""
    key = (deck, max_wilds, naturals, free)
    steps = _opening_steps.get(key)
    if steps is not None:
        return steps
    wheel = deck.wheel_id
    if wheel is not None and all(card != wheel for _, card in free):
        wheel = None
    rank = deck.name_of[naturals[0]]
    made: list[_Step] = []
    for shape in group_shapes(deck, rank, naturals, free, wheel, None, max_wilds=max_wilds):
        laid = shape.cards
        rest = tuple([w for w in free if w[1] not in laid])
        made.append((shape.group(rank), shape.points, rest))
    if len(_opening_steps) >= OPENING_STEPS_CAPACITY:
        _opening_steps.clear()
    steps = _opening_steps[key] = tuple(made)
    return steps


class _OpeningSearch:
    """The state of :func:`opening_combos`'s search: depth first, rank by rank, each
    rank's shapes in turn and then the rank left out; a branch is cut when its points,
    every natural of the ranks after it and every wild together fall short of the
    minimum (``floors``), and the search stops at ``OPENING_LIMIT`` openings or
    ``OPENING_NODES`` shapes tried.

    An object rather than a closure: a nested function that calls itself keeps itself
    alive through its own closure, a reference cycle left for the garbage collector
    on every search (most of the engine's garbage in a random playout).
    """

    __slots__ = ("deck", "floors", "max_wilds", "minimum", "naturals", "nodes", "results")

    def __init__(
        self, deck: Deck, naturals: list[tuple[int, ...]], floors: list[int], minimum: int,
        max_wilds: int,
    ) -> None:
        self.deck = deck
        self.max_wilds = max_wilds
        self.naturals = naturals
        self.floors = floors
        self.minimum = minimum
        self.results: list[Opening] = []
        self.nodes = 0

    def search(self, i: int, chosen: Opening, free: _Free, points: int) -> None:
        """Openings from the ``i``-th rank on, after ``chosen`` worth ``points``.

        The checks a call would begin with are the caller's: the search is still
        open (once it stops, every later call would return at once, so a stop ends
        it) and ``points`` reach the rank's floor. A call per shape is saved so, and
        the last rank's shapes each end an opening in place: about half the calls
        were leaves. Wilds are never worth less than nothing, so an opening worth
        the minimum is never below the last floor."""
        steps = _steps(self.deck, self.max_wilds, self.naturals[i], free)
        results = self.results
        after = i + 1
        if after == len(self.naturals):
            minimum = self.minimum
            for group, shape_points, _ in steps:
                self.nodes += 1
                if len(results) >= OPENING_LIMIT or self.nodes >= OPENING_NODES:
                    return
                if points + shape_points >= minimum:
                    results.append((*chosen, group))
            if chosen and points >= minimum and len(results) < OPENING_LIMIT:
                results.append(chosen)
            return
        floor = self.floors[after]
        for group, shape_points, rest in steps:
            self.nodes += 1
            if len(results) >= OPENING_LIMIT or self.nodes >= OPENING_NODES:
                return
            if points + shape_points >= floor:
                self.search(after, (*chosen, group), rest, points + shape_points)
        if len(results) < OPENING_LIMIT and self.nodes < OPENING_NODES and points >= floor:
            self.search(after, chosen, free, points)


def opening_combos(
    info: TurnInfo, parts: HandParts, minimum: int, skip_rank: str | None = None
) -> list[Opening]:
    """Bounded search for sets of new melds worth at least ``minimum`` points, each as
    its groups (the ranks' groups made once, shared by the openings and searches
    that lay them: frozen, like every action's parts)."""
    deck = info.deck
    faces = deck.faces
    naturals = parts.naturals
    # Loops, not comprehensions (each a call of its own in Python 3.11): most calls
    # end here, in Heckadeck two in three.
    floor = minimum
    for wild_points, _ in parts.wilds:
        floor -= wild_points
    worth: dict[str, int] = {}
    total = 0
    for rank, cards in naturals.items():
        if len(cards) >= 2 and rank != skip_rank:
            worth[rank] = points = faces[rank].points * len(cards)
            total += points
    if total < floor or not worth:
        return []  # no pair, or every natural pair and every wild fall short: no search
    ranks = sorted(worth, key=worth.__getitem__, reverse=True)
    floors = [floor] * (len(ranks) + 1)
    for i in range(len(ranks) - 1, -1, -1):
        floor -= worth[ranks[i]]
        floors[i] = floor
    search = _OpeningSearch(
        deck, [tuple(naturals[rank]) for rank in ranks], floors, minimum,
        info.settings.max_wilds_per_meld,
    )
    search.search(0, (), tuple(parts.wilds), 0)
    return search.results
