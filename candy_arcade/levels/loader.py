"""Read ``levels/*.toml`` into :class:`LevelSpec`, with one-line errors for bad files.

Errors name the file and the key, and say what is allowed, because the people who
read them are players editing a level by hand.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from candy_arcade.core.geometry import Rect, Vec2
from candy_arcade.levels.spec import MODES, LevelSpec

LEVELS_DIR = Path(__file__).resolve().parents[2] / "levels"
DEFAULT_LEVEL = LEVELS_DIR / "default.toml"
TIMER_RANGE = (30, 180)


class LevelError(ValueError):
    """A level file that cannot be played; the message is one line for the player."""


def load_level(path: Path) -> LevelSpec:
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise LevelError(f"{path}: cannot read the level file ({error.strerror})") from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise LevelError(f"{path}: not a text file (a level is TOML text)") from None
    except tomllib.TOMLDecodeError as error:
        raise LevelError(f"{path}: not valid TOML: {error}") from None
    return level_from_dict(data, str(path))


def level_from_dict(data: dict[str, Any], source: str) -> LevelSpec:
    def number(table: dict[str, Any], key: str, where: str) -> float:
        value = table.get(key)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise LevelError(f"{source}: {where}{key} must be a number, got {value!r}")
        return float(value)

    mode = data.get("mode", "candy")
    if mode not in MODES:
        raise LevelError(f"{source}: mode must be one of {', '.join(MODES)}, got {mode!r}")
    table = data.get("table", {})
    width = number(table, "width", "table.")
    height = number(table, "height", "table.")
    pool_data = data.get("pool", {})
    pool = Rect(
        Vec2(number(pool_data, "x", "pool."), number(pool_data, "y", "pool.")),
        number(pool_data, "width", "pool."),
        number(pool_data, "height", "pool."),
    )
    timer = int(number(data.get("timer", {"seconds": 60}), "seconds", "timer."))
    if not TIMER_RANGE[0] <= timer <= TIMER_RANGE[1]:
        raise LevelError(
            f"{source}: timer.seconds is {timer}; allowed {TIMER_RANGE[0]} to {TIMER_RANGE[1]}"
        )
    seats_data = data.get("seats", [])
    if not isinstance(seats_data, list) or not 1 <= len(seats_data) <= 8:
        raise LevelError(f"{source}: a level needs 1 to 8 [[seats]] entries")
    seats = tuple(
        Vec2(number(seat, "x", f"seats[{i}]."), number(seat, "y", f"seats[{i}]."))
        for i, seat in enumerate(seats_data)
    )
    return LevelSpec(
        name=str(data.get("name", Path(source).stem)),
        mode=mode,
        table_width=width,
        table_height=height,
        pool=pool,
        seats=seats,
        timer_seconds=timer,
        description=str(data.get("description", "")),
    )


def load_default_level() -> LevelSpec:
    return load_level(DEFAULT_LEVEL)
