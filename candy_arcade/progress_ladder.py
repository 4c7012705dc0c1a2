"""Which bot level the lobby seats, and when it suggests the next level up.

A newcomer should meet bots they can beat, then be invited up once they do:

- A first game (nothing recorded for the mode) seats easy bots.
- Each finished round against bots (a Piñata Blast game, whose rounds are too short to
  judge by) is noted. It is *won* when a person at the table scores more than every bot
  there. It counts against the weakest bot's level: whoever beats every bot beats that
  one, and the suggestion is to move up from it.
- A tie with the best bot is neither a win nor a loss: the streak stands as it was.
  A round lost ends the streak.
- Two wins in a row against a level suggest the next one. Accepting makes it the level
  seated from then on; dismissing starts the count again, so the suggestion comes back
  after two more wins in a row, not every time the lobby opens.
- Only rounds against the level seated count: a round whose weakest bot is of another
  level (picked in the lobby with the number keys) changes nothing, so the level
  remembered is the one accepted, and a table set up for a change leaves the climb
  where it was.

Pure data and functions: :mod:`candy_arcade.progress` keeps a :class:`BotLadder` per
mode in the progress file, and the lobby asks :func:`suggestion`.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from candy_arcade.core.seats import DIFFICULTIES, Difficulty, SeatSpec

LADDER_MODES = ("candy", "pinata")
"""The modes whose bots climb this ladder. Heckadeck Canasta keeps the settings' bot
difficulty: its unit is a long game, often played in partnerships with a bot."""
FIRST_LEVEL: Difficulty = "easy"
WINS_TO_SUGGEST = 2


class RoundResult(enum.Enum):
    """How the people at a table did against its bots in one round."""

    WON = "won"
    TIED = "tied"
    LOST = "lost"


@dataclass(frozen=True, slots=True)
class RoundAgainstBots:
    level: Difficulty
    result: RoundResult


@dataclass(frozen=True, slots=True)
class Suggestion:
    """Two wins in a row against ``beaten``: try ``next_level``."""

    beaten: Difficulty
    next_level: Difficulty

    @property
    def words(self) -> str:
        times = "twice" if WINS_TO_SUGGEST == 2 else f"{WINS_TO_SUGGEST} times"
        return f"You beat the {self.beaten} bots {times} in a row — try {self.next_level}?"


@dataclass(frozen=True, slots=True)
class BotLadder:
    """One mode's climb: the level the lobby seats, and the wins in a row against it."""

    level: Difficulty = FIRST_LEVEL
    wins_in_a_row: int = 0


def level_index(level: Difficulty) -> int:
    return DIFFICULTIES.index(level)


def round_against_bots(
    seats: Sequence[SeatSpec], points: Sequence[int]
) -> RoundAgainstBots | None:
    """The round's result for the people against the bots; None without both at the table."""
    bot_points = [score for seat, score in zip(seats, points, strict=True) if seat.is_bot]
    people_points = [score for seat, score in zip(seats, points, strict=True) if not seat.is_bot]
    if not bot_points or not people_points:
        return None
    weakest = min((seat.difficulty for seat in seats if seat.is_bot), key=level_index)
    best_bot, best_person = max(bot_points), max(people_points)
    if best_person > best_bot:
        result = RoundResult.WON
    elif best_person == best_bot:
        result = RoundResult.TIED
    else:
        result = RoundResult.LOST
    return RoundAgainstBots(weakest, result)


def note_round(ladder: BotLadder, played: RoundAgainstBots) -> BotLadder:
    """The ladder after one round against bots."""
    if played.level != ladder.level:
        return ladder
    wins = ladder.wins_in_a_row
    if played.result is RoundResult.WON:
        wins = min(wins + 1, WINS_TO_SUGGEST)
    elif played.result is RoundResult.LOST:
        wins = 0
    return BotLadder(ladder.level, wins)


def next_level(level: Difficulty) -> Difficulty | None:
    index = level_index(level) + 1
    return DIFFICULTIES[index] if index < len(DIFFICULTIES) else None


def suggestion(ladder: BotLadder) -> Suggestion | None:
    """The level to suggest now, if the player has earned one."""
    following = next_level(ladder.level)
    if following is None or ladder.wins_in_a_row < WINS_TO_SUGGEST:
        return None
    return Suggestion(ladder.level, following)


def accept(ladder: BotLadder) -> BotLadder:
    """Move up: the suggested level is the one seated from now on."""
    offered = suggestion(ladder)
    return ladder if offered is None else BotLadder(offered.next_level)


def dismiss(ladder: BotLadder) -> BotLadder:
    """Stay: the suggestion waits for two more wins in a row."""
    return BotLadder(ladder.level)


def ladders_to_json(ladders: Mapping[str, BotLadder]) -> dict[str, dict[str, Any]]:
    return {
        mode: {"level": ladder.level, "wins_in_a_row": ladder.wins_in_a_row}
        for mode, ladder in sorted(ladders.items())
    }


def ladders_from_json(data: Any) -> dict[str, BotLadder]:
    """The ladders in a progress file's ``"bots"``; ValueError says what is wrong."""
    if not isinstance(data, dict):
        raise ValueError('"bots" must map modes to their bot level')
    ladders = {}
    for mode, entry in data.items():
        if mode not in LADDER_MODES or not isinstance(entry, dict):
            raise ValueError(f'"bots" has no place for {mode!r}')
        level = next((known for known in DIFFICULTIES if known == entry.get("level")), None)
        wins = entry.get("wins_in_a_row")
        if level is None:
            raise ValueError(f"the bot level for {mode!r} is not one of {', '.join(DIFFICULTIES)}")
        if isinstance(wins, bool) or not isinstance(wins, int) or not 0 <= wins <= WINS_TO_SUGGEST:
            raise ValueError(f"the wins in a row for {mode!r} are not 0 to {WINS_TO_SUGGEST}")
        ladders[mode] = BotLadder(level, wins)
    return ladders
