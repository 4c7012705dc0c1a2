"""Whole Piñata Blast games played headless by bots, for ``simulate`` and tournaments.

Each round the stick holder's bot throws real physics dice (:mod:`..sim.pinata.dice`);
the faces they settle on go to the rules, and the grab is played tick by tick with
the simple hand model of :mod:`.hands`. Every random draw forks from the one seed,
so a game replays exactly.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from candy_arcade.bots.pinata.decisions import TableDie, choose_throw, notices_rotten
from candy_arcade.bots.pinata.hands import BotHand
from candy_arcade.bots.pinata.profiles import BotProfile, Difficulty, profile
from candy_arcade.core.clock import TICK_SECONDS
from candy_arcade.core.geometry import Vec2
from candy_arcade.core.rng import Rng
from candy_arcade.rules.pinata.actions import Action, DiceLanded, NextRound, RoundClock, ThrowDice
from candy_arcade.rules.pinata.apply import apply
from candy_arcade.rules.pinata.components import Card, Components, load_components
from candy_arcade.rules.pinata.events import DieRefused, DieReleased, Event
from candy_arcade.rules.pinata.scoring import scores
from candy_arcade.rules.pinata.setup import new_game
from candy_arcade.rules.pinata.state import DiePlace, GameState, Phase, PinataSettings
from candy_arcade.sim.pinata.dice import throw
from candy_arcade.sim.pinata.table import DEFAULT_TABLE, TableSpec, seat_edge_point, throw_origin

SEED_RANGE = 2**31 - 1


def _seat_spots(seat: int, seat_count: int, table: TableSpec) -> tuple[Vec2, Vec2]:
    """A seat's hand rest (at the table's edge) and where its placed card lies."""
    edge = seat_edge_point(seat, seat_count, table)
    inward = (table.centre - edge).normalized()
    return edge, edge + inward * table.die_size


class _Round:
    """One round's grab: the dice positions as the bots see them, ticked to the end."""

    def __init__(self, state: GameState, hands: list[BotHand], positions: list[Vec2]) -> None:
        self.state = state
        self.hands = hands
        self.positions = positions

    def free_dice(self) -> list[TableDie]:
        return [
            TableDie(
                index=index,
                candy=die.face or "",
                rotten=self.state.die_is_rotten(index),
                position=self.positions[index],
            )
            for index, die in enumerate(self.state.dice)
            if die.place is DiePlace.TABLE
        ]

    def play(self) -> GameState:
        tick = 0
        seat_count = len(self.hands)
        while self.state.phase is Phase.GRABBING:
            tick += 1
            self._apply(RoundClock(tick * TICK_SECONDS))
            for offset in range(seat_count):
                if self.state.phase is not Phase.GRABBING:
                    break
                hand = self.hands[(tick + offset) % seat_count]
                action = hand.act(self.state, self.free_dice(), tick)
                if action is not None:
                    self._apply(action)
        return self.state

    def _apply(self, action: Action) -> None:
        outcome = apply(self.state, action)
        self.state = outcome.state
        for event in outcome.events:
            self._follow(event)

    def _follow(self, event: Event) -> None:
        """A die dropped back lands where the hand let go of it."""
        if isinstance(event, DieRefused | DieReleased):
            self.positions[event.die] = self.hands[event.player].position


def play_game(
    profiles: Sequence[BotProfile],
    rng: Rng,
    youngest: bool = False,
    components: Components | None = None,
    table: TableSpec = DEFAULT_TABLE,
) -> GameState:
    """Play one game to its end with one bot per profile; returns the final state."""
    components = components if components is not None else load_components()
    seat_count = len(profiles)
    settings = PinataSettings(youngest=youngest)
    state = new_game(components, seat_count, rng.fork("deal"), settings)
    throws = rng.fork("throws")
    hands = []
    for seat, bot in enumerate(profiles):
        rest, card_spot = _seat_spots(seat, seat_count, table)
        hands.append(BotHand(seat, bot, rng.fork(f"bot:{seat}"), rest, card_spot))
    while state.phase is not Phase.GAME_OVER:
        state = apply(state, ThrowDice(state.stick_holder)).state
        origin = throw_origin(state.stick_holder, seat_count, table)
        aim, power = choose_throw(origin, table.centre, throws)
        dice = throw(throws.randint(0, SEED_RANGE), aim, power, origin, len(state.dice), table)
        dice.run_until_settled()
        state = apply(state, DiceLanded(dice.faces)).state
        for hand in hands:
            hand.start_round(notices_rotten(hand.profile, hand.rng))
        state = _Round(state, hands, list(dice.positions)).play()
        if state.phase is Phase.ROUND_OVER:
            state = apply(state, NextRound()).state
    return state


def _card_json(card: Card) -> dict[str, Any]:
    return {"candy": card.candy, "points": card.points}


def game_record(game: int, state: GameState, names: Sequence[str]) -> dict[str, Any]:
    """The per-game JSON object of ``simulate --mode pinata``."""
    final_scores = scores(state)
    return {
        "game": game,
        "rounds": state.round_number,
        "players": {
            name: {
                "victory": [_card_json(card) for card in player.victory],
                "hand": [_card_json(card) for card in player.final_hand],
                "score": final_scores[seat],
            }
            for seat, (name, player) in enumerate(zip(names, state.players, strict=True))
        },
        "draw_pile": len(state.draw_pile),
        "discarded": [_card_json(card) for card in state.discarded],
    }


def simulate_pinata(
    bots: int,
    games: int,
    seed: int,
    youngest: bool,
    difficulties: Sequence[Difficulty | str] | None = None,
) -> Iterator[dict[str, Any]]:
    """Play ``games`` games of ``bots`` bots (all normal unless ``difficulties`` says).

    Yields one JSON-ready dict per game; players are named ``bot1``, ``bot2``, ...
    """
    chosen = list(difficulties) if difficulties is not None else [Difficulty.NORMAL] * bots
    if len(chosen) != bots:
        raise ValueError(f"{len(chosen)} difficulties given for {bots} bots")
    profiles = [profile(name) for name in chosen]
    names = [f"bot{seat + 1}" for seat in range(bots)]
    components = load_components()
    root = Rng(seed)
    for game in range(games):
        state = play_game(profiles, root.fork(f"game:{game}"), youngest, components)
        yield game_record(game + 1, state, names)
