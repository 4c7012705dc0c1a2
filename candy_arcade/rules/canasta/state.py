"""The whole table as one frozen value: decks, hands, melds, pile, turn and scores.

Nothing here changes in place; :func:`candy_arcade.rules.canasta.apply.apply` returns a
new State. The shuffle of every hand comes from ``seed`` and ``hand_number`` alone, so
a game replays exactly from its seed and its actions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, TypeVar

from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.melding import card_face, is_canasta
from candy_arcade.rules.canasta.samba import side_canastas
from candy_arcade.rules.canasta.sequences import Run
from candy_arcade.rules.canasta.settings import Settings

WorkedOut = TypeVar("WorkedOut")


class Phase(Enum):
    """Where the game stands; ``State.to_act`` says who decides next."""

    DRAW = "draw"
    """Start of a turn: draw from the stock or take the pile (or end play, stock gone)."""
    MELD = "meld"
    """After drawing: meld, lay the Wheel, ask the partner, then discard."""
    LAST_MELD = "last_meld"
    """The last stock card was a bonus card: meld if you like, then end play."""
    ANSWER = "answer"
    """The partner answers "may I go out?"."""
    VIEW = "view"
    """A Watcher was played: its player chooses a Viewer and a Viewed."""
    HAND_OVER = "hand_over"
    """Scores of the hand are in ``State.result``; next is a new deal."""
    GAME_OVER = "game_over"
    """A side reached the target; ``State.winners`` holds the best sides."""


class Pledge(Enum):
    """A promise the player to move is bound by for the rest of the turn.

    Some melds are legal only because the player goes out with them (below the
    first-meld minimum when going out concealed; zeros as the last cards), and the
    partner's "yes" to "may I go out?" binds the player to go out. The pledge keeps the
    player to it: the engine then accepts only moves that still lead out.
    """

    GO_OUT = "go_out"
    """Go out this turn: melds must leave a hand that can still go out, and only the
    last card may be discarded."""
    DARKNESS_EXIT = "darkness_exit"
    """The Darkness exit was melded (two canastas, all else that can be melded): the
    only move left is discarding the Darkness."""


# The phases and pledges as module constants, for the engine's hot paths (see the
# roles' constants in :mod:`roles`: an Enum member looked up through its class costs
# about ten times a module global on Python 3.11).
DRAW = Phase.DRAW
MELD = Phase.MELD
LAST_MELD = Phase.LAST_MELD
ANSWER = Phase.ANSWER
VIEW = Phase.VIEW
HAND_OVER = Phase.HAND_OVER
GAME_OVER = Phase.GAME_OVER
GO_OUT = Pledge.GO_OUT
DARKNESS_EXIT = Pledge.DARKNESS_EXIT


@dataclass(frozen=True, slots=True)
class Meld:
    """A side's meld of one rank, cards in the order they were laid."""

    rank: str
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Reveal:
    """The Viewer saw the Viewed's hand as it was at that moment."""

    viewer: int
    viewed: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SideResult:
    """One side at the end of a hand, in card labels (the simulate line format).

    ``by_darkness``: the Darkness's effect ended the hand (cut short, or the Darkness
    exit); an ordinary going out whose last discard was the Darkness is not
    (see :func:`scoring.going_out_bonus`).
    """

    players: tuple[int, ...]
    melds: tuple[tuple[str, ...], ...]
    bonus: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    went_out: bool
    concealed: bool
    by_darkness: bool
    hand_score: int
    total: int
    breakdown: tuple[tuple[str, int], ...]
    sequences: tuple[tuple[str, ...], ...] = ()
    """Samba: the side's sequences, low to high (empty otherwise)."""


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended and what each side scored."""

    reason: str
    sides: tuple[SideResult, ...]
    stock: int
    discard: tuple[str, ...]
    removed: tuple[str, ...]
    talons: tuple[str, ...] = ()
    """Talons: the cards still in the talons, out of play and counting for nobody."""


@dataclass(frozen=True)
class State:
    """Everything about a game in progress.

    Frozen but without slots: its values live in the instance dict, which
    :func:`evolve` copies in one step (a random playout copies the state once per
    action, and building 29 frozen fields one ``object.__setattr__`` at a time cost
    about as much as listing the moves of a draw).

    Attributes:
        scores: each side's total before the current hand (after it, once it is over).
        stock, discard: bottom first, so the top card is the last.
        hands: each player's cards, sorted by id.
        melds, bonus: per side.
        removed: cards the Crone took out of this hand.
        wheel_as: the name the Wheel carries while on the table or the pile.
        pile_frozen: a wild was discarded (or a bonus/wild turned up at the deal).
        turn: whose turn it is; ``to_act`` is who decides now (the partner answering,
            None between hands).
        player_melded: each player has laid cards this hand (for going out concealed).
        turn_start_side_melded, turn_start_player_melded: the same at the turn's start.
        turn_melded: cards this player melded this turn.
        took_pile: this player took the pile this turn.
        asked, permission: "may I go out?" was asked this turn, and the answer.
        pending_views: Watchers played and not yet resolved by ChooseView.
        pledge: what the player to move has bound themselves to this turn (see
            :class:`Pledge`); None between turns.
        view_resume: the phase after the views (DRAW means the turn passes on).
        sequences: Samba only: each side's sequences, in the order they were laid
            (empty tuples per side otherwise).
        talons: Talons only: the 4-card and the 3-card talon set aside at the deal,
            each emptied when taken (``()`` at a table without talons).
        melded_sides: the sides in the order of their first meld this hand (which talon
            a side's first meld earns).
        talon_due: the talon (0 or 1) the player to move takes after discarding, earned
            by their side's first meld from the hand this turn.
        talon_takers: Talons only: per talon, the player who took it, or None while it
            waits or once it is out of play (``()`` at a table without talons); the
            table names the player, not only the side.
    """

    settings: Settings
    seed: int
    hand_number: int
    dealer: int
    scores: tuple[int, ...]
    stock: tuple[int, ...]
    discard: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    melds: tuple[tuple[Meld, ...], ...]
    bonus: tuple[tuple[int, ...], ...]
    removed: tuple[int, ...]
    wheel_as: str | None
    pile_frozen: bool
    phase: Phase
    turn: int
    to_act: int | None
    player_melded: tuple[bool, ...]
    turn_start_side_melded: bool
    turn_start_player_melded: bool
    took_pile: bool
    turn_melded: tuple[int, ...]
    asked: bool
    permission: bool | None
    pending_views: int
    view_resume: Phase
    reveals: tuple[Reveal, ...]
    result: HandResult | None
    winners: tuple[int, ...]
    pledge: Pledge | None = None
    sequences: tuple[tuple[Run, ...], ...] = ()
    talons: tuple[tuple[int, ...], ...] = ()
    melded_sides: tuple[int, ...] = ()
    talon_due: int | None = None
    talon_takers: tuple[int | None, ...] = ()
    deck: Deck = field(init=False, repr=False, compare=False)
    """``settings.the_deck``, looked up once when the state is made (and carried by
    :func:`evolve`): the rules ask for it a few times per action, and the settings'
    lookup by name costs as much as a small step of the engine."""
    memo: dict[str, object] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    """What the rules worked out from this state on demand (its TurnInfo, its legal
    moves), kept by the modules that own them: a State never changes, so they never go
    stale, and a new State (``evolve``, ``replace``) starts with an empty memo."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "deck", self.settings.the_deck)
        if not self.sequences:
            object.__setattr__(self, "sequences", ((),) * self.settings.sides)

    def side_of(self, player: int) -> int:
        return self.settings.side_of(player)

    def minimum_meld(self, side: int) -> int:
        """The side's first-meld minimum this hand, from its score before the hand."""
        return self.deck.minimum_meld(self.scores[side])

    def canastas(self, side: int) -> int:
        """The side's canastas as going out counts them: in Samba, sambas too."""
        rank_canastas = count_canastas(self.deck, self.melds[side], self.wheel_as)
        if self.settings.samba:
            return side_canastas(rank_canastas, self.sequences[side])
        return rank_canastas

    def all_cards(self) -> list[int]:
        """Every card id wherever it lies; a correct state lists each id exactly once."""
        cards = list(self.stock) + list(self.discard) + list(self.removed)
        for hand in self.hands:
            cards.extend(hand)
        for side_melds in self.melds:
            for meld in side_melds:
                cards.extend(meld.cards)
        for side_bonus in self.bonus:
            cards.extend(side_bonus)
        for side_sequences in self.sequences:
            for run in side_sequences:
                cards.extend(run.cards)
        for talon in self.talons:
            cards.extend(talon)
        return cards


_FIELD_NAMES = frozenset(f.name for f in fields(State) if f.init)


def evolve(state: State, **changes: Any) -> State:
    """``dataclasses.replace`` for the engine's hot path, about fifteen times as fast.

    Every action copies the 29-field state once: the copy takes the old instance dict
    whole, with the changes and an empty memo on top, instead of running the frozen
    ``__init__`` (one ``object.__setattr__`` per field).

    Raises:
        KeyError: a change names no field of State.
    """
    if not changes.keys() <= _FIELD_NAMES:
        raise KeyError(sorted(changes.keys() - _FIELD_NAMES))
    return evolved(state, changes)


def evolved(state: State, changes: dict[str, Any]) -> State:
    """:func:`evolve` with the changes in a dict, for :mod:`apply`, whose changes name
    fields as literals: they are not checked against the fields (that check cost a
    sixth of the copy). The instance dict is copied whole and set on the new state
    (copying a dict is one step; filling an empty one grows it several times)."""
    values = fields_of(state)
    values.update(changes)
    return state_from(values)


def fields_of(state: State) -> dict[str, Any]:
    """A copy of ``state``'s instance dict with an empty memo, for :mod:`apply` to
    change field by field and make the next state of (:func:`state_from`): the
    commonest actions (a draw, a discard) write their changes straight into it rather
    than into a dict of changes merged into the copy afterwards."""
    values = state.__dict__.copy()
    values["memo"] = {}
    return values


_new = object.__new__
"""``object.__new__`` looked up once: Python 3.11 does not specialize loading an
attribute of a class, so ``object.__new__`` written in the body looks it up through
the type at every call (every action makes a State here)."""
set_state_dict: Callable[[State, dict[str, Any]], None] = vars(State)["__dict__"].__set__
"""Sets a new State's instance dict: the setter of State's ``__dict__`` itself, where
``object.__setattr__(state, "__dict__", values)`` copies its arguments and finds the
setter through the type first (about 1,100 instructions against 650; every action
makes a State)."""


def state_from(values: dict[str, Any]) -> State:
    """The State whose instance dict is ``values`` (every field, from
    :func:`fields_of`), made without the frozen ``__init__``."""
    new = _new(State)
    set_state_dict(new, values)
    return new


def count_canastas(deck: Deck, melds: tuple[Meld, ...], wheel_as: str | None) -> int:
    return sum(
        1 for m in melds
        if len(m.cards) >= 7 and is_canasta([card_face(deck, c, wheel_as) for c in m.cards])
    )


def remembered(
    state: State, key: str, kind: type[WorkedOut], work_out: Callable[[State], WorkedOut]
) -> WorkedOut:
    """What ``work_out`` makes of ``state``, made once and kept in its memo under ``key``
    (the turn's facts, the legal moves: asked for several times per state)."""
    known = state.memo.get(key)
    if isinstance(known, kind):
        return known
    made = state.memo[key] = work_out(state)
    return made
