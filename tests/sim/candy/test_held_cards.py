"""One source of truth for held cards: a hand's ``held`` and the card's place always agree.

Only the card table moves a card into or out of a hand, so whatever the variants do
(steals, the Snitch, Roshambo wins, touches, palms down, the alarm) every card in a
hand is held by exactly one hand of its owner, and a hand holds only such a card.
"""

from __future__ import annotations

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.levels.loader import load_default_level
from candy_arcade.sim.candy.session import CandySession, CardPlace


def assert_held_cards_agree(session: CandySession) -> None:
    held = {hand.held: hand for hand in session.all_hands if hand.held is not None}
    assert len(held) == sum(hand.held is not None for hand in session.all_hands)
    for card in session.cards:
        if card.place is CardPlace.HAND:
            assert card.index in held and held[card.index].player == card.owner
        else:
            assert card.index not in held


def test_held_cards_agree_with_the_table_through_bot_rounds_with_every_card_move() -> None:
    for seed, variants in (
        (3, ["laissez-faire", "roshambo", "snitch", "rock-you"]),
        (4, ["restricted", "blocker", "flipper", "swappities"]),
    ):
        session = CandySession(load_default_level(), 5, seed, 12, variants)
        bots = [
            CandyBotSource(CandyBot(player, "hard", session.rng.fork(f"bot{player}")))
            for player in range(session.players)
        ]
        while not session.over:
            session.step([bot.intent(session, session.tick) for bot in bots])
            assert_held_cards_agree(session)
