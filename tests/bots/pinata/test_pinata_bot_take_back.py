"""A bot whose laid card only rotten dice still show the candy of takes it back itself
(the table no longer does while a rotten die shows it), so it can lay another card."""

from __future__ import annotations

from candy_arcade.bots.pinata.profiles import Difficulty, profile
from candy_arcade.bots.pinata.realtime import RealtimePinataBot
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.events import CardRotten, CardTakenBack
from candy_arcade.sim.intents import IDLE
from tests.sim.pinata.test_session_rotten_wait import CHOCOLATE_4, rotten_wait


def test_a_bot_that_sees_the_rotten_candy_takes_back_a_card_only_rotten_dice_show() -> None:
    session = rotten_wait()
    bot = RealtimePinataBot(0, profile(Difficulty.HARD), Rng(3))
    events: list[object] = []
    for _ in range(120):
        events += session.step([bot.intent(session), IDLE])
        if any(isinstance(event, CardTakenBack) for event in events):
            break
    assert CardTakenBack(0, CHOCOLATE_4) in events
    assert not any(isinstance(event, CardRotten) for event in events)
