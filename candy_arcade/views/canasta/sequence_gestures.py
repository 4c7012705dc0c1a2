"""Samba's gestures on sequences, read into :class:`SequenceGroup` actions.

Selected cards of one colour (one suit with the Classic deck), of distinct ranks and
with no wild card are meant as a sequence: laid as a new one, or dropped on one of
the side's sequences to join it at an end. The rules module :mod:`sequences` judges
them (the same :func:`sequences.run_of` the engine asks), so a refusal here is the
engine's own sentence; the pile's top card dropped on a sequence is refused with
Samba's pile rule. Nothing here decides a rule: it reads the gesture and asks.
"""

from __future__ import annotations

from collections.abc import Sequence

from candy_arcade.core.refusal import Refusal
from candy_arcade.rules.canasta.actions import SequenceGroup
from candy_arcade.rules.canasta.decks import Deck
from candy_arcade.rules.canasta.melding import card_face
from candy_arcade.rules.canasta.reasons import RankWord
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.samba_reasons import SambaReason
from candy_arcade.rules.canasta.sequences import (
    Run,
    extend_run,
    run_key,
    run_of,
    run_order,
    sequence_rank,
)
from candy_arcade.rules.canasta.state import Phase, State


def wild_refusal(deck: Deck, cards: Sequence[int], wheel_as: str | None) -> Refusal | None:
    """"No wild card goes into a sequence", naming the first wild card selected."""
    for card in cards:
        face = card_face(deck, card, wheel_as if card == deck.wheel_id else None)
        if card == deck.wheel_id and wheel_as is None:
            continue
        if face.role is Role.WILD:
            return Refusal.of(SambaReason.SEQUENCE_NO_WILDS, card=RankWord(face.name))
    return None


def meant_as_sequence(deck: Deck, cards: Sequence[int], wheel_as: str | None) -> bool:
    """The selection reads as a sequence: no wild card, two ranks or more, none
    repeated, every card (the Wheel apart) of one colour or suit."""
    if wild_refusal(deck, cards, wheel_as) is not None:
        return False
    ranks = []
    keys = set()
    for card in cards:
        rank = sequence_rank(deck, card, wheel_as)
        if isinstance(rank, Refusal):
            return False
        ranks.append(rank)
        key = run_key(deck, card)
        if key is not None:
            keys.add(key)
    return len(set(ranks)) == len(ranks) >= 2 and len(keys) == 1


def wild_in_meant_sequence(
    deck: Deck, cards: Sequence[int], wheel_as: str | None
) -> Refusal | None:
    """"No wild card goes into a sequence" when the selection's natural cards read as
    a sequence and a wild card came with them (6, 7 of one colour and an Arrow): the
    player meant a sequence, and the rank meld's "three cards of one rank" would teach
    them a rule that is not the one they broke."""
    wild = wild_refusal(deck, cards, wheel_as)
    if wild is None:
        return None
    naturals = [
        card for card in cards
        if card_face(deck, card, wheel_as if card == deck.wheel_id else None).role
        is not Role.WILD
    ]
    return wild if meant_as_sequence(deck, naturals, wheel_as) else None


def new_sequence(
    deck: Deck, cards: Sequence[int], wheel_as: str | None
) -> SequenceGroup | Refusal:
    """The selection laid as a new sequence (low to high), or the rules' reason why not."""
    run = run_of(deck, cards, wheel_as)
    if isinstance(run, Refusal):
        return run
    return SequenceGroup(run.cards, wheel_as if deck.wheel_id in cards else None)


def onto_sequence(
    state: State, cards: Sequence[int], index: int, wheel_as: str | None
) -> SequenceGroup | Refusal:
    """The selection dropped on the side's sequence ``index``: the cards at its ends,
    or why not (a wild card, the pile's top card at the start of a turn, the rules'
    own reasons)."""
    deck = state.deck
    run = state.sequences[state.side_of(state.turn)][index]
    wild = wild_refusal(deck, cards, wheel_as)
    if wild is not None:
        return wild
    if state.phase is Phase.DRAW and _top_fits(state, run, cards):
        return Refusal.of(SambaReason.PILE_NEVER_IN_SEQUENCE)
    longer = extend_run(deck, run, cards, wheel_as)
    if isinstance(longer, Refusal):
        return longer
    return SequenceGroup(tuple(c for c in longer.cards if c in cards),
                         wheel_as if deck.wheel_id in cards else None, index)


def _top_fits(state: State, run: Run, cards: Sequence[int]) -> bool:
    """At the start of a turn, the pile's top card (with the selection) would join
    ``run``: the gesture means taking the pile onto it."""
    if not state.discard or state.discard[-1] == state.deck.wheel_id:
        return False
    added = [*cards, state.discard[-1]]
    return not isinstance(extend_run(state.deck, run, added, None), Refusal)


def pile_into_sequence(state: State, selection: Sequence[int]) -> bool:
    """The selection and the pile's top card would make a sequence: a player taking
    the pile that way is told the top card never goes into one."""
    if not state.discard or not selection:
        return False
    top = state.discard[-1]
    if top == state.deck.wheel_id:
        return False
    cards = [*selection, top]
    return meant_as_sequence(state.deck, cards, None) and not isinstance(
        run_of(state.deck, cards, None), Refusal
    )


def wheel_run_names(deck: Deck, cards: Sequence[int], run: Run | None = None) -> tuple[str, ...]:
    """The ranks the Wheel may be named to make a sequence with the other selected cards
    (and ``run``'s when they join it): the run's missing ranks, a zero included."""
    others = [card for card in cards if card != deck.wheel_id]
    if deck.wheel_id is None:
        return ()
    order = run_order(deck)
    names = (*((order.end_card,) if order.end_card else ()), *order.ranks)
    fitting = []
    for name in names:
        laid = [*(run.cards if run else ()), *others, deck.wheel_id]
        if not isinstance(run_of(deck, laid, name), Refusal):
            fitting.append(name)
    return tuple(fitting)
