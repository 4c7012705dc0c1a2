"""Real-time bots at a real session: how soon they act on what they see, and what
they do with a card that only a rotten die would fit."""

from __future__ import annotations

import pytest

from candy_arcade.bots.pinata.profiles import Difficulty, profile
from candy_arcade.bots.pinata.realtime import RIVAL_IDLE_TICKS, RealtimePinataBot
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.actions import GrabDie, PlaceCard
from candy_arcade.rules.pinata.apply import apply
from candy_arcade.rules.pinata.events import CardPlaced, CardTakenBack
from candy_arcade.sim.intents import IDLE, PlayerIntent
from candy_arcade.sim.pinata.session import PinataSession
from tests.bots.pinata.pinata_tables import land_in_a_row
from tests.sim.pinata.test_session_scenarios import card, session_with

BOT = 1


def acts(intent: PlayerIntent) -> bool:
    return intent != IDLE


def bot_at(level: str) -> RealtimePinataBot:
    return RealtimePinataBot(BOT, profile(level), Rng(7))


def step_with(session: PinataSession, bot: RealtimePinataBot) -> PlayerIntent:
    intent = bot.intent(session)
    session.step([IDLE, intent])
    return intent


@pytest.mark.parametrize("level", list(Difficulty))
def test_no_bot_acts_on_the_landing_sooner_than_a_quick_human(level: Difficulty) -> None:
    session = session_with()
    land_in_a_row(session, [[card("dulce", 1)], [card("paleta", 2), card("chocolate", 3)]])
    bot = bot_at(level)
    seen = session.tick
    while not acts(step_with(session, bot)):
        assert session.tick < seen + 120
    assert session.tick - 1 - seen >= 12
    assert session.tick - 1 - seen >= profile(level).reaction_ticks


@pytest.mark.parametrize("level", list(Difficulty))
def test_no_bot_turns_to_another_die_sooner_than_a_quick_human_when_its_die_is_taken(
    level: Difficulty,
) -> None:
    session = session_with()
    land_in_a_row(session, [[card("paleta", 1)], [card("paleta", 2)]])
    bot = bot_at(level)
    while bot.round.target_die is None:
        step_with(session, bot)
        assert session.tick < 2000
    taken = bot.round.target_die
    session.state = apply(session.state, PlaceCard(0, card("paleta", 1).id)).state
    session.state = apply(session.state, GrabDie(0, taken)).state
    seen = session.tick
    while not acts(step_with(session, bot)):
        assert session.tick < seen + 120
    assert session.tick - 1 - seen >= profile(level).reaction_ticks >= 12
    assert bot.round.target_die != taken


def stuck_with_a_rotten_card(level: str) -> tuple[PinataSession, RealtimePinataBot]:
    """The bot's laid tamarindo card: the only tamarindo die is the green one."""
    session = session_with()
    land_in_a_row(session, [[card("dulce", 1)], [card("tamarindo", 4), card("paleta", 2)]])
    session.state = apply(session.state, PlaceCard(BOT, card("tamarindo", 4).id)).state
    return session, bot_at(level)


def test_a_hard_bot_takes_back_a_card_only_a_rotten_die_fits_as_soon_as_it_sees_it() -> None:
    session, bot = stuck_with_a_rotten_card("hard")
    seen = session.tick
    for _ in range(30):
        events = session.step([IDLE, intent := bot.intent(session)])
        if intent.drop:
            break
    assert any(isinstance(event, CardTakenBack) and event.player == BOT for event in events)
    assert 12 <= session.tick - 1 - seen <= profile("hard").reaction_ticks + 4
    later: list[object] = []
    for _ in range(2 * RIVAL_IDLE_TICKS):
        later += session.step([IDLE, bot.intent(session)])
    assert any(isinstance(event, CardPlaced) and event.player == BOT for event in later)


def test_an_easy_bot_never_takes_such_a_card_back_on_purpose() -> None:
    session, bot = stuck_with_a_rotten_card("easy")
    step_with(session, bot)
    bot.round.blind = False
    rotten_card = card("tamarindo", 4)
    for _ in range(240):
        player = session.state.players[BOT]
        stuck = player.waiting == rotten_card and player.holding is None
        assert not (step_with(session, bot).drop and stuck)


def test_a_blind_bot_that_sees_the_rotten_die_in_its_hand_puts_it_back() -> None:
    session = session_with()
    land_in_a_row(session, [[card("paleta", 1)], [card("tamarindo", 4)]])
    bot = bot_at("normal")
    step_with(session, bot)
    bot.round.blind = True
    bot.round.sees_rotten_at = None
    while session.state.players[BOT].holding is None:
        step_with(session, bot)
        assert session.tick < 1000
    held = session.state.players[BOT].holding
    assert session.state.die_is_rotten(held)
    bot.round.sees_rotten_at = session.tick
    for _ in range(120):
        step_with(session, bot)
    assert session.state.players[BOT].holding is None
    assert session.state.discarded == ()


def test_a_normal_bot_takes_such_a_card_back_after_its_levels_wait() -> None:
    session, bot = stuck_with_a_rotten_card("normal")
    step_with(session, bot)
    bot.round.blind = False
    seen = session.tick - 1
    normal = profile("normal")
    assert normal.rotten_take_back_ticks is not None
    events: list[object] = []
    while not any(isinstance(event, CardTakenBack) for event in events):
        events = session.step([IDLE, bot.intent(session)])
        assert session.tick < seen + 600
    waited = session.tick - 1 - seen
    least = normal.reaction_ticks + normal.rotten_take_back_ticks
    assert least <= waited <= least + 4
