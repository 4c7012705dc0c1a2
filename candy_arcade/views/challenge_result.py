"""Judging a finished challenge game, for every mode's results screen, and keeping progress."""

from __future__ import annotations

from collections.abc import Sequence

import arcade

from candy_arcade.levels.challenge import challenge_met
from candy_arcade.progress import load_progress, progress_path, save_progress
from candy_arcade.setup import GameSetup
from candy_arcade.views.window_access import game_window


def judge_challenge(
    setup: GameSetup, totals: Sequence[int], player: int, record: bool = True
) -> tuple[bool, str] | None:
    """The verdict for a challenge game (None for other games); saves progress if ``record``.

    ``totals`` are per player (or per side in Canasta) and ``player`` indexes the human.
    A progress file that cannot be written is reported on screen by the window; the
    verdict stands either way.
    """
    challenge = setup.level.challenge
    if not setup.is_challenge or challenge is None:
        return None
    met = challenge_met(challenge, totals, player)
    if record:
        progress = load_progress()
        progress.record(setup.level_id, totals[player], met)
        game_window(arcade.get_window()).save_or_tell(
            "Your challenge progress", progress_path(), lambda: save_progress(progress)
        )
    verdict = "Challenge complete!" if met else f"Not this time — {challenge.describe()}"
    return met, verdict


def human_seat(setup: GameSetup) -> int:
    return next((i for i, seat in enumerate(setup.seats) if not seat.spec.is_bot), 0)
