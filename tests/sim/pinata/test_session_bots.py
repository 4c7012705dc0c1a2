"""Whole real-time games played by bots: they end, no card is made or lost, scores add up."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from candy_arcade.bots.pinata.profiles import profile
from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.rules.pinata.events import CardRotten, RoundEnded
from candy_arcade.rules.pinata.scoring import scores
from candy_arcade.rules.pinata.state import Phase
from candy_arcade.sim.pinata.session import PinataSession

TICK_LIMIT = 30_000


def play(
    levels: Sequence[str], seed: int, youngest: bool = False
) -> tuple[PinataSession, list[object]]:
    """Play a game to its end, checking the deck every tick; returns it and its events."""
    session = PinataSession(len(levels), seed, youngest=youngest)
    deck = sorted(card.id for card in session.components.cards)
    bots = [
        RealtimePinataBot(seat, profile(level), session.rng.fork(f"bot:{seat}"))
        for seat, level in enumerate(levels)
    ]
    events: list[object] = []
    while not session.over:
        assert session.tick < TICK_LIMIT, "the game stalled"
        events += session.step([bot.intent(session) for bot in bots])
        assert sorted(card.id for card in session.state.all_cards()) == deck
    return session, events


@pytest.mark.parametrize(
    ("levels", "seed"),
    [(("easy", "normal", "hard", "hard"), 1), (("normal",) * 6, 2), (("hard", "easy"), 3)],
)
def test_bot_games_end_and_every_one_of_the_72_cards_is_somewhere_at_every_tick(
    levels: Sequence[str], seed: int
) -> None:
    session, events = play(levels, seed)
    state = session.state
    assert state.phase is Phase.GAME_OVER
    assert sum(isinstance(event, RoundEnded) for event in events) == state.round_number
    assert scores(state) == tuple(sum(card.points for card in p.victory) for p in state.players)
    assert any(player.victory for player in state.players)


def test_the_youngest_play_without_the_green_die_and_count_cards() -> None:
    session, events = play(("normal", "normal", "hard"), 4, youngest=True)
    assert not any(die.spec.is_green for die in session.state.dice)
    assert not any(isinstance(event, CardRotten) for event in events)
    assert scores(session.state) == tuple(len(p.victory) for p in session.state.players)
