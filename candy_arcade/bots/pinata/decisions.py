"""A Piñata Blast bot's choices as pure functions of what it can see.

The runner (or the real-time session) describes the free dice with
:class:`TableDie`; these functions answer which card to lay, which die to reach for
and how to throw. Randomness comes in as an :class:`Rng` so a game replays.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from candy_arcade.bots.pinata.card_count import CardCount
from candy_arcade.bots.pinata.profiles import BotProfile
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.components import Card
from candy_arcade.sim.pinata.dice import power_for_travel
from candy_arcade.sim.pinata.seating import CARD_WIDTH, SeatLayout

REACH_SCALE = 350.0
"""Table units of reach worth one victory point when weighing a card."""

CONTEST_BONUS = 1.5
"""Points a contesting bot adds to a card whose candy another player is waiting for:
taking that die first both scores and leaves the other card without a die."""

RIVAL_RISK_WEIGHT = 1.0
"""Share of a card's points a card-counting bot adds for each unit of chance that a
rival wants the same scarce dice: a die it may lose now is worth claiming before one
that will still be free later in the round."""

THROW_AIM_SPREAD = 0.35
THROW_REACH = (0.7, 1.3)
"""A bot throws to land somewhere between 70% and 130% of the way to the middle."""
SOFT_THROW_REACH = (0.3, 0.5)
"""A bot that keeps the dice near throws for 30% to 50% of the way to the middle: the
softest throw the stick makes, after which most dice stop on its own side of the
table (a middling throw leaves most of them nearer the rival across it)."""


@dataclass(frozen=True, slots=True)
class TableDie:
    """A die lying free on the table, as a bot sees it."""

    index: int
    candy: str
    rotten: bool
    position: Vec2


@dataclass(frozen=True, slots=True)
class HandCardSpot:
    """Where to point to choose a card of one's hand: the middle of the strip of it
    left uncovered by the card lying on top of it, and that strip's width."""

    point: Vec2
    width: float


def hand_card_spot(seat: SeatLayout, slot: int, count: int) -> HandCardSpot:
    """The uncovered strip of card ``slot`` of ``count`` in the seat's hand row (later
    cards lie on top); the last card shows whole."""
    centre = seat.hand_card_position(slot, count)
    if slot == count - 1:
        return HandCardSpot(centre, CARD_WIDTH)
    step = seat.hand_card_position(slot + 1, count).distance(centre)
    shown = min(CARD_WIDTH, step)
    return HandCardSpot(centre - seat.along * ((CARD_WIDTH - shown) / 2), shown)


def notices_rotten(profile: BotProfile, rng: Rng) -> bool:
    """Whether the bot sees the rotten candy from the start of this round's grab, rather
    than counting it as good in the rush (hard bots always see it)."""
    return profile.rotten_blindness <= 0.0 or rng.random() >= profile.rotten_blindness


def wanted_dice(candy: str, dice: Sequence[TableDie], avoid_rotten: bool) -> list[TableDie]:
    """The free dice a card of ``candy`` could take, as far as the bot can tell."""
    return [die for die in dice if die.candy == candy and not (avoid_rotten and die.rotten)]


def choose_card(
    hand: Sequence[Card],
    dice: Sequence[TableDie],
    hand_position: Vec2,
    profile: BotProfile,
    avoid_rotten: bool,
    points_matter: bool,
    rng: Rng,
    contested: frozenset[str] = frozenset(),
    count: CardCount | None = None,
) -> Card | None:
    """The card to lay: one with a die for it, or None when no die suits any card.

    A careful bot weighs each card's points against how far its nearest die is (a
    contesting one also favours the ``contested`` candies, those others have laid a
    card for; a card-counting one, given the ``count``, the candies whose dice are
    too few for its own cards and that a rival likely holds); an easy bot takes any
    card that has a die.
    """
    playable = [card for card in hand if wanted_dice(card.candy, dice, avoid_rotten)]
    if not playable:
        return None
    if not profile.weighs_points:
        return rng.choice(playable)

    def value(card: Card) -> float:
        nearest = min(
            hand_position.distance(die.position)
            for die in wanted_dice(card.candy, dice, avoid_rotten)
        )
        points = card.points if points_matter else 1
        race = CONTEST_BONUS if profile.contests and card.candy in contested else 0.0
        return points + race + points * _rival_risk(card.candy) - nearest / REACH_SCALE

    def _rival_risk(candy: str) -> float:
        if count is None or not profile.counts_cards:
            return 0.0
        mine = sum(1 for card in hand if card.candy == candy)
        if len(wanted_dice(candy, dice, avoid_rotten)) > mine:
            return 0.0
        return RIVAL_RISK_WEIGHT * count.rival_chance_of(candy)

    return max(playable, key=lambda card: (value(card), -card.id))


def choose_die(
    card: Card,
    dice: Sequence[TableDie],
    hand_position: Vec2,
    profile: BotProfile,
    avoid_rotten: bool,
    rng: Rng,
) -> TableDie | None:
    """The die to reach for: the nearest that fits (an easy bot takes any that fits)."""
    candidates = wanted_dice(card.candy, dice, avoid_rotten)
    if not candidates:
        return None
    if not profile.weighs_points:
        return rng.choice(candidates)
    return min(candidates, key=lambda die: (hand_position.distance(die.position), die.index))


def choose_throw(
    origin: Vec2, centre: Vec2, rng: Rng, keeps_dice_near: bool = False
) -> tuple[float, float]:
    """Aim and power for the stick holder's throw: roughly at the middle of the table,
    as softly as the stick allows for a bot that ``keeps_dice_near``.

    The power is judged from how far a die slides, so a bot at a long side throws
    softer than one at a short side, as a person would.
    """
    aim = math.atan2(centre.y - origin.y, centre.x - origin.x)
    aim += rng.uniform(-THROW_AIM_SPREAD, THROW_AIM_SPREAD)
    share = rng.uniform(*(SOFT_THROW_REACH if keeps_dice_near else THROW_REACH))
    return aim, power_for_travel(origin.distance(centre) * share)
