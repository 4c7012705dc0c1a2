"""A bot steers clear of other hands as it saw them a reaction time ago: a palm that
jumps next to its way changes nothing it does for at least 200 ms (its level's
reaction time), at every level, and then it gives way."""

from __future__ import annotations

import math

import pytest

from candy_arcade.bots.candy.bot import CandyBot
from candy_arcade.bots.candy.hand_agent import Errand
from candy_arcade.bots.candy.profiles import PROFILES
from candy_arcade.bots.candy.source import CandyBotSource
from candy_arcade.bots.human_factors import QUICK_HUMAN_REACTION_TICKS
from candy_arcade.core.clock import TICK_RATE
from candy_arcade.core.geometry import Vec2
from candy_arcade.levels.loader import load_default_level
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.table import HAND_SPEED
from candy_arcade.sim.intents import IDLE, PlayerIntent

STEP = HAND_SPEED / TICK_RATE
BESIDE = 55.0
"""How far beside the bot's way the neighbour's palm lands: near enough to give way
to, too far to touch while the bot keeps its course (How Rude!: arms never touch)."""


def play(
    difficulty: str, jump: tuple[int, Vec2] | None = None
) -> tuple[list[PlayerIntent], list[tuple[float, float, float, float] | None]]:
    """The bot's intent each tick (seat 0) beside a neighbour who never moves (seat 1),
    whose palm is put at ``jump``'s point at its tick; and for each tick the bot's
    palm and goal while it walks to a card at full speed."""
    session = CandySession(load_default_level(), 2, 5, timer_seconds=12, variants=["how-rude"])
    bot = CandyBot(0, difficulty, session.rng.fork("bot0"))
    source = CandyBotSource(bot)
    intents: list[PlayerIntent] = []
    walks: list[tuple[float, float, float, float] | None] = []
    while not session.over:
        if jump is not None and session.tick == jump[0]:
            session.place_hand(session.hands[1], jump[1])
        palm = session.hands[0].position
        intent = source.intent(session, session.tick)
        agent = bot.agents[0] if bot.agents else None
        session.step([intent, IDLE])
        moved = session.hands[0].position.distance(palm)
        walking = agent is not None and agent.errand is Errand.FETCH and moved > STEP - 0.5
        walks.append((palm.x, palm.y, agent.goal_x, agent.goal_y) if walking and agent else None)
        intents.append(intent)
    return intents, walks


def beside_the_way(
    walks: list[tuple[float, float, float, float] | None], lead: int
) -> tuple[int, Vec2]:
    """The first tick the bot walks to a card at least a few steps off, and a point
    beside its way ``lead`` ticks on (beside the card if it gets there sooner: it
    stays there a reaction time, seeing the card it picked up)."""
    for tick, walk in enumerate(walks):
        if walk is None or tick < 20:
            continue
        x, y, goal_x, goal_y = walk
        distance = math.hypot(goal_x - x, goal_y - y)
        if distance < 8 * STEP:
            continue
        ux, uy = (goal_x - x) / distance, (goal_y - y) / distance
        ahead = min(lead * STEP, distance)
        return tick, Vec2(x + ux * ahead - uy * BESIDE, y + uy * ahead + ux * BESIDE)
    raise AssertionError("the bot walks to a card at least once")


@pytest.mark.parametrize("difficulty", sorted(PROFILES))
def test_a_palm_jumping_beside_a_bot_s_way_changes_nothing_for_a_reaction_time(
    difficulty: str,
) -> None:
    reaction = PROFILES[difficulty].reaction_ticks
    assert reaction >= QUICK_HUMAN_REACTION_TICKS
    calm, walks = play(difficulty)
    jump_tick, point = beside_the_way(walks, lead=reaction + 4)
    jumped, _ = play(difficulty, (jump_tick, point))
    changed = next(
        (tick for tick, (a, b) in enumerate(zip(calm, jumped, strict=False)) if a != b), None
    )
    assert changed is not None, "the bot gives way to the palm once it has seen it"
    assert changed - jump_tick >= reaction
