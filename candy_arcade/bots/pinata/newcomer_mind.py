"""What a first-time Piñata Blast player notices and chooses, as pure functions.

Finding a card to lay is a search: the newcomer looks at the dice one at a time and
holds each against the cards of its hand, until one matches. Each look compares the
die with every card held in mind, as in Sternberg's memory scanning
(:data:`MEMORY_SCAN_SECONDS_PER_CARD`); choosing among the cards that match then
follows the Hick-Hyman law (:mod:`candy_arcade.bots.human_factors`).

The newcomer (:mod:`.newcomer`) acts these choices out with a mouse. The timings come
from :mod:`candy_arcade.bots.human_factors`; the figures here are the model's own
assumptions about a first game, each stated where it is set, since the literature
has no figure for how soon a player spots a board game's special rule:

- it reads the points printed on its cards but does not weigh them against reach:
  half the time it lays its best-looking card that has a die, else any such card;
- now and then it lays a card no die on the table shows (it misread a face);
- it reaches for the nearest fitting die only about two times in three;
- the rotten candy is easy to miss: in its first round it notices it only after
  seconds, sooner each round it has played, and at once after a card of its own
  went to the rotten candy (a lesson learnt);
- its throw aims roughly at the middle, with a wider spread than a bot's.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.bots.human_factors import HICK_SECONDS_PER_BIT
from candy_arcade.bots.pinata.decisions import TableDie
from candy_arcade.core.clock import TICK_RATE
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.components import Card
from candy_arcade.sim.pinata.dice import power_for_travel

MEMORY_SCAN_SECONDS_PER_CARD = 0.038
"""Comparing a seen item with each item held in memory costs about 38 ms an item, and
the scan runs through all of them: Sternberg (1966), "High-speed scanning in human
memory", *Science* 153:652-654 (RT = 397 ms + 38 ms per memorised item)."""

BEST_CARD_SHARE = 0.5
"""How often the newcomer lays its highest-scoring card that has a die (else any)."""
MISREAD_SHARE = 0.08
"""How often it lays a card no free die shows: it took a face for another."""
NEAREST_DIE_SHARE = 0.65
"""How often it reaches for the nearest die that fits; else any that fits."""
FIRST_ROTTEN_NOTICE_SECONDS = 4.0
"""Mean time, in its first round, before it notices which candy is rotten; the mean
shrinks with each round it has played (divided by the round count)."""
LESSON_NOTICE_SECONDS = 0.5
"""Once it has lost a card to the rotten candy, it looks at the green die at once."""
THROW_AIM_SD = 0.3
"""Spread (radians) of its throw's direction around the middle of the table."""
THROW_POWER_SD = 0.35
"""Spread of its throw's length, as a log-normal factor on the way to the middle."""


def rotten_notice_ticks(rounds_played: int, learnt: bool, rng: Rng) -> int:
    """Ticks after the dice land before the newcomer knows which candy is rotten.

    An exponential draw (noticing is a search that can end at any moment) whose mean
    is :data:`FIRST_ROTTEN_NOTICE_SECONDS` over the rounds played, or
    :data:`LESSON_NOTICE_SECONDS` once it has learnt the hard way.
    """
    mean = LESSON_NOTICE_SECONDS if learnt else FIRST_ROTTEN_NOTICE_SECONDS / max(1, rounds_played)
    return round(-math.log(1.0 - rng.random()) * mean * TICK_RATE)


def seen_dice(dice: Sequence[TableDie], knows_rotten: bool) -> list[TableDie]:
    """The free dice as the newcomer sees them: before it notices the rotten candy,
    every die looks good."""
    if knows_rotten:
        return [die for die in dice if not die.rotten]
    return list(dice)


@dataclass(frozen=True, slots=True)
class CardPick:
    """The card the newcomer lays and how long finding it took (seconds of search
    and choice, after the simple reaction that started it looking)."""

    card: Card
    seconds: float


def pick_card(hand: Sequence[Card], dice: Sequence[TableDie], rng: Rng) -> CardPick | None:
    """The card it lays, among those it sees a die for (None: nothing to do).

    It looks at the dice in a random order; each look scans the whole hand. At the
    first die that matches a card it chooses among the cards that match any die.
    """
    candies = {die.candy for die in dice}
    playable = [card for card in hand if card.candy in candies]
    if not playable:
        return None
    held = {card.candy for card in hand}
    order = rng.sample(dice, len(dice))
    looks = next(look for look, die in enumerate(order, start=1) if die.candy in held)
    seconds = looks * len(hand) * MEMORY_SCAN_SECONDS_PER_CARD
    seconds += HICK_SECONDS_PER_BIT * math.log2(len(playable))
    unplayable = [card for card in hand if card.candy not in candies]
    if unplayable and rng.random() < MISREAD_SHARE:
        return CardPick(rng.choice(unplayable), seconds)
    if rng.random() < BEST_CARD_SHARE:
        return CardPick(max(playable, key=lambda card: (card.points, -card.id)), seconds)
    return CardPick(rng.choice(playable), seconds)


def pick_die(card: Card, dice: Sequence[TableDie], palm: Vec2, rng: Rng) -> TableDie | None:
    """The die it reaches for to go on ``card``, among those it sees that fit."""
    fitting = [die for die in dice if die.candy == card.candy]
    if not fitting:
        return None
    if rng.random() < NEAREST_DIE_SHARE:
        return min(fitting, key=lambda die: (palm.distance(die.position), die.index))
    return rng.choice(fitting)


def pick_throw(origin: Vec2, centre: Vec2, rng: Rng) -> tuple[float, float]:
    """Aim (radians) and power (0..1) of its throw, meant for the middle of the table."""
    aim = math.atan2(centre.y - origin.y, centre.x - origin.x) + rng.gauss(0.0, THROW_AIM_SD)
    reach = origin.distance(centre) * math.exp(rng.gauss(0.0, THROW_POWER_SD))
    return aim, power_for_travel(reach)
