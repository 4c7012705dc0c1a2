"""A drawn I Want Candy! table with a human on every seat, for the overlap tests."""

from __future__ import annotations

from typing import Any

import arcade

from candy_arcade.levels.spec import LevelSpec
from candy_arcade.render.box import Box
from candy_arcade.render.candy_bubbles import hand_keep_outs
from candy_arcade.render.candy_seat_prompts import HumanSeat
from candy_arcade.render.candy_table import CandyTableRenderer
from candy_arcade.render.player_look import player_looks
from candy_arcade.render.theme import TABLE_FELT
from candy_arcade.sim.candy.session import CandySession
from candy_arcade.sim.candy.snapshot import take_snapshot
from tests.input.press import new_rig

DEVICES = ("keys-left", "keys-right", "mouse", "pad-0")


def humans_table(
    level: LevelSpec, players: int, variants: list[str], first_round: bool = True
) -> tuple[CandySession, CandyTableRenderer]:
    """A round's table where every seat is a human on one of the four kinds of device."""
    session = CandySession(level, players, 2, None, variants)
    names = [f"Player {seat + 1}" for seat in range(players)]
    renderer = CandyTableRenderer(
        take_snapshot(session), player_looks(players), names, first_round=first_round
    )
    hub = new_rig().hub
    humans = {}
    for seat in range(players):
        labels = hub.labels(DEVICES[seat % len(DEVICES)])
        assert labels is not None
        humans[seat] = HumanSeat(labels)
    renderer.set_humans(humans)
    return session, renderer


def draw(window: Any, session: CandySession, renderer: CandyTableRenderer) -> Any:
    renderer.show(take_snapshot(session))
    window.clear(color=TABLE_FELT)
    window.screen_map.use()
    renderer.draw()
    return arcade.get_image()


def things_that_matter(renderer: CandyTableRenderer) -> list[Box]:
    """Every hand, held card and held card's small face on the table now."""
    return hand_keep_outs(renderer.snapshot)


def overlapping(boxes: list[Box]) -> list[tuple[Box, Box]]:
    return [
        (first, second)
        for index, first in enumerate(boxes)
        for second in boxes[index + 1 :]
        if first.overlaps(second)
    ]
