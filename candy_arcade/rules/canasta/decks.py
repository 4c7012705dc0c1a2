"""The two decks and their mapping from physical cards to roles.

Every physical card gets a unique integer id (its index in ``Deck.cards``) so a
playout can check that no card is ever created or lost. Per-id lookup tuples make the
hot paths (legal moves, bots) cheap: a random playout asks a card's face about eighty
times a decision, so faces are read from a table by id, never looked up by name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache

from candy_arcade.rules.canasta.roles import WHEEL_PREFIX, Face, Role

HECKADECK = "heckadeck"
CLASSIC = "classic"
DECK_NAMES = (HECKADECK, CLASSIC)

HECKADECK_SUITS = (
    "Hearts", "Diamonds", "Clubs", "Spades", "Clouds", "Swords", "Acorns", "Planets",
)
CLASSIC_SUITS = ("Hearts", "Diamonds", "Clubs", "Spades")
SUIT_COLOURS: Mapping[str, str] = {
    "Hearts": "red", "Diamonds": "red", "Clubs": "black", "Spades": "black",
    "Clouds": "blue", "Swords": "blue", "Acorns": "green", "Planets": "green",
}
COLOURS = ("red", "black", "blue", "green")


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: id, printed name, suit (if it has one) and colour.

    Suits never matter to the rules; the table view draws them.
    """

    id: int
    name: str
    suit: str | None
    colour: str | None


@dataclass(frozen=True, eq=False)
class Deck:
    """A deck: its cards, the role table for its names, and the first-meld table."""

    name: str
    cards: tuple[Card, ...]
    faces: Mapping[str, Face]
    natural_ranks: tuple[str, ...]
    stop_name: str
    wild_names: tuple[str, ...]
    minimum_table: tuple[tuple[int, int], ...]
    """(score below which, minimum) pairs in ascending order; the last applies above."""
    top_minimum: int
    wheel_id: int | None
    name_of: tuple[str, ...] = field(init=False)
    role_of: tuple[Role, ...] = field(init=False)
    points_of: tuple[int, ...] = field(init=False)
    face_of: tuple[Face, ...] = field(init=False)
    """Each card's printed face by id (the Wheel's is the blank Wheel face)."""
    natural_of: tuple[str | None, ...] = field(init=False)
    """Each card's rank by id if it is a natural, else None: sorting a hand by rank,
    which the menu does at every listing, then asks one table per natural card."""
    ids_of: Mapping[str, frozenset[int]] = field(init=False, repr=False)
    """The ids of each name's cards: how many of a rank a hand holds is one
    intersection (the menu asks it of the pile's top card at nearly every draw)."""
    _named_faces: dict[str | None, tuple[Face, ...]] = field(
        init=False, default_factory=dict, repr=False
    )

    def __post_init__(self) -> None:
        object.__setattr__(self, "name_of", tuple(c.name for c in self.cards))
        object.__setattr__(self, "role_of", tuple(self.faces[c.name].role for c in self.cards))
        object.__setattr__(self, "points_of", tuple(self.faces[c.name].points for c in self.cards))
        object.__setattr__(self, "face_of", tuple(self.faces[c.name] for c in self.cards))
        object.__setattr__(self, "natural_of", tuple(
            c.name if self.faces[c.name].role is Role.NATURAL else None for c in self.cards
        ))
        ids_of: dict[str, set[int]] = {}
        for card in self.cards:
            ids_of.setdefault(card.name, set()).add(card.id)
        object.__setattr__(self, "ids_of", {n: frozenset(ids) for n, ids in ids_of.items()})

    def faces_with(self, wheel_as: str | None) -> tuple[Face, ...]:
        """Each card's face by id where it lies, the Wheel showing ``wheel_as``.

        The same as :func:`melding.card_face` for every id, built once per name the
        Wheel can carry (the deck and its faces never change, so it cannot go stale).
        """
        table = self._named_faces.get(wheel_as)
        if table is None:
            faces = list(self.face_of)
            if self.wheel_id is not None and wheel_as is not None:
                faces[self.wheel_id] = self.faces[wheel_as]
            table = self._named_faces[wheel_as] = tuple(faces)
        return table

    def __len__(self) -> int:
        return len(self.cards)

    def minimum_meld(self, score: int) -> int:
        """The first-meld minimum for a side whose score before the hand is ``score``."""
        for below, minimum in self.minimum_table:
            if score < below:
                return minimum
        return self.top_minimum

    def wheel_names(self) -> tuple[str, ...]:
        """Every name the Wheel may take: any card of the deck but itself (a natural
        rank, a wild, a bonus card, the Crone, the Darkness, or a 0: a stop discard, a
        zero melded going out or in a Samba sequence)."""
        return tuple(n for n in self.faces if self.faces[n].role is not Role.WHEEL)

    def face(self, label: str) -> Face:
        """The face for a card label; ``Wheel=K`` is the face of ``K``.

        Raises:
            KeyError: the label names no card of this deck, or a Wheel named a Wheel.
        """
        if label.startswith(WHEEL_PREFIX):
            if self.wheel_id is None and "Wheel" not in self.faces:
                raise KeyError(label)
            named = label[len(WHEEL_PREFIX):]
            face = self.faces[named]
            if face.role is Role.WHEEL:
                raise KeyError(label)
            return face
        return self.faces[label]


def _face(name: str, role: Role, points: int, hand_points: int | None = None) -> Face:
    return Face(name, role, points, points if hand_points is None else hand_points)


HECKADECK_RANKS = (
    "0", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "Beast", "J", "Q", "K",
)
HECKADECK_NATURALS = (
    "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "Beast", "J", "Q", "K", "A",
)


def _heckadeck_faces() -> dict[str, Face]:
    faces: dict[str, Face] = {"0": _face("0", Role.STOP, 5)}
    for rank in ("2", "3", "4", "5", "6", "7"):
        faces[rank] = _face(rank, Role.NATURAL, 5)
    for rank in ("8", "9", "10", "11", "Beast", "J", "Q", "K"):
        faces[rank] = _face(rank, Role.NATURAL, 10)
    faces["A"] = _face("A", Role.NATURAL, 20)
    faces["Arrow"] = _face("Arrow", Role.WILD, 20)
    faces["Talisman"] = _face("Talisman", Role.WILD, 20)
    faces["Joker"] = _face("Joker", Role.WILD, 50)
    faces["Watcher"] = _face("Watcher", Role.WILD, 50)
    faces["Omnihedron"] = _face("Omnihedron", Role.WILD, 100)
    faces["Hunter"] = _face("Hunter", Role.BONUS, 0)
    faces["Traveller"] = _face("Traveller", Role.BONUS, 0)
    faces["Crone"] = _face("Crone", Role.CRONE, 0, 50)
    faces["Darkness"] = _face("Darkness", Role.DARKNESS, 0, 50)
    faces["Wheel"] = _face("Wheel", Role.WHEEL, 0)
    return faces


@cache
def heckadeck(with_wheel: bool = True) -> Deck:
    """The 161-card Heckadeck (160 without the Wheel).

    Eight suits of 16 ranks, an Arrow and a Talisman per suit, a Hunter and a
    Traveller per colour, four Jokers, and the five single specials.
    """
    cards: list[Card] = []

    def add(name: str, suit: str | None, colour: str | None = None) -> None:
        cards.append(Card(len(cards), name, suit, SUIT_COLOURS[suit] if suit else colour))

    for suit in HECKADECK_SUITS:
        for rank in HECKADECK_RANKS:
            add(rank, suit)
        add("Arrow", suit)
        add("Talisman", suit)
    for colour in COLOURS:
        add("Hunter", None, colour)
        add("Traveller", None, colour)
    for _ in range(4):
        add("Joker", None)
    for special in ("Watcher", "Omnihedron", "Crone", "Darkness"):
        add(special, None)
    wheel_id = None
    if with_wheel:
        wheel_id = len(cards)
        add("Wheel", None)
    faces = _heckadeck_faces()
    if not with_wheel:
        del faces["Wheel"]
    return Deck(
        name=HECKADECK,
        cards=tuple(cards),
        faces=faces,
        natural_ranks=HECKADECK_NATURALS,
        stop_name="0",
        wild_names=("Arrow", "Talisman", "Joker", "Watcher", "Omnihedron"),
        minimum_table=((0, 50), (1500, 90), (3000, 120), (7000, 150)),
        top_minimum=200,
        wheel_id=wheel_id,
    )


CLASSIC_NATURALS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@cache
def classic() -> Deck:
    """Two 52-card packs and four jokers: 108 cards."""
    faces: dict[str, Face] = {"3B": _face("3B", Role.STOP, 5), "3R": _face("3R", Role.BONUS, 0)}
    for rank in ("4", "5", "6", "7"):
        faces[rank] = _face(rank, Role.NATURAL, 5)
    for rank in ("8", "9", "10", "J", "Q", "K"):
        faces[rank] = _face(rank, Role.NATURAL, 10)
    faces["A"] = _face("A", Role.NATURAL, 20)
    faces["2"] = _face("2", Role.WILD, 20)
    faces["Joker"] = _face("Joker", Role.WILD, 50)
    cards: list[Card] = []
    for _pack in range(2):
        for suit in CLASSIC_SUITS:
            for rank in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"):
                name = rank
                if rank == "3":
                    name = "3R" if SUIT_COLOURS[suit] == "red" else "3B"
                cards.append(Card(len(cards), name, suit, SUIT_COLOURS[suit]))
        for _ in range(2):
            cards.append(Card(len(cards), "Joker", None, None))
    return Deck(
        name=CLASSIC,
        cards=tuple(cards),
        faces=faces,
        natural_ranks=CLASSIC_NATURALS,
        stop_name="3B",
        wild_names=("2", "Joker"),
        minimum_table=((0, 15), (1500, 50), (3000, 90)),
        top_minimum=120,
        wheel_id=None,
    )


def deck_named(name: str, with_wheel: bool = True) -> Deck:
    """The deck for a settings name.

    Raises:
        ValueError: unknown deck name.
    """
    if name == HECKADECK:
        return heckadeck(with_wheel)
    if name == CLASSIC:
        return classic()
    raise ValueError(f"unknown deck {name!r}; choose heckadeck or classic")
