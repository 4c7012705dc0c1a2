"""``play --headless --rounds N``: one match of bots, no window, a replay of each round.

Round (or Piñata Blast game) ``n`` plays ``round_seed(seed, n)``, the seed the window
gives round ``n`` of a match seeded ``seed``, on the same table driver, with the same
bots and names the window seats; so each saved replay is that round, and
``simulate --seed S`` plays the very same rounds.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence

from candy_arcade.core.rng import round_seed
from candy_arcade.core.seats import SeatSpec
from candy_arcade.levels.spec import LevelSpec
from candy_arcade.mode_options import CandyOptions, ModeOptions, PinataOptions
from candy_arcade.replays.recording import Recording, replay_folder, store_recording


def bot_names(seats: Sequence[SeatSpec]) -> list[str]:
    """The names the window gives bot seats (``Bot 1``, ``Bot 2``, ...)."""
    return [f"Bot {number}" for number in range(1, len(seats) + 1)]


def _candy_round(
    level: LevelSpec, seats: Sequence[SeatSpec], seed: int, options: CandyOptions
) -> tuple[Recording, tuple[int, ...]]:
    from candy_arcade.bots.candy.simulate import bot_round_driver
    from candy_arcade.replays.candy_replay import recording_for
    from candy_arcade.rules.candy.match import score_round

    difficulties = [seat.difficulty for seat in seats]
    driver = bot_round_driver(level, difficulties, seed, options.variants)
    driver.recording = recording = recording_for(driver.session, bot_names(seats))
    driver.run()
    return recording, score_round(seed, driver.session.stashes).totals


def _pinata_game(
    level: LevelSpec, seats: Sequence[SeatSpec], seed: int, options: PinataOptions
) -> tuple[Recording, tuple[int, ...]]:
    from candy_arcade.bots.pinata.simulate import bot_game_driver, play_bot_game
    from candy_arcade.replays.pinata_replay import recording_for
    from candy_arcade.rules.pinata.scoring import scores

    difficulties = [seat.difficulty for seat in seats]
    driver = bot_game_driver(level, difficulties, seed, options.youngest)
    driver.recording = recording = recording_for(driver.session, level, bot_names(seats))
    return recording, tuple(scores(play_bot_game(driver)))


def play_rounds(
    level: LevelSpec,
    seats: Sequence[SeatSpec],
    seed: int,
    rounds: int,
    options: ModeOptions,
) -> int:
    """Play ``rounds`` rounds (games) of one bot match, print and save each; exit 0, or
    1 when a replay could not be saved (the match still plays to its end)."""
    unit = "game" if isinstance(options, PinataOptions) else "round"
    names = bot_names(seats)
    status = 0
    for number in range(1, rounds + 1):
        this_seed = round_seed(seed, number)
        if isinstance(options, PinataOptions):
            recording, scores = _pinata_game(level, seats, this_seed, options)
        elif isinstance(options, CandyOptions):
            recording, scores = _candy_round(level, seats, this_seed, options)
        else:
            raise TypeError(f"{type(options).__name__}: no real-time table plays them")
        results = ", ".join(f"{name} {score}" for name, score in zip(names, scores, strict=True))
        try:
            path = store_recording(recording, time.strftime("%Y%m%d-%H%M%S"))
        except OSError as error:
            print(
                f"{unit} {number}: seed {this_seed}; {results}; replay not saved "
                f"to {replay_folder()} ({error.strerror or error})",
                file=sys.stderr,
            )
            status = 1
            continue
        print(f"{unit} {number}: seed {this_seed}; {results}; replay {path}")
    return status
