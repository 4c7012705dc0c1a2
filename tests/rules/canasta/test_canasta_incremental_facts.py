"""A side's meld facts worked out as cards are laid agree with facts counted afresh.

``apply`` works out the facts of the side that melds from its last facts, looking at
the cards just laid only (``turn.facts_after_laying``), and the menu then finds them
by the identity of the side's melds. Over seeded random playouts on both decks, the
facts the menu sees at every turn must be what counting every card of every meld
from its faces gives.
"""

from __future__ import annotations

import pytest

from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import Game, Settings, apply, legal_actions
from candy_arcade.rules.canasta.melding import card_face, is_canasta
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.state import Phase, State
from candy_arcade.rules.canasta.turn import MeldFacts, turn_info

CONFIGS = [
    Settings(players=4, deck="classic"),
    Settings(players=4, deck="heckadeck"),
    Settings(players=2, deck="heckadeck"),
]
HANDS = 12


def counted_afresh(state: State, cards: tuple[int, ...]) -> tuple[object, ...]:
    """What a MeldFacts says of ``cards``, from each card's face where it lies."""
    faces = tuple(card_face(state.deck, c, state.wheel_as) for c in cards)
    ranks = frozenset(f.name for f in faces if f.role in (Role.NATURAL, Role.STOP))
    others = [f.name for f in faces if f.role not in (Role.NATURAL, Role.STOP, Role.WILD)]
    wilds = sum(1 for f in faces if f.role is Role.WILD)
    natural = any(f.role is Role.NATURAL for f in faces)
    other = others[0] if others else None
    canasta = is_canasta(faces)
    signature = (min(len(cards), 7), wilds, len(ranks), other, natural, canasta)
    return cards, faces, wilds, ranks, other, natural, canasta, signature


def as_told(facts: MeldFacts) -> tuple[object, ...]:
    return (facts.cards, facts.faces, facts.wilds, facts.ranks, facts.other,
            facts.has_natural, facts.canasta, facts.signature)


@pytest.mark.parametrize("settings", CONFIGS, ids=lambda s: f"{s.deck}-{s.players}")
def test_facts_worked_out_while_laying_match_facts_counted_afresh(settings: Settings) -> None:
    grown = 0
    for seed in range(HANDS):
        state = Game(settings).new_initial_state(seed)
        chooser = Rng(seed).fork("incremental-facts")
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            if state.phase in (Phase.DRAW, Phase.MELD):
                info = turn_info(state)
                facts = info.facts()
                assert list(facts.melds) == [m.rank for m in info.side_melds]
                for meld in info.side_melds:
                    assert as_told(facts.melds[meld.rank]) == counted_afresh(state, meld.cards)
                    grown += len(meld.cards) > 3
                assert facts.canastas == sum(m.canasta for m in facts.melds.values())
            state, _ = apply(state, chooser.choice(legal_actions(state)))
    assert grown  # melds were laid on, so their facts were grown
