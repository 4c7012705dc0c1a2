"""What the player to act knows and needs in order to judge a move of their own turn.

Legality depends only on the actor's own hand and public facts, so it can be decided
from the full State or from that player's observer view alike: bots check their own
plans with exactly the engine's rules, without seeing hidden cards.

Listing the legal moves judges a few dozen candidate moves against the same side's
melds; :class:`TurnFacts` holds what every judgement needs about those melds (their
faces, wild counts, canastas), worked out once per TurnInfo instead of once per
candidate. TurnInfo is frozen and so are its parts, so the facts cannot go stale.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.roles import CANASTA_SIZE, NATURAL, STOP, WILD, Face
from candy_arcade.rules.canasta.sequences import Run
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Meld, Phase, Pledge, State, remembered


@dataclass(slots=True)
class MeldFacts:
    """One of the side's melds as the rules see it, where it lies (the Wheel as named):
    its faces, and what :func:`melding.meld_error_counts` and :func:`melding.is_canasta`
    ask of them once cards are added: how many are wild, the names of its natural and
    stop cards, its first card that is none of these, whether one is a natural, and
    whether it is a canasta now.

    A dataclass with slots, not frozen (never change one: melds share them): one is
    made each time cards are laid on a meld, and the frozen ``__init__`` (one
    ``object.__setattr__`` per field, eight of them) cost as much as counting the cards
    laid. Not a named tuple either: Python 3.11 reads a slot directly, but looks each
    named-tuple field up through the type, and listing the moves reads a few fields of
    these a decision.
    """

    cards: tuple[int, ...]
    faces: tuple[Face, ...]
    wilds: int
    ranks: frozenset[str]
    other: str | None
    has_natural: bool
    canasta: bool
    signature: tuple[int, int, int, str | None, bool, bool]
    """What judging cards added to the meld asks of it: its size (up to a canasta's:
    beyond, every addition is as legal and makes the same canasta), wilds, how many
    names of naturals, the other card, a natural, a canasta. Two melds of their own
    ranks with one signature take the same cards of their ranks alike."""


@dataclass(slots=True)
class TurnFacts:
    """What the judgement of any move this turn needs about the side's melds.

    ``faces``: every card's face by id, the Wheel showing its current name.
    ``melds``: the side's melds by rank (shared between turns: never change it).
    ``canastas``: how many of them are canastas.

    A dataclass with slots, not frozen (see :class:`MeldFacts`): one is made each time
    a side lays cards, and one is read on every listing.
    """

    faces: tuple[Face, ...]
    melds: Mapping[str, MeldFacts]
    canastas: int


_NO_RANKS: frozenset[str] = frozenset()


@lru_cache(maxsize=1 << 9)
def meld_facts(deck: Deck, cards: tuple[int, ...], wheel_as: str | None) -> MeldFacts:
    """The facts of one meld, the Wheel named ``wheel_as``: remembered, so that a meld
    that stays on the table keeps one MeldFacts object while others change."""
    return grown_facts(deck, None, cards, wheel_as)


def grown_facts(
    deck: Deck, before: MeldFacts | None, added: tuple[int, ...], wheel_as: str | None
) -> MeldFacts:
    """The facts of the meld ``before`` (None: a new meld) once ``added`` are laid on
    it, the Wheel named as when ``before`` was judged (``wheel_as``).

    Only the added cards are looked at: a meld grows by a few cards at a time, and
    judging all of its cards again (and hashing them for :func:`meld_facts`'s table)
    cost more than the rest of laying them. The names of its naturals and stops are
    ``before``'s own frozenset unless a card adds one (a meld's cards name one rank).
    """
    new_faces = tuple(map(deck.faces_with(wheel_as).__getitem__, added))
    if before is None:
        ranks: frozenset[str] = _NO_RANKS
        wilds = 0
        other: str | None = None
        has_natural = False
        faces = new_faces
        cards = added
    else:
        ranks = before.ranks
        wilds = before.wilds
        other = before.other
        has_natural = before.has_natural
        faces = before.faces + new_faces
        cards = before.cards + added
    for face in new_faces:  # one pass: a meld is laid on every few decisions
        role = face.role
        if role is WILD:
            wilds += 1
        elif role is NATURAL or role is STOP:
            has_natural = has_natural or role is NATURAL
            if face.name not in ranks:
                ranks = ranks | {face.name}
        elif other is None:
            other = face.name
    size = len(faces)
    canasta = size >= CANASTA_SIZE and has_natural  # as melding.is_canasta counts
    signature = (min(size, CANASTA_SIZE), wilds, len(ranks), other, has_natural, canasta)
    return MeldFacts(cards, faces, wilds, ranks, other, has_natural, canasta, signature)


@lru_cache(maxsize=1 << 8)
def side_facts(deck: Deck, side_melds: tuple[Meld, ...], wheel_as: str | None) -> TurnFacts:
    """The facts of a side's melds, the Wheel named ``wheel_as``.

    A pure function of its arguments (all frozen), remembered because a side's melds
    stay the same over most turns of a hand.
    """
    melds = {meld.rank: meld_facts(deck, meld.cards, wheel_as) for meld in side_melds}
    canastas = sum(m.canasta for m in melds.values())
    return TurnFacts(deck.faces_with(wheel_as), melds, canastas)


FACTS_BY_IDENTITY_CAPACITY = 1 << 5
"""Sides' tuples of melds remembered by identity. A game needs a few at a time (a
search a few more); every entry keeps its melds and their facts alive, which each
full collection of the garbage collector scans, so the tables here stay small: since
laying works the facts out from the last ones, they are rarely looked up by value.
Thirty-two rather than 256: the table is emptied whole when full, and freeing a few
entries at a time, soon after they were made, costs fewer instructions and cache
misses than freeing 256 long-cold ones (cachegrind, 30 random hands: 0.6% less in
all); a random hand then works out some two sides' facts afresh by value."""
_facts_by_identity: dict[
    tuple[int, str | None], tuple[Deck, tuple[Meld, ...], TurnFacts]
] = {}


def facts_of(deck: Deck, side_melds: tuple[Meld, ...], wheel_as: str | None) -> TurnFacts:
    """:func:`side_facts`, found first by the identity of the side's tuple of melds.

    A side's tuple of melds is carried unchanged from state to state until the side
    melds again, so most turns ask for the very same tuple; looking it up by identity
    spares hashing every Meld of it, as :func:`side_facts`'s table must. The entry
    holds the tuple itself, so its id cannot be taken by another object while it is
    remembered.
    """
    known = _facts_by_identity.get((id(side_melds), wheel_as))
    if known is not None and known[1] is side_melds and known[0] is deck:
        return known[2]
    facts = side_facts(deck, side_melds, wheel_as)
    _remember(deck, side_melds, wheel_as, facts)
    return facts


def _remember(
    deck: Deck, side_melds: tuple[Meld, ...], wheel_as: str | None, facts: TurnFacts
) -> None:
    if len(_facts_by_identity) >= FACTS_BY_IDENTITY_CAPACITY:
        _facts_by_identity.clear()
    _facts_by_identity[(id(side_melds), wheel_as)] = (deck, side_melds, facts)


def facts_after_laying(
    deck: Deck,
    before: tuple[Meld, ...],
    after: tuple[Meld, ...],
    laid: Iterable[tuple[str, tuple[int, ...]]],
    wheel_as: str | None,
) -> None:
    """Work out the facts of a side's melds ``after`` the ``laid`` (rank, cards) were
    laid on ``before``, from the facts of ``before``, and remember them for
    :func:`facts_of`.

    Every meld or taken pile changes a side's tuple of melds, and the next listing
    would otherwise judge all of its melds afresh (hashing each for
    :func:`side_facts`'s table); only the melds laid on have changed, and of those
    only the cards just laid are judged (:func:`grown_facts`). When the facts
    of ``before`` are not at hand (or the Wheel was named anew, which changes every
    face) nothing is remembered and :func:`facts_of` works them out when asked; so
    too when a Samba side lays a new meld of a rank beside its canasta of it, since
    these facts keep one meld per rank and the next move is judged by the newest.
    """
    known = _facts_by_identity.get((id(before), wheel_as))
    if known is None or known[1] is not before or known[0] is not deck:
        return
    facts = known[2]
    melds = dict(facts.melds)  # the same order as ``after``: new melds come last
    canastas = facts.canastas
    changed = dict(laid)  # by rank, made in C
    for meld in after:
        if meld.rank not in changed:
            continue
        old = melds.get(meld.rank)
        if old is None:
            grown = grown_facts(deck, None, meld.cards, wheel_as)
        else:
            grown = grown_facts(deck, old, meld.cards[len(old.cards):], wheel_as)
            canastas -= old.canasta
        melds[meld.rank] = grown
        canastas += grown.canasta
    if len(melds) != len(after):
        return  # Samba: a rank with two melds (see above)
    _remember(deck, after, wheel_as, TurnFacts(facts.faces, melds, canastas))


def samba_facts(
    deck: Deck, side_melds: tuple[Meld, ...], wheel_as: str | None, runs: tuple[Run, ...]
) -> TurnFacts:
    """:func:`facts_of` for a Samba side, whose melds may repeat a rank (a canasta and
    a newer meld of it): ``melds`` keeps the newest meld of each rank, the only one
    that may be unfinished (where cards of the rank go), and ``canastas`` counts every
    canasta of one rank and every samba, as going out counts them."""
    facts = facts_of(deck, side_melds, wheel_as)
    canastas = sum(meld_facts(deck, m.cards, wheel_as).canasta for m in side_melds)
    canastas += sum(run.is_samba for run in runs)
    return TurnFacts(facts.faces, facts.melds, canastas)


_new = object.__new__
_set_attribute = object.__setattr__
"""Looked up once (see :data:`state._new`): a TurnInfo is made this way for nearly
every state listed (its facts set on it when not worked out with it)."""


@dataclass(frozen=True)
class TurnInfo:
    """The actor's hand and the public facts a turn move is judged by.

    Frozen but without slots, so that :func:`turn_info` can fill the instance dict in
    one step: the engine makes one TurnInfo per state it lists moves for, and the
    frozen ``__init__`` (one ``object.__setattr__`` per field) cost more than most of
    what the listing then does with it.

    ``turn_start_side_melded`` and ``pledge`` come last with defaults so that code
    building a TurnInfo by keyword from before they existed keeps working, and so
    does ``side_sequences`` (Samba: the side's sequences).
    """

    settings: Settings
    deck: Deck
    phase: Phase
    player: int
    hand: tuple[int, ...]
    side_melds: tuple[Meld, ...]
    discard: tuple[int, ...]
    pile_frozen: bool
    stock_size: int
    minimum: int
    turn_start_player_melded: bool
    took_pile: bool
    turn_melded: tuple[int, ...]
    asked: bool
    permission: bool | None
    wheel_as: str | None
    turn_start_side_melded: bool = False
    pledge: Pledge | None = None
    side_sequences: tuple[Run, ...] = ()
    _facts: TurnFacts | None = field(default=None, init=False, repr=False, compare=False)
    side_melded: bool = field(init=False, repr=False, compare=False)
    """Whether the side has melded (melds or, in Samba, sequences): worked out when the
    TurnInfo is made, not a property, since Python 3.11 does not specialize reading a
    property (a lookup through the type and a call each time), and a listing asks a
    few times."""

    def __post_init__(self) -> None:
        _set_attribute(self, "side_melded", bool(self.side_melds or self.side_sequences))

    def facts(self) -> TurnFacts:
        """The side's melds as judged this turn, worked out on first use."""
        facts = self._facts
        if facts is None:
            if self.settings.samba:
                facts = samba_facts(self.deck, self.side_melds, self.wheel_as,
                                    self.side_sequences)
            else:
                facts = facts_of(self.deck, self.side_melds, self.wheel_as)
            _set_attribute(self, "_facts", facts)
        return facts


_set_info_dict: Callable[[TurnInfo, dict[str, Any]], None] = vars(TurnInfo)["__dict__"].__set__
"""Sets a new TurnInfo's instance dict (see :data:`state.set_state_dict`)."""

_MEMO_KEY = "turn_info"


def turn_info(state: State) -> TurnInfo:
    """The TurnInfo of the player whose turn it is (made once per state: listing the
    legal moves and checking one both ask for it)."""
    return remembered(state, _MEMO_KEY, TurnInfo, _turn_info)


def _turn_info(state: State) -> TurnInfo:
    """The same TurnInfo as ``TurnInfo(settings=..., ...)`` from the state, built
    without the frozen ``__init__`` (see :class:`TurnInfo`).

    Its instance dict starts as a copy of the state's, whose fields include thirteen
    of TurnInfo's under the same names, and the other six (and ``side_melded``, which
    ``__post_init__`` would set) are set on it: copying a dict is one step, where a
    dict display of nineteen fields inserts them one by one (one TurnInfo is made per
    state listed). The state's other fields ride along
    unread: TurnInfo's fields, methods and comparisons name only its own, and none of
    the state's field names is one of TurnInfo's attributes. The state's memo is left
    out, since the memo keeps this TurnInfo (a cycle would outlive the state).

    Outside Samba the side's facts are set on it too (``_facts``): nearly every
    listing asks for them, and :meth:`TurnInfo.facts` then reads them without
    working them out and setting them on the frozen TurnInfo afterwards.
    """
    player = state.turn
    side = state.settings.side_of(player)
    values = state.__dict__.copy()
    del values["memo"]
    values["player"] = player
    values["hand"] = state.hands[player]
    values["side_melds"] = state.melds[side]
    values["stock_size"] = len(state.stock)
    values["minimum"] = state.deck.minimum_meld(state.scores[side])
    values["side_sequences"] = state.sequences[side]
    values["side_melded"] = bool(values["side_melds"] or values["side_sequences"])
    if not state.settings.samba:
        values["_facts"] = facts_of(state.deck, values["side_melds"], state.wheel_as)
    info = _new(TurnInfo)
    _set_info_dict(info, values)
    return info
