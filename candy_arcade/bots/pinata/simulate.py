"""Whole Piñata Blast games played headless by bots (and, to measure them, the
newcomer model), for ``simulate``, ``play --headless``, tournaments and the ladder.

Each game is the real :class:`PinataSession` the window plays (physics dice, palms
going round obstacles, auto throw, take-back), driven by the table driver with a
real-time bot or the newcomer in every seat. Game ``n`` of a series seeded ``seed`` plays
``round_seed(seed, n)``, as game ``n`` of a match in the window does.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from candy_arcade.bots.eval_seats import EvalSeat, bot_seat
from candy_arcade.bots.pinata.newcomer import PinataNewcomer
from candy_arcade.bots.pinata.profiles import Difficulty
from candy_arcade.bots.pinata.source import PinataBotSource
from candy_arcade.core.clock import seconds_to_ticks
from candy_arcade.core.rng import round_seed
from candy_arcade.levels.loader import default_level_for, load_default_level
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import PinataOptions
from candy_arcade.mode_tables import PINATA_TABLE
from candy_arcade.rules.pinata.components import Card
from candy_arcade.rules.pinata.events import CardRotten
from candy_arcade.rules.pinata.scoring import scores
from candy_arcade.rules.pinata.state import GameState
from candy_arcade.sim.driver import IntentSource, TickLog
from candy_arcade.sim.pinata.session import PinataSession
from candy_arcade.sim.pinata.session_events import SessionEvent
from candy_arcade.sim.tables import PinataDriver, pinata_driver

LONGEST_GAME_TICKS = seconds_to_ticks(3 * 60 * 60)
"""Bots finish a game in minutes; one still going after three hours of table time is
stuck, and says so instead of running forever."""


class StuckGame(RuntimeError):
    """A bot-only game that did not end: a bug in the session or the bots."""


def usual_level(players: int) -> LevelSpec:
    """The table ``play --mode pinata`` seats ``players`` at when no level is chosen; a
    crowd too big for it plays on the usual round table (any level of another mode
    builds that), as ``simulate`` always could."""
    level = default_level_for("pinata")
    return level if players <= len(level.seats) else load_default_level()


def bot_game_driver(
    level: LevelSpec,
    difficulties: Sequence[Difficulty | str],
    seed: int,
    youngest: bool,
    recording: TickLog | None = None,
) -> PinataDriver:
    """A game about to start on ``level`` with a bot of each difficulty (one per seat)."""
    seats = [bot_seat(str(difficulty)) for difficulty in difficulties]
    return game_driver(level, seats, seed, youngest, recording)


def game_driver(
    level: LevelSpec,
    seats: Sequence[EvalSeat],
    seed: int,
    youngest: bool,
    recording: TickLog | None = None,
) -> PinataDriver:
    """A game about to start on ``level`` with ``seats`` (bots or the newcomer model)."""
    session = PINATA_TABLE.new_table(level, len(seats), seed, PinataOptions(youngest))
    sources: list[IntentSource[PinataSession]] = []
    for seat, who in enumerate(seats):
        if who.difficulty is None:
            sources.append(PinataNewcomer(seat, session, session.rng.fork(f"newcomer:{seat}")))
        else:
            sources.append(PinataBotSource(PINATA_TABLE.new_bot(session, seat, who.difficulty)))
    return pinata_driver(session, sources, recording)


def play_bot_game(driver: PinataDriver) -> GameState:
    """Play the driver's game to its end; its final state."""
    return play_game(driver)[0]


def play_game(driver: PinataDriver) -> tuple[GameState, list[list[Card]]]:
    """Play the driver's game to its end: its final state, and per seat the cards that
    seat lost to rotten candy (the rules keep one discard pile for all)."""
    rotten: list[list[Card]] = [[] for _ in range(driver.session.players)]

    def note_rot(events: list[SessionEvent]) -> None:
        for event in events:
            if isinstance(event, CardRotten):
                rotten[event.player].append(event.card)

    driver.run(limit=LONGEST_GAME_TICKS, on_events=note_rot)
    if not driver.over:
        raise StuckGame(f"the game seeded {driver.seed} did not end")
    return driver.session.state, rotten


def _card_json(card: Card) -> dict[str, Any]:
    return {"candy": card.candy, "points": card.points}


def game_record(
    game: int,
    seed: int,
    state: GameState,
    names: Sequence[str],
    rotten: Sequence[Sequence[Card]],
    seats: Sequence[EvalSeat],
) -> dict[str, Any]:
    """The per-game JSON object of ``simulate --mode pinata``: per player who sat
    there, the victory pile, the hand left at the end, the score and the cards lost
    to rotten candy."""
    final_scores = scores(state)
    return {
        "game": game,
        "seed": seed,
        "rounds": state.round_number,
        "players": {
            name: {
                "seat": who.label,
                "victory": [_card_json(card) for card in player.victory],
                "hand": [_card_json(card) for card in player.final_hand],
                "rotten": [_card_json(card) for card in lost],
                "score": final_scores[seat],
            }
            for seat, (name, who, player, lost) in enumerate(
                zip(names, seats, state.players, rotten, strict=True)
            )
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
    level: LevelSpec | None = None,
) -> Iterator[dict[str, Any]]:
    """Play ``games`` games of ``bots`` bots (all normal unless ``difficulties`` says)
    on ``level`` (the mode's usual table unless given).

    Yields one JSON-ready dict per game; players are named ``bot1``, ``bot2``, ...
    """
    chosen = list(difficulties) if difficulties is not None else [Difficulty.NORMAL] * bots
    if len(chosen) != bots:
        raise ValueError(f"{len(chosen)} difficulties given for {bots} bots")
    seats = [bot_seat(str(difficulty)) for difficulty in chosen]
    names = [f"bot{seat + 1}" for seat in range(bots)]
    return simulate_seats(seats, names, games, seed, youngest, level)


def simulate_seats(
    seats: Sequence[EvalSeat],
    names: Sequence[str],
    games: int,
    seed: int,
    youngest: bool,
    level: LevelSpec | None = None,
) -> Iterator[dict[str, Any]]:
    """Play ``games`` games with ``seats`` (named ``names``) on ``level`` (the mode's
    usual table unless given); game ``n`` plays ``round_seed(seed, n)``."""
    table = level if level is not None else usual_level(len(seats))
    for game in range(1, games + 1):
        game_seed = round_seed(seed, game)
        state, rotten = play_game(game_driver(table, seats, game_seed, youngest))
        yield game_record(game, game_seed, state, names, rotten, seats)
