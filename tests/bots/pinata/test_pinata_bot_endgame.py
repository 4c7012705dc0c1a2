"""A bot that guards its lead keeps its last card (or takes it back) rather than end
the game behind on points; ahead, or when the game ends anyway, it lays it."""

from __future__ import annotations

from dataclasses import replace

from candy_arcade.bots.pinata.endgame import keeps_last_card
from candy_arcade.bots.pinata.profiles import Difficulty, profile
from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.components import Card
from candy_arcade.rules.pinata.events import CardPlaced
from candy_arcade.rules.pinata.state import GameState
from candy_arcade.sim.intents import IDLE
from tests.bots.pinata.pinata_tables import land_in_a_row
from tests.rules.pinata.pinata_scenarios import COMPONENTS, game_with_hands
from tests.sim.pinata.test_session_scenarios import session_with

LAST = next(card for card in COMPONENTS.cards if card.candy == "paleta" and card.points == 2)
RIVAL_HAND = [card for card in COMPONENTS.cards if card.candy == "dulce"][:3]
PILE = [card for card in COMPONENTS.cards if card.candy == "colacion" and card.points == 4]


def with_piles(state: GameState, mine: list[Card], theirs: list[Card]) -> GameState:
    state = state.with_player(0, replace(state.players[0], victory=tuple(mine)))
    return state.with_player(1, replace(state.players[1], victory=tuple(theirs)))


def test_a_bot_behind_keeps_its_last_card_and_lays_it_when_ahead() -> None:
    state = game_with_hands([[LAST], RIVAL_HAND])
    assert keeps_last_card(with_piles(state, [], PILE[:1]), 0, LAST)
    assert keeps_last_card(with_piles(state, PILE[:1], PILE[1:3]), 0, LAST)
    assert not keeps_last_card(with_piles(state, PILE[:1], []), 0, LAST)


def test_a_bot_with_more_cards_or_a_game_ending_anyway_lays_its_card() -> None:
    behind = with_piles(game_with_hands([[LAST, PILE[2]], RIVAL_HAND]), [], PILE[:1])
    assert not keeps_last_card(behind, 0, LAST)
    rival_out = with_piles(game_with_hands([[LAST], []]), [], PILE[:1])
    assert not keeps_last_card(rival_out, 0, LAST)
    no_pile = with_piles(game_with_hands([[LAST], RIVAL_HAND], draw_pile=[]), [], PILE[:1])
    assert not keeps_last_card(no_pile, 0, LAST)


def test_a_hard_bot_behind_does_not_lay_its_last_card_at_the_table() -> None:
    for rival_pile, lays in ((PILE[:1], False), ([], True)):
        session = session_with()
        land_in_a_row(session, [[LAST], RIVAL_HAND])
        session.state = with_piles(session.state, [], rival_pile)
        bot = RealtimePinataBot(0, profile(Difficulty.HARD), Rng(3))
        events: list[object] = []
        for _ in range(90):
            events += session.step([bot.intent(session), IDLE])
        assert (CardPlaced(0, LAST) in events) is lays
