"""Piñata Blast match totals on disk after every round, so a crash or a closed window
loses no round's result (as I Want Candy! keeps its match totals)."""

from __future__ import annotations

from pathlib import Path

from candy_arcade.match_log import save_match_totals
from candy_arcade.rules.pinata.scoring import scores
from candy_arcade.rules.pinata.state import GameState


class PinataRoundLog:
    """Each finished round's points per player, saved as the match's totals file."""

    def __init__(self, seed: int, names: list[str], level_id: str) -> None:
        self.seed = seed
        self.names = names
        self.level_id = level_id
        self.rounds: list[list[int]] = []
        self._before = [0] * len(names)

    def round_ended(self, state: GameState) -> Path:
        """Note the round's gains and save every round so far; raises ``OSError`` when
        the file cannot be written (the caller tells the player)."""
        now = list(scores(state))
        gains = [after - before for after, before in zip(now, self._before, strict=True)]
        self.rounds.append(gains)
        self._before = now
        return save_match_totals("pinata", self.seed, self.names, self.rounds, self.level_id)
