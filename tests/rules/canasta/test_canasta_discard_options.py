"""The menu's discards: one per card name in the hand, the first card of that name by
id, in id order; the Wheel once per name it may be discarded as (a 0 included: a stop
discard).

:func:`discard_options` finds these by walking the hand with a set of the names seen;
the menu tests build their expected menus with it, so it is held here to a plain
reference of its own: the hand grouped by name, the lowest id of each name.
"""

from __future__ import annotations

import pytest

from candy_arcade.core.rng import Rng
from candy_arcade.rules.canasta import apply, legal_actions
from candy_arcade.rules.canasta.actions import Discard
from candy_arcade.rules.canasta.deal import new_game
from candy_arcade.rules.canasta.enumerate import discard_options
from candy_arcade.rules.canasta.roles import Role
from candy_arcade.rules.canasta.settings import Settings
from candy_arcade.rules.canasta.state import Phase
from candy_arcade.rules.canasta.turn import TurnInfo, turn_info


def reference_discards(info: TurnInfo) -> list[Discard]:
    deck = info.deck
    lowest: dict[str, int] = {}
    for card in info.hand:
        name = deck.name_of[card]
        lowest[name] = min(card, lowest.get(name, card))
    found: list[Discard] = []
    for card in sorted(lowest.values()):
        if card != deck.wheel_id:
            found.append(Discard(card))
            continue
        found.extend(
            Discard(card, name) for name in deck.faces
            if deck.faces[name].role not in (Role.BONUS, Role.WHEEL)
        )
    return found


@pytest.mark.parametrize("deck", ["classic", "heckadeck"])
def test_each_card_name_in_the_hand_is_discarded_by_its_lowest_id(deck: str) -> None:
    settings = Settings(players=4, deck=deck)
    checked = 0
    wheel_seen = False
    for seed in range(12):
        state, _ = new_game(settings, seed)
        chooser = Rng(seed).fork("discards")
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            if state.phase is Phase.MELD:
                info = turn_info(state)
                assert discard_options(info) == reference_discards(info)
                checked += 1
                wheel_seen |= state.deck.wheel_id in info.hand
            state, _ = apply(state, chooser.choice(legal_actions(state)))
    assert checked > 100
    assert wheel_seen or deck == "classic"
