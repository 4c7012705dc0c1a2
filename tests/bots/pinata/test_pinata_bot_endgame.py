"""A bot that guards its lead keeps its last card (or takes it back) rather than end
the game behind; ahead, or when the game ends anyway, it lays it. At the table it
waits until its rivals have done what they can before it goes out, and spoils a card
of the rotten candy on purpose when that empties its hand ahead."""

from __future__ import annotations

from dataclasses import replace

from candy_arcade.bots.human_factors import QUICK_HUMAN_REACTION_TICKS
from candy_arcade.bots.pinata.endgame import keeps_last_card
from candy_arcade.bots.pinata.profiles import Difficulty, profile
from candy_arcade.bots.pinata.realtime import RIVAL_IDLE_TICKS, RealtimePinataBot
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.actions import PlaceCard
from candy_arcade.rules.pinata.apply import apply
from candy_arcade.rules.pinata.components import Card
from candy_arcade.rules.pinata.events import CardCollected, CardPlaced, CardRotten, GameEnded
from candy_arcade.rules.pinata.state import GameState
from candy_arcade.sim.intents import IDLE, PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from tests.bots.pinata.pinata_tables import land_in_a_row
from tests.rules.pinata.pinata_scenarios import COMPONENTS, card, game_with_hands
from tests.sim.pinata.test_session_scenarios import session_with

LAST = next(card for card in COMPONENTS.cards if card.candy == "paleta" and card.points == 2)
RIVAL_HAND = [card for card in COMPONENTS.cards if card.candy == "dulce"][:3]
PILE = [card for card in COMPONENTS.cards if card.candy == "colacion" and card.points == 4]
TAMARINDO_1 = card("tamarindo", 1)
"""Tamarindo is the rotten candy on the table of :func:`land_in_a_row`."""


def with_piles(state: GameState, mine: list[Card], theirs: list[Card]) -> GameState:
    state = state.with_player(0, replace(state.players[0], victory=tuple(mine)))
    return state.with_player(1, replace(state.players[1], victory=tuple(theirs)))


def table(mine: list[Card], pile: list[Card], rival_pile: list[Card]) -> PinataSession:
    """The dice of :data:`~tests.bots.pinata.pinata_tables.PLAIN` in a row; seat 0
    holds ``mine``, seat 1 three dulce cards no die shows."""
    session = session_with()
    land_in_a_row(session, [mine, RIVAL_HAND])
    session.state = with_piles(session.state, pile, rival_pile)
    return session


def play(session: PinataSession, ticks: int, rival: PlayerIntent = IDLE) -> list[object]:
    bot = RealtimePinataBot(0, profile(Difficulty.HARD), Rng(3))
    events: list[object] = []
    for _ in range(ticks):
        events += session.step([bot.intent(session), rival])
    return events


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
        events = play(table([LAST], [], rival_pile), 2 * RIVAL_IDLE_TICKS)
        assert (CardPlaced(0, LAST) in events) is lays


def test_a_hard_bot_waits_for_a_busy_rival_before_it_goes_out() -> None:
    session = table([LAST], PILE[:1], [])
    busy = 3 * RIVAL_IDLE_TICKS
    events: list[object] = []
    bot = RealtimePinataBot(0, profile(Difficulty.HARD), Rng(3))
    for tick in range(busy):
        side = 200.0 if (tick // 20) % 2 else 760.0
        events += session.step([bot.intent(session), PlayerIntent(target=Vec2(side, 400.0))])
    assert CardPlaced(0, LAST) not in events
    for _ in range(2 * RIVAL_IDLE_TICKS):
        events += session.step([bot.intent(session), IDLE])
    assert [event.card for event in events if isinstance(event, CardCollected)] == [LAST]


def test_a_hard_bot_ahead_spoils_a_rotten_candy_card_to_go_out() -> None:
    events = play(table([LAST, TAMARINDO_1], PILE[:1], []), 5 * RIVAL_IDLE_TICKS)
    done = [event for event in events if isinstance(event, (CardRotten, CardCollected))]
    assert [(type(event), event.player, event.card) for event in done] == [
        (CardRotten, 0, TAMARINDO_1),
        (CardCollected, 0, LAST),
    ]
    assert any(isinstance(event, GameEnded) for event in events)


def test_a_hard_bot_behind_neither_spoils_nor_goes_out() -> None:
    events = play(table([LAST, TAMARINDO_1], [], PILE[:1]), 5 * RIVAL_IDLE_TICKS)
    assert not any(isinstance(event, (CardRotten, CardCollected, GameEnded)) for event in events)


def test_a_hard_bot_weighs_a_rival_s_laid_card_only_a_reaction_time_after_it_is_laid() -> None:
    session = table([LAST], PILE[:1], [])
    bot = RealtimePinataBot(0, profile(Difficulty.HARD), Rng(3))
    session.step([bot.intent(session), IDLE])
    session.state = apply(session.state, PlaceCard(1, RIVAL_HAND[0].id)).state
    seen: list[list[str]] = []
    for _ in range(2 * profile(Difficulty.HARD).reaction_ticks):
        session.step([bot.intent(session), IDLE])
        seen.append(bot._seen_laid(session))
    first = next(tick for tick, candies in enumerate(seen) if candies)
    assert first + 1 >= profile(Difficulty.HARD).reaction_ticks >= QUICK_HUMAN_REACTION_TICKS
    assert seen[-1] == ["dulce"]
