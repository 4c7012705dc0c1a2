"""The menu's one-group Melds of each rank onto a side that has melded.

Which shapes :func:`meld_shapes.group_shapes` offers for a rank, and which of them
make a legal meld with the side's meld of that rank, depend on counts alone: how many
naturals of the rank the hand holds, the points of the wilds it can pick and which of
them is the Wheel, and the side's meld of the rank as :attr:`turn.MeldFacts.signature`
counts it. Neither the card ids nor the rank itself matter (a rank's points only add
to a first meld, and the side's meld of a rank holds naturals of that rank alone). So
the options are worked out once per such count, as a template that names cards by
their place (naturals first, then the pickable wilds, then the Wheel), and each
listing fills in its rank and its ids.

A template table keyed by counts hits on nearly every listing (a table keyed by card
ids missed on about one rank in four: a drawn wild changes every rank's key). Each
option keeps an itemgetter of its places, which takes its cards in one call. The
filled-in Melds of the last few ranks are kept too (:data:`_recent`), and so is the
menu of each hand's wilds (:func:`rank_menu`), which a hand keeps over most listings.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from operator import itemgetter

from candy_arcade.rules.canasta.actions import Meld, one_group_meld
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.meld_shapes import group_shapes, pickable_wilds
from candy_arcade.rules.canasta.quick_meld import merged_meld
from candy_arcade.rules.canasta.roles import MAX_WILDS_PER_MELD, MIN_MELD_SIZE
from candy_arcade.rules.canasta.turn import MeldFacts

TEMPLATE_CAPACITY = 1 << 12
"""Templates kept before the table starts afresh: more than a game meets."""


RankOption = tuple[Callable[[Sequence[int]], tuple[int, ...]], str | None, bool, int, int]
"""One shape of a template: what picks its cards from the cards by place, the Wheel's
name if it is among them, whether that name is the rank itself (then the name is
None), the cards it takes from the hand, and how it changes the side's canastas (+1
completing one, 0 otherwise). A plain tuple, not a named tuple: Python 3.11 unpacks a
tuple in one specialized step, but a tuple of a subclass through an iterator, and
each Meld a listing makes unpacks one."""


@dataclass(slots=True)
class Template:
    """The options of one signature, and the most cards any of them lays (a hand
    that keeps two cards after that needs no further judgement).

    A dataclass with slots (never change one: the table shares them), not a named
    tuple: Python 3.11 reads a slot directly but looks a named-tuple field up through
    the type, and a listing reads these for most ranks it visits."""

    options: tuple[RankOption, ...]
    most_laid: int


_Profile = tuple[Deck, tuple[int, ...], tuple[bool, ...] | None]
"""The deck, the wilds' points, and which of them is the Wheel (None: no Wheel free)."""
_first = itemgetter(0)
_second = itemgetter(1)
_Signature = tuple[int, object]
_Made = tuple[tuple[Meld, ...], Template, "RankMenu"]
"""A rank's Melds, their template and the menu that made them: one tuple, kept in
:data:`_recent` and handed out as it is."""
_templates: dict[_Profile, dict[_Signature, Template]] = {}
"""Templates by the hand's wilds, then by the naturals held and the side's meld."""


class RankMenu:
    """One hand's wilds as the templates see them (their points, which is the Wheel)
    and their ids, worked out once for all the listings of a hand that keeps these
    wilds (:func:`rank_menu` keeps it)."""

    __slots__ = ("_deck", "_ids", "_table", "_wheel", "_wilds")

    def __init__(
        self, deck: Deck, wilds: tuple[tuple[int, int], ...], wheel: int | None
    ) -> None:
        """``wilds``: the pickable wilds, (points, id) cheapest first; ``wheel``: the
        Wheel if it is free to join (then it is among ``wilds``)."""
        self._deck = deck
        self._wilds = wilds
        self._wheel = wheel
        points = tuple(map(_first, wilds))
        if wheel is None:
            profile: _Profile = (deck, points, None)
        else:  # where the Wheel is among them
            profile = (deck, points, tuple(card == wheel for _, card in wilds))
        table = _templates.get(profile)
        if table is None:
            if sum(len(t) for t in _templates.values()) >= TEMPLATE_CAPACITY:
                _templates.clear()
            table = _templates[profile] = {}
        self._table = table
        ids = tuple(map(_second, wilds))
        self._ids = ids if wheel is None else (*ids, wheel)

    def rank_melds(
        self, naturals_of: Mapping[str, Sequence[int]], on_table: Mapping[str, MeldFacts]
    ) -> list[_Made]:
        """Rank by rank in the deck's order, the menu's one-group Melds of each rank
        that make a legal meld with the side's meld of that rank (``on_table``) or
        alone, in the order ``group_shapes`` makes them, their template (what each
        lays, how it changes the canastas), and this menu. ``naturals_of``: the hand's
        naturals by rank.

        Only the ranks that may have one: three naturals in the hand (two and a wild),
        or the side's meld of the rank and a natural to add to it, or a wild it has
        room for (the stop card's meld aside: it takes no more cards). A rank left out
        would have no shape at all (:func:`meld_shapes.group_shapes`). The deck's ranks
        are walked in order, a dozen membership tests: cheaper than collecting them and
        sorting. One call per listing, not one per rank: a rank found in
        :data:`_recent` then costs a few lookups, no call.
        """
        wilds = bool(self._wilds)
        fewest = 2 if wilds else MIN_MELD_SIZE
        found: list[_Made] = []
        for rank in self._deck.natural_ranks:
            if rank in naturals_of:
                naturals = naturals_of[rank]
                if rank in on_table:
                    existing: MeldFacts | None = on_table[rank]
                elif len(naturals) >= fewest:
                    existing = None
                else:
                    continue
            elif wilds and rank in on_table:
                existing = on_table[rank]
                if existing.wilds >= MAX_WILDS_PER_MELD:
                    continue
                naturals = ()
            else:
                continue
            signature = None if existing is None else existing.signature
            recent_key = (rank, tuple(naturals), signature)
            known = _recent.get(recent_key)
            if known is not None and known[2] is self:
                found.append(known)
            else:
                found.append(self._made(recent_key, naturals, existing))
        return found

    def _made(
        self,
        recent_key: tuple[str, tuple[int, ...], object],
        naturals: Sequence[int],
        existing: MeldFacts | None,
    ) -> _Made:
        """The Melds of a rank not in :data:`_recent` (``recent_key``: the rank, the
        naturals and the signature of ``existing``), filled in from its template, and
        kept there."""
        rank, held, signature = recent_key
        key = (len(naturals), signature)
        template = self._table.get(key)
        if template is None:
            template = self._table[key] = _template(
                self._deck, rank, naturals, self._wilds, self._wheel, existing
            )
        cards = held + self._ids
        made = tuple([  # a list made first: a generator would cost a frame per Meld
            one_group_meld(rank, pick(cards), rank if as_rank else named)
            for pick, named, as_rank, _, _ in template.options
        ]), template, self
        if len(_recent) >= RECENT_CAPACITY:
            _recent.clear()
        _recent[recent_key] = made
        return made


MENU_CAPACITY = 64
"""Hands' menus kept, the oldest let go first: a few per player at a time."""
_menus: dict[tuple[Deck, tuple[tuple[int, int], ...], int | None], RankMenu] = {}


def rank_menu(deck: Deck, wilds: Sequence[tuple[int, int]], wheel: int | None) -> RankMenu:
    """The :class:`RankMenu` of a hand's wilds (``wilds``: all of them, (points, id)
    cheapest first; ``wheel``: the Wheel if it is free to join), kept by them: a hand
    keeps its wilds over most of its listings, which then skip making one, and
    :data:`_recent` knows a menu by its identity instead of hashing its wilds' ids
    for every rank. A kept menu keeps its table of templates when the table of all
    starts afresh (:data:`TEMPLATE_CAPACITY`), until the menu itself is let go."""
    key = (deck, tuple(wilds), wheel)
    menu = _menus.get(key)
    if menu is None:
        if len(_menus) >= MENU_CAPACITY:
            del _menus[next(iter(_menus))]
        menu = _menus[key] = RankMenu(deck, pickable_wilds(wilds), wheel)
    return menu


RECENT_CAPACITY = 64
"""Ranks' Melds kept before the table starts afresh: about the last round of
listings. All let go at once, not the oldest one by one: a dict finds its oldest
entry by stepping over the slots of those deleted before it, and the ranks a listing
misses are about half of those it visits."""
_recent: dict[tuple[str, tuple[int, ...], object], _Made] = {}
"""The Melds of the last few listings' ranks, by the rank, the naturals' ids and the
side's meld, with the menu (of the hand's wilds) that made them: all that fills them
in. A player's next listing comes a round later with most naturals and wilds kept,
and finds most of its ranks here. Few on purpose: a large table keeps its Melds alive
long enough for the garbage collector to move them to older generations, and the full
collections that follow cost more than the Melds spared."""


def _picker(places: tuple[int, ...]) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """What takes the cards at ``places`` as a tuple, in one call: an itemgetter of the
    places (of a one-card slice for one place, since an itemgetter of one place gives
    the card alone; the cards by place are a tuple, and so is its slice)."""
    if len(places) == 1:
        (only,) = places
        one: Callable[[Sequence[int]], tuple[int, ...]] = itemgetter(slice(only, only + 1))
        return one
    picker: Callable[[Sequence[int]], tuple[int, ...]] = itemgetter(*places)
    return picker


def _places(
    naturals: Sequence[int], wilds: tuple[tuple[int, int], ...], wheel: int | None
) -> tuple[int, ...]:
    """The cards by place: the naturals, the pickable wilds, then the Wheel (again)."""
    ids = (*naturals, *(card for _, card in wilds))
    return ids if wheel is None else (*ids, wheel)


def _template(
    deck: Deck,
    rank: str,
    naturals: Sequence[int],
    wilds: tuple[tuple[int, int], ...],
    wheel: int | None,
    existing: MeldFacts | None,
) -> Template:
    """The options for these very cards, their ids replaced by places (see
    :func:`rank_melds` for the order of places)."""
    places = {card: i for i, card in enumerate(_places(naturals, wilds, wheel))}
    room = None if existing is None else existing.wilds
    options: list[RankOption] = []
    most_laid = 0
    for shape in group_shapes(deck, rank, naturals, wilds, wheel, room):
        legal, canasta = merged_meld(deck, rank, shape, existing)
        if legal:
            change = canasta - (existing is not None and existing.canasta)
            where = tuple(places[card] for card in shape.cards)
            as_rank = shape.wheel_as == rank
            named = None if as_rank else shape.wheel_as
            laid = len(shape.cards)
            options.append((_picker(where), named, as_rank, laid, change))
            most_laid = max(most_laid, laid)
    return Template(tuple(options), most_laid)
