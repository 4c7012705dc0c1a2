"""Swappities between bots: an offer, whoever made it, is answered no sooner than the
answering bot's reaction time (at least a quick person's 200 ms) after it was made."""

from __future__ import annotations

import pytest

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.bots.candy.profiles import PROFILES
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.bots.human_factors import QUICK_HUMAN_REACTION_TICKS
from candy_arcade.levels.loader import load_default_level
from candy_arcade.rules.candy.events import EventKind, TableEvent
from candy_arcade.rules.candy.phase import Phase
from candy_arcade.rules.cards import parse_card
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.intents import IDLE

STASHES = ("KH 8H KC 5S", "10C QC KD 4D 8S", "KS 5C 9D 3H", "QH 6S 7C")
"""Stashes where every bot has a card it would rather swap blind: offers fly both ways."""


def trading_among_bots(difficulty: str) -> list[TableEvent]:
    """Every event of one Swappities trading phase played by bots alone."""
    session = CandySession(
        load_default_level(), len(STASHES), 9, timer_seconds=2, variants=["swappities"]
    )
    bots = [
        CandyBotSource(CandyBot(player, difficulty, session.rng.fork(f"bot{player}")))
        for player in range(len(STASHES))
    ]
    while session.phase is Phase.PLAYING:
        session.step([IDLE] * len(STASHES))
    for player, codes in enumerate(STASHES):
        for code in codes.split():
            session.table.to_stash(parse_card(code).index, player)
    events: list[TableEvent] = []
    while not session.over:
        events += session.step([bot.intent(session, session.tick) for bot in bots])
    return events


@pytest.mark.parametrize("difficulty", sorted(PROFILES))
def test_a_bot_answers_another_bot_s_offer_no_sooner_than_its_reaction_time(
    difficulty: str,
) -> None:
    events = trading_among_bots(difficulty)
    made: dict[tuple[int, ...], int] = {}
    gaps: list[int] = []
    for event in events:
        if event.kind is EventKind.TRADE_OFFER:
            made[event.players] = event.tick
        elif event.kind in (EventKind.TRADE_ACCEPT, EventKind.TRADE_DECLINE):
            gaps.append(event.tick - made.pop(event.players))
    assert gaps, "the bots made offers to each other and answered them"
    assert min(gaps) >= max(PROFILES[difficulty].reaction_ticks, QUICK_HUMAN_REACTION_TICKS)
